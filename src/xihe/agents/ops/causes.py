"""Failure causes read from task logs: only resource and concurrency causes are transient.

Rules are regular expressions in code plus `[ops] transient_patterns|permanent_patterns`; a
permanent rule wins over a transient one, and a log matching nothing is `unknown`, which goes
to a person like a permanent cause (a retry must be earned by evidence, not assumed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from xihe.core.settings import OpsConfig

Kind = Literal["transient", "permanent", "unknown"]


@dataclass(frozen=True)
class Rule:
    label: str
    kind: Kind
    pattern: re.Pattern[str]
    suggestion: str


def _rule(label: str, kind: Kind, pattern: str, suggestion: str) -> Rule:
    return Rule(label, kind, re.compile(pattern, re.IGNORECASE), suggestion)


RULES: tuple[Rule, ...] = (
    _rule(
        "sql_error",
        "permanent",
        r"SQLSyntaxErrorException|ParseException|SemanticException|syntax error"
        r"|Table not found|Column .{0,80} not found|Invalid table alias|Unknown column"
        r"|AnalysisException|cannot recognize input near",
        "fix the SQL of the failed task, then re-run it; a retry fails the same way",
    ),
    _rule(
        "permission",
        "permanent",
        r"Permission denied|AccessControlException|access denied for user",
        "grant the task's user access to the resource, then re-run",
    ),
    _rule(
        "data_not_ready",
        "permanent",
        r"partition .{0,80}(not ready|does not exist|not exist)"
        r"|upstream .{0,40}not (ready|finished)",
        "check the upstream workflow produced its partition, then re-run",
    ),
    _rule(
        "resource",
        "transient",
        r"OutOfMemoryError|Container killed|exceeds? (physical|virtual) memory"
        r"|insufficient (resources|memory)|No available worker|no worker group"
        r"|worker .{0,40}overload|Cannot allocate memory|queue .{0,40}(full|limit)",
        "capacity recovers by itself; retried automatically when the workflow is green-listed",
    ),
    _rule(
        "concurrency",
        "transient",
        r"Lock wait timeout|Deadlock found|could not obtain lock|ConcurrentModification"
        r"|Too many connections|concurrent (write|commit)|lock .{0,40}held by",
        "a concurrent job held the resource; retried automatically when green-listed",
    ),
)

UNKNOWN_SUGGESTION = "read the failed task's log in DolphinScheduler and decide by hand"


@dataclass(frozen=True)
class Cause:
    kind: Kind
    label: str
    summary: str
    suggestion: str
    task: str = ""

    @property
    def transient(self) -> bool:
        return self.kind == "transient"

    def to_dict(self) -> dict[str, str]:
        return {
            "kind": self.kind,
            "label": self.label,
            "summary": self.summary,
            "suggestion": self.suggestion,
            "task": self.task,
        }


def _configured(config: OpsConfig) -> list[Rule]:
    rules = [
        _rule("configured", "permanent", p, UNKNOWN_SUGGESTION) for p in config.permanent_patterns
    ]
    rules += [
        _rule("configured_transient", "transient", p, "retried automatically when green-listed")
        for p in config.transient_patterns
    ]
    return rules


def classify(log: str, config: OpsConfig, *, task: str = "") -> Cause:
    """The cause a log shows: permanent rules first, then transient, else unknown."""
    rules = [*_configured(config), *RULES]
    ordered = [r for r in rules if r.kind == "permanent"] + [
        r for r in rules if r.kind == "transient"
    ]
    for rule in ordered:
        match = rule.pattern.search(log)
        if match:
            return Cause(rule.kind, rule.label, _line(log, match.start()), rule.suggestion, task)
    tail = [line for line in log.strip().splitlines() if line.strip()][-1:] or [""]
    return Cause("unknown", "unknown", tail[0][:200], UNKNOWN_SUGGESTION, task)


def _line(log: str, at: int) -> str:
    start = log.rfind("\n", 0, at) + 1
    end = log.find("\n", at)
    return log[start : end if end != -1 else len(log)].strip()[:200]
