"""The audit log: one row per tool call, executed or refused, with redacted parameters."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import tool_audit
from xihe.tracing.writer import TraceRecord, TraceWriter


@dataclass(frozen=True)
class AuditEntry:
    """What a person asks later: who ran what, under which decision, and how it ended.

    outcome: ok | error | invalid | denied | pending | rejected | replayed | canceled
    decision: not-required | pre-approved | approved | rejected | pending | None (refused
    before a decision was needed)
    """

    tenant: str
    principal: str
    role: str
    tool: str
    params: dict[str, Any]
    outcome: str
    operation_id: str | None = None
    request_id: str | None = None
    decision: str | None = None
    decided_by: str | None = None
    approval_id: str | None = None
    error_class: str | None = None
    error_message: str | None = None
    attempts: int = 0
    duration_ms: float = 0.0
    sanitized: dict[str, Any] | None = None
    """What the sanitizer removed from the result (spans, detectors, scores), when anything."""


class AuditLog:
    def __init__(
        self,
        store: Store,
        *,
        clock: Clock,
        ids: IdSource,
        writer: TraceWriter | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids
        self.writer = writer
        """With a writer, rows of calls without side effects commit with the trace batch."""

    async def record(
        self, entry: AuditEntry, conn: AsyncConnection | None = None, *, queued: bool = False
    ) -> str:
        """Write the row on `conn` when given (it commits with the claim's outcome). `queued`
        (a finished call without side effects) lets it ride the trace writer's next batch."""
        row_id = self.ids.new("aud")
        values = {"id": row_id, "created_at": self.clock.now(), **entry.__dict__}
        if conn is not None:
            await conn.execute(insert(tool_audit).values(**values))
        elif queued and self.writer is not None:
            await self.writer.submit(TraceRecord(rows=[(tool_audit, values)]))
        else:
            async with self.store.begin() as own:
                await own.execute(insert(tool_audit).values(**values))
        return row_id


async def query_audit(
    store: Store,
    *,
    tenant: str,
    tool: str | None = None,
    since: datetime | None = None,
    request_id: str | None = None,
    limit: int = 100,
) -> list[dict[str, Any]]:
    """Newest last, so a page reads like a log."""
    query = select(tool_audit).where(tool_audit.c.tenant == tenant)
    if tool is not None:
        query = query.where(tool_audit.c.tool == tool)
    if since is not None:
        query = query.where(tool_audit.c.created_at >= since)
    if request_id is not None:
        query = query.where(tool_audit.c.request_id == request_id)
    query = query.order_by(tool_audit.c.created_at.desc(), tool_audit.c.id.desc()).limit(limit)
    async with store.connect() as conn:
        rows = (await conn.execute(query)).mappings().all()
    out = [dict(r) for r in rows if r["tenant"] == tenant]
    for row in out:
        row["created_at"] = _iso(row["created_at"])
    return list(reversed(out))


def _iso(value: datetime) -> str:
    return value.isoformat()
