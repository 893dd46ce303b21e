"""MCP tool annotations as defaults only: servers are untrusted, configuration decides.

The MCP schema says clients must never make tool-use decisions on hints from untrusted
servers, so a hint only fills a field that `[tools.overrides."name"]` does not set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xihe.core.settings import ToolOverride
from xihe.tools.policy import apply_override
from xihe.tools.spec import Handler, SideEffect, ToolSpec


@dataclass(frozen=True)
class McpHints:
    """The annotation fields with the defaults the MCP schema gives them when absent."""

    read_only: bool = False
    destructive: bool = True
    idempotent: bool = False

    @classmethod
    def from_annotations(cls, annotations: dict[str, Any] | None) -> McpHints:
        data = annotations or {}
        return cls(
            read_only=bool(data.get("readOnlyHint", False)),
            destructive=bool(data.get("destructiveHint", True)),
            idempotent=bool(data.get("idempotentHint", False)),
        )


def side_effect_from_hints(hints: McpHints) -> SideEffect:
    if hints.read_only:
        return "read"
    return "destructive" if hints.destructive else "write"


def spec_from_mcp(
    *,
    name: str,
    description: str,
    input_schema: dict[str, Any],
    annotations: dict[str, Any] | None,
    handler: Handler,
    override: ToolOverride | None = None,
    permission: str | None = None,
    timeout_seconds: float | None = None,
) -> ToolSpec:
    """A ToolSpec for an upstream MCP tool: schema verbatim, hints as overridable defaults.

    The one mapping from MCP to ToolSpec (the gateway's federation uses it too).
    """
    hints = McpHints.from_annotations(annotations)
    side_effect = side_effect_from_hints(hints)
    spec = ToolSpec(
        name=name,
        description=description or name,
        handler=handler,
        parameters=input_schema or {"type": "object", "properties": {}},
        permission=permission or ("tools.read" if side_effect == "read" else "tools.write"),
        side_effect=side_effect,
        idempotent=hints.read_only or hints.idempotent,
        timeout_seconds=timeout_seconds,
    )
    return apply_override(spec, override)
