"""The Anthropic adapter against a fake Messages API over HTTP: tools, streaming, errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.core.errors import AllModelsFailedError
from xihe.core.messages import Message, ModelRequest


def _settings(database: Database, tmp_path: Path, fake: FakeProvider) -> Any:
    return make_settings(
        database,
        tmp_path,
        models={
            "claude": {
                "provider": "anthropic",
                "base_url": fake.base,
                "api_key_env": "ANTHROPIC_TEST_KEY",
                "model": "claude-test",
                "tokenizer": "claude",
            }
        },
        routes={"default": {"primary": "claude"}},
    )


async def test_tool_round_trip_over_the_messages_api(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    runtime_factory: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_TEST_KEY", "k")
    fake_provider.enqueue(
        Reply(
            text="Checking.",
            tool_calls=[{"id": "toolu_1", "name": "sql.query", "arguments": {"sql": "SELECT 2"}}],
        ),
        Reply(text="It is 2.", prompt_tokens=30, completion_tokens=4),
    )
    rt = await runtime_factory(_settings(database, tmp_path, fake_provider))
    result = await rt.loop().run(Task(prompt="what is 1+1", tools=("sql.query",)))

    assert result.status == "completed" and result.answer == "It is 2."
    second = fake_provider.requests[1].body
    assert second["system"].startswith("You are Xihe")
    assert second["stream"] is True
    assistant, tool_result = second["messages"][1], second["messages"][2]
    assert assistant["content"][1] == {
        "type": "tool_use",
        "id": "toolu_1",
        "name": "sql_query",  # Anthropic accepts only ^[a-zA-Z0-9_-]{1,64}$ as a name
        "input": {"sql": "SELECT 2"},
    }
    assert second["tools"][0]["name"] == "sql_query"
    assert tool_result["content"][0]["tool_use_id"] == "toolu_1"
    assert second["tools"][0]["input_schema"]["required"] == ["sql"]
    assert result.usage.input_tokens == 11 + 30


async def test_missing_key_is_a_config_error_naming_the_variable(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    rt = await runtime_factory(_settings(database, tmp_path, fake_provider))
    with pytest.raises(AllModelsFailedError) as info:
        await rt.router.complete(ModelRequest(messages=(Message("user", "hi"),)))
    assert "ANTHROPIC_TEST_KEY is not set" in str(info.value)
    assert fake_provider.requests == []
