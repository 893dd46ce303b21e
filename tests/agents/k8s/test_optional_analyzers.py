"""Issue 13, items 6 and 7: the optional Security and Storage analyzers, each on a real dump
with controls that must stay quiet, off unless named."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from xihe.cli.k8s import standalone

from .conftest import FIXTURES, result, run_dump, suppressed, texts


def _kinds(out: dict[str, object]) -> set[tuple[str, str]]:
    return {(r["kind"], r["name"]) for r in out["results"]}  # type: ignore[index,attr-defined]


def test_security_findings_and_quiet_controls() -> None:
    out = run_dump("security.yaml", ("security",))
    assert _kinds(out) == {
        ("Security/ServiceAccount", "shop/default"),
        ("Security/Pod", "shop/web-1"),
        ("Security/Pod", "shop/web-2"),
        ("Security/RoleBinding", "shop/ops-admin"),
        ("Security/RoleBinding", "shop/ci-deployer"),
    }
    [sa] = result(out, "Security/ServiceAccount", "shop/default")["error"]
    assert sa["Text"] == "Default service account is being used by pods: web-1, web-2"
    assert sa["evidence"]["uid"] == "5c000000-0000-4000-8000-000000000001"
    assert [p["name"] for p in sa["evidence"]["pods"]] == ["web-1", "web-2"]
    assert texts(out, "Security/Pod", "shop/web-1") == [
        "Pod shop/web-1 does not have a security context defined which may pose security risks"
    ]
    assert texts(out, "Security/Pod", "shop/web-2") == [
        "Container debug in pod shop/web-2 is running as privileged which poses security risks"
    ]
    assert texts(out, "Security/RoleBinding", "shop/ops-admin") == [
        "RoleBinding ops-admin references ClusterRole cluster-admin which contains wildcard "
        "permissions - this is not recommended for security best practices"
    ]
    assert texts(out, "Security/RoleBinding", "shop/ci-deployer") == [
        "RoleBinding ci-deployer references Role deployer which contains wildcard "
        "permissions - this is not recommended for security best practices"
    ]


def test_storage_findings_and_quiet_controls() -> None:
    out = run_dump("storage.yaml", ("Storage",))
    assert texts(out, "Storage/StorageClass", "local") == [
        "StorageClass local has no dynamic provisioner (kubernetes.io/no-provisioner): its "
        "claims bind only to PersistentVolumes created by hand, as for local volumes"
    ]
    default_text = (
        "Multiple default StorageClasses found (2: gp2, gp3); a claim without storageClassName "
        "gets the most recently created one"
    )
    assert texts(out, "Storage/StorageClass", "gp2") == [
        "StorageClass gp2 uses the in-tree provisioner kubernetes.io/aws-ebs, which Kubernetes "
        "redirects to the CSI driver ebs.csi.aws.com: that driver must be installed, and new "
        "classes should name ebs.csi.aws.com",
        default_text,
    ]
    assert texts(out, "Storage/StorageClass", "gp3") == [default_text]
    assert texts(out, "Storage/StorageClass", "fast") == []
    assert texts(out, "Storage/PersistentVolume", "pv-old") == [
        "PersistentVolume pv-old is Released: its claim shop/data-old is gone, and the volume "
        "and its data stay until removed by hand"
    ]
    assert texts(out, "Storage/PersistentVolume", "pv-broken") == [
        "PersistentVolume pv-broken is Failed: error deleting EBS volume: VolumeInUse"
    ]
    assert texts(out, "Storage/PersistentVolume", "pv-ok") == []
    [stuck] = result(out, "Storage/PersistentVolumeClaim", "shop/data-stuck")["error"]
    assert stuck["Text"] == (
        "PersistentVolumeClaim shop/data-stuck is Pending: failed to provision volume with "
        'StorageClass "fast": UnauthorizedOperation'
    )
    assert [e["reason"] for e in stuck["evidence"]["events"]] == ["ProvisioningFailed"]
    assert texts(out, "Storage/PersistentVolumeClaim", "shop/data-lost") == [
        "PersistentVolumeClaim shop/data-lost is Lost: its PersistentVolume pv-deleted is gone"
    ]
    assert texts(out, "Storage/PersistentVolumeClaim", "shop/data-waiting") == []
    [waiting] = suppressed(out, "shop/data-waiting")
    assert "WaitForFirstConsumer" in waiting["reason"]
    assert texts(out, "Storage/PersistentVolumeClaim", "shop/data-ok") == []


def test_optional_analyzers_are_off_by_default() -> None:
    for fixture in ("security.yaml", "storage.yaml"):
        out = run_dump(fixture)
        assert not any(r["kind"].startswith(("Security/", "Storage/")) for r in out["results"])
        assert "Security" not in out["coverage"]["analyzers_run"]
        assert "Storage" not in out["coverage"]["analyzers_run"]


def test_optional_analyzers_say_what_they_could_not_check() -> None:
    out = run_dump("security.yaml", ("Storage",))
    assert out["coverage"]["analyzers_skipped"]["Storage"].startswith("StorageClass not_in_dump")
    out = run_dump("pods.yaml", ("Security",))
    checks = {c["check"] for c in out["coverage"]["checks_skipped"]}
    assert "wildcard rules of bound roles" in checks


def test_optional_analyzers_enabled_by_configuration(tmp_path: Path) -> None:
    config = tmp_path / "xihe.toml"
    config.write_text('[k8s]\nfilters = ["storage", "Security"]\n')
    dump = str(FIXTURES / "storage.yaml")
    res = CliRunner().invoke(
        standalone(), ["--config", str(config), "k8s", "analyze", "--from", dump, "-o", "json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["coverage"]["analyzers_run"] == ["Storage"]
    assert "Security" in out["coverage"]["analyzers_skipped"]
    assert ("Storage/StorageClass", "local") in _kinds(out)
    flag = CliRunner().invoke(
        standalone(),
        ["--config", str(config), "k8s", "analyze", "--from", dump, "-f", "Pod", "-o", "json"],
    )
    assert json.loads(flag.stdout)["coverage"]["analyzers_run"] == []
