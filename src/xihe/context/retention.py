"""Snapshot retention as a scheduled job: every session written since the previous slot keeps
full bodies for its last `snapshot_full_turns` turns and summaries before them.

The engine also prunes inline every `snapshot_prune_every` writes, but that count lives in one
process: with several workers a session's writes are spread over them, and a session that
stops being written is never pruned again. The sweep makes retention hold regardless."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import select

from xihe.context.snapshots import SnapshotStore
from xihe.core.clock import Clock
from xihe.jobs.queue import InlineQueue, JobQueue
from xihe.jobs.scheduler import Job
from xihe.store.db import Store
from xihe.store.tables.context import ctx_snapshots

JOB = "context.retention"


async def written_since(
    store: Store, since: Any, tenant: str | None = None
) -> dict[str, list[str]]:
    """Sessions with a snapshot recorded since `since`, by tenant."""
    query = select(ctx_snapshots.c.tenant, ctx_snapshots.c.session_id).where(
        ctx_snapshots.c.created_at >= since
    )
    if tenant is not None:
        query = query.where(ctx_snapshots.c.tenant == tenant)
    async with store.connect() as conn:
        rows = (await conn.execute(query.distinct())).all()
    out: dict[str, list[str]] = {}
    for row in rows:
        out.setdefault(row.tenant, []).append(row.session_id)
    return {t: sorted(s) for t, s in out.items()}


def retention_job(
    store: Store,
    snapshots: SnapshotStore,
    *,
    keep_turns: int,
    every_seconds: int,
    clock: Clock,
    queue: JobQueue | None = None,
) -> Job:
    """One slot every `every_seconds`; each tenant's sessions are pruned by the job queue."""
    fanout = queue or InlineQueue()
    # a margin of one slot: a session written just before the previous sweep read is not missed
    window = timedelta(seconds=2 * every_seconds)

    async def prune_tenant(tenant: str) -> dict[str, Any]:
        sessions = (await written_since(store, clock.now() - window, tenant)).get(tenant, [])
        pruned = {s: await snapshots.prune(tenant, s, keep_turns) for s in sessions}
        return {"sessions": len(sessions), "snapshots_pruned": sum(pruned.values())}

    fanout.register(JOB, prune_tenant)

    async def run() -> dict[str, Any]:
        tenants = sorted(await written_since(store, clock.now() - window))
        return await fanout.submit(JOB, tenants)

    return Job(JOB, every_seconds, run)
