"""Storage (optional, as k8sgpt's): classes that cannot provision or are ambiguous,
volumes left Released or Failed, claims Pending or Lost with their events."""

from __future__ import annotations

from typing import Any

from xihe.agents.k8s.analyzers._common import fail
from xihe.agents.k8s.inventory import Context, event_time
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer

NO_PROVISIONER = "kubernetes.io/no-provisioner"
# In-tree volume plugins whose operations Kubernetes now redirects to a CSI driver.
MIGRATED_TO_CSI = {
    "kubernetes.io/aws-ebs": "ebs.csi.aws.com",
    "kubernetes.io/gce-pd": "pd.csi.storage.gke.io",
    "kubernetes.io/azure-disk": "disk.csi.azure.com",
    "kubernetes.io/azure-file": "file.csi.azure.com",
    "kubernetes.io/cinder": "cinder.csi.openstack.org",
    "kubernetes.io/vsphere-volume": "csi.vsphere.vmware.com",
    "kubernetes.io/portworx-volume": "pxd.portworx.com",
}
DEFAULT_ANNOTATIONS = (
    "storageclass.kubernetes.io/is-default-class",
    "storageclass.beta.kubernetes.io/is-default-class",
)
_EVENTS = 5


def _is_default(sc: KObj) -> bool:
    return any(sc.annotations.get(a) == "true" for a in DEFAULT_ANNOTATIONS)


def _class_failures(sc: KObj, defaults: list[str]) -> list[Failure]:
    provisioner = str(sc.raw.get("provisioner") or "")
    ev: dict[str, Any] = {
        "provisioner": provisioner,
        "volumeBindingMode": sc.raw.get("volumeBindingMode"),
    }
    out: list[Failure] = []
    if provisioner == NO_PROVISIONER:
        text = (
            f"StorageClass {sc.name} has no dynamic provisioner ({NO_PROVISIONER}): its claims "
            "bind only to PersistentVolumes created by hand, as for local volumes"
        )
        out.append(fail(text, ev))
    elif provisioner in MIGRATED_TO_CSI:
        driver = MIGRATED_TO_CSI[provisioner]
        text = (
            f"StorageClass {sc.name} uses the in-tree provisioner {provisioner}, which "
            f"Kubernetes redirects to the CSI driver {driver}: that driver must be installed, "
            f"and new classes should name {driver}"
        )
        out.append(fail(text, ev))
    if len(defaults) > 1 and sc.name in defaults:
        text = (
            f"Multiple default StorageClasses found ({len(defaults)}: {', '.join(defaults)}); "
            "a claim without storageClassName gets the most recently created one"
        )
        out.append(fail(text, {"default classes": defaults}, *defaults))
    return out


def _volume_failures(pv: KObj) -> list[Failure]:
    phase = pv.status.get("phase")
    policy = pv.spec.get("persistentVolumeReclaimPolicy") or "Retain"
    claim = pv.spec.get("claimRef") or {}
    claim_name = f"{claim.get('namespace', '')}/{claim.get('name', '')}".strip("/")
    ev = {
        "status.phase": phase,
        "spec.persistentVolumeReclaimPolicy": policy,
        "spec.claimRef": {k: claim.get(k) for k in ("namespace", "name", "uid") if claim.get(k)},
        "status.message": pv.status.get("message"),
    }
    if phase == "Released":
        then = (
            "the volume and its data stay until removed by hand"
            if policy == "Retain"
            else f"reclaimPolicy {policy} should have removed it: see the provisioner's events"
        )
        text = f"PersistentVolume {pv.name} is Released: its claim {claim_name} is gone, and {then}"
        return [fail(text, ev, *(n for n in (claim.get("name"), claim.get("namespace")) if n))]
    if phase == "Failed":
        why = pv.status.get("message") or "automatic reclamation failed"
        return [fail(f"PersistentVolume {pv.name} is Failed: {why}", ev)]
    return []


def _events(ctx: Context, pvc: KObj) -> list[KObj]:
    if not ctx.inv.loaded("Event"):
        ctx.unchecked("events of Pending or Lost claims", "Event")
        return []
    return sorted(ctx.inv.events_for(pvc), key=event_time, reverse=True)


def _claim_failures(ctx: Context, pvc: KObj) -> list[Failure]:
    phase = pvc.status.get("phase")
    if phase not in ("Pending", "Lost"):
        return []
    events = _events(ctx, pvc)
    ev: dict[str, Any] = {
        "status.phase": phase,
        "spec.storageClassName": pvc.spec.get("storageClassName"),
        "spec.volumeName": pvc.spec.get("volumeName"),
        "events": [
            {"reason": e.raw.get("reason"), "message": e.raw.get("message"), "uid": e.uid}
            for e in events[:_EVENTS]
        ],
    }
    latest = events[0].raw if events else {}
    if phase == "Pending" and latest.get("reason") == "WaitForFirstConsumer":
        ctx.suppress(
            pvc, "Pending until a pod uses it (volumeBindingMode WaitForFirstConsumer)", ev
        )
        return []
    name = f"{pvc.namespace}/{pvc.name}"
    if phase == "Lost":
        volume = pvc.spec.get("volumeName") or ""
        text = f"PersistentVolumeClaim {name} is Lost: its PersistentVolume {volume} is gone"
        return [fail(text, ev, volume)]
    why = f": {latest.get('message')}" if latest.get("type") == "Warning" else ""
    return [fail(f"PersistentVolumeClaim {name} is Pending{why}", ev)]


def run(ctx: Context) -> list[Result]:
    results: list[Result] = []
    checks = (
        ("StorageClass", "storage classes"),
        ("PersistentVolume", "volumes"),
        ("PersistentVolumeClaim", "claims"),
    )
    for kind, what in checks:
        if not ctx.inv.loaded(kind):
            ctx.unchecked(what, kind)
    classes = ctx.objects("StorageClass")
    defaults = sorted(sc.name for sc in classes if _is_default(sc))
    for sc in classes:
        failures = _class_failures(sc, defaults)
        if failures:
            results.append(ctx.result(sc, failures, kind="Storage/StorageClass"))
    for pv in ctx.objects("PersistentVolume"):
        failures = _volume_failures(pv)
        if failures:
            results.append(ctx.result(pv, failures, kind="Storage/PersistentVolume"))
    for pvc in ctx.objects("PersistentVolumeClaim"):
        failures = _claim_failures(ctx, pvc)
        if failures:
            results.append(ctx.result(pvc, failures, kind="Storage/PersistentVolumeClaim"))
    return results


ANALYZER = Analyzer(
    "Storage",
    "StorageClass",
    run,
    default=False,
    also=("PersistentVolume", "PersistentVolumeClaim"),
    needs=("Event",),
)
