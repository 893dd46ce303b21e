"""A real webhook receiver on 127.0.0.1 that counts POSTs, and small builders for the tests."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider
from xihe.core.settings import Settings


class Webhook:
    """Records every POST body; answers `fail_next` POSTs with 503 first.

    `dedup`: a receiver that honours `Idempotency-Key` — a repeated key is answered like the
    first delivery and not recorded again. `hold`: set, the first delivery is recorded and its
    answer withheld until `release()` (a sender can be killed after the side effect)."""

    def __init__(self, *, dedup: bool = False, hold: bool = False) -> None:
        self.posts: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.repeats = 0
        self.fail_next = 0
        self.dedup = dedup
        self._held = threading.Event()
        if not hold:
            self._held.set()
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    def release(self) -> None:
        self._held.set()

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/hook"

    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        length = int(handler.headers.get("content-length") or 0)
        body = json.loads(handler.rfile.read(length) or b"{}")
        key = handler.headers.get("Idempotency-Key")
        with self._lock:
            failing = self.fail_next > 0
            seen = self.dedup and any(h.get("Idempotency-Key") == key for h in self.headers)
            if failing:
                self.fail_next -= 1
            elif seen:
                self.repeats += 1
            else:
                self.posts.append(body)
                self.headers.append(dict(handler.headers))
        self._held.wait(60)
        status = 503 if failing else 200
        payload = b'{"ok": false}' if failing else b'{"ok": true}'
        handler.send_response(status)
        handler.send_header("content-type", "application/json")
        handler.send_header("content-length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)

    @contextmanager
    def running(self) -> Iterator[Webhook]:
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                return None

            def do_POST(self) -> None:
                hook._handle(self)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self._server.shutdown()
            self._server.server_close()


def catalog(fake: FakeProvider) -> dict[str, Any]:
    return {
        "fast": {
            "provider": "openai",
            "base_url": fake.url,
            "model": "fast",
            "api_key_env": "FAKE_KEY",
            "context_window": 32000,
            "max_output_tokens": 1000,
        }
    }


def tool_settings(
    database: Database,
    tmp_path: Path,
    fake: FakeProvider | None = None,
    webhook: Webhook | None = None,
    **tools: Any,
) -> Settings:
    extra: dict[str, Any] = {}
    if fake is not None:
        extra["models"] = catalog(fake)
        extra["routes"] = {"default": {"primary": "fast"}}
    tool_config: dict[str, Any] = {"files_root": str(tmp_path)}
    if webhook is not None:
        tool_config["notify"] = {"webhook_url": webhook.url}
    tool_config.update(tools)
    return make_settings(database, tmp_path, tools=tool_config, **extra)


def tool_messages(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [m for m in body["messages"] if m["role"] == "tool"]
