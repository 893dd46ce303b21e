"""Pods: scheduling, eviction, container waits and exits, failing readiness probes."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import event_evidence, fail, latest_event_of
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj, Raw, cond_evidence, cond_key, condition
from xihe.agents.k8s.registry import Analyzer

ERROR_REASONS = frozenset(
    {
        "CrashLoopBackOff",
        "ImagePullBackOff",
        "CreateContainerConfigError",
        "PreCreateHookError",
        "CreateContainerError",
        "PreStartHookError",
        "RunContainerError",
        "ImageInspectError",
        "ErrImagePull",
        "ErrImageNeverPull",
        "InvalidImageName",
    }
)
_CREATE_EVENT_REASONS = ("FailedCreatePodSandBox", "FailedMount")


def _scheduling(pod: KObj, phase: str) -> list[Failure]:
    if phase != "Pending":
        return []
    cond = condition(pod, "PodScheduled")
    if cond is None:
        return []
    ev = {"status.phase": phase, cond_key("PodScheduled"): cond_evidence(cond)}
    if cond.get("reason") == "Unschedulable" and cond.get("message"):
        return [fail(str(cond["message"]), ev)]
    if cond.get("reason") == "SchedulingGated":
        text = cond.get("message") or (
            f"Pod {pod.namespace}/{pod.name} is in a SchedulingGated state and is blocked "
            "from scheduling due to non-empty scheduling gates"
        )
        return [fail(str(text), ev)]
    return []


def _eviction(pod: KObj) -> list[Failure]:
    if pod.status.get("reason") != "Evicted":
        return []
    text = pod.status.get("message") or f"Pod {pod.name} has been evicted"
    ev = {"status.reason": "Evicted", "status.message": pod.status.get("message")}
    return [fail(str(text), ev)]


def _statuses(pod: KObj) -> list[tuple[str, Raw]]:
    out: list[tuple[str, Raw]] = []
    for field_name in ("initContainerStatuses", "containerStatuses", "ephemeralContainerStatuses"):
        out.extend((field_name, cs) for cs in pod.status.get(field_name) or [])
    return out


def _waiting(ctx: Context, pod: KObj, phase: str, where: str, cs: Raw) -> list[Failure]:
    waiting = (cs.get("state") or {}).get("waiting")
    if not waiting:
        return []
    name = str(cs.get("name"))
    reason = str(waiting.get("reason") or "")
    ev: dict[str, Any] = {
        f"status.{where}[name={name}].state.waiting": dict(waiting),
        f"status.{where}[name={name}].restartCount": cs.get("restartCount", 0),
    }
    out: list[Failure] = []
    if reason == "ContainerCreating" and phase == "Pending":
        event = latest_event_of(ctx, pod)
        if event is not None and event.raw.get("reason") in _CREATE_EVENT_REASONS:
            out.append(fail(str(event.raw.get("message")), {**ev, **event_evidence(event)}))
    last = (cs.get("lastState") or {}).get("terminated")
    if reason == "CrashLoopBackOff" and last:
        out.append(_last_termination(pod, where, name, last, ev))
    elif reason in ERROR_REASONS and waiting.get("message"):
        out.append(fail(str(waiting["message"]), ev, name))
    return out


def _last_termination(pod: KObj, where: str, name: str, last: Raw, ev: dict[str, Any]) -> Failure:
    """One finding per crash-looping container: why it last exited says more than the
    back-off message, which stays in the evidence (`state.waiting`)."""
    text = (
        f"the last termination reason is {last.get('reason') or 'Unknown'} "
        f"container={name} pod={pod.name}"
    )
    return fail(text, {**ev, f"status.{where}[name={name}].lastState.terminated": dict(last)}, name)


def _terminated(pod: KObj, where: str, cs: Raw) -> list[Failure]:
    term = (cs.get("state") or {}).get("terminated")
    if not term or int(term.get("exitCode") or 0) == 0:
        return []
    name = str(cs.get("name"))
    text = (
        f"the termination reason is {term.get('reason') or 'Unknown'} "
        f"exitCode={int(term.get('exitCode') or 0)} container={name} pod={pod.name}"
    )
    return [fail(text, {f"status.{where}[name={name}].state.terminated": dict(term)}, name)]


def _readiness(ctx: Context, pod: KObj, phase: str, where: str, cs: Raw) -> list[Failure]:
    running = (cs.get("state") or {}).get("running")
    if cs.get("ready") or phase != "Running" or not running:
        return []
    event = latest_event_of(ctx, pod)
    if event is None or event.raw.get("reason") != "Unhealthy":
        return []
    name = str(cs.get("name"))
    ev = {f"status.{where}[name={name}].ready": False, **event_evidence(event)}
    return [fail(str(event.raw.get("message")), ev, name)]


def analyze_pod(ctx: Context, pod: KObj) -> list[Failure]:
    phase = str(pod.status.get("phase") or "")
    failures = _scheduling(pod, phase) + _eviction(pod)
    for where, cs in _statuses(pod):
        failures += _waiting(ctx, pod, phase, where, cs)
        failures += _terminated(pod, where, cs)
        failures += _readiness(ctx, pod, phase, where, cs)
    return failures


def run(ctx: Context) -> list[Result]:
    results = []
    for pod in ctx.objects("Pod"):
        failures = analyze_pod(ctx, pod)
        if failures:
            results.append(ctx.result(pod, failures))
    return results


ANALYZER = Analyzer(
    "Pod", "Pod", run, default=True, needs=("Event", "ReplicaSet", "Job"), version="2"
)
