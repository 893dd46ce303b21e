"""Adapter for every OpenAI-compatible endpoint (OpenAI, DeepSeek, Moonshot, Zhipu, vLLM, ...)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import openai

from xihe.core.errors import ModelError
from xihe.core.messages import (
    Message,
    ModelRequest,
    ModelResponse,
    ToolCall,
    Usage,
    parse_arguments,
)
from xihe.models.base import StreamChunk, complete_via_stream
from xihe.models.classify import classify_status, missing_key, parse_retry_after, transient
from xihe.models.sdk import SdkModel
from xihe.models.wire import COMPLETION_TOKENS_MODELS, WirePool, forward_openai


def to_openai_messages(messages: tuple[Message, ...]) -> list[dict[str, Any]]:
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
                                "name": c.name,
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


def _usage(raw: Any) -> Usage:
    if raw is None:
        return Usage()
    prompt_details = getattr(raw, "prompt_tokens_details", None)
    completion_details = getattr(raw, "completion_tokens_details", None)
    return Usage(
        input_tokens=raw.prompt_tokens or 0,
        output_tokens=raw.completion_tokens or 0,
        cached_tokens=(getattr(prompt_details, "cached_tokens", 0) or 0),
        reasoning_tokens=(getattr(completion_details, "reasoning_tokens", 0) or 0),
    )


class OpenAICompatibleModel(SdkModel[openai.AsyncOpenAI]):
    """Talks Chat Completions through the official SDK."""

    key_required = False
    _wire: WirePool | None = None

    def _new_client(self, api_key: str, options: dict[str, Any]) -> openai.AsyncOpenAI:
        return openai.AsyncOpenAI(api_key=api_key, **options)

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        model = self.config.model or self.name
        limit = "max_completion_tokens" if COMPLETION_TOKENS_MODELS.search(model) else "max_tokens"
        params: dict[str, Any] = {
            "model": model,
            "messages": to_openai_messages(request.messages),
            limit: self._max_tokens(request),
        }
        if request.tools:
            params["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": t.name,
                        "description": t.description,
                        "parameters": t.parameters,
                    },
                }
                for t in request.tools
            ]
        if request.temperature is not None:
            params["temperature"] = request.temperature
        return params

    def _forward(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        """Proxy mode: the client's body on this model's own keep-alive pool."""
        key = self.config.api_key()
        if not key and self.config.api_key_env:
            raise missing_key(self.name, self.config)
        if self._wire is None:
            self._wire = WirePool(self.name, self.config)
        return forward_openai(self._wire, request, key)

    async def aclose(self) -> None:
        await super().aclose()
        if self._wire is not None:
            await self._wire.aclose()
            self._wire = None

    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.wire is not None:
            return await complete_via_stream(self, request)
        client = self._get_client()
        try:
            raw = await client.chat.completions.create(**self._params(request))
        except openai.APIError as exc:
            raise self._classify(exc) from exc
        choice = raw.choices[0]
        calls = [
            ToolCall(id=c.id, name=c.function.name, arguments=parse_arguments(c.function.arguments))
            for c in (choice.message.tool_calls or [])
            if getattr(c, "function", None) is not None
        ]
        return ModelResponse(
            text=choice.message.content or "",
            tool_calls=calls,
            usage=_usage(raw.usage),
            model=raw.model or self.config.model,
            provider=self.config.provider,
            finish_reason=choice.finish_reason or "stop",
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        if request.wire is not None:
            async for chunk in self._forward(request):
                yield chunk
            return
        client = self._get_client()
        params = self._params(request) | {
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage = Usage()
        finish = "stop"
        model_name = self.config.model
        try:
            stream = await client.chat.completions.create(**params)
            async for chunk in stream:
                model_name = chunk.model or model_name
                if chunk.usage is not None:
                    usage = _usage(chunk.usage)
                for choice in chunk.choices:
                    delta = choice.delta
                    if delta.content:
                        text.append(delta.content)
                        yield StreamChunk(kind="text", text=delta.content)
                    for tc in delta.tool_calls or []:
                        slot = calls.setdefault(tc.index, {"id": "", "name": "", "args": ""})
                        slot["id"] = tc.id or slot["id"]
                        if tc.function is not None:
                            slot["name"] += tc.function.name or ""
                            slot["args"] += tc.function.arguments or ""
                    if choice.finish_reason:
                        finish = choice.finish_reason
        except openai.APIError as exc:
            raise self._classify(exc) from exc
        response = ModelResponse(
            text="".join(text),
            tool_calls=[
                ToolCall(id=s["id"], name=s["name"], arguments=parse_arguments(s["args"]))
                for _, s in sorted(calls.items())
            ],
            usage=usage,
            model=model_name,
            provider=self.config.provider,
            finish_reason=finish,
        )
        yield StreamChunk(kind="done", response=response)

    def _classify(self, exc: openai.APIError) -> ModelError:
        if isinstance(exc, openai.APITimeoutError):
            return transient(self.name, self.config, "Timeout", str(exc))
        if isinstance(exc, openai.APIConnectionError):
            return transient(self.name, self.config, "ConnectionError", str(exc))
        if isinstance(exc, openai.APIStatusError):
            return classify_status(
                self.name,
                self.config,
                exc.status_code,
                _error_message(exc),
                exc.code,
                parse_retry_after(exc.response.headers),
            )
        return transient(self.name, self.config, type(exc).__name__, str(exc))


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
    return exc.message
