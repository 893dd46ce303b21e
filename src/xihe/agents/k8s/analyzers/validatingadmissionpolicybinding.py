"""ValidatingAdmissionPolicyBindings whose policy does not exist.

The policy is resolved without the label selector that chose the binding.
"""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer

KIND = "ValidatingAdmissionPolicyBinding"


def run(ctx: Context) -> list[Result]:
    results = []
    for binding in ctx.objects(KIND):
        policy = str(binding.spec.get("policyName") or "")
        if policy and is_missing(ctx, "ValidatingAdmissionPolicy", "", policy, "policyName"):
            text = (
                f"ValidatingAdmissionPolicyBinding {binding.name} references "
                f"ValidatingAdmissionPolicy {policy} which does not exist."
            )
            results.append(ctx.result(binding, [fail(text, {"spec.policyName": policy}, policy)]))
    return results


ANALYZER = Analyzer(
    KIND, KIND, run, default=False, needs=("ValidatingAdmissionPolicy",), aliases=("vapb",)
)
