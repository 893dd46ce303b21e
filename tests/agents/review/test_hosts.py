"""GitHub and GitLab over HTTP: repository instructions from the default branch (a 500
fails the run, a 404 is absent, a failure is never cached), and publishing that edits one
summary comment in place and never posts the same inline comment twice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.agents.review.conftest import modified_file, review_settings, shown_files
from tests.agents.review.fake_hosts import FakeGitHub, FakeGitLab, Repo
from tests.fakes.provider import FakeProvider, Reply

from xihe.agents.review.errors import SourceUnavailableError
from xihe.agents.review.instructions import REPO_CACHE
from xihe.agents.review.service import TargetSpec, run_command

pytestmark = pytest.mark.asyncio

DIFF = modified_file("src/app.py", 4, 1) + modified_file("src/util.py", 2)
RULES = "Every public function needs a docstring."


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    REPO_CACHE._items.clear()


def _settings(tmp_path: Path, provider: FakeProvider, api: str, kind: str, **review: Any) -> Any:
    host = {"api_url": api, "token_env": "XIHE_TEST_HOST_TOKEN"}
    return review_settings(tmp_path, provider, window=16000, review={kind: host, **review})


def _answer(effort: int = 2) -> Reply:
    findings = [
        {"file": "src/app.py", "start_line": 11, "end_line": 12, "severity": "high",
         "title": "Unchecked input", "body": "new_0 is never validated."},
        {"file": "src/util.py", "start_line": 11, "end_line": 11, "severity": "low",
         "title": "Name is unclear", "body": "new_0 says nothing."},
        {"file": "src/app.py", "start_line": 400, "end_line": 400, "severity": "low",
         "title": "Far away", "body": "not on a changed line"},
    ]  # fmt: skip
    return Reply(text=json.dumps({"effort": effort, "findings": findings}))


async def test_a_500_reading_agents_md_fails_the_run_and_is_not_cached(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any, monkeypatch: Any
) -> None:
    monkeypatch.setenv("XIHE_TEST_HOST_TOKEN", "ghp-test")
    repo = Repo(DIFF, files={("main", "AGENTS.md"): RULES}, file_status={"AGENTS.md": 500})
    with FakeGitHub(repo) as gh:
        settings = _settings(tmp_path, fake_provider, gh.api, "github")
        runtime = await runtime_factory(settings)
        loop = runtime.loop()
        with pytest.raises(SourceUnavailableError, match=r"AGENTS\.md") as info:
            await run_command(settings, loop, "review", TargetSpec(url=gh.pr_url()))
        assert info.value.status == 500
        assert fake_provider.requests == []  # never reviewed without its instructions

        repo.file_status.clear()  # the host recovers: the failure was not cached as empty
        fake_provider.enqueue(_answer())
        outcome = await run_command(settings, loop, "review", TargetSpec(url=gh.pr_url()))
        assert outcome.result.instructions == ["AGENTS.md@main"]
        prompt = fake_provider.requests[0].body["messages"][-1]["content"]
        assert RULES in prompt
        reads = [c for c in gh.calls if c.path.endswith("/contents/AGENTS.md")]
        assert [c.query["ref"] for c in reads] == ["main", "main"]  # default branch, not head
        assert all(c.headers["authorization"] == "Bearer ghp-test" for c in gh.calls)


async def test_a_404_is_absent_and_head_branch_is_used_when_configured(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    repo = Repo(DIFF, files={("h" * 40, "AGENTS.md"): "head rules"})
    with FakeGitHub(repo) as gh:
        settings = _settings(tmp_path, fake_provider, gh.api, "github")
        runtime = await runtime_factory(settings)
        fake_provider.enqueue(_answer(), _answer())
        first = await run_command(settings, runtime.loop(), "review", TargetSpec(url=gh.pr_url()))
        assert first.result.instructions == []  # 404 on main: absent, the review goes on
        head = _settings(
            tmp_path, fake_provider, gh.api, "github", instructions_from_default_branch=False
        )
        second = await run_command(head, runtime.loop(), "review", TargetSpec(url=gh.pr_url()))
        assert second.result.instructions == ["AGENTS.md@hhhhhhhhhhhh"]  # another cache key
        assert "head rules" in fake_provider.requests[1].body["messages"][-1]["content"]


async def test_github_rerun_edits_the_summary_and_posts_no_duplicate_inline(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    with FakeGitHub(Repo(DIFF)) as gh:
        settings = _settings(tmp_path, fake_provider, gh.api, "github")
        runtime = await runtime_factory(settings)
        fake_provider.enqueue(_answer(effort=2), _answer(effort=4))
        spec = TargetSpec(url=gh.pr_url())
        first = await run_command(settings, runtime.loop(), "review", spec, publish_result=True)
        assert first.published is not None
        assert (first.published.summary, first.published.inline_posted) == ("created", 2)
        assert first.published.inline_outside_diff == 1
        assert len(gh.comments) == 1 and len(gh.inline) == 2
        assert {(c["path"], c["line"]) for c in gh.inline} == {
            ("src/app.py", 12),
            ("src/util.py", 11),
        }
        assert gh.inline[0]["commit_id"] == "h" * 40

        second = await run_command(settings, runtime.loop(), "review", spec, publish_result=True)
        assert second.published is not None
        assert second.published.summary == "edited"
        assert second.published.inline_posted == 0
        assert second.published.inline_skipped_duplicate == 2
        assert len(gh.comments) == 1 and len(gh.inline) == 2
        assert "4/5" in gh.comments[0]["body"]  # the one summary comment now says the rerun
        patches = [c for c in gh.writes() if c.method == "PATCH"]
        assert len(patches) == 1 and patches[0].path.endswith(f"/comments/{gh.comments[0]['id']}")


async def test_gitlab_mr_review_reads_paged_diffs_and_publishes_idempotently(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    diffs = [
        {"old_path": "src/app.py", "new_path": "src/app.py", "diff": _hunks(DIFF, 0)},
        {"old_path": "src/util.py", "new_path": "src/util.py", "diff": _hunks(DIFF, 1)},
    ]
    repo = Repo("", files={("main", "AGENTS.md"): RULES})
    with FakeGitLab(repo, diffs * 1) as gl:
        settings = _settings(tmp_path, fake_provider, gl.api, "gitlab")
        runtime = await runtime_factory(settings)
        fake_provider.enqueue(_answer(), _answer())
        spec = TargetSpec(url=gl.mr_url())
        first = await run_command(settings, runtime.loop(), "review", spec, publish_result=True)
        assert shown_files(fake_provider.requests[0].body) == ["src/app.py", "src/util.py"]
        assert first.result.instructions == ["AGENTS.md@main"]
        assert first.published is not None and first.published.inline_posted == 2
        again = await run_command(settings, runtime.loop(), "review", spec, publish_result=True)
        assert again.published is not None
        assert (again.published.summary, again.published.inline_posted) in {
            ("unchanged", 0),
            ("edited", 0),
        }
        assert len(gl.comments) == 1 and len(gl.inline) == 2
        position = gl.inline[0]["position"]
        assert position["head_sha"] == "h" * 40 and position["base_sha"] == "b" * 40


def _hunks(diff: str, index: int) -> str:
    """GitLab's per-file `diff` field: the hunks without the git headers."""
    files = diff.split("diff --git ")[1:]
    return "@@" + files[index].split("\n@@", 1)[1]


async def test_each_question_keeps_its_own_persistent_answer(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    with FakeGitHub(Repo(DIFF)) as gh:
        settings = _settings(tmp_path, fake_provider, gh.api, "github")
        runtime = await runtime_factory(settings)
        for answer in ("first", "second", "first again"):
            fake_provider.enqueue(Reply(text=json.dumps({"answer": answer})))
        spec = TargetSpec(url=gh.pr_url())
        for question in ("Is it safe?", "Is it fast?", "is it  SAFE?"):
            await run_command(
                settings, runtime.loop(), "ask", spec, question=question, publish_result=True
            )
        assert len(gh.comments) == 2  # the third question is the first one, normalised
        assert "first again" in gh.comments[0]["body"]
        assert "second" in gh.comments[1]["body"]


async def test_ask_line_in_a_review_thread_uses_its_history_and_replies_once(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    from xihe.gateway.webhooks import github_work

    with FakeGitHub(Repo(DIFF)) as gh:
        gh.inline.extend(
            [
                {"id": 1, "body": "Why a lock here?", "path": "src/app.py", "line": 12,
                 "user": {"type": "User"}},
                {"id": 2, "body": "<!-- xihe-review:ask_line:1 -->\nBecause of the cache.",
                 "in_reply_to_id": 1, "user": {"type": "Bot"}},
                {"id": 3, "body": "/ask and without it?", "in_reply_to_id": 1,
                 "user": {"type": "User"}},
            ]
        )  # fmt: skip
        event = {
            "action": "created",
            "comment": {**gh.inline[2], "path": "src/app.py", "line": 12, "start_line": 11},
            "pull_request": {"html_url": gh.pr_url()},
            "sender": {"type": "User"},
        }
        work = github_work("pull_request_review_comment", event, [])
        assert work is not None
        job = work.jobs[0]
        assert (job.command, job.question, job.line, job.thread) == (
            "ask_line", "and without it?", "src/app.py:11-12", ("1", "3")
        )  # fmt: skip

        settings = _settings(tmp_path, fake_provider, gh.api, "github")
        runtime = await runtime_factory(settings)
        fake_provider.enqueue(Reply(text=json.dumps({"answer": "Then readers race."})))
        fake_provider.enqueue(Reply(text=json.dumps({"answer": "Then readers race."})))
        for _ in range(2):
            outcome = await run_command(
                settings, runtime.loop(), "ask_line", TargetSpec(url=job.url),
                question=job.question, line=job.line, thread=job.thread, publish_result=True,
            )  # fmt: skip
        roles = [(m["role"], m["content"]) for m in fake_provider.requests[0].body["messages"]]
        assert roles[1:3] == [("user", "Why a lock here?"), ("assistant", "Because of the cache.")]
        assert roles[3][0] == "user" and "and without it?" in roles[3][1]
        replies = [c for c in gh.inline if "xihe-review:ask_line:3" in c["body"]]
        assert len(replies) == 1 and replies[0]["in_reply_to_id"] == 1
        assert "Then readers race." in replies[0]["body"]
        assert outcome.published is not None and outcome.published.summary == "unchanged"
