"""RoleBindings: `roleRef` resolves by kind (a Role in the namespace or a ClusterRole)."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.analyzers._rbac import has_wildcard, missing_service_accounts, resolve_role
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for rb in ctx.objects("RoleBinding"):
        role, failures = resolve_role(ctx, rb)
        if role is not None and role.kind == "Role" and has_wildcard(role):
            text = (
                f"RoleBinding {rb.name} references Role {role.name} which contains wildcard "
                "permissions - this is not recommended for security best practices"
            )
            failures.append(fail(text, {"Role uid": role.uid, "rules": role.raw.get("rules")}))
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
)
