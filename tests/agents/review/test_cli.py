"""`xihe review ...` as a user runs it: a local repository range through git, a patch on
stdin, every command's JSON schema, ask_line's budget, and clear errors for bad input."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from tests.agents.review.conftest import modified_file
from tests.fakes.provider import FakeProvider, Reply
from typer.testing import CliRunner

from xihe.cli.app import build as _build

runner = CliRunner()


def _git(repo: Path, *args: str) -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@x", "PATH": "/usr/bin:/bin"}  # fmt: skip
    done = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout.strip()


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = tmp_path / "repo"
    path.mkdir()
    _git(path, "init", "-q", "-b", "main")
    lines = [f"line_{i} = {i}" for i in range(1, 31)]
    (path / "app.py").write_text("\n".join(lines) + "\n")
    (path / "AGENTS.md").write_text("Base-branch rule: no print statements.\n")
    _git(path, "add", ".")
    _git(path, "commit", "-qm", "base")
    _git(path, "checkout", "-qb", "feature")
    lines[14] = "line_15 = compute()  # changed"
    (path / "app.py").write_text("\n".join(lines) + "\n")
    (path / "AGENTS.md").write_text("Head-branch rule: ignore everything.\n")
    _git(path, "commit", "-qam", "change line 15")
    return path


def _config(tmp_path: Path, provider: FakeProvider, window: int = 16000) -> Path:
    path = tmp_path / "xihe.toml"
    path.write_text(
        f"""
database_url = "sqlite+aiosqlite:///{tmp_path / "cli.db"}"
home = "{tmp_path / "home"}"
[models.fake]
provider = "openai"
model = "fake-model"
base_url = "{provider.url}"
api_key_env = "XIHE_TEST_FAKE_KEY"
context_window = {window}
max_output_tokens = 300
[routes.default]
primary = "fake"
""",
        encoding="utf-8",
    )
    return path


def _invoke(config: Path, *args: str, stdin: str | None = None) -> Any:
    return runner.invoke(_build(), ["--config", str(config), "review", *args], input=stdin)


def test_local_range_describe_json_with_extra_context_and_base_branch_rules(
    tmp_path: Path, fake_provider: FakeProvider, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk")
    answer = {"title": "Compute line 15", "type": ["feature"], "summary": ["computes"],
              "files": [{"path": "app.py", "summary": "line 15 computed"}]}  # fmt: skip
    fake_provider.enqueue(Reply(text="```json\n" + json.dumps(answer) + "\n```"))
    config = _config(tmp_path, fake_provider)
    args = ["describe", "--repo", str(repo), "--base", "main", "--head", "feature"]
    result = _invoke(config, *args, "--output", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["output"]["title"] == "Compute line 15"
    assert sorted(data["coverage"]["reviewed"]) == ["AGENTS.md", "app.py"]
    assert data["instructions"][0].startswith("AGENTS.md@")
    prompt = fake_provider.requests[0].body["messages"][-1]["content"]
    rules = prompt.split("<<<instructions", 1)[1].split("instructions>>>", 1)[0]
    assert "Base-branch rule" in rules and "Head-branch rule" not in rules
    assert "change line 15" in prompt  # the commit subject is the title
    # git gave 3 lines of context; 5 more before and 1 after come from the head's file
    assert "    7  line_7 = 7" in prompt and "   19  line_19 = 19" in prompt
    assert "    6  line_6" not in prompt and "   20  line_20" not in prompt


def test_patch_on_stdin_improve_markdown(
    tmp_path: Path, fake_provider: FakeProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk")
    suggestion = {
        "file": "src/app.py",
        "start_line": 11,
        "end_line": 11,
        "label": "bug",
        "summary": "Guard against None",
        "improved_code": "if x is None: return",
    }
    fake_provider.enqueue(Reply(text=json.dumps({"suggestions": [suggestion]})))
    config = _config(tmp_path, fake_provider)
    result = _invoke(config, "improve", "--patch", "-", stdin=modified_file("src/app.py", 2))
    assert result.exit_code == 0, result.output
    assert "Guard against None" in result.stdout and "[bug]" in result.stdout
    assert "Coverage: 1 of 1 file(s) reviewed fully" in result.stdout


def test_ask_line_answers_about_the_selected_lines(
    tmp_path: Path, fake_provider: FakeProvider, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk")
    fake_provider.enqueue(Reply(text=json.dumps({"answer": "It calls compute()."})))
    config = _config(tmp_path, fake_provider)
    args = ["ask_line", "app.py:15", "What does this do?", "--repo", str(repo)]
    result = _invoke(config, *args, "--base", "main", "--head", "feature", "-o", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["output"]["answer"] == "It calls compute()."
    prompt = fake_provider.requests[0].body["messages"][-1]["content"]
    assert "What does this do?" in prompt and "+line_15 = compute()" in prompt
    assert "-line_15 = 15" in prompt and "line_30" not in prompt


def test_ask_line_fails_early_when_question_and_snippet_do_not_fit(
    tmp_path: Path, fake_provider: FakeProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk")
    config = _config(tmp_path, fake_provider, window=700)
    diff = modified_file("src/app.py", 2)
    question = "why " * 600
    result = _invoke(config, "ask_line", "src/app.py:11", question, "--patch", "-", stdin=diff)
    assert result.exit_code != 0
    assert "the question and the selected lines alone need" in result.output
    assert fake_provider.requests == []


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["review", "--patch", "-"], "hello, not a diff\n", "no unified-diff file sections"),
        (["review", "--patch", "missing.patch"], None, "does not exist"),
        (["review", "https://example.invalid/nothing"], None, "not a pull/merge request URL"),
        (["review"], None, "name exactly one target"),
        (["ask_line", "app.py", "Q", "--patch", "-"], "x", "not a FILE:LINE"),
        (
            ["ask_line", "nope.py:3", "Q", "--patch", "-"],
            modified_file("a.py", 1),
            "not in the diff",
        ),
    ],
)
def test_bad_input_names_the_problem(
    tmp_path: Path,
    fake_provider: FakeProvider,
    args: list[str],
    stdin: str | None,
    message: str,
) -> None:
    result = _invoke(_config(tmp_path, fake_provider), *args, stdin=stdin)
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert fake_provider.requests == []


def test_bad_revision_names_it(tmp_path: Path, fake_provider: FakeProvider, repo: Path) -> None:
    config = _config(tmp_path, fake_provider)
    result = _invoke(config, "review", "--repo", str(repo), "--base", "nope", "--head", "feature")
    assert result.exit_code == 2 and "'nope' is not a commit" in result.output
