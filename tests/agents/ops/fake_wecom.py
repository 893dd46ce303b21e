"""A WeCom group robot on 127.0.0.1: `POST /cgi-bin/webhook/send?key=`, errcode answers,
and the real limit — 20 messages a minute per robot (failed ones count), 45009 beyond."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlparse

KEY = "wecom-test-key-not-a-secret"
LIMIT = 20


@dataclass
class FakeWecom:
    messages: list[dict[str, Any]] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
    arrivals: list[float] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    _server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def contents(self) -> list[str]:
        out = []
        for m in self.messages:
            body = m.get(m["msgtype"], {})
            out.append(str(body.get("content", "")))
        return out

    def _answer(self, key: str, body: dict[str, Any]) -> dict[str, Any]:
        now = time.monotonic()
        with self.lock:
            if key != KEY:
                return {"errcode": 93000, "errmsg": "invalid webhook url"}
            recent = [t for t in self.arrivals if now - t < 60]
            self.arrivals.append(now)
            if len(recent) >= LIMIT:
                self.refused.append(45009)
                return {"errcode": 45009, "errmsg": "api freq out of limit"}
            msgtype = body.get("msgtype")
            content = str(body.get(str(msgtype), {}).get("content", ""))
            if msgtype not in ("text", "markdown"):
                return {"errcode": 40008, "errmsg": "invalid message type"}
            if not content:
                return {"errcode": 44004, "errmsg": "empty content"}
            limit = 4096 if msgtype == "markdown" else 2048
            if len(content.encode()) > limit:
                return {"errcode": 45002, "errmsg": "content size out of limit"}
            self.messages.append(body)
            return {"errcode": 0, "errmsg": "ok"}

    @contextmanager
    def running(self) -> Iterator[FakeWecom]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                return None

            def do_POST(self) -> None:
                url = urlparse(self.path)
                if url.path != "/cgi-bin/webhook/send":
                    self.send_response(404)
                    self.end_headers()
                    return
                key = parse_qs(url.query).get("key", [""])[0]
                length = int(self.headers.get("content-length") or 0)
                answer = fake._answer(key, json.loads(self.rfile.read(length) or b"{}"))
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self._server.shutdown()
            self._server.server_close()
