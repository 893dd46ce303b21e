"""Chunks fail independently: the others' results stay, the failed chunk's files are named
as not seen, and the opt-in recovery re-runs only that chunk on a fallback model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tests.agents.review.conftest import added_file, per_file_responder, review_settings
from tests.fakes.provider import FakeProvider, Reply

from xihe.agents.review.engine import ReviewFailedError
from xihe.agents.review.service import TargetSpec, run_command
from xihe.evolution.repo import list_errors
from xihe.tracing.queries import get_operation, list_operations

pytestmark = pytest.mark.asyncio


def three_chunk_diff() -> str:
    return "".join(added_file(f"src/part{i}.py", 40) for i in range(3))


def bad_on_primary(model: str, files: list[str]) -> bool:
    return model == "model-a" and "src/part1.py" in files


async def _run(tmp_path: Path, provider: FakeProvider, runtime_factory: Any, **review: Any) -> Any:
    settings = review_settings(tmp_path, provider, review={"max_chunks": 3, **review})
    runtime = await runtime_factory(settings)
    spec = TargetSpec(patch=three_chunk_diff(), patch_name="three.patch")
    return runtime, await run_command(settings, runtime.loop(), "review", spec)


async def test_a_failing_chunk_keeps_the_others_and_names_its_files(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder(bad_on_primary)
    runtime, outcome = await _run(tmp_path, fake_provider, runtime_factory)
    result = outcome.result
    assert result.coverage.chunks == 3
    assert [c.status for c in result.chunks] == ["ok", "failed", "ok"]
    assert result.coverage.failed == ["src/part1.py"]
    assert result.coverage.chunks_failed == 1
    assert [f.file for f in result.output.findings] == ["src/part0.py", "src/part2.py"]  # type: ignore[union-attr]
    assert "not JSON" in result.chunks[1].error
    assert fake_provider.seen("model-b") == []  # no recovery unless configured
    assert "their chunk failed" in result.markdown() and "`src/part1.py`" in result.markdown()
    rows = await list_errors(runtime.store, "default")
    assert [(r["error_type"], r["operation_id"]) for r in rows] == [
        ("InvalidReviewOutput", result.chunks[1].operation_id)
    ]  # the evolution engine buckets an unusable answer like any other failure


async def test_recovery_fills_the_failed_chunk_from_a_fallback_in_order(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder(bad_on_primary)
    runtime, outcome = await _run(
        tmp_path, fake_provider, runtime_factory, recover_failed_chunks=True
    )
    result = outcome.result
    assert [c.status for c in result.chunks] == ["ok", "recovered", "ok"]
    assert [c.model for c in result.chunks] == ["primary", "backup", "primary"]
    assert result.coverage.failed == [] and result.coverage.chunks_failed == 0
    files = [f.file for f in result.output.findings]  # type: ignore[union-attr]
    assert files == ["src/part0.py", "src/part1.py", "src/part2.py"]  # original order
    recovered = fake_provider.seen("model-b")
    assert len(recovered) == 1  # only the failed chunk re-ran
    assert "src/part1.py" in recovered[0].body["messages"][-1]["content"]
    assert len(fake_provider.seen("model-a")) == 3

    # every chunk is an operation of the one agent loop, traced with its model step
    ops = await list_operations(runtime.store, tenant="default", limit=20)
    review_ops = [o for o in ops if o["kind"] == "review.review"]
    assert len(review_ops) == 4
    chunk_ops = {c.operation_id for c in result.chunks}
    assert chunk_ops < {o["id"] for o in review_ops}
    recovered_op = await get_operation(
        runtime.store, tenant="default", operation_id=result.chunks[1].operation_id
    )
    assert [s["model"] for s in recovered_op["step_list"]] == ["backup"]


async def test_recovery_skips_a_fallback_whose_window_is_too_small(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder(bad_on_primary)
    settings = review_settings(
        tmp_path,
        fake_provider,
        backup_window=900,
        review={"max_chunks": 3, "recover_failed_chunks": True},
    )
    runtime = await runtime_factory(settings)
    spec = TargetSpec(patch=three_chunk_diff(), patch_name="three.patch")
    outcome = await run_command(settings, runtime.loop(), "review", spec)
    assert fake_provider.seen("model-b") == []
    assert outcome.result.chunks[1].status == "failed"
    assert "does not fit its window" in outcome.result.chunks[1].error


async def test_every_chunk_failing_fails_the_run(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = lambda body: Reply(text="no json here")
    with pytest.raises(ReviewFailedError, match="every call of review failed"):
        await _run(tmp_path, fake_provider, runtime_factory)


async def test_cancellation_propagates_and_stops_every_chunk(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = lambda body: Reply(text="{}", delay=3.0)
    settings = review_settings(tmp_path, fake_provider, review={"max_chunks": 3})
    runtime = await runtime_factory(settings)
    spec = TargetSpec(patch=three_chunk_diff(), patch_name="three.patch")
    task = asyncio.create_task(run_command(settings, runtime.loop(), "review", spec))
    for _ in range(100):
        if len(fake_provider.requests) == 3:
            break
        await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    ops = await list_operations(runtime.store, tenant="default", limit=20)
    assert sorted(o["status"] for o in ops if o["kind"] == "review.review") == ["canceled"] * 3
