"""`Idempotency-Key` for HTTP requests: the gateway's owner of request-level dedup.

A key belongs to one tenant *and* user (another user's identical key is another request);
its fingerprint covers the route, the session header and the body, so the same key sent to
another session or route is refused, never served. A claim hands out a fencing token:
`succeed`, `pause` and `release` act only while the caller still holds it (one conditional
UPDATE in the database, a compare-and-set Lua script in Redis), so a holder whose claim
expired cannot overwrite or free the next holder's. A run paused for approval keeps its key
(`paused`): a retry finds the same approval, and once the resumed run completes, the retry
gets its answer. Tool-call dedup inside runs is `xihe.tools.idempotency` (request ids).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal, Protocol

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.store.db import Store
from xihe.store.tables.gateway import idempotency

Outcome = Literal["run", "inflight", "replay", "paused", "mismatch"]


@dataclass(frozen=True)
class Scope:
    """Whose key: the tenant and user the key is unique for."""

    tenant: str
    user: str
    key: str

    @property
    def digest(self) -> str:
        """One fixed-length name for (tenant, user, key): no separator can make two collide."""
        raw = json.dumps([self.tenant, self.user, self.key], ensure_ascii=False)
        return hashlib.sha256(raw.encode()).hexdigest()


@dataclass(frozen=True)
class Claim:
    outcome: Outcome
    token: str = ""
    """`run`: the fencing token every later write must present."""
    status: int = 0
    body: str = ""
    session_id: str | None = None
    task_id: str | None = None
    """`paused`: the task waiting for an approval."""


def fingerprint(route: str, session: str | None, body: Any) -> str:
    """What makes two requests "the same": the route, the session header and the body."""
    canonical = json.dumps(
        {"route": route, "session": session or "", "body": body},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


class IdempotencyStore(Protocol):
    async def claim(self, scope: Scope, fingerprint: str) -> Claim: ...

    async def succeed(
        self, scope: Scope, token: str, status: int, body: str, session_id: str | None
    ) -> bool: ...

    async def pause(
        self, scope: Scope, token: str, body: str, session_id: str | None, task_id: str
    ) -> bool: ...

    async def settle(self, scope: Scope, task_id: str, status: int, body: str) -> bool: ...

    async def release(self, scope: Scope, token: str) -> bool: ...


def _judge(record: dict[str, Any], fingerprint: str) -> Claim:
    if record.get("fp") != fingerprint:
        return Claim("mismatch")
    state = record.get("state")
    if state in ("done", "paused"):
        return Claim(
            "replay" if state == "done" else "paused",
            status=int(record.get("status") or 200),
            body=record.get("body") or "",
            session_id=record.get("session"),
            task_id=record.get("task"),
        )
    return Claim("inflight")


# KEYS[1] the record; ARGV: token, new record ('' deletes), ttl, required state.
_FENCED = """
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local rec = cjson.decode(raw)
if rec['token'] ~= ARGV[1] or rec['state'] ~= ARGV[4] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else
  redis.call('SET', KEYS[1], ARGV[2], 'EX', tonumber(ARGV[3])) end
return 1
"""


class RedisIdempotency:
    def __init__(
        self, redis: Any, *, ttl: int, inflight_ttl: int, prefix: str = "xihe:idem"
    ) -> None:
        self.redis = redis
        self.ttl = ttl
        self.inflight_ttl = inflight_ttl
        self.prefix = prefix
        self._fenced = redis.register_script(_FENCED)

    def _name(self, scope: Scope) -> str:
        return f"{self.prefix}:{scope.digest}"

    async def claim(self, scope: Scope, fingerprint: str) -> Claim:
        name = self._name(scope)
        token = secrets.token_hex(16)
        marker = json.dumps({"state": "inflight", "fp": fingerprint, "token": token})
        for _ in range(3):
            if await self.redis.set(name, marker, nx=True, ex=self.inflight_ttl):
                return Claim("run", token=token)
            raw = await self.redis.get(name)
            if raw is not None:
                return _judge(json.loads(raw), fingerprint)
        return Claim("inflight")

    async def _swap(
        self, scope: Scope, token: str, record: dict[str, Any] | None, state: str
    ) -> bool:
        new = json.dumps(record) if record is not None else ""
        done = await self._fenced(keys=[self._name(scope)], args=[token, new, self.ttl, state])
        return bool(done)

    async def _current(self, scope: Scope) -> dict[str, Any] | None:
        raw = await self.redis.get(self._name(scope))
        return json.loads(raw) if raw is not None else None

    async def succeed(
        self, scope: Scope, token: str, status: int, body: str, session_id: str | None
    ) -> bool:
        current = await self._current(scope)
        if current is None:
            return False
        record = current | {"state": "done", "status": status, "body": body, "session": session_id}
        return await self._swap(scope, token, record, "inflight")

    async def pause(
        self, scope: Scope, token: str, body: str, session_id: str | None, task_id: str
    ) -> bool:
        current = await self._current(scope)
        if current is None:
            return False
        record = current | {
            "state": "paused",
            "status": 202,
            "body": body,
            "session": session_id,
            "task": task_id,
        }
        return await self._swap(scope, token, record, "inflight")

    async def settle(self, scope: Scope, task_id: str, status: int, body: str) -> bool:
        current = await self._current(scope)
        if current is None or current.get("task") != task_id:
            return False
        record = current | {"state": "done", "status": status, "body": body}
        return await self._swap(scope, str(current.get("token")), record, "paused")

    async def release(self, scope: Scope, token: str) -> bool:
        return await self._swap(scope, token, None, "inflight")


class DatabaseIdempotency:
    """The embedded default: a primary key on (tenant, scoped key) is the lock."""

    def __init__(
        self, store: Store, *, ttl: int, inflight_ttl: int, clock: Clock | None = None
    ) -> None:
        self.store = store
        self.ttl = ttl
        self.inflight_ttl = inflight_ttl
        self.clock = clock or SystemClock()

    def _where(self, scope: Scope) -> tuple[Any, ...]:
        return (idempotency.c.tenant == scope.tenant, idempotency.c.key == scope.digest)

    async def claim(self, scope: Scope, fingerprint: str) -> Claim:
        for _ in range(3):
            now = self.clock.now()
            token = secrets.token_hex(16)
            try:
                async with self.store.begin() as conn:
                    await conn.execute(
                        insert(idempotency).values(
                            tenant=scope.tenant,
                            key=scope.digest,
                            user_id=scope.user,
                            state="inflight",
                            fingerprint=fingerprint,
                            token=token,
                            created_at=now,
                            expires_at=now + timedelta(seconds=self.inflight_ttl),
                        )
                    )
                return Claim("run", token=token)
            except IntegrityError:
                pass
            async with self.store.begin() as conn:
                row = (await conn.execute(select(idempotency).where(*self._where(scope)))).first()
                if row is None:
                    continue
                expires = row.expires_at
                if expires.tzinfo is None:
                    expires = expires.replace(tzinfo=now.tzinfo)
                if expires <= now:
                    await conn.execute(
                        delete(idempotency).where(
                            *self._where(scope), idempotency.c.token == row.token
                        )
                    )
                    continue
                record = {
                    "state": row.state,
                    "fp": row.fingerprint,
                    "status": row.status_code,
                    "body": row.response,
                    "session": row.session_id,
                    "task": row.task_id,
                }
                return _judge(record, fingerprint)
        return Claim("inflight")

    async def _update(self, scope: Scope, current: str, *where: Any, **values: Any) -> bool:
        async with self.store.begin() as conn:
            result = await conn.execute(
                update(idempotency)
                .where(*self._where(scope), idempotency.c.state == current, *where)
                .values(**values)
            )
        return bool(result.rowcount)

    async def succeed(
        self, scope: Scope, token: str, status: int, body: str, session_id: str | None
    ) -> bool:
        return await self._update(
            scope,
            "inflight",
            idempotency.c.token == token,
            state="done",
            status_code=status,
            response=body,
            session_id=session_id,
            expires_at=self.clock.now() + timedelta(seconds=self.ttl),
        )

    async def pause(
        self, scope: Scope, token: str, body: str, session_id: str | None, task_id: str
    ) -> bool:
        return await self._update(
            scope,
            "inflight",
            idempotency.c.token == token,
            state="paused",
            status_code=202,
            response=body,
            session_id=session_id,
            task_id=task_id,
            expires_at=self.clock.now() + timedelta(seconds=self.ttl),
        )

    async def settle(self, scope: Scope, task_id: str, status: int, body: str) -> bool:
        return await self._update(
            scope,
            "paused",
            idempotency.c.task_id == task_id,
            state="done",
            status_code=status,
            response=body,
        )

    async def release(self, scope: Scope, token: str) -> bool:
        async with self.store.begin() as conn:
            result = await conn.execute(
                delete(idempotency).where(
                    *self._where(scope),
                    idempotency.c.state == "inflight",
                    idempotency.c.token == token,
                )
            )
        return bool(result.rowcount)

    async def reap(self) -> int:
        """Free in-flight keys whose lease ran out (their holder died); done keys past their
        time-to-live go too."""
        async with self.store.begin() as conn:
            result = await conn.execute(
                delete(idempotency).where(idempotency.c.expires_at <= self.clock.now())
            )
        return int(result.rowcount or 0)
