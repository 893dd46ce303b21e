"""Rate limits on two dimensions at once (tenant and user), for requests and tokens per
minute. In Redis one Lua script checks and admits atomically, so replicas share one limit;
without Redis the same rules run in process memory."""

from __future__ import annotations

import math
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Protocol

from xihe.core.settings import GatewayConfig, RateLimitConfig
from xihe.gateway.auth import Principal

WINDOW_MS = 60_000

# Requests: a sliding-window log (exact: N per minute admits N). Tokens: a window that
# starts at the first charge. Time comes from Redis itself so replicas agree on it.
ACQUIRE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local n = #KEYS / 2
local retry = 0
for i = 1, n do
  local rl = tonumber(ARGV[2 * i - 1])
  local tl = tonumber(ARGV[2 * i])
  if rl > 0 then
    redis.call('ZREMRANGEBYSCORE', KEYS[2 * i - 1], '-inf', now - 60000)
    if redis.call('ZCARD', KEYS[2 * i - 1]) >= rl then
      local oldest = redis.call('ZRANGE', KEYS[2 * i - 1], 0, 0, 'WITHSCORES')
      local wait = tonumber(oldest[2]) + 60000 - now
      if wait > retry then retry = wait end
    end
  end
  if tl > 0 then
    local used = tonumber(redis.call('GET', KEYS[2 * i]) or '0')
    if used >= tl then
      local ttl = redis.call('PTTL', KEYS[2 * i])
      if ttl > retry then retry = ttl end
    end
  end
end
if retry > 0 then return {0, retry} end
for i = 1, n do
  if tonumber(ARGV[2 * i - 1]) > 0 then
    redis.call('ZADD', KEYS[2 * i - 1], now, ARGV[#ARGV])
    redis.call('PEXPIRE', KEYS[2 * i - 1], 60000)
  end
end
return {1, 0}
"""

CHARGE = """
for i = 1, #KEYS do
  redis.call('INCRBY', KEYS[i], ARGV[1])
  if redis.call('PTTL', KEYS[i]) < 0 then redis.call('PEXPIRE', KEYS[i], 60000) end
end
return 1
"""


@dataclass(frozen=True)
class Dimension:
    """One limited subject: `tenant:acme` or `user:acme/alice`, with its limits."""

    name: str
    limits: RateLimitConfig


def dimensions(config: GatewayConfig, principal: Principal) -> list[Dimension]:
    tenant_limits = config.tenant_overrides.get(principal.tenant, config.tenant_limits)
    out = [
        Dimension(f"tenant:{principal.tenant}", tenant_limits),
        Dimension(f"user:{principal.tenant}/{principal.user}", config.user_limits),
    ]
    return [d for d in out if d.limits.requests_per_minute > 0 or d.limits.tokens_per_minute > 0]


class Limiter(Protocol):
    async def acquire(self, principal: Principal) -> float | None:
        """None when admitted, else seconds until a retry can succeed."""

    async def charge_tokens(self, principal: Principal, tokens: int) -> None: ...


class RedisLimiter:
    def __init__(self, redis: Any, config: GatewayConfig, prefix: str = "xihe:rl") -> None:
        self.redis = redis
        self.config = config
        self.prefix = prefix
        self._acquire = redis.register_script(ACQUIRE)
        self._charge = redis.register_script(CHARGE)

    async def acquire(self, principal: Principal) -> float | None:
        dims = dimensions(self.config, principal)
        if not dims:
            return None
        keys: list[str] = []
        args: list[Any] = []
        for d in dims:
            keys += [f"{self.prefix}:req:{d.name}", f"{self.prefix}:tok:{d.name}"]
            args += [d.limits.requests_per_minute, d.limits.tokens_per_minute]
        args.append(secrets.token_hex(8))
        admitted, retry_ms = await self._acquire(keys=keys, args=args)
        return None if int(admitted) == 1 else max(int(retry_ms), 1) / 1000

    async def charge_tokens(self, principal: Principal, tokens: int) -> None:
        dims = [d for d in dimensions(self.config, principal) if d.limits.tokens_per_minute]
        if dims and tokens > 0:
            keys = [f"{self.prefix}:tok:{d.name}" for d in dims]
            await self._charge(keys=keys, args=[tokens])


@dataclass
class _Window:
    requests: deque[float] = field(default_factory=deque)
    tokens: int = 0
    tokens_reset: float = 0.0


class MemoryLimiter:
    """The same rules for one process (the embedded default); never used when Redis is set."""

    def __init__(self, config: GatewayConfig) -> None:
        self.config = config
        self._windows: dict[str, _Window] = {}

    def _window(self, name: str, now: float) -> _Window:
        w = self._windows.setdefault(name, _Window())
        while w.requests and w.requests[0] <= now - WINDOW_MS / 1000:
            w.requests.popleft()
        if w.tokens_reset and now >= w.tokens_reset:
            w.tokens, w.tokens_reset = 0, 0.0
        return w

    async def acquire(self, principal: Principal) -> float | None:
        now = time.monotonic()
        retry = 0.0
        dims = dimensions(self.config, principal)
        for d in dims:
            w = self._window(d.name, now)
            rpm, tpm = d.limits.requests_per_minute, d.limits.tokens_per_minute
            if rpm and len(w.requests) >= rpm:
                retry = max(retry, w.requests[0] + WINDOW_MS / 1000 - now)
            if tpm and w.tokens >= tpm:
                retry = max(retry, w.tokens_reset - now)
        if retry > 0:
            return max(retry, 0.001)
        for d in dims:
            if d.limits.requests_per_minute:
                self._windows[d.name].requests.append(now)
        return None

    async def charge_tokens(self, principal: Principal, tokens: int) -> None:
        now = time.monotonic()
        for d in dimensions(self.config, principal):
            if d.limits.tokens_per_minute and tokens > 0:
                w = self._window(d.name, now)
                if not w.tokens_reset:
                    w.tokens_reset = now + WINDOW_MS / 1000
                w.tokens += tokens


def retry_after_header(seconds: float) -> str:
    return str(max(1, math.ceil(seconds)))
