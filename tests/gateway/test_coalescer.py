"""Push coalescing on its real backends, shared by two instances as two replicas would be:
one run per pull request, one waiting, the rest folded; a race between a push and the end
of a run never loses the push; a dead holder's lease expires."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.conftest import REDIS_URL, Database
from xihe.core.clock import FrozenClock
from xihe.gateway.coalescer import Coalescer, DatabaseCoalescer, RedisCoalescer
from xihe.store.db import open_store

START = datetime(2026, 6, 1, tzinfo=UTC)


@pytest.fixture(params=["database", "redis"])
async def pair(
    request: pytest.FixtureRequest, database: Database
) -> AsyncIterator[tuple[Coalescer, Coalescer, Any]]:
    """Two coalescers on one backend, and how to let a lease run out."""
    if request.param == "database":
        clock = FrozenClock(START)
        one = await open_store(database.url, schema=database.schema)
        two = await open_store(database.url, schema=database.schema)

        async def expire() -> None:
            clock.advance(61)

        yield (
            DatabaseCoalescer(one, lease=60, clock=clock),
            DatabaseCoalescer(two, lease=60, clock=clock),
            expire,
        )
        await one.close()
        await two.close()
        return
    if database.kind != "sqlite":
        pytest.skip("Redis runs once")
    import redis.asyncio as aioredis

    client = aioredis.from_url(REDIS_URL, decode_responses=True)
    prefix = f"t{secrets.token_hex(6)}"

    async def wait_out() -> None:
        await asyncio.sleep(1.2)

    yield (
        RedisCoalescer(client, lease=1, prefix=prefix),
        RedisCoalescer(client, lease=1, prefix=prefix),
        wait_out,
    )
    for name in [k async for k in client.scan_iter(f"{prefix}:*")]:
        await client.delete(name)
    await client.aclose()


async def test_one_runs_one_waits_the_rest_fold(pair: tuple[Coalescer, Coalescer, Any]) -> None:
    a, b, _ = pair
    pr = f"github:o/r#{secrets.token_hex(3)}"
    assert [await a.submit(pr), await b.submit(pr), await a.submit(pr), await b.submit(pr)] == [
        "run",
        "queued",
        "coalesced",
        "coalesced",
    ]
    assert await b.finished(pr) is True  # the waiting run starts, wherever it was queued
    assert await a.submit(pr) == "queued"  # a push during the follow-up waits again
    assert await a.finished(pr) is True
    assert await a.finished(pr) is False
    assert await b.submit(pr) == "run"
    assert await a.submit(f"{pr}-other") == "run"  # another pull request is independent


async def test_concurrent_pushes_on_two_replicas(pair: tuple[Coalescer, Coalescer, Any]) -> None:
    a, b, _ = pair
    pr = f"gitlab:g/app!{secrets.token_hex(3)}"
    decisions = await asyncio.gather(*[(a, b)[i % 2].submit(pr) for i in range(16)])
    assert decisions.count("run") == 1
    assert decisions.count("queued") == 1
    assert decisions.count("coalesced") == 14


async def test_a_push_racing_the_end_of_a_run_is_never_lost(
    pair: tuple[Coalescer, Coalescer, Any],
) -> None:
    a, b, _ = pair
    pr = f"github:o/race#{secrets.token_hex(3)}"
    for _ in range(15):
        assert await a.submit(pr) == "run"
        ended, pushed = await asyncio.gather(a.finished(pr), b.submit(pr))
        assert (ended, pushed) in {(False, "run"), (True, "queued")}
        assert await a.finished(pr) is False  # whichever run is now going ends: free


async def test_abandon_and_an_expired_lease_free_the_pull_request(
    pair: tuple[Coalescer, Coalescer, Any],
) -> None:
    a, b, expire = pair
    pr = f"github:o/dead#{secrets.token_hex(3)}"
    assert await a.submit(pr) == "run"
    assert await b.submit(pr) == "queued"
    await a.abandon(pr)
    assert await b.submit(pr) == "run"
    await expire()  # the holder died without finishing
    assert await a.submit(pr) == "run"
