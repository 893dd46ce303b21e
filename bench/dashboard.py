"""Dashboard page times with 100,000 operations (and 30,000 errors) in the store.

Run: .venv/bin/python bench/dashboard.py [--operations 100000] [--postgres]. SQLite in a temp
folder by default (PostgreSQL: the `test` database on 127.0.0.1, a schema of its own). The
app runs in-process behind httpx's ASGI transport, signed in with an admin key's cookie.
Baseline in the same run: the admin API's `GET /api/traces?limit=50`, the cheapest list the
gateway already serves. Each line: median and worst of 7 requests after one warm-up; the
overview's "first" lines are one uncached request (it keeps its aggregates for 10 s).
Target: every page within 10x the baseline and under 250 ms on these 2-core machines.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import secrets
import statistics
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import insert, text
from sqlalchemy.ext.asyncio import create_async_engine

from xihe.core.clock import SystemClock
from xihe.core.settings import load_settings
from xihe.gateway.app import create_app
from xihe.gateway.auth import KeyStore
from xihe.store.db import open_store
from xihe.store.tables import operations
from xihe.store.tables.evolution import errors

TENANT = "bench"
PG = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
PAGES = [
    ("baseline GET /api/traces?limit=50", "/api/traces?limit=50"),
    ("overview 24h, first", "FIRST /ui"),
    ("overview 30d, first", "FIRST /ui?window=30d"),
    ("overview 30d, cached", "/ui?window=30d"),
    ("operations, newest page", "/ui/operations"),
    ("operations, status=failed", "/ui/operations?status=failed"),
    ("operations, model filter", "/ui/operations?model=gpt-b"),
    ("operations, search input", "/ui/operations?q=needle"),
    ("operations, page 2 (cursor)", "NEXT"),
    ("errors and buckets", "/ui/errors"),
    ("operation detail", "DETAIL"),
]


async def seed(url: str, schema: str | None, count: int) -> str:
    """Operations spread over 30 days, a third failed with an error row each; returns the
    admin key."""
    store = await open_store(url, schema=schema)
    rng = random.Random(7)
    now = SystemClock().now()
    ops: list[dict[str, Any]] = []
    errs: list[dict[str, Any]] = []
    for i in range(count):
        failed = rng.random() < 0.3
        started = now - timedelta(seconds=rng.uniform(0, 30 * 86400))
        op_id = f"op_{i:024x}"
        ops.append(
            {
                "id": op_id,
                "tenant": TENANT,
                "user_id": f"user-{i % 97}",
                "kind": "chat",
                "input": "needle in a haystack" if i % 5000 == 0 else f"question number {i}",
                "route": "default",
                "model": rng.choice(["gpt-a", "gpt-b", "claude-c"]),
                "status": "failed" if failed else "completed",
                "started_at": started,
                "finished_at": started + timedelta(seconds=2),
                "duration_ms": rng.uniform(100, 9000),
                "steps": rng.randint(1, 8),
                "input_tokens": rng.randint(100, 9000),
                "output_tokens": rng.randint(10, 900),
                "cached_tokens": 0,
                "reasoning_tokens": 0,
                "fallbacks": [],
                "meta": {},
            }
        )
        if failed:
            kind = rng.choice(["rate_limit", "timeout", "tool_error"])
            errs.append(
                {
                    "id": f"err_{i:024x}",
                    "tenant": TENANT,
                    "operation_id": op_id,
                    "step_id": None,
                    "scope": "operation",
                    "created_at": started,
                    "provider": "openai",
                    "model": "gpt-a",
                    "error_class": "transient",
                    "error_type": kind,
                    "status": 429 if kind == "rate_limit" else None,
                    "tool": None,
                    "message": f"{kind} happened",
                    "template": f"{kind} happened",
                    "fingerprint": kind,
                    "pattern_id": None,
                }
            )
    async with store.begin() as conn:
        for start in range(0, len(ops), 5000):
            await conn.execute(insert(operations), ops[start : start + 5000])
        for start in range(0, len(errs), 5000):
            await conn.execute(insert(errors), errs[start : start + 5000])
    if store.dialect == "postgresql":  # what autovacuum does soon after a bulk load
        async with store.connect() as conn:
            await conn.execute(text("ANALYZE operations"))
            await conn.execute(text("ANALYZE errors"))
            await conn.commit()
    key = (await KeyStore(store).create(tenant=TENANT, user="bench", role="admin")).key
    await store.close()
    return key


async def measure(settings: Any, key: str) -> list[tuple[str, float, float]]:
    app = create_app(settings)
    results = []
    async with app.router.lifespan_context(app):
        logging.getLogger("xihe").setLevel(logging.WARNING)  # no access log lines in the output
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            login = await client.post(
                "/ui/login", data={"key": key, "next": "/ui"}, follow_redirects=False
            )
            assert login.status_code == 303, login.text
            api = {"Authorization": f"Bearer {key}"}
            listing = (await client.get("/api/traces?limit=51", headers=api)).json()
            cursor = f"{listing[49]['started_at']}|{listing[49]['id']}"
            for label, path in PAGES:
                if path == "NEXT":
                    path = f"/ui/operations?{httpx.QueryParams({'before': cursor})}"
                elif path == "DETAIL":
                    path = f"/ui/operations/{listing[0]['id']}"
                times = []
                first = path.startswith("FIRST ")
                path = path.removeprefix("FIRST ")
                for _ in range(2 if first else 8):
                    t0 = time.perf_counter()
                    reply = await client.get(path, headers=api if path.startswith("/api") else {})
                    times.append((time.perf_counter() - t0) * 1000)
                    assert reply.status_code == 200, (path, reply.status_code, reply.text[:300])
                times = times[:1] if first else times[1:]
                results.append((label, statistics.median(times), max(times)))
    return results


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--operations", type=int, default=100_000)
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        schema = None
        if args.postgres:
            url, schema = PG, f"bench_{secrets.token_hex(4)}"
            engine = create_async_engine(PG, isolation_level="AUTOCOMMIT")
            async with engine.connect() as conn:
                await conn.execute(text(f"CREATE SCHEMA {schema}"))
        else:
            url = f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}"
        extra: dict[str, Any] = {}
        if args.postgres:
            extra["context"] = {"snapshot_keys": "bench:" + "A" * 43 + "="}
        settings = load_settings(
            None, database_url=url, database_schema=schema, home=f"{tmp}/home", **extra
        )
        try:
            t0 = time.perf_counter()
            key = await seed(url, schema, args.operations)
            seeded = time.perf_counter() - t0
            results = await measure(settings, key)
        finally:
            if args.postgres:
                async with engine.connect() as conn:
                    await conn.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
                await engine.dispose()
    kind = "PostgreSQL" if args.postgres else "SQLite"
    print(f"{args.operations:,} operations on {kind} (seeded in {seeded:.1f} s)")
    base = results[0][1]
    print(f"{'page':38} {'median ms':>10} {'worst ms':>9} {'x baseline':>11}")
    for label, median, worst in results:
        print(f"{label:38} {median:10.1f} {worst:9.1f} {median / base:11.1f}")


if __name__ == "__main__":
    asyncio.run(main())
