"""The one model interface every adapter implements and every wrapper wraps."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from dataclasses import dataclass
from typing import Literal, Protocol

from xihe.core.messages import ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig


@dataclass(frozen=True)
class StreamChunk:
    """A text delta while streaming, then exactly one `done` carrying the full response.

    Proxy mode (`ModelRequest.wire`) adds `frame`s: the upstream's SSE frames as bytes, for
    the client; `done` then carries the upstream's whole JSON body in `raw` when not streaming.
    """

    kind: Literal["text", "frame", "done"]
    text: str = ""
    response: ModelResponse | None = None
    raw: bytes = b""


class ChatModel(Protocol):
    name: str
    config: ModelConfig

    async def complete(self, request: ModelRequest) -> ModelResponse: ...

    def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]: ...

    async def aclose(self) -> None: ...


async def complete_via_stream(model: ChatModel, request: ModelRequest) -> ModelResponse:
    """Adapters that only stream get `complete` for free."""
    async for chunk in model.stream(request):
        if chunk.kind == "done" and chunk.response is not None:
            return chunk.response
    raise RuntimeError(f"model {model.name} ended its stream without a response")
