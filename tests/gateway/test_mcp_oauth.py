"""OAuth 2.1 + PKCE for an MCP upstream, per end user, through `xihe serve`: a real fake
authorization server and a protected upstream on 127.0.0.1, SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.conftest import Database
from tests.fakes.provider import FakeProvider
from tests.gateway.harness import _env, cli, create_keys, serve, write_config
from tests.gateway.oauth_fakes import AuthServer, oauth_upstream

LINK = re.compile(r"open (http://\S+)")


async def _call(url: str, key: str, name: str) -> tuple[bool, str]:
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        result = await client.call_tool(name, {})
    text = str(result.content[0].text)  # type: ignore[union-attr]
    if not result.is_error:
        text = json.loads(text)["result"]
    return bool(result.is_error), text


def call(gw_url: str, key: str, name: str = "drive.whoami") -> tuple[bool, str]:
    return asyncio.run(_call(f"{gw_url}/mcp", key, name))


async def _names(url: str, key: str) -> set[str]:
    """The federated tools the user is offered (built-in ones aside)."""
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60) as http,
        Client(streamable_http_client(f"{url}/mcp", http_client=http)) as client,
    ):
        listed = await client.list_tools()
    return {t.name for t in listed.tools if t.name.startswith("drive.")}


def link(message: str) -> str:
    found = LINK.search(message)
    assert found, message
    return found.group(1).rstrip(")")


def authorize(url: str, user: str) -> str:
    """The browser: the authorization server logs `user` in and redirects with a code."""
    answer = httpx.get(f"{url}&as_user={user}")
    assert answer.status_code == 302, answer.text
    return answer.headers["location"]


async def _rows(database: Database, table: str) -> list[str]:
    engine = create_async_engine(database.url)
    prefix = f"{database.schema}." if database.schema else ""
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(text(f"SELECT * FROM {prefix}{table}"))).all()
    finally:
        await engine.dispose()
    return [" ".join(str(v) for v in row) for row in rows]


def _config(tmp_path: Path, fake_provider: FakeProvider, url: str, gateway: str = "") -> Path:
    return write_config(
        tmp_path / "xihe.toml",
        fake_provider.url,
        gateway=gateway,
        extra=(
            f'[[gateway.mcp_upstreams]]\nname = "drive"\nurl = "{url}"\n'
            'auth = "oauth"\ntimeout_seconds = 15\n'
        ),
    )


def test_oauth_flow_per_user_refresh_and_reauthorize(
    tmp_path: Path, fake_provider: FakeProvider, database: Database
) -> None:
    with oauth_upstream() as (auth, protected):
        config = _config(tmp_path, fake_provider, protected.url)
        alice, bob = create_keys(
            database, [("acme", "alice", "developer"), ("acme", "bob", "developer")]
        )
        with serve(config, database, tmp_path) as gw:
            assert asyncio.run(_names(gw.url, alice)) == {"drive.authorize"}
            failed, message = call(gw.url, alice, "drive.authorize")
            assert failed and "upstream 'drive' needs authorization for user alice" in message
            failed, message = call(gw.url, alice)
            assert failed and "upstream 'drive' needs authorization for user alice: open " in (
                message
            ), message
            url = link(message)
            assert url.startswith(f"{auth.url}/authorize?")
            assert "code_challenge=" in url and "code_challenge_method=S256" in url
            assert "state=" in url and "resource=" in url
            assert len(auth.clients) == 1  # registered dynamically (RFC 7591)

            # a state nobody issued, then the real redirect, then the same one replayed
            bogus = httpx.get(f"{gw.url}/oauth/callback", params={"state": "x" * 43, "code": "c"})
            assert bogus.status_code == 400 and "unknown or was already used" in bogus.text
            back = authorize(url, "alice")
            assert back.startswith(f"{gw.url}/oauth/callback?")
            done = httpx.get(back)
            assert done.status_code == 200 and "authorized for user alice" in done.text
            replay = httpx.get(back)
            assert replay.status_code == 400 and "already used" in replay.text
            assert auth.grants == ["authorization_code"]

            assert call(gw.url, alice) == (False, "alice")
            assert asyncio.run(_names(gw.url, alice)) == {"drive.whoami"}

            # bob is his own user: asked separately, his own token
            failed, message = call(gw.url, bob)
            assert failed and "for user bob" in message
            assert httpx.get(authorize(link(message), "bob")).status_code == 200
            assert call(gw.url, bob) == (False, "bob")
            assert call(gw.url, alice) == (False, "alice")
            subjects = {(user, subject) for user, subject, _ in protected.seen if subject}
            assert subjects == {("alice", "alice"), ("bob", "bob")}

            # the access token dies at the server: a 401, one refresh, the call works
            auth.revoke_access()
            assert call(gw.url, alice) == (False, "alice")
            assert "refresh_token" in auth.grants

            # an access token past its expiry is refreshed before it is sent
            auth.expires_in = 31  # fresh for one second (refreshed 30 s early)
            auth.revoke_access()
            assert call(gw.url, bob) == (False, "bob")
            auth.expires_in = 3600
            time.sleep(1.2)
            before = auth.grants.count("refresh_token")
            seen = len(protected.seen)
            assert call(gw.url, bob) == (False, "bob")
            assert auth.grants.count("refresh_token") > before
            assert all(s is not None for _, s, _ in protected.seen[seen:]), "no 401 was needed"

            # the refresh token is revoked too: the user is asked to authorize again
            auth.revoke_access()
            auth.revoke_refresh()
            failed, message = call(gw.url, alice)
            assert failed and "needs authorization for user alice: open " in message, message
            assert "refresh_token" in auth.refused
            assert httpx.get(authorize(link(message), "alice")).status_code == 200
            assert call(gw.url, alice) == (False, "alice")

            # never the client's own key upstream; tokens and verifiers sealed in the DB
            assert not any(alice in raw or bob in raw for _, _, raw in protected.seen)
            tables = ("tokens", "states", "clients")
            stored = " ".join(
                " ".join(asyncio.run(_rows(database, f"gateway_mcp_oauth_{t}"))) for t in tables
            )
            assert "alice" in stored  # the rows are there, keyed by user
            secrets = [*auth.access, *auth.refresh, *auth.clients]
            assert secrets and not any(s in stored for s in secrets)
        assert "Traceback" not in gw.logs()


def test_mcp_login_cli_prints_the_link_and_waits_for_the_callback(
    tmp_path: Path, fake_provider: FakeProvider, database: Database
) -> None:
    with oauth_upstream() as (auth, protected):
        config = _config(tmp_path, fake_provider, protected.url)
        (key,) = create_keys(database, [("acme", "carol", "developer")])
        with serve(config, database, tmp_path) as gw:
            port = gw.url.rsplit(":", 1)[1]
            login = _login_in_background(
                ["mcp", "login", "drive", "--user", "carol", "--tenant", "acme", "--port", port],
                database,
                tmp_path,
                config,
                auth,
                "carol",
            )
            assert login.returncode == 0, login.stderr
            assert "authorized" in login.stdout + login.stderr
            assert call(gw.url, key) == (False, "carol")
            # --loopback: the redirect comes back to the command itself, not the gateway
            (dave,) = create_keys(database, [("acme", "dave", "developer")])
            args = ["mcp", "login", "drive", "--user", "dave", "--tenant", "acme", "--loopback"]
            loop = _login_in_background(args, database, tmp_path, config, auth, "dave")
            assert loop.returncode == 0, loop.stderr
            assert "authorized for user dave" in loop.stderr
            assert call(gw.url, dave) == (False, "dave")
            unknown = cli(["mcp", "login", "nope", "--user", "carol"], database, tmp_path, config)
            assert unknown.returncode != 0 and "'nope'" in unknown.stderr
            assert "Traceback" not in unknown.stderr


def _login_in_background(
    args: list[str], database: Database, tmp: Path, config: Path, auth: AuthServer, user: str
) -> subprocess.CompletedProcess[str]:
    """Run `xihe mcp login`, and play the browser on the link it prints."""
    xihe = str(Path(sys.executable).with_name("xihe"))
    proc = subprocess.Popen(
        [xihe, "--config", str(config), *args],
        env=_env(database, None),
        cwd=tmp,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()
    url = first.strip()
    assert url.startswith(f"{auth.url}/authorize?"), first
    assert httpx.get(httpx.get(f"{url}&as_user={user}").headers["location"]).status_code == 200
    out, err = proc.communicate(timeout=60)
    return subprocess.CompletedProcess(args, proc.returncode, first + out, err)


def test_any_worker_completes_a_flow_another_started(
    tmp_path: Path, fake_provider: FakeProvider
) -> None:
    """Two worker processes on PostgreSQL: links, callbacks and calls land on either."""
    import secrets as random_names

    from tests.conftest import PG_URL, _pg

    schema = f"t_{random_names.token_hex(6)}"
    asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
    database = Database("postgres", PG_URL, schema)
    try:
        with oauth_upstream() as (_auth, protected):
            config = _config(tmp_path, fake_provider, protected.url, gateway="workers = 2")
            users = [f"u{i}" for i in range(4)]
            keys = create_keys(database, [("acme", u, "developer") for u in users])
            with serve(config, database, tmp_path) as gw:
                for user, key in zip(users, keys, strict=True):
                    failed, message = call(gw.url, key)
                    assert failed and f"for user {user}: open " in message, message
                    assert httpx.get(authorize(link(message), user)).status_code == 200
                    for _ in range(3):
                        assert call(gw.url, key) == (False, user)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))


def test_oauth_needs_an_http_upstream() -> None:
    from xihe.core.settings import McpUpstreamConfig

    with pytest.raises(ValueError, match='auth = "oauth" needs url'):
        McpUpstreamConfig(name="local", command=["server"], auth="oauth")


def test_an_expired_link_is_refused_and_a_state_binds_its_user(database: Database) -> None:
    """In-process, on a clock that moves when told: links last 10 minutes, and a redeemed
    state stores the grant for the user it was issued to, sealed to that user's row."""
    from datetime import timedelta

    from tests.conftest import SNAPSHOT_KEYS
    from xihe.context.snapshots import Keyring
    from xihe.core.clock import FrozenClock
    from xihe.core.settings import McpUpstreamConfig
    from xihe.gateway.auth import Principal
    from xihe.gateway.upstream_oauth import LinkError, UpstreamOAuth
    from xihe.store.db import open_store

    async def main(auth: AuthServer, url: str) -> None:
        store = await open_store(database.url, schema=database.schema)
        clock = FrozenClock()
        up = McpUpstreamConfig(name="drive", url=url, auth="oauth")
        redirect = "http://127.0.0.1:9/oauth/callback"
        oauth = UpstreamOAuth(store, Keyring.parse(SNAPSHOT_KEYS), [up], redirect, clock=clock)
        erin = Principal(tenant="acme", user="erin", role="developer")
        try:
            stale = await oauth.start(erin, "drive")
            clock.advance(timedelta(minutes=11).total_seconds())
            fresh = await oauth.start(erin, "drive")
            for link_url, refused in ((stale, "expired"), (fresh, None)):
                back = httpx.get(f"{link_url}&as_user=erin").headers["location"]
                query = dict(httpx.URL(back).params)
                if refused:
                    with pytest.raises(LinkError, match=refused):
                        await oauth.complete(query["state"], query["code"])
                else:
                    done = await oauth.complete(query["state"], query["code"])
                    assert (done.tenant, done.user, done.upstream) == ("acme", "erin", "drive")
            grant = await oauth.grant(erin, "drive")
            assert grant is not None and auth.access[grant.access_token].subject == "erin"
            other = Principal(tenant="acme", user="frank", role="developer")
            assert await oauth.grant(other, "drive") is None
        finally:
            await store.close()

    with oauth_upstream() as (auth, protected):
        asyncio.run(main(auth, protected.url))
