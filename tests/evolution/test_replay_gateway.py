"""Governed sessions recorded by a real `xihe serve` (the official openai client, a fake
provider over HTTP) replay exactly; proxy-mode calls are skipped, not judged."""

from __future__ import annotations

import json
from pathlib import Path

import openai
import pytest

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import cli, create_keys, serve, write_config

pytestmark = pytest.mark.slow  # spawns xihe serve


def test_gateway_sessions_replay_and_proxy_calls_are_skipped(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (dev,) = create_keys(database, [("acme", "alice", "developer")])
    with serve(config, database, tmp_path) as gw:
        client = openai.OpenAI(base_url=f"{gw.url}/v1", api_key=dev, max_retries=0)
        session = "new"
        for i, text in enumerate(("Paris.", "About two million.", "The Seine.")):
            fake_provider.enqueue(Reply(text=text))
            raw = client.chat.completions.with_raw_response.create(
                model="default",
                messages=[{"role": "user", "content": f"question {i} about Paris"}],
                extra_headers={"X-Xihe-Session": session},
            )
            session = raw.headers["x-xihe-session"]
        fake_provider.enqueue(Reply(text="proxied"))
        client.chat.completions.create(
            model="default", messages=[{"role": "user", "content": "no session"}]
        )
    sent = len(fake_provider.requests)
    assert sent == 4

    done = cli(
        ["replay", "--since", "1d", "--tenant", "acme", "--output", "json"],
        database,
        tmp_path,
        config,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    results = json.loads(done.stdout)
    verdicts = sorted(r["verdict"] for r in results)
    assert verdicts == ["reproduced", "reproduced", "reproduced", "skipped"], results
    assert len(fake_provider.requests) == sent  # the replay called no provider

    # the context rendering changed (no recent turns, no recall): the later turns diverge
    changed = config.read_text() + "\n[context]\nrecent_turns = 0\nrecall_k = 0\n"
    config.write_text(changed)
    done = cli(["replay", "--since", "1d", "--tenant", "acme"], database, tmp_path, config)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.count(": diverged") == 2 and "first difference: request 1" in done.stdout
