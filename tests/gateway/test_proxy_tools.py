"""Server-side tools in proxy mode (`[gateway].chat_tools` without `X-Xihe-Session`): the
model's calls to Xihe's tools run under policy and the client gets the final answer; calls
to the client's own tools come back to it; an approval is answered 202 and the same request
sent again after approval runs the tool once. Real `xihe serve`, the official SDK."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import Gateway, create_keys, serve, write_config
from tests.tools.helpers import Webhook

READ = {"id": "call_r", "name": "files.read", "arguments": {"path": "notes.txt"}}
SEND = {"id": "call_s", "name": "notify.send", "arguments": {"message": "release is out"}}
CLIENT_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
    },
}


@pytest.fixture
def webhook() -> Iterator[Webhook]:
    with Webhook().running() as hook:
        yield hook


@pytest.fixture
def gateway(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> Iterator[tuple[Gateway, str, str]]:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    (tmp_path / "notes.txt").write_text("the release is 2.4.1\n", encoding="utf-8")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway='chat_tools = ["files.read", "notify.send"]',
        extra=(
            f'[tools]\nfiles_root = "{tmp_path}"\n\n[tools.notify]\nwebhook_url = "{webhook.url}"\n'
        ),
    )
    dev, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    with serve(config, database, tmp_path) as gw:
        yield gw, dev, admin


def test_a_server_tool_runs_and_the_client_gets_the_answer(
    gateway: tuple[Gateway, str, str], fake_provider: FakeProvider
) -> None:
    gw, dev, _ = gateway
    fake_provider.enqueue(Reply(tool_calls=[READ]), Reply(text="It is 2.4.1."))
    client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
    messages = [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Which release is it?"},
    ]
    reply = client.chat.completions.create(
        model="default",
        messages=messages,
        tools=[CLIENT_TOOL],
        temperature=0.2,  # type: ignore[arg-type]
    )
    assert reply.choices[0].message.content == "It is 2.4.1."
    assert reply.usage is not None and reply.usage.prompt_tokens == 22  # both rounds counted
    first, second = (r.body for r in fake_provider.requests)
    assert first["temperature"] == 0.2 and "stream" not in first
    names = [t["function"]["name"] for t in first["tools"]]
    assert names[0] == "get_weather" and set(names[1:]) == {"files_read", "notify_send"}
    assert first["messages"] == messages  # nothing added before a tool result enters
    sent = second["messages"]
    assert sent[0] == messages[0] and sent[1]["role"] == "system"  # the declaration, once
    boundary = sent[1]["content"].split("<<", 1)[1].split(">>", 1)[0]
    (result,) = [m for m in sent if m["role"] == "tool"]
    assert result["content"].startswith(f"<<{boundary}>>") and "2.4.1" in result["content"]
    assert sent[2] == messages[1]


def test_client_tool_calls_come_back_and_streams_get_frames(
    gateway: tuple[Gateway, str, str], fake_provider: FakeProvider
) -> None:
    gw, dev, _ = gateway
    weather = {"id": "call_w", "name": "get_weather", "arguments": {"city": "Hangzhou"}}
    fake_provider.enqueue(Reply(tool_calls=[READ]), Reply(tool_calls=[weather]))
    client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
    stream = client.chat.completions.create(
        model="default",
        messages=[{"role": "user", "content": "Weather where the notes say?"}],
        tools=[CLIENT_TOOL],  # type: ignore[list-item]
        stream=True,
    )
    chunks = list(stream)
    calls = [c for ch in chunks if ch.choices for c in (ch.choices[0].delta.tool_calls or [])]
    assert [c.function.name for c in calls if c.function] == ["get_weather"]
    assert json.loads(calls[0].function.arguments or "") == {"city": "Hangzhou"}  # type: ignore[union-attr]
    assert [ch.choices[0].finish_reason for ch in chunks if ch.choices][-1] == "tool_calls"


def test_an_approval_is_202_and_the_same_request_runs_the_tool_once_after_it(
    gateway: tuple[Gateway, str, str], fake_provider: FakeProvider, webhook: Webhook
) -> None:
    gw, dev, admin = gateway
    body = {"model": "default", "messages": [{"role": "user", "content": "Announce it"}]}
    auth = {"Authorization": f"Bearer {dev}"}
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    paused = httpx.post(f"{gw.url}/v1/chat/completions", json=body, headers=auth, timeout=60)
    assert paused.status_code == 202
    xihe = paused.json()["xihe"]
    assert paused.json()["choices"][0]["finish_reason"] == "approval_required"
    assert (
        paused.headers["x-xihe-approval"] == xihe["approval_id"] and xihe["tool"] == "notify.send"
    )
    assert webhook.posts == []

    fake_provider.enqueue(Reply(tool_calls=[SEND]))  # the resend before approval: same approval
    again = httpx.post(f"{gw.url}/v1/chat/completions", json=body, headers=auth, timeout=60)
    assert again.status_code == 202 and again.json()["xihe"]["approval_id"] == xihe["approval_id"]

    decided = httpx.post(
        f"{gw.url}/api/approvals/{xihe['approval_id']}/approve",
        headers={"Authorization": f"Bearer {admin}"},
        json={},
        timeout=60,
    )
    assert decided.status_code == 200, decided.text
    fake_provider.enqueue(Reply(tool_calls=[SEND]), Reply(text="Announced."))
    done = httpx.post(f"{gw.url}/v1/chat/completions", json=body, headers=auth, timeout=60)
    assert done.status_code == 200, done.text
    assert done.json()["choices"][0]["message"]["content"] == "Announced."
    assert [p["message"] for p in webhook.posts] == ["release is out"]

    fake_provider.enqueue(Reply(tool_calls=[SEND]), Reply(text="Announced."))
    replay = httpx.post(f"{gw.url}/v1/chat/completions", json=body, headers=auth, timeout=60)
    assert replay.status_code == 200
    assert len(webhook.posts) == 1  # the same conversation does not announce twice


def test_bad_requests_with_server_tools_name_the_problem(
    gateway: tuple[Gateway, str, str], fake_provider: FakeProvider
) -> None:
    gw, dev, _ = gateway
    auth = {"Authorization": f"Bearer {dev}"}
    ask = [{"role": "user", "content": "hi"}]
    two = httpx.post(
        f"{gw.url}/v1/chat/completions",
        json={"model": "default", "messages": ask, "n": 2},
        headers=auth,
        timeout=60,
    )
    assert two.status_code == 400 and two.json()["error"]["code"] == "n_with_server_tools"
    clash = {"type": "function", "function": {"name": "files.read", "parameters": {}}}
    named = httpx.post(
        f"{gw.url}/v1/chat/completions",
        json={"model": "default", "messages": ask, "tools": [clash]},
        headers=auth,
        timeout=60,
    )
    assert named.status_code == 400 and named.json()["error"]["code"] == "tool_name_conflict"
    assert fake_provider.requests == []
