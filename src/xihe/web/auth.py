"""Browser sign-in: the admin key entered once is sealed (AES-256-GCM: signed and
encrypted) into an HttpOnly, SameSite=Strict cookie. Every request opens the seal and checks
the key again through the gateway's authenticator, so a revoked key stops working within the
key cache's lifetime. POST forms carry a CSRF token bound to the cookie's random nonce."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

COOKIE = "xihe_ui"
LANG_COOKIE = "xihe_lang"
SESSION_SECONDS = 12 * 3600


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def derive(root: bytes, label: bytes) -> bytes:
    """A key for one purpose from the installation's snapshot key (HKDF-SHA256): replicas
    that share snapshot keys share the dashboard's cookies, and nothing new is configured."""
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=label).derive(root)


@dataclass(frozen=True)
class Opened:
    """A valid cookie's contents: the key to authenticate and the nonce CSRF binds to."""

    key: str
    nonce: str
    expires: float


class CookieSeal:
    def __init__(self, root: bytes) -> None:
        self._aead = AESGCM(derive(root, b"xihe-ui-session-v1"))
        self._csrf = derive(root, b"xihe-ui-csrf-v1")

    def seal(self, api_key: str, *, now: float | None = None) -> str:
        expires = (now if now is not None else time.time()) + SESSION_SECONDS
        body = json.dumps({"k": api_key, "n": secrets.token_hex(16), "x": expires}).encode()
        nonce = secrets.token_bytes(12)
        return "v1." + _b64(nonce + self._aead.encrypt(nonce, body, b"xihe-ui"))

    def open(self, cookie: str | None, *, now: float | None = None) -> Opened | None:
        """The cookie's contents, or None when absent, forged, tampered with or expired."""
        if not cookie or not cookie.startswith("v1."):
            return None
        try:
            raw = _unb64(cookie[3:])
            body = json.loads(self._aead.decrypt(raw[:12], raw[12:], b"xihe-ui"))
            opened = Opened(str(body["k"]), str(body["n"]), float(body["x"]))
        except (InvalidTag, ValueError, KeyError, TypeError):
            return None
        if opened.expires < (now if now is not None else time.time()):
            return None
        return opened

    def csrf(self, opened: Opened) -> str:
        return _b64(hmac.new(self._csrf, opened.nonce.encode(), hashlib.sha256).digest())

    def csrf_ok(self, opened: Opened, token: str | None) -> bool:
        return bool(token) and hmac.compare_digest(self.csrf(opened), token or "")
