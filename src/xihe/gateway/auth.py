"""Who is calling: API keys (stored hashed, shown once) or OIDC bearer tokens, mapped to
a tenant, a user and a role. Roles map to gateway permissions and to tool permissions."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import insert, select, update

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, XiheError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.settings import OidcConfig, Settings
from xihe.store.db import Store
from xihe.store.tables.gateway import api_keys
from xihe.tools.policy import role_allows

log = logging.getLogger("xihe.gateway.auth")

Role = Literal["admin", "developer", "readonly"]
ROLES: tuple[Role, ...] = ("admin", "developer", "readonly")
KEY_PREFIX = "xk_"

ROLE_PERMISSIONS: dict[str, frozenset[str]] = {
    "admin": frozenset({"*"}),
    "developer": frozenset({"chat", "models.read", "mcp", "a2a"}),
    "readonly": frozenset({"models.read"}),
}


class KeyNotFoundError(XiheError):
    error_class = ErrorClass.NOT_FOUND


@dataclass(frozen=True)
class Principal:
    """The authenticated caller; every read and write below is scoped by its tenant."""

    tenant: str
    user: str
    role: str
    key_id: str | None = None
    via: Literal["key", "oidc"] = "key"

    def can(self, permission: str) -> bool:
        granted = ROLE_PERMISSIONS.get(self.role, frozenset())
        return "*" in granted or permission in granted

    def can_use_tool(self, tool_permission: str, settings: Settings) -> bool:
        return role_allows(settings.tools, self.role, tool_permission)


@dataclass(frozen=True)
class CreatedKey:
    id: str
    key: str
    tenant: str
    user: str
    role: str


def hash_key(key: str) -> str:
    """Keys are 256-bit random, so a plain SHA-256 is enough (no password stretching needed)."""
    return hashlib.sha256(key.encode()).hexdigest()


class KeyStore:
    """API keys in the database, with a short in-process cache so the hot path skips a query."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        cache_seconds: float = 5.0,
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()
        self.cache_seconds = cache_seconds
        self._cache: dict[str, tuple[float, Principal | None]] = {}
        self._refreshing: set[str] = set()
        self._tasks: set[asyncio.Task[Principal | None]] = set()

    async def create(self, *, tenant: str, user: str, role: str, label: str = "") -> CreatedKey:
        if role not in ROLES:
            raise XiheError(f"unknown role '{role}'", hint=f"use one of: {', '.join(ROLES)}")
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        key_id = self.ids.new("key")
        async with self.store.begin() as conn:
            await conn.execute(
                insert(api_keys).values(
                    id=key_id,
                    tenant=tenant,
                    user_id=user,
                    role=role,
                    key_hash=hash_key(key),
                    prefix=key[:10],
                    label=label or None,
                    created_at=self.clock.now(),
                )
            )
        return CreatedKey(key_id, key, tenant, user, role)

    async def list(self, *, tenant: str | None = None) -> list[dict[str, Any]]:
        query = select(
            api_keys.c.id,
            api_keys.c.tenant,
            api_keys.c.user_id,
            api_keys.c.role,
            api_keys.c.prefix,
            api_keys.c.label,
            api_keys.c.created_at,
            api_keys.c.revoked_at,
        ).order_by(api_keys.c.created_at)
        if tenant is not None:
            query = query.where(api_keys.c.tenant == tenant)
        async with self.store.connect() as conn:
            rows = (await conn.execute(query)).all()
        return [_plain(dict(r._mapping)) for r in rows]

    async def revoke(self, key_id: str, *, tenant: str | None = None) -> None:
        query = update(api_keys).where(api_keys.c.id == key_id, api_keys.c.revoked_at.is_(None))
        if tenant is not None:
            query = query.where(api_keys.c.tenant == tenant)
        async with self.store.begin() as conn:
            result = await conn.execute(query.values(revoked_at=self.clock.now()))
        if result.rowcount == 0:
            raise KeyNotFoundError(
                f"no active key '{key_id}'", hint="list keys with `xihe keys list`"
            )
        self._cache.clear()

    async def verify(self, key: str) -> Principal | None:
        """From the cache when fresh; past half its life an entry is still served while one
        background read refreshes it, so a steady caller never waits on the database. An
        entry is never served older than `cache_seconds` (the revocation bound)."""
        digest = hash_key(key)
        now = time.monotonic()
        hit = self._cache.get(digest)
        if hit is not None and hit[0] > now:
            if hit[0] - now < self.cache_seconds / 2 and digest not in self._refreshing:
                self._refresh_later(digest)
            return hit[1]
        return await self._load(digest)

    async def _load(self, digest: str) -> Principal | None:
        started = time.monotonic()
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(api_keys).where(
                        api_keys.c.key_hash == digest, api_keys.c.revoked_at.is_(None)
                    )
                )
            ).first()
        principal = (
            Principal(tenant=row.tenant, user=row.user_id, role=row.role, key_id=row.id)
            if row is not None
            else None
        )
        if len(self._cache) > 10_000:
            self._cache.clear()
        self._cache[digest] = (started + self.cache_seconds, principal)
        return principal

    def _refresh_later(self, digest: str) -> None:
        self._refreshing.add(digest)
        task = asyncio.get_running_loop().create_task(self._load(digest))
        self._tasks.add(task)

        def done(t: asyncio.Task[Principal | None]) -> None:
            self._tasks.discard(t)
            self._refreshing.discard(digest)
            if not t.cancelled() and t.exception() is not None:
                log.warning("could not refresh a cached API key: %s", t.exception())

        task.add_done_callback(done)


class OidcVerifier:
    """Bearer JWTs signed by a key from the configured JWKS; claims name tenant, user, role."""

    def __init__(self, config: OidcConfig) -> None:
        import jwt

        assert config.jwks_url and config.issuer and config.audience  # settings require them
        self.config = config
        self._jwt = jwt
        self._jwks = jwt.PyJWKClient(config.jwks_url, cache_keys=True, lifespan=300)

    async def verify(self, token: str) -> Principal | None:
        try:
            signing_key = await asyncio.to_thread(self._jwks.get_signing_key_from_jwt, token)
            claims: dict[str, Any] = self._jwt.decode(
                token,
                signing_key.key,
                algorithms=["RS256", "ES256", "PS256", "EdDSA"],
                audience=self.config.audience,
                issuer=self.config.issuer,
                options={"require": ["exp", "iss", "aud"]},
            )
        except self._jwt.PyJWTError:
            return None
        tenant = claims.get(self.config.tenant_claim)
        user = claims.get(self.config.user_claim)
        if not tenant or not user:
            return None
        role = claims.get(self.config.role_claim) or self.config.default_role
        if role not in ROLES:
            role = self.config.default_role
        return Principal(tenant=str(tenant), user=str(user), role=str(role), via="oidc")


class Authenticator:
    """One entry point: an `Authorization: Bearer` value in, a Principal or None out."""

    def __init__(self, keys: KeyStore, oidc: OidcVerifier | None = None) -> None:
        self.keys = keys
        self.oidc = oidc

    async def authenticate(self, token: str) -> Principal | None:
        if token.startswith(KEY_PREFIX):
            return await self.keys.verify(token)
        if self.oidc is not None and token.count(".") == 2:
            return await self.oidc.verify(token)
        return None


def bearer(headers: dict[str, str]) -> str | None:
    """The credential from `Authorization: Bearer …` or `x-api-key` (Anthropic-style clients)."""
    value = headers.get("authorization", "")
    if value[:7].lower() == "bearer ":
        return value[7:].strip() or None
    return headers.get("x-api-key") or None


def _plain(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in row.items()}
