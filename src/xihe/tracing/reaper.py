"""Stale runs: an operation still `running` with no step for longer than a lease belonged to
a process that died (SIGKILL, OOM, a lost node); nothing will ever finish it. The reaper
marks it `abandoned`, so dashboards, `xihe traces` and the soak count no phantom runs.

A live run writes a step before each model or tool call (invariant 3), so "no step within
the lease" means "no progress", not "long". The update is conditional on `running`: a run
that finishes while the reaper looks keeps its own end."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, exists, select, update

from xihe.core.clock import Clock
from xihe.jobs.scheduler import Job
from xihe.store.db import Store
from xihe.store.tables import operations, steps

ABANDONED = "abandoned"


async def reap_stale_runs(store: Store, *, lease_seconds: int, clock: Clock) -> list[str]:
    """Mark runs without progress for `lease_seconds` as abandoned; return their ids."""
    now = clock.now()
    cutoff = now - timedelta(seconds=lease_seconds)
    recent = exists().where(
        and_(steps.c.operation_id == operations.c.id, steps.c.started_at >= cutoff)
    )
    async with store.begin() as conn:
        stale = (
            await conn.execute(
                select(operations.c.id, operations.c.started_at).where(
                    operations.c.status == "running",
                    operations.c.started_at < cutoff,
                    ~recent,
                )
            )
        ).all()
        reaped: list[str] = []
        for row in stale:
            done = await conn.execute(
                update(operations)
                .where(operations.c.id == row.id, operations.c.status == "running")
                .values(
                    status=ABANDONED,
                    finished_at=now,
                    duration_ms=_ms(now, row.started_at),
                    error=(
                        f"abandoned: no progress for {lease_seconds}s, so the process running "
                        "it has stopped; send the request again"
                    ),
                )
            )
            if done.rowcount:
                reaped.append(str(row.id))
    return reaped


def _ms(now: datetime, started: datetime) -> float:
    if started.tzinfo is None:
        started = started.replace(tzinfo=now.tzinfo)
    return round((now - started).total_seconds() * 1000, 3)


def reaper_job(
    store: Store, *, lease_seconds: int, every_seconds: int, clock: Clock, also: Any = None
) -> Job:
    """The periodic job `xihe serve` runs; `also` frees what the dead runs held (the
    gateway's expired Idempotency-Keys)."""

    async def run() -> dict[str, Any]:
        reaped = await reap_stale_runs(store, lease_seconds=lease_seconds, clock=clock)
        freed = int(await also()) if also is not None else 0
        return {"abandoned": reaped, "keys_freed": freed}

    return Job("tracing.reap", every_seconds, run)
