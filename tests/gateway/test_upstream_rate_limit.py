"""An upstream 429 reaches the client as 429 with `Retry-After`, through a real `xihe serve`."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, serve, write_config

TOOL = {"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}


def test_upstream_429_answers_429_with_retry_after(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    limited = Reply(status=429, error_message="Rate limit reached", headers={"Retry-After": "9"})
    fake_provider.enqueue(limited)
    body = {"model": "default", "messages": [{"role": "user", "content": "hi"}], "tools": [TOOL]}
    with serve(config, database, tmp_path) as gw:
        answer = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json=body,
            headers={"Authorization": f"Bearer {key}"},
            timeout=60,
        )
    assert answer.status_code == 429, answer.text
    assert answer.headers["retry-after"] == "9"
    error = answer.json()["error"]
    assert error["code"] == "rate_limited"
    assert (
        fake_provider.url not in error["message"] and "XIHE_TEST_FAKE_KEY" not in error["message"]
    )
    assert len(fake_provider.requests) == 1
