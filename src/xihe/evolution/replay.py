"""Deterministic replay parts: a recording read from the trace, a model that answers from it,
tools that return what they returned, and the comparison of every outgoing model request.

The driver that runs these through the one agent loop lives above this layer
(`xihe.agent.replay`): nothing here imports the loop. A replay never calls a provider and
never runs a tool's side effect; what it tests is the harness between the answers — context
rendering, tool-result handling, policy, fallbacks and error recovery.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy import or_, select

from xihe.core.errors import ContextOverflowError, ErrorClass, ModelError, ToolError
from xihe.core.messages import ModelRequest, ModelResponse, ToolCall, Usage
from xihe.core.settings import ModelConfig
from xihe.models.base import StreamChunk, complete_via_stream
from xihe.store.db import Store
from xihe.store.tables import operations, tool_approvals
from xihe.store.tables.context import ctx_sessions
from xihe.tools.chains import RESERVED
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolContext, ToolSpec
from xihe.tracing.blobs import BlobCipher
from xihe.tracing.queries import get_operation
from xihe.tracing.recorder import Tracer, canonical
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep


class Verdict(StrEnum):
    REPRODUCED = "reproduced"
    """Every model request was the recorded one and the run ended as recorded."""
    DIVERGED = "diverged"
    """The harness made a different request (or a different number, or ended differently)."""
    PASSED = "passed"
    """The same requests, but a recorded failure now completes (a fix verified by replay)."""
    SKIPPED = "skipped"
    """Not a run of the agent loop (a proxy-mode call forwards the client's own request)."""


# -- the recording ------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordedModelStep:
    seq: int
    model: str
    provider: str
    request: dict[str, Any] | None
    response: ModelResponse | None
    failure: dict[str, Any] | None


@dataclass(frozen=True)
class RecordedToolStep:
    seq: int
    tool: str
    call_id: str | None
    request_id: str | None
    status: str
    output: str
    failure: dict[str, Any] | None


@dataclass(frozen=True)
class Decision:
    """How a person decided an approval the recorded run waited on."""

    request_id: str
    tool: str
    status: str
    decided_by: str | None
    reason: str | None


@dataclass
class Recording:
    """One recorded operation as replay needs it: the task, the model steps and tool steps."""

    operation: dict[str, Any]
    model_steps: list[RecordedModelStep]
    tool_steps: list[RecordedToolStep]
    session: dict[str, Any] | None = None
    decisions: list[Decision] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.operation["id"])

    @property
    def tenant(self) -> str:
        return str(self.operation["tenant"])

    @property
    def session_id(self) -> str | None:
        return self.operation.get("session_id")

    @property
    def resumes(self) -> str | None:
        """The task (first operation) this run resumed after an approval, if any."""
        return self.operation.get("task_id")

    @property
    def status(self) -> str:
        return str(self.operation["status"])

    @property
    def started_at(self) -> datetime:
        value = self.operation["started_at"]
        return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))

    @property
    def task(self) -> dict[str, Any]:
        """What the loop recorded of its task (`meta.task`); older traces have none."""
        meta = self.operation.get("meta") or {}
        return dict(meta.get("task") or {})

    @property
    def tools(self) -> list[str]:
        return list((self.operation.get("meta") or {}).get("tools") or [])


def _response(step: dict[str, Any]) -> ModelResponse | None:
    if step["status"] != "ok":
        return None
    meta = step.get("meta") or {}
    return ModelResponse(
        text=step.get("response_text") or "",
        tool_calls=[
            ToolCall(str(c["id"]), str(c["name"]), dict(c.get("arguments") or {}))
            for c in step.get("tool_calls") or []
        ],
        usage=Usage(
            input_tokens=step.get("input_tokens") or 0,
            output_tokens=step.get("output_tokens") or 0,
            cached_tokens=step.get("cached_tokens") or 0,
            reasoning_tokens=step.get("reasoning_tokens") or 0,
        ),
        model=str(meta.get("response_model") or step.get("model") or ""),
        provider=str(step.get("provider") or ""),
        finish_reason=str(meta.get("finish_reason") or "stop"),
    )


def _failure(step: dict[str, Any]) -> dict[str, Any] | None:
    if not step.get("error_class"):
        return None
    return {
        "error_class": step["error_class"],
        "error_type": step.get("error_type") or "ModelError",
        "status": step.get("error_status"),
        "provider": step.get("error_provider"),
        "message": step.get("error_message") or "",
    }


def recording_from_trace(op: dict[str, Any]) -> Recording:
    """A recording from `get_operation(..., with_requests=True)`."""
    model_steps: list[RecordedModelStep] = []
    tool_steps: list[RecordedToolStep] = []
    for step in op["step_list"]:
        if step["type"] == "call_llm":
            model_steps.append(
                RecordedModelStep(
                    seq=int(step["seq"]),
                    model=str(step.get("model") or ""),
                    provider=str(step.get("provider") or ""),
                    request=step.get("request"),
                    response=_response(step),
                    failure=_failure(step),
                )
            )
        else:
            tool_steps.append(
                RecordedToolStep(
                    seq=int(step["seq"]),
                    tool=str(step.get("tool_name") or ""),
                    call_id=step.get("tool_call_id"),
                    request_id=(step.get("meta") or {}).get("request_id"),
                    status=str(step["status"]),
                    output=step.get("tool_output") or "",
                    failure=_failure(step),
                )
            )
    operation = {k: v for k, v in op.items() if k != "step_list"}
    return Recording(operation, model_steps, tool_steps)


async def load_recording(
    store: Store, tenant: str, operation_id: str, *, cipher: BlobCipher | None
) -> Recording:
    """Read one operation with its exact requests, its session row and approval decisions."""
    op = await get_operation(
        store, tenant=tenant, operation_id=operation_id, with_requests=True, cipher=cipher
    )
    recording = recording_from_trace(op)
    async with store.connect() as conn:
        if recording.session_id:
            row = (
                await conn.execute(
                    select(ctx_sessions).where(
                        ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == recording.session_id
                    )
                )
            ).first()
            recording.session = dict(row._mapping) if row is not None else None
        if recording.resumes:
            rows = (
                await conn.execute(
                    select(tool_approvals)
                    .where(
                        tool_approvals.c.tenant == tenant,
                        tool_approvals.c.task_id == recording.resumes,
                    )
                    .order_by(tool_approvals.c.created_at)
                )
            ).all()
            recording.decisions = [
                Decision(r.request_id, r.tool, r.status, r.decided_by, r.reason) for r in rows
            ]
    return recording


async def prerequisites(store: Store, recording: Recording) -> list[str]:
    """Earlier operations a replay must run first, oldest first: the same governed session's
    earlier turns (they built its history) and the run a resumed one continues."""
    wanted: list[Any] = []
    if recording.session_id:
        wanted.append(operations.c.session_id == recording.session_id)
    if recording.resumes:
        wanted.append(operations.c.id == recording.resumes)
        wanted.append(operations.c.task_id == recording.resumes)
    if not wanted:
        return []
    query = (
        select(operations.c.id)
        .where(
            operations.c.tenant == recording.tenant,
            or_(*wanted),
            operations.c.started_at <= recording.started_at,
            operations.c.id != recording.id,
        )
        .order_by(operations.c.started_at, operations.c.id)
    )
    async with store.connect() as conn:
        return [str(r.id) for r in (await conn.execute(query)).all()]


# -- comparing requests ---------------------------------------------------------------------


def request_body(request: ModelRequest) -> dict[str, Any]:
    """A request exactly as the tracer stores it (the same canonical JSON)."""
    parsed: dict[str, Any] = json.loads(canonical(request)[1])
    return parsed


def first_difference(recorded: Any, actual: Any, path: str = "") -> str | None:
    """The path of the first place two JSON values differ (`messages[2].content`)."""
    if type(recorded) is not type(actual):
        return path or "(request)"
    if isinstance(recorded, dict):
        for key in sorted(set(recorded) | set(actual)):
            where = f"{path}.{key}" if path else key
            if key not in recorded or key not in actual:
                return where
            found = first_difference(recorded[key], actual[key], where)
            if found:
                return found
        return None
    if isinstance(recorded, list):
        for i, (a, b) in enumerate(zip(recorded, actual, strict=False)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        if len(recorded) != len(actual):
            return f"{path}[{min(len(recorded), len(actual))}]"
        return None
    return None if recorded == actual else (path or "(request)")


def _lines(value: Any) -> list[str]:
    if value is None:
        return []
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True).splitlines()


def request_diff(recorded: Any, actual: Any, *, context: int = 3) -> str:
    """A unified diff of the recorded and the replayed request, pretty-printed JSON."""
    return "\n".join(
        difflib.unified_diff(
            _lines(recorded),
            _lines(actual),
            fromfile="recorded",
            tofile="replayed",
            n=context,
            lineterm="",
        )
    )


@dataclass
class Divergence:
    """The first model request that differs: its index among the operation's model calls."""

    index: int
    reason: str
    path: str | None = None
    recorded: dict[str, Any] | None = None
    replayed: dict[str, Any] | None = None

    @property
    def diff(self) -> str:
        return request_diff(self.recorded, self.replayed)

    def to_dict(self) -> dict[str, Any]:
        return {
            "request": self.index + 1,
            "reason": self.reason,
            "path": self.path,
            "diff": self.diff,
            "recorded": self.recorded,
            "replayed": self.replayed,
        }


def compare_requests(
    recorded: list[dict[str, Any] | None], replayed: list[dict[str, Any] | None]
) -> Divergence | None:
    """The first differing request, a missing one or an extra one; None when all agree."""
    for i, (want, got) in enumerate(zip(recorded, replayed, strict=False)):
        if want is None:
            continue  # an imported step without its request: nothing to compare
        if want != got:
            path = first_difference(want, got)
            return Divergence(i, f"request {i + 1} differs at {path}", path, want, got)
    if len(replayed) > len(recorded):
        i = len(recorded)
        return Divergence(
            i, f"the replay made request {i + 1}; the recording has {i}", None, None, replayed[i]
        )
    if len(recorded) > len(replayed):
        i = len(replayed)
        return Divergence(
            i,
            f"the recording has request {i + 1}; the replay stopped after {i}",
            None,
            recorded[i],
            None,
        )
    return None


class ReplayDivergedError(Exception):
    """Raised by the replay model to stop a run at its first differing request: the recorded
    answers are about the recorded requests, so nothing after a divergence is meaningful.
    Deliberately not a XiheError, so no harness code mistakes it for a model failure."""

    def __init__(self, divergence: Divergence) -> None:
        super().__init__(divergence.reason)
        self.divergence = divergence


# -- the model ------------------------------------------------------------------------------


def recorded_error(failure: dict[str, Any], name: str, provider: str) -> ModelError:
    """The recorded failure raised again with the class the router decides by."""
    error_class = ErrorClass(failure["error_class"])
    kind = ContextOverflowError if error_class == ErrorClass.CONTEXT_OVERFLOW else ModelError
    return kind(
        failure["message"],
        error_class=error_class,
        provider=failure.get("provider") or provider,
        model=name,
        status=failure.get("status"),
        error_type=failure.get("error_type") or "ModelError",
    )


@dataclass
class ReplayScript:
    """The recorded model steps of one operation, answered in the order they were made.

    Every call's request is compared with the recorded one before it is answered; the first
    difference stops the run (`ReplayDivergedError`) and is kept in `divergence`."""

    steps: list[RecordedModelStep]
    position: int = 0
    divergence: Divergence | None = None

    def answer(self, name: str, request: ModelRequest) -> ModelResponse:
        index = self.position
        self.position += 1
        actual = request_body(request)
        if index >= len(self.steps):
            self._diverge(
                Divergence(
                    index,
                    f"the replay made request {index + 1}; the recording has {len(self.steps)}",
                    None,
                    None,
                    actual,
                )
            )
        step = self.steps[index]
        if step.request is not None and step.request != actual:
            path = first_difference(step.request, actual)
            self._diverge(
                Divergence(
                    index, f"request {index + 1} differs at {path}", path, step.request, actual
                )
            )
        if step.model and step.model != name:
            self._diverge(
                Divergence(
                    index,
                    f"request {index + 1} went to '{name}', recorded to '{step.model}'",
                    "model",
                    step.request,
                    actual,
                )
            )
        if step.failure is not None:
            raise recorded_error(step.failure, name, step.provider)
        assert step.response is not None
        return step.response

    def _diverge(self, divergence: Divergence) -> None:
        if self.divergence is None:
            self.divergence = divergence
        raise ReplayDivergedError(divergence)


class ReplayModel:
    """The model interface, answered from the script: no provider, no network."""

    def __init__(self, name: str, config: ModelConfig, script: ReplayScript) -> None:
        self.name = name
        self.config = config
        self.script = script

    async def complete(self, request: ModelRequest) -> ModelResponse:
        return await complete_via_stream(self, request)

    async def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        response = self.script.answer(self.name, request)
        if response.text:
            yield StreamChunk(kind="text", text=response.text)
        yield StreamChunk(kind="done", response=response)

    async def aclose(self) -> None:
        return None


def replay_factory(script: ReplayScript) -> Callable[[str, ModelConfig], ReplayModel]:
    """The router's model factory under replay: every model answers from one script."""

    def build(name: str, config: ModelConfig) -> ReplayModel:
        return ReplayModel(name, config, script)

    return build


# -- the tools ------------------------------------------------------------------------------


class ToolReplayer:
    """Recorded tool outputs by request id (the loop's `task:call` id), else in order per
    tool: the executor still validates, checks policy and approvals, and sanitizes; only the
    handler's work (and its side effect) is replaced by what it returned."""

    def __init__(self, steps: list[RecordedToolStep] | None = None) -> None:
        self.by_request: dict[str, RecordedToolStep] = {}
        self.in_order: dict[str, list[RecordedToolStep]] = {}
        self.missing: list[str] = []
        for step in steps or []:
            self.add(step)

    def add(self, step: RecordedToolStep) -> None:
        if step.request_id:
            self.by_request[step.request_id] = step
        self.in_order.setdefault(step.tool, []).append(step)

    def take(self, tool: str, request_id: str | None) -> RecordedToolStep | None:
        step = self.by_request.get(request_id or "")
        queue = self.in_order.get(tool, [])
        if step is None and queue:
            step = queue[0]
        if step is not None and step in queue:
            queue.remove(step)
        return step

    def handler(self, name: str) -> Callable[..., Any]:
        async def replayed(ctx: ToolContext, **_arguments: Any) -> Any:
            step = self.take(name, ctx.request_id)
            if step is None:
                self.missing.append(f"{name} ({ctx.request_id})")
                raise ToolError(
                    f"replay: the recording has no output for '{name}' (request "
                    f"{ctx.request_id}); the harness made a call it did not make",
                    error_class=ErrorClass.CONFIG,
                    error_type="ReplayMissing",
                )
            if step.failure is not None:
                raise ToolError(
                    step.failure["message"],
                    error_class=ErrorClass(step.failure["error_class"]),
                    error_type=step.failure.get("error_type"),
                )
            return _as_returned(step.output)

        return replayed


def _as_returned(output: str) -> Any:
    """The value the handler returned, as far as its text tells: JSON objects and lists come
    back as data (the executor serializes them again), anything else as the text itself."""
    stripped = output.lstrip()
    if stripped[:1] in ("{", "["):
        try:
            return json.loads(output)
        except json.JSONDecodeError:
            return output
    return output


def replay_registry(
    replayer: ToolReplayer,
    base: ToolRegistry | None,
    recorded_tools: list[dict[str, Any]],
) -> ToolRegistry:
    """The live registry's specs (descriptions, schemas, side effects, permissions: all harness)
    with recorded handlers; a tool only the recording knows is rebuilt from its schema."""
    specs: dict[str, ToolSpec] = {}
    if base is not None:
        for spec in base.select(None):
            specs[spec.name] = dataclasses.replace(
                spec, handler=replayer.handler(spec.name), wants_context=True
            )
    for schema in recorded_tools:
        name = str(schema.get("name") or "")
        if name and name not in specs:
            params = dict(schema.get("parameters") or {"type": "object", "properties": {}})
            params["properties"] = {
                k: v for k, v in (params.get("properties") or {}).items() if k not in RESERVED
            }
            specs[name] = ToolSpec(
                name=name,
                description=str(schema.get("description") or ""),
                handler=replayer.handler(name),
                parameters=params,
                wants_context=True,
            )
    return ToolRegistry(specs.values())


# -- clock and ids --------------------------------------------------------------------------


class ReplayClock:
    """The recorded clock: starts at the operation's start, moves only when told."""

    def __init__(self, start: datetime) -> None:
        self.start = start
        self._mono = 0.0

    def now(self) -> datetime:
        return self.start + timedelta(seconds=self._mono)

    def monotonic(self) -> float:
        return self._mono

    def set(self, start: datetime) -> None:
        self.start = start

    def advance(self, seconds: float) -> None:
        self._mono += seconds


class ReplayIds:
    """The recorded operation ids, in the order the replay opens operations; anything else
    sequential (ids are not part of any request)."""

    def __init__(self) -> None:
        self.operations: list[str] = []
        self._n = 0

    def expect(self, operation_id: str) -> None:
        self.operations.append(operation_id)

    def new(self, prefix: str) -> str:
        if prefix == "op" and self.operations:
            return self.operations.pop(0)
        self._n += 1
        return f"{prefix}_replay{self._n:06d}"


# -- the replayed trace ---------------------------------------------------------------------


@dataclass
class ReplayedRun:
    requests: list[dict[str, Any] | None] = field(default_factory=list)
    status: str = "running"


class ReplayTracer(Tracer):
    """The replayed trace kept in memory: each model request (in the tracer's canonical
    form) and how the run ended; nothing is written, so a replay costs no commits."""

    def __init__(self, store: Store, *, clock: Any, ids: Any, cipher: BlobCipher) -> None:
        super().__init__(store, clock=clock, ids=ids, cipher=cipher)
        self.runs: dict[str, ReplayedRun] = {}

    async def flush(self) -> None:
        return None

    async def close(self) -> None:
        return None

    async def start(
        self,
        *,
        tenant: str,
        input: str,
        route: str | None = None,
        kind: str = "chat",
        user_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> Operation:
        op = Operation(
            id=self.ids.new("op"),
            tenant=tenant,
            started_at=self.clock.now(),
            started_mono=self.clock.monotonic(),
            input=input,
        )
        self.runs[op.id] = ReplayedRun()
        return op

    async def model_step(self, op: Operation, step: ModelStep) -> str:
        op.next_seq()
        self.runs[op.id].requests.append(request_body(step.request))
        return self.ids.new("step")

    async def tool_step(self, op: Operation, step: ToolStep) -> str:
        op.next_seq()
        return self.ids.new("step")

    async def finish(self, op: Operation, end: OperationEnd) -> None:
        self.runs[op.id].status = end.status


# -- results --------------------------------------------------------------------------------


@dataclass
class ReplayResult:
    operation_id: str
    verdict: Verdict
    recorded_status: str
    replayed_status: str | None
    requests: int
    recorded_requests: int
    divergence: Divergence | None = None
    note: str = ""
    prerequisite: bool = False
    """Replayed only because a requested operation needed it (an earlier session turn)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "operation_id": self.operation_id,
            "verdict": self.verdict.value,
            "recorded_status": self.recorded_status,
            "replayed_status": self.replayed_status,
            "requests": self.requests,
            "recorded_requests": self.recorded_requests,
            "divergence": self.divergence.to_dict() if self.divergence else None,
            "note": self.note,
            "prerequisite": self.prerequisite,
        }


def judge(
    recording: Recording,
    replayed_requests: list[dict[str, Any] | None],
    replayed_status: str | None,
    early: Divergence | None,
) -> ReplayResult:
    """The verdict: a differing request first, then a different ending."""
    recorded = [s.request for s in recording.model_steps]
    divergence = early or compare_requests(recorded, replayed_requests)
    verdict = Verdict.REPRODUCED
    note = ""
    if divergence is not None:
        verdict = Verdict.DIVERGED
    elif replayed_status != recording.status:
        if recording.status == "failed" and replayed_status == "completed":
            verdict = Verdict.PASSED
            note = "the recorded failure does not happen any more"
        else:
            verdict = Verdict.DIVERGED
            note = f"the recording ended {recording.status}, the replay {replayed_status}"
    return ReplayResult(
        operation_id=recording.id,
        verdict=verdict,
        recorded_status=recording.status,
        replayed_status=replayed_status,
        requests=len(replayed_requests),
        recorded_requests=len(recorded),
        divergence=divergence,
        note=note,
    )
