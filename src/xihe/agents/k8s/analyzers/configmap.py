"""ConfigMaps: unused, empty, too large, or referenced by a pod and missing."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.analyzers._refs import USERS, missing_references, usage
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer

SKIP_LABELS = ("grafana_dashboard", "grafana_datasource", "prometheus_rule", "fluentd_config")
MAX_BYTES = 1024 * 1024


def _skipped(cm: KObj) -> bool:
    """Loaded by sidecars and operators by label, not by pod references."""
    return (
        any(label in cm.labels for label in SKIP_LABELS)
        or cm.labels.get("k8sgpt.ai/dynamically-loaded") == "true"
        or cm.annotations.get("k8sgpt.ai/skip-usage-check") == "true"
    )


def _size(cm: KObj) -> int:
    data = cm.raw.get("data") or {}
    binary = cm.raw.get("binaryData") or {}
    return sum(len(str(v).encode()) for v in data.values()) + sum(
        len(str(v)) * 3 // 4 for v in binary.values()
    )


def _check(cm: KObj, used: dict[tuple[str, str], list[str]] | None) -> list[Failure]:
    out: list[Failure] = []
    if used is not None and not _skipped(cm) and not used.get((cm.namespace, cm.name)):
        ev = {"users looked up": list(USERS), "namespace": cm.namespace}
        out.append(fail(f"ConfigMap {cm.name} is not used by any pods in the namespace", ev))
    if not cm.raw.get("data") and not cm.raw.get("binaryData"):
        out.append(fail(f"ConfigMap {cm.name} is empty", {"data": None, "binaryData": None}))
    size = _size(cm)
    if size > MAX_BYTES:
        out.append(fail(f"ConfigMap {cm.name} is larger than 1MB ({size} bytes)", {"bytes": size}))
    return out


def run(ctx: Context) -> list[Result]:
    used = usage(ctx, "ConfigMap")
    if used is None:
        ctx.unchecked("unused ConfigMaps", "Pod")
    results = []
    for cm in ctx.objects("ConfigMap"):
        failures = _check(cm, used)
        if failures:
            results.append(ctx.result(cm, failures))
    if ctx.inv.loaded("Pod"):
        results += missing_references(ctx, "ConfigMap")
    return results


ANALYZER = Analyzer("ConfigMap", "ConfigMap", run, default=True, needs=USERS, version="2")
