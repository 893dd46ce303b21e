"""What the tracer writes, as plain dataclasses (the loop builds them, exporters read them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from xihe.core.errors import Failure
from xihe.core.messages import Message, ModelRequest, ModelResponse, Usage

StepStatus = Literal["ok", "error", "canceled"]


@dataclass(frozen=True)
class RequestPrefix:
    """A request body up to the end of its messages, with the SHA-256 state over it: the
    next request of a run sends the same messages and more (`recorder.extend`)."""

    messages: tuple[Message, ...]
    lead: str
    """The body's start before the first message (it names `max_output_tokens`)."""
    head: str
    state: Any
    """`hashlib.sha256` of `head`, not finalized (copied to go on)."""


@dataclass
class Operation:
    id: str
    tenant: str
    started_at: datetime
    started_mono: float
    input: str = ""
    seq: int = 0
    ticket: int = 0
    """The writer's ticket of this operation's latest record (`Tracer.durable` waits on it)."""
    request_prefix: RequestPrefix | None = None
    """The latest model request's body up to its messages (the next one extends it)."""

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq


@dataclass(frozen=True)
class ModelStep:
    model: str
    provider: str
    request: ModelRequest
    started_at: datetime
    duration_ms: float
    status: StepStatus
    response: ModelResponse | None = None
    failure: Failure | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    """Extra facts stored in the step's `meta` (e.g. `context`: what the render did)."""


@dataclass(frozen=True)
class ToolStep:
    tool: str
    call_id: str
    arguments: dict[str, Any]
    started_at: datetime
    duration_ms: float
    status: StepStatus
    output: str = ""
    failure: Failure | None = None
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OperationEnd:
    status: str
    answer: str = ""
    error: str | None = None
    usage: Usage = field(default_factory=Usage)
    model: str | None = None
    fallbacks: list[str] = field(default_factory=list)
