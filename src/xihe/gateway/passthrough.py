"""Client-side tools: when an OpenAI request carries `tools`, the client runs them, so the
gateway makes one routed, traced model call and hands the model's `tool_calls` back
unchanged. The client owns the conversation here (no governed session), as with OpenAI."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from fastapi.responses import Response, StreamingResponse

from xihe.core.errors import XiheError
from xihe.core.messages import (
    Message,
    ModelRequest,
    ModelResponse,
    Role,
    ToolCall,
    ToolSchema,
    parse_arguments,
)
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, error_body, from_xihe
from xihe.gateway.services import Services
from xihe.gateway.timing import upstream_seconds
from xihe.models.router import Attempt
from xihe.tracing.records import ModelStep, Operation, OperationEnd

ROLES: dict[str, Role] = {
    "system": "system",
    "user": "user",
    "assistant": "assistant",
    "tool": "tool",
}


@dataclass
class Call:
    principal: Principal
    model: str
    request: ModelRequest
    stream: bool
    include_usage: bool
    started: float
    upstream: list[float]


def _text(content: Any) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))


def to_messages(raw: list[dict[str, Any]]) -> list[Message]:
    """OpenAI messages (tool calls and tool results included) → provider-neutral ones."""
    out: list[Message] = []
    for m in raw:
        role = "system" if m.get("role") == "developer" else str(m.get("role"))
        if role not in ROLES:
            raise GatewayError(400, f"unsupported message role '{role}'", code="invalid_role")
        calls = tuple(
            ToolCall(
                id=str(c.get("id", "")),
                name=str(c.get("function", {}).get("name", "")),
                arguments=parse_arguments(c.get("function", {}).get("arguments")),
            )
            for c in m.get("tool_calls") or ()
        )
        out.append(
            Message(
                role=ROLES[role],
                content=_text(m.get("content")),
                tool_calls=calls,
                tool_call_id=m.get("tool_call_id"),
            )
        )
    return out


def to_schemas(tools: list[dict[str, Any]]) -> tuple[ToolSchema, ...]:
    schemas = []
    for t in tools:
        fn = t.get("function") or {}
        if t.get("type", "function") != "function" or not fn.get("name"):
            raise GatewayError(400, "each tool needs type 'function' and a name", code="bad_tool")
        parameters = fn.get("parameters") or {"type": "object", "properties": {}}
        schemas.append(ToolSchema(fn["name"], fn.get("description", ""), parameters))
    return tuple(schemas)


def _openai_calls(calls: list[ToolCall]) -> list[dict[str, Any]]:
    return [
        {
            "id": c.id,
            "type": "function",
            "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
        }
        for c in calls
    ]


async def _routed(
    services: Services, call: Call, op: Operation
) -> AsyncIterator[tuple[str, ModelResponse | None]]:
    """Text deltas, then the final response; every attempt is a committed step."""
    tracer, clock = services.runtime.tracer, services.runtime.clock

    def step(attempt: Attempt, response: ModelResponse | None) -> ModelStep:
        return ModelStep(
            model=attempt.model,
            provider=attempt.provider,
            request=attempt.request,
            started_at=clock.now() - timedelta(milliseconds=attempt.duration_ms),
            duration_ms=attempt.duration_ms,
            status="ok" if response is not None else "error",
            response=response,
            failure=attempt.failure,
        )

    async for event in services.runtime.router.stream(call.request, call.model):
        if event.kind == "text":
            yield event.text, None
        elif event.kind == "attempt_failed" and event.attempt and not event.attempt.skipped:
            await tracer.model_step(op, step(event.attempt, None))
        elif event.kind == "done" and event.attempt and event.response is not None:
            await tracer.model_step(op, step(event.attempt, event.response))
            yield "", event.response


async def _start(services: Services, call: Call) -> Operation:
    last_user = next((m.content for m in reversed(call.request.messages) if m.role == "user"), "")
    return await services.runtime.tracer.start(
        tenant=call.principal.tenant,
        input=last_user,
        route=call.model,
        kind="gateway-tools",
        user_id=call.principal.user,
        meta={"client_tools": [t.name for t in call.request.tools]},
    )


async def _finish(
    services: Services,
    call: Call,
    op: Operation,
    response: ModelResponse | None,
    error: str | None,
) -> None:
    end = (
        OperationEnd(
            status="completed",
            answer=response.text,
            usage=response.usage,
            model=response.model or None,
        )
        if response is not None
        else OperationEnd(status="failed", error=error)
    )
    await services.runtime.tracer.finish(op, end)
    if response is not None:
        await services.limiter.charge_tokens(call.principal, response.usage.total)
        model = response.model or "-"
        services.metrics.tokens.labels(call.principal.tenant, model, "input").inc(
            response.usage.input_tokens
        )
        services.metrics.tokens.labels(call.principal.tenant, model, "output").inc(
            response.usage.output_tokens
        )


def completion(call: Call, op: Operation, response: ModelResponse) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": response.text or None}
    if response.tool_calls:
        message["tool_calls"] = _openai_calls(response.tool_calls)
    usage = response.usage
    return {
        "id": f"chatcmpl-{op.id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": call.model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if response.tool_calls else "stop",
            }
        ],
        "usage": {
            "prompt_tokens": usage.input_tokens,
            "completion_tokens": usage.output_tokens,
            "total_tokens": usage.total,
        },
    }


async def run(services: Services, call: Call) -> Response:
    op = await _start(services, call)
    if call.stream:
        return StreamingResponse(
            _sse(services, call, op),
            media_type="text/event-stream",
            headers={"X-Xihe-Operation": op.id},
        )
    token = upstream_seconds.set(call.upstream)
    response: ModelResponse | None = None
    try:
        async for _text_delta, done in _routed(services, call, op):
            if done is not None:
                response = done
    except XiheError as exc:
        await _finish(services, call, op, None, str(exc))
        raise from_xihe(exc) from None
    finally:
        upstream_seconds.reset(token)
    assert response is not None
    await _finish(services, call, op, response, None)
    overhead = round((time.perf_counter() - call.started - call.upstream[0]) * 1000, 3)
    return Response(
        json.dumps(completion(call, op, response)),
        media_type="application/json",
        headers={"X-Xihe-Operation": op.id, "X-Xihe-Overhead-Ms": str(overhead)},
    )


async def _sse(services: Services, call: Call, op: Operation) -> AsyncIterator[str]:
    cid = f"chatcmpl-{op.id}"

    def frame(delta: dict[str, Any], finish: str | None = None) -> str:
        data = {
            "id": cid,
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": call.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        }
        return f"data: {json.dumps(data)}\n\n"

    yield frame({"role": "assistant", "content": ""})
    response: ModelResponse | None = None
    try:
        async for text, done in _routed(services, call, op):
            if text:
                yield frame({"content": text})
            if done is not None:
                response = done
    except XiheError as exc:
        await _finish(services, call, op, None, str(exc))
        error = from_xihe(exc)
        yield f"data: {json.dumps(error_body(error.message, error.type, error.code))}\n\n"
        return
    assert response is not None
    await _finish(services, call, op, response, None)
    for i, c in enumerate(_openai_calls(response.tool_calls)):
        yield frame({"tool_calls": [{"index": i, **c}]})
    yield frame({}, "tool_calls" if response.tool_calls else "stop")
    if call.include_usage:
        usage = completion(call, op, response)["usage"]
        data = {"id": cid, "object": "chat.completion.chunk", "created": int(time.time())}
        data |= {"model": call.model, "choices": [], "usage": usage}
        yield f"data: {json.dumps(data)}\n\n"
    yield "data: [DONE]\n\n"
