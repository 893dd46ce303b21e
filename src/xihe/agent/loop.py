"""The agent loop: model → tool calls → results → model, bounded, cancellable, traced.

It reaches clocks, ids and I/O only through injected objects, so the same code runs live
and under replay with a scripted model and recorded tool outputs.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, XiheError
from xihe.core.events import Event, RunResult
from xihe.core.messages import Message, ModelRequest, ModelResponse, ToolCall, Usage
from xihe.core.settings import Settings
from xihe.models.router import ModelRouter
from xihe.tools.executor import ToolExecutor, ToolOutcome
from xihe.tools.spec import ToolContext
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
    role: str = "admin"
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


class AgentLoop:
    def __init__(
        self,
        *,
        settings: Settings,
        router: ModelRouter,
        executor: ToolExecutor,
        tracer: Tracer,
        clock: Clock | None = None,
    ) -> None:
        self.settings = settings
        self.router = router
        self.executor = executor
        self.tracer = tracer
        self.clock = clock or SystemClock()

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

    async def events(self, task: Task) -> AsyncIterator[Event]:
        route_name, _ = self.settings.route_or_model(task.route)
        schemas = tuple(self.executor.schemas(list(task.tools) if task.tools is not None else None))
        op = await self.tracer.start(
            tenant=task.tenant,
            input=task.prompt,
            route=route_name,
            kind=task.kind,
            user_id=task.user,
            session_id=task.session_id,
            meta={"tools": [s.name for s in schemas]},
        )
        system = task.system_prompt or self.settings.agent.system_prompt
        state = _RunState(
            op=op,
            messages=[
                Message(role="system", content=system),
                *task.history,
                Message(role="user", content=task.prompt),
            ],
        )
        max_steps = task.max_steps or self.settings.agent.max_steps
        try:
            while True:
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
                for call in response.tool_calls:
                    yield Event(kind="tool_call", step=op.seq + 1, tool_call=call)
                    outcome = await self._call_tool(state, task, call)
                    state.messages.append(
                        Message(role="tool", content=outcome.output, tool_call_id=call.id)
                    )
                    yield Event(
                        kind="tool_result",
                        step=op.seq,
                        tool_call=call,
                        ok=outcome.ok,
                        text=outcome.output,
                    )
        except asyncio.CancelledError:
            await self._finish(state, "canceled", error="canceled by the caller")
            raise
        except XiheError as exc:
            yield Event(kind="error", step=op.seq, text=str(exc), ok=False)
            yield await self._finish(state, "failed", error=str(exc))

    async def _call_model(
        self, state: _RunState, request: ModelRequest, route: str
    ) -> AsyncIterator[Event]:
        """One routed model call; every attempt, failed or not, becomes a committed step."""
        yield Event(kind="step_start", step=state.op.seq + 1, data={"type": "call_llm"})
        async for routed in self.router.stream(request, route):
            attempt = routed.attempt
            if routed.kind == "text":
                yield Event(kind="text_delta", step=state.op.seq + 1, text=routed.text)
            elif routed.kind == "attempt_failed" and attempt is not None:
                state.fallbacks.append(routed.model)
                if not attempt.skipped:
                    await self.tracer.model_step(state.op, self._model_step(attempt, None))
                failure = attempt.failure
                yield Event(
                    kind="fallback",
                    step=state.op.seq,
                    ok=False,
                    text=failure.message if failure else "",
                    data={"model": routed.model, "failure": failure.to_dict() if failure else {}},
                )
            elif routed.kind == "done" and attempt is not None and routed.response is not None:
                await self.tracer.model_step(state.op, self._model_step(attempt, routed.response))
                state.usage.add(routed.response.usage)
                state.model = routed.model
                yield Event(kind="done", data={"response": routed.response})

    def _model_step(self, attempt: Any, response: ModelResponse | None) -> ModelStep:
        return ModelStep(
            model=attempt.model,
            provider=attempt.provider,
            request=attempt.request,
            started_at=self.clock.now() - timedelta(milliseconds=attempt.duration_ms),
            duration_ms=attempt.duration_ms,
            status="ok" if response is not None else "error",
            response=response,
            failure=attempt.failure,
        )

    async def _call_tool(self, state: _RunState, task: Task, call: ToolCall) -> ToolOutcome:
        signature = f"{call.name}:{json.dumps(call.arguments, sort_keys=True, default=str)}"
        state.seen_calls[signature] = state.seen_calls.get(signature, 0) + 1
        started = self.clock.now()
        if state.seen_calls[signature] > self.settings.agent.repeat_limit:
            outcome = _repeated(call, state.seen_calls[signature] - 1)
        else:
            ctx = ToolContext(
                settings=self.settings,
                tenant=task.tenant,
                principal=task.user or "local",
                role=task.role,
                operation_id=state.op.id,
                request_id=call.id,
            )
            mono = self.clock.monotonic()
            try:
                outcome = await self.executor.execute(call, ctx)
            except asyncio.CancelledError:
                elapsed = round((self.clock.monotonic() - mono) * 1000, 3)
                await self.tracer.tool_step(
                    state.op,
                    ToolStep(
                        tool=call.name,
                        call_id=call.id,
                        arguments=call.arguments,
                        started_at=started,
                        duration_ms=elapsed,
                        status="canceled",
                        failure=Failure(
                            ErrorClass.CANCELLED, "Cancelled", "canceled", tool=call.name
                        ),
                    ),
                )
                raise
        await self.tracer.tool_step(
            state.op,
            ToolStep(
                tool=call.name,
                call_id=call.id,
                arguments=call.arguments,
                started_at=started,
                duration_ms=outcome.duration_ms,
                status=outcome.status,
                output=outcome.output,
                failure=outcome.failure,
                meta={"sanitized": outcome.sanitized} if outcome.sanitized else {},
            ),
        )
        return outcome

    async def _finish(
        self, state: _RunState, status: str, *, answer: str = "", error: str | None = None
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
        result = RunResult(
            operation_id=state.op.id,
            status=status,  # type: ignore[arg-type]
            answer=answer,
            steps=state.op.seq,
            usage=state.usage,
            model=state.model,
            fallbacks_tried=list(state.fallbacks),
            error=error,
        )
        return Event(
            kind="done", step=state.op.seq, ok=status == "completed", data={"result": result}
        )


def _repeated(call: ToolCall, times: int) -> ToolOutcome:
    message = (
        f"refused: '{call.name}' was already called {times} time(s) with these exact "
        "arguments; use the earlier result or change the arguments"
    )
    failure = Failure(ErrorClass.VALIDATION, "RepeatedCall", message, tool=call.name)
    output = json.dumps({"error": {"class": "validation", "message": message}})
    return ToolOutcome(call, "error", output, 0.0, failure)
