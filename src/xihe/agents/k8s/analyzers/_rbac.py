"""Shared by the binding analyzers: resolve `roleRef` by its kind."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context
from xihe.agents.k8s.model import Failure
from xihe.agents.k8s.objects import KObj


def resolve_role(ctx: Context, binding: KObj) -> tuple[KObj | None, list[Failure]]:
    """A Role lives in the binding's namespace; a ClusterRole is cluster-scoped."""
    ref = binding.raw.get("roleRef") or {}
    kind, name = str(ref.get("kind") or ""), str(ref.get("name") or "")
    namespace = binding.namespace if kind == "Role" else ""
    ev = {"roleRef": dict(ref), "looked up": f"{kind} {namespace + '/' if namespace else ''}{name}"}
    if kind not in ("Role", "ClusterRole"):
        text = f"{binding.kind} {binding.display} references an unknown role kind {kind}"
        return None, [fail(text, ev)]
    found = ctx.get(kind, namespace, name)
    if found is UNKNOWN:
        ctx.unchecked("roleRef", kind)
        return None, []
    if found is MISSING:
        text = f"{binding.kind} {binding.display} references {kind} {name} which does not exist."
        return None, [fail(text, ev, name)]
    assert isinstance(found, KObj)
    return found, []


def missing_service_accounts(ctx: Context, binding: KObj) -> list[Failure]:
    out: list[Failure] = []
    for subject in binding.raw.get("subjects") or []:
        if subject.get("kind") != "ServiceAccount":
            continue
        namespace = str(subject.get("namespace") or binding.namespace)
        name = str(subject.get("name") or "")
        found = ctx.get("ServiceAccount", namespace, name)
        if found is UNKNOWN:
            ctx.unchecked("ServiceAccount subjects", "ServiceAccount")
            continue
        if found is MISSING:
            text = (
                f"{binding.kind} {binding.display} binds ServiceAccount {namespace}/{name} "
                "which does not exist."
            )
            out.append(fail(text, {"subjects[]": dict(subject)}, name, namespace))
    return out


def has_wildcard(role: KObj) -> bool:
    return any(
        "*" in (rule.get("verbs") or []) or "*" in (rule.get("resources") or [])
        for rule in role.raw.get("rules") or []
    )


def wildcard_failure(binding: KObj, role: KObj) -> Failure | None:
    """`*` in verbs or resources of the role the binding names, whichever kind it is."""
    if not has_wildcard(role):
        return None
    text = (
        f"{binding.kind} {binding.name} references {role.kind} {role.name} which contains "
        "wildcard permissions - this is not recommended for security best practices"
    )
    ev = {"roleRef": dict(binding.raw.get("roleRef") or {}), f"{role.kind} uid": role.uid}
    return fail(text, {**ev, "rules": role.raw.get("rules")}, role.name)
