"""Context render time p50/p99 against session length (10, 100, 1,000, 10,000 turns).

Run: .venv/bin/python bench/context_render.py [--renders 100]. SQLite in a temp folder; the
first render of a session builds the recall index (reported separately as "cold"). Every
turn repeats the query's common word ("订单"), the worst case for BM25 postings; the
summary's entity count shows the cap at work.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
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


async def main(renders: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(
            None, database_url=f"sqlite+aiosqlite:///{tmp}/b.db", home=str(Path(tmp) / "h")
        )
        store = await open_store(settings.database_url)
        engine = ContextEngine(settings, store)
        sizes = (10, 100, 1_000, 10_000)
        sessions: dict[int, str] = {}
        cold: dict[int, float] = {}
        for n in sizes:
            session = (await engine.open_session("bench")).id
            await engine.sessions.append("bench", session, _turns(n))
            await engine.summarize("bench", session)
            t0 = time.perf_counter()
            await engine.render("bench", session, QUERY, budget=4000)
            cold[n] = (time.perf_counter() - t0) * 1000
            sessions[n] = session
        # Interleave the session lengths round by round, so load on a shared machine hits
        # every length alike instead of skewing whichever ran during a busy moment.
        times: dict[int, list[float]] = {n: [] for n in sizes}
        for _ in range(renders):
            for n in sizes:
                t0 = time.perf_counter()
                await engine.render("bench", sessions[n], QUERY, budget=4000)
                times[n].append((time.perf_counter() - t0) * 1000)
        print(f"{'turns':>6} {'cold ms':>8} {'p50 ms':>8} {'p99 ms':>8} {'entities':>8}")
        p50s: dict[int, float] = {}
        for n in sizes:
            ordered = sorted(times[n])
            p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
            summary = await engine.sessions.summary("bench", sessions[n])
            count = len(summary["entities"]) if summary else 0
            p50s[n] = statistics.median(ordered)
            print(f"{n:>6} {cold[n]:>8.1f} {p50s[n]:>8.1f} {p99:>8.1f} {count:>8}")
        print(f"p50 at 10,000 turns / p50 at 100 turns: {p50s[10_000] / p50s[100]:.2f}")
        await engine.close()
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--renders", type=int, default=100)
    asyncio.run(main(parser.parse_args().renders))
