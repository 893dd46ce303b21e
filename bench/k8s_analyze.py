"""Benchmark: `xihe k8s analyze --from` on a generated 10,000-object cluster.

Run: .venv/bin/python bench/k8s_analyze.py [--objects 10000] [--no-baseline]

The cluster has 61 namespaces and 26 kinds, written the way `kubectl get KIND -A -o yaml`
writes them (one YAML file per kind, about 14 MB) and as one `kubectl get ... -o json` List
(about 38 MB). Each measured run is a fresh child process, so its peak RSS is its own; each
phase (load, index, analyze, render) reports wall time, CPU time and the peak RSS at its end.
A second table runs the real CLI end to end (interpreter start and imports included) and
compares it with the issue's targets: 3 s from YAML, 1.5 s from JSON, 300 MiB peak RSS, and
`xihe k8s analyze --help` (median of 5 fresh processes) under 0.5 s.
The baseline, in the same run, is the loader this replaced: PyYAML's pure-Python SafeLoader
reading each file whole (and `json.loads` on the whole JSON file).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

NAMESPACES = 61
TS = "2026-09-01T10:00:00Z"

# objects per 10,000; the rest of the 26 kinds are cluster-scoped or rare
SHARES: dict[str, int] = {
    "Pod": 3000,
    "ReplicaSet": 1116,
    "ConfigMap": 900,
    "Event": 900,
    "Secret": 700,
    "Deployment": 600,
    "Service": 600,
    "EndpointSlice": 600,
    "ServiceAccount": 400,
    "RoleBinding": 250,
    "Role": 150,
    "Job": 120,
    "ClusterRole": 90,
    "ClusterRoleBinding": 80,
    "PersistentVolumeClaim": 70,
    "PersistentVolume": 70,
    "Namespace": NAMESPACES,
    "StatefulSet": 50,
    "Ingress": 50,
    "NetworkPolicy": 50,
    "CronJob": 40,
    "HorizontalPodAutoscaler": 40,
    "PodDisruptionBudget": 40,
    "DaemonSet": 10,
    "Node": 10,
    "StorageClass": 3,
}
API = {
    "ReplicaSet": "apps/v1",
    "Deployment": "apps/v1",
    "StatefulSet": "apps/v1",
    "DaemonSet": "apps/v1",
    "Job": "batch/v1",
    "CronJob": "batch/v1",
    "EndpointSlice": "discovery.k8s.io/v1",
    "Role": "rbac.authorization.k8s.io/v1",
    "RoleBinding": "rbac.authorization.k8s.io/v1",
    "ClusterRole": "rbac.authorization.k8s.io/v1",
    "ClusterRoleBinding": "rbac.authorization.k8s.io/v1",
    "Ingress": "networking.k8s.io/v1",
    "NetworkPolicy": "networking.k8s.io/v1",
    "HorizontalPodAutoscaler": "autoscaling/v2",
    "PodDisruptionBudget": "policy/v1",
    "StorageClass": "storage.k8s.io/v1",
}
CLUSTER_SCOPED = {
    "ClusterRole",
    "ClusterRoleBinding",
    "PersistentVolume",
    "Namespace",
    "Node",
    "StorageClass",
}


def _uid(kind_idx: int, i: int) -> str:
    return f"{kind_idx:08x}-0000-4000-8000-{i:012x}"


def _meta(kind: str, kind_idx: int, i: int, name: str) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "creationTimestamp": TS,
        "labels": {"app": f"app-{i % 200}", "team": f"team-{i % 7}"},
        "name": name,
        "resourceVersion": str(100000 + i),
        "uid": _uid(kind_idx, i),
    }
    if kind not in CLUSTER_SCOPED:
        meta["namespace"] = f"ns-{i % NAMESPACES}"
    return meta


def _same_ns_index(i: int, spread: int) -> int:
    """An index in object i's namespace: object k lives in namespace k % NAMESPACES."""
    return (i // NAMESPACES % spread) * NAMESPACES + i % NAMESPACES


def _same_ns(prefix: str, i: int, spread: int) -> str:
    """The name of an object in object i's namespace, so references resolve."""
    offset = NAMESPACES if prefix == "config" else 0  # the first ones are kube-root-ca.crt
    return f"{prefix}-{_same_ns_index(i, spread) + offset}"


def _container(i: int) -> dict[str, Any]:
    return {
        "env": [
            {
                "name": "DB_PASSWORD",
                "valueFrom": {
                    "secretKeyRef": {"key": "password", "name": _same_ns("secret", i, 11)}
                },
            },
        ],
        "envFrom": [{"configMapRef": {"name": _same_ns("config", i, 13)}}],
        "image": f"registry.example.com/team-{i % 7}/app-{i % 200}:1.{i % 13}.0",
        "imagePullPolicy": "IfNotPresent",
        "name": "app",
        "ports": [{"containerPort": 8080, "name": "http", "protocol": "TCP"}],
        "readinessProbe": {
            "failureThreshold": 3,
            "httpGet": {"path": "/ready", "port": 8080, "scheme": "HTTP"},
            "periodSeconds": 5,
            "successThreshold": 1,
            "timeoutSeconds": 1,
        },
        "resources": {
            "limits": {"cpu": "1", "memory": "512Mi"},
            "requests": {"cpu": "100m", "memory": "128Mi"},
        },
        "securityContext": {"allowPrivilegeEscalation": False, "runAsNonRoot": True},
        "volumeMounts": [
            {"mountPath": "/etc/app", "name": "config"},
            {
                "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount",
                "name": "kube-api-access",
                "readOnly": True,
            },
        ],
    }


def _pod_spec(i: int) -> dict[str, Any]:
    return {
        "containers": [_container(i)],
        "dnsPolicy": "ClusterFirst",
        "nodeName": f"node-{i % 10}",
        "restartPolicy": "Always",
        "securityContext": {"fsGroup": 2000, "runAsUser": 1000},
        "serviceAccount": _same_ns("sa", i, 6),
        "serviceAccountName": _same_ns("sa", i, 6),
        "terminationGracePeriodSeconds": 30,
        "volumes": [
            {
                "configMap": {"defaultMode": 420, "name": _same_ns("config", i + 305, 13)},
                "name": "config",
            },
            {
                "name": "kube-api-access",
                "projected": {
                    "defaultMode": 420,
                    "sources": [
                        {"serviceAccountToken": {"expirationSeconds": 3607, "path": "token"}},
                        {
                            "configMap": {
                                "items": [{"key": "ca.crt", "path": "ca.crt"}],
                                "name": "kube-root-ca.crt",
                            }
                        },
                    ],
                },
            },
        ],
    }


def _pod(i: int) -> dict[str, Any]:
    bad = i % 50 == 0
    state: dict[str, Any] = (
        {
            "waiting": {
                "message": f"back-off 5m0s restarting failed container=app pod=pod-{i}",
                "reason": "CrashLoopBackOff",
            }
        }
        if bad
        else {"running": {"startedAt": TS}}
    )
    status = {
        "conditions": [
            {"lastProbeTime": None, "lastTransitionTime": TS, "status": "True", "type": t}
            for t in ("Initialized", "Ready", "ContainersReady", "PodScheduled")
        ],
        "containerStatuses": [
            {
                "containerID": f"containerd://{i:064x}",
                "image": f"registry.example.com/team-{i % 7}/app-{i % 200}:1.{i % 13}.0",
                "imageID": f"registry.example.com/app@sha256:{i:064x}",
                "lastState": {},
                "name": "app",
                "ready": not bad,
                "restartCount": 7 if bad else 0,
                "started": not bad,
                "state": state,
            }
        ],
        "hostIP": f"10.0.0.{i % 10}",
        "phase": "Running",
        "podIP": f"10.1.{i // 250}.{i % 250}",
        "podIPs": [{"ip": f"10.1.{i // 250}.{i % 250}"}],
        "qosClass": "Burstable",
        "startTime": TS,
    }
    return {"spec": _pod_spec(i), "status": status}


def _owner(kind: str, name: str, uid: str) -> list[dict[str, Any]]:
    api = API.get(kind, "v1")
    return [
        {
            "apiVersion": api,
            "blockOwnerDeletion": True,
            "controller": True,
            "kind": kind,
            "name": name,
            "uid": uid,
        }
    ]


def _body(kind: str, i: int) -> dict[str, Any]:
    ns = f"ns-{i % NAMESPACES}"
    if kind == "Pod":
        return _pod(i)
    if kind in ("Deployment", "ReplicaSet", "StatefulSet", "DaemonSet"):
        ready = 3 if i % 40 else 1
        spec: dict[str, Any] = {
            "replicas": 3,
            "selector": {"matchLabels": {"app": f"app-{i % 200}"}},
            "template": {
                "metadata": {"labels": {"app": f"app-{i % 200}"}},
                "spec": _pod_spec(i),
            },
        }
        status: dict[str, Any] = {
            "availableReplicas": ready,
            "observedGeneration": 1,
            "readyReplicas": ready,
            "replicas": 3,
        }
        if kind == "DaemonSet":
            spec.pop("replicas")
            status = {
                "currentNumberScheduled": 10,
                "desiredNumberScheduled": 10,
                "numberReady": 10,
                "observedGeneration": 1,
            }
        return {"spec": spec, "status": status}
    if kind == "ConfigMap":
        return {"data": {"app.properties": "level=info\nport=8080\n" * 2}}
    if kind == "Secret":
        return {"data": {"password": "cGFzc3dvcmQ="}, "type": "Opaque"}
    if kind == "Service":
        return {
            "spec": {
                "clusterIP": f"10.96.{i // 250}.{i % 250}",
                "ports": [{"name": "http", "port": 80, "protocol": "TCP", "targetPort": 8080}],
                "selector": {"app": f"app-{i % 200}"},
                "type": "ClusterIP",
            }
        }
    if kind == "EndpointSlice":
        return {
            "addressType": "IPv4",
            "endpoints": [
                {
                    "addresses": [f"10.1.{i // 250}.{i % 250}"],
                    "conditions": {"ready": True, "serving": True, "terminating": False},
                    "targetRef": {"kind": "Pod", "name": f"pod-{i}", "namespace": ns},
                }
            ],
            "ports": [{"name": "http", "port": 8080, "protocol": "TCP"}],
        }
    if kind == "Event":
        return {
            "count": 3,
            "firstTimestamp": TS,
            "involvedObject": {"kind": "Pod", "name": f"pod-{i}", "namespace": ns},
            "lastTimestamp": TS,
            "message": "Readiness probe failed: HTTP probe failed with statuscode: 503",
            "reason": "Unhealthy" if i % 10 == 0 else "Pulled",
            "source": {"component": "kubelet", "host": f"node-{i % 10}"},
            "type": "Warning" if i % 10 == 0 else "Normal",
        }
    if kind in ("Role", "ClusterRole"):
        verbs = ["*"] if i % 30 == 0 else ["get", "list", "watch"]
        return {"rules": [{"apiGroups": [""], "resources": ["pods", "configmaps"], "verbs": verbs}]}
    if kind in ("RoleBinding", "ClusterRoleBinding"):
        ref_kind = "Role" if kind == "RoleBinding" and i % 2 else "ClusterRole"
        ref_name = _same_ns("role", i, 2) if ref_kind == "Role" else f"clusterrole-{i % 90}"
        return {
            "roleRef": {
                "apiGroup": "rbac.authorization.k8s.io",
                "kind": ref_kind,
                "name": ref_name,
            },
            "subjects": [{"kind": "ServiceAccount", "name": _same_ns("sa", i, 6), "namespace": ns}],
        }
    if kind == "Job":
        return {
            "spec": {"backoffLimit": 6, "template": {"spec": _pod_spec(i)}},
            "status": {
                "conditions": [{"status": "True", "type": "Complete"}],
                "succeeded": 1,
            },
        }
    if kind == "CronJob":
        return {
            "spec": {
                "jobTemplate": {"spec": {"template": {"spec": _pod_spec(i)}}},
                "schedule": "*/5 * * * *",
            }
        }
    if kind == "PersistentVolumeClaim":
        return {
            "spec": {
                "accessModes": ["ReadWriteOnce"],
                "resources": {"requests": {"storage": "10Gi"}},
                "storageClassName": "standard",
                "volumeName": f"pv-{i}",
            },
            "status": {"phase": "Bound" if i % 20 else "Pending"},
        }
    if kind == "PersistentVolume":
        return {
            "spec": {"capacity": {"storage": "10Gi"}, "storageClassName": "standard"},
            "status": {"phase": "Bound" if i % 25 else "Released"},
        }
    if kind == "StorageClass":
        return {"provisioner": "ebs.csi.aws.com", "volumeBindingMode": "WaitForFirstConsumer"}
    if kind == "Node":
        return {
            "status": {
                "conditions": [
                    {"status": "False", "type": t, "reason": "KubeletHasSufficient" + t}
                    for t in ("MemoryPressure", "DiskPressure", "PIDPressure")
                ]
                + [{"status": "True", "type": "Ready", "reason": "KubeletReady"}]
            }
        }
    if kind == "Ingress":
        return {
            "spec": {
                "ingressClassName": "nginx",
                "rules": [
                    {
                        "host": f"app-{i}.example.com",
                        "http": {
                            "paths": [
                                {
                                    "backend": {
                                        "service": {
                                            "name": f"service-{i}",
                                            "port": {"number": 80},
                                        }
                                    },
                                    "path": "/",
                                    "pathType": "Prefix",
                                }
                            ]
                        },
                    }
                ],
            }
        }
    if kind == "NetworkPolicy":
        return {"spec": {"podSelector": {"matchLabels": {"app": f"app-{i % 200}"}}}}
    if kind == "HorizontalPodAutoscaler":
        return {
            "spec": {
                "maxReplicas": 10,
                "minReplicas": 2,
                "scaleTargetRef": {
                    "apiVersion": "apps/v1",
                    "kind": "Deployment",
                    "name": f"deployment-{i}",
                },
            }
        }
    if kind == "PodDisruptionBudget":
        return {
            "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": f"app-{i % 200}"}}},
            "status": {"conditions": [{"status": "True", "type": "DisruptionAllowed"}]},
        }
    return {}


NAMES = {
    "Pod": "pod",
    "ConfigMap": "config",
    "Secret": "secret",
    "Service": "service",
    "ServiceAccount": "sa",
    "Role": "role",
    "ClusterRole": "clusterrole",
    "PersistentVolume": "pv",
    "Namespace": "ns",
}


def generate(total: int) -> dict[str, list[dict[str, Any]]]:
    """Objects per kind, scaled to `total`; names cross-reference as a real cluster's do."""
    out: dict[str, list[dict[str, Any]]] = {}
    scale = total / 10_000
    for kind_idx, (kind, share) in enumerate(SHARES.items(), start=1):
        count = share if kind == "Namespace" else max(1, round(share * scale))
        items = []
        for i in range(count):
            name = f"{NAMES.get(kind, kind.lower())}-{i}"
            if kind == "ConfigMap" and i < NAMESPACES:
                name = "kube-root-ca.crt"
            if kind == "EndpointSlice":
                obj_labels = {"kubernetes.io/service-name": f"service-{i}"}
                name = f"service-{i}-{i:05x}"
            obj: dict[str, Any] = {
                "apiVersion": API.get(kind, "v1"),
                "kind": kind,
                "metadata": _meta(kind, kind_idx, i, name),
            }
            if kind in ("Deployment", "StatefulSet", "DaemonSet", "Job"):
                obj["metadata"]["generation"] = 1
            if kind == "Pod":
                obj["metadata"]["ownerReferences"] = _owner(
                    "ReplicaSet", _same_ns("replicaset", i, 18), _uid(2, _same_ns_index(i, 18))
                )
            if kind == "EndpointSlice":
                obj["metadata"]["labels"] = obj_labels
            obj.update(_body(kind, i))
            items.append(obj)
        out[kind] = items
    return out


def write_dumps(cluster: dict[str, list[dict[str, Any]]], root: Path) -> tuple[Path, Path]:
    """A folder of `kubectl get KIND -A -o yaml` files and one `-o json` List."""
    import yaml

    yaml_dir = root / "yaml"
    yaml_dir.mkdir()
    for kind, items in cluster.items():
        doc = {"apiVersion": "v1", "items": items, "kind": "List", "metadata": {}}
        with open(yaml_dir / f"{kind.lower()}s.yaml", "w", encoding="utf-8") as fh:
            yaml.dump(doc, fh, Dumper=yaml.CSafeDumper, default_flow_style=False, width=10_000)
    json_file = root / "cluster.json"
    every = [obj for items in cluster.values() for obj in items]
    json_file.write_text(
        json.dumps({"apiVersion": "v1", "items": every, "kind": "List", "metadata": {}}, indent=4)
    )
    return yaml_dir, json_file


def _size(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.iterdir())
    return path.stat().st_size


# --- the measured child -------------------------------------------------------------------


def _peak_rss_mib() -> float:
    """This process's peak RSS (VmHWM): unlike ru_maxrss, it does not inherit the parent's
    peak across fork and exec."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Phases:
    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self._wall = time.perf_counter()
        self._cpu = time.process_time()

    def mark(self, name: str) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        rss = _peak_rss_mib()
        self.rows.append(
            {"phase": name, "wall": wall - self._wall, "cpu": cpu - self._cpu, "rss": rss}
        )
        self._wall, self._cpu = time.perf_counter(), time.process_time()


def child(mode: str, path: str) -> None:
    """One measured run, as `xihe k8s analyze --from PATH -o json -f <all>` does it."""
    phases = Phases()
    if mode == "baseline":
        _baseline(Path(path), phases)
    else:
        _ours(Path(path), phases)
    print(json.dumps(phases.rows))


def _ours(path: Path, phases: Phases) -> None:
    from xihe.agents.k8s.engine import Request, analyze_inventory, load_inventory, plan
    from xihe.agents.k8s.registry import registry
    from xihe.agents.k8s.render import to_json
    from xihe.agents.k8s.sources import DumpSource

    phases.mark("import")
    source = DumpSource(path)
    gc.freeze()  # as `xihe k8s analyze` does once the dump is read
    phases.mark("load")
    request = Request(filters=list(registry()))
    planned = plan(request)
    inventory = load_inventory(source, planned.kinds, request.max_concurrency)
    phases.mark("index")
    analysis = analyze_inventory(source, inventory, planned, request)
    phases.mark("analyze")
    out = to_json(analysis)
    phases.mark("render")
    sys.stderr.write(f"{len(analysis.results)} results, {len(out)} bytes of JSON\n")


def _baseline(path: Path, phases: Phases) -> None:
    """The loader before this change: pure-Python PyYAML, every file read whole."""
    import yaml

    phases.mark("import")
    objects = 0
    files = sorted(path.iterdir()) if path.is_dir() else [path]
    for file in files:
        text = file.read_text(encoding="utf-8")
        docs = [json.loads(text)] if file.suffix == ".json" else list(yaml.safe_load_all(text))
        objects += sum(len(d.get("items") or []) for d in docs if isinstance(d, dict))
    phases.mark("load")
    sys.stderr.write(f"baseline read {objects} objects\n")


def _measure(mode: str, path: Path) -> list[dict[str, Any]]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    proc = subprocess.run(
        [sys.executable, __file__, "--child", mode, str(path)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    sys.stderr.write(proc.stderr)
    return list(json.loads(proc.stdout.strip().splitlines()[-1]))


def _run(argv: list[str]) -> tuple[float, float, float]:
    """One fresh process: its wall time, its CPU time (wait4) and its peak RSS in MiB (its
    own VmHWM, printed last on stderr by `_cli`'s wrapper)."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    errors = proc.stderr.read().decode()
    proc.stderr.close()
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {errors}")
    peak = float(errors.strip().splitlines()[-1].removeprefix("peak_rss_mib="))
    return wall, usage.ru_utime + usage.ru_stime, peak


def _cli(*args: str) -> list[str]:
    """`xihe ARGS` as the installed entry point runs it, reporting its VmHWM at exit."""
    code = (
        "import atexit, sys\n"
        "def peak():\n"
        "    for line in open('/proc/self/status'):\n"
        "        if line.startswith('VmHWM:'):\n"
        "            sys.stderr.write(f'\\npeak_rss_mib={int(line.split()[1]) / 1024}\\n')\n"
        "atexit.register(peak)\n"
        "from xihe.cli.main import main\n"
        "sys.argv[0] = 'xihe'\n"
        "main()\n"
    )
    return [sys.executable, "-c", code, *args]


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def _help_time(runs: int = 5) -> tuple[float, float]:
    """`xihe k8s analyze --help` in fresh interpreters: median wall and CPU of `runs`."""
    measured = [_run(_cli("k8s", "analyze", "--help")) for _ in range(runs)]
    return _median([m[0] for m in measured]), _median([m[1] for m in measured])


def _targets(yaml_dir: Path, json_file: Path) -> None:
    """The issue's targets, end to end through the CLI (interpreter start included)."""
    every = [arg for name in _analyzer_names() for arg in ("-f", name)]
    yaml_run = _run(_cli("k8s", "analyze", "--from", str(yaml_dir), "-o", "json", *every))
    json_run = _run(_cli("k8s", "analyze", "--from", str(json_file), "-o", "json", *every))
    help_wall, help_cpu = _help_time()
    rows = [
        ("`xihe k8s analyze --from` YAML folder, wall s", yaml_run[0], 3.0, yaml_run[1]),
        ("`xihe k8s analyze --from` JSON file, wall s", json_run[0], 1.5, json_run[1]),
        ("peak RSS of either run, MiB", max(yaml_run[2], json_run[2]), 300.0, None),
        ("`xihe k8s analyze --help`, median of 5, wall s", help_wall, 0.5, help_cpu),
    ]
    print()
    print("| target | measured | CPU s | limit | met |")
    print("|---|---|---|---|---|")
    for label, value, limit, cpu in rows:
        cpu_text = f"{cpu:.2f}" if cpu is not None else ""
        met = "yes" if value < limit else "**no**"
        print(f"| {label} | {value:.2f} | {cpu_text} | {limit:g} | {met} |")


def _analyzer_names() -> list[str]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from xihe.agents.k8s.registry import registry

    return list(registry())


def _table(label: str, rows: list[dict[str, Any]]) -> None:
    total_wall = sum(r["wall"] for r in rows)
    total_cpu = sum(r["cpu"] for r in rows)
    peak = max(r["rss"] for r in rows)
    for r in rows:
        print(f"| {label} | {r['phase']} | {r['wall']:.2f} | {r['cpu']:.2f} | {r['rss']:.0f} |")
    print(f"| {label} | **total** | **{total_wall:.2f}** | **{total_cpu:.2f}** | **{peak:.0f}** |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--objects", type=int, default=10_000)
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument("--child", nargs=2, metavar=("MODE", "PATH"))
    parser.add_argument("--keep", type=Path, help="write the dumps here and keep them")
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    cluster = generate(args.objects)
    count = sum(len(v) for v in cluster.values())
    with tempfile.TemporaryDirectory() as tmp:
        root = args.keep or Path(tmp)
        root.mkdir(parents=True, exist_ok=True)
        yaml_dir, json_file = write_dumps(cluster, root)
        del cluster
        print(
            f"{count} objects, {len(SHARES)} kinds, {NAMESPACES} namespaces; "
            f"YAML {_size(yaml_dir) / 1e6:.1f} MB in {len(SHARES)} files, "
            f"JSON {_size(json_file) / 1e6:.1f} MB; load average {os.getloadavg()[0]:.2f}"
        )
        print()
        print("| run | phase | wall s | CPU s | peak RSS MiB |")
        print("|---|---|---|---|---|")
        _table("YAML", _measure("ours", yaml_dir))
        _table("JSON", _measure("ours", json_file))
        if not args.no_baseline:
            _table("YAML, baseline loader", _measure("baseline", yaml_dir))
            _table("JSON, baseline loader", _measure("baseline", json_file))
        _targets(yaml_dir, json_file)


if __name__ == "__main__":
    main()
