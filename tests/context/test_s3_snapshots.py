"""Snapshot bodies in an S3-compatible bucket: the real SDK against a SigV4-checking S3
service on loopback. Bodies round-trip, only ciphertext is stored, retention and
rollback work through it, and every misconfiguration is a one-line error naming it."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.conftest import Database, make_settings
from tests.context.test_cli import _env, xihe
from tests.context.test_snapshots import SECRET, _requests
from tests.fakes.s3 import FakeS3
from xihe.context.engine import ContextEngine
from xihe.core.errors import ConfigError
from xihe.core.messages import Message
from xihe.store.db import open_store
from xihe.store.s3 import BlobMissingError, BlobUnavailableError
from xihe.store.tables.context import ctx_snapshots

KEY, SECRET_KEY = "AKIDXIHETEST", "s3cr3t/Key+value"


@pytest.fixture
def s3() -> Iterator[FakeS3]:
    with FakeS3(KEY, SECRET_KEY, ("snaps",)) as fake:
        yield fake


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEST_S3_KEY", KEY)
    monkeypatch.setenv("TEST_S3_SECRET", SECRET_KEY)


def _context(endpoint: str, store: str = "s3://snaps/xihe/prod", **extra: str) -> dict[str, str]:
    return {
        "snapshot_store": store,
        "s3_endpoint_url": endpoint,
        "s3_region": "us-east-1",
        "s3_access_key_env": "TEST_S3_KEY",
        "s3_secret_key_env": "TEST_S3_SECRET",
    } | extra


async def _engine(database: Database, tmp_path: Path, context: dict[str, str]) -> ContextEngine:
    settings = make_settings(database, tmp_path, context=context)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    return ContextEngine(settings, store)


async def test_bodies_round_trip_through_the_bucket(
    database: Database, tmp_path: Path, s3: FakeS3
) -> None:
    engine = await _engine(database, tmp_path, _context(s3.url, snapshot_full_turns="0"))
    session = (await engine.open_session("t")).id
    await engine.append("t", session, [Message(role="user", content="hi")], summarize=False)
    requests = _requests()
    versions = [await engine.snapshot("t", session, r, model="demo") for r in requests]
    for version, request in zip(versions, requests, strict=True):
        assert await engine.snapshots.get("t", session, version) == request.to_dict()

    objects = s3.objects["snaps"]
    assert len(objects) == 4 and all(k.startswith("xihe/prod/") for k in objects)
    assert all(SECRET.encode() not in body for body in objects.values())
    async with engine.store.connect() as conn:
        rows = (await conn.execute(select(ctx_snapshots))).all()
    assert all(r.body is None and f"xihe/prod/{r.blob_ref}" in objects for r in rows)

    # rollback reads the body from the bucket and writes the restored one back there
    done = await engine.rollback("t", session, 1)
    assert await engine.snapshots.get("t", session, done["version"]) == requests[0].to_dict()
    assert len(objects) == 5

    # a body gone from the bucket is named, not a traceback
    victim = next(iter(objects))
    del objects[victim]
    with pytest.raises(BlobMissingError, match="is missing from the bucket"):
        for v in range(1, 6):
            await engine.snapshots.get("t", session, v)

    # retention (every turn's body pruned here) deletes the objects
    assert await engine.snapshots.prune("t", session, 0) == 5
    assert objects == {}
    await engine.close()


async def test_bad_store_settings_are_named(
    database: Database, tmp_path: Path, s3: FakeS3, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = _requests()[0]

    async def write(context: dict[str, str]) -> None:
        engine = await _engine(database, tmp_path, context)
        try:
            session = (await engine.open_session("t")).id
            await engine.snapshot("t", session, request, model="demo")
        finally:
            await engine.close()

    monkeypatch.setenv("TEST_S3_SECRET", "wrong")
    with pytest.raises(BlobUnavailableError, match=r"refused put .*SignatureDoesNotMatch"):
        await write(_context(s3.url))
    monkeypatch.setenv("TEST_S3_SECRET", SECRET_KEY)
    with pytest.raises(BlobUnavailableError, match="bucket 'nope' does not exist"):
        await write(_context(s3.url, "s3://nope"))
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}"
    with pytest.raises(BlobUnavailableError, match="unreachable"):
        await write(_context(closed))
    with pytest.raises(ConfigError, match="s3://BUCKET/PREFIX"):
        await write(_context(s3.url, "s3:/snaps"))
    with pytest.raises(ConfigError, match="not an S3 location"):
        await write(_context(s3.url, "s3://"))
    with pytest.raises(ConfigError, match="not a service URL"):
        await write(_context(f"{s3.url}/snaps"))
    monkeypatch.delenv("TEST_S3_KEY")
    with pytest.raises(ConfigError, match=r"names \$TEST_S3_KEY, which is not set"):
        await write(_context(s3.url))
    # nothing was stored for the refused writes
    assert s3.objects["snaps"] == {}


def test_missing_extra_names_it() -> None:
    code = (
        "import sys; sys.modules['minio'] = None\n"
        "from xihe.store.s3 import S3BlobStore, S3Location\n"
        "try:\n    S3BlobStore(S3Location('b', ''))\n"
        "except Exception as exc:\n    print(exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install 'xihe[s3]'" in out.stdout


def test_cli_errors_are_one_line(database: Database, tmp_path: Path, s3: FakeS3) -> None:
    env = _env(database, tmp_path) | {"TEST_S3_KEY": KEY, "TEST_S3_SECRET": SECRET_KEY}
    config = tmp_path / "xihe.toml"
    context = _context(s3.url, "s3://nope")
    config.write_text(
        "[context]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in context.items())
    )
    imported = tmp_path / "chat.jsonl"
    imported.write_text('{"role": "user", "content": "hi"}\n')
    made = xihe(["--config", str(config), "session", "import", str(imported)], env, tmp_path)
    assert made.returncode == 0, made.stderr
    session = made.stdout.strip()
    rolled = xihe(["--config", str(config), "session", "rollback", session, "1"], env, tmp_path)
    assert rolled.returncode != 0
    assert "no snapshot version 1" in rolled.stderr and "Traceback" not in rolled.stderr

    config.write_text('[context]\nsnapshot_store = "bucket"\n')
    bad = xihe(["--config", str(config), "session", "snapshots", session], env, tmp_path)
    assert bad.returncode != 0 and "Traceback" not in bad.stderr
    assert "s3://BUCKET/PREFIX" in bad.stderr, bad.stderr
