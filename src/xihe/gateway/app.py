"""The app factory: one FastAPI app per process; the lifespan opens the runtime, checks
every configured dependency (failing fast, naming it), and mounts chat, MCP, A2A, admin."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from starlette.routing import Route

from xihe.agent.runtime import Runtime
from xihe.core.errors import ConfigError, XiheError
from xihe.core.settings import Settings, load_settings
from xihe.gateway import a2a_server, admin, chat, proxy
from xihe.gateway.auth import Authenticator, KeyStore, OidcVerifier
from xihe.gateway.errors import GatewayError, error_body, error_response, from_xihe
from xihe.gateway.federation import Federation
from xihe.gateway.idempotency import DatabaseIdempotency, IdempotencyStore, RedisIdempotency
from xihe.gateway.limits import Limiter, MemoryLimiter, RedisLimiter
from xihe.gateway.mcp_server import build_mcp
from xihe.gateway.ops import GatewayMiddleware, Metrics, Parts, configure_logging, log
from xihe.gateway.services import GatewayTools, Services
from xihe.gateway.sessions import SessionStore
from xihe.gateway.timing import TimedRouter


async def connect_redis(url: str) -> Any:
    """Redis when configured, or a startup failure naming it: never a silent fallback."""
    import redis.asyncio as aioredis

    client = aioredis.from_url(url, decode_responses=True)
    try:
        await client.ping()
    except Exception as exc:
        await client.aclose()
        raise ConfigError(
            f"Redis is configured (redis_url) but unreachable: {exc}",
            hint="start Redis, fix XIHE_REDIS_URL, or remove redis_url to run on one process",
        ) from exc
    return client


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
    federation = Federation(list(gw.mcp_upstreams))
    return Services(
        settings=settings,
        runtime=runtime,
        loop=runtime.loop(),
        keys=keys,
        auth=Authenticator(keys, oidc),
        limiter=limiter,
        idempotency=idem,
        sessions=SessionStore(
            runtime.store,
            clock=runtime.clock,
            ids=runtime.ids,
            engine=getattr(runtime, "context", None),
        ),
        metrics=Metrics(),
        tools=GatewayTools(runtime, federation),
        federation=federation,
        redis=redis,
    )


def warm_tokenizers(settings: Settings) -> None:
    """Load each configured model's tokenizer before ready, not on the first request."""
    from xihe.models.tokens import get_counter

    for config in settings.models.values():
        get_counter(config.tokenizer)


def concurrency_gate(settings: Settings, runtime: Runtime) -> asyncio.Semaphore | None:
    """`[gateway].max_concurrency`, or 4 on SQLite (one writer) and unbounded elsewhere."""
    limit = settings.gateway.max_concurrency
    if limit == 0 and runtime.store.dialect == "sqlite":
        limit = 4
    return asyncio.Semaphore(limit) if limit > 0 else None


def create_app(settings: Settings, *, base_url: str | None = None) -> FastAPI:
    parts = Parts()
    holder: dict[str, Services] = {}
    public = (
        base_url
        or settings.gateway.public_url
        or (f"http://{settings.gateway.host}:{settings.gateway.port}")
    )

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        configure_logging(settings.gateway.log_json)
        runtime = await Runtime.open(settings, router=TimedRouter(settings))
        await asyncio.to_thread(warm_tokenizers, settings)
        try:
            services = await build_services(settings, runtime)
            holder["services"] = services
            mount(app, services, public)
            manager = app.state.mcp_manager
            await a2a_server.initialize(app.state.a2a_store)
            parts.gate = concurrency_gate(settings, runtime)
            parts.ungated = proxy.ungated(settings)
            parts.metrics, parts.limiter, parts.auth = (
                services.metrics,
                services.limiter,
                services.auth,
            )
            log.info("xihe gateway ready", extra={"fields": {"url": public}})
            async with manager.run():
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

    @app.exception_handler(RequestValidationError)
    async def _validation(_request: Request, exc: RequestValidationError) -> JSONResponse:
        message = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
        )
        return JSONResponse(
            error_body(f"invalid request: {message}", "invalid_request_error", "invalid_request"),
            status_code=400,
        )

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
            checks["database"] = f"unreachable: {exc}"
        if services.redis is not None:
            try:
                await services.redis.ping()
                checks["redis"] = "ok"
            except Exception as exc:
                checks["redis"] = f"unreachable: {exc}"
        ok = all(v == "ok" for v in checks.values())
        return JSONResponse(
            {"status": "ready" if ok else "unready", "checks": checks},
            status_code=200 if ok else 503,
        )

    @app.get("/metrics", tags=["ops"], response_model=None)
    async def metrics() -> Response:
        services = holder.get("services")
        body = generate_latest(services.metrics.registry) if services else b""
        return Response(body, media_type=CONTENT_TYPE_LATEST)

    app.state.started_at = time.time()
    return app


def mount(app: FastAPI, services: Services, public: str) -> None:
    """Routes that need the opened services; added once, before the first request."""
    app.include_router(chat.router(services))
    app.include_router(admin.router(services))
    manager, mcp_app = build_mcp(services)
    app.state.mcp_manager = manager
    app.router.routes.append(Route("/mcp", endpoint=mcp_app, methods=["GET", "POST", "DELETE"]))
    routes, store = a2a_server.build_a2a(services, public)
    app.state.a2a_store = store
    app.router.routes.extend(routes)
    app.openapi_schema = None


def app_from_env() -> FastAPI:
    """For `uvicorn --factory` with several workers: settings from XIHE_CONFIG / XIHE_*."""
    return create_app(load_settings(None))
