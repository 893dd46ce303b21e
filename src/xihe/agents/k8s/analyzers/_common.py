"""Helpers analyzers share: findings on missing references and event lookups."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.inventory import MISSING, UNKNOWN, Context, latest_event
from xihe.agents.k8s.model import Failure
from xihe.agents.k8s.objects import KObj


def fail(text: str, evidence: dict[str, Any] | None = None, *names: str) -> Failure:
    return Failure(text=text, evidence=dict(evidence or {}), sensitive=tuple(n for n in names if n))


def is_missing(ctx: Context, kind: str, namespace: str, name: str, check: str) -> bool:
    """True only when the kind loaded and the object is not there; unknown is recorded."""
    found = ctx.get(kind, namespace, name)
    if found is UNKNOWN:
        ctx.unchecked(check, kind)
        return False
    return found is MISSING


def latest_event_of(ctx: Context, obj: KObj, *, warning_only: bool = False) -> KObj | None:
    """The newest event about this incarnation of `obj`; notes when events did not load."""
    if not ctx.inv.loaded("Event"):
        ctx.unchecked("checks that read events", "Event")
        return None
    events = ctx.inv.events_for(obj)
    if warning_only:
        events = [e for e in events if e.raw.get("type") != "Normal"]
    return latest_event(events)


def event_evidence(event: KObj) -> dict[str, Any]:
    raw = event.raw
    return {
        "event": {
            "name": event.name,
            "uid": event.uid,
            "reason": raw.get("reason"),
            "message": raw.get("message"),
            "count": raw.get("count"),
            "involvedObject.uid": (raw.get("involvedObject") or {}).get("uid"),
        }
    }
