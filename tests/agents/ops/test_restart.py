"""Restarts: a monitor process killed while polling is resumed by another without a second
start; a start whose answer was lost is looked up, never repeated."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy.exc import DBAPIError

from tests.agents.ops.conftest import (
    DS_TOKEN_ENV,
    WECOM_KEY_ENV,
    StepClock,
    open_runtime,
    ops_settings,
    settle,
)
from tests.agents.ops.fake_ds import TOKEN, FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import KEY, FakeWecom
from tests.conftest import Database
from xihe.agents.ops.client import DolphinClient
from xihe.agents.ops.monitor import Monitor
from xihe.agents.ops.runs import RunStore
from xihe.agents.ops.trigger import start_request
from xihe.core.ids import RandomIds
from xihe.store.db import open_store

WORKER = Path(__file__).with_name("worker.py")
ROOT = Path(__file__).parents[3]


def _toml(path: Path, database: Database, ds: FakeDolphin, wecom: FakeWecom) -> Path:
    schema = f'database_schema = "{database.schema}"\n' if database.schema else ""
    text = f"""database_url = "{database.url}"
{schema}
[tools]
pre_approved = [{{ principal = "robot", tools = ["ds.trigger_workflow"] }}]

[ops]
poll_seconds = 1

[ops.dolphinscheduler]
url = "{ds.url}"
version = "{ds.version}"
project = "{ds.project}"
token_env = "{DS_TOKEN_ENV}"

[ops.wecom]
base_url = "{wecom.url}"
key_env = "{WECOM_KEY_ENV}"
group_wait_seconds = 0
"""
    path.write_text(text, encoding="utf-8")
    return path


async def _wait_for_running(database: Database, timeout: float = 60.0) -> str:
    store = await open_store(database.url, upgrade=False, schema=database.schema)
    try:
        runs = RunStore(store, clock=StepClock(), ids=RandomIds())
        for _ in range(int(timeout / 0.2)):
            try:
                found = await runs.find("default")
            except DBAPIError:  # the worker has not created the tables yet
                found = []
            if found and found[0].state == "RUNNING":
                return found[0].id
            await asyncio.sleep(0.2)
    finally:
        await store.close()
    raise AssertionError("the worker never reached RUNNING")


@pytest.mark.timeout(600)  # a real second process
async def test_a_killed_monitor_process_is_resumed_without_a_second_trigger(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("nightly_sales", Outcome("SUCCESS", hold=True))
    config = _toml(tmp_path / "xihe.toml", database, ds, wecom)
    env = {
        **os.environ,
        **database.env(),
        "XIHE_CONFIG": str(config),
        DS_TOKEN_ENV: TOKEN,
        WECOM_KEY_ENV: KEY,
        "PYTHONPATH": str(ROOT / "src"),
    }
    worker = subprocess.Popen(
        [sys.executable, str(WORKER), "nightly_sales"],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        try:
            run_id = await _wait_for_running(database)
        except AssertionError:
            worker.kill()
            raise AssertionError(worker.communicate()[1].decode()[-2000:]) from None
        polls_before = sum(1 for _, p in ds.requests if p.endswith(("select-by-id", "/" + "101")))
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=30)
    finally:
        if worker.poll() is None:
            worker.kill()
    assert ds.starts_of("nightly_sales") == 1 and polls_before >= 1
    ds.release()

    settings = ops_settings(database, tmp_path, ds, wecom)
    rt = await open_runtime(settings)
    try:
        await settle(Monitor(rt.store, settings))
        run = await RunStore(rt.store, clock=rt.clock, ids=rt.ids).get("default", run_id)
    finally:
        await rt.close()
    assert run is not None and run.state == "SUCCESS" and run.attempt == 1
    assert ds.starts_of("nightly_sales") == 1  # resumed from the store, not started again


async def test_a_lost_start_answer_is_found_by_lookup_not_repeated(
    database: Database, tmp_path: Path, ds: FakeDolphin, wecom: FakeWecom
) -> None:
    ds.add("nightly_sales", Outcome("SUCCESS"))
    ds.add("orders_daily", Outcome("SUCCESS"))
    settings = ops_settings(database, tmp_path, ds, wecom)
    clock = StepClock()
    rt = await open_runtime(settings)
    try:
        runs = RunStore(rt.store, clock=clock, ids=rt.ids)
        async with DolphinClient(settings.ops.dolphinscheduler) as client:
            lost: dict[str, str] = {}
            for name in ("nightly_sales", "orders_daily"):
                definition = await client.definition(ds.project, name)
                assert definition is not None
                before = [i.id for i in await client.instances(definition)]
                run = await runs.create(
                    tenant="default",
                    principal="amy",
                    workflow=name,
                    project=ds.project,
                    definition=definition.ref,
                    schedule_time="",
                    mode="run",
                    params={"project_ref": definition.project_ref, "before": before},
                    request_id=None,
                )
                lost[name] = run.id
                if name == "nightly_sales":  # the call went out; the process died before
                    await client.start(start_request(run, definition))  # recording the answer
        monitor = Monitor(rt.store, settings, clock=clock)
        await monitor.tick()
        assert {r.state for r in await runs.find("default")} == {"TRIGGERING"}  # in flight
        clock.advance(timedelta(minutes=3).total_seconds())
        await settle(monitor, clock)
        found = await runs.get("default", lost["nightly_sales"])
        missing = await runs.get("default", lost["orders_daily"])
    finally:
        await rt.close()
    assert found is not None and found.state == "SUCCESS"
    assert missing is not None and missing.state == "UNKNOWN"
    assert ds.starts_of("nightly_sales") == 1 and ds.starts_of("orders_daily") == 0
    (content,) = wecom.contents()
    assert "orders_daily" in content and "未自动重试" in content
