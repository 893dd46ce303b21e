"""The kinds the diagnostician reads: where the API serves them and what they are called."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KindInfo:
    """One served resource type; `metadata_only` kinds are listed without their payload."""

    kind: str
    group: str
    version: str
    plural: str
    namespaced: bool
    metadata_only: bool = False

    @property
    def api_version(self) -> str:
        return f"{self.group}/{self.version}" if self.group else self.version

    def list_path(self) -> str:
        """Cluster-wide list path: one request (plus pages) per kind."""
        prefix = f"/apis/{self.group}/{self.version}" if self.group else f"/api/{self.version}"
        return f"{prefix}/{self.plural}"


_CORE = [
    KindInfo("Pod", "", "v1", "pods", True),
    KindInfo("Service", "", "v1", "services", True),
    KindInfo("Endpoints", "", "v1", "endpoints", True),
    KindInfo("Event", "", "v1", "events", True),
    KindInfo("ConfigMap", "", "v1", "configmaps", True),
    KindInfo("Secret", "", "v1", "secrets", True, metadata_only=True),
    KindInfo("PersistentVolumeClaim", "", "v1", "persistentvolumeclaims", True),
    KindInfo("ServiceAccount", "", "v1", "serviceaccounts", True),
    KindInfo("Node", "", "v1", "nodes", False),
    KindInfo("Namespace", "", "v1", "namespaces", False),
    KindInfo("PersistentVolume", "", "v1", "persistentvolumes", False),
]
_GROUPS = [
    KindInfo("EndpointSlice", "discovery.k8s.io", "v1", "endpointslices", True),
    KindInfo("Deployment", "apps", "v1", "deployments", True),
    KindInfo("ReplicaSet", "apps", "v1", "replicasets", True),
    KindInfo("StatefulSet", "apps", "v1", "statefulsets", True),
    KindInfo("DaemonSet", "apps", "v1", "daemonsets", True),
    KindInfo("Job", "batch", "v1", "jobs", True),
    KindInfo("CronJob", "batch", "v1", "cronjobs", True),
    KindInfo("Ingress", "networking.k8s.io", "v1", "ingresses", True),
    KindInfo("IngressClass", "networking.k8s.io", "v1", "ingressclasses", False),
    KindInfo("NetworkPolicy", "networking.k8s.io", "v1", "networkpolicies", True),
    KindInfo("HorizontalPodAutoscaler", "autoscaling", "v2", "horizontalpodautoscalers", True),
    KindInfo("PodDisruptionBudget", "policy", "v1", "poddisruptionbudgets", True),
    KindInfo("Role", "rbac.authorization.k8s.io", "v1", "roles", True),
    KindInfo("RoleBinding", "rbac.authorization.k8s.io", "v1", "rolebindings", True),
    KindInfo("ClusterRole", "rbac.authorization.k8s.io", "v1", "clusterroles", False),
    KindInfo("ClusterRoleBinding", "rbac.authorization.k8s.io", "v1", "clusterrolebindings", False),
    KindInfo(
        "MutatingWebhookConfiguration",
        "admissionregistration.k8s.io",
        "v1",
        "mutatingwebhookconfigurations",
        False,
    ),
    KindInfo(
        "ValidatingWebhookConfiguration",
        "admissionregistration.k8s.io",
        "v1",
        "validatingwebhookconfigurations",
        False,
    ),
    KindInfo(
        "ValidatingAdmissionPolicy",
        "admissionregistration.k8s.io",
        "v1",
        "validatingadmissionpolicies",
        False,
    ),
    KindInfo(
        "ValidatingAdmissionPolicyBinding",
        "admissionregistration.k8s.io",
        "v1",
        "validatingadmissionpolicybindings",
        False,
    ),
    KindInfo("GatewayClass", "gateway.networking.k8s.io", "v1", "gatewayclasses", False),
    KindInfo("Gateway", "gateway.networking.k8s.io", "v1", "gateways", True),
    KindInfo("HTTPRoute", "gateway.networking.k8s.io", "v1", "httproutes", True),
    KindInfo("ResourceClaim", "resource.k8s.io", "v1", "resourceclaims", True),
    KindInfo("DeviceClass", "resource.k8s.io", "v1", "deviceclasses", False),
    KindInfo("StorageClass", "storage.k8s.io", "v1", "storageclasses", False),
]

KINDS: dict[str, KindInfo] = {k.kind: k for k in _CORE + _GROUPS}


def kind_info(kind: str) -> KindInfo | None:
    """Look a kind up by its exact name."""
    return KINDS.get(kind)
