"""Stored approvals and paused tasks: a person decides later, in any process.

An approval is bound to the principal, the tool and a hash of the canonical arguments under
its key (tenant, principal, request_id), and authorises one execution (`consumed_at`). A new
approval and the task paused on it are written in one transaction, so an approval id handed
out always has a task to resume. A decision is one conditional UPDATE
(`WHERE status = 'pending'`), so deciding twice changes nothing and two people racing cannot
both win. The process that wins the `paused → resumed` update is the only one that resumes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import and_, insert, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import operations, paused_tasks, tool_approvals
from xihe.tools.idempotency import CallKey, expire_dead_claims

ApprovalStatus = Literal["pending", "approved", "rejected"]


@dataclass(frozen=True)
class Approval:
    id: str
    tenant: str
    request_id: str
    task_id: str | None
    tool: str
    params: dict[str, Any]
    principal: str
    side_effect: str
    status: ApprovalStatus
    created_at: datetime
    warnings: list[str] = field(default_factory=list)
    decided_by: str | None = None
    reason: str | None = None
    decided_at: datetime | None = None
    args_hash: str = ""
    consumed_at: datetime | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "tenant": self.tenant,
            "request_id": self.request_id,
            "task_id": self.task_id,
            "tool": self.tool,
            "params": self.params,
            "principal": self.principal,
            "side_effect": self.side_effect,
            "status": self.status,
            "warnings": self.warnings,
            "decided_by": self.decided_by,
            "reason": self.reason,
            "created_at": self.created_at.isoformat(),
            "decided_at": self.decided_at.isoformat() if self.decided_at else None,
            "consumed_at": self.consumed_at.isoformat() if self.consumed_at else None,
        }


@dataclass(frozen=True)
class ApprovalRequired:
    """A call waiting for a person: what a surface tells its caller (chat, A2A, MCP, CLI).

    `task_id` is the paused task that resumes on the decision — for a retry of a request
    already waiting, the earlier run's task; None for a call made outside a task (MCP).
    """

    approval_id: str
    task_id: str | None
    tool: str
    request_id: str
    created: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "approval_id": self.approval_id,
            "task_id": self.task_id,
            "tool": self.tool,
            "request_id": self.request_id,
            "created": self.created,
        }


def _approval(row: Any) -> Approval:
    return Approval(
        id=row["id"],
        tenant=row["tenant"],
        request_id=row["request_id"],
        task_id=row["task_id"],
        tool=row["tool"],
        params=dict(row["params"] or {}),
        principal=row["principal"],
        side_effect=row["side_effect"],
        status=row["status"],
        created_at=row["created_at"],
        warnings=list(row["warnings"] or []),
        decided_by=row["decided_by"],
        reason=row["reason"],
        decided_at=row["decided_at"],
        args_hash=row["args_hash"],
        consumed_at=row["consumed_at"],
    )


class ApprovalStore:
    def __init__(self, store: Store, *, clock: Clock, ids: IdSource) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids

    async def request(
        self,
        key: CallKey,
        *,
        task_id: str | None,
        params: dict[str, Any],
        side_effect: str,
        warnings: list[str],
        paused_state: dict[str, Any] | None = None,
    ) -> Approval | None:
        """A new pending approval and, when given, its paused task — in one transaction.

        None when a concurrent caller stored an approval for the same key or the same call
        first; look it up again with `for_call`.
        """
        approval_id = self.ids.new("apr")
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(tool_approvals).values(
                        id=approval_id,
                        tenant=key.tenant,
                        principal=key.principal,
                        request_id=key.request_id,
                        task_id=task_id,
                        tool=key.tool,
                        args_hash=key.args_hash,
                        params=params,
                        side_effect=side_effect,
                        warnings=warnings,
                        status="pending",
                        created_at=self.clock.now(),
                    )
                )
                if task_id is not None and paused_state is not None:
                    await self._write_pause(conn, key.tenant, task_id, approval_id, paused_state)
        except IntegrityError:
            return None
        return await self.get(key.tenant, approval_id)

    async def for_call(self, key: CallKey) -> tuple[Approval | None, Approval | None]:
        """(the approval under this key, an open approval for the same call under another key).

        "Open" is pending, or approved and not yet consumed: a retry of the same request by the
        same principal finds it instead of asking a person again.
        """
        c = tool_approvals.c
        query = select(tool_approvals).where(
            c.tenant == key.tenant,
            c.principal == key.principal,
            or_(
                c.request_id == key.request_id,
                and_(
                    c.tool == key.tool,
                    c.args_hash == key.args_hash,
                    c.consumed_at.is_(None),
                    c.status.in_(("pending", "approved")),
                ),
            ),
        )
        async with self.store.connect() as conn:
            rows = (await conn.execute(query.order_by(c.created_at))).mappings().all()
        found = [
            _approval(r)
            for r in rows
            if r["tenant"] == key.tenant and r["principal"] == key.principal
        ]
        by_key = next((a for a in found if a.request_id == key.request_id), None)
        open_ = next((a for a in found if a.request_id != key.request_id), None)
        return by_key, open_

    async def get(self, tenant: str, approval_id: str) -> Approval | None:
        return await self._one(
            tool_approvals.c.tenant == tenant, tool_approvals.c.id == approval_id
        )

    async def _one(self, *where: Any) -> Approval | None:
        async with self.store.connect() as conn:
            row = (await conn.execute(select(tool_approvals).where(*where))).mappings().first()
        return _approval(row) if row is not None else None

    async def find(self, tenant: str, status: str | None = "pending") -> list[Approval]:
        query = select(tool_approvals).where(tool_approvals.c.tenant == tenant)
        if status is not None:
            query = query.where(tool_approvals.c.status == status)
        async with self.store.connect() as conn:
            rows = (
                (await conn.execute(query.order_by(tool_approvals.c.created_at))).mappings().all()
            )
        return [_approval(r) for r in rows if r["tenant"] == tenant]

    async def decide(
        self,
        tenant: str,
        approval_id: str,
        *,
        approve: bool,
        by: str,
        reason: str | None = None,
    ) -> bool:
        """True when this call made the decision; False when it was already decided."""
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(tool_approvals)
                .where(
                    tool_approvals.c.tenant == tenant,
                    tool_approvals.c.id == approval_id,
                    tool_approvals.c.status == "pending",
                )
                .values(
                    status="approved" if approve else "rejected",
                    decided_by=by,
                    reason=reason,
                    decided_at=self.clock.now(),
                )
            )
        return bool(result.rowcount)

    # -- paused tasks --------------------------------------------------------------
    async def _write_pause(
        self,
        conn: AsyncConnection,
        tenant: str,
        task_id: str,
        approval_id: str,
        state: dict[str, Any],
    ) -> None:
        """Insert the paused task, or re-pause one already stored (a resumed run that waits
        again); runs on the caller's transaction."""
        now = self.clock.now()
        values = {"approval_id": approval_id, "status": "paused", "state": state, "updated_at": now}
        result = await conn.execute(
            update(paused_tasks)
            .where(paused_tasks.c.tenant == tenant, paused_tasks.c.task_id == task_id)
            .values(**values)
        )
        if not result.rowcount:
            await conn.execute(
                insert(paused_tasks).values(
                    task_id=task_id, tenant=tenant, created_at=now, **values
                )
            )

    async def pause(
        self, *, tenant: str, task_id: str, approval_id: str, state: dict[str, Any]
    ) -> None:
        """Store (or refresh) the state a task waiting on `approval_id` resumes from."""
        async with self.store.begin() as conn:
            await self._write_pause(conn, tenant, task_id, approval_id, state)

    async def paused_task(self, tenant: str, approval_id: str) -> str | None:
        """The task waiting on this approval, if it is still paused."""
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(paused_tasks.c.task_id).where(
                        paused_tasks.c.tenant == tenant,
                        paused_tasks.c.approval_id == approval_id,
                        paused_tasks.c.status == "paused",
                    )
                )
            ).first()
        return row[0] if row else None

    async def waiting_on(self, tenant: str, task_id: str) -> Approval | None:
        """The approval a paused task waits on now: a resumed run that paused again waits
        on a new one, which a retry of the original request must be told about."""
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(paused_tasks.c.approval_id).where(
                        paused_tasks.c.tenant == tenant,
                        paused_tasks.c.task_id == task_id,
                        paused_tasks.c.status == "paused",
                    )
                )
            ).first()
        return await self.get(tenant, row[0]) if row else None

    async def paused_taint(self, tenant: str, task_id: str) -> dict[str, Any] | None:
        """The taint a paused (or resumed) task carried when it paused, if any."""
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(paused_tasks.c.state).where(
                        paused_tasks.c.tenant == tenant, paused_tasks.c.task_id == task_id
                    )
                )
            ).first()
        taint = row[0].get("taint") if row and isinstance(row[0], dict) else None
        return taint if isinstance(taint, dict) else None

    async def claim_resume(self, tenant: str, task_id: str) -> dict[str, Any] | None:
        """The paused state for exactly one resumer; None for everyone else."""
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(paused_tasks)
                .where(
                    paused_tasks.c.tenant == tenant,
                    paused_tasks.c.task_id == task_id,
                    paused_tasks.c.status == "paused",
                )
                .values(status="resumed", updated_at=self.clock.now())
            )
            if not result.rowcount:
                return None
            row = (
                await conn.execute(
                    select(paused_tasks.c.state).where(
                        paused_tasks.c.tenant == tenant, paused_tasks.c.task_id == task_id
                    )
                )
            ).first()
        return dict(row[0]) if row else None

    async def reopen(self, tenant: str, task_id: str) -> bool:
        """Hand a claimed task back when its resumer died before finishing it.

        Only a task whose resumed run never reached a final state qualifies; re-running its
        pending calls is safe because their request ids are stable (idempotency keys). Claims
        its dead runs left `running` lose their lease here, so the resumed run reconciles them
        at once (an idempotent tool runs again under the same key; any other reports that its
        outcome is unknown) instead of waiting.
        """
        finished = ("completed", "failed", "canceled", "input-required")
        async with self.store.begin() as conn:
            done = (
                await conn.execute(
                    select(operations.c.id).where(
                        operations.c.tenant == tenant,
                        operations.c.task_id == task_id,
                        operations.c.status.in_(finished),
                    )
                )
            ).first()
            if done is not None:
                return False
            await expire_dead_claims(conn, tenant, task_id, self.clock.now())
            result = await conn.execute(
                update(paused_tasks)
                .where(
                    paused_tasks.c.tenant == tenant,
                    paused_tasks.c.task_id == task_id,
                    paused_tasks.c.status == "resumed",
                )
                .values(status="paused", updated_at=self.clock.now())
            )
            return bool(result.rowcount)
