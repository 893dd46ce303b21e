"""Events the agent loop yields; surfaces (CLI, HTTP) render them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from xihe.core.errors import XiheError
from xihe.core.messages import ToolCall, Usage

EventKind = Literal[
    "step_start", "text_delta", "tool_call", "tool_result", "error", "fallback", "done"
]


@dataclass(frozen=True)
class Event:
    kind: EventKind
    step: int = 0
    text: str = ""
    tool_call: ToolCall | None = None
    ok: bool = True
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class RunResult:
    """What a finished task produced; `status` is an A2A-style terminal state."""

    operation_id: str
    status: Literal["completed", "failed", "canceled", "input-required"]
    answer: str
    steps: int
    usage: Usage
    model: str
    fallbacks_tried: list[str] = field(default_factory=list)
    error: str | None = None
    approval_id: str | None = None
    """`input-required`: the approval to decide."""
    task_id: str | None = None
    """`input-required`: the paused task that resumes on the decision (an earlier run's task
    when this run retried a request already waiting)."""
    cause: XiheError | None = field(default=None, repr=False, compare=False)
    """`failed`: the typed error, so a surface can answer with its status, wait and public
    message (a 429 stays a 429 with its `Retry-After`)."""

    def to_dict(self) -> dict[str, Any]:
        waiting = {"approval_id": self.approval_id, "task_id": self.task_id}
        return {
            **(waiting if self.approval_id else {}),
            "answer": self.answer,
            "operation_id": self.operation_id,
            "status": self.status,
            "steps": self.steps,
            "tokens": {
                "input": self.usage.input_tokens,
                "output": self.usage.output_tokens,
                "cached": self.usage.cached_tokens,
                "reasoning": self.usage.reasoning_tokens,
            },
            "model": self.model,
            "fallbacks_tried": self.fallbacks_tried,
            "error": self.error,
        }
