"""A fake model provider: a real HTTP server on 127.0.0.1 speaking OpenAI's Chat Completions
and Anthropic's Messages wire formats, so the real SDK-based adapters are exercised.

Queue replies per upstream model name (or "*" for any); every request body is recorded.
"""

from __future__ import annotations

import dataclasses
import json
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    text: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    status: int = 200
    error_message: str = ""
    error_code: str | None = None
    delay: float = 0.0
    prompt_tokens: int = 11
    completion_tokens: int = 7
    cached_tokens: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    """Extra response headers on an error reply, e.g. `Retry-After`."""
    body: dict[str, Any] | None = None
    """OpenAI, not streaming: answer exactly this JSON (n choices, logprobs, ...)."""
    chunks: list[dict[str, Any]] | None = None
    """OpenAI, streaming: answer exactly these chunks, then `[DONE]`."""


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


def _declared_names(body: dict[str, Any], anthropic: bool) -> list[tuple[str, str]]:
    """(where, name) for every tool name in a request, as the real APIs validate them."""
    found: list[tuple[str, str]] = []
    for i, tool in enumerate(body.get("tools") or []):
        name = tool.get("name") if anthropic else (tool.get("function") or {}).get("name")
        found.append((f"tools[{i}].function.name", str(name)))
    for i, message in enumerate(body.get("messages") or []):
        for j, call in enumerate(message.get("tool_calls") or []):
            name = (call.get("function") or {}).get("name")
            found.append((f"messages[{i}].tool_calls[{j}].function.name", str(name)))
        content = message.get("content")
        for j, block in enumerate(content if isinstance(content, list) else []):
            if isinstance(block, dict) and block.get("type") == "tool_use":
                found.append((f"messages.{i}.content.{j}.name", str(block.get("name"))))
    return found


def _invalid_tool_name(body: dict[str, Any], anthropic: bool) -> str | None:
    """What OpenAI and Anthropic answer a tool name outside `^[a-zA-Z0-9_-]{1,64}$` with."""
    for where, name in _declared_names(body, anthropic):
        if not TOOL_NAME.match(name):
            return (
                f"Invalid '{where}': string does not match pattern. Expected a string that "
                "matches the pattern '^[a-zA-Z0-9_-]+$'."
            )
    return None


def _as_model_sees(body: dict[str, Any], reply: Reply, anthropic: bool) -> Reply:
    """A model calls tools by the names the request declared: a scripted `notify.send`
    comes back as the declared `notify_send`, as a real provider's model would say it."""
    declared = {re.sub(r"[^A-Za-z0-9_-]", "_", n): n for _, n in _declared_names(body, anthropic)}
    calls = []
    for call in reply.tool_calls:
        wire = re.sub(r"[^A-Za-z0-9_-]", "_", str(call["name"]))
        calls.append(call | {"name": declared.get(wire, call["name"])})
    return dataclasses.replace(reply, tool_calls=calls)


class FakeProvider:
    def __init__(self, keys: dict[str, str] | None = None) -> None:
        self.keys = keys or {}
        self._queues: dict[str, deque[Reply]] = {}
        self.requests: list[Seen] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self.responder: Callable[[dict[str, Any]], Reply | None] | None = None
        """Consulted before the queues: a reply chosen from the request body, or None."""

    # -- scripting -----------------------------------------------------------------
    def enqueue(self, *replies: Reply, model: str = "*") -> FakeProvider:
        with self._lock:
            self._queues.setdefault(model, deque()).extend(replies)
        return self

    def _pop(self, model: str, body: dict[str, Any] | None = None) -> Reply | None:
        if self.responder is not None and body is not None:
            chosen = self.responder(body)
            if chosen is not None:
                return chosen
        with self._lock:
            for key in (model, "*"):
                queue = self._queues.get(key)
                if queue:
                    return queue.popleft()
        return None

    def seen(self, model: str | None = None) -> list[Seen]:
        return [r for r in self.requests if model is None or r.body.get("model") == model]

    # -- lifecycle -----------------------------------------------------------------
    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def base(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> FakeProvider:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    body = {"object": "list", "data": [{"id": "fake", "object": "model"}]}
                    self._json(200, body)
                else:
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                fake.requests.append(
                    Seen(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                )
                anthropic = self.path.endswith("/messages")
                key = (
                    self.headers.get("x-api-key")
                    if anthropic
                    else (self.headers.get("authorization") or "").removeprefix("Bearer ")
                )
                model = body.get("model", "")
                expected = fake.keys.get(model)
                if expected is not None and key != expected:
                    self._error(401, "Incorrect API key provided", "invalid_api_key", anthropic)
                    return
                invalid = _invalid_tool_name(body, anthropic)
                if invalid is not None:
                    self._error(400, invalid, "invalid_value", anthropic)
                    return
                reply = fake._pop(model, body)
                if reply is None:
                    self._error(500, f"fake provider: nothing queued for {model}", None, anthropic)
                    return
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.status != 200:
                    self._error(
                        reply.status,
                        reply.error_message,
                        reply.error_code,
                        anthropic,
                        reply.headers,
                    )
                    return
                reply = _as_model_sees(body, reply, anthropic)
                if anthropic:
                    self._anthropic(body, reply)
                else:
                    self._openai(body, reply)

            # -- OpenAI ---------------------------------------------------------------
            def _openai(self, body: dict[str, Any], reply: Reply) -> None:
                if reply.body is not None and not body.get("stream"):
                    self._json(200, reply.body)
                    return
                if reply.chunks is not None and body.get("stream"):
                    frames = [f"data: {json.dumps(c)}\n\n" for c in reply.chunks]
                    self._sse([*frames, "data: [DONE]\n\n"])
                    return
                calls = [
                    {
                        "id": c.get("id", f"call_{i}"),
                        "type": "function",
                        "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])},
                    }
                    for i, c in enumerate(reply.tool_calls)
                ]
                usage = {
                    "prompt_tokens": reply.prompt_tokens,
                    "completion_tokens": reply.completion_tokens,
                    "total_tokens": reply.prompt_tokens + reply.completion_tokens,
                    "prompt_tokens_details": {"cached_tokens": reply.cached_tokens},
                }
                finish = "tool_calls" if calls else "stop"
                if not body.get("stream"):
                    self._json(
                        200,
                        {
                            "id": "chatcmpl-fake",
                            "object": "chat.completion",
                            "created": 0,
                            "model": body["model"],
                            "choices": [
                                {
                                    "index": 0,
                                    "message": {
                                        "role": "assistant",
                                        "content": reply.text or None,
                                        "tool_calls": calls or None,
                                    },
                                    "finish_reason": finish,
                                }
                            ],
                            "usage": usage,
                        },
                    )
                    return
                chunks: list[dict[str, Any]] = []
                base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0}
                base["model"] = body["model"]
                for piece in [reply.text[i : i + 5] for i in range(0, len(reply.text), 5)]:
                    delta = {"content": piece}
                    chunks.append(base | {"choices": [{"index": 0, "delta": delta}]})
                for i, call in enumerate(calls):
                    args = call["function"]["arguments"]
                    half = len(args) // 2
                    first = {
                        "index": i,
                        "id": call["id"],
                        "type": "function",
                        "function": {"name": call["function"]["name"], "arguments": args[:half]},
                    }
                    second = {"index": i, "function": {"arguments": args[half:]}}
                    for part in (first, second):
                        delta = {"tool_calls": [part]}
                        chunks.append(base | {"choices": [{"index": 0, "delta": delta}]})
                chunks.append(
                    base | {"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]}
                )
                chunks.append(base | {"choices": [], "usage": usage})
                self._sse([f"data: {json.dumps(c)}\n\n" for c in chunks] + ["data: [DONE]\n\n"])

            # -- Anthropic ------------------------------------------------------------
            def _anthropic(self, body: dict[str, Any], reply: Reply) -> None:
                content: list[dict[str, Any]] = []
                if reply.text:
                    content.append({"type": "text", "text": reply.text})
                for i, c in enumerate(reply.tool_calls):
                    content.append(
                        {
                            "type": "tool_use",
                            "id": c.get("id", f"toolu_{i}"),
                            "name": c["name"],
                            "input": c["arguments"],
                        }
                    )
                stop = "tool_use" if reply.tool_calls else "end_turn"
                usage = {
                    "input_tokens": reply.prompt_tokens,
                    "output_tokens": reply.completion_tokens,
                }
                message = {
                    "id": "msg_fake",
                    "type": "message",
                    "role": "assistant",
                    "model": body["model"],
                    "content": content,
                    "stop_reason": stop,
                    "stop_sequence": None,
                    "usage": usage,
                }
                if not body.get("stream"):
                    self._json(200, message)
                    return
                events: list[tuple[str, dict[str, Any]]] = [
                    (
                        "message_start",
                        {
                            "type": "message_start",
                            "message": message
                            | {"content": [], "usage": usage | {"output_tokens": 0}},
                        },
                    )
                ]
                for index, block in enumerate(content):
                    if block["type"] == "text":
                        start = {"type": "text", "text": ""}
                        delta = {"type": "text_delta", "text": block["text"]}
                    else:
                        start = block | {"input": {}}
                        delta = {
                            "type": "input_json_delta",
                            "partial_json": json.dumps(block["input"]),
                        }
                    events += [
                        (
                            "content_block_start",
                            {"type": "content_block_start", "index": index, "content_block": start},
                        ),
                        (
                            "content_block_delta",
                            {"type": "content_block_delta", "index": index, "delta": delta},
                        ),
                        ("content_block_stop", {"type": "content_block_stop", "index": index}),
                    ]
                events += [
                    (
                        "message_delta",
                        {
                            "type": "message_delta",
                            "delta": {"stop_reason": stop, "stop_sequence": None},
                            "usage": {"output_tokens": reply.completion_tokens},
                        },
                    ),
                    ("message_stop", {"type": "message_stop"}),
                ]
                self._sse([f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events])

            # -- wire helpers ---------------------------------------------------------
            def _json(
                self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None
            ) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _error(
                self,
                status: int,
                message: str,
                code: str | None,
                anthropic: bool,
                headers: dict[str, str] | None = None,
            ) -> None:
                if anthropic:
                    kind = {401: "authentication_error", 429: "rate_limit_error"}.get(
                        status, "api_error"
                    )
                    payload = {"type": "error", "error": {"type": kind, "message": message}}
                else:
                    payload = {
                        "error": {"message": message, "type": "error", "code": code, "param": None}
                    }
                self._json(status, payload, headers)

            def _sse(self, frames: list[str]) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("cache-control", "no-cache")
                self.send_header("connection", "close")
                self.end_headers()
                for frame in frames:
                    self.wfile.write(frame.encode())
                    self.wfile.flush()
                self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
