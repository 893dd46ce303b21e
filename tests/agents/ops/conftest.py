"""Fixtures for the ops executor: fake DolphinScheduler (1.3 and 3.2), a fake WeCom robot,
settings pointing at both, and a clock the tests move by hand."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.agents.ops.fake_ds import TOKEN, FakeDolphin
from tests.agents.ops.fake_wecom import KEY, FakeWecom
from tests.conftest import Database, make_settings
from xihe.agent.runtime import Runtime
from xihe.agents.catalog import all_pre_checks, default_registry
from xihe.agents.ops.monitor import Monitor
from xihe.core.messages import ToolCall
from xihe.core.settings import Settings
from xihe.tools.executor import ToolOutcome
from xihe.tools.spec import ToolContext

DS_TOKEN_ENV = "OPS_TEST_DS_TOKEN"
WECOM_KEY_ENV = "OPS_TEST_WECOM_KEY"


class StepClock:
    """Real wall time at the start, then only what a test adds."""

    def __init__(self) -> None:
        self._now = datetime.now(UTC)
        self._mono = 0.0

    def now(self) -> datetime:
        return self._now

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        self._now += timedelta(seconds=seconds)
        self._mono += seconds


@pytest.fixture(params=["3.2", "1.3"])
def ds(request: pytest.FixtureRequest) -> Iterator[FakeDolphin]:
    with FakeDolphin(version=request.param).running() as fake:
        yield fake


@pytest.fixture
def ds32() -> Iterator[FakeDolphin]:
    """3.2 only: for surfaces, where one API version is enough (the client runs both)."""
    with FakeDolphin(version="3.2").running() as fake:
        yield fake


@pytest.fixture
def wecom() -> Iterator[FakeWecom]:
    with FakeWecom().running() as fake:
        yield fake


@pytest.fixture(autouse=True)
def _credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DS_TOKEN_ENV, TOKEN)
    monkeypatch.setenv(WECOM_KEY_ENV, KEY)
    monkeypatch.setenv("FAKE_KEY", "good")


def ops_settings(
    database: Database,
    tmp_path: Path,
    ds: FakeDolphin,
    wecom: FakeWecom,
    *,
    wecom_extra: dict[str, Any] | None = None,
    **ops: Any,
) -> Settings:
    extra = ops.pop("extra", {})
    config: dict[str, Any] = {
        "dolphinscheduler": {
            "url": ds.url,
            "version": ds.version,
            "token_env": DS_TOKEN_ENV,
            "project": ds.project,
        },
        "wecom": {
            "base_url": wecom.url,
            "key_env": WECOM_KEY_ENV,
            "group_wait_seconds": 0,
            **(wecom_extra or {}),
        },
        "poll_seconds": 1,
        **ops,
    }
    return make_settings(
        database,
        tmp_path,
        ops=config,
        tools={"pre_approved": [{"principal": "robot", "tools": ["ds.trigger_workflow"]}]},
        **extra,
    )


async def open_runtime(settings: Settings, **kwargs: Any) -> Runtime:
    return await Runtime.open(
        settings, registry=default_registry(), pre_checks=all_pre_checks(), **kwargs
    )


async def call(
    rt: Runtime, name: str, arguments: dict[str, Any], *, principal: str = "robot", rid: str = ""
) -> ToolOutcome:
    """A tool call through the runtime's policy executor, as a pre-approved principal."""
    ctx = ToolContext(
        settings=rt.settings,
        role="developer",
        principal=principal,
        request_id=rid or f"{name}:{sorted(arguments.items())}",
    )
    return await rt.executor.execute(ToolCall(rid or "c1", name, arguments), ctx)


async def settle(monitor: Monitor, clock: StepClock | None = None, ticks: int = 12) -> None:
    """Tick until no run is open (or `ticks` run out)."""
    for _ in range(ticks):
        summary = await monitor.tick()
        if clock is not None:
            clock.advance(1)
        if summary["open"] == 0 and summary["alerts"]["waiting"] == 0:
            return
