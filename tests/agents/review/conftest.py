"""Review fixtures: diffs made to measure, a fake model that answers per file it was shown,
settings with a small primary window and a fallback, and a runtime on SQLite."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply

from xihe.core.settings import Settings

FILE_HEADER = re.compile(r"^## File: (\S+)", re.MULTILINE)


def added_file(path: str, lines: int, word: str = "value") -> str:
    body = "".join(
        f"+{word}_{i} = compute({i}, '{path}')  # line {i}\n" for i in range(1, lines + 1)
    )
    return (
        f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n"
        f"@@ -0,0 +1,{lines} @@\n{body}"
    )


def modified_file(path: str, added: int, removed: int = 0) -> str:
    minus = "".join(f"-old_{i} = 0\n" for i in range(removed))
    plus = "".join(f"+new_{i} = {i}\n" for i in range(added))
    return (
        f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
        f"@@ -10,{removed + 1} +10,{added + 1} @@ def f():\n context = 1\n{minus}{plus}"
    )


def deletion_only(path: str, removed: int) -> str:
    minus = "".join(f"-gone_{i} = 0\n" for i in range(removed))
    return (
        f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
        f"@@ -1,{removed + 1} +1,1 @@\n keep = 1\n{minus}"
    )


def shown_files(body: dict[str, Any]) -> list[str]:
    """The files a model request carried, from the diff block of its last user message."""
    user = body["messages"][-1]["content"]
    diff = user.split("<<<diff", 1)[1] if "<<<diff" in user else ""
    return FILE_HEADER.findall(diff)


def review_reply(files: list[str], *, effort: int = 2) -> Reply:
    findings = [
        {"file": f, "start_line": 1, "end_line": 1, "severity": "medium",
         "title": f"check {f}", "body": f"{f} line 1 needs a test"}
        for f in files
    ]  # fmt: skip
    return Reply(text=json.dumps({"effort": effort, "security_concerns": "", "findings": findings}))


def per_file_responder(
    fail_on: Callable[[str, list[str]], bool] | None = None,
) -> Callable[[dict[str, Any]], Reply | None]:
    """Answers a review with one finding per shown file; `fail_on(model, files)` makes that
    call answer something that is not JSON (a failed chunk)."""

    def respond(body: dict[str, Any]) -> Reply | None:
        files = shown_files(body)
        if fail_on is not None and fail_on(body["model"], files):
            return Reply(text="I could not produce JSON, sorry.")
        return review_reply(files)

    return respond


def review_settings(
    tmp_path: Path,
    provider: FakeProvider,
    *,
    window: int = 2400,
    review: dict[str, Any] | None = None,
    backup_window: int | None = None,
) -> Settings:
    models = {
        "primary": {
            "provider": "openai",
            "model": "model-a",
            "base_url": provider.url,
            "api_key_env": "XIHE_TEST_FAKE_KEY",
            "context_window": window,
            "max_output_tokens": 300,
            "tokenizer": "o200k_base",
        },
        "backup": {
            "provider": "openai",
            "model": "model-b",
            "base_url": provider.url,
            "api_key_env": "XIHE_TEST_BACKUP_KEY",
            "context_window": backup_window or window,
            "max_output_tokens": 300,
            "tokenizer": "o200k_base",
        },
    }
    routes = {"default": {"primary": "primary", "fallbacks": ["backup"]}}
    db = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'review.db'}")
    return make_settings(db, tmp_path, models=models, routes=routes, review=review or {})


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XIHE_TEST_FAKE_KEY", "sk-a")
    monkeypatch.setenv("XIHE_TEST_BACKUP_KEY", "sk-b")
