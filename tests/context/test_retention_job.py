"""The scheduled retention sweep: sessions whose inline retention never fired (their writes
were spread over workers, or they stopped being written) are pruned by `xihe serve`'s job,
per tenant, and only those written recently are visited."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import select

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.retention import JOB, retention_job
from xihe.core.clock import FrozenClock
from xihe.core.messages import Message, ModelRequest
from xihe.jobs.scheduler import Scheduler
from xihe.store.db import open_store
from xihe.store.tables.evolution import job_runs


async def test_the_sweep_prunes_what_inline_retention_missed(
    database: Database, tmp_path: Path
) -> None:
    # inline retention would only fire on the 1000th write: it never does here
    context = {"snapshot_full_turns": 2, "snapshot_prune_every": 1000}
    settings = make_settings(database, tmp_path, context=context)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    now = datetime(2026, 5, 1, 10, 30, tzinfo=UTC)
    engine = ContextEngine(settings, store, clock=FrozenClock(now))
    old_engine = ContextEngine(settings, store, clock=FrozenClock(now - timedelta(days=2)))
    try:
        sessions = {}
        for tenant, eng, turns in (
            ("acme", engine, 5),
            ("globex", engine, 3),
            ("idle", old_engine, 5),
        ):
            session = (await eng.open_session(tenant)).id
            sessions[tenant] = session
            for turn in range(1, turns + 1):
                message = Message(role="user", content=f"{tenant} q{turn}")
                await eng.append(tenant, session, [message], summarize=False)
                await eng.snapshot(tenant, session, ModelRequest(messages=(message,)), model="demo")
        job = retention_job(
            store,
            engine.snapshots,
            keep_turns=2,
            every_seconds=3600,
            clock=FrozenClock(now + timedelta(minutes=5)),
        )
        scheduler = Scheduler(store, [job], clock=FrozenClock(now + timedelta(minutes=5)))
        assert await scheduler.tick() == [JOB]

        async def pruned(tenant: str) -> list[bool]:
            metas = await engine.snapshots.versions(tenant, sessions[tenant])
            return [m.pruned for m in metas]

        assert await pruned("acme") == [True, True, True, False, False]
        assert await pruned("globex") == [True, False, False]
        assert await pruned("idle") == [False] * 5  # not written since the last two slots
        async with store.connect() as conn:
            (detail,) = (await conn.execute(select(job_runs.c.detail))).scalars().all()
        assert detail == {
            "tenants": {
                "acme": {"sessions": 1, "snapshots_pruned": 3},
                "globex": {"sessions": 1, "snapshots_pruned": 1},
            }
        }
    finally:
        await engine.close()
        await old_engine.close()
        await store.close()
