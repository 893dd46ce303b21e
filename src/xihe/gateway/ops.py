"""Operations: Prometheus metrics, JSON logs carrying request id, tenant and session, and
the one ASGI middleware that authenticates, limits, times and logs every request."""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import sys
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TextIO

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from starlette.routing import BaseRoute, Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from xihe.core.ids import RandomIds
from xihe.gateway.auth import Authenticator, Principal, bearer
from xihe.gateway.edge import EdgeLimits, Refusal
from xihe.gateway.errors import error_bytes
from xihe.gateway.limits import Limiter, retry_after_header

request_id_var: ContextVar[str] = ContextVar("xihe_request_id", default="-")
tenant_var: ContextVar[str] = ContextVar("xihe_tenant", default="-")
session_var: ContextVar[str] = ContextVar("xihe_session", default="-")

log = logging.getLogger("xihe.gateway")


MAX_LABEL_VALUES = 256
"""Distinct values a free-text label (a tool name) may take before the rest count as other."""


class Bounded:
    """A labelled metric whose caller-influenced values cannot grow without bound: the
    tenant is `*` unless tenant labels are configured, free text keeps its first values."""

    def __init__(
        self, metric: Any, *, tenant_at: int | None = None, free_at: int | None = None
    ) -> None:
        self.metric = metric
        self.tenant_at = tenant_at
        self.free_at = free_at
        self.tenants = False
        self._seen: set[str] = set()

    def labels(self, *values: str) -> Any:
        out = list(values)
        if self.tenant_at is not None and not self.tenants:
            out[self.tenant_at] = "*"
        if self.free_at is not None and out[self.free_at] not in self._seen:
            if len(self._seen) < MAX_LABEL_VALUES:
                self._seen.add(out[self.free_at])
            else:
                out[self.free_at] = "other"
        return self.metric.labels(*out)


class Metrics:
    """One registry per app, so tests and several apps in one process never collide.
    Labels are bounded: routes are templates, tenants appear only when configured."""

    def __init__(self, *, tenant_labels: bool = False) -> None:
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
        self.tokens = Bounded(
            Counter(
                "xihe_tokens", "Tokens by tenant and model", ["tenant", "model", "kind"], registry=r
            ),
            tenant_at=0,
        )
        self.tool_calls = Bounded(
            Counter(
                "xihe_tool_calls", "Tool calls by tool and outcome", ["tool", "outcome"], registry=r
            ),
            free_at=0,
        )
        self.errors = Counter("xihe_errors", "Errors by class", ["error_class"], registry=r)
        self.upstream_up = Gauge(
            "xihe_mcp_upstream_up",
            "MCP upstream reachable at its last use: 1 yes, 0 no, -1 not used yet",
            ["upstream"],
            registry=r,
        )
        self.context_tokens = Histogram(
            "xihe_context_tokens",
            "Rendered-context tokens per model call",
            buckets=(256, 1024, 4096, 16384, 65536, 131072, 262144),
            registry=r,
        )
        self.rate_limited = Bounded(
            Counter(
                "xihe_rate_limited", "Requests refused by a rate limit", ["tenant"], registry=r
            ),
            tenant_at=0,
        )
        for metric in (self.tokens, self.rate_limited):
            metric.tenants = tenant_labels


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


# The protocol SDKs log through their own loggers; they share the gateway's handler so that an
# operator reads one format, with the request id and tenant of the call that caused the line.
SDK_LOGGERS = ("a2a", "mcp", "procrastinate")
# Client-caused faults the SDK answers with a JSON-RPC error but logs as an ERROR traceback.
CLIENT_FAULTS = (
    "Failed to validate base JSON-RPC request",
    "Failed to parse request params",
    "Request Error",
    "Unhandled method",
)


class ClientFaultFilter(logging.Filter):
    """A malformed request from a client is the client's problem, answered in the response:
    keep one line at INFO without the traceback, so a fuzzing client cannot flood the log with
    ERRORs that page an operator."""

    def filter(self, record: logging.LogRecord) -> bool:
        sdk = record.name.split(".", 1)[0] in SDK_LOGGERS
        if sdk and record.levelno < logging.CRITICAL and str(record.msg).startswith(CLIENT_FAULTS):
            record.levelno, record.levelname = logging.INFO, "INFO"
            record.exc_info, record.exc_text = None, None
        return True


def configure_logging(
    json_logs: bool, level: int = logging.INFO, stream: TextIO | None = None
) -> None:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.addFilter(ClientFaultFilter())
    if json_logs:
        handler.setFormatter(JsonFormatter())
    for name in ("xihe", *SDK_LOGGERS):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level if name == "xihe" else max(level, logging.WARNING))
        logger.propagate = False


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
    if path == "/metrics":
        return "metrics"
    return None


LIMITED = ("chat", "mcp", "a2a")
ADMIN_ONLY = ("admin", "metrics")


def route_label(routes: list[BaseRoute], scope: Scope) -> str:
    """The matched route's template (`/api/traces/{operation_id}`), never the raw path: a
    stranger's random paths must not create series."""
    for route in routes:
        match, _ = route.matches(scope)
        if match != Match.NONE:
            return str(getattr(route, "path", "unmatched"))
    return "unmatched"


@dataclass
class Parts:
    """What the middleware needs; filled in by the app's lifespan before any request."""

    auth: Authenticator | None = None
    limiter: Limiter | None = None
    metrics: Metrics | None = None
    gate: asyncio.Semaphore | None = None
    """Bounds runs in flight: SQLite has one writer, so queue here rather than time out there."""
    edge: EdgeLimits | None = None
    routes: list[BaseRoute] = field(default_factory=list)
    """Every route, flat: their templates name the metric series."""
    metrics_token: str | None = None
    """A bearer token that may read `/metrics` (a scraper); admin keys always may."""
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
            guarded = permission is not None and scope.get("method") != "OPTIONS"
            if guarded:
                refusal = await self._admit(headers, permission or "", state)
                if refusal is not None:
                    await _refuse(send_wrapper, *refusal)
                    return
            if self.parts.edge is not None:  # after auth: strangers cost no body reading
                receive, bad = await self.parts.edge.admit(scope, receive)
                if bad is not None:
                    await _refuse_input(send_wrapper, bad)
                    return
            if (
                guarded
                and self.parts.gate is not None
                and permission in LIMITED
                and not self.parts.ungated(path, headers)
            ):
                async with self.parts.gate:
                    await self.app(scope, receive, send_wrapper)
                return
            await self.app(scope, receive, send_wrapper)
        finally:
            elapsed = time.perf_counter() - started
            status = status_box[0]
            if metrics is not None:
                route = route_label(self.parts.routes, scope)
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
        expected = self.parts.metrics_token
        if permission == "metrics" and token and expected and hmac.compare_digest(token, expected):
            return None
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
                f"with the {'admin' if permission in ADMIN_ONLY else 'developer'} role",
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


async def _refuse_input(send: Send, refusal: Refusal) -> None:
    kind = "invalid_request_error"
    await _refuse(send, refusal.status, refusal.message, kind, refusal.code, {}, refusal.param)


async def _refuse(
    send: Send,
    status: int,
    message: str,
    type: str,
    code: str,
    extra: dict[str, str],
    param: str | None = None,
) -> None:
    body = error_bytes(message, type, code, param)
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *[(k.encode(), v.encode()) for k, v in extra.items()],
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
