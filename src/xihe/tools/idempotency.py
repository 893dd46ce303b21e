"""`request_id` as the idempotency key, enforced by a unique constraint in the database.

The first caller inserts a claim row; anyone else with the same key hits the constraint and
reads the stored outcome instead of running the tool again (invariant 4), even when two
processes race.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock
from xihe.core.errors import ErrorClass, Failure
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import tool_calls

RUNNING = "running"


@dataclass(frozen=True)
class StoredCall:
    """What an earlier execution with this key left behind."""

    id: str
    tool: str
    status: str
    output: str
    failure: Failure | None
    attempts: int
    started_at: datetime

    @property
    def finished(self) -> bool:
        return self.status != RUNNING


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

    async def claim(self, tenant: str, request_id: str, tool: str) -> str | None:
        """The claim id when this caller may run the tool; None when the key is taken."""
        claim_id = self.ids.new("tc")
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(tool_calls).values(
                        id=claim_id,
                        tenant=tenant,
                        request_id=request_id,
                        tool=tool,
                        status=RUNNING,
                        attempts=0,
                        started_at=self.clock.now(),
                    )
                )
        except IntegrityError:
            return None
        return claim_id

    async def get(self, tenant: str, request_id: str) -> StoredCall | None:
        async with self.store.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(tool_calls).where(
                            tool_calls.c.tenant == tenant, tool_calls.c.request_id == request_id
                        )
                    )
                )
                .mappings()
                .first()
            )
        if row is None or row["tenant"] != tenant:
            return None
        return StoredCall(
            id=row["id"],
            tool=row["tool"],
            status=row["status"],
            output=row["output"] or "",
            failure=failure_from_json(row["failure"]),
            attempts=row["attempts"],
            started_at=row["started_at"],
        )

    async def finish(
        self,
        claim_id: str,
        *,
        status: str,
        output: str,
        failure: Failure | None,
        attempts: int,
    ) -> None:
        async with self.store.begin() as conn:
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
