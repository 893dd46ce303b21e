"""NetworkPolicies: `podSelector` selects pods in the policy's own namespace only."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer
from xihe.agents.k8s.selectors import label_selector


def _check(ctx: Context, pol: KObj) -> list[Failure]:
    raw_selector = pol.spec.get("podSelector") or {}
    ev = {"spec.podSelector": dict(raw_selector), "pods looked up in namespace": pol.namespace}
    selector = label_selector(raw_selector)
    if selector is None or selector.empty:
        return [fail(f"Network policy allows traffic to all pods: {pol.name}", ev)]
    pods = ctx.inv.in_namespace("Pod", pol.namespace)
    if pods is None:
        ctx.unchecked("pods selected by podSelector", "Pod")
        return []
    matched = [p.name for p in pods if selector.matches(p.labels)]
    if matched:
        return []
    return [fail(f"Network policy is not applied to any pods: {pol.name}", ev)]


def run(ctx: Context) -> list[Result]:
    results = []
    for pol in ctx.objects("NetworkPolicy"):
        failures = _check(ctx, pol)
        if failures:
            results.append(ctx.result(pol, failures))
    return results


ANALYZER = Analyzer(
    "NetworkPolicy", "NetworkPolicy", run, default=False, needs=("Pod",), aliases=("netpol",)
)
