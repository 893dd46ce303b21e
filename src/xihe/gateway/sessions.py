"""Gateway sessions (`X-Xihe-Session`, A2A `contextId`): server-generated ids, owned by one
tenant and user. Every read filters by tenant and user and checks the row it got back
(invariant 1).

When the runtime has the context engine, sessions and their history are the engine's: the
loop renders governed context from them and appends each turn itself, so `history` and
`append` here do nothing. Without it, this module keeps the turns (the embedded fallback).
An A2A `contextId` is chosen by the client or the SDK, so it maps to an engine session
through a gateway row."""

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
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        engine: Any = None,
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()
        self.engine = engine

    @property
    def governed(self) -> bool:
        return self.engine is not None

    async def open(
        self,
        principal: Principal,
        session_id: str | None,
        *,
        kind: str = "chat",
        seed: list[Message] | None = None,
    ) -> tuple[str, bool]:
        """The caller's session id (created when absent); `seed` imports a client's earlier
        turns into a new governed session, so OpenAI clients that resend history still work."""
        if self.engine is not None and kind != "a2a":
            return await self._open_engine(principal, session_id, seed or [])
        if kind == "a2a" and self.engine is not None:
            return await self._open_a2a(principal, session_id or self.ids.new("ctx"))
        return await self._open_own(principal, session_id, kind)

    async def _open_engine(
        self, principal: Principal, session_id: str | None, seed: list[Message]
    ) -> tuple[str, bool]:
        if session_id:
            try:
                info = await self.engine.sessions.get(principal.tenant, session_id)
            except XiheError:
                info = None
            if info is None or info.tenant != principal.tenant or info.user_id != principal.user:
                raise SessionNotFoundError(
                    f"session '{session_id}' does not exist for this key",
                    hint="send X-Xihe-Session: new for a new session; the response returns its id",
                )
            return session_id, False
        info = await self.engine.open_session(principal.tenant, user=principal.user, agent="chat")
        if seed:
            await self.engine.append(principal.tenant, info.id, seed, summarize=False)
        return str(info.id), True

    async def _open_a2a(self, principal: Principal, context_id: str) -> tuple[str, bool]:
        """The engine session behind an A2A context, created on first sight."""
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(sessions.c.tenant, sessions.c.user_id, sessions.c.meta).where(
                        sessions.c.id == context_id,
                        sessions.c.tenant == principal.tenant,
                        sessions.c.user_id == principal.user,
                    )
                )
            ).first()
        if row is not None and row.tenant == principal.tenant and row.user_id == principal.user:
            return str(row.meta["engine_session"]), False
        info = await self.engine.open_session(principal.tenant, user=principal.user, agent="a2a")
        await self._insert(principal, context_id, "a2a", {"engine_session": info.id})
        return str(info.id), True

    async def _insert(
        self, principal: Principal, session_id: str, kind: str, meta: dict[str, Any]
    ) -> None:
        now = self.clock.now()
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(sessions).values(
                        id=session_id,
                        tenant=principal.tenant,
                        user_id=principal.user,
                        kind=kind,
                        created_at=now,
                        updated_at=now,
                        turns=0,
                        meta=meta,
                    )
                )
        except IntegrityError:
            raise SessionNotFoundError(
                f"session '{session_id}' belongs to someone else", hint="start a new context"
            ) from None

    async def _open_own(
        self, principal: Principal, session_id: str | None, kind: str
    ) -> tuple[str, bool]:
        if session_id:
            if await self._owned(principal, session_id):
                return session_id, False
            if kind != "a2a":
                raise SessionNotFoundError(
                    f"session '{session_id}' does not exist for this key",
                    hint="send X-Xihe-Session: new for a new session; the response returns its id",
                )
        new_id = session_id or self.ids.new("sess")
        await self._insert(principal, new_id, kind, {})
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
        if self.engine is not None:
            return []
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
        if self.engine is not None:
            return
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
        if self.engine is not None:
            infos = await self.engine.sessions.list_sessions(tenant, limit)
            return [
                {"id": i.id, "tenant": i.tenant, "user_id": i.user_id, "agent": i.agent}
                for i in infos
                if i.tenant == tenant
            ]
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
