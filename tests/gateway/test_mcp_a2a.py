"""The official `mcp` client and the official `a2a-sdk` client against `xihe serve`."""

from __future__ import annotations

import asyncio
import json
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import httpx2
import pytest
from a2a.client import ClientConfig, create_client
from a2a.types import (
    CancelTaskRequest,
    GetTaskRequest,
    Message,
    Part,
    Role,
    SendMessageConfiguration,
    SendMessageRequest,
    Task,
    TaskState,
)
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, free_port, mcp_server, serve, write_config
from tests.gateway.test_seams import _approve


@pytest.fixture
def weather_server() -> Iterator[str]:
    with mcp_server(Path(__file__).with_name("upstream_mcp.py")) as url:
        yield url


async def _mcp_session(url: str, key: str, mode: str) -> tuple[set[str], str, str, bool, str]:
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http:
        transport = streamable_http_client(url, http_client=http)
        async with Client(transport, mode=mode) as client:  # type: ignore[arg-type]
            tools = await client.list_tools()
            remote = await client.call_tool("weather.forecast", {"city": "Paris"})
            local = await client.call_tool(
                "sql.query", {"sql": "SELECT COUNT(*) AS n FROM artists"}
            )
            missing = await client.call_tool("weather.nope", {})
            booked = await client.call_tool("weather.book", {"city": "Rome", "request_id": "t1"})
    text = remote.content[0].text  # type: ignore[union-attr]
    local_text = local.content[0].text  # type: ignore[union-attr]
    held = booked.content[0].text  # type: ignore[union-attr]
    return {t.name for t in tools.tools}, text, local_text, bool(missing.is_error), held


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_mcp_lists_and_calls_local_and_federated_tools(
    tmp_path: Path, fake_provider: FakeProvider, weather_server: str, mode: str
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        extra=f'[[gateway.mcp_upstreams]]\nname = "weather"\nurl = "{weather_server}"\n',
    )
    key, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    with serve(config, database, tmp_path) as gw:
        names, remote, local, missing, held = asyncio.run(_mcp_session(f"{gw.url}/mcp", key, mode))
        auth = {"Authorization": f"Bearer {admin}"}
        pending = httpx.get(f"{gw.url}/api/approvals", headers=auth).json()
        assert [(a["tool"], a["status"]) for a in pending] == [("weather.book", "pending")]
        decided = httpx.post(
            f"{gw.url}/api/approvals/{pending[0]['id']}/approve", headers=auth, json={}
        ).json()
        assert decided["changed"] is True and decided["approval"]["status"] == "approved"
        after = asyncio.run(
            _call(f"{gw.url}/mcp", key, "weather.book", {"city": "Rome", "request_id": "t1"})
        )
        assert json.loads(after) == {"result": "booked Rome"}
        again = asyncio.run(
            _call(f"{gw.url}/mcp", key, "weather.book", {"city": "Rome", "request_id": "t1"})
        )
        assert again == after  # the stored result: the upstream ran once
        audit = httpx.get(f"{gw.url}/api/audit", headers=auth).json()
        assert {"weather.forecast", "sql.query"} <= {a["tool"] for a in audit}
        assert {a["tenant"] for a in audit} == {"acme"}
        for path in ("errors", "patterns", "snapshots", "sessions", "traces"):
            listed = httpx.get(f"{gw.url}/api/{path}", headers=auth)
            assert listed.status_code == 200 and isinstance(listed.json(), list), path
    assert {"weather.forecast", "weather.book", "sql.query"} <= names
    assert "sunny in Paris" in remote
    # A state-changing federated tool goes through the policy executor: held for approval.
    assert '"status": "input-required"' in held and "approval_id" in held
    assert '"rows"' in local
    assert missing is True
    assert fake_provider.requests == []


async def _call(url: str, key: str, name: str, arguments: dict[str, object]) -> str:
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        result = await client.call_tool(name, arguments)
    assert not result.is_error, result
    return str(result.content[0].text)  # type: ignore[union-attr]


def _message(text: str, context_id: str | None = None) -> Message:
    msg = Message(role=Role.ROLE_USER, message_id=str(uuid.uuid4()), parts=[Part(text=text)])
    if context_id:
        msg.context_id = context_id
    return msg


async def _final_task(client: object, request: SendMessageRequest) -> Task:
    task: Task | None = None
    async for event in client.send_message(request):  # type: ignore[attr-defined]
        if event.HasField("task"):
            task = event.task
    assert task is not None
    return task


async def _a2a(url: str, key: str, fake: FakeProvider) -> None:
    async with httpx.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http:
        client = await create_client(
            url, client_config=ClientConfig(httpx_client=http, streaming=False)
        )
        fake.enqueue(Reply(text="The payments service is failing."))
        first = await _final_task(client, SendMessageRequest(message=_message("What failed?")))
        assert first.status.state == TaskState.TASK_STATE_COMPLETED
        assert first.artifacts[0].parts[0].text == "The payments service is failing."

        fake.enqueue(Reply(text="Restart it after the fix."))
        follow = await _final_task(
            client,
            SendMessageRequest(message=_message("What should I do?", first.context_id)),
        )
        assert follow.id != first.id and follow.context_id == first.context_id
        assert follow.status.state == TaskState.TASK_STATE_COMPLETED
        sent = [m["content"] for m in fake.requests[-1].body["messages"]]
        assert "What failed?" in sent and "The payments service is failing." in sent

        # A long task is published as working, then cancelled.
        fake.enqueue(Reply(text="too late", delay=6.0))
        started = await _final_task(
            client,
            SendMessageRequest(
                message=_message("Do the long thing"),
                configuration=SendMessageConfiguration(return_immediately=True),
            ),
        )
        state = started.status.state
        for _ in range(200):
            if state == TaskState.TASK_STATE_WORKING and len(fake.requests) == 3:
                break
            await asyncio.sleep(0.05)
            state = (await client.get_task(GetTaskRequest(id=started.id))).status.state
        assert state == TaskState.TASK_STATE_WORKING
        canceled = await client.cancel_task(CancelTaskRequest(id=started.id))
        assert canceled.status.state == TaskState.TASK_STATE_CANCELED
        again = await client.get_task(GetTaskRequest(id=started.id))
        assert again.status.state == TaskState.TASK_STATE_CANCELED
        await client.close()

        # Streaming: status updates arrive as they happen, ending in a completed task.
        streaming = await create_client(
            url, client_config=ClientConfig(httpx_client=http, streaming=True)
        )
        fake.enqueue(Reply(text="Streamed answer."))
        kinds: list[str] = []
        states: list[int] = []
        async for event in streaming.send_message(
            SendMessageRequest(message=_message("Stream it", first.context_id))
        ):
            kind = event.WhichOneof("payload")
            kinds.append(str(kind))
            if event.HasField("status_update"):
                states.append(event.status_update.status.state)
        assert TaskState.TASK_STATE_WORKING in states
        assert states[-1] == TaskState.TASK_STATE_COMPLETED
        assert "artifact_update" in kinds
        await streaming.close()


def test_a2a_send_follow_up_and_cancel(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    with serve(config, database, tmp_path) as gw:
        card = httpx.get(f"{gw.url}/.well-known/agent-card.json").json()
        assert card["name"] == "Xihe"
        assert card["supportedInterfaces"][0]["url"] == f"{gw.url}/a2a"
        asyncio.run(_a2a(gw.url, key, fake_provider))
        anonymous = httpx.post(f"{gw.url}/a2a", json={})
        assert anonymous.status_code == 401


def test_upstream_health_in_readyz_metrics_and_chat_tools_by_glob(
    tmp_path: Path, fake_provider: FakeProvider, weather_server: str
) -> None:
    """One upstream up, one down: /readyz says which since when (and stays ready), the gauge
    says it too, and a proxy chat request reaches the live upstream's tool by glob."""
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    dead = f"http://127.0.0.1:{free_port()}/mcp"  # nothing listens there
    upstreams = (
        f'[[gateway.mcp_upstreams]]\nname = "weather"\nurl = "{weather_server}"\n\n'
        f'[[gateway.mcp_upstreams]]\nname = "billing"\nurl = "{dead}"\ntimeout_seconds = 3\n'
    )
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway='chat_tools = ["weather.*"]\nmetrics_token = "metrics-token-0123456789"',
        extra=upstreams,
    )
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    with serve(config, database, tmp_path) as gw:
        before = httpx.get(f"{gw.url}/readyz").json()
        assert before["mcp_upstreams"] == {"weather": "not used yet", "billing": "not used yet"}
        forecast = {"id": "c1", "name": "weather.forecast", "arguments": {"city": "Oslo"}}
        fake_provider.enqueue(Reply(tool_calls=[forecast]), Reply(text="Sunny, go."))
        answer = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={"model": "default", "messages": [{"role": "user", "content": "Oslo?"}]},
            headers={"Authorization": f"Bearer {key}"},
            timeout=60,
        )
        assert answer.status_code == 200, answer.text
        assert answer.json()["choices"][0]["message"]["content"] == "Sunny, go."
        (result,) = [m for m in fake_provider.requests[1].body["messages"] if m["role"] == "tool"]
        assert "sunny in Oslo" in result["content"]
        ready = httpx.get(f"{gw.url}/readyz")
        assert ready.status_code == 200  # one upstream down does not make the gateway unready
        health = ready.json()["mcp_upstreams"]
        assert health["weather"].startswith("ok since ")
        assert health["billing"].startswith("unreachable since ")
        metrics = httpx.get(
            f"{gw.url}/metrics", headers={"Authorization": "Bearer metrics-token-0123456789"}
        ).text
        assert 'xihe_mcp_upstream_up{upstream="weather"} 1.0' in metrics
        assert 'xihe_mcp_upstream_up{upstream="billing"} 0.0' in metrics

        async def call_down_tool() -> tuple[bool, str]:
            async with (
                httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http,
                Client(streamable_http_client(f"{gw.url}/mcp", http_client=http)) as client,
            ):
                result = await client.call_tool("billing.invoice", {"id": "7"})
            return bool(result.is_error), str(result.content[0].text)  # type: ignore[union-attr]

        failed, text = asyncio.run(call_down_tool())
        assert failed and "MCP server 'billing'" in text and "unreachable since" in text
        assert "unknown tool" not in text


def test_a_stdio_upstream_runs_one_process_per_end_user(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    script = Path(__file__).with_name("upstream_mcp.py")
    command = json.dumps([sys.executable, str(script), "--stdio"])
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        extra=f'[[gateway.mcp_upstreams]]\nname = "local"\ncommand = {command}\n',
    )
    alice, bob = create_keys(
        database, [("acme", "alice", "developer"), ("globex", "bob", "developer")]
    )
    with serve(config, database, tmp_path) as gw:
        url = f"{gw.url}/mcp"

        def call(key: str, tool: str, arguments: dict[str, object]) -> object:
            return json.loads(asyncio.run(_call(url, key, tool, arguments)))["result"]

        assert call(alice, "local.whoami", {}) == "acme/alice"
        assert call(bob, "local.whoami", {}) == "globex/bob"  # its own process
        assert call(alice, "local.forecast", {"city": "Lima"}) == "sunny in Lima"
        assert httpx.get(f"{gw.url}/readyz").json()["mcp_upstreams"]["local"].startswith("ok since")


def test_an_upstream_needs_exactly_one_transport() -> None:
    from pydantic import ValidationError

    from xihe.core.settings import McpUpstreamConfig

    with pytest.raises(ValidationError, match="exactly one of url"):
        McpUpstreamConfig(name="both", url="http://127.0.0.1:1/mcp", command=["server"])
    with pytest.raises(ValidationError, match="exactly one of url"):
        McpUpstreamConfig(name="neither")


def test_governed_chat_runs_federated_tools_through_the_one_executor(
    tmp_path: Path, fake_provider: FakeProvider, weather_server: str
) -> None:
    """`chat_tools = ["weather.*"]` in a governed session: the model is offered the upstream's
    tools, a call runs on the upstream under policy (audited), and a state-changing one waits
    for approval, then runs once as the task's own user when an admin approves it."""
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway='chat_tools = ["weather.*"]',
        extra=f'[[gateway.mcp_upstreams]]\nname = "weather"\nurl = "{weather_server}"\n',
    )
    alice, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    forecast = {"id": "c1", "name": "weather.forecast", "arguments": {"city": "Oslo"}}
    book = {"id": "c2", "name": "weather.book", "arguments": {"city": "Paris"}}
    fake_provider.enqueue(Reply(tool_calls=[forecast]), Reply(text="Sunny, go."))
    with serve(config, database, tmp_path) as gw:

        def chat(text: str, session: str) -> httpx.Response:
            return httpx.post(
                f"{gw.url}/v1/chat/completions",
                json={"model": "default", "messages": [{"role": "user", "content": text}]},
                headers={"Authorization": f"Bearer {alice}", "X-Xihe-Session": session},
                timeout=60,
            )

        answer = chat("Oslo?", "new")
        assert answer.status_code == 200, answer.text
        assert answer.json()["choices"][0]["message"]["content"] == "Sunny, go."
        session = answer.headers["x-xihe-session"]
        offered = json.dumps(fake_provider.requests[0].body["tools"])
        assert "forecast" in offered and "book" in offered and "whoami" in offered
        (result,) = [m for m in fake_provider.requests[1].body["messages"] if m["role"] == "tool"]
        assert "sunny in Oslo" in result["content"]

        fake_provider.enqueue(Reply(tool_calls=[book]))
        paused = chat("Book Paris", session)
        assert paused.status_code == 202, paused.text
        approval_id = paused.json()["xihe"]["approval_id"]
        assert paused.json()["xihe"]["tool"] == "weather.book"
        fake_provider.enqueue(Reply(text="Booked."))
        decided = _approve(gw, admin, approval_id)
        assert decided["task"]["status"] == "completed", decided
        resumed = fake_provider.requests[-1].body["messages"]
        assert any(m["role"] == "tool" and "booked Paris" in m["content"] for m in resumed)
        audit = httpx.get(f"{gw.url}/api/audit", headers={"Authorization": f"Bearer {admin}"})
        logs = gw.logs()
    calls = [(a["tool"], a["principal"]) for a in audit.json()]
    assert ("weather.forecast", "alice") in calls and ("weather.book", "alice") in calls
    assert "Traceback" not in logs
