"""The event loop a Xihe process runs on: uvloop where it is installed (what uvicorn gives the
gateway), else asyncio's own, so the CLI, workers and benchmarks run agents as the gateway does."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's loop constructor, or None (asyncio's default) where uvloop is not installed."""
    try:
        import uvloop
    except ImportError:  # Windows, or a trimmed install: asyncio's loop works the same
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` on the process's event loop."""
    with asyncio.Runner(loop_factory=loop_factory()) as runner:
        return runner.run(main)
