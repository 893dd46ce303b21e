"""Proxy mode (no `X-Xihe-Session`): the client owns the conversation, as with OpenAI.

Xihe authenticates and limits (the middleware), routes with fallback, traces, charges tokens
and stores no session history. The body reaches the upstream as sent, known fields or not
(only `model` is rewritten, by `models/wire.py`), and the upstream's answer comes back intact:
its JSON bytes, or its SSE frames as they arrive. Client-side tools are simply forwarded;
server-side ones (`[gateway].chat_tools`) run between rounds (`proxy_tools`).
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import anyio
import orjson
from fastapi import Request
from fastapi.responses import Response, StreamingResponse

from xihe.core.errors import ConfigError, XiheError
from xihe.core.messages import ModelRequest, ModelResponse, WireApi
from xihe.core.settings import Settings
from xihe.gateway import proxy_tools
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, error_body, from_xihe
from xihe.gateway.idempotency import Claim, Scope
from xihe.gateway.services import Services
from xihe.gateway.timing import upstream_seconds
from xihe.models.router import Attempt, RouterEvent
from xihe.models.wire import UpstreamRefused
from xihe.tools.executor import ToolOutcome
from xihe.tools.spec import ToolSpec
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep

JSON = "application/json"
SSE = "text/event-stream"
ROUTES: dict[WireApi, str] = {
    "chat": "/v1/chat/completions",
    "embeddings": "/v1/embeddings",
    "messages": "/v1/messages",
}


@dataclass
class ProxyCall:
    principal: Principal
    model: str
    wire: dict[str, Any]
    stream: bool
    started: float
    fingerprint: str
    scope: Scope | None
    """The caller's Idempotency-Key, per tenant and user (None: no key sent)."""
    api: WireApi = "chat"
    upstream: list[float] = field(default_factory=lambda: [0.0])
    settled: bool = False
    token: str = ""
    """The claim's fencing token: a write without it is refused by the store."""


async def read_body(request: Request) -> dict[str, Any]:
    """The client's JSON body, parsed once (orjson) and kept on the request."""
    cached = getattr(request.state, "wire", None)
    if cached is not None:
        return dict(cached)
    raw = await request.body()
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise GatewayError(400, "the body is not valid JSON", code="invalid_json") from None
    if not isinstance(body, dict):
        raise GatewayError(400, "the body must be a JSON object", code="invalid_request")
    request.state.wire = body
    request.state.fingerprint = hashlib.sha256(raw).hexdigest()
    return dict(body)


def governed_by_default(settings: Settings, model: Any) -> bool:
    """A route (`[routes.X].mode`) or the gateway (`[gateway].default_mode`) may make
    governed sessions the default for requests without `X-Xihe-Session`."""
    route = settings.routes.get(model) if isinstance(model, str) else None
    mode = (route.mode if route is not None else None) or settings.gateway.default_mode
    return mode == "governed"


def proxy_only_by_default(settings: Settings) -> bool:
    """No request without `X-Xihe-Session` is governed: neither the gateway's default mode
    nor any route's makes it so."""
    governed_routes = any(r.mode == "governed" for r in settings.routes.values())
    return settings.gateway.default_mode == "proxy" and not governed_routes


def ungated(settings: Settings) -> Callable[[str, dict[str, str]], bool]:
    """Which requests may skip the SQLite writer gate: proxy-mode ones, which write nothing
    synchronously (their trace records go to the batching writer)."""
    chat_is_proxy = proxy_only_by_default(settings)

    def check(path: str, headers: dict[str, str]) -> bool:
        if path in ("/v1/embeddings", "/v1/messages"):
            return True
        return chat_is_proxy and path == ROUTES["chat"] and "x-xihe-session" not in headers

    return check


def _check(settings: Settings, body: dict[str, Any], api: WireApi) -> str:
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise GatewayError(400, "invalid request: 'model' must be a non-empty string")
    if api == "embeddings":
        if not isinstance(body.get("input"), str | list) or not body["input"]:
            raise GatewayError(400, "invalid request: 'input' must be a string or a list")
    else:
        messages = body.get("messages")
        if not isinstance(messages, list) or not messages:
            raise GatewayError(400, "invalid request: 'messages' must be a non-empty list")
    if api == "messages" and not isinstance(body.get("max_tokens"), int):
        raise GatewayError(400, "invalid request: 'max_tokens' must be an integer")
    try:
        settings.route_or_model(model)
    except ConfigError as exc:
        raise GatewayError(404, exc.public, code="model_not_found") from None
    return model


async def forward(
    services: Services, request: Request, body: dict[str, Any], api: WireApi = "chat"
) -> Response:
    """One routed, traced, forwarded call: chat without a session, embeddings, messages."""
    call = ProxyCall(
        principal=request.state.principal,
        model=_check(services.settings, body, api),
        wire=body,
        stream=bool(body.get("stream")),
        started=request.state.started,
        fingerprint=f"{api}:{request.state.fingerprint}",  # the route is part of "the same"
        scope=_scope(request),
        api=api,
    )
    if call.scope is not None:
        claim = await services.idempotency.claim(call.scope, call.fingerprint)
        if claim.outcome != "run":
            return _replayed(claim, call)
        call.token = claim.token
    try:
        specs = await services.tools.chat_specs(call.principal) if api == "chat" else []
        if specs:
            return await _serve_with_tools(services, call, specs)
        return await _serve(services, call)
    except BaseException:
        await _settle(services, call, None)
        raise


async def _settle(services: Services, call: ProxyCall, body: bytes | None) -> None:
    """The one place a proxy call's idempotency claim is settled: stored on success,
    released otherwise (so a retry runs). Once per call: a second release could drop the
    claim of a retry that came in between."""
    if call.scope is None or call.settled:
        return
    call.settled = True
    with anyio.CancelScope(shield=True):  # a client walking away must not skip the write
        if body is None:
            await services.idempotency.release(call.scope, call.token)
        else:
            text = body.decode("utf-8")
            await services.idempotency.succeed(call.scope, call.token, 200, text, None)


def _scope(request: Request) -> Scope | None:
    key = request.headers.get("Idempotency-Key")
    if not key:
        return None
    principal: Principal = request.state.principal
    return Scope(principal.tenant, principal.user, key)


def _replayed(claim: Claim, call: ProxyCall) -> Response:
    if claim.outcome == "inflight":
        message = "a request with this Idempotency-Key is still running; wait for it and retry"
        body = error_body(message, "conflict_error", "idempotency_in_flight")
        return Response(orjson.dumps(body), status_code=409, media_type=JSON)
    if claim.outcome == "mismatch":
        message = "this Idempotency-Key was used with a different request body; use a new key"
        body = error_body(message, "invalid_request_error", "idempotency_key_reused")
        return Response(orjson.dumps(body), status_code=422, media_type=JSON)
    return Response(
        claim.body,
        status_code=claim.status,
        media_type=SSE if call.stream else JSON,
        headers={"Idempotent-Replayed": "true"},
    )


def _last_user_text(wire: dict[str, Any]) -> str:
    if "input" in wire and "messages" not in wire:
        return str(wire["input"])[:2000]
    for message in reversed(wire.get("messages") or ()):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


class _Trace:
    """The operation of one proxy call: started, a step per attempt, finished once."""

    def __init__(self, services: Services, call: ProxyCall) -> None:
        self.services = services
        self.call = call
        self.op: Operation | None = None
        self.done = False

    async def start(self) -> Operation:
        p = self.call.principal
        self.op = await self.services.runtime.tracer.start(
            tenant=p.tenant,
            input=_last_user_text(self.call.wire),
            route=self.call.model,
            kind="proxy",
            user_id=p.user,
            meta={"mode": "proxy", "api": self.call.api, "stream": self.call.stream},
        )
        return self.op

    async def event(self, event: RouterEvent) -> None:
        attempt = event.attempt
        if attempt is None or self.op is None:
            return
        if event.kind == "attempt_failed" and not attempt.skipped:
            await self.services.runtime.tracer.model_step(self.op, self._step(attempt, None))
        elif event.kind == "done" and event.response is not None:
            await self.services.runtime.tracer.model_step(
                self.op, self._step(attempt, event.response)
            )

    def _step(self, attempt: Attempt, response: ModelResponse | None) -> ModelStep:
        clock = self.services.runtime.clock
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

    async def finish(
        self,
        model: str | None,
        response: ModelResponse | None,
        error: str,
        *,
        waiting: str | None = None,
    ) -> None:
        """Completed with `response`; failed with `error`; `waiting` for an approval (the
        same request sent again runs on); else canceled (the client went away)."""
        if self.op is None or self.done:
            return
        self.done = True
        if response is not None:
            end = OperationEnd(
                status="completed", answer=response.text, usage=response.usage, model=model
            )
        elif waiting is not None:
            end = OperationEnd(status="input-required", answer=waiting, model=model)
        else:
            end = OperationEnd(status="canceled" if not error else "failed", error=error or None)
        await self.services.runtime.tracer.finish(self.op, end)
        if response is not None:
            await self._charge(model or "-", response)

    async def _charge(self, model: str, response: ModelResponse) -> None:
        p, usage, metrics = self.call.principal, response.usage, self.services.metrics
        await self.services.limiter.charge_tokens(p, usage.total)
        metrics.tokens.labels(p.tenant, model, "input").inc(usage.input_tokens)
        metrics.tokens.labels(p.tenant, model, "output").inc(usage.output_tokens)

    async def charge(self, model: str, response: ModelResponse) -> None:
        """A tool round's tokens (the final answer's are charged by `finish`)."""
        await self._charge(model, response)


def _refused(exc: XiheError) -> Response:
    if isinstance(exc, UpstreamRefused) and exc.status:
        return Response(exc.body, status_code=exc.status, media_type=JSON)
    raise from_xihe(exc) from None


def _overhead_ms(call: ProxyCall) -> float:
    return round((time.perf_counter() - call.started - call.upstream[0]) * 1000, 3)


async def _serve(services: Services, call: ProxyCall) -> Response:
    trace = _Trace(services, call)
    op = await trace.start()
    request = ModelRequest(messages=(), wire=call.wire, wire_api=call.api)
    events = services.runtime.router.stream(request, call.model)
    token = upstream_seconds.set(call.upstream)
    first: RouterEvent | None = None
    try:
        async for event in events:
            await trace.event(event)
            if event.kind in ("frame", "done"):
                first = event
                break
    except XiheError as exc:
        await trace.finish(None, None, str(exc))
        await events.aclose()
        await _settle(services, call, None)
        return _refused(exc)
    finally:
        upstream_seconds.reset(token)
    assert first is not None
    overhead = _overhead_ms(call)
    services.metrics.overhead.labels(ROUTES[call.api]).observe(overhead / 1000)
    headers = {"X-Xihe-Operation": op.id, "X-Xihe-Overhead-Ms": str(overhead)}
    if first.kind == "done":
        await trace.finish(first.model, first.response, "")
        await _settle(services, call, first.raw)
        return Response(first.raw, media_type=JSON, headers=headers)
    return StreamingResponse(
        _frames(services, call, trace, first, events), media_type=SSE, headers=headers
    )


async def _round(
    services: Services, call: ProxyCall, trace: _Trace, wire: dict[str, Any]
) -> RouterEvent:
    """One whole (unstreamed) upstream answer, every attempt traced."""
    request = ModelRequest(messages=(), wire=wire, wire_api="chat")
    events = services.runtime.router.stream(request, call.model)
    token = upstream_seconds.set(call.upstream)
    try:
        async for event in events:
            await trace.event(event)
            if event.kind == "done":
                return event
    finally:
        upstream_seconds.reset(token)
        await events.aclose()
    raise GatewayError(502, "the upstream ended without an answer", code="model_failed")


async def _serve_with_tools(services: Services, call: ProxyCall, specs: list[ToolSpec]) -> Response:
    """Proxy mode with server-side tools (`proxy_tools`): rounds until the answer is the
    client's, each tool under policy, the rounds traced as one operation."""
    p = call.principal
    rounds = proxy_tools.prepare(call.wire, specs, f"{p.tenant}\x00{p.user}")
    trace = _Trace(services, call)
    op = await trace.start()
    limit = services.settings.agent.max_steps
    try:
        while True:
            try:
                done = await _round(services, call, trace, rounds.wire)
            except XiheError as exc:
                await trace.finish(None, None, str(exc))
                await _settle(services, call, None)
                return _refused(exc)
            answer = orjson.loads(done.raw)
            calls = proxy_tools.server_calls(rounds, answer)
            if calls is None:
                break
            if rounds.rounds >= limit:
                raise GatewayError(
                    502,
                    f"the model was still calling tools after {limit} rounds; ask a narrower "
                    "question or raise [agent].max_steps",
                    type="upstream_error",
                    code="max_steps_exceeded",
                )
            if done.response is not None:
                await trace.charge(done.model or "-", done.response)
            results, paused = await _run_tools(services, call, rounds, op, calls)
            if paused is not None:
                await trace.finish(done.model, None, "", waiting=paused.approval_id or "")
                await _settle(services, call, None)  # the same request, sent again, runs on
                return _approval_response(call, op, paused)
            proxy_tools.add_round(rounds, answer, results)
    except asyncio.CancelledError:  # the client went away: canceled, not failed
        with anyio.CancelScope(shield=True):
            await trace.finish(None, None, "")
        raise
    except BaseException as exc:
        await trace.finish(None, None, f"failed while running server-side tools: {exc}")
        raise
    body = orjson.dumps(proxy_tools.final_body(rounds, answer))
    await trace.finish(done.model, done.response, "")
    overhead = _overhead_ms(call)
    services.metrics.overhead.labels(ROUTES[call.api]).observe(overhead / 1000)
    headers = {"X-Xihe-Operation": op.id, "X-Xihe-Overhead-Ms": str(overhead)}
    if call.stream:
        frames = proxy_tools.as_frames(orjson.loads(body))
        await _settle(services, call, frames)
        return Response(frames, media_type=SSE, headers=headers)
    await _settle(services, call, body)
    return Response(body, media_type=JSON, headers=headers)


async def _run_tools(
    services: Services,
    call: ProxyCall,
    rounds: proxy_tools.ToolRounds,
    op: Operation,
    calls: list[dict[str, Any]],
) -> tuple[list[tuple[dict[str, Any], str]], ToolOutcome | None]:
    """Each call through the policy executor; the first that needs approval stops the run."""
    results: list[tuple[dict[str, Any], str]] = []
    tracer, clock = services.runtime.tracer, services.runtime.clock
    for position, tool_call in enumerate(calls):
        spec = rounds.specs[tool_call["function"]["name"]]
        args = proxy_tools.arguments(tool_call)
        if isinstance(args, str):
            results.append((tool_call, f"error: the arguments are not a JSON object: {args[:200]}"))
            continue
        if spec.side_effect != "read":
            await tracer.flush()  # what led to a side effect is durable before it happens
        started = clock.now()
        outcome = await services.tools.call(
            call.principal, spec.name, args, proxy_tools.request_id(rounds, position, tool_call),
            chat=True,
        )  # fmt: skip
        await tracer.tool_step(
            op,
            ToolStep(
                tool=spec.name,
                call_id=str(tool_call.get("id")),
                arguments=args,
                started_at=started,
                duration_ms=outcome.duration_ms,
                status="ok" if outcome.ok else "error",
                output=outcome.output,
                failure=outcome.failure,
                meta={"request_id": outcome.call.id, "mode": "proxy"},
            ),
        )
        services.metrics.tool_calls.labels(spec.name, outcome.status).inc()
        if outcome.pending:
            return results, outcome
        results.append((tool_call, proxy_tools.outcome_text(outcome)))
    return results, None


def _approval_response(call: ProxyCall, op: Operation, paused: ToolOutcome) -> Response:
    """A server tool that needs a person: 202, an OpenAI completion saying so. Sending the
    same request again once it is approved runs the tool (its request id is the same)."""
    approval_id = paused.approval_id or ""
    tool = paused.call.name
    text = (
        f"{tool} needs approval {approval_id} before it runs. Approve it with "
        f"`xihe approvals approve {approval_id}` or POST /api/approvals/{approval_id}/approve, "
        "then send this request again to get the answer."
    )
    body = {
        "id": f"chatcmpl-{op.id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": call.model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "approval_required",
            }
        ],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        "xihe": {
            "status": "approval_required",
            "approval_id": approval_id,
            "tool": tool,
            "approve": f"POST /api/approvals/{approval_id}/approve",
            "reject": f"POST /api/approvals/{approval_id}/reject",
            "resume": "send the same request again",
        },
    }
    headers = {"X-Xihe-Operation": op.id, "X-Xihe-Approval": approval_id}
    if call.stream:
        return Response(proxy_tools.as_frames(body), 202, media_type=SSE, headers=headers)
    return Response(orjson.dumps(body), 202, media_type=JSON, headers=headers)


def _error_frame(failure: GatewayError, api: WireApi) -> bytes:
    """A failure after the stream began, in the stream's own dialect."""
    if api == "messages":
        inner = {"type": failure.type, "message": failure.message}
        data = orjson.dumps({"type": "error", "error": inner})
        return b"event: error\ndata: " + data + b"\n\n"
    body = error_body(failure.message, failure.type, failure.code)
    return b"data: " + orjson.dumps(body) + b"\n\n"


async def _frames(
    services: Services,
    call: ProxyCall,
    trace: _Trace,
    first: RouterEvent,
    events: AsyncGenerator[RouterEvent, None],
) -> AsyncIterator[bytes]:
    """The upstream's frames as they arrive; a failure mid-stream ends with an error frame."""
    sent: list[bytes] = [first.raw]
    yield first.raw
    token = upstream_seconds.set(call.upstream)
    error = ""
    try:
        async for event in events:
            if event.kind == "frame":
                sent.append(event.raw)
                yield event.raw
            elif event.kind == "done":
                await trace.event(event)
                await trace.finish(event.model, event.response, "")
                await _settle(services, call, b"".join(sent))
    except XiheError as exc:
        error = str(exc)
        yield _error_frame(from_xihe(exc), call.api)
    finally:
        upstream_seconds.reset(token)
        await events.aclose()
        if not trace.done:  # failed, or the client went away
            await trace.finish(None, None, error)
            await _settle(services, call, None)
