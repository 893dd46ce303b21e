"""The code index as read-only tools for every agent, the chat gateway and MCP:
`code.search`, `code.read`, `code.callers`, `code.callees`.

They read the index of the caller's tenant (`ctx.tenant`); `code.read` serves the indexed
copy of a file, so the lines an agent cites are the lines the index was built from.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from xihe.agents.code.graph import Edge, callees, callers
from xihe.agents.code.service import open_index, searcher
from xihe.agents.code.store import ChunkRow, CodeStore
from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.registry import tool
from xihe.tools.spec import ResultPolicy, ToolContext, ToolSpec

MAX_READ_LINES = 400
MAX_SYMBOLS = 5
_WHERE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+)$")


def _with_store(ctx: ToolContext, index: str | None, fn: Any) -> Any:
    store = open_index(ctx.settings, index, tenant=ctx.tenant)
    try:
        return fn(store)
    finally:
        store.close()


def find_symbol(store: CodeStore, symbol: str) -> list[ChunkRow]:
    """`path:line`, a qualified name (`Cart.total`) or a bare name (`total`)."""
    symbol = symbol.strip().strip("`")
    where = _WHERE.match(symbol)
    if where:
        found = store.at_line(where["path"], int(where["line"]))
        return [found] if found else []
    rows = store.by_qualname(symbol)
    if not rows:
        rows = store.by_name(symbol.rsplit(".", 1)[-1])
    return rows[:MAX_SYMBOLS]


def numbered(lines: list[str], start: int) -> str:
    return "\n".join(f"{start + i:>5}  {line}" for i, line in enumerate(lines))


def read_lines(
    store: CodeStore, path: str, start_line: int, end_line: int | None
) -> dict[str, Any]:
    lines = store.file_lines(path)
    if lines is None:
        raise ToolError(
            f"'{path}' is not in the code index",
            error_class=ErrorClass.NOT_FOUND,
            hint="use a path from code.search results",
        )
    if start_line < 1:
        raise ToolError("start_line must be >= 1", error_class=ErrorClass.VALIDATION)
    end = min(end_line or start_line + MAX_READ_LINES - 1, start_line + MAX_READ_LINES - 1)
    shown = lines[start_line - 1 : end]
    return {
        "path": path,
        "start_line": start_line,
        "end_line": start_line - 1 + len(shown),
        "total_lines": len(lines),
        "content": numbered(shown, start_line),
    }


def _edges(store: CodeStore, symbol: str, up: bool) -> dict[str, Any]:
    targets = find_symbol(store, symbol)
    if not targets:
        raise ToolError(
            f"no definition named {symbol!r} in the code index",
            error_class=ErrorClass.NOT_FOUND,
            hint="use a name or path:line from code.search results",
        )
    out = []
    for target in targets:
        edges: list[Edge] = callers(store, target) if up else callees(store, target)
        out.append(
            {
                "symbol": target.qualname,
                "at": f"{target.path}:{target.start}-{target.end}",
                "callers" if up else "callees": [
                    {
                        "qualname": (e.caller if up else e.callee).qualname,
                        "at": f"{(e.caller if up else e.callee).path}:"
                        f"{(e.caller if up else e.callee).start}",
                        "call_line": f"{e.caller.path}:{e.line}",
                        "signature": (e.caller if up else e.callee).signature,
                        "ambiguous": e.ambiguous,
                    }
                    for e in edges
                ],
            }
        )
    note = "several definitions share this name; each is listed" if len(targets) > 1 else None
    return {"definitions": out, **({"note": note} if note else {})}


@tool(
    "code.search",
    description=(
        "Search the indexed repository for functions, methods and classes: keyword, exact "
        "symbol and (when configured) vector results fused, each hit with its callers and "
        "callees. Returns path, line range, signature and code."
    ),
    timeout_seconds=60,
    result_policy=ResultPolicy(max_tokens=8000, content="code"),
)
async def code_search(
    ctx: ToolContext, query: str, index: str | None = None, limit: int = 5
) -> dict[str, Any]:
    """Search the code index."""
    limit = max(1, min(limit, 20))

    def run(store: CodeStore) -> dict[str, Any]:
        found = searcher(ctx.settings, store, index).search(
            query, limit=limit, budget_tokens=ctx.settings.code.budget_tokens
        )
        return found.model_dump()

    return await asyncio.to_thread(_with_store, ctx, index, run)


@tool(
    "code.read",
    description="Read lines of an indexed file, numbered as they should be cited (path:line).",
    timeout_seconds=30,
    result_policy=ResultPolicy(max_tokens=8000, content="code"),
)
async def code_read(
    ctx: ToolContext,
    path: str,
    start_line: int = 1,
    end_line: int | None = None,
    index: str | None = None,
) -> dict[str, Any]:
    """Read indexed source lines."""
    return await asyncio.to_thread(
        _with_store, ctx, index, lambda s: read_lines(s, path, start_line, end_line)
    )


@tool(
    "code.callers",
    description=(
        "Who calls a function or method: give a name, a qualified name (Class.method) or "
        "path:line. Calls resolved by name and import; ties are all listed as ambiguous."
    ),
    timeout_seconds=30,
    result_policy=ResultPolicy(max_tokens=4000, content="data"),
)
async def code_callers(ctx: ToolContext, symbol: str, index: str | None = None) -> dict[str, Any]:
    """Callers of a definition."""
    return await asyncio.to_thread(_with_store, ctx, index, lambda s: _edges(s, symbol, True))


@tool(
    "code.callees",
    description=(
        "What a function or method calls (definitions found in the index): give a name, a "
        "qualified name (Class.method) or path:line."
    ),
    timeout_seconds=30,
    result_policy=ResultPolicy(max_tokens=4000, content="data"),
)
async def code_callees(ctx: ToolContext, symbol: str, index: str | None = None) -> dict[str, Any]:
    """Callees of a definition."""
    return await asyncio.to_thread(_with_store, ctx, index, lambda s: _edges(s, symbol, False))


def code_tool_specs() -> list[ToolSpec]:
    return [code_search, code_read, code_callers, code_callees]
