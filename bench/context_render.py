"""Context render time p50/p99 against session length (10, 100, 1,000, 10,000 turns).

Run: .venv/bin/python bench/context_render.py [--renders 100]. SQLite in a temp folder.
Every turn repeats the query's common word ("订单"), the worst case for BM25 postings; the
summary's entity count shows the cap at work. "cpu" is the process's CPU time per render (the
machine is shared: wall time includes waiting for a core). "first" is the first render in a fresh
process, with `ContextEngine.warm()` at start-up and without it (the baseline: what the
first request paid before); "cold" is a session's first render in this process. The p99
column counts the renders that saw a full (generation 2) garbage collection. Targets:
p99 ≤ 5 ms at every length, first render after start-up ≤ 50 ms. "write" is a render right
after a turn was appended (a chat's real sequence: the session changed, so its new rows,
summary and anchors are read; p99 there is the worst of 50).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from xihe.context.engine import ContextEngine
from xihe.core.messages import Message
from xihe.core.settings import load_settings
from xihe.store.db import open_store


def _turns(n: int) -> list[Message]:
    out = []
    for i in range(n):
        out.append(Message(role="user", content=f"第{i}轮：红色款卫衣L码还有货吗？订单 DD{i:08d}"))
        out.append(Message(role="assistant", content="有货，库存还有12件，今天下单明天发货。"))
    return out


QUERY = "那个蓝色款的订单"


async def first_render(url: str, home: str, session: str, warm: bool) -> None:
    """In a fresh process: open, optionally warm, then time one render (printed in ms)."""
    settings = load_settings(None, database_url=url, home=home)
    store = await open_store(settings.database_url)
    engine = ContextEngine(settings, store)
    if warm:
        await engine.warm()
    t0 = time.perf_counter()
    await engine.render("bench", session, QUERY, budget=4000)
    print(f"{(time.perf_counter() - t0) * 1000:.1f}")
    await engine.close()
    await store.close()


def _first(url: str, home: str, session: str, warm: bool) -> float:
    args = [sys.executable, __file__, "--first", url, home, session]
    done = subprocess.run([*args, "--warm"] if warm else args, capture_output=True, text=True)
    return float(done.stdout.split()[-1])


async def main(renders: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = str(Path(tmp) / "h")
        settings = load_settings(None, database_url=f"sqlite+aiosqlite:///{tmp}/b.db", home=home)
        store = await open_store(settings.database_url)
        engine = ContextEngine(settings, store)
        sizes = (10, 100, 1_000, 10_000)
        sessions: dict[int, str] = {}
        for n in sizes:
            session = (await engine.open_session("bench")).id
            await engine.sessions.append("bench", session, _turns(n))
            await engine.summarize("bench", session)
            sessions[n] = session
        await engine.close()
        await store.close()
        first = {
            n: (
                _first(settings.database_url, home, sessions[n], False),
                _first(settings.database_url, home, sessions[n], True),
            )
            for n in sizes
        }
        store = await open_store(settings.database_url)
        engine = ContextEngine(settings, store)
        await engine.warm()
        full_gcs = [0]

        def on_gc(phase: str, info: dict[str, int]) -> None:
            if phase == "stop" and info["generation"] == 2:
                full_gcs[0] += 1

        gc.callbacks.append(on_gc)
        # Interleave the session lengths round by round, so load on a shared machine hits
        # every length alike instead of skewing whichever ran during a busy moment.
        times: dict[int, list[tuple[float, int]]] = {n: [] for n in sizes}
        cpu: dict[int, list[float]] = {n: [] for n in sizes}
        for _ in range(renders):
            for n in sizes:
                before = full_gcs[0]
                c0, t0 = time.process_time(), time.perf_counter()
                await engine.render("bench", sessions[n], QUERY, budget=4000)
                times[n].append(((time.perf_counter() - t0) * 1000, full_gcs[0] - before))
                cpu[n].append((time.process_time() - c0) * 1000)
        gc.callbacks.remove(on_gc)
        # A chat's real sequence: a turn is appended, then the next request renders.
        written: dict[int, list[float]] = {n: [] for n in sizes}
        for i in range(min(renders, 50)):
            for n in sizes:
                turn = [
                    Message(role="user", content=f"追加{i}：蓝色款还有吗？订单 DX{i:06d}"),
                    Message(role="assistant", content="蓝色款还有3件。"),
                ]
                await engine.sessions.append("bench", sessions[n], turn)
                t0 = time.perf_counter()
                await engine.render("bench", sessions[n], QUERY, budget=4000)
                written[n].append((time.perf_counter() - t0) * 1000)
        print(
            f"{'turns':>6} {'first cold':>10} {'first warm':>10} {'p50 ms':>8} {'p99 ms':>8} "
            f"{'slow+gc':>8} {'entities':>8} {'cpu p50':>8} {'cpu p99':>8} {'write p50':>9} "
            f"{'write p99':>9}"
        )
        p50s: dict[int, float] = {}
        worst_p99, worst_first = 0.0, 0.0
        for n in sizes:
            ordered = sorted(t for t, _ in times[n])
            p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
            slow_gc = sum(1 for t, g in times[n] if t >= p99 and g)
            summary = await engine.sessions.summary("bench", sessions[n])
            count = len(summary["entities"]) if summary else 0
            p50s[n] = statistics.median(ordered)
            worst_p99, worst_first = max(worst_p99, p99), max(worst_first, first[n][1])
            spent = sorted(cpu[n])
            cpu99 = spent[min(len(spent) - 1, int(len(spent) * 0.99))]
            print(
                f"{n:>6} {first[n][0]:>10.1f} {first[n][1]:>10.1f} {p50s[n]:>8.1f} {p99:>8.1f} "
                f"{slow_gc:>8} {count:>8} {statistics.median(spent):>8.1f} {cpu99:>8.1f} "
                f"{statistics.median(written[n]):>9.1f} {max(written[n]):>9.1f}"
            )
        print(f"p50 at 10,000 turns / p50 at 100 turns: {p50s[10_000] / p50s[100]:.2f}")
        print(
            f"render p99 ≤ 5 ms: {'holds' if worst_p99 <= 5 else 'MISSES'} "
            f"(worst {worst_p99:.1f} ms)"
        )
        print(
            f"first render after start-up ≤ 50 ms: {'holds' if worst_first <= 50 else 'MISSES'}"
            f" (worst {worst_first:.1f} ms warmed)"
        )
        await engine.close()
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--renders", type=int, default=100)
    parser.add_argument("--first", nargs=3, metavar=("URL", "HOME", "SESSION"))
    parser.add_argument("--warm", action="store_true")
    args = parser.parse_args()
    if args.first:
        asyncio.run(first_render(*args.first, warm=args.warm))
    else:
        asyncio.run(main(args.renders))
