"""Model-supplied work (patterns, queries, globs) runs on a small pool of its own, under a budget.

A runaway cannot take the threads everything else shares, and the thread stops when its budget
runs out or its caller gives up, instead of running on after the call has timed out.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TypeVar

from xihe.tools.spec import ToolContext

T = TypeVar("T")

POOL_SIZE = 4
STOP_GRACE_SECONDS = 1.0
_pool = ThreadPoolExecutor(max_workers=POOL_SIZE, thread_name_prefix="xihe-bounded")
_active = 0
_active_lock = threading.Lock()


@dataclass
class Budget:
    """A worker's stop signal: the deadline passed or the caller was cancelled."""

    seconds: float
    deadline: float
    cancelled: threading.Event = field(default_factory=threading.Event)

    def exceeded(self) -> bool:
        return self.cancelled.is_set() or time.monotonic() > self.deadline


def budget_seconds(ctx: ToolContext, tool: str) -> float:
    """The tool's own CPU budget: its configured timeout less a margin, so the tool stops
    itself (and says why) before the executor's timeout would cut it off as transient."""
    config = ctx.settings.tools
    override = config.overrides.get(tool)
    timeout = (override.timeout_seconds if override else None) or config.default_timeout_seconds
    return timeout - min(1.0, timeout * 0.25)


def active_workers() -> int:
    """Workers still running model-supplied work; zero once every call has returned."""
    return _active


def _run(fn: Callable[[Budget], T], budget: Budget) -> T:
    global _active
    with _active_lock:
        _active += 1
    try:
        return fn(budget)
    finally:
        with _active_lock:
            _active -= 1


async def run_bounded(fn: Callable[[Budget], T], seconds: float) -> T:
    """Run `fn(budget)` on the bounded pool; on cancellation tell it to stop and wait for it."""
    budget = Budget(seconds, time.monotonic() + seconds)
    future = asyncio.get_running_loop().run_in_executor(_pool, _run, fn, budget)
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        budget.cancelled.set()
        await asyncio.wait([future], timeout=STOP_GRACE_SECONDS)
        if future.done() and not future.cancelled():
            future.exception()  # retrieved: the caller has gone and only wanted it stopped
        raise
