"""OpenAI-compatible `POST /v1/chat/completions` (plain and SSE) and `GET /v1/models`:
the request becomes a Task for the one agent loop, under the caller's tenant and session."""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from xihe.agent.loop import Task
from xihe.core.errors import ConfigError, XiheError
from xihe.core.events import Event, RunResult
from xihe.core.messages import Message
from xihe.gateway import proxy
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, error_body, from_xihe
from xihe.gateway.idempotency import Claim
from xihe.gateway.ops import session_var
from xihe.gateway.services import Services
from xihe.gateway.timing import upstream_seconds

SESSION_HEADER = "X-Xihe-Session"


class ChatMessageIn(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: str
    content: str | list[dict[str, Any]] | None = None


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")
    include_usage: bool = False


class ChatRequest(BaseModel):
    """The fields Xihe acts on; everything else OpenAI clients send is accepted and ignored."""

    model_config = ConfigDict(extra="allow")
    model: str
    messages: list[ChatMessageIn] = Field(min_length=1)
    stream: bool = False
    stream_options: StreamOptions | None = None
    max_tokens: int | None = None
    temperature: float | None = None
    tools: list[dict[str, Any]] | None = None


@dataclass
class Prepared:
    principal: Principal
    body: ChatRequest
    task: Task
    session_id: str
    idem_key: str | None
    fingerprint: str
    started: float
    upstream: list[float]


def _text(content: str | list[dict[str, Any]] | None) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    return "".join(str(p.get("text", "")) for p in content if p.get("type") == "text")


def _split(messages: list[ChatMessageIn]) -> tuple[str | None, list[Message], str]:
    """OpenAI messages → system prompt, prior turns, and the current input."""
    system = [_text(m.content) for m in messages if m.role in ("system", "developer")]
    turns = [m for m in messages if m.role in ("user", "assistant")]
    if not turns or turns[-1].role != "user":
        raise GatewayError(
            400,
            "the last message must have role 'user'",
            code="invalid_messages",
        )
    history = [Message(role=m.role, content=_text(m.content)) for m in turns[:-1]]  # type: ignore[arg-type]
    return ("\n\n".join(system) or None), history, _text(turns[-1].content)


def router(services: Services) -> APIRouter:
    api = APIRouter(tags=["openai"])

    @api.get("/v1/models")
    async def list_models(request: Request) -> dict[str, Any]:
        """Routes and models from configuration, in OpenAI's list format."""
        names = sorted({*services.settings.routes, *services.settings.models})
        return {
            "object": "list",
            "data": [{"id": n, "object": "model", "created": 0, "owned_by": "xihe"} for n in names],
        }

    @api.post("/v1/embeddings", response_model=None)
    async def embeddings(request: Request) -> Response:
        """OpenAI Embeddings: routed with fallback, limited, traced; the answer as sent."""
        return await proxy.forward(services, request, await proxy.read_body(request), "embeddings")

    @api.post("/v1/messages", response_model=None)
    async def messages(request: Request) -> Response:
        """Anthropic Messages (Claude Code, the Anthropic SDK): forwarded to an Anthropic
        model as sent, only `model` rewritten; plain and streaming."""
        return await proxy.forward(services, request, await proxy.read_body(request), "messages")

    @api.post("/v1/chat/completions", response_model=None)
    async def chat_completions(request: Request) -> Response:
        """OpenAI Chat Completions. Without `X-Xihe-Session` the client owns the conversation
        (proxy mode); `X-Xihe-Session: new` or an id hands it to a governed session."""
        if request.headers.get(SESSION_HEADER) is None:
            body = await proxy.read_body(request)
            if not proxy.governed_by_default(services.settings, body.get("model")):
                return await proxy.forward(services, request, body)
        elif await _has_client_tools(request):
            raise GatewayError(
                400,
                "client-side tools are forwarded in proxy mode: drop X-Xihe-Session and send "
                "the whole conversation, or drop 'tools' to use the governed session",
                code="tools_need_proxy_mode",
            )
        prepared = await _prepare(services, request)
        if prepared.idem_key:
            claim = await services.idempotency.claim(
                prepared.principal.tenant, prepared.idem_key, prepared.fingerprint
            )
            refused = _claim_response(claim, prepared)
            if refused is not None:
                return refused
        try:
            if prepared.body.stream:
                return await _stream(services, prepared)
            return await _complete(services, prepared)
        except BaseException:
            if prepared.idem_key:
                await services.idempotency.release(prepared.principal.tenant, prepared.idem_key)
            raise

    return api


async def _has_client_tools(request: Request) -> bool:
    try:
        raw = await request.json()
    except ValueError:
        return False
    return isinstance(raw, dict) and bool(raw.get("tools"))


def _session_wanted(request: Request) -> str | None:
    """`X-Xihe-Session`: an id, or `new` (None: a new session)."""
    value = request.headers.get(SESSION_HEADER)
    return None if value in (None, "new") else value


async def _prepare(services: Services, request: Request) -> Prepared:
    started = request.state.started
    principal: Principal = request.state.principal
    try:
        raw = await request.json()
    except ValueError:
        raise GatewayError(400, "the body is not valid JSON", code="invalid_json") from None
    try:
        body = ChatRequest.model_validate(raw)
    except ValueError as exc:
        raise GatewayError(400, f"invalid request: {exc}", code="invalid_request") from None
    try:
        services.settings.route_or_model(body.model)
    except ConfigError as exc:
        raise GatewayError(
            404, str(exc), type="invalid_request_error", code="model_not_found"
        ) from None
    system, history, prompt = _split(body.messages)
    try:
        session_id, created = await services.sessions.open(
            principal, _session_wanted(request), seed=history
        )
    except XiheError as exc:
        raise from_xihe(exc) from None
    request.state.session_id = session_id
    session_var.set(session_id)
    if not history and not created:
        history = await services.sessions.history(principal.tenant, session_id)
    task = Task(
        prompt=prompt,
        history=tuple(history),
        tools=services.tools.chat_selection(principal),
        route=body.model,
        tenant=principal.tenant,
        user=principal.user,
        role=principal.role,
        session_id=session_id,
        system_prompt=system,
        kind="gateway",
    )
    fingerprint = hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()
    return Prepared(
        principal,
        body,
        task,
        session_id,
        request.headers.get("Idempotency-Key"),
        fingerprint,
        started,
        [0.0],
    )


def _claim_response(claim: Claim, prepared: Prepared) -> Response | None:
    headers = {SESSION_HEADER: prepared.session_id}
    if claim.outcome == "run":
        return None
    if claim.outcome == "inflight":
        return JSONResponse(
            error_body(
                "a request with this Idempotency-Key is still running; wait for it and retry",
                "conflict_error",
                "idempotency_in_flight",
            ),
            status_code=409,
            headers=headers,
        )
    if claim.outcome == "mismatch":
        return JSONResponse(
            error_body(
                "this Idempotency-Key was used with a different request body; use a new key",
                "invalid_request_error",
                "idempotency_key_reused",
            ),
            status_code=422,
            headers=headers,
        )
    headers["Idempotent-Replayed"] = "true"
    if prepared.body.stream:
        stored = json.loads(claim.body)
        return StreamingResponse(
            iter(_replay_chunks(stored)), media_type="text/event-stream", headers=headers
        )
    return Response(
        claim.body, status_code=claim.status, media_type="application/json", headers=headers
    )


def _completion(prepared: Prepared, result: RunResult) -> dict[str, Any]:
    usage = result.usage
    return {
        "id": f"chatcmpl-{result.operation_id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": prepared.body.model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": result.answer},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": usage.input_tokens,
            "completion_tokens": usage.output_tokens,
            "total_tokens": usage.input_tokens + usage.output_tokens,
        },
    }


def _overhead_ms(prepared: Prepared) -> float:
    return round((time.perf_counter() - prepared.started - prepared.upstream[0]) * 1000, 3)


async def _after(services: Services, prepared: Prepared, result: RunResult) -> None:
    """Bookkeeping after a run: tokens, metrics, the session's turns."""
    p = prepared.principal
    usage = result.usage
    await services.limiter.charge_tokens(p, usage.input_tokens + usage.output_tokens)
    model = result.model or "-"
    services.metrics.tokens.labels(p.tenant, model, "input").inc(usage.input_tokens)
    services.metrics.tokens.labels(p.tenant, model, "output").inc(usage.output_tokens)
    if usage.input_tokens:
        services.metrics.context_tokens.observe(usage.input_tokens)
    if result.status == "completed":
        await services.sessions.append(
            p.tenant,
            prepared.session_id,
            [("user", prepared.task.prompt), ("assistant", result.answer)],
            result.operation_id,
        )


def _failure(result: RunResult) -> GatewayError:
    return GatewayError(
        502,
        f"{result.error or 'the model call failed'}; see trace {result.operation_id} "
        f"(`xihe traces show {result.operation_id}`)",
        type="upstream_error",
        code="model_failed",
    )


def _observe(services: Services, event: Event) -> None:
    if event.kind == "tool_result" and event.tool_call is not None:
        services.metrics.tool_calls.labels(
            event.tool_call.name, "ok" if event.ok else "error"
        ).inc()
    elif event.kind == "error":
        services.metrics.errors.labels("run").inc()


async def _complete(services: Services, prepared: Prepared) -> Response:
    token = upstream_seconds.set(prepared.upstream)
    try:
        result: RunResult | None = None
        async for event in services.loop.events(prepared.task):
            _observe(services, event)
            if event.kind == "done":
                result = event.data["result"]
    finally:
        upstream_seconds.reset(token)
    assert result is not None
    await _after(services, prepared, result)
    if result.status != "completed":
        raise _failure(result)
    payload = _completion(prepared, result)
    body = json.dumps(payload)
    if prepared.idem_key:
        await services.idempotency.succeed(
            prepared.principal.tenant, prepared.idem_key, prepared.fingerprint, 200, body
        )
    overhead = _overhead_ms(prepared)
    services.metrics.overhead.labels("/v1/chat/completions").observe(overhead / 1000)
    return Response(
        body,
        media_type="application/json",
        headers={
            SESSION_HEADER: prepared.session_id,
            "X-Xihe-Operation": result.operation_id,
            "X-Xihe-Overhead-Ms": str(overhead),
        },
    )


def _chunk(prepared: Prepared, cid: str, delta: dict[str, Any], finish: str | None) -> str:
    data = {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": prepared.body.model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(data)}\n\n"


def _replay_chunks(stored: dict[str, Any]) -> list[str]:
    cid = stored["id"]
    base = {"id": cid, "object": "chat.completion.chunk", "created": stored["created"]}
    base["model"] = stored["model"]
    text = stored["choices"][0]["message"]["content"]
    frames = [
        base | {"choices": [{"index": 0, "delta": {"role": "assistant", "content": text}}]},
        base | {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
        base | {"choices": [], "usage": stored["usage"]},
    ]
    return [f"data: {json.dumps(f)}\n\n" for f in frames] + ["data: [DONE]\n\n"]


async def _stream(services: Services, prepared: Prepared) -> Response:
    """Pull the first event before answering, so early failures keep their HTTP status."""
    token = upstream_seconds.set(prepared.upstream)
    events = services.loop.events(prepared.task).__aiter__()
    first: Event | None = None
    try:
        async for event in events:
            _observe(services, event)
            if event.kind in ("text_delta", "done"):
                first = event
                break
    finally:
        upstream_seconds.reset(token)
    assert first is not None
    if first.kind == "done" and first.data["result"].status != "completed":
        result = first.data["result"]
        await _after(services, prepared, result)
        raise _failure(result)
    overhead = _overhead_ms(prepared)
    services.metrics.overhead.labels("/v1/chat/completions").observe(overhead / 1000)
    headers = {SESSION_HEADER: prepared.session_id, "X-Xihe-Overhead-Ms": str(overhead)}
    return StreamingResponse(
        _sse(services, prepared, first, events),
        media_type="text/event-stream",
        headers=headers,
    )


async def _sse(
    services: Services, prepared: Prepared, first: Event, events: AsyncIterator[Event]
) -> AsyncIterator[str]:
    cid = f"chatcmpl-{secrets.token_hex(12)}"
    parts: list[str] = []
    yield _chunk(prepared, cid, {"role": "assistant", "content": ""}, None)
    result: RunResult | None = None
    ok = False
    try:
        pending: list[Event] = [first]
        while True:
            if pending:
                event = pending.pop()
            else:
                try:
                    event = await events.__anext__()
                except StopAsyncIteration:
                    break
                _observe(services, event)
            if event.kind == "text_delta" and event.text:
                parts.append(event.text)
                yield _chunk(prepared, cid, {"content": event.text}, None)
            elif event.kind == "tool_call":
                parts.clear()
            elif event.kind == "done":
                result = event.data["result"]
        assert result is not None
        await _after(services, prepared, result)
        if result.status != "completed":
            error = _failure(result)
            yield f"data: {json.dumps(error_body(error.message, error.type, error.code))}\n\n"
            return
        if not parts and result.answer:
            yield _chunk(prepared, cid, {"content": result.answer}, None)
        yield _chunk(prepared, cid, {}, "stop")
        payload = _completion(prepared, result)
        if prepared.body.stream_options and prepared.body.stream_options.include_usage:
            usage_frame = {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": payload["created"],
                "model": prepared.body.model,
                "choices": [],
                "usage": payload["usage"],
            }
            yield f"data: {json.dumps(usage_frame)}\n\n"
        yield "data: [DONE]\n\n"
        ok = True
        if prepared.idem_key:
            await services.idempotency.succeed(
                prepared.principal.tenant,
                prepared.idem_key,
                prepared.fingerprint,
                200,
                json.dumps(payload),
            )
    finally:
        closer = getattr(events, "aclose", None)
        if closer is not None:  # a client that went away cancels the run (traced as such)
            await closer()
        if not ok and prepared.idem_key:
            await services.idempotency.release(prepared.principal.tenant, prepared.idem_key)
