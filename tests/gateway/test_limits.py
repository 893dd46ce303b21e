"""Limits in process memory (the embedded default): per user and per tenant, requests and
tokens; and the admin API never shows another tenant's rows."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import create_keys, serve, write_config


def _chat(url: str, key: str, *, governed: bool = False) -> httpx.Response:
    headers = {"Authorization": f"Bearer {key}"}
    if governed:
        headers["X-Xihe-Session"] = "new"
    return httpx.post(
        f"{url}/v1/chat/completions",
        json={"model": "default", "messages": [{"role": "user", "content": "hi"}]},
        headers=headers,
        timeout=60,
    )


def test_user_request_limits_and_tenant_token_limits_in_memory(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway="metrics_tenant_labels = true",
        extra=(
            "[gateway.user_limits]\nrequests_per_minute = 2\n"
            "[gateway.tenant_overrides.thrifty]\ntokens_per_minute = 20\n"
        ),
    )
    u1, u2, t1, admin = create_keys(
        database,
        [
            ("acme", "u1", "developer"),
            ("acme", "u2", "developer"),
            ("thrifty", "t", "developer"),
            ("acme", "ann", "admin"),
        ],
    )
    fake_provider.enqueue(*[Reply(text="ok") for _ in range(5)])  # 11 + 7 = 18 tokens each
    with serve(config, database, tmp_path) as gw:
        assert [_chat(gw.url, u1).status_code for _ in range(3)] == [200, 200, 429]
        assert _chat(gw.url, u2).status_code == 200  # another user of the same tenant
        # Tokens: 18 spent (under 20), 36 spent (over), then refused until the window ends.
        statuses = [_chat(gw.url, t1) for _ in range(3)]
        assert [r.status_code for r in statuses] == [200, 200, 429]
        assert 1 <= int(statuses[2].headers["retry-after"]) <= 60
        auth = {"Authorization": f"Bearer {admin}"}
        metrics = httpx.get(f"{gw.url}/metrics", headers=auth).text
        assert 'xihe_rate_limited_total{tenant="acme"} 1.0' in metrics
        assert 'xihe_rate_limited_total{tenant="thrifty"} 1.0' in metrics
    assert len(fake_provider.requests) == 5


def test_admin_api_is_scoped_to_the_callers_tenant(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    dev_a, admin_a, admin_b = create_keys(
        database,
        [("acme", "alice", "developer"), ("acme", "ann", "admin"), ("globex", "gus", "admin")],
    )
    fake_provider.enqueue(Reply(text="acme secret answer"))
    with serve(config, database, tmp_path) as gw:
        reply = _chat(gw.url, dev_a, governed=True)
        operation = reply.headers["x-xihe-operation"]

        def get(path: str, key: str) -> httpx.Response:
            return httpx.get(f"{gw.url}/api/{path}", headers={"Authorization": f"Bearer {key}"})

        assert [t["id"] for t in get("traces", admin_a).json()] == [operation]
        assert get(f"traces/{operation}", admin_a).status_code == 200
        assert get("traces", admin_b).json() == []
        assert get(f"traces/{operation}", admin_b).status_code == 404
        sessions = get("sessions", admin_a).json()
        assert [x["id"] for x in sessions] == [reply.headers["x-xihe-session"]]
        assert get("sessions", admin_b).json() == []
        assert {k["tenant"] for k in get("keys", admin_b).json()} == {"globex"}
        cross = httpx.post(
            f"{gw.url}/api/keys",
            json={"user": "mallory", "role": "admin", "tenant": "acme"},
            headers={"Authorization": f"Bearer {admin_b}"},
        )
        assert cross.status_code == 403
