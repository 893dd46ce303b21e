"""Planning rules in code: candidates for an unknown name, questions for missing parameters,
a second confirmation before overwriting, and one open run per workflow and schedule time."""

from __future__ import annotations

import json
from pathlib import Path

from tests.agents.ops.conftest import call, open_runtime, ops_settings
from tests.agents.ops.fake_ds import FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import FakeWecom
from tests.conftest import Database
from xihe.agents.ops.client import STATE_NAMES, phase, state_name
from xihe.agents.ops.planning import plan
from xihe.agents.ops.runs import RunStore


def _error(output: str) -> dict[str, str]:
    error: dict[str, str] = json.loads(output)["error"]
    return error


async def test_unknown_name_gives_candidates_and_missing_date_is_asked_for(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    for name in ("nightly_sales", "nightly_sales_backfill", "orders_daily"):
        ds.add(name, Outcome())
    settings = ops_settings(database, tmp_path, ds, wecom)
    rt = await open_runtime(settings)
    try:
        asked = await call(rt, "ds.query_workflow", {"workflow": "nightly sale"})
        unknown = await call(rt, "ds.trigger_workflow", {"workflow": "sales nightly"}, rid="t1")
        no_date = await call(
            rt, "ds.trigger_workflow", {"workflow": "nightly_sales", "mode": "backfill"}, rid="t2"
        )
        runs = await RunStore(rt.store, clock=rt.clock, ids=rt.ids).find("default")
    finally:
        await rt.close()
    for outcome in (asked, unknown):
        error = _error(outcome.output)
        assert error["class"] == "not_found"
        assert "candidates: nightly_sales" in error["message"]
        assert "orders_daily" not in error["message"]
    error = _error(no_date.output)
    assert error["class"] == "validation" and "schedule_time" in error["message"]
    assert ds.starts == [] and runs == []


async def test_overwrite_needs_a_second_confirmation_and_a_person(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("nightly_sales", Outcome())
    ds.add_instance("nightly_sales", "SUCCESS", "2026-11-30 00:00:00")
    settings = ops_settings(database, tmp_path, ds, wecom)
    backfill = {"workflow": "nightly_sales", "mode": "backfill", "schedule_time": "2026-11-30"}
    rt = await open_runtime(settings)
    try:
        first = await call(rt, "ds.trigger_workflow", backfill, rid="b1")
        confirmed = {**backfill, "confirm_overwrite": True}
        waiting = await call(rt, "ds.trigger_workflow", confirmed, principal="amy", rid="b2")
        assert waiting.pending and ds.starts == []
        (approval,) = await rt.approvals.find("default")
        assert await rt.approvals.decide("default", approval.id, approve=True, by="lead")
        done = await call(rt, "ds.trigger_workflow", confirmed, principal="amy", rid="b2")
    finally:
        await rt.close()
    error = _error(first.output)
    assert "second confirmation" in error["message"] and "2026-11-30" in error["message"]
    assert any(w.startswith("OVERWRITE: schedule time 2026-11-30") for w in approval.warnings)
    assert done.ok, done.output
    assert json.loads(done.output)["state"] == "TRIGGERED" and len(ds.starts) == 1


async def test_one_open_run_per_workflow_and_schedule_time(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("nightly_sales", Outcome("SUCCESS", hold=True))
    settings = ops_settings(database, tmp_path, ds, wecom)
    backfill = {"workflow": "nightly_sales", "mode": "backfill", "schedule_time": "2026-11-30"}
    rt = await open_runtime(settings)
    try:
        first = await call(rt, "ds.trigger_workflow", backfill, rid="o1")
        second = await call(rt, "ds.trigger_workflow", backfill, rid="o2")
        other_day = {**backfill, "schedule_time": "2026-11-29"}
        third = await call(rt, "ds.trigger_workflow", other_day, rid="o3")
    finally:
        await rt.close()
    assert first.ok and third.ok
    error = _error(second.output)
    assert error["class"] == "policy_denied" and "still open" in error["message"]
    assert json.loads(first.output)["run_id"] in error["message"]
    assert len(ds.starts) == 2


def test_offline_planner_reads_workflow_date_and_intent() -> None:
    names = ["nightly_sales", "nightly_sales_backfill", "orders_daily", "orders_hourly"]
    backfill = plan("trigger the nightly sales backfill for 2026-11-30", names)
    assert backfill.workflow == "nightly_sales_backfill" and backfill.mode == "backfill"
    assert backfill.schedule_time == "2026-11-30 00:00:00" and not backfill.questions
    vague = plan("rerun the orders job", names)
    assert vague.workflow is None and vague.candidates[:2] == ["orders_daily", "orders_hourly"]
    assert any("which date" in q for q in vague.questions)
    assert plan("rollback orders daily for 2026-11-30", names).destructive
    unknown = plan("run the inventory sync", names)
    assert unknown.workflow is None and unknown.questions


def test_state_names_per_version_map_to_phases() -> None:
    assert "WAITTING_THREAD" in STATE_NAMES["1.3"] and "WAITING_THREAD" in STATE_NAMES["2"]
    assert "WAIT_TO_RUN" in STATE_NAMES["3.2"] and "WAIT_TO_RUN" not in STATE_NAMES["3.1"]
    for version, names in STATE_NAMES.items():
        for name in names:
            assert phase(name) in ("running", "success", "failure", "stopped", "paused"), version
    assert phase("WAITTING_DEPEND") == "running" and phase("NEED_FAULT_TOLERANCE") == "running"
    assert phase("FORCED_SUCCESS") == "success" and phase("KILL") == "stopped"
    assert phase("BLOCK") == "paused" and phase("SOMETHING_NEW") == "running"
    assert state_name(6) == "FAILURE" and state_name({"code": 7}) == "SUCCESS"


def test_the_a2a_card_offers_the_ops_skill() -> None:
    from xihe.gateway.a2a_server import agent_card

    card = agent_card("http://127.0.0.1:8700")
    (ops,) = [s for s in card.skills if s.id == "ops"]
    assert "DolphinScheduler" in ops.name and ops.examples
