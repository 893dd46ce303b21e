"""StatefulSets: their headless Service, storage classes, and the first pod not running."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail, is_missing, latest_event_of
from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import STALE, KObj, as_int, generation_evidence, status_is_stale
from xihe.agents.k8s.registry import Analyzer


def _references(ctx: Context, sts: KObj) -> list[Failure]:
    out: list[Failure] = []
    service = sts.spec.get("serviceName")
    if service and is_missing(ctx, "Service", sts.namespace, service, "serviceName"):
        text = f"StatefulSet uses the service {sts.namespace}/{service} which does not exist."
        out.append(fail(text, {"spec.serviceName": service}, service))
    classes: list[str] = []
    for tpl in sts.spec.get("volumeClaimTemplates") or []:
        cls = (tpl.get("spec") or {}).get("storageClassName")
        if cls and cls not in classes:
            classes.append(cls)
    for cls in classes:
        if is_missing(ctx, "StorageClass", "", cls, "volumeClaimTemplates storageClassName"):
            text = f"StatefulSet uses the storage class {cls} which does not exist."
            ev = {"spec.volumeClaimTemplates[].spec.storageClassName": cls}
            out.append(fail(text, ev, cls))
    return out


def _pods(ctx: Context, sts: KObj) -> list[Failure]:
    desired = sts.spec.get("replicas")
    available = as_int(sts.status.get("availableReplicas"))
    if desired is None or available >= as_int(desired):
        return []
    ev = {
        **generation_evidence(sts),
        "spec.replicas": desired,
        "status.availableReplicas": available,
    }
    if status_is_stale(sts):
        ctx.suppress(sts, STALE, ev)
        return []
    for index in range(as_int(desired)):
        pod_name = f"{sts.name}-{index}"
        pod = ctx.get("Pod", sts.namespace, pod_name)
        if pod is UNKNOWN:
            ctx.unchecked("pods of the StatefulSet", "Pod")
            return []
        if pod is MISSING:
            if index > 0:
                return []
            event = latest_event_of(ctx, sts, warning_only=True)
            if event is None:
                return []
            return [fail(str(event.raw.get("message")), {**ev, "pod": pod_name + " (missing)"})]
        assert isinstance(pod, KObj)
        phase = pod.status.get("phase")
        if phase != "Running":
            text = (
                f"Statefulset pod {pod_name} in the namespace {sts.namespace} "
                "is not in running state."
            )
            pod_ev = {**ev, f"Pod {pod_name}": {"uid": pod.uid, "status.phase": phase}}
            return [fail(text, pod_ev, pod_name)]
    return []


def run(ctx: Context) -> list[Result]:
    results = []
    for sts in ctx.objects("StatefulSet"):
        failures = _references(ctx, sts) + _pods(ctx, sts)
        if failures:
            results.append(ctx.result(sts, failures))
    return results


ANALYZER = Analyzer(
    "StatefulSet",
    "StatefulSet",
    run,
    default=True,
    needs=("Service", "StorageClass", "Pod", "Event"),
    version="2",
)
