"""Warning events, grouped by the object they are about and matched to its uid.

An event whose involvedObject uid differs from the current object's is about an earlier
object of the same name: it is set aside, not reported against the new one.
"""

from __future__ import annotations

from collections import defaultdict

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context, event_time
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, dig, make_obj
from xihe.agents.k8s.registry import Analyzer


def _involved(ctx: Context, event: KObj) -> KObj:
    """The object the event is about, or a stand-in built from its reference."""
    ref = event.raw.get("involvedObject") or {}
    kind = str(ref.get("kind") or "")
    namespace, name = str(ref.get("namespace") or ""), str(ref.get("name") or "")
    found = ctx.get(kind, namespace, name)
    if isinstance(found, KObj):
        return found
    uid = str(ref.get("uid") or "")
    return make_obj({"kind": kind, "metadata": {"namespace": namespace, "name": name, "uid": uid}})


def _failure(event: KObj) -> Failure:
    raw = event.raw
    text = f"{raw.get('reason')}: {raw.get('message')}"
    count = raw.get("count") or dig(raw, "series", "count")
    ev = {
        "event": {
            "name": event.name,
            "uid": event.uid,
            "reason": raw.get("reason"),
            "count": count,
            "last": event_time(event),
            "involvedObject.uid": dig(raw, "involvedObject", "uid"),
        }
    }
    return fail(text, ev)


def run(ctx: Context) -> list[Result]:
    grouped: dict[tuple[str, str, str], list[KObj]] = defaultdict(list)
    subjects: dict[tuple[str, str, str], KObj] = {}
    for event in ctx.inv.all("Event"):
        if event.raw.get("type") == "Normal":
            continue
        subject = _involved(ctx, event)
        if not ctx.scope.admits(subject):
            continue
        event_uid = dig(event.raw, "involvedObject", "uid")
        if event_uid and subject.uid and event_uid != subject.uid:
            ctx.suppress(
                subject,
                "event is about an earlier object with the same name",
                {"uid": subject.uid, "event.involvedObject.uid": event_uid, "event": event.name},
            )
            continue
        grouped[subject.key].append(event)
        subjects[subject.key] = subject
    results = []
    for key, events in grouped.items():
        latest: dict[str, KObj] = {}
        for event in sorted(events, key=event_time):
            latest[str(event.raw.get("reason"))] = event
        failures = [_failure(e) for e in latest.values()]
        results.append(ctx.result(subjects[key], failures))
    return results


SUBJECTS = (
    "Pod",
    "Deployment",
    "ReplicaSet",
    "StatefulSet",
    "DaemonSet",
    "Job",
    "CronJob",
    "Service",
    "Node",
    "PersistentVolumeClaim",
)

ANALYZER = Analyzer("Event", "Event", run, default=False, needs=SUBJECTS, aliases=("events",))
