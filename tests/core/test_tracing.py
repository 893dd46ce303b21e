"""What the tracer keeps: exact requests by content address, and OpenTelemetry GenAI spans."""

from __future__ import annotations

from typing import Any

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from xihe.agent.loop import Task
from xihe.store.db import Store
from xihe.tracing.otel import OtelExporter
from xihe.tracing.queries import get_operation


async def test_model_steps_keep_the_exact_request(settings: Any, runtime_factory: Any) -> None:
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="albums?", route="demo", tools=("sql.query",)))
    op = await get_operation(
        rt.store,
        tenant="default",
        operation_id=result.operation_id,
        with_requests=True,
        cipher=rt.tracer.cipher,
    )
    first, _tool, last = op["step_list"]
    assert first["request"]["messages"][-1] == {"role": "user", "content": "albums?"}
    assert [t["name"] for t in first["request"]["tools"]] == ["sql.query"]
    assert last["request"]["messages"][-1]["role"] == "tool"
    assert "Miles Davis" in last["request"]["messages"][-1]["content"]
    assert first["request_ref"] != last["request_ref"]
    assert "Miles Davis" in op["answer"]


async def test_identical_requests_are_stored_once(settings: Any, runtime_factory: Any) -> None:
    from sqlalchemy import func, select

    from xihe.store.tables import blobs

    rt = await runtime_factory(settings)
    for _ in range(2):
        await rt.loop().run(Task(prompt="same", route="demo", tools=("sql.query",)))
    store: Store = rt.store
    async with store.connect() as conn:
        count = (await conn.execute(select(func.count()).select_from(blobs))).scalar_one()
    assert count == 2


async def test_otel_export_uses_genai_names(settings: Any, runtime_factory: Any) -> None:
    memory = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    rt = await runtime_factory(settings)
    rt.tracer.exporters.append(OtelExporter(tracer_provider=provider))
    await rt.loop().run(Task(prompt="albums?", route="demo", tools=("sql.query",)))

    spans = {s.name: s for s in memory.get_finished_spans()}
    assert set(spans) == {"invoke_agent xihe", "chat demo", "execute_tool sql.query"}
    chat = spans["chat demo"]
    assert chat.attributes is not None
    assert chat.attributes["gen_ai.operation.name"] == "chat"
    assert chat.attributes["gen_ai.provider.name"] == "scripted"
    assert chat.attributes["gen_ai.usage.output_tokens"] > 0
    tool = spans["execute_tool sql.query"]
    assert tool.attributes is not None and tool.attributes["gen_ai.tool.name"] == "sql.query"
    root = spans["invoke_agent xihe"]
    assert chat.parent is not None and chat.parent.span_id == root.context.span_id


def test_canonical_body_is_the_sorted_json_of_the_request() -> None:
    import hashlib
    import json

    import orjson

    from xihe.core.messages import Message, ModelRequest, ToolCall, ToolSchema
    from xihe.tracing.recorder import canonical

    shared = Message(role="user", content='引号 " and \\ and \u2028 — 你好')
    call = ToolCall("c1", "files.read", {"path": "a.txt", "n": [1, {"z": None, "a": True}]})
    requests = [
        ModelRequest(messages=()),
        ModelRequest(messages=(shared,), max_output_tokens=100, temperature=0.2),
        ModelRequest(
            messages=(
                Message(role="system", content="s"),
                shared,
                Message(role="assistant", content="", tool_calls=(call,)),
                Message(role="tool", content="{}", tool_call_id="c1", name="files.read"),
            ),
            tools=(ToolSchema("files.read", "read", {"type": "object", "properties": {}}),),
        ),
    ]
    for request in requests * 2:  # the second pass reads remembered fragments
        expected = orjson.dumps(request.to_dict(), option=orjson.OPT_SORT_KEYS).decode()
        digest, body = canonical(request)
        assert body == expected
        assert json.loads(body) == request.to_dict()
        assert digest == hashlib.sha256(expected.encode()).hexdigest()
    # a run's next request extends the previous one's body; any other request starts over
    from xihe.tracing.recorder import extend

    grown = [
        ModelRequest(messages=()),
        ModelRequest(messages=(shared,)),
        ModelRequest(messages=(shared,)),
        ModelRequest(messages=(shared, *requests[2].messages), tools=requests[2].tools),
        requests[2],
        ModelRequest(messages=requests[2].messages, max_output_tokens=7),
        ModelRequest(messages=(*requests[2].messages, shared), max_output_tokens=7),
    ]
    prefix = None
    for request in grown:
        digest, body, prefix = extend(request, prefix)
        assert (digest, body) == canonical(request)
        assert body == orjson.dumps(request.to_dict(), option=orjson.OPT_SORT_KEYS).decode()
    big = ToolCall("c2", "files.read", {"offset": 2**70})  # beyond orjson: json writes it
    twins = [
        ModelRequest(messages=(Message(role="assistant", content="", tool_calls=(big,)),))
        for _ in range(2)
    ]
    (digest, body), (twin_digest, twin_body) = (canonical(r) for r in twins)
    assert json.loads(body) == twins[0].to_dict()
    assert (digest, body) == (twin_digest, twin_body)
    assert digest == hashlib.sha256(body.encode()).hexdigest()
