"""An MCP server whose tool names clean to one registry name (`get-forecast`, `get_forecast`,
`Get.Forecast`), as servers written for other clients name them: `python clashing_mcp.py PORT`."""

from __future__ import annotations

import sys
from collections.abc import Callable

import uvicorn
from mcp.server import MCPServer

server = MCPServer("clash")


def _answering(name: str) -> Callable[[str], str]:
    def answer(city: str) -> str:
        return f"{name}: sunny in {city}"

    return answer


for original in ("get-forecast", "get_forecast", "Get.Forecast"):
    server.add_tool(_answering(original), name=original, description=f"the tool named {original}")


if __name__ == "__main__":
    app = server.streamable_http_app(host="127.0.0.1")
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
