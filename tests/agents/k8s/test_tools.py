"""`k8s.analyze` and `k8s.get` as read-only tools, confined to the tools root."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from xihe.agents.k8s.tools import k8s_tool_specs
from xihe.core.errors import ToolError
from xihe.core.settings import load_settings
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolContext

from .conftest import FIXTURES


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    shutil.copy(FIXTURES / "jobs.yaml", tmp_path / "jobs.yaml")
    settings = load_settings(None, home=str(tmp_path / "home"), tools={"files_root": str(tmp_path)})
    return ToolContext(settings=settings, role="readonly")


def test_specs_are_read_only_and_registrable() -> None:
    registry = ToolRegistry(k8s_tool_specs())
    assert registry.names() == ["k8s.analyze", "k8s.get"]
    for name in registry.names():
        spec = registry.get(name)
        assert spec.side_effect == "read"
        assert spec.idempotent is True
    assert set(registry.get("k8s.get").parameters["required"]) == {"kind", "name"}


async def test_analyze_tool_on_a_dump(ctx: ToolContext) -> None:
    spec = ToolRegistry(k8s_tool_specs()).get("k8s.analyze")
    out = await spec.handler(ctx, dump="jobs.yaml", filters=["CronJob"])
    assert [r["name"] for r in out["results"]] == [
        "batch/nightly",
        "batch/badschedule",
        "batch/negative",
    ]


async def test_get_tool_and_confinement(ctx: ToolContext) -> None:
    spec = ToolRegistry(k8s_tool_specs()).get("k8s.get")
    obj = await spec.handler(ctx, kind="Job", name="backoff", namespace="batch", dump="jobs.yaml")
    assert obj["metadata"]["uid"] == "f0000000-0000-4000-8000-000000000003"
    missing = await spec.handler(ctx, kind="Job", name="nope", namespace="batch", dump="jobs.yaml")
    assert missing["status"] == "not_found"
    with pytest.raises(ToolError):
        await spec.handler(ctx, kind="Job", name="x", dump="../../etc/passwd")
    with pytest.raises(ToolError):
        await spec.handler(ctx, kind="Widget", name="x", dump="jobs.yaml")
