"""The one pipeline every tool result passes before any model sees it.

A result is data, never instructions (invariant 8): keep only whitelisted fields, strip
invisible characters, cap its size with a visible marker, and report what was removed so the
trace can show it. The context engine extends this module; callers use `sanitize_result`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from xihe.tools.spec import ResultPolicy

INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]")


@dataclass
class SanitizeReport:
    removed_fields: list[str] = field(default_factory=list)
    invisible_removed: int = 0
    truncated_chars: int = 0
    neutralized: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(
            self.removed_fields
            or self.invisible_removed
            or self.truncated_chars
            or self.neutralized
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "removed_fields": self.removed_fields,
            "invisible_removed": self.invisible_removed,
            "truncated_chars": self.truncated_chars,
            "neutralized": self.neutralized,
        }


@dataclass(frozen=True)
class Sanitized:
    text: str
    report: SanitizeReport


def sanitize_result(
    value: Any, policy: ResultPolicy | None = None, *, max_chars: int = 20_000
) -> Sanitized:
    """Whitelist fields, drop invisible characters, and cap the size (head and tail kept)."""
    policy = policy or ResultPolicy()
    report = SanitizeReport()
    if policy.fields is not None:
        value = _whitelist(value, set(policy.fields), "", report)
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    text, report.invisible_removed = INVISIBLE.subn("", text)
    limit = max_chars if policy.max_tokens is None else min(max_chars, policy.max_tokens * 3)
    text, report.truncated_chars = _truncate(text, limit)
    return Sanitized(text, report)


def _whitelist(value: Any, allowed: set[str], path: str, report: SanitizeReport) -> Any:
    if isinstance(value, dict):
        kept = {}
        for key, item in value.items():
            if key in allowed:
                kept[key] = item
            else:
                report.removed_fields.append(f"{path}{key}")
        return kept
    if isinstance(value, list):
        return [_whitelist(item, allowed, f"{path}[].", report) for item in value]
    return value


def _truncate(text: str, limit: int) -> tuple[str, int]:
    """Keep head and tail: the end of an output (totals, errors) matters as much as its start."""
    if len(text) <= limit:
        return text, 0
    omitted = len(text) - limit
    head = limit * 2 // 3
    marker = f"\n…[{omitted} characters omitted by Xihe]…\n"
    return text[:head] + marker + text[len(text) - (limit - head) :], omitted
