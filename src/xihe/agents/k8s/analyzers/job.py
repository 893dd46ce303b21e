"""Jobs: suspended, or failed without having succeeded after its retries."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import event_evidence, fail, latest_event_of
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, as_int, cond_evidence, cond_key, condition_is
from xihe.agents.k8s.objects import condition as find_condition
from xihe.agents.k8s.registry import Analyzer

SUCCESS_CONDITIONS = ("SuccessCriteriaMet", "Complete")


def _evidence(job: KObj) -> dict[str, Any]:
    """SuccessCriteriaMet and Complete stay two keys: one precedes the other in a Job's life."""
    ev: dict[str, Any] = {
        "status.failed": as_int(job.status.get("failed")),
        "status.succeeded": as_int(job.status.get("succeeded")),
    }
    for ctype in (*SUCCESS_CONDITIONS, "Failed"):
        ev[cond_key(ctype)] = cond_evidence(find_condition(job, ctype))
    return ev


def _failed(ctx: Context, job: KObj) -> list[Failure]:
    if as_int(job.status.get("failed")) == 0:
        return []
    ev = _evidence(job)
    met = [c for c in SUCCESS_CONDITIONS if condition_is(job, c, "True")]
    if met:
        reason = f"succeeded after {ev['status.failed']} failed pod(s): " + ", ".join(
            f"{c}=True" for c in met
        )
        ctx.suppress(job, reason, ev)
        return []
    text = f"Job {job.name} has failed"
    event = latest_event_of(ctx, job)
    if event is not None and event.raw.get("reason") == "BackoffLimitExceeded":
        text = str(event.raw.get("message") or text)
        ev.update(event_evidence(event))
    return [fail(text, ev)]


def run(ctx: Context) -> list[Result]:
    results = []
    for job in ctx.objects("Job"):
        failures: list[Failure] = []
        if job.spec.get("suspend") is True:
            failures.append(fail(f"Job {job.name} is suspended", {"spec.suspend": True}))
        failures += _failed(ctx, job)
        if failures:
            results.append(ctx.result(job, failures))
    return results


ANALYZER = Analyzer("Job", "Job", run, default=True, needs=("Event",), version="2")
