"""The code tools under policy: through the policy executor with a read-only role, scoped
to the caller's tenant, and listed and called over MCP by the official client."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from tests.conftest import Database
from tests.fakes.provider import FakeProvider
from tests.gateway.harness import create_keys, serve, write_config
from xihe.agents.catalog import default_registry
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.service import open_index
from xihe.agents.code.store import CodeStore
from xihe.core.messages import ToolCall
from xihe.core.settings import Settings
from xihe.tools.spec import ToolContext

from .conftest import write_repo


async def _call(runtime: Any, settings: Settings, name: str, args: dict[str, Any], tenant: str):  # type: ignore[no-untyped-def]
    ctx = ToolContext(settings=settings, role="readonly", tenant=tenant)
    return await runtime.executor.execute(ToolCall("c1", name, args), ctx)


async def test_code_tools_run_read_only_under_policy_per_tenant(
    settings: Settings, tmp_path: Path, runtime_factory: Any
) -> None:
    store = open_index(settings, tenant="acme", create=True)
    index_repository(store, write_repo(tmp_path / "repo"))
    store.close()
    runtime = await runtime_factory(settings, registry=default_registry())
    for name in ("code.search", "code.read", "code.callers", "code.callees"):
        spec = runtime.registry.get(name)
        assert spec.side_effect == "read" and spec.permission == "tools.read", name
    found = await _call(runtime, settings, "code.search", {"query": "member discount"}, "acme")
    assert found.ok, found.output
    assert "compute_discount" in found.output and "shop/pricing.py" in found.output
    read = await _call(
        runtime, settings, "code.read", {"path": "shop/util.py", "start_line": 2}, "acme"
    )
    assert read.ok and '    2      """Round to cents."""' in json.loads(read.output)["content"]
    up = await _call(runtime, settings, "code.callers", {"symbol": "compute_discount"}, "acme")
    assert "checkout" in up.output and "refund" in up.output
    down = await _call(runtime, settings, "code.callees", {"symbol": "shop/orders.py:9"}, "acme")
    assert down.ok and "shop/util.py" in down.output
    # another tenant has no index: the tool says so and reads nothing of acme's
    other = await _call(runtime, settings, "code.search", {"query": "discount"}, "globex")
    assert not other.ok and other.failure is not None
    assert other.failure.error_class.value == "not_found"
    assert "compute_discount" not in other.output
    missing = await _call(runtime, settings, "code.read", {"path": "../etc/passwd"}, "acme")
    assert not missing.ok and "not in the code index" in missing.output


async def _mcp(url: str, key: str) -> tuple[set[str], str, str]:
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60)
    transport = streamable_http_client(url, http_client=http)
    async with http, Client(transport, mode="legacy") as client:  # type: ignore[arg-type]
        tools = await client.list_tools()
        found = await client.call_tool("code.search", {"query": "where is the discount"})
        up = await client.call_tool("code.callers", {"symbol": "compute_discount"})
    return (
        {t.name for t in tools.tools},
        found.content[0].text,  # type: ignore[union-attr]
        up.content[0].text,  # type: ignore[union-attr]
    )


@pytest.mark.slow
def test_code_tools_over_mcp(tmp_path: Path, fake_provider: FakeProvider) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    # `xihe serve` runs in tmp_path with the default home `.xihe`
    store = CodeStore(tmp_path / ".xihe" / "code" / "acme" / "default.sqlite", create=True)
    index_repository(store, write_repo(tmp_path / "repo"))
    store.close()
    with serve(config, database, tmp_path) as gw:
        names, found, up = asyncio.run(_mcp(f"{gw.url}/mcp", key))
    assert {"code.search", "code.read", "code.callers", "code.callees"} <= names
    assert "compute_discount" in found
    assert {c["qualname"] for c in json.loads(up)["definitions"][0]["callers"]} == {
        "checkout",
        "refund",
    }
