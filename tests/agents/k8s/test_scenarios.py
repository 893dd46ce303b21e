"""Analyzer scenarios: each row is one object in a kubectl-style YAML dump and the exact
failure texts expected for it (an empty list means: no finding)."""

from __future__ import annotations

import pytest

from .conftest import run_dump, texts

# (id, fixture, filters, namespace, selector, kind, name, expected texts)
SCENARIOS: list[tuple[str, str, tuple[str, ...], str, str, str, str, list[str]]] = [
    # Pods: the usual k8sgpt cases
    (
        "pod-crashloop",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/web-7d9f-crash",
        [
            "the last termination reason is Error container=app pod=web-7d9f-crash",
            "back-off 2m40s restarting failed container=app pod=web-7d9f-crash_default"
            "(1a1a1a1a-0000-4000-8000-000000000003)",
        ],
    ),
    (
        "pod-imagepullbackoff",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/imagepull",
        [
            'Back-off pulling image "nginx:does-not-exist"',
        ],
    ),
    (
        "pod-errimagepull",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/errimagepull",
        [
            'failed to pull and unpack image "ghcr.io/acme/private:1": 401 Unauthorized',
        ],
    ),
    (
        "pod-unschedulable",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/unschedulable",
        [
            "0/3 nodes are available: 3 Insufficient cpu. preemption: 0/3 nodes are available: "
            "3 No preemption victims found for incoming pod.",
        ],
    ),
    (
        "pod-scheduling-gated",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/gated",
        [
            "Pod default/gated is in a SchedulingGated state and is blocked from scheduling due "
            "to non-empty scheduling gates",
        ],
    ),
    (
        "pod-evicted",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/evicted",
        [
            "The node was low on resource: memory. Threshold quantity: 100Mi, available: 90Mi. ",
        ],
    ),
    (
        "pod-oomkilled",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/oomkilled",
        [
            "the termination reason is OOMKilled exitCode=137 container=worker pod=oomkilled",
        ],
    ),
    (
        "pod-config-error",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/configerror",
        [
            'configmap "app-config" not found',
        ],
    ),
    (
        "pod-failed-mount-event",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/mounting",
        [
            'MountVolume.SetUp failed for volume "certs" : secret "tls-certs" not found',
        ],
    ),
    (
        "pod-readiness-probe",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/unready",
        [
            "Readiness probe failed: HTTP probe failed with statuscode: 503",
        ],
    ),
    ("pod-healthy", "pods.yaml", ("Pod",), "", "", "Pod", "default/healthy", []),
    ("pod-completed", "pods.yaml", ("Pod",), "", "", "Pod", "default/completed", []),
    (
        "pod-init-crashloop",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/initcrash",
        [
            "the last termination reason is Error container=migrate pod=initcrash",
            "back-off 40s restarting failed container=migrate pod=initcrash_default"
            "(2b2b2b2b-0000-4000-8000-00000000000c)",
        ],
    ),
    (
        "pod-event-of-earlier-uid-ignored",
        "pods.yaml",
        ("Pod",),
        "",
        "",
        "Pod",
        "default/recreated",
        [],
    ),
    # Deployment: the seed's status semantics
    (
        "deploy-stale-generation",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/stale",
        [],
    ),
    (
        "deploy-available-and-progressing",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/rolling",
        [],
    ),
    (
        "deploy-progress-deadline-matching-counts",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/deadline",
        [
            "Deployment default/deadline has condition Progressing=False, reason "
            'ProgressDeadlineExceeded: ReplicaSet "deadline-6f7b" has timed out progressing.',
        ],
    ),
    (
        "deploy-newrs-available-is-finished",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/finished-degraded",
        [
            "Deployment default/finished-degraded has 3 replicas but 2 are available with status "
            "running",
        ],
    ),
    (
        "deploy-finished-healthy",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/finished",
        [],
    ),
    (
        "deploy-conditions-by-type",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/reordered",
        [],
    ),
    (
        "deploy-unavailable",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/unavailable",
        [
            "Deployment default/unavailable has 2 replicas but 0 are available with status running",
        ],
    ),
    (
        "deploy-scaled-down",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/scaled-down",
        [
            "Deployment default/scaled-down has 2 replicas in spec but 4 replicas in status "
            "because status field is not updated yet after scaling and 4 replicas are available "
            "with status running",
        ],
    ),
    (
        "deploy-nil-replicas",
        "deployments.yaml",
        ("Deployment",),
        "",
        "",
        "Deployment",
        "default/no-replicas",
        [],
    ),
    # ReplicaSet
    (
        "rs-failed-create-partial",
        "deployments.yaml",
        ("ReplicaSet",),
        "",
        "",
        "ReplicaSet",
        "default/partial",
        [
            'pods "partial-x7k2q" is forbidden: exceeded quota: compute, requested: cpu=500m, '
            "used: cpu=2, limited: cpu=2",
        ],
    ),
    (
        "rs-failed-create-zero",
        "deployments.yaml",
        ("ReplicaSet",),
        "",
        "",
        "ReplicaSet",
        "default/none-created",
        [
            'pods "none-created-" is forbidden: error looking up service account '
            'default/missing-sa: serviceaccount "missing-sa" not found',
        ],
    ),
    ("rs-healthy", "deployments.yaml", ("ReplicaSet",), "", "", "ReplicaSet", "default/fine", []),
    # StatefulSet, DaemonSet
    (
        "sts-missing-service-class-pod",
        "workloads.yaml",
        ("StatefulSet",),
        "",
        "",
        "StatefulSet",
        "default/db",
        [
            "StatefulSet uses the service default/db-headless which does not exist.",
            "StatefulSet uses the storage class fast-ssd which does not exist.",
            "Statefulset pod db-1 in the namespace default is not in running state.",
        ],
    ),
    ("sts-healthy", "workloads.yaml", ("StatefulSet",), "", "", "StatefulSet", "default/cache", []),
    (
        "ds-not-ready-and-pull-secret",
        "workloads.yaml",
        ("DaemonSet",),
        "",
        "",
        "DaemonSet",
        "kube-system/agent",
        [
            "DaemonSet kube-system/agent has 1 ready replicas out of 3 scheduled",
            "DaemonSet kube-system/agent references non-existent ImagePullSecret regcred",
        ],
    ),
    (
        "ds-stale-generation",
        "workloads.yaml",
        ("DaemonSet",),
        "",
        "",
        "DaemonSet",
        "kube-system/updating",
        [],
    ),
    # Job, CronJob
    (
        "job-retried-then-complete",
        "jobs.yaml",
        ("Job",),
        "",
        "",
        "Job",
        "batch/retried-complete",
        [],
    ),
    ("job-success-criteria-met", "jobs.yaml", ("Job",), "", "", "Job", "batch/criteria-met", []),
    (
        "job-backoff-limit",
        "jobs.yaml",
        ("Job",),
        "",
        "",
        "Job",
        "batch/backoff",
        [
            "Job has reached the specified backoff limit",
        ],
    ),
    (
        "job-failed",
        "jobs.yaml",
        ("Job",),
        "",
        "",
        "Job",
        "batch/failing",
        [
            "Job failing has failed",
        ],
    ),
    (
        "job-suspended",
        "jobs.yaml",
        ("Job",),
        "",
        "",
        "Job",
        "batch/paused",
        [
            "Job paused is suspended",
        ],
    ),
    (
        "cronjob-suspended-only",
        "jobs.yaml",
        ("CronJob",),
        "",
        "",
        "CronJob",
        "batch/nightly",
        [
            "CronJob nightly is suspended",
        ],
    ),
    (
        "cronjob-invalid-schedule",
        "jobs.yaml",
        ("CronJob",),
        "",
        "",
        "CronJob",
        "batch/badschedule",
        ["CronJob badschedule has an invalid schedule: */5 * * *"],
    ),
    (
        "cronjob-negative-deadline",
        "jobs.yaml",
        ("CronJob",),
        "",
        "",
        "CronJob",
        "batch/negative",
        ["CronJob negative has a negative starting deadline"],
    ),
    ("cronjob-macro", "jobs.yaml", ("CronJob",), "", "", "CronJob", "batch/hourly", []),
    ("cronjob-timezone", "jobs.yaml", ("CronJob",), "", "", "CronJob", "batch/zoned", []),
    # PVC, Node
    (
        "pvc-provisioning-failed",
        "storage_nodes.yaml",
        ("pvc",),
        "",
        "",
        "PersistentVolumeClaim",
        "default/data-pending",
        [
            'failed to provision volume with StorageClass "ebs-gp3": rpc error: code = Internal '
            "desc = UnauthorizedOperation",
        ],
    ),
    (
        "pvc-bound",
        "storage_nodes.yaml",
        ("pvc",),
        "",
        "",
        "PersistentVolumeClaim",
        "default/data-bound",
        [],
    ),
    (
        "pvc-lost",
        "storage_nodes.yaml",
        ("pvc",),
        "",
        "",
        "PersistentVolumeClaim",
        "default/data-lost",
        ["PersistentVolumeClaim data-lost is in Lost state"],
    ),
    ("node-healthy-npd-etcd", "storage_nodes.yaml", ("Node",), "", "", "Node", "node-1", []),
    (
        "node-not-ready",
        "storage_nodes.yaml",
        ("Node",),
        "",
        "",
        "Node",
        "node-2",
        [
            "node-2 has condition of type Ready, reason KubeletNotReady: container runtime network "
            "not ready: NetworkReady=false reason:NetworkPluginNotReady message:Network plugin "
            "returns error: cni plugin not initialized",
        ],
    ),
    (
        "node-disk-pressure",
        "storage_nodes.yaml",
        ("Node",),
        "",
        "",
        "Node",
        "node-3",
        [
            "node-3 has condition of type DiskPressure, reason KubeletHasDiskPressure: kubelet has "
            "disk pressure",
        ],
    ),
    (
        "node-unknown",
        "storage_nodes.yaml",
        ("Node",),
        "",
        "",
        "Node",
        "node-4",
        [
            "node-4 has condition of type MemoryPressure, reason NodeStatusUnknown: "
            "Kubelet stopped posting node status.",
            "node-4 has condition of type Ready, reason NodeStatusUnknown: Kubelet stopped posting "
            "node status.",
        ],
    ),
    # Service: EndpointSlices and legacy Endpoints
    (
        "svc-no-endpoints-slices",
        "services.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "shop/api",
        [
            "Service has no endpoints, expected label app=api",
        ],
    ),
    (
        "svc-not-ready-slices",
        "services.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "shop/web",
        [
            "Service has not ready endpoints, pods: [Pod/web-1], expected 1",
        ],
    ),
    ("svc-healthy", "services.yaml", ("Service",), "", "", "Service", "shop/cart", []),
    ("svc-external-name", "services.yaml", ("Service",), "", "", "Service", "shop/legacy-db", []),
    (
        "svc-warning-event",
        "services.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "shop/lb",
        [
            "Service shop/lb has event Error syncing load balancer: "
            "failed to ensure load balancer: no available subnets",
        ],
    ),
    (
        "svc-no-endpoints-legacy",
        "services_legacy.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "legacy/orders",
        [
            "Service has no endpoints, expected label app=orders",
            "Service has no endpoints, expected label tier=backend",
        ],
    ),
    (
        "svc-leader-election-skipped",
        "services_legacy.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "legacy/scheduler-lock",
        [],
    ),
    (
        "svc-not-ready-legacy",
        "services_legacy.yaml",
        ("Service",),
        "",
        "",
        "Service",
        "legacy/billing",
        ["Service has not ready endpoints, pods: [Pod/billing-1], expected 1"],
    ),
    # Ingress
    (
        "ingress-no-class",
        "ingress.yaml",
        ("Ingress",),
        "",
        "",
        "Ingress",
        "web/noclass",
        [
            "Ingress web/noclass does not specify an Ingress class.",
        ],
    ),
    (
        "ingress-missing-class",
        "ingress.yaml",
        ("Ingress",),
        "",
        "",
        "Ingress",
        "web/badclass",
        [
            "Ingress uses the ingress class traefik which does not exist.",
        ],
    ),
    (
        "ingress-missing-service-and-tls",
        "ingress.yaml",
        ("Ingress",),
        "",
        "",
        "Ingress",
        "web/broken-refs",
        [
            "Ingress uses the service web/fallback which does not exist.",
            "Ingress uses the service web/checkout which does not exist.",
            "Ingress uses the secret web/shop-tls as a TLS certificate which does not exist.",
        ],
    ),
    ("ingress-healthy", "ingress.yaml", ("Ingress",), "", "", "Ingress", "web/good", []),
    ("ingress-gce-exempt", "ingress.yaml", ("Ingress",), "", "", "Ingress", "web/gke", []),
    (
        "ingress-default-class",
        "ingress_default_class.yaml",
        ("Ingress",),
        "",
        "",
        "Ingress",
        "web/implicit",
        [],
    ),
    # Webhooks
    (
        "webhook-service-missing",
        "webhooks.yaml",
        ("ValidatingWebhookConfiguration",),
        "",
        "",
        "ValidatingWebhookConfiguration",
        "policy-validator",
        [
            "Service policy-svc not found as mapped to by Validating Webhook "
            "validate.policy.example.com",
        ],
    ),
    (
        "webhook-no-pods-in-service-namespace",
        "webhooks.yaml",
        ("MutatingWebhookConfiguration",),
        "",
        "",
        "MutatingWebhookConfiguration",
        "sidecar-injector",
        [
            "No active pods found within service injector as mapped to by Mutating Webhook "
            "inject.mesh.example.com",
        ],
    ),
    (
        "webhook-inactive-pod",
        "webhooks.yaml",
        ("MutatingWebhookConfiguration",),
        "",
        "",
        "MutatingWebhookConfiguration",
        "defaulter",
        [
            "Mutating Webhook (default.mesh.example.com) is pointing to an inactive receiver pod "
            "(defaulter-0)",
        ],
    ),
    (
        "webhook-healthy",
        "webhooks.yaml",
        ("ValidatingWebhookConfiguration",),
        "",
        "",
        "ValidatingWebhookConfiguration",
        "healthy-validator",
        [],
    ),
    # ConfigMap: every entry point counts as usage
    (
        "cm-used-by-env-valuefrom",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-env",
        [],
    ),
    (
        "cm-used-by-init-envfrom",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-init",
        [],
    ),
    (
        "cm-used-by-ephemeral",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-ephemeral",
        [],
    ),
    (
        "cm-used-by-volume",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-volume",
        [],
    ),
    (
        "cm-used-by-projected",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/kube-root-ca.crt",
        [],
    ),
    (
        "cm-used-by-workload-template",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-template",
        [],
    ),
    (
        "cm-projected-but-empty",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-projected",
        ["ConfigMap cm-projected is empty"],
    ),
    (
        "cm-unused",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/cm-unused",
        [
            "ConfigMap cm-unused is not used by any pods in the namespace",
        ],
    ),
    (
        "cm-same-name-other-namespace-unused",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "other/cm-env",
        [
            "ConfigMap cm-env is not used by any pods in the namespace",
        ],
    ),
    (
        "cm-grafana-label-skipped",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "ConfigMap",
        "app/dashboards",
        [],
    ),
    (
        "cm-missing-reported-once",
        "configmaps.yaml",
        ("ConfigMap",),
        "",
        "",
        "Pod",
        "app/broken",
        ["Pod app/broken uses the ConfigMap ghost which does not exist."],
    ),
    # Secret references
    (
        "secret-missing-refs",
        "secrets.yaml",
        ("Secret",),
        "",
        "",
        "Pod",
        "app/worker",
        [
            "Pod app/worker uses the Secret init-token which does not exist.",
            "Pod app/worker uses the Secret api-keys which does not exist.",
            "Pod app/worker uses the Secret tls-certs which does not exist.",
        ],
    ),
    # HPA, PDB
    (
        "hpa-scaling-inactive-and-requests",
        "optional.yaml",
        ("hpa",),
        "",
        "",
        "HorizontalPodAutoscaler",
        "shop/api",
        [
            "the HPA was unable to compute the replica count: failed to get cpu utilization: "
            "missing request for cpu in container api of Pod api-7c9",
            "Deployment shop/api does not have resource configured.",
        ],
    ),
    (
        "hpa-missing-target",
        "optional.yaml",
        ("hpa",),
        "",
        "",
        "HorizontalPodAutoscaler",
        "shop/ghost-target",
        [
            "HorizontalPodAutoscaler uses Deployment/ghost as ScaleTargetRef which does not exist.",
        ],
    ),
    (
        "hpa-invalid-target-kind",
        "optional.yaml",
        ("hpa",),
        "",
        "",
        "HorizontalPodAutoscaler",
        "shop/wrong-kind",
        [
            "HorizontalPodAutoscaler uses DaemonSet as ScaleTargetRef which is not an option.",
        ],
    ),
    (
        "hpa-scaling-limited-max",
        "optional.yaml",
        ("hpa",),
        "",
        "",
        "HorizontalPodAutoscaler",
        "shop/capped",
        ["the desired replica count is more than the maximum replica count"],
    ),
    (
        "pdb-disruption-not-allowed-by-type",
        "optional.yaml",
        ("pdb",),
        "",
        "",
        "PodDisruptionBudget",
        "shop/zk",
        ["InsufficientPods, expected pdb pod label app=zookeeper"],
    ),
    ("pdb-healthy", "optional.yaml", ("pdb",), "", "", "PodDisruptionBudget", "shop/web", []),
    # NetworkPolicy: podSelector is namespace-scoped
    (
        "netpol-same-labels-other-namespace",
        "netpol.yaml",
        ("NetworkPolicy",),
        "",
        "",
        "NetworkPolicy",
        "team-a/api-ingress",
        [
            "Network policy is not applied to any pods: api-ingress",
        ],
    ),
    (
        "netpol-applied",
        "netpol.yaml",
        ("NetworkPolicy",),
        "",
        "",
        "NetworkPolicy",
        "team-b/api-ingress",
        [],
    ),
    (
        "netpol-empty-selector",
        "netpol.yaml",
        ("NetworkPolicy",),
        "",
        "",
        "NetworkPolicy",
        "team-b/default-deny",
        ["Network policy allows traffic to all pods: default-deny"],
    ),
    (
        "netpol-match-expressions",
        "netpol.yaml",
        ("NetworkPolicy",),
        "",
        "",
        "NetworkPolicy",
        "team-b/workers",
        [],
    ),
    # RBAC: roleRef by kind
    (
        "rolebinding-to-clusterrole",
        "rbac.yaml",
        ("RoleBinding",),
        "",
        "",
        "RoleBinding",
        "dev/viewers",
        [],
    ),
    (
        "rolebinding-role-in-other-namespace",
        "rbac.yaml",
        ("RoleBinding",),
        "",
        "",
        "RoleBinding",
        "dev/ghost-role",
        [
            "RoleBinding dev/ghost-role references Role deployer which does not exist.",
        ],
    ),
    (
        "rolebinding-wildcard-role",
        "rbac.yaml",
        ("RoleBinding",),
        "",
        "",
        "RoleBinding",
        "dev/admins",
        [
            "RoleBinding admins references Role everything which contains wildcard permissions - "
            "this is not recommended for security best practices",
        ],
    ),
    (
        "rolebinding-missing-serviceaccount",
        "rbac.yaml",
        ("RoleBinding",),
        "",
        "",
        "RoleBinding",
        "dev/cross",
        [
            "RoleBinding dev/cross binds ServiceAccount prod/robot which does not exist.",
        ],
    ),
    (
        "clusterrolebinding-missing-role",
        "rbac.yaml",
        ("ClusterRoleBinding",),
        "",
        "",
        "ClusterRoleBinding",
        "monitoring",
        [
            "ClusterRoleBinding monitoring references ClusterRole prometheus which does not exist.",
        ],
    ),
    (
        "clusterrolebinding-healthy",
        "rbac.yaml",
        ("ClusterRoleBinding",),
        "",
        "",
        "ClusterRoleBinding",
        "readers",
        [],
    ),
    # Gateway API
    (
        "gatewayclass-not-accepted",
        "gateway.yaml",
        ("GatewayClass",),
        "",
        "",
        "GatewayClass",
        "broken-class",
        [
            "GatewayClass 'broken-class' with a controller name 'example.com/gateway-controller' "
            "is not accepted. Message: 'parametersRef points to a missing ConfigMap'.",
        ],
    ),
    (
        "gatewayclass-accepted-not-first",
        "gateway.yaml",
        ("GatewayClass",),
        "",
        "",
        "GatewayClass",
        "envoy",
        [],
    ),
    (
        "gateway-accepted-programmed-by-type",
        "gateway.yaml",
        ("Gateway",),
        "",
        "",
        "Gateway",
        "infra/public",
        [],
    ),
    (
        "gateway-not-programmed",
        "gateway.yaml",
        ("Gateway",),
        "",
        "",
        "Gateway",
        "infra/internal",
        [
            "Gateway 'infra/internal' has condition Programmed=False, reason AddressNotAssigned: "
            "No addresses have been assigned to the Gateway",
        ],
    ),
    (
        "gateway-missing-class",
        "gateway.yaml",
        ("Gateway",),
        "",
        "",
        "Gateway",
        "infra/orphan",
        ["Gateway uses the GatewayClass nginx which does not exist."],
    ),
    (
        "httproute-parents-and-backends",
        "gateway.yaml",
        ("HTTPRoute",),
        "",
        "",
        "HTTPRoute",
        "shop/store",
        [
            "HTTPRoute 'shop/store' is deployed in a different namespace from Gateway "
            "'infra/public' which only allows HTTPRoutes from its namespace.",
            "HTTPRoute 'shop/store' can't be attached on Gateway 'infra/public', selector labels "
            "do not match the labels of namespace shop.",
            "HTTPRoute uses the Gateway 'shop/missing-gw' which does not exist in the same "
            "namespace.",
            "HTTPRoute's backend service 'store' is using port '8080' but the corresponding K8s "
            "service 'shop/store' isn't configured with the same port.",
            "HTTPRoute uses the Service 'shop/store-v2' which does not exist.",
        ],
    ),
    (
        "httproute-admitted-by-one-listener",
        "gateway.yaml",
        ("HTTPRoute",),
        "",
        "",
        "HTTPRoute",
        "infra/api",
        [],
    ),
    # DRA and admission policies: dependencies resolved without the selector
    (
        "resourceclaim-class-outside-selector",
        "dra_vap.yaml",
        ("ResourceClaim",),
        "",
        "app=demo",
        "ResourceClaim",
        "ml/gpu-claim",
        [],
    ),
    (
        "resourceclaim-missing-class-once",
        "dra_vap.yaml",
        ("ResourceClaim",),
        "",
        "app=demo",
        "ResourceClaim",
        "ml/fpga-claim",
        [
            "ResourceClaim ml/fpga-claim references DeviceClass fpga.example.com which does not "
            "exist.",
        ],
    ),
    (
        "resourceclaim-filtered-out",
        "dra_vap.yaml",
        ("ResourceClaim",),
        "",
        "app=demo",
        "ResourceClaim",
        "ml/unselected",
        [],
    ),
    (
        "resourceclaim-unfiltered",
        "dra_vap.yaml",
        ("ResourceClaim",),
        "",
        "",
        "ResourceClaim",
        "ml/unselected",
        [
            "ResourceClaim ml/unselected references DeviceClass tpu.example.com which does not "
            "exist.",
        ],
    ),
    (
        "resourceclaim-unfiltered-fpga",
        "dra_vap.yaml",
        ("ResourceClaim",),
        "",
        "",
        "ResourceClaim",
        "ml/fpga-claim",
        [
            "ResourceClaim ml/fpga-claim references DeviceClass fpga.example.com which does not "
            "exist.",
        ],
    ),
    (
        "vap-type-check-warning",
        "dra_vap.yaml",
        ("ValidatingAdmissionPolicy",),
        "",
        "",
        "ValidatingAdmissionPolicy",
        "replica-limit",
        [
            "ValidatingAdmissionPolicy replica-limit has a CEL type-checking warning at "
            "spec.validations[1].expression: apps/v1, Kind=Deployment: ERROR: <input>:1:12: "
            "undefined field 'replicaz'\n | object.spec.replicaz <= 5\n | ...........^",
        ],
    ),
    (
        "vap-binding-policy-outside-selector",
        "dra_vap.yaml",
        ("ValidatingAdmissionPolicyBinding",),
        "",
        "app=demo",
        "ValidatingAdmissionPolicyBinding",
        "replica-limit-binding",
        [],
    ),
    (
        "vap-binding-missing-policy",
        "dra_vap.yaml",
        ("ValidatingAdmissionPolicyBinding",),
        "",
        "app=demo",
        "ValidatingAdmissionPolicyBinding",
        "dangling-binding",
        [
            "ValidatingAdmissionPolicyBinding dangling-binding references "
            "ValidatingAdmissionPolicy deleted-policy which does not exist.",
        ],
    ),
    # Events, matched by uid
    (
        "events-warning-grouped",
        "pods.yaml",
        ("Event",),
        "",
        "",
        "Pod",
        "default/unready",
        [
            "Unhealthy: Readiness probe failed: HTTP probe failed with statuscode: 503",
        ],
    ),
    (
        "events-failed-mount",
        "pods.yaml",
        ("Event",),
        "",
        "",
        "Pod",
        "default/mounting",
        [
            'FailedMount: MountVolume.SetUp failed for volume "certs" : '
            'secret "tls-certs" not found',
        ],
    ),
    ("events-earlier-incarnation", "pods.yaml", ("Event",), "", "", "Pod", "default/recreated", []),
    # Scope: namespace filter chooses primaries only
    (
        "namespace-filter-excludes",
        "services.yaml",
        ("Service",),
        "legacy",
        "",
        "Service",
        "shop/api",
        [],
    ),
    (
        "namespace-filter-keeps-cluster-scoped",
        "webhooks.yaml",
        ("ValidatingWebhookConfiguration",),
        "kube-system",
        "",
        "ValidatingWebhookConfiguration",
        "policy-validator",
        [
            "Service policy-svc not found as mapped to by Validating Webhook "
            "validate.policy.example.com",
        ],
    ),
    (
        "namespace-filter-route-gateway-elsewhere",
        "gateway.yaml",
        ("HTTPRoute",),
        "shop",
        "",
        "HTTPRoute",
        "shop/store",
        [
            "HTTPRoute 'shop/store' is deployed in a different namespace from Gateway "
            "'infra/public' which only allows HTTPRoutes from its namespace.",
            "HTTPRoute 'shop/store' can't be attached on Gateway 'infra/public', selector labels "
            "do not match the labels of namespace shop.",
            "HTTPRoute uses the Gateway 'shop/missing-gw' which does not exist in the same "
            "namespace.",
            "HTTPRoute's backend service 'store' is using port '8080' but the corresponding K8s "
            "service 'shop/store' isn't configured with the same port.",
            "HTTPRoute uses the Service 'shop/store-v2' which does not exist.",
        ],
    ),
    (
        "selector-set-and-exists",
        "pods.yaml",
        ("Pod",),
        "",
        "app in (web,api),pod-template-hash",
        "Pod",
        "default/web-7d9f-crash",
        [
            "the last termination reason is Error container=app pod=web-7d9f-crash",
            "back-off 2m40s restarting failed container=app pod=web-7d9f-crash_default"
            "(1a1a1a1a-0000-4000-8000-000000000003)",
        ],
    ),
]


@pytest.mark.parametrize(
    ("fixture", "filters", "namespace", "selector", "kind", "name", "expected"),
    [pytest.param(*row[1:], id=row[0]) for row in SCENARIOS],
)
def test_scenario(
    fixture: str,
    filters: tuple[str, ...],
    namespace: str,
    selector: str,
    kind: str,
    name: str,
    expected: list[str],
) -> None:
    out = run_dump(fixture, filters, namespace, selector)
    assert texts(out, kind, name) == expected


def test_every_fixture_result_is_covered_by_a_scenario() -> None:
    """No finding escapes the table: an unexpected result fails here."""
    covered = {(row[1], row[2], row[3], row[4], row[5], row[6]) for row in SCENARIOS}
    runs = {(row[1], row[2], row[3], row[4]) for row in SCENARIOS}
    for fixture, filters, namespace, selector in runs:
        out = run_dump(fixture, filters, namespace, selector)
        for res in out["results"]:
            key = (fixture, filters, namespace, selector, res["kind"], res["name"])
            assert key in covered, f"unexpected result {key}: {res['error']}"


def test_scenario_count() -> None:
    assert len(SCENARIOS) >= 60
