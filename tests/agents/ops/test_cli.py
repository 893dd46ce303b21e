"""`xihe ops` as a user runs it: the real console script in subprocesses, offline planner,
approval from another process, the same command again starting the workflow once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.agents.ops.conftest import DS_TOKEN_ENV, WECOM_KEY_ENV
from tests.agents.ops.fake_ds import TOKEN, FakeDolphin, Outcome
from tests.agents.ops.fake_wecom import KEY, FakeWecom
from tests.agents.ops.test_restart import _toml
from tests.conftest import Database

XIHE = str(Path(sys.executable).parent / "xihe")
REQUEST = "trigger the nightly sales backfill for 2026-11-30"


def _xihe(env: dict[str, str], cwd: Path, *args: str) -> tuple[int, Any, str]:
    done = subprocess.run(
        [XIHE, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=180
    )
    try:
        data = json.loads(done.stdout) if done.stdout.strip() else None
    except json.JSONDecodeError:
        data = done.stdout
    return done.returncode, data, done.stderr


@pytest.mark.timeout(900)  # four real CLI processes; slow on a loaded machine
def test_ops_run_approve_run_again_monitor_status_and_alerts(
    database: Database, tmp_path: Path, ds32: FakeDolphin, wecom: FakeWecom
) -> None:
    ds = ds32
    ds.add("nightly_sales_backfill", Outcome("SUCCESS"))
    ds.add("orders_daily", Outcome())
    config = _toml(tmp_path / "xihe.toml", database, ds, wecom)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env |= database.env() | {"XIHE_CONFIG": str(config), DS_TOKEN_ENV: TOKEN, WECOM_KEY_ENV: KEY}

    code, asked, _ = _xihe(env, tmp_path, "ops", "run", "rerun the sales job", "-o", "json")
    assert code == 0 and asked["status"] == "input-required"
    assert asked["candidates"] == ["nightly_sales_backfill"] and ds.starts == []

    code, paused, _ = _xihe(env, tmp_path, "ops", "run", REQUEST, "-o", "json")
    assert code == 0 and paused["status"] == "input-required" and paused["approval_id"]
    assert ds.starts == []

    code, _, stderr = _xihe(env, tmp_path, "approvals", "approve", paused["approval_id"])
    assert code == 0, stderr

    code, done, stderr = _xihe(env, tmp_path, "ops", "run", REQUEST, "-o", "json")
    assert code == 0, stderr
    assert done["status"] == "completed" and done["run"]["state"] == "TRIGGERED"
    assert len(ds.starts) == 1

    runner = CliRunner()
    for _ in range(3):  # the monitor job, one tick per invocation, nobody watching
        ticked = runner.invoke(_app(), ["ops", "monitor", "--once", "-o", "json"], env=env)
        assert ticked.exit_code == 0, ticked.stderr
    watched = runner.invoke(_app(), ["ops", "status", done["run"]["run_id"], "--watch"], env=env)
    assert watched.exit_code == 0 and "SUCCESS" in watched.stdout
    again = runner.invoke(_app(), ["ops", "run", REQUEST, "-o", "json"], env=env)
    assert again.exit_code == 0 and len(ds.starts) == 1  # replayed; nothing starts twice

    status = runner.invoke(_app(), ["ops", "status", "-o", "json"], env=env)
    runs = json.loads(status.stdout)
    assert [(r["workflow"], r["state"]) for r in runs] == [("nightly_sales_backfill", "SUCCESS")]
    alerts = runner.invoke(_app(), ["ops", "alerts", "-o", "json"], env=env)
    assert json.loads(alerts.stdout) == {"flushed": None, "alerts": [], "messages": []}
    missing = runner.invoke(_app(), ["ops", "status", "opr_nope"], env=env)
    assert missing.exit_code == 2 and "no run 'opr_nope'" in missing.stderr


def _app() -> Any:
    from xihe.cli.app import build as _build

    return _build()
