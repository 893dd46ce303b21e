"""A fake OAuth 2.1 authorization server and an MCP upstream it protects, both real HTTP
servers on 127.0.0.1 (run in a thread of the test process, so tests can revoke tokens).

The authorization server serves RFC 8414 metadata, dynamic registration (RFC 7591), an
authorize endpoint that "logs in" the user named by `as_user` and redirects with a code,
and a token endpoint that checks the PKCE verifier against the challenge, the redirect URI
and the resource, and issues and rotates refresh tokens. The upstream answers 401 with
`resource_metadata` (RFC 9728) until a live bearer token arrives, and records what it saw.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

import uvicorn
from mcp.server import MCPServer
from mcp_types import ToolAnnotations
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from tests.gateway.harness import free_port


@dataclass
class Issued:
    subject: str
    expires_at: float
    resource: str


@dataclass
class AuthServer:
    url: str = ""
    expires_in: int = 3600
    clients: dict[str, list[str]] = field(default_factory=dict)
    codes: dict[str, dict[str, str]] = field(default_factory=dict)
    access: dict[str, Issued] = field(default_factory=dict)
    refresh: dict[str, str] = field(default_factory=dict)
    grants: list[str] = field(default_factory=list)
    """Each token grant served, in order: "authorization_code" or "refresh_token"."""
    refused: list[str] = field(default_factory=list)

    def revoke_access(self) -> None:
        self.access.clear()

    def revoke_refresh(self) -> None:
        self.refresh.clear()

    def _tokens(self, subject: str, resource: str) -> dict[str, Any]:
        access, refresh = secrets.token_urlsafe(16), secrets.token_urlsafe(16)
        self.access[access] = Issued(subject, time.time() + self.expires_in, resource)
        self.refresh[refresh] = subject
        return {
            "access_token": access,
            "token_type": "bearer",
            "expires_in": self.expires_in,
            "refresh_token": refresh,
        }

    def app(self) -> Starlette:
        async def metadata(_: Request) -> Response:
            return JSONResponse(
                {
                    "issuer": self.url,
                    "authorization_endpoint": f"{self.url}/authorize",
                    "token_endpoint": f"{self.url}/token",
                    "registration_endpoint": f"{self.url}/register",
                    "response_types_supported": ["code"],
                    "grant_types_supported": ["authorization_code", "refresh_token"],
                    "code_challenge_methods_supported": ["S256"],
                    "token_endpoint_auth_methods_supported": ["none"],
                }
            )

        async def register(request: Request) -> Response:
            body = await request.json()
            client_id = "client-" + secrets.token_hex(4)
            self.clients[client_id] = list(body["redirect_uris"])
            return JSONResponse({**body, "client_id": client_id}, status_code=201)

        async def authorize(request: Request) -> Response:
            q = request.query_params
            if q.get("client_id") not in self.clients or q.get("redirect_uri") not in (
                self.clients.get(q.get("client_id", ""), [])
            ):
                return JSONResponse({"error": "invalid_client"}, status_code=400)
            if q.get("code_challenge_method") != "S256" or not q.get("code_challenge"):
                return JSONResponse({"error": "invalid_request"}, status_code=400)
            code = secrets.token_urlsafe(12)
            self.codes[code] = {**dict(q), "subject": q.get("as_user", "nobody")}
            back = f"{q['redirect_uri']}?{urlencode({'code': code, 'state': q['state']})}"
            return RedirectResponse(back, status_code=302)

        async def token(request: Request) -> Response:
            form = dict(await request.form())
            kind = str(form.get("grant_type"))
            if kind == "authorization_code":
                asked = self.codes.pop(str(form.get("code")), None)
                verifier = str(form.get("code_verifier", ""))
                challenge = (
                    base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest())
                    .decode()
                    .rstrip("=")
                )
                if (
                    asked is None
                    or asked["code_challenge"] != challenge
                    or asked["redirect_uri"] != form.get("redirect_uri")
                    or asked["client_id"] != form.get("client_id")
                    or asked["resource"] != form.get("resource")
                ):
                    self.refused.append(kind)
                    return JSONResponse({"error": "invalid_grant"}, status_code=400)
                self.grants.append(kind)
                return JSONResponse(self._tokens(asked["subject"], asked["resource"]))
            if kind == "refresh_token":
                subject = self.refresh.pop(str(form.get("refresh_token")), None)
                if subject is None:
                    self.refused.append(kind)
                    return JSONResponse({"error": "invalid_grant"}, status_code=400)
                self.grants.append(kind)
                return JSONResponse(self._tokens(subject, str(form.get("resource"))))
            return JSONResponse({"error": "unsupported_grant_type"}, status_code=400)

        return Starlette(
            routes=[
                Route("/.well-known/oauth-authorization-server", metadata),
                Route("/register", register, methods=["POST"]),
                Route("/authorize", authorize),
                Route("/token", token, methods=["POST"]),
            ]
        )


@dataclass
class Protected:
    """An MCP server behind bearer tokens of `auth`; `seen` has (X-Xihe-User, token
    subject or None, raw Authorization) for every MCP request."""

    auth: AuthServer
    url: str = ""
    seen: list[tuple[str, str | None, str]] = field(default_factory=list)

    def app(self) -> Callable[..., Awaitable[None]]:
        server = MCPServer("files")

        @server.tool(annotations=ToolAnnotations(read_only_hint=True))
        def whoami() -> str:
            """The subject the bearer token was issued to (set per request below)."""
            return self.seen[-1][1] or "-"

        inner = server.streamable_http_app(host="127.0.0.1")
        origin = self.url.rsplit("/mcp", 1)[0]
        prm = f"{origin}/.well-known/oauth-protected-resource/mcp"

        async def gate(scope: dict[str, Any], receive: Any, send: Any) -> None:
            if scope["type"] != "http":
                await inner(scope, receive, send)
                return
            if scope["path"] == "/.well-known/oauth-protected-resource/mcp":
                body = {"resource": self.url, "authorization_servers": [self.auth.url]}
                await JSONResponse(body)(scope, receive, send)
                return
            headers = {k.decode().lower(): v.decode() for k, v in scope["headers"]}
            raw = headers.get("authorization", "")
            issued = self.auth.access.get(raw.removeprefix("Bearer "))
            live = issued is not None and issued.expires_at > time.time()
            self.seen.append(
                (headers.get("x-xihe-user", ""), issued.subject if issued else None, raw)
            )
            if not live or issued is None or issued.resource != self.url:
                challenge = f'Bearer resource_metadata="{prm}"'
                await Response(status_code=401, headers={"WWW-Authenticate": challenge})(
                    scope, receive, send
                )
                return
            await inner(scope, receive, send)

        return gate


@contextmanager
def _run(app: Any, port: int) -> Iterator[None]:
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="auto")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(400):
        if server.started:
            break
        time.sleep(0.025)
    else:
        raise AssertionError("a fake OAuth server did not start")
    try:
        yield
    finally:
        server.should_exit = True
        thread.join(10)


@contextmanager
def oauth_upstream() -> Iterator[tuple[AuthServer, Protected]]:
    as_port, mcp_port = free_port(), free_port()
    auth = AuthServer(url=f"http://127.0.0.1:{as_port}")
    protected = Protected(auth, url=f"http://127.0.0.1:{mcp_port}/mcp")
    with _run(auth.app(), as_port), _run(protected.app(), mcp_port):
        yield auth, protected
