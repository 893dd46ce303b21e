"""Operations: fail fast on unreachable dependencies, health and readiness, metrics, logs."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import cli, create_keys, free_port, serve, write_config


def test_serve_fails_fast_naming_an_unreachable_redis(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = tmp_path / "xihe.toml"
    write_config(config, fake_provider.url)
    text = config.read_text(encoding="utf-8")
    config.write_text(f'redis_url = "redis://127.0.0.1:{free_port()}/0"\n' + text, "utf-8")
    done = cli(["serve", "--port", str(free_port())], database, tmp_path, config)
    assert done.returncode == 2
    assert "Redis is configured (redis_url) but unreachable" in done.stderr


def test_serve_fails_fast_naming_an_unreachable_database(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    url = f"postgresql+asyncpg://postgres@127.0.0.1:{free_port()}/test"
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    done = cli(["serve", "--port", str(free_port())], Database("postgres", url), tmp_path, config)
    assert done.returncode == 2
    assert "cannot reach the database" in done.stderr


def test_health_readiness_metrics_and_json_logs(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(tmp_path / "xihe.toml", fake_provider.url)
    (key,) = create_keys(database, [("acme", "alice", "developer")])
    fake_provider.enqueue(Reply(text="fine"))
    with serve(config, database, tmp_path) as gw:
        assert httpx.get(f"{gw.url}/healthz").json() == {"status": "ok"}
        ready = httpx.get(f"{gw.url}/readyz").json()
        assert ready == {"status": "ready", "checks": {"database": "ok"}}
        reply = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json={"model": "default", "messages": [{"role": "user", "content": "ok?"}]},
            headers={
                "Authorization": f"Bearer {key}",
                "X-Request-Id": "req-from-client",
                "X-Xihe-Session": "new",
            },
            timeout=60,
        )
        assert reply.status_code == 200
        assert reply.headers["x-request-id"] == "req-from-client"
        httpx.post(f"{gw.url}/v1/chat/completions", json={})
        metrics = httpx.get(f"{gw.url}/metrics").text
        assert 'xihe_http_requests_total{route="/v1/chat/completions",status="200"} 1.0' in metrics
        assert 'xihe_http_requests_total{route="/v1/chat/completions",status="401"} 1.0' in metrics
        assert 'xihe_tokens_total{kind="input",model="fake",tenant="acme"} 11.0' in metrics
        assert "xihe_gateway_overhead_seconds_count" in metrics
        assert "xihe_context_tokens_count 1.0" in metrics
        session = reply.headers["x-xihe-session"]
    lines = [json.loads(line) for line in gw.logs().splitlines() if line.startswith("{")]
    served = [rec for rec in lines if rec.get("request_id") == "req-from-client"]
    assert served and served[-1]["tenant"] == "acme" and served[-1]["session"] == session
    assert served[-1]["status"] == 200
