"""The policy executor on SQLite and PostgreSQL: retries, idempotency keys, cancellation, audit."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

from tests.conftest import Database
from tests.tools.helpers import Webhook, tool_settings
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.messages import ToolCall
from xihe.core.settings import RetryConfig, Settings
from xihe.tools.audit import query_audit
from xihe.tools.builtin import builtin_specs
from xihe.tools.executor import PolicyExecutor
from xihe.tools.policy import backoff_delay
from xihe.tools.registry import ToolRegistry, tool
from xihe.tools.spec import ToolContext


class Flaky:
    """Fails with a transient error `failures` times, then succeeds; counts every run."""

    def __init__(self, failures: int, error_class: ErrorClass = ErrorClass.TRANSIENT) -> None:
        self.failures = failures
        self.error_class = error_class
        self.runs = 0

    async def __call__(self, key: str) -> dict[str, Any]:
        self.runs += 1
        if self.runs <= self.failures:
            raise ToolError(f"upstream busy (run {self.runs})", error_class=self.error_class)
        return {"key": key, "runs": self.runs}


def flaky_registry(flaky: Flaky, *, name: str, side_effect: str, idempotent: bool) -> ToolRegistry:
    spec = tool(name, side_effect=side_effect, idempotent=idempotent)(  # type: ignore[arg-type]
        _wrap(flaky)
    )
    return ToolRegistry([*builtin_specs(), spec])


def _wrap(flaky: Flaky) -> Any:
    async def handler(key: str) -> dict[str, Any]:
        """A test tool."""
        return await flaky(key)

    return handler


class Sleeps:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def ctx(settings: Settings, request_id: str, role: str = "admin") -> ToolContext:
    return ToolContext(settings=settings, principal="alice", role=role, request_id=request_id)


async def test_idempotent_tool_fails_twice_then_succeeds_on_third_try(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(
        database, tmp_path, retry={"initial_interval_seconds": 1, "max_interval_seconds": 10}
    )
    rt = await runtime_factory(settings)
    flaky = Flaky(failures=2)
    sleeps = Sleeps()
    ex = PolicyExecutor(
        flaky_registry(flaky, name="test.lookup", side_effect="read", idempotent=True),
        rt.store,
        config=settings.tools,
        sleep=sleeps,
        rand=lambda: 0.5,
    )
    outcome = await ex.execute(ToolCall("c1", "test.lookup", {"key": "k"}), ctx(settings, "r1"))

    assert outcome.status == "ok" and outcome.attempts == 3
    assert '"runs": 3' in outcome.output and flaky.runs == 3
    assert sleeps.delays == [0.75, 1.5]  # 1s then 2s, equal jitter at rand=0.5
    rows = await query_audit(rt.store, tenant="default", tool="test.lookup")
    assert [(r["outcome"], r["attempts"], r["principal"], r["error_class"]) for r in rows] == [
        ("ok", 3, "alice", None)
    ]


async def test_non_idempotent_tool_that_fails_once_is_not_retried(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(database, tmp_path, pre_approved=[{"tools": ["test.*"]}])
    rt = await runtime_factory(settings)
    flaky = Flaky(failures=1)
    sleeps = Sleeps()
    ex = PolicyExecutor(
        flaky_registry(flaky, name="test.charge", side_effect="write", idempotent=False),
        rt.store,
        config=settings.tools,
        sleep=sleeps,
    )
    outcome = await ex.execute(ToolCall("c1", "test.charge", {"key": "k"}), ctx(settings, "r1"))

    assert outcome.status == "error" and flaky.runs == 1 and sleeps.delays == []
    assert outcome.failure is not None and outcome.failure.error_class == ErrorClass.TRANSIENT
    rows = await query_audit(rt.store, tenant="default", tool="test.charge")
    assert [(r["outcome"], r["attempts"], r["decision"], r["error_class"]) for r in rows] == [
        ("error", 1, "pre-approved", "transient")
    ]
    # the same key again returns the stored failure; the tool does not run a second time
    again = await ex.execute(ToolCall("c2", "test.charge", {"key": "k"}), ctx(settings, "r1"))
    assert again.replayed and again.status == "error" and flaky.runs == 1


async def test_green_list_allows_retry_and_red_list_forbids_it(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(
        database,
        tmp_path,
        pre_approved=[{"tools": ["test.*"]}],
        green_list=["test.rerun"],
        red_list=["test.lookup"],
    )
    rt = await runtime_factory(settings)
    green, red = Flaky(failures=1), Flaky(failures=1)
    registry = ToolRegistry(
        [
            tool("test.rerun", side_effect="write", idempotent=False)(_wrap(green)),
            tool("test.lookup", side_effect="read")(_wrap(red)),
        ]
    )
    ex = PolicyExecutor(registry, rt.store, config=settings.tools, sleep=Sleeps())
    ok = await ex.execute(ToolCall("a", "test.rerun", {"key": "x"}), ctx(settings, "g1"))
    bad = await ex.execute(ToolCall("b", "test.lookup", {"key": "x"}), ctx(settings, "g2"))
    assert (ok.status, green.runs) == ("ok", 2)
    assert (bad.status, red.runs) == ("error", 1)


async def test_tool_bug_is_classified_and_not_retried(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(database, tmp_path)
    rt = await runtime_factory(settings)

    runs: list[int] = []

    @tool("test.broken")
    async def broken(key: str) -> str:
        """Always raises."""
        runs.append(1)
        raise KeyError(key)

    ex = PolicyExecutor(ToolRegistry([broken]), rt.store, config=settings.tools, sleep=Sleeps())
    outcome = await ex.execute(ToolCall("a", "test.broken", {"key": "x"}), ctx(settings, "b1"))
    assert outcome.failure is not None and outcome.failure.error_class == ErrorClass.TOOL_BUG
    assert runs == [1]


async def test_same_request_id_returns_stored_result_without_second_post(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(
        database,
        tmp_path,
        webhook=webhook,
        pre_approved=[{"principal": "alice", "tools": ["notify.*"]}],
    )
    rt = await runtime_factory(settings)
    call = ToolCall("c1", "notify.send", {"message": "deploy done"})
    first = await rt.executor.execute(call, ctx(settings, "deploy-42"))
    second = await rt.executor.execute(
        ToolCall("c9", "notify.send", {"message": "deploy done"}), ctx(settings, "deploy-42")
    )

    assert first.status == "ok" and not first.replayed
    assert second.status == "ok" and second.replayed and second.output == first.output
    assert len(webhook.posts) == 1
    assert webhook.posts[0] == {"title": None, "message": "deploy done", "request_id": "deploy-42"}
    assert webhook.headers[0].get("Idempotency-Key") == "deploy-42"
    rows = await query_audit(rt.store, tenant="default", request_id="deploy-42")
    assert sorted((r["outcome"], r["decision"], r["decided_by"], r["tool"]) for r in rows) == [
        ("ok", "pre-approved", "config", "notify.send"),
        ("replayed", "pre-approved", "config", "notify.send"),
    ]


async def test_concurrent_calls_with_one_request_id_post_once(
    database: Database, tmp_path: Path, runtime_factory: Any, webhook: Webhook
) -> None:
    settings = tool_settings(
        database, tmp_path, webhook=webhook, pre_approved=[{"tools": ["notify.send"]}]
    )
    rt = await runtime_factory(settings)
    outcomes = await asyncio.gather(
        *[
            rt.executor.execute(
                ToolCall(f"c{i}", "notify.send", {"message": "once"}), ctx(settings, "same-key")
            )
            for i in range(5)
        ]
    )
    assert len(webhook.posts) == 1
    assert [o.status for o in outcomes] == ["ok"] * 5
    assert sum(1 for o in outcomes if not o.replayed) == 1


async def test_cancellation_reaches_the_tool_and_its_cleanup_runs(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(database, tmp_path, pre_approved=[{"tools": ["test.*"]}])
    rt = await runtime_factory(settings)
    started, cleaned = asyncio.Event(), asyncio.Event()

    @tool("test.slow", side_effect="write", idempotent=False)
    async def slow(key: str) -> str:
        """Waits until canceled."""
        started.set()
        try:
            await asyncio.Event().wait()
        finally:
            cleaned.set()
        return key

    ex = PolicyExecutor(ToolRegistry([slow]), rt.store, config=settings.tools)
    task = asyncio.create_task(
        ex.execute(ToolCall("a", "test.slow", {"key": "x"}), ctx(settings, "slow-1"))
    )
    await started.wait()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    assert task.cancelled() and cleaned.is_set()
    rows = await query_audit(rt.store, tenant="default", tool="test.slow")
    assert [(r["outcome"], r["error_class"]) for r in rows] == [("canceled", "cancelled")]
    # the key is spent: its outcome is unknown, so it is never run again automatically
    again = await ex.execute(ToolCall("b", "test.slow", {"key": "x"}), ctx(settings, "slow-1"))
    assert again.replayed and again.failure is not None
    assert again.failure.error_class == ErrorClass.CANCELLED


async def test_timeout_is_transient_and_per_tool(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    settings = tool_settings(database, tmp_path, overrides={"test.hang": {"timeout_seconds": 0.05}})
    rt = await runtime_factory(settings)

    @tool("test.hang", idempotent=False)
    async def hang(key: str) -> str:
        """Never answers."""
        await asyncio.Event().wait()
        return key

    ex = PolicyExecutor(ToolRegistry([hang]), rt.store, config=settings.tools, sleep=Sleeps())
    outcome = await ex.execute(ToolCall("a", "test.hang", {"key": "x"}), ctx(settings, "h1"))
    assert outcome.failure is not None
    assert outcome.failure.error_class == ErrorClass.TRANSIENT
    assert "timed out after 0.05s" in outcome.failure.message


def test_backoff_is_exponential_capped_and_jittered() -> None:
    policy = RetryConfig(initial_interval_seconds=1, backoff_coefficient=2, max_interval_seconds=5)
    assert [backoff_delay(n, policy, lambda: 1.0) for n in range(1, 6)] == [1, 2, 4, 5, 5]
    assert [backoff_delay(n, policy, lambda: 0.0) for n in range(1, 4)] == [0.5, 1, 2]


async def test_a_configured_field_whitelist_keeps_only_business_fields(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    """Seed 6.2: a tool's `debug_info` (SQL, table layout) must never reach the model."""
    overrides = {
        "test.orders": {"result_fields": ["orders", "id", "status"], "result_max_tokens": 50}
    }
    settings = tool_settings(database, tmp_path, overrides=overrides)
    rt = await runtime_factory(settings)

    @tool("test.orders")
    async def orders() -> dict[str, object]:
        """Recent orders."""
        return {
            "orders": [{"id": "DD0001", "status": "shipped", "sql": "SELECT * FROM t_order"}],
            "debug_info": {"query": "SELECT id, status FROM t_order WHERE uid = 7"},
        }

    ex = PolicyExecutor(ToolRegistry([orders]), rt.store, config=settings.tools)
    outcome = await ex.execute(ToolCall("a", "test.orders", {}), ctx(settings, "o1"))
    assert outcome.ok
    assert json.loads(outcome.output) == {"orders": [{"id": "DD0001", "status": "shipped"}]}
    assert set(outcome.sanitized["removed_fields"]) == {"orders[].sql", "debug_info"}
    rows = await query_audit(rt.store, tenant="default", tool="test.orders")
    assert "SELECT" not in json.dumps(rows[0].get("sanitized"))


async def test_a_result_nested_past_the_stack_is_a_notice_not_a_crash(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    """A hostile upstream nests its answer 2,000 levels deep: the call still completes, the
    model gets a notice, and the audit says what was removed (it raised RecursionError before)."""
    settings = tool_settings(database, tmp_path)
    rt = await runtime_factory(settings)

    @tool("test.deep")
    async def deep() -> dict[str, object]:
        """A deeply nested answer."""
        value: dict[str, object] = {"text": "hello"}
        for _ in range(2000):
            value = {"a": [value]}
        return value

    ex = PolicyExecutor(ToolRegistry([deep]), rt.store, config=settings.tools)
    outcome = await ex.execute(ToolCall("a", "test.deep", {}), ctx(settings, "d1"))
    assert outcome.ok and outcome.output.startswith("[xihe: tool result removed: nested deeper")
    rows = await query_audit(rt.store, tenant="default", tool="test.deep")
    assert rows[0]["outcome"] == "ok"
    assert "nested deeper" in json.dumps(rows[0].get("sanitized"))
