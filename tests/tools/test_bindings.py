"""Seams of invariant 4: a request id, a stored result and an approval belong to one caller and
one call (tool + canonical arguments); retries find what is already waiting; an approval is
never stored without its paused task; a claim left `running` by a dead process is reconciled."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import Webhook, tool_messages, tool_settings
from xihe.agent.loop import Task
from xihe.core.errors import ErrorClass
from xihe.core.messages import ToolCall
from xihe.core.settings import Settings
from xihe.store.tables import paused_tasks, tool_approvals, tool_calls
from xihe.tools.builtin import builtin_specs
from xihe.tools.executor import PolicyExecutor
from xihe.tools.idempotency import args_hash
from xihe.tools.registry import ToolRegistry, tool
from xihe.tools.spec import ToolContext
from xihe.tracing.queries import get_operation


def ctx(settings: Settings, request_id: str, user: str = "alice", **more: Any) -> ToolContext:
    return ToolContext(
        settings=settings, principal=user, role="developer", request_id=request_id, **more
    )


def send(message: str, call_id: str = "c") -> ToolCall:
    return ToolCall(call_id, "notify.send", {"message": message})


async def test_a_request_id_reused_for_other_arguments_or_tool_is_refused_not_served(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(
        database, tmp_path, webhook=webhook, pre_approved=[{"tools": ["notify.send", "test.*"]}]
    )
    rt = await runtime_factory(settings)
    charged: list[str] = []

    @tool("test.charge", side_effect="write", idempotent=False)
    async def charge(account: str) -> str:
        """Charges an account."""
        charged.append(account)
        return f"charged {account}"

    ex = PolicyExecutor(ToolRegistry([*builtin_specs(), charge]), rt.store, config=settings.tools)
    first = await ex.execute(send("deploy 41 done"), ctx(settings, "k1"))
    other_args = await ex.execute(send("drop the prod table"), ctx(settings, "k1"))
    other_tool = await ex.execute(
        ToolCall("c", "test.charge", {"account": "acme"}), ctx(settings, "k1")
    )
    same = await ex.execute(send("deploy 41 done", "c2"), ctx(settings, "k1"))

    assert first.ok and not first.replayed
    for refused in (other_args, other_tool):
        assert refused.status == "error" and refused.failure is not None
        assert refused.failure.error_class == ErrorClass.POLICY_DENIED
        assert refused.failure.error_type == "RequestIdReused"
        assert first.output not in refused.output
    assert same.ok and same.replayed and same.output == first.output
    assert [p["message"] for p in webhook.posts] == ["deploy 41 done"] and charged == []


async def test_another_users_request_id_is_another_key_never_their_result(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(
        database, tmp_path, webhook=webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    rt = await runtime_factory(settings)
    alice = await rt.executor.execute(send("alice: secret 7731"), ctx(settings, "daily"))
    bob = await rt.executor.execute(send("alice: secret 7731"), ctx(settings, "daily", "bob"))

    assert alice.ok and bob.ok and not bob.replayed
    assert len(webhook.posts) == 2  # bob's call is his own action, not a replay of alice's


async def test_an_approval_covers_only_its_caller_and_its_call(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(database, tmp_path, webhook=webhook)
    rt = await runtime_factory(settings)
    waiting = await rt.executor.execute(send("release 9"), ctx(settings, "rel-9"))
    assert waiting.pending and waiting.approval is not None
    assert await rt.approvals.decide("default", waiting.approval_id, approve=True, by="lead")

    swapped = await rt.executor.execute(send("release 10 to prod"), ctx(settings, "rel-9"))
    by_bob = await rt.executor.execute(send("release 9"), ctx(settings, "rel-9", "bob"))
    ran = await rt.executor.execute(send("release 9"), ctx(settings, "rel-9"))
    again = await rt.executor.execute(send("release 9"), ctx(settings, "rel-9"))

    assert swapped.failure is not None and swapped.failure.error_type == "RequestIdReused"
    assert by_bob.pending and by_bob.approval_id != waiting.approval_id  # bob asks a person
    assert ran.ok and not ran.replayed
    assert again.ok and again.replayed  # consumed once: the stored result, no second send
    assert [p["message"] for p in webhook.posts] == ["release 9"]
    approval = await rt.approvals.get("default", waiting.approval_id)
    assert approval is not None and approval.consumed_at is not None


async def test_retries_of_a_waiting_call_find_one_approval(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(database, tmp_path, webhook=webhook)
    rt = await runtime_factory(settings)
    outcomes = await asyncio.gather(
        *[
            rt.executor.execute(send("rotate keys", f"c{i}"), ctx(settings, f"retry-{i}"))
            for i in range(4)
        ]
    )
    assert {o.status for o in outcomes} == {"pending"}
    assert len({o.approval_id for o in outcomes}) == 1
    assert sum(1 for o in outcomes if o.approval is not None and o.approval.created) == 1
    assert len(await rt.approvals.find("default")) == 1

    (pending,) = await rt.approvals.find("default")
    await rt.approvals.decide("default", pending.id, approve=True, by="lead")
    after = await asyncio.gather(
        *[
            rt.executor.execute(send("rotate keys", f"c{i}"), ctx(settings, f"retry-{i}"))
            for i in range(4)
        ]
    )
    assert [o.status for o in after] == ["ok"] * 4
    assert len(webhook.posts) == 1


async def test_a_retried_run_reports_the_waiting_task_and_approving_sends_once(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    call = {"name": "notify.send", "arguments": {"message": "deploy 42 is out"}}
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "call_a", **call}]),
        Reply(tool_calls=[{"id": "call_b", **call}]),  # the client's retry: new call id
        Reply(text="The team has been told."),
    )
    rt = await runtime_factory(settings)
    task = Task(prompt="tell the team", tools=("notify.send",), user="amy", role="developer")
    first = await rt.loop().run(task)
    retry = await rt.loop().run(task)

    assert first.status == retry.status == "input-required"
    assert first.approval_id is not None and retry.approval_id == first.approval_id
    assert first.task_id == first.operation_id and retry.task_id == first.task_id
    assert len(await rt.approvals.find("default", None)) == 1
    assert first.to_dict()["approval_id"] == first.approval_id

    decided = await rt.loop().decide("default", first.approval_id, approve=True, by="lead")
    assert decided.changed and decided.result is not None
    assert decided.result.status == "completed"
    assert decided.result.answer == "The team has been told."
    assert [p["message"] for p in webhook.posts] == ["deploy 42 is out"]
    assert await rt.approvals.paused_task("default", first.approval_id) is None


async def test_an_approval_is_never_stored_without_its_paused_task(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(database, tmp_path, webhook=webhook)
    rt = await runtime_factory(settings)

    def unstorable() -> dict[str, Any]:
        return {"messages": [object()]}  # fails inside the transaction, as a crash would

    with pytest.raises(Exception):  # noqa: B017 - the driver's error type differs per database
        await rt.executor.execute(
            send("x"), ctx(settings, "k", task_id="op_t1", pause_state=unstorable)
        )
    async with rt.store.connect() as conn:
        assert (await conn.execute(select(tool_approvals.c.id))).all() == []

    waiting = await rt.executor.execute(
        send("x"), ctx(settings, "k", task_id="op_t1", pause_state=lambda: {"queue": []})
    )
    assert waiting.pending and waiting.approval is not None
    assert waiting.approval.task_id == "op_t1"
    assert await rt.approvals.paused_task("default", waiting.approval_id) == "op_t1"
    async with rt.store.connect() as conn:
        (state,) = (await conn.execute(select(paused_tasks.c.state))).one()
    assert state == {"queue": []}


async def _crash_state(rt: Any, request_id: str, arguments: dict[str, Any]) -> None:
    """The row a process killed after the side effect leaves: `running`, lease run out."""
    now = rt.clock.now()
    async with rt.store.begin() as conn:
        await conn.execute(
            insert(tool_calls).values(
                id="tc_dead",
                tenant="default",
                principal="alice",
                request_id=request_id,
                tool="notify.send",
                args_hash=args_hash(arguments),
                operation_id="op_dead",
                status="running",
                attempts=1,
                started_at=now - timedelta(minutes=2),
                expires_at=now - timedelta(minutes=1),
            )
        )


async def test_a_claim_left_running_by_a_dead_process_is_reported_unknown_at_once(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(
        database, tmp_path, webhook=webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    rt = await runtime_factory(settings)
    await _crash_state(rt, "k-dead", {"message": "hi"})
    outcome = await rt.executor.execute(send("hi"), ctx(settings, "k-dead"))

    assert outcome.failure is not None and outcome.failure.error_type == "OutcomeUnknown"
    assert "stopped before recording" in outcome.failure.message and webhook.posts == []
    async with rt.store.connect() as conn:
        (status,) = (await conn.execute(select(tool_calls.c.status))).one()
    assert status == "unknown"  # nothing stays `running`; every later caller gets this answer


async def test_a_claim_left_running_is_resent_under_its_key_when_the_tool_is_idempotent(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    with Webhook(dedup=True).running() as hook:
        settings = tool_settings(
            database,
            tmp_path,
            webhook=hook,
            pre_approved=[{"tools": ["notify.send"]}],
            overrides={"notify.send": {"idempotent": True}},  # the receiver dedups by key
        )
        rt = await runtime_factory(settings)
        # the dead process's delivery reached the receiver before the kill
        delivered = {"title": None, "message": "hi", "request_id": "k-dead"}
        httpx.post(hook.url, json=delivered, headers={"Idempotency-Key": "k-dead"})
        await _crash_state(rt, "k-dead", {"message": "hi"})
        outcome = await rt.executor.execute(send("hi"), ctx(settings, "k-dead"))

        assert outcome.ok and json.loads(outcome.output)["sent"] is True
        assert len(hook.posts) == 1 and hook.repeats == 1
        async with rt.store.connect() as conn:
            rows = (await conn.execute(select(tool_calls.c.id, tool_calls.c.status))).all()
        assert ("tc_dead", "ok") in {(r.id, r.status) for r in rows}


async def test_trace_steps_store_tool_arguments_redacted_like_the_audit(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(
        database,
        tmp_path,
        fake_provider,
        webhook,
        pre_approved=[{"tools": ["notify.send"]}],
        redact_keys=["message"],
    )
    fake_provider.enqueue(
        Reply(
            tool_calls=[
                {
                    "id": "n",
                    "name": "notify.send",
                    "arguments": {"message": "pin 4471", "title": "t"},
                }
            ]
        ),
        Reply(text="sent"),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="send", tools=("notify.send",), role="developer"))
    op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
    (step,) = [s for s in op["step_list"] if s["type"] == "call_tool"]
    assert step["tool_input"] == {"message": "***", "title": "t"}
    assert "pin 4471" not in json.dumps(step)


async def test_a_task_without_a_role_holds_read_permissions_only(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n", "name": "notify.send", "arguments": {"message": "x"}}]),
        Reply(text="I may not send it."),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="send", tools=("notify.send",)))

    assert result.status == "completed" and webhook.posts == []
    assert await rt.approvals.find("default", None) == []
    error = json.loads(tool_messages(fake_provider.requests[1].body)[0]["content"])["error"]
    assert error["class"] == "policy_denied" and "role 'readonly'" in error["message"]


async def test_a_paused_turn_is_stored_only_once_its_resumed_run_completes(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    webhook: Webhook,
) -> None:
    settings = tool_settings(database, tmp_path, fake_provider, webhook)
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "n1", "name": "notify.send", "arguments": {"message": "up"}}]),
        Reply(text="Told them."),
    )
    rt = await runtime_factory(settings)
    session = (await rt.context.open_session("default")).id
    task = Task(
        prompt="tell the team", tools=("notify.send",), role="developer", session_id=session
    )
    paused = await rt.loop().run(task)

    assert paused.status == "input-required" and paused.approval_id is not None
    assert await rt.context.sessions.messages("default", session) == []  # no half turn
    decided = await rt.loop().decide("default", paused.approval_id, approve=True, by="lead")
    assert decided.result is not None and decided.result.status == "completed"

    history = await rt.context.sessions.messages("default", session)
    assert [m.message.role for m in history] == ["user", "assistant", "tool", "assistant"]
    assert history[-1].message.content == "Told them."
    resumed_tool = tool_messages(fake_provider.requests[-1].body)[-1]["content"]
    assert resumed_tool.startswith("<<XIHE-DATA-")  # spotlighted like any governed result
