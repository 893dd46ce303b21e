"""RoleBindings: `roleRef` resolves by kind (a Role in the namespace or a ClusterRole)."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._rbac import missing_service_accounts, resolve_role, wildcard_failure
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for rb in ctx.objects("RoleBinding"):
        role, failures = resolve_role(ctx, rb)
        wildcard = wildcard_failure(rb, role) if role is not None else None
        if wildcard is not None:
            failures.append(wildcard)
        failures += missing_service_accounts(ctx, rb)
        if failures:
            results.append(ctx.result(rb, failures))
    return results


ANALYZER = Analyzer(
    "RoleBinding",
    "RoleBinding",
    run,
    default=False,
    needs=("Role", "ClusterRole", "ServiceAccount"),
    aliases=("rbac",),
    version="2",
)
