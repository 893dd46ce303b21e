"""OIDC bearer tokens validated against a JWKS served on loopback by the test."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import cli, free_port, serve, write_config
from xihe.core.errors import ConfigError
from xihe.core.settings import load_settings

ISSUER = "https://idp.example.test"


@pytest.fixture
def signer() -> Iterator[tuple[str, Any]]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key()))
    body = json.dumps({"keys": [jwk | {"kid": "k1", "alg": "RS256", "use": "sig"}]}).encode()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_args: Any) -> None:
            return

        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/jwks", key
    finally:
        server.shutdown()
        server.server_close()


def _token(key: Any, **claims: Any) -> str:
    now = int(time.time())
    body = {"iss": ISSUER, "aud": "xihe", "iat": now, "exp": now + 300} | claims
    body = {k: v for k, v in body.items() if v is not None}
    return jwt.encode(body, key, algorithm="RS256", headers={"kid": "k1"})


def test_oidc_tokens_map_claims_to_tenant_user_and_role(
    tmp_path: Path, fake_provider: FakeProvider, signer: tuple[str, Any]
) -> None:
    jwks_url, key = signer
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    config = write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        extra=(
            f'[gateway.oidc]\njwks_url = "{jwks_url}"\nissuer = "{ISSUER}"\naudience = "xihe"\n'
        ),
    )
    other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    body = {"model": "default", "messages": [{"role": "user", "content": "hello"}]}
    fake_provider.enqueue(Reply(text="hi oscar"))
    with serve(config, database, tmp_path) as gw:

        def chat(token: str) -> httpx.Response:
            headers = {"Authorization": f"Bearer {token}"}
            return httpx.post(
                f"{gw.url}/v1/chat/completions", json=body, headers=headers, timeout=60
            )

        ok = chat(_token(key, sub="oscar", tenant="acme", role="developer"))
        assert ok.status_code == 200 and ok.json()["choices"][0]["message"]["content"] == "hi oscar"
        assert chat(_token(other, sub="oscar", tenant="acme")).status_code == 401
        assert (
            chat(_token(key, sub="oscar", tenant="acme", exp=int(time.time()) - 60)).status_code
            == 401
        )
        assert chat(_token(key, sub="oscar", tenant="acme", aud="someone-else")).status_code == 401
        assert (
            chat(_token(key, sub="oscar", tenant="acme", iss="https://evil.test")).status_code
            == 401
        )
        assert chat(_token(key, sub="oscar", tenant="acme", iss=None)).status_code == 401
        assert chat(_token(key, sub="oscar", tenant="acme", aud=None)).status_code == 401
        assert chat(_token(key, sub="oscar")).status_code == 401  # no tenant claim
        reader = chat(_token(key, sub="rita", tenant="acme"))  # no role claim: readonly
        assert reader.status_code == 403
        admin = _token(key, sub="ann", tenant="acme", role="admin")
        keys = httpx.get(f"{gw.url}/api/keys", headers={"Authorization": f"Bearer {admin}"})
        assert keys.status_code == 200 and keys.json() == []
    assert len(fake_provider.requests) == 1


@pytest.mark.parametrize(
    ("oidc", "named"),
    [
        ({"issuer": ISSUER}, ["gateway.oidc.audience"]),
        ({"audience": "xihe"}, ["gateway.oidc.issuer"]),
        ({}, ["gateway.oidc.issuer", "gateway.oidc.audience"]),
    ],
)
def test_oidc_without_issuer_or_audience_refuses_to_start(
    oidc: dict[str, str], named: list[str]
) -> None:
    with pytest.raises(ConfigError) as refused:
        load_settings(None, gateway={"oidc": {"jwks_url": "http://127.0.0.1:1/jwks", **oidc}})
    for name in named:
        assert name in str(refused.value)


def test_serve_with_oidc_but_no_audience_exits_naming_it(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
    extra = f'[gateway.oidc]\njwks_url = "http://127.0.0.1:1/jwks"\nissuer = "{ISSUER}"\n'
    config = write_config(tmp_path / "xihe.toml", fake_provider.url, extra=extra)
    done = cli(["serve", "--port", str(free_port())], database, tmp_path, config)
    assert done.returncode == 2
    assert "gateway.oidc.audience" in done.stderr
