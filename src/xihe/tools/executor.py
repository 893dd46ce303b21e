"""The one tool executor: every call passes the same policy, whatever asked for it.

Order matters and is the point: validate (exists, schema, permission) → approval → claim the
idempotency key → run under a timeout with retries only where safe → classify → sanitize at
exit → audit. Nothing a model says changes these rules (invariant 8).
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

import jsonschema

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, ToolError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import INVALID_ARGUMENTS, ToolCall, ToolSchema
from xihe.core.settings import ToolsConfig
from xihe.store.db import Store
from xihe.tools.approvals import Approval, ApprovalStore
from xihe.tools.audit import AuditEntry, AuditLog
from xihe.tools.chains import RESERVED
from xihe.tools.idempotency import IdempotencyStore, StoredCall
from xihe.tools.policy import (
    backoff_delay,
    effective_spec,
    may_retry,
    needs_approval,
    pre_approved,
    redact,
    role_allows,
)
from xihe.tools.registry import ToolRegistry
from xihe.tools.sanitize import sanitize_result
from xihe.tools.spec import ToolContext, ToolSpec
from xihe.tools.taint import TaintTracker

OutcomeStatus = Literal["ok", "error", "canceled", "pending"]
PreCheck = Callable[[dict[str, Any], ToolContext], Awaitable[list[str]]]
"""A per-tool hook run before asking a person; its strings become warnings on the approval."""
Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class ToolOutcome:
    call: ToolCall
    status: OutcomeStatus
    output: str
    duration_ms: float
    failure: Failure | None = None
    sanitized: dict[str, Any] = field(default_factory=dict)
    approval_id: str | None = None
    attempts: int = 0
    replayed: bool = False

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def pending(self) -> bool:
        return self.status == "pending"


class ToolExecutor(Protocol):
    def schemas(self, selection: list[str] | None) -> list[ToolSchema]: ...

    async def execute(self, call: ToolCall, ctx: ToolContext) -> ToolOutcome: ...


ENVELOPE_SCHEMA: dict[str, Any] = {
    "request_id": {
        "type": "string",
        "description": "Optional idempotency key. Reusing it returns the stored result of the "
        "earlier call instead of acting again.",
    },
    "on_success": {
        "type": "array",
        "description": "Optional calls to run if this call succeeds: "
        '[{"tool": "name", "params": {...}}]. String params may use {params.x}, {result.y}.',
        "items": {"type": "object"},
    },
    "on_failure": {
        "type": "array",
        "description": "Optional calls to run if this call fails: "
        '[{"tool": "name", "params": {...}}]. String params may use {error.message}, '
        "{error.class}, {params.x}.",
        "items": {"type": "object"},
    },
}


@dataclass
class _Decision:
    """How a call came to be allowed: recorded in the audit row."""

    decision: str = "not-required"
    decided_by: str | None = None
    approval_id: str | None = None


class PolicyExecutor:
    """Validation, approvals, idempotency keys, safe retries, timeouts, audit — in one place."""

    def __init__(
        self,
        registry: ToolRegistry,
        store: Store,
        *,
        config: ToolsConfig | None = None,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        sleep: Sleep | None = None,
        rand: Callable[[], float] | None = None,
        pre_checks: dict[str, PreCheck] | None = None,
        poll_seconds: float = 0.05,
    ) -> None:
        self.registry = registry
        self.config = config or ToolsConfig()
        self.clock = clock or SystemClock()
        ids = ids or RandomIds()
        self.sleep: Sleep = sleep or asyncio.sleep
        self.rand = rand or random.random
        self.pre_checks: dict[str, PreCheck] = dict(pre_checks or {})
        self.poll_seconds = poll_seconds
        self.approvals = ApprovalStore(store, clock=self.clock, ids=ids)
        self.calls = IdempotencyStore(store, clock=self.clock, ids=ids)
        self.audit = AuditLog(store, clock=self.clock, ids=ids)
        self.taint = TaintTracker()

    @property
    def default_timeout(self) -> float:
        return self.config.default_timeout_seconds

    def add_pre_check(self, tool: str, check: PreCheck) -> None:
        self.pre_checks[tool] = check

    def schemas(self, selection: list[str] | None) -> list[ToolSchema]:
        out = []
        for spec in self.registry.select(selection):
            schema = spec.schema()
            params = dict(schema.parameters)
            params["properties"] = {**params.get("properties", {}), **ENVELOPE_SCHEMA}
            out.append(ToolSchema(schema.name, schema.description, params))
        return out

    async def execute(self, call: ToolCall, ctx: ToolContext) -> ToolOutcome:
        started = self.clock.monotonic()
        request_id = ctx.request_id or call.id
        arguments = {k: v for k, v in call.arguments.items() if k not in RESERVED}
        entry = _Entry(self, call, ctx, request_id, arguments, started)
        try:
            spec = effective_spec(self.registry.get(call.name), self.config)
            validate_arguments(spec, arguments)
        except ToolError as exc:
            return await entry.refuse(exc, "invalid")
        if not role_allows(self.config, ctx.role, spec.permission):
            denied = ToolError(
                f"role '{ctx.role}' lacks permission '{spec.permission}' for '{spec.name}'",
                error_class=ErrorClass.POLICY_DENIED,
                hint="do not retry; tell the user which permission is missing",
            )
            return await entry.refuse(denied, "denied")
        decision = _Decision()
        if needs_approval(spec):
            if pre_approved(self.config, ctx.principal, spec.name) and not self.taint.reasons(
                ctx, spec, arguments
            ):
                decision = _Decision("pre-approved", "config")
            else:
                approval = await self._approval(spec, arguments, ctx, request_id)
                if approval.status == "pending":
                    return await entry.pending(approval)
                if approval.status == "rejected":
                    return await entry.rejected(approval)
                decision = _Decision("approved", approval.decided_by, approval.id)
        entry.decision = decision
        if spec.side_effect == "read":
            return await self._run(spec, entry, claim_id=None)
        claim_id = await self.calls.claim(ctx.tenant, request_id, spec.name)
        if claim_id is None:
            stored = await self._stored(ctx.tenant, request_id, spec)
            return await entry.replayed(stored)
        return await self._run(spec, entry, claim_id=claim_id)

    async def _approval(
        self, spec: ToolSpec, arguments: dict[str, Any], ctx: ToolContext, request_id: str
    ) -> Approval:
        existing = await self.approvals.for_request(ctx.tenant, request_id)
        if existing is not None:
            return existing
        warnings = [
            *self.taint.reasons(ctx, spec, arguments),
            *await self._warnings(spec, arguments, ctx),
        ]
        return await self.approvals.request(
            tenant=ctx.tenant,
            request_id=request_id,
            task_id=ctx.operation_id,
            tool=spec.name,
            params=redact(arguments, self.config.redact_keys),
            principal=ctx.principal,
            side_effect=spec.side_effect,
            warnings=warnings,
        )

    async def _warnings(
        self, spec: ToolSpec, arguments: dict[str, Any], ctx: ToolContext
    ) -> list[str]:
        check = self.pre_checks.get(spec.name)
        if check is None:
            return []
        try:
            return [str(w) for w in await check(arguments, ctx)]
        except Exception as exc:  # a broken hook must not hide the approval
            return [f"pre-check failed ({type(exc).__name__}: {exc}); check by hand"]

    async def _stored(self, tenant: str, request_id: str, spec: ToolSpec) -> StoredCall | None:
        """The outcome of the earlier execution, waiting while a concurrent one finishes."""
        deadline = self.clock.monotonic() + (spec.timeout_seconds or self.default_timeout) + 5
        while True:
            stored = await self.calls.get(tenant, request_id)
            if stored is None or stored.finished or self.clock.monotonic() > deadline:
                return stored
            await asyncio.sleep(self.poll_seconds)

    async def _run(self, spec: ToolSpec, entry: _Entry, *, claim_id: str | None) -> ToolOutcome:
        attempts = 0
        while True:
            attempts += 1
            try:
                value = await self._invoke(spec, entry.arguments, entry.ctx)
            except asyncio.CancelledError:
                await entry.canceled(claim_id, attempts)
                raise
            except ToolError as exc:
                if attempts < self.config.retry.max_attempts and may_retry(
                    spec, self.config, exc.error_class
                ):
                    await self.sleep(backoff_delay(attempts, self.config.retry, self.rand))
                    continue
                return await entry.failed(exc, claim_id, attempts)
            clean = sanitize_result(
                value, spec.result_policy, max_chars=self.config.max_result_chars
            )
            report = clean.report.to_dict() if clean.report.changed else {}
            self.taint.observe(entry.ctx, spec, clean.text)
            return await entry.succeeded(clean.text, report, claim_id, attempts)

    async def _invoke(self, spec: ToolSpec, arguments: dict[str, Any], ctx: ToolContext) -> Any:
        timeout = spec.timeout_seconds or self.default_timeout
        kwargs = dict(arguments)
        if spec.wants_context:
            kwargs["ctx"] = ctx
        try:
            async with asyncio.timeout(timeout):
                return await spec.handler(**kwargs)
        except TimeoutError:
            raise ToolError(
                f"tool '{spec.name}' timed out after {timeout:g}s",
                error_class=ErrorClass.TRANSIENT,
                error_type="Timeout",
            ) from None
        except ToolError:
            raise
        except Exception as exc:
            raise ToolError(
                f"tool '{spec.name}' raised {type(exc).__name__}: {exc}",
                error_class=ErrorClass.TOOL_BUG,
                error_type=type(exc).__name__,
            ) from exc


class _Entry:
    """One call's bookkeeping: builds the outcome, finishes the claim, writes the audit row."""

    def __init__(
        self,
        executor: PolicyExecutor,
        call: ToolCall,
        ctx: ToolContext,
        request_id: str,
        arguments: dict[str, Any],
        started: float,
    ) -> None:
        self.ex = executor
        self.call = call
        self.ctx = ctx
        self.request_id = request_id
        self.arguments = arguments
        self.started = started
        self.decision = _Decision(decision="")

    def _ms(self) -> float:
        return round((self.ex.clock.monotonic() - self.started) * 1000, 3)

    async def _audit(
        self,
        outcome: str,
        *,
        failure: Failure | None = None,
        attempts: int = 0,
        duration_ms: float = 0.0,
    ) -> None:
        await self.ex.audit.record(
            AuditEntry(
                tenant=self.ctx.tenant,
                principal=self.ctx.principal,
                role=self.ctx.role,
                tool=self.call.name,
                params=redact(self.arguments, self.ex.config.redact_keys),
                outcome=outcome,
                operation_id=self.ctx.operation_id,
                request_id=self.request_id,
                decision=self.decision.decision or None,
                decided_by=self.decision.decided_by,
                approval_id=self.decision.approval_id,
                error_class=failure.error_class.value if failure else None,
                error_message=failure.message if failure else None,
                attempts=attempts,
                duration_ms=duration_ms,
            )
        )

    def _failure(self, exc: ToolError) -> Failure:
        return Failure(exc.error_class, exc.error_type, str(exc), tool=self.call.name)

    async def refuse(self, exc: ToolError, outcome: str) -> ToolOutcome:
        failure = self._failure(exc)
        await self._audit(outcome, failure=failure, duration_ms=self._ms())
        return ToolOutcome(self.call, "error", _error_text(failure), self._ms(), failure)

    async def pending(self, approval: Approval) -> ToolOutcome:
        self.decision = _Decision("pending", None, approval.id)
        await self._audit("pending", duration_ms=self._ms())
        text = json.dumps(
            {
                "status": "input-required",
                "approval_id": approval.id,
                "message": f"'{approval.tool}' changes state and waits for a person to approve",
            }
        )
        return ToolOutcome(self.call, "pending", text, self._ms(), approval_id=approval.id)

    async def rejected(self, approval: Approval) -> ToolOutcome:
        self.decision = _Decision("rejected", approval.decided_by, approval.id)
        reason = f": {approval.reason}" if approval.reason else ""
        message = (
            f"refused: {approval.decided_by or 'a person'} rejected this '{approval.tool}' "
            f"call{reason}. Do not call it again or work around it; tell the user."
        )
        failure = Failure(ErrorClass.POLICY_DENIED, "Rejected", message, tool=self.call.name)
        await self._audit("rejected", failure=failure, duration_ms=self._ms())
        return ToolOutcome(
            self.call, "error", _error_text(failure), self._ms(), failure, approval_id=approval.id
        )

    async def replayed(self, stored: StoredCall | None) -> ToolOutcome:
        if stored is None or not stored.finished:
            failure = Failure(
                ErrorClass.UNKNOWN,
                "OutcomeUnknown",
                f"an earlier call with request_id '{self.request_id}' has not finished; its "
                "outcome is unknown. Do not repeat it; ask a person to check.",
                tool=self.call.name,
            )
            await self._audit("error", failure=failure, duration_ms=self._ms())
            return ToolOutcome(self.call, "error", _error_text(failure), self._ms(), failure)
        await self._audit("replayed", failure=stored.failure, attempts=0, duration_ms=self._ms())
        status: OutcomeStatus = "ok" if stored.status == "ok" else "error"
        return ToolOutcome(
            self.call,
            status,
            stored.output,
            self._ms(),
            stored.failure,
            attempts=stored.attempts,
            replayed=True,
        )

    async def succeeded(
        self, text: str, report: dict[str, Any], claim_id: str | None, attempts: int
    ) -> ToolOutcome:
        if claim_id is not None:
            await self.ex.calls.finish(
                claim_id, status="ok", output=text, failure=None, attempts=attempts
            )
        await self._audit("ok", attempts=attempts, duration_ms=self._ms())
        return ToolOutcome(self.call, "ok", text, self._ms(), sanitized=report, attempts=attempts)

    async def failed(self, exc: ToolError, claim_id: str | None, attempts: int) -> ToolOutcome:
        failure = self._failure(exc)
        text = _error_text(failure)
        if claim_id is not None:
            await self.ex.calls.finish(
                claim_id, status="error", output=text, failure=failure, attempts=attempts
            )
        await self._audit("error", failure=failure, attempts=attempts, duration_ms=self._ms())
        return ToolOutcome(self.call, "error", text, self._ms(), failure, attempts=attempts)

    async def canceled(self, claim_id: str | None, attempts: int) -> None:
        failure = Failure(
            ErrorClass.CANCELLED,
            "Cancelled",
            "canceled while running; any side effect may or may not have happened",
            tool=self.call.name,
        )
        if claim_id is not None:
            await self.ex.calls.finish(
                claim_id,
                status="canceled",
                output=_error_text(failure),
                failure=failure,
                attempts=attempts,
            )
        await self._audit("canceled", failure=failure, attempts=attempts, duration_ms=self._ms())


def validate_arguments(spec: ToolSpec, arguments: dict[str, Any]) -> None:
    """Reject before running: the model gets an error it can correct."""
    if INVALID_ARGUMENTS in arguments:
        raise ToolError(
            f"arguments for '{spec.name}' are not valid JSON: {arguments[INVALID_ARGUMENTS]!r}",
            error_class=ErrorClass.VALIDATION,
        )
    validator = jsonschema.Draft202012Validator(spec.parameters)
    errors = sorted(validator.iter_errors(arguments), key=lambda e: list(e.path))
    if errors:
        detail = "; ".join(
            f"{'.'.join(str(p) for p in e.path) or '(arguments)'}: {e.message}" for e in errors
        )
        raise ToolError(
            f"invalid arguments for '{spec.name}': {detail}",
            error_class=ErrorClass.VALIDATION,
            hint="fix the arguments to match the tool's parameters and call again",
        )


def _error_text(failure: Failure) -> str:
    return json.dumps(
        {"error": {"class": failure.error_class.value, "message": failure.message}},
        ensure_ascii=False,
    )
