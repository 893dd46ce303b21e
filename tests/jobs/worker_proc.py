"""A queue worker in its own process, for the test that SIGKILLs it mid-task.

Usage: python -m tests.jobs.worker_proc DATABASE_URL SCHEMA MARKER_FILE
It runs `evolution.inspect` for any tenant by writing MARKER_FILE and then hanging, so the
test knows the task is in flight when it kills the process."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from xihe.jobs.queue import ProcrastinateQueue


async def main(url: str, schema: str, marker: Path) -> None:
    queue = ProcrastinateQueue(url, schema=schema)

    async def hang(tenant: str) -> dict[str, Any]:
        marker.write_text(tenant)
        await asyncio.Event().wait()
        return {}

    queue.register("evolution.inspect", hang)
    await queue.open()
    await queue.work(asyncio.Event(), concurrency=1, name="doomed")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], Path(sys.argv[3])))
