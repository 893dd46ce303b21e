"""`POST /api/sessions/{id}/rollback` on a running gateway: the next governed request sends
the model the context of the restored version; unknown versions, other tenants' sessions
and non-admin keys get a clear error, never a rollback."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, serve, write_config


def test_admin_rollback_changes_what_the_next_request_sends(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    alice, admin, other_admin = create_keys(
        database,
        [("acme", "alice", "developer"), ("acme", "root", "admin"), ("beta", "b", "admin")],
    )
    fake_provider.enqueue(Reply(text="noted"), Reply(text="noted"), Reply(text="ok"))

    def chat(text: str, session: str) -> httpx.Response:
        return httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={"model": "default", "messages": [{"role": "user", "content": text}]},
            headers={"Authorization": f"Bearer {alice}", "X-Xihe-Session": session},
            timeout=60,
        )

    def rollback(key: str, session: str, body: object) -> httpx.Response:
        return httpx.post(
            f"{gw.url}/api/sessions/{session}/rollback",
            json=body,
            headers={"Authorization": f"Bearer {key}"},
            timeout=60,
        )

    with serve(config, database, tmp_path) as gw:
        first = chat("the colour is teal", "new")
        assert first.status_code == 200, first.text
        session = first.headers["x-xihe-session"]
        assert chat("no wait, the colour is magenta", session).status_code == 200

        for key, body, status, needle in (
            (admin, {"version": 9}, 404, "no snapshot version 9"),
            (admin, {"version": "one"}, 400, "version"),
            (other_admin, {"version": 1}, 404, "no session"),
            (alice, {"version": 1}, 403, "admin"),
        ):
            refused = rollback(key, session, body)
            assert refused.status_code == status, refused.text
            assert needle in refused.json()["error"]["message"]

        # v2 is the request that asked about magenta: its history held turn 1 only
        done = rollback(admin, session, {"version": 2})
        assert done.status_code == 200, done.text
        assert done.json()["restored_version"] == 2 and done.json()["hidden_turns"] == [[2, 2]]
        assert chat("what is the colour?", session).status_code == 200
        logs = gw.logs()
    sent = json.dumps(fake_provider.requests[-1].body["messages"])
    assert "teal" in sent and "magenta" not in sent
    assert "Traceback" not in logs
