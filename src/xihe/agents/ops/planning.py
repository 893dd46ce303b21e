"""Planning rules, in code: resolve a workflow or offer candidates, ask for what is missing,
ask twice before anything that deletes, overwrites or rolls back, and retry only by the lists.

The same rules answer the model (as tool errors it must relay) and the offline planner
(`xihe ops run` without a model), so neither can talk its way past them (invariant 8).
"""

from __future__ import annotations

import difflib
import fnmatch
import re
from dataclasses import dataclass, field
from datetime import datetime

from xihe.agents.ops.causes import Cause
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.settings import OpsConfig

DATE_RE = re.compile(r"\b(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?\b")
DESTRUCTIVE_RE = re.compile(
    r"\b(delete|drop|truncate|overwrite|rollback|roll back|purge)\b|删除|覆盖|回滚|清空"
)
BACKFILL_RE = re.compile(r"\b(backfill|complement|re-?run|rerun)\b|补数|补数据|重跑|回溯")
STOP_WORDS = {
    "the",
    "a",
    "an",
    "for",
    "of",
    "on",
    "please",
    "trigger",
    "run",
    "start",
    "workflow",
    "job",
    "task",
    "again",
    "and",
    "me",
    "to",
}

OPS_SYSTEM_PROMPT = (
    "You are Xihe's operations executor for DolphinScheduler. Rules you must follow:\n"
    "1. Resolve the workflow with ds.query_workflow before acting. If it answers not_found "
    "with candidates, show the candidates and ask which one; never guess.\n"
    "2. If a parameter (the date to backfill, the project) cannot be read from the request, "
    "ask the user; never invent it.\n"
    "3. Anything that deletes, overwrites or rolls back needs the user's explicit second "
    "confirmation: ask, and only then call with confirm_overwrite=true.\n"
    "4. Trigger with ds.trigger_workflow exactly once; a person approves it. Never repeat a "
    "trigger: the executor monitors the run, retries it when policy allows, and alerts.\n"
    "5. Report the run id and what happens next in two or three plain sentences."
)


def tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[^0-9a-z\u4e00-\u9fff]+", text.lower()) if t]


def candidates(name: str, names: list[str], n: int = 5) -> list[str]:
    """Names a person might have meant: those sharing words with it, else close spellings."""
    wanted = set(tokens(name)) - STOP_WORDS
    scored = [(len(wanted & set(tokens(c))), c) for c in names]
    shared = [c for score, c in sorted(scored, key=lambda x: (-x[0], x[1])) if score > 0]
    return shared[:n] or difflib.get_close_matches(name, names, n=n, cutoff=0.4)


def not_found(workflow: str, project: str, names: list[str]) -> ToolError:
    found = candidates(workflow, names)
    listing = ", ".join(found) if found else "none similar"
    return ToolError(
        f"no workflow named '{workflow}' in project '{project}'; candidates: {listing}",
        error_class=ErrorClass.NOT_FOUND,
        error_type="WorkflowNotFound",
        hint="ask the user which of the candidates they mean; do not pick one yourself",
    )


def pick(request: str, names: list[str]) -> tuple[str | None, list[str]]:
    """The one workflow a request names (every word of its name appears), or candidates."""
    words = set(tokens(request))
    matches = [n for n in names if set(tokens(n)) and set(tokens(n)) <= words]
    if matches:
        best = max(len(tokens(m)) for m in matches)
        top = [m for m in matches if len(tokens(m)) == best]
        if len(top) == 1:
            return top[0], []
        return None, sorted(top)
    return None, candidates(request, names)


def schedule_time(value: str) -> str:
    """`YYYY-MM-DD` or `YYYY-MM-DD HH:MM[:SS]` as DolphinScheduler's `YYYY-MM-DD HH:MM:SS`."""
    text = value.strip().replace("T", " ")
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).strftime("%Y-%m-%d %H:%M:%S")
        except ValueError:
            continue
    raise ToolError(
        f"schedule time '{value}' is not a date",
        error_class=ErrorClass.VALIDATION,
        hint="use YYYY-MM-DD (or YYYY-MM-DD HH:MM:SS); ask the user if unsure",
    )


def missing(mode: str, schedule: str | None, project: str | None) -> list[str]:
    out = []
    if mode == "backfill" and not schedule:
        out.append("schedule_time (the date to backfill)")
    if not project:
        out.append("project (or set [ops.dolphinscheduler] project)")
    return out


def ask_for(names: list[str]) -> ToolError:
    return ToolError(
        "missing parameters: " + "; ".join(names),
        error_class=ErrorClass.VALIDATION,
        error_type="MissingParameters",
        hint="ask the user for them; do not guess",
    )


def second_confirmation(reason: str) -> ToolError:
    return ToolError(
        f"needs a second confirmation: {reason}",
        error_class=ErrorClass.VALIDATION,
        error_type="SecondConfirmationRequired",
        hint="tell the user exactly what would be overwritten and ask them to confirm; only "
        "after they say yes, call again with confirm_overwrite=true",
    )


def listed(name: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, p) for p in patterns)


def retry_decision(config: OpsConfig, workflow: str, cause: Cause, attempt: int) -> str | None:
    """None when a failed attempt may be retried, else why not (said in the alert)."""
    if listed(workflow, config.red_list):
        return "red-listed: never retried automatically"
    if not listed(workflow, config.green_list):
        return "not on the green list: retried only by a person"
    if not cause.transient:
        return f"cause '{cause.label}' is not transient: a retry would fail the same way"
    if attempt > config.max_retries:
        return f"retried {config.max_retries} time(s) already"
    return None


@dataclass(frozen=True)
class Plan:
    """What the offline planner read from a request; `questions` non-empty means ask first."""

    workflow: str | None
    mode: str
    schedule_time: str | None
    destructive: bool
    candidates: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {
            "workflow": self.workflow,
            "mode": self.mode,
            "schedule_time": self.schedule_time,
            "destructive": self.destructive,
            "candidates": self.candidates,
            "questions": self.questions,
        }


def plan(request: str, names: list[str]) -> Plan:
    workflow, found = pick(request, names)
    date = DATE_RE.search(request)
    when = schedule_time(" ".join(p for p in date.groups() if p)) if date else None
    mode = "backfill" if BACKFILL_RE.search(request.lower()) or when else "run"
    questions: list[str] = []
    if workflow is None:
        listing = ", ".join(found) if found else "none similar"
        questions.append(f"which workflow do you mean? candidates: {listing}")
    if mode == "backfill" and when is None:
        questions.append("which date should be backfilled (YYYY-MM-DD)?")
    return Plan(
        workflow=workflow,
        mode=mode,
        schedule_time=when,
        destructive=bool(DESTRUCTIVE_RE.search(request.lower())),
        candidates=found,
        questions=questions,
    )
