"""Seams: the model path of `xihe ops run` (loop → approval → resume), and tenants — a
monitor for one tenant never reads or moves another tenant's runs."""

from __future__ import annotations

import json
from pathlib import Path

from tests.agents.ops.conftest import open_runtime, ops_settings, settle
from tests.agents.ops.fake_ds import FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import FakeWecom
from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import catalog, tool_messages
from xihe.agents.ops.monitor import Monitor
from xihe.agents.ops.runs import RunStore
from xihe.agents.ops.service import OpsService
from xihe.core.messages import ToolCall
from xihe.tools.spec import ToolContext


async def test_model_path_pauses_for_approval_and_resumes_to_one_start(
    database: Database,
    tmp_path: Path,
    ds32: FakeDolphin,
    wecom: FakeWecom,
    fake_provider: FakeProvider,
) -> None:
    ds32.add("nightly_sales", Outcome("SUCCESS"))
    settings = ops_settings(
        database,
        tmp_path,
        ds32,
        wecom,
        route="default",
        extra={"models": catalog(fake_provider), "routes": {"default": {"primary": "fast"}}},
    )
    fake_provider.enqueue(
        Reply(
            tool_calls=[
                {"id": "q", "name": "ds.query_workflow", "arguments": {"workflow": "nightly sales"}}
            ]
        ),
        Reply(text="Did you mean nightly_sales?"),
    )
    rt = await open_runtime(settings)
    try:
        service = OpsService(rt)
        asked = await service.run("run nightly sales", principal="amy", role="developer")
        assert asked.status == "completed" and asked.run is None and ds32.starts == []
        (tool,) = tool_messages(fake_provider.requests[1].body)
        assert "candidates: nightly_sales" in tool["content"]
        assert "never guess" in fake_provider.requests[0].body["messages"][0]["content"]

        fake_provider.enqueue(
            Reply(
                tool_calls=[
                    {
                        "id": "t",
                        "name": "ds.trigger_workflow",
                        "arguments": {"workflow": "nightly_sales"},
                    }
                ]
            ),
            Reply(text="Started."),
        )
        paused = await service.run("yes, nightly_sales", principal="amy", role="developer")
        assert paused.status == "input-required" and paused.approval_id
        decided = await rt.loop().decide("default", paused.approval_id, approve=True, by="lead")
        assert decided.result is not None and decided.result.status == "completed"
        (run,) = await service.runs.find("default")
        final = await service.watch(run.id, timeout=60)
    finally:
        await rt.close()
    assert final.state == "SUCCESS" and len(ds32.starts) == 1


async def test_a_monitor_sees_only_its_tenants_runs(
    database: Database, tmp_path: Path, ds32: FakeDolphin, wecom: FakeWecom
) -> None:
    ds32.add("nightly_sales", Outcome("FAILURE", "[ERROR] SemanticException: no table"))
    settings = ops_settings(database, tmp_path, ds32, wecom)
    rt = await open_runtime(settings)
    try:
        ctx = ToolContext(settings=settings, role="developer", principal="robot", tenant="acme")
        started = await rt.executor.execute(
            ToolCall("a1", "ds.trigger_workflow", {"workflow": "nightly_sales"}), ctx
        )
        assert started.ok, started.output
        run_id = json.loads(started.output)["run_id"]
        other = Monitor(rt.store, settings, tenant="default")
        await settle(other, ticks=3)
        runs = RunStore(rt.store, clock=rt.clock, ids=rt.ids)
        assert await runs.get("default", run_id) is None
        still = await runs.get("acme", run_id)
        assert still is not None and still.state == "TRIGGERED"
        await settle(Monitor(rt.store, settings, tenant="acme"))
        done = await runs.get("acme", run_id)
    finally:
        await rt.close()
    assert done is not None and done.state == "FAILURE"
    assert len(wecom.messages) == 1
