"""The tracer: records of each operation and step, group-committed by the process's writer."""

from __future__ import annotations

import hashlib
from functools import partial
from operator import is_
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core import jsontext
from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import Failure
from xihe.core.ids import IdSource, RandomIds
from xihe.core.memo import ByIdentity
from xihe.core.messages import ModelRequest
from xihe.store.db import Store
from xihe.tracing.blobs import BlobCipher
from xihe.tracing.records import ModelStep, Operation, OperationEnd, RequestPrefix, ToolStep
from xihe.tracing.writer import SinkCall, TraceRecord, TraceWriter


class StepExporter(Protocol):
    """Something that mirrors steps elsewhere (OpenTelemetry); called after the row commits."""

    def model_step(self, op: Operation, seq: int, step: ModelStep) -> None: ...

    def tool_step(self, op: Operation, seq: int, step: ToolStep) -> None: ...

    def finish(self, op: Operation, end: OperationEnd, duration_ms: float) -> None: ...


class FailureSink(Protocol):
    """Records failures inside the step's own transaction (the evolution engine's error rows).

    Called with the open connection so a failed step and its error row commit together:
    every new error is matched against the patterns as it is written.
    """

    async def step_failed(
        self,
        conn: AsyncConnection,
        op: Operation,
        step_id: str,
        failure: Failure,
        tool: str | None,
    ) -> None: ...

    async def operation_failed(
        self, conn: AsyncConnection, op: Operation, end: OperationEnd
    ) -> None: ...


def _dumps(value: Any) -> str:
    return jsontext.dumps(value, sort_keys=True)


_FRAGMENTS: ByIdentity[str] = ByIdentity(lambda item: _dumps(item.to_dict()))
"""Each message's and tool's JSON (the bytes are `_dumps`'): only new ones are serialized."""


def canonical(request: ModelRequest) -> tuple[str, str]:
    """Content address of a request: identical requests are stored once per tenant. The body
    is `request.to_dict()` as compact JSON with sorted keys, built from each message's
    remembered JSON."""
    digest, body, _ = extend(request, None)
    return digest, body


def extend(request: ModelRequest, prefix: RequestPrefix | None) -> tuple[str, str, RequestPrefix]:
    """`canonical`, reusing `prefix` (the operation's previous request) when this request
    repeats its messages and adds some: only the new messages are joined and hashed, so a
    run's later calls do not hash its whole history again. Returns this request's prefix."""
    lead = f'{{"max_output_tokens":{_dumps(request.max_output_tokens)},"messages":['
    messages = request.messages
    if (
        prefix is not None
        and prefix.lead == lead
        and len(messages) >= len(prefix.messages)
        and all(map(is_, prefix.messages, messages))
    ):
        new = ",".join(_FRAGMENTS.many(messages[len(prefix.messages) :]))
        added = f",{new}" if new and prefix.messages else new
        head, state = prefix.head + added, prefix.state.copy()
        state.update(added.encode())
    else:
        head = lead + ",".join(_FRAGMENTS.many(messages))
        state = hashlib.sha256(head.encode())
    tools = ",".join(_FRAGMENTS.many(request.tools))
    tail = f'],"temperature":{_dumps(request.temperature)},"tools":[{tools}]}}'
    whole = state.copy()
    whole.update(tail.encode())
    return whole.hexdigest(), head + tail, RequestPrefix(messages, lead, head, state)


def address(request: dict[str, Any]) -> tuple[str, str]:
    """`canonical` for a request already in dict form (an imported trace's): the same body
    and digest the recorder would have written for it."""
    body = _dumps(request)
    return hashlib.sha256(body.encode()).hexdigest(), body


def _failure_columns(failure: Failure | None) -> dict[str, Any]:
    if failure is None:
        return {}
    return {
        "error_class": failure.error_class.value,
        "error_type": failure.error_type,
        "error_status": failure.status,
        "error_provider": failure.provider,
        "error_message": failure.message,
    }


class Tracer:
    """Builds trace records and hands them to the process's group-commit writer.

    Nothing here waits for the disk: `durable(op)` and `flush()` do. The loop waits for each
    step before the next (invariant 3); the gateway's proxy mode does not wait; runtimes flush
    on shutdown. Exporters see a step once its row has committed.
    """

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        exporters: list[StepExporter] | None = None,
        failure_sink: FailureSink | None = None,
        writer: TraceWriter | None = None,
        cipher: BlobCipher,
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()
        self.exporters = exporters or []
        self.failure_sink = failure_sink
        self.writer = writer or TraceWriter(store)
        self.cipher = cipher
        """Seals request bodies in `blobs` (the snapshot keyring); readers open them with it."""

    async def flush(self) -> None:
        """Return once every record made so far is committed (before any side effect)."""
        await self.writer.flush()

    async def durable(self, op: Operation) -> None:
        """Return once every record of `op` so far is committed (and all queued before it):
        the loop waits here after each step, sharing the commit with every concurrent run."""
        await self.writer.durable(op.ticket)

    async def close(self) -> None:
        """Commit what is queued and stop the writer: a graceful stop loses nothing."""
        await self.writer.close()

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
        row: dict[str, Any] = {
            "id": op.id,
            "tenant": tenant,
            "user_id": user_id,
            "session_id": session_id,
            "task_id": task_id,
            "kind": kind,
            "input": input,
            "route": route,
            "status": "running",
            "started_at": op.started_at,
            "steps": 0,
            "input_tokens": 0,
            "output_tokens": 0,
            "cached_tokens": 0,
            "reasoning_tokens": 0,
            "fallbacks": [],
            "meta": meta or {},
        }
        op.ticket = await self.writer.submit(TraceRecord(start=row))
        return op

    async def model_step(self, op: Operation, step: ModelStep) -> str:
        seq = op.next_seq()
        step_id = self.ids.new("step")
        digest, body, op.request_prefix = extend(step.request, op.request_prefix)
        response = step.response
        usage = response.usage if response else None
        row: dict[str, Any] = {
            "id": step_id,
            "operation_id": op.id,
            "tenant": op.tenant,
            "seq": seq,
            "type": "call_llm",
            "status": step.status,
            "started_at": step.started_at,
            "duration_ms": step.duration_ms,
            "model": step.model,
            "provider": step.provider,
            "request_ref": digest,
            "meta": dict(step.meta),
        }
        if response is not None and usage is not None:
            row |= {
                "input_tokens": usage.input_tokens,
                "output_tokens": usage.output_tokens,
                "cached_tokens": usage.cached_tokens,
                "reasoning_tokens": usage.reasoning_tokens,
                "response_text": response.text,
                "tool_calls": [
                    {"id": c.id, "name": c.name, "arguments": c.arguments}
                    for c in response.tool_calls
                ],
                "meta": dict(step.meta)
                | {"response_model": response.model, "finish_reason": response.finish_reason},
            }
        row |= _failure_columns(step.failure)
        sealed = self.cipher.seal(op.tenant, digest, body)
        blob = {"tenant": op.tenant, "hash": digest, "body": sealed, "created_at": self.clock.now()}
        record = TraceRecord(step=row, blob=blob, count=(op.id, seq))
        if step.failure is not None and self.failure_sink is not None:
            record.sinks.append(self._step_failed(op, step_id, step.failure, None))
        record.after = [partial(e.model_step, op, seq, step) for e in self.exporters]
        op.ticket = await self.writer.submit(record)
        return step_id

    async def tool_step(self, op: Operation, step: ToolStep) -> str:
        seq = op.next_seq()
        step_id = self.ids.new("step")
        row: dict[str, Any] = {
            "id": step_id,
            "operation_id": op.id,
            "tenant": op.tenant,
            "seq": seq,
            "type": "call_tool",
            "status": step.status,
            "started_at": step.started_at,
            "duration_ms": step.duration_ms,
            "tool_name": step.tool,
            "tool_call_id": step.call_id,
            "tool_input": step.arguments,
            "tool_output": step.output,
            "tool_success": step.status == "ok",
            "meta": step.meta,
        } | _failure_columns(step.failure)
        record = TraceRecord(step=row, count=(op.id, seq))
        if step.failure is not None and self.failure_sink is not None:
            record.sinks.append(self._step_failed(op, step_id, step.failure, step.tool))
        record.after = [partial(e.tool_step, op, seq, step) for e in self.exporters]
        op.ticket = await self.writer.submit(record)
        return step_id

    async def finish(self, op: Operation, end: OperationEnd) -> None:
        duration_ms = round((self.clock.monotonic() - op.started_mono) * 1000, 3)
        values = {
            "id": op.id,
            "tenant": op.tenant,
            "status": end.status,
            "answer": end.answer,
            "error": end.error,
            "model": end.model,
            "finished_at": self.clock.now(),
            "duration_ms": duration_ms,
            "input_tokens": end.usage.input_tokens,
            "output_tokens": end.usage.output_tokens,
            "cached_tokens": end.usage.cached_tokens,
            "reasoning_tokens": end.usage.reasoning_tokens,
            "fallbacks": list(end.fallbacks),
        }
        record = TraceRecord(finish=values)
        if end.status == "failed" and self.failure_sink is not None:
            sink = self.failure_sink

            async def failed(conn: AsyncConnection) -> None:
                await sink.operation_failed(conn, op, end)

            record.sinks.append(failed)
        record.after = [partial(e.finish, op, end, duration_ms) for e in self.exporters]
        op.ticket = await self.writer.submit(record)

    def _step_failed(
        self, op: Operation, step_id: str, failure: Failure, tool: str | None
    ) -> SinkCall:
        sink = self.failure_sink
        assert sink is not None

        async def failed(conn: AsyncConnection) -> None:
            await sink.step_failed(conn, op, step_id, failure, tool)

        return failed
