"""A server's tools whose names clean to one registry name each get their own name, stable
whatever order the server lists them in, and each call reaches the tool it names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gateway.harness import mcp_server
from xihe.core.settings import McpUpstreamConfig
from xihe.gateway.auth import Principal
from xihe.gateway.federation import Federation, tool_names
from xihe.tools.registry import ToolRegistry


@pytest.fixture
def clash_server() -> Iterator[str]:
    with mcp_server(Path(__file__).with_name("clashing_mcp.py")) as url:
        yield url


def test_clashing_names_get_suffixes_from_their_own_name_in_any_order() -> None:
    names = ["get-forecast", "get_forecast", "Get.Forecast", "book"]
    first = tool_names("clash", names)
    assert first == tool_names("clash", list(reversed(names)))
    assert first["get_forecast"] == "clash.get_forecast"  # already clean: keeps its name
    assert first["book"] == "clash.book"
    others = {first["get-forecast"], first["Get.Forecast"]}
    assert len(others) == 2 and all(n.startswith("clash.get_forecast_") for n in others)


async def test_each_clashing_tool_registers_and_answers_as_itself(clash_server: str) -> None:
    federation = Federation([McpUpstreamConfig(name="clash", url=clash_server)])
    try:
        specs = await federation.specs(Principal(tenant="t", user="u", role="member"))
        ToolRegistry(
            specs
        )  # one clash used to fail here: "tool 'clash.get_forecast' is registered twice"
        names = tool_names("clash", ["get-forecast", "get_forecast", "Get.Forecast"])
        assert sorted(s.name for s in specs) == sorted(names.values())
        by_name = {s.name: s for s in specs}
        for original, name in names.items():
            answer = await by_name[name].handler(city="Oslo")
            assert answer == {"result": f"{original}: sunny in Oslo"}
    finally:
        await federation.close()
