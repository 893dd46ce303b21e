"""What the surfaces call: a request in (through the agent loop, or the offline rule planner
when no model is configured), runs and alerts out, and a watch that drives the monitor job.

Both paths run the same tools through the runtime's one policy executor, so approvals,
pre-checks, idempotency and audit are the same whoever plans.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.agents.ops.monitor import Monitor
from xihe.agents.ops.planning import OPS_SYSTEM_PROMPT, plan
from xihe.agents.ops.runs import Run, RunStore
from xihe.core.errors import XiheError
from xihe.core.events import Event
from xihe.core.messages import ToolCall
from xihe.jobs.scheduler import Scheduler
from xihe.tools.executor import ToolOutcome
from xihe.tools.spec import ToolContext
from xihe.tracing.records import OperationEnd, ToolStep

OPS_TOOLS = ("ds.*", "notify.wecom")


@dataclass
class Outcome:
    """What `xihe ops run` reports: a run started, a question, or an approval to decide."""

    status: str
    message: str
    run: dict[str, Any] | None = None
    approval_id: str | None = None
    questions: list[str] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)
    operation_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "message": self.message,
            "run": self.run,
            "approval_id": self.approval_id,
            "questions": self.questions,
            "candidates": self.candidates,
            "operation_id": self.operation_id,
        }


class OpsService:
    def __init__(self, runtime: Runtime, *, tenant: str = "default") -> None:
        self.rt = runtime
        self.tenant = tenant
        self.runs = RunStore(runtime.store, clock=runtime.clock, ids=runtime.ids)

    def monitor(self) -> Monitor:
        return Monitor(
            self.rt.store,
            self.rt.settings,
            tenant=self.tenant,
            clock=self.rt.clock,
            ids=self.rt.ids,
            tracer=self.rt.tracer,
        )

    async def run(
        self,
        request: str,
        *,
        principal: str,
        role: str,
        route: str | None = None,
        project: str | None = None,
        confirm_overwrite: bool = False,
        on_event: Callable[[Event], Any] | None = None,
    ) -> Outcome:
        route = route or self.rt.settings.ops.route
        if route:
            return await self._with_model(request, principal, role, route, on_event)
        return await self._offline(request, principal, role, project, confirm_overwrite)

    async def _with_model(
        self,
        request: str,
        principal: str,
        role: str,
        route: str,
        on_event: Callable[[Event], Any] | None,
    ) -> Outcome:
        task = Task(
            prompt=request,
            tools=OPS_TOOLS,
            route=route,
            tenant=self.tenant,
            user=principal,
            role=role,
            system_prompt=OPS_SYSTEM_PROMPT,
            kind="ops",
        )
        result = await self.rt.loop().run(task, on_event=on_event)
        mine = [
            r
            for r in await self.runs.find(self.tenant, limit=20)
            if (r.request_id or "").startswith(f"{result.operation_id}:")
        ]
        started = mine[0].to_dict() if mine else None
        return Outcome(
            status=result.status,
            message=result.answer or result.error or "",
            run=started if result.status == "completed" else None,
            approval_id=result.approval_id,
            operation_id=result.operation_id,
        )

    async def _offline(
        self,
        request: str,
        principal: str,
        role: str,
        project: str | None,
        confirm_overwrite: bool,
    ) -> Outcome:
        """The rule planner: no model, the same tools, the same policy."""
        op = await self.rt.tracer.start(
            tenant=self.tenant, input=request, kind="ops", user_id=principal
        )
        base = {"project": project} if project else {}
        listed = await self._call(op, "ds.query_workflow", base, principal, role, None)
        if not listed.ok:
            return await self._end(op, Outcome("failed", _message(listed)))
        names = [w["name"] for w in json.loads(listed.output).get("workflows", [])]
        planned = plan(request, names)
        if planned.questions:
            return await self._end(
                op,
                Outcome(
                    "input-required",
                    "; ".join(planned.questions),
                    questions=planned.questions,
                    candidates=planned.candidates,
                ),
            )
        if planned.destructive and not confirm_overwrite:
            question = (
                "this deletes, overwrites or rolls back data: confirm with --confirm-overwrite"
            )
            return await self._end(op, Outcome("input-required", question, questions=[question]))
        assert planned.workflow is not None
        arguments: dict[str, Any] = {**base, "workflow": planned.workflow, "mode": planned.mode}
        if planned.schedule_time:
            arguments["schedule_time"] = planned.schedule_time
        if confirm_overwrite:
            arguments["confirm_overwrite"] = True
        key = hashlib.sha256(json.dumps(arguments, sort_keys=True).encode()).hexdigest()[:16]
        request_id = f"ops-cli:{principal}:{key}"  # the same command finds its approval again
        started = await self._call(
            op, "ds.trigger_workflow", arguments, principal, role, request_id
        )
        if started.pending:
            approval = started.approval_id
            message = (
                f"waiting for approval {approval}: approve with `xihe approvals approve "
                f"{approval}`, then run this same command again to start it (it starts once)"
            )
            return await self._end(op, Outcome("input-required", message, approval_id=approval))
        if not started.ok:
            failure = started.failure
            status = "input-required" if failure and failure.error_type in _ASK else "failed"
            return await self._end(op, Outcome(status, _message(started)))
        run = json.loads(started.output)
        return await self._end(op, Outcome("completed", f"started run {run['run_id']}", run=run))

    async def _call(
        self,
        op: Any,
        name: str,
        arguments: dict[str, Any],
        principal: str,
        role: str,
        request_id: str | None,
    ) -> ToolOutcome:
        rid = request_id or f"{op.id}:{name}"
        ctx = ToolContext(
            settings=self.rt.settings,
            tenant=self.tenant,
            principal=principal,
            role=role,
            operation_id=op.id,
            request_id=rid,
        )
        started = self.rt.clock.now()
        outcome = await self.rt.executor.execute(ToolCall(rid, name, arguments), ctx)
        if not outcome.pending:
            await self.rt.tracer.tool_step(
                op,
                ToolStep(
                    tool=name,
                    call_id=rid,
                    arguments=arguments,
                    started_at=started,
                    duration_ms=outcome.duration_ms,
                    status="ok" if outcome.ok else "error",
                    output=outcome.output,
                    failure=outcome.failure,
                ),
            )
        return outcome

    async def _end(self, op: Any, outcome: Outcome) -> Outcome:
        outcome.operation_id = op.id
        await self.rt.tracer.finish(
            op,
            OperationEnd(
                status=outcome.status,
                answer=outcome.message,
                error=outcome.message if outcome.status == "failed" else None,
            ),
        )
        return outcome

    async def watch(
        self,
        run_id: str,
        *,
        on_tick: Callable[[Run], Any] | None = None,
        timeout: float | None = None,
    ) -> Run:
        """Drive the monitor job (the job layer's scheduler) until the run ends."""
        monitor = self.monitor()
        scheduler = Scheduler(self.rt.store, [monitor.job()], clock=self.rt.clock)
        deadline = None if timeout is None else self.rt.clock.monotonic() + timeout
        while True:
            run = await self.runs.get(self.tenant, run_id)
            if run is None:
                raise XiheError(
                    f"no run '{run_id}' in tenant '{self.tenant}'",
                    hint="list runs with `xihe ops status`",
                )
            if on_tick is not None:
                on_tick(run)
            if not run.open:
                return run
            if deadline is not None and self.rt.clock.monotonic() > deadline:
                return run
            ran = await scheduler.tick()
            if not ran:  # another worker owns this slot: wait for the next one
                await asyncio.sleep(min(1.0, self.rt.settings.ops.poll_seconds))
            else:
                await asyncio.sleep(self.rt.settings.ops.poll_seconds)


_ASK = {"WorkflowNotFound", "MissingParameters", "SecondConfirmationRequired"}


def _message(outcome: ToolOutcome) -> str:
    if outcome.failure is not None:
        return outcome.failure.message
    return outcome.output[:300]
