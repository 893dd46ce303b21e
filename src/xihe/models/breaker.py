"""A circuit breaker that wraps a model: closed → open for a cooldown → half-open, one probe.

A rejected key, an exhausted quota or a run of upstream failures opens the circuit; a rate
limit opens it for as long as the upstream's `Retry-After` asks. When the cooldown ends one call
probes: success closes the circuit, failure opens it again for twice as long (capped). With
Redis configured the state is shared, so every replica agrees; otherwise it lives in-process.
A circuit belongs to a model under one configuration and key: a changed key starts closed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncGenerator
from contextlib import aclosing
from dataclasses import asdict, dataclass, replace
from typing import Any, Protocol

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, ModelError
from xihe.core.messages import ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig, Settings
from xihe.models.base import ChatModel, StreamChunk

log = logging.getLogger("xihe.models.breaker")

PROBE_WAIT_SECONDS = 1.0
"""What a caller refused during another caller's probe is told to wait."""


@dataclass(frozen=True)
class BreakerPolicy:
    failure_threshold: int = 5
    """Consecutive transient failures (5xx, timeouts) that open the circuit."""
    cooldown_seconds: float = 30.0
    auth_cooldown_seconds: float = 60.0
    """After 401/402/403 or an exhausted quota: long enough not to hammer, short enough that a
    fixed key (or a refilled quota) is noticed without a restart."""
    max_cooldown_seconds: float = 900.0


class CircuitOpenError(ModelError):
    """Refused without calling the upstream: the circuit is open or another call is probing."""


@dataclass
class Circuit:
    """One model's state; `open_until` 0 means closed."""

    open_until: float = 0.0
    failures: int = 0
    trips: int = 0
    failure: Failure | None = None

    def to_json(self) -> str:
        data: dict[str, Any] = asdict(self)
        if self.failure is not None:
            data["failure"]["error_class"] = self.failure.error_class.value
        return json.dumps(data)

    @classmethod
    def from_json(cls, raw: str | bytes) -> Circuit:
        data = json.loads(raw)
        failure = data.pop("failure", None)
        if failure is not None:
            failure = Failure(**{**failure, "error_class": ErrorClass(failure["error_class"])})
        return cls(**data, failure=failure)


class BreakerState(Protocol):
    async def load(self, key: str) -> Circuit: ...

    async def save(self, key: str, circuit: Circuit, ttl: float) -> None: ...

    async def clear(self, key: str) -> None: ...

    async def claim_probe(self, key: str, now: float, seconds: float) -> bool: ...

    async def release_probe(self, key: str) -> None: ...

    async def aclose(self) -> None: ...


class MemoryState:
    """One process's circuits: the default without Redis."""

    def __init__(self) -> None:
        self._circuits: dict[str, Circuit] = {}
        self._probes: dict[str, float] = {}

    async def load(self, key: str) -> Circuit:
        return replace(self._circuits.get(key) or Circuit())

    async def save(self, key: str, circuit: Circuit, ttl: float) -> None:
        self._circuits[key] = replace(circuit)

    async def clear(self, key: str) -> None:
        self._circuits.pop(key, None)
        self._probes.pop(key, None)

    async def claim_probe(self, key: str, now: float, seconds: float) -> bool:
        if self._probes.get(key, 0.0) > now:
            return False
        self._probes[key] = now + seconds
        return True

    async def release_probe(self, key: str) -> None:
        self._probes.pop(key, None)

    async def aclose(self) -> None:
        return None


class RedisState:
    """Circuits in Redis, shared by replicas. If Redis fails, calls go through (logged):
    the breaker protects the upstream, it must not become the outage."""

    def __init__(self, url: str, prefix: str) -> None:
        from xihe.store.redis import redis_client

        self.client: Any = redis_client(url)
        self.prefix = prefix

    def _key(self, key: str) -> str:
        return f"{self.prefix}:{key}"

    async def load(self, key: str) -> Circuit:
        try:
            raw = await self.client.get(self._key(key))
        except Exception as exc:  # redis or network: fail open
            log.warning("circuit state unavailable in Redis, calling %s anyway: %s", key, exc)
            return Circuit()
        return Circuit.from_json(raw) if raw else Circuit()

    async def save(self, key: str, circuit: Circuit, ttl: float) -> None:
        try:
            await self.client.set(self._key(key), circuit.to_json(), px=max(1, int(ttl * 1000)))
        except Exception as exc:
            log.warning("could not store circuit %s in Redis: %s", key, exc)

    async def clear(self, key: str) -> None:
        try:
            await self.client.delete(self._key(key), self._key(key) + ":probe")
        except Exception as exc:
            log.warning("could not clear circuit %s in Redis: %s", key, exc)

    async def claim_probe(self, key: str, now: float, seconds: float) -> bool:
        try:
            probe = self._key(key) + ":probe"
            return bool(await self.client.set(probe, "1", nx=True, px=int(seconds * 1000)))
        except Exception as exc:
            log.warning("could not claim the probe of %s in Redis: %s", key, exc)
            return True

    async def release_probe(self, key: str) -> None:
        try:
            await self.client.delete(self._key(key) + ":probe")
        except Exception as exc:
            log.warning("could not release the probe of %s in Redis: %s", key, exc)

    async def aclose(self) -> None:
        await self.client.aclose()


def breaker_state(settings: Settings) -> BreakerState:
    if settings.redis_url:
        return RedisState(settings.redis_url, f"{settings.gateway.redis_prefix}:breaker")
    return MemoryState()


@dataclass(frozen=True)
class _Admission:
    circuit: Circuit
    probe: bool


class CircuitBreakerModel:
    """The same model behind a circuit breaker; see the module docstring."""

    def __init__(
        self,
        inner: ChatModel,
        state: BreakerState,
        *,
        clock: Clock | None = None,
        policy: BreakerPolicy | None = None,
    ) -> None:
        self.inner = inner
        self.name: str = inner.name
        self.config: ModelConfig = inner.config
        self.state = state
        self.clock = clock or SystemClock()
        self.policy = policy or BreakerPolicy()
        self.key = f"{inner.name}:{inner.config.fingerprint()}"
        self.open_failure: Failure | None = None
        """The failure that opened the circuit, as this process last saw it; None if closed."""

    async def complete(self, request: ModelRequest) -> ModelResponse:
        admitted = await self._admit()
        settled = False
        try:
            response = await self.inner.complete(request)
            settled = True
            await self._succeeded(admitted)
            return response
        except ModelError as exc:
            settled = True
            await self._failed(exc, admitted)
            raise
        finally:
            if admitted.probe and not settled:
                await self.state.release_probe(self.key)

    async def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        admitted = await self._admit()
        settled = False
        try:
            # closed here when the caller stops at `done`, not by the loop's finalizer
            async with aclosing(self.inner.stream(request)) as chunks:
                async for chunk in chunks:
                    if chunk.kind == "done":
                        settled = True
                        await self._succeeded(admitted)
                    yield chunk
        except ModelError as exc:
            settled = True
            await self._failed(exc, admitted)
            raise
        finally:
            if admitted.probe and not settled:
                await self.state.release_probe(self.key)

    async def aclose(self) -> None:
        await self.inner.aclose()

    def _now(self) -> float:
        return self.clock.now().timestamp()

    async def _admit(self) -> _Admission:
        circuit = await self.state.load(self.key)
        if not circuit.open_until:
            self.open_failure = None
            return _Admission(circuit, probe=False)
        self.open_failure = circuit.failure
        now = self._now()
        if now < circuit.open_until:
            raise self._refusal(circuit, circuit.open_until - now)
        if await self.state.claim_probe(self.key, now, self.config.timeout_seconds + 5):
            log.info("model %s: cooldown over, one call probes the upstream", self.name)
            return _Admission(circuit, probe=True)
        raise self._refusal(circuit, PROBE_WAIT_SECONDS)

    def _refusal(self, circuit: Circuit, wait: float) -> CircuitOpenError:
        cause = circuit.failure
        error_class = cause.error_class if cause else ErrorClass.TRANSIENT
        reason = cause.message if cause else "earlier failures"
        return CircuitOpenError(
            f"{self.name}: skipped, circuit open for another {wait:.0f}s after: {reason}",
            error_class=error_class,
            error_type="CircuitOpen",
            provider=self.config.provider,
            model=self.name,
            status=cause.status if cause else None,
            retry_after=wait if error_class == ErrorClass.TRANSIENT else None,
        )

    async def _succeeded(self, admitted: _Admission) -> None:
        if admitted.probe or admitted.circuit.failures or admitted.circuit.open_until:
            await self.state.clear(self.key)
            if admitted.probe:
                log.info("model %s: probe succeeded, circuit closed", self.name)
        self.open_failure = None

    async def _failed(self, exc: ModelError, admitted: _Admission) -> None:
        circuit = await self.state.load(self.key)
        policy = self.policy
        if exc.error_class in (ErrorClass.AUTH, ErrorClass.CONFIG):
            cooldown = self._backoff(policy.auth_cooldown_seconds, circuit.trips)
        elif exc.error_class == ErrorClass.TRANSIENT and exc.retry_after is not None:
            cooldown = min(exc.retry_after, policy.max_cooldown_seconds)
        elif exc.error_class == ErrorClass.TRANSIENT:
            circuit.failures += 1
            if circuit.failures < policy.failure_threshold and not admitted.probe:
                await self.state.save(self.key, circuit, policy.max_cooldown_seconds)
                return
            cooldown = self._backoff(policy.cooldown_seconds, circuit.trips)
        else:  # the request's own fault: the upstream answered, so it is up
            await self._succeeded(admitted)
            return
        failure = exc.failure
        opened = Circuit(self._now() + cooldown, 0, circuit.trips + 1, failure)
        await self.state.save(self.key, opened, cooldown + policy.max_cooldown_seconds)
        if admitted.probe:
            await self.state.release_probe(self.key)
        self.open_failure = failure
        log.error(
            "model %s: circuit open for %.0fs after: %s", self.name, cooldown, failure.message
        )

    def _backoff(self, base: float, trips: int) -> float:
        return float(min(base * 2**trips, self.policy.max_cooldown_seconds))
