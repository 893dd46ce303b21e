"""Issue 13, items 1-5: each case is a real dump that the analyzers used to misread, next to
a control that must stay quiet."""

from __future__ import annotations

from .conftest import result, run_dump, suppressed, texts

DUMP = "semantics.yaml"


def test_crashloop_with_last_state_is_one_finding_with_the_backoff_in_evidence() -> None:
    out = run_dump(DUMP, ("Pod",))
    [failure] = result(out, "Pod", "shop/crash-with-last")["error"]
    assert (
        failure["Text"]
        == "the last termination reason is OOMKilled container=c pod=crash-with-last"
    )
    waiting = failure["evidence"]["status.containerStatuses[name=c].state.waiting"]
    assert waiting["message"].startswith("back-off 5m0s restarting failed container=c")
    assert (
        failure["evidence"]["status.containerStatuses[name=c].lastState.terminated"]["exitCode"]
        == 137
    )


def test_crashloop_without_last_state_reports_the_backoff_message() -> None:
    out = run_dump(DUMP, ("Pod",))
    assert texts(out, "Pod", "shop/crash-no-last") == [
        "back-off 10s restarting failed container=app pod=crash-no-last_shop"
        "(5e000000-0000-4000-8000-000000000002)"
    ]
    assert texts(out, "Pod", "shop/healthy") == []


def test_custom_node_condition_unknown_is_reported_false_is_healthy() -> None:
    out = run_dump(DUMP, ("Node",))
    assert texts(out, "Node", "npd-silent") == [
        "npd-silent has condition of type KernelDeadlock, reason NoFrequentUpdates: "
        "Node condition KernelDeadlock is now Unknown, the problem daemon stopped"
    ]
    assert texts(out, "Node", "npd-healthy") == []


def test_absent_observed_generation_means_stale_for_every_workload() -> None:
    out = run_dump(DUMP, ("Deployment", "StatefulSet", "DaemonSet"))
    for kind, name in (
        ("Deployment", "shop/just-created"),
        ("StatefulSet", "shop/db"),
        ("DaemonSet", "shop/agent"),
    ):
        assert texts(out, kind, name) == [], name
        [item] = suppressed(out, name)
        assert item["reason"] == "status is stale: observedGeneration < generation"
        assert "status.observedGeneration" not in item["evidence"]
    assert texts(out, "Deployment", "shop/really-down") == [
        "Deployment shop/really-down has 3 replicas but 0 are available with status running"
    ]


def test_surplus_after_a_finished_scale_down_is_not_a_failure() -> None:
    out = run_dump(DUMP, ("Deployment",))
    assert texts(out, "Deployment", "shop/scaled-in") == []
    assert suppressed(out, "shop/scaled-in") == []


def test_rolebinding_to_a_wildcard_clusterrole_is_reported() -> None:
    out = run_dump(DUMP, ("RoleBinding",))
    [failure] = result(out, "RoleBinding", "shop/ci-admin")["error"]
    assert failure["Text"] == (
        "RoleBinding ci-admin references ClusterRole everything which contains wildcard "
        "permissions - this is not recommended for security best practices"
    )
    assert failure["evidence"]["ClusterRole uid"] == "5e000000-0000-4000-8000-000000000030"
    assert texts(out, "RoleBinding", "shop/readers") == []
