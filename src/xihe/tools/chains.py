"""The call protocol's envelope (seed 003 §4): request_id, on_success and on_failure chains.

A model writes the envelope as reserved keys inside any tool call's arguments:

    {"message": "...", "request_id": "deploy-42",
     "on_failure": [{"tool": "notify.send", "params": {"message": "failed: {error.message}"}}]}

The loop strips them before validation and runs the matching branch after the call. A
branch's string parameters are templates over the parent's `params`, `result` and `error`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from xihe.core.errors import ErrorClass, Failure, ToolError

RESERVED = ("request_id", "on_success", "on_failure")
PLACEHOLDER = re.compile(r"\{(params|result|error)((?:\.[A-Za-z0-9_]+)*)\}")


class ChainCall(BaseModel):
    """One call of a branch; it may carry its own branches."""

    model_config = ConfigDict(extra="forbid")

    tool: str = Field(min_length=1)
    params: dict[str, Any] = Field(default_factory=dict)
    on_success: list[ChainCall] = Field(default_factory=list)
    on_failure: list[ChainCall] = Field(default_factory=list)


@dataclass(frozen=True)
class Envelope:
    params: dict[str, Any]
    request_id: str | None = None
    on_success: list[ChainCall] = field(default_factory=list)
    on_failure: list[ChainCall] = field(default_factory=list)


def split_envelope(arguments: dict[str, Any]) -> Envelope:
    """Separate the tool's own parameters from the protocol keys; reject malformed chains."""
    params = {k: v for k, v in arguments.items() if k not in RESERVED}
    request_id = arguments.get("request_id")
    if request_id is not None and (not isinstance(request_id, str) or not request_id.strip()):
        raise ToolError(
            "request_id must be a non-empty string",
            error_class=ErrorClass.VALIDATION,
            hint="omit request_id or pass a string you reuse only for the same action",
        )
    try:
        on_success = [ChainCall.model_validate(c) for c in arguments.get("on_success") or []]
        on_failure = [ChainCall.model_validate(c) for c in arguments.get("on_failure") or []]
    except (ValidationError, TypeError) as exc:
        raise ToolError(
            f"on_success/on_failure must be lists of {{tool, params}} objects: {exc}",
            error_class=ErrorClass.VALIDATION,
            hint='write e.g. "on_failure": [{"tool": "notify.send", "params": {...}}]',
        ) from exc
    return Envelope(params, request_id, on_success, on_failure)


def chain_arguments(call: ChainCall) -> dict[str, Any]:
    """A chain call's arguments with its own branches kept as envelope keys."""
    args = dict(call.params)
    if call.on_success:
        args["on_success"] = [c.model_dump() for c in call.on_success]
    if call.on_failure:
        args["on_failure"] = [c.model_dump() for c in call.on_failure]
    return args


def template_scope(params: dict[str, Any], output: str, failure: Failure | None) -> dict[str, Any]:
    """What a branch may refer to: the parent's params, its result (parsed if JSON), its error."""
    try:
        result: Any = json.loads(output)
    except (json.JSONDecodeError, TypeError):
        result = output
    error: dict[str, Any] | None = None
    if failure is not None:
        error = {"class": failure.error_class.value, "message": failure.message}
        result = None
    return {"params": params, "result": result, "error": error}


def render(value: Any, scope: dict[str, Any]) -> Any:
    """Fill `{params.x}`, `{result.y}`, `{error.message}`; a lone placeholder keeps its type."""
    if isinstance(value, dict):
        return {k: render(v, scope) for k, v in value.items()}
    if isinstance(value, list):
        return [render(v, scope) for v in value]
    if not isinstance(value, str):
        return value
    whole = PLACEHOLDER.fullmatch(value)
    if whole:
        return _lookup(scope, whole.group(1), whole.group(2))
    return PLACEHOLDER.sub(lambda m: _text(_lookup(scope, m.group(1), m.group(2))), value)


def _lookup(scope: dict[str, Any], root: str, path: str) -> Any:
    value = scope.get(root)
    for part in [p for p in path.split(".") if p]:
        if isinstance(value, dict):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, default=str)
