"""ReplicaSets: a failed pod creation is a finding however many replicas already exist."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.objects import as_int, cond_evidence, cond_key, condition
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for rs in ctx.objects("ReplicaSet"):
        cond = condition(rs, "ReplicaFailure")
        if cond is None or cond.get("status") != "True" or cond.get("reason") != "FailedCreate":
            continue
        ev = {
            "spec.replicas": rs.spec.get("replicas"),
            "status.replicas": as_int(rs.status.get("replicas")),
            cond_key("ReplicaFailure"): cond_evidence(cond),
        }
        results.append(ctx.result(rs, [fail(str(cond.get("message") or "FailedCreate"), ev)]))
    return results


ANALYZER = Analyzer("ReplicaSet", "ReplicaSet", run, default=True, version="2")
