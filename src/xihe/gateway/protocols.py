"""`/mcp` and A2A (`/a2a`, the agent card), built on the first request that reaches them.

Their SDKs cost about 35 MiB per worker at import; a gateway used as an OpenAI proxy never
loads them. The routes exist from the start (auth, metrics and OpenAPI see them); the first
request builds the protocol under a lock, later ones go straight to it. The MCP session
manager's task group lives in a task of its own, so it outlives the request that started it
and stops with the server.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from starlette.routing import BaseRoute, Route, Router
from starlette.types import ASGIApp, Receive, Scope, Send

from xihe.gateway.services import Services

MCP_PATH = "/mcp"
A2A_PATH = "/a2a"
CARD_PATH = "/.well-known/agent-card.json"


class _Lazy:
    """An ASGI app that awaits `build` once, then forwards every request to what it built."""

    def __init__(self, build: Callable[[], Awaitable[ASGIApp]]) -> None:
        self._build = build
        self._app: ASGIApp | None = None
        self._lock = asyncio.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self._app is None:
            async with self._lock:
                if self._app is None:
                    self._app = await self._build()
        await self._app(scope, receive, send)


class Protocols:
    def __init__(self, services: Services, public_url: str) -> None:
        self.services = services
        self.public_url = public_url
        self._stop = asyncio.Event()
        self._held: list[asyncio.Task[None]] = []
        self.mcp = _Lazy(self._build_mcp)
        self.a2a = _Lazy(self._build_a2a)

    def routes(self) -> list[BaseRoute]:
        return [
            Route(MCP_PATH, endpoint=self.mcp, methods=["GET", "POST", "DELETE"]),
            Route(A2A_PATH, endpoint=self.a2a, methods=["POST"]),
            Route(CARD_PATH, endpoint=self.a2a, methods=["GET", "HEAD"]),
        ]

    async def _build_mcp(self) -> ASGIApp:
        from xihe.gateway.mcp_server import build_mcp

        manager, app = build_mcp(self.services)
        await self._hold(manager.run())
        return app

    async def _build_a2a(self) -> ASGIApp:
        from xihe.gateway import a2a_server

        routes, store = a2a_server.build_a2a(self.services, self.public_url)
        await a2a_server.initialize(store)
        return Router(routes=routes)

    async def _hold(self, context: AbstractAsyncContextManager[Any]) -> None:
        """Enter `context` in a task that keeps it open until `run` ends."""
        entered = asyncio.get_running_loop().create_future()

        async def keep() -> None:
            try:
                async with context:
                    entered.set_result(None)
                    await self._stop.wait()
            except BaseException as exc:
                if not entered.done():
                    entered.set_exception(exc)
                raise

        self._held.append(asyncio.create_task(keep()))
        await entered

    @contextlib.asynccontextmanager
    async def run(self) -> AsyncIterator[None]:
        """For the server's lifespan: what the first requests opened closes with it."""
        try:
            yield
        finally:
            self._stop.set()
            for task in self._held:
                with contextlib.suppress(Exception, asyncio.CancelledError):
                    await task
