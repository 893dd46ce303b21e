"""Issue 10 item 9: snapshots where writers and hosts meet — two writers on one session
never share a blob, replicas on PostgreSQL must share a key (and then read each other's
snapshots), and retention reads metadata only, every N writes, off the request path."""

from __future__ import annotations

import asyncio
import base64
import os
import re
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.core.errors import ConfigError
from xihe.core.messages import Message, ModelRequest
from xihe.store.db import open_store


def _key() -> str:
    return base64.b64encode(os.urandom(32)).decode()


async def _host(database: Database, tmp_path: Path, name: str, **context: Any) -> ContextEngine:
    """One replica: its own home (so its own local key file, if any) and its own pool."""
    settings = make_settings(database, tmp_path, home=str(tmp_path / name), context=context)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    return ContextEngine(settings, store)


async def _close(*engines: ContextEngine) -> None:
    for engine in engines:
        await engine.close()
        await engine.store.close()


def _request(text: str) -> ModelRequest:
    return ModelRequest(messages=(Message(role="user", content=text),))


async def test_two_writers_on_one_session_each_read_back_their_own_request(
    database: Database, tmp_path: Path
) -> None:
    blobs = tmp_path / "blobs"
    context = {"snapshot_store": "folder", "blob_dir": str(blobs), "snapshot_keys": f"k:{_key()}"}
    a = await _host(database, tmp_path, "a", **context)
    b = await _host(database, tmp_path, "b", **context)
    try:
        session = (await a.open_session("t")).id

        async def write(engine: ContextEngine, who: str) -> dict[int, str]:
            out = {}
            for i in range(12):
                text = f"{who} request {i}"
                out[await engine.snapshot("t", session, _request(text), model="demo")] = text
            return out

        written = await asyncio.gather(write(a, "a"), write(b, "b"), write(a, "a2"))
        expected = {v: text for part in written for v, text in part.items()}
        assert len(expected) == 36  # no version handed out twice
        for reader in (a, b):
            for version, text in expected.items():
                got = await reader.snapshots.get("t", session, version)
                assert got["messages"][0]["content"] == text, f"version {version}"
        files = [p for p in blobs.rglob("*") if p.is_file()]
        assert len(files) == 36  # one file per row: no orphan from a lost race, no temp file
        assert all(re.fullmatch(r"[0-9a-f]{64}\.bin", p.name) for p in files)
    finally:
        await _close(a, b)


async def test_replicas_share_a_key_on_postgres_and_read_each_others_snapshots(
    database: Database, tmp_path: Path
) -> None:
    if database.kind == "postgres":
        settings = make_settings(database, tmp_path, context={"snapshot_keys": None})
        store = await open_store(settings.database_url, schema=settings.database_schema)
        try:
            with pytest.raises(ConfigError) as failed:
                ContextEngine(settings, store)
        finally:
            await store.close()
        assert "shared" in str(failed.value)
        assert "context.snapshot_keys" in (failed.value.hint or "")
        assert "XIHE_CONTEXT__SNAPSHOT_KEYS" in (failed.value.hint or "")
        context = {"snapshot_keys": f"k1:{_key()}"}
    else:
        context = {"snapshot_keys": None}  # SQLite is one host: a local key file is enough
    a = await _host(database, tmp_path, "a", **context)
    b = await _host(database, tmp_path, "b", **context)
    try:
        session = (await a.open_session("t")).id
        version = await a.snapshot("t", session, _request("from host a"), model="demo")
        if database.kind == "postgres":
            got = await b.snapshots.get("t", session, version)
            assert got["messages"][0]["content"] == "from host a"
        else:
            key_file = tmp_path / "a" / "context" / "snapshot.key"
            assert key_file.stat().st_mode & 0o777 == 0o600
            got = await a.snapshots.get("t", session, version)
            assert got["messages"][0]["content"] == "from host a"
    finally:
        await _close(a, b)


async def test_retention_reads_no_bodies_and_runs_every_n_writes(
    database: Database, tmp_path: Path
) -> None:
    blobs = tmp_path / "blobs"
    engine = await _host(
        database,
        tmp_path,
        "a",
        snapshot_store="folder",
        blob_dir=str(blobs),
        snapshot_full_turns=1,
        snapshot_prune_every=4,
    )
    statements: list[str] = []

    def seen(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        statements.append(" ".join(statement.lower().split()))

    event.listen(engine.store.engine.sync_engine, "before_cursor_execute", seen)
    try:
        session = (await engine.open_session("t")).id
        for turn in range(1, 9):
            await engine.append(
                "t", session, [Message(role="user", content=f"q{turn}")], summarize=False
            )
            await engine.snapshot("t", session, _request(f"q{turn}"), model="demo")
        await engine.settle()
        snapshot_reads = [s for s in statements if s.startswith("select") and "ctx_snapshots" in s]
        assert not [s for s in snapshot_reads if "ctx_snapshots.body" in s]  # no body read
        retention_runs = [s for s in snapshot_reads if "max(ctx_snapshots.turn)" in s]
        assert len(retention_runs) == 2  # 8 writes, every 4th
        metas = await engine.snapshots.versions("t", session)
        assert [(m.turn, m.pruned) for m in metas] == [(t, t <= 7) for t in range(1, 9)]
        assert len([p for p in blobs.rglob("*") if p.is_file()]) == 1  # pruned files removed
    finally:
        await _close(engine)
