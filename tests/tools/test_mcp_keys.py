"""MCP tool calls through `xihe serve`: request ids are per user, whatever the user's name."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from tests.conftest import Database
from tests.fakes.provider import FakeProvider
from tests.gateway.harness import create_keys, serve, write_config
from tests.tools.helpers import Webhook


async def _send(url: str, key: str, message: str, request_id: str) -> str:
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    async with http, Client(streamable_http_client(url, http_client=http)) as client:
        result = await client.call_tool(
            "notify.send", {"message": message, "request_id": request_id}
        )
    return str(result.content[0].text)  # type: ignore[union-attr]


def test_user_names_with_colons_never_share_an_approval_or_a_result(
    tmp_path: Path, fake_provider: FakeProvider, webhook: Webhook
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway='mcp_tools = ["notify.send"]',
        extra=f'[tools.notify]\nwebhook_url = "{webhook.url}"\n',
    )
    # "mcp:{user}:{request_id}" made both of these "mcp:ann:ops:send"
    ops, ann, admin = create_keys(
        database,
        [("acme", "ann:ops", "developer"), ("acme", "ann", "developer"), ("acme", "root", "admin")],
    )
    calls = [(ops, "from ann:ops", "send"), (ann, "from ann", "ops:send")]
    with serve(config, database, tmp_path) as gw:
        url = f"{gw.url}/mcp"
        held = [asyncio.run(_send(url, key, message, rid)) for key, message, rid in calls]
        auth = {"Authorization": f"Bearer {admin}"}
        pending = httpx.get(f"{gw.url}/api/approvals", headers=auth).json()
        assert sorted((a["principal"], a["params"]["message"]) for a in pending) == [
            ("ann", "from ann"),
            ("ann:ops", "from ann:ops"),
        ]
        assert {json.loads(h)["approval_id"] for h in held} == {a["id"] for a in pending}
        for approval in pending:
            decided = httpx.post(
                f"{gw.url}/api/approvals/{approval['id']}/approve", headers=auth, json={}
            )
            assert decided.status_code == 200, decided.text
        sent = [asyncio.run(_send(url, key, message, rid)) for key, message, rid in calls]
    assert [json.loads(s) for s in sent] == [{"sent": True, "status": 200}] * 2
    assert sorted(p["message"] for p in webhook.posts) == ["from ann", "from ann:ops"]
