"""ValidatingAdmissionPolicies: CEL type-checking warnings the API server recorded."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.objects import dig, generation_evidence
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for policy in ctx.objects("ValidatingAdmissionPolicy"):
        warnings = dig(policy.raw, "status", "typeChecking", "expressionWarnings") or []
        failures = [
            fail(
                f"ValidatingAdmissionPolicy {policy.name} has a CEL type-checking warning at "
                f"{w.get('fieldRef')}: {w.get('warning')}",
                {**generation_evidence(policy), "status.typeChecking.expressionWarnings[]": w},
            )
            for w in warnings
        ]
        if failures:
            results.append(ctx.result(policy, failures))
    return results


ANALYZER = Analyzer(
    "ValidatingAdmissionPolicy",
    "ValidatingAdmissionPolicy",
    run,
    default=False,
    aliases=("vap",),
)
