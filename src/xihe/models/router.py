"""The model router: tries `[primary] + fallbacks`, deciding by error class.

Transient errors move on; an auth or configuration error skips every fallback on the same
credentials; context overflow goes to the caller; cancellation propagates untouched. Each model
sits behind a circuit breaker (`breaker.py`), which decides when a failing model is tried again.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing, suppress
from contextvars import ContextVar, Token
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import (
    AllModelsFailedError,
    ContextOverflowError,
    ErrorClass,
    Failure,
    ModelError,
)
from xihe.core.messages import ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig, Settings
from xihe.models.base import ChatModel
from xihe.models.breaker import (
    BreakerState,
    CircuitBreakerModel,
    CircuitOpenError,
    breaker_state,
)
from xihe.models.budget import ensure_fits
from xihe.models.providers import build_model

log = logging.getLogger("xihe.models.router")

current_model: ContextVar[str | None] = ContextVar("xihe_current_model", default=None)
"""The model being tried right now; set per attempt and always restored in `finally`."""

Preflight = Callable[[str, ModelConfig, ModelRequest], None]


@dataclass(frozen=True)
class Attempt:
    model: str
    provider: str
    duration_ms: float
    request: ModelRequest
    failure: Failure | None = None
    skipped: bool = False


@dataclass(frozen=True)
class RouterEvent:
    kind: Literal["attempt_failed", "text", "frame", "done"]
    model: str
    text: str = ""
    response: ModelResponse | None = None
    attempt: Attempt | None = None
    raw: bytes = b""
    """Proxy mode: an upstream SSE frame (`frame`), or the upstream's whole body (`done`)."""


@dataclass
class RoutedResponse:
    response: ModelResponse
    model: str
    attempts: list[Attempt] = field(default_factory=list)


class ModelRouter:
    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock | None = None,
        factory: Callable[[str, ModelConfig], ChatModel] = build_model,
        preflight: Preflight | None = ensure_fits,
        breakers: BreakerState | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock or SystemClock()
        self._factory = factory
        self._preflight = preflight
        self._models: dict[tuple[str, str], ChatModel] = {}
        self._fingerprints: dict[int, tuple[ModelConfig, dict[str, Any], str | None, str]] = {}
        self._retired: list[ChatModel] = []
        self._breakers = breakers or breaker_state(settings)

    def model(self, name: str) -> ChatModel:
        """One adapter per model and configuration: a changed key gets a fresh client (and a
        closed circuit). Recorded scripts are not guarded: replay must answer as recorded."""
        config = self.settings.models[name]
        key = (name, self._fingerprint(config))
        if key not in self._models:
            stale = [k for k in self._models if k[0] == name]
            for old in stale:
                self._retired.append(self._models.pop(old))
            model = self._factory(name, config)
            if config.provider != "scripted":
                model = CircuitBreakerModel(model, self._breakers, clock=self.clock)
            self._models[key] = model
        return self._models[key]

    def _fingerprint(self, config: ModelConfig) -> str:
        """`config.fingerprint()`, recomputed only when the config's fields or the key's value
        changed since the last call (hashing the config on every model call cost more than
        the rest of the routing)."""
        api_key = config.api_key()
        seen = self._fingerprints.get(id(config))
        if (
            seen is not None
            and seen[0] is config
            and (seen[2], seen[1]) == (api_key, config.__dict__)
        ):
            return seen[3]
        fingerprint = config.fingerprint()
        fields = copy.deepcopy(config.__dict__)
        if len(self._fingerprints) >= 1024:  # settings reloaded many times: old configs go
            self._fingerprints.clear()
        self._fingerprints[id(config)] = (config, fields, api_key, fingerprint)
        return fingerprint

    async def aclose(self) -> None:
        for model in [*self._models.values(), *self._retired]:
            await model.aclose()
        self._models.clear()
        self._retired.clear()
        await self._breakers.aclose()

    def unusable(self) -> dict[str, Failure]:
        """Models whose circuit this process last saw open, with the failure that opened it."""
        out: dict[str, Failure] = {}
        for (name, fingerprint), model in self._models.items():
            config = self.settings.models.get(name)
            failure = getattr(model, "open_failure", None)
            if failure is not None and config is not None and config.fingerprint() == fingerprint:
                out[name] = failure
        return out

    async def complete(self, request: ModelRequest, route: str | None = None) -> RoutedResponse:
        attempts: list[Attempt] = []
        async with aclosing(self.stream(request, route)) as events:
            async for event in events:
                if event.attempt is not None and event.kind == "attempt_failed":
                    attempts.append(event.attempt)
                if event.kind == "done" and event.response is not None and event.attempt:
                    attempts.append(event.attempt)
                    return RoutedResponse(event.response, event.model, attempts)
        raise RuntimeError("router ended without a response")  # pragma: no cover

    async def stream(
        self, request: ModelRequest, route: str | None = None
    ) -> AsyncGenerator[RouterEvent, None]:
        route_name, route_config = self.settings.route_or_model(route)
        failures: list[Failure] = []
        dead_credentials: dict[str, str] = {}
        for name in route_config.chain():
            config = self.settings.models[name]
            skip = self._skip_reason(name, config, dead_credentials)
            if skip is not None:
                dead_credentials.setdefault(config.credential_id(), name)
                failures.append(skip)
                attempt = Attempt(name, config.provider, 0.0, request, skip, skipped=True)
                yield RouterEvent(kind="attempt_failed", model=name, attempt=attempt)
                continue
            sent = _for_model(request, config)
            token = current_model.set(name)
            started = self.clock.monotonic()
            emitted = False
            try:
                if self._preflight is not None and sent.wire is None:
                    self._preflight(name, config, sent)
                # closed here, not by the event loop's finalizer (a task per call)
                async with aclosing(self.model(name).stream(sent)) as chunks:
                    async for chunk in chunks:
                        if chunk.kind == "text":
                            emitted = True
                            yield RouterEvent(kind="text", model=name, text=chunk.text)
                        elif chunk.kind == "frame":
                            emitted = True
                            yield RouterEvent(kind="frame", model=name, raw=chunk.raw)
                        elif chunk.response is not None:
                            attempt = Attempt(name, config.provider, self._ms(started), sent)
                            yield RouterEvent(
                                kind="done",
                                model=name,
                                response=chunk.response,
                                attempt=attempt,
                                raw=chunk.raw,
                            )
                            return
            except ContextOverflowError as exc:
                exc.attempt = Attempt(name, config.provider, self._ms(started), sent, exc.failure)
                raise
            except ModelError as exc:
                failure = exc.failure
                refused = isinstance(exc, CircuitOpenError)
                if exc.error_class in (ErrorClass.AUTH, ErrorClass.CONFIG):
                    dead_credentials[config.credential_id()] = name
                elif exc.error_class != ErrorClass.TRANSIENT or emitted:
                    exc.attempt = Attempt(name, config.provider, self._ms(started), sent, failure)
                    raise
                failures.append(failure)
                ms = 0.0 if refused else self._ms(started)
                attempt = Attempt(name, config.provider, ms, sent, failure, skipped=refused)
                yield RouterEvent(kind="attempt_failed", model=name, attempt=attempt)
            finally:
                _restore(token)
        raise AllModelsFailedError(route_name, failures)

    def _skip_reason(
        self, name: str, config: ModelConfig, dead_credentials: dict[str, str]
    ) -> Failure | None:
        culprit = dead_credentials.get(config.credential_id())
        if culprit is not None:
            return Failure(
                error_class=ErrorClass.AUTH,
                error_type="SharedCredentials",
                message=f"{name}: skipped, it uses the same credentials as '{culprit}',"
                " which were just rejected",
                provider=config.provider,
                model=name,
            )
        return None

    def _ms(self, started: float) -> float:
        return round((self.clock.monotonic() - started) * 1000, 3)


def _restore(token: Token[str | None]) -> None:
    """Undo this attempt's `current_model`; a generator finalized elsewhere has nothing to undo."""
    with suppress(ValueError):
        current_model.reset(token)


def _for_model(request: ModelRequest, config: ModelConfig) -> ModelRequest:
    """Per-model copy: the shared request is never mutated by a fallback. A client-owned
    (proxy) body is the client's to size: the upstream judges it."""
    if request.wire is not None:
        return request
    wanted = request.max_output_tokens or config.max_output_tokens
    return replace(request, max_output_tokens=min(wanted, config.max_output_tokens))
