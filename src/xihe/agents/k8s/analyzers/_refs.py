"""Shared by the ConfigMap and Secret analyzers: who uses what, and what is missing."""

from __future__ import annotations

from collections import defaultdict

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.objects import KObj, pod_template_spec
from xihe.agents.k8s.podrefs import Ref, pod_refs

USERS = ("Pod", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob")


def usage(ctx: Context, kind: str) -> dict[tuple[str, str], list[str]] | None:
    """(namespace, name) -> who uses it, from pods and workload templates.

    None when Pods did not load: an unused verdict needs them.
    """
    if not ctx.inv.loaded("Pod"):
        return None
    used: dict[tuple[str, str], list[str]] = defaultdict(list)
    for user_kind in USERS:
        for obj in ctx.inv.all(user_kind):
            for ref in pod_refs(pod_template_spec(obj)):
                if ref.kind == kind:
                    used[(obj.namespace, ref.name)].append(f"{obj.kind}/{obj.name} {ref.via}")
    return used


def missing_references(ctx: Context, kind: str) -> list[Result]:
    """One finding per pod and missing object, listing every place that refers to it."""
    results: list[Result] = []
    for pod in ctx.objects("Pod"):
        grouped: dict[str, list[Ref]] = defaultdict(list)
        for ref in pod_refs(pod.spec):
            if ref.kind == kind and not ref.optional:
                grouped[ref.name].append(ref)
        failures = []
        for name, refs in grouped.items():
            found = ctx.get(kind, pod.namespace, name)
            if found is UNKNOWN:
                ctx.unchecked(f"{kind} references from pods", kind)
                break
            if found is not MISSING:
                continue
            text = f"Pod {pod.namespace}/{pod.name} uses the {kind} {name} which does not exist."
            failures.append(fail(text, {"referenced from": [r.via for r in refs]}, name))
        if failures:
            results.append(ctx.result(pod, failures))
    return results


def is_used(used: dict[tuple[str, str], list[str]], obj: KObj) -> bool:
    return bool(used.get((obj.namespace, obj.name)))
