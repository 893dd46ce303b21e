"""Sessions (A2A contexts), their append-only history, tasks, anchors and summaries.

Every query filters by tenant and session, and every row read back is checked against
both (`check_owner`): a bug in a query or a pooled connection fails closed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from sqlalchemy import and_, bindparam, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.context.counters import next_in_session
from xihe.context.extract import find_target
from xihe.context.records import (
    Anchor,
    NotFoundError,
    SessionInfo,
    StoredMessage,
    TaskRecord,
    TaskState,
    TaskStateError,
    check_owner,
)
from xihe.context.rewind import Ranges, clip, merged
from xihe.context.spotlight import contains, session_boundary, unwrap
from xihe.context.text import terms
from xihe.core.clock import Clock
from xihe.core.ids import IdSource
from xihe.core.messages import Message, ToolCall
from xihe.store.db import Store
from xihe.store.tables.context import (
    ctx_anchors,
    ctx_messages,
    ctx_sessions,
    ctx_summaries,
    ctx_tasks,
)


def _message(row: Any) -> Message:
    calls = tuple(
        ToolCall(id=c["id"], name=c["name"], arguments=dict(c.get("arguments") or {}))
        for c in row.tool_calls or ()
    )
    return Message(
        role=row.role,
        content=row.content,
        tool_calls=calls,
        tool_call_id=row.tool_call_id,
        name=row.name,
    )


_MESSAGE_COLUMNS = [c for c in ctx_messages.columns if c.name != "terms"]


@lru_cache(maxsize=8)
def _messages_query(from_turn: bool, to_turn: bool, turns: bool) -> Any:
    """Built once per shape with bound parameters, not per render; `terms` (recall's, read
    by `rows_since`) is not decoded for every message rendered."""
    c = ctx_messages.c
    cond = [c.tenant == bindparam("tenant"), c.session_id == bindparam("session_id")]
    if from_turn:
        cond.append(c.turn >= bindparam("from_turn"))
    if to_turn:
        cond.append(c.turn <= bindparam("to_turn"))
    if turns:
        cond.append(c.turn.in_(bindparam("turns", expanding=True)))
    # Turns grow with seq, so (turn, seq) is history order; ordering by it lets the
    # planner use the turn index instead of walking the whole session by primary key.
    return select(*_MESSAGE_COLUMNS).where(and_(*cond)).order_by(c.turn, c.seq)


def _fits(row: Any, hidden: Ranges) -> bool:
    """A summary fits when the turns it left out are exactly the hidden ones it covers."""
    covered = int(row.covered_turn)
    return merged((row.body or {}).get("excluded") or ()) == clip(hidden, covered)


_HEAD = select(
    ctx_sessions.c.tenant, ctx_sessions.c.id, ctx_sessions.c.generation, ctx_sessions.c.spotlight
).where(and_(ctx_sessions.c.tenant == bindparam("tenant"), ctx_sessions.c.id == bindparam("id")))


def _info(row: Any) -> SessionInfo:
    return SessionInfo(
        row.tenant, row.id, row.user_id, row.agent, row.generation, row.meta, row.spotlight
    )


class SessionStore:
    def __init__(self, store: Store, *, clock: Clock, ids: IdSource) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids

    # sessions -------------------------------------------------------------------------

    async def create(
        self, tenant: str, *, user: str | None = None, agent: str = "chat"
    ) -> SessionInfo:
        """A new session with a server-generated, cryptographically random id."""
        session_id = self.ids.new("ses")
        boundary = session_boundary()
        async with self.store.begin() as conn:
            await conn.execute(
                insert(ctx_sessions).values(
                    tenant=tenant,
                    id=session_id,
                    user_id=user,
                    agent=agent,
                    created_at=self.clock.now(),
                    generation=0,
                    meta={},
                    spotlight=boundary,
                )
            )
        return SessionInfo(tenant, session_id, user, agent, 0, {}, boundary)

    async def get(
        self, tenant: str, session_id: str, conn: AsyncConnection | None = None
    ) -> SessionInfo:
        query = select(ctx_sessions).where(
            and_(ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == session_id)
        )
        if conn is None:
            async with self.store.connect() as own:
                row = (await own.execute(query)).first()
        else:
            row = (await conn.execute(query)).first()
        if row is None:
            raise NotFoundError(
                f"no session '{session_id}' for tenant '{tenant}'",
                hint="create one with `xihe session import` or omit the id to start a new one",
            )
        check_owner(tenant, session_id, row.tenant, row.id)
        return _info(row)

    async def head(self, tenant: str, session_id: str) -> tuple[int, str | None]:
        """The session's write generation and spotlight boundary: what a render checks
        before reusing what it holds of the session (`Store.peek`, no pool round trip)."""
        row = await self.store.peek(_HEAD, {"tenant": tenant, "id": session_id})
        if row is None:
            raise NotFoundError(
                f"no session '{session_id}' for tenant '{tenant}'",
                hint="create one with `xihe session import` or omit the id to start a new one",
            )
        check_owner(tenant, session_id, row[0], row[1])
        return int(row[2]), row[3]

    async def boundary(
        self, tenant: str, session_id: str, conn: AsyncConnection | None = None
    ) -> str:
        """The session's spotlight boundary; a session from before boundaries gets one once
        (the first writer wins, every reader then sees the same)."""
        info = await self.get(tenant, session_id, conn)
        if info.boundary:
            return info.boundary
        async with self.store.begin() as own:
            await own.execute(
                update(ctx_sessions)
                .where(
                    and_(
                        ctx_sessions.c.tenant == tenant,
                        ctx_sessions.c.id == session_id,
                        ctx_sessions.c.spotlight.is_(None),
                    )
                )
                .values(spotlight=session_boundary())
            )
        boundary = (await self.get(tenant, session_id)).boundary
        assert boundary
        return boundary

    async def list_sessions(self, tenant: str, limit: int = 50) -> list[SessionInfo]:
        async with self.store.connect() as conn:
            rows = (
                await conn.execute(
                    select(ctx_sessions)
                    .where(ctx_sessions.c.tenant == tenant)
                    .order_by(ctx_sessions.c.created_at.desc())
                    .limit(limit)
                )
            ).all()
        return [_info(r) for r in rows if r.tenant == tenant]

    # history --------------------------------------------------------------------------

    async def append(
        self,
        tenant: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
    ) -> list[StoredMessage]:
        """Append to the history (never rewritten); a user message opens a new turn."""
        if not messages:
            return []
        for attempt in range(5):
            try:
                return await self._append(tenant, session_id, messages, task_id)
            except IntegrityError:
                if attempt == 4:
                    raise
        return []

    async def _append(
        self, tenant: str, session_id: str, messages: Sequence[Message], task_id: str | None
    ) -> list[StoredMessage]:
        # tool results are stored raw: each render wraps them in its session's boundary
        messages = [
            replace(m, content=unwrap(m.content)) if m.role == "tool" else m for m in messages
        ]
        where = and_(ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == session_id)
        async with self.store.begin() as conn:
            # Bumping the generation first takes the session's row lock: appends serialize.
            bumped = (
                await conn.execute(
                    update(ctx_sessions)
                    .where(where)
                    .values(generation=ctx_sessions.c.generation + 1)
                    .returning(ctx_sessions.c.tenant, ctx_sessions.c.id, ctx_sessions.c.spotlight)
                )
            ).first()
            if bumped is None:
                raise NotFoundError(
                    f"no session '{session_id}' for tenant '{tenant}'",
                    hint="create the session first; session ids are issued by the server",
                )
            check_owner(tenant, session_id, bumped.tenant, bumped.id)
            if bumped.spotlight and contains(bumped.spotlight, (m.content for m in messages)):
                # the boundary leaked into the history: later renders use a fresh one
                await conn.execute(
                    update(ctx_sessions).where(where).values(spotlight=session_boundary())
                )
            last = (
                await conn.execute(
                    select(func.max(ctx_messages.c.seq), func.max(ctx_messages.c.turn)).where(
                        and_(
                            ctx_messages.c.tenant == tenant,
                            ctx_messages.c.session_id == session_id,
                        )
                    )
                )
            ).one()
            seq, turn = last[0] or 0, last[1] or 0
            now = self.clock.now()
            rows: list[dict[str, Any]] = []
            out: list[StoredMessage] = []
            for message in messages:
                seq += 1
                if message.role == "user" or turn == 0:
                    turn += 1
                text = message.content
                if message.tool_calls:
                    text += " " + " ".join(c.name for c in message.tool_calls)
                rows.append(
                    {
                        "tenant": tenant,
                        "session_id": session_id,
                        "seq": seq,
                        "turn": turn,
                        "role": message.role,
                        "content": message.content,
                        "tool_calls": message.to_dict().get("tool_calls", []),
                        "tool_call_id": message.tool_call_id,
                        "name": message.name,
                        "task_id": task_id,
                        "terms": terms(text) if message.role != "tool" else [],
                        "created_at": now,
                    }
                )
                out.append(StoredMessage(tenant, session_id, seq, turn, message, task_id))
            await conn.execute(insert(ctx_messages), rows)
        return out

    async def last_turn(
        self, tenant: str, session_id: str, conn: AsyncConnection | None = None
    ) -> int:
        query = select(func.max(ctx_messages.c.turn)).where(
            and_(
                ctx_messages.c.tenant == tenant,
                ctx_messages.c.session_id == session_id,
            )
        )
        if conn is None:
            async with self.store.connect() as own:
                value = (await own.execute(query)).scalar()
        else:
            value = (await conn.execute(query)).scalar()
        return int(value or 0)

    async def messages(
        self,
        tenant: str,
        session_id: str,
        *,
        from_turn: int | None = None,
        to_turn: int | None = None,
        turns: Sequence[int] | None = None,
        conn: AsyncConnection | None = None,
    ) -> list[StoredMessage]:
        """History rows in order, optionally a turn range or an explicit set of turns."""
        if turns is not None and not turns:
            return []
        query = _messages_query(from_turn is not None, to_turn is not None, turns is not None)
        params: dict[str, Any] = {"tenant": tenant, "session_id": session_id}
        if from_turn is not None:
            params["from_turn"] = from_turn
        if to_turn is not None:
            params["to_turn"] = to_turn
        if turns is not None:
            params["turns"] = list(turns)
        if conn is None:
            async with self.store.connect() as own:
                rows = (await own.execute(query, params)).all()
        else:
            rows = (await conn.execute(query, params)).all()
        out = []
        for r in rows:
            check_owner(tenant, session_id, r.tenant, r.session_id)
            out.append(StoredMessage(r.tenant, r.session_id, r.seq, r.turn, _message(r), r.task_id))
        return out

    async def newest(self, limit: int) -> list[tuple[str, str]]:
        """(tenant, session id) of the sessions opened last, newest first: what a starting
        process warms (an operator query over all tenants, never a request's)."""
        query = (
            select(ctx_sessions.c.tenant, ctx_sessions.c.id)
            .order_by(ctx_sessions.c.created_at.desc())
            .limit(limit)
        )
        async with self.store.connect() as conn:
            return [(r.tenant, r.id) for r in (await conn.execute(query)).all()]

    async def rows_since(
        self,
        tenant: str,
        session_id: str,
        after_seq: int,
        conn: AsyncConnection | None = None,
    ) -> list[tuple[StoredMessage, list[str]]]:
        """Rows after `after_seq` with their recall terms, in seq order: one read feeds
        both the incremental recall index and the engine's in-memory recent turns."""
        query = (
            select(*_MESSAGE_COLUMNS, ctx_messages.c.terms)
            .where(
                and_(
                    ctx_messages.c.tenant == tenant,
                    ctx_messages.c.session_id == session_id,
                    ctx_messages.c.seq > after_seq,
                )
            )
            .order_by(ctx_messages.c.seq)
        )
        if conn is None:
            async with self.store.connect() as own:
                rows = (await own.execute(query)).all()
        else:
            rows = (await conn.execute(query)).all()
        out = []
        for r in rows:
            check_owner(tenant, session_id, r.tenant, r.session_id)
            stored = StoredMessage(r.tenant, r.session_id, r.seq, r.turn, _message(r), r.task_id)
            out.append((stored, list(r.terms or ())))
        return out

    # anchors --------------------------------------------------------------------------

    async def pin(
        self,
        tenant: str,
        session_id: str,
        text: str,
        *,
        kind: str = "constraint",
        source: str = "explicit",
        turn: int | None = None,
    ) -> Anchor:
        """Pin a constraint or key parameter; anchors are never rewritten, only unpinned."""
        await self.get(tenant, session_id)
        for attempt in range(5):
            try:
                async with self.store.begin() as conn:
                    existing = await self._anchors(conn, tenant, session_id, active_only=False)
                    for anchor in existing:
                        if anchor.text == text and anchor.active:
                            return anchor
                    next_id = max((a.id for a in existing), default=0) + 1
                    await conn.execute(
                        insert(ctx_anchors).values(
                            tenant=tenant,
                            session_id=session_id,
                            id=next_id,
                            kind=kind,
                            text=text,
                            source=source,
                            turn=turn,
                            active=True,
                            created_at=self.clock.now(),
                        )
                    )
                    await self._bump(conn, tenant, session_id)
                return Anchor(tenant, session_id, next_id, kind, text, source, turn)
            except IntegrityError:
                if attempt == 4:
                    raise
        raise AssertionError("unreachable")

    async def unpin(self, tenant: str, session_id: str, anchor_id: int) -> None:
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(ctx_anchors)
                .where(
                    and_(
                        ctx_anchors.c.tenant == tenant,
                        ctx_anchors.c.session_id == session_id,
                        ctx_anchors.c.id == anchor_id,
                    )
                )
                .values(active=False)
            )
            if result.rowcount != 1:
                raise NotFoundError(
                    f"no anchor {anchor_id} in session '{session_id}'",
                    hint="list anchors with `xihe session show ID`",
                )
            await self._bump(conn, tenant, session_id)

    async def anchors(
        self, tenant: str, session_id: str, conn: AsyncConnection | None = None
    ) -> list[Anchor]:
        if conn is not None:
            return await self._anchors(conn, tenant, session_id, active_only=True)
        async with self.store.connect() as own:
            return await self._anchors(own, tenant, session_id, active_only=True)

    async def _anchors(
        self, conn: AsyncConnection, tenant: str, session_id: str, *, active_only: bool
    ) -> list[Anchor]:
        cond = [ctx_anchors.c.tenant == tenant, ctx_anchors.c.session_id == session_id]
        if active_only:
            cond.append(ctx_anchors.c.active.is_(True))
        rows = (
            await conn.execute(select(ctx_anchors).where(and_(*cond)).order_by(ctx_anchors.c.id))
        ).all()
        out = []
        for r in rows:
            check_owner(tenant, session_id, r.tenant, r.session_id)
            out.append(
                Anchor(r.tenant, r.session_id, r.id, r.kind, r.text, r.source, r.turn, r.active)
            )
        return out

    async def _bump(self, conn: AsyncConnection, tenant: str, session_id: str) -> None:
        await conn.execute(
            update(ctx_sessions)
            .where(and_(ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == session_id))
            .values(generation=ctx_sessions.c.generation + 1)
        )

    # summaries ------------------------------------------------------------------------

    async def summary(
        self,
        tenant: str,
        session_id: str,
        conn: AsyncConnection | None = None,
        *,
        hidden: Ranges = (),
    ) -> dict[str, Any] | None:
        """The newest summary built over exactly the turns visible now: one that folded in
        turns a rollback hid (or left out turns un-hidden since) is skipped."""
        if conn is None:
            async with self.store.connect() as own:
                return await self._summary(own, tenant, session_id, hidden)
        return await self._summary(conn, tenant, session_id, hidden)

    async def _summary(
        self, conn: AsyncConnection, tenant: str, session_id: str, hidden: Ranges
    ) -> dict[str, Any] | None:
        query = (
            select(ctx_summaries)
            .where(
                and_(
                    ctx_summaries.c.tenant == tenant,
                    ctx_summaries.c.session_id == session_id,
                )
            )
            .order_by(ctx_summaries.c.version.desc())
        )
        rows = (await conn.execute(query.limit(1))).all()
        if rows and not _fits(rows[0], hidden):
            rows = (await conn.execute(query)).all()
        for row in rows:
            check_owner(tenant, session_id, row.tenant, row.session_id)
            if _fits(row, hidden):
                return dict(row.body) | {"version": row.version, "builder": row.builder}
        return None

    async def set_hidden(self, tenant: str, session_id: str, hidden: Ranges) -> None:
        """Record which turns the context skips (a rollback); the render cache key moves on."""
        where = and_(ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == session_id)
        async with self.store.begin() as conn:
            info = await self.get(tenant, session_id, conn)
            meta = dict(info.meta) | {"hidden_turns": [list(r) for r in hidden]}
            await conn.execute(
                update(ctx_sessions)
                .where(where)
                .values(meta=meta, generation=ctx_sessions.c.generation + 1)
            )

    async def put_summary(
        self, tenant: str, session_id: str, body: dict[str, Any], *, builder: str
    ) -> int:
        """A new summary version; earlier versions stay (history is never rewritten)."""
        async with self.store.begin() as conn:
            version = await next_in_session(conn, ctx_summaries.c.version, tenant, session_id)
            await conn.execute(
                insert(ctx_summaries).values(
                    tenant=tenant,
                    session_id=session_id,
                    version=version,
                    covered_turn=int(body["covered_turn"]),
                    builder=builder,
                    body=body,
                    created_at=self.clock.now(),
                )
            )
            await self._bump(conn, tenant, session_id)
        return version

    # tasks ----------------------------------------------------------------------------

    async def create_task(
        self, tenant: str, session_id: str, text: str, *, user: str | None = None
    ) -> TaskRecord:
        """A new task for this input; with no target named, inherit the latest by input order."""
        task_id = self.ids.new("task")
        own = find_target(text)
        async with self.store.begin() as conn:
            await self.get(tenant, session_id, conn)
            seq = await next_in_session(conn, ctx_tasks.c.input_seq, tenant, session_id)
            kind, value, inherited = (own.kind, own.value, False) if own else (None, None, False)
            if own is None:
                prior = (
                    await conn.execute(
                        select(ctx_tasks)
                        .where(
                            and_(
                                ctx_tasks.c.tenant == tenant,
                                ctx_tasks.c.session_id == session_id,
                                ctx_tasks.c.target.is_not(None),
                                ctx_tasks.c.user_id.is_(None)
                                if user is None
                                else ctx_tasks.c.user_id == user,
                            )
                        )
                        .order_by(ctx_tasks.c.input_seq.desc())
                        .limit(1)
                    )
                ).first()
                if prior is not None:
                    check_owner(tenant, session_id, prior.tenant, prior.session_id)
                    kind, value, inherited = prior.target_kind, prior.target, True
            now = self.clock.now()
            await conn.execute(
                insert(ctx_tasks).values(
                    tenant=tenant,
                    id=task_id,
                    session_id=session_id,
                    user_id=user,
                    input_seq=seq,
                    state=TaskState.SUBMITTED.value,
                    target_kind=kind,
                    target=value,
                    target_inherited=inherited,
                    created_at=now,
                    updated_at=now,
                )
            )
        return TaskRecord(
            tenant, task_id, session_id, user, seq, TaskState.SUBMITTED, kind, value, inherited
        )

    async def task(self, tenant: str, task_id: str) -> TaskRecord:
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(ctx_tasks).where(
                        and_(ctx_tasks.c.tenant == tenant, ctx_tasks.c.id == task_id)
                    )
                )
            ).first()
        if row is None or row.tenant != tenant:
            raise NotFoundError(f"no task '{task_id}' for tenant '{tenant}'")
        return TaskRecord(
            row.tenant,
            row.id,
            row.session_id,
            row.user_id,
            row.input_seq,
            TaskState(row.state),
            row.target_kind,
            row.target,
            row.target_inherited,
        )

    async def tasks(self, tenant: str, session_id: str) -> list[TaskRecord]:
        async with self.store.connect() as conn:
            rows = (
                await conn.execute(
                    select(ctx_tasks)
                    .where(and_(ctx_tasks.c.tenant == tenant, ctx_tasks.c.session_id == session_id))
                    .order_by(ctx_tasks.c.input_seq)
                )
            ).all()
        out = []
        for r in rows:
            check_owner(tenant, session_id, r.tenant, r.session_id)
            out.append(
                TaskRecord(
                    r.tenant,
                    r.id,
                    r.session_id,
                    r.user_id,
                    r.input_seq,
                    TaskState(r.state),
                    r.target_kind,
                    r.target,
                    r.target_inherited,
                )
            )
        return out

    async def set_state(self, tenant: str, task_id: str, state: TaskState) -> TaskRecord:
        """Move a task; a terminal task never restarts (a follow-up is a new task)."""
        current = await self.task(tenant, task_id)
        if current.state.terminal and state != current.state:
            raise TaskStateError(
                f"task {task_id} is {current.state.value} and cannot become {state.value}",
                hint="start a new task in the same session for a follow-up",
            )
        async with self.store.begin() as conn:
            await conn.execute(
                update(ctx_tasks)
                .where(and_(ctx_tasks.c.tenant == tenant, ctx_tasks.c.id == task_id))
                .values(state=state.value, updated_at=self.clock.now())
            )
        return await self.task(tenant, task_id)
