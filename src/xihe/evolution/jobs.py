"""The evolution engine's scheduled jobs: inspection hourly, behaviour daily (configurable).

With `tenant` unset (what `xihe serve` runs), each job hands every tenant that ran an
operation since the job's previous slot to the job queue: inline, one after the other, on the
embedded default; one procrastinate task per tenant on PostgreSQL. One tenant's failure never
stops the others.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from xihe.core.clock import Clock, SystemClock
from xihe.core.settings import Settings
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.jobs.queue import InlineQueue, JobQueue, TenantBody
from xihe.jobs.scheduler import Job
from xihe.models.router import ModelRouter
from xihe.store.db import Store
from xihe.tracing.queries import active_tenants


def evolution_jobs(
    store: Store,
    settings: Settings,
    router: ModelRouter | None = None,
    tenant: str | None = "default",
    clock: Clock | None = None,
    queue: JobQueue | None = None,
) -> list[Job]:
    cfg = settings.evolution
    clock = clock or SystemClock()
    fanout = queue or InlineQueue()

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

    def job(kind: str, every: int, body: TenantBody) -> Job:
        if tenant is not None:
            return Job(f"evolution.{kind}:{tenant}", every, lambda: body(tenant))
        name = f"evolution.{kind}"
        fanout.register(name, body)
        return Job(name, every, lambda: _every_tenant(store, clock, every, name, fanout))

    return [
        job("inspect", cfg.inspect_every_seconds, inspect),
        job("behavior", cfg.behavior_every_seconds, behavior),
    ]


async def _every_tenant(
    store: Store, clock: Clock, every: int, name: str, queue: JobQueue
) -> dict[str, Any]:
    since = clock.now() - timedelta(seconds=every)
    return await queue.submit(name, await active_tenants(store, since=since))
