"""Proxy mode's transport: the client's Chat Completions body goes to an OpenAI-compatible
upstream with only `model` rewritten, and the upstream's answer comes back as its own bytes.

One keep-alive aiohttp pool per model (aiohttp measured several times faster than one shared
httpx pool for this pass-through: `bench/transport.py`). Bodies are parsed once with orjson,
only to trace the call and charge its tokens; the client gets the upstream's bytes.
"""

from __future__ import annotations

import re
from collections.abc import AsyncGenerator, AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from xihe.core.errors import ErrorClass, ModelError
from xihe.core.messages import (
    Message,
    ModelRequest,
    ModelResponse,
    Role,
    ToolCall,
    ToolSchema,
    Usage,
    parse_arguments,
)
from xihe.core.settings import ModelConfig
from xihe.models.base import StreamChunk
from xihe.models.classify import classify_status, parse_retry_after, transient

OPENAI_BASE = "https://api.openai.com/v1"
COMPLETION_TOKENS_MODELS = re.compile(r"(^|/)(o\d|gpt-5)")
"""Models that refuse `max_tokens` and take `max_completion_tokens` (o-series, gpt-5)."""
USAGE_ONLY = {"include_usage": True}


class UpstreamRefused(ModelError):
    """The upstream refused the request itself (a 4xx that is the request's fault): the
    client gets the upstream's status and error body unchanged, as from the upstream."""

    def __init__(self, base: ModelError, body: bytes) -> None:
        super().__init__(
            base.message,
            error_class=base.error_class,
            provider=base.provider,
            model=base.model,
            status=base.status,
            error_type=base.error_type,
            hint=base.hint,
        )
        self.body = body


def upstream_model(name: str, config: ModelConfig) -> str:
    return config.model or name


def openai_body(wire: Mapping[str, Any], name: str, config: ModelConfig) -> dict[str, Any]:
    """The client's body for this upstream: `model` rewritten, `max_tokens` renamed for models
    that refuse it; streams always ask for usage (tokens are charged and traced)."""
    body = dict(wire)
    body["model"] = upstream_model(name, config)
    if (
        "max_tokens" in body
        and "max_completion_tokens" not in body
        and COMPLETION_TOKENS_MODELS.search(body["model"])
    ):
        body["max_completion_tokens"] = body.pop("max_tokens")
    if body.get("stream"):
        options = body.get("stream_options")
        if not isinstance(options, dict) or not options.get("include_usage"):
            body["stream_options"] = {**(options or {}), **USAGE_ONLY}
    return body


def client_wants_usage(wire: Mapping[str, Any]) -> bool:
    options = wire.get("stream_options")
    return isinstance(options, dict) and bool(options.get("include_usage"))


def usage_of(raw: Any) -> Usage:
    if not isinstance(raw, dict):
        return Usage()
    prompt = raw.get("prompt_tokens_details") or {}
    completion = raw.get("completion_tokens_details") or {}
    return Usage(
        input_tokens=int(raw.get("prompt_tokens") or 0),
        output_tokens=int(raw.get("completion_tokens") or 0),
        cached_tokens=int(prompt.get("cached_tokens") or 0) if isinstance(prompt, dict) else 0,
        reasoning_tokens=(
            int(completion.get("reasoning_tokens") or 0) if isinstance(completion, dict) else 0
        ),
    )


def response_of(data: Mapping[str, Any], provider: str) -> ModelResponse:
    """What the trace keeps of an OpenAI chat.completion: the first choice, usage, model."""
    choices = data.get("choices") or [{}]
    choice = choices[0] if isinstance(choices[0], dict) else {}
    message = choice.get("message") or {}
    calls = [
        ToolCall(
            id=str(c.get("id", "")),
            name=str((c.get("function") or {}).get("name", "")),
            arguments=parse_arguments((c.get("function") or {}).get("arguments")),
        )
        for c in message.get("tool_calls") or ()
        if isinstance(c, dict)
    ]
    content = message.get("content")
    return ModelResponse(
        text=content if isinstance(content, str) else "",
        tool_calls=calls,
        usage=usage_of(data.get("usage")),
        model=str(data.get("model") or ""),
        provider=provider,
        finish_reason=str(choice.get("finish_reason") or "stop"),
    )


@dataclass
class StreamTally:
    """Accumulates a streamed answer (first choice) for the trace, frame by frame."""

    provider: str
    text: list[str] = field(default_factory=list)
    calls: dict[int, dict[str, str]] = field(default_factory=dict)
    usage: Usage = field(default_factory=Usage)
    model: str = ""
    finish: str = "stop"

    def add(self, chunk: Mapping[str, Any]) -> str:
        """Take one chunk; returns its first choice's text delta."""
        self.model = str(chunk.get("model") or self.model)
        if chunk.get("usage"):
            self.usage = usage_of(chunk["usage"])
        delta_text = ""
        for choice in chunk.get("choices") or ():
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            if delta.get("content"):
                delta_text = str(delta["content"])
                self.text.append(delta_text)
            for tc in delta.get("tool_calls") or ():
                slot = self.calls.setdefault(int(tc.get("index", 0)), {"id": "", "n": "", "a": ""})
                slot["id"] = tc.get("id") or slot["id"]
                fn = tc.get("function") or {}
                slot["n"] += fn.get("name") or ""
                slot["a"] += fn.get("arguments") or ""
            if choice.get("finish_reason"):
                self.finish = str(choice["finish_reason"])
        return delta_text

    def response(self) -> ModelResponse:
        calls = [
            ToolCall(id=s["id"], name=s["n"], arguments=parse_arguments(s["a"]))
            for _, s in sorted(self.calls.items())
        ]
        return ModelResponse(
            text="".join(self.text),
            tool_calls=calls,
            usage=self.usage,
            model=self.model,
            provider=self.provider,
            finish_reason=self.finish,
        )


def is_usage_only(chunk: Mapping[str, Any]) -> bool:
    return not chunk.get("choices") and bool(chunk.get("usage"))


async def sse_frames(lines: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
    """Whole SSE frames (ending in a blank line) from a byte stream of lines."""
    frame: list[bytes] = []
    async for line in lines:
        if line in (b"\n", b"\r\n"):
            if frame:
                yield b"".join(frame) + b"\n"
                frame = []
            continue
        frame.append(line if line.endswith(b"\n") else line + b"\n")
    if frame:
        yield b"".join(frame) + b"\n"


def frame_data(frame: bytes) -> bytes | None:
    """The `data:` payload of one SSE frame (lines joined), or None when it has none."""
    parts = [line[5:].lstrip(b" ") for line in frame.split(b"\n") if line.startswith(b"data:")]
    return b"\n".join(parts) if parts else None


def error_message(raw: bytes) -> tuple[str, str | None]:
    """`error.message` and `error.code`/`type` from an OpenAI- or Anthropic-style error."""
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return raw[:300].decode("utf-8", "replace"), None
    inner = data.get("error", data) if isinstance(data, dict) else {}
    if not isinstance(inner, dict):
        return str(inner)[:300], None
    code = inner.get("code") or inner.get("type")
    return str(inner.get("message") or raw[:300].decode("utf-8", "replace")), (
        str(code) if code else None
    )


def answer_json(name: str, config: ModelConfig, raw: bytes) -> Any:
    """An upstream's 2xx body; one that is not JSON is the upstream's fault (transient)."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise transient(name, config, "BadResponse", "upstream sent invalid JSON") from exc


def refusal(
    name: str, config: ModelConfig, status: int, raw: bytes, headers: Mapping[str, str]
) -> ModelError:
    """A non-2xx answer, classified as every adapter classifies; a refusal of the request
    itself keeps the upstream's body so the client sees the upstream's own words."""
    message, code = error_message(raw)
    exc = classify_status(name, config, status, message, code, parse_retry_after(headers))
    if exc.error_class == ErrorClass.VALIDATION:
        return UpstreamRefused(exc, raw)
    return exc


def preload() -> None:
    """Import the HTTP client before the first request needs it (a server calls this at
    start-up: the import is a tenth of a second the first request would otherwise pay)."""
    import aiohttp  # noqa: F401


class WirePool:
    """One aiohttp session (a keep-alive pool) per model, opened in the loop that uses it."""

    def __init__(self, name: str, config: ModelConfig) -> None:
        self.name = name
        self.config = config
        self._session: Any = None

    def session(self) -> Any:
        if self._session is None or self._session.closed:
            import aiohttp

            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=0, keepalive_timeout=60, ttl_dns_cache=300),
                timeout=aiohttp.ClientTimeout(
                    total=None,
                    sock_connect=self.config.timeout_seconds,
                    sock_read=self.config.timeout_seconds,
                ),
                skip_auto_headers=("User-Agent",),
            )
        return self._session

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def post(
        self, url: str, body: dict[str, Any], headers: dict[str, str], *, stream: bool
    ) -> AsyncIterator[tuple[int, Mapping[str, str], bytes]]:
        """Non-streaming: one (status, headers, body). Streaming: (status, headers, b"")
        first, then (status, headers, frame) per SSE frame. Transport failures are transient."""
        import aiohttp

        data = orjson.dumps(body)
        try:
            async with self.session().post(url, data=data, headers=headers) as resp:
                if resp.status >= 400 or not stream:
                    yield resp.status, resp.headers, await resp.read()
                    return
                yield resp.status, resp.headers, b""
                async for frame in sse_frames(resp.content):
                    yield resp.status, resp.headers, frame
        except TimeoutError as exc:
            raise transient(self.name, self.config, "Timeout", str(exc) or "timed out") from exc
        except aiohttp.ClientError as exc:
            raise transient(self.name, self.config, "ConnectionError", str(exc)) from exc


def refuse_api(request: ModelRequest, provider: str) -> ModelError:
    api = {"chat": "Chat Completions", "embeddings": "Embeddings", "messages": "Anthropic Messages"}
    return invalid(
        f"a {provider} model does not serve {api[request.wire_api]} requests; route this "
        "request to a model that does",
        "UnsupportedApi",
    )


async def forward_openai(
    pool: WirePool, request: ModelRequest, api_key: str | None, *, neutral: bool = False
) -> AsyncIterator[StreamChunk]:
    """Forward `request.wire` to an OpenAI-compatible upstream; frames as they arrive, or
    (`neutral`, Xihe's own governed calls) text deltas, then the response."""
    assert request.wire is not None
    name, config = pool.name, pool.config
    if request.wire_api == "messages":
        raise refuse_api(request, "OpenAI-compatible")
    chat = request.wire_api == "chat"
    body = (
        openai_body(request.wire, name, config)
        if chat
        else {**request.wire, "model": upstream_model(name, config)}
    )
    stream = chat and bool(body.get("stream"))
    headers = {"Content-Type": "application/json", **config.headers}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    path = "/chat/completions" if chat else "/embeddings"
    url = (config.base_url or OPENAI_BASE).rstrip("/") + path
    hide_usage = stream and not client_wants_usage(request.wire)
    tally = StreamTally(config.provider)
    async for status, resp_headers, raw in pool.post(url, body, headers, stream=stream):
        if status >= 400:
            raise refusal(name, config, status, raw, resp_headers)
        if not stream:
            data = answer_json(name, config, raw)
            yield StreamChunk(kind="done", response=response_of(data, config.provider), raw=raw)
            return
        if not raw:
            continue
        payload = frame_data(raw)
        if payload is not None and payload != b"[DONE]":
            try:
                chunk = orjson.loads(payload)
            except orjson.JSONDecodeError:
                chunk = None
            if isinstance(chunk, dict):
                if "error" in chunk and not chunk.get("choices"):
                    message, code = error_message(payload)
                    raise classify_status(name, config, 500, message, code)
                text = tally.add(chunk)
                if neutral:
                    if text:
                        yield StreamChunk(kind="text", text=text)
                    continue
                if hide_usage and is_usage_only(chunk):
                    continue
        if not neutral:
            yield StreamChunk(kind="frame", raw=raw)
    yield StreamChunk(kind="done", response=tally.response())


ROLES: dict[str, Role] = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "tool": "tool",
}


def _text(content: Any) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))


class UnservableRequest(ModelError):
    """Xihe's own refusal of a client's request (no upstream involved): its message names the
    field and what to do, and holds no URL or configuration name, so the client reads it."""

    @property
    def public(self) -> str:
        return self.message


def invalid(message: str, error_type: str = "InvalidRequest") -> ModelError:
    """The client's request cannot be served as sent: a 400 that says what to change."""
    return UnservableRequest(
        message,
        error_class=ErrorClass.VALIDATION,
        provider="xihe",
        model="-",
        status=400,
        error_type=error_type,
    )


def neutral_request(wire: Mapping[str, Any]) -> ModelRequest:
    """The client's body as a provider-neutral request, for upstreams that do not speak
    OpenAI on the wire (scripted replies): what has no neutral form is dropped."""
    messages: list[Message] = []
    for m in wire.get("messages") or ():
        role = ROLES.get(str(m.get("role")))
        if role is None:
            raise invalid(f"unsupported message role '{m.get('role')}'", "InvalidRole")
        calls = tuple(
            ToolCall(
                id=str(c.get("id", "")),
                name=str((c.get("function") or {}).get("name", "")),
                arguments=parse_arguments((c.get("function") or {}).get("arguments")),
            )
            for c in m.get("tool_calls") or ()
        )
        content = _text(m.get("content"))
        messages.append(
            Message(role, content, tool_calls=calls, tool_call_id=m.get("tool_call_id"))
        )
    tools = tuple(
        ToolSchema(
            str((t.get("function") or {}).get("name", "")),
            str((t.get("function") or {}).get("description", "")),
            (t.get("function") or {}).get("parameters") or {"type": "object", "properties": {}},
        )
        for t in wire.get("tools") or ()
    )
    limit = wire.get("max_completion_tokens") or wire.get("max_tokens")
    return ModelRequest(
        messages=tuple(messages),
        tools=tools,
        max_output_tokens=int(limit) if limit else None,
        temperature=wire.get("temperature"),
    )


def openai_usage(usage: Usage) -> dict[str, Any]:
    return {
        "prompt_tokens": usage.input_tokens,
        "completion_tokens": usage.output_tokens,
        "total_tokens": usage.total,
        "prompt_tokens_details": {"cached_tokens": usage.cached_tokens},
        "completion_tokens_details": {"reasoning_tokens": usage.reasoning_tokens},
    }


def openai_tool_calls(calls: list[ToolCall]) -> list[dict[str, Any]]:
    return [
        {
            "id": c.id,
            "type": "function",
            "function": {"name": c.name, "arguments": orjson.dumps(c.arguments).decode()},
        }
        for c in calls
    ]


def openai_finish(reason: str) -> str:
    """Neutral/Anthropic stop reasons in OpenAI's words."""
    return {
        "end_turn": "stop",
        "stop_sequence": "stop",
        "max_tokens": "length",
        "tool_use": "tool_calls",
        "refusal": "content_filter",
    }.get(reason, reason)


def completion_json(cid: str, model: str, created: int, response: ModelResponse) -> bytes:
    message: dict[str, Any] = {"role": "assistant", "content": response.text or None}
    if response.tool_calls:
        message["tool_calls"] = openai_tool_calls(response.tool_calls)
    return orjson.dumps(
        {
            "id": cid,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": openai_finish(response.finish_reason),
                }
            ],
            "usage": openai_usage(response.usage),
        }
    )


@dataclass
class ChunkWriter:
    """OpenAI `chat.completion.chunk` SSE frames for an answer not streamed as OpenAI's."""

    cid: str
    model: str
    created: int

    def frame(self, delta: dict[str, Any], finish: str | None = None) -> bytes:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return self.data({"choices": [choice]})

    def data(self, extra: dict[str, Any]) -> bytes:
        base = {
            "id": self.cid,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.model,
        }
        return b"data: " + orjson.dumps(base | extra) + b"\n\n"

    def ending(self, response: ModelResponse, usage: bool) -> list[bytes]:
        frames = [
            self.frame({"tool_calls": [{"index": i, **c}]})
            for i, c in enumerate(openai_tool_calls(response.tool_calls))
        ]
        frames.append(self.frame({}, openai_finish(response.finish_reason)))
        if usage:
            frames.append(self.data({"choices": [], "usage": openai_usage(response.usage)}))
        return [*frames, b"data: [DONE]\n\n"]


async def forward_neutral(
    chunks: AsyncIterator[StreamChunk], request: ModelRequest, model: str
) -> AsyncGenerator[StreamChunk, None]:
    """A neutral model's answer rendered as an OpenAI upstream would have sent it."""
    import secrets
    import time

    assert request.wire is not None
    writer = ChunkWriter(f"chatcmpl-{secrets.token_hex(12)}", model, int(time.time()))
    stream = bool(request.wire.get("stream"))
    if stream:
        yield StreamChunk(kind="frame", raw=writer.frame({"role": "assistant", "content": ""}))
    async for chunk in chunks:
        if chunk.kind == "text" and stream:
            yield StreamChunk(kind="frame", raw=writer.frame({"content": chunk.text}))
        elif chunk.kind == "done" and chunk.response is not None:
            response = chunk.response
            if stream:
                for frame in writer.ending(response, client_wants_usage(request.wire)):
                    yield StreamChunk(kind="frame", raw=frame)
                yield StreamChunk(kind="done", response=response)
            else:
                raw = completion_json(writer.cid, model, writer.created, response)
                yield StreamChunk(kind="done", response=response, raw=raw)
