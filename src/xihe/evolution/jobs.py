"""The evolution engine's scheduled jobs: inspection hourly, behaviour daily (configurable).

With `tenant` unset (what `xihe serve` runs), each job visits every tenant that ran an
operation since the job's previous slot, one after the other; one tenant's failure is
recorded in the job's detail and does not stop the others.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

from xihe.core.clock import Clock, SystemClock
from xihe.core.settings import Settings
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.jobs.scheduler import Job
from xihe.models.router import ModelRouter
from xihe.store.db import Store
from xihe.tracing.queries import active_tenants

PerTenant = Callable[[str], Awaitable[dict[str, Any]]]


def evolution_jobs(
    store: Store,
    settings: Settings,
    router: ModelRouter | None = None,
    tenant: str | None = "default",
    clock: Clock | None = None,
) -> list[Job]:
    cfg = settings.evolution
    clock = clock or SystemClock()

    async def inspect(name: str) -> dict[str, Any]:
        report = await Inspector(store, settings, router=router).run(tenant=name)
        data = report.to_dict()
        data.pop("buckets")
        return data

    async def behavior(name: str) -> dict[str, Any]:
        report = await BehaviorAnalyzer(store, cfg, router=router).run(tenant=name)
        data = report.to_dict()
        return {
            "skipped": report.skipped,
            "unhealthy": data["unhealthy"],
            "mode": report.mode,
            "note": report.note,
        }

    def job(kind: str, every: int, body: PerTenant) -> Job:
        if tenant is not None:
            return Job(f"evolution.{kind}:{tenant}", every, lambda: body(tenant))
        return Job(f"evolution.{kind}", every, lambda: _every_tenant(store, clock, every, body))

    return [
        job("inspect", cfg.inspect_every_seconds, inspect),
        job("behavior", cfg.behavior_every_seconds, behavior),
    ]


async def _every_tenant(store: Store, clock: Clock, every: int, body: PerTenant) -> dict[str, Any]:
    since = clock.now() - timedelta(seconds=every)
    done: dict[str, Any] = {}
    for name in await active_tenants(store, since=since):
        try:
            done[name] = await body(name)
        except Exception as exc:  # one tenant's failure must not starve the others
            done[name] = {"error": f"{type(exc).__name__}: {exc}"}
    return {"tenants": done}
