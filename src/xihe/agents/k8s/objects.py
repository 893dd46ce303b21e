"""A Kubernetes object as read from a cluster or a dump, with the lookups analyzers share."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Raw = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class KObj:
    """Identity is kind + namespace + name; the uid tells two incarnations apart."""

    kind: str
    namespace: str
    name: str
    uid: str
    raw: Raw = field(repr=False, compare=False, hash=False)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.namespace, self.name)

    @property
    def display(self) -> str:
        """k8sgpt's result name: `namespace/name`, or the name for cluster-scoped kinds."""
        return f"{self.namespace}/{self.name}" if self.namespace else self.name

    @property
    def labels(self) -> Mapping[str, str]:
        return (self.raw.get("metadata") or {}).get("labels") or {}

    @property
    def annotations(self) -> Mapping[str, str]:
        return (self.raw.get("metadata") or {}).get("annotations") or {}

    @property
    def spec(self) -> Raw:
        return self.raw.get("spec") or {}

    @property
    def status(self) -> Raw:
        return self.raw.get("status") or {}

    def identity(self) -> dict[str, Any]:
        """The evidence every finding carries about the object itself."""
        return {"uid": self.uid}


def make_obj(raw: Raw, kind: str | None = None, *, force_kind: bool = False) -> KObj:
    """Wrap a raw object; `kind` fills in list items that omit it (or overrides, if forced)."""
    meta = raw.get("metadata") or {}
    chosen = kind if force_kind and kind else raw.get("kind") or kind
    return KObj(
        kind=str(chosen or ""),
        namespace=str(meta.get("namespace") or ""),
        name=str(meta.get("name") or ""),
        uid=str(meta.get("uid") or ""),
        raw=raw,
    )


def dig(data: Any, *path: str | int) -> Any:
    """Follow a path through nested dicts and lists; None when any step is missing."""
    cur = data
    for step in path:
        if isinstance(step, int):
            if not isinstance(cur, list) or step >= len(cur):
                return None
            cur = cur[step]
        else:
            if not isinstance(cur, Mapping):
                return None
            cur = cur.get(step)
        if cur is None:
            return None
    return cur


def condition(obj: KObj | Raw, ctype: str) -> Raw | None:
    """Find a status condition by type, never by position."""
    raw = obj.raw if isinstance(obj, KObj) else obj
    conds = dig(raw, "status", "conditions") or []
    for cond in conds:
        if isinstance(cond, Mapping) and cond.get("type") == ctype:
            return cond
    return None


def condition_is(obj: KObj | Raw, ctype: str, status: str) -> bool:
    cond = condition(obj, ctype)
    return cond is not None and cond.get("status") == status


def cond_evidence(cond: Raw | None) -> dict[str, Any] | None:
    """A condition as evidence: the fields a finding rests on, absent ones left out."""
    if cond is None:
        return None
    keys = ("status", "reason", "message", "lastTransitionTime")
    return {k: cond[k] for k in keys if cond.get(k) not in (None, "")}


def cond_key(ctype: str) -> str:
    return f"status.conditions[type={ctype}]"


def as_int(value: Any, default: int = 0) -> int:
    """Kubernetes counters are omitted when zero; read them as ints either way."""
    if value is None:
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def generation_evidence(obj: KObj) -> dict[str, Any]:
    """Generation and observedGeneration, for controllers whose status can lag their spec."""
    out: dict[str, Any] = {}
    gen = dig(obj.raw, "metadata", "generation")
    observed = obj.status.get("observedGeneration")
    if gen is not None:
        out["metadata.generation"] = gen
    if observed is not None:
        out["status.observedGeneration"] = observed
    return out


STALE = "status is stale: observedGeneration < generation"


def status_is_stale(obj: KObj) -> bool:
    """The controller has not yet observed the latest spec: the status may describe an older
    one. Zero counters are omitted from real dumps, so an absent observedGeneration is 0."""
    gen = dig(obj.raw, "metadata", "generation")
    if gen is None:
        return False
    return as_int(obj.status.get("observedGeneration")) < as_int(gen)


def pod_template_spec(obj: KObj) -> Raw | None:
    """The pod spec a workload creates pods from, for Pod itself its own spec."""
    if obj.kind == "Pod":
        return obj.spec
    if obj.kind == "CronJob":
        return dig(obj.raw, "spec", "jobTemplate", "spec", "template", "spec")
    return dig(obj.raw, "spec", "template", "spec")


def iter_containers(spec: Raw | None) -> Iterable[tuple[str, Raw]]:
    """Every container of a pod spec with the field it sits in."""
    if not spec:
        return
    for field_name in ("initContainers", "containers", "ephemeralContainers"):
        for container in spec.get(field_name) or []:
            yield field_name, container
