"""`xihe serve` runs the background jobs: the reaper, inspection and behaviour analysis, each
slot once (the scheduler's claim); `[evolution].schedule = false` leaves only the reaper."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from sqlalchemy import select

from tests.conftest import Database
from tests.fakes.provider import FakeProvider
from tests.gateway.harness import serve, write_config
from xihe.store.db import open_store
from xihe.store.tables.evolution import job_runs


def _jobs(database: Database) -> dict[str, str]:
    async def read() -> dict[str, str]:
        store = await open_store(database.url, schema=database.schema)
        try:
            async with store.connect() as conn:
                rows = (await conn.execute(select(job_runs))).all()
        finally:
            await store.close()
        return {r.job: r.status for r in rows}

    return asyncio.run(read())


def _wait_for(database: Database, names: set[str]) -> dict[str, str]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen = _jobs(database)
        if names <= {n for n, status in seen.items() if status != "running"}:
            return seen
        time.sleep(0.3)
    raise AssertionError(f"jobs {sorted(names)} never finished; saw {_jobs(database)}")


def test_serve_runs_inspection_behaviour_and_the_reaper(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    with serve(config, database, tmp_path):
        seen = _wait_for(database, {"evolution.inspect", "evolution.behavior"})
    assert seen["evolution.inspect"] == "ok"
    assert seen["evolution.behavior"] == "ok"
    assert any(name.startswith("tracing.") or "reap" in name for name in seen)


def test_schedule_off_leaves_only_the_reaper(tmp_path: Path, fake_provider: FakeProvider) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml", fake_provider.url, extra="[evolution]\nschedule = false\n"
    )
    with serve(config, database, tmp_path):
        deadline = time.monotonic() + 30
        while not _jobs(database) and time.monotonic() < deadline:
            time.sleep(0.3)
        time.sleep(1)
        seen = _jobs(database)
    assert seen and not any(name.startswith("evolution.") for name in seen)
