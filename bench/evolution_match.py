"""Evolution benchmarks: matching throughput vs pattern count, and backfill over 1M errors.

    .venv/bin/python bench/evolution_match.py [--errors 1000000] [--database URL]

Matching is in memory (the matcher the recorder uses on insert). Then the store:
`repo.insert_errors` (COPY on PostgreSQL, chunked executemany on SQLite) and the set-based
`repo.backfill` over the whole table, each beside the previous way (SQLAlchemy executemany,
row-by-row Python backfill) over a tenth of the rows in the same run, with the targets
(< 20 s insert, < 30 s backfill for 1,000,000). Process CPU is printed beside wall time:
on SQLite the database works inside this process, on PostgreSQL in the server's.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import secrets
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select, text, update
from sqlalchemy.ext.asyncio import create_async_engine

from xihe.core.clock import SystemClock
from xihe.evolution import repo
from xihe.evolution.normalize import fingerprint, normalize
from xihe.evolution.patterns import Category, ErrorFields, Matcher, Pattern, Rule
from xihe.store.db import open_store
from xihe.store.tables.evolution import errors

KINDS = [
    ("openai", "RateLimited", 429, None, "Rate limit reached for org-{h} retry in {n}ms"),
    ("anthropic", "HTTP500", 500, None, "Internal server error id req_{h}"),
    (None, "ToolError", None, "sim.db_query", "no such table: orders_{n}"),
    (None, "ToolError", None, "sim.db_query", "syntax error near SELECT at {n}"),
    (None, "ToolError", None, "sim.web_fetch", "HTTP 503 fetching https://x{n}.example.org/p"),
    ("openai", "Timeout", None, None, "Request timed out after {n}s"),
]


def sample(rng: random.Random) -> ErrorFields:
    provider, etype, status, tool, text = rng.choice(KINDS)
    message = text.format(h=f"{rng.getrandbits(48):012x}", n=rng.randint(1, 99999))
    return ErrorFields(provider, etype, status, tool, message)


def patterns(count: int, rng: random.Random) -> list[Pattern]:
    """`count` patterns: the real ones last in creation, decoys with other types/tools."""
    out = []
    for i in range(count - 5):
        out.append(
            Pattern(
                id=f"pat_decoy_{i:05d}",
                name=f"decoy-{i}",
                category=Category.IGNORE,
                rule=Rule(
                    error_type=rng.choice(["ToolError", "RateLimited", f"Other{i}"]),
                    tool=f"decoy.tool_{i}",
                    message_regex=f"decoy message {i}",
                ),
            )
        )
    out += [
        Pattern("pat_rl", "rl", Category.PROVIDER_ERROR, Rule("openai", "RateLimited", 429)),
        Pattern("pat_500", "p500", Category.PROVIDER_ERROR, Rule(status=500)),
        Pattern(
            "pat_tab",
            "table",
            Category.HARNESS_BUG,
            Rule(tool="sim.db_query", message_regex=r"no such table"),
        ),
        Pattern("pat_fetch", "fetch", Category.PROVIDER_ERROR, Rule(tool="sim.web_fetch")),
        Pattern("pat_to", "timeout", Category.PROVIDER_ERROR, Rule(error_type="Timeout")),
    ]
    return out


def bench_matching(n_errors: int = 200_000) -> None:
    rng = random.Random(1)
    errors_in = [sample(rng) for _ in range(n_errors)]
    for count in (10, 100, 1000):
        matcher = Matcher(patterns(count, random.Random(2)))
        started = time.perf_counter()
        hits = sum(matcher.match(e) is not None for e in errors_in)
        elapsed = time.perf_counter() - started
        print(
            f"match  {count:>5} patterns: {n_errors / elapsed:>10,.0f} errors/s "
            f"({hits / n_errors:.0%} matched)"
        )
    started = time.perf_counter()
    for e in errors_in[:50_000]:
        fingerprint(e.provider, e.error_type, e.status, e.tool, normalize(e.message))
    print(f"normalize+fingerprint: {50_000 / (time.perf_counter() - started):,.0f} messages/s")


def _rows(total: int, tenant: str, rng: random.Random) -> list[dict[str, Any]]:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    rows = []
    for i in range(total):
        e = sample(rng)
        template = normalize(e.message)
        rows.append(
            {
                "id": f"{tenant}_{i:09d}",
                "tenant": tenant,
                "operation_id": f"op_{i // 3:09d}",
                "step_id": None,
                "scope": "step",
                "created_at": at,
                "provider": e.provider,
                "model": None,
                "error_class": "unknown",
                "error_type": e.error_type,
                "status": e.status,
                "tool": e.tool,
                "message": e.message,
                "template": template,
                "fingerprint": fingerprint(e.provider, e.error_type, e.status, e.tool, template),
                "pattern_id": None,
            }
        )
    return rows


async def _old_insert(store: Any, rows: list[dict[str, Any]]) -> None:
    """The previous bench's insert: SQLAlchemy executemany, 20,000 rows a transaction."""
    for start in range(0, len(rows), 20_000):
        async with store.begin() as conn:
            await conn.execute(insert(errors), rows[start : start + 20_000])


async def _old_backfill(store: Any, tenant: str, batch: int = 20_000) -> int:
    """The previous backfill: read every unmatched row, match in Python, update by id."""
    async with store.connect() as conn:
        matcher = Matcher(await repo.load_patterns(conn, tenant, enabled_only=True))
    last_id, matched = "", 0
    while True:
        async with store.connect() as conn:
            rows = (
                await conn.execute(
                    select(
                        errors.c.id,
                        errors.c.provider,
                        errors.c.error_type,
                        errors.c.status,
                        errors.c.tool,
                        errors.c.message,
                    )
                    .where(
                        errors.c.tenant == tenant,
                        errors.c.pattern_id.is_(None),
                        errors.c.id > last_id,
                    )
                    .order_by(errors.c.id)
                    .limit(batch)
                )
            ).all()
        if not rows:
            return matched
        last_id = rows[-1][0]
        hits: dict[str, list[str]] = defaultdict(list)
        for error_id, provider, etype, status, tool, message in rows:
            hit = matcher.match(ErrorFields(provider, etype, status, tool, message))
            if hit is not None:
                hits[hit.id].append(error_id)
        async with store.begin() as conn:
            for pattern_id, ids in hits.items():
                for i in range(0, len(ids), 500):
                    await conn.execute(
                        update(errors)
                        .where(errors.c.id.in_(ids[i : i + 500]))
                        .values(pattern_id=pattern_id)
                    )
                matched += len(ids)


def _show(done: int, total: int) -> None:
    print(f"\r  {done:,}/{total:,}", end="", flush=True)


async def _schema(url: str, statement: str) -> None:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    async with engine.connect() as conn:
        await conn.execute(text(statement))
    await engine.dispose()


async def bench_backfill(total: int, url: str | None) -> None:
    schema = f"bench_{secrets.token_hex(4)}" if url and url.startswith("postgresql") else None
    if url and schema:  # a schema of its own: no leftover rows, dropped afterwards
        await _schema(url, f"CREATE SCHEMA {schema}")
    try:
        await _bench_backfill(total, url, schema)
    finally:
        if url and schema:
            await _schema(url, f"DROP SCHEMA {schema} CASCADE")


async def _bench_backfill(total: int, url: str | None, schema: str | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db_url = url or f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}"
        store = await open_store(db_url, schema=schema)
        baseline_n = max(1, total // 10)
        started = time.perf_counter()
        rows = _rows(total, "bench", random.Random(3))
        base_rows = _rows(baseline_n, "base", random.Random(3))
        print(
            f"generate + normalize {total + baseline_n:,} errors: "
            f"{time.perf_counter() - started:.1f}s (not store work)"
        )
        started, cpu = time.perf_counter(), time.process_time()
        await _old_insert(store, base_rows)
        old_rate = baseline_n / (time.perf_counter() - started)
        old_cpu = (time.process_time() - cpu) / baseline_n * 1e6
        started, cpu = time.perf_counter(), time.process_time()
        await repo.insert_errors(store, rows, progress=_show)
        elapsed = time.perf_counter() - started
        spent = time.process_time() - cpu
        print(
            f"\ninsert {total:,} errors: {elapsed:.1f}s, process CPU {spent:.1f}s "
            f"({total / elapsed:,.0f} rows/s, {spent / total * 1e6:.1f} µs CPU/row; "
            f"previous insert {old_rate:,.0f} rows/s, {old_cpu:.1f} µs CPU/row) — "
            f"{'holds' if elapsed < 20 else 'MISSES'} (target < 20 s for 1,000,000)"
        )
        for tenant in ("base", "bench"):
            for p in patterns(10, random.Random(4)):
                p.id = f"{tenant}_{p.id}"
                await repo.save_pattern(store, tenant=tenant, pattern=p, clock=SystemClock())
        started, cpu = time.perf_counter(), time.process_time()
        old_matched = await _old_backfill(store, "base")
        old_rate = baseline_n / (time.perf_counter() - started)
        old_cpu = (time.process_time() - cpu) / baseline_n * 1e6
        started, cpu = time.perf_counter(), time.process_time()
        result = await repo.backfill(store, "bench", progress=_show)
        elapsed = time.perf_counter() - started
        spent = time.process_time() - cpu
        print(
            f"\nbackfill {result.scanned:,} unmatched errors, {result.total:,} matched: "
            f"{elapsed:.1f}s, process CPU {spent:.1f}s ({result.scanned / elapsed:,.0f} rows/s, "
            f"{spent / result.scanned * 1e6:.1f} µs CPU/row; previous backfill "
            f"{old_rate:,.0f} rows/s, {old_cpu:.1f} µs CPU/row over {baseline_n:,}, "
            f"{old_matched:,} matched) — "
            f"{'holds' if elapsed < 30 else 'MISSES'} (target < 30 s for 1,000,000)"
        )
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--errors", type=int, default=1_000_000)
    parser.add_argument("--database", default=None)
    args = parser.parse_args()
    bench_matching()
    asyncio.run(bench_backfill(args.errors, args.database))


if __name__ == "__main__":
    main()
