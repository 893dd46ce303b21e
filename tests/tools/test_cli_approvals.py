"""The approval flow across real processes: `xihe run` pauses, `xihe approvals approve` finishes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import Webhook

XIHE = str(Path(sys.executable).parent / "xihe")


def write_config(tmp_path: Path, fake: FakeProvider, webhook: Webhook, extra: str = "") -> Path:
    path = tmp_path / "xihe.toml"
    path.write_text(
        f"""
[models.fast]
provider = "openai"
base_url = "{fake.url}"
api_key_env = "FAST_API_KEY"
model = "fast"

[routes.default]
primary = "fast"

[tools.notify]
webhook_url = "{webhook.url}"
{extra}
"""
    )
    return path


def xihe(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [XIHE, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=120
    )


def test_run_pauses_and_another_process_approves_exactly_once(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env |= database.env() | {
        "XIHE_CONFIG": str(write_config(tmp_path, fake_provider, webhook)),
        "FAST_API_KEY": "sk-test",
    }
    fake_provider.enqueue(
        Reply(
            tool_calls=[
                {"id": "n1", "name": "notify.send", "arguments": {"message": "deploy 42 is out"}}
            ]
        )
    )
    run = xihe(["run", "Tell the team deploy 42 is out", "--tools", "notify.send"], env, tmp_path)
    assert run.returncode == 3, run.stderr  # waiting for approval
    printed = re.search(r"approval (apr_[0-9a-f]+) pending", run.stderr)
    assert printed is not None, run.stderr
    approval_id = printed.group(1)
    assert f"xihe approvals approve {approval_id}" in run.stderr
    assert "input-required" in run.stderr
    assert webhook.posts == []

    listed = xihe(["approvals", "list", "--output", "json"], env, tmp_path)
    assert listed.returncode == 0, listed.stderr
    pending = json.loads(listed.stdout)
    assert [(a["id"], a["tool"], a["status"]) for a in pending] == [
        (approval_id, "notify.send", "pending")
    ]
    assert pending[0]["params"] == {"message": "deploy 42 is out"}

    fake_provider.enqueue(Reply(text="The team has been told."))
    approved = xihe(
        ["approvals", "approve", approval_id, "--by", "lead", "--output", "json"], env, tmp_path
    )
    assert approved.returncode == 0, approved.stderr
    body = json.loads(approved.stdout)
    assert body["changed"] is True and body["approval"]["status"] == "approved"
    assert body["approval"]["decided_by"] == "lead"
    assert body["task"]["status"] == "completed"
    assert body["task"]["answer"] == "The team has been told."
    assert [p["message"] for p in webhook.posts] == ["deploy 42 is out"]

    again = xihe(["approvals", "approve", approval_id, "--output", "json"], env, tmp_path)
    assert again.returncode == 0, again.stderr
    second = json.loads(again.stdout)
    assert second["changed"] is False and second["task"] is None
    assert second["approval"]["decided_by"] == "lead"
    assert len(webhook.posts) == 1

    after = xihe(["approvals", "list", "--output", "json"], env, tmp_path)
    assert json.loads(after.stdout) == []

    audit = xihe(
        ["audit", "--tool", "notify.send", "--since", "1h", "--output", "json"], env, tmp_path
    )
    assert audit.returncode == 0, audit.stderr
    rows = json.loads(audit.stdout)
    assert sorted(
        (r["outcome"], r["decision"], r["decided_by"], r["approval_id"]) for r in rows
    ) == [
        ("ok", "approved", "lead", approval_id),
        ("pending", "pending", None, approval_id),
    ]
    assert {r["params"]["message"] for r in rows} == {"deploy 42 is out"}
    text = xihe(["audit", "--tool", "notify.send"], env, tmp_path)
    assert "approved by lead" in text.stdout


def test_reject_from_another_process_tells_the_model(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env |= database.env() | {
        "XIHE_CONFIG": str(write_config(tmp_path, fake_provider, webhook)),
        "FAST_API_KEY": "sk-test",
    }
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n1", "name": "notify.send", "arguments": {"message": "x"}}])
    )
    run = xihe(["run", "notify", "--tools", "notify.send", "--output", "json"], env, tmp_path)
    assert run.returncode == 3, run.stderr  # waiting for approval
    result = json.loads(run.stdout)
    assert result["status"] == "input-required"
    approval_id = re.search(r"(apr_[0-9a-f]+)", result["answer"]).group(1)  # type: ignore[union-attr]

    fake_provider.enqueue(Reply(text="OK, not sending."))
    rejected = xihe(
        [
            "approvals",
            "reject",
            approval_id,
            "--reason",
            "freeze",
            "--by",
            "lead",
            "--output",
            "json",
        ],
        env,
        tmp_path,
    )
    assert rejected.returncode == 0, rejected.stderr
    body = json.loads(rejected.stdout)
    assert body["approval"]["status"] == "rejected" and body["task"]["status"] == "completed"
    assert webhook.posts == []
    last = fake_provider.requests[-1].body["messages"][-1]
    assert (
        last["role"] == "tool"
        and "lead rejected this 'notify.send' call: freeze" in last["content"]
    )


@pytest.mark.parametrize("receiver_dedups", [True, False])
def test_approve_killed_after_the_send_then_resume_reports_what_happened(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, receiver_dedups: bool
) -> None:
    """SIGKILL lands after the webhook got the POST, before the outcome was recorded."""
    extra = '[tools.overrides."notify.send"]\nidempotent = true\n' if receiver_dedups else ""
    with Webhook(dedup=True, hold=True).running() as hook:
        env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
        env |= database.env() | {
            "XIHE_CONFIG": str(write_config(tmp_path, fake_provider, hook, extra)),
            "FAST_API_KEY": "sk-test",
        }
        fake_provider.enqueue(
            Reply(tool_calls=[{"id": "n1", "name": "notify.send", "arguments": {"message": "go"}}])
        )
        run = xihe(["run", "notify", "--tools", "notify.send", "--output", "json"], env, tmp_path)
        assert run.returncode == 3, run.stderr  # waiting for approval
        paused = json.loads(run.stdout)
        assert paused["status"] == "input-required" and paused["task_id"] == paused["operation_id"]

        approving = subprocess.Popen(
            [XIHE, "approvals", "approve", paused["approval_id"], "--by", "lead"],
            env=env,
            cwd=tmp_path,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            for _ in range(1200):  # bounded: until the side effect has happened
                if hook.posts or approving.poll() is not None:
                    break
                time.sleep(0.05)
            assert len(hook.posts) == 1, "the approved call never reached the webhook"
            approving.send_signal(signal.SIGKILL)
            assert approving.wait(30) == -signal.SIGKILL
        finally:
            hook.release()
            if approving.poll() is None:
                approving.kill()

        fake_provider.enqueue(Reply(text="Done."))
        resumed = xihe(
            ["approvals", "resume", paused["task_id"], "--output", "json"], env, tmp_path
        )
        assert resumed.returncode == 0, resumed.stderr
        task = json.loads(resumed.stdout)["task"]
        assert task["status"] == "completed" and task["answer"] == "Done."
        last = fake_provider.requests[-1].body["messages"][-1]
        assert last["role"] == "tool"
        if receiver_dedups:  # re-sent under the same key; the receiver answered as before
            assert json.loads(last["content"]) == {"sent": True, "status": 200}
            assert hook.repeats == 1
        else:  # nobody can know: said at once and recorded, never re-sent
            assert "OutcomeUnknown" not in last["content"]  # the model sees class and message
            assert "stopped before recording" in json.loads(last["content"])["error"]["message"]
            assert hook.repeats == 0
        assert [p["message"] for p in hook.posts] == ["go"]
