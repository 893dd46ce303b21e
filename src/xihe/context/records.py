"""Records the context engine reads and writes; each carries its tenant and session."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from xihe.core.errors import ErrorClass, XiheError
from xihe.core.messages import Message


class TaskState(StrEnum):
    """A2A task states; the last five are terminal and never restart."""

    SUBMITTED = "submitted"
    WORKING = "working"
    INPUT_REQUIRED = "input-required"
    AUTH_REQUIRED = "auth-required"
    COMPLETED = "completed"
    CANCELED = "canceled"
    FAILED = "failed"
    REJECTED = "rejected"

    @property
    def terminal(self) -> bool:
        return self in TERMINAL


TERMINAL = frozenset(
    {TaskState.COMPLETED, TaskState.CANCELED, TaskState.FAILED, TaskState.REJECTED}
)


class NotFoundError(XiheError):
    error_class = ErrorClass.NOT_FOUND


class IsolationError(XiheError):
    """A row or cached value came back for another tenant or session: fail closed."""

    error_class = ErrorClass.POLICY_DENIED


class TaskStateError(XiheError):
    error_class = ErrorClass.VALIDATION


@dataclass(frozen=True)
class StoredMessage:
    tenant: str
    session_id: str
    seq: int
    turn: int
    message: Message
    task_id: str | None = None


@dataclass(frozen=True)
class Anchor:
    tenant: str
    session_id: str
    id: int
    kind: str
    text: str
    source: str
    turn: int | None
    active: bool = True


@dataclass(frozen=True)
class SessionInfo:
    tenant: str
    id: str
    user_id: str | None
    agent: str
    generation: int
    meta: dict[str, Any] = field(default_factory=dict)
    boundary: str | None = None
    """The spotlight boundary for untrusted text in this session's renders."""


@dataclass(frozen=True)
class TaskRecord:
    tenant: str
    id: str
    session_id: str
    user_id: str | None
    input_seq: int
    state: TaskState
    target_kind: str | None
    target: str | None
    target_inherited: bool


def check_owner(tenant: str, session_id: str, row_tenant: str, row_session: str) -> None:
    """Invariant 1: every value read back is checked against who asked for it."""
    if row_tenant != tenant or row_session != session_id:
        raise IsolationError(
            "a stored context value belongs to another tenant or session; refusing to use it",
            hint="report this: the store or cache returned a foreign row",
        )
