"""The one way to reach Redis. A restarted Redis leaves every pooled connection dead; the
client's default retry draws another dead one from the pool, so callers saw "Connection
closed by server" after each restart. Here idle connections are checked before use and
commands retry with a short backoff, so a restart costs latency, not errors."""

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
        health_check_interval=1,
        socket_connect_timeout=2,
    )
