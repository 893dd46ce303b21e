"""The reaper of stale runs: a run without a step for longer than the lease is marked
abandoned; a slow run that keeps writing steps, or one that finished, is left alone."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.conftest import Database
from xihe.context.snapshots import Keyring
from xihe.core.clock import FrozenClock
from xihe.store.db import open_store
from xihe.tracing.blobs import BlobCipher
from xihe.tracing.queries import get_operation
from xihe.tracing.reaper import reap_stale_runs, reaper_job
from xihe.tracing.recorder import Tracer
from xihe.tracing.records import OperationEnd, ToolStep

START = datetime(2026, 6, 1, tzinfo=UTC)


async def test_runs_without_progress_are_abandoned_and_live_ones_kept(database: Database) -> None:
    store = await open_store(database.url, schema=database.schema)
    clock = FrozenClock(START)
    tracer = Tracer(store, clock=clock, cipher=BlobCipher(Keyring({"k": bytes(32)}, "k")))
    try:
        dead = await tracer.start(tenant="acme", input="killed mid-run")
        slow = await tracer.start(tenant="acme", input="long but alive")
        done = await tracer.start(tenant="acme", input="finished")
        await tracer.finish(done, OperationEnd(status="completed", answer="ok"))
        clock.advance(600)
        step = ToolStep("files.read", "c1", {}, clock.now(), 1.0, "ok", output="x")
        await tracer.tool_step(slow, step)
        clock.advance(400)  # dead: 1000 s idle; slow: 400 s since its step
        await tracer.flush()  # records are group-committed; the reaper reads the database

        assert await reap_stale_runs(store, lease_seconds=900, clock=clock) == [dead.id]
        assert await reap_stale_runs(store, lease_seconds=900, clock=clock) == []
        states = {
            op.id: (await get_operation(store, tenant="acme", operation_id=op.id))["status"]
            for op in (dead, slow, done)
        }
        assert states == {dead.id: "abandoned", slow.id: "running", done.id: "completed"}
        reaped = await get_operation(store, tenant="acme", operation_id=dead.id)
        assert "no progress for 900s" in reaped["error"]

        freed: list[int] = []

        async def free_keys() -> int:
            freed.append(1)
            return 3

        clock.advance(1000)
        job = reaper_job(store, lease_seconds=900, every_seconds=60, clock=clock, also=free_keys)
        assert await job.run() == {"abandoned": [slow.id], "keys_freed": 3}
        assert freed == [1]
    finally:
        await store.close()
