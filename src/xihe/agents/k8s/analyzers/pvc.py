"""PersistentVolumeClaims: stuck Pending on a provisioning failure, or Lost."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import event_evidence, fail, latest_event_of
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    results = []
    for pvc in ctx.objects("PersistentVolumeClaim"):
        phase = pvc.status.get("phase")
        failures: list[Failure] = []
        if phase == "Pending":
            event = latest_event_of(ctx, pvc)
            if event is not None and event.raw.get("reason") == "ProvisioningFailed":
                message = event.raw.get("message")
                if message:
                    ev = {"status.phase": phase, **event_evidence(event)}
                    failures.append(fail(str(message), ev))
        elif phase == "Lost":
            text = f"PersistentVolumeClaim {pvc.name} is in Lost state"
            ev = {"status.phase": phase, "spec.volumeName": pvc.spec.get("volumeName")}
            failures.append(fail(text, ev))
        if failures:
            results.append(ctx.result(pvc, failures))
    return results


ANALYZER = Analyzer(
    "PersistentVolumeClaim",
    "PersistentVolumeClaim",
    run,
    default=True,
    needs=("Event",),
    aliases=("pvc",),
)
