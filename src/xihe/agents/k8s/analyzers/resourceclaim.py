"""ResourceClaims (DRA): the DeviceClasses they request must exist.

DeviceClasses are platform objects: they are looked up without the claim's filters.
"""

from __future__ import annotations

from collections.abc import Iterator

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.objects import KObj, Raw
from xihe.agents.k8s.registry import Analyzer


def _class_refs(claim: KObj) -> Iterator[tuple[str, str]]:
    """(deviceClassName, where) over v1 `exactly`/`firstAvailable` and v1beta1 shapes."""
    requests: list[Raw] = (claim.spec.get("devices") or {}).get("requests") or []
    for req in requests:
        where = f"spec.devices.requests[name={req.get('name')}]"
        if req.get("deviceClassName"):
            yield str(req["deviceClassName"]), f"{where}.deviceClassName"
        exactly = req.get("exactly") or {}
        if exactly.get("deviceClassName"):
            yield str(exactly["deviceClassName"]), f"{where}.exactly.deviceClassName"
        for sub in req.get("firstAvailable") or []:
            if sub.get("deviceClassName"):
                sub_where = f"{where}.firstAvailable[name={sub.get('name')}].deviceClassName"
                yield str(sub["deviceClassName"]), sub_where


def run(ctx: Context) -> list[Result]:
    results = []
    for claim in ctx.objects("ResourceClaim"):
        grouped: dict[str, list[str]] = {}
        for name, where in _class_refs(claim):
            grouped.setdefault(name, []).append(where)
        failures = []
        for name, places in grouped.items():
            if is_missing(ctx, "DeviceClass", "", name, "deviceClassName"):
                text = (
                    f"ResourceClaim {claim.namespace}/{claim.name} references DeviceClass "
                    f"{name} which does not exist."
                )
                failures.append(fail(text, {"referenced from": places}, name))
        if failures:
            results.append(ctx.result(claim, failures))
    return results


ANALYZER = Analyzer("ResourceClaim", "ResourceClaim", run, default=False, needs=("DeviceClass",))
