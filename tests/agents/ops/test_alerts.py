"""Alert aggregation: grouping by cause within a window, the robot's limit, repeat interval
and adaptive noise reduction — against a WeCom robot that enforces 20 messages a minute."""

from __future__ import annotations

import json
from pathlib import Path

from tests.agents.ops.conftest import StepClock, call, open_runtime, ops_settings
from tests.agents.ops.fake_ds import FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import FakeWecom
from tests.agents.ops.test_retries import RESOURCE_LOG, SQL_LOG
from tests.conftest import Database
from xihe.agents.ops.alerts import Alerter
from xihe.agents.ops.monitor import Monitor
from xihe.agents.ops.wecom import AlertItem, render
from xihe.core.ids import SequentialIds
from xihe.core.settings import WecomConfig


async def test_thirty_failures_in_a_minute_become_grouped_alerts_within_the_limit(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    names = [f"wf_{n:02d}" for n in range(30)]
    for n, name in enumerate(names):
        log = SQL_LOG if n % 3 == 0 else RESOURCE_LOG
        ds.add(name, Outcome("FAILURE", log, polls=n % 20))  # failures spread over the minute
    settings = ops_settings(database, tmp_path, ds, wecom, wecom_extra={"group_wait_seconds": 10})
    clock = StepClock()
    rt = await open_runtime(settings)
    try:
        for name in names:
            started = await call(rt, "ds.trigger_workflow", {"workflow": name})
            assert started.ok, started.output
        monitor = Monitor(rt.store, settings, clock=clock)
        sent = []
        for _ in range(45):  # 90 s of monitor time, a tick every 2 s
            summary = await monitor.tick()
            sent.append(summary["alerts"]["sent"])
            clock.advance(2)
        sends = await monitor.alerter.sends("default")
    finally:
        await rt.close()
    assert wecom.refused == []  # the robot never had to refuse one
    assert 2 <= len(wecom.messages) <= 6  # grouped: far fewer than 30, within 20 a minute
    assert all(s["status"] == "sent" for s in sends)
    listed = [w for s in sends for w in s["workflows"]]
    assert sorted(listed) == names  # every failure reported, none twice
    contents = wecom.contents()
    sql_groups = [c for c in contents if "sql_error" in c]
    assert sql_groups and all("fix the SQL" in c for c in sql_groups)
    assert all(len(c.encode()) <= 4096 for c in contents)
    assert ds.starts == ds.starts[:30] and len(ds.starts) == 30  # nothing retried


def _item(workflow: str, cause: str) -> AlertItem:
    return AlertItem(workflow=workflow, run_id=f"opr_{workflow}", cause=cause, summary=cause)


async def test_robot_bucket_holds_groups_until_a_token_refills(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    settings = ops_settings(database, tmp_path, ds, wecom, wecom_extra={"per_minute": 2})
    clock = StepClock()
    rt = await open_runtime(settings)
    try:
        monitor = Monitor(rt.store, settings, clock=clock)
        for cause in ("resource", "sql_error", "permission"):
            await monitor.alerter.enqueue("default", _item(f"wf_{cause}", cause))
        first = await monitor.tick()
        clock.advance(10)
        early = await monitor.tick()  # 10 s refill a third of a token: still nothing
        clock.advance(25)
        later = await monitor.tick()
    finally:
        await rt.close()
    assert (first["alerts"]["sent"], first["alerts"]["waiting"]) == (2, 1)
    assert early["alerts"]["sent"] == 0
    assert later["alerts"]["sent"] == 1 and len(wecom.messages) == 3


async def test_repeats_merge_and_persistent_failures_become_a_slower_digest(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    settings = ops_settings(database, tmp_path, ds, wecom)
    clock = StepClock()
    origin = clock.now()
    rt = await open_runtime(settings)
    delivered: list[tuple[float, list[tuple[str, int]]]] = []

    async def deliver(_send_id: str, items: list[AlertItem], _merged: int) -> bool:
        at = (clock.now() - origin).total_seconds()
        delivered.append((at, [(i.workflow, i.count) for i in items]))
        return True

    def alerter(noisy_after: int) -> Alerter:
        config = WecomConfig(
            group_wait_seconds=0,
            repeat_interval_seconds=300,
            digest_interval_seconds=600,
            noisy_after=noisy_after,
        )
        return Alerter(rt.store, config, clock=clock, ids=SequentialIds())

    try:
        noisy = alerter(noisy_after=2)
        now = 0
        for at in (0, 100, 200, 310, 400, 700, 1000, 1320):
            clock.advance(at - now)
            now = at
            await noisy.enqueue("default", _item("flaky", "resource"))
            await noisy.flush("default", deliver)
    finally:
        await rt.close()
    # 100 and 200 wait out the 300 s repeat interval and go with 310's; after two messages
    # the interval is 600 s, so 400 and 700 wait for 1000 (without it, 700 would send)
    assert delivered == [
        (0.0, [("flaky", 1)]),
        (310.0, [("flaky", 3)]),
        (1000.0, [("flaky", 3)]),
    ]


def test_templates_render_fields_only_and_fit_the_byte_limit() -> None:
    hostile = AlertItem(
        workflow="wf<font color='warning'>x</font>",
        run_id="opr_1",
        stage="step\n# injected heading",
        summary="[click](http://example.invalid) " + "长" * 900,
        suggestion="`rm -rf`",
        cause="resource",
    )
    single = render("failure", [hostile])
    assert "<font" not in single and "[click]" not in single and "\n# injected" not in single
    assert single.startswith("**【羲和告警】") and "运行ID：opr_1" in single
    many = [_item(f"workflow_with_a_long_name_{n:03d}", "resource") for n in range(400)]
    digest = render("digest", many)
    assert len(digest.encode()) <= 4096 and "未显示" in digest
    text = render("digest", many, fmt="text")
    assert len(text.encode()) <= 2048
    assert json.dumps(hostile.model_dump())  # the fields are data, stored as given
