"""Tools under policy through the one loop, a real OpenAI-compatible adapter and a fake provider."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import Webhook, tool_messages, tool_settings
from xihe.agent.loop import Task
from xihe.tools.audit import query_audit
from xihe.tools.spec import ToolContext


async def test_misspelled_tool_and_wrong_type_come_back_correctable_and_nothing_runs(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(
        database, tmp_path, fake_provider, webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    fake_provider.enqueue(
        Reply(
            tool_calls=[
                {"id": "a", "name": "notfy.send", "arguments": {"message": "hi"}},
                {"id": "b", "name": "notify.send", "arguments": {"message": 42}},
            ]
        ),
        Reply(text="I could not send it."),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(
        Task(prompt="notify the team", tools=("notify.send",), role="developer")
    )

    assert result.status == "completed" and webhook.posts == []
    first, second = tool_messages(fake_provider.requests[1].body)
    assert json.loads(first["content"])["error"] == {
        "class": "not_found",
        "message": "unknown tool 'notfy.send' (did you mean: notify.send)",
    }
    error = json.loads(second["content"])["error"]
    assert error["class"] == "validation"
    assert "message: 42 is not of type 'string'" in error["message"]
    rows = await query_audit(rt.store, tenant="default")
    assert sorted((r["tool"], r["outcome"], r["error_class"], r["attempts"]) for r in rows) == [
        ("notfy.send", "invalid", "not_found", 0),
        ("notify.send", "invalid", "validation", 0),
    ]


async def test_role_without_permission_is_refused_before_approval(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "a", "name": "notify.send", "arguments": {"message": "hi"}}]),
        Reply(text="I am not allowed to."),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(
        Task(prompt="notify", tools=("notify.send",), role="readonly", user="bob")
    )
    assert result.status == "completed" and webhook.posts == []
    (message,) = tool_messages(fake_provider.requests[1].body)
    assert json.loads(message["content"])["error"]["class"] == "policy_denied"
    assert await rt.approvals.find("default") == []
    rows = await query_audit(rt.store, tenant="default", tool="notify.send")
    assert [(r["principal"], r["role"], r["outcome"]) for r in rows] == [
        ("bob", "readonly", "denied")
    ]


def _failing_then_notify(chain_key: str) -> dict[str, Any]:
    return {
        "message": "nightly report",
        chain_key: [
            {
                "tool": "notify.send",
                "params": {
                    "title": "re: {params.message}",
                    "message": "result={result.sent} error={error.message}",
                },
            }
        ],
    }


async def test_on_success_chain_runs_on_success_with_templated_params(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(
        database, tmp_path, fake_provider, webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    args = _failing_then_notify("on_success")
    args["on_failure"] = [{"tool": "notify.send", "params": {"message": "never"}}]
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "p", "name": "notify.send", "arguments": args}]),
        Reply(text="Sent and confirmed."),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="send it", tools=("notify.send",), role="developer"))

    assert result.status == "completed"
    assert [p["message"] for p in webhook.posts] == ["nightly report", "result=true error="]
    assert webhook.posts[1]["title"] == "re: nightly report"
    (message,) = tool_messages(fake_provider.requests[1].body)
    content = json.loads(message["content"])
    assert content["result"] == {"sent": True, "status": 200}
    assert content["on_success"] == [
        {"tool": "notify.send", "ok": True, "output": {"sent": True, "status": 200}}
    ]
    rows = await query_audit(rt.store, tenant="default", tool="notify.send")
    assert sorted((r["request_id"].split(":", 1)[1], r["outcome"]) for r in rows) == [
        ("p", "ok"),
        ("p/on_success/0", "ok"),
    ]


async def test_on_failure_chain_runs_on_failure(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(
        database, tmp_path, fake_provider, webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    (tmp_path / "a.txt").write_text("x")
    args = {
        "path": "missing.txt",
        "on_success": [{"tool": "notify.send", "params": {"message": "never"}}],
        "on_failure": [
            {
                "tool": "notify.send",
                "params": {"message": "read {params.path} failed: {error.class}"},
            }
        ],
    }
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "r", "name": "files.read", "arguments": args}]),
        Reply(text="The file is missing; I told the team."),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(
        Task(prompt="read it", tools=("files.read", "notify.send"), role="developer")
    )

    assert result.status == "completed"
    assert [p["message"] for p in webhook.posts] == ["read missing.txt failed: not_found"]
    (message,) = tool_messages(fake_provider.requests[1].body)
    content = json.loads(message["content"])
    assert content["result"]["error"]["class"] == "not_found"
    assert [c["ok"] for c in content["on_failure"]] == [True]
    rows = await query_audit(rt.store, tenant="default")
    assert sorted((r["tool"], r["outcome"]) for r in rows) == [
        ("files.read", "error"),
        ("notify.send", "ok"),
    ]


async def test_write_tool_pauses_and_resumes_once_after_approval_in_process(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n", "name": "notify.send", "arguments": {"message": "up"}}]),
        Reply(text="Done: the team knows."),
    )
    rt = await runtime_factory(settings)

    async def partition_check(arguments: dict[str, Any], ctx: ToolContext) -> list[str]:
        return [f"'{arguments['message']}' goes to the whole team"]

    rt.executor.add_pre_check("notify.send", partition_check)
    paused = await rt.loop().run(
        Task(prompt="tell the team", tools=("notify.send",), user="amy", role="developer")
    )

    assert paused.status == "input-required" and webhook.posts == []
    (pending,) = await rt.approvals.find("default")
    assert pending.tool == "notify.send" and pending.principal == "amy"
    assert pending.warnings == ["'up' goes to the whole team"]
    assert pending.id in paused.answer and "xihe approvals approve" in paused.answer

    assert await rt.approvals.decide("default", pending.id, approve=True, by="lead")
    assert not await rt.approvals.decide("default", pending.id, approve=False, by="other")
    task_id = await rt.approvals.paused_task("default", pending.id)
    assert task_id == paused.operation_id
    resumed = await rt.loop().resume(task_id, tenant="default")
    assert resumed is not None and resumed.status == "completed"
    assert resumed.answer == "Done: the team knows."
    assert await rt.loop().resume(task_id, tenant="default") is None  # a second resume: nothing
    assert len(webhook.posts) == 1
    rows = await query_audit(rt.store, tenant="default", tool="notify.send")
    assert sorted((r["outcome"], r["decision"], r["decided_by"]) for r in rows) == [
        ("ok", "approved", "lead"),
        ("pending", "pending", None),
    ]


async def test_rejection_is_a_refusal_the_model_sees(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n", "name": "notify.send", "arguments": {"message": "up"}}]),
        Reply(text="Understood, I will not send it."),
    )
    rt = await runtime_factory(settings)
    paused = await rt.loop().run(
        Task(prompt="tell the team", tools=("notify.send",), role="developer")
    )
    (pending,) = await rt.approvals.find("default")
    await rt.approvals.decide("default", pending.id, approve=False, by="lead", reason="too late")
    resumed = await rt.loop().resume(paused.operation_id, tenant="default")

    assert resumed is not None and resumed.status == "completed" and webhook.posts == []
    (message,) = tool_messages(fake_provider.requests[1].body)
    error = json.loads(message["content"])["error"]
    assert error["class"] == "policy_denied"
    assert "lead rejected this 'notify.send' call: too late" in error["message"]
    rows = await query_audit(rt.store, tenant="default", tool="notify.send")
    assert sorted((r["outcome"], r["decision"], r["decided_by"]) for r in rows) == [
        ("pending", "pending", None),
        ("rejected", "rejected", "lead"),
    ]


async def test_a_task_whose_resumer_died_can_be_reopened_and_runs_once(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n", "name": "notify.send", "arguments": {"message": "up"}}]),
        Reply(text="Sent."),
    )
    rt = await runtime_factory(settings)
    paused = await rt.loop().run(
        Task(prompt="tell the team", tools=("notify.send",), role="developer")
    )
    (pending,) = await rt.approvals.find("default")
    await rt.approvals.decide("default", pending.id, approve=True, by="lead")
    task_id = paused.operation_id

    assert not await rt.approvals.reopen("default", task_id)  # still paused: nothing to reopen
    assert await rt.approvals.claim_resume("default", task_id) is not None  # then the claimer dies
    assert await rt.loop().resume(task_id, tenant="default") is None
    assert not await rt.approvals.reopen("other-tenant", task_id)

    assert await rt.approvals.reopen("default", task_id)
    resumed = await rt.loop().resume(task_id, tenant="default")
    assert resumed is not None and resumed.status == "completed" and resumed.answer == "Sent."
    assert len(webhook.posts) == 1
    assert not await rt.approvals.reopen("default", task_id)  # finished: stays closed
