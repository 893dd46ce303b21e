"""Loopback peers for the soak: an OpenAI-compatible upstream that fails on purpose, and a
webhook sink that counts every side effect it receives."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

FAULTS = ("429", "500", "503", "hang")


def _text(content: Any) -> str:
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


def _reply(body: dict[str, Any]) -> dict[str, Any]:
    """A tool call when the last user turn asks for a notification and no result came back
    yet; otherwise an echo of every message, so leaked context would show in the answer."""
    messages = body.get("messages", [])
    users = [_text(m.get("content")) for m in messages if m.get("role") == "user"]
    last_user = users[-1] if users else ""
    has_result = any(m.get("role") == "tool" for m in messages)
    names = [str((t.get("function") or {}).get("name", "")) for t in body.get("tools") or []]
    notify = next((n for n in names if n.startswith("notify")), None)
    if notify and "NOTIFY:" in last_user and not has_result:
        marker = last_user[last_user.index("NOTIFY:") :].split()[0]
        call = {
            "id": f"call_{abs(hash(marker)) % 10**8}",
            "type": "function",
            "function": {"name": notify, "arguments": json.dumps({"message": marker})},
        }
        return {"role": "assistant", "content": None, "tool_calls": [call]}
    seen = " | ".join(f"{m.get('role')}: {_text(m.get('content'))}" for m in messages)
    return {"role": "assistant", "content": f"ECHO[{seen}]"}


class FaultyUpstream:
    """Models named `flaky*` fail at `fault_rate` (429 with Retry-After, 500, 503, or a hang
    longer than the gateway's timeout); every other model always answers."""

    def __init__(self, fault_rate: float = 0.3, hang_seconds: float = 3.0, seed: int = 7) -> None:
        self.fault_rate = fault_rate
        self.hang_seconds = hang_seconds
        self.random = random.Random(seed)
        self.counts: Counter[str] = Counter()
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def _fault(self, model: str) -> str | None:
        with self._lock:
            if model.startswith("flaky") and self.random.random() < self.fault_rate:
                fault = self.random.choice(FAULTS)
                self.counts[f"fault:{fault}"] += 1
                return fault
            self.counts[f"ok:{model}"] += 1
            return None

    def __enter__(self) -> FaultyUpstream:
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def _send(self, status: int, payload: bytes, kind: str, extra: dict[str, str]) -> None:
                self.send_response(status)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(payload)))
                for k, v in extra.items():
                    self.send_header(k, v)
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(payload)

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                model = str(body.get("model", ""))
                fault = upstream._fault(model)
                if fault == "hang":
                    time.sleep(upstream.hang_seconds)
                    fault = "503"
                if fault is not None:
                    error = {"error": {"message": f"injected {fault}", "type": "server_error"}}
                    extra = {"retry-after": "1"} if fault == "429" else {}
                    self._send(int(fault), json.dumps(error).encode(), "application/json", extra)
                    return
                message = _reply(body)
                usage = {"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10}
                finish = "tool_calls" if message.get("tool_calls") else "stop"
                if body.get("stream"):
                    base = {"id": "soak", "object": "chat.completion.chunk", "created": 0}
                    base["model"] = model
                    delta: dict[str, Any] = {"role": "assistant"}
                    if message.get("tool_calls"):
                        delta["tool_calls"] = [{"index": 0, **c} for c in message["tool_calls"]]
                    else:
                        delta["content"] = message["content"]
                    frames = [
                        base | {"choices": [{"index": 0, "delta": delta}]},
                        base | {"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]},
                        base | {"choices": [], "usage": usage},
                    ]
                    data = "".join(f"data: {json.dumps(f)}\n\n" for f in frames)
                    self._send(200, (data + "data: [DONE]\n\n").encode(), "text/event-stream", {})
                    return
                out = {
                    "id": "soak",
                    "object": "chat.completion",
                    "created": 0,
                    "model": model,
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                    "usage": usage,
                }
                self._send(200, json.dumps(out).encode(), "application/json", {})

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._server.request_queue_size = 1024
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()


class Sink:
    """A webhook receiver: `received[message]` counts deliveries, so a duplicate shows."""

    def __init__(self) -> None:
        self.received: Counter[str] = Counter()
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/hook"

    def __enter__(self) -> Sink:
        sink = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with sink._lock:
                    sink.received[str(body.get("message"))] += 1
                self.send_response(200)
                self.send_header("content-length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
