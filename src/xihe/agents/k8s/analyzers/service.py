"""Services: endpoints from EndpointSlices (or Endpoints), not-ready pods, warning events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import MISSING, Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer
from xihe.agents.k8s.selectors import map_selector

LEADER_ANNOTATION = "control-plane.alpha.kubernetes.io/leader"
SLICE_LABEL = "kubernetes.io/service-name"


@dataclass(slots=True)
class Endpoints:
    source: str
    ready: list[str] = field(default_factory=list)
    not_ready: list[str] = field(default_factory=list)
    leader_election: bool = False


def _target(ref: dict[str, Any] | None, ip: str) -> str:
    if ref and ref.get("name"):
        return f"{ref.get('kind') or 'Pod'}/{ref['name']}"
    return ip


def _from_slices(slices: list[KObj]) -> Endpoints:
    eps = Endpoints("EndpointSlice")
    for es in slices:
        for ep in es.raw.get("endpoints") or []:
            ready = (ep.get("conditions") or {}).get("ready")
            addr = ",".join(ep.get("addresses") or [])
            bucket = eps.not_ready if ready is False else eps.ready
            bucket.append(_target(ep.get("targetRef"), addr))
    return eps


def _from_endpoints(obj: KObj) -> Endpoints:
    eps = Endpoints("Endpoints", leader_election=LEADER_ANNOTATION in obj.annotations)
    for subset in obj.raw.get("subsets") or []:
        for addr in subset.get("addresses") or []:
            eps.ready.append(_target(addr.get("targetRef"), str(addr.get("ip"))))
        for addr in subset.get("notReadyAddresses") or []:
            eps.not_ready.append(_target(addr.get("targetRef"), str(addr.get("ip"))))
    return eps


def _endpoints(ctx: Context, svc: KObj) -> Endpoints | None:
    """EndpointSlices when they loaded, the legacy Endpoints object otherwise."""
    slices = ctx.inv.in_namespace("EndpointSlice", svc.namespace)
    legacy = ctx.get("Endpoints", svc.namespace, svc.name)
    if slices is not None:
        eps = _from_slices([s for s in slices if s.labels.get(SLICE_LABEL) == svc.name])
        eps.leader_election = isinstance(legacy, KObj) and LEADER_ANNOTATION in legacy.annotations
        return eps
    if isinstance(legacy, KObj):
        return _from_endpoints(legacy)
    if legacy is MISSING:
        return Endpoints("Endpoints")
    ctx.unchecked("service endpoints", "EndpointSlice")
    return None


def _endpoint_failures(ctx: Context, svc: KObj) -> list[Failure]:
    selector = svc.spec.get("selector") or {}
    if svc.spec.get("type") == "ExternalName" or not selector:
        return []
    eps = _endpoints(ctx, svc)
    if eps is None or eps.leader_election:
        return []
    if eps.ready and not eps.not_ready:
        return []
    ev: dict[str, Any] = {"spec.selector": dict(selector), "endpoints.source": eps.source}
    pods = ctx.inv.in_namespace("Pod", svc.namespace)
    if pods is not None:
        match = map_selector(selector)
        ev["pods matching selector"] = sorted(p.name for p in pods if match.matches(p.labels))
    if not eps.ready and not eps.not_ready:
        return [
            fail(f"Service has no endpoints, expected label {k}={v}", ev, str(k), str(v))
            for k, v in selector.items()
        ]
    if eps.not_ready:
        names = [n.split("/", 1)[-1] for n in eps.not_ready]
        text = (
            f"Service has not ready endpoints, pods: [{' '.join(eps.not_ready)}], "
            f"expected {len(eps.not_ready)}"
        )
        return [fail(text, {**ev, "endpoints.notReady": eps.not_ready}, *names)]
    return []


def _event_failures(ctx: Context, svc: KObj) -> list[Failure]:
    out: list[Failure] = []
    if not ctx.inv.loaded("Event"):
        ctx.unchecked("warning events", "Event")
        return out
    for event in ctx.inv.events_for(svc):
        if event.raw.get("type") == "Normal":
            continue
        text = f"Service {svc.namespace}/{svc.name} has event {event.raw.get('message')}"
        out.append(fail(text, {"event": {"name": event.name, "reason": event.raw.get("reason")}}))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for svc in ctx.objects("Service"):
        failures = _endpoint_failures(ctx, svc) + _event_failures(ctx, svc)
        if failures:
            results.append(ctx.result(svc, failures))
    return results


ANALYZER = Analyzer(
    "Service",
    "Service",
    run,
    default=True,
    needs=("EndpointSlice", "Endpoints", "Pod", "Event"),
)
