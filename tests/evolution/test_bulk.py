"""The evolution store in bulk: COPY/executemany inserts, and a set-based backfill that
assigns exactly what the in-memory matcher would, regex in the database or not."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import create_async_engine

from tests.conftest import PG_URL, Database, make_settings
from xihe.core.clock import SystemClock
from xihe.evolution import repo
from xihe.evolution.normalize import fingerprint, normalize
from xihe.evolution.patterns import Category, ErrorFields, Matcher, Pattern, Rule
from xihe.store.db import is_deadlock, open_store
from xihe.store.tables.evolution import errors

AT = datetime(2026, 3, 4, 5, 6, 7, 891011, tzinfo=UTC)
MESSAGES = [
    ("openai", "RateLimited", 429, None, "Rate limit reached for org-{n} retry in {n}ms"),
    ("anthropic", "HTTP500", 500, None, "Internal Server Error id req_{n}"),
    (None, "ToolError", None, "sim.db", "no such table: orders_{n}"),
    (None, "ToolError", None, "sim.db", "NO SUCH TABLE: Users_{n}"),
    (None, "ToolError", None, "sim.db", "syntax error near SELECT at {n}"),
    (None, "ToolError", None, "sim.fetch", "HTTP 503 fetching https://x{n}.example.org/p"),
    ("openai", "Timeout", None, None, "Request timed out after {n}s"),
]


def _rows(n: int, tenant: str) -> list[dict[str, Any]]:
    rng = random.Random(7)
    out = []
    for i in range(n):
        provider, etype, status, tool, text = rng.choice(MESSAGES)
        message = text.format(n=rng.randint(1, 999))
        template = normalize(message)
        out.append(
            {
                "id": f"err_{tenant}_{i:06d}",
                "tenant": tenant,
                "operation_id": f"op_{i}",
                "step_id": None,
                "scope": "step",
                "created_at": AT,
                "provider": provider,
                "model": None,
                "error_class": "unknown",
                "error_type": etype,
                "status": status,
                "tool": tool,
                "message": message,
                "template": template,
                "fingerprint": fingerprint(provider, etype, status, tool, template),
                "pattern_id": None,
            }
        )
    return out


def _patterns(extra_regex: str) -> list[Pattern]:
    return [
        Pattern("p_rl", "rl", Category.PROVIDER_ERROR, Rule("openai", "RateLimited", 429)),
        Pattern("p_5xx", "5xx", Category.PROVIDER_ERROR, Rule(status=500)),
        Pattern(
            "p_table",
            "table",
            Category.HARNESS_BUG,
            Rule(tool="sim.db", error_type="ToolError", message_regex=r"no such table: \w+_\d"),
        ),
        Pattern("p_db", "db", Category.HARNESS_BUG, Rule(tool="sim.db")),
        Pattern("p_extra", "extra", Category.PROVIDER_ERROR, Rule(message_regex=extra_regex)),
    ]


async def _backfill_matches_the_matcher(database: Database, tmp_path: Path, regex: str) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        rows = _rows(3000, "t1") + _rows(50, "t2")
        assert await repo.insert_errors(store, rows, batch=700) == len(rows)
        pats = _patterns(regex)
        for p in pats:
            await repo.save_pattern(store, tenant="t1", pattern=p, clock=SystemClock())
        seen: list[tuple[int, int]] = []
        result = await repo.backfill(
            store, "t1", batch=400, progress=lambda done, total: seen.append((done, total))
        )
        matcher = Matcher(_patterns(regex))
        expected: dict[str, str | None] = {}
        for r in rows[:3000]:
            hit = matcher.match(
                ErrorFields(r["provider"], r["error_type"], r["status"], r["tool"], r["message"])
            )
            expected[r["id"]] = hit.id if hit else None
        async with store.connect() as conn:
            got = dict((await conn.execute(select(errors.c.id, errors.c.pattern_id))).all())
        assert {k: got[k] for k in expected} == expected
        assert all(got[r["id"]] is None for r in rows[3000:])  # another tenant: untouched
        assert result.scanned == 3000
        assert result.matched == {
            p: sum(v == p for v in expected.values()) for p in set(expected.values()) if p
        }
        assert seen and seen[-1][0] == seen[-1][1]
        assert [d for d, _ in seen] == sorted(d for d, _ in seen)  # windows finish out of order
        for p in pats:
            saved = await repo.get_pattern(store, "t1", p.id)
            assert saved.hit_count == result.matched.get(p.id, 0)
        assert (await repo.backfill(store, "t1")).total == 0
    finally:
        await store.close()


async def test_backfill_in_the_database_matches_the_matcher(
    database: Database, tmp_path: Path
) -> None:
    await _backfill_matches_the_matcher(database, tmp_path, r"timed out after \d+s")


async def test_backfill_with_a_python_only_regex_matches_the_matcher(
    database: Database, tmp_path: Path
) -> None:
    # `\b` is a word boundary to Python and a backspace to PostgreSQL: matched in Python there
    await _backfill_matches_the_matcher(database, tmp_path, r"\btimed out\b")


async def test_two_replicas_backfilling_at_once_count_each_match_once(
    database: Database, tmp_path: Path
) -> None:
    """Two processes' backfills over the same rows (two replicas' inspections) neither
    deadlock nor count a row twice: a row the other matched first is no longer unmatched."""
    settings = make_settings(database, tmp_path)
    one = await open_store(settings.database_url, schema=settings.database_schema)
    two = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        await repo.insert_errors(one, _rows(3000, "t1"))
        pats = _patterns(r"timed out after \d+s")
        for p in pats:
            await repo.save_pattern(one, tenant="t1", pattern=p, clock=SystemClock())
        with pytest.raises(ValueError, match="parallel=0"):
            await repo.backfill(one, "t1", parallel=0)
        first, second = await asyncio.gather(
            repo.backfill(one, "t1", batch=250), repo.backfill(two, "t1", batch=250)
        )
        async with one.connect() as conn:
            got = [p for (p,) in (await conn.execute(select(errors.c.pattern_id))).all()]
        matched = sum(p is not None for p in got)
        assert matched > 0 and first.total + second.total == matched
        hits = [(await repo.get_pattern(one, "t1", p.id)).hit_count for p in pats]
        assert sum(hits) == matched
    finally:
        await one.close()
        await two.close()


async def test_a_real_postgresql_deadlock_is_recognized_and_nothing_else_is() -> None:
    """The backfill runs a window again only when PostgreSQL aborted it to break a deadlock:
    two transactions that each hold the row the other wants."""
    table = f"pair_{random.randrange(16**8):08x}"
    engine = create_async_engine(PG_URL)
    try:
        async with engine.begin() as conn:
            await conn.execute(text(f"CREATE TABLE {table} (id int primary key)"))
            await conn.execute(text(f"INSERT INTO {table} VALUES (1), (2)"))
        one, two = await engine.connect(), await engine.connect()
        try:
            await one.begin()
            await two.begin()
            lock = "UPDATE {} SET id = id WHERE id = {}"
            await one.execute(text(lock.format(table, 1)))
            await two.execute(text(lock.format(table, 2)))
            outcomes = await asyncio.gather(
                one.execute(text(lock.format(table, 2))),
                two.execute(text(lock.format(table, 1))),
                return_exceptions=True,
            )
            failed = [o for o in outcomes if isinstance(o, BaseException)]
            assert len(failed) == 1 and isinstance(failed[0], DBAPIError)
            assert is_deadlock(failed[0])
        finally:
            await one.close()
            await two.close()
        async with engine.begin() as conn:
            with pytest.raises(DBAPIError) as duplicate:
                await conn.execute(text(f"INSERT INTO {table} VALUES (1)"))
        assert not is_deadlock(duplicate.value) and not is_deadlock(ValueError("40P01"))
    finally:
        async with engine.begin() as conn:
            await conn.execute(text(f"DROP TABLE IF EXISTS {table}"))
        await engine.dispose()


async def test_bulk_insert_keeps_every_column(database: Database, tmp_path: Path) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        rows = _rows(330, "t1")  # chunks of 150: multi-row statements and a remainder
        seen: list[tuple[int, int]] = []
        inserted = await repo.insert_errors(
            store, rows, batch=150, progress=lambda done, total: seen.append((done, total))
        )
        assert inserted == 330
        assert seen == [(150, 330), (300, 330), (330, 330)]  # one report per chunk written
        listed = await repo.list_errors(store, "t1", limit=500)
        assert len(listed) == 330
        async with store.connect() as conn:
            stored = (await conn.execute(select(errors).order_by(errors.c.id))).mappings().all()
        for row, back in zip(rows, stored, strict=True):
            expected = dict(row)
            got = dict(back)
            assert got.pop("created_at").replace(tzinfo=UTC) == expected.pop("created_at")
            assert got == expected
    finally:
        await store.close()


async def test_bulk_insert_stores_timestamps_as_every_other_insert(
    database: Database, tmp_path: Path
) -> None:
    """The bulk path writes `created_at` in the store's own form, so comparisons and ordering
    against errors recorded one by one (and against bound timestamps) hold."""
    from sqlalchemy import insert

    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        bulk, single = _rows(2, "t1")
        single["id"] = "err_single"
        await repo.insert_errors(store, [bulk])
        async with store.begin() as conn:
            await conn.execute(insert(errors).values(**single))
            same = (
                (
                    await conn.execute(
                        select(errors.c.id).where(errors.c.created_at == AT).order_by(errors.c.id)
                    )
                )
                .scalars()
                .all()
            )
        assert same == sorted([bulk["id"], "err_single"])
    finally:
        await store.close()
