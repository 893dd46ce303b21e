"""CronJobs: suspended, an invalid schedule, a negative starting deadline."""

from __future__ import annotations

import re

from croniter import croniter

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer

_MACROS = {"@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"}
_TZ_PREFIX = re.compile(r"^(CRON_)?TZ=\S+\s+")


def valid_schedule(schedule: str) -> bool:
    """The cron syntax Kubernetes accepts: five fields, macros, an optional TZ= prefix."""
    expr = _TZ_PREFIX.sub("", schedule.strip())
    if expr in _MACROS:
        return True
    if len(expr.split()) != 5:
        return False
    return bool(croniter.is_valid(expr))


def _check(cj: KObj) -> list[Failure]:
    if cj.spec.get("suspend") is True:
        return [fail(f"CronJob {cj.name} is suspended", {"spec.suspend": True})]
    out: list[Failure] = []
    schedule = str(cj.spec.get("schedule") or "")
    if not valid_schedule(schedule):
        text = f"CronJob {cj.name} has an invalid schedule: {schedule}"
        out.append(fail(text, {"spec.schedule": schedule}))
    deadline = cj.spec.get("startingDeadlineSeconds")
    if deadline is not None and int(deadline) < 0:
        text = f"CronJob {cj.name} has a negative starting deadline"
        out.append(fail(text, {"spec.startingDeadlineSeconds": deadline}))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for cj in ctx.objects("CronJob"):
        failures = _check(cj)
        if failures:
            results.append(ctx.result(cj, failures))
    return results


ANALYZER = Analyzer("CronJob", "CronJob", run, default=True)
