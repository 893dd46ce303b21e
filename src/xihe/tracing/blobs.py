"""Exact request bodies in the trace `blobs` table, encrypted like context snapshots.

AES-256-GCM under the snapshot keyring (`context.snapshot_keys`; the local key file on
SQLite), bound to the row's tenant and content hash, so replicas sharing the key read each
other's traces and a body copied under another tenant or hash does not decrypt. The hash
stays the plaintext's SHA-256 (identical requests are still stored once). Rows written
before encryption (plain JSON) still read.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from cryptography.exceptions import InvalidTag

from xihe.context.snapshots import Keyring
from xihe.core.errors import ConfigError

PREFIX = "aesgcm:"


def _aad(tenant: str, digest: str) -> bytes:
    return f"xihe-trace-blob\x00{tenant}\x00{digest}".encode()


class BlobCipher:
    """Seals request bodies on write and opens them on read."""

    def __init__(self, keyring: Keyring) -> None:
        self.keyring = keyring

    def seal(self, tenant: str, digest: str, body: str) -> str:
        key_id, data = self.keyring.encrypt(body.encode(), _aad(tenant, digest))
        return f"{PREFIX}{key_id}:{base64.b64encode(data).decode()}"

    def open(self, tenant: str, digest: str, stored: str) -> str:
        if not stored.startswith(PREFIX):
            return stored
        key_id, b64 = stored[len(PREFIX) :].split(":", 1)
        try:
            plain = self.keyring.decrypt(key_id, base64.b64decode(b64), _aad(tenant, digest))
        except InvalidTag:
            raise ConfigError(
                f"trace request {digest[:12]} of tenant '{tenant}' does not decrypt with key "
                f"'{key_id}'",
                hint="every replica needs the same context.snapshot_keys; a body copied under "
                "another tenant or hash never decrypts",
            ) from None
        return plain.decode()


def read_body(cipher: BlobCipher | None, tenant: str, digest: str, stored: str) -> Any:
    """The request a step stored, parsed; an encrypted body needs the cipher."""
    if stored.startswith(PREFIX):
        if cipher is None:
            raise ConfigError(
                "trace request bodies are encrypted and no key was given to read them",
                hint="read traces through a runtime (it holds the snapshot keyring)",
            )
        stored = cipher.open(tenant, digest, stored)
    return json.loads(stored)
