"""`Idempotency-Key`: a duplicate while the first is in flight gets 409, a duplicate after
success gets the stored response, and after failure or cancellation a retry runs.
Shared across replicas through Redis when configured, else through the database."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal, Protocol

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.store.db import Store
from xihe.store.tables.gateway import idempotency

Outcome = Literal["run", "inflight", "replay", "mismatch"]


@dataclass(frozen=True)
class Claim:
    outcome: Outcome
    status: int = 0
    body: str = ""


class IdempotencyStore(Protocol):
    async def claim(self, tenant: str, key: str, fingerprint: str) -> Claim: ...

    async def succeed(
        self, tenant: str, key: str, fingerprint: str, status: int, body: str
    ) -> None: ...

    async def release(self, tenant: str, key: str) -> None: ...


def _judge(record: dict[str, Any], fingerprint: str) -> Claim:
    if record.get("fp") != fingerprint:
        return Claim("mismatch")
    if record.get("state") == "done":
        return Claim("replay", int(record.get("status") or 200), record.get("body") or "")
    return Claim("inflight")


class RedisIdempotency:
    def __init__(
        self, redis: Any, *, ttl: int, inflight_ttl: int, prefix: str = "xihe:idem"
    ) -> None:
        self.redis = redis
        self.ttl = ttl
        self.inflight_ttl = inflight_ttl
        self.prefix = prefix

    def _key(self, tenant: str, key: str) -> str:
        return f"{self.prefix}:{tenant}:{key}"

    async def claim(self, tenant: str, key: str, fingerprint: str) -> Claim:
        name = self._key(tenant, key)
        marker = json.dumps({"state": "inflight", "fp": fingerprint})
        for _ in range(3):
            if await self.redis.set(name, marker, nx=True, ex=self.inflight_ttl):
                return Claim("run")
            raw = await self.redis.get(name)
            if raw is not None:
                return _judge(json.loads(raw), fingerprint)
        return Claim("inflight")

    async def succeed(
        self, tenant: str, key: str, fingerprint: str, status: int, body: str
    ) -> None:
        record = {"state": "done", "fp": fingerprint, "status": status, "body": body}
        await self.redis.set(self._key(tenant, key), json.dumps(record), ex=self.ttl)

    async def release(self, tenant: str, key: str) -> None:
        await self.redis.delete(self._key(tenant, key))


class DatabaseIdempotency:
    """The embedded default: a primary key on (tenant, key) is the lock."""

    def __init__(
        self, store: Store, *, ttl: int, inflight_ttl: int, clock: Clock | None = None
    ) -> None:
        self.store = store
        self.ttl = ttl
        self.inflight_ttl = inflight_ttl
        self.clock = clock or SystemClock()

    async def claim(self, tenant: str, key: str, fingerprint: str) -> Claim:
        for _ in range(3):
            now = self.clock.now()
            try:
                async with self.store.begin() as conn:
                    await conn.execute(
                        insert(idempotency).values(
                            tenant=tenant,
                            key=key,
                            state="inflight",
                            fingerprint=fingerprint,
                            created_at=now,
                            expires_at=now + timedelta(seconds=self.inflight_ttl),
                        )
                    )
                return Claim("run")
            except IntegrityError:
                pass
            async with self.store.begin() as conn:
                row = (
                    await conn.execute(
                        select(idempotency).where(
                            idempotency.c.tenant == tenant, idempotency.c.key == key
                        )
                    )
                ).first()
                if row is None:
                    continue
                expires = row.expires_at
                if expires.tzinfo is None:
                    expires = expires.replace(tzinfo=now.tzinfo)
                if expires <= now:
                    await conn.execute(
                        delete(idempotency).where(
                            idempotency.c.tenant == tenant, idempotency.c.key == key
                        )
                    )
                    continue
                record = {
                    "state": row.state,
                    "fp": row.fingerprint,
                    "status": row.status_code,
                    "body": row.response,
                }
                return _judge(record, fingerprint)
        return Claim("inflight")

    async def succeed(
        self, tenant: str, key: str, fingerprint: str, status: int, body: str
    ) -> None:
        now = self.clock.now()
        async with self.store.begin() as conn:
            await conn.execute(
                update(idempotency)
                .where(idempotency.c.tenant == tenant, idempotency.c.key == key)
                .values(
                    state="done",
                    status_code=status,
                    response=body,
                    expires_at=now + timedelta(seconds=self.ttl),
                )
            )

    async def release(self, tenant: str, key: str) -> None:
        async with self.store.begin() as conn:
            await conn.execute(
                delete(idempotency).where(
                    idempotency.c.tenant == tenant,
                    idempotency.c.key == key,
                    idempotency.c.state == "inflight",
                )
            )
