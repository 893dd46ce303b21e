"""Loop rules that do not depend on a provider: limits, repeats, bad calls, cancellation."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Database, make_settings
from xihe.agent.loop import Task
from xihe.core.settings import ModelConfig
from xihe.models.router import ModelRouter
from xihe.models.scripted import ScriptedModel
from xihe.tools.builtin import builtin_specs
from xihe.tools.registry import ToolRegistry, tool
from xihe.tracing.queries import get_operation


def scripted_router(settings: Any, responses: list[dict[str, Any]]) -> ModelRouter:
    def factory(name: str, config: ModelConfig) -> ScriptedModel:
        return ScriptedModel(name, config, responses, cycle=False)

    return ModelRouter(settings, factory=factory)


def call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": name, "arguments": arguments}]}


async def test_step_limit_stops_and_says_how_to_raise_it(
    settings: Any, runtime_factory: Any
) -> None:
    responses = [call("sql.query", sql=f"SELECT {i}") for i in range(10)]
    rt = await runtime_factory(settings, router=scripted_router(settings, responses))
    result = await rt.loop().run(Task(prompt="loop forever", max_steps=3))
    assert result.status == "failed"
    assert "stopped after 3 model calls" in (result.error or "")
    assert "max_steps" in (result.error or "")
    assert result.steps == 6


async def test_repeated_identical_call_is_refused_not_executed(
    settings: Any, runtime_factory: Any
) -> None:
    same = call("sql.query", sql="SELECT 1")
    rt = await runtime_factory(
        settings, router=scripted_router(settings, [same, same, same, {"text": "done"}])
    )
    result = await rt.loop().run(Task(prompt="x"))
    op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
    tools = [s for s in op["step_list"] if s["type"] == "call_tool"]
    assert [t["status"] for t in tools] == ["ok", "ok", "error"]
    assert tools[2]["error_type"] == "RepeatedCall"
    assert "already called 2 time(s)" in tools[2]["error_message"]
    assert result.status == "completed"


async def test_unknown_tool_and_bad_arguments_go_back_to_the_model(
    settings: Any, runtime_factory: Any
) -> None:
    responses = [
        call("sql.qeury", sql="SELECT 1"),
        call("sql.query", sql=42),
        {"text": "giving up"},
    ]
    router = scripted_router(settings, responses)
    rt = await runtime_factory(settings, router=router)
    result = await rt.loop().run(Task(prompt="x"))
    model = router.model("demo")
    assert isinstance(model, ScriptedModel)
    second_request, third_request = model.requests[1], model.requests[2]
    unknown = second_request.messages[-1].content
    assert "unknown tool 'sql.qeury'" in unknown and "sql.query" in unknown
    bad = third_request.messages[-1].content
    assert "invalid arguments for 'sql.query'" in bad and "sql: 42 is not of type 'string'" in bad
    op = await get_operation(rt.store, tenant="default", operation_id=result.operation_id)
    classes = [s["error_class"] for s in op["step_list"] if s["type"] == "call_tool"]
    assert classes == ["not_found", "validation"]


async def test_cancel_during_slow_tool_records_canceled_and_runs_cleanup(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    started = asyncio.Event()
    cleaned: list[str] = []

    @tool("slow.wait")
    async def slow_wait(seconds: float) -> str:
        """Wait, then answer."""
        started.set()
        try:
            await asyncio.sleep(seconds)
            return "finished"
        finally:
            cleaned.append("cleanup ran")

    settings = make_settings(database, tmp_path)
    registry = ToolRegistry([*builtin_specs(), slow_wait])
    router = scripted_router(settings, [call("slow.wait", seconds=30), {"text": "never"}])
    rt = await runtime_factory(settings, registry=registry, router=router)
    task = asyncio.create_task(rt.loop().run(Task(prompt="wait", tools=("slow.wait",))))
    await asyncio.wait_for(started.wait(), 10)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert cleaned == ["cleanup ran"]
    ops = await _latest(rt)
    op = await get_operation(rt.store, tenant="default", operation_id=ops)
    assert op["status"] == "canceled"
    assert [(s["type"], s["status"]) for s in op["step_list"]] == [
        ("call_llm", "ok"),
        ("call_tool", "canceled"),
    ]
    assert op["step_list"][1]["error_class"] == "cancelled"


async def test_tenants_do_not_see_each_others_traces(settings: Any, runtime_factory: Any) -> None:
    rt = await runtime_factory(settings, router=scripted_router(settings, [{"text": "a"}]))
    result = await rt.loop().run(Task(prompt="secret-of-a", tenant="a"))
    from xihe.tracing.queries import TraceNotFoundError, list_operations

    assert await list_operations(rt.store, tenant="b") == []
    with pytest.raises(TraceNotFoundError):
        await get_operation(rt.store, tenant="b", operation_id=result.operation_id)


async def _latest(rt: Any) -> str:
    from xihe.tracing.queries import list_operations

    return str((await list_operations(rt.store, tenant="default", limit=1))[0]["id"])
