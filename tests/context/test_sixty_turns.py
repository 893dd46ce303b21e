"""Done-when 1: at turn 61 a 1,500-token context still holds turn 3's constraint and turn 5's
order number, and never exceeds the budget by the exact tokenizer's count."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.conftest import Database, make_settings
from tests.context.conversation import CONSTRAINT, ORDER, conversation
from xihe.context.engine import ContextEngine
from xihe.core.errors import ContextOverflowError
from xihe.models.tokens import get_counter
from xihe.store.db import open_store

QUESTION = "我上次买的那个蓝色款现在到哪了？"


def _models() -> dict[str, object]:
    return {
        name: {"provider": "scripted", "model": name, "tokenizer": tok, "context_window": 32000}
        for name, tok in (("gpt", "o200k_base"), ("qwen", "qwen"), ("deepseek", "deepseek"))
    }


@pytest.fixture
async def engine(database: Database, tmp_path: Path) -> AsyncIterator[ContextEngine]:
    settings = make_settings(
        database, tmp_path, models=_models(), routes={"default": {"primary": "gpt"}}
    )
    store = await open_store(settings.database_url, schema=settings.database_schema)
    eng = ContextEngine(settings, store)
    yield eng
    await eng.close()
    await store.close()


@pytest.mark.parametrize("model", ["gpt", "qwen", "deepseek"])
async def test_turn_61_keeps_constraint_and_order_under_1500_tokens(
    engine: ContextEngine, model: str
) -> None:
    session = await engine.import_messages("shop", conversation())
    rendered = await engine.render("shop", session, QUESTION, model=model, budget=1500)

    counter = get_counter(engine.settings.models[model].tokenizer)
    assert counter.exact is True
    exact = counter.count_messages([m.to_dict() for m in rendered.messages])
    print(f"\n{model}: {exact} tokens of 1500; dropped={len(rendered.dropped)}")
    assert exact == rendered.total_tokens
    assert exact <= 1500
    text = "\n".join(m.content for m in rendered.messages)
    assert CONSTRAINT in text
    assert ORDER in text
    assert rendered.messages[-1].content.startswith(QUESTION)
    assert any(r["turn"] == 5 and r["kept"] for r in rendered.recall)
    assert [a.text for a in await engine.sessions.anchors("shop", session)] == [
        f"确认一下：{CONSTRAINT}。"
    ]


async def test_tighter_budgets_drop_by_priority_and_keep_anchors(engine: ContextEngine) -> None:
    session = await engine.import_messages("shop", conversation())
    for budget in (1500, 900, 500):
        rendered = await engine.render("shop", session, QUESTION, model="gpt", budget=budget)
        assert rendered.total_tokens <= budget
        text = "\n".join(m.content for m in rendered.messages)
        assert CONSTRAINT in text
    kinds = [d["what"].split(" turn")[0] for d in rendered.dropped]
    # recalled turns go first, then summary detail, then the oldest recent turns
    assert kinds.index("summary detail") > kinds.index("recalled")
    assert kinds.index("recent") > kinds.index("summary detail")


async def test_oversized_input_fails_early_with_sizes(engine: ContextEngine) -> None:
    session = await engine.import_messages("shop", conversation())
    huge = "蓝色款" * 2000
    with pytest.raises(ContextOverflowError) as info:
        await engine.render("shop", session, huge, model="gpt", budget=1500)
    message = str(info.value)
    assert "the current input (" in message and "1500" in message
    assert info.value.error_type == "InputTooLarge"
