"""A second MCP server for federation tests, run as a process: `python upstream_mcp.py PORT`
(Streamable HTTP) or `python upstream_mcp.py --stdio` (stdio; it names the end user it
serves, from the environment the gateway sets)."""

from __future__ import annotations

import os
import sys

import uvicorn
from mcp.server import MCPServer
from mcp_types import ToolAnnotations

server = MCPServer("weather")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def forecast(city: str) -> str:
    """Tomorrow's forecast for a city."""
    return f"sunny in {city}"


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def whoami() -> str:
    """Which end user this process serves (stdio: one process per user)."""
    return f"{os.environ.get('XIHE_TENANT', '-')}/{os.environ.get('XIHE_USER', '-')}"


@server.tool()
def book(city: str) -> str:
    """Book a trip (changes state, so the gateway asks a person first)."""
    return f"booked {city}"


if __name__ == "__main__":
    if sys.argv[1] == "--stdio":
        server.run("stdio")
        sys.exit(0)
    app = server.streamable_http_app(host="127.0.0.1")
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
