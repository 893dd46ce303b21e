"""Benchmark: analyze a generated 10,000-object dump across kinds; time and peak memory.

Run: .venv/bin/python bench/k8s_analyze.py [--objects 10000]
Prints: dump parse time, analysis time with all analyzers, peak traced memory, and a naive
baseline (per-object linear scans for references, as a list-based analyzer would do).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from xihe.agents.k8s import DumpSource, Request, analyze
from xihe.agents.k8s.registry import registry

NAMESPACES = 20


def _meta(kind_idx: int, i: int, ns: str | None, name: str) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "name": name,
        "uid": f"{kind_idx:08x}-0000-4000-8000-{i:012x}",
        "labels": {"app": f"app-{i % 50}"},
        "generation": 2,
    }
    if ns:
        meta["namespace"] = ns
    return meta


def _pod(i: int, ns: str) -> dict[str, Any]:
    bad = i % 10 == 0
    state = (
        {"waiting": {"reason": "CrashLoopBackOff", "message": "back-off"}}
        if bad
        else {"running": {"startedAt": "2026-09-01T10:00:00Z"}}
    )
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": _meta(1, i, ns, f"pod-{i}"),
        "spec": {
            "containers": [
                {
                    "name": "app",
                    "envFrom": [{"configMapRef": {"name": f"cm-{i % 400}"}}],
                    "env": [
                        {
                            "name": "P",
                            "valueFrom": {"secretKeyRef": {"name": f"sec-{i % 300}", "key": "k"}},
                        }
                    ],
                }
            ]
        },
        "status": {
            "phase": "Running",
            "containerStatuses": [{"name": "app", "ready": not bad, "state": state}],
        },
    }


def generate(total: int) -> list[dict[str, Any]]:
    """Pods 50%, ConfigMaps, Secrets, Services, EndpointSlices, Deployments, ReplicaSets,
    Events, Jobs, Nodes: about the mix of a mid-sized cluster."""
    shares = {
        "Pod": 0.5,
        "ConfigMap": 0.08,
        "Secret": 0.06,
        "Service": 0.06,
        "EndpointSlice": 0.06,
        "Deployment": 0.05,
        "ReplicaSet": 0.07,
        "Event": 0.08,
        "Job": 0.03,
        "Node": 0.01,
    }
    objects: list[dict[str, Any]] = []
    for kind_idx, (kind, share) in enumerate(shares.items(), start=1):
        for i in range(int(total * share)):
            ns = f"ns-{i % NAMESPACES}"
            objects.append(_object(kind, kind_idx, i, ns))
    return objects


def _object(kind: str, kind_idx: int, i: int, ns: str) -> dict[str, Any]:
    if kind == "Pod":
        return _pod(i, ns)
    api = {
        "Deployment": "apps/v1",
        "ReplicaSet": "apps/v1",
        "Job": "batch/v1",
        "EndpointSlice": "discovery.k8s.io/v1",
    }.get(kind, "v1")
    name = {
        "ConfigMap": f"cm-{i}",
        "Secret": f"sec-{i}",
        "Service": f"svc-{i}",
        "EndpointSlice": f"svc-{i}-x",
    }.get(kind, f"{kind.lower()}-{i}")
    obj: dict[str, Any] = {
        "apiVersion": api,
        "kind": kind,
        "metadata": _meta(kind_idx, i, None if kind == "Node" else ns, name),
    }
    if kind == "ConfigMap":
        obj["data"] = {"k": "v"}
    elif kind == "Service":
        obj["spec"] = {"selector": {"app": f"app-{i % 50}"}}
    elif kind == "EndpointSlice":
        obj["metadata"]["labels"] = {"kubernetes.io/service-name": f"svc-{i}"}
        obj["endpoints"] = [
            {
                "addresses": ["10.0.0.1"],
                "conditions": {"ready": i % 7 != 0},
                "targetRef": {"kind": "Pod", "name": f"pod-{i}"},
            }
        ]
    elif kind == "Deployment":
        obj["spec"] = {"replicas": 3}
        obj["status"] = {
            "observedGeneration": 2 if i % 5 else 1,
            "readyReplicas": 3 - (i % 3),
            "replicas": 3,
        }
    elif kind == "Event":
        obj["involvedObject"] = {"kind": "Pod", "namespace": ns, "name": f"pod-{i}"}
        obj["reason"] = "Unhealthy" if i % 2 else "FailedMount"
        obj["type"] = "Warning"
        obj["message"] = "probe failed"
    elif kind == "Job":
        obj["status"] = {"failed": i % 3}
    elif kind == "Node":
        obj["status"] = {"conditions": [{"type": "Ready", "status": "True" if i % 9 else "False"}]}
    return obj


def naive_configmap_usage(objects: list[dict[str, Any]]) -> int:
    """Baseline: for each ConfigMap, scan every pod (what a list-per-check analyzer does)."""
    pods = [o for o in objects if o["kind"] == "Pod"]
    unused = 0
    for cm in (o for o in objects if o["kind"] == "ConfigMap"):
        ns, name = cm["metadata"]["namespace"], cm["metadata"]["name"]
        used = any(
            p["metadata"]["namespace"] == ns
            and any(
                (ef.get("configMapRef") or {}).get("name") == name
                for c in p["spec"]["containers"]
                for ef in c.get("envFrom") or []
            )
            for p in pods
        )
        unused += not used
    return unused


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--objects", type=int, default=10_000)
    args = parser.parse_args()
    objects = generate(args.objects)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "dump.json"
        path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": objects}))
        t0 = time.perf_counter()
        source = DumpSource(path)
        t1 = time.perf_counter()
        analysis = analyze(source, Request(filters=list(registry())))
        t2 = time.perf_counter()
        tracemalloc.start()  # a second pass: tracing slows the code it measures
        analyze(DumpSource(path), Request(filters=list(registry())))
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    t3 = time.perf_counter()
    unused = naive_configmap_usage(objects)
    t4 = time.perf_counter()
    ours_cm = sum(
        1 for r in analysis.results for f in r.failures if "is not used by any pods" in f.text
    )
    print(f"objects:            {len(objects)}")
    print(f"dump parse:         {(t1 - t0) * 1000:.0f} ms")
    print(f"analysis (27 analyzers): {(t2 - t1) * 1000:.0f} ms")
    print(f"results/problems:   {len(analysis.results)} / {analysis.problems}")
    print(f"peak traced memory (parse + analysis): {peak / 1024 / 1024:.1f} MiB")
    print(
        f"naive baseline, ConfigMap usage only (scan pods per ConfigMap): "
        f"{(t4 - t3) * 1000:.0f} ms, {unused} unused (ours: {ours_cm})"
    )


if __name__ == "__main__":
    main()
