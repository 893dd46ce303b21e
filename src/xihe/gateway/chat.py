"""OpenAI-compatible `POST /v1/chat/completions` (plain and SSE) and `GET /v1/models`:
the request becomes a Task for the one agent loop, under the caller's tenant and session."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from collections.abc import AsyncIterable, AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

import anyio
from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from xihe.agent.loop import Task
from xihe.core.errors import ConfigError, ErrorClass, XiheError
from xihe.core.events import Event, RunResult
from xihe.core.messages import Message, Usage
from xihe.gateway import proxy, schemas
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, error_body, error_response, from_xihe
from xihe.gateway.idempotency import Claim, Scope, fingerprint
from xihe.gateway.ops import session_var
from xihe.gateway.services import Services
from xihe.gateway.timing import upstream_seconds
from xihe.tracing.queries import resume_abandoned, resumed_run

SESSION_HEADER = "X-Xihe-Session"
CHAT_ROUTE = "/v1/chat/completions"
APPROVAL_REQUIRED = "approval_required"
"""The finish reason (and `xihe.status`) of a run paused for a person's approval."""


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
    key: Key
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

    @api.post(
        CHAT_ROUTE,
        response_model=None,
        dependencies=[Depends(schemas.chat_body)],
        openapi_extra=schemas.CHAT_BODY_DOC,
    )
    async def chat_completions(request: Request) -> Response:
        """OpenAI Chat Completions. Without `X-Xihe-Session` the client owns the conversation
        (proxy mode); `X-Xihe-Session: new` or an id hands it to a governed session."""
        if request.headers.get(SESSION_HEADER) is None:
            body = await proxy.read_body(request)
            if not proxy.governed_by_default(services.settings, body.get("model")):
                return await proxy.forward(services, request, body)
        raw = await _json(request)
        if raw.get("tools"):
            raise GatewayError(
                400,
                "client-side tools are forwarded in proxy mode: drop X-Xihe-Session and send "
                "the whole conversation, or drop 'tools' to use the governed session",
                code="tools_need_proxy_mode",
            )
        return await _governed(services, request, raw)

    return api


async def _json(request: Request) -> dict[str, Any]:
    try:
        raw = await request.json()
    except ValueError:
        raise GatewayError(400, "the body is not valid JSON", code="invalid_json") from None
    if not isinstance(raw, dict):
        raise GatewayError(400, "the body must be a JSON object", code="invalid_request")
    return raw


def _scope(request: Request) -> Scope | None:
    key = request.headers.get("Idempotency-Key")
    if not key:
        return None
    principal: Principal = request.state.principal
    return Scope(principal.tenant, principal.user, key)


def _fingerprint(request: Request, raw: dict[str, Any]) -> str:
    return fingerprint(CHAT_ROUTE, request.headers.get(SESSION_HEADER), raw)


@dataclass
class Key:
    """The claimed `Idempotency-Key` of a request (none: `scope` is None). Every write is
    fenced by the claim's token and shielded, so a client walking away cannot skip it."""

    services: Services
    scope: Scope | None = None
    token: str = ""

    async def succeed(self, status: int, body: str, session_id: str | None) -> None:
        if self.scope is not None:
            await _shielded(
                self.services.idempotency.succeed(self.scope, self.token, status, body, session_id)
            )

    async def pause(self, body: str, session_id: str, task_id: str) -> None:
        if self.scope is not None:
            await _shielded(
                self.services.idempotency.pause(self.scope, self.token, body, session_id, task_id)
            )

    async def release(self) -> None:
        if self.scope is not None:
            await _shielded(self.services.idempotency.release(self.scope, self.token))


async def _shielded(work: Awaitable[Any]) -> Any:
    """Finish `work` even while this task is being cancelled (a client disconnected)."""
    with anyio.CancelScope(shield=True):
        return await work


async def keyed(
    services: Services,
    request: Request,
    raw: dict[str, Any],
    run: Callable[[], Awaitable[Response]],
) -> Response:
    """Run a request under its `Idempotency-Key`: the stored answer (or a refusal) when the
    key was seen, else `run()` with its answer kept for the key (plain or streamed)."""
    scope = _scope(request)
    if scope is None:
        return await run()
    claim = await services.idempotency.claim(scope, _fingerprint(request, raw))
    if claim.outcome != "run":
        return _claim_response(claim, bool(raw.get("stream")), None)
    key = Key(services, scope, claim.token)
    try:
        response = await run()
    except BaseException:
        await key.release()
        raise
    if isinstance(response, StreamingResponse):
        response.body_iterator = _kept(key, response.body_iterator)
        return response
    if response.status_code == 200:
        await key.succeed(200, bytes(response.body).decode(), None)
    else:
        await key.release()
    return response


async def _kept(key: Key, body: AsyncIterable[Any]) -> AsyncIterator[Any]:
    """Pass a stream through, keeping it for the key when it ended with `[DONE]`."""
    parts: list[str] = []
    try:
        async for chunk in body:
            parts.append(chunk if isinstance(chunk, str) else bytes(chunk).decode())
            yield chunk
    finally:
        text = "".join(parts)
        if text.endswith("data: [DONE]\n\n") and '"error"' not in text:
            await key.succeed(200, text, None)
        else:
            await key.release()


async def _governed(services: Services, request: Request, raw: dict[str, Any]) -> Response:
    """The context engine owns the conversation. The key is claimed before a session is
    opened, so a duplicate never opens one; a pause keeps the key for the retry."""
    body = _validated(services, raw)
    scope = _scope(request)
    key = Key(services)
    if scope is not None:
        claim = await services.idempotency.claim(scope, _fingerprint(request, raw))
        if claim.outcome == "paused":
            return await _paused(services, scope, claim, body)
        if claim.outcome != "run":
            return _claim_response(claim, body.stream, body)
        key = Key(services, scope, claim.token)
    try:
        prepared = await _prepare(services, request, body, key)
        if body.stream:
            return await _stream(services, prepared)
        return await _complete(services, prepared)
    except BaseException:
        await key.release()
        raise


def _validated(services: Services, raw: dict[str, Any]) -> ChatRequest:
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
    return body


async def _prepare(services: Services, request: Request, body: ChatRequest, key: Key) -> Prepared:
    principal: Principal = request.state.principal
    system, history, prompt = _split(body.messages)
    try:
        session_id, _created = await services.sessions.open(
            principal, request.headers.get(SESSION_HEADER), seed=history
        )
    except XiheError as exc:
        raise from_xihe(exc) from None
    request.state.session_id = session_id
    session_var.set(session_id)
    task = Task(
        prompt=prompt,
        tools=await services.tools.chat_selection(principal),
        route=body.model,
        tenant=principal.tenant,
        user=principal.user,
        role=principal.role,
        session_id=session_id,
        system_prompt=system,
        kind="gateway",
    )
    return Prepared(principal, body, task, session_id, key, request.state.started, [0.0])


def _claim_response(claim: Claim, stream: bool, body: ChatRequest | None) -> Response:
    headers = {SESSION_HEADER: claim.session_id} if claim.session_id else {}
    if claim.outcome == "inflight":
        return JSONResponse(
            error_body(
                "a request with this Idempotency-Key is still running; wait for it and retry",
                "conflict_error",
                "idempotency_in_flight",
            ),
            status_code=409,
            headers={"Retry-After": "1"},
        )
    if claim.outcome == "mismatch":
        return JSONResponse(
            error_body(
                "this Idempotency-Key was used with a different request (body, session or "
                "route); use a new key",
                "invalid_request_error",
                "idempotency_key_reused",
            ),
            status_code=422,
        )
    headers["Idempotent-Replayed"] = "true"
    if claim.outcome == "paused":
        headers["X-Xihe-Approval"] = str(_stored_xihe(claim.body).get("approval_id") or "")
    if stream:
        text = claim.body
        if not text.startswith("data: "):  # a governed answer kept as its completion
            text = "".join(_as_chunks(json.loads(text)))
        return StreamingResponse(
            iter([text]), status_code=claim.status, media_type="text/event-stream", headers=headers
        )
    return Response(
        claim.body, status_code=claim.status, media_type="application/json", headers=headers
    )


async def _paused(services: Services, scope: Scope, claim: Claim, body: ChatRequest) -> Response:
    """A retry of a request paused for approval: its answer once the resumed run finished,
    else the same approval again (never a second run, never a second approval)."""
    assert claim.task_id is not None
    run = await resumed_run(services.runtime.store, tenant=scope.tenant, task_id=claim.task_id)
    if run is None:
        run = await _resume_if_stuck(services, scope.tenant, claim.task_id)
    if run is None or run["status"] == "input-required":
        return _claim_response(await _current_approval(services, scope, claim), body.stream, body)
    if run["status"] != "completed":
        failed = GatewayError(
            502,
            f"the approved run ended {run['status']}: {run.get('error') or 'no answer'}; "
            f"see trace {run['id']} (`xihe traces show {run['id']}`); retry with a new key",
            type="upstream_error",
            code="model_failed",
        )
        return error_response(failed)
    usage = Usage(input_tokens=run["input_tokens"], output_tokens=run["output_tokens"])
    payload = _completion_body(body.model, run["id"], run["answer"] or "", usage)
    text = json.dumps(payload)
    await services.idempotency.settle(scope, claim.task_id, 200, text)
    return _claim_response(
        Claim("replay", status=200, body=text, session_id=claim.session_id), body.stream, body
    )


async def _resume_if_stuck(services: Services, tenant: str, task_id: str) -> dict[str, Any] | None:
    """A decided task that nobody is running (its resumer died and the reaper abandoned the
    run, or it died before claiming): resumed here. Its approved calls keep their request
    ids, so none runs twice. None when it is still waiting for a person or running."""
    approvals, store = services.runtime.approvals, services.runtime.store
    if approvals is None:
        return None
    if await resume_abandoned(store, tenant=tenant, task_id=task_id):
        await approvals.reopen(tenant, task_id)
    waiting = await approvals.waiting_on(tenant, task_id)
    if waiting is None or waiting.status == "pending":
        return None
    await services.loop.resume(task_id, tenant=tenant)
    return await resumed_run(store, tenant=tenant, task_id=task_id)


async def _current_approval(services: Services, scope: Scope, claim: Claim) -> Claim:
    """The paused answer, naming the approval the task waits on now (a resumed run that
    paused again waits on a new one; the stored answer names the first)."""
    approvals = services.runtime.approvals
    assert claim.task_id is not None
    waiting = await approvals.waiting_on(scope.tenant, claim.task_id) if approvals else None
    stored = _stored_xihe(claim.body)
    old_id, old_tool = str(stored.get("approval_id") or ""), str(stored.get("tool") or "")
    if waiting is None or not old_id or old_id == waiting.id:
        return claim
    # The stored answer is a completion (JSON) or its SSE frames: the id is unique and
    # random, so replacing it (and the sentence naming the tool) rewrites either form.
    body = claim.body.replace(
        f"{old_tool} needs approval {old_id}", f"{waiting.tool} needs approval {waiting.id}"
    )
    body = body.replace(f'"tool": {json.dumps(old_tool)}', f'"tool": {json.dumps(waiting.tool)}')
    return replace(claim, body=body.replace(old_id, waiting.id))


def _stored_xihe(body: str) -> dict[str, Any]:
    """The `xihe` block of a stored answer: a completion, or the SSE frames of one."""
    if not body.startswith("data: "):
        return dict(json.loads(body).get("xihe") or {})
    for line in body.splitlines():
        if line.startswith("data: {") and '"xihe"' in line:
            return dict(json.loads(line[6:]).get("xihe") or {})
    return {}


def _approval_text(tool: str, approval_id: str) -> str:
    return (
        f"{tool} needs approval {approval_id} before it runs. Approve it with "
        f"`xihe approvals approve {approval_id}` or POST /api/approvals/{approval_id}/approve, "
        "then send this request again with the same Idempotency-Key to get the answer."
    )


def _completion_body(model: str, operation_id: str, answer: str, usage: Usage) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-{operation_id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": answer},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": usage.input_tokens,
            "completion_tokens": usage.output_tokens,
            "total_tokens": usage.input_tokens + usage.output_tokens,
        },
    }


def _completion(prepared: Prepared, result: RunResult) -> dict[str, Any]:
    return _completion_body(prepared.body.model, result.operation_id, result.answer, result.usage)


def _approval_body(prepared: Prepared, result: RunResult, tool: str) -> dict[str, Any]:
    """A run paused for a person, as an OpenAI completion: the message says what to do, the
    finish reason and the `xihe` field say it to a program (see docs/gateway.md)."""
    approval_id = result.approval_id or ""
    payload = _completion(prepared, result)
    choice = payload["choices"][0]
    choice["finish_reason"] = APPROVAL_REQUIRED
    choice["message"]["content"] = _approval_text(tool, approval_id)
    payload["xihe"] = {
        "status": APPROVAL_REQUIRED,
        "approval_id": approval_id,
        "task_id": result.task_id,
        "tool": tool,
        "approve": f"POST /api/approvals/{approval_id}/approve",
        "reject": f"POST /api/approvals/{approval_id}/reject",
        "resume": "repeat the request with the same Idempotency-Key",
        "session_id": prepared.session_id,
    }
    return payload


def _overhead_ms(prepared: Prepared) -> float:
    return round((time.perf_counter() - prepared.started - prepared.upstream[0]) * 1000, 3)


async def _after(services: Services, prepared: Prepared, result: RunResult) -> None:
    """Bookkeeping after a run: tokens and metrics (the loop stores the session's turns)."""
    p = prepared.principal
    usage = result.usage
    await services.limiter.charge_tokens(p, usage.input_tokens + usage.output_tokens)
    model = result.model or "-"
    services.metrics.tokens.labels(p.tenant, model, "input").inc(usage.input_tokens)
    services.metrics.tokens.labels(p.tenant, model, "output").inc(usage.output_tokens)
    if usage.input_tokens:
        services.metrics.context_tokens.observe(usage.input_tokens)


def _failure(result: RunResult) -> GatewayError:
    """A failed run as the client should see it: a rate limit stays a 429 with its wait, an
    oversize input is the caller's 400; anything else is the upstream's 502 with the trace."""
    cause = result.cause
    if cause is not None and (
        cause.retry_after is not None or cause.error_class == ErrorClass.CONTEXT_OVERFLOW
    ):
        return from_xihe(cause)
    message = cause.public if cause is not None else (result.error or "the model call failed")
    return GatewayError(
        502,
        f"{message}; see trace {result.operation_id} (`xihe traces show {result.operation_id}`)",
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


def _waiting_tool(event: Event) -> str:
    approval = event.data.get("approval")
    return str(getattr(approval, "tool", "") or "the tool")


async def _complete(services: Services, prepared: Prepared) -> Response:
    token = upstream_seconds.set(prepared.upstream)
    try:
        done: Event | None = None
        async for event in services.loop.events(prepared.task):
            _observe(services, event)
            if event.kind == "done":
                done = event
    finally:
        upstream_seconds.reset(token)
    assert done is not None
    result: RunResult = done.data["result"]
    await _after(services, prepared, result)
    headers = {SESSION_HEADER: prepared.session_id, "X-Xihe-Operation": result.operation_id}
    if result.status == "input-required":
        body = json.dumps(_approval_body(prepared, result, _waiting_tool(done)))
        await prepared.key.pause(body, prepared.session_id, result.task_id or "")
        headers["X-Xihe-Approval"] = result.approval_id or ""
        return Response(body, status_code=202, media_type="application/json", headers=headers)
    if result.status != "completed":
        raise _failure(result)
    body = json.dumps(_completion(prepared, result))
    await prepared.key.succeed(200, body, prepared.session_id)
    overhead = _overhead_ms(prepared)
    services.metrics.overhead.labels(CHAT_ROUTE).observe(overhead / 1000)
    headers["X-Xihe-Overhead-Ms"] = str(overhead)
    return Response(body, media_type="application/json", headers=headers)


def _chunk(model: str, cid: str, delta: dict[str, Any], finish: str | None) -> str:
    data = {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(data)}\n\n"


def _as_chunks(stored: dict[str, Any], *, started: bool = False) -> list[str]:
    """A completion as the SSE frames a streaming client expects (replays, pauses)."""
    base = {"id": stored["id"], "object": "chat.completion.chunk", "created": stored["created"]}
    base["model"] = stored["model"]
    choice = stored["choices"][0]
    delta: dict[str, Any] = {"content": choice["message"]["content"]}
    if not started:
        delta["role"] = "assistant"
    last: dict[str, Any] = {"index": 0, "delta": {}, "finish_reason": choice["finish_reason"]}
    frames = [
        base | {"choices": [{"index": 0, "delta": delta}]},
        base | {"choices": [last]} | ({"xihe": stored["xihe"]} if "xihe" in stored else {}),
        base | {"choices": [], "usage": stored["usage"]},
    ]
    return [f"data: {json.dumps(f)}\n\n" for f in frames] + ["data: [DONE]\n\n"]


class _Pump:
    """The run in a task of its own, feeding a queue: when the client goes away, the run is
    cancelled as a whole (and traced `canceled` by the loop) instead of being abandoned."""

    def __init__(self, services: Services, prepared: Prepared) -> None:
        self.queue: asyncio.Queue[Event | None] = asyncio.Queue()
        token = upstream_seconds.set(prepared.upstream)
        try:
            self.task = asyncio.create_task(self._run(services, prepared))
        finally:
            upstream_seconds.reset(token)

    async def _run(self, services: Services, prepared: Prepared) -> None:
        try:
            async for event in services.loop.events(prepared.task):
                _observe(services, event)
                await self.queue.put(event)
        finally:
            self.queue.put_nowait(None)

    async def next(self) -> Event | None:
        event = await self.queue.get()
        if event is None and self.task.done() and not self.task.cancelled():
            self.task.result()  # a crash in the run surfaces here
        return event

    async def close(self) -> None:
        """Cancel the run if it is still going and wait until it has recorded that."""
        if not self.task.done():
            self.task.cancel()
        with anyio.CancelScope(shield=True):
            with contextlib.suppress(asyncio.CancelledError):
                await self.task


async def _stream(services: Services, prepared: Prepared) -> Response:
    """Wait for the first text (or the end) before answering, so early failures and pauses
    keep their HTTP status."""
    pump = _Pump(services, prepared)
    try:
        first = await pump.next()
        while first is not None and first.kind not in ("text_delta", "done"):
            first = await pump.next()
    except BaseException:
        await pump.close()
        raise
    assert first is not None
    headers = {SESSION_HEADER: prepared.session_id}
    if first.kind == "done":
        result: RunResult = first.data["result"]
        await _after(services, prepared, result)
        if result.status == "input-required":
            payload = _approval_body(prepared, result, _waiting_tool(first))
            text = "".join(_as_chunks(payload))
            await prepared.key.pause(text, prepared.session_id, result.task_id or "")
            headers["X-Xihe-Approval"] = result.approval_id or ""
            return StreamingResponse(
                iter([text]), status_code=202, media_type="text/event-stream", headers=headers
            )
        if result.status != "completed":
            raise _failure(result)
    overhead = _overhead_ms(prepared)
    services.metrics.overhead.labels(CHAT_ROUTE).observe(overhead / 1000)
    headers["X-Xihe-Overhead-Ms"] = str(overhead)
    return StreamingResponse(
        _sse(services, prepared, first, pump), media_type="text/event-stream", headers=headers
    )


async def _sse(
    services: Services, prepared: Prepared, first: Event, pump: _Pump
) -> AsyncIterator[str]:
    cid = f"chatcmpl-{secrets.token_hex(12)}"
    model = prepared.body.model
    sent: list[str] = [_chunk(model, cid, {"role": "assistant", "content": ""}, None)]
    parts: list[str] = []
    settled = False
    try:
        yield sent[0]
        event: Event | None = first
        done: Event | None = None
        while event is not None:
            if event.kind == "text_delta" and event.text:
                parts.append(event.text)
                sent.append(_chunk(model, cid, {"content": event.text}, None))
                yield sent[-1]
            elif event.kind == "tool_call":
                parts.clear()
            elif event.kind == "done":
                done = event
            event = await pump.next()
        assert done is not None
        result: RunResult = done.data["result"]
        await _after(services, prepared, result)
        if result.status == "input-required":
            payload = _approval_body(prepared, result, _waiting_tool(done))
            frames = _as_chunks(payload, started=True)
            for frame in frames:
                yield frame
            await prepared.key.pause(
                "".join(sent + frames), prepared.session_id, result.task_id or ""
            )
            settled = True
            return
        if result.status != "completed":
            error = _failure(result)
            yield f"data: {json.dumps(error_body(error.message, error.type, error.code))}\n\n"
            return
        tail: list[str] = []
        if not parts and result.answer:
            tail.append(_chunk(model, cid, {"content": result.answer}, None))
        tail.append(_chunk(model, cid, {}, "stop"))
        payload = _completion(prepared, result)
        if prepared.body.stream_options and prepared.body.stream_options.include_usage:
            usage_frame = {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": payload["created"],
                "model": model,
                "choices": [],
                "usage": payload["usage"],
            }
            tail.append(f"data: {json.dumps(usage_frame)}\n\n")
        tail.append("data: [DONE]\n\n")
        for frame in tail:
            yield frame
        sent.extend(tail)
        await prepared.key.succeed(200, "".join(sent), prepared.session_id)
        settled = True
    finally:
        await pump.close()  # a client that went away cancels the run (traced as such)
        if not settled:
            await prepared.key.release()
