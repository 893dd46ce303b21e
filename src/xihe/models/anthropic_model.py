"""Adapter for Anthropic's Messages API through the official SDK."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Any

import anthropic

from xihe.core.errors import ModelError
from xihe.core.messages import (
    Message,
    ModelRequest,
    ModelResponse,
    ToolCall,
    Usage,
    parse_arguments,
)
from xihe.models.anthropic_wire import forward_anthropic
from xihe.models.base import StreamChunk, complete_via_stream
from xihe.models.classify import classify_status, missing_key, parse_retry_after, transient
from xihe.models.sdk import SdkModel
from xihe.models.wire import WirePool
from xihe.models.wire_names import WireNames


def to_anthropic(
    messages: tuple[Message, ...], names: WireNames | None = None
) -> tuple[str, list[dict[str, Any]]]:
    """Anthropic takes the system prompt apart and tool results as user content blocks."""
    names = names or WireNames()
    system = "\n\n".join(m.content for m in messages if m.role == "system")
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            continue
        if m.role == "tool":
            block = {"type": "tool_result", "tool_use_id": m.tool_call_id, "content": m.content}
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block]})
        elif m.role == "assistant" and m.tool_calls:
            blocks: list[dict[str, Any]] = []
            if m.content:
                blocks.append({"type": "text", "text": m.content})
            blocks += [
                {"type": "tool_use", "id": c.id, "name": names.encode(c.name), "input": c.arguments}
                for c in m.tool_calls
            ]
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append({"role": m.role, "content": m.content})
    return system, out


class AnthropicModel(SdkModel[anthropic.AsyncAnthropic]):
    """Talks the Messages API through the official SDK (proxy mode: `anthropic_wire.py`)."""

    _wire: WirePool | None = None

    def _forward(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        key = self.config.api_key()
        if not key:
            raise missing_key(self.name, self.config)
        if self._wire is None:
            self._wire = WirePool(self.name, self.config)
        return forward_anthropic(self._wire, request, key)

    async def aclose(self) -> None:
        await super().aclose()
        if self._wire is not None:
            await self._wire.aclose()
            self._wire = None

    def _new_client(self, api_key: str, options: dict[str, Any]) -> anthropic.AsyncAnthropic:
        return anthropic.AsyncAnthropic(api_key=api_key, **options)

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        names = WireNames.for_request(request)
        system, messages = to_anthropic(request.messages, names)
        params: dict[str, Any] = {
            "model": self.config.model or self.name,
            "messages": messages,
            "max_tokens": self._max_tokens(request),
        }
        if system:
            params["system"] = system
        if request.tools:
            params["tools"] = [
                {
                    "name": names.encode(t.name),
                    "description": t.description,
                    "input_schema": t.parameters,
                }
                for t in request.tools
            ]
        if request.temperature is not None:
            params["temperature"] = request.temperature
        return params

    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.wire is not None:
            return await complete_via_stream(self, request)
        try:
            raw = await self._get_client().messages.create(**self._params(request))
        except anthropic.APIError as exc:
            raise self._classify(exc) from exc
        text = "".join(b.text for b in raw.content if b.type == "text")
        calls = [
            ToolCall(id=b.id, name=b.name, arguments=dict(b.input or {}))
            for b in raw.content
            if b.type == "tool_use"
        ]
        return ModelResponse(
            text=text,
            tool_calls=WireNames.for_request(request).decode_calls(calls),
            usage=Usage(
                input_tokens=raw.usage.input_tokens,
                output_tokens=raw.usage.output_tokens,
                cached_tokens=raw.usage.cache_read_input_tokens or 0,
            ),
            model=raw.model,
            provider="anthropic",
            finish_reason=raw.stop_reason or "end_turn",
        )

    async def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        if request.wire is not None:
            async for chunk in self._forward(request):
                yield chunk
            return
        params = self._params(request) | {"stream": True}
        text: list[str] = []
        blocks: dict[int, dict[str, str]] = {}
        usage = Usage()
        finish = "end_turn"
        model_name = self.config.model
        try:
            events = await self._get_client().messages.create(**params)
            async for ev in events:
                if ev.type == "message_start":
                    model_name = ev.message.model
                    usage.input_tokens = ev.message.usage.input_tokens
                    usage.cached_tokens = ev.message.usage.cache_read_input_tokens or 0
                elif ev.type == "content_block_start" and ev.content_block.type == "tool_use":
                    blocks[ev.index] = {
                        "id": ev.content_block.id,
                        "name": ev.content_block.name,
                        "args": "",
                    }
                elif ev.type == "content_block_delta":
                    if ev.delta.type == "text_delta":
                        text.append(ev.delta.text)
                        yield StreamChunk(kind="text", text=ev.delta.text)
                    elif ev.delta.type == "input_json_delta" and ev.index in blocks:
                        blocks[ev.index]["args"] += ev.delta.partial_json
                elif ev.type == "message_delta":
                    usage.output_tokens = ev.usage.output_tokens
                    finish = ev.delta.stop_reason or finish
        except anthropic.APIError as exc:
            raise self._classify(exc) from exc
        calls = [
            ToolCall(id=b["id"], name=b["name"], arguments=parse_arguments(b["args"] or "{}"))
            for _, b in sorted(blocks.items())
        ]
        yield StreamChunk(
            kind="done",
            response=ModelResponse(
                text="".join(text),
                tool_calls=WireNames.for_request(request).decode_calls(calls),
                usage=usage,
                model=model_name,
                provider="anthropic",
                finish_reason=finish,
            ),
        )

    def _classify(self, exc: anthropic.APIError) -> ModelError:
        if isinstance(exc, anthropic.APITimeoutError):
            return transient(self.name, self.config, "Timeout", str(exc))
        if isinstance(exc, anthropic.APIConnectionError):
            return transient(self.name, self.config, "ConnectionError", str(exc))
        if isinstance(exc, anthropic.APIStatusError):
            body: dict[str, Any] = exc.body if isinstance(exc.body, dict) else {}
            inner = body.get("error")
            err: dict[str, Any] = inner if isinstance(inner, dict) else {}
            message = str(err.get("message") or exc.message)
            return classify_status(
                self.name,
                self.config,
                exc.status_code,
                message,
                str(err.get("type") or ""),
                parse_retry_after(exc.response.headers),
            )
        return transient(self.name, self.config, type(exc).__name__, json.dumps(str(exc)))
