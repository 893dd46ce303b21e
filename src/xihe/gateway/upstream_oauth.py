"""OAuth 2.1 (authorization code + PKCE S256) for MCP upstreams that need it, per end user.

Xihe is the OAuth client. Discovery follows the MCP authorization spec: the upstream's 401
names its protected-resource metadata (RFC 9728), which names the authorization server
(RFC 8414 metadata); the `resource` parameter (RFC 8707) binds tokens to the upstream.
Everything a later step needs — a pending authorization's PKCE verifier, tokens, dynamic
registrations (RFC 7591) — lives in the database sealed with the snapshot keyring, so any
worker or replica completes a flow another one started. The SDK's `OAuthClientProvider` is
not used for the flow: it waits for the redirect inside the request that needed it, in one
process; its discovery helpers and metadata models are.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import html
import json
import secrets
from dataclasses import asdict, dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock, utc
from xihe.core.errors import ConfigError, ErrorClass, ToolError, XiheError
from xihe.core.settings import GatewayConfig, McpUpstreamConfig
from xihe.gateway.auth import Principal
from xihe.store.db import Store
from xihe.store.tables.gateway import mcp_oauth_clients, mcp_oauth_states, mcp_oauth_tokens

if TYPE_CHECKING:
    import httpx2
    from mcp.shared.auth import OAuthMetadata

    from xihe.context.snapshots import Keyring

STATE_TTL = timedelta(minutes=10)
EARLY_REFRESH_SECONDS = 30
CALLBACK_PATH = "/oauth/callback"
_PROBE = {"jsonrpc": "2.0", "id": 0, "method": "ping"}


class LinkError(XiheError):
    """An authorization redirect that cannot be redeemed (unknown, used, expired, refused)."""

    error_class = ErrorClass.VALIDATION


class NoGrant(ToolError):
    """The user has no usable grant (none yet, or its refresh was refused)."""

    def __init__(self, upstream: str, principal: Principal) -> None:
        super().__init__(
            f"upstream '{upstream}' needs authorization for user {principal.user}",
            error_class=ErrorClass.AUTH,
            hint=f"run `xihe mcp login {upstream} --user {principal.user} "
            f"--tenant {principal.tenant}`",
        )


class NeedsAuthorization(ToolError):
    """The user has no usable grant for the upstream; the message carries the URL to open."""

    def __init__(self, up: McpUpstreamConfig, principal: Principal, url: str) -> None:
        super().__init__(
            f"upstream '{up.name}' needs authorization for user {principal.user}: open {url}",
            error_class=ErrorClass.AUTH,
            hint=f"after authorizing, call the tool again (or run `xihe mcp login {up.name} "
            f"--user {principal.user} --tenant {principal.tenant}`)",
        )
        self.url = url


@dataclass
class Grant:
    """What calling and refreshing need; sealed as one JSON document."""

    access_token: str
    refresh_token: str | None
    expires_at: float | None
    token_endpoint: str
    client_id: str
    client_secret: str | None
    resource: str

    def fresh(self, now: float) -> bool:
        return self.expires_at is None or now < self.expires_at - EARLY_REFRESH_SECONDS


@dataclass
class _Pending:
    verifier: str
    redirect_uri: str
    token_endpoint: str
    client_id: str
    client_secret: str | None
    resource: str


@dataclass
class Completed:
    tenant: str
    user: str
    upstream: str


def _aad(kind: str, *parts: str) -> bytes:
    return "\x00".join(("xihe-mcp-oauth", kind, *parts)).encode()


def _hash(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


class UpstreamOAuth:
    """Grants per (tenant, user, upstream): start, complete, read and refresh them."""

    def __init__(
        self,
        store: Store,
        keyring: Keyring,
        upstreams: list[McpUpstreamConfig],
        redirect_uri: str,
        *,
        clock: Clock | None = None,
    ) -> None:
        self.store = store
        self.keyring = keyring
        self.upstreams = {u.name: u for u in upstreams if u.auth == "oauth"}
        self.redirect_uri = redirect_uri
        self.clock = clock or SystemClock()
        self._refreshing: dict[tuple[str, str, str], asyncio.Lock] = {}

    def _seal(self, data: dict[str, Any], aad: bytes) -> tuple[str, str]:
        key_id, blob = self.keyring.encrypt(json.dumps(data).encode(), aad)
        return key_id, base64.b64encode(blob).decode()

    def _open(self, key_id: str, sealed: str, aad: bytes) -> dict[str, Any]:
        plain = self.keyring.decrypt(key_id, base64.b64decode(sealed), aad)
        result: dict[str, Any] = json.loads(plain)
        return result

    def _now(self) -> float:
        return self.clock.now().timestamp()

    # ---- grants ----------------------------------------------------------------------

    async def grant(self, principal: Principal, upstream: str) -> Grant | None:
        key = (principal.tenant, principal.user, upstream)
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(mcp_oauth_tokens.c.key_id, mcp_oauth_tokens.c.sealed).where(
                        mcp_oauth_tokens.c.tenant == key[0],
                        mcp_oauth_tokens.c.user_id == key[1],
                        mcp_oauth_tokens.c.upstream == key[2],
                    )
                )
            ).first()
        if row is None:
            return None
        return Grant(**self._open(row.key_id, row.sealed, _aad("token", *key)))

    async def _save(self, tenant: str, user: str, upstream: str, grant: Grant) -> None:
        key_id, sealed = self._seal(asdict(grant), _aad("token", tenant, user, upstream))
        now = self.clock.now()
        t = mcp_oauth_tokens
        where = (t.c.tenant == tenant, t.c.user_id == user, t.c.upstream == upstream)
        async with self.store.begin() as conn:
            changed = await conn.execute(
                update(t).where(*where).values(key_id=key_id, sealed=sealed, updated_at=now)
            )
            if changed.rowcount == 0:
                try:
                    async with conn.begin_nested():
                        await conn.execute(
                            t.insert().values(
                                tenant=tenant,
                                user_id=user,
                                upstream=upstream,
                                key_id=key_id,
                                sealed=sealed,
                                updated_at=now,
                            )
                        )
                except IntegrityError:  # another worker saved first: the newer grant wins
                    await conn.execute(
                        update(t).where(*where).values(key_id=key_id, sealed=sealed, updated_at=now)
                    )

    async def forget(self, principal: Principal, upstream: str) -> None:
        t = mcp_oauth_tokens
        async with self.store.begin() as conn:
            await conn.execute(
                delete(t).where(
                    t.c.tenant == principal.tenant,
                    t.c.user_id == principal.user,
                    t.c.upstream == upstream,
                )
            )

    def _config(self, upstream: str) -> McpUpstreamConfig:
        up = self.upstreams.get(upstream)
        if up is None:
            raise ConfigError(
                f"MCP upstream '{upstream}' is not configured with auth = \"oauth\"",
                hint=f"known OAuth upstreams: {', '.join(sorted(self.upstreams)) or 'none'}",
            )
        return up

    async def access_token(self, principal: Principal, upstream: str) -> str:
        """A token that is not about to expire (refreshed if needed), or NoGrant."""
        grant = await self.grant(principal, upstream)
        if grant is None:
            raise NoGrant(upstream, principal)
        if grant.fresh(self._now()):
            return grant.access_token
        return await self.refresh(principal, upstream, stale=grant.access_token)

    async def refresh(self, principal: Principal, upstream: str, *, stale: str) -> str:
        """Replace the `stale` access token; a failed refresh forgets the grant, so the user
        is asked to authorize again. Another request's or worker's newer token is taken as
        it is (refresh tokens rotate: two refreshes with one token cannot both succeed)."""
        key = (principal.tenant, principal.user, upstream)
        async with self._refreshing.setdefault(key, asyncio.Lock()):
            return await self._refresh(principal, upstream, stale)

    async def _refresh(self, principal: Principal, upstream: str, stale: str) -> str:
        grant = await self.grant(principal, upstream)
        if grant is None:
            raise NoGrant(upstream, principal)
        if grant.access_token != stale and grant.fresh(self._now()):
            return grant.access_token
        if grant.refresh_token is None:
            await self.forget(principal, upstream)
            raise NoGrant(upstream, principal)
        form = {
            "grant_type": "refresh_token",
            "refresh_token": grant.refresh_token,
            "client_id": grant.client_id,
            "resource": grant.resource,
        }
        token = await self._token_request(upstream, grant.token_endpoint, form, grant)
        if token is None:
            now = await self.grant(principal, upstream)
            if now is not None and now.refresh_token != grant.refresh_token:
                return now.access_token  # another worker rotated it meanwhile
            await self.forget(principal, upstream)
            raise NoGrant(upstream, principal)
        renewed = self._grant(token, grant, fallback_refresh=grant.refresh_token)
        await self._save(principal.tenant, principal.user, upstream, renewed)
        return renewed.access_token

    def _grant(
        self, token: dict[str, Any], base: Grant | _Pending, *, fallback_refresh: str | None
    ) -> Grant:
        expires_in = token.get("expires_in")
        return Grant(
            access_token=str(token["access_token"]),
            refresh_token=token.get("refresh_token") or fallback_refresh,
            expires_at=self._now() + float(expires_in) if expires_in is not None else None,
            token_endpoint=base.token_endpoint,
            client_id=base.client_id,
            client_secret=base.client_secret,
            resource=base.resource,
        )

    async def _token_request(
        self, upstream: str, endpoint: str, form: dict[str, str], client: Grant | _Pending
    ) -> dict[str, Any] | None:
        """The token endpoint's answer, or None when it refuses (invalid grant and the like)."""
        if client.client_secret:
            form = {**form, "client_secret": client.client_secret}
        import httpx2

        up = self._config(upstream)
        try:
            async with httpx2.AsyncClient(timeout=up.timeout_seconds) as http:
                response = await http.post(endpoint, data=form)
        except httpx2.HTTPError as exc:
            raise ToolError(
                f"the authorization server of upstream '{upstream}' at {endpoint} is "
                f"unreachable: {exc}",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
                hint="retry when it is back",
            ) from exc
        if response.status_code >= 500:
            raise ToolError(
                f"the token endpoint of upstream '{upstream}' answered {response.status_code}",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
                hint="retry when it is back",
            )
        if response.status_code != 200:
            return None
        body: dict[str, Any] = response.json()
        if not body.get("access_token"):
            return None
        return body

    # ---- authorization ---------------------------------------------------------------

    async def needs_authorization(self, principal: Principal, upstream: str) -> NeedsAuthorization:
        url = await self.start(principal, upstream)
        return NeedsAuthorization(self._config(upstream), principal, url)

    async def start(
        self, principal: Principal, upstream: str, *, redirect_uri: str | None = None
    ) -> str:
        """A new authorization URL for this user; its state and PKCE verifier are stored
        (sealed, single use, expiring) for whichever worker receives the redirect."""
        import httpx2
        from mcp.client.auth.oauth2 import PKCEParameters

        up = self._config(upstream)
        redirect = redirect_uri or self.redirect_uri
        async with httpx2.AsyncClient(timeout=up.timeout_seconds) as http:
            resource, scopes, meta = await _discover(http, up)
            client_id, secret = await self._client(http, up, meta, redirect)
        pkce = PKCEParameters.generate()
        state = secrets.token_urlsafe(32)
        pending = _Pending(
            verifier=pkce.code_verifier,
            redirect_uri=redirect,
            token_endpoint=str(meta.token_endpoint),
            client_id=client_id,
            client_secret=secret,
            resource=resource,
        )
        state_hash = _hash(state)
        key_id, sealed = self._seal(asdict(pending), _aad("state", state_hash))
        async with self.store.begin() as conn:
            # long-dead links go; a recently expired one still says "expired" when opened
            await conn.execute(
                delete(mcp_oauth_states).where(
                    mcp_oauth_states.c.expires_at < self.clock.now() - STATE_TTL
                )
            )
            await conn.execute(
                mcp_oauth_states.insert().values(
                    state_hash=state_hash,
                    tenant=principal.tenant,
                    user_id=principal.user,
                    upstream=upstream,
                    key_id=key_id,
                    sealed=sealed,
                    expires_at=self.clock.now() + STATE_TTL,
                )
            )
        query = {
            "response_type": "code",
            "client_id": client_id,
            "redirect_uri": redirect,
            "state": state,
            "code_challenge": pkce.code_challenge,
            "code_challenge_method": "S256",
            "resource": resource,
        }
        if scopes:
            query["scope"] = scopes
        endpoint = str(meta.authorization_endpoint)
        return f"{endpoint}{'&' if '?' in endpoint else '?'}{urlencode(query)}"

    async def complete(self, state: str, code: str) -> Completed:
        """Redeem a redirect: the state is taken once (any worker), then the code is
        exchanged with the stored verifier and the grant saved for the state's user."""
        s = mcp_oauth_states
        state_hash = _hash(state)
        async with self.store.begin() as conn:
            row = (await conn.execute(select(s).where(s.c.state_hash == state_hash))).first()
            taken = await conn.execute(delete(s).where(s.c.state_hash == state_hash))
        if row is None or taken.rowcount != 1:
            raise LinkError(
                "this authorization link is unknown or was already used",
                hint="start again from the tool call or `xihe mcp login`; each link works once",
            )
        if utc(row.expires_at) < self.clock.now():
            raise LinkError(
                "this authorization link has expired",
                hint="start again from the tool call or `xihe mcp login`; links last 10 minutes",
            )
        pending = _Pending(**self._open(row.key_id, row.sealed, _aad("state", state_hash)))
        form = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": pending.redirect_uri,
            "client_id": pending.client_id,
            "code_verifier": pending.verifier,
            "resource": pending.resource,
        }
        token = await self._token_request(row.upstream, pending.token_endpoint, form, pending)
        if token is None:
            raise LinkError(
                f"the authorization server of upstream '{row.upstream}' refused the code",
                hint="start again; a code works once and only with the link that asked for it",
            )
        await self._save(
            row.tenant,
            row.user_id,
            row.upstream,
            self._grant(token, pending, fallback_refresh=None),
        )
        return Completed(row.tenant, row.user_id, row.upstream)

    async def _client(
        self, http: httpx2.AsyncClient, up: McpUpstreamConfig, meta: OAuthMetadata, redirect: str
    ) -> tuple[str, str | None]:
        """The configured client id, or one registered dynamically once per (upstream,
        authorization server, redirect URI) and kept sealed for every worker."""
        from mcp.client.auth.utils import handle_registration_response
        from mcp.shared.auth import OAuthClientMetadata

        if up.oauth_client_id:
            return up.oauth_client_id, None
        ref = _hash(f"{up.name}\x00{meta.issuer}\x00{redirect}")
        c = mcp_oauth_clients
        async with self.store.connect() as conn:
            row = (await conn.execute(select(c).where(c.c.ref == ref))).first()
        if row is not None:
            known = self._open(row.key_id, row.sealed, _aad("client", ref))
            return str(known["client_id"]), known.get("client_secret")
        if meta.registration_endpoint is None:
            raise ToolError(
                f"the authorization server of upstream '{up.name}' ({meta.issuer}) offers no "
                "dynamic client registration",
                error_class=ErrorClass.CONFIG,
                hint="register Xihe there with redirect URI "
                f"{redirect} and set oauth_client_id on [[gateway.mcp_upstreams]]",
            )
        wanted = OAuthClientMetadata.model_validate(
            {
                "client_name": "Xihe gateway",
                "redirect_uris": [redirect],
                "grant_types": ["authorization_code", "refresh_token"],
                "response_types": ["code"],
                "token_endpoint_auth_method": "none",
            }
        )
        response = await http.post(
            str(meta.registration_endpoint),
            json=wanted.model_dump(by_alias=True, mode="json", exclude_none=True),
        )
        try:
            info = await handle_registration_response(response)
        except Exception as exc:
            raise ToolError(
                f"dynamic client registration at {meta.registration_endpoint} for upstream "
                f"'{up.name}' failed: {exc}",
                error_class=ErrorClass.CONFIG,
                hint="set oauth_client_id on [[gateway.mcp_upstreams]] instead",
            ) from exc
        registered = {"client_id": info.client_id, "client_secret": info.client_secret}
        key_id, sealed = self._seal(registered, _aad("client", ref))
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    c.insert().values(
                        ref=ref,
                        upstream=up.name,
                        key_id=key_id,
                        sealed=sealed,
                        created_at=self.clock.now(),
                    )
                )
        except IntegrityError:  # another worker registered at the same moment: use theirs
            return await self._client(http, up, meta, redirect)
        return str(info.client_id), info.client_secret

    async def granted_since(self, principal: Principal, upstream: str, after: float) -> bool:
        """Whether a grant stored at or after `after` exists (the CLI polls for the callback)."""
        t = mcp_oauth_tokens
        async with self.store.connect() as conn:
            updated = (
                await conn.execute(
                    select(t.c.updated_at).where(
                        t.c.tenant == principal.tenant,
                        t.c.user_id == principal.user,
                        t.c.upstream == upstream,
                    )
                )
            ).scalar()
        return updated is not None and utc(updated).timestamp() >= after


async def _discover(
    http: httpx2.AsyncClient, up: McpUpstreamConfig
) -> tuple[str, str, OAuthMetadata]:
    """(resource, scopes, authorization server metadata) from the upstream's 401."""
    import httpx2
    from mcp.client.auth.utils import (
        build_oauth_authorization_server_metadata_discovery_urls,
        build_protected_resource_metadata_discovery_urls,
        extract_resource_metadata_from_www_auth,
        extract_scope_from_www_auth,
        handle_auth_metadata_response,
        handle_protected_resource_response,
    )

    url = str(up.url)
    try:
        probe = await http.post(
            url, json=_PROBE, headers={"Accept": "application/json, text/event-stream"}
        )
        www = extract_resource_metadata_from_www_auth(probe)
        prm = None
        for candidate in build_protected_resource_metadata_discovery_urls(www, url):
            prm = await handle_protected_resource_response(await http.get(candidate))
            if prm is not None:
                break
        if prm is None:
            raise ToolError(
                f"upstream '{up.name}' at {url} publishes no protected resource metadata "
                f"(RFC 9728; it answered {probe.status_code} without a usable "
                "WWW-Authenticate resource_metadata)",
                error_class=ErrorClass.CONFIG,
                hint='check the URL, or remove auth = "oauth" if the server needs no OAuth',
            )
        issuer = str(prm.authorization_servers[0])
        meta = None
        for candidate in build_oauth_authorization_server_metadata_discovery_urls(issuer, url):
            go_on, meta = await handle_auth_metadata_response(await http.get(candidate))
            if meta is not None or not go_on:
                break
    except httpx2.HTTPError as exc:
        raise ToolError(
            f"OAuth discovery for upstream '{up.name}' at {url} failed: {exc}",
            error_class=ErrorClass.SOURCE_UNAVAILABLE,
            hint="check that the server and its authorization server are running",
        ) from exc
    if meta is None:
        raise ToolError(
            f"the authorization server {issuer} of upstream '{up.name}' publishes no "
            "metadata (RFC 8414 /.well-known/oauth-authorization-server)",
            error_class=ErrorClass.CONFIG,
            hint="check the server's authorization_servers entry",
        )
    if "S256" not in (meta.code_challenge_methods_supported or []):
        raise ToolError(
            f"the authorization server {issuer} of upstream '{up.name}' does not declare "
            "PKCE S256 (code_challenge_methods_supported), which OAuth 2.1 requires",
            error_class=ErrorClass.CONFIG,
            hint="enable PKCE S256 at the authorization server",
        )
    scopes = (
        " ".join(up.oauth_scopes)
        or extract_scope_from_www_auth(probe)
        or " ".join(prm.scopes_supported or [])
    )
    return str(prm.resource), scopes, meta


def callback_url(gateway: GatewayConfig) -> str:
    """Where authorization servers send users back: the gateway's public address."""
    base = gateway.public_url or f"http://{gateway.host}:{gateway.port}"
    return base.rstrip("/") + CALLBACK_PATH


def callback_router(oauth: UpstreamOAuth) -> APIRouter:
    """`GET /oauth/callback`: public (the browser carries no Xihe key); the single-use
    state is what binds the redirect to its tenant, user and upstream."""
    api = APIRouter(tags=["mcp"])

    @api.get(CALLBACK_PATH, response_class=HTMLResponse, include_in_schema=True)
    async def oauth_callback(
        state: str = "", code: str = "", error: str = "", error_description: str = ""
    ) -> HTMLResponse:
        """Finish an upstream authorization: redeem the code with the stored PKCE verifier."""
        if error:
            return _page(
                400,
                f"The authorization server refused: {error} {error_description}".strip(),
                "Start again from the tool call or `xihe mcp login`.",
            )
        if not state or not code:
            return _page(
                400,
                "This page needs the state and code the authorization server adds.",
                "Open the authorization link from the tool's message, not this address.",
            )
        try:
            done = await oauth.complete(state, code)
        except (LinkError, ToolError) as exc:
            return _page(400 if isinstance(exc, LinkError) else 502, exc.message, exc.hint or "")
        return _page(
            200,
            f"Upstream '{done.upstream}' is authorized for user {done.user} "
            f"(tenant {done.tenant}).",
            "You can close this page and call the tool again.",
        )

    return api


def _page(status: int, message: str, hint: str) -> HTMLResponse:
    body = "<!doctype html><title>Xihe</title>" + "".join(
        f"<p>{html.escape(line)}</p>" for line in (message, hint) if line
    )
    return HTMLResponse(body, status_code=status)
