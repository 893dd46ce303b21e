"""An OpenAI-compatible upstream that answers with every message it received, so any
context leaking between sessions would show up in some response."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class EchoUpstream:
    """`gate`: when given, each request is counted on arrival and answered only once the
    gate is set, so a test can hold a request in flight without relying on timing."""

    def __init__(self, gate: threading.Event | None = None) -> None:
        self._server: ThreadingHTTPServer | None = None
        self.count = 0
        self.gate = gate
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> EchoUpstream:
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with upstream._lock:
                    upstream.count += 1
                if upstream.gate is not None:
                    upstream.gate.wait()
                seen = " | ".join(
                    f"{m.get('role')}: {m.get('content') or ''}" for m in body.get("messages", [])
                )
                usage = {"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10}
                if body.get("stream"):
                    base = {"id": "echo", "object": "chat.completion.chunk", "created": 0}
                    base["model"] = body.get("model", "")
                    frames = [
                        base | {"choices": [{"index": 0, "delta": {"content": f"ECHO[{seen}]"}}]},
                        base | {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
                        base | {"choices": [], "usage": usage},
                    ]
                    data = "".join(f"data: {json.dumps(f)}\n\n" for f in frames)
                    payload = (data + "data: [DONE]\n\n").encode()
                    self.send_response(200)
                    self.send_header("content-type", "text/event-stream")
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
                out = json.dumps(
                    {
                        "id": "echo",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body.get("model", ""),
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": f"ECHO[{seen}]"},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": usage,
                    }
                ).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._server.request_queue_size = 512
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
