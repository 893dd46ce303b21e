"""The model step's trace says what the render did: token counts and sections, dropped tiers,
recalled turn ids, and that no embedding provider is configured. Every attempt of the call
carries it, the failed one before a fallback included; a call outside a session has none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.conftest import Database, make_settings
from tests.context.conversation import ORDER, conversation
from tests.context.test_sixty_turns import QUESTION
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.store.tables import steps


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


def _model(fake: FakeProvider, name: str) -> dict[str, Any]:
    return {
        "provider": "openai",
        "base_url": fake.url,
        "model": name,
        "api_key_env": "FAKE_KEY",
        "tokenizer": "o200k_base",
        "context_window": 4000,
        "max_output_tokens": 500,
    }


async def _model_steps(rt: Any, operation_id: str) -> list[Any]:
    async with rt.store.connect() as conn:
        rows = (
            await conn.execute(
                select(steps)
                .where(steps.c.operation_id == operation_id, steps.c.type == "call_llm")
                .order_by(steps.c.seq)
            )
        ).all()
    return list(rows)


async def test_model_steps_record_what_the_render_did(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models={"fast": _model(fake_provider, "fast"), "slow": _model(fake_provider, "slow")},
        routes={"default": {"primary": "fast", "fallbacks": ["slow"]}},
        context={"tool_result_reserve": 2000},  # 4000 − 500 − 2000: a 1,500-token budget
    )
    rt = await runtime_factory(settings)
    assert rt.context is not None
    session = await rt.context.import_messages("shop", conversation())
    fake_provider.enqueue(Reply(status=503, error_message="overloaded"), model="fast")
    fake_provider.enqueue(Reply(text=f"订单 {ORDER} 已发货。"), model="slow")

    result = await rt.loop().run(Task(prompt=QUESTION, tools=(), tenant="shop", session_id=session))
    assert result.status == "completed"
    assert result.fallbacks_tried == ["fast"]

    rows = await _model_steps(rt, result.operation_id)
    assert [(r.model, r.status) for r in rows] == [("fast", "error"), ("slow", "ok")]
    failed, ok = rows[0].meta["context"], rows[1].meta["context"]
    assert failed == ok  # both attempts sent the same rendered context
    assert rows[1].meta["finish_reason"]  # the recorder's own meta is still there

    print(f"\ncontext meta: {ok['total_tokens']} tokens, recalled {ok['recalled_turns']}")
    assert ok["budget"] == 1500
    assert 0 < ok["total_tokens"] <= ok["budget"]
    assert ok["tokenizer"] == "o200k_base" and ok["exact"] is True
    assert set(ok["sections"]) >= {"system", "anchors", "summary", "recall", "recent", "input"}
    assert ok["sections"]["input"] > 0
    assert 5 in ok["recalled_turns"]  # the turn that gave the order number
    assert all(r["kept"] for r in ok["recall"] if r["turn"] in ok["recalled_turns"])
    assert ok["embeddings"] == "no embedding provider configured"
    assert any("no embedding provider configured" in n for n in ok["notes"])
    # what the request actually held matches the trace: a recalled turn made it in
    sent = fake_provider.seen("slow")[0].body["messages"]
    recalled = [m["content"] for m in sent if "recalled earlier turns, verbatim" in m["content"]]
    assert len(recalled) == 1 and ORDER in recalled[0] and ORDER not in sent[0]["content"]
    assert ok["dropped_tiers"] == sorted({d["what"].split(" turn")[0] for d in ok["dropped"]})


async def test_a_tight_budget_records_the_dropped_tiers(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models={"fast": _model(fake_provider, "fast") | {"context_window": 3100}},
        routes={"default": {"primary": "fast"}},
        context={"tool_result_reserve": 2000},  # a 600-token budget
    )
    rt = await runtime_factory(settings)
    assert rt.context is not None
    session = await rt.context.import_messages("shop", conversation())
    fake_provider.enqueue(Reply(text="好的。"), model="fast")
    result = await rt.loop().run(Task(prompt=QUESTION, tools=(), tenant="shop", session_id=session))
    assert result.status == "completed"
    (row,) = await _model_steps(rt, result.operation_id)
    meta = row.meta["context"]
    assert meta["budget"] == 600 and meta["total_tokens"] <= 600
    assert "recalled" in meta["dropped_tiers"]
    assert "summary detail" in meta["dropped_tiers"]
    dropped_recall = {
        int(d["what"].split()[-1]) for d in meta["dropped"] if "recalled" in d["what"]
    }
    kept = set(meta["recalled_turns"])
    assert dropped_recall and not dropped_recall & kept
    assert {r["turn"] for r in meta["recall"]} == dropped_recall | kept


async def test_no_session_no_context_meta(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = make_settings(
        database,
        tmp_path,
        models={"fast": _model(fake_provider, "fast")},
        routes={"default": {"primary": "fast"}},
    )
    rt = await runtime_factory(settings)
    fake_provider.enqueue(Reply(text="hi"), model="fast")
    result = await rt.loop().run(Task(prompt="hello", tenant="shop"))
    (row,) = await _model_steps(rt, result.operation_id)
    assert "context" not in row.meta
    assert row.meta["finish_reason"]
