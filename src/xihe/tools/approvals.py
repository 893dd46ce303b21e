"""Stored approvals and paused tasks: a person decides later, in any process.

A decision is one conditional UPDATE (`WHERE status = 'pending'`), so deciding twice changes
nothing and two people racing cannot both win. A paused task's state is stored as JSON; the
process that wins the `paused → resumed` update is the only one that resumes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import operations, paused_tasks, tool_approvals

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
    )


class ApprovalStore:
    def __init__(self, store: Store, *, clock: Clock, ids: IdSource) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids

    async def request(
        self,
        *,
        tenant: str,
        request_id: str,
        task_id: str | None,
        tool: str,
        params: dict[str, Any],
        principal: str,
        side_effect: str,
        warnings: list[str],
    ) -> Approval:
        """A pending approval for this key, or the one already stored for it."""
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(tool_approvals).values(
                        id=self.ids.new("apr"),
                        tenant=tenant,
                        request_id=request_id,
                        task_id=task_id,
                        tool=tool,
                        params=params,
                        principal=principal,
                        side_effect=side_effect,
                        warnings=warnings,
                        status="pending",
                        created_at=self.clock.now(),
                    )
                )
        except IntegrityError:
            pass
        found = await self.for_request(tenant, request_id)
        assert found is not None
        return found

    async def for_request(self, tenant: str, request_id: str) -> Approval | None:
        return await self._one(
            tool_approvals.c.tenant == tenant, tool_approvals.c.request_id == request_id
        )

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
    async def pause(
        self, *, tenant: str, task_id: str, approval_id: str, state: dict[str, Any]
    ) -> None:
        now = self.clock.now()
        values = {"approval_id": approval_id, "status": "paused", "state": state, "updated_at": now}
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(paused_tasks).values(
                        task_id=task_id, tenant=tenant, created_at=now, **values
                    )
                )
        except IntegrityError:
            async with self.store.begin() as conn:
                await conn.execute(
                    update(paused_tasks)
                    .where(paused_tasks.c.tenant == tenant, paused_tasks.c.task_id == task_id)
                    .values(**values)
                )

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
        pending calls is safe because their request ids are stable (idempotency keys).
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
