"""Gateway access to sessions (`X-Xihe-Session`, A2A `contextId`): ownership checks over the
context engine's one `SessionStore`, which holds every session and its history.

Ids are server-generated; every read filters by tenant and user and checks the row it got
back (invariant 1). An A2A `contextId` maps to an engine session through a gateway row; a
context id this caller does not own is "not found" whether it exists for someone else or
not at all, so the answer confirms nothing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError

from xihe.context.engine import ContextEngine
from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, XiheError
from xihe.core.messages import Message
from xihe.gateway.auth import Principal
from xihe.store.db import Store
from xihe.store.tables.gateway import sessions

NEW_SESSION = "new"
"""`X-Xihe-Session: new` asks for a new governed session; the response names it."""


class SessionNotFoundError(XiheError):
    error_class = ErrorClass.NOT_FOUND


class GatewaySessions:
    def __init__(self, store: Store, engine: ContextEngine, *, clock: Clock | None = None) -> None:
        self.store = store
        self.engine = engine
        self.clock = clock or SystemClock()

    async def open(
        self, principal: Principal, session_id: str | None, *, seed: list[Message] | None = None
    ) -> tuple[str, bool]:
        """The caller's session (created for `new`); `seed` imports a client's earlier turns
        into a new session, so OpenAI clients that resend history still work."""
        if session_id and session_id != NEW_SESSION:
            try:
                info = await self.engine.sessions.get(principal.tenant, session_id)
            except XiheError:
                info = None
            if info is None or info.tenant != principal.tenant or info.user_id != principal.user:
                raise SessionNotFoundError(
                    f"session '{session_id}' does not exist for this key",
                    hint="send X-Xihe-Session: new to start a session; the response names it",
                )
            return session_id, False
        info = await self.engine.open_session(principal.tenant, user=principal.user, agent="chat")
        if seed:
            await self.engine.append(principal.tenant, info.id, seed, summarize=False)
        return str(info.id), True

    async def a2a_session(self, principal: Principal, context_id: str) -> str | None:
        """The engine session behind a context this caller owns, else None."""
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
        if row is None or row.tenant != principal.tenant or row.user_id != principal.user:
            return None
        return str(row.meta["engine_session"])

    async def open_a2a(self, principal: Principal, context_id: str) -> str:
        """A new context (its id fresh from the SDK): the gateway row first, so a clash can
        never leave an engine session without its owner row."""
        now = self.clock.now()
        info = await self.engine.open_session(principal.tenant, user=principal.user, agent="a2a")
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(sessions).values(
                        id=context_id,
                        tenant=principal.tenant,
                        user_id=principal.user,
                        kind="a2a",
                        created_at=now,
                        updated_at=now,
                        turns=0,
                        meta={"engine_session": info.id},
                    )
                )
        except IntegrityError:
            raise SessionNotFoundError(
                f"context '{context_id}' not found", hint="omit contextId to start a new one"
            ) from None
        return str(info.id)

    async def list(self, tenant: str, *, limit: int = 50) -> list[dict[str, Any]]:
        infos = await self.engine.sessions.list_sessions(tenant, limit)
        return [
            {"id": i.id, "tenant": i.tenant, "user_id": i.user_id, "agent": i.agent}
            for i in infos
            if i.tenant == tenant
        ]
