"""The executor's "done when" cases on DolphinScheduler 1.3 and 3.2, SQLite and PostgreSQL:
retries only for green-listed workflows on transient causes, alerts for everything else."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.agents.ops.conftest import call, open_runtime, ops_settings, settle
from tests.agents.ops.fake_ds import FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import FakeWecom
from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import catalog
from xihe.agent.loop import Task
from xihe.agents.ops.monitor import Monitor
from xihe.agents.ops.runs import RunStore
from xihe.tools.audit import query_audit

RESOURCE_LOG = (
    "[INFO] 2026-12-01 00:01:00 running transform_sql\n"
    "[ERROR] Container killed by YARN for exceeding physical memory limits\n"
)
SQL_LOG = (
    "[INFO] 2026-12-01 00:01:00 running transform_sql\n"
    "[ERROR] org.apache.hadoop.hive.ql.parse.ParseException: line 3:7 cannot recognize input "
    "near 'FORM' 'dwd_order' in from source\n"
)


async def test_transient_failure_twice_then_success_is_retried_through_the_loop(
    database: Database,
    tmp_path: Path,
    ds: FakeDolphin,
    wecom: FakeWecom,
    fake_provider: FakeProvider,
) -> None:
    ds.add(
        "nightly_sales",
        Outcome("FAILURE", RESOURCE_LOG),
        Outcome("FAILURE", RESOURCE_LOG),
        Outcome("SUCCESS"),
    )
    settings = ops_settings(
        database,
        tmp_path,
        ds,
        wecom,
        green_list=["nightly_*"],
        extra={"models": catalog(fake_provider), "routes": {"default": {"primary": "fast"}}},
    )
    trigger = {"workflow": "nightly_sales", "mode": "backfill", "schedule_time": "2026-11-30"}
    fake_provider.enqueue(
        Reply(
            tool_calls=[
                {"id": "q", "name": "ds.query_workflow", "arguments": {"workflow": "nightly_sales"}}
            ]
        ),
        Reply(tool_calls=[{"id": "t", "name": "ds.trigger_workflow", "arguments": trigger}]),
        Reply(text="Backfill of nightly_sales for 2026-11-30 started."),
    )
    rt = await open_runtime(settings)
    try:
        paused = await rt.loop().run(
            Task(
                prompt="trigger the nightly sales backfill for 2026-11-30",
                tools=("ds.*",),
                role="developer",
                user="amy",
                kind="ops",
            )
        )
        assert paused.status == "input-required" and ds.starts == []
        (approval,) = await rt.approvals.find("default")
        assert approval.tool == "ds.trigger_workflow" and approval.principal == "amy"
        decided = await rt.loop().decide("default", approval.id, approve=True, by="lead")
        assert decided.result is not None and decided.result.status == "completed"
        assert ds.starts_of("nightly_sales") == 1

        monitor = Monitor(rt.store, settings)
        await settle(monitor)
    finally:
        await rt.close()
    assert ds.starts_of("nightly_sales") == 3
    first = ds.starts[0]
    assert first["failureStrategy"] == "END" and first["warningType"] == "NONE"
    if ds.version == "1.3":
        assert first["processDefinitionId"] == "9000"
        assert first["scheduleTime"].startswith("2026-11-30 00:00:00")
    else:
        assert first["processDefinitionCode"] == "9000"
        assert json.loads(first["scheduleTime"])["complementStartDate"] == "2026-11-30 00:00:00"
    assert first["execType"] == "COMPLEMENT_DATA"

    rt2 = await open_runtime(settings)
    try:
        (run,) = await RunStore(rt2.store, clock=rt2.clock, ids=rt2.ids).find("default")
        assert run.state == "SUCCESS" and run.attempt == 3 and run.principal == "amy"
        assert [h["cause"] for h in run.history[:2]] == ["resource", "resource"]
        rows = await query_audit(rt2.store, tenant="default", tool="ds.trigger_workflow")
    finally:
        await rt2.close()
    decisions = sorted((r["principal"], r["decision"], r["outcome"]) for r in rows)
    assert decisions == [
        ("amy", "approved", "ok"),
        ("amy", "pending", "pending"),
        ("xihe-ops", "pre-approved", "ok"),
        ("xihe-ops", "pre-approved", "ok"),
    ]
    assert wecom.messages == []


async def test_sql_error_alerts_at_once_without_retry(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("nightly_sales", Outcome("FAILURE", SQL_LOG))
    settings = ops_settings(database, tmp_path, ds, wecom, green_list=["nightly_*"])
    rt = await open_runtime(settings)
    try:
        started = await call(rt, "ds.trigger_workflow", {"workflow": "nightly_sales"})
        assert started.ok, started.output
        run_id = json.loads(started.output)["run_id"]
        monitor = Monitor(rt.store, settings)
        await monitor.tick()  # RUNNING
        summary = await monitor.tick()  # FAILURE, diagnosed, alerted in the same tick
        run = await RunStore(rt.store, clock=rt.clock, ids=rt.ids).get("default", run_id)
    finally:
        await rt.close()
    assert summary["alerts"]["sent"] == 1
    assert ds.starts_of("nightly_sales") == 1
    assert run is not None and run.state == "FAILURE" and run.cause is not None
    assert run.cause["label"] == "sql_error" and run.cause["kind"] == "permanent"
    (content,) = wecom.contents()
    assert "nightly_sales" in content and run_id in content
    assert "transform_sql (2/3)" in content  # the failed stage
    assert "ParseException" in content  # the cause summary, from the log
    assert "fix the SQL" in content  # the suggestion
    assert "免责" not in content and "AI" not in content


async def test_red_listed_workflow_is_never_retried(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("finance_close", Outcome("FAILURE", RESOURCE_LOG), Outcome("SUCCESS"))
    settings = ops_settings(database, tmp_path, ds, wecom, green_list=["*"], red_list=["finance_*"])
    rt = await open_runtime(settings)
    try:
        started = await call(rt, "ds.trigger_workflow", {"workflow": "finance_close"})
        assert started.ok, started.output
        run_id = json.loads(started.output)["run_id"]
        await settle(Monitor(rt.store, settings))
        # a model (or a person) asking for the retry is refused by the same rule
        retry: dict[str, Any] = {"workflow": "finance_close", "retry_of": run_id}
        asked = await call(rt, "ds.trigger_workflow", retry, rid="manual-retry")
        run = await RunStore(rt.store, clock=rt.clock, ids=rt.ids).get("default", run_id)
    finally:
        await rt.close()
    assert ds.starts_of("finance_close") == 1
    assert run is not None and run.state == "FAILURE"
    assert run.cause is not None and run.cause["label"] == "resource"  # transient, but red
    assert "red-listed" in (run.error or "")
    assert not asked.ok and "FAILURE" in asked.output
    (content,) = wecom.contents()
    assert "finance_close" in content and "red-listed" in content


async def test_not_green_listed_transient_failure_goes_to_a_person(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("adhoc_export", Outcome("FAILURE", RESOURCE_LOG), Outcome("SUCCESS"))
    settings = ops_settings(database, tmp_path, ds, wecom)
    rt = await open_runtime(settings)
    try:
        started = await call(rt, "ds.trigger_workflow", {"workflow": "adhoc_export"})
        assert started.ok, started.output
        await settle(Monitor(rt.store, settings))
    finally:
        await rt.close()
    assert ds.starts_of("adhoc_export") == 1
    (content,) = wecom.contents()
    assert "not on the green list" in content
