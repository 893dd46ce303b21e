"""Policy that lives in configuration: permissions by role, pre-approvals, overrides, retries.

Every decision here reads `ToolsConfig`; none reads what a model said (invariant 8).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import re
from collections.abc import Callable, Iterable
from typing import Any

from xihe.core.errors import ErrorClass
from xihe.core.settings import SECRET_WORDS, RetryConfig, ToolOverride, ToolsConfig
from xihe.tools.spec import ToolSpec

REDACTED = "***"
LEAST_PRIVILEGE_ROLE = "readonly"
"""The role a caller gets when it names none: read-only tools, nothing that changes state."""
ALWAYS_SECRET = (*SECRET_WORDS, "authorization", "cookie", "credential")


def _matches(name: str, patterns: Iterable[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, p) for p in patterns)


def apply_override(spec: ToolSpec, override: ToolOverride | None) -> ToolSpec:
    """The effective spec: configuration replaces what the tool (or its server) declared."""
    if override is None:
        return spec
    result_keys = ("result_fields", "result_max_tokens")
    changes: dict[str, Any] = {
        k: v for k, v in override.model_dump(exclude=set(result_keys)).items() if v is not None
    }
    result: dict[str, Any] = {}
    if override.result_fields is not None:
        result["fields"] = tuple(override.result_fields)
    if override.result_max_tokens is not None:
        result["max_tokens"] = override.result_max_tokens
    if result:
        changes["result_policy"] = dataclasses.replace(spec.result_policy, **result)
    return dataclasses.replace(spec, **changes) if changes else spec


def effective_spec(spec: ToolSpec, config: ToolsConfig) -> ToolSpec:
    return apply_override(spec, config.overrides.get(spec.name))


def role_allows(config: ToolsConfig, role: str, permission: str) -> bool:
    """A role holds a permission when one of its patterns matches it; unknown roles hold none.

    The one check, for the executor and the gateway alike; role defaults live only in
    `ToolsConfig.roles`.
    """
    return _matches(permission, config.roles.get(role, []))


def needs_approval(spec: ToolSpec) -> bool:
    return spec.side_effect in ("write", "destructive")


def pre_approved(config: ToolsConfig, principal: str, tool: str) -> bool:
    return any(
        entry.principal in ("*", principal) and _matches(tool, entry.tools)
        for entry in config.pre_approved
    )


def may_retry(spec: ToolSpec, config: ToolsConfig, error_class: ErrorClass) -> bool:
    """Only transient errors, only idempotent or green-listed tools, never red-listed ones."""
    if error_class != ErrorClass.TRANSIENT or _matches(spec.name, config.red_list):
        return False
    return spec.idempotent or _matches(spec.name, config.green_list)


def backoff_delay(attempt: int, policy: RetryConfig, rand: Callable[[], float]) -> float:
    """Capped exponential backoff with equal jitter: half fixed, half random.

    `attempt` counts failed tries so far (1 after the first failure).
    """
    base = policy.initial_interval_seconds * policy.backoff_coefficient ** (attempt - 1)
    capped = min(base, policy.max_interval_seconds)
    return capped / 2 + rand() * capped / 2


def redact_params(arguments: dict[str, Any], config: ToolsConfig) -> dict[str, Any]:
    """Tool arguments as any record may store them (audit, approvals, trace steps)."""
    redacted: dict[str, Any] = redact(arguments, config.redact_keys)
    return redacted


def redact(value: Any, extra_keys: Iterable[str] = ()) -> Any:
    """Values under secret-looking keys masked; `redact_params` is the tool-argument form."""
    secret = _secret_key(tuple(extra_keys))

    def walk(item: Any, key: str) -> Any:
        if key and secret(key.lower()):
            return REDACTED
        if isinstance(item, dict):
            return {k: walk(v, str(k)) for k, v in item.items()}
        if isinstance(item, list):
            return [walk(v, key) for v in item]
        return item

    return walk(value, "")


@functools.lru_cache(maxsize=64)
def _secret_key(extra_keys: tuple[str, ...]) -> Callable[[str], bool]:
    """Whether a lowercased key names a secret: one regex per configured word list, built
    once (every tool call redacts its arguments twice, for the audit and the trace)."""
    words = sorted({w.lower() for w in (*ALWAYS_SECRET, *extra_keys) if w}, key=len)
    if not words:
        return lambda _key: False
    pattern = re.compile("|".join(re.escape(w) for w in words))
    return lambda key: pattern.search(key) is not None
