"""Replay throughput: simulated operations recorded through the loop, then replayed.

    .venv/bin/python bench/replay.py [--count 300] [--database URL]

The baseline, in the same run, is recording the same operations live (scripted models on a
simulated clock, the real loop, executor and tracer). Replay reads each operation with its
exact requests, runs it again through the loop in a scratch SQLite store and compares every
request; it should cost the same order as the live run, not more.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
import time
from collections import Counter
from pathlib import Path

from xihe.agent.replay import replay_operations
from xihe.agent.runtime import Runtime
from xihe.cli.simulation import simulate
from xihe.core.settings import load_settings
from xihe.evolution import repo
from xihe.evolution.simulate import ToolPlan, sim_clock, simulation_registry, simulation_settings
from xihe.tracing.queries import list_operations


async def main(count: int, database: str | None) -> None:
    logging.getLogger("xihe.models").setLevel(logging.CRITICAL)
    tmp = Path(tempfile.mkdtemp(prefix="xihe-bench-replay-"))
    url = database or f"sqlite+aiosqlite:///{tmp / 'bench.db'}"
    settings = simulation_settings(load_settings(None, database_url=url, home=str(tmp / "home")))
    clock, plan = sim_clock(count), ToolPlan()
    rt = await Runtime.open(settings, registry=simulation_registry(plan, clock), clock=clock)
    rt.tracer.failure_sink = repo.ErrorRecorder(clock=clock, ids=rt.ids)
    try:
        started = time.perf_counter()
        await simulate(
            settings,
            rt.tracer,
            count=count,
            error_rate=0.4,
            seed=3,
            clock=clock,
            plan=plan,
            executor=rt.executor,
        )
        live = time.perf_counter() - started
        ops = await list_operations(rt.store, tenant="default", limit=count)
        ids = [op["id"] for op in ops]
        started = time.perf_counter()
        results = await replay_operations(settings, rt.store, ids, cipher=rt.tracer.cipher)
        replayed = time.perf_counter() - started
    finally:
        await rt.close()
    requests = sum(r.requests for r in results)
    verdicts = Counter(r.verdict.value for r in results)
    print(f"operations: {len(ids)}, model requests compared: {requests}")
    print(f"baseline (live, scripted): {live:6.2f} s  {len(ids) / live:7.1f} ops/s")
    print(f"replay:                    {replayed:6.2f} s  {len(ids) / replayed:7.1f} ops/s")
    print(f"replay / live: {replayed / live:.2f}x; verdicts: {dict(verdicts)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--database", default=None)
    args = parser.parse_args()
    asyncio.run(main(args.count, args.database))
