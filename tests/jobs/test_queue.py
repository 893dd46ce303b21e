"""The job queue at scale: a slot's per-tenant work on procrastinate's PostgreSQL queue,
spread over two replicas' workers, each tenant once, retried on failure, requeued when its
worker is killed. (The inline queue of the embedded default is covered by
tests/evolution/test_jobs.py.)"""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.conftest import PG_URL, _pg
from xihe.core.errors import ConfigError
from xihe.core.settings import Settings
from xihe.jobs.queue import InlineQueue, ProcrastinateQueue, open_queue, psycopg_conninfo

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def schema() -> AsyncIterator[str]:
    name = f"q_{secrets.token_hex(6)}"
    await _pg(f"CREATE SCHEMA {name}")
    try:
        yield name
    finally:
        await _pg(f"DROP SCHEMA IF EXISTS {name} CASCADE")


async def statuses(schema: str) -> list[tuple[str, str, int]]:
    async with await psycopg.AsyncConnection.connect(
        psycopg_conninfo(PG_URL), options=f"-c search_path={schema}"
    ) as conn:
        cur = await conn.execute(
            "SELECT args->>'tenant', status::text, attempts FROM procrastinate_jobs ORDER BY id"
        )
        return [(r[0], r[1], r[2]) for r in await cur.fetchall()]


async def until(check: Callable[[], Awaitable[bool]], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.1)


async def test_two_replicas_share_a_slot_and_run_each_tenant_once(schema: str) -> None:
    ran: list[tuple[str, str]] = []
    queues = []
    for replica in ("a", "b"):
        queue = ProcrastinateQueue(PG_URL, schema=schema)

        async def body(tenant: str, replica: str = replica) -> dict[str, Any]:
            await asyncio.sleep(0.05)
            ran.append((replica, tenant))
            return {"inspected": tenant}

        queue.register("evolution.inspect", body)
        queues.append(queue)
    await asyncio.gather(*(q.open() for q in queues))  # both apply the schema at once
    stop = asyncio.Event()
    workers = [
        asyncio.create_task(q.work(stop, concurrency=2, name=f"w{i}")) for i, q in enumerate(queues)
    ]
    tenants = [f"t{i}" for i in range(8)]
    try:
        first = await queues[0].submit("evolution.inspect", tenants)
        assert first == {"queued": tenants, "already_queued": []}

        async def all_done() -> bool:
            return [s for _, s, _ in await statuses(schema)].count("succeeded") == 8

        await until(all_done)
        assert sorted(t for _, t in ran) == tenants  # each tenant exactly once
        assert {r for r, _ in ran} == {"a", "b"}  # the work was spread over both replicas
    finally:
        stop.set()
        await asyncio.gather(*workers)
        for q in queues:
            await q.close()


async def test_an_unstarted_task_is_not_queued_twice_by_the_next_slot(schema: str) -> None:
    queue = ProcrastinateQueue(PG_URL, schema=schema)
    queue.register("evolution.inspect", lambda tenant: asyncio.sleep(0, {}))
    await queue.open()
    try:
        assert (await queue.submit("evolution.inspect", ["acme"]))["queued"] == ["acme"]
        again = await queue.submit("evolution.inspect", ["acme", "globex"])
        assert again == {"queued": ["globex"], "already_queued": ["acme"]}
        assert [t for t, _, _ in await statuses(schema)] == ["acme", "globex"]
    finally:
        await queue.close()


async def test_a_failing_tenant_is_retried_and_does_not_stop_the_others(schema: str) -> None:
    queue = ProcrastinateQueue(PG_URL, schema=schema, max_attempts=3, retry_wait_seconds=0)
    failures = {"flaky": 1, "broken": 99}

    async def body(tenant: str) -> dict[str, Any]:
        if failures.get(tenant, 0) > 0:
            failures[tenant] -= 1
            raise RuntimeError(f"{tenant} is down")
        return {}

    queue.register("evolution.inspect", body)
    await queue.open()
    stop = asyncio.Event()
    worker = asyncio.create_task(queue.work(stop, concurrency=1, name="w"))
    try:
        await queue.submit("evolution.inspect", ["flaky", "fine", "broken"])

        async def settled() -> bool:
            return all(s in ("succeeded", "failed") for _, s, _ in await statuses(schema))

        await until(settled)
        final = {t: (s, n) for t, s, n in await statuses(schema)}
        assert final == {
            "flaky": ("succeeded", 2),  # attempts: the runs that ended
            "fine": ("succeeded", 1),
            "broken": ("failed", 3),  # max_attempts runs in all, then given up
        }
    finally:
        stop.set()
        await worker
        await queue.close()


async def test_the_task_of_a_killed_worker_is_requeued_and_finished_elsewhere(
    schema: str, tmp_path: Path
) -> None:
    marker = tmp_path / "started"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    doomed = subprocess.Popen(
        [sys.executable, "-m", "tests.jobs.worker_proc", PG_URL, schema, str(marker)],
        cwd=ROOT,
        env=env,
    )
    survivor = ProcrastinateQueue(PG_URL, schema=schema, heartbeat_seconds=0.2)
    done: list[str] = []

    async def body(tenant: str) -> dict[str, Any]:
        done.append(tenant)
        return {}

    survivor.register("evolution.inspect", body)
    stop = asyncio.Event()
    worker = None
    try:
        await until(lambda: asyncio.sleep(0, _schema_ready(schema)), seconds=30)
        await survivor.open()
        await survivor.submit("evolution.inspect", ["acme"])
        await until(lambda: asyncio.sleep(0, marker.exists()), seconds=30)
        doomed.send_signal(signal.SIGKILL)
        doomed.wait()
        assert await statuses(schema) == [("acme", "doing", 0)]  # counted when a run ends
        worker = asyncio.create_task(survivor.work(stop, concurrency=1, name="survivor"))
        assert await survivor.retry_stalled(seconds=3600) == 0  # its heartbeat is recent
        await asyncio.sleep(2.5)  # the survivor beats every 0.2 s, the dead one never again
        assert await survivor.retry_stalled(seconds=1.5) == 1

        async def finished() -> bool:
            return [s for _, s, _ in await statuses(schema)] == ["succeeded"]

        await until(finished)
        assert done == ["acme"]
    finally:
        if doomed.poll() is None:
            doomed.kill()
        stop.set()
        if worker is not None:
            await worker
        await survivor.close()


def _schema_ready(schema: str) -> bool:
    with psycopg.connect(psycopg_conninfo(PG_URL), options=f"-c search_path={schema}") as conn:
        row = conn.execute("SELECT to_regclass('procrastinate_jobs') IS NOT NULL").fetchone()
        return bool(row and row[0])


def test_auto_picks_the_queue_that_fits_the_store(tmp_path: Path) -> None:
    sqlite = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    assert isinstance(open_queue(sqlite, "sqlite"), InlineQueue)
    pg = Settings(database_url=PG_URL, jobs={"queue": "auto"})  # type: ignore[arg-type]
    assert isinstance(open_queue(pg, "postgresql"), ProcrastinateQueue)
    forced = Settings(database_url=PG_URL, jobs={"queue": "inline"})  # type: ignore[arg-type]
    assert isinstance(open_queue(forced, "postgresql"), InlineQueue)
    with pytest.raises(ConfigError, match="needs PostgreSQL"):
        psycopg_conninfo(sqlite.database_url)


async def test_a_database_the_queue_cannot_use_is_a_clear_start_up_error() -> None:
    queue = ProcrastinateQueue(PG_URL.rsplit("/", 1)[0] + "/no_such_database_xihe")
    with pytest.raises(ConfigError, match="cannot set up the job queue") as err:
        await queue.open()
    assert "no_such_database_xihe" in str(err.value)
    assert "queue = 'inline'" in (err.value.hint or "")
    assert queue.app is None
