"""The Idempotency-Key stores on their real backends: keys per user, fencing tokens that
make a late holder's writes no-ops, and a paused key settled once its task resumed."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.conftest import REDIS_URL, Database
from xihe.core.clock import FrozenClock
from xihe.gateway.idempotency import (
    DatabaseIdempotency,
    IdempotencyStore,
    RedisIdempotency,
    Scope,
    fingerprint,
)
from xihe.store.db import open_store

START = datetime(2026, 6, 1, tzinfo=UTC)


@pytest.fixture(params=["database", "redis"])
async def stores(
    request: pytest.FixtureRequest, database: Database
) -> AsyncIterator[tuple[IdempotencyStore, Any, FrozenClock]]:
    """A store and how to make its in-flight claims expire (the holder "died")."""
    clock = FrozenClock(START)
    if request.param == "database":
        store = await open_store(database.url, schema=database.schema)
        idem = DatabaseIdempotency(store, ttl=3600, inflight_ttl=60, clock=clock)

        async def expire() -> None:
            clock.advance(61)

        yield idem, expire, clock
        await store.close()
        return
    if database.kind != "sqlite":
        pytest.skip("Redis runs once")
    import redis.asyncio as aioredis

    client = aioredis.from_url(REDIS_URL, decode_responses=True)
    prefix = f"t{secrets.token_hex(6)}"
    redis_idem = RedisIdempotency(client, ttl=3600, inflight_ttl=60, prefix=prefix)

    async def drop() -> None:
        for name in [k async for k in client.scan_iter(f"{prefix}:*")]:
            await client.delete(name)

    yield redis_idem, drop, clock
    await drop()
    await client.aclose()


FP = fingerprint("/v1/chat/completions", "new", {"messages": ["hi"]})


async def test_keys_are_per_user_and_fingerprints_cover_session_and_route(
    stores: tuple[IdempotencyStore, Any, FrozenClock],
) -> None:
    idem, _expire, _clock = stores
    alice, bob = Scope("acme", "alice", "k"), Scope("acme", "bob", "k")
    first = await idem.claim(alice, FP)
    assert first.outcome == "run" and first.token
    assert (await idem.claim(bob, FP)).outcome == "run"
    assert await idem.succeed(alice, first.token, 200, '{"a": 1}', "ses_1")
    replay = await idem.claim(alice, FP)
    assert (replay.outcome, replay.body, replay.session_id) == ("replay", '{"a": 1}', "ses_1")
    other_session = fingerprint("/v1/chat/completions", "ses_1", {"messages": ["hi"]})
    other_route = fingerprint("/v1/other", "new", {"messages": ["hi"]})
    assert (await idem.claim(alice, other_session)).outcome == "mismatch"
    assert (await idem.claim(alice, other_route)).outcome == "mismatch"
    # a separator in a name cannot make two scopes one
    assert Scope("a", "b:c", "d").digest != Scope("a", "b", "c:d").digest


async def test_a_holder_whose_claim_expired_cannot_write_over_the_next(
    stores: tuple[IdempotencyStore, Any, FrozenClock],
) -> None:
    idem, expire, _clock = stores
    scope = Scope("acme", "alice", "slow")
    late = await idem.claim(scope, FP)
    await expire()
    current = await idem.claim(scope, FP)
    assert current.outcome == "run" and current.token != late.token
    assert not await idem.release(scope, late.token)
    assert not await idem.succeed(scope, late.token, 200, "stale", None)
    assert (await idem.claim(scope, FP)).outcome == "inflight"
    assert await idem.succeed(scope, current.token, 200, "fresh", None)
    assert (await idem.claim(scope, FP)).body == "fresh"
    assert not await idem.release(scope, current.token)  # a finished key stays


async def test_a_paused_key_replays_its_approval_until_settled_once(
    stores: tuple[IdempotencyStore, Any, FrozenClock],
) -> None:
    idem, _expire, _clock = stores
    scope = Scope("acme", "alice", "pause")
    claim = await idem.claim(scope, FP)
    assert await idem.pause(scope, claim.token, '{"xihe": "wait"}', "ses_9", "op_task")
    again = await idem.claim(scope, FP)
    assert (again.outcome, again.task_id, again.session_id) == ("paused", "op_task", "ses_9")
    assert not await idem.release(scope, claim.token)  # a pause is not released
    assert not await idem.settle(scope, "op_other", 200, "wrong task")
    assert await idem.settle(scope, "op_task", 200, '{"answer": 1}')
    assert not await idem.settle(scope, "op_task", 200, "twice")
    done = await idem.claim(scope, FP)
    assert (done.outcome, done.body) == ("replay", '{"answer": 1}')
