"""One MCP → ToolSpec mapping: federated tools get the same side effects as `spec_from_mcp`."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gateway.harness import free_port
from xihe.core.settings import McpUpstreamConfig
from xihe.gateway.auth import Principal
from xihe.gateway.federation import Federation


@pytest.fixture
def weather_server() -> Iterator[str]:
    port = free_port()
    script = Path(__file__).parents[1] / "gateway" / "upstream_mcp.py"
    proc = subprocess.Popen([sys.executable, str(script), str(port)])
    try:
        for _ in range(600):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        else:
            raise AssertionError("the upstream MCP server did not start")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(10)


async def test_federated_tools_follow_the_mcp_hint_defaults(weather_server: str) -> None:
    federation = Federation(
        [McpUpstreamConfig(name="weather", url=weather_server, timeout_seconds=7)]
    )
    try:
        specs = {s.name: s for s in await federation.specs(Principal("acme", "ann", "developer"))}
        forecast = specs["weather.forecast"]
        book = specs["weather.book"]
        assert (forecast.side_effect, forecast.idempotent, forecast.permission) == (
            "read",
            True,
            "tools.read",
        )
        # no annotations: the MCP defaults say destructive and not idempotent
        assert (book.side_effect, book.idempotent, book.permission) == (
            "destructive",
            False,
            "tools.write",
        )
        assert forecast.timeout_seconds == book.timeout_seconds == 7
        assert await forecast.handler(city="Oslo") == {"result": "sunny in Oslo"}
    finally:
        await federation.close()
