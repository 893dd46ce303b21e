"""Adapter for every OpenAI-compatible endpoint (OpenAI, DeepSeek, Moonshot, Zhipu, vLLM, ...)."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import replace
from typing import Any

from xihe.core.messages import Message, ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig
from xihe.models.base import StreamChunk
from xihe.models.classify import missing_key
from xihe.models.wire import COMPLETION_TOKENS_MODELS, WirePool, forward_openai
from xihe.models.wire_names import WireNames


def to_openai_messages(
    messages: tuple[Message, ...], names: WireNames | None = None
) -> list[dict[str, Any]]:
    names = names or WireNames()
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "tool":
            out.append({"role": "tool", "tool_call_id": m.tool_call_id, "content": m.content})
        elif m.role == "assistant" and m.tool_calls:
            out.append(
                {
                    "role": "assistant",
                    "content": m.content or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {
                                "name": names.encode(c.name),
                                "arguments": json.dumps(c.arguments, ensure_ascii=False),
                            },
                        }
                        for c in m.tool_calls
                    ],
                }
            )
        else:
            out.append({"role": m.role, "content": m.content})
    return out


def _decoded(request: ModelRequest, response: ModelResponse) -> ModelResponse:
    """The provider's tool calls under Xihe's names (a client's own body is never touched)."""
    if not response.tool_calls or request.wire is not None:
        return response
    return replace(
        response, tool_calls=WireNames.for_request(request).decode_calls(response.tool_calls)
    )


class OpenAICompatibleModel:
    """Chat Completions on this model's own keep-alive aiohttp pool (`wire.py`): a governed
    run's request as Xihe renders it, or a client's body as sent (proxy mode). No SDK on
    the hot path: the pass-through measured several times faster (`bench/transport.py`)."""

    def __init__(self, name: str, config: ModelConfig) -> None:
        self.name = name
        self.config = config
        self._wire: WirePool | None = None

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        names = WireNames.for_request(request)
        model = self.config.model or self.name
        limit = "max_completion_tokens" if COMPLETION_TOKENS_MODELS.search(model) else "max_tokens"
        wanted = request.max_output_tokens or self.config.max_output_tokens
        params: dict[str, Any] = {
            "model": model,
            "messages": to_openai_messages(request.messages, names),
            limit: min(wanted, self.config.max_output_tokens),
        }
        if request.tools:
            params["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": names.encode(t.name),
                        "description": t.description,
                        "parameters": t.parameters,
                    },
                }
                for t in request.tools
            ]
        if request.temperature is not None:
            params["temperature"] = request.temperature
        return params

    def _send(self, request: ModelRequest, *, neutral: bool) -> AsyncIterator[StreamChunk]:
        key = self.config.api_key()
        if not key and self.config.api_key_env:
            raise missing_key(self.name, self.config)
        if self._wire is None:
            self._wire = WirePool(self.name, self.config)
        return forward_openai(self._wire, request, key, neutral=neutral)

    async def aclose(self) -> None:
        """Close the pool inside the event loop that opened it."""
        if self._wire is not None:
            await self._wire.aclose()
            self._wire = None

    async def complete(self, request: ModelRequest) -> ModelResponse:
        own = request if request.wire is not None else self._rendered(request, stream=False)
        async for chunk in self._send(own, neutral=True):
            if chunk.kind == "done" and chunk.response is not None:
                return _decoded(request, chunk.response)
        raise RuntimeError(f"model {self.name} answered without a response")  # pragma: no cover

    async def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        if request.wire is not None:
            async for chunk in self._send(request, neutral=False):
                yield chunk
            return
        async for chunk in self._send(self._rendered(request, stream=True), neutral=True):
            if chunk.kind == "done" and chunk.response is not None:
                chunk = replace(chunk, response=_decoded(request, chunk.response))
            yield chunk

    def _rendered(self, request: ModelRequest, *, stream: bool) -> ModelRequest:
        body = self._params(request)
        if stream:
            body |= {"stream": True, "stream_options": {"include_usage": True}}
        return ModelRequest(messages=(), wire=body)
