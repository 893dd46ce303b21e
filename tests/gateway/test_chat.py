"""The official `openai` client against a real `xihe serve` process and a fake provider."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import openai
import pytest

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import cli, create_keys, serve, write_config


def test_openai_client_plain_streaming_and_sessions(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    with serve(config, database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        fake_provider.enqueue(Reply(text="Paris is the capital."))
        raw = client.chat.completions.with_raw_response.create(
            model="default",
            messages=[{"role": "user", "content": "Capital of France?"}],
            extra_headers={"X-Xihe-Session": "new"},
        )
        reply = raw.parse()
        assert reply.choices[0].message.content == "Paris is the capital."
        assert reply.usage is not None and reply.usage.prompt_tokens == 11
        session = raw.headers["x-xihe-session"]
        assert re.fullmatch(r"ses+_[0-9a-f]{24}", session), session
        assert float(raw.headers["x-xihe-overhead-ms"]) >= 0

        # A follow-up that sends only the new message sees the session's earlier turns.
        fake_provider.enqueue(Reply(text="About 2.1 million people live there."))
        follow = client.chat.completions.create(
            model="default",
            messages=[{"role": "user", "content": "How many people live there?"}],
            extra_headers={"X-Xihe-Session": session},
        )
        assert follow.choices[0].message.content == "About 2.1 million people live there."
        sent = [m["content"] for m in fake_provider.requests[-1].body["messages"]]
        assert sent[-3:] == [
            "Capital of France?",
            "Paris is the capital.",
            "How many people live there?",
        ]

        fake_provider.enqueue(Reply(text="Streaming works fine here."))
        stream = client.chat.completions.create(
            model="default",
            messages=[{"role": "user", "content": "Stream please"}],
            stream=True,
            stream_options={"include_usage": True},
        )
        chunks = list(stream)
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        assert text == "Streaming works fine here."
        assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 7

        models = client.models.list()
        assert {m.id for m in models.data} >= {"default", "fake"}

        # Another tenant's key cannot use this session.
        (other,) = create_keys(database, [("globex", "bob", "developer")])
        stranger = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=other, max_retries=0)
        with pytest.raises(openai.NotFoundError) as missing:
            stranger.chat.completions.create(
                model="default",
                messages=[{"role": "user", "content": "What did they ask?"}],
                extra_headers={"X-Xihe-Session": session},
            )
        assert missing.value.status_code == 404
        assert len(fake_provider.requests) == 3


def test_unauthenticated_and_unpermitted_never_reach_a_model(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (reader,) = create_keys(database, [("acme", "rita", "readonly")])
    body = {"model": "default", "messages": [{"role": "user", "content": "hi"}]}
    with serve(config, database, tmp_path) as gw:
        none = httpx.post(f"{gw.url}/v1/chat/completions", json=body)
        assert none.status_code == 401
        assert none.json()["error"]["code"] == "missing_api_key"
        assert none.json()["error"]["type"] == "authentication_error"
        bad = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json=body,
            headers={"Authorization": "Bearer xk_not-a-real-key"},
        )
        assert bad.status_code == 401 and bad.json()["error"]["code"] == "invalid_api_key"
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=reader, max_retries=0)
        with pytest.raises(openai.PermissionDeniedError) as denied:
            client.chat.completions.create(**body)  # type: ignore[call-overload]
        assert denied.value.status_code == 403
        assert "readonly" in denied.value.message
        assert [m.id for m in client.models.list().data]  # readonly may list models
        mcp = httpx.post(f"{gw.url}/mcp", json={}, headers={"Authorization": f"Bearer {reader}"})
        assert mcp.status_code == 403
        admin = httpx.get(f"{gw.url}/api/keys", headers={"Authorization": f"Bearer {reader}"})
        assert admin.status_code == 403
    assert fake_provider.requests == []


def test_keys_cli_create_list_revoke(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    import json

    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    made = cli(
        ["keys", "create", "--tenant", "acme", "--user", "ann", "--role", "admin", "-o", "json"],
        database,
        tmp_path,
        config,
    )
    assert made.returncode == 0, made.stderr
    created = json.loads(made.stdout)
    assert created["key"].startswith("xk_") and created["id"].startswith("key_")
    listed = json.loads(cli(["keys", "list", "-o", "json"], database, tmp_path, config).stdout)
    assert [(k["id"], k["tenant"], k["role"]) for k in listed] == [(created["id"], "acme", "admin")]
    assert created["key"] not in json.dumps(listed)
    with serve(config, database, tmp_path) as gw:
        auth = {"Authorization": f"Bearer {created['key']}"}
        keys = httpx.get(f"{gw.url}/api/keys", headers=auth)
        assert keys.status_code == 200 and keys.json()[0]["id"] == created["id"]
        schema = httpx.get(f"{gw.url}/openapi.json").json()
        assert {"/v1/chat/completions", "/api/keys", "/api/traces"} <= set(schema["paths"])
    revoked = cli(["keys", "revoke", created["id"]], database, tmp_path, config)
    assert revoked.returncode == 0, revoked.stderr
    with serve(config, database, tmp_path) as gw:
        denied = httpx.get(f"{gw.url}/api/keys", headers=auth)
        assert denied.status_code == 401


WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
        },
    },
}


def test_client_side_tools_round_trip_through_the_gateway(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    call = {"id": "call_1", "name": "get_weather", "arguments": {"city": "Oslo"}}
    fake_provider.enqueue(
        Reply(tool_calls=[call]), Reply(tool_calls=[call]), Reply(text="It is 3°C in Oslo.")
    )
    with serve(config, database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        asked = [{"role": "user", "content": "Weather in Oslo?"}]
        first = client.chat.completions.create(
            model="default",
            messages=asked,  # type: ignore[arg-type]
            tools=[WEATHER_TOOL],  # type: ignore[list-item]
        )
        choice = first.choices[0]
        assert choice.finish_reason == "tool_calls"
        assert choice.message.tool_calls is not None
        tool_call = choice.message.tool_calls[0]
        assert (tool_call.id, tool_call.function.name) == ("call_1", "get_weather")  # type: ignore[union-attr]
        assert tool_call.function.arguments == '{"city": "Oslo"}'  # type: ignore[union-attr]

        streamed = client.chat.completions.create(
            model="default",
            messages=asked,  # type: ignore[arg-type]
            tools=[WEATHER_TOOL],  # type: ignore[list-item]
            stream=True,
        )
        deltas = [c.choices[0].delta for c in streamed if c.choices]
        # Forwarded as the upstream streamed it: the name in the first delta, then arguments.
        calls = [tc for d in deltas for tc in d.tool_calls or [] if tc.function]
        assert [tc.function.name for tc in calls if tc.function.name] == ["get_weather"]  # type: ignore[union-attr]
        args = "".join(tc.function.arguments or "" for tc in calls)  # type: ignore[union-attr]
        assert args == '{"city": "Oslo"}'

        final = client.chat.completions.create(
            model="default",
            messages=[
                *asked,
                {"role": "assistant", "content": None, "tool_calls": [tool_call.model_dump()]},
                {"role": "tool", "tool_call_id": "call_1", "content": '{"celsius": 3}'},
            ],  # type: ignore[list-item]
            tools=[WEATHER_TOOL],  # type: ignore[list-item]
        )
        assert final.choices[0].message.content == "It is 3°C in Oslo."
    sent = fake_provider.requests[-1].body
    assert sent["tools"][0]["function"]["name"] == "get_weather"
    assert sent["messages"][-1] == {
        "role": "tool",
        "tool_call_id": "call_1",
        "content": '{"celsius": 3}',
    }
