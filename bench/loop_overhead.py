"""Loop overhead per step (model latency excluded) and traced steps/s with per-step durability.

Runs the real loop with an instant scripted model and an instant tool, on SQLite (WAL) and
PostgreSQL, beside two baselines in the same run: the same loop tracing into SQLite in
memory (no durability cost), and raw one-row-per-transaction inserts (the floor the durable
tracer cannot beat). Prints numbers; asserts nothing.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import text

from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.core.settings import ModelConfig, load_settings
from xihe.models.router import ModelRouter
from xihe.models.scripted import ScriptedModel
from xihe.store.db import Store
from xihe.tools.registry import ToolRegistry, tool

PG_URL = os.environ.get(
    "XIHE_BENCH_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
TOOL_CALLS_PER_RUN = 10
RUNS = int(os.environ.get("XIHE_BENCH_RUNS", "20"))


@tool("bench.echo")
async def bench_echo(value: int) -> dict[str, int]:
    """Return the value."""
    return {"value": value}


def _router(settings: Any) -> ModelRouter:
    script: list[dict[str, Any]] = [
        {
            "tool_calls": [{"name": "bench.echo", "arguments": {"value": i}}],
            "usage": {"input": 100, "output": 5},
        }
        for i in range(TOOL_CALLS_PER_RUN)
    ]
    script.append({"text": "done", "usage": {"input": 100, "output": 1}})

    def factory(name: str, config: ModelConfig) -> ScriptedModel:
        return ScriptedModel(name, config, script, cycle=True)

    return ModelRouter(settings, factory=factory)


async def _measure(url: str, schema: str | None) -> dict[str, float]:
    settings = load_settings(
        None, database_url=url, database_schema=schema, home=tempfile.mkdtemp()
    )
    rt = await Runtime.open(settings, registry=ToolRegistry([bench_echo]), router=_router(settings))
    await rt.loop().run(Task(prompt="warm-up", tools=("bench.echo",), max_steps=50))
    per_step: list[float] = []
    total_steps = 0
    started = time.perf_counter()
    try:
        for _ in range(RUNS):
            t0 = time.perf_counter()
            result = await rt.loop().run(Task(prompt="bench", tools=("bench.echo",), max_steps=50))
            elapsed = time.perf_counter() - t0
            per_step.append(elapsed / result.steps * 1000)
            total_steps += result.steps
    finally:
        await rt.close()
    wall = time.perf_counter() - started
    return {
        "p50_ms": statistics.median(per_step),
        "p99_ms": sorted(per_step)[max(0, int(len(per_step) * 0.99) - 1)],
        "steps_per_s": total_steps / wall,
    }


async def _raw_inserts(url: str, schema: str | None, n: int = 500) -> float:
    store = Store(url, schema=schema)
    async with store.begin() as conn:
        await conn.execute(text("CREATE TABLE IF NOT EXISTS bench_raw (id INTEGER, body TEXT)"))
    t0 = time.perf_counter()
    for i in range(n):
        async with store.begin() as conn:
            await conn.execute(
                text("INSERT INTO bench_raw VALUES (:i, :b)"), {"i": i, "b": "x" * 200}
            )
    rate = n / (time.perf_counter() - t0)
    async with store.begin() as conn:
        await conn.execute(text("DROP TABLE bench_raw"))
    await store.close()
    return rate


async def main() -> None:
    tmp = Path(tempfile.mkdtemp())
    schema = f"bench_{secrets.token_hex(4)}"
    admin = Store(PG_URL)
    async with admin.begin() as conn:
        await conn.execute(text(f"CREATE SCHEMA {schema}"))
    targets = [
        ("sqlite :memory: (no durability, baseline)", "sqlite+aiosqlite:///:memory:", None),
        ("sqlite file, WAL", f"sqlite+aiosqlite:///{tmp / 'bench.db'}", None),
        ("postgresql", PG_URL, schema),
    ]
    print(f"loop: {RUNS} runs x {2 * TOOL_CALLS_PER_RUN + 1} steps, instant model and tool")
    print(f"{'store':<44}{'per step p50':>14}{'p99':>10}{'steps/s':>10}{'raw tx/s':>10}")
    try:
        for label, url, sch in targets:
            numbers = await _measure(url, sch)
            raw = await _raw_inserts(url, sch) if "memory" not in url else float("nan")
            print(
                f"{label:<44}{numbers['p50_ms']:>11.2f} ms{numbers['p99_ms']:>7.2f} ms"
                f"{numbers['steps_per_s']:>10.0f}{raw:>10.0f}"
            )
    finally:
        async with admin.begin() as conn:
            await conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        await admin.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
