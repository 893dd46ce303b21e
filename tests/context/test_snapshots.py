"""Done-when 4: snapshots round-trip exactly (baseline + increments), neither the database nor
the blob folder holds plaintext, and key rotation keeps old snapshots readable."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.records import NotFoundError
from xihe.core.messages import Message, ModelRequest, ToolCall, ToolSchema
from xihe.store.db import open_store
from xihe.store.tables.context import ctx_snapshots

SECRET = "PLAINTEXT-蓝色款-DD20250317001"


def _key() -> str:
    return base64.b64encode(os.urandom(32)).decode()


def _requests() -> list[ModelRequest]:
    tools = (ToolSchema("orders.get", "look up an order"),)
    base = [Message(role="system", content="sys"), Message(role="user", content=SECRET)]
    call = Message(role="assistant", tool_calls=(ToolCall("c1", "orders.get", {"id": 1}),))
    result = Message(role="tool", content=f"{SECRET} shipped", tool_call_id="c1")
    return [
        ModelRequest(messages=tuple(base), tools=tools),
        ModelRequest(messages=(*base, call, result), tools=tools),
        ModelRequest(messages=(*base, call, result, Message(role="assistant", content="ok"))),
        ModelRequest(messages=(Message(role="user", content="different " + SECRET),)),
    ]


@pytest.mark.parametrize("where", ["database", "folder"])
async def test_round_trip_no_plaintext_and_rotation(
    database: Database, tmp_path: Path, where: str
) -> None:
    old_key, new_key = _key(), _key()
    blob_dir = tmp_path / "blobs"
    common = {"snapshot_store": where, "blob_dir": str(blob_dir)}
    settings = make_settings(
        database, tmp_path, context=common | {"snapshot_keys": f"k1:{old_key}"}
    )
    store = await open_store(settings.database_url, schema=settings.database_schema)
    engine = ContextEngine(settings, store)
    session = (await engine.open_session("t")).id
    await engine.append("t", session, [Message(role="user", content="hi")], summarize=False)
    requests = _requests()
    versions = [await engine.snapshot("t", session, r, model="demo") for r in requests]
    assert versions == [1, 2, 3, 4]
    metas = await engine.snapshots.versions("t", session)
    assert [m.kind for m in metas] == ["baseline", "increment", "increment", "baseline"]
    for version, request in zip(versions, requests, strict=True):
        assert await engine.snapshots.get("t", session, version) == request.to_dict()

    # no plaintext at rest
    needle = SECRET.encode()
    async with store.connect() as conn:
        rows = (await conn.execute(select(ctx_snapshots))).all()
    for row in rows:
        assert needle not in bytes(row.body or b"")
        assert needle not in repr(row.info).encode()
        assert "蓝色款".encode() not in bytes(row.body or b"")
    if where == "folder":
        files = list(blob_dir.rglob("*.bin"))
        assert len(files) == 4
        assert all(needle not in f.read_bytes() for f in files)
        assert all(row.body is None for row in rows)
    await engine.close()

    # rotate: new key first, old key kept for reading
    rotated = make_settings(
        database, tmp_path, context=common | {"snapshot_keys": f"k2:{new_key},k1:{old_key}"}
    )
    engine2 = ContextEngine(rotated, store)
    assert await engine2.snapshots.get("t", session, 2) == requests[1].to_dict()
    v5 = await engine2.snapshot("t", session, requests[0], model="demo")
    assert (await engine2.snapshots.versions("t", session))[-1].key_id == "k2"
    assert await engine2.snapshots.rewrap("t", session) == 4
    await engine2.close()

    # after rewrapping, the old key is no longer needed
    only_new = make_settings(
        database, tmp_path, context=common | {"snapshot_keys": f"k2:{new_key}"}
    )
    engine3 = ContextEngine(only_new, store)
    for version, request in zip([*versions, v5], [*requests, requests[0]], strict=True):
        assert await engine3.snapshots.get("t", session, version) == request.to_dict()
    diff = await engine3.snapshots.diff("t", session, 1, 2)
    assert any(line.startswith("+--- message 2 [assistant]") for line in diff)
    # wrong tenant sees nothing
    with pytest.raises(NotFoundError):
        await engine3.snapshots.get("other", session, 1)
    await engine3.close()
    await store.close()


async def test_retention_keeps_full_bodies_for_recent_turns(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(
        database, tmp_path, context={"snapshot_full_turns": 2, "snapshot_prune_every": 1}
    )
    store = await open_store(settings.database_url, schema=settings.database_schema)
    engine = ContextEngine(settings, store)
    session = (await engine.open_session("t")).id
    for turn in range(1, 6):
        await engine.append(
            "t", session, [Message(role="user", content=f"q{turn}")], summarize=False
        )
        await engine.snapshot(
            "t",
            session,
            ModelRequest(messages=(Message(role="user", content=f"q{turn}"),)),
            model="demo",
        )
    await engine.settle()  # retention runs in the background
    metas = await engine.snapshots.versions("t", session)
    assert [(m.turn, m.pruned) for m in metas] == [
        (1, True),
        (2, True),
        (3, True),
        (4, False),
        (5, False),
    ]
    assert metas[0].input_tokens > 0  # the summary survives pruning
    with pytest.raises(NotFoundError):
        await engine.snapshots.get("t", session, 1)
    await engine.close()
    await store.close()
