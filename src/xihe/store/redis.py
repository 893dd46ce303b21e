"""The one way to reach Redis. A restarted Redis leaves every pooled connection dead; the
client's default retry draws another dead one from the pool, so callers saw "Connection
closed by server" after each restart. Here a command that meets a dead connection retries on
a fresh one with a short backoff, so a restart costs latency, not errors. (No periodic health
check: redis-py runs it inside the connect handshake, where it reads Redis 7.0's refusal of
CLIENT SETINFO as its own answer and fails the command.)"""

from __future__ import annotations

from typing import Any

RETRIES = 6


def redis_client(url: str, *, decode_responses: bool = False) -> Any:
    """A `redis.asyncio` client that survives a server restart."""
    import redis.asyncio as aioredis
    from redis.asyncio.retry import Retry
    from redis.backoff import ExponentialBackoff
    from redis.exceptions import ConnectionError, TimeoutError

    return aioredis.from_url(
        url,
        decode_responses=decode_responses,
        retry=Retry(ExponentialBackoff(cap=0.5, base=0.02), RETRIES),
        retry_on_error=[ConnectionError, TimeoutError],
        socket_connect_timeout=2,
    )
