"""The circuit breaker around each model, against the fake provider over HTTP and real Redis."""

from __future__ import annotations

import asyncio
import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import REDIS_URL, Database, make_settings
from tests.fakes.provider import FakeProvider, Reply

from xihe.core.clock import FrozenClock
from xihe.core.errors import AllModelsFailedError, ErrorClass
from xihe.core.messages import Message, ModelRequest
from xihe.core.settings import Settings
from xihe.gateway.errors import from_xihe
from xihe.models.router import ModelRouter

START = datetime(2026, 6, 1, tzinfo=UTC)

QUOTA = Reply(status=429, error_message="You exceeded your current quota", error_code="quota")


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")
    monkeypatch.setenv("OTHER_KEY", "other")


def _settings(
    tmp_path: Path, fake: FakeProvider, *, redis: bool = False, **routes: Any
) -> Settings:
    models = {
        name: {
            "provider": "openai",
            "base_url": fake.url,
            "model": name,
            "api_key_env": key,
            "context_window": 32000,
            "max_output_tokens": 1000,
        }
        for name, key in (("fast", "FAKE_KEY"), ("backup", "OTHER_KEY"))
    }
    extra: dict[str, Any] = {}
    if redis:
        extra["redis_url"] = REDIS_URL
        extra["gateway"] = {"redis_prefix": f"test_{secrets.token_hex(6)}"}
    return make_settings(
        Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}"),
        tmp_path,
        models=models,
        routes=routes or {"default": {"primary": "fast", "fallbacks": ["backup"]}},
        **extra,
    )


def _ask(text: str = "hi") -> ModelRequest:
    return ModelRequest(messages=(Message("user", text),))


def _served(fake: FakeProvider) -> list[str]:
    return [r.body["model"] for r in fake.requests]


async def test_quota_429_opens_the_circuit_then_one_probe_closes_it(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    clock = FrozenClock(START)
    router = ModelRouter(_settings(tmp_path, fake_provider), clock=clock)
    try:
        fake_provider.enqueue(QUOTA, model="fast")
        fake_provider.enqueue(Reply(text="b1"), Reply(text="b2"), model="backup")
        assert (await router.complete(_ask())).model == "backup"
        clock.advance(30)
        assert (await router.complete(_ask())).model == "backup"
        assert _served(fake_provider) == ["fast", "backup", "backup"]
        assert router.unusable()["fast"].error_class == ErrorClass.AUTH

        clock.advance(31)  # the 60 s cooldown is over: one call probes, and it succeeds
        fake_provider.enqueue(Reply(text="quota refilled"), model="fast")
        probed = await router.complete(_ask())
        assert (probed.model, probed.response.text) == ("fast", "quota refilled")
        fake_provider.enqueue(Reply(text="closed"), model="fast")
        assert (await router.complete(_ask())).model == "fast"
        assert "fast" not in router.unusable()
    finally:
        await router.aclose()


async def test_failed_probe_opens_the_circuit_for_twice_as_long(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    clock = FrozenClock(START)
    router = ModelRouter(_settings(tmp_path, fake_provider), clock=clock)
    try:
        fake_provider.enqueue(Reply(status=403, error_message="forbidden"), model="fast")
        fake_provider.enqueue(Reply(status=403, error_message="still forbidden"), model="fast")
        fake_provider.enqueue(*[Reply(text=f"b{i}") for i in range(4)], model="backup")
        await router.complete(_ask())
        clock.advance(61)
        await router.complete(_ask())  # the probe fails: open for 120 s now
        clock.advance(100)
        await router.complete(_ask())
        assert _served(fake_provider).count("fast") == 2
        clock.advance(21)
        fake_provider.enqueue(Reply(text="ok"), model="fast")
        assert (await router.complete(_ask())).model == "fast"
    finally:
        await router.aclose()


async def test_one_probe_at_a_time_when_the_cooldown_ends(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    clock = FrozenClock(START)
    router = ModelRouter(_settings(tmp_path, fake_provider), clock=clock)
    try:
        fake_provider.enqueue(Reply(status=401, error_message="bad key"), model="fast")
        fake_provider.enqueue(Reply(text="b0"), model="backup")
        await router.complete(_ask())
        clock.advance(61)
        fake_provider.enqueue(Reply(text="probe", delay=0.5), model="fast")
        fake_provider.enqueue(Reply(text="b1"), Reply(text="b2"), model="backup")
        results = await asyncio.gather(*(router.complete(_ask(f"q{i}")) for i in range(3)))
        assert sorted(r.model for r in results) == ["backup", "backup", "fast"]
        assert _served(fake_provider).count("fast") == 2  # the first 401 and one probe
    finally:
        await router.aclose()


async def test_consecutive_5xx_open_the_circuit_and_a_success_resets_the_count(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    router = ModelRouter(_settings(tmp_path, fake_provider), clock=FrozenClock(START))
    try:
        down = Reply(status=503, error_message="overloaded")
        fake_provider.enqueue(*[down] * 4, Reply(text="up"), *[down] * 5, model="fast")
        fake_provider.enqueue(*[Reply(text="b")] * 11, model="backup")
        for _ in range(12):
            await router.complete(_ask())
        assert _served(fake_provider).count("fast") == 10
        assert router.unusable()["fast"].error_type == "HTTP503"
    finally:
        await router.aclose()


async def test_rate_limit_honours_retry_after_and_reaches_the_edge_as_429(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    clock = FrozenClock(START)
    settings = _settings(tmp_path, fake_provider, solo={"primary": "fast"})
    router = ModelRouter(settings, clock=clock)
    try:
        limited = Reply(
            status=429, error_message="Rate limit reached", headers={"Retry-After": "7"}
        )
        fake_provider.enqueue(limited, model="fast")
        with pytest.raises(AllModelsFailedError) as first:
            await router.complete(_ask(), route="solo")
        assert first.value.retry_after == 7
        clock.advance(5)
        with pytest.raises(AllModelsFailedError) as refused:
            await router.complete(_ask(), route="solo")
        assert refused.value.retry_after == pytest.approx(2)
        assert _served(fake_provider) == ["fast"]
        edge = from_xihe(refused.value)
        assert (edge.status, edge.headers["Retry-After"]) == (429, "2")
        assert fake_provider.url not in edge.message and "FAKE_KEY" not in edge.message
        clock.advance(2.5)
        fake_provider.enqueue(Reply(text="after the wait"), model="fast")
        assert (await router.complete(_ask(), route="solo")).response.text == "after the wait"
    finally:
        await router.aclose()


async def test_per_minute_quota_with_retry_after_is_a_rate_limit(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    clock = FrozenClock(START)
    router = ModelRouter(_settings(tmp_path, fake_provider), clock=clock)
    try:
        per_minute = Reply(
            status=429,
            error_message="Quota exceeded for requests per minute",
            headers={"Retry-After": "3"},
        )
        fake_provider.enqueue(per_minute, model="fast")
        fake_provider.enqueue(Reply(text="b"), model="backup")
        routed = await router.complete(_ask())
        failure = routed.attempts[0].failure
        assert failure is not None and failure.error_class == ErrorClass.TRANSIENT
        assert failure.retry_after == 3
        clock.advance(3.5)
        fake_provider.enqueue(Reply(text="back"), model="fast")
        assert (await router.complete(_ask())).model == "fast"
    finally:
        await router.aclose()


async def test_auth_failure_names_the_variable_in_the_log_not_to_the_client(
    tmp_path: Path, fake_provider: FakeProvider, caplog: pytest.LogCaptureFixture
) -> None:
    router = ModelRouter(_settings(tmp_path, fake_provider, solo={"primary": "fast"}))
    try:
        fake_provider.enqueue(Reply(status=401, error_message="Incorrect API key"), model="fast")
        with pytest.raises(AllModelsFailedError) as info:
            await router.complete(_ask(), route="solo")
        edge = from_xihe(info.value)
        assert edge.status == 502 and "Retry-After" not in edge.headers
        assert "FAKE_KEY" not in edge.message and fake_provider.url not in edge.message
        assert "401" in edge.message
        assert any("FAKE_KEY" in r.getMessage() for r in caplog.records)
    finally:
        await router.aclose()


@pytest.mark.redis
async def test_two_replicas_agree_through_redis(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    settings = _settings(tmp_path, fake_provider, redis=True)
    clock = FrozenClock(START)
    one, two = ModelRouter(settings, clock=clock), ModelRouter(settings, clock=clock)
    try:
        fake_provider.enqueue(Reply(status=401, error_message="revoked"), model="fast")
        fake_provider.enqueue(Reply(text="b1"), Reply(text="b2"), model="backup")
        assert (await one.complete(_ask())).model == "backup"
        assert (await two.complete(_ask())).model == "backup"
        assert _served(fake_provider) == ["fast", "backup", "backup"]

        clock.advance(61)  # after the cooldown, either replica's probe closes it for both
        fake_provider.enqueue(Reply(text="f1"), Reply(text="f2"), model="fast")
        assert (await two.complete(_ask())).model == "fast"
        assert (await one.complete(_ask())).model == "fast"
    finally:
        await one.aclose()
        await two.aclose()
