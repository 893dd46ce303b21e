"""Evolution benchmarks: matching throughput vs pattern count, and backfill over 1M errors.

    .venv/bin/python bench/evolution_match.py [--errors 1000000] [--database URL]

Matching is in memory (the matcher the recorder uses on insert). Backfill bulk-inserts
the errors (no matcher), adds patterns, and times `repo.backfill` over the whole table.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import insert

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


async def bench_backfill(total: int, url: str | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db_url = url or f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}"
        store = await open_store(db_url)
        rng = random.Random(3)
        at = datetime(2026, 1, 1, tzinfo=UTC)
        started = time.perf_counter()
        chunk = 20_000
        for start in range(0, total, chunk):
            rows = []
            for i in range(start, min(total, start + chunk)):
                e = sample(rng)
                template = normalize(e.message)
                rows.append(
                    {
                        "id": f"err_{i:09d}",
                        "tenant": "bench",
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
                        "fingerprint": fingerprint(
                            e.provider, e.error_type, e.status, e.tool, template
                        ),
                        "pattern_id": None,
                    }
                )
            async with store.begin() as conn:
                await conn.execute(insert(errors), rows)
        print(f"insert {total:,} errors: {time.perf_counter() - started:.1f}s")
        added = []
        for p in patterns(10, random.Random(4)):
            added.append(
                await repo.save_pattern(store, tenant="bench", pattern=p, clock=SystemClock())
            )
        started = time.perf_counter()
        result = await repo.backfill(store, "bench", batch=20_000)
        elapsed = time.perf_counter() - started
        print(
            f"backfill {result.scanned:,} unmatched errors, {result.total:,} matched: "
            f"{elapsed:.1f}s ({result.scanned / elapsed:,.0f} rows/s)"
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
