"""Agent loop throughput with durable tracing: one run, and 16 concurrent runs.

    .venv/bin/python bench/loop_overhead.py [--runs 20] [--concurrent 16] [--workers N]
                                            [--profile PATH]

Runs the real loop with an instant scripted model and an instant read-only tool (each run: 10
tool calls, 21 steps), on SQLite (WAL) and PostgreSQL. Every step is durable before the next
begins; concurrent runs share group commits. Beside it, in the same run: the same loop with a
tracer that commits every record on its own (no group commit), SQLite in memory (no durability
cost), and raw one-row-per-transaction inserts (the floor a commit-per-record tracer cannot
beat). The 16 runs are measured twice: in one process, and spread over the worker processes a
gateway on this machine runs (`xihe serve` starts one per CPU when Redis is set), each with its
own writer, on the same database. Runs on the process's event loop (uvloop, as under uvicorn;
`xihe.core.aio`), after the gateway's start-up warm-up (`Runtime.warm`). Prints wall steps/s
and the process's CPU milliseconds per step (the machine is shared: CPU per step is the
steadier number), the previous baseline and whether the targets hold (≥ 1,000 steps/s for one
run on SQLite WAL, ≥ 5,000 steps/s aggregate over 16 runs, judged on the workers row); asserts
nothing. `--profile` writes a cProfile text profile of an extra single-run SQLite WAL pass (not
part of the numbers).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import multiprocessing
import os
import pstats
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import text

from xihe.agent.loop import AgentLoop, Task
from xihe.agent.runtime import Runtime
from xihe.core import aio
from xihe.core.messages import ModelRequest
from xihe.core.settings import ModelConfig, load_settings
from xihe.models.router import ModelRouter
from xihe.models.scripted import ScriptedModel
from xihe.store.db import Store
from xihe.tools.registry import ToolRegistry, tool
from xihe.tracing.recorder import Tracer
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep

PG_URL = os.environ.get(
    "XIHE_BENCH_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
SNAPSHOT_KEYS = "bench:" + "B" * 43 + "="
TOOL_CALLS_PER_RUN = 10
SINGLE_TARGET = 1_000
AGGREGATE_TARGET = 5_000
BASELINE = {"single": 447.0, "aggregate": 350.0}
"""SQLite WAL steps/s last measured before issue 20's loop work (one run; 16 runs)."""


@tool("bench.echo")
async def bench_echo(value: int) -> dict[str, int]:
    """Return the value."""
    return {"value": value}


class PerRecordTracer(Tracer):
    """The old behaviour, for comparison: every record is its own committed transaction."""

    async def start(self, **kwargs: Any) -> Operation:
        op = await super().start(**kwargs)
        await self.flush()
        return op

    async def model_step(self, op: Operation, step: ModelStep) -> str:
        step_id = await super().model_step(op, step)
        await self.flush()
        return step_id

    async def tool_step(self, op: Operation, step: ToolStep) -> str:
        step_id = await super().tool_step(op, step)
        await self.flush()
        return step_id

    async def finish(self, op: Operation, end: OperationEnd) -> None:
        await super().finish(op, end)
        await self.flush()


class InstantModel(ScriptedModel):
    """The script indexed by the run's own progress (tool results so far), not by a cursor
    shared by every run: concurrent runs each get the whole script, as a real model would.
    A shared cursor interleaves runs, so they repeat calls, get refused and write error rows
    (what the 16-run numbers measured before)."""

    def _next(self, request: ModelRequest) -> dict[str, Any]:
        done = sum(1 for m in request.messages if m.role == "tool")
        return self.responses[min(done, len(self.responses) - 1)]


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
        return InstantModel(name, config, script)

    return ModelRouter(settings, factory=factory)


async def _open(url: str, schema: str | None, per_record: bool) -> Runtime:
    settings = load_settings(
        None,
        database_url=url,
        database_schema=schema,
        home=tempfile.mkdtemp(),
        context={"snapshot_keys": SNAPSHOT_KEYS},
    )
    rt = await Runtime.open(settings, registry=ToolRegistry([bench_echo]), router=_router(settings))
    await rt.loop().run(_task())  # builds the tokenizer, as a gateway's first request would
    await rt.warm(language=False)  # the gateway's start-up: long-lived objects out of the GC
    if per_record:
        old = rt.tracer
        rt.tracer = PerRecordTracer(
            rt.store,
            clock=rt.clock,
            ids=rt.ids,
            failure_sink=old.failure_sink,
            cipher=old.cipher,
            writer=old.writer,
        )
    return rt


def _task() -> Task:
    return Task(prompt="bench", tools=("bench.echo",), max_steps=50)


async def _single(rt: Runtime, runs: int) -> dict[str, float]:
    loop = rt.loop()
    await loop.run(_task())
    per_step: list[float] = []
    total = 0
    started, cpu = time.perf_counter(), time.process_time()
    for _ in range(runs):
        t0 = time.perf_counter()
        result = await loop.run(_task())
        per_step.append((time.perf_counter() - t0) / result.steps * 1000)
        total += result.steps
    wall = time.perf_counter() - started
    return {
        "p50_ms": statistics.median(per_step),
        "p99_ms": sorted(per_step)[max(0, int(len(per_step) * 0.99) - 1)],
        "steps_per_s": total / wall,
        "cpu_ms": (time.process_time() - cpu) / total * 1000,
    }


async def _runs(loop: AgentLoop, runs: int) -> int:
    """`runs` tasks one after another; their steps (a run that did not complete is an error)."""
    steps = 0
    for _ in range(runs):
        result = await loop.run(_task())
        if result.status != "completed":
            raise RuntimeError(f"bench run ended {result.status}: {result.error}")
        steps += result.steps
    return steps


async def _concurrent(rt: Runtime, runs: int, width: int) -> dict[str, float]:
    loop = rt.loop()
    await loop.run(_task())
    commits = rt.tracer.writer.commits
    started, cpu = time.perf_counter(), time.process_time()
    total = sum(await asyncio.gather(*(_runs(loop, runs) for _ in range(width))))
    return {
        "steps_per_s": total / (time.perf_counter() - started),
        "cpu_ms": (time.process_time() - cpu) / total * 1000,
        "per_commit": total / max(1, rt.tracer.writer.commits - commits),
    }


def _worker_process(
    url: str, schema: str | None, width: int, runs: int, barrier: Any, out: Any
) -> None:
    """One gateway worker: its own runtime and writer, `width` concurrent runs."""

    async def main() -> None:
        rt = await _open(url, schema, per_record=False)
        try:
            loop = rt.loop()
            await loop.run(_task())
            barrier.wait()
            started, cpu = time.perf_counter(), time.process_time()
            total = sum(await asyncio.gather(*(_runs(loop, runs) for _ in range(width))))
            out.put((total, started, time.perf_counter(), time.process_time() - cpu))
        finally:
            await rt.close()

    aio.run(main())


def _workers(url: str, schema: str | None, runs: int, width: int, procs: int) -> dict[str, float]:
    """`width` concurrent runs spread over `procs` processes started together on one database;
    wall time from the first start to the last end."""
    context = multiprocessing.get_context("spawn")
    barrier, out = context.Barrier(procs), context.Queue()
    shares = [width // procs + (1 if i < width % procs else 0) for i in range(procs)]
    children = [
        context.Process(target=_worker_process, args=(url, schema, share, runs, barrier, out))
        for share in shares
    ]
    for child in children:
        child.start()
    reports = [out.get(timeout=600) for _ in children]
    for child in children:
        child.join()
    total = sum(r[0] for r in reports)
    wall = max(r[2] for r in reports) - min(r[1] for r in reports)
    return {"steps_per_s": total / wall, "cpu_ms": sum(r[3] for r in reports) / total * 1000}


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


def _verdict(value: float, target: float) -> str:
    return f"{'holds' if value >= target else 'MISSES'} (target ≥ {target:,.0f})"


async def main(runs: int, width: int, procs: int, profile: Path | None) -> None:
    tmp = Path(tempfile.mkdtemp())
    schema = f"bench_{secrets.token_hex(4)}"
    admin = Store(PG_URL)
    async with admin.begin() as conn:
        await conn.execute(text(f"CREATE SCHEMA {schema}"))
    print(f"loop: {runs} runs x {2 * TOOL_CALLS_PER_RUN + 1} steps, instant model and tool")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (shared machine)")
    print(
        f"{'store':<19}{'tracer':<14}{'p50':>8}{'p99':>8}{'steps/s':>9}{'cpu/step':>10}"
        f"{f'{width} runs':>9}{'cpu/step':>10}{'steps/commit':>13}{'raw tx/s':>9}"
    )
    results: dict[tuple[str, str], tuple[dict[str, float], dict[str, float]]] = {}
    spread: dict[str, dict[str, float]] = {}
    try:
        for label, url, sch in (
            ("sqlite :memory:", "sqlite+aiosqlite:///:memory:", None),
            ("sqlite file, WAL", f"sqlite+aiosqlite:///{tmp / 'bench.db'}", None),
            ("postgresql", PG_URL, schema),
        ):
            raw = await _raw_inserts(url, sch) if "memory" not in url else float("nan")
            for per_record in (True, False):
                name = "per-record" if per_record else "group commit"
                rt = await _open(url, sch, per_record)
                try:
                    single = await _single(rt, runs)
                    if profile and not per_record and label.startswith("sqlite file"):
                        profiler = cProfile.Profile()  # a pass of its own: not in the numbers
                        profiler.enable()
                        await _single(rt, runs)
                        profiler.disable()
                        _write_profile(profiler, profile)
                    aggregate = await _concurrent(rt, max(1, runs // 4), width)
                finally:
                    await rt.close()
                results[(label, name)] = (single, aggregate)
                print(
                    f"{label:<19}{name:<14}{single['p50_ms']:>5.2f} ms{single['p99_ms']:>5.2f} ms"
                    f"{single['steps_per_s']:>9.0f}{single['cpu_ms']:>7.3f} ms"
                    f"{aggregate['steps_per_s']:>9.0f}{aggregate['cpu_ms']:>7.3f} ms"
                    f"{aggregate['per_commit']:>13.1f}{raw:>9.0f}"
                )
            if "memory" not in url:
                spread[label] = await asyncio.to_thread(_workers, url, sch, runs, width, procs)
                print(
                    f"{label:<19}{f'{procs} workers':<14}{'':>34}"
                    f"{spread[label]['steps_per_s']:>9.0f}{spread[label]['cpu_ms']:>7.3f} ms"
                )
    finally:
        async with admin.begin() as conn:
            await conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        await admin.close()
    for label in ("sqlite file, WAL", "postgresql"):
        baseline = "; before issue 20: {:,.0f}" if "sqlite" in label else ""
        kinds = (("one run", "single"), (f"{width} runs", "aggregate"))
        for index, (kind, key) in enumerate(kinds):
            after = results[(label, "group commit")][index]
            before = results[(label, "per-record")][index]
            verdict = f" — {_verdict(after['steps_per_s'], SINGLE_TARGET)}" if index == 0 else ""
            print(
                f"{label} {kind}: {after['steps_per_s']:,.0f} steps/s, {after['cpu_ms']:.3f} ms "
                f"CPU/step (per-record tracer {before['steps_per_s']:,.0f}, "
                f"{before['cpu_ms']:.3f} ms){baseline.format(BASELINE[key])}{verdict}"
            )
        ceiling = 1000 / results[(label, "group commit")][1]["cpu_ms"]
        print(f"  {label}: one process is CPU-bound at {ceiling:,.0f} steps/s on a free core")
        workers = spread[label]
        print(
            f"{label} {width} runs over {procs} worker processes: "
            f"{workers['steps_per_s']:,.0f} steps/s, {workers['cpu_ms']:.3f} ms CPU/step"
            f"{baseline.format(BASELINE['aggregate'])}"
            f" — {_verdict(workers['steps_per_s'], AGGREGATE_TARGET)}"
        )


def _write_profile(profiler: cProfile.Profile, path: Path) -> None:
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("cumulative")
    stats.print_stats(60)
    stats.sort_stats("tottime").print_stats(40)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(out.getvalue())
    print(f"profile written to {path}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--concurrent", type=int, default=16)
    parser.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes for the spread row (default: one per CPU, as `xihe serve`)",
    )
    parser.add_argument("--profile", type=Path, default=None)
    args = parser.parse_args()
    sys.exit(aio.run(main(args.runs, args.concurrent, args.workers, args.profile)))
