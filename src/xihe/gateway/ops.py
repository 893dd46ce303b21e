"""Operations: Prometheus metrics, JSON logs carrying request id, tenant and session, and
the one ASGI middleware that authenticates, limits, times and logs every request."""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from xihe.core.ids import RandomIds
from xihe.gateway.auth import Authenticator, Principal, bearer
from xihe.gateway.errors import error_bytes
from xihe.gateway.limits import Limiter, retry_after_header

request_id_var: ContextVar[str] = ContextVar("xihe_request_id", default="-")
tenant_var: ContextVar[str] = ContextVar("xihe_tenant", default="-")
session_var: ContextVar[str] = ContextVar("xihe_session", default="-")

log = logging.getLogger("xihe.gateway")


class Metrics:
    """One registry per app, so tests and several apps in one process never collide."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter(
            "xihe_http_requests", "HTTP requests", ["route", "status"], registry=r
        )
        self.latency = Histogram("xihe_http_request_seconds", "HTTP latency", ["route"], registry=r)
        self.overhead = Histogram(
            "xihe_gateway_overhead_seconds",
            "Time in the gateway excluding the upstream model",
            ["route"],
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
            registry=r,
        )
        self.tokens = Counter(
            "xihe_tokens", "Tokens by tenant and model", ["tenant", "model", "kind"], registry=r
        )
        self.tool_calls = Counter(
            "xihe_tool_calls", "Tool calls by tool and outcome", ["tool", "outcome"], registry=r
        )
        self.errors = Counter("xihe_errors", "Errors by class", ["error_class"], registry=r)
        self.context_tokens = Histogram(
            "xihe_context_tokens",
            "Rendered-context tokens per model call",
            buckets=(256, 1024, 4096, 16384, 65536, 131072, 262144),
            registry=r,
        )
        self.rate_limited = Counter(
            "xihe_rate_limited", "Requests refused by a rate limit", ["tenant"], registry=r
        )


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "ts": round(record.created, 3),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "request_id": request_id_var.get(),
            "tenant": tenant_var.get(),
            "session": session_var.get(),
        }
        extra = getattr(record, "fields", None)
        if isinstance(extra, dict):
            data.update(extra)
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return json.dumps(data, ensure_ascii=False, default=str)


def configure_logging(json_logs: bool, level: int = logging.INFO) -> None:
    handler = logging.StreamHandler(sys.stderr)
    if json_logs:
        handler.setFormatter(JsonFormatter())
    root = logging.getLogger("xihe")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


def required_permission(path: str) -> str | None:
    """Which gateway permission a path needs; None for public paths."""
    if path.startswith("/v1/models"):
        return "models.read"
    if path.startswith("/v1/"):
        return "chat"
    if path == "/mcp" or path.startswith("/mcp/"):
        return "mcp"
    if path == "/a2a" or path.startswith("/a2a/"):
        return "a2a"
    if path.startswith("/api/"):
        return "admin"
    return None


LIMITED = ("chat", "mcp", "a2a")


def route_label(path: str) -> str:
    parts = [p for p in path.split("/") if p][:2]
    if parts[:1] == ["api"] and len(parts) > 1:
        return f"/api/{parts[1]}"
    if parts[:1] == ["v1"]:
        return "/" + "/".join([p for p in path.split("/") if p][:3])
    return "/" + "/".join(parts[:1])


@dataclass
class Parts:
    """What the middleware needs; filled in by the app's lifespan before any request."""

    auth: Authenticator | None = None
    limiter: Limiter | None = None
    metrics: Metrics | None = None
    gate: asyncio.Semaphore | None = None
    """Bounds runs in flight: SQLite has one writer, so queue here rather than time out there."""
    ungated: Callable[[str, dict[str, str]], bool] = lambda _path, _headers: False
    """Requests that write nothing synchronously (proxy mode) skip the gate."""


@dataclass
class GatewayMiddleware:
    """Pure ASGI (no per-request thread or copy of the body) on the hot path."""

    app: ASGIApp
    parts: Parts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        rid = headers.get("x-request-id") or RandomIds().new("req")
        request_id_var.set(rid)
        tenant_var.set("-")
        session_var.set("-")
        state = scope.setdefault("state", {})
        state["request_id"] = rid
        state["started"] = started
        path: str = scope["path"]
        route = route_label(path)
        status_box = [500]

        async def send_wrapper(message: Message) -> None:
            if message["type"] == "http.response.start":
                status_box[0] = message["status"]
                raw = list(message.get("headers", []))
                raw.append((b"x-request-id", rid.encode()))
                message["headers"] = raw
            await send(message)

        metrics = self.parts.metrics
        try:
            permission = required_permission(path)
            if permission is not None and scope.get("method") != "OPTIONS":
                refusal = await self._admit(headers, permission, state)
                if refusal is not None:
                    await _refuse(send_wrapper, *refusal)
                    return
                gate = self.parts.gate
                if (
                    gate is not None
                    and permission in LIMITED
                    and not self.parts.ungated(path, headers)
                ):
                    async with gate:
                        await self.app(scope, receive, send_wrapper)
                    return
            await self.app(scope, receive, send_wrapper)
        finally:
            elapsed = time.perf_counter() - started
            status = status_box[0]
            if metrics is not None:
                metrics.requests.labels(route, str(status)).inc()
                metrics.latency.labels(route).observe(elapsed)
            session = state.get("session_id")
            if session:
                session_var.set(session)
            log.info(
                "%s %s %s",
                scope.get("method"),
                path,
                status,
                extra={"fields": {"status": status, "ms": round(elapsed * 1000, 2)}},
            )

    async def _admit(
        self, headers: dict[str, str], permission: str, state: dict[str, Any]
    ) -> tuple[int, str, str, str, dict[str, str]] | None:
        auth, limiter, metrics = self.parts.auth, self.parts.limiter, self.parts.metrics
        if auth is None or limiter is None or metrics is None:
            return 503, "the gateway is starting; retry shortly", "server_error", "starting", {}
        token = bearer(headers)
        principal: Principal | None = None
        if token:
            principal = await auth.authenticate(token)
        if principal is None:
            message = (
                "missing API key: send 'Authorization: Bearer <key>'; create one with "
                "`xihe keys create --tenant T --user U --role developer`"
                if not token
                else "invalid or revoked API key: check the key or create a new one with "
                "`xihe keys create`"
            )
            code = "missing_api_key" if not token else "invalid_api_key"
            return 401, message, "authentication_error", code, {"www-authenticate": "Bearer"}
        tenant_var.set(principal.tenant)
        state["principal"] = principal
        if not principal.can(permission):
            return (
                403,
                f"role '{principal.role}' may not use '{permission}'; ask an admin for a key "
                "with the 'developer' or 'admin' role",
                "permission_error",
                "insufficient_permissions",
                {},
            )
        if permission in LIMITED:
            wait = await limiter.acquire(principal)
            if wait is not None:
                metrics.rate_limited.labels(principal.tenant).inc()
                retry = retry_after_header(wait)
                return (
                    429,
                    f"rate limit reached for tenant '{principal.tenant}' or user "
                    f"'{principal.user}'; retry after {retry}s or ask for a higher limit",
                    "rate_limit_error",
                    "rate_limit_exceeded",
                    {"retry-after": retry},
                )
        return None


async def _refuse(
    send: Send, status: int, message: str, type: str, code: str, extra: dict[str, str]
) -> None:
    body = error_bytes(message, type, code)
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *[(k.encode(), v.encode()) for k, v in extra.items()],
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
