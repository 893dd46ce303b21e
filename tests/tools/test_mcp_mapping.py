"""One MCP → ToolSpec mapping: federated tools get the same side effects as `spec_from_mcp`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gateway.harness import mcp_server
from xihe.core.settings import McpUpstreamConfig
from xihe.gateway.auth import Principal
from xihe.gateway.federation import Federation


@pytest.fixture
def weather_server() -> Iterator[str]:
    with mcp_server(Path(__file__).parents[1] / "gateway" / "upstream_mcp.py") as url:
        yield url


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
