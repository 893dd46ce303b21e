"""Shared by the webhook analyzers: the receiving Service must exist and have running pods."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, Raw
from xihe.agents.k8s.selectors import map_selector


def _webhook(ctx: Context, label: str, hook: Raw) -> list[Failure]:
    svc_ref = (hook.get("clientConfig") or {}).get("service")
    if not svc_ref:
        return []
    name, namespace = str(svc_ref.get("name")), str(svc_ref.get("namespace"))
    hook_name = str(hook.get("name"))
    ev: dict[str, Any] = {f"webhooks[name={hook_name}].clientConfig.service": dict(svc_ref)}
    if is_missing(ctx, "Service", namespace, name, "webhook services"):
        text = f"Service {name} not found as mapped to by {label} Webhook {hook_name}"
        return [fail(text, ev, name, namespace, hook_name)]
    svc = ctx.get("Service", namespace, name)
    if not isinstance(svc, KObj):
        return []
    selector = svc.spec.get("selector") or {}
    if not selector:
        return []
    pods = ctx.inv.in_namespace("Pod", namespace)
    if pods is None:
        ctx.unchecked("webhook receiver pods", "Pod")
        return []
    match = map_selector(selector)
    selected = [p for p in pods if match.matches(p.labels)]
    ev["Service uid"] = svc.uid
    if not selected:
        text = (
            f"No active pods found within service {name} as mapped to by "
            f"{label} Webhook {hook_name}"
        )
        return [fail(text, ev, name, hook_name)]
    out = []
    for pod in selected:
        phase = pod.status.get("phase")
        if phase != "Running":
            text = (
                f"{label} Webhook ({hook_name}) is pointing to an inactive "
                f"receiver pod ({pod.name})"
            )
            pod_ev = {**ev, f"Pod {pod.namespace}/{pod.name}": {"uid": pod.uid, "phase": phase}}
            out.append(fail(text, pod_ev, hook_name, pod.name))
    return out


def analyze(ctx: Context, kind: str, label: str) -> list[Result]:
    results = []
    for config in ctx.objects(kind):
        failures: list[Failure] = []
        for hook in config.raw.get("webhooks") or []:
            failures += _webhook(ctx, label, hook)
        if failures:
            results.append(ctx.result(config, failures))
    return results
