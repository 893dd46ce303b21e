"""Upstream time per request, so `X-Xihe-Overhead-Ms` can subtract the model's share."""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator
from contextvars import ContextVar

from xihe.core.messages import ModelRequest
from xihe.models.router import ModelRouter, RouterEvent

upstream_seconds: ContextVar[list[float] | None] = ContextVar("xihe_upstream", default=None)


class TimedRouter(ModelRouter):
    """The same router; it adds the time spent waiting on the provider to the request's box.

    Time while the caller holds an event (tracing, encoding) is not counted as upstream.
    """

    async def stream(
        self, request: ModelRequest, route: str | None = None
    ) -> AsyncGenerator[RouterEvent, None]:
        box = upstream_seconds.get()
        started = time.perf_counter()
        try:
            async for event in super().stream(request, route):
                if box is not None:
                    box[0] += time.perf_counter() - started
                yield event
                started = time.perf_counter()
        finally:
            if box is not None:
                box[0] += time.perf_counter() - started
