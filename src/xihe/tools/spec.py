"""What a tool is: a spec the model sees and the rules the executor enforces."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, get_type_hints

from pydantic import create_model

from xihe.core.messages import ToolSchema
from xihe.core.settings import Settings

SideEffect = Literal["read", "write", "destructive"]
ContentKind = Literal["text", "markup", "code", "data"]


@dataclass(frozen=True)
class ResultPolicy:
    """What of a result may reach a model: a field whitelist, a token cap, and what the content
    is (code and data never lose markup; see xihe.tools.sanitize.policy)."""

    fields: tuple[str, ...] | None = None
    max_tokens: int | None = None
    content: ContentKind = "text"


PauseState = Callable[[], dict[str, Any]]
"""What resuming a task needs, built only when a call must wait for a person."""


@dataclass(frozen=True, kw_only=True)
class ToolContext:
    """Who is calling and with which settings; handed to handlers that ask for `ctx`.

    `role` has no default: every caller says which role it acts under (least privilege is
    the caller's choice to widen, never a default). `task_id` and `pause_state` let the
    executor store a new approval together with the task paused on it.
    """

    settings: Settings
    role: str
    tenant: str = "default"
    principal: str = "local"
    operation_id: str | None = None
    request_id: str | None = None
    task_id: str | None = None
    pause_state: PauseState | None = None
    before_side_effect: Callable[[], Awaitable[None]] | None = None
    """Awaited right before a write or destructive tool acts: the loop makes its trace
    durable here, so no side effect happens ahead of the record of the steps that led to it."""


Handler = Callable[..., Awaitable[Any]]


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    handler: Handler
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})
    permission: str = "tools.read"
    side_effect: SideEffect = "read"
    idempotent: bool = True
    timeout_seconds: float | None = None
    result_policy: ResultPolicy = field(default_factory=ResultPolicy)
    wants_context: bool = False

    def schema(self) -> ToolSchema:
        return ToolSchema(name=self.name, description=self.description, parameters=self.parameters)


def schema_from_signature(fn: Callable[..., Any]) -> tuple[dict[str, Any], bool]:
    """JSON Schema for a handler's keyword parameters; `ctx` is injected, not shown."""
    hints = get_type_hints(fn)
    fields: dict[str, Any] = {}
    wants_context = False
    for name, param in inspect.signature(fn).parameters.items():
        if name == "ctx":
            wants_context = True
            continue
        annotation = hints.get(name, Any)
        default = ... if param.default is inspect.Parameter.empty else param.default
        fields[name] = (annotation, default)
    model = create_model(f"{fn.__name__}_params", **fields)
    schema = model.model_json_schema()
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        prop.pop("title", None)
    schema.setdefault("properties", {})
    schema["additionalProperties"] = False
    return schema, wants_context
