"""Versioned snapshots of exactly what a model saw: baseline plus increments, AES-GCM at rest.

A snapshot body is compressed JSON encrypted with AES-GCM; the associated data binds the
ciphertext to its tenant, session and version, so a body copied onto another row does not
decrypt. Keys come from configuration (`context.snapshot_keys`, "id:base64,..."; the first
encrypts, all decrypt: rotation keeps old snapshots readable). On PostgreSQL, where
replicas share the database, a configured key is required; on SQLite a local key file is
created once with mode 0600 under the Xihe home. In the blob folder each body is named by
the hash of its ciphertext and written atomically, so concurrent writers never share a file.
"""

from __future__ import annotations

import asyncio
import base64
import difflib
import hashlib
import json
import logging
import os
import secrets
import tempfile
import zlib
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import and_, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.context.counters import next_in_session
from xihe.context.records import IsolationError, NotFoundError, check_owner
from xihe.core.clock import Clock
from xihe.core.errors import ConfigError
from xihe.store.db import Store
from xihe.store.tables.context import ctx_sessions, ctx_snapshots

MAX_CHAIN = 16
log = logging.getLogger(__name__)


class Keyring:
    """AES-256-GCM keys by id; `active` encrypts, every key decrypts."""

    def __init__(self, keys: dict[str, bytes], active: str) -> None:
        if active not in keys:
            raise ConfigError(f"snapshot key '{active}' is not in the keyring")
        for key_id, key in keys.items():
            if len(key) != 32:
                raise ConfigError(
                    f"snapshot key '{key_id}' is {len(key)} bytes; AES-256-GCM needs 32",
                    hint="generate one with: python -c 'import os,base64;"
                    "print(base64.b64encode(os.urandom(32)).decode())'",
                )
        self.keys = dict(keys)
        self.active = active
        self._ciphers = {key_id: AESGCM(key) for key_id, key in self.keys.items()}
        """Each key's cipher, set up once: a trace step encrypts a request body every time."""

    @classmethod
    def parse(cls, spec: str) -> Keyring:
        keys: dict[str, bytes] = {}
        order: list[str] = []
        for item in spec.split(","):
            item = item.strip()
            if not item:
                continue
            if ":" not in item:
                raise ConfigError(
                    "context.snapshot_keys entries look like 'id:base64key'",
                    hint="set XIHE_CONTEXT__SNAPSHOT_KEYS='k2:NEWKEY,k1:OLDKEY' (first encrypts)",
                )
            key_id, b64 = item.split(":", 1)
            try:
                keys[key_id] = base64.b64decode(b64, validate=True)
            except ValueError as exc:
                raise ConfigError(f"snapshot key '{key_id}' is not valid base64") from exc
            order.append(key_id)
        if not order:
            raise ConfigError("context.snapshot_keys is empty")
        return cls(keys, order[0])

    @classmethod
    def for_store(cls, spec: str | None, home: Path, dialect: str) -> Keyring:
        """The configured keys; without them a local key file, but only on SQLite: replicas
        sharing a PostgreSQL database would each make a key the others cannot read."""
        if spec:
            return cls.parse(spec)
        if dialect != "sqlite":
            raise ConfigError(
                "snapshots on a shared database need one encryption key every replica "
                "shares; none is configured",
                hint="set context.snapshot_keys (environment: XIHE_CONTEXT__SNAPSHOT_KEYS) to "
                "'k1:BASE64KEY' on every replica; make a key with: python -c 'import os,"
                "base64;print(base64.b64encode(os.urandom(32)).decode())'",
            )
        return cls.local(home)

    @classmethod
    def local(cls, home: Path) -> Keyring:
        """A per-installation key file, so snapshots are encrypted even before configuration."""
        path = home / "context" / "snapshot.key"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w") as fh:
                fh.write("local:" + base64.b64encode(secrets.token_bytes(32)).decode())
        return cls.parse(path.read_text().strip())

    def encrypt(self, plaintext: bytes, aad: bytes) -> tuple[str, bytes]:
        nonce = secrets.token_bytes(12)
        return self.active, nonce + self._ciphers[self.active].encrypt(nonce, plaintext, aad)

    def decrypt(self, key_id: str, blob: bytes, aad: bytes) -> bytes:
        cipher = self._ciphers.get(key_id)
        if cipher is None:
            raise ConfigError(
                f"snapshot encrypted with key '{key_id}', which is not configured",
                hint="keep retired keys in context.snapshot_keys after the active one",
            )
        return cipher.decrypt(blob[:12], blob[12:], aad)


class BlobStore(Protocol):
    """Where snapshot bodies (ciphertext) live when not in the database: a folder or S3."""

    async def put(self, ref: str, data: bytes) -> None: ...
    async def get(self, ref: str) -> bytes: ...
    async def delete(self, ref: str) -> None: ...


class FolderBlobStore:
    """Snapshot bodies as files named by their content, ciphertext only."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, ref: str) -> Path:
        path = (self.root / ref).resolve()
        if self.root.resolve() not in path.parents:
            raise ValueError(f"blob ref escapes the store: {ref}")
        return path

    async def put(self, ref: str, data: bytes) -> None:
        await asyncio.to_thread(self._put, ref, data)

    async def get(self, ref: str) -> bytes:
        return await asyncio.to_thread(self._path(ref).read_bytes)

    async def delete(self, ref: str) -> None:
        self._path(ref).unlink(missing_ok=True)

    def _put(self, ref: str, data: bytes) -> None:
        """Write through a temporary file of this writer's own, then rename it into place."""
        path = self._path(ref)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


@dataclass(frozen=True)
class SnapshotMeta:
    tenant: str
    session_id: str
    version: int
    turn: int
    model: str
    tokenizer: str
    input_tokens: int
    kind: str
    base_version: int | None
    key_id: str | None
    pruned: bool
    info: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "turn": self.turn,
            "model": self.model,
            "tokenizer": self.tokenizer,
            "input_tokens": self.input_tokens,
            "kind": self.kind,
            "base_version": self.base_version,
            "key_id": self.key_id,
            "pruned": self.pruned,
            "info": self.info,
        }


META_COLUMNS = tuple(
    ctx_snapshots.c[name]
    for name in (
        "tenant",
        "session_id",
        "version",
        "turn",
        "model",
        "tokenizer",
        "input_tokens",
        "kind",
        "base_version",
        "key_id",
        "pruned",
        "info",
    )
)


def _aad(tenant: str, session_id: str, version: int) -> bytes:
    return f"{tenant}\x1f{session_id}\x1f{version}".encode()


def _meta(r: Any) -> SnapshotMeta:
    return SnapshotMeta(
        r.tenant,
        r.session_id,
        r.version,
        r.turn,
        r.model,
        r.tokenizer,
        r.input_tokens,
        r.kind,
        r.base_version,
        r.key_id,
        r.pruned,
        dict(r.info or {}),
    )


class SnapshotStore:
    def __init__(
        self,
        store: Store,
        keyring: Keyring,
        *,
        clock: Clock,
        blobs: BlobStore | None = None,
        cache_size: int = 256,
    ) -> None:
        self.store = store
        self.keyring = keyring
        self.clock = clock
        self.blobs = blobs
        self._last: OrderedDict[tuple[str, str], tuple[int, int, int, dict[str, Any]]] = (
            OrderedDict()
        )
        self._cache_size = cache_size

    async def record(
        self,
        tenant: str,
        session_id: str,
        *,
        turn: int,
        model: str,
        tokenizer: str,
        input_tokens: int,
        request: dict[str, Any],
        info: dict[str, Any] | None = None,
    ) -> int:
        """Store `request` as a new version: an increment on the previous one when it extends it."""
        for attempt in range(8):
            try:
                return await self._record(
                    tenant, session_id, turn, model, tokenizer, input_tokens, request, info or {}
                )
            except IntegrityError:
                self._last.pop((tenant, session_id), None)
                if attempt == 7:
                    raise
        raise AssertionError("unreachable")

    async def _record(
        self,
        tenant: str,
        session_id: str,
        turn: int,
        model: str,
        tokenizer: str,
        input_tokens: int,
        request: dict[str, Any],
        info: dict[str, Any],
    ) -> int:
        key = (tenant, session_id)
        blob_ref: str | None = None
        try:
            async with self.store.begin() as conn:
                # a no-op write takes the session's row lock: writers of one session take
                # versions in turn instead of racing for the same one
                await conn.execute(
                    update(ctx_sessions)
                    .where(and_(ctx_sessions.c.tenant == tenant, ctx_sessions.c.id == session_id))
                    .values(generation=ctx_sessions.c.generation)
                )
                version = await next_in_session(conn, ctx_snapshots.c.version, tenant, session_id)
                body: dict[str, Any] = {"request": request}
                kind, base = "baseline", None
                prev = self._last.get(key)
                if (
                    prev is not None
                    and prev[0] == version - 1
                    and prev[1] == turn
                    and prev[2] < MAX_CHAIN
                ):
                    increment = _increment(prev[3], request)
                    if increment is not None:
                        body, kind, base = increment, "increment", prev[0]
                plaintext = zlib.compress(json.dumps(body, ensure_ascii=False).encode())
                key_id, ciphertext = self.keyring.encrypt(
                    plaintext, _aad(tenant, session_id, version)
                )
                stored: bytes | None = ciphertext
                if self.blobs is not None:
                    ref = _blob_ref(tenant, session_id, ciphertext)
                    await self.blobs.put(ref, ciphertext)
                    blob_ref, stored = ref, None
                await conn.execute(
                    insert(ctx_snapshots).values(
                        tenant=tenant,
                        session_id=session_id,
                        version=version,
                        turn=turn,
                        model=model,
                        tokenizer=tokenizer,
                        input_tokens=input_tokens,
                        kind=kind,
                        base_version=base,
                        key_id=key_id,
                        body=stored,
                        blob_ref=blob_ref,
                        pruned=False,
                        info=info | {"messages": len(request.get("messages", []))},
                        created_at=self.clock.now(),
                    )
                )
        except BaseException:
            if blob_ref is not None and self.blobs is not None:
                # no row names it (another writer took the version); a failed clean-up
                # leaves an orphan body, never hides the error that caused it
                try:
                    await self.blobs.delete(blob_ref)
                except Exception:
                    log.warning("could not remove orphan snapshot body %s", blob_ref)
            raise
        depth = prev[2] + 1 if kind == "increment" and prev is not None else 0
        self._last[key] = (version, turn, depth, request)
        self._last.move_to_end(key)
        while len(self._last) > self._cache_size:
            self._last.popitem(last=False)
        return version

    async def versions(
        self, tenant: str, session_id: str, conn: AsyncConnection | None = None
    ) -> list[SnapshotMeta]:
        """Every version's metadata, bodies not read."""
        query = (
            select(*META_COLUMNS)
            .where(
                and_(
                    ctx_snapshots.c.tenant == tenant,
                    ctx_snapshots.c.session_id == session_id,
                )
            )
            .order_by(ctx_snapshots.c.version)
        )
        if conn is None:
            async with self.store.connect() as own:
                rows = (await own.execute(query)).all()
        else:
            rows = (await conn.execute(query)).all()
        out = []
        for r in rows:
            check_owner(tenant, session_id, r.tenant, r.session_id)
            out.append(_meta(r))
        return out

    async def _row(self, tenant: str, session_id: str, version: int) -> Any:
        async with self.store.connect() as conn:
            row = (
                await conn.execute(
                    select(ctx_snapshots).where(
                        and_(
                            ctx_snapshots.c.tenant == tenant,
                            ctx_snapshots.c.session_id == session_id,
                            ctx_snapshots.c.version == version,
                        )
                    )
                )
            ).first()
        if row is None:
            raise NotFoundError(
                f"no snapshot version {version} in session '{session_id}'",
                hint="list versions with `xihe session snapshots ID`",
            )
        check_owner(tenant, session_id, row.tenant, row.session_id)
        return row

    async def _ciphertext(self, row: Any) -> bytes:
        if row.blob_ref is None:
            return bytes(row.body)
        blob = await self.blobs_or_fail().get(row.blob_ref)
        _check_content(row.blob_ref, blob)
        return blob

    async def _body(self, row: Any) -> dict[str, Any]:
        blob = await self._ciphertext(row)
        plaintext = self.keyring.decrypt(
            row.key_id, bytes(blob), _aad(row.tenant, row.session_id, row.version)
        )
        return dict(json.loads(zlib.decompress(plaintext)))

    def blobs_or_fail(self) -> BlobStore:
        if self.blobs is None:
            raise ConfigError(
                "this snapshot's body is in a blob store, which is not configured",
                hint="set context.snapshot_store to 'folder' (with context.blob_dir) or to "
                "the 's3://bucket/prefix' it was written to",
            )
        return self.blobs

    async def get(self, tenant: str, session_id: str, version: int) -> dict[str, Any]:
        """The exact request of `version`, rebuilt from its baseline and increments."""
        row = await self._row(tenant, session_id, version)
        if row.pruned:
            raise NotFoundError(
                f"snapshot {version} was pruned by retention; only its summary remains",
                hint="raise context.snapshot_full_turns to keep more full bodies",
            )
        chain = [row]
        while chain[-1].kind == "increment":
            chain.append(await self._row(tenant, session_id, chain[-1].base_version))
        request: dict[str, Any] = (await self._body(chain[-1]))["request"]
        for link in reversed(chain[:-1]):
            request = _apply(request, await self._body(link))
        return request

    async def diff(self, tenant: str, session_id: str, v1: int, v2: int) -> list[str]:
        a = _lines(await self.get(tenant, session_id, v1))
        b = _lines(await self.get(tenant, session_id, v2))
        return list(difflib.unified_diff(a, b, f"v{v1}", f"v{v2}", lineterm=""))

    async def prune(self, tenant: str, session_id: str, keep_turns: int) -> int:
        """Retention: keep full bodies for the last `keep_turns` turns, summaries before.

        Reads ids and blob names only, in one transaction; blob files go after the commit."""
        where = and_(ctx_snapshots.c.tenant == tenant, ctx_snapshots.c.session_id == session_id)
        async with self.store.begin() as conn:
            last = (
                await conn.execute(select(func.max(ctx_snapshots.c.turn)).where(where))
            ).scalar()
            if last is None:
                return 0
            old = and_(
                where,
                ctx_snapshots.c.turn <= int(last) - keep_turns,
                ctx_snapshots.c.pruned.is_(False),
            )
            rows = (
                await conn.execute(
                    select(
                        ctx_snapshots.c.tenant,
                        ctx_snapshots.c.session_id,
                        ctx_snapshots.c.version,
                        ctx_snapshots.c.blob_ref,
                    ).where(old)
                )
            ).all()
            if not rows:
                return 0
            for r in rows:
                check_owner(tenant, session_id, r.tenant, r.session_id)
            versions = [r.version for r in rows]
            await conn.execute(
                update(ctx_snapshots)
                .where(and_(where, ctx_snapshots.c.version.in_(versions)))
                .values(pruned=True, body=None, blob_ref=None)
            )
        if self.blobs is not None:
            for r in rows:
                if r.blob_ref:
                    await self.blobs.delete(r.blob_ref)
        return len(rows)

    async def rewrap(self, tenant: str, session_id: str) -> int:
        """Re-encrypt every body under the active key (finishes a rotation)."""
        count = 0
        for m in await self.versions(tenant, session_id):
            if m.pruned or m.key_id == self.keyring.active:
                continue
            row = await self._row(tenant, session_id, m.version)
            aad = _aad(tenant, session_id, m.version)
            key_id, ciphertext = self.keyring.encrypt(
                self.keyring.decrypt(row.key_id, await self._ciphertext(row), aad), aad
            )
            values: dict[str, Any] = {"key_id": key_id, "body": ciphertext}
            if row.blob_ref is not None:
                ref = _blob_ref(tenant, session_id, ciphertext)
                await self.blobs_or_fail().put(ref, ciphertext)
                values = {"key_id": key_id, "blob_ref": ref}
            async with self.store.begin() as conn:
                await conn.execute(
                    update(ctx_snapshots)
                    .where(
                        and_(
                            ctx_snapshots.c.tenant == tenant,
                            ctx_snapshots.c.session_id == session_id,
                            ctx_snapshots.c.version == m.version,
                            ctx_snapshots.c.key_id == row.key_id,
                        )
                    )
                    .values(**values)
                )
            if row.blob_ref is not None:
                await self.blobs_or_fail().delete(row.blob_ref)
            count += 1
        return count


def _blob_ref(tenant: str, session_id: str, ciphertext: bytes) -> str:
    """Named by the hash of the ciphertext (random nonce inside): unique per write."""
    tenant_dir = hashlib.sha256(tenant.encode()).hexdigest()[:16]
    safe_session = "".join(ch for ch in session_id if ch.isalnum() or ch in "_-")
    return f"{tenant_dir}/{safe_session}/{hashlib.sha256(ciphertext).hexdigest()}.bin"


def _check_content(ref: str, blob: bytes) -> None:
    """A content-addressed body must hash to its name (older refs are named by version)."""
    name = Path(ref).stem
    if len(name) == 64 and hashlib.sha256(blob).hexdigest() != name:
        raise IsolationError(
            f"snapshot blob {ref} does not hold the body its name records; refusing to use it",
            hint="the blob folder was modified outside Xihe; restore it from a backup",
        )


def _increment(prev: dict[str, Any], request: dict[str, Any]) -> dict[str, Any] | None:
    """An increment when `request` only appends messages to `prev`; else None (baseline)."""
    old, new = prev.get("messages", []), request.get("messages", [])
    if len(new) < len(old) or new[: len(old)] != old:
        return None
    rest = {k: v for k, v in request.items() if k != "messages"}
    prev_rest = {k: v for k, v in prev.items() if k != "messages"}
    body: dict[str, Any] = {"prefix": len(old), "append": new[len(old) :]}
    if rest != prev_rest:
        body["rest"] = rest
    return body


def _apply(base: dict[str, Any], increment: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in base.items() if k != "messages"}
    if "rest" in increment:
        out = dict(increment["rest"])
    out["messages"] = list(base["messages"][: increment["prefix"]]) + list(increment["append"])
    return out


def _lines(request: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    for i, m in enumerate(request.get("messages", [])):
        lines.append(f"--- message {i} [{m.get('role')}]")
        lines.extend(str(m.get("content", "")).splitlines() or [""])
        if m.get("tool_calls"):
            lines.append(json.dumps(m["tool_calls"], ensure_ascii=False, sort_keys=True))
    if request.get("tools"):
        lines.append("--- tools")
        lines.extend(json.dumps(t, sort_keys=True) for t in request["tools"])
    return lines
