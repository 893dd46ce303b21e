"""Provider-neutral conversation types every layer speaks."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Role = Literal["system", "user", "assistant", "tool"]
WireApi = Literal["chat", "embeddings", "messages"]

INVALID_ARGUMENTS = "__invalid_json__"
"""Key under which malformed tool-call arguments are kept, so validation can report them."""


def parse_arguments(raw: str | None) -> dict[str, Any]:
    """Tool-call arguments from a model's JSON text; malformed input stays visible."""
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        return {INVALID_ARGUMENTS: raw}
    return value if isinstance(value, dict) else {INVALID_ARGUMENTS: raw}


@dataclass(frozen=True)
class ToolCall:
    """A model's request to run a tool; `id` ties the result back to it."""

    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True)
class Message:
    role: Role
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON shape used for tracing, snapshots and token counting."""
        out: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.tool_calls:
            out["tool_calls"] = [
                {"id": c.id, "name": c.name, "arguments": c.arguments} for c in self.tool_calls
            ]
        if self.tool_call_id is not None:
            out["tool_call_id"] = self.tool_call_id
        if self.name is not None:
            out["name"] = self.name
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Message:
        calls = tuple(
            ToolCall(id=c["id"], name=c["name"], arguments=dict(c.get("arguments") or {}))
            for c in data.get("tool_calls") or ()
        )
        return cls(
            role=data["role"],
            content=data.get("content") or "",
            tool_calls=calls,
            tool_call_id=data.get("tool_call_id"),
            name=data.get("name"),
        )


@dataclass(frozen=True)
class ToolSchema:
    """What a model is told about a tool: name, description, JSON Schema parameters."""

    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "parameters": self.parameters}


@dataclass
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    reasoning_tokens: int = 0

    def add(self, other: Usage) -> None:
        self.input_tokens += other.input_tokens
        self.output_tokens += other.output_tokens
        self.cached_tokens += other.cached_tokens
        self.reasoning_tokens += other.reasoning_tokens

    @property
    def total(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass(frozen=True)
class ModelRequest:
    """One call to a model; the exact thing that is traced and may be replayed."""

    messages: tuple[Message, ...]
    tools: tuple[ToolSchema, ...] = ()
    max_output_tokens: int | None = None
    temperature: float | None = None
    wire: Mapping[str, Any] | None = None
    """Proxy mode: the client's body, forwarded as-is (only `model` is rewritten);
    `messages` is then empty and the client owns the conversation."""
    wire_api: WireApi = "chat"
    """Which API `wire` speaks: OpenAI Chat Completions, OpenAI Embeddings, Anthropic Messages."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "messages": [m.to_dict() for m in self.messages],
            "tools": [t.to_dict() for t in self.tools],
            "max_output_tokens": self.max_output_tokens,
            "temperature": self.temperature,
        }
        if self.wire is not None:
            out["wire"] = dict(self.wire)
            out["wire_api"] = self.wire_api
        return out


@dataclass
class ModelResponse:
    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    model: str = ""
    provider: str = ""
    finish_reason: str = "stop"

    def to_message(self) -> Message:
        return Message(role="assistant", content=self.text, tool_calls=tuple(self.tool_calls))
