"""The one tool executor: every call passes the same policy, whatever asked for it.

Order matters and is the point: validate (exists, schema, permission) → approval → claim the
idempotency key → run under a timeout with retries only where safe → classify → sanitize at
exit → audit. Nothing a model says changes these rules (invariant 8).
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import json
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, Failure, ToolError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import INVALID_ARGUMENTS, ToolCall, ToolSchema
from xihe.core.settings import ToolsConfig
from xihe.store.db import Store
from xihe.tools.approvals import Approval, ApprovalRequired, ApprovalStore
from xihe.tools.arguments import checker
from xihe.tools.audit import AuditEntry, AuditLog
from xihe.tools.chains import RESERVED
from xihe.tools.idempotency import (
    LEASE_GRACE_SECONDS,
    CallKey,
    IdempotencyStore,
    StoredCall,
    args_hash,
    same_call,
)
from xihe.tools.policy import (
    backoff_delay,
    effective_spec,
    may_retry,
    needs_approval,
    pre_approved,
    redact_params,
    role_allows,
)
from xihe.tools.registry import ToolRegistry
from xihe.tools.sanitize import sanitize_result
from xihe.tools.spec import ToolContext, ToolSpec
from xihe.tools.taint import TaintTracker
from xihe.tracing.writer import TraceWriter

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
    approval: ApprovalRequired | None = None
    """Set when `status == "pending"`: the approval to decide and the task it resumes."""

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


@dataclass(frozen=True)
class _Decision:
    """How a call came to be allowed: recorded in the audit row."""

    decision: str = "not-required"
    decided_by: str | None = None
    approval_id: str | None = None


_NOT_REQUIRED = _Decision()
_UNDECIDED = _Decision(decision="")
"""Shared (a decision is never changed, only replaced): two objects fewer per call."""


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
        writer: TraceWriter | None = None,
    ) -> None:
        self.registry = registry
        self.config = config or ToolsConfig()
        self.clock = clock or SystemClock()
        ids = ids or RandomIds()
        self.sleep: Sleep = sleep or asyncio.sleep
        self.rand = rand or random.random
        self.pre_checks: dict[str, PreCheck] = dict(pre_checks or {})
        self.poll_seconds = poll_seconds
        self.store = store
        self.approvals = ApprovalStore(store, clock=self.clock, ids=ids)
        self.calls = IdempotencyStore(store, clock=self.clock, ids=ids)
        self.audit = AuditLog(store, clock=self.clock, ids=ids, writer=writer)
        self.taint = TaintTracker()

    def widened(self, specs: list[ToolSpec]) -> PolicyExecutor:
        """This executor over its registry plus `specs` (a caller's federated MCP tools):
        the same policy, approvals, idempotency and audit, one request's wider tool list."""
        if not specs:
            return self
        clone = copy.copy(self)
        clone.registry = ToolRegistry([*self.registry.select(None), *specs])
        return clone

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
        approval_needed = needs_approval(spec)
        if spec.side_effect == "read" and not approval_needed:
            entry.decision = _NOT_REQUIRED  # no key to build: nothing is claimed or approved
            return await self._run(spec, entry, claim_id=None)
        key = CallKey(ctx.tenant, ctx.principal, request_id, spec.name, args_hash(arguments))
        decision = _NOT_REQUIRED
        if approval_needed:
            tainted = await self._taint_reasons(ctx, spec, arguments)
            if pre_approved(self.config, ctx.principal, spec.name) and not tainted:
                decision = _Decision("pre-approved", "config")
            else:
                found = await self._approval(spec, key, arguments, ctx)
                if isinstance(found, ToolError):
                    return await entry.refuse(found, "denied")
                approval, created = found
                if approval.request_id != key.request_id:  # the same call, asked for earlier
                    key = dataclasses.replace(key, request_id=approval.request_id)
                    entry.request_id = approval.request_id
                if approval.status == "pending":
                    return await entry.pending(approval, created)
                if approval.status == "rejected":
                    return await entry.rejected(approval)
                decision = _Decision("approved", approval.decided_by, approval.id)
        entry.decision = decision
        if spec.side_effect == "read":
            return await self._run(spec, entry, claim_id=None)
        if ctx.before_side_effect is not None:
            await ctx.before_side_effect()
        claim_id = await self.calls.claim(
            key,
            lease_seconds=self._timeout(spec),
            operation_id=ctx.operation_id,
            approval_id=decision.approval_id,
        )
        if claim_id is not None:
            return await self._run(spec, entry, claim_id=claim_id)
        stored = await self._stored(key, spec)
        if stored is not None and not same_call(
            stored.tool, stored.args_hash, key.tool, key.args_hash
        ):
            return await entry.refuse(_reused(key.request_id, stored.tool), "denied")
        if stored is not None and stored.orphaned(self.clock.now()):
            return await self._reconcile(spec, entry, stored)
        return await entry.replayed(stored)

    def _timeout(self, spec: ToolSpec) -> float:
        return spec.timeout_seconds or self.default_timeout

    async def _approval(
        self, spec: ToolSpec, key: CallKey, arguments: dict[str, Any], ctx: ToolContext
    ) -> tuple[Approval, bool] | ToolError:
        """The approval this call runs under: the one under its key (refused when that was
        another call), an open one for the same call, or a new one stored with the paused task.
        """
        for _ in range(3):  # a concurrent insert wins the constraint: read what it stored
            by_key, same = await self.approvals.for_call(key)
            if by_key is not None:
                if not same_call(by_key.tool, by_key.args_hash, key.tool, key.args_hash):
                    return _reused(key.request_id, by_key.tool)
                return by_key, False
            if same is not None:
                return same, False
            warnings = [
                *self.taint.reasons(ctx, spec, arguments),
                *await self._warnings(spec, arguments, ctx),
            ]
            created = await self.approvals.request(
                key,
                task_id=ctx.task_id,
                params=redact_params(arguments, self.config),
                side_effect=spec.side_effect,
                warnings=warnings,
                paused_state=self._paused_state(ctx),
            )
            if created is not None:
                return created, True
        raise RuntimeError("approval lookup kept racing; the store is misbehaving")

    async def _taint_reasons(
        self, ctx: ToolContext, spec: ToolSpec, arguments: dict[str, Any]
    ) -> list[str]:
        """Taint reasons, after taking back what a paused task carried (a resumed run may be
        in another process, which never saw the tool output)."""
        if spec.side_effect != "read" and ctx.task_id and not self.taint.knows(ctx):
            saved = await self.approvals.paused_taint(ctx.tenant, ctx.task_id)
            if saved:
                self.taint.restore(ctx, saved)
        return self.taint.reasons(ctx, spec, arguments)

    def _paused_state(self, ctx: ToolContext) -> dict[str, Any] | None:
        """The paused task, with the run's taint so that resuming keeps it."""
        if ctx.pause_state is None or not ctx.task_id:
            return None
        state = ctx.pause_state()
        taint = self.taint.export(ctx)
        if taint is not None:
            state["taint"] = taint
        return state

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

    async def _stored(self, key: CallKey, spec: ToolSpec) -> StoredCall | None:
        """The outcome of the earlier execution, waiting while a live runner finishes it."""
        budget = (self._timeout(spec) + LEASE_GRACE_SECONDS) * self.config.retry.max_attempts
        deadline = self.clock.monotonic() + budget
        while True:
            stored = await self.calls.get(key.tenant, key.principal, key.request_id)
            if (
                stored is None
                or stored.finished
                or stored.orphaned(self.clock.now())
                or self.clock.monotonic() > deadline
            ):
                return stored
            await asyncio.sleep(self.poll_seconds)

    async def _reconcile(self, spec: ToolSpec, entry: _Entry, stored: StoredCall) -> ToolOutcome:
        """A claim whose runner died: an idempotent tool runs again under the same key (its
        upstream cannot act twice); for any other the outcome is recorded as unknown."""
        if spec.idempotent and await self.calls.take_over(
            stored.id, entry.ctx.tenant, lease_seconds=self._timeout(spec)
        ):
            return await self._run(spec, entry, claim_id=stored.id)
        return await entry.orphaned(stored)

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
                    delay = backoff_delay(attempts, self.config.retry, self.rand)
                    if claim_id is not None:
                        await self.calls.extend(claim_id, lease_seconds=delay + self._timeout(spec))
                    await self.sleep(delay)
                    continue
                return await entry.failed(exc, claim_id, attempts)
            clean = sanitize_result(
                value, spec.result_policy, max_chars=self.config.max_result_chars
            )
            report = clean.report.to_dict() if clean.report.changed else {}
            self.taint.observe(entry.ctx, spec, clean.text)
            return await entry.succeeded(clean.text, report, claim_id, attempts)

    async def _invoke(self, spec: ToolSpec, arguments: dict[str, Any], ctx: ToolContext) -> Any:
        timeout = self._timeout(spec)
        kwargs = dict(arguments)
        if spec.wants_context:
            kwargs["ctx"] = (
                ctx if ctx.store is not None else dataclasses.replace(ctx, store=self.store)
            )
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
        self.decision = _UNDECIDED

    def _ms(self) -> float:
        return round((self.ex.clock.monotonic() - self.started) * 1000, 3)

    async def _audit(
        self,
        outcome: str,
        *,
        failure: Failure | None = None,
        attempts: int = 0,
        duration_ms: float = 0.0,
        conn: AsyncConnection | None = None,
        sanitized: dict[str, Any] | None = None,
        queued: bool = False,
    ) -> None:
        await self.ex.audit.record(
            AuditEntry(
                tenant=self.ctx.tenant,
                principal=self.ctx.principal,
                role=self.ctx.role,
                tool=self.call.name,
                params=redact_params(self.arguments, self.ex.config),
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
                sanitized=sanitized or None,
            ),
            conn,
            queued=queued,
        )

    async def _finish(
        self,
        claim_id: str | None,
        outcome: str,
        *,
        status: str,
        output: str,
        failure: Failure | None,
        attempts: int,
        sanitized: dict[str, Any] | None = None,
    ) -> None:
        """The claim's outcome and the audit row commit together, first thing after the run:
        a crash now loses neither or both, never just the record of a side effect. A call
        without a claim (no side effect) has only its audit row, queued with the trace."""
        if claim_id is None:
            await self._audit(
                outcome,
                failure=failure,
                attempts=attempts,
                duration_ms=self._ms(),
                queued=True,
                sanitized=sanitized,
            )
            return
        async with self.ex.store.begin() as conn:
            if claim_id is not None:
                await self.ex.calls.finish(
                    conn, claim_id, status=status, output=output, failure=failure, attempts=attempts
                )
            await self._audit(
                outcome,
                failure=failure,
                attempts=attempts,
                duration_ms=self._ms(),
                conn=conn,
                sanitized=sanitized,
            )

    def _failure(self, exc: ToolError) -> Failure:
        return Failure(exc.error_class, exc.error_type, str(exc), tool=self.call.name)

    async def refuse(self, exc: ToolError, outcome: str) -> ToolOutcome:
        failure = self._failure(exc)
        await self._audit(outcome, failure=failure, duration_ms=self._ms())
        return ToolOutcome(self.call, "error", _error_text(failure), self._ms(), failure)

    async def pending(self, approval: Approval, created: bool) -> ToolOutcome:
        self.decision = _Decision("pending", None, approval.id)
        await self._audit("pending", duration_ms=self._ms())
        required = ApprovalRequired(
            approval_id=approval.id,
            task_id=approval.task_id,
            tool=approval.tool,
            request_id=approval.request_id,
            created=created,
        )
        text = json.dumps(
            {
                "status": "input-required",
                "approval_id": approval.id,
                "message": f"'{approval.tool}' changes state and waits for a person to approve",
            }
        )
        return ToolOutcome(
            self.call, "pending", text, self._ms(), approval_id=approval.id, approval=required
        )

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

    async def orphaned(self, stored: StoredCall) -> ToolOutcome:
        """Record once, for every later caller, that nobody knows how this call ended."""
        failure = Failure(
            ErrorClass.UNKNOWN,
            "OutcomeUnknown",
            f"an earlier call with request_id '{self.request_id}' started at "
            f"{stored.started_at.isoformat()} but the process running it stopped before "
            "recording how it ended; whether it took effect is unknown. Do not repeat it; ask a "
            "person to check the target system.",
            tool=self.call.name,
        )
        text = _error_text(failure)
        if await self.ex.calls.give_up(stored.id, self.ctx.tenant, output=text, failure=failure):
            await self._audit("error", failure=failure, duration_ms=self._ms())
            return ToolOutcome(self.call, "error", text, self._ms(), failure, replayed=True)
        latest = await self.ex.calls.get(self.ctx.tenant, self.ctx.principal, self.request_id)
        return await self.replayed(latest)

    async def succeeded(
        self, text: str, report: dict[str, Any], claim_id: str | None, attempts: int
    ) -> ToolOutcome:
        await self._finish(
            claim_id,
            "ok",
            status="ok",
            output=text,
            failure=None,
            attempts=attempts,
            sanitized=report,
        )
        return ToolOutcome(self.call, "ok", text, self._ms(), sanitized=report, attempts=attempts)

    async def failed(self, exc: ToolError, claim_id: str | None, attempts: int) -> ToolOutcome:
        failure = self._failure(exc)
        text = _error_text(failure)
        await self._finish(
            claim_id, "error", status="error", output=text, failure=failure, attempts=attempts
        )
        return ToolOutcome(self.call, "error", text, self._ms(), failure, attempts=attempts)

    async def canceled(self, claim_id: str | None, attempts: int) -> None:
        failure = Failure(
            ErrorClass.CANCELLED,
            "Cancelled",
            "canceled while running; any side effect may or may not have happened",
            tool=self.call.name,
        )
        await self._finish(
            claim_id,
            "canceled",
            status="canceled",
            output=_error_text(failure),
            failure=failure,
            attempts=attempts,
        )


def validate_arguments(spec: ToolSpec, arguments: dict[str, Any]) -> None:
    """Reject before running: the model gets an error it can correct."""
    if INVALID_ARGUMENTS in arguments:
        raise ToolError(
            f"arguments for '{spec.name}' are not valid JSON: {arguments[INVALID_ARGUMENTS]!r}",
            error_class=ErrorClass.VALIDATION,
        )
    errors = checker(spec.parameters).errors(arguments)
    if errors:
        detail = "; ".join(
            f"{'.'.join(str(p) for p in e.path) or '(arguments)'}: {e.message}" for e in errors
        )
        raise ToolError(
            f"invalid arguments for '{spec.name}': {detail}",
            error_class=ErrorClass.VALIDATION,
            hint="fix the arguments to match the tool's parameters and call again",
        )


def _reused(request_id: str, stored_tool: str) -> ToolError:
    """A request id already bound to another call (tool, arguments or caller): never served."""
    return ToolError(
        f"request_id '{request_id}' was already used for a different call "
        f"('{stored_tool}' with other arguments); a request id names one action. Use a new "
        "request_id for a new action, or repeat the original call exactly to get its result.",
        error_class=ErrorClass.POLICY_DENIED,
        error_type="RequestIdReused",
    )


def _error_text(failure: Failure) -> str:
    return json.dumps(
        {"error": {"class": failure.error_class.value, "message": failure.message}},
        ensure_ascii=False,
    )
