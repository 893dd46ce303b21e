"""The agent loop: model → tool calls → results → model, bounded, cancellable, traced.

It reaches clocks, ids and I/O only through injected objects, so the same code runs live
and under replay with a scripted model and recorded tool outputs.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from xihe.context.engine import ContextEngine
from xihe.core import jsontext
from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, ModelError, ToolError, XiheError
from xihe.core.events import Event, RunResult
from xihe.core.messages import (
    Message,
    ModelRequest,
    ModelResponse,
    ToolCall,
    ToolSchema,
    Usage,
)
from xihe.core.settings import Settings
from xihe.models.router import Attempt, ModelRouter
from xihe.tools.approvals import Approval, ApprovalRequired, ApprovalStore
from xihe.tools.chains import (
    Envelope,
    chain_arguments,
    render,
    split_envelope,
    template_scope,
)
from xihe.tools.executor import ToolExecutor, ToolOutcome
from xihe.tools.policy import LEAST_PRIVILEGE_ROLE, redact_params
from xihe.tools.sanitize import spotlight
from xihe.tools.spec import PauseState, ToolContext
from xihe.tracing.recorder import Tracer
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep


@dataclass(frozen=True)
class Task:
    """Everything one run needs; nothing here is shared with another request."""

    prompt: str
    history: tuple[Message, ...] = ()
    tools: tuple[str, ...] | None = None
    route: str | None = None
    max_steps: int | None = None
    tenant: str = "default"
    user: str | None = None
    role: str = LEAST_PRIVILEGE_ROLE
    """Callers pass the caller's role; the default can read and nothing more."""
    session_id: str | None = None
    system_prompt: str | None = None
    kind: str = "chat"


@dataclass
class _RunState:
    op: Operation
    messages: list[Message]
    usage: Usage = field(default_factory=Usage)
    model_calls: int = 0
    model: str = ""
    fallbacks: list[str] = field(default_factory=list)
    seen_calls: dict[str, int] = field(default_factory=dict)
    task_key: str = ""
    """The first operation's id: stable across pause and resume, so request ids are too."""
    boundary: str | None = None
    """The session's spotlight boundary wrapping tool results (governed sessions only)."""
    step_meta: dict[str, Any] = field(default_factory=dict)
    """Recorded in each model step's meta: `context` says what the render did."""
    turn_start: int = 0
    """Where this turn's messages begin: what a governed session stores once it completes."""
    executor: ToolExecutor | None = None
    """The run's tools (`AgentLoop.tools_for`); None: the loop's own executor."""


@dataclass(frozen=True)
class Decided:
    """What deciding an approval did: `approval` is None when the id is unknown in the tenant;
    `result` is the resumed run when this call resumed the paused task."""

    approval: Approval | None
    changed: bool
    result: RunResult | None = None


@dataclass
class _CallResult:
    """A call with its chains: one tool message for the model, or a pause for a person."""

    outcome: ToolOutcome
    content: str
    events: list[Event] = field(default_factory=list)
    approval: ApprovalRequired | None = None


class AgentLoop:
    def __init__(
        self,
        *,
        settings: Settings,
        router: ModelRouter,
        executor: ToolExecutor,
        tracer: Tracer,
        clock: Clock | None = None,
        approvals: ApprovalStore | None = None,
        context: ContextEngine | None = None,
        tools_for: Callable[[Task], Awaitable[ToolExecutor]] | None = None,
    ) -> None:
        self.context = context
        self.tools_for = tools_for
        """The executor for one task (the gateway widens the built-in tools with the
        caller's federated MCP tools); asked again when a paused task resumes."""
        self.settings = settings
        self.router = router
        self.executor = executor
        self.tracer = tracer
        self.clock = clock or SystemClock()
        self.approvals = approvals

    async def run(self, task: Task, on_event: Callable[[Event], Any] | None = None) -> RunResult:
        """Drive `events` to the end and return the result carried by `done`."""
        result: RunResult | None = None
        async for event in self.events(task):
            if on_event is not None:
                on_event(event)
            if event.kind == "done":
                result = event.data["result"]
        assert result is not None
        return result

    async def resume(
        self, task_id: str, *, tenant: str, on_event: Callable[[Event], Any] | None = None
    ) -> RunResult | None:
        """Continue a task paused for approval; None when it is not paused (or another won)."""
        result: RunResult | None = None
        async for event in self.resume_events(task_id, tenant=tenant):
            if on_event is not None:
                on_event(event)
            if event.kind == "done":
                result = event.data["result"]
        # The resumed run's end is the only record of its answer (a retry of the paused
        # request reads it): durable before anyone is told the task finished.
        await self.tracer.flush()
        return result

    async def decide(
        self,
        tenant: str,
        approval_id: str,
        *,
        approve: bool,
        by: str,
        reason: str | None = None,
        on_event: Callable[[Event], Any] | None = None,
    ) -> Decided:
        """Decide once (a second decision changes nothing), then resume the task paused on the
        approval here; whoever resumes first runs the approved call, exactly once."""
        if self.approvals is None:
            return Decided(None, False)
        if await self.approvals.get(tenant, approval_id) is None:
            return Decided(None, False)
        changed = await self.approvals.decide(
            tenant, approval_id, approve=approve, by=by, reason=reason
        )
        approval = await self.approvals.get(tenant, approval_id)
        task_id = await self.approvals.paused_task(tenant, approval_id)
        result = None
        if task_id is not None and approval is not None and approval.status != "pending":
            result = await self.resume(task_id, tenant=tenant, on_event=on_event)
        return Decided(approval, changed, result)

    async def resume_events(self, task_id: str, *, tenant: str) -> AsyncIterator[Event]:
        """Claim the paused state (exactly one resumer wins) and drive the loop on from it.

        The resumed run is a new operation linked by `task_id`; the pending calls run first,
        with the request ids they had, so an approved call runs once and only once.
        """
        if self.approvals is None:
            return
        saved = await self.approvals.claim_resume(tenant, task_id)
        if saved is None:
            return
        task = _task_from_json(saved["task"])
        route_name, schemas, op, executor = await self._start(task, resumes=task_id)
        state = _RunState(
            executor=executor,
            op=op,
            messages=[Message.from_dict(m) for m in saved["messages"]],
            model_calls=int(saved["model_calls"]),
            seen_calls=dict(saved["seen_calls"]),
            task_key=task_id,
            boundary=saved.get("boundary") or await self._session_boundary(task),
            turn_start=int(saved.get("turn_start", len(saved["messages"]))),
        )
        queue = [ToolCall(c["id"], c["name"], dict(c["arguments"])) for c in saved["queue"]]
        async for event in self._drive(task, state, schemas, route_name, queue):
            if event.kind == "done":
                await self._store_turn(task, state, event)
            yield event

    async def _session_boundary(self, task: Task) -> str | None:
        """A governed session's spotlight boundary, for a paused state saved without one."""
        if self.context is None or task.session_id is None:
            return None
        return await self.context.boundary(task.tenant, task.session_id)

    async def _start(
        self, task: Task, *, resumes: str | None = None
    ) -> tuple[str, tuple[ToolSchema, ...], Operation, ToolExecutor]:
        """Resolve the route and tools, then open the operation every step will belong to."""
        route_name, _ = self.settings.route_or_model(task.route)
        executor = await self.tools_for(task) if self.tools_for is not None else self.executor
        schemas = tuple(executor.schemas(list(task.tools) if task.tools is not None else None))
        meta: dict[str, Any] = {"tools": [s.name for s in schemas]}
        if resumes is not None:
            meta["resumes"] = resumes
        else:
            meta["task"] = _task_meta(task)
        op = await self.tracer.start(
            tenant=task.tenant,
            input=task.prompt,
            route=route_name,
            kind=task.kind,
            user_id=task.user,
            session_id=task.session_id,
            task_id=resumes,
            meta=meta,
        )
        return route_name, schemas, op, executor

    async def events(self, task: Task) -> AsyncIterator[Event]:
        route_name, schemas, op, executor = await self._start(task)
        system = task.system_prompt or self.settings.agent.system_prompt
        state = _RunState(
            executor=executor,
            op=op,
            messages=[
                Message(role="system", content=system),
                *task.history,
                Message(role="user", content=task.prompt),
            ],
            task_key=op.id,
        )
        if self.context is not None and task.session_id is not None:
            # Governed context: the assembler renders the session's tiers under the budget.
            try:
                rendered = await self.context.render(
                    task.tenant,
                    task.session_id,
                    task.prompt,
                    model=self.settings.route_or_model(route_name)[1].primary,
                    system=system,
                    tools=schemas,
                )
            except XiheError as exc:
                yield Event(kind="error", step=op.seq, text=str(exc), ok=False)
                yield await self._finish(state, "failed", error=str(exc), cause=exc)
                return
            state.boundary = rendered.boundary
            state.messages = list(rendered.messages)
            state.step_meta = {"context": rendered.trace_meta()}
        state.turn_start = len(state.messages)
        async for event in self._drive(task, state, schemas, route_name, []):
            if event.kind == "done":
                await self._store_turn(task, state, event)
            yield event

    async def _store_turn(self, task: Task, state: _RunState, done: Event) -> None:
        """A governed session keeps complete turns only: a run paused for approval stores
        nothing (its tool call has no result yet); the run that resumes it stores the turn."""
        if self.context is None or task.session_id is None:
            return
        if done.data["result"].status != "completed":
            return
        turn = [Message(role="user", content=task.prompt), *state.messages[state.turn_start :]]
        await self.context.append(task.tenant, task.session_id, turn)

    async def _drive(
        self,
        task: Task,
        state: _RunState,
        schemas: tuple[ToolSchema, ...],
        route_name: str,
        queue: list[ToolCall],
    ) -> AsyncIterator[Event]:
        """Run queued tool calls, then model turns, until an answer, a limit or a pause."""
        op = state.op
        max_steps = task.max_steps or self.settings.agent.max_steps
        try:
            while True:
                while queue:
                    call = queue[0]
                    yield Event(kind="tool_call", step=op.seq + 1, tool_call=call)
                    seen_before = dict(state.seen_calls)
                    pause = self._pause_state(task, state, list(queue), seen_before)
                    done = await self._call_with_chains(state, task, call, None, pause)
                    for event in done.events:
                        yield event
                    if done.approval is not None:
                        state.seen_calls = seen_before
                        waiting = done.approval
                        yield Event(
                            kind="tool_result",
                            step=op.seq,
                            tool_call=call,
                            ok=False,
                            text=f"approval {waiting.approval_id} pending · approve with: "
                            f"xihe approvals approve {waiting.approval_id}",
                            data={**waiting.to_dict(), "status": "input-required"},
                        )
                        yield await self._pause(state, waiting)
                        return
                    queue.pop(0)
                    content = done.content
                    if state.boundary:
                        content = spotlight(content, state.boundary)
                    state.messages.append(
                        Message(role="tool", content=content, tool_call_id=call.id)
                    )
                    yield Event(
                        kind="tool_result",
                        step=op.seq,
                        tool_call=call,
                        ok=done.outcome.ok,
                        text=done.content,
                    )
                if state.model_calls >= max_steps:
                    message = (
                        f"stopped after {max_steps} model calls without a final answer; "
                        "raise [agent].max_steps or narrow the task"
                    )
                    yield Event(kind="error", step=op.seq, text=message)
                    yield await self._finish(state, "failed", error=message)
                    return
                state.model_calls += 1
                request = ModelRequest(messages=tuple(state.messages), tools=schemas)
                if self.context is not None and task.session_id is not None:
                    await self.context.snapshot(
                        task.tenant,
                        task.session_id,
                        request,
                        model=self.settings.route_or_model(route_name)[1].primary,
                    )
                response: ModelResponse | None = None
                async for event in self._call_model(state, request, route_name):
                    if event.kind == "done":
                        response = event.data["response"]
                    else:
                        yield event
                assert response is not None
                state.messages.append(response.to_message())
                if not response.tool_calls:
                    yield await self._finish(state, "completed", answer=response.text)
                    return
                queue = list(response.tool_calls)
        except asyncio.CancelledError:
            await self._finish(state, "canceled", error="canceled by the caller")
            raise
        except XiheError as exc:
            yield Event(kind="error", step=op.seq, text=str(exc), ok=False)
            yield await self._finish(state, "failed", error=str(exc), cause=exc)

    async def _call_model(
        self, state: _RunState, request: ModelRequest, route: str
    ) -> AsyncIterator[Event]:
        """One routed model call; every attempt, failed or not, becomes a committed step.
        (One generator over the router's events: each layer costs on every event.)"""
        yield Event(kind="step_start", step=state.op.seq + 1, data={"type": "call_llm"})
        try:
            async for routed in self.router.stream(request, route):
                attempt = routed.attempt
                if routed.kind == "text":
                    yield Event(kind="text_delta", step=state.op.seq + 1, text=routed.text)
                elif routed.kind == "attempt_failed" and attempt is not None:
                    state.fallbacks.append(routed.model)
                    if not attempt.skipped:
                        await self._record(state, self._model_step(attempt, None, state))
                    yield _fallback(routed.model, attempt, state.op.seq)
                elif routed.kind == "done" and attempt is not None and routed.response is not None:
                    # a final answer's step commits with the run's end (`_finish` waits for both)
                    last = not routed.response.tool_calls
                    await self._record(
                        state, self._model_step(attempt, routed.response, state), wait=not last
                    )
                    state.usage.add(routed.response.usage)
                    state.model = routed.model
                    yield Event(kind="done", data={"response": routed.response})
        except ModelError as exc:
            if isinstance(exc.attempt, Attempt):
                await self._record(state, self._model_step(exc.attempt, None, state))
            raise

    async def _record(
        self, state: _RunState, step: ModelStep | ToolStep, *, wait: bool = True
    ) -> None:
        """Record a step and wait for its commit before the run goes on (invariant 3): a crash
        loses at most the step running. Concurrent runs wait on the same group commit."""
        if isinstance(step, ModelStep):
            await self.tracer.model_step(state.op, step)
        else:
            await self.tracer.tool_step(state.op, step)
        if wait:
            await self.tracer.durable(state.op)

    def _model_step(
        self, attempt: Any, response: ModelResponse | None, state: _RunState
    ) -> ModelStep:
        return ModelStep(
            model=attempt.model,
            provider=attempt.provider,
            request=attempt.request,
            started_at=self.clock.now() - timedelta(milliseconds=attempt.duration_ms),
            duration_ms=attempt.duration_ms,
            status="ok" if response is not None else "error",
            response=response,
            failure=attempt.failure,
            meta=state.step_meta,
        )

    async def _call_with_chains(
        self,
        state: _RunState,
        task: Task,
        call: ToolCall,
        request_id: str | None,
        pause: PauseState,
    ) -> _CallResult:
        """Run a call, then the branch its outcome selects; a pause anywhere pauses the parent.

        On resume the parent runs again from the top: calls with side effects return their
        stored outcomes (same request ids), so only the call that waited actually runs.
        """
        try:
            envelope = split_envelope(call.arguments)
        except ToolError:
            envelope = Envelope(params=dict(call.arguments))  # the executor refuses and audits
        request_id = envelope.request_id or request_id or f"{state.task_key}:{call.id}"
        outcome = await self._call_tool(state, task, call, request_id, pause)
        if outcome.pending:
            return _CallResult(outcome, outcome.output, approval=outcome.approval)
        branch_name = "on_success" if outcome.ok else "on_failure"
        branch = envelope.on_success if outcome.ok else envelope.on_failure
        if not branch:
            return _CallResult(outcome, outcome.output)
        scope = template_scope(envelope.params, outcome.output, outcome.failure)
        events: list[Event] = []
        ran: list[dict[str, Any]] = []
        for index, link in enumerate(branch):
            nested = chain_arguments(link.model_copy(update={"params": {}}))
            arguments = {**render(link.params, scope), **nested}
            child = ToolCall(f"{call.id}.{branch_name}.{index}", link.tool, arguments)
            events.append(Event(kind="tool_call", step=state.op.seq + 1, tool_call=child))
            done = await self._call_with_chains(
                state, task, child, f"{request_id}/{branch_name}/{index}", pause
            )
            events.extend(done.events)
            if done.approval is not None:
                return _CallResult(outcome, done.content, events, done.approval)
            events.append(
                Event(
                    kind="tool_result",
                    step=state.op.seq,
                    tool_call=child,
                    ok=done.outcome.ok,
                    text=done.content,
                )
            )
            ran.append(
                {"tool": link.tool, "ok": done.outcome.ok, "output": _maybe_json(done.content)}
            )
        content = json.dumps(
            {"result": _maybe_json(outcome.output), branch_name: ran}, ensure_ascii=False
        )
        return _CallResult(outcome, content, events)

    def _pause_state(
        self, task: Task, state: _RunState, queue: list[ToolCall], seen: dict[str, int]
    ) -> PauseState:
        """What resuming needs, built only if a call waits: the executor stores it with the
        new approval in one transaction, so no approval exists without its paused task."""

        def build() -> dict[str, Any]:
            return {
                "task": _task_to_json(task),
                "messages": [m.to_dict() for m in state.messages],
                "queue": [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in queue],
                "model_calls": state.model_calls,
                "seen_calls": dict(seen),
                "boundary": state.boundary,
                "turn_start": state.turn_start,
            }

        return build

    async def _pause(self, state: _RunState, waiting: ApprovalRequired) -> Event:
        """End this run in the A2A state `input-required`; the paused task is already stored
        (with the approval), or is an earlier run's when this run repeated a waiting request."""
        approval_id = waiting.approval_id
        message = (
            f"waiting for approval {approval_id}; approve with `xihe approvals approve "
            f"{approval_id}` or reject with `xihe approvals reject {approval_id} --reason ...`"
        )
        return await self._finish(state, "input-required", answer=message, waiting=waiting)

    async def _call_tool(
        self,
        state: _RunState,
        task: Task,
        call: ToolCall,
        request_id: str | None,
        pause: PauseState | None,
    ) -> ToolOutcome:
        signature = f"{call.name}:{jsontext.dumps(call.arguments, sort_keys=True, default=str)}"
        state.seen_calls[signature] = state.seen_calls.get(signature, 0) + 1
        started = self.clock.now()
        acted: list[bool] = []
        if state.seen_calls[signature] > self.settings.agent.repeat_limit:
            outcome = _repeated(call, state.seen_calls[signature] - 1)
        else:

            async def before_side_effect() -> None:
                acted.append(True)
                await self.tracer.flush()

            ctx = ToolContext(
                settings=self.settings,
                tenant=task.tenant,
                principal=task.user or "local",
                role=task.role,
                operation_id=state.op.id,
                request_id=request_id or call.id,
                task_id=state.task_key,
                pause_state=pause if self.approvals is not None else None,
                before_side_effect=before_side_effect,
            )
            mono = self.clock.monotonic()
            try:
                outcome = await (state.executor or self.executor).execute(call, ctx)
            except asyncio.CancelledError:
                elapsed = round((self.clock.monotonic() - mono) * 1000, 3)
                await self.tracer.tool_step(
                    state.op,
                    ToolStep(
                        tool=call.name,
                        call_id=call.id,
                        arguments=redact_params(call.arguments, self.settings.tools),
                        started_at=started,
                        duration_ms=elapsed,
                        status="canceled",
                        failure=Failure(
                            ErrorClass.CANCELLED, "Cancelled", "canceled", tool=call.name
                        ),
                    ),
                )
                if acted:
                    await self.tracer.flush()
                raise
        if outcome.pending:
            return outcome  # not a step yet: the approval row and the audit row record it
        await self._record(
            state,
            ToolStep(
                tool=call.name,
                call_id=call.id,
                arguments=redact_params(call.arguments, self.settings.tools),
                started_at=started,
                duration_ms=outcome.duration_ms,
                status="ok" if outcome.ok else "error",
                output=outcome.output,
                failure=outcome.failure,
                meta=_step_meta(outcome, request_id),
            ),
        )
        return outcome

    async def _finish(
        self,
        state: _RunState,
        status: str,
        *,
        answer: str = "",
        error: str | None = None,
        waiting: ApprovalRequired | None = None,
        cause: XiheError | None = None,
    ) -> Event:
        await self.tracer.finish(
            state.op,
            OperationEnd(
                status=status,
                answer=answer,
                error=error,
                usage=state.usage,
                model=state.model or None,
                fallbacks=state.fallbacks,
            ),
        )
        await self.tracer.durable(state.op)  # a result is never reported ahead of its trace
        result = RunResult(
            operation_id=state.op.id,
            status=status,  # type: ignore[arg-type]
            answer=answer,
            steps=state.op.seq,
            usage=state.usage,
            model=state.model,
            fallbacks_tried=list(state.fallbacks),
            error=error,
            approval_id=waiting.approval_id if waiting else None,
            task_id=waiting.task_id if waiting else None,
            cause=cause,
        )
        data: dict[str, Any] = {"result": result}
        if waiting is not None:
            data["approval"] = waiting
        return Event(kind="done", step=state.op.seq, ok=status == "completed", data=data)


def _task_to_json(task: Task) -> dict[str, Any]:
    return {
        "prompt": task.prompt,
        "tools": list(task.tools) if task.tools is not None else None,
        "route": task.route,
        "max_steps": task.max_steps,
        "tenant": task.tenant,
        "user": task.user,
        "role": task.role,
        "session_id": task.session_id,
        "system_prompt": task.system_prompt,
        "kind": task.kind,
    }


def _task_meta(task: Task) -> dict[str, Any]:
    """What replay needs to run the task again: its history is in the first request."""
    return {
        "tools": list(task.tools) if task.tools is not None else None,
        "max_steps": task.max_steps,
        "role": task.role,
        "system_prompt": task.system_prompt,
        "history": len(task.history),
    }


def _task_from_json(data: dict[str, Any]) -> Task:
    tools = data.get("tools")
    return Task(**{**data, "tools": tuple(tools) if tools is not None else None})


def _step_meta(outcome: ToolOutcome, request_id: str | None) -> dict[str, Any]:
    meta: dict[str, Any] = {"request_id": request_id} if request_id else {}
    if outcome.sanitized:
        meta["sanitized"] = outcome.sanitized
    if outcome.replayed:
        meta["replayed"] = True
    if outcome.attempts > 1:
        meta["attempts"] = outcome.attempts
    return meta


def _fallback(model: str, attempt: Attempt, step: int) -> Event:
    """The event telling a surface that `model` failed and the route moves on."""
    failure = attempt.failure
    return Event(
        kind="fallback",
        step=step,
        ok=False,
        text=failure.message if failure else "",
        data={"model": model, "failure": failure.to_dict() if failure else {}},
    )


def _maybe_json(text: str) -> Any:
    try:
        return json.loads(text)
    except (json.JSONDecodeError, TypeError):
        return text


def _repeated(call: ToolCall, times: int) -> ToolOutcome:
    message = (
        f"refused: '{call.name}' was already called {times} time(s) with these exact "
        "arguments; use the earlier result or change the arguments"
    )
    failure = Failure(ErrorClass.VALIDATION, "RepeatedCall", message, tool=call.name)
    output = json.dumps({"error": {"class": "validation", "message": message}})
    return ToolOutcome(call, "error", output, 0.0, failure)
