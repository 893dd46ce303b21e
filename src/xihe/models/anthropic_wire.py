"""Proxy mode on an Anthropic upstream: an OpenAI Chat Completions body mapped onto the
Messages API field by field, and the answer mapped back (JSON or SSE chunks).

A field with a mapping is mapped; a field without one is refused with a 400 naming it, never
dropped silently (a dropped `response_format` or `n` would change what the client gets).
"""

from __future__ import annotations

import contextlib
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from typing import Any

import orjson

from xihe.core.errors import ModelError
from xihe.core.messages import ModelRequest, ModelResponse, ToolCall, Usage, parse_arguments
from xihe.core.settings import ModelConfig
from xihe.models.base import StreamChunk
from xihe.models.wire import (
    ChunkWriter,
    UpstreamRefused,
    WirePool,
    answer_json,
    client_wants_usage,
    completion_json,
    frame_data,
    invalid,
    openai_finish,
    refusal,
    refuse_api,
    upstream_model,
)

ANTHROPIC_BASE = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"

PLAIN = ("temperature", "top_p", "stream")
"""Same name, same meaning on both APIs."""
CONSUMED = frozenset(
    {
        "model",
        "messages",
        "max_tokens",
        "max_completion_tokens",
        "stop",
        "tools",
        "tool_choice",
        "parallel_tool_calls",
        "user",
        "stream_options",
    }
)
NEUTRAL_VALUES: dict[str, tuple[Any, ...]] = {
    "n": (None, 1),
    "logprobs": (None, False),
    "presence_penalty": (None, 0, 0.0),
    "frequency_penalty": (None, 0, 0.0),
    "response_format": (None, {"type": "text"}),
}
"""Fields Anthropic has no counterpart for, accepted only at values that change nothing."""


def _refuse(field: str, why: str) -> ModelError:
    return invalid(
        f"'{field}' cannot be sent to an Anthropic model: {why}; remove it or route this "
        "request to an OpenAI-compatible model",
        "UnsupportedField",
    )


def _image(part: Mapping[str, Any], where: str) -> dict[str, Any]:
    url = str((part.get("image_url") or {}).get("url", ""))
    if url.startswith("data:") and ";base64," in url:
        media, _, data = url[5:].partition(";base64,")
        return {"type": "image", "source": {"type": "base64", "media_type": media, "data": data}}
    if url.startswith(("http://", "https://")):
        return {"type": "image", "source": {"type": "url", "url": url}}
    raise _refuse(where, "an image must be a data: URL or an http(s) URL")


def _blocks(content: Any, where: str) -> str | list[dict[str, Any]]:
    if content is None or isinstance(content, str):
        return content or ""
    blocks: list[dict[str, Any]] = []
    for j, part in enumerate(content):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind == "text":
            blocks.append({"type": "text", "text": str(part.get("text", ""))})
        elif kind == "image_url":
            blocks.append(_image(part, f"{where}[{j}]"))
        else:
            raise _refuse(f"{where}[{j}].type={kind}", "Anthropic takes text and image parts")
    return blocks


def _system_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "".join(str(p.get("text", "")) for p in content or () if isinstance(p, dict))


def _messages(raw: list[Any]) -> tuple[str, list[dict[str, Any]]]:
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for i, m in enumerate(raw):
        role = m.get("role")
        where = f"messages[{i}].content"
        if role in ("system", "developer"):
            system.append(_system_text(m.get("content")))
        elif role == "user":
            out.append({"role": "user", "content": _blocks(m.get("content"), where)})
        elif role == "assistant":
            blocks = _blocks(m.get("content"), where)
            calls = m.get("tool_calls") or []
            if calls:
                listed = [{"type": "text", "text": blocks}] if isinstance(blocks, str) else blocks
                listed = [b for b in listed if b.get("type") != "text" or b.get("text")]
                listed += [
                    {
                        "type": "tool_use",
                        "id": c.get("id"),
                        "name": (c.get("function") or {}).get("name"),
                        "input": parse_arguments((c.get("function") or {}).get("arguments")),
                    }
                    for c in calls
                ]
                blocks = listed
            out.append({"role": "assistant", "content": blocks})
        elif role == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": m.get("tool_call_id"),
                "content": _blocks(m.get("content"), where),
            }
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block]})
        else:
            raise _refuse(f"messages[{i}].role={role}", "unknown role")
    return "\n\n".join(s for s in system if s), out


def _tool_choice(choice: Any, parallel: Any) -> dict[str, Any] | None:
    if choice is None and parallel is None:
        return None
    if choice is None or choice == "auto":
        mapped: dict[str, Any] = {"type": "auto"}
    elif choice == "none":
        mapped = {"type": "none"}
    elif choice == "required":
        mapped = {"type": "any"}
    elif isinstance(choice, dict) and choice.get("type") == "function":
        mapped = {"type": "tool", "name": (choice.get("function") or {}).get("name")}
    else:
        raise _refuse("tool_choice", f"no Anthropic form for {choice!r}")
    if parallel is False and mapped["type"] != "none":
        mapped["disable_parallel_tool_use"] = True
    return mapped


def messages_body(wire: Mapping[str, Any], name: str, config: ModelConfig) -> dict[str, Any]:
    """The Messages API body for an OpenAI Chat Completions body, or a 400 naming a field."""
    for key, value in wire.items():
        if key in PLAIN or key in CONSUMED:
            continue
        if key in NEUTRAL_VALUES:
            if value not in NEUTRAL_VALUES[key]:
                raise _refuse(key, f"Anthropic has no counterpart for {key}={value!r}")
            continue
        if value is not None:
            raise _refuse(key, "the Messages API has no such field")
    system, messages = _messages(list(wire.get("messages") or ()))
    limit = wire.get("max_completion_tokens") or wire.get("max_tokens") or config.max_output_tokens
    body: dict[str, Any] = {
        "model": upstream_model(name, config),
        "messages": messages,
        "max_tokens": int(limit),
    }
    if system:
        body["system"] = system
    for key in PLAIN:
        if wire.get(key) is not None:
            body[key] = wire[key]
    stop = wire.get("stop")
    if stop:
        body["stop_sequences"] = [stop] if isinstance(stop, str) else list(stop)
    if wire.get("tools"):
        body["tools"] = [
            {
                "name": (t.get("function") or {}).get("name"),
                "description": (t.get("function") or {}).get("description", ""),
                "input_schema": (t.get("function") or {}).get("parameters")
                or {"type": "object", "properties": {}},
            }
            for t in wire["tools"]
        ]
    choice = _tool_choice(wire.get("tool_choice"), wire.get("parallel_tool_calls"))
    if choice is not None:
        body["tool_choice"] = choice
    if wire.get("user"):
        body["metadata"] = {"user_id": str(wire["user"])}
    return body


def _usage(raw: Mapping[str, Any]) -> Usage:
    cached = int(raw.get("cache_read_input_tokens") or 0)
    created = int(raw.get("cache_creation_input_tokens") or 0)
    return Usage(
        input_tokens=int(raw.get("input_tokens") or 0) + cached + created,
        output_tokens=int(raw.get("output_tokens") or 0),
        cached_tokens=cached,
    )


def response_of(data: Mapping[str, Any]) -> ModelResponse:
    blocks = data.get("content") or []
    return ModelResponse(
        text="".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text"),
        tool_calls=[
            ToolCall(
                id=str(b.get("id")), name=str(b.get("name")), arguments=dict(b.get("input") or {})
            )
            for b in blocks
            if b.get("type") == "tool_use"
        ],
        usage=_usage(data.get("usage") or {}),
        model=str(data.get("model") or ""),
        provider="anthropic",
        finish_reason=str(data.get("stop_reason") or "end_turn"),
    )


def _openai_error(raw: bytes) -> bytes:
    """An Anthropic error body in OpenAI's shape, for an OpenAI client."""
    try:
        inner = orjson.loads(raw).get("error") or {}
    except (orjson.JSONDecodeError, AttributeError):
        inner = {}
    message = str(inner.get("message") or raw[:300].decode("utf-8", "replace"))
    kind = str(inner.get("type") or "invalid_request_error")
    return orjson.dumps({"error": {"message": message, "type": kind, "code": None, "param": None}})


def _headers(config: ModelConfig, api_key: str | None) -> dict[str, str]:
    headers = {
        "Content-Type": "application/json",
        "anthropic-version": ANTHROPIC_VERSION,
        **config.headers,
    }
    if api_key:
        headers["x-api-key"] = api_key
    return headers


def _url(config: ModelConfig) -> str:
    return (config.base_url or ANTHROPIC_BASE).rstrip("/") + "/v1/messages"


async def forward_messages(
    pool: WirePool, request: ModelRequest, api_key: str | None
) -> AsyncIterator[StreamChunk]:
    """`POST /v1/messages` as the client sent it (only `model` rewritten); the upstream's
    bytes or SSE frames back unchanged, tallied for the trace."""
    assert request.wire is not None
    name, config = pool.name, pool.config
    body = {**request.wire, "model": upstream_model(name, config)}
    stream = bool(body.get("stream"))
    state = _StreamState()
    tally = ChunkWriter("", "", 0)
    async for status, resp_headers, raw in pool.post(
        _url(config), body, _headers(config, api_key), stream=stream
    ):
        if status >= 400:
            raise refusal(name, config, status, raw, resp_headers)
        if not stream:
            data = answer_json(name, config, raw)
            yield StreamChunk(kind="done", response=response_of(data), raw=raw)
            return
        if not raw:
            continue
        payload = frame_data(raw)
        if payload is not None:
            with contextlib.suppress(orjson.JSONDecodeError):
                state.translate(orjson.loads(payload), tally, False)
        yield StreamChunk(kind="frame", raw=raw)
    yield StreamChunk(kind="done", response=state.response())


async def forward_anthropic(
    pool: WirePool, request: ModelRequest, api_key: str | None
) -> AsyncIterator[StreamChunk]:
    """Forward an OpenAI `request.wire` to the Messages API; OpenAI-shaped frames or JSON."""
    assert request.wire is not None
    if request.wire_api == "messages":
        async for chunk in forward_messages(pool, request, api_key):
            yield chunk
        return
    if request.wire_api != "chat":
        raise refuse_api(request, "Anthropic")
    name, config = pool.name, pool.config
    body = messages_body(request.wire, name, config)
    stream = bool(body.get("stream"))
    headers = _headers(config, api_key)
    url = _url(config)
    writer = ChunkWriter(f"chatcmpl-{secrets.token_hex(12)}", body["model"], int(time.time()))
    state = _StreamState()
    async for status, resp_headers, raw in pool.post(url, body, headers, stream=stream):
        if status >= 400:
            exc = refusal(name, config, status, raw, resp_headers)
            if isinstance(exc, UpstreamRefused):
                exc.body = _openai_error(raw)
            raise exc
        if not stream:
            data = answer_json(name, config, raw)
            response = response_of(data)
            writer.model = response.model or writer.model
            out = completion_json(writer.cid, writer.model, writer.created, response)
            yield StreamChunk(kind="done", response=response, raw=out)
            return
        payload = frame_data(raw) if raw else None
        if payload is None:
            continue
        try:
            event = orjson.loads(payload)
        except orjson.JSONDecodeError:
            continue
        for frame in state.translate(event, writer, client_wants_usage(request.wire)):
            yield StreamChunk(kind="frame", raw=frame)
        if state.error is not None:
            raise refusal(name, config, 500, payload, resp_headers)
    yield StreamChunk(kind="done", response=state.response())


class _StreamState:
    """Anthropic stream events → OpenAI chunk frames, and the answer for the trace."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.tools: dict[int, dict[str, str]] = {}
        self.usage = Usage()
        self.model = ""
        self.finish = "end_turn"
        self.error: Any = None

    def translate(self, event: Mapping[str, Any], w: ChunkWriter, usage: bool) -> list[bytes]:
        kind = event.get("type")
        if kind == "message_start":
            message = event.get("message") or {}
            self.model = str(message.get("model") or "")
            w.model = self.model or w.model
            self.usage = _usage(message.get("usage") or {})
            return [w.frame({"role": "assistant", "content": ""})]
        if kind == "content_block_start":
            block = event.get("content_block") or {}
            if block.get("type") == "tool_use":
                index = len(self.tools)
                opened = {"id": str(block.get("id")), "name": str(block.get("name")), "args": ""}
                self.tools[int(event.get("index", 0))] = opened | {"n": str(index)}
                call: dict[str, Any] = {"index": index, "id": opened["id"], "type": "function"}
                call["function"] = {"name": opened["name"], "arguments": ""}
                return [w.frame({"tool_calls": [call]})]
            return []
        if kind == "content_block_delta":
            delta = event.get("delta") or {}
            if delta.get("type") == "text_delta":
                self.text.append(str(delta.get("text", "")))
                return [w.frame({"content": str(delta.get("text", ""))})]
            slot = self.tools.get(int(event.get("index", 0)))
            if delta.get("type") == "input_json_delta" and slot is not None:
                part = str(delta.get("partial_json", ""))
                slot["args"] += part
                fn = {"arguments": part}
                return [w.frame({"tool_calls": [{"index": int(slot["n"]), "function": fn}]})]
            return []
        if kind == "message_delta":
            self.finish = str((event.get("delta") or {}).get("stop_reason") or self.finish)
            self.usage.output_tokens = int((event.get("usage") or {}).get("output_tokens") or 0)
            return [w.frame({}, openai_finish(self.finish))]
        if kind == "message_stop":
            frames = []
            if usage:
                u = self.usage
                frames.append(
                    w.data(
                        {
                            "choices": [],
                            "usage": {
                                "prompt_tokens": u.input_tokens,
                                "completion_tokens": u.output_tokens,
                                "total_tokens": u.total,
                                "prompt_tokens_details": {"cached_tokens": u.cached_tokens},
                            },
                        }
                    )
                )
            return [*frames, b"data: [DONE]\n\n"]
        if kind == "error":
            self.error = event.get("error") or {}
        return []

    def response(self) -> ModelResponse:
        return ModelResponse(
            text="".join(self.text),
            tool_calls=[
                ToolCall(id=s["id"], name=s["name"], arguments=parse_arguments(s["args"] or "{}"))
                for _, s in sorted(self.tools.items())
            ],
            usage=self.usage,
            model=self.model,
            provider="anthropic",
            finish_reason=self.finish,
        )
