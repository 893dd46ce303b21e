"""HTTPRoutes: parent Gateways (resolved across namespaces), listener admission, backends."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, Raw
from xihe.agents.k8s.registry import Analyzer
from xihe.agents.k8s.selectors import label_selector


def _listener_refusal(ctx: Context, route: KObj, gw: KObj, listener: Raw) -> Failure | None:
    """Why one listener's allowedRoutes refuses this route; None when it admits it."""
    namespaces = (listener.get("allowedRoutes") or {}).get("namespaces") or {}
    origin = namespaces.get("from") or "Same"
    ev = {f"Gateway listener {listener.get('name')}.allowedRoutes.namespaces": namespaces}
    if origin == "Same" and route.namespace != gw.namespace:
        text = (
            f"HTTPRoute '{route.namespace}/{route.name}' is deployed in a different namespace "
            f"from Gateway '{gw.namespace}/{gw.name}' which only allows HTTPRoutes from its "
            "namespace."
        )
        return fail(text, ev, gw.namespace, gw.name)
    if origin != "Selector":
        return None
    selector = label_selector(namespaces.get("selector") or {})
    ns = ctx.get("Namespace", "", route.namespace)
    if ns is UNKNOWN:
        ctx.unchecked("listener namespace selectors", "Namespace")
        return None
    if isinstance(ns, KObj) and selector is not None and not selector.matches(ns.labels):
        text = (
            f"HTTPRoute '{route.namespace}/{route.name}' can't be attached on Gateway "
            f"'{gw.namespace}/{gw.name}', selector labels do not match the labels of "
            f"namespace {route.namespace}."
        )
        return fail(text, {**ev, "namespace labels": dict(ns.labels)}, gw.name)
    return None


def _admission(ctx: Context, route: KObj, gw: KObj, section: str | None) -> list[Failure]:
    """A route attaches when any listener (or the one named by sectionName) admits it."""
    listeners = [
        li for li in gw.spec.get("listeners") or [] if section is None or li.get("name") == section
    ]
    refusals = [_listener_refusal(ctx, route, gw, li) for li in listeners]
    if not listeners or any(r is None for r in refusals):
        return []
    return [r for r in refusals if r is not None]


def _parents(ctx: Context, route: KObj) -> list[Failure]:
    out: list[Failure] = []
    for ref in route.spec.get("parentRefs") or []:
        if (ref.get("kind") or "Gateway") != "Gateway":
            continue
        namespace, name = str(ref.get("namespace") or route.namespace), str(ref.get("name"))
        ev: dict[str, Any] = {"spec.parentRefs[]": dict(ref)}
        gw = ctx.get("Gateway", namespace, name)
        if gw is UNKNOWN:
            ctx.unchecked("parent Gateways", "Gateway")
        elif gw is MISSING:
            where = " in the same namespace" if namespace == route.namespace else ""
            text = f"HTTPRoute uses the Gateway '{namespace}/{name}' which does not exist{where}."
            out.append(fail(text, ev, namespace, name))
        elif isinstance(gw, KObj):
            out += _admission(ctx, route, gw, ref.get("sectionName"))
    return out


def _ports(svc: KObj) -> set[int]:
    return {int(p.get("port")) for p in svc.spec.get("ports") or [] if p.get("port") is not None}


def _backends(ctx: Context, route: KObj) -> list[Failure]:
    out: list[Failure] = []
    seen: set[tuple[str, str, Any]] = set()
    for rule in route.spec.get("rules") or []:
        for ref in rule.get("backendRefs") or []:
            if (ref.get("kind") or "Service") != "Service" or ref.get("group") not in (None, ""):
                continue
            namespace, name = str(ref.get("namespace") or route.namespace), str(ref.get("name"))
            key = (namespace, name, ref.get("port"))
            if key in seen:
                continue
            seen.add(key)
            ev = {"spec.rules[].backendRefs[]": dict(ref)}
            if is_missing(ctx, "Service", namespace, name, "backend Services"):
                text = f"HTTPRoute uses the Service '{namespace}/{name}' which does not exist."
                out.append(fail(text, ev, namespace, name))
                continue
            svc = ctx.get("Service", namespace, name)
            port = ref.get("port")
            if isinstance(svc, KObj) and port is not None and int(port) not in _ports(svc):
                text = (
                    f"HTTPRoute's backend service '{name}' is using port '{int(port)}' but the "
                    f"corresponding K8s service '{namespace}/{name}' isn't configured with the "
                    "same port."
                )
                out.append(fail(text, {**ev, "Service ports": sorted(_ports(svc))}, name))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for route in ctx.objects("HTTPRoute"):
        failures = _parents(ctx, route) + _backends(ctx, route)
        if failures:
            results.append(ctx.result(route, failures))
    return results


ANALYZER = Analyzer(
    "HTTPRoute", "HTTPRoute", run, default=False, needs=("Gateway", "Service", "Namespace")
)
