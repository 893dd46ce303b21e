"""Alert storm: messages a robot receives for a burst of failures, grouped versus one per
failure (the naive peer), the busiest minute against the robot's 20, and flush time.

Run: .venv/bin/python bench/ops_alerts.py [--failures 300] [--minutes 5]. SQLite in a temp
folder; a simulated clock, one flush every 5 s; failures spread evenly, four causes.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from xihe.agents.ops.alerts import Alerter
from xihe.agents.ops.wecom import AlertItem
from xihe.core.ids import RandomIds
from xihe.core.settings import WecomConfig
from xihe.store.db import open_store

CAUSES = ("resource", "concurrency", "sql_error", "unknown")


class Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 12, 1, tzinfo=UTC)

    def now(self) -> datetime:
        return self.at

    def monotonic(self) -> float:
        return self.at.timestamp()


def busiest_minute(times: list[float]) -> int:
    return max((sum(1 for t in times if s <= t < s + 60) for s in times), default=0)


async def main(failures: int, minutes: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_store(f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}")
        clock = Clock()
        alerter = Alerter(store, WecomConfig(), clock=clock, ids=RandomIds())
        start = clock.at
        sent_at: list[float] = []
        flush_ms: list[float] = []

        async def deliver(_send: str, _items: list[AlertItem], _merged: int) -> bool:
            sent_at.append((clock.at - start).total_seconds())
            return True

        span = minutes * 60
        due = [span * i / failures for i in range(failures)]
        step, t, n = 5.0, 0.0, 0
        while t <= span + 900:
            while n < failures and due[n] <= t:
                item = AlertItem(workflow=f"wf_{n % 60:02d}", cause=CAUSES[n % len(CAUSES)])
                await alerter.enqueue("default", item)
                n += 1
            began = time.perf_counter()
            await alerter.flush("default", deliver)
            flush_ms.append((time.perf_counter() - began) * 1000)
            t += step
            clock.at = start + timedelta(seconds=t)
        await store.close()
    naive = busiest_minute(due)
    print(f"failures: {failures} over {minutes} min, {len(CAUSES)} causes, 60 workflows")
    print(f"naive peer (one message per failure): {failures} messages, busiest minute {naive}")
    print(f"xihe grouped: {len(sent_at)} messages, busiest minute {busiest_minute(sent_at)}")
    print(
        f"flush p50 {statistics.median(flush_ms):.1f} ms, "
        f"p99 {statistics.quantiles(flush_ms, n=100)[98]:.1f} ms over {len(flush_ms)} flushes"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--failures", type=int, default=300)
    parser.add_argument("--minutes", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.failures, args.minutes))
