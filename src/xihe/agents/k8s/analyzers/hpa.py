"""HorizontalPodAutoscalers: conditions by type, the scale target, and resource requests."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, as_int, cond_evidence, cond_key, pod_template_spec
from xihe.agents.k8s.registry import Analyzer

SCALABLE = ("Deployment", "ReplicationController", "ReplicaSet", "StatefulSet")


def _conditions(hpa: KObj) -> list[Failure]:
    out: list[Failure] = []
    desired = as_int(hpa.status.get("desiredReplicas"))
    minimum = as_int(hpa.spec.get("minReplicas"), 1)
    for cond in hpa.status.get("conditions") or []:
        ctype, status = str(cond.get("type")), str(cond.get("status"))
        ev: dict[str, Any] = {cond_key(ctype): cond_evidence(cond)}
        if ctype == "ScalingLimited":
            if status != "True":
                continue
            if cond.get("reason") == "TooFewReplicas" and desired == minimum:
                continue
            ev.update({"status.desiredReplicas": desired, "spec.minReplicas": minimum})
        elif status != "False":
            continue
        out.append(fail(str(cond.get("message") or cond.get("reason") or ctype), ev))
    return out


def _metric_resources(hpa: KObj) -> set[str]:
    """Resources whose utilization the HPA computes: those need container requests."""
    names: set[str] = set()
    for metric in hpa.spec.get("metrics") or []:
        for key in ("resource", "containerResource"):
            res = metric.get(key) or {}
            if (res.get("target") or {}).get("type") == "Utilization" and res.get("name"):
                names.add(str(res["name"]))
    return names


def _target(ctx: Context, hpa: KObj) -> list[Failure]:
    ref = hpa.spec.get("scaleTargetRef") or {}
    kind, name = str(ref.get("kind") or ""), str(ref.get("name") or "")
    ev = {"spec.scaleTargetRef": dict(ref)}
    if kind not in SCALABLE:
        text = f"HorizontalPodAutoscaler uses {kind} as ScaleTargetRef which is not an option."
        return [fail(text, ev)]
    target = ctx.get(kind, hpa.namespace, name)
    if target is UNKNOWN:
        ctx.unchecked("scale target", kind)
        return []
    if target is MISSING:
        text = f"HorizontalPodAutoscaler uses {kind}/{name} as ScaleTargetRef which does not exist."
        return [fail(text, ev, name)]
    assert isinstance(target, KObj)
    needed = _metric_resources(hpa)
    spec = pod_template_spec(target) or {}
    for container in spec.get("containers") or []:
        requests = (container.get("resources") or {}).get("requests") or {}
        if needed - set(requests):
            text = f"{kind} {hpa.namespace}/{name} does not have resource configured."
            missing_ev = {
                **ev,
                "metrics utilization resources": sorted(needed),
                f"container {container.get('name')} requests": dict(requests),
            }
            return [fail(text, missing_ev, name)]
    return []


def run(ctx: Context) -> list[Result]:
    results = []
    for hpa in ctx.objects("HorizontalPodAutoscaler"):
        failures = _conditions(hpa) + _target(ctx, hpa)
        if failures:
            results.append(ctx.result(hpa, failures))
    return results


ANALYZER = Analyzer(
    "HorizontalPodAutoscaler",
    "HorizontalPodAutoscaler",
    run,
    default=False,
    needs=("Deployment", "ReplicaSet", "StatefulSet"),
    aliases=("hpa",),
)
