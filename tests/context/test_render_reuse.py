"""What an engine keeps of a session between renders is never stale: any write, by this
engine or another process's, changes the session's generation and the next render catches up."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from sqlalchemy import bindparam, select

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.records import StoredMessage
from xihe.context.turns import MemoCounter, TurnCache
from xihe.core.messages import Message
from xihe.models.tokens import get_counter
from xihe.store.db import open_store
from xihe.store.tables.context import ctx_sessions


def _turn(i: int) -> list[Message]:
    return [
        Message(role="user", content=f"第{i}轮：蓝色款卫衣订单 DD{i:04d} 到了吗"),
        Message(role="assistant", content=f"订单 DD{i:04d} 已发货"),
    ]


def _text(messages: tuple[Message, ...]) -> str:
    return "\n".join(m.content for m in messages)


async def test_writes_by_another_engine_reach_the_next_render(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    other_store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        mine, other = ContextEngine(settings, store), ContextEngine(settings, other_store)
        session = (await mine.open_session("acme")).id
        for i in range(1, 4):
            await mine.sessions.append("acme", session, _turn(i))
        first = await mine.render("acme", session, "订单", budget=4000)
        again = await mine.render("acme", session, "订单", budget=4000)
        assert again.messages == first.messages
        assert "DD0004" not in _text(first.messages)

        await other.sessions.append("acme", session, _turn(4))
        after_append = await mine.render("acme", session, "订单", budget=4000)
        assert "DD0004 已发货" in _text(after_append.messages)

        anchor = await other.pin("acme", session, "只发顺丰 DD-PIN-7")
        pinned = await mine.render("acme", session, "订单", budget=4000)
        assert "DD-PIN-7" in pinned.messages[0].content
        await other.sessions.unpin("acme", session, anchor.id)
        unpinned = await mine.render("acme", session, "订单", budget=4000)
        assert "DD-PIN-7" not in _text(unpinned.messages)
        await mine.close()
        await other.close()
    finally:
        await other_store.close()
        await store.close()


async def test_recalled_turns_read_after_eviction_are_whole(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path, context={"recent_turns": 2})
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        engine = ContextEngine(settings, store)
        session = (await engine.open_session("acme")).id
        for i in range(1, 30):
            await engine.sessions.append("acme", session, _turn(i))
        fresh = ContextEngine(settings, store)
        expected = await fresh.render("acme", session, "DD0003", budget=4000)
        await engine.render("acme", session, "DD0003", budget=4000)
        entry = engine._entry("acme", session)
        entry.turns.limit = 3  # the recalled turn and all but the recent window go
        entry.turns.turns.clear()
        rendered = await engine.render("acme", session, "DD0003", budget=4000)
        assert rendered.messages == expected.messages
        assert "DD0003 已发货" in _text(rendered.messages)
        await engine.close()
        await fresh.close()
    finally:
        await store.close()


def _stored(turn: int, seq: int, text: str) -> StoredMessage:
    return StoredMessage("t", "s", seq, turn, Message(role="user", content=text))


def test_a_turn_is_never_held_partly() -> None:
    cache = TurnCache(limit=2)
    cache.add_row(_stored(1, 1, "a"), newer_than=0)
    cache.add_row(_stored(2, 2, "b"), newer_than=0)
    cache.add_row(_stored(3, 3, "c"), newer_than=0)  # turn 1 goes
    cache.add_row(_stored(1, 4, "late"), newer_than=3)  # an old turn not held: not started
    found, missing = cache.take([1, 2, 3])
    assert missing == [1] and set(found) == {2, 3}
    cache.put([_stored(1, 1, "a"), _stored(1, 4, "late")])
    cache.add_row(_stored(1, 4, "late"), newer_than=3)  # seen twice, added once
    found, _ = cache.take([1])
    assert [m.content for m in found[1]] == ["a", "late"]


def test_remembered_counts_equal_the_tokenizer() -> None:
    inner = get_counter("o200k_base")
    memo: OrderedDict[tuple[str, str], int] = OrderedDict()
    counter = MemoCounter(inner, memo, limit=2)
    texts = ["订单 DD0001 已发货，明天到" * 3, "a short one", "the same long text " * 4]
    for text in texts * 2:
        assert counter.count(text) == inner.count(text)
    assert counter.budget(1000) == inner.budget(1000)
    assert len(memo) == 2  # bounded; short texts are never kept


async def test_peek_sees_a_commit_from_another_connection(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        engine = ContextEngine(settings, store)
        session = (await engine.open_session("acme")).id
        query = select(ctx_sessions.c.generation).where(ctx_sessions.c.id == bindparam("id"))
        assert await store.peek(query, {"id": session}) == (0,)
        await engine.sessions.append("acme", session, _turn(1))
        assert await store.peek(query, {"id": session}) == (1,)
        assert await store.peek(query, {"id": "ses_missing"}) is None
        await engine.close()
    finally:
        await store.close()
