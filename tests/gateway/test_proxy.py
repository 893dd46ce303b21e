"""Proxy mode (no `X-Xihe-Session`): the official `openai` SDK through a real `xihe serve`
to a fake upstream that records what it received. Every field arrives unchanged, the
upstream's answer comes back intact, and nothing is stored as session history."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from pydantic import BaseModel
from sqlalchemy import func, select

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, serve, write_config

IMAGE = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4Dw"
    "ABBAEAwS2OUAAAAABJRU5ErkJggg=="
)

TOOL = {
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

EXTRA_MODELS = """
[models.reasoner]
provider = "openai"
model = "o3-mini"
base_url = {url}
api_key_env = "XIHE_TEST_FAKE_KEY"

[models.backup]
provider = "openai"
model = "backup-model"
base_url = {url}
api_key_env = "XIHE_TEST_FAKE_KEY"

[routes.resilient]
primary = "fake"
fallbacks = ["backup"]
"""


def _config(tmp_path: Path, fake: FakeProvider, gateway: str = "") -> Path:
    extra = EXTRA_MODELS.format(url=json.dumps(fake.url))
    return write_config(tmp_path / "xihe.toml", fake.url, gateway=gateway, extra=extra)


def _rich_completion(model: str) -> dict[str, Any]:
    """What OpenAI sends that Xihe's first design dropped: n choices, logprobs, the
    fingerprint, a `length` finish, cached and reasoning tokens."""
    logprobs = {
        "content": [{"token": "Hi", "logprob": -0.1, "bytes": [72, 105], "top_logprobs": []}]
    }
    return {
        "id": "chatcmpl-upstream-1",
        "object": "chat.completion",
        "created": 1700000000,
        "model": model,
        "system_fingerprint": "fp_abc123",
        "service_tier": "default",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": '{"a": 1}', "refusal": None},
                "logprobs": logprobs,
                "finish_reason": "length",
            },
            {
                "index": 1,
                "message": {"role": "assistant", "content": '{"a": 2}', "refusal": None},
                "logprobs": logprobs,
                "finish_reason": "stop",
            },
        ],
        "usage": {
            "prompt_tokens": 40,
            "completion_tokens": 9,
            "total_tokens": 49,
            "prompt_tokens_details": {"cached_tokens": 32, "audio_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": 5, "audio_tokens": 0},
        },
    }


def _table_count(database: Database, table: Any) -> int:
    from xihe.store.db import open_store

    async def main() -> int:
        store = await open_store(database.url, schema=database.schema)
        try:
            async with store.connect() as conn:
                return int((await conn.execute(select(func.count()).select_from(table))).scalar())
        finally:
            await store.close()

    return asyncio.run(main())


def _eventually(read: Any, expected: Any, seconds: float = 10.0) -> Any:
    """Trace records are group-committed a few milliseconds after the answer: poll, bounded."""
    deadline = time.monotonic() + seconds
    value = read()
    while value != expected and time.monotonic() < deadline:
        time.sleep(0.05)
        value = read()
    return value


def _history_rows(database: Database) -> dict[str, int]:
    from xihe.store.tables import context, gateway

    tables = {
        "sessions": gateway.sessions,
        "ctx_sessions": context.ctx_sessions,
        "ctx_messages": context.ctx_messages,
        "ctx_snapshots": context.ctx_snapshots,
    }
    return {name: _table_count(database, t) for name, t in tables.items()}


def test_every_field_arrives_unchanged_and_the_answer_comes_back_intact(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    upstream_body = _rich_completion("fake-model")
    fake_provider.enqueue(Reply(body=upstream_body))
    request: dict[str, Any] = {
        "model": "default",
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Describe this picture as JSON."},
                    {"type": "image_url", "image_url": {"url": IMAGE, "detail": "low"}},
                ],
            },
        ],
        "response_format": {"type": "json_object"},
        "stop": ["\n\n", "END"],
        "n": 2,
        "logprobs": True,
        "top_logprobs": 2,
        "top_p": 0.9,
        "seed": 7,
        "tools": [TOOL],
        "tool_choice": {"type": "function", "function": {"name": "get_weather"}},
        "parallel_tool_calls": False,
        "max_completion_tokens": 300,
        "user": "end-user-42",
        "metadata": {"ticket": "T-1"},
        "store": False,
    }
    with serve(_config(tmp_path, fake_provider), database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        raw = client.chat.completions.with_raw_response.create(
            **request, extra_body={"x_vendor_knob": {"depth": 3}}
        )
        reply = raw.parse()
        assert "x-xihe-session" not in raw.headers
        assert raw.headers["x-xihe-operation"].startswith("op")
    sent = fake_provider.requests[-1].body
    assert sent == {**request, "x_vendor_knob": {"depth": 3}, "model": "fake-model"}
    assert json.loads(raw.http_response.content) == upstream_body
    assert [c.finish_reason for c in reply.choices] == ["length", "stop"]
    assert reply.system_fingerprint == "fp_abc123"
    assert reply.choices[1].logprobs is not None
    assert reply.usage is not None and reply.usage.prompt_tokens_details is not None
    assert reply.usage.prompt_tokens_details.cached_tokens == 32
    assert reply.usage.completion_tokens_details is not None
    assert reply.usage.completion_tokens_details.reasoning_tokens == 5
    assert "You are Xihe" not in json.dumps(sent)


class Weather(BaseModel):
    city: str
    celsius: int


def test_structured_outputs_with_parse_and_streaming_frames_intact(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    answer = {"city": "Oslo", "celsius": 3}
    body = _rich_completion("fake-model")
    body["choices"] = [
        {
            "index": 0,
            "message": {"role": "assistant", "content": json.dumps(answer), "refusal": None},
            "logprobs": None,
            "finish_reason": "stop",
        }
    ]
    base = {"id": "chatcmpl-s", "object": "chat.completion.chunk", "created": 1, "model": "m"}
    chunks = [
        base
        | {
            "system_fingerprint": "fp_s",
            "choices": [
                {"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None},
                {"index": 1, "delta": {"role": "assistant", "content": ""}, "finish_reason": None},
            ],
        },
        base | {"choices": [{"index": 0, "delta": {"content": "Hel"}, "finish_reason": None}]},
        base | {"choices": [{"index": 1, "delta": {"content": "Hi"}, "finish_reason": None}]},
        base | {"choices": [{"index": 0, "delta": {"content": "lo"}, "finish_reason": "length"}]},
        base | {"choices": [{"index": 1, "delta": {}, "finish_reason": "stop"}]},
        base
        | {
            "choices": [],
            "usage": {
                "prompt_tokens": 5,
                "completion_tokens": 3,
                "total_tokens": 8,
                "prompt_tokens_details": {"cached_tokens": 4},
            },
        },
    ]
    fake_provider.enqueue(Reply(body=body), Reply(chunks=chunks), Reply(chunks=chunks))
    with serve(_config(tmp_path, fake_provider), database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        parsed = client.beta.chat.completions.parse(
            model="default",
            messages=[{"role": "user", "content": "Weather in Oslo?"}],
            response_format=Weather,
        )
        assert parsed.choices[0].message.parsed == Weather(**answer)
        schema_sent = fake_provider.requests[-1].body["response_format"]
        assert schema_sent["type"] == "json_schema"
        assert schema_sent["json_schema"]["name"] == "Weather"
        assert schema_sent["json_schema"]["strict"] is True
        assert set(schema_sent["json_schema"]["schema"]["properties"]) == {"city", "celsius"}

        # The SDK, streaming two choices with usage: every frame as the upstream sent it.
        stream = client.chat.completions.create(
            model="default",
            messages=[{"role": "user", "content": "Say hello twice"}],
            n=2,
            stop="END",
            stream=True,
            stream_options={"include_usage": True},
        )
        got = list(stream)
        assert [c.model_dump(exclude_unset=True) for c in got] == chunks
        sent = fake_provider.requests[-1].body
        assert (sent["n"], sent["stop"], sent["stream_options"]) == (
            2,
            "END",
            {"include_usage": True},
        )

        # Without include_usage the client gets no usage frame (Xihe asked for it, to count).
        plain = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={
                "model": "default",
                "messages": [{"role": "user", "content": "hi"}],
                "stream": True,
            },
            headers={"Authorization": f"Bearer {dev}"},
            timeout=60,
        )
        frames = [f for f in plain.text.split("\n\n") if f]
        assert frames == [f"data: {json.dumps(c)}" for c in chunks[:-1]] + ["data: [DONE]"]
        assert fake_provider.requests[-1].body["stream_options"] == {"include_usage": True}


def test_a_resent_conversation_stores_no_history_and_new_sessions_are_governed(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    fake_provider.enqueue(*[Reply(text=f"answer {i}") for i in range(12)])
    with serve(_config(tmp_path, fake_provider), database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        messages: list[Any] = [{"role": "system", "content": "Be brief."}]
        for turn in range(10):
            messages.append({"role": "user", "content": f"question {turn}"})
            raw = client.chat.completions.with_raw_response.create(
                model="default", messages=messages
            )
            assert "x-xihe-session" not in raw.headers
            messages.append(
                {"role": "assistant", "content": raw.parse().choices[0].message.content}
            )
            assert fake_provider.requests[-1].body["messages"] == messages[:-1]
        assert _history_rows(database) == dict.fromkeys(
            ("sessions", "ctx_sessions", "ctx_messages", "ctx_snapshots"), 0
        )
        from xihe.store.tables import operations

        assert _eventually(lambda: _table_count(database, operations), 10) == 10  # traced

        # `X-Xihe-Session: new`, then the returned id: the governed session remembers.
        first = client.chat.completions.with_raw_response.create(
            model="default",
            messages=[{"role": "user", "content": "My name is Ada."}],
            extra_headers={"X-Xihe-Session": "new"},
        )
        session = first.headers["x-xihe-session"]
        client.chat.completions.create(
            model="default",
            messages=[{"role": "user", "content": "What is my name?"}],
            extra_headers={"X-Xihe-Session": session},
        )
        sent = [m["content"] for m in fake_provider.requests[-1].body["messages"]]
        assert sent[-3:] == ["My name is Ada.", "answer 10", "What is my name?"]
        assert _history_rows(database)["ctx_sessions"] == 1


def test_o_series_get_max_completion_tokens_and_fallback_and_upstream_refusals(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    with serve(_config(tmp_path, fake_provider), database, tmp_path) as gw:
        auth = {"Authorization": f"Bearer {dev}"}

        def post(body: dict[str, Any]) -> httpx.Response:
            return httpx.post(f"{gw.url}/v1/chat/completions", json=body, headers=auth, timeout=60)

        ask = [{"role": "user", "content": "hi"}]
        fake_provider.enqueue(Reply(text="thought"))
        assert post({"model": "reasoner", "messages": ask, "max_tokens": 50}).status_code == 200
        sent = fake_provider.requests[-1].body
        assert sent["model"] == "o3-mini" and sent["max_completion_tokens"] == 50
        assert "max_tokens" not in sent

        fake_provider.enqueue(Reply(status=503, error_message="overloaded"), model="fake-model")
        fake_provider.enqueue(Reply(text="from the backup"), model="backup-model")
        rescued = post({"model": "resilient", "messages": ask, "seed": 3})
        assert rescued.status_code == 200
        assert rescued.json()["choices"][0]["message"]["content"] == "from the backup"
        assert [r.body["model"] for r in fake_provider.requests[-2:]] == [
            "fake-model",
            "backup-model",
        ]
        assert fake_provider.requests[-1].body["seed"] == 3

        fake_provider.enqueue(
            Reply(
                status=400,
                error_message="Invalid schema for response_format",
                error_code="bad_schema",
            )
        )
        refused = post({"model": "default", "messages": ask, "response_format": {"type": "bogus"}})
        assert refused.status_code == 400
        assert refused.json()["error"]["message"] == "Invalid schema for response_format"
        assert refused.json()["error"]["code"] == "bad_schema"

        missing = post({"model": "nope", "messages": ask})
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "model_not_found"
        empty = post({"model": "default", "messages": []})
        assert empty.status_code == 400 and "messages" in empty.json()["error"]["message"]


def test_idempotency_key_in_proxy_mode_replays_the_exact_answer(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    fake_provider.enqueue(Reply(body=_rich_completion("fake-model")), Reply(text="streamed once"))
    with serve(_config(tmp_path, fake_provider), database, tmp_path) as gw:

        def post(body: dict[str, Any], key: str) -> httpx.Response:
            headers = {"Authorization": f"Bearer {dev}", "Idempotency-Key": key}
            return httpx.post(
                f"{gw.url}/v1/chat/completions", json=body, headers=headers, timeout=60
            )

        body = {"model": "default", "messages": [{"role": "user", "content": "charge"}]}
        first, again = post(body, "k-1"), post(body, "k-1")
        assert first.status_code == again.status_code == 200
        assert again.headers["idempotent-replayed"] == "true"
        assert again.content == first.content
        assert post({**body, "seed": 1}, "k-1").status_code == 422

        streamed = {**body, "stream": True}
        one, two = post(streamed, "k-2"), post(streamed, "k-2")
        assert two.headers["idempotent-replayed"] == "true"
        assert two.text == one.text and one.text.endswith("data: [DONE]\n\n")
        assert len(fake_provider.requests) == 2


@pytest.mark.parametrize("mode", ["gateway", "route"])
def test_governed_can_be_the_default(
    mode: str, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    if mode == "gateway":
        config = _config(tmp_path, fake_provider, gateway='default_mode = "governed"')
    else:
        config = _config(tmp_path, fake_provider)
        text = config.read_text(encoding="utf-8").replace(
            '[routes.default]\nprimary = "fake"',
            '[routes.default]\nprimary = "fake"\nmode = "governed"',
        )
        config.write_text(text, encoding="utf-8")
    fake_provider.enqueue(Reply(text="governed"))
    with serve(config, database, tmp_path) as gw:
        reply = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={"model": "default", "messages": [{"role": "user", "content": "hi"}]},
            headers={"Authorization": f"Bearer {dev}"},
            timeout=60,
        )
        assert reply.status_code == 200 and reply.headers["x-xihe-session"].startswith("ses")
        mixed = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={
                "model": "default",
                "messages": [{"role": "user", "content": "hi"}],
                "tools": [TOOL],
            },
            headers={"Authorization": f"Bearer {dev}", "X-Xihe-Session": "new"},
            timeout=60,
        )
        assert mixed.status_code == 400
        assert mixed.json()["error"]["code"] == "tools_need_proxy_mode"
    assert len(fake_provider.requests) == 1


ANTHROPIC_MODEL = """
[models.claude]
provider = "anthropic"
model = "claude-test"
base_url = {url}
api_key_env = "XIHE_TEST_FAKE_KEY"
max_output_tokens = 1024
"""


def test_anthropic_upstream_maps_fields_and_refuses_what_has_no_counterpart(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    extra = ANTHROPIC_MODEL.format(url=json.dumps(fake_provider.base))
    config = write_config(tmp_path / "xihe.toml", fake_provider.url, extra=extra)
    call = {"id": "toolu_1", "name": "get_weather", "arguments": {"city": "Oslo"}}
    fake_provider.enqueue(
        Reply(tool_calls=[call], prompt_tokens=30, completion_tokens=6),
        Reply(text="Bonjour tout le monde"),
        model="claude-test",
    )
    with serve(config, database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        reply = client.chat.completions.create(
            model="claude",
            messages=[
                {"role": "system", "content": "Be brief."},
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": "Weather where this was taken?"},
                        {"type": "image_url", "image_url": {"url": IMAGE}},
                    ],
                },
            ],
            tools=[TOOL],  # type: ignore[list-item]
            tool_choice="required",
            parallel_tool_calls=False,
            stop=["END"],
            max_completion_tokens=200,
            temperature=0.2,
            top_p=0.8,
            user="end-user-42",
        )
        sent = fake_provider.requests[-1]
        assert sent.path == "/v1/messages" and sent.headers["x-api-key"] == "sk-test"
        assert sent.body == {
            "model": "claude-test",
            "system": "Be brief.",
            "messages": [
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": "Weather where this was taken?"},
                        {
                            "type": "image",
                            "source": {
                                "type": "base64",
                                "media_type": "image/png",
                                "data": IMAGE.split(",", 1)[1],
                            },
                        },
                    ],
                }
            ],
            "max_tokens": 200,
            "temperature": 0.2,
            "top_p": 0.8,
            "stop_sequences": ["END"],
            "tools": [
                {
                    "name": "get_weather",
                    "description": "Weather for a city",
                    "input_schema": TOOL["function"]["parameters"],  # type: ignore[index]
                }
            ],
            "tool_choice": {"type": "any", "disable_parallel_tool_use": True},
            "metadata": {"user_id": "end-user-42"},
        }
        choice = reply.choices[0]
        assert choice.finish_reason == "tool_calls"
        assert choice.message.tool_calls is not None
        fn = choice.message.tool_calls[0].function  # type: ignore[union-attr]
        assert (fn.name, json.loads(fn.arguments)) == ("get_weather", {"city": "Oslo"})
        assert reply.usage is not None and reply.usage.prompt_tokens == 30

        stream = client.chat.completions.create(
            model="claude",
            messages=[{"role": "user", "content": "Say hello in French"}],
            stream=True,
            stream_options={"include_usage": True},
        )
        chunks = list(stream)
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        assert text == "Bonjour tout le monde"
        finishes = [c.choices[0].finish_reason for c in chunks if c.choices]
        assert finishes[-1] == "stop"
        assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 7
        assert fake_provider.requests[-1].body["max_tokens"] == 1024  # the model's default

        seen = len(fake_provider.requests)
        for field, value in (("logprobs", True), ("n", 2), ("seed", 1)):
            with pytest.raises(openai.BadRequestError) as refused:
                client.chat.completions.create(
                    model="claude",
                    messages=[{"role": "user", "content": "hi"}],
                    **{field: value},  # type: ignore[arg-type]
                )
            assert f"'{field}'" in refused.value.message
        assert len(fake_provider.requests) == seen


def test_embeddings_and_anthropic_messages_are_routed_traced_and_forwarded(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    import anthropic

    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    extra = ANTHROPIC_MODEL.format(url=json.dumps(fake_provider.base))
    config = write_config(tmp_path / "xihe.toml", fake_provider.url, extra=extra)
    vectors = {
        "object": "list",
        "data": [{"object": "embedding", "index": 0, "embedding": [0.25, -0.5, 1.0]}],
        "model": "fake-model",
        "usage": {"prompt_tokens": 3, "total_tokens": 3},
    }
    fake_provider.enqueue(Reply(body=vectors), model="fake-model")
    fake_provider.enqueue(
        Reply(text="Hello from Claude"), Reply(text="Streamed hello"), model="claude-test"
    )
    with serve(config, database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        got = client.embeddings.create(
            model="default", input="three word text", dimensions=3, encoding_format="float"
        )
        assert got.data[0].embedding == [0.25, -0.5, 1.0]
        sent = fake_provider.requests[-1]
        assert sent.path == "/v1/embeddings"
        assert sent.body == {
            "model": "fake-model",
            "input": "three word text",
            "dimensions": 3,
            "encoding_format": "float",
        }

        claude = anthropic.Anthropic(base_url=gw.url, api_key=dev, max_retries=0)
        message = claude.messages.create(
            model="claude",
            max_tokens=64,
            system="Be brief.",
            messages=[{"role": "user", "content": "Say hello"}],
            stop_sequences=["END"],
            extra_body={"top_k": 5},
        )
        assert message.content[0].text == "Hello from Claude"  # type: ignore[union-attr]
        assert message.usage.input_tokens == 11
        sent = fake_provider.requests[-1]
        assert sent.path == "/v1/messages"
        assert sent.body == {
            "model": "claude-test",
            "max_tokens": 64,
            "system": "Be brief.",
            "messages": [{"role": "user", "content": "Say hello"}],
            "stop_sequences": ["END"],
            "top_k": 5,
        }
        with claude.messages.stream(
            model="claude", max_tokens=64, messages=[{"role": "user", "content": "Stream it"}]
        ) as stream:
            assert "".join(stream.text_stream) == "Streamed hello"
            final = stream.get_final_message()
        assert final.stop_reason == "end_turn"

        with pytest.raises(anthropic.BadRequestError) as wrong:
            claude.messages.create(
                model="default", max_tokens=8, messages=[{"role": "user", "content": "hi"}]
            )
        assert "does not serve Anthropic Messages" in str(wrong.value)

        admin_key = create_keys(database, [("acme", "root", "admin")])[0]
        auth = {"Authorization": f"Bearer {admin_key}"}
        traces = _eventually(lambda: len(httpx.get(f"{gw.url}/api/traces", headers=auth).json()), 4)
        assert traces == 4
