"""Where gateway features meet (issue 10): approvals x chat x retries, idempotency x users x
sessions, upstream errors x governed chat, A2A x tenants. Real `xihe serve`, real clients."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from a2a.client import ClientConfig, create_client
from a2a.types import Message, Part, Role, SendMessageRequest, Task, TaskState

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.echo_upstream import EchoUpstream
from tests.gateway.harness import Gateway, create_keys, serve, write_config
from tests.tools.helpers import Webhook

NEW = {"X-Xihe-Session": "new"}
SEND = {"id": "call_1", "name": "notify.send", "arguments": {"message": "deploy finished"}}


@pytest.fixture
def webhook() -> Iterator[Webhook]:
    with Webhook().running() as hook:
        yield hook


def _sqlite(tmp_path: Path) -> Database:
    return Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")


def _approval_config(tmp_path: Path, upstream: str, webhook: Webhook) -> Path:
    return write_config(
        tmp_path / "xihe.toml",
        upstream,
        gateway='chat_tools = ["notify.send"]',
        extra=f'[tools.notify]\nwebhook_url = "{webhook.url}"\n',
    )


def _post(gw: Gateway, key: str, body: dict[str, Any], **headers: str) -> httpx.Response:
    return httpx.post(
        f"{gw.url}/v1/chat/completions",
        json=body,
        headers={"Authorization": f"Bearer {key}", **headers},
        timeout=60,
    )


def _ask(text: str) -> dict[str, Any]:
    return {"model": "default", "messages": [{"role": "user", "content": text}]}


def _approvals(gw: Gateway, admin: str) -> list[dict[str, Any]]:
    listed = httpx.get(f"{gw.url}/api/approvals", headers={"Authorization": f"Bearer {admin}"})
    assert listed.status_code == 200, listed.text
    return list(listed.json())


def _approve(gw: Gateway, admin: str, approval_id: str) -> dict[str, Any]:
    decided = httpx.post(
        f"{gw.url}/api/approvals/{approval_id}/approve",
        headers={"Authorization": f"Bearer {admin}"},
        json={},
        timeout=60,
    )
    assert decided.status_code == 200, decided.text
    return dict(decided.json())


def test_chat_pause_answers_the_approval_and_one_key_finds_it_until_the_answer(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    database = _sqlite(tmp_path)
    config = _approval_config(tmp_path, fake_provider.url, webhook)
    dev, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    with serve(config, database, tmp_path) as gw:
        # The OpenAI SDK retries 5xx twice: a pause must not be one.
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=2)
        headers = {**NEW, "Idempotency-Key": "deploy-note-1"}
        raw = client.chat.completions.with_raw_response.create(
            model="default",
            messages=[{"role": "user", "content": "Tell the team the deploy finished"}],
            extra_headers=headers,
        )
        assert raw.status_code == 202
        paused = json.loads(raw.text)
        session = raw.headers["x-xihe-session"]
        assert paused["choices"][0]["finish_reason"] == "approval_required"
        xihe = paused["xihe"]
        assert xihe["status"] == "approval_required" and xihe["tool"] == "notify.send"
        approval_id = xihe["approval_id"]
        assert approval_id in paused["choices"][0]["message"]["content"]
        assert xihe["approve"] == f"POST /api/approvals/{approval_id}/approve"
        assert raw.headers["x-xihe-approval"] == approval_id

        again = client.chat.completions.with_raw_response.create(
            model="default",
            messages=[{"role": "user", "content": "Tell the team the deploy finished"}],
            extra_headers=headers,
        )
        assert again.status_code == 202
        assert json.loads(again.text)["xihe"]["approval_id"] == approval_id
        assert again.headers["x-xihe-session"] == session
        assert len(fake_provider.requests) == 1
        assert [a["id"] for a in _approvals(gw, admin)] == [approval_id]

        fake_provider.enqueue(Reply(text="I told the team."))
        decided = _approve(gw, admin, approval_id)
        assert decided["task"]["status"] == "completed"
        # the resumed run's tool result reaches the model under the session's boundary
        resumed = fake_provider.requests[1].body["messages"]
        (result,) = [m for m in resumed if m["role"] == "tool"]
        boundary = result["content"].split(">>", 1)[0].removeprefix("<<")
        assert boundary and result["content"].endswith(f"<</{boundary}>>")
        assert boundary in resumed[0]["content"]
        assert webhook.posts == [
            {
                "title": None,
                "message": "deploy finished",
                "request_id": webhook.posts[0]["request_id"],
            }
        ]

        done = client.chat.completions.with_raw_response.create(
            model="default",
            messages=[{"role": "user", "content": "Tell the team the deploy finished"}],
            extra_headers=headers,
        )
        assert done.status_code == 200
        assert done.parse().choices[0].message.content == "I told the team."
        assert done.parse().choices[0].finish_reason == "stop"
        assert done.headers["x-xihe-session"] == session

        # The session holds the complete turn: call, result and the resumed answer.
        fake_provider.enqueue(Reply(text="Yes, it went out."))
        follow = client.chat.completions.create(
            model="default",
            messages=[{"role": "user", "content": "Did it go out?"}],
            extra_headers={"X-Xihe-Session": session},
        )
        assert follow.choices[0].message.content == "Yes, it went out."
        sent = fake_provider.requests[-1].body["messages"]
        roles = [m["role"] for m in sent]
        assert "tool" in roles
        calling = next(i for i, m in enumerate(sent) if m.get("tool_calls"))
        assert sent[calling + 1]["role"] == "tool"
        assert any("I told the team." in str(m.get("content")) for m in sent)
    assert len(webhook.posts) == 1


async def _a2a_send(url: str, key: str, message: Message) -> Task:
    async with httpx.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http:
        client = await create_client(
            url, client_config=ClientConfig(httpx_client=http, streaming=False)
        )
        task: Task | None = None
        async for event in client.send_message(SendMessageRequest(message=message)):
            if event.HasField("task"):
                task = event.task
        await client.close()
    assert task is not None
    return task


def _message(text: str, *, context_id: str = "", task_id: str = "") -> Message:
    msg = Message(role=Role.ROLE_USER, message_id=str(uuid.uuid4()), parts=[Part(text=text)])
    if context_id:
        msg.context_id = context_id
    if task_id:
        msg.task_id = task_id
    return msg


def test_a2a_pause_is_input_required_with_the_approval_and_resumes(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    database = _sqlite(tmp_path)
    config = _approval_config(tmp_path, fake_provider.url, webhook)
    dev, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    with serve(config, database, tmp_path) as gw:
        task = asyncio.run(_a2a_send(gw.url, dev, _message("Tell the team")))
        assert task.status.state == TaskState.TASK_STATE_INPUT_REQUIRED
        (pending,) = _approvals(gw, admin)
        text = task.status.message.parts[0].text
        assert pending["id"] in text
        assert task.status.message.metadata["approval_id"] == pending["id"]

        fake_provider.enqueue(Reply(text="Told them."))
        _approve(gw, admin, pending["id"])
        resumed = asyncio.run(
            _a2a_send(gw.url, dev, _message("done?", context_id=task.context_id, task_id=task.id))
        )
        assert resumed.id == task.id
        assert resumed.status.state == TaskState.TASK_STATE_COMPLETED
        assert resumed.artifacts[0].parts[0].text == "Told them."
    assert len(webhook.posts) == 1
    assert len(fake_provider.requests) == 2


def test_a2a_message_into_another_tenants_context_is_not_found_and_stores_nothing(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = _sqlite(tmp_path)
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    alice, mallory, admin_b = create_keys(
        database,
        [
            ("acme", "alice", "developer"),
            ("globex", "mallory", "developer"),
            ("globex", "gus", "admin"),
        ],
    )
    fake_provider.enqueue(Reply(text="acme's secret plan"))
    with serve(config, database, tmp_path) as gw:
        first = asyncio.run(_a2a_send(gw.url, alice, _message("plan?")))
        assert first.status.state == TaskState.TASK_STATE_COMPLETED
        replies = []
        for context_id in (first.context_id, f"made-up-{uuid.uuid4()}"):
            msg = _message("what was the plan?", context_id=context_id)
            rpc = {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "SendMessage",
                "params": {
                    "message": {
                        "role": "ROLE_USER",
                        "messageId": msg.message_id,
                        "contextId": context_id,
                        "parts": [{"text": "what was the plan?"}],
                    }
                },
            }
            answer = httpx.post(
                f"{gw.url}/a2a",
                json=rpc,
                headers={"Authorization": f"Bearer {mallory}", "A2A-Version": "1.0"},
                timeout=60,
            )
            assert answer.status_code == 200, answer.text
            replies.append(answer.json())
        sessions = httpx.get(
            f"{gw.url}/api/sessions", headers={"Authorization": f"Bearer {admin_b}"}
        ).json()
        logs = gw.logs()
    errors = [r["error"] for r in replies]
    assert errors[0]["code"] == errors[1]["code"] == -32001  # TaskNotFound: same for both
    assert errors[0]["message"].replace(first.context_id, "X") == errors[1]["message"].replace(
        replies[1]["error"]["message"].split("'")[1], "X"
    )
    assert "secret" not in json.dumps(replies)
    assert sessions == []
    assert "Traceback" not in logs
    assert len(fake_provider.requests) == 1


def test_idempotency_key_is_per_user_and_session_and_a_replay_opens_no_session(
    tmp_path: Path,
) -> None:
    database = _sqlite(tmp_path)
    with EchoUpstream() as upstream:
        config = write_config(tmp_path / "xihe.toml", upstream.url)
        alice, bob, admin = create_keys(
            database,
            [("acme", "alice", "developer"), ("acme", "bob", "developer"), ("acme", "a", "admin")],
        )
        with serve(config, database, tmp_path) as gw:
            key = {"Idempotency-Key": "same-key"}
            first = _post(gw, alice, _ask("my secret is 1234"), **NEW, **key)
            assert first.status_code == 200, first.text
            session = first.headers["x-xihe-session"]
            replay = _post(gw, alice, _ask("my secret is 1234"), **NEW, **key)
            assert replay.status_code == 200
            assert replay.headers["idempotent-replayed"] == "true"
            assert replay.headers["x-xihe-session"] == session
            assert replay.json() == first.json()

            # Another user of the tenant, same key and body: a run of its own.
            theirs = _post(gw, bob, _ask("my secret is 1234"), **NEW, **key)
            assert theirs.status_code == 200
            assert "idempotent-replayed" not in theirs.headers
            assert theirs.headers["x-xihe-session"] != session

            # The same key into another session is another request.
            elsewhere = _post(
                gw, alice, _ask("my secret is 1234"), **{"X-Xihe-Session": session}, **key
            )
            assert elsewhere.status_code == 422
            assert elsewhere.json()["error"]["code"] == "idempotency_key_reused"

            listed = httpx.get(
                f"{gw.url}/api/sessions", headers={"Authorization": f"Bearer {admin}"}
            ).json()
        assert upstream.count == 2
    assert sorted(s["user_id"] for s in listed) == ["alice", "bob"]


TOOL = {"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}


def test_idempotency_key_is_honoured_for_requests_with_client_tools(tmp_path: Path) -> None:
    database = _sqlite(tmp_path)
    with EchoUpstream() as upstream:
        config = write_config(tmp_path / "xihe.toml", upstream.url)
        (alice,) = create_keys(database, [("acme", "alice", "developer")])
        body = {**_ask("look it up"), "tools": [TOOL]}
        with serve(config, database, tmp_path) as gw:
            first = _post(gw, alice, body, **{"Idempotency-Key": "tools-1"})
            assert first.status_code == 200, first.text
            again = _post(gw, alice, body, **{"Idempotency-Key": "tools-1"})
            streamed = [
                _post(gw, alice, {**body, "stream": True}, **{"Idempotency-Key": "tools-s"})
                for _ in range(2)
            ]
        assert again.status_code == 200 and again.json() == first.json()
        assert again.headers["idempotent-replayed"] == "true"
        assert [s.status_code for s in streamed] == [200, 200]
        assert streamed[1].text == streamed[0].text and "ECHO[" in streamed[0].text
        assert streamed[1].headers["idempotent-replayed"] == "true"
        assert upstream.count == 2


def test_governed_chat_upstream_429_is_429_with_retry_after_and_oversize_is_400(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = _sqlite(tmp_path)
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    limited = Reply(status=429, error_message="Rate limit reached", headers={"Retry-After": "9"})
    fake_provider.enqueue(limited, limited)
    huge = "word " * 40_000  # far past the 32k context window
    with serve(config, database, tmp_path) as gw:
        oversize = [
            _post(gw, key, _ask(huge), **NEW),
            _post(gw, key, {**_ask(huge), "stream": True}, **NEW),
        ]  # proxy mode forwards as sent: the upstream's own 400 answers an oversize body
        assert fake_provider.requests == []
        plain = _post(gw, key, _ask("hi"), **NEW, **{"Idempotency-Key": "rl-1"})
        streamed = _post(gw, key, {**_ask("hi"), "stream": True}, **NEW)
        retried = _post(gw, key, _ask("hi"), **NEW, **{"Idempotency-Key": "rl-1"})
    for answer in oversize:
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"]["code"] == "context_length_exceeded"
    assert plain.headers["retry-after"] == "9"
    for answer in (plain, streamed, retried):
        assert answer.status_code == 429, answer.text
        assert 1 <= int(answer.headers["retry-after"]) <= 9
        assert answer.json()["error"]["code"] == "rate_limited"
        assert fake_provider.url not in answer.text and "XIHE_TEST_FAKE_KEY" not in answer.text
    assert 1 <= len(fake_provider.requests) <= 3


class StallingUpstream(EchoUpstream):
    """Streams one delta, then holds the rest until `gate` is set: a client can walk away
    mid-stream while the gateway is still waiting on the model."""

    def __enter__(self) -> StallingUpstream:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("content-length") or 0))
                with upstream._lock:
                    upstream.count += 1
                base = {"id": "s", "object": "chat.completion.chunk", "created": 0, "model": "m"}
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                first = base | {"choices": [{"index": 0, "delta": {"content": "partial "}}]}
                self.wfile.write(f"data: {json.dumps(first)}\n\n".encode())
                self.wfile.flush()
                assert upstream.gate is not None
                upstream.gate.wait(30)
                rest = [
                    base | {"choices": [{"index": 0, "delta": {"content": "rest"}}]},
                    base | {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
                ]
                for frame in rest:
                    self.wfile.write(f"data: {json.dumps(frame)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self


def _operations(gw: Gateway, admin: str) -> list[dict[str, Any]]:
    listed = httpx.get(f"{gw.url}/api/traces", headers={"Authorization": f"Bearer {admin}"})
    return list(listed.json())


def test_a_client_leaving_mid_stream_cancels_its_run_and_frees_its_key(tmp_path: Path) -> None:
    import threading
    import time

    database = _sqlite(tmp_path)
    with StallingUpstream(threading.Event()) as upstream:
        config = write_config(tmp_path / "xihe.toml", upstream.url)
        alice, admin = create_keys(
            database, [("acme", "alice", "developer"), ("acme", "a", "admin")]
        )
        headers = {"Authorization": f"Bearer {alice}", "Idempotency-Key": "walk-away", **NEW}
        body = {**_ask("tell me a long story"), "stream": True}
        with serve(config, database, tmp_path) as gw:
            with (
                httpx.Client(timeout=30) as client,
                client.stream(
                    "POST", f"{gw.url}/v1/chat/completions", json=body, headers=headers
                ) as response,
            ):
                assert response.status_code == 200
                for line in response.iter_lines():
                    if "partial" in line:
                        break  # leave: the connection closes with the client
            states: list[str] = []
            for _ in range(200):
                states = [o["status"] for o in _operations(gw, admin)]
                if states and states[0] != "running":
                    break
                time.sleep(0.05)
            assert states == ["canceled"]
            assert upstream.gate is not None
            upstream.gate.set()
            retry = httpx.post(
                f"{gw.url}/v1/chat/completions", json=body, headers=headers, timeout=60
            )
            assert retry.status_code == 200, retry.text
            assert "partial rest" in "".join(
                json.loads(line[6:])["choices"][0]["delta"].get("content") or ""
                for line in retry.text.splitlines()
                if line.startswith("data: {") and json.loads(line[6:])["choices"]
            )
        assert upstream.count == 2


def test_a_resumed_run_that_pauses_again_answers_the_new_approval(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    database = _sqlite(tmp_path)
    config = _approval_config(tmp_path, fake_provider.url, webhook)
    dev, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    second = {"id": "call_2", "name": "notify.send", "arguments": {"message": "and the docs"}}
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    with serve(config, database, tmp_path) as gw:
        headers = {**NEW, "Idempotency-Key": "two-notes"}
        body = _ask("Tell the team about the deploy and the docs")
        first = _post(gw, dev, body, **headers)
        assert first.status_code == 202
        first_id = first.json()["xihe"]["approval_id"]

        fake_provider.enqueue(Reply(tool_calls=[second]))
        decided = _approve(gw, admin, first_id)
        assert decided["task"]["status"] == "input-required"
        (pending,) = [a for a in _approvals(gw, admin) if a["status"] == "pending"]
        assert pending["id"] != first_id

        retry = _post(gw, dev, body, **headers)  # the same request, retried
        assert retry.status_code == 202
        assert retry.json()["xihe"]["approval_id"] == pending["id"]
        assert retry.headers["x-xihe-approval"] == pending["id"]

        fake_provider.enqueue(Reply(text="Both notes went out."))
        assert _approve(gw, admin, pending["id"])["task"]["status"] == "completed"
        done = _post(gw, dev, body, **headers)
        assert done.status_code == 200
        assert done.json()["choices"][0]["message"]["content"] == "Both notes went out."
    assert [p["message"] for p in webhook.posts] == ["deploy finished", "and the docs"]


def test_a_retry_resumes_a_decided_task_whose_resumer_died(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    """The approver's process decided, then died before resuming (or mid-run, and the reaper
    abandoned the run): the client's retry runs the task on, the tool once."""
    from sqlalchemy import update

    from xihe.core.clock import SystemClock
    from xihe.core.ids import RandomIds
    from xihe.store.db import open_store
    from xihe.store.tables import operations
    from xihe.tools.approvals import ApprovalStore

    database = _sqlite(tmp_path)
    config = _approval_config(tmp_path, fake_provider.url, webhook)
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    with serve(config, database, tmp_path) as gw:
        headers = {**NEW, "Idempotency-Key": "dead-resumer"}
        body = _ask("Tell the team the deploy finished")
        paused = _post(gw, dev, body, **headers)
        assert paused.status_code == 202
        approval_id = paused.json()["xihe"]["approval_id"]

        async def decide_and_die() -> None:
            store = await open_store(database.url, schema=database.schema)
            try:
                approvals = ApprovalStore(store, clock=SystemClock(), ids=RandomIds())
                assert await approvals.decide("acme", approval_id, approve=True, by="ann")
            finally:
                await store.close()

        asyncio.run(decide_and_die())
        fake_provider.enqueue(Reply(text="I told the team."))
        done = _post(gw, dev, body, **headers)
        assert done.status_code == 200, done.text
        assert done.json()["choices"][0]["message"]["content"] == "I told the team."
        assert len(webhook.posts) == 1

        # The resumed run is then "abandoned" by a reaper: a retry still answers, no rerun.
        async def abandon() -> None:
            store = await open_store(database.url, schema=database.schema)
            try:
                async with store.begin() as conn:
                    await conn.execute(
                        update(operations)
                        .where(operations.c.task_id.is_not(None))
                        .values(status="abandoned")
                    )
            finally:
                await store.close()

        asyncio.run(abandon())
        again = _post(gw, dev, body, **headers)
        assert again.status_code == 200
        assert again.json()["choices"][0]["message"]["content"] == "I told the team."
    assert len(webhook.posts) == 1


def test_a_streamed_request_that_pauses_again_replays_frames_naming_the_new_approval(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    database = _sqlite(tmp_path)
    config = _approval_config(tmp_path, fake_provider.url, webhook)
    dev, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
    second = {"id": "call_2", "name": "notify.send", "arguments": {"message": "and the docs"}}
    fake_provider.enqueue(Reply(tool_calls=[SEND]))
    with serve(config, database, tmp_path) as gw:
        headers = {**NEW, "Idempotency-Key": "two-notes-streamed"}
        body = {**_ask("Tell the team about the deploy and the docs"), "stream": True}
        first = _post(gw, dev, body, **headers)
        assert first.status_code == 202 and first.text.startswith("data: ")
        first_id = first.headers["x-xihe-approval"]

        again = _post(gw, dev, body, **headers)  # a retry before any decision: the same
        assert again.status_code == 202 and again.headers["x-xihe-approval"] == first_id

        fake_provider.enqueue(Reply(tool_calls=[second]))
        assert _approve(gw, admin, first_id)["task"]["status"] == "input-required"
        (pending,) = [a for a in _approvals(gw, admin) if a["status"] == "pending"]
        retry = _post(gw, dev, body, **headers)
        assert retry.status_code == 202, retry.text
        assert retry.headers["x-xihe-approval"] == pending["id"]
        frames = [
            json.loads(line[6:]) for line in retry.text.splitlines() if line.startswith("data: {")
        ]
        (xihe,) = [f["xihe"] for f in frames if "xihe" in f]
        assert xihe["approval_id"] == pending["id"] and first_id not in retry.text
