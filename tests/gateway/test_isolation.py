"""Isolation under load: hundreds of concurrent sessions over many tenants, each carrying
secret markers, against an upstream that echoes everything it receives."""

from __future__ import annotations

import asyncio
import re
import secrets
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.conftest import REDIS_URL, Database
from tests.gateway.echo_upstream import EchoUpstream
from tests.gateway.harness import Gateway, create_keys, serve, write_config

TENANTS = 30
USERS_PER_TENANT = 2
SESSIONS = 300
CONCURRENCY = 48
MARKER = re.compile(r"MARK-[0-9a-f]{16}")


@dataclass
class Conversation:
    key: str
    markers: tuple[str, str] = field(
        default_factory=lambda: (f"MARK-{secrets.token_hex(8)}", f"MARK-{secrets.token_hex(8)}")
    )
    replies: list[str] = field(default_factory=list)


async def _talk(
    client: httpx.AsyncClient, gateways: list[Gateway], conv: Conversation, n: int
) -> None:
    headers = {"Authorization": f"Bearer {conv.key}", "X-Xihe-Session": "new"}
    first = await client.post(
        f"{gateways[n % len(gateways)].url}/v1/chat/completions",
        json={
            "model": "default",
            "messages": [{"role": "user", "content": f"remember {conv.markers[0]}"}],
        },
        headers=headers,
    )
    assert first.status_code == 200, (first.status_code, first.text)
    conv.replies.append(first.json()["choices"][0]["message"]["content"])
    headers["X-Xihe-Session"] = first.headers["x-xihe-session"]
    second = await client.post(
        f"{gateways[(n + 1) % len(gateways)].url}/v1/chat/completions",
        json={
            "model": "default",
            "messages": [{"role": "user", "content": f"and {conv.markers[1]}"}],
            "stream": n % 3 == 0,
        },
        headers=headers,
    )
    assert second.status_code == 200, (second.status_code, second.text)
    conv.replies.append(second.text)


async def _load(gateways: list[Gateway], conversations: list[Conversation]) -> None:
    gate = asyncio.Semaphore(CONCURRENCY)
    limits = httpx.Limits(max_connections=CONCURRENCY, max_keepalive_connections=CONCURRENCY)
    async with httpx.AsyncClient(timeout=120, limits=limits) as client:

        async def one(n: int, conv: Conversation) -> None:
            async with gate:
                await _talk(client, gateways, conv, n)

        await asyncio.gather(*(one(n, c) for n, c in enumerate(conversations)))


def _run(database: Database, tmp_path: Path, redis_url: str | None, replicas: int) -> None:
    specs = [(f"tenant{t}", f"user{u}", "developer") for t in range(TENANTS) for u in range(2)]
    keys = create_keys(database, specs)
    conversations = [Conversation(keys[i % len(keys)]) for i in range(SESSIONS)]
    with EchoUpstream() as echo, ExitStack() as stack:
        config = write_config(
            tmp_path / "xihe.toml",
            echo.url,
            gateway=f'redis_prefix = "t{secrets.token_hex(6)}"',
        )
        gateways = [
            stack.enter_context(serve(config, database, tmp_path, redis_url=redis_url, name=n))
            for n in ("a", "b")[:replicas]
        ]
        asyncio.run(_load(gateways, conversations))
        assert echo.count == 2 * SESSIONS
    for conv in conversations:
        first, second = conv.replies
        assert set(MARKER.findall(first)) == {conv.markers[0]}
        # The follow-up sent only its new marker: the first came from the session's history.
        assert set(MARKER.findall(second)) == set(conv.markers)


def test_isolation_under_load_sqlite(tmp_path: Path) -> None:
    _run(Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}"), tmp_path, None, 1)


def test_isolation_under_load_postgres_redis_two_replicas(pg: Database, tmp_path: Path) -> None:
    _run(pg, tmp_path, REDIS_URL, 2)
