"""`request_id` as the idempotency key, enforced by a unique constraint in the database.

The key is (tenant, principal, request_id) in separate columns, and a claim records the tool
and a hash of the canonical arguments: the first caller inserts a claim row; anyone else with
the same key hits the constraint and reads the stored outcome — served only when it was the
same call, refused otherwise (invariant 4), even when two processes race.

A running claim carries a lease (`expires_at`): the runner extends it before each attempt,
so a claim still `running` after its lease belongs to a process that died.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock
from xihe.core.errors import ErrorClass, Failure
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import operations, tool_approvals, tool_calls

RUNNING = "running"
LEASE_GRACE_SECONDS = 5.0
"""Beyond the tool's timeout: a live runner has finished or extended its lease by then."""


def canonical_json(value: Any) -> str:
    """Sorted keys, no whitespace: the same arguments always give the same text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def args_hash(arguments: dict[str, Any]) -> str:
    """SHA-256 of the canonical arguments (envelope keys already removed by the caller)."""
    return hashlib.sha256(canonical_json(arguments).encode()).hexdigest()


def same_call(stored_tool: str, stored_hash: str, tool: str, digest: str) -> bool:
    """Whether a stored claim or approval is for this call; rows from before the binding
    (`legacy:` hashes) are matched on the tool alone."""
    if stored_tool != tool:
        return False
    return stored_hash == digest or stored_hash.startswith("legacy:")


@dataclass(frozen=True)
class CallKey:
    """Who asks for which call under which key: what a claim and an approval are bound to."""

    tenant: str
    principal: str
    request_id: str
    tool: str
    args_hash: str


@dataclass(frozen=True)
class StoredCall:
    """What an earlier execution with this key left behind."""

    id: str
    tool: str
    args_hash: str
    status: str
    output: str
    failure: Failure | None
    attempts: int
    started_at: datetime
    expires_at: datetime | None

    @property
    def finished(self) -> bool:
        return self.status != RUNNING

    def orphaned(self, now: datetime) -> bool:
        """Still `running` after its lease: the process running it is gone."""
        if self.finished or self.expires_at is None:
            return False
        expires = self.expires_at  # SQLite hands back naive UTC
        return (expires if expires.tzinfo else expires.replace(tzinfo=UTC)) <= now


def failure_to_json(failure: Failure | None) -> dict[str, Any] | None:
    return failure.to_dict() if failure else None


def failure_from_json(data: dict[str, Any] | None) -> Failure | None:
    if not data:
        return None
    return Failure(
        error_class=ErrorClass(data["error_class"]),
        error_type=data.get("error_type") or "ToolError",
        message=data.get("message") or "",
        tool=data.get("tool"),
    )


class IdempotencyStore:
    def __init__(self, store: Store, *, clock: Clock, ids: IdSource) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids

    def _lease(self, seconds: float) -> datetime:
        return self.clock.now() + timedelta(seconds=seconds + LEASE_GRACE_SECONDS)

    async def claim(
        self,
        key: CallKey,
        *,
        lease_seconds: float,
        operation_id: str | None = None,
        approval_id: str | None = None,
    ) -> str | None:
        """The claim id when this caller may run the tool; None when the key is taken.

        With `approval_id`, the approval is consumed in the same transaction: it authorises
        exactly this one execution.
        """
        claim_id = self.ids.new("tc")
        now = self.clock.now()
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(tool_calls).values(
                        id=claim_id,
                        tenant=key.tenant,
                        principal=key.principal,
                        request_id=key.request_id,
                        tool=key.tool,
                        args_hash=key.args_hash,
                        operation_id=operation_id,
                        status=RUNNING,
                        attempts=0,
                        started_at=now,
                        expires_at=self._lease(lease_seconds),
                    )
                )
                if approval_id is not None:
                    await conn.execute(
                        update(tool_approvals)
                        .where(
                            tool_approvals.c.tenant == key.tenant,
                            tool_approvals.c.id == approval_id,
                            tool_approvals.c.consumed_at.is_(None),
                        )
                        .values(consumed_at=now)
                    )
        except IntegrityError:
            return None
        return claim_id

    async def take_over(self, claim_id: str, tenant: str, *, lease_seconds: float) -> bool:
        """Adopt an orphaned claim (its runner died); exactly one caller wins."""
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(tool_calls)
                .where(
                    tool_calls.c.id == claim_id,
                    tool_calls.c.tenant == tenant,
                    tool_calls.c.status == RUNNING,
                    tool_calls.c.expires_at <= self.clock.now(),
                )
                .values(expires_at=self._lease(lease_seconds))
            )
        return bool(result.rowcount)

    async def give_up(self, claim_id: str, tenant: str, *, output: str, failure: Failure) -> bool:
        """Close an orphaned claim as `unknown`; False when its runner or another caller got
        there first."""
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(tool_calls)
                .where(
                    tool_calls.c.id == claim_id,
                    tool_calls.c.tenant == tenant,
                    tool_calls.c.status == RUNNING,
                    tool_calls.c.expires_at <= self.clock.now(),
                )
                .values(
                    status="unknown",
                    output=output,
                    failure=failure_to_json(failure),
                    finished_at=self.clock.now(),
                )
            )
        return bool(result.rowcount)

    async def extend(self, claim_id: str, *, lease_seconds: float) -> None:
        """Keep the lease ahead of a retry: backoff plus the next attempt's timeout."""
        async with self.store.begin() as conn:
            await conn.execute(
                update(tool_calls)
                .where(tool_calls.c.id == claim_id, tool_calls.c.status == RUNNING)
                .values(expires_at=self._lease(lease_seconds))
            )

    async def get(self, tenant: str, principal: str, request_id: str) -> StoredCall | None:
        async with self.store.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(tool_calls).where(
                            tool_calls.c.tenant == tenant,
                            tool_calls.c.principal == principal,
                            tool_calls.c.request_id == request_id,
                        )
                    )
                )
                .mappings()
                .first()
            )
        if row is None or row["tenant"] != tenant or row["principal"] != principal:
            return None
        return StoredCall(
            id=row["id"],
            tool=row["tool"],
            args_hash=row["args_hash"],
            status=row["status"],
            output=row["output"] or "",
            failure=failure_from_json(row["failure"]),
            attempts=row["attempts"],
            started_at=row["started_at"],
            expires_at=row["expires_at"],
        )

    async def finish(
        self,
        conn: AsyncConnection,
        claim_id: str,
        *,
        status: str,
        output: str,
        failure: Failure | None,
        attempts: int,
    ) -> None:
        """Record the outcome on the caller's connection, so it commits with the audit row."""
        await conn.execute(
            update(tool_calls)
            .where(tool_calls.c.id == claim_id)
            .values(
                status=status,
                output=output,
                failure=failure_to_json(failure),
                attempts=attempts,
                finished_at=self.clock.now(),
            )
        )


async def expire_dead_claims(
    conn: AsyncConnection, tenant: str, task_id: str, now: datetime
) -> None:
    """End the leases of running claims whose runs (of this task) are known to be dead, so
    the next call with the key reconciles at once instead of waiting the lease out."""
    dead = select(operations.c.id).where(
        operations.c.tenant == tenant,
        operations.c.task_id == task_id,
        operations.c.status == RUNNING,
    )
    await conn.execute(
        update(tool_calls)
        .where(
            tool_calls.c.tenant == tenant,
            tool_calls.c.status == RUNNING,
            tool_calls.c.operation_id.in_(dead),
        )
        .values(expires_at=now)
    )
