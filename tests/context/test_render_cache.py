"""Issue 11: with the spotlight boundary per session (not per request) the Redis render cache
can hit — a retried request gets the same rendered prefix — while each value is still
checked against the tenant, session and boundary that asked for it."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.conftest import REDIS_URL, Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import catalog
from xihe.agent.loop import Task
from xihe.context.engine import ContextEngine
from xihe.core.messages import Message
from xihe.store.db import open_store
from xihe.store.tables import steps


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


async def test_same_input_same_generation_hits_and_other_sessions_do_not(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path, redis_url=REDIS_URL)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    engine = ContextEngine(settings, store)
    assert engine.cache is not None
    try:
        a = (await engine.open_session("shop")).id
        b = (await engine.open_session("shop")).id
        turn = [Message(role="user", content="蓝色款"), Message(role="assistant", content="好的")]
        for session in (a, b):
            await engine.append("shop", session, turn, summarize=False)
        first = await engine.render("shop", a, "订单呢？", budget=8000)
        again = await engine.render("shop", a, "订单呢？", budget=8000)
        other = await engine.render("shop", b, "订单呢？", budget=8000)
        assert "cache: hit" not in first.notes and "cache: hit" in again.notes
        assert again.messages == first.messages and again.boundary == first.boundary
        assert "cache: hit" not in other.notes and other.boundary != first.boundary

        # a value whose boundary is not the session's (rotated since) is not used
        keys = [k async for k in engine.cache.client.scan_iter(match=f"ctx:{{t:shop:s:{a}}}*")]
        assert len(keys) == 1
        value = json.loads(await engine.cache.client.get(keys[0]))
        value["rendered"]["boundary"] = "XIHE-DATA-ffffffffffffffff"
        await engine.cache.client.set(keys[0], json.dumps(value), ex=60)
        fresh = await engine.render("shop", a, "订单呢？", budget=8000)
        assert "cache: hit" not in fresh.notes and fresh.boundary == first.boundary
    finally:
        await engine.close()
        await store.close()


async def test_a_retried_request_renders_the_same_prefix_from_the_cache(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        redis_url=REDIS_URL,
        models=catalog(fake_provider),
        routes={"default": {"primary": "fast"}},
    )
    rt = await runtime_factory(settings)
    session = (await rt.context.open_session("shop")).id
    await rt.context.append(
        "shop",
        session,
        [Message(role="user", content="蓝色款 DD77"), Message(role="assistant", content="好的")],
        summarize=False,
    )
    fake_provider.enqueue(Reply(text="slow", delay=2.0), Reply(text="DD77 已发货。"))
    task = Task(prompt="订单到哪了？", tenant="shop", session_id=session)

    # the client goes away mid-request; nothing is appended, so its retry renders the same
    abandoned = asyncio.create_task(rt.loop().run(task))
    while not fake_provider.requests:
        await asyncio.sleep(0.01)
    abandoned.cancel()
    with pytest.raises(asyncio.CancelledError):
        await abandoned
    retried = await rt.loop().run(task)
    assert retried.status == "completed"

    first, second = [r.body["messages"] for r in fake_provider.requests]
    assert first == second  # same boundary, same prefix: a provider's prompt cache can hit
    async with rt.store.connect() as conn:
        meta = (
            await conn.execute(
                select(steps.c.meta).where(
                    steps.c.operation_id == retried.operation_id, steps.c.type == "call_llm"
                )
            )
        ).scalar_one()
    assert "cache: hit" in meta["context"]["notes"]
