"""Push coalescing for webhook reviews, shared by every worker and replica.

Per pull request: one review runs, at most one more waits (it reads the newest head when it
starts), further pushes fold into the waiting one. The state lives where the delivery ids do
(Redis when configured, else the database), so a push that lands on another worker or
replica is coalesced too. Each entry is a lease: a holder that dies frees it on expiry.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Literal, Protocol

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.store.db import Store
from xihe.store.tables.gateway import webhook_runs

Decision = Literal["run", "queued", "coalesced"]


class Coalescer(Protocol):
    async def submit(self, pr: str) -> Decision: ...

    async def finished(self, pr: str) -> bool:
        """The run for `pr` ended: True when a waiting run should start now (the caller runs
        it and calls `finished` again), False when the pull request is free."""
        ...

    async def abandon(self, pr: str) -> None:
        """The run failed: free the pull request; a waiting push is dropped with it."""
        ...


def _decision(count: int) -> Decision:
    return "run" if count == 1 else "queued" if count == 2 else "coalesced"


# KEYS[1] the pull request; ARGV[1] the lease in seconds. Returns pushes counted so far.
_SUBMIT = """
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1])) end
return n
"""
_FINISHED = """
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= 2 then redis.call('SET', KEYS[1], '1', 'EX', tonumber(ARGV[1])) return 1 end
redis.call('DEL', KEYS[1])
return 0
"""


class RedisCoalescer:
    def __init__(self, redis: Any, *, lease: int, prefix: str) -> None:
        self.redis = redis
        self.lease = lease
        self.prefix = prefix
        self._submit = redis.register_script(_SUBMIT)
        self._finished = redis.register_script(_FINISHED)

    def _name(self, pr: str) -> str:
        return f"{self.prefix}:{pr}"

    async def submit(self, pr: str) -> Decision:
        return _decision(int(await self._submit(keys=[self._name(pr)], args=[self.lease])))

    async def finished(self, pr: str) -> bool:
        return bool(await self._finished(keys=[self._name(pr)], args=[self.lease]))

    async def abandon(self, pr: str) -> None:
        await self.redis.delete(self._name(pr))


class DatabaseCoalescer:
    """The embedded default: the primary key on the pull request is the lock; `waiting` moves
    0 → 1 → 0 by conditional updates, so no two callers see the same transition."""

    def __init__(self, store: Store, *, lease: int, clock: Clock | None = None) -> None:
        self.store = store
        self.lease = lease
        self.clock = clock or SystemClock()

    async def submit(self, pr: str) -> Decision:
        for _ in range(3):
            now = self.clock.now()
            expires = now + timedelta(seconds=self.lease)
            try:
                async with self.store.begin() as conn:
                    await conn.execute(
                        insert(webhook_runs).values(pr=pr, waiting=0, expires_at=expires)
                    )
                return "run"
            except IntegrityError:
                pass
            async with self.store.begin() as conn:
                row = webhook_runs.c.pr == pr
                stale = await conn.execute(
                    update(webhook_runs)
                    .where(row, webhook_runs.c.expires_at <= now)
                    .values(waiting=0, expires_at=expires)
                )
                if stale.rowcount:
                    return "run"
                queued = await conn.execute(
                    update(webhook_runs).where(row, webhook_runs.c.waiting == 0).values(waiting=1)
                )
                if queued.rowcount:
                    return "queued"
                if (await conn.execute(select(webhook_runs.c.pr).where(row))).first():
                    return "coalesced"
        return "coalesced"

    async def finished(self, pr: str) -> bool:
        row = webhook_runs.c.pr == pr
        for _ in range(5):
            expires = self.clock.now() + timedelta(seconds=self.lease)
            async with self.store.begin() as conn:
                follow = await conn.execute(
                    update(webhook_runs)
                    .where(row, webhook_runs.c.waiting == 1)
                    .values(waiting=0, expires_at=expires)
                )
                if follow.rowcount:
                    return True
                freed = await conn.execute(
                    delete(webhook_runs).where(row, webhook_runs.c.waiting == 0)
                )
                if freed.rowcount:
                    return False
                if (await conn.execute(select(webhook_runs.c.pr).where(row))).first() is None:
                    return False
        return False

    async def abandon(self, pr: str) -> None:
        async with self.store.begin() as conn:
            await conn.execute(delete(webhook_runs).where(webhook_runs.c.pr == pr))
