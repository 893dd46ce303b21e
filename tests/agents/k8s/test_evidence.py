"""What findings rest on, what was suppressed and why, and what a dump did not contain."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from xihe.agents.k8s import DumpSource, Request, analyze, to_model
from xihe.agents.k8s.selectors import SelectorError, parse_selector
from xihe.cli.k8s import app

from .conftest import FIXTURES, result, run_dump, suppressed, texts


def test_deployment_deadline_evidence_has_uid_generations_and_conditions_by_type() -> None:
    out = run_dump("deployments.yaml", ("Deployment",))
    failure = result(out, "Deployment", "default/deadline")["error"][0]
    assert failure["evidence"] == {
        "uid": "d0000000-0000-4000-8000-000000000003",
        "metadata.generation": 2,
        "status.observedGeneration": 2,
        "spec.replicas": 3,
        "status.replicas": 4,
        "status.readyReplicas": 3,
        "status.updatedReplicas": 1,
        "status.conditions[type=Available]": {
            "status": "True",
            "reason": "MinimumReplicasAvailable",
            "message": "Deployment has minimum availability.",
            "lastTransitionTime": "2026-09-01T10:00:00Z",
        },
        "status.conditions[type=Progressing]": {
            "status": "False",
            "reason": "ProgressDeadlineExceeded",
            "message": 'ReplicaSet "deadline-6f7b" has timed out progressing.',
            "lastTransitionTime": "2026-09-01T10:10:00Z",
        },
    }


def test_stale_deployment_is_suppressed_with_generations() -> None:
    out = run_dump("deployments.yaml", ("Deployment",))
    [item] = suppressed(out, "default/stale")
    assert item["reason"] == "status is stale: observedGeneration < generation"
    assert item["evidence"]["metadata.generation"] == 4
    assert item["evidence"]["status.observedGeneration"] == 3
    [rolling] = suppressed(out, "default/rolling")
    assert rolling["reason"] == "rollout in progress: Available=True and Progressing=True"
    assert rolling["evidence"]["status.conditions[type=Progressing]"]["reason"] == (
        "ReplicaSetUpdated"
    )
    assert suppressed(out, "default/finished-degraded") == []


def test_job_success_conditions_stay_distinct() -> None:
    out = run_dump("jobs.yaml", ("Job",))
    [both] = suppressed(out, "batch/retried-complete")
    assert (
        both["reason"] == "succeeded after 2 failed pod(s): SuccessCriteriaMet=True, Complete=True"
    )
    assert both["evidence"]["status.conditions[type=SuccessCriteriaMet]"]["reason"] == (
        "CompletionsReached"
    )
    assert both["evidence"]["status.conditions[type=Complete]"]["lastTransitionTime"] == (
        "2026-09-01T10:05:01Z"
    )
    [criteria] = suppressed(out, "batch/criteria-met")
    assert criteria["reason"] == "succeeded after 1 failed pod(s): SuccessCriteriaMet=True"
    assert criteria["evidence"]["status.conditions[type=SuccessCriteriaMet]"]["reason"] == (
        "SuccessPolicy"
    )
    assert criteria["evidence"]["status.conditions[type=Complete]"] is None
    backoff = result(out, "Job", "batch/backoff")["error"][0]["evidence"]
    assert backoff["status.conditions[type=Failed]"]["reason"] == "BackoffLimitExceeded"
    assert backoff["event"]["uid"] == "e1000000-0000-4000-8000-000000000001"


def test_missing_configmap_reported_once_with_every_entry_point() -> None:
    out = run_dump("configmaps.yaml", ("ConfigMap",))
    [failure] = result(out, "Pod", "app/broken")["error"]
    assert failure["evidence"] == {
        "uid": "40000000-0000-4000-8000-000000000002",
        "referenced from": [
            "containers[main].env[A].valueFrom.configMapKeyRef",
            "volumes[ghost-vol].configMap",
            "volumes[proj].projected.sources[0].configMap",
        ],
    }


def test_secret_refs_cover_every_entry_point_and_namespace() -> None:
    out = run_dump("secrets.yaml", ("Secret",))
    evidence = [e["evidence"]["referenced from"] for e in result(out, "Pod", "app/worker")["error"]]
    assert evidence == [
        ["initContainers[init].env[TOKEN].valueFrom.secretKeyRef"],
        ["containers[main].envFrom[0].secretRef"],
        ["volumes[certs].secret", "volumes[proj].projected.sources[1].secret"],
    ]


def test_networkpolicy_evidence_names_the_policy_namespace() -> None:
    out = run_dump("netpol.yaml", ("NetworkPolicy",))
    evidence = result(out, "NetworkPolicy", "team-a/api-ingress")["error"][0]["evidence"]
    assert evidence["pods looked up in namespace"] == "team-a"
    assert evidence["uid"] == "20000000-0000-4000-8000-000000000001"


def test_rolebinding_evidence_shows_lookup_by_kind() -> None:
    out = run_dump("rbac.yaml", ("RoleBinding",))
    evidence = result(out, "RoleBinding", "dev/ghost-role")["error"][0]["evidence"]
    assert evidence["looked up"] == "Role dev/deployer"


def test_event_of_earlier_object_is_set_aside_with_both_uids() -> None:
    out = run_dump("pods.yaml", ("Event",))
    [item] = suppressed(out, "default/recreated")
    assert item["evidence"] == {
        "uid": "2b2b2b2b-0000-4000-8000-00000000000d",
        "event.involvedObject.uid": "99999999-0000-4000-8000-0000000000ff",
        "event": "recreated.16aa01",
    }


def test_parent_object_follows_owner_references() -> None:
    out = run_dump("pods.yaml", ("Pod",))
    assert result(out, "Pod", "default/web-7d9f-crash")["parentObject"] == "Deployment/web"
    assert result(out, "Pod", "default/imagepull")["parentObject"] == ""


def test_k8sgpt_json_shape() -> None:
    out = run_dump("storage_nodes.yaml", ("Node", "pvc"))
    assert set(out) == {"provider", "errors", "status", "problems", "results", "coverage"}
    assert out["status"] == "ProblemDetected"
    assert out["problems"] == 6
    node = result(out, "Node", "node-3")
    assert set(node) == {"kind", "name", "error", "details", "parentObject", "analyzer"}
    assert set(node["error"][0]) == {"Text", "KubernetesDoc", "Sensitive", "evidence"}
    assert node["error"][0]["Sensitive"] == [{"Unmasked": "node-3", "Masked": "ANON1"}]


def test_dependency_kind_missing_from_dump_is_not_a_missing_object(tmp_path: Path) -> None:
    (tmp_path / "ing.yaml").write_text(
        "apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: solo\n"
        "  namespace: web\n  uid: 1\nspec:\n  ingressClassName: nginx\n  rules:\n"
        "  - http:\n      paths:\n      - backend:\n          service:\n            name: x\n"
        "            port:\n              number: 80\n        path: /\n        pathType: Prefix\n"
    )
    out = to_model(analyze(DumpSource(tmp_path), Request(["Ingress"]))).model_dump(by_alias=True)
    assert out["results"] == []
    assert out["status"] == "OK"
    checks = [(c["check"], c["reason"]) for c in out["coverage"]["checks_skipped"]]
    assert checks == [
        ("ingress class", "IngressClass not_in_dump: the dump holds no objects of this kind"),
        ("backend services", "Service not_in_dump: the dump holds no objects of this kind"),
    ]


def test_typed_empty_list_proves_absence() -> None:
    out = run_dump("ingress_default_class.yaml", ("Ingress",))
    kinds = {k["kind"]: (k["status"], k["objects"]) for k in out["coverage"]["kinds"]}
    assert kinds["Secret"] == ("loaded", 0)
    assert kinds["Service"] == ("loaded", 1)


def test_json_dump_and_folder_and_secret_payloads_dropped(tmp_path: Path) -> None:
    doc = {
        "apiVersion": "v1",
        "kind": "List",
        "items": [
            {
                "apiVersion": "v1",
                "kind": "Secret",
                "metadata": {"name": "s", "namespace": "a"},
                "data": {"k": "dG9wLXNlY3JldA=="},
            },
            {
                "apiVersion": "v1",
                "kind": "Pod",
                "metadata": {"name": "p", "namespace": "a", "uid": "u1"},
                "spec": {
                    "containers": [
                        {
                            "name": "c",
                            "envFrom": [
                                {"secretRef": {"name": "s"}},
                                {"secretRef": {"name": "gone"}},
                            ],
                        }
                    ]
                },
            },
        ],
    }
    (tmp_path / "nested").mkdir()
    (tmp_path / "nested" / "all.json").write_text(json.dumps(doc))
    source = DumpSource(tmp_path)
    [secret] = source.load_kind("Secret")
    assert "data" not in secret.raw
    out = to_model(analyze(source, Request(["Secret"]))).model_dump(by_alias=True)
    assert texts(out, "Pod", "a/p") == ["Pod a/p uses the Secret gone which does not exist."]
    assert "dG9wLXNlY3JldA" not in json.dumps(out)


@pytest.mark.parametrize(
    ("text", "labels", "matches"),
    [
        ("app=web", {"app": "web"}, True),
        ("app==web", {"app": "api"}, False),
        ("app!=web", {}, True),
        ("app!=web", {"app": "web"}, False),
        ("env in (prod, staging),tier", {"env": "prod", "tier": "x"}, True),
        ("env in (prod,staging),tier", {"env": "prod"}, False),
        ("env notin (prod)", {}, True),
        ("env notin (prod)", {"env": "prod"}, False),
        ("!canary", {"canary": "true"}, False),
        ("!canary,app", {"app": "x"}, True),
    ],
)
def test_selector(text: str, labels: dict[str, str], matches: bool) -> None:
    assert parse_selector(text).matches(labels) is matches


def test_bad_selector_is_rejected() -> None:
    with pytest.raises(SelectorError):
        parse_selector("app in prod")
    result_ = CliRunner().invoke(app, ["analyze", "--from", str(FIXTURES), "-L", "a in b"])
    assert result_.exit_code == 2


def test_cli_text_output_groups_and_states_coverage() -> None:
    res = CliRunner().invoke(
        app, ["analyze", "--from", str(FIXTURES / "jobs.yaml"), "--filter", "Job"]
    )
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    assert lines[0] == "0: Job batch/backoff"
    assert lines[1] == "- Error: Job has reached the specified backoff limit"
    assert lines[2].startswith('  evidence: uid="f0000000-0000-4000-8000-000000000003", ')
    assert "Coverage (dump:" in res.stdout
    assert "  analyzed: Job(5), Event(1)" in lines
    assert "  2 finding(s) deliberately not raised (see JSON)" in lines


def test_cli_unknown_filter_is_a_usage_error() -> None:
    res = CliRunner().invoke(
        app, ["analyze", "--from", str(FIXTURES / "jobs.yaml"), "-f", "Foo", "-o", "json"]
    )
    assert res.exit_code == 2
    assert res.stdout == ""
    assert "no analyzer named 'Foo'" in res.stderr


def test_filters_command_marks_default_and_optional() -> None:
    res = CliRunner().invoke(app, ["filters"])
    lines = dict(line.split("\t", 1) for line in res.stdout.splitlines())
    assert lines["Pod"] == "default\tv2"
    assert lines["Deployment"] == "default\tv3"
    assert lines["NetworkPolicy"] == "optional\tv1"
    assert lines["Security"] == "optional\tv1"
    assert lines["Storage"] == "optional\tv1"
    assert len(lines) == 29
