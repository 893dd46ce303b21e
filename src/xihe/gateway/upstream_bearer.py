"""The end user's own bearer token on requests to an OAuth upstream (an `httpx2.Auth` for
the SDK's HTTP client); loaded only when such an upstream is used."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any

import httpx2

from xihe.core.errors import ToolError
from xihe.gateway.auth import Principal
from xihe.gateway.upstream_oauth import UpstreamOAuth


class UpstreamBearer(httpx2.Auth):
    """The user's bearer token on every request to the upstream; on a 401 one refresh and
    one retry. What failed is kept in `needed`, since the SDK wraps errors of its transport."""

    def __init__(self, oauth: UpstreamOAuth, principal: Principal, upstream: str) -> None:
        self.oauth = oauth
        self.principal = principal
        self.upstream = upstream
        self.token: str | None = None
        self.needed: ToolError | None = None

    async def _guard(self, coro: Any) -> str:
        try:
            token: str = await coro
        except ToolError as exc:
            self.needed = exc
            raise
        self.token = token
        return token

    async def async_auth_flow(
        self, request: httpx2.Request
    ) -> AsyncGenerator[httpx2.Request, httpx2.Response]:
        token = await self._guard(self.oauth.access_token(self.principal, self.upstream))
        request.headers["Authorization"] = f"Bearer {token}"
        response = yield request
        if response.status_code == 401:
            await response.aread()
            renewed = await self._guard(
                self.oauth.refresh(self.principal, self.upstream, stale=token)
            )
            request.headers["Authorization"] = f"Bearer {renewed}"
            yield request
