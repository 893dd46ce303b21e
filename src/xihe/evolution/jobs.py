"""The evolution engine's scheduled jobs: inspection hourly, behaviour daily (configurable)."""

from __future__ import annotations

from typing import Any

from xihe.core.settings import Settings
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.jobs.scheduler import Job
from xihe.models.router import ModelRouter
from xihe.store.db import Store


def evolution_jobs(
    store: Store, settings: Settings, router: ModelRouter | None = None, tenant: str = "default"
) -> list[Job]:
    cfg = settings.evolution

    async def inspect() -> dict[str, Any]:
        report = await Inspector(store, settings, router=router).run(tenant=tenant)
        data = report.to_dict()
        data.pop("buckets")
        return data

    async def behavior() -> dict[str, Any]:
        report = await BehaviorAnalyzer(store, cfg, router=router).run(tenant=tenant)
        data = report.to_dict()
        return {
            "skipped": report.skipped,
            "unhealthy": data["unhealthy"],
            "mode": report.mode,
            "note": report.note,
        }

    return [
        Job(f"evolution.inspect:{tenant}", cfg.inspect_every_seconds, inspect),
        Job(f"evolution.behavior:{tenant}", cfg.behavior_every_seconds, behavior),
    ]
