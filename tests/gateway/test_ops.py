"""Operations: fail fast on unreachable dependencies, health and readiness, metrics, logs."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.fakes.tcp_proxy import TcpProxy
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
    scraper = "scrape-" + "s" * 24
    config = write_config(
        tmp_path / "xihe.toml", fake_provider.url, gateway=f'metrics_token = "{scraper}"'
    )
    key, admin = create_keys(database, [("acme", "alice", "developer"), ("acme", "ann", "admin")])
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
        for i in range(5):  # strangers probing random paths
            httpx.get(f"{gw.url}/v1/probe-{i}")
            httpx.get(f"{gw.url}/random-{i}")
        # not hex: never the prefix of a real operation id (a prefix is enough to find one)
        httpx.get(f"{gw.url}/api/traces/op_zz{i}", headers={"Authorization": f"Bearer {admin}"})

        def scrape(token: str | None) -> httpx.Response:
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            return httpx.get(f"{gw.url}/metrics", headers=headers)

        assert scrape(None).status_code == 401
        assert scrape("scrape-wrong-" + "s" * 20).status_code == 401
        assert scrape(key).status_code == 403
        assert scrape(admin).status_code == 200
        metrics = scrape(scraper).text
        assert 'xihe_http_requests_total{route="/v1/chat/completions",status="200"} 1.0' in metrics
        assert 'xihe_http_requests_total{route="/v1/chat/completions",status="401"} 1.0' in metrics
        assert 'xihe_http_requests_total{route="unmatched",status="401"} 5.0' in metrics
        assert 'xihe_http_requests_total{route="unmatched",status="404"} 5.0' in metrics
        assert 'route="/api/traces/{operation_id}",status="404"' in metrics
        assert "probe-" not in metrics and "random-" not in metrics and "op_" not in metrics
        assert 'xihe_tokens_total{kind="input",model="fake",tenant="*"} 11.0' in metrics
        assert "acme" not in metrics
        assert "xihe_gateway_overhead_seconds_count" in metrics
        assert "xihe_context_tokens_count 1.0" in metrics
        session = reply.headers["x-xihe-session"]
    lines = [json.loads(line) for line in gw.logs().splitlines() if line.startswith("{")]
    served = [rec for rec in lines if rec.get("request_id") == "req-from-client"]
    assert served and served[-1]["tenant"] == "acme" and served[-1]["session"] == session
    assert served[-1]["status"] == 200


def test_readiness_names_no_database_detail_when_it_goes_away(
    pg: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    with TcpProxy(5432) as proxy:
        through = Database(
            "postgres", f"postgresql+asyncpg://postgres@127.0.0.1:{proxy.port}/test", pg.schema
        )
        config = write_config(tmp_path / "xihe.toml", fake_provider.url)
        with serve(config, through, tmp_path) as gw:
            assert httpx.get(f"{gw.url}/readyz").status_code == 200
            proxy.cut()
            ready = httpx.get(f"{gw.url}/readyz", timeout=60)
            assert ready.status_code == 503
            assert ready.json() == {"status": "unready", "checks": {"database": "unreachable"}}
        assert "readiness: the database is unreachable" in gw.logs()
