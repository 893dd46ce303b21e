"""The live source against a fake API server over HTTP: the real client, real statuses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from xihe.agents.k8s import LiveSource, Request, analyze, to_model
from xihe.cli.k8s import app

from .conftest import FIXTURES, texts
from .fake_apiserver import FakeCluster, serve, write_kubeconfig

STATUSES = {"Deployment": 403, "Service": 500, "Job": 200}


@pytest.fixture
def cluster(tmp_path: Path) -> FakeCluster:
    dump = tmp_path / "cluster"
    dump.mkdir()
    for name in ("pods.yaml", "deployments.yaml", "ingress.yaml", "workloads.yaml"):
        (dump / name).write_text((FIXTURES / name).read_text())
    return FakeCluster.from_dump(dump, STATUSES)


def _live(cluster: FakeCluster, tmp_path: Path, request: Request, page: int) -> dict[str, Any]:
    with serve(cluster) as url:
        source = LiveSource(
            kubeconfig=str(write_kubeconfig(tmp_path / "kubeconfig", url)), page_size=page
        )
        try:
            return to_model(analyze(source, request)).model_dump(by_alias=True)
        finally:
            source.close()


def test_forbidden_and_unknown_kinds_are_reported_and_others_analyzed(
    cluster: FakeCluster, tmp_path: Path
) -> None:
    out = _live(cluster, tmp_path, Request(), page=2)
    kinds = {k["kind"]: k for k in out["coverage"]["kinds"]}
    assert kinds["Deployment"]["status"] == "forbidden"
    assert kinds["Deployment"]["http_status"] == 403
    assert "cannot list resource" in kinds["Deployment"]["reason"]
    assert kinds["Service"]["status"] == "unknown"
    assert kinds["Service"]["http_status"] == 500
    assert kinds["Service"]["reason"] == "etcdserver: request timed out"
    assert kinds["Job"] == {
        "kind": "Job",
        "status": "loaded",
        "objects": 0,
        "reason": "",
        "http_status": None,
    }
    assert kinds["Node"]["status"] == "absent"
    assert kinds["Node"]["http_status"] == 404
    assert kinds["Pod"]["status"] == "loaded"
    assert kinds["Pod"]["objects"] == 16  # 14 in pods.yaml, db-0 and db-1 in workloads.yaml
    skipped = out["coverage"]["analyzers_skipped"]
    assert skipped["Deployment"].startswith("Deployment forbidden (403)")
    assert skipped["Service"].startswith("Service unknown (500)")
    assert "Deployment" not in out["coverage"]["analyzers_run"]
    assert "Deployment analyzer skipped: Deployment forbidden (403): " in out["errors"][0]
    # Other kinds are still analyzed
    assert texts(out, "Pod", "default/imagepull") == [
        'Back-off pulling image "nginx:does-not-exist"'
    ]
    assert texts(out, "Pod", "default/web-7d9f-crash")[0] == (
        "the last termination reason is Error container=app pod=web-7d9f-crash"
    )
    # A Service lookup that failed is not "the service does not exist"
    assert texts(out, "Ingress", "web/broken-refs") == [
        "Ingress uses the secret web/shop-tls as a TLS certificate which does not exist."
    ]
    checks = {(c["analyzer"], c["check"]) for c in out["coverage"]["checks_skipped"]}
    assert ("Ingress", "backend services") in checks
    assert ("StatefulSet", "serviceName") in checks
    assert texts(out, "StatefulSet", "default/db") == [
        "StatefulSet uses the storage class fast-ssd which does not exist.",
        "Statefulset pod db-1 in the namespace default is not in running state.",
    ]


def test_lists_are_paginated_one_kind_at_a_time(cluster: FakeCluster, tmp_path: Path) -> None:
    _live(cluster, tmp_path, Request(filters=["Pod"]), page=4)
    pod_requests = [r for r in cluster.requests if r["path"] == "/api/v1/pods"]
    assert [r["query"].get("continue") for r in pod_requests] == [None, "4", "8", "12"]
    assert all(r["query"]["limit"] == "4" for r in pod_requests)
    assert all(
        r["headers"]["authorization"] == "Bearer test-token-not-a-secret" for r in cluster.requests
    )
    paths = {r["path"] for r in cluster.requests}
    assert paths == {
        "/api/v1/pods",
        "/api/v1/events",
        "/apis/apps/v1/replicasets",
        "/apis/batch/v1/jobs",
    }


def test_secrets_are_listed_as_metadata_only(cluster: FakeCluster, tmp_path: Path) -> None:
    out = _live(cluster, tmp_path, Request(filters=["DaemonSet"]), page=50)
    secret_calls = [r for r in cluster.requests if r["path"] == "/api/v1/secrets"]
    assert len(secret_calls) == 1
    assert "as=PartialObjectMetadataList" in secret_calls[0]["headers"]["accept"]
    assert "c2VjcmV0LXZhbHVlLW5ldmVyLWxlYWtlZA" not in json.dumps(out)
    assert texts(out, "DaemonSet", "kube-system/agent")[1] == (
        "DaemonSet kube-system/agent references non-existent ImagePullSecret regcred"
    )


def test_cli_live_json(cluster: FakeCluster, tmp_path: Path) -> None:
    with serve(cluster) as url:
        kubeconfig = write_kubeconfig(tmp_path / "kubeconfig", url)
        result = CliRunner().invoke(
            app,
            [
                "analyze",
                "--kubeconfig",
                str(kubeconfig),
                "--filter",
                "Deployment",
                "--filter",
                "Pod",
                "-o",
                "json",
                "-n",
                "default",
            ],
        )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["status"] == "ProblemDetected"
    assert out["errors"][0].startswith("Deployment analyzer skipped: Deployment forbidden")
    assert out["coverage"]["analyzers_skipped"]["Deployment"].startswith("Deployment forbidden")
    assert out["problems"] == sum(len(r["error"]) for r in out["results"])
    assert {r["kind"] for r in out["results"]} == {"Pod"}


def test_unreachable_server_is_unknown(tmp_path: Path) -> None:
    kubeconfig = write_kubeconfig(tmp_path / "kubeconfig", "http://127.0.0.1:9")
    source = LiveSource(kubeconfig=str(kubeconfig), timeout=2)
    out = to_model(analyze(source, Request(filters=["Node"]))).model_dump(by_alias=True)
    node = next(k for k in out["coverage"]["kinds"] if k["kind"] == "Node")
    assert node["status"] == "unknown"
    assert node["http_status"] is None
    assert out["errors"][0].startswith("Node analyzer skipped: Node unknown: ")
