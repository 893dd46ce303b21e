"""`xihe serve`: the gateway on uvicorn. Dependencies are checked (and migrations applied)
once, before any worker starts, so a wrong URL fails here with its name."""

from __future__ import annotations

import json
import os

import typer

from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.cli.common import state
from xihe.cli.output import err, fail, out, styled
from xihe.core import aio
from xihe.core.errors import XiheError
from xihe.core.settings import Settings

DEMO_TENANT = "demo"


async def preflight(settings: Settings) -> None:
    """Open the database (migrating it) and ping Redis when configured; raise naming it."""
    from xihe.gateway.app import connect_redis

    runtime = await Runtime.open(settings)
    await runtime.close()
    if settings.redis_url:
        client = await connect_redis(settings.redis_url)
        await client.aclose()


async def simulate_demo(settings: Settings, *, count: int) -> None:
    """The evolution simulation (scripted providers and tools, injected errors) so the demo
    tenant has traces, errors and patterns to look at."""
    import logging

    from xihe.cli.simulation import simulate
    from xihe.evolution import repo
    from xihe.evolution.simulate import (
        ToolPlan,
        sim_clock,
        simulation_registry,
        simulation_settings,
    )

    # The injected failures are the point of the simulation: they must not read as the
    # gateway failing on its first start. Quiet only while it runs.
    quiet = [logging.getLogger(f"xihe.models.{name}") for name in ("router", "breaker")]
    levels = [logger.level for logger in quiet]
    for logger in quiet:
        logger.setLevel(logging.CRITICAL)
    clock, plan = sim_clock(count), ToolPlan()
    runtime = await Runtime.open(
        simulation_settings(settings), registry=simulation_registry(plan, clock), clock=clock
    )
    runtime.tracer.failure_sink = repo.ErrorRecorder(clock=clock, ids=runtime.ids)
    try:
        await simulate(
            settings,
            runtime.tracer,
            count=count,
            clock=clock,
            plan=plan,
            executor=runtime.executor,
            tenant=DEMO_TENANT,
        )
    finally:
        await runtime.close()
        for logger, level in zip(quiet, levels, strict=True):
            logger.setLevel(level)


async def seed_demo(settings: Settings) -> str:
    """A developer key for the demo tenant and a few recorded runs to look at."""
    from xihe.gateway.auth import KeyStore

    runtime = await Runtime.open(settings)
    try:
        created = await KeyStore(runtime.store).create(
            tenant=DEMO_TENANT, user="demo", role="developer", label="xihe serve --demo"
        )
        await simulate_demo(settings, count=40)
        loop = runtime.loop()
        for prompt in ("Which artists have the most albums?", "Top artists by album count?"):
            await loop.run(
                Task(
                    prompt=prompt,
                    route="demo",
                    tools=("sql.query",),
                    tenant=DEMO_TENANT,
                    user="demo",
                    role="developer",
                    kind="demo",
                )
            )
        return created.key
    finally:
        await runtime.close()


def default_workers(settings: Settings) -> int:
    """One worker per CPU when Redis shares limits and circuits between them; else one."""
    return (os.cpu_count() or 1) if settings.redis_url else 1


def _banner(url: str, key: str) -> None:
    err.print(styled("[bold]Xihe gateway[/] on {}  (docs: {}/docs)", url, url), markup=True)
    body = json.dumps({"model": "demo", "messages": [{"role": "user", "content": "Top artists?"}]})
    out.print(
        f"\ncurl {url}/v1/chat/completions \\\n"
        f"  -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\\n"
        "  -H 'X-Xihe-Session: new' \\\n"
        f"  -d '{body}'\n\n"
        "python - <<'PY'\nfrom openai import OpenAI\n"
        f'client = OpenAI(base_url="{url}/v1", api_key="{key}")\n'
        'reply = client.chat.completions.create(model="demo", '
        'messages=[{"role": "user", "content": "Top artists?"}],\n'
        '    extra_headers={"X-Xihe-Session": "new"})\n'
        "print(reply.choices[0].message.content)\nPY\n",
        markup=False,
    )


def serve(
    ctx: typer.Context,
    host: str | None = typer.Option(None, help="Listen address (default [gateway].host)"),
    port: int | None = typer.Option(
        None, min=0, max=65535, help="Port (default 8700; 0 picks a free one)"
    ),
    workers: int | None = typer.Option(
        None, min=1, max=64, help="Worker processes (default: CPU count with Redis, 1 without)"
    ),
    demo: bool = typer.Option(
        False, "--demo", help="Seed a demo key and demo traffic, print a ready-to-paste example"
    ),
) -> None:
    """Run the gateway: OpenAI-compatible chat, MCP and A2A under auth, limits and dedup."""
    import uvicorn

    settings = state(ctx).settings()
    gateway = settings.gateway.model_copy(
        update={
            k: v
            for k, v in {"host": host, "port": port, "workers": workers}.items()
            if v is not None
        }
    )
    if demo and not gateway.chat_tools:
        gateway = gateway.model_copy(update={"chat_tools": ["sql.query"]})
    settings = settings.model_copy(update={"gateway": gateway})
    try:
        aio.run(preflight(settings))
        key = aio.run(seed_demo(settings)) if demo else None
    except XiheError as exc:
        fail(exc)
    url = gateway.public_url or f"http://{gateway.host}:{gateway.port}"
    if key is not None:
        _banner(url, key)
    else:
        err.print(styled("[bold]Xihe gateway[/] on {}", url), markup=True)
    count = gateway.workers or default_workers(settings)
    if count > 1:
        # Each worker rebuilds settings from the environment, so hand the effective ones over.
        os.environ["XIHE_GATEWAY"] = gateway.model_dump_json()
        if settings.config_path:
            os.environ["XIHE_CONFIG"] = settings.config_path
        uvicorn.run(
            "xihe.gateway.app:app_from_env",
            factory=True,
            host=gateway.host,
            port=gateway.port,
            workers=count,
            log_level="warning",
            access_log=False,
        )
        return
    from xihe.gateway.app import create_app

    uvicorn.run(
        create_app(settings, base_url=url),
        host=gateway.host,
        port=gateway.port,
        log_level="warning",
        access_log=False,
    )
