"""Traces in and out: export → import into another tenant, OTLP GenAI spans from another
agent classified by the offline inspector, malformed input refused whole, and live runs
recording matched errors as they happen."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from typer.testing import CliRunner

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.cli.main import app
from xihe.core.clock import SystemClock
from xihe.core.ids import RandomIds
from xihe.evolution import repo
from xihe.evolution.patterns import Category, Pattern, Rule
from xihe.store.db import Store, open_store
from xihe.store.tables import operations, steps
from xihe.store.tables.evolution import error_patterns, errors
from xihe.tracing.queries import get_operation, list_operations

runner = CliRunner()


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


def cli(database: Database, *args: str, code: int = 0) -> Any:
    """The CLI shares the test runtime's home: on SQLite that holds the key that encrypts
    trace requests, as for a server and a CLI on one host."""
    env = database.env() | {"XIHE_HOME": str(Path.cwd() / "home")}
    result = runner.invoke(app, list(args), env=env)
    assert result.exit_code == code, result.output
    return result


def cli_json(database: Database, *args: str) -> Any:
    return json.loads(cli(database, *args, "--output", "json").stdout)


async def in_thread(database: Database, *args: str) -> Any:
    """The CLI runs its own event loop; from an async test it runs in a worker thread."""
    return await asyncio.to_thread(cli_json, database, *args)


def loop_settings(database: Database, tmp_path: Path, fake: FakeProvider) -> Any:
    def model(name: str) -> dict[str, Any]:
        return {
            "provider": "openai",
            "base_url": fake.url,
            "model": name,
            "api_key_env": "FAKE_KEY",
            "context_window": 32000,
            "max_output_tokens": 1000,
        }

    return make_settings(
        database,
        tmp_path,
        models={"fast": model("fast"), "backup": model("backup")},
        routes={"default": {"primary": "fast", "fallbacks": ["backup"]}},
        tools={"files_root": str(tmp_path)},
    )


async def count(store: Store, table: Any, tenant: str) -> int:
    async with store.connect() as conn:
        query = select(func.count()).select_from(table).where(table.c.tenant == tenant)
        return int((await conn.execute(query)).scalar_one())


# -- export → import ------------------------------------------------------------------------

OP_KEYS = (
    "kind",
    "input",
    "route",
    "model",
    "status",
    "answer",
    "error",
    "started_at",
    "finished_at",
    "duration_ms",
    "steps",
    "input_tokens",
    "output_tokens",
    "cached_tokens",
    "reasoning_tokens",
    "fallbacks",
)
STEP_KEYS = (
    "seq",
    "type",
    "status",
    "started_at",
    "duration_ms",
    "model",
    "provider",
    "input_tokens",
    "output_tokens",
    "response_text",
    "tool_calls",
    "request_ref",
    "tool_name",
    "tool_call_id",
    "tool_input",
    "tool_output",
    "tool_success",
    "error_class",
    "error_type",
    "error_status",
    "error_message",
    "request",
)


def _same_time(value: Any) -> Any:
    return value[:26] if isinstance(value, str) and value[:2] == "20" else value


def comparable(op: dict[str, Any]) -> dict[str, Any]:
    return {
        "op": {k: _same_time(op[k]) for k in OP_KEYS},
        "steps": [{k: _same_time(s.get(k)) for k in STEP_KEYS} for s in op["step_list"]],
    }


async def test_export_then_import_into_another_tenant_reproduces_operations_and_steps(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
) -> None:
    (tmp_path / "notes.txt").write_text("the launch code is 4711\n")
    settings = loop_settings(database, tmp_path, fake_provider)
    fake_provider.enqueue(  # in order, whichever model asks: fast's 429 falls back to backup
        Reply(status=429, error_message="Rate limit reached"),
        Reply(tool_calls=[{"id": "c1", "name": "files.read", "arguments": {"path": "gone.txt"}}]),
        Reply(tool_calls=[{"id": "c2", "name": "files.read", "arguments": {"path": "notes.txt"}}]),
        Reply(text="The code is 4711.", prompt_tokens=50, completion_tokens=6),
        Reply(text="hello"),
    )
    rt = await runtime_factory(settings)
    first = await rt.loop().run(Task(prompt="What is the code?", tools=("files.*",), tenant="acme"))
    second = await rt.loop().run(Task(prompt="hi", tenant="acme"))
    assert (first.status, second.status) == ("completed", "completed")

    exported = tmp_path / "acme.jsonl"
    await asyncio.to_thread(
        cli, database, "traces", "export", "--tenant", "acme", "--output", str(exported)
    )
    lines = exported.read_text().splitlines()
    assert len(lines) == 2
    assert [len(json.loads(line)["steps"]) for line in lines] == [6, 1]

    result = await in_thread(database, "traces", "import", str(exported), "--tenant", "beta")
    assert (result["format"], result["operations"], result["steps"]) == ("xihe", 2, 7)
    assert result["errors"] == 2  # the 429 and the missing file, as live

    source = [first.operation_id, second.operation_id]
    copied = list(reversed(await list_operations(rt.store, tenant="beta")))
    assert len(copied) == 2
    for original_id, copy in zip(source, copied, strict=True):
        assert copy["id"] not in source  # re-minted, never the imported key
        assert copy["meta"]["imported"]["id"] == original_id
        a = await get_operation(
            rt.store,
            tenant="acme",
            operation_id=original_id,
            with_requests=True,
            cipher=rt.tracer.cipher,
        )
        b = await get_operation(
            rt.store,
            tenant="beta",
            operation_id=copy["id"],
            with_requests=True,
            cipher=rt.tracer.cipher,
        )
        assert comparable(b) == comparable(a)
        assert {s["id"] for s in b["step_list"]}.isdisjoint({s["id"] for s in a["step_list"]})
    assert await count(rt.store, errors, "beta") == await count(rt.store, errors, "acme") == 2

    # the same file again: new ids, no collision, and acme untouched
    again = await in_thread(database, "traces", "import", str(exported), "--tenant", "beta")
    assert set(again["operation_ids"]).isdisjoint(result["operation_ids"])
    assert await count(rt.store, operations, "beta") == 4
    assert await count(rt.store, operations, "acme") == 2


# -- OTLP GenAI spans from another agent ----------------------------------------------------

T0 = 1_772_000_000_000_000_000  # ns


def attr(key: str, value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        return {"key": key, "value": {"boolValue": value}}
    if isinstance(value, int):
        return {"key": key, "value": {"intValue": str(value)}}
    if isinstance(value, float):
        return {"key": key, "value": {"doubleValue": value}}
    if isinstance(value, list):
        return {
            "key": key,
            "value": {"arrayValue": {"values": [{"stringValue": v} for v in value]}},
        }
    return {"key": key, "value": {"stringValue": value}}


def span(
    trace: str,
    sid: str,
    parent: str,
    name: str,
    start_ms: int,
    end_ms: int,
    attrs: dict[str, Any],
    *,
    error: str | None = None,
    events: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "traceId": trace,
        "spanId": sid,
        "parentSpanId": parent,
        "name": name,
        "kind": 3 if name.startswith("chat") else 1,
        "startTimeUnixNano": str(T0 + start_ms * 1_000_000),
        "endTimeUnixNano": str(T0 + end_ms * 1_000_000),
        "attributes": [attr(k, v) for k, v in attrs.items()],
        "status": {"code": 2, "message": error} if error else {"code": 0},
    }
    if events:
        out["events"] = events
    return out


def agent(trace: str, sid: str, start: int, end: int, question: str, **kw: Any) -> dict[str, Any]:
    messages = json.dumps([{"role": "user", "parts": [{"type": "text", "content": question}]}])
    return span(
        trace,
        sid,
        "",
        "invoke_agent support-bot",
        start,
        end,
        {
            "gen_ai.operation.name": "invoke_agent",
            "gen_ai.agent.name": "support-bot",
            "gen_ai.provider.name": "openai",
            "gen_ai.conversation.id": f"conv-{sid}",
            "gen_ai.input.messages": messages,
        },
        **kw,
    )


def chat(trace: str, sid: str, parent: str, start: int, end: int, **kw: Any) -> dict[str, Any]:
    attrs: dict[str, Any] = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-4o",
        "server.address": "api.openai.example",
    }
    if "error" not in kw:
        attrs |= {
            "gen_ai.response.model": "gpt-4o-2024-08-06",
            "gen_ai.response.finish_reasons": ["stop"],
            "gen_ai.usage.input_tokens": 120,
            "gen_ai.usage.output_tokens": 30,
        }
    attrs |= kw.pop("attrs", {})
    return span(trace, sid, parent, "chat gpt-4o", start, end, attrs, **kw)


def tool(
    trace: str, sid: str, parent: str, start: int, end: int, name: str, **kw: Any
) -> dict[str, Any]:
    attrs = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": name,
        "gen_ai.tool.call.id": f"call_{sid}",
        "gen_ai.tool.type": "function",
        "gen_ai.tool.call.arguments": json.dumps({"order_id": 1234}),
    } | kw.pop("attrs", {})
    return span(trace, sid, parent, f"execute_tool {name}", start, end, attrs, **kw)


def otlp_document() -> dict[str, Any]:
    """Three operations of a support bot: fine; a 429 then a retry; a tool that raises."""
    t1, t2, t3 = "a" * 32, "b" * 32, "c" * 32
    rate_limit = (
        "Error code: 429 - Rate limit reached for gpt-4o in organization org-7Hq2 on tokens "
        "per min (TPM): Limit 30000, Used 29871, Requested 512. Please try again in 1.02s."
    )
    spans = [
        agent(t1, "1000000000000001", 0, 2400, "Where is order 1234?"),
        chat(t1, "1000000000000002", "1000000000000001", 10, 800),
        tool(
            t1,
            "1000000000000003",
            "1000000000000001",
            810,
            900,
            "lookup_order",
            attrs={"gen_ai.tool.call.result": json.dumps({"status": "shipped"})},
        ),
        chat(t1, "1000000000000004", "1000000000000001", 910, 2390),
        agent(t2, "2000000000000001", 5000, 9000, "Refund order 5678"),
        chat(
            t2,
            "2000000000000002",
            "2000000000000001",
            5010,
            5100,
            error=rate_limit,
            attrs={"error.type": "openai.RateLimitError", "http.response.status_code": 429},
        ),
        chat(t2, "2000000000000003", "2000000000000001", 6200, 8990),
        agent(
            t3,
            "3000000000000001",
            12000,
            13000,
            "Cancel order 91",
            error="tool lookup_order failed",
        ),
        chat(t3, "3000000000000002", "3000000000000001", 12010, 12400),
        tool(
            t3,
            "3000000000000003",
            "3000000000000001",
            12410,
            12450,
            "lookup_order",
            error="KeyError: 'customer_id'",
            attrs={"error.type": "KeyError"},
            events=[
                {
                    "name": "exception",
                    "timeUnixNano": str(T0 + 12449 * 1_000_000),
                    "attributes": [
                        attr("exception.type", "KeyError"),
                        attr("exception.message", "'customer_id'"),
                    ],
                }
            ],
        ),
    ]
    return {
        "resourceSpans": [
            {
                "resource": {"attributes": [attr("service.name", "support-bot")]},
                "scopeSpans": [
                    {
                        "scope": {"name": "opentelemetry.instrumentation.openai_v2"},
                        "spans": spans,
                    }
                ],
            }
        ]
    }


def test_otlp_genai_spans_import_and_offline_inspect_classifies_them(
    database: Database, tmp_path: Path
) -> None:
    path = tmp_path / "spans.json"
    path.write_text(json.dumps(otlp_document(), indent=1))

    result = cli_json(database, "traces", "import", str(path), "--tenant", "ext")
    assert (result["format"], result["operations"], result["steps"]) == ("otlp", 3, 7)
    assert (result["errors"], result["errors_matched"]) == (2, 0)

    ops = cli_json(database, "traces", "list", "--tenant", "ext")
    assert sorted((o["input"], o["status"], o["steps"]) for o in ops) == [
        ("Cancel order 91", "failed", 2),
        ("Refund order 5678", "completed", 2),
        ("Where is order 1234?", "completed", 3),
    ]
    refund = next(o for o in ops if o["input"] == "Refund order 5678")
    assert refund["input_tokens"] == 120 and refund["model"] == "gpt-4o"
    shown = cli_json(database, "traces", "show", refund["id"], "--tenant", "ext")
    failed_chat = shown["step_list"][0]
    assert (failed_chat["type"], failed_chat["status"]) == ("call_llm", "error")
    assert (failed_chat["error_status"], failed_chat["error_class"]) == (429, "transient")
    assert failed_chat["provider"] == "openai" and "Rate limit" in failed_chat["error_message"]

    inspected = cli_json(database, "inspect", "--offline", "--tenant", "ext")
    assert inspected["unmatched_after"] == 0 and inspected["errors_total"] == 2
    listed = cli_json(database, "errors", "list", "--tenant", "ext")
    by_kind = {(e["tool"], e["status"]): e["category"] for e in listed}
    assert by_kind == {(None, 429): "provider_error", ("lookup_order", None): "harness_bug"}
    stats = cli_json(database, "errors", "stats", "--tenant", "ext")
    assert stats["by_category"] == {"harness_bug": 1, "provider_error": 1}
    assert cli_json(database, "errors", "stats")["total"] == 0  # the default tenant saw nothing

    # the same kinds from the same agent later are matched on import, not left for inspection
    again = cli_json(database, "traces", "import", str(path), "--tenant", "ext")
    assert (again["errors"], again["errors_matched"]) == (2, 2)


# -- malformed input ------------------------------------------------------------------------


def _bad_jsonl(good: str) -> str:
    bad = json.loads(good)
    bad["steps"][0]["status"] = "exploded"
    return good + "\n" + json.dumps(bad) + "\n"


def _bad_otlp() -> str:
    doc = otlp_document()
    spans = doc["resourceSpans"][0]["scopeSpans"][0]["spans"]
    spans[5]["attributes"].append({"key": "gen_ai.usage.input_tokens", "value": {"intValue": "x"}})
    return json.dumps(doc)


def _missing_start() -> str:
    doc = otlp_document()
    del doc["resourceSpans"][0]["scopeSpans"][0]["spans"][4]["startTimeUnixNano"]
    return json.dumps(doc)


GOOD_LINE = json.dumps(
    {
        "format": "xihe.trace/1",
        "operation": {"id": "op_x", "status": "completed", "started_at": "2026-03-01T00:00:00Z"},
        "steps": [
            {
                "id": "step_x",
                "seq": 1,
                "type": "call_tool",
                "status": "error",
                "started_at": "2026-03-01T00:00:01Z",
                "tool_name": "lookup",
                "error_class": "tool_bug",
                "error_type": "KeyError",
                "error_message": "boom",
            }
        ],
    }
)


@pytest.mark.parametrize(
    ("content", "fmt", "expected"),
    [
        (_bad_jsonl(GOOD_LINE), "auto", ["line 2", "steps[0]", "'status'", "exploded"]),
        (GOOD_LINE + "\n{not json\n", "xihe", ["line 2", "not valid JSON"]),
        (GOOD_LINE.replace('"seq": 1', '"seq": "one"'), "xihe", ["line 1", "'seq'", "integer"]),
        (_bad_otlp(), "auto", ["2000000000000002", "chat gpt-4o", "gen_ai.usage.input_tokens"]),
        (_missing_start(), "otlp", ["invoke_agent support-bot", "startTimeUnixNano"]),
        ('{"resourceSpans": {}}', "otlp", ["resourceSpans"]),
    ],
    ids=["bad-step-status", "broken-line", "seq-type", "otlp-int", "otlp-start", "otlp-shape"],
)
def test_malformed_input_names_the_problem_and_stores_nothing(
    database: Database, tmp_path: Path, content: str, fmt: str, expected: list[str]
) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(GOOD_LINE + "\n")
    cli(database, "traces", "import", str(good), "--tenant", "t1")
    bad = tmp_path / "bad.txt"
    bad.write_text(content)

    result = cli(
        database,
        "traces",
        "import",
        str(bad),
        "--tenant",
        "t1",
        "--format",
        fmt,
        "--output",
        "json",
        code=2,
    )
    problem = json.loads(result.stdout)["error"]
    for needle in expected:
        assert needle in problem["message"], problem
    assert problem["type"] == "validation" and "nothing was imported" in problem["hint"]

    async def stored() -> list[int]:
        store = await open_store(database.url, schema=database.schema)
        try:
            return [await count(store, table, "t1") for table in (operations, steps, errors)]
        finally:
            await store.close()

    assert asyncio.run(stored()) == [1, 1, 1]


# -- live runs ------------------------------------------------------------------------------


async def test_a_live_429_is_recorded_and_matched_as_it_happens(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = loop_settings(database, tmp_path, fake_provider)
    rt = await runtime_factory(settings)
    pattern = await repo.save_pattern(
        rt.store,
        tenant="default",
        pattern=Pattern(
            id=RandomIds().new("pat"),
            name="openai-rate-limit",
            category=Category.PROVIDER_ERROR,
            rule=Rule(provider="openai", status=429),
        ),
        clock=SystemClock(),
    )
    fake_provider.enqueue(
        Reply(status=429, error_message="Rate limit reached, retry in 20ms"), model="fast"
    )
    fake_provider.enqueue(Reply(text="from backup"), model="backup")

    result = await rt.loop().run(Task(prompt="hi"))

    assert result.answer == "from backup"
    async with rt.store.connect() as conn:
        rows = (await conn.execute(select(errors))).all()
        hits = (
            await conn.execute(
                select(error_patterns.c.hit_count).where(error_patterns.c.id == pattern.id)
            )
        ).scalar_one()
    assert len(rows) == 1
    row = rows[0]
    assert (row.operation_id, row.status, row.provider) == (result.operation_id, 429, "openai")
    assert row.pattern_id == pattern.id and row.step_id is not None
    assert hits == 1


def test_export_filters_by_tenant_and_since_and_writes_stdout(
    database: Database, tmp_path: Path
) -> None:
    older = GOOD_LINE.replace("2026-03-01T00:00:0", "2026-01-01T00:00:0")
    mentions = GOOD_LINE.replace(
        '"status": "completed"',
        '"status": "completed", "input": "why does \\"resourceSpans\\" fail?"',
    )
    path = tmp_path / "two.jsonl"
    path.write_text(older + "\n" + mentions + "\n")
    assert cli_json(database, "traces", "import", str(path), "--tenant", "t1")["format"] == "xihe"
    cli(database, "traces", "import", str(path), "--tenant", "t2")

    everything = cli(database, "traces", "export", "--tenant", "t1").stdout.splitlines()
    assert len(everything) == 2
    recent = cli(
        database, "traces", "export", "--tenant", "t1", "--since", "2026-02-01"
    ).stdout.splitlines()
    assert [json.loads(line)["operation"]["input"] for line in recent] == [
        'why does "resourceSpans" fail?'
    ]
    assert cli(database, "traces", "export", "--tenant", "nobody").stdout == ""
    bad = cli(database, "traces", "export", "--since", "last tuesday", code=2)
    assert "--since 'last tuesday'" in bad.output


def test_otlp_without_agent_spans_makes_each_root_an_operation() -> None:
    from xihe.tracing.exchange import parse

    t = "d" * 32
    doc = {
        "resourceSpans": [
            {
                "scopeSpans": [
                    {
                        "spans": [
                            chat(
                                t,
                                "4000000000000001",
                                "",
                                0,
                                30000,
                                error="Request timed out.",
                                attrs={"error.type": "APITimeoutError"},
                            ),
                            chat("e" * 32, "5000000000000001", "", 0, 900),
                        ]
                    }
                ]
            }
        ]
    }
    parsed = parse(json.dumps(doc))
    assert parsed.format == "otlp" and len(parsed.operations) == 2
    failed, fine = parsed.operations
    assert failed.values["status"] == "failed" and failed.values["input"] == "chat gpt-4o"
    (step,) = failed.steps
    assert step.values["error_class"] == "transient"
    assert step.values["error_type"] == "APITimeoutError"
    assert (fine.values["status"], fine.values["input_tokens"]) == ("completed", 120)
