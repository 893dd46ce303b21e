"""Patterns: a match rule over the five error fields plus a category; the most specific wins.

Specificity is deterministic: more fields set wins, then a longer literal part of the
regex, then the older pattern, then the smaller id. The matcher indexes patterns by error
type so 1,000 patterns cost a handful of comparisons per error, not 1,000 regex runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from xihe.core.errors import ErrorClass, XiheError


class Category(StrEnum):
    USER_ERROR = "user_error"
    PROVIDER_ERROR = "provider_error"
    HARNESS_BUG = "harness_bug"
    IGNORE = "ignore"


class FixStatus(StrEnum):
    UNFIXED = "unfixed"
    IN_PROGRESS = "in_progress"
    PR_CREATED = "pr_created"
    MERGED = "merged"
    VERIFY_FAILED = "verify_failed"
    WONT_FIX = "wont_fix"


class PatternError(XiheError):
    error_class = ErrorClass.VALIDATION


@dataclass(frozen=True)
class ErrorFields:
    """What a rule looks at: the five fields of one error."""

    provider: str | None
    error_type: str | None
    status: int | None
    tool: str | None
    message: str


@dataclass(frozen=True)
class Rule:
    provider: str | None = None
    error_type: str | None = None
    status: int | None = None
    tool: str | None = None
    message_regex: str | None = None

    def fields_set(self) -> int:
        return sum(
            v is not None and v != ""
            for v in (self.provider, self.error_type, self.status, self.tool, self.message_regex)
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "error_type": self.error_type,
            "status": self.status,
            "tool": self.tool,
            "message_regex": self.message_regex,
        }


def compile_regex(regex: str) -> re.Pattern[str]:
    """Compile a user or model regex, or say what is wrong with it."""
    try:
        return re.compile(regex, re.IGNORECASE)
    except re.error as exc:
        raise PatternError(
            f"message regex {regex!r} does not compile: {exc}",
            hint="fix the regex (Python syntax, matched case-insensitively with re.search)",
        ) from exc


_META = re.compile(r"\\.|[.^$*+?{}\[\]|()]")


def literal_weight(regex: str | None) -> int:
    """How much fixed text a regex demands: a tiebreak between equally specific rules."""
    return len(_META.sub("", regex)) if regex else 0


@dataclass
class Pattern:
    id: str
    name: str
    category: Category
    rule: Rule
    fix_status: FixStatus = FixStatus.UNFIXED
    enabled: bool = True
    hit_count: int = 0
    created_by: str = "manual"
    reasoning: str = ""
    created_at: datetime | None = None
    first_seen: datetime | None = None
    last_seen: datetime | None = None
    _compiled: re.Pattern[str] | None = field(default=None, repr=False, compare=False)

    def regex(self) -> re.Pattern[str] | None:
        if self.rule.message_regex and self._compiled is None:
            self._compiled = compile_regex(self.rule.message_regex)
        return self._compiled

    def sort_key(self) -> tuple[int, int, str, str]:
        created = self.created_at.isoformat() if self.created_at else ""
        return (-self.rule.fields_set(), -literal_weight(self.rule.message_regex), created, self.id)

    def matches(self, e: ErrorFields) -> bool:
        r = self.rule
        if r.provider and r.provider != "*" and r.provider != e.provider:
            return False
        if r.error_type and r.error_type != e.error_type:
            return False
        if r.status is not None and r.status != e.status:
            return False
        if r.tool and r.tool != e.tool:
            return False
        compiled = self.regex()
        return compiled is None or compiled.search(e.message) is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "category": self.category.value,
            "fix_status": self.fix_status.value,
            "enabled": self.enabled,
            "rule": self.rule.to_dict(),
            "hit_count": self.hit_count,
            "created_by": self.created_by,
            "reasoning": self.reasoning,
            "first_seen": self.first_seen.isoformat() if self.first_seen else None,
            "last_seen": self.last_seen.isoformat() if self.last_seen else None,
        }


class Matcher:
    """Enabled patterns compiled once; `match` returns the most specific hit or None."""

    def __init__(self, patterns: list[Pattern]) -> None:
        active = sorted((p for p in patterns if p.enabled), key=Pattern.sort_key)
        for p in active:
            p.regex()
        self.patterns = active
        wildcard = [p for p in active if not p.rule.error_type]
        self._wildcard = wildcard
        self._by_type: dict[str, list[Pattern]] = {}
        self._narrow: dict[tuple[str, str], list[Pattern]] = {}
        for etype in {p.rule.error_type for p in active if p.rule.error_type}:
            chosen = [p for p in active if p.rule.error_type in (etype, None, "")]
            self._by_type[etype] = sorted(chosen, key=Pattern.sort_key)

    def __len__(self) -> int:
        return len(self.patterns)

    def candidates(self, error_type: str | None, tool: str | None) -> list[Pattern]:
        """Patterns that could match this (type, tool), most specific first; cached."""
        key = (error_type or "", tool or "")
        found = self._narrow.get(key)
        if found is None:
            pool = self._by_type.get(error_type or "", self._wildcard)
            found = [p for p in pool if not p.rule.tool or p.rule.tool == tool]
            self._narrow[key] = found
        return found

    def match(self, e: ErrorFields) -> Pattern | None:
        for pattern in self.candidates(e.error_type, e.tool):
            if pattern.matches(e):
                return pattern
        return None
