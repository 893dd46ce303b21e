"""`xihe code index|search|ask` as a user runs them, with a scripted model over HTTP: the
answer's citations are checked, a wrong one is sent back and the corrected answer kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.fakes.provider import FakeProvider, Reply
from xihe.cli.app import build as _build

from .conftest import FILES, write_repo

runner = CliRunner()


def _config(tmp_path: Path, provider: FakeProvider) -> Path:
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
context_window = 32000
max_output_tokens = 500
[routes.default]
primary = "fake"
""",
        encoding="utf-8",
    )
    return path


def _invoke(config: Path, *args: str) -> Any:
    return runner.invoke(_build(), ["--config", str(config), "code", *args])


@pytest.fixture
def indexed(tmp_path: Path, fake_provider: FakeProvider, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk")
    repo = write_repo(tmp_path / "repo")
    config = _config(tmp_path, fake_provider)
    result = _invoke(config, "index", str(repo), "--name", "shop", "--output", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["files_changed"] == len(FILES) and report["stats"]["chunks"] > 20
    return config


def test_index_again_and_search_json(indexed: Path, tmp_path: Path) -> None:
    again = _invoke(indexed, "index", str(tmp_path / "repo"), "--name", "shop", "-o", "json")
    assert json.loads(again.stdout)["files_changed"] == 0
    found = _invoke(indexed, "search", "where is the discount computed", "-n", "shop", "-o", "json")
    assert found.exit_code == 0, found.output
    data = json.loads(found.stdout)
    assert data["hits"][0]["qualname"] == "compute_discount"
    assert {c["qualname"] for c in data["hits"][0]["callers"]} == {"checkout", "refund"}
    assert data["sources"] == ["bm25", "symbol"]
    listed = json.loads(_invoke(indexed, "list", "-o", "json").stdout)
    assert [r["name"] for r in listed] == ["shop"]


def test_search_without_an_index_says_how_to_build_one(indexed: Path) -> None:
    result = _invoke(indexed, "search", "x", "--name", "missing")
    assert result.exit_code == 2
    assert "xihe code index" in result.output


def test_ask_rejects_a_wrong_citation_and_keeps_the_corrected_answer(
    indexed: Path, fake_provider: FakeProvider
) -> None:
    read = {"id": "call_1", "name": "code.read",
            "arguments": {"path": "shop/pricing.py", "start_line": 19, "end_line": 23}}  # fmt: skip
    fake_provider.enqueue(
        Reply(tool_calls=[read]),
        Reply(text="The discount is computed in shop/pricing.py:190-195 and shop/nowhere.py:3."),
        Reply(
            text="compute_discount (shop/pricing.py:19-23) applies MemberDiscount; it is "
            "called by checkout at shop/orders.py:9."
        ),
    )
    result = _invoke(indexed, "ask", "Where is the discount computed?", "-n", "shop", "-o", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "completed" and data["attempts"] == 2
    assert len(data["rejected"]) == 1
    assert "shop/pricing.py:190-195" in data["rejected"][0]
    assert "no file 'shop/nowhere.py'" in data["rejected"][0]
    cited = {(c["path"], c["start_line"], c["end_line"]) for c in data["citations"]}
    assert cited == {("shop/pricing.py", 19, 23), ("shop/orders.py", 9, 9)}
    quote = next(c["quote"] for c in data["citations"] if c["path"] == "shop/orders.py")
    assert "return compute_discount(total, user.member)" in quote
    # the model saw the search hits with line numbers, then the code.read result
    first = fake_provider.requests[0].body
    assert "code_search" in {t["function"]["name"] for t in first["tools"]}
    assert "   19  def compute_discount(total, is_member):" in first["messages"][-1]["content"]
    tool_message = fake_provider.requests[1].body["messages"][-1]
    assert tool_message["role"] == "tool" and "计算会员折扣" in tool_message["content"]
    # the retry carries the rejection and the earlier exchange
    retry = fake_provider.requests[2].body["messages"]
    assert "do not exist" in retry[-1]["content"] and "190-195" in retry[-1]["content"]
    assert any(m["role"] == "assistant" and "nowhere" in (m["content"] or "") for m in retry)


def test_ask_fails_when_every_attempt_cites_lines_that_do_not_exist(
    indexed: Path, fake_provider: FakeProvider
) -> None:
    fake_provider.enqueue(*[Reply(text="See shop/util.py:99.") for _ in range(3)])
    result = _invoke(indexed, "ask", "How is money rounded?", "-n", "shop", "-o", "json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["status"] == "failed" and data["attempts"] == 3 and len(data["rejected"]) == 3
    assert "'shop/util.py' has 7 lines" in data["rejected"][-1]


def test_ask_accepts_an_honest_not_found(indexed: Path, fake_provider: FakeProvider) -> None:
    fake_provider.enqueue(Reply(text="Not found: the index has no payment callback code."))
    result = _invoke(indexed, "ask", "支付回调幂等怎么做的？", "-n", "shop", "-o", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "completed" and data["not_found"] and data["citations"] == []
