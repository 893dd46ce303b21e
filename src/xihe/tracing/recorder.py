"""The tracer: each write is its own committed transaction, so a crash loses at most one step."""

from __future__ import annotations

import hashlib
import json
from typing import Any, Protocol

from sqlalchemy import insert, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import Failure
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import ModelRequest
from xihe.store.db import Store
from xihe.store.tables import blobs, operations, steps
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep


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


def canonical(request: ModelRequest) -> tuple[str, str]:
    """Content address of a request: identical requests are stored once per tenant."""
    body = json.dumps(request.to_dict(), ensure_ascii=False, sort_keys=True)
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
    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        exporters: list[StepExporter] | None = None,
        failure_sink: FailureSink | None = None,
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()
        self.exporters = exporters or []
        self.failure_sink = failure_sink

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
        async with self.store.begin() as conn:
            await conn.execute(
                insert(operations).values(
                    id=op.id,
                    tenant=tenant,
                    user_id=user_id,
                    session_id=session_id,
                    task_id=task_id,
                    kind=kind,
                    input=input,
                    route=route,
                    status="running",
                    started_at=op.started_at,
                    steps=0,
                    input_tokens=0,
                    output_tokens=0,
                    cached_tokens=0,
                    reasoning_tokens=0,
                    fallbacks=[],
                    meta=meta or {},
                )
            )
        return op

    async def model_step(self, op: Operation, step: ModelStep) -> str:
        seq = op.next_seq()
        step_id = self.ids.new("step")
        digest, body = canonical(step.request)
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
        async with self.store.begin() as conn:
            await conn.execute(self._insert_blob(op.tenant, digest, body))
            await conn.execute(insert(steps).values(**row))
            await conn.execute(update(operations).where(operations.c.id == op.id).values(steps=seq))
            if step.failure is not None and self.failure_sink is not None:
                await self.failure_sink.step_failed(conn, op, step_id, step.failure, None)
        for exporter in self.exporters:
            exporter.model_step(op, seq, step)
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
        async with self.store.begin() as conn:
            await conn.execute(insert(steps).values(**row))
            await conn.execute(update(operations).where(operations.c.id == op.id).values(steps=seq))
            if step.failure is not None and self.failure_sink is not None:
                await self.failure_sink.step_failed(conn, op, step_id, step.failure, step.tool)
        for exporter in self.exporters:
            exporter.tool_step(op, seq, step)
        return step_id

    async def finish(self, op: Operation, end: OperationEnd) -> None:
        duration_ms = round((self.clock.monotonic() - op.started_mono) * 1000, 3)
        async with self.store.begin() as conn:
            await conn.execute(
                update(operations)
                .where(operations.c.id == op.id, operations.c.tenant == op.tenant)
                .values(
                    status=end.status,
                    answer=end.answer,
                    error=end.error,
                    model=end.model,
                    finished_at=self.clock.now(),
                    duration_ms=duration_ms,
                    input_tokens=end.usage.input_tokens,
                    output_tokens=end.usage.output_tokens,
                    cached_tokens=end.usage.cached_tokens,
                    reasoning_tokens=end.usage.reasoning_tokens,
                    fallbacks=end.fallbacks,
                )
            )
            if end.status == "failed" and self.failure_sink is not None:
                await self.failure_sink.operation_failed(conn, op, end)
        for exporter in self.exporters:
            exporter.finish(op, end, duration_ms)

    def _insert_blob(self, tenant: str, digest: str, body: str) -> Any:
        values = {"tenant": tenant, "hash": digest, "body": body, "created_at": self.clock.now()}
        if self.store.dialect == "postgresql":
            return pg_insert(blobs).values(**values).on_conflict_do_nothing()
        return sqlite_insert(blobs).values(**values).on_conflict_do_nothing()
