"""The store's writer connection: batches commit on SQLite's own connection, on the loop,
without ever holding the loop while another connection has the database locked."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from sqlalchemy import text

from xihe.core.messages import Message, ModelRequest, ToolSchema
from xihe.core.settings import ModelConfig
from xihe.models.budget import request_tokens
from xihe.models.tokens import get_counter
from xihe.store.db import Store


async def test_a_locked_database_is_waited_for_without_holding_the_loop(tmp_path: Path) -> None:
    path = tmp_path / "w.db"
    store = Store(f"sqlite+aiosqlite:///{path}")
    try:
        await store.write([(text("CREATE TABLE t (v INTEGER)"), [])])
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another writer holds the lock
        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.005)

        ticker = asyncio.create_task(tick())

        write = asyncio.create_task(store.write([(text("INSERT INTO t VALUES (:v)"), [{"v": 1}])]))
        await asyncio.sleep(0.1)
        assert not write.done(), "the write went through while another connection held the lock"
        other.execute("COMMIT")
        other.close()
        await asyncio.wait_for(write, 5)
        ticker.cancel()
        assert ticks >= 10, "the event loop was blocked while the database was locked"
        async with store.connect() as conn:
            count = (await conn.execute(text("SELECT count(*) FROM t"))).scalar_one()
        assert count == 1
    finally:
        await store.close()


async def test_a_failed_batch_commits_nothing_and_the_next_one_works(tmp_path: Path) -> None:
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'w.db'}")  # the held sqlite3 connection
    try:
        await store.write([(text("CREATE TABLE t (v INTEGER UNIQUE)"), [])])
        twice = [(text("INSERT INTO t VALUES (:v)"), [{"v": 1}, {"v": 1}])]
        try:
            await store.write(twice)
        except Exception as exc:
            assert "UNIQUE" in str(exc)
        else:
            raise AssertionError("a constraint violation was not raised")
        await store.write([(text("INSERT INTO t VALUES (:v)"), [{"v": 2}])])
        async with store.connect() as conn:
            rows = (await conn.execute(text("SELECT v FROM t"))).scalars().all()
        assert rows == [2]
    finally:
        await store.close()


def test_request_tokens_kept_per_message_equal_a_full_count() -> None:
    config = ModelConfig(provider="scripted", tokenizer="estimate")
    tools = (ToolSchema("t.echo", "echo", {"type": "object", "properties": {}}),)
    history: list[Message] = [Message(role="system", content="be brief")]
    counter = get_counter(config.tokenizer)
    for i in range(5):
        history.append(Message(role="user", content=f"question {i} " * (i + 1)))
        request = ModelRequest(messages=tuple(history), tools=tools)
        full = counter.count_messages(
            [m.to_dict() for m in request.messages], tools=[t.to_dict() for t in tools]
        )
        assert request_tokens(config, request) == counter.padded(full)


async def test_inserts_with_none_store_null_in_order_and_json_none_stays_json(
    tmp_path: Path,
) -> None:
    """A None is written into the SQL as NULL (sqlite3 binds None slowly); rows keep their
    order even when they alternate between None patterns, and a JSON column's None, which
    its type turns into the JSON text 'null', is still bound as that text."""
    from sqlalchemy import JSON, Column, Integer, MetaData, String, Table, insert, select

    meta = MetaData()
    table = Table(
        "n",
        meta,
        Column("key", String, primary_key=True),  # not the rowid: the rowid shows the order
        Column("seq", Integer),
        Column("a", String),
        Column("b", String),
        Column("doc", JSON),
        Column("parent", Integer, nullable=True),
    )
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'n.db'}")
    try:
        async with store.begin() as conn:
            await conn.run_sync(meta.create_all)
        rows = [
            {
                "key": f"k{(i * 7) % 12:02d}",
                "seq": i,
                "a": None if i % 2 else f"a{i}",
                "b": f"b{i}" if i % 3 else None,
                "doc": None if i % 4 else {"i": i},
                "parent": i - 1 if i else None,
            }
            for i in range(12)
        ]
        await store.write([(insert(table), rows)])
        async with store.connect() as conn:
            got = [
                dict(r)
                for r in (await conn.execute(select(table).order_by(table.c.seq))).mappings()
            ]
            raw = (await conn.execute(text("SELECT doc, rowid FROM n ORDER BY seq"))).all()
        assert got == rows
        assert [r[1] for r in raw] == list(range(1, 13)), "rows were not inserted in order"
        assert {r[0] for i, r in enumerate(raw) if i % 4} == {"null"}, "JSON None lost its text"
    finally:
        await store.close()
