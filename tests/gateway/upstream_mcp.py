"""A second MCP server for federation tests, run as a process: `python upstream_mcp.py PORT`."""

from __future__ import annotations

import sys

import uvicorn
from mcp.server import MCPServer
from mcp_types import ToolAnnotations

server = MCPServer("weather")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def forecast(city: str) -> str:
    """Tomorrow's forecast for a city."""
    return f"sunny in {city}"


@server.tool()
def book(city: str) -> str:
    """Book a trip (changes state, so the gateway asks a person first)."""
    return f"booked {city}"


if __name__ == "__main__":
    app = server.streamable_http_app(host="127.0.0.1")
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
