"""Input limits at the edge of a real `xihe serve` on PostgreSQL: size (413), JSON depth,
NUL characters and lone surrogates (400 naming the field), list limits and client-tool
shapes, on every HTTP surface (chat, MCP, A2A, admin)."""

from __future__ import annotations

import asyncio
import re
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from tests.conftest import PG_URL, SNAPSHOT_KEYS, Database, _pg
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, serve, write_config

LIMIT = 64 * 1024
MCP_HEADERS = {
    "accept": "application/json, text/event-stream",
    "mcp-protocol-version": "2025-06-18",
}
A2A_HEADERS = {"a2a-version": "1.0"}


@dataclass
class Edge:
    url: str
    dev: str
    admin: str
    fake: FakeProvider
    logs: Callable[[], str]

    def post(self, path: str, *, key: str | None = None, **kwargs: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {key or self.dev}", **kwargs.pop("headers", {})}
        return httpx.post(f"{self.url}{path}", headers=headers, timeout=60, **kwargs)

    def get(self, path: str, **params: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self.admin}"}
        return httpx.get(f"{self.url}{path}", params=params, headers=headers, timeout=60)


@pytest.fixture(scope="module")
def edge(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Edge]:
    tmp = tmp_path_factory.mktemp("edge")
    schema = f"t_{secrets.token_hex(6)}"
    asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
    database = Database("postgres", PG_URL, schema)
    try:
        with FakeProvider() as fake:
            config = write_config(
                tmp / "xihe.toml",
                fake.url,
                gateway=f"max_body_bytes = {LIMIT}\nmax_json_depth = 32",
                extra=f'[context]\nsnapshot_keys = "{SNAPSHOT_KEYS}"\n',
            )
            dev, admin = create_keys(
                database, [("acme", "al", "developer"), ("acme", "an", "admin")]
            )
            with serve(config, database, tmp) as gw:
                yield Edge(gw.url, dev, admin, fake, gw.logs)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))


def _error(reply: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert reply.status_code == status, (reply.status_code, reply.text)
    error: dict[str, Any] = reply.json()["error"]
    assert error["code"] == code, error
    assert error["type"] == "invalid_request_error"
    return error


def _chat(text: str) -> dict[str, Any]:
    return {"model": "default", "messages": [{"role": "user", "content": text}]}


def _mcp_call(arguments: dict[str, Any]) -> dict[str, Any]:
    params = {"name": "sql.query", "arguments": arguments}
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}


def _a2a_send(text: str) -> dict[str, Any]:
    message = {"messageId": "m1", "role": "ROLE_USER", "parts": [{"text": text}]}
    return {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": message}}


SURFACES = [
    ("/v1/chat/completions", {"X-Xihe-Session": "new"}),
    ("/mcp", MCP_HEADERS),
    ("/a2a", A2A_HEADERS),
    ("/api/keys", {}),
]


@pytest.mark.parametrize(("path", "headers"), SURFACES)
def test_a_body_over_the_limit_is_413_whether_declared_or_streamed(
    edge: Edge, path: str, headers: dict[str, str]
) -> None:
    big = b'{"pad": "' + b"x" * (2 * LIMIT) + b'"}'
    key = edge.admin if path.startswith("/api") else edge.dev
    declared = edge.post(path, key=key, content=big, headers=headers)
    error = _error(declared, 413, "request_too_large")
    assert str(LIMIT) in error["message"]

    def chunks() -> Iterator[bytes]:
        for i in range(0, len(big), 8192):
            yield big[i : i + 8192]

    streamed = edge.post(path, key=key, content=chunks(), headers=headers)
    _error(streamed, 413, "request_too_large")
    assert edge.fake.requests == []


@pytest.mark.parametrize(("path", "headers"), SURFACES)
def test_deeply_nested_json_is_400_not_a_recursion_error(
    edge: Edge, path: str, headers: dict[str, str]
) -> None:
    key = edge.admin if path.startswith("/api") else edge.dev
    for depth in (40, 5000):
        body = b'{"model": "default", "messages": ' + b"[" * depth + b"]" * depth + b"}"
        reply = edge.post(path, key=key, content=body, headers=headers)
        error = _error(reply, 400, "json_too_deep")
        assert "32 levels" in error["message"]
    assert edge.fake.requests == []


@pytest.mark.parametrize(
    ("path", "headers", "body", "field"),
    [
        (
            "/v1/chat/completions",
            {"X-Xihe-Session": "new"},
            _chat("before\u0000after"),
            "messages[0].content",
        ),
        ("/mcp", MCP_HEADERS, _mcp_call({"sql": "SELECT '\u0000'"}), "params.arguments.sql"),
        ("/a2a", A2A_HEADERS, _a2a_send("hi\u0000"), "params.message.parts[0].text"),
        ("/api/keys", {}, {"user": "eve\u0000", "role": "readonly"}, "user"),
        ("/api/keys", {}, {"user": "eve", "label\u0000": "x"}, "label\u0000"),
    ],
)
def test_nul_characters_are_refused_naming_the_field(
    edge: Edge, path: str, headers: dict[str, str], body: dict[str, Any], field: str
) -> None:
    key = edge.admin if path.startswith("/api") else edge.dev
    reply = edge.post(path, key=key, json=body, headers=headers)
    error = _error(reply, 400, "invalid_characters")
    assert error["param"] == field and "NUL" in error["message"]
    assert edge.fake.requests == []


def test_lone_surrogates_and_nul_in_urls_are_refused(edge: Edge) -> None:
    raw = b'{"model": "default", "messages": [{"role": "user", "content": "a\\ud800b"}]}'
    reply = edge.post("/v1/chat/completions", content=raw, headers={"X-Xihe-Session": "new"})
    error = _error(reply, 400, "invalid_characters")
    assert error["param"] == "messages[0].content" and "surrogate" in error["message"]
    paired = b'{"model": "default", "messages": [{"role": "user", "content": "\\ud83d\\ude00"}]}'
    edge.fake.enqueue(Reply(text="a smile"))
    ok = edge.post("/v1/chat/completions", content=paired)
    assert ok.status_code == 200, ok.text
    assert edge.fake.requests[-1].body["messages"][-1]["content"] == "\U0001f600"
    edge.fake.requests.clear()
    assert _error(edge.get("/api/traces/op%00x"), 400, "invalid_characters")["param"] == "path"
    nul_query = edge.get("/api/traces", status="running\u0000")
    assert _error(nul_query, 400, "invalid_characters")["param"] == "status"


@pytest.mark.parametrize(
    "path", ["sessions", "snapshots", "errors", "patterns", "audit", "approvals", "traces"]
)
def test_every_list_limit_is_validated(edge: Edge, path: str) -> None:
    for bad in ("-1", "0", str(2**70), "lots"):
        error = _error(edge.get(f"/api/{path}", limit=bad), 400, "invalid_request")
        assert error["param"] == "limit", error
    ok = edge.get(f"/api/{path}", limit=5)
    assert ok.status_code == 200 and isinstance(ok.json(), list)


@pytest.mark.parametrize(
    ("tools", "field"),
    [
        ([{"type": "function", "function": "lookup"}], "tools[0].function"),
        ([{"type": "function"}], "tools[0].function"),
        ([{"type": "function", "function": {"name": 7}}], "tools[0].function.name"),
        (
            [{"type": "function", "function": {"name": "f", "parameters": "any"}}],
            "tools[0].function.parameters",
        ),
        ("lookup", "tools"),
        ([["lookup"]], "tools[0]"),
    ],
)
def test_malformed_client_tools_are_400_naming_the_field(
    edge: Edge, tools: Any, field: str
) -> None:
    for session in ({"X-Xihe-Session": "new"}, {}):
        body = _chat("use a tool") | {"tools": tools}
        reply = edge.post("/v1/chat/completions", json=body, headers=session)
        error = _error(reply, 400, "invalid_request")
        assert error["param"] == field, error
    assert edge.fake.requests == []


LEAKS = ("SQL", "INSERT", "sqlalchemy", "asyncpg", "parameters", "VARCHAR", "varying", "acme/")


def _reference(message: str) -> str:
    """An internal failure is told as a reference; nothing of the database reaches the client."""
    assert not [w for w in LEAKS if w in message], message
    found = re.search(r"reference (err_[0-9a-f]{24})", message)
    assert found, message
    return found.group(1)


def test_database_failures_reach_mcp_and_a2a_clients_as_a_reference_not_sql(edge: Edge) -> None:
    too_long = "r" * 400  # longer than the audit column: PostgreSQL refuses the insert
    mcp = edge.post(
        "/mcp", json=_mcp_call({"sql": "SELECT 1", "request_id": too_long}), headers=MCP_HEADERS
    )
    mcp_ref = _reference(mcp.json()["error"]["message"])
    message = {"messageId": "m2", "role": "ROLE_USER", "parts": [{"text": "hi"}]}
    message["contextId"] = "c" * 100  # longer than the SDK's task column
    body = {"jsonrpc": "2.0", "id": 2, "method": "SendMessage", "params": {"message": message}}
    a2a = edge.post("/a2a", json=body, headers=A2A_HEADERS)
    # a context the caller does not own is "not found" before any insert is tried
    a2a_error = a2a.json()["error"]["message"]
    assert "not found" in a2a_error and "INSERT" not in a2a_error and "a2a_tasks" not in a2a_error
    line = next(x for x in edge.logs().splitlines() if mcp_ref in x)
    assert "INSERT INTO tool_audit" in line
