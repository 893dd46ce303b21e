"""`/mcp`: Streamable HTTP through the official `mcp` SDK. The caller's permitted tools —
built-in and federated — each call through the executor, answered per caller."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.streamable_http_manager import StreamableHTTPASGIApp, StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError

from xihe.core.ids import RandomIds
from xihe.gateway.auth import Principal
from xihe.gateway.errors import internal_error
from xihe.gateway.services import Services


def _principal(ctx: Any) -> Principal:
    request = getattr(ctx, "request", None)
    principal = request.scope.get("state", {}).get("principal") if request is not None else None
    if not isinstance(principal, Principal):  # the middleware admits nobody without one
        raise PermissionError("no authenticated caller on this MCP request")
    return principal


REQUEST_ID_SCHEMA = {
    "type": "string",
    "description": (
        "Optional. Reuse the same value to retry the same action: after an approval it "
        "runs, and a repeat after success returns the stored result instead of running twice."
    ),
}


def _with_request_id(parameters: dict[str, Any]) -> dict[str, Any]:
    schema = dict(parameters)
    schema["properties"] = {**schema.get("properties", {}), "request_id": REQUEST_ID_SCHEMA}
    return schema


def _request_id(arguments: dict[str, Any]) -> str:
    """The executor's idempotency key: the caller's `request_id`. The user is not part of the
    string — the executor keys claims and approvals by (tenant, user, request_id) in separate
    columns, so no user name (`a:b`) can make two users' keys collide."""
    given = arguments.get("request_id")
    if isinstance(given, str) and given.strip():
        return f"mcp:{given.strip()}"
    return RandomIds().new("mcp")


T = TypeVar("T")


def _scrubbed(
    handler: Callable[[Any, Any], Awaitable[T]], where: str
) -> Callable[[Any, Any], Awaitable[T]]:
    """The SDK answers an exception with its text; ours must not carry SQL or settings."""

    async def guarded(ctx: Any, params: Any) -> T:
        try:
            return await handler(ctx, params)
        except (MCPError, PermissionError):
            raise
        except Exception as exc:
            raise MCPError(types.INTERNAL_ERROR, internal_error(exc, where)) from None

    return guarded


def build_mcp(services: Services) -> tuple[StreamableHTTPSessionManager, StreamableHTTPASGIApp]:
    async def list_tools(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        specs = await services.tools.mcp_specs(_principal(ctx))
        return types.ListToolsResult(
            tools=[
                types.Tool(
                    name=s.name,
                    description=s.description,
                    input_schema=_with_request_id(s.parameters),
                    annotations=types.ToolAnnotations(
                        read_only_hint=s.side_effect == "read",
                        destructive_hint=s.side_effect == "destructive",
                        idempotent_hint=s.idempotent,
                    ),
                )
                for s in specs
            ]
        )

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        principal = _principal(ctx)
        arguments = dict(params.arguments or {})
        outcome = await services.tools.call(
            principal, params.name, arguments, _request_id(arguments)
        )
        services.metrics.tool_calls.labels(params.name, outcome.status).inc()
        structured: Any = None
        if outcome.ok:
            try:
                structured = json.loads(outcome.output)
            except ValueError:
                structured = None
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=outcome.output)],
            structured_content=structured if isinstance(structured, dict) else None,
            is_error=not outcome.ok,
        )

    server: Server[Any] = Server(
        "xihe",
        version="1",
        instructions="Xihe gateway: your tenant's permitted tools, under policy.",
        on_list_tools=_scrubbed(list_tools, "MCP tools/list"),
        on_call_tool=_scrubbed(call_tool, "MCP tools/call"),
    )
    manager = StreamableHTTPSessionManager(
        app=server,
        stateless=True,
        json_response=True,
        security_settings=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
    return manager, StreamableHTTPASGIApp(manager)
