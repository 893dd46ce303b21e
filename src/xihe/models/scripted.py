"""A model that answers from recorded responses in order: replay, tests and the offline demo."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncGenerator
from importlib import resources
from pathlib import Path
from typing import Any

from xihe.core.errors import ConfigError, ErrorClass, ModelError
from xihe.core.messages import ModelRequest, ModelResponse, ToolCall, Usage
from xihe.core.settings import ModelConfig
from xihe.models.base import StreamChunk, complete_via_stream
from xihe.models.classify import classify_status, transient
from xihe.models.wire import forward_neutral, neutral_request, refuse_api

DEMO_SCRIPT = "demo_script.json"


def load_script(path: str | None) -> list[dict[str, Any]]:
    """Read a JSON list or JSONL file of responses; the built-in demo when no path is given."""
    if path is None:
        text = resources.files("xihe.data").joinpath(DEMO_SCRIPT).read_text(encoding="utf-8")
    else:
        file = Path(path)
        if not file.exists():
            raise ConfigError(
                f"scripted model script {path} does not exist",
                hint="set [models.NAME].script to a JSON or JSONL file of responses",
            )
        text = file.read_text(encoding="utf-8")
    stripped = text.strip()
    if stripped.startswith("["):
        entries = json.loads(stripped)
    else:
        entries = [json.loads(line) for line in stripped.splitlines() if line.strip()]
    if not entries or not all(isinstance(e, dict) for e in entries):
        raise ConfigError(f"script {path or DEMO_SCRIPT} must hold a non-empty list of objects")
    return list(entries)


SPOTLIGHT_LINE = re.compile(r"^<</?XIHE-DATA-[0-9a-f]+>>\n?", re.MULTILINE)


def _last_tool_result(request: ModelRequest) -> str:
    """The latest tool output as a person would quote it: without the spotlight boundary."""
    for message in reversed(request.messages):
        if message.role == "tool":
            return SPOTLIGHT_LINE.sub("", message.content).strip()
    return ""


class ScriptedModel:
    """Each call consumes the next entry; an entry may be an answer, tool calls or an error."""

    def __init__(
        self,
        name: str,
        config: ModelConfig,
        responses: list[dict[str, Any]] | None = None,
        *,
        cycle: bool = True,
    ) -> None:
        self.name = name
        self.config = config
        self.responses = responses if responses is not None else load_script(config.script)
        self.cycle = cycle
        self.position = 0
        self.requests: list[ModelRequest] = []

    def _next(self, request: ModelRequest) -> dict[str, Any]:
        self.requests.append(request)
        if self.position >= len(self.responses):
            if not self.cycle:
                raise ModelError(
                    f"scripted model '{self.name}' has no response left "
                    f"(call {self.position + 1}, script has {len(self.responses)})",
                    error_class=ErrorClass.CONFIG,
                    error_type="ScriptExhausted",
                    provider="scripted",
                    model=self.name,
                    hint="the run diverged from the recording or the script is too short",
                )
            self.position = 0
        entry = self.responses[self.position]
        self.position += 1
        return entry

    async def aclose(self) -> None:
        return None

    async def complete(self, request: ModelRequest) -> ModelResponse:
        return await complete_via_stream(self, request)

    def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        """The answer's own generator, not one wrapped around it: a layer less on every call
        (an unsupported API is refused at the call, which callers make inside their `try`)."""
        if request.wire is None:
            return self._answer(request)
        if request.wire_api != "chat":
            raise refuse_api(request, "scripted")
        neutral = neutral_request(request.wire)
        return forward_neutral(self._answer(neutral), request, self.config.model or self.name)

    async def _answer(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        entry = self._next(request)
        if entry.get("delay"):
            await asyncio.sleep(float(entry["delay"]))
        if "error" in entry:
            raise self._error(entry["error"])
        text = str(entry.get("text", ""))
        if "{last_tool_result}" in text:
            text = text.replace("{last_tool_result}", _last_tool_result(request))
        calls = [
            ToolCall(
                id=str(c.get("id") or f"call_{self.position}_{i}"),
                name=str(c["name"]),
                arguments=dict(c.get("arguments") or {}),
            )
            for i, c in enumerate(entry.get("tool_calls") or [])
        ]
        for piece in _pieces(text):
            yield StreamChunk(kind="text", text=piece)
        usage_data = entry.get("usage") or {}
        if "input" in usage_data:
            input_tokens = int(usage_data["input"])
        else:
            input_tokens = sum(len(m.content) for m in request.messages) // 4
        usage = Usage(
            input_tokens=input_tokens,
            output_tokens=int(usage_data.get("output", max(1, len(text) // 4))),
            cached_tokens=int(usage_data.get("cached", 0)),
            reasoning_tokens=int(usage_data.get("reasoning", 0)),
        )
        yield StreamChunk(
            kind="done",
            response=ModelResponse(
                text=text,
                tool_calls=calls,
                usage=usage,
                model=self.config.model or self.name,
                provider="scripted",
                finish_reason="tool_calls" if calls else "stop",
            ),
        )

    def _error(self, spec: dict[str, Any]) -> ModelError:
        message = str(spec.get("message", "scripted failure"))
        if spec.get("kind") in ("timeout", "connection"):
            kind = "Timeout" if spec["kind"] == "timeout" else "ConnectionError"
            return transient(self.name, self.config, kind, message)
        return classify_status(
            self.name, self.config, int(spec.get("status", 500)), message, spec.get("code")
        )


def _pieces(text: str, size: int = 24) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or []
