"""Behaviour health flags the group the simulation degraded and leaves the others alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import Database, make_settings
from xihe.cli.simulation import simulate
from xihe.evolution import repo
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.simulate import (
    ToolPlan,
    sim_clock,
    simulation_registry,
    simulation_settings,
)


async def test_behavior_flags_the_slow_failing_group(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = make_settings(database, tmp_path)
    clock, plan = sim_clock(160), ToolPlan()
    rt = await runtime_factory(
        simulation_settings(settings), registry=simulation_registry(plan, clock), clock=clock
    )
    rt.tracer.failure_sink = repo.ErrorRecorder(clock=clock, ids=rt.ids)
    await simulate(
        settings,
        rt.tracer,
        count=160,
        error_rate=0.05,
        seed=3,
        clock=clock,
        plan=plan,
        executor=rt.executor,
    )
    report = await BehaviorAnalyzer(rt.store, settings.evolution).run()
    groups = {g.key: g for g in report.groups}
    assert set(groups) == {
        "intent:explain",
        "tools:sim.db_query",
        "tools:sim.code_run",
        "tools:sim.web_fetch+sim.web_search",
    }
    research = groups["tools:sim.web_fetch+sim.web_search"]
    assert not research.healthy
    assert research.tier == "heavy"
    assert {"low_success_rate", "high_tool_error_rate", "slow"} <= set(research.flags)
    assert research.score <= 0.4
    assert [s["severity"] for s in research.suggestions][:2] == ["critical", "critical"]
    assert "sim.web_fetch" in research.suggestions[0]["text"]
    for key in ("intent:explain", "tools:sim.db_query", "tools:sim.code_run"):
        assert groups[key].healthy, groups[key].to_dict()
        assert groups[key].flags == [] and groups[key].suggestions == []
        assert groups[key].tier == "light"

    again = await BehaviorAnalyzer(rt.store, settings.evolution).run()
    assert again.skipped and again.groups == []
