"""Nodes: not Ready, or under a pressure condition."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, cond_evidence, cond_key
from xihe.agents.k8s.registry import Analyzer

IGNORED = {"EtcdIsVoter"}


def _bad(ctype: str, status: str) -> bool:
    """Ready must be True; every other condition (node-problem-detector's too) reports a
    problem as True. Unknown on any type means its reporter stopped reporting."""
    if ctype in IGNORED:
        return False
    if ctype == "Ready":
        return status != "True"
    return status in ("True", "Unknown")


def _check(node: KObj) -> list[Failure]:
    out: list[Failure] = []
    for cond in node.status.get("conditions") or []:
        ctype, status = str(cond.get("type")), str(cond.get("status"))
        if not _bad(ctype, status):
            continue
        text = (
            f"{node.name} has condition of type {ctype}, reason {cond.get('reason') or ''}: "
            f"{cond.get('message') or ''}"
        )
        out.append(fail(text, {cond_key(ctype): cond_evidence(cond)}))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for node in ctx.objects("Node"):
        failures = _check(node)
        if failures:
            results.append(ctx.result(node, failures))
    return results


ANALYZER = Analyzer("Node", "Node", run, default=True, version="2")
