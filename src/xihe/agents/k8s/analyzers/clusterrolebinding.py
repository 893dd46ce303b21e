"""ClusterRoleBindings: the ClusterRole and ServiceAccounts they name must exist."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._rbac import missing_service_accounts, resolve_role
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for crb in ctx.objects("ClusterRoleBinding"):
        _role, failures = resolve_role(ctx, crb)
        failures += missing_service_accounts(ctx, crb)
        if failures:
            results.append(ctx.result(crb, failures))
    return results


ANALYZER = Analyzer(
    "ClusterRoleBinding",
    "ClusterRoleBinding",
    run,
    default=False,
    needs=("ClusterRole", "ServiceAccount"),
)
