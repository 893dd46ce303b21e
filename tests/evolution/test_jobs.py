"""Two workers on one database: each job slot runs exactly once."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import select

from tests.conftest import Database, make_settings
from xihe.core.clock import FrozenClock
from xihe.evolution.jobs import evolution_jobs
from xihe.jobs.scheduler import Job, Scheduler
from xihe.store.db import open_store
from xihe.store.tables.evolution import job_runs


async def test_each_slot_runs_once_across_workers(database: Database, tmp_path: Path) -> None:
    settings = make_settings(database, tmp_path)
    store_a = await open_store(settings.database_url, schema=settings.database_schema)
    store_b = await open_store(settings.database_url, schema=settings.database_schema)
    calls: list[str] = []

    def job(name: str) -> Job:
        async def body() -> dict[str, Any]:
            calls.append(name)
            return {"ok": True}

        return Job(name, 3600, body)

    clock = FrozenClock(datetime(2026, 5, 1, 10, 5, tzinfo=UTC))
    try:
        a = Scheduler(store_a, [job("hourly")], clock=clock, worker="a")
        b = Scheduler(store_b, [job("hourly")], clock=clock, worker="b")
        ran = await asyncio.gather(a.tick(), b.tick(), a.tick(), b.tick())
        assert sorted(n for names in ran for n in names) == ["hourly"]
        assert calls == ["hourly"]
        later = FrozenClock(clock.now() + timedelta(hours=1))
        b.clock = later
        assert await b.tick() == ["hourly"]
        async with store_a.connect() as conn:
            rows = (await conn.execute(select(job_runs).order_by(job_runs.c.slot))).all()
        assert [(r.job, r.status) for r in rows] == [("hourly", "ok"), ("hourly", "ok")]
    finally:
        await store_a.close()
        await store_b.close()


async def test_evolution_jobs_run_offline_inspection_and_behavior(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        clock = FrozenClock(datetime(2026, 5, 1, tzinfo=UTC))
        scheduler = Scheduler(store, evolution_jobs(store, settings), clock=clock)
        assert await scheduler.tick() == ["evolution.inspect:default", "evolution.behavior:default"]
        assert await scheduler.tick() == []
        async with store.connect() as conn:
            details = {r.job: r.detail for r in (await conn.execute(select(job_runs))).all()}
        assert details["evolution.inspect:default"]["mode"] == "offline"
        assert details["evolution.behavior:default"] == {
            "skipped": False,
            "unhealthy": 0,
            "mode": "offline",
            "note": "",
        }
    finally:
        await store.close()


async def test_served_jobs_visit_every_tenant_active_since_the_last_slot(
    database: Database, tmp_path: Path
) -> None:
    from xihe.store.tables import operations

    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    now = datetime(2026, 5, 1, 10, 30, tzinfo=UTC)
    rows = [
        ("acme", now - timedelta(minutes=5), "failed", "HTTP 401 from upstream: invalid key"),
        ("globex", now - timedelta(minutes=50), "failed", "timed out after 30s"),
        ("globex", now - timedelta(minutes=40), "completed", None),
        ("dormant", now - timedelta(days=3), "failed", "HTTP 500"),
    ]
    try:
        async with store.begin() as conn:
            for i, (tenant, at, status, error) in enumerate(rows):
                await conn.execute(
                    operations.insert().values(
                        id=f"op{i}",
                        tenant=tenant,
                        kind="chat",
                        input="q",
                        status=status,
                        error=error,
                        started_at=at,
                        finished_at=at,
                        steps=1,
                        fallbacks=[],
                        meta={},
                    )
                )
        clock = FrozenClock(now)
        jobs = evolution_jobs(store, settings, tenant=None, clock=clock)
        scheduler = Scheduler(store, jobs, clock=clock)
        assert await scheduler.tick() == ["evolution.inspect", "evolution.behavior"]
        async with store.connect() as conn:
            details = {r.job: r.detail for r in (await conn.execute(select(job_runs))).all()}
        inspected = details["evolution.inspect"]["tenants"]
        assert sorted(inspected) == ["acme", "globex"]  # dormant ran nothing this hour
        assert inspected["acme"]["mode"] == "offline"
        assert inspected["acme"]["errors_synced"] == 1
        assert inspected["globex"]["errors_synced"] == 1
        assert sorted(details["evolution.behavior"]["tenants"]) == ["acme", "globex"]
    finally:
        await store.close()
