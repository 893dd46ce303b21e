"""Done-when 2: thousands of concurrent renders across 50 tenants and hundreds of sessions,
each seeded with its own secret marker: no render ever contains another session's marker.
Runs on SQLite and on PostgreSQL with the Redis render cache."""

from __future__ import annotations

import asyncio
import random
import re
import secrets
from pathlib import Path

import pytest

from tests.conftest import REDIS_URL, Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.records import NotFoundError
from xihe.core.messages import Message
from xihe.store.db import open_store

TENANTS = 50
SESSIONS_PER_TENANT = 4
RENDERS = 2400
MARKER = re.compile(r"SECRET-[0-9a-f]{16}")


async def test_concurrent_renders_never_cross_sessions(database: Database, tmp_path: Path) -> None:
    extra = {"redis_url": REDIS_URL} if database.kind == "postgres" else {}
    settings = make_settings(database, tmp_path, **extra)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    engine = ContextEngine(settings, store)
    assert (engine.cache is not None) == (database.kind == "postgres")
    rng = random.Random(4)
    owners: dict[tuple[str, str], str] = {}
    try:
        for t in range(TENANTS):
            tenant = f"tenant-{t:02d}"
            for _ in range(SESSIONS_PER_TENANT):
                session = (await engine.open_session(tenant)).id
                marker = f"SECRET-{secrets.token_hex(8)}"
                owners[(tenant, session)] = marker
                turns = []
                for turn in range(8):
                    # the same words everywhere, so recall would find a foreign turn if it could
                    text = (
                        f"第{turn}轮：蓝色款订单的暗号是 {marker}"
                        if turn in (1, 6)
                        else (f"第{turn}轮：蓝色款订单什么时候发货？")
                    )
                    turns += [
                        Message(role="user", content=text),
                        Message(role="assistant", content="好的"),
                    ]
                await engine.append(tenant, session, turns, summarize=False)
                await engine.sessions.pin(tenant, session, f"anchor {marker}")
                await engine.summarize(tenant, session)
        keys = list(owners)
        semaphore = asyncio.Semaphore(48)
        leaks: list[str] = []
        seen_own = 0

        async def one(i: int) -> None:
            nonlocal seen_own
            tenant, session = keys[rng.randrange(len(keys))]
            question = ["蓝色款订单的暗号是多少？", "什么时候发货", "暗号"][i % 3]
            async with semaphore:
                rendered = await engine.render(
                    tenant, session, question, budget=[600, 1200, 4000][i % 3]
                )
            found = set(MARKER.findall("\n".join(m.content for m in rendered.messages)))
            foreign = found - {owners[(tenant, session)]}
            if foreign:
                leaks.append(f"{tenant}/{session} saw {foreign}")
            if owners[(tenant, session)] in found:
                seen_own += 1

        await asyncio.gather(*(one(i) for i in range(RENDERS)))
        print(f"\n{database.kind}: {RENDERS} renders, {len(keys)} sessions, leaks={len(leaks)}")
        assert leaks == []
        assert seen_own == RENDERS  # the anchor always carries the session's own marker
        if engine.cache is not None:
            assert engine.cache.mismatches == 0

        # another tenant cannot open a session by its id
        (_, session_a), (tenant_b, _) = keys[0], keys[-1]
        with pytest.raises(NotFoundError):
            await engine.render(tenant_b, session_a, "暗号")
    finally:
        await engine.close()
        await store.close()


async def test_foreign_cached_value_is_ignored(tmp_path: Path) -> None:
    """A value under the right key but naming another session fails closed (not used)."""
    import json

    import redis.asyncio as aioredis

    db = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    settings = make_settings(db, tmp_path, redis_url=REDIS_URL)
    store = await open_store(settings.database_url)
    engine = ContextEngine(settings, store)
    try:
        a = (await engine.open_session("t1")).id
        b = (await engine.open_session("t1")).id
        await engine.append(
            "t1", a, [Message(role="user", content="A-ONLY 蓝色款")], summarize=False
        )
        await engine.append(
            "t1", b, [Message(role="user", content="B-ONLY 蓝色款")], summarize=False
        )
        await engine.render("t1", a, "蓝色款")
        await engine.render("t1", b, "蓝色款")
        client = aioredis.from_url(REDIS_URL)
        key_a = [k async for k in client.scan_iter(match=f"ctx:{{t:t1:s:{a}}}:render:*")]
        key_b = [k async for k in client.scan_iter(match=f"ctx:{{t:t1:s:{b}}}:render:*")]
        assert len(key_a) == 1 and len(key_b) == 1
        # corrupt: put B's value under A's key, as a broken connection pool might
        await client.set(key_a[0], await client.get(key_b[0]))
        rendered = await engine.render("t1", a, "蓝色款")
        text = "\n".join(m.content for m in rendered.messages)
        assert "B-ONLY" not in text and "A-ONLY" in text
        assert engine.cache is not None and engine.cache.mismatches == 1
        value = json.loads(await client.get(key_a[0]))
        assert value["session_id"] == a  # rewritten with the correct value
        await client.aclose()
    finally:
        await engine.close()
        await store.close()
