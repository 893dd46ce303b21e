"""Deployments, read as the controller means them: generations first, conditions by type."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import (
    STALE,
    KObj,
    as_int,
    cond_evidence,
    cond_key,
    condition,
    generation_evidence,
    status_is_stale,
)
from xihe.agents.k8s.registry import Analyzer

FINISHED = "NewReplicaSetAvailable"


def _evidence(dep: KObj) -> dict[str, Any]:
    return {
        **generation_evidence(dep),
        "spec.replicas": dep.spec.get("replicas"),
        "status.replicas": as_int(dep.status.get("replicas")),
        "status.readyReplicas": as_int(dep.status.get("readyReplicas")),
        "status.updatedReplicas": as_int(dep.status.get("updatedReplicas")),
        cond_key("Available"): cond_evidence(condition(dep, "Available")),
        cond_key("Progressing"): cond_evidence(condition(dep, "Progressing")),
    }


def _progress_failure(dep: KObj, ev: dict[str, Any]) -> Failure | None:
    """Progressing=False (ProgressDeadlineExceeded above all) is reported whatever the counts:
    every Ready pod may still belong to the old ReplicaSet."""
    cond = condition(dep, "Progressing")
    if cond is None or cond.get("status") != "False":
        return None
    text = (
        f"Deployment {dep.namespace}/{dep.name} has condition Progressing=False, "
        f"reason {cond.get('reason') or ''}: {cond.get('message') or ''}"
    )
    return fail(text, ev)


def _rollout_in_progress(dep: KObj) -> bool:
    """Available=True and Progressing=True with any reason but NewReplicaSetAvailable,
    which means the rollout has finished."""
    available = condition(dep, "Available")
    progressing = condition(dep, "Progressing")
    return (
        available is not None
        and available.get("status") == "True"
        and progressing is not None
        and progressing.get("status") == "True"
        and progressing.get("reason") != FINISHED
    )


def _replica_failure(ctx: Context, dep: KObj, ev: dict[str, Any]) -> Failure | None:
    desired = dep.spec.get("replicas")
    if desired is None:
        return None
    desired = as_int(desired)
    ready = as_int(dep.status.get("readyReplicas"))
    current = as_int(dep.status.get("replicas"))
    if ready >= desired:
        return None  # a surplus is pods of a scale-down still terminating, not a failure
    if status_is_stale(dep):
        ctx.suppress(dep, STALE, ev)
        return None
    if _rollout_in_progress(dep):
        ctx.suppress(dep, "rollout in progress: Available=True and Progressing=True", ev)
        return None
    if current > desired:
        text = (
            f"Deployment {dep.namespace}/{dep.name} has {desired} replicas in spec but "
            f"{current} replicas in status because status field is not updated yet after "
            f"scaling and {ready} replicas are available with status running"
        )
    else:
        text = (
            f"Deployment {dep.namespace}/{dep.name} has {desired} replicas but {ready} "
            "are available with status running"
        )
    return fail(text, ev)


def run(ctx: Context) -> list[Result]:
    results = []
    for dep in ctx.objects("Deployment"):
        ev = _evidence(dep)
        found = [_progress_failure(dep, ev), _replica_failure(ctx, dep, ev)]
        failures = [f for f in found if f is not None]
        if failures:
            results.append(ctx.result(dep, failures))
    return results


ANALYZER = Analyzer("Deployment", "Deployment", run, default=True, version="3")
