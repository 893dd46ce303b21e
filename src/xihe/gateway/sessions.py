"""Gateway sessions (`X-Xihe-Session`, A2A `contextId`): server-generated ids, owned by one
tenant and user, with their turns. Every read filters by tenant and user and checks the row
it got back (invariant 1)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, XiheError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import Message
from xihe.gateway.auth import Principal
from xihe.store.db import Store
from xihe.store.tables.gateway import session_turns, sessions


class SessionNotFoundError(XiheError):
    error_class = ErrorClass.NOT_FOUND


class SessionStore:
    def __init__(
        self, store: Store, *, clock: Clock | None = None, ids: IdSource | None = None
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()

    async def open(
        self, principal: Principal, session_id: str | None, *, kind: str = "chat"
    ) -> tuple[str, bool]:
        """The caller's session (created when absent or, for A2A, when first seen)."""
        if session_id:
            if await self._owned(principal, session_id):
                return session_id, False
            if kind != "a2a":
                raise SessionNotFoundError(
                    f"session '{session_id}' does not exist for this key",
                    hint="omit X-Xihe-Session to start a new session; the response returns its id",
                )
        new_id = session_id or self.ids.new("sess")
        now = self.clock.now()
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(sessions).values(
                        id=new_id,
                        tenant=principal.tenant,
                        user_id=principal.user,
                        kind=kind,
                        created_at=now,
                        updated_at=now,
                        turns=0,
                        meta={},
                    )
                )
        except IntegrityError:
            raise SessionNotFoundError(
                f"session '{new_id}' belongs to someone else", hint="start a new context"
            ) from None
        return new_id, True

    async def _owned(self, principal: Principal, session_id: str) -> bool:
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(sessions.c.tenant, sessions.c.user_id).where(
                        sessions.c.id == session_id,
                        sessions.c.tenant == principal.tenant,
                        sessions.c.user_id == principal.user,
                    )
                )
            ).first()
        return row is not None and row.tenant == principal.tenant and row.user_id == principal.user

    async def history(self, tenant: str, session_id: str, *, limit: int = 40) -> list[Message]:
        async with self.store.connect() as conn:
            rows = (
                await conn.execute(
                    select(session_turns.c.role, session_turns.c.content, session_turns.c.tenant)
                    .where(
                        session_turns.c.session_id == session_id,
                        session_turns.c.tenant == tenant,
                    )
                    .order_by(session_turns.c.seq.desc())
                    .limit(limit)
                )
            ).all()
        return [
            Message(role=r.role, content=r.content) for r in reversed(rows) if r.tenant == tenant
        ]

    async def append(
        self,
        tenant: str,
        session_id: str,
        turns: list[tuple[str, str]],
        operation_id: str | None = None,
    ) -> None:
        for _ in range(3):
            try:
                async with self.store.begin() as conn:
                    last = (
                        await conn.execute(
                            select(func.max(session_turns.c.seq)).where(
                                session_turns.c.session_id == session_id
                            )
                        )
                    ).scalar()
                    seq = (last or 0) + 1
                    now = self.clock.now()
                    for offset, (role, content) in enumerate(turns):
                        await conn.execute(
                            insert(session_turns).values(
                                session_id=session_id,
                                seq=seq + offset,
                                tenant=tenant,
                                role=role,
                                content=content,
                                operation_id=operation_id,
                                created_at=now,
                            )
                        )
                    await conn.execute(
                        update(sessions)
                        .where(sessions.c.id == session_id, sessions.c.tenant == tenant)
                        .values(updated_at=now, turns=sessions.c.turns + len(turns))
                    )
                return
            except IntegrityError:
                continue

    async def list(self, tenant: str, *, limit: int = 50) -> list[dict[str, Any]]:
        async with self.store.connect() as conn:
            rows = (
                await conn.execute(
                    select(sessions)
                    .where(sessions.c.tenant == tenant)
                    .order_by(sessions.c.updated_at.desc())
                    .limit(limit)
                )
            ).all()
        return [
            {k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in r._mapping.items()}
            for r in rows
        ]
