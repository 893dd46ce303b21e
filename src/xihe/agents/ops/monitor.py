"""The executor's state machine as a durable job: TRIGGERED → RUNNING → SUCCESS | FAILURE |
TIMEOUT, advanced one tick at a time from what is stored, so a restart resumes where the
last tick left off and never starts an attempt twice.

On a failed attempt the monitor reads the failed task's log, classifies the cause and asks
the one policy executor for `ds.trigger_workflow` (as a retry of the run, under the request id
`<run>:attempt:<n>`); the handler allows it only for green-listed workflows and transient
causes. Everything else becomes an alert, queued and aggregated, sent through `notify.wecom`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from xihe.agents.ops.alerts import Alerter, template_for
from xihe.agents.ops.causes import Cause, classify
from xihe.agents.ops.client import DolphinClient, Instance, phase
from xihe.agents.ops.planning import retry_decision
from xihe.agents.ops.runs import OPEN_STATES, Run, RunStore
from xihe.agents.ops.tools import TRIGGER, ops_tool_specs
from xihe.agents.ops.trigger import definition_of, new_instance
from xihe.agents.ops.wecom import AlertItem
from xihe.context.snapshots import Keyring
from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import Failure, ToolError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import ToolCall
from xihe.core.settings import PreApproval, Settings
from xihe.jobs.scheduler import Job
from xihe.store.db import Store
from xihe.tools.executor import PolicyExecutor, ToolOutcome
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolContext
from xihe.tracing.blobs import BlobCipher
from xihe.tracing.recorder import Tracer
from xihe.tracing.records import Operation, OperationEnd, ToolStep

LOG_LINES = 1000


def _aware(value: datetime) -> datetime:
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


@dataclass
class _Tick:
    """One tick's trace: an operation opened on the first thing worth recording."""

    tracer: Tracer
    tenant: str
    clock: Clock
    op: Operation | None = None
    moved: list[str] = field(default_factory=list)

    async def step(
        self, tool: str, arguments: dict[str, Any], output: Any, failure: Failure | None = None
    ) -> None:
        if self.op is None:
            self.op = await self.tracer.start(
                tenant=self.tenant, input="ops monitor tick", kind="ops.monitor"
            )
        await self.tracer.tool_step(
            self.op,
            ToolStep(
                tool=tool,
                call_id=f"{tool}:{len(self.moved)}",
                arguments=arguments,
                started_at=self.clock.now(),
                duration_ms=0.0,
                status="ok" if failure is None else "error",
                output=output if isinstance(output, str) else json.dumps(output, default=str),
                failure=failure,
            ),
        )

    async def finish(self, summary: dict[str, Any]) -> None:
        if self.op is not None:
            await self.tracer.finish(
                self.op, OperationEnd(status="completed", answer=json.dumps(summary))
            )


class Monitor:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        *,
        tenant: str = "default",
        clock: Clock | None = None,
        ids: IdSource | None = None,
        tracer: Tracer | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.ops = settings.ops
        self.tenant = tenant
        self.clock = clock or SystemClock()
        self.ids = ids or RandomIds()
        self.runs = RunStore(store, clock=self.clock, ids=self.ids)
        self.alerter = Alerter(store, self.ops.wecom, clock=self.clock, ids=self.ids)
        self.tracer = tracer or Tracer(
            store, clock=self.clock, ids=self.ids, cipher=_blob_cipher(store, settings)
        )
        # The monitor's own calls are authorised by policy, not by a person: retries only as
        # the handler's rules allow, alerts always. Configuration says who the monitor is.
        pre = PreApproval(principal=self.ops.principal, tools=[TRIGGER, "notify.wecom"])
        config = settings.tools.model_copy(
            update={"pre_approved": [*settings.tools.pre_approved, pre]}
        )
        self.executor = PolicyExecutor(
            ToolRegistry(ops_tool_specs()), store, config=config, clock=self.clock, ids=self.ids
        )

    def job(self) -> Job:
        every = max(1, int(self.ops.poll_seconds))
        return Job(f"ops.monitor:{self.tenant}", every, self.tick)

    def _ctx(self, request_id: str, operation_id: str | None) -> ToolContext:
        return ToolContext(
            settings=self.settings,
            tenant=self.tenant,
            principal=self.ops.principal,
            role=self.ops.role,
            request_id=request_id,
            operation_id=operation_id,
        )

    async def _call(
        self, tick: _Tick, name: str, arguments: dict[str, Any], request_id: str
    ) -> ToolOutcome:
        outcome = await self.executor.execute(
            ToolCall(request_id, name, arguments),
            self._ctx(request_id, tick.op.id if tick.op else None),
        )
        await tick.step(name, arguments, outcome.output, outcome.failure)
        return outcome

    async def tick(self) -> dict[str, Any]:
        """Advance every open run one step, then flush the alert queue."""
        tick = _Tick(self.tracer, self.tenant, self.clock)
        open_runs = await self.runs.find(self.tenant, states=OPEN_STATES, limit=1000)
        errors: list[str] = []
        if open_runs:
            async with DolphinClient(self.ops.dolphinscheduler) as client:
                for run in open_runs:
                    try:
                        await self._advance(tick, client, run)
                    except ToolError as exc:  # DolphinScheduler down: try again next tick
                        errors.append(f"{run.id}: {exc}")
        flushed = await self.alerter.flush(self.tenant, lambda *a: self._deliver(tick, *a))
        summary = {
            "open": len(open_runs),
            "moved": tick.moved,
            "alerts": flushed.to_dict(),
            "errors": errors,
        }
        if errors or flushed.sent:
            await tick.step("ops.monitor", {"tenant": self.tenant}, summary)
        await tick.finish(summary)
        return summary

    async def _advance(self, tick: _Tick, client: DolphinClient, run: Run) -> None:
        now = self.clock.now()
        lease = timedelta(seconds=self.ops.trigger_lease_seconds)
        if run.state == "TRIGGERING":
            if now - _aware(run.updated_at) < lease:
                return  # a start call is in flight in some process
            found = await new_instance(client, run)
            if found is None:
                await self._unknown(tick, run, "the start call's answer was never recorded")
                return
            moved = await self._move(tick, run, "TRIGGERED", instance_id=found.id)
            if moved is None:
                return
            run = moved
        if not run.instance_id:
            found = await new_instance(client, run)
            if found is None:
                if now - _aware(run.triggered_at or run.updated_at) > lease:
                    await self._unknown(tick, run, "no instance appeared for the start call")
                return
            moved = await self._move(tick, run, run.state, instance_id=found.id)
            if moved is None:
                return
            run = moved
        assert run.instance_id is not None
        instance = await client.instance(definition_of(run).project_ref, run.instance_id)
        await self._observe(tick, client, run, instance)

    async def _observe(
        self, tick: _Tick, client: DolphinClient, run: Run, instance: Instance
    ) -> None:
        state = instance.phase
        if state == "running":
            started = _aware(run.triggered_at or run.created_at)
            if self.clock.now() - started > timedelta(seconds=self.ops.run_timeout_seconds):
                cause = Cause(
                    "unknown",
                    "timeout",
                    f"still {instance.state} after {self.ops.run_timeout_seconds:g}s",
                    "check the instance in DolphinScheduler; stop or wait by hand",
                )
                moved = await self._move(
                    tick, run, "TIMEOUT", ds_state=instance.state, cause=cause.to_dict()
                )
                if moved is not None:
                    await self._alert(moved, cause)
            elif run.state == "TRIGGERED" or run.ds_state != instance.state:
                await self._move(tick, run, "RUNNING", ds_state=instance.state)
            return
        if state == "success":
            await self._move(tick, run, "SUCCESS", ds_state=instance.state)
            return
        if run.ds_state == instance.state and run.cause is not None:
            cause = Cause(**run.cause)  # diagnosed by an earlier tick that stopped short
        else:
            cause = await self._diagnose(client, run, instance)
            history = [dict(h) for h in run.history]
            if history:
                history[-1].update(state=instance.state, cause=cause.label)
            moved = await self._move(
                tick,
                run,
                "RUNNING",
                ds_state=instance.state,
                cause=cause.to_dict(),
                history=history,
            )
            if moved is None:
                return
            run = moved
        why = (
            retry_decision(self.ops, run.workflow, cause, run.attempt)
            if state == "failure"
            else f"the instance is {instance.state}: a person stopped or paused it"
        )
        if why is None:
            outcome = await self._call(
                tick, TRIGGER, {"workflow": run.workflow, "retry_of": run.id}, _attempt_id(run)
            )
            if outcome.ok:
                tick.moved.append(f"{run.id}:retry")
                return
            why = f"the retry was refused: {_message(outcome)}"
            latest = await self.runs.get(run.tenant, run.id)
            if latest is None or latest.state != "RUNNING":
                return  # the retry's own outcome moved it (e.g. outcome unknown)
            run = latest
        moved = await self._move(tick, run, "FAILURE", error=why)
        if moved is not None:
            await self._alert(moved, cause, note=why)

    async def _diagnose(self, client: DolphinClient, run: Run, instance: Instance) -> Cause:
        """The failed task and the cause its log shows; without a log, an unknown cause."""
        ref = definition_of(run).project_ref
        tasks = await client.tasks(ref, instance.id)
        failed = [t for t in tasks if phase(t.state) in ("failure", "stopped")]
        if not failed:
            return Cause("unknown", "unknown", f"instance {instance.state}, no failed task", "")
        task = failed[0]
        position = f"{task.name} ({tasks.index(task) + 1}/{len(tasks)})"
        log = await client.task_log(task.id, limit=LOG_LINES)
        return classify(log, self.ops, task=position)

    async def _move(self, tick: _Tick, run: Run, state: Any, **values: Any) -> Run | None:
        moved = await self.runs.move(run, state, **values)
        if moved is not None and (state != run.state or "instance_id" in values):
            tick.moved.append(f"{run.id}:{run.state}->{state}")
            await tick.step(
                "ops.transition",
                {"run_id": run.id, "from": run.state, "to": state},
                {"instance_id": moved.instance_id, "ds_state": moved.ds_state},
            )
        return moved

    async def _unknown(self, tick: _Tick, run: Run, reason: str) -> None:
        cause = Cause(
            "unknown",
            "unknown_outcome",
            reason,
            "look in DolphinScheduler whether the workflow started; it was not started again",
        )
        moved = await self._move(tick, run, "UNKNOWN", cause=cause.to_dict(), error=reason)
        if moved is not None:
            await self._alert(moved, cause)

    async def _alert(self, run: Run, cause: Cause, note: str = "") -> None:
        suggestion = cause.suggestion + (f"（{note}）" if note else "")
        await self.alerter.enqueue(
            run.tenant,
            AlertItem(
                workflow=run.workflow,
                run_id=run.id,
                stage=cause.task,
                summary=cause.summary,
                suggestion=suggestion[:500],
                cause=cause.label,
                schedule_time=run.schedule_time,
                principal=run.principal,
            ),
        )

    async def _deliver(
        self, tick: _Tick, send_id: str, items: list[AlertItem], merged: int
    ) -> bool:
        template = template_for(items[0].cause, items)
        outcome = await self._call(
            tick,
            "notify.wecom",
            {"template": template, "items": [i.model_dump() for i in items], "merged": merged},
            send_id,
        )
        if outcome.failure is not None and outcome.failure.error_type == "RobotRateLimited":
            await self.alerter.bucket.pause(self.tenant)
        return outcome.ok


def _attempt_id(run: Run) -> str:
    return f"{run.id}:attempt:{run.attempt + 1}"


def _message(outcome: ToolOutcome) -> str:
    return outcome.failure.message if outcome.failure else outcome.output[:200]


def _blob_cipher(store: Store, settings: Settings) -> BlobCipher:
    """The same keyring the runtime seals trace bodies with, so its readers can open ours."""
    keyring = Keyring.for_store(settings.context.snapshot_keys, Path(settings.home), store.dialect)
    return BlobCipher(keyring)


def ops_jobs(store: Store, settings: Settings, tenant: str = "default") -> list[Job]:
    """The monitor as a scheduled job: run it with the job layer's Scheduler."""
    return [Monitor(store, settings, tenant=tenant).job()]
