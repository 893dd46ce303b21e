"""Everything loaded for one analysis, indexed, and the view each analyzer gets of it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from xihe.agents.k8s.model import (
    Coverage,
    Failure,
    KindLoad,
    LoadStatus,
    Result,
    SkippedCheck,
    Suppressed,
)
from xihe.agents.k8s.objects import KObj, dig
from xihe.agents.k8s.selectors import Selector


class Missing(Enum):
    """Lookup outcomes that are not an object: known absent, or unknowable."""

    MISSING = "missing"
    UNKNOWN = "unknown"


MISSING = Missing.MISSING
UNKNOWN = Missing.UNKNOWN
Lookup = KObj | Missing


class Inventory:
    """All objects per kind, cluster-wide and unfiltered: dependencies resolve against this."""

    def __init__(self) -> None:
        self.loads: dict[str, KindLoad] = {}
        self._objects: dict[str, list[KObj]] = {}
        self._index: dict[tuple[str, str, str], KObj] = {}
        self._by_ns: dict[tuple[str, str], list[KObj]] = defaultdict(list)
        self._events: dict[tuple[str, str, str], list[KObj]] = defaultdict(list)

    def add(self, load: KindLoad, objects: Iterable[KObj]) -> None:
        self.loads[load.kind] = load
        items = list(objects)
        self._objects[load.kind] = items
        for obj in items:
            self._index[obj.key] = obj
            self._by_ns[(obj.kind, obj.namespace)].append(obj)
            if obj.kind == "Event":
                involved = obj.raw.get("involvedObject") or {}
                key = (
                    str(involved.get("kind") or ""),
                    str(involved.get("namespace") or ""),
                    str(involved.get("name") or ""),
                )
                self._events[key].append(obj)

    def loaded(self, kind: str) -> bool:
        load = self.loads.get(kind)
        return load is not None and load.ok

    def why_not(self, kind: str) -> str:
        load = self.loads.get(kind)
        if load is None:
            return f"{kind} was not loaded"
        code = f" ({load.http_status})" if load.http_status else ""
        detail = f": {load.reason}" if load.reason else ""
        return f"{kind} {load.status.value}{code}{detail}"

    def all(self, kind: str) -> list[KObj]:
        return self._objects.get(kind, [])

    def get(self, kind: str, namespace: str, name: str) -> Lookup:
        """Tri-state: the object, MISSING (kind loaded, no such object), or UNKNOWN."""
        if not self.loaded(kind):
            return UNKNOWN
        return self._index.get((kind, namespace, name), MISSING)

    def in_namespace(self, kind: str, namespace: str) -> list[KObj] | None:
        """Objects of a kind in one namespace; None when the kind did not load."""
        if not self.loaded(kind):
            return None
        return self._by_ns.get((kind, namespace), [])

    def events_for(self, obj: KObj) -> list[KObj]:
        """Events about this incarnation: same kind, namespace, name and (when recorded) uid."""
        events = self._events.get(obj.key, [])
        return [e for e in events if _same_incarnation(e, obj)]

    def stale_events_for(self, obj: KObj) -> list[KObj]:
        """Events about an earlier object of the same name (a different uid)."""
        events = self._events.get(obj.key, [])
        return [e for e in events if not _same_incarnation(e, obj)]


def _same_incarnation(event: KObj, obj: KObj) -> bool:
    uid = dig(event.raw, "involvedObject", "uid")
    return not uid or not obj.uid or uid == obj.uid


def event_time(event: KObj) -> str:
    """Sortable event time: the newest of the timestamps an Event may carry."""
    raw = event.raw
    candidates = [
        raw.get("lastTimestamp"),
        raw.get("eventTime"),
        dig(raw, "series", "lastObservedTime"),
        raw.get("firstTimestamp"),
        dig(raw, "metadata", "creationTimestamp"),
    ]
    return max((str(c) for c in candidates if c), default="")


def latest_event(events: list[KObj]) -> KObj | None:
    return max(events, key=event_time, default=None)


@dataclass(slots=True)
class Scope:
    """The primary-object filters; dependencies never pass through them.

    The namespace filter leaves cluster-scoped objects (Nodes, webhooks) in, as k8sgpt does.
    """

    namespace: str = ""
    selector: Selector | None = None

    def admits(self, obj: KObj) -> bool:
        if self.namespace and obj.namespace and obj.namespace != self.namespace:
            return False
        return self.selector is None or self.selector.matches(obj.labels)


class Context:
    """One analyzer's view: filtered primaries, unfiltered lookups, and its coverage notes."""

    def __init__(
        self, analyzer: str, inventory: Inventory, scope: Scope, coverage: Coverage
    ) -> None:
        self.analyzer = analyzer
        self.inv = inventory
        self.scope = scope
        self._coverage = coverage

    def objects(self, kind: str) -> list[KObj]:
        """Primary objects: the namespace and label-selector filters apply here only."""
        return [o for o in self.inv.all(kind) if self.scope.admits(o)]

    def get(self, kind: str, namespace: str, name: str) -> Lookup:
        return self.inv.get(kind, namespace, name)

    def unchecked(self, check: str, kind: str) -> None:
        """Record a check not made because `kind` did not load."""
        item = SkippedCheck(self.analyzer, check, self.inv.why_not(kind))
        if item not in self._coverage.checks_skipped:
            self._coverage.checks_skipped.append(item)

    def suppress(self, obj: KObj, reason: str, evidence: Mapping[str, Any]) -> None:
        self._coverage.suppressed.append(
            Suppressed(self.analyzer, obj.kind, obj.display, reason, dict(evidence))
        )

    def parent_of(self, obj: KObj) -> str:
        return parent_of(self.inv, obj)

    def result(self, obj: KObj, failures: list[Failure], kind: str | None = None) -> Result:
        """A result for `obj`; every failure's evidence starts with the object's uid."""
        for failure in failures:
            failure.evidence = {"uid": obj.uid, **failure.evidence}
            names = {obj.namespace, obj.name, *failure.sensitive}
            failure.sensitive = tuple(sorted(n for n in names if n))
        return Result(
            analyzer=self.analyzer,
            kind=kind or obj.kind,
            namespace=obj.namespace,
            name=obj.name,
            failures=failures,
            parent=self.parent_of(obj),
        )


def _controller_ref(obj: KObj) -> Mapping[str, Any] | None:
    refs = dig(obj.raw, "metadata", "ownerReferences") or []
    for ref in refs:
        if ref.get("controller"):
            return ref
    return refs[0] if refs else None


def parent_of(inv: Inventory, obj: KObj) -> str:
    """The top owner as `Kind/name`, following owner references through what is loaded."""
    current = obj
    parent = ""
    for _ in range(8):
        ref = _controller_ref(current)
        if ref is None:
            break
        kind, name = str(ref.get("kind") or ""), str(ref.get("name") or "")
        parent = f"{kind}/{name}"
        found = inv.get(kind, current.namespace, name)
        if not isinstance(found, KObj):
            break
        current = found
    return parent


__all__ = [
    "MISSING",
    "UNKNOWN",
    "Context",
    "Inventory",
    "LoadStatus",
    "Lookup",
    "Missing",
    "Scope",
    "event_time",
    "latest_event",
    "parent_of",
]
