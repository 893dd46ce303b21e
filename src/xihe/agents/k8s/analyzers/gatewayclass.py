"""GatewayClasses not accepted by their controller (condition looked up by type)."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.objects import cond_evidence, cond_key, condition
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for gc in ctx.objects("GatewayClass"):
        cond = condition(gc, "Accepted")
        if cond is None or cond.get("status") == "True":
            continue
        controller = gc.spec.get("controllerName") or ""
        text = (
            f"GatewayClass '{gc.name}' with a controller name '{controller}' is not accepted. "
            f"Message: '{cond.get('message') or ''}'."
        )
        ev = {"spec.controllerName": controller, cond_key("Accepted"): cond_evidence(cond)}
        results.append(ctx.result(gc, [fail(text, ev)]))
    return results


ANALYZER = Analyzer("GatewayClass", "GatewayClass", run, default=False)
