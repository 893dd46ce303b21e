"""Model-built summaries: with a summary route configured, the runtime's router writes the
summary's notes through a real OpenAI-compatible HTTP server (the fake provider). The
extracted entities and constraints stay verbatim, and anchors are never rewritten by the
model, even when the model's summary drops or contradicts them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Database, make_settings
from tests.context.conversation import CONSTRAINT, ORDER, conversation
from tests.fakes.provider import FakeProvider, Reply
from xihe.context.engine import ContextEngine

# a careless summary: no order number, and it "relaxes" the confirmed constraint
CARELESS = "用户在咨询多款商品。\n用户同意退款可以换成余额。"


def _settings(database: Database, tmp_path: Path, fake: FakeProvider, route: str | None) -> Any:
    return make_settings(
        database,
        tmp_path,
        models={
            "summ": {
                "provider": "openai",
                "base_url": fake.url,
                "model": "summ",
                "api_key_env": "FAKE_KEY",
            }
        },
        routes={"default": {"primary": "summ"}},
        context={"summary_route": route},
    )


@pytest.fixture(autouse=True)
def _key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


def _engine(runtime: Any) -> ContextEngine:
    assert runtime.context is not None
    engine: ContextEngine = runtime.context
    return engine


async def test_model_summary_keeps_entities_constraints_and_anchors(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.enqueue(Reply(text=CARELESS), model="summ")
    runtime = await runtime_factory(_settings(database, tmp_path, fake_provider, "summ"))
    engine = _engine(runtime)
    assert engine.router is runtime.router

    session = await engine.import_messages("shop", conversation())

    seen = fake_provider.seen("summ")
    assert len(seen) == 1
    transcript = seen[0].body["messages"][-1]["content"]
    assert ORDER in transcript and CONSTRAINT in transcript  # the model saw the folded turns

    summary = await engine.sessions.summary("shop", session)
    assert summary is not None
    assert summary["builder"] == "model+extract"
    assert summary["notes"] == CARELESS
    assert ORDER in [e["value"] for e in summary["entities"]]
    assert any(CONSTRAINT in c["text"] for c in summary["constraints"])
    anchors = await engine.sessions.anchors("shop", session)
    assert [(a.text, a.source) for a in anchors] == [(f"确认一下：{CONSTRAINT}。", "extracted")]

    rendered = await engine.render("shop", session, "我上次买的那个蓝色款呢？", budget=6000)
    system = rendered.messages[0]
    assert CONSTRAINT in system.content and "用户同意退款" not in system.content
    # the model-written notes are data under the session's boundary, never the system role
    notes = rendered.messages[1]
    assert notes.role == "user" and "用户同意退款可以换成余额" in notes.content
    assert notes.content.split("\n", 1)[1].startswith(f"<<{rendered.boundary}>>")
    assert CONSTRAINT in rendered.messages[-1].content  # and the anchors are restated last


async def test_a_failing_summary_model_keeps_the_extracted_summary(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.enqueue(Reply(status=400, error_message="bad request"), model="summ")
    runtime = await runtime_factory(_settings(database, tmp_path, fake_provider, "summ"))
    engine = _engine(runtime)
    session = await engine.import_messages("shop", conversation())
    assert len(fake_provider.seen("summ")) == 1
    summary = await engine.sessions.summary("shop", session)
    assert summary is not None
    assert summary["builder"] == "extract"
    assert "notes" not in summary
    assert ORDER in [e["value"] for e in summary["entities"]]


async def test_without_a_summary_route_no_model_is_called(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    runtime = await runtime_factory(_settings(database, tmp_path, fake_provider, None))
    engine = _engine(runtime)
    assert engine.router is None
    session = await engine.import_messages("shop", conversation())
    assert fake_provider.seen() == []
    summary = await engine.sessions.summary("shop", session)
    assert summary is not None and summary["builder"] == "extract"
