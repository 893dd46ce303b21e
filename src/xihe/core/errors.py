"""The error taxonomy: every failure is classified before anyone decides what to do."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class ErrorClass(StrEnum):
    TRANSIENT = "transient"
    CONTEXT_OVERFLOW = "context_overflow"
    AUTH = "auth"
    CONFIG = "config"
    CANCELLED = "cancelled"
    VALIDATION = "validation"
    POLICY_DENIED = "policy_denied"
    NOT_FOUND = "not_found"
    SOURCE_UNAVAILABLE = "source_unavailable"
    TOOL_BUG = "tool_bug"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Failure:
    """A classified failure as traced and grouped later by the evolution engine."""

    error_class: ErrorClass
    error_type: str
    message: str
    provider: str | None = None
    model: str | None = None
    status: int | None = None
    tool: str | None = None
    retry_after: float | None = None
    """Seconds the upstream asked us to wait (a rate limit or an open circuit)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "error_class": self.error_class.value,
            "error_type": self.error_type,
            "message": self.message,
            "provider": self.provider,
            "model": self.model,
            "status": self.status,
            "tool": self.tool,
        }


class XiheError(Exception):
    """Base error: carries a classification and a hint saying what to do next."""

    error_class: ErrorClass = ErrorClass.UNKNOWN
    retry_after: float | None = None
    """Set when waiting helps: the edge answers 429 with `Retry-After`."""

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message} ({self.hint})" if self.hint else self.message

    @property
    def public(self) -> str:
        """What an HTTP client may read; subclasses drop URLs and configuration names."""
        return str(self)


class ConfigError(XiheError):
    error_class = ErrorClass.CONFIG


class ModelError(XiheError):
    """A failed model call, classified by provider, type and HTTP status."""

    def __init__(
        self,
        message: str,
        *,
        error_class: ErrorClass,
        provider: str,
        model: str,
        status: int | None = None,
        error_type: str = "ModelError",
        hint: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.error_class = error_class
        self.provider = provider
        self.model = model
        self.status = status
        self.error_type = error_type
        self.retry_after = retry_after
        self.attempt: object | None = None
        """The router's record of the attempt that raised, so callers can trace it."""

    @property
    def failure(self) -> Failure:
        return Failure(
            error_class=self.error_class,
            error_type=self.error_type,
            message=str(self),
            provider=self.provider,
            model=self.model,
            status=self.status,
            retry_after=self.retry_after,
        )

    @property
    def public(self) -> str:
        return public_failure(self.failure)


class ContextOverflowError(ModelError):
    """The request does not fit the model: the caller must shrink it, not retry."""


class AllModelsFailedError(XiheError):
    """Every model on the route failed; `failures` lists each attempt in order."""

    def __init__(self, route: str, failures: list[Failure]) -> None:
        detail = "; ".join(
            f"{f.model} ({f.provider}): {f.error_class.value} {f.status or ''} {f.message}".strip()
            for f in failures
        )
        super().__init__(
            f"every model on route '{route}' failed: {detail}",
            hint="fix the settings named above or add a fallback on other credentials",
        )
        self.route = route
        self.failures = failures
        last = failures[-1] if failures else None
        self.error_class = last.error_class if last else ErrorClass.UNKNOWN
        waits = [f.retry_after for f in failures]
        if failures and all(w is not None for w in waits):
            self.retry_after = min(w for w in waits if w is not None)

    @property
    def public(self) -> str:
        detail = "; ".join(public_failure(f) for f in self.failures)
        return f"every model on route '{self.route}' failed: {detail}"


def public_failure(failure: Failure) -> str:
    """A model failure told to a client: model, status and class; never URLs or key names."""
    status = f" {failure.status}" if failure.status else ""
    wait = f", retry after {failure.retry_after:.0f}s" if failure.retry_after else ""
    return f"{failure.model}: {failure.error_type}{status} ({failure.error_class.value}{wait})"


class ToolError(XiheError):
    """A tool failed; `error_class` tells the executor whether a retry can help."""

    def __init__(
        self,
        message: str,
        *,
        error_class: ErrorClass = ErrorClass.TOOL_BUG,
        hint: str | None = None,
        error_type: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.error_class = error_class
        self.error_type = error_type or TOOL_ERROR_TYPES.get(error_class, "ToolError")


TOOL_ERROR_TYPES = {
    ErrorClass.TRANSIENT: "ToolUnavailable",
    ErrorClass.VALIDATION: "InvalidInput",
    ErrorClass.NOT_FOUND: "NotFound",
    ErrorClass.POLICY_DENIED: "PermissionDenied",
    ErrorClass.CONFIG: "ToolMisconfigured",
    ErrorClass.TOOL_BUG: "ToolBug",
}
"""Default error types by class, so grouping can tell a timeout from a bad argument."""
