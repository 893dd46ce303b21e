"""PodDisruptionBudgets that allow no disruption, found by condition type."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import as_int, cond_evidence, cond_key, condition
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for pdb in ctx.objects("PodDisruptionBudget"):
        cond = condition(pdb, "DisruptionAllowed")
        if cond is None or cond.get("status") != "False":
            continue
        ev = {
            cond_key("DisruptionAllowed"): cond_evidence(cond),
            "status.currentHealthy": as_int(pdb.status.get("currentHealthy")),
            "status.desiredHealthy": as_int(pdb.status.get("desiredHealthy")),
            "status.expectedPods": as_int(pdb.status.get("expectedPods")),
        }
        labels = (pdb.spec.get("selector") or {}).get("matchLabels") or {}
        failures: list[Failure] = [
            fail(f"{cond.get('reason')}, expected pdb pod label {k}={v}", ev, str(k), str(v))
            for k, v in labels.items()
        ]
        if not labels:
            failures.append(fail(f"{cond.get('reason')}: {cond.get('message') or ''}", ev))
        results.append(ctx.result(pdb, failures))
    return results


ANALYZER = Analyzer(
    "PodDisruptionBudget", "PodDisruptionBudget", run, default=False, aliases=("pdb",)
)
