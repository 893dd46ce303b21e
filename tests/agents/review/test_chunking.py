"""An oversized PR is chunked under the target model's budget and the result says which
files were clipped, skipped for budget, too large, or only deleted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.agents.review.conftest import (
    added_file,
    deletion_only,
    modified_file,
    per_file_responder,
    review_settings,
    shown_files,
)
from tests.fakes.provider import FakeProvider

from xihe.agents.review.engine import ReviewEngine
from xihe.agents.review.service import TargetSpec, run_command
from xihe.models.budget import request_tokens

pytestmark = pytest.mark.asyncio


def oversized_diff() -> str:
    parts = [added_file("src/huge.py", 400)]
    parts += [added_file(f"src/mod{i}.py", 30) for i in range(6)]
    parts.append(added_file("README.md", 30, word="doc"))
    parts.append(deletion_only("src/old.py", 20))
    return "".join(parts)


async def _review(
    tmp_path: Path, provider: FakeProvider, runtime_factory: Any, **review: Any
) -> Any:
    settings = review_settings(tmp_path, provider, review={"max_chunks": 2, **review})
    runtime = await runtime_factory(settings)
    spec = TargetSpec(patch=oversized_diff(), patch_name="big.patch")
    return settings, await run_command(settings, runtime.loop(), "review", spec)


async def test_oversized_pr_is_chunked_and_coverage_names_what_was_not_seen(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder()
    settings, outcome = await _review(tmp_path, fake_provider, runtime_factory)
    result = outcome.result
    cov = result.coverage

    assert cov.clipped == ["src/huge.py"]
    assert cov.deletions_only == ["src/old.py"]
    assert "README.md" in cov.skipped_for_budget  # docs rank last and did not fit
    assert cov.chunks == 2 and len(fake_provider.requests) == 2
    every = {*cov.reviewed, *cov.clipped, *cov.skipped_for_budget, *cov.deletions_only}
    assert every == {
        "src/huge.py",
        "README.md",
        "src/old.py",
        *(f"src/mod{i}.py" for i in range(6)),
    }
    assert not set(cov.reviewed) & set(cov.skipped_for_budget)

    sent = [shown_files(r.body) for r in fake_provider.requests]
    assert sorted(f for files in sent for f in files) == sorted([*cov.reviewed, *cov.clipped])
    bodies = [r.body["messages"][-1]["content"] for r in fake_provider.requests]
    assert not any("doc_1 = compute" in b for b in bodies)  # a skipped file never reaches a model
    huge = next(b for b in bodies if "src/huge.py" in b)
    assert "line 1'" in huge or "# line 1\n" in huge
    assert "# line 400" not in huge and "(clipped:" in huge

    config = settings.models["primary"]
    from xihe.core.messages import Message, ModelRequest

    for r in fake_provider.requests:
        msgs = tuple(Message(m["role"], m["content"]) for m in r.body["messages"])
        needed = request_tokens(config, ModelRequest(messages=msgs))
        assert needed + config.max_output_tokens <= config.context_window

    findings = {f.file for f in result.output.findings}  # type: ignore[union-attr]
    assert findings == {*cov.reviewed, *cov.clipped}
    md = result.markdown()
    assert "skipped for the token budget" in md and "`README.md`" in md
    assert "clipped" in md and "`src/huge.py`" in md


async def test_skip_policy_skips_the_oversized_file(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder()
    _, outcome = await _review(tmp_path, fake_provider, runtime_factory, large_file_policy="skip")
    cov = outcome.result.coverage
    assert cov.skipped_too_large == ["src/huge.py"] and not cov.clipped
    assert all("src/huge.py" not in shown_files(r.body) for r in fake_provider.requests)


async def test_small_pr_is_one_call_with_extra_context(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    fake_provider.responder = per_file_responder()
    settings = review_settings(tmp_path, fake_provider, window=16000)
    runtime = await runtime_factory(settings)
    diff = modified_file("src/a.py", 3, 1) + deletion_only("src/b.py", 2)
    outcome = await run_command(
        settings, runtime.loop(), "review", TargetSpec(patch=diff, patch_name="x")
    )
    assert len(fake_provider.requests) == 1
    cov = outcome.result.coverage
    assert cov.reviewed == ["src/a.py"] and cov.deletions_only == ["src/b.py"]
    assert "No issues" not in outcome.result.markdown()
    assert "deletions only" in outcome.result.markdown()


async def test_no_findings_says_which_files_were_not_seen(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    import json

    from tests.fakes.provider import Reply

    fake_provider.responder = lambda body: Reply(text=json.dumps({"effort": 1, "findings": []}))
    _, outcome = await _review(tmp_path, fake_provider, runtime_factory)
    md = outcome.result.markdown()
    assert "No issues found in the files reviewed" in md
    for missing in outcome.result.coverage.not_seen:
        assert f"`{missing}`" in md.split("were not seen:", 1)[1].split("\n", 1)[0]


async def test_diff_is_prepared_once_for_every_chunk(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    from xihe.agents.review.diff import parse_diff
    from xihe.agents.review.engine import ReviewRequest
    from xihe.agents.review.sources import patch_target

    fake_provider.responder = per_file_responder()
    settings = review_settings(tmp_path, fake_provider, review={"max_chunks": 2})
    runtime = await runtime_factory(settings)
    engine = ReviewEngine(settings, runtime.loop())
    target = patch_target(oversized_diff(), "big.patch")
    result = await engine.run(ReviewRequest("review", target))
    assert result.coverage.chunks == 2
    cache = engine.last_cache
    assert cache is not None and cache.preparations == 1
    again = cache.get("primary", "o200k_base", "numbered", 5, 1)
    assert cache.preparations == 1  # same key: reused
    cache.get("primary", "o200k_base", "plain", 5, 1)
    assert cache.preparations == 2  # another line format is another preparation
    assert again.key.model == "primary" and len(parse_diff(target.diff)) == 9
