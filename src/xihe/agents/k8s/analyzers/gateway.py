"""Gateways: their class must exist; Accepted and Programmed are looked up by type."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, cond_evidence, cond_key, condition, generation_evidence
from xihe.agents.k8s.registry import Analyzer

CHECKED = ("Accepted", "Programmed")


def _check(ctx: Context, gw: KObj) -> list[Failure]:
    out: list[Failure] = []
    cls = str(gw.spec.get("gatewayClassName") or "")
    if cls and is_missing(ctx, "GatewayClass", "", cls, "gatewayClassName"):
        text = f"Gateway uses the GatewayClass {cls} which does not exist."
        out.append(fail(text, {"spec.gatewayClassName": cls}, cls))
    for ctype in CHECKED:
        cond = condition(gw, ctype)
        if cond is None or cond.get("status") == "True":
            continue
        text = (
            f"Gateway '{gw.namespace}/{gw.name}' has condition {ctype}={cond.get('status')}, "
            f"reason {cond.get('reason') or ''}: {cond.get('message') or ''}"
        )
        ev = {**generation_evidence(gw), cond_key(ctype): cond_evidence(cond)}
        if "observedGeneration" in cond:
            ev[f"{cond_key(ctype)}.observedGeneration"] = cond["observedGeneration"]
        out.append(fail(text, ev))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for gw in ctx.objects("Gateway"):
        failures = _check(ctx, gw)
        if failures:
            results.append(ctx.result(gw, failures))
    return results


ANALYZER = Analyzer("Gateway", "Gateway", run, default=False, needs=("GatewayClass",))
