"""The loop end to end through the real OpenAI-compatible adapter and a fake provider on HTTP."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.core.errors import AllModelsFailedError, ContextOverflowError
from xihe.core.messages import Message, ModelRequest
from xihe.models.router import ModelRouter, current_model
from xihe.tracing.queries import get_operation


def catalog(fake: FakeProvider, **models: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, extra in models.items():
        out[name] = {
            "provider": "openai",
            "base_url": fake.url,
            "model": name,
            "api_key_env": extra.pop("key_env", "FAKE_KEY"),
            "context_window": 32000,
            "max_output_tokens": 1000,
        } | extra
    return out


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")
    monkeypatch.setenv("OTHER_KEY", "other")


async def test_tool_calling_conversation_end_to_end(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    (tmp_path / "notes.txt").write_text("the launch code is 4711\n")
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}),
        routes={"default": {"primary": "fast"}},
        tools={"files_root": str(tmp_path)},
    )
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "c1", "name": "files.read", "arguments": {"path": "notes.txt"}}]),
        Reply(text="The code is 4711.", prompt_tokens=50, completion_tokens=6, cached_tokens=20),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="What is the launch code?", tools=("files.*",)))

    assert result.status == "completed"
    assert result.answer == "The code is 4711."
    assert result.usage.input_tokens == 61 and result.usage.cached_tokens == 20
    second = fake_provider.requests[1].body
    tool_message = second["messages"][-1]
    assert tool_message["role"] == "tool" and tool_message["tool_call_id"] == "c1"
    assert "4711" in tool_message["content"]
    # providers accept only ^[a-zA-Z0-9_-]+$: dotted tool names travel encoded
    assert {t["function"]["name"] for t in second["tools"]} == {
        "files_glob",
        "files_grep",
        "files_read",
    }
    assert second["messages"][-2]["tool_calls"][0]["function"]["name"] == "files_read"
    op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
    kinds = [(s["type"], s["status"]) for s in op["step_list"]]
    assert kinds == [("call_llm", "ok"), ("call_tool", "ok"), ("call_llm", "ok")]
    assert op["step_list"][1]["tool_input"] == {"path": "notes.txt"}
    assert op["step_list"][2]["cached_tokens"] == 20
    assert op["status"] == "completed" and op["input_tokens"] == 61


async def test_429_falls_back_and_both_attempts_are_traced(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}, backup={}),
        routes={"default": {"primary": "fast", "fallbacks": ["backup"]}},
    )
    fake_provider.enqueue(Reply(status=429, error_message="Rate limit reached"), model="fast")
    fake_provider.enqueue(Reply(text="from backup"), model="backup")
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="hi"))

    assert result.answer == "from backup" and result.model == "backup"
    assert result.fallbacks_tried == ["fast"]
    op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
    first, second = op["step_list"]
    assert (first["model"], first["status"], first["error_status"]) == ("fast", "error", 429)
    assert first["error_class"] == "transient" and "Rate limit" in first["error_message"]
    assert (second["model"], second["status"]) == ("backup", "ok")


async def test_401_names_the_key_and_falls_back_to_other_credentials(
    database: Database, tmp_path: Path, runtime_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FakeProvider(keys={"fast": "the-right-key"}) as fake:
        settings = make_settings(
            database,
            tmp_path,
            models=catalog(
                fake, fast={}, same={"key_env": "FAKE_KEY"}, other={"key_env": "OTHER_KEY"}
            ),
            routes={"default": {"primary": "fast", "fallbacks": ["same", "other"]}},
        )
        fake.enqueue(Reply(text="answer from other"), model="other")
        rt = await runtime_factory(settings)
        result = await rt.loop().run(Task(prompt="hi"))

        assert result.answer == "answer from other"
        assert result.fallbacks_tried == ["fast", "same"]
        assert [r.body["model"] for r in fake.requests] == ["fast", "other"]
        op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
        failed = op["step_list"][0]
        assert failed["error_status"] == 401 and failed["error_class"] == "auth"
        assert "FAKE_KEY" in failed["error_message"]
        assert "fast" in rt.router.unusable()

        # Still unusable on the next call: no request goes to it.
        fake.enqueue(Reply(text="again"), model="other")
        await rt.loop().run(Task(prompt="again"))
        assert [r.body["model"] for r in fake.requests] == ["fast", "other", "other"]

        # A changed key makes it usable again.
        monkeypatch.setenv("FAKE_KEY", "the-right-key")
        fake.enqueue(Reply(text="fixed"), model="fast")
        fixed = await rt.loop().run(Task(prompt="after fix"))
        assert fixed.answer == "fixed" and fixed.model == "fast"


async def test_401_without_other_credentials_fails_with_the_key_name(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    with FakeProvider(keys={"fast": "the-right-key"}) as fake:
        settings = make_settings(
            database,
            tmp_path,
            models=catalog(fake, fast={}, same={}),
            routes={"default": {"primary": "fast", "fallbacks": ["same"]}},
        )
        rt = await runtime_factory(settings)
        result = await rt.loop().run(Task(prompt="hi"))
        assert result.status == "failed"
        assert "FAKE_KEY" in (result.error or "") and "401" in (result.error or "")
        assert len(fake.requests) == 1
        with pytest.raises(AllModelsFailedError) as info:
            await rt.router.complete(ModelRequest(messages=(Message("user", "x"),)))
        assert "set FAKE_KEY" in str(info.value)


async def test_streaming_yields_text_deltas_and_tool_calls(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}),
        routes={"default": {"primary": "fast"}},
    )
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "q", "name": "sql.query", "arguments": {"sql": "SELECT 1 AS x"}}]),
        Reply(text="One row with x = 1, streamed in pieces."),
    )
    rt = await runtime_factory(settings)
    deltas: list[str] = []
    kinds: list[str] = []
    async for event in rt.loop().events(Task(prompt="run it", tools=("sql.query",))):
        kinds.append(event.kind)
        if event.kind == "text_delta":
            deltas.append(event.text)
    assert len(deltas) > 3 and "".join(deltas) == "One row with x = 1, streamed in pieces."
    assert kinds.index("tool_call") < kinds.index("tool_result") < kinds.index("text_delta")
    assert all(r.body.get("stream") is True for r in fake_provider.requests)
    assert '"x"' in fake_provider.requests[1].body["messages"][-1]["content"]


async def test_context_overflow_goes_to_the_caller_without_fallback(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}, backup={}),
        routes={"default": {"primary": "fast", "fallbacks": ["backup"]}},
    )
    fake_provider.enqueue(
        Reply(
            status=400,
            error_message="This model's maximum context length is 8192 tokens",
            error_code="context_length_exceeded",
        ),
        model="fast",
    )
    rt = await runtime_factory(settings)
    with pytest.raises(ContextOverflowError):
        await rt.router.complete(ModelRequest(messages=(Message("user", "long"),)))
    assert [r.body["model"] for r in fake_provider.requests] == ["fast"]


async def test_preflight_refuses_a_request_that_cannot_fit(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, tiny={"context_window": 1200, "max_output_tokens": 200}),
        routes={"default": {"primary": "tiny"}},
    )
    rt = await runtime_factory(settings)
    huge = "你好世界 " * 400
    with pytest.raises(ContextOverflowError) as info:
        await rt.router.complete(ModelRequest(messages=(Message("user", huge),)))
    assert "context window of 1200" in str(info.value) and "exact" in str(info.value)
    assert fake_provider.requests == []


async def test_per_call_state_is_restored_after_fallback_and_cancellation(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}, backup={}),
        routes={"default": {"primary": "fast", "fallbacks": ["backup"]}},
    )
    router = ModelRouter(settings)
    fake_provider.enqueue(Reply(status=503, error_message="overloaded"), model="fast")
    fake_provider.enqueue(Reply(text="ok"), model="backup")
    token = current_model.set("caller-value")
    try:
        routed = await router.complete(ModelRequest(messages=(Message("user", "x"),)))
        assert routed.model == "backup"
        assert [a.model for a in routed.attempts] == ["fast", "backup"]
        assert current_model.get() == "caller-value"

        fake_provider.enqueue(Reply(text="slow", delay=5), model="fast")
        task = asyncio.create_task(router.complete(ModelRequest(messages=(Message("user", "y"),))))
        await asyncio.sleep(0.3)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert current_model.get() == "caller-value"
        assert "fast" not in router.unusable()
    finally:
        current_model.reset(token)


async def test_cancel_during_slow_tool_over_http_leaves_operation_canceled(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    from xihe.tools.builtin import builtin_specs
    from xihe.tools.registry import ToolRegistry, tool

    started = asyncio.Event()
    cleanup: list[str] = []

    @tool("ops.wait")
    async def ops_wait(seconds: float) -> str:
        """Wait for a while."""
        started.set()
        try:
            await asyncio.sleep(seconds)
            return "waited"
        finally:
            cleanup.append("released")

    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider, fast={}),
        routes={"default": {"primary": "fast"}},
    )
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "w", "name": "ops.wait", "arguments": {"seconds": 60}}])
    )
    rt = await runtime_factory(settings, registry=ToolRegistry([*builtin_specs(), ops_wait]))
    task = asyncio.create_task(rt.loop().run(Task(prompt="wait", tools=("ops.wait",))))
    await asyncio.wait_for(started.wait(), 15)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert cleanup == ["released"]
    from xihe.tracing.queries import list_operations

    [row] = await list_operations(rt.store, tenant="default")
    op = await get_operation(rt.store, tenant="default", operation_id=row["id"])
    assert op["status"] == "canceled"
    assert [(s["type"], s["status"]) for s in op["step_list"]] == [
        ("call_llm", "ok"),
        ("call_tool", "canceled"),
    ]


async def test_context_overflow_ends_the_run_with_the_attempt_traced(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(
            fake_provider, fast={}, tiny={"context_window": 1200, "max_output_tokens": 200}
        ),
        routes={"default": {"primary": "fast"}, "small": {"primary": "tiny"}},
    )
    fake_provider.enqueue(
        Reply(status=400, error_message="prompt is too long", error_code="context_length_exceeded")
    )
    rt = await runtime_factory(settings)
    from_provider = await rt.loop().run(Task(prompt="hello"))
    refused = await rt.loop().run(Task(prompt="长" * 3000, route="small"))
    for result, status in ((from_provider, 400), (refused, None)):
        assert result.status == "failed" and "context" in (result.error or "")
        op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
        [step] = op["step_list"]
        assert (step["type"], step["status"], step["error_class"]) == (
            "call_llm",
            "error",
            "context_overflow",
        )
        assert step["error_status"] == status
    assert len(fake_provider.requests) == 1
