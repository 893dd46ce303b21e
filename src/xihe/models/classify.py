"""Turn provider failures into classified `ModelError`s with a hint naming what to fix."""

from __future__ import annotations

from collections.abc import Mapping
from email.utils import parsedate_to_datetime
from time import time
from typing import TypedDict

from xihe.core.errors import ContextOverflowError, ErrorClass, ModelError
from xihe.core.settings import ModelConfig


class _Common(TypedDict):
    provider: str
    model: str
    status: int


DEFAULT_RATE_LIMIT_WAIT = 2.0
"""Seconds to wait after a 429 that did not say how long (so the client still gets a hint)."""
MAX_RETRY_AFTER = 3600.0

OVERFLOW_MARKERS = (
    "context_length_exceeded",
    "context length",
    "maximum context",
    "too many tokens",
    "prompt is too long",
    "input is too long",
)


def classify_status(
    name: str,
    config: ModelConfig,
    status: int,
    message: str,
    code: str | None = None,
    retry_after: float | None = None,
) -> ModelError:
    """Map an HTTP status (and provider error code) onto the taxonomy.

    A rate limit carries `retry_after` (the upstream's, or a short default) so the breaker can
    honour it and the edge can answer 429 with `Retry-After`. A 429 that names a quota is an
    exhausted quota (credential-level) only when it does not say when to come back: a
    per-minute "quota" with `Retry-After` is a rate limit.
    """
    text = f"{code or ''} {message}".lower()
    common = _Common(provider=config.provider, model=name, status=status)
    if status in (400, 413, 422) and any(m in text for m in OVERFLOW_MARKERS):
        return ContextOverflowError(
            f"{name}: request exceeds the model's context window: {message}",
            error_class=ErrorClass.CONTEXT_OVERFLOW,
            error_type="ContextOverflow",
            hint="shrink the input or route to a model with a larger context_window",
            **common,
        )
    exhausted = status == 429 and "quota" in text and retry_after is None
    if status in (401, 402, 403) or exhausted:
        key = config.api_key_env or f"[models.{name}].api_key_env"
        what = "rejected" if status in (401, 403) else "out of quota"
        return ModelError(
            f"{name}: {status} from {config.provider} at {config.base_url or 'default endpoint'}:"
            f" the API key in {key} was {what}: {message}",
            error_class=ErrorClass.AUTH,
            error_type="AuthenticationError" if status == 401 else "PermissionDenied",
            hint=f"set {key} to a valid key for this endpoint, then retry",
            **common,
        )
    if status == 404:
        return ModelError(
            f"{name}: 404 from {config.provider}: model '{config.model}' or endpoint not found:"
            f" {message}",
            error_class=ErrorClass.CONFIG,
            error_type="NotFound",
            hint=f"check [models.{name}].model and base_url in xihe.toml",
            **common,
        )
    if status in (408, 409, 425, 429) or status >= 500:
        limited = status == 429
        return ModelError(
            f"{name}: {status} from {config.provider}: {message}",
            error_class=ErrorClass.TRANSIENT,
            error_type="RateLimited" if limited else f"HTTP{status}",
            retry_after=(retry_after or DEFAULT_RATE_LIMIT_WAIT) if limited else retry_after,
            **common,
        )
    return ModelError(
        f"{name}: {status} from {config.provider}: {message}",
        error_class=ErrorClass.VALIDATION,
        error_type=f"HTTP{status}",
        hint="the provider refused the request as malformed; see the message",
        **common,
    )


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """`retry-after-ms`, `retry-after` in seconds or as an HTTP date; capped, never negative."""
    if not headers:
        return None
    millis = headers.get("retry-after-ms")
    raw = headers.get("retry-after")
    try:
        if millis is not None:
            seconds = float(millis) / 1000
        elif raw is None:
            return None
        elif raw.strip().replace(".", "", 1).isdigit():
            seconds = float(raw)
        else:
            seconds = parsedate_to_datetime(raw).timestamp() - time()
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER)


def transient(name: str, config: ModelConfig, error_type: str, message: str) -> ModelError:
    return ModelError(
        f"{name}: {error_type} talking to {config.provider} at "
        f"{config.base_url or 'default endpoint'}: {message}",
        error_class=ErrorClass.TRANSIENT,
        error_type=error_type,
        provider=config.provider,
        model=name,
    )


def missing_key(name: str, config: ModelConfig) -> ModelError:
    return ModelError(
        f"{name}: environment variable {config.api_key_env} is not set",
        error_class=ErrorClass.CONFIG,
        error_type="MissingApiKey",
        provider=config.provider,
        model=name,
        hint=f"export {config.api_key_env}=... or change [models.{name}].api_key_env",
    )
