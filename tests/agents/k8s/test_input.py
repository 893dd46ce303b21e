"""Issue 13, item 8 and the loader: bad input is an error, partial input says so at the top,
and the fast YAML path reads what libyaml reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from xihe.agents.k8s.dumpfile import DumpError, read_documents
from xihe.agents.k8s.sources import DumpSource
from xihe.cli.k8s import app

from .conftest import FIXTURES

GOOD_POD = """apiVersion: v1
kind: PodList
items:
- apiVersion: v1
  kind: Pod
  metadata:
    name: crash
    namespace: shop
    uid: 7a000000-0000-4000-8000-000000000001
  status:
    phase: Running
    containerStatuses:
    - name: app
      ready: false
      state:
        waiting:
          reason: CrashLoopBackOff
          message: back-off 10s restarting failed container=app pod=crash_shop
"""
MALFORMED = """apiVersion: v1
kind: ServiceList
items:
- apiVersion: v1
  kind: Service
  metadata:
    name: web
   namespace: shop
"""


def _analyze(*args: str) -> object:
    return CliRunner().invoke(app, ["analyze", *args])


def test_malformed_yaml_is_an_error_naming_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "services.yaml"
    bad.write_text(MALFORMED)
    res = _analyze("--from", str(bad))
    assert res.exit_code == 2
    assert "No problems detected" not in res.stdout
    assert f"{bad}: line 8, column 4: not valid YAML" in res.stderr


def test_malformed_json_is_an_error_naming_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "pods.json"
    bad.write_text('{"kind": "PodList",\n "items": [\n {"kind": "Pod",,}]}')
    res = _analyze("--from", str(bad), "-o", "json")
    assert res.exit_code == 2
    assert res.stdout == ""
    assert f"{bad}: line 3, column" in res.stderr


@pytest.mark.parametrize(
    ("content", "what"),
    [("just a sentence\n", "a scalar"), ("- a\n- b\n", "a list"), ("foo: bar\n", "a mapping")],
)
def test_a_file_that_is_not_kubernetes_objects_is_an_error(
    tmp_path: Path, content: str, what: str
) -> None:
    path = tmp_path / "dump.yaml"
    path.write_text(content)
    res = _analyze("--from", str(path))
    assert res.exit_code == 2
    assert f"{path}: document 1 is {what}" in res.stderr


def test_empty_folder_is_an_error(tmp_path: Path) -> None:
    res = _analyze("--from", str(tmp_path))
    assert res.exit_code == 2
    assert "no .yaml, .yml or .json files" in res.stderr


def test_partial_input_names_the_skipped_file_at_the_top(tmp_path: Path) -> None:
    (tmp_path / "pods.yaml").write_text(GOOD_POD)
    (tmp_path / "services.yaml").write_text(MALFORMED)
    res = _analyze("--from", str(tmp_path), "-f", "Pod")
    assert res.exit_code == 0
    first = res.stdout.splitlines()[0]
    assert first.startswith(f"Skipped input: {tmp_path / 'services.yaml'}: line 8, column 4")
    assert "Partial input: 1 file(s) or document(s) not read" in res.stdout
    assert "0: Pod shop/crash" in res.stdout
    out = json.loads(_analyze("--from", str(tmp_path), "-f", "Pod", "-o", "json").stdout)
    [skipped] = out["coverage"]["inputs_skipped"]
    assert skipped.startswith(f"{tmp_path / 'services.yaml'}: line 8")
    assert out["errors"][0] == skipped


def test_partial_input_without_findings_does_not_read_as_healthy(tmp_path: Path) -> None:
    healthy = GOOD_POD.split("      state:")[0] + "      state: {running: {}}\n"
    (tmp_path / "pods.yaml").write_text(healthy.replace("ready: false", "ready: true"))
    (tmp_path / "notes.yaml").write_text("- not\n- objects\n")
    res = _analyze("--from", str(tmp_path), "-f", "Pod")
    assert res.exit_code == 0
    assert "No problems detected in what could be read" in res.stdout
    assert res.stdout.splitlines()[0].startswith(f"Skipped input: {tmp_path / 'notes.yaml'}")


def test_complete_input_skips_nothing() -> None:
    res = _analyze("--from", str(FIXTURES / "jobs.yaml"), "-f", "Job", "-o", "json")
    assert res.exit_code == 0
    assert json.loads(res.stdout)["coverage"]["inputs_skipped"] == []


class _LibYAML(yaml.CSafeLoader):
    """The reference reading: libyaml, timestamps left as strings."""


_LibYAML.add_constructor(
    "tag:yaml.org,2002:timestamp", lambda loader, node: loader.construct_scalar(node)
)


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("*.yaml")))
def test_fast_path_reads_every_fixture_as_libyaml_does(fixture: str) -> None:
    path = FIXTURES / fixture
    expected = [d for d in yaml.load_all(path.read_bytes(), Loader=_LibYAML) if d is not None]
    assert list(read_documents(path)) == expected


def test_yaml_1_1_forms_are_read_as_kubectl_and_pyyaml_read_them(tmp_path: Path) -> None:
    path = tmp_path / "pod.yaml"
    path.write_text(
        "kind: Pod\nmetadata: {name: p, namespace: n}\n"
        "spec:\n  containers:\n  - name: c\n    securityContext:\n      privileged: yes\n"
        "  volumes:\n  - name: v\n    configMap: {name: x, defaultMode: 0644}\n"
        "status:\n  reason: ~\n"
    )
    [doc] = read_documents(path)
    assert doc["spec"]["containers"][0]["securityContext"]["privileged"] is True
    assert doc["spec"]["volumes"][0]["configMap"]["defaultMode"] == 0o644
    assert doc["status"]["reason"] is None


def test_anchors_and_multiple_documents(tmp_path: Path) -> None:
    path = tmp_path / "two.yaml"
    path.write_text(
        "kind: ConfigMap\nmetadata: &m {name: a, namespace: n}\n---\n"
        "kind: ConfigMap\nmetadata:\n  <<: *m\n  name: b\n"
    )
    source = DumpSource(path)
    assert [o.name for o in source.load_kind("ConfigMap")] == ["a", "b"]
    assert source.load_kind("ConfigMap")[1].namespace == "n"


def test_missing_path_is_a_dump_error(tmp_path: Path) -> None:
    with pytest.raises(DumpError, match="no such file or folder"):
        DumpSource(tmp_path / "nope")
