"""Two `xihe serve` replicas on one PostgreSQL and one Redis behave as one service."""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest

from tests.conftest import REDIS_URL, Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.echo_upstream import EchoUpstream
from tests.gateway.harness import Gateway, create_keys, serve, write_config

LIMIT = 5


@pytest.fixture
def replicas(
    pg: Database, tmp_path: Path, fake_provider: FakeProvider
) -> Iterator[tuple[Gateway, Gateway]]:
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway=f'redis_prefix = "t{secrets.token_hex(6)}"',
        extra=f"[gateway.tenant_overrides.limited]\nrequests_per_minute = {LIMIT}\n",
    )
    with (
        serve(config, pg, tmp_path, redis_url=REDIS_URL, name="a") as a,
        serve(config, pg, tmp_path, redis_url=REDIS_URL, name="b") as b,
    ):
        yield a, b


def _body(text: str) -> dict[str, object]:
    return {"model": "default", "messages": [{"role": "user", "content": text}]}


def test_rate_limit_is_shared_across_replicas(
    pg: Database, replicas: tuple[Gateway, Gateway], fake_provider: FakeProvider
) -> None:
    a, b = replicas
    tenant = "limited"
    key_1, key_2 = create_keys(pg, [(tenant, "u1", "developer"), (tenant, "u2", "developer")])
    fake_provider.enqueue(*[Reply(text="ok") for _ in range(4 * LIMIT)])
    statuses: list[int] = []
    retry_after: list[str] = []
    for i in range(4 * LIMIT):
        gw = (a, b)[i % 2]
        key = (key_1, key_2)[(i // 2) % 2]
        r = httpx.post(
            f"{gw.url}/v1/chat/completions",
            json=_body(f"n{i}"),
            headers={"Authorization": f"Bearer {key}"},
            timeout=30,
        )
        statuses.append(r.status_code)
        if r.status_code == 429:
            retry_after.append(r.headers["retry-after"])
            assert r.json()["error"]["code"] == "rate_limit_exceeded"
    assert statuses.count(200) == LIMIT
    assert statuses.count(429) == 3 * LIMIT
    assert all(1 <= int(s) <= 60 for s in retry_after)
    assert len(fake_provider.requests) == LIMIT


def test_idempotency_key_is_shared_across_replicas(pg: Database, tmp_path: Path) -> None:
    gate = threading.Event()
    with EchoUpstream(gate) as upstream:
        config = write_config(
            tmp_path / "xihe.toml",
            upstream.url,
            gateway=f'redis_prefix = "t{secrets.token_hex(6)}"',
        )
        with (
            serve(config, pg, tmp_path, redis_url=REDIS_URL, name="a") as a,
            serve(config, pg, tmp_path, redis_url=REDIS_URL, name="b") as b,
        ):
            (key,) = create_keys(pg, [(f"idem_{secrets.token_hex(4)}", "u", "developer")])
            headers = {"Authorization": f"Bearer {key}", "Idempotency-Key": "order-42"}
            first: dict[str, httpx.Response] = {}

            def run_first() -> None:
                first["r"] = httpx.post(
                    f"{a.url}/v1/chat/completions",
                    json=_body("charge"),
                    headers=headers,
                    timeout=120,
                )

            thread = threading.Thread(target=run_first)
            thread.start()
            while upstream.count == 0 and thread.is_alive():  # held at the upstream: in flight
                time.sleep(0.02)
            assert upstream.count == 1
            during = httpx.post(
                f"{b.url}/v1/chat/completions", json=_body("charge"), headers=headers, timeout=60
            )
            assert during.status_code == 409
            assert during.json()["error"]["code"] == "idempotency_in_flight"
            gate.set()
            thread.join(120)
            assert first["r"].status_code == 200
            after = httpx.post(
                f"{b.url}/v1/chat/completions", json=_body("charge"), headers=headers, timeout=60
            )
            assert after.status_code == 200
            assert after.headers["idempotent-replayed"] == "true"
            assert after.json() == first["r"].json()
            other_body = httpx.post(
                f"{a.url}/v1/chat/completions",
                json=_body("different"),
                headers=headers,
                timeout=60,
            )
            assert other_body.status_code == 422
            assert upstream.count == 1


def test_idempotency_key_reruns_after_a_failure(
    pg: Database, replicas: tuple[Gateway, Gateway], fake_provider: FakeProvider
) -> None:
    a, b = replicas
    (key,) = create_keys(pg, [(f"idem_{secrets.token_hex(4)}", "u", "developer")])
    fake_provider.enqueue(Reply(status=400, error_message="bad request upstream"))
    headers = {
        "Authorization": f"Bearer {key}",
        "Idempotency-Key": "order-43",
        "X-Xihe-Session": "new",
    }
    failed = httpx.post(
        f"{a.url}/v1/chat/completions", json=_body("again"), headers=headers, timeout=60
    )
    assert failed.status_code == 502
    assert failed.json()["error"]["code"] == "model_failed"
    fake_provider.enqueue(Reply(text="second try"))
    rerun = httpx.post(
        f"{b.url}/v1/chat/completions", json=_body("again"), headers=headers, timeout=60
    )
    assert rerun.status_code == 200
    assert rerun.json()["choices"][0]["message"]["content"] == "second try"
    assert len(fake_provider.requests) == 2


def test_sessions_and_streaming_across_replicas(
    pg: Database, replicas: tuple[Gateway, Gateway], fake_provider: FakeProvider
) -> None:
    a, b = replicas
    (key,) = create_keys(pg, [(f"sess_{secrets.token_hex(4)}", "u", "developer")])
    fake_provider.enqueue(Reply(text="The answer is 42."), Reply(text="You asked about 42."))
    on_a = openai.OpenAI(base_url=f"{a.url}/v1", api_key=key, max_retries=0)
    on_b = openai.OpenAI(base_url=f"{b.url}/v1", api_key=key, max_retries=0)
    raw = on_a.chat.completions.with_raw_response.create(
        model="default",
        messages=[{"role": "user", "content": "What is the answer?"}],
        extra_headers={"X-Xihe-Session": "new"},
    )
    session = raw.headers["x-xihe-session"]
    stream = on_b.chat.completions.create(
        model="default",
        messages=[{"role": "user", "content": "What did I ask?"}],
        stream=True,
        extra_headers={"X-Xihe-Session": session},
    )
    text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert text == "You asked about 42."
    sent = [m["content"] for m in fake_provider.requests[-1].body["messages"]]
    assert sent[-3:] == ["What is the answer?", "The answer is 42.", "What did I ask?"]
