"""Reading traces back: always filtered by tenant, for the CLI, the API and the engine."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_, select

from xihe.core.errors import ErrorClass, XiheError
from xihe.store.db import Store
from xihe.store.tables import blobs, operations, steps
from xihe.tracing.blobs import BlobCipher, read_body


class TraceNotFoundError(XiheError):
    error_class = ErrorClass.NOT_FOUND


class CursorError(XiheError):
    error_class = ErrorClass.VALIDATION


def _plain(row: Any) -> dict[str, Any]:
    out = dict(row._mapping)
    for key, value in out.items():
        if isinstance(value, datetime):
            out[key] = value.isoformat()
    return out


async def active_tenants(store: Store, *, since: datetime) -> list[str]:
    """Tenants with an operation started at or after `since`: who scheduled jobs visit."""
    query = select(operations.c.tenant).where(operations.c.started_at >= since).distinct()
    async with store.connect() as conn:
        return sorted(str(r[0]) for r in (await conn.execute(query)).all())


@dataclass(frozen=True)
class OperationFilter:
    """Equality filters on an operation's columns plus a substring of its input; empty
    fields do not filter."""

    status: str | None = None
    model: str | None = None
    route: str | None = None
    user_id: str | None = None
    kind: str | None = None
    session_id: str | None = None
    search: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    """A start-time range, `since` included and `until` not."""

    def clauses(self) -> list[Any]:
        out: list[Any] = []
        for name in ("status", "model", "route", "user_id", "kind", "session_id"):
            value = getattr(self, name)
            if value:
                out.append(operations.c[name] == value)
        if self.search:
            out.append(operations.c.input.contains(self.search, autoescape=True))
        if self.since is not None:
            out.append(operations.c.started_at >= self.since)
        if self.until is not None:
            out.append(operations.c.started_at < self.until)
        return out


def cursor_of(row: dict[str, Any]) -> str:
    """Where the next (older) page starts: keyset paging, so page 500 costs what page 1 does."""
    return f"{row['started_at']}|{row['id']}"


async def list_operations(
    store: Store,
    *,
    tenant: str,
    limit: int = 20,
    status: str | None = None,
    where: OperationFilter | None = None,
    before: str | None = None,
) -> list[dict[str, Any]]:
    """Newest first; `before` is a `cursor_of` a row, the page continues after it."""
    query = (
        select(operations)
        .where(operations.c.tenant == tenant)
        .order_by(operations.c.started_at.desc(), operations.c.id.desc())
        .limit(limit)
    )
    if status:
        query = query.where(operations.c.status == status)
    if where is not None:
        query = query.where(*where.clauses())
    if before:
        at, _, op_id = before.partition("|")
        try:
            started = datetime.fromisoformat(at)
        except ValueError:
            raise CursorError(
                f"'{before}' is not a page cursor",
                hint="pass `started_at|id` of the last row of the previous page",
            ) from None
        query = query.where(
            or_(
                operations.c.started_at < started,
                and_(operations.c.started_at == started, operations.c.id < op_id),
            )
        )
    async with store.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [_plain(r) for r in rows]


async def resumed_run(store: Store, *, tenant: str, task_id: str) -> dict[str, Any] | None:
    """The latest finished run that resumed `task_id` (a task paused for approval), if any:
    what a retry of the paused request, or a follow-up to the paused A2A task, answers."""
    query = (
        select(operations)
        .where(
            operations.c.tenant == tenant,
            operations.c.task_id == task_id,
            operations.c.status.in_(("completed", "failed", "canceled", "input-required")),
        )
        .order_by(operations.c.started_at.desc(), operations.c.id.desc())
        .limit(1)
    )
    async with store.connect() as conn:
        row = (await conn.execute(query)).first()
    return _plain(row) if row is not None and row.tenant == tenant else None


async def resume_abandoned(store: Store, *, tenant: str, task_id: str) -> bool:
    """Whether the last run that resumed `task_id` was abandoned (its process died; the
    reaper marked it) and no other resumed run is going."""
    query = (
        select(operations.c.status)
        .where(operations.c.tenant == tenant, operations.c.task_id == task_id)
        .order_by(operations.c.started_at.desc(), operations.c.id.desc())
        .limit(1)
    )
    async with store.connect() as conn:
        row = (await conn.execute(query)).first()
    return row is not None and row[0] == "abandoned"


async def get_operation(
    store: Store,
    *,
    tenant: str,
    operation_id: str,
    with_requests: bool = False,
    cipher: BlobCipher | None = None,
) -> dict[str, Any]:
    """One operation with its steps in order; a prefix of the id is enough. Exact requests
    (`with_requests`) are encrypted at rest: pass the runtime's `tracer.cipher`."""
    async with store.connect() as conn:
        # the whole id first (a primary-key read); a prefix scans, so only when that misses
        found = (
            await conn.execute(
                select(operations).where(
                    operations.c.tenant == tenant, operations.c.id == operation_id
                )
            )
        ).all()
        if not found:
            found = (
                await conn.execute(
                    select(operations).where(
                        operations.c.tenant == tenant, operations.c.id.startswith(operation_id)
                    )
                )
            ).all()
        if not found:
            raise TraceNotFoundError(
                f"no operation '{operation_id}' for tenant '{tenant}'",
                hint="list recent ones with `xihe traces list`",
            )
        if len(found) > 1:
            raise TraceNotFoundError(
                f"'{operation_id}' matches {len(found)} operations", hint="give more of the id"
            )
        op = _plain(found[0])
        step_rows = (
            await conn.execute(
                select(steps)
                .where(steps.c.operation_id == op["id"], steps.c.tenant == tenant)
                .order_by(steps.c.seq)
            )
        ).all()
        op["step_list"] = [_plain(r) for r in step_rows]
        if with_requests:
            for step in op["step_list"]:
                if step.get("request_ref"):
                    step["request"] = await _blob(conn, tenant, step["request_ref"], cipher)
    return op


async def _blob(conn: Any, tenant: str, digest: str, cipher: BlobCipher | None) -> Any:
    body = (
        await conn.execute(
            select(blobs.c.body).where(blobs.c.tenant == tenant, blobs.c.hash == digest)
        )
    ).scalar_one_or_none()
    return read_body(cipher, tenant, digest, body) if body else None
