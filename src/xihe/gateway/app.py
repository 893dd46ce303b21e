"""The app factory: one FastAPI app per process; the lifespan opens the runtime, checks
every configured dependency (failing fast, naming it), and mounts chat, MCP, A2A, admin."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import time
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from starlette.routing import BaseRoute

from xihe.agent.runtime import Runtime
from xihe.agents.catalog import all_pre_checks, default_registry
from xihe.context.engine import ContextEngine
from xihe.context.retention import retention_job
from xihe.core.errors import ConfigError, XiheError
from xihe.core.settings import Settings, load_settings
from xihe.evolution.jobs import evolution_jobs
from xihe.gateway import admin, chat, proxy, schemas, webhooks
from xihe.gateway.auth import Authenticator, KeyStore, OidcVerifier
from xihe.gateway.edge import EdgeLimits
from xihe.gateway.errors import (
    GatewayError,
    error_body,
    error_response,
    from_xihe,
    internal_error,
    invalid_request,
)
from xihe.gateway.federation import Federation, check_upstream_names
from xihe.gateway.idempotency import DatabaseIdempotency, IdempotencyStore, RedisIdempotency
from xihe.gateway.limits import Limiter, MemoryLimiter, RedisLimiter
from xihe.gateway.ops import GatewayMiddleware, Metrics, Parts, configure_logging, log
from xihe.gateway.protocols import Protocols
from xihe.gateway.services import GatewayTools, Services
from xihe.gateway.sessions import GatewaySessions
from xihe.gateway.timing import TimedRouter
from xihe.gateway.upstream_oauth import UpstreamOAuth, callback_router, callback_url
from xihe.jobs.queue import ProcrastinateQueue, open_queue, stalled_job
from xihe.jobs.scheduler import Scheduler
from xihe.models import wire
from xihe.store.redis import redis_client
from xihe.tracing.reaper import reaper_job
from xihe.web import routes as dashboard


async def connect_redis(url: str) -> Any:
    """Redis when configured, or a startup failure naming it: never a silent fallback."""
    client = redis_client(url, decode_responses=True)
    try:
        await client.ping()
    except Exception as exc:
        await client.aclose()
        raise ConfigError(
            f"Redis is configured (redis_url) but unreachable: {exc}",
            hint="start Redis, fix XIHE_REDIS_URL, or remove redis_url to run on one process",
        ) from exc
    return client


def _engine(runtime: Runtime) -> ContextEngine:
    if runtime.context is None:
        raise ConfigError("the gateway needs the context engine; open the runtime with it")
    return runtime.context


def _local_tool_names(runtime: Runtime) -> list[str]:
    registry = getattr(runtime.executor, "registry", None)
    return registry.names() if registry is not None else []


async def build_services(settings: Settings, runtime: Runtime) -> Services:
    gw = settings.gateway
    redis = await connect_redis(settings.redis_url) if settings.redis_url else None
    keys = KeyStore(
        runtime.store, clock=runtime.clock, ids=runtime.ids, cache_seconds=gw.key_cache_seconds
    )
    oidc = OidcVerifier(gw.oidc) if gw.oidc.jwks_url else None
    limiter: Limiter = (
        RedisLimiter(redis, gw, prefix=f"{gw.redis_prefix}:rl")
        if redis is not None
        else MemoryLimiter(gw)
    )
    idem: IdempotencyStore = (
        RedisIdempotency(
            redis,
            ttl=gw.idempotency_ttl_seconds,
            inflight_ttl=gw.inflight_ttl_seconds,
            prefix=f"{gw.redis_prefix}:idem",
        )
        if redis is not None
        else DatabaseIdempotency(
            runtime.store,
            ttl=gw.idempotency_ttl_seconds,
            inflight_ttl=gw.inflight_ttl_seconds,
            clock=runtime.clock,
        )
    )
    oauth = None
    if any(u.auth == "oauth" for u in gw.mcp_upstreams):
        keyring = _engine(runtime).snapshots.keyring
        oauth = UpstreamOAuth(
            runtime.store, keyring, gw.mcp_upstreams, callback_url(gw), clock=runtime.clock
        )
    check_upstream_names(gw.mcp_upstreams, _local_tool_names(runtime))
    federation = Federation(list(gw.mcp_upstreams), oauth)
    tools = GatewayTools(runtime, federation)
    return Services(
        settings=settings,
        runtime=runtime,
        loop=runtime.loop(tools.executor_for),
        keys=keys,
        auth=Authenticator(keys, oidc),
        limiter=limiter,
        idempotency=idem,
        sessions=GatewaySessions(runtime.store, _engine(runtime), clock=runtime.clock),
        metrics=Metrics(tenant_labels=gw.metrics_tenant_labels),
        tools=tools,
        federation=federation,
        redis=redis,
    )


def preload_context(settings: Settings) -> bool:
    """Tokenizers and segmenter at start-up: by `[gateway].preload_context`, else when some
    request without a session header is governed (a proxy never needs them)."""
    chosen = settings.gateway.preload_context
    return chosen if chosen is not None else not proxy.proxy_only_by_default(settings)


def concurrency_gate(settings: Settings, runtime: Runtime) -> asyncio.Semaphore | None:
    """`[gateway].max_concurrency`, or 4 on SQLite (one writer) and unbounded elsewhere."""
    limit = settings.gateway.max_concurrency
    if limit == 0 and runtime.store.dialect == "sqlite":
        limit = 4
    return asyncio.Semaphore(limit) if limit > 0 else None


@contextlib.asynccontextmanager
async def background(services: Services) -> AsyncIterator[None]:
    """Periodic jobs for the life of the server: the reaper of stale runs and their keys,
    snapshot retention, error inspection and behaviour analysis over every active tenant.
    Each slot of each job is claimed once across all workers and replicas (the scheduler);
    its per-tenant work runs inline on SQLite and on procrastinate's queue on PostgreSQL."""
    runtime, settings = services.runtime, services.settings
    queue = open_queue(settings, runtime.store.dialect)
    freer = getattr(services.idempotency, "reap", None)  # Redis keys expire by themselves
    jobs = [
        reaper_job(
            runtime.store,
            lease_seconds=settings.tracing.reap_after_seconds,
            every_seconds=settings.tracing.reap_every_seconds,
            clock=runtime.clock,
            also=freer,
        )
    ]
    if runtime.context is not None:
        jobs.append(
            retention_job(
                runtime.store,
                runtime.context.snapshots,
                keep_turns=settings.context.snapshot_full_turns,
                every_seconds=settings.context.retention_every_seconds,
                clock=runtime.clock,
                queue=queue,
            )
        )
    if settings.evolution.schedule:
        jobs += evolution_jobs(
            runtime.store,
            settings,
            router=runtime.router,
            tenant=None,
            clock=runtime.clock,
            queue=queue,
        )
    stop = asyncio.Event()
    tasks = []
    if isinstance(queue, ProcrastinateQueue):
        await queue.open()
        jobs.append(stalled_job(queue, settings))
        name = f"{socket.gethostname()}:{os.getpid()}"
        work = queue.work(stop, concurrency=settings.jobs.concurrency, name=name)
        tasks.append(asyncio.create_task(work))
    scheduler = Scheduler(runtime.store, jobs, clock=runtime.clock)
    poll = min(j.every_seconds for j in jobs)
    tasks.append(asyncio.create_task(scheduler.run_forever(stop, poll_seconds=poll)))
    try:
        yield
    finally:
        stop.set()
        for task in tasks:
            with contextlib.suppress(Exception):
                await task
        if isinstance(queue, ProcrastinateQueue):
            await queue.close()


def create_app(settings: Settings, *, base_url: str | None = None) -> FastAPI:
    gw = settings.gateway
    parts = Parts(
        edge=EdgeLimits(gw.max_body_bytes, gw.max_json_depth), metrics_token=gw.metrics_token
    )
    holder: dict[str, Services] = {}
    public = (
        base_url
        or settings.gateway.public_url
        or (f"http://{settings.gateway.host}:{settings.gateway.port}")
    )

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        configure_logging(settings.gateway.log_json)
        runtime = await Runtime.open(
            settings,
            router=TimedRouter(settings),
            registry=default_registry(),  # one tool list for CLI, MCP and chat
            pre_checks=all_pre_checks(),
        )
        await runtime.warm(language=preload_context(settings))  # not on a request
        wire.preload()
        try:
            services = await build_services(settings, runtime)
            holder["services"] = services
            protocols = Protocols(services, public)
            parts.routes.extend(mount(app, services, protocols))
            parts.gate = concurrency_gate(settings, runtime)
            parts.ungated = proxy.ungated(settings)
            parts.metrics, parts.limiter, parts.auth = (
                services.metrics,
                services.limiter,
                services.auth,
            )
            log.info("xihe gateway ready", extra={"fields": {"url": public}})
            async with protocols.run(), background(services):
                yield
        finally:
            services_ = holder.pop("services", None)
            if services_ is not None:
                await services_.federation.close()
                if services_.redis is not None:
                    await services_.redis.aclose()
            await runtime.close()

    app = FastAPI(
        title="Xihe gateway",
        version="1",
        description="OpenAI-compatible chat, MCP and A2A under auth, limits and dedup.",
        lifespan=lifespan,
    )
    app.add_middleware(GatewayMiddleware, parts=parts)
    names = sorted({*settings.routes, *settings.models})
    app.openapi = lambda: openapi_document(app, names)  # type: ignore[method-assign]

    @app.exception_handler(GatewayError)
    async def _gateway_error(_request: Request, exc: GatewayError) -> JSONResponse:
        return error_response(exc)

    @app.exception_handler(XiheError)
    async def _xihe_error(_request: Request, exc: XiheError) -> JSONResponse:
        return error_response(from_xihe(exc))

    @app.exception_handler(OperationalError)
    async def _database_busy(_request: Request, exc: OperationalError) -> JSONResponse:
        log.warning("database error: %s", exc.orig)
        return JSONResponse(
            error_body(
                "the database is busy or unreachable; retry shortly",
                "server_error",
                "database_unavailable",
            ),
            status_code=503,
            headers={"retry-after": "1"},
        )

    @app.exception_handler(Exception)
    async def _unexpected(_request: Request, exc: Exception) -> JSONResponse:
        message = internal_error(exc, "the gateway")
        return JSONResponse(error_body(message, "server_error", "internal_error"), status_code=500)

    @app.exception_handler(RequestValidationError)
    async def _validation(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(invalid_request(exc.errors()))

    @app.get("/healthz", tags=["ops"])
    async def healthz() -> dict[str, str]:
        """Alive: the process answers."""
        return {"status": "ok"}

    @app.get("/readyz", tags=["ops"], response_model=None)
    async def readyz() -> Response:
        """Ready: the database (and Redis, when configured) answer now."""
        services = holder.get("services")
        checks: dict[str, str] = {}
        if services is None:
            return JSONResponse({"status": "starting"}, status_code=503)
        try:
            async with services.runtime.store.connect() as conn:
                await conn.execute(text("SELECT 1"))
            checks["database"] = "ok"
        except Exception as exc:
            log.warning("readiness: the database is unreachable: %s", exc)
            checks["database"] = "unreachable"
        if services.redis is not None:
            try:
                await services.redis.ping()
                checks["redis"] = "ok"
            except Exception as exc:
                log.warning("readiness: Redis is unreachable: %s", exc)
                checks["redis"] = "unreachable"
        ok = all(v == "ok" for v in checks.values())
        body: dict[str, Any] = {"status": "ready" if ok else "unready", "checks": checks}
        if services.federation.upstreams:  # informational: one upstream down is not unready
            body["mcp_upstreams"] = services.federation.report()
        return JSONResponse(body, status_code=200 if ok else 503)

    @app.get("/metrics", tags=["ops"], response_model=None)
    async def metrics() -> Response:
        """Prometheus metrics: an admin key or the configured metrics token."""
        services = holder.get("services")
        if services is not None:
            for name, health in services.federation.health.items():
                up = 1 if health.ok else 0
                services.metrics.upstream_up.labels(name).set(up if health.ok is not None else -1)
        body = generate_latest(services.metrics.registry) if services else b""
        return Response(body, media_type=CONTENT_TYPE_LATEST)

    parts.routes.extend(app.router.routes)
    app.state.started_at = time.time()
    return app


def _error_reply(description: str) -> dict[str, Any]:
    schema = {"$ref": "#/components/schemas/ErrorResponse"}
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def openapi_document(app: FastAPI, models: list[str]) -> dict[str, Any]:
    """FastAPI's document made to match the app: invalid input is 400 (never FastAPI's 422),
    an oversize body 413, and bodies that routes read themselves (chat) have schemas."""
    if app.openapi_schema:
        return app.openapi_schema
    doc = get_openapi(
        title=app.title, version=app.version, description=app.description, routes=app.routes
    )
    components = doc.setdefault("components", {}).setdefault("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        components.pop(unused, None)
    components.update(schemas.component_schemas(models))
    doc.setdefault("paths", {}).update(schemas.protocol_paths())
    for item in doc["paths"].values():
        for operation in item.values():
            responses = operation.setdefault("responses", {})
            responses.pop("422", None)
            if operation.get("parameters") or operation.get("requestBody"):
                responses["400"] = _error_reply("Invalid input, naming the field")
            if operation.get("requestBody"):
                responses["413"] = _error_reply("The body is larger than the limit")
    app.openapi_schema = doc
    return doc


def mount(app: FastAPI, services: Services, protocols: Protocols) -> list[BaseRoute]:
    """Routes that need the opened services; added once, before the first request. Returns
    them flat (FastAPI groups an included router's), for naming metric series."""
    chat_api, admin_api = chat.router(services), admin.router(services)
    hooks_api = webhooks.router(services)
    keyring = _engine(services.runtime).snapshots.keyring
    ui_pages = dashboard.router(services, keyring.keys[keyring.active])
    app.include_router(chat_api)
    app.include_router(admin_api)
    app.include_router(hooks_api)
    app.include_router(ui_pages)
    extra: list[BaseRoute] = []
    if services.federation.oauth is not None:
        callback = callback_router(services.federation.oauth)
        app.include_router(callback)
        extra = list(callback.routes)
    lazy = protocols.routes()
    app.router.routes.extend(lazy)
    app.openapi_schema = None
    return [
        *chat_api.routes,
        *admin_api.routes,
        *hooks_api.routes,
        *ui_pages.routes,
        *extra,
        *lazy,
    ]


def app_from_env() -> FastAPI:
    """For `uvicorn --factory` with several workers: settings from XIHE_CONFIG / XIHE_*."""
    return create_app(load_settings(None))
