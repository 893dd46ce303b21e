"""The one tool executor: validate, run under a timeout, classify, shape the result.

The policy issue (approvals, idempotency keys, retries, audit) extends this executor;
it does not add a second one.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

import jsonschema

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, ToolError
from xihe.core.messages import INVALID_ARGUMENTS, ToolCall, ToolSchema
from xihe.tools.registry import ToolRegistry
from xihe.tools.sanitize import sanitize_result
from xihe.tools.spec import ToolContext, ToolSpec


@dataclass(frozen=True)
class ToolOutcome:
    call: ToolCall
    status: Literal["ok", "error", "canceled"]
    output: str
    duration_ms: float
    failure: Failure | None = None
    sanitized: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status == "ok"


class ToolExecutor(Protocol):
    def schemas(self, selection: list[str] | None) -> list[ToolSchema]: ...

    async def execute(self, call: ToolCall, ctx: ToolContext) -> ToolOutcome: ...


class PlainExecutor:
    """Existence and schema checks, per-tool timeout, cancellation that reaches the tool."""

    def __init__(
        self,
        registry: ToolRegistry,
        *,
        clock: Clock | None = None,
        default_timeout: float = 30.0,
        max_result_chars: int = 20_000,
    ) -> None:
        self.registry = registry
        self.clock = clock or SystemClock()
        self.default_timeout = default_timeout
        self.max_result_chars = max_result_chars

    def schemas(self, selection: list[str] | None) -> list[ToolSchema]:
        return [spec.schema() for spec in self.registry.select(selection)]

    async def execute(self, call: ToolCall, ctx: ToolContext) -> ToolOutcome:
        started = self.clock.monotonic()
        try:
            spec = self.registry.get(call.name)
            validate_arguments(spec, call.arguments)
            value = await self._invoke(spec, call.arguments, ctx)
            clean = sanitize_result(value, spec.result_policy, max_chars=self.max_result_chars)
            return ToolOutcome(
                call,
                "ok",
                clean.text,
                self._ms(started),
                sanitized=clean.report.to_dict() if clean.report.changed else {},
            )
        except ToolError as exc:
            failure = Failure(exc.error_class, type(exc).__name__, str(exc), tool=call.name)
            return ToolOutcome(call, "error", _error_text(failure), self._ms(started), failure)

    async def _invoke(self, spec: ToolSpec, arguments: dict[str, Any], ctx: ToolContext) -> Any:
        timeout = spec.timeout_seconds or self.default_timeout
        kwargs = dict(arguments)
        if spec.wants_context:
            kwargs["ctx"] = ctx
        try:
            async with asyncio.timeout(timeout):
                return await spec.handler(**kwargs)
        except TimeoutError:
            raise ToolError(
                f"tool '{spec.name}' timed out after {timeout:g}s",
                error_class=ErrorClass.TRANSIENT,
            ) from None
        except ToolError:
            raise
        except Exception as exc:
            raise ToolError(
                f"tool '{spec.name}' raised {type(exc).__name__}: {exc}",
                error_class=ErrorClass.TOOL_BUG,
            ) from exc

    def _ms(self, started: float) -> float:
        return round((self.clock.monotonic() - started) * 1000, 3)


def validate_arguments(spec: ToolSpec, arguments: dict[str, Any]) -> None:
    """Reject before running: the model gets an error it can correct."""
    if INVALID_ARGUMENTS in arguments:
        raise ToolError(
            f"arguments for '{spec.name}' are not valid JSON: {arguments[INVALID_ARGUMENTS]!r}",
            error_class=ErrorClass.VALIDATION,
        )
    validator = jsonschema.Draft202012Validator(spec.parameters)
    errors = sorted(validator.iter_errors(arguments), key=lambda e: list(e.path))
    if errors:
        detail = "; ".join(
            f"{'.'.join(str(p) for p in e.path) or '(arguments)'}: {e.message}" for e in errors
        )
        raise ToolError(
            f"invalid arguments for '{spec.name}': {detail}",
            error_class=ErrorClass.VALIDATION,
            hint="fix the arguments to match the tool's parameters and call again",
        )


def _error_text(failure: Failure) -> str:
    return json.dumps(
        {"error": {"class": failure.error_class.value, "message": failure.message}},
        ensure_ascii=False,
    )
