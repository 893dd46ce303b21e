"""Replicas starting at once on a fresh schema: each runs the migrations, none crashes on
another's half-made tables, and the schema ends at every head exactly once."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import Database

STARTERS = 4
SCRIPT = """
import asyncio, sys, time
from xihe.store.db import open_store

async def main(url, schema, at):
    time.sleep(max(0.0, at - time.time()))  # all start together
    store = await open_store(url, schema=schema or None)
    print(",".join(sorted(await store.pending())) or "current")
    await store.close()

asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3])))
"""


def test_replicas_racing_on_a_fresh_schema_all_start(database: Database) -> None:
    at = time.time() + 4.0  # after every interpreter has imported xihe
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", SCRIPT, database.url, database.schema or "", str(at)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(STARTERS)
    ]
    results = [(p.wait(180), *p.communicate()) for p in procs]
    failed = [err[-2000:] for code, _out, err in results if code != 0]
    assert not failed, failed
    assert [out.strip() for _code, out, _err in results] == ["current"] * STARTERS


def test_the_migration_lock_file_sits_beside_the_sqlite_database(tmp_path: Path) -> None:
    from xihe.store.db import migration_lock_path

    assert (
        migration_lock_path(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
        == tmp_path / "x.db.migrate.lock"
    )
    assert migration_lock_path("sqlite+aiosqlite:///:memory:") is None
