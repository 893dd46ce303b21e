"""DaemonSets: pods not ready on scheduled nodes, and image pull secrets that do not exist."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import STALE, KObj, as_int, generation_evidence, status_is_stale
from xihe.agents.k8s.registry import Analyzer


def _readiness(ctx: Context, ds: KObj) -> list[Failure]:
    ready = as_int(ds.status.get("numberReady"))
    desired = as_int(ds.status.get("desiredNumberScheduled"))
    if ready >= desired:
        return []
    ev = {
        **generation_evidence(ds),
        "status.desiredNumberScheduled": desired,
        "status.numberReady": ready,
        "status.numberUnavailable": as_int(ds.status.get("numberUnavailable")),
    }
    if status_is_stale(ds):
        ctx.suppress(ds, STALE, ev)
        return []
    text = (
        f"DaemonSet {ds.namespace}/{ds.name} has {ready} ready replicas out of {desired} scheduled"
    )
    return [fail(text, ev)]


def _pull_secrets(ctx: Context, ds: KObj) -> list[Failure]:
    spec = (ds.spec.get("template") or {}).get("spec") or {}
    out: list[Failure] = []
    seen: set[str] = set()
    for ref in spec.get("imagePullSecrets") or []:
        name = ref.get("name")
        if not name or name in seen:
            continue
        seen.add(name)
        if is_missing(ctx, "Secret", ds.namespace, name, "imagePullSecrets"):
            text = (
                f"DaemonSet {ds.namespace}/{ds.name} references non-existent ImagePullSecret {name}"
            )
            out.append(fail(text, {"spec.template.spec.imagePullSecrets[].name": name}, name))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for ds in ctx.objects("DaemonSet"):
        failures = _readiness(ctx, ds) + _pull_secrets(ctx, ds)
        if failures:
            results.append(ctx.result(ds, failures))
    return results


ANALYZER = Analyzer("DaemonSet", "DaemonSet", run, default=True, needs=("Secret",), version="2")
