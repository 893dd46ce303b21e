"""Security (optional, as k8sgpt's): pods on the `default` ServiceAccount, privileged
containers, pods without a security context, and bindings to roles with wildcard rules."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.analyzers._rbac import resolve_role, wildcard_failure
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, iter_containers, make_obj
from xihe.agents.k8s.registry import Analyzer

_LISTED = 10


def _service_account(pod: KObj) -> str:
    """The API server fills in `default` when a pod names none."""
    return str(pod.spec.get("serviceAccountName") or pod.spec.get("serviceAccount") or "default")


def _default_service_account(ctx: Context, pods: list[KObj]) -> list[Result]:
    """One finding per namespace, every pod in its evidence."""
    by_namespace: dict[str, list[KObj]] = {}
    for pod in pods:
        if _service_account(pod) == "default":
            by_namespace.setdefault(pod.namespace, []).append(pod)
    results = []
    for namespace, users in sorted(by_namespace.items()):
        names = [p.name for p in users]
        shown = ", ".join(names[:_LISTED])
        more = f" and {len(names) - _LISTED} more" if len(names) > _LISTED else ""
        text = f"Default service account is being used by pods: {shown}{more}"
        ev = {"pods": [{"name": p.name, "uid": p.uid} for p in users]}
        found = ctx.get("ServiceAccount", namespace, "default")
        account = found if isinstance(found, KObj) else _stand_in(namespace)
        failure = fail(text, ev, *names[:_LISTED])
        results.append(ctx.result(account, [failure], kind="Security/ServiceAccount"))
    return results


def _stand_in(namespace: str) -> KObj:
    meta = {"name": "default", "namespace": namespace}
    return make_obj({"kind": "ServiceAccount", "metadata": meta})


def _pod_failures(pod: KObj) -> list[Failure]:
    out: list[Failure] = []
    for where, container in iter_containers(pod.spec):
        name = str(container.get("name") or "")
        if (container.get("securityContext") or {}).get("privileged") is True:
            text = (
                f"Container {name} in pod {pod.namespace}/{pod.name} is running as privileged "
                "which poses security risks"
            )
            key = f"spec.{where}[name={name}].securityContext.privileged"
            out.append(fail(text, {key: True}, name))
    if not out and not pod.spec.get("securityContext"):
        text = (
            f"Pod {pod.namespace}/{pod.name} does not have a security context defined "
            "which may pose security risks"
        )
        own = [
            str(c.get("name")) for _w, c in iter_containers(pod.spec) if c.get("securityContext")
        ]
        ev = {
            "spec.securityContext": pod.spec.get("securityContext"),
            "containers with their own securityContext": own,
        }
        out.append(fail(text, ev))
    return out


def _wildcard_bindings(ctx: Context) -> list[Result]:
    results = []
    for binding in ctx.objects("RoleBinding"):
        role, _missing = resolve_role(ctx, binding)  # a missing role is the RBAC analyzer's
        failure = wildcard_failure(binding, role) if role is not None else None
        if failure is not None:
            results.append(ctx.result(binding, [failure], kind="Security/RoleBinding"))
    return results


def run(ctx: Context) -> list[Result]:
    results: list[Result] = []
    if ctx.inv.loaded("Pod"):
        pods = ctx.objects("Pod")
        results += _default_service_account(ctx, pods)
        for pod in pods:
            failures = _pod_failures(pod)
            if failures:
                results.append(ctx.result(pod, failures, kind="Security/Pod"))
    else:
        ctx.unchecked("pod service accounts and security contexts", "Pod")
    if ctx.inv.loaded("RoleBinding"):
        results += _wildcard_bindings(ctx)
    else:
        ctx.unchecked("wildcard rules of bound roles", "RoleBinding")
    return results


ANALYZER = Analyzer(
    "Security",
    "Pod",
    run,
    default=False,
    also=("RoleBinding",),
    needs=("ServiceAccount", "Role", "ClusterRole"),
)
