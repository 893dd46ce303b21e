"""The executor's tools: `ds.query_workflow`, `ds.last_instances`, `ds.trigger_workflow`,
`ds.task_log` and `notify.wecom`, registered like every other tool and run by the one policy
executor (validation, approval, idempotency, audit, sanitizing).

`ds.trigger_workflow` changes state and is not idempotent: a person approves it, its
pre-check puts dirty-data warnings on the approval, and it never retries by itself.
"""

from __future__ import annotations

from typing import Any, Literal

from xihe.agents.ops.causes import Cause
from xihe.agents.ops.client import Definition, DolphinClient, Instance
from xihe.agents.ops.planning import (
    ask_for,
    missing,
    not_found,
    retry_decision,
    second_confirmation,
)
from xihe.agents.ops.planning import (
    schedule_time as parse_schedule,
)
from xihe.agents.ops.runs import RunStore
from xihe.agents.ops.trigger import start_attempt
from xihe.agents.ops.wecom import AlertItem, Format, Template, payload, render, send
from xihe.core.clock import SystemClock
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.ids import RandomIds
from xihe.store.db import Store
from xihe.tools.executor import PreCheck
from xihe.tools.registry import tool
from xihe.tools.spec import ResultPolicy, ToolContext, ToolSpec

TRIGGER = "ds.trigger_workflow"
OPS_SKILL: dict[str, Any] = {
    "id": "ops",
    "name": "Run DolphinScheduler workflows",
    "description": (
        "Trigger or backfill a DolphinScheduler workflow after a person approves it, watch it, "
        "retry only green-listed workflows on transient causes, alert the WeCom group."
    ),
    "tags": ["ops", "dolphinscheduler", "wecom"],
    "examples": ["trigger the nightly sales backfill for 2026-11-30"],
}


def client_for(ctx: ToolContext) -> DolphinClient:
    return DolphinClient(ctx.settings.ops.dolphinscheduler)


def project_of(ctx: ToolContext, project: str | None) -> str:
    name = project or ctx.settings.ops.dolphinscheduler.project
    if not name:
        raise ask_for(["project (or set [ops.dolphinscheduler] project)"])
    return name


async def resolve(client: DolphinClient, project: str, workflow: str) -> Definition:
    """The definition named exactly `workflow`, or a not-found error listing candidates."""
    found = await client.definition(project, workflow)
    if found is not None:
        return found
    names = [d.name for d in await client.definitions(project)]
    raise not_found(workflow, project, names)


def _runs(ctx: ToolContext) -> RunStore:
    if not isinstance(ctx.store, Store):
        raise ToolError("ops tools need the executor's store", error_class=ErrorClass.TOOL_BUG)
    return RunStore(ctx.store, clock=SystemClock(), ids=RandomIds())


def overwrites(instances: list[Instance], schedule: str | None) -> list[Instance]:
    """Successful instances for the same schedule day: a re-run overwrites their output."""
    if not schedule:
        return []
    day = schedule[:10]
    return [i for i in instances if i.phase == "success" and i.schedule_time.startswith(day)]


@tool(
    "ds.query_workflow",
    description=(
        "Look up a DolphinScheduler workflow by name: its definition, whether it is online, and "
        "its latest instances. With no name, list the project's workflows. A name that matches "
        "nothing comes back not_found with candidates: ask the user which one."
    ),
    timeout_seconds=60,
    result_policy=ResultPolicy(max_tokens=4000, content="data"),
)
async def ds_query_workflow(
    ctx: ToolContext, workflow: str = "", project: str | None = None
) -> dict[str, Any]:
    name = project_of(ctx, project)
    async with client_for(ctx) as client:
        if not workflow:
            return {
                "project": name,
                "workflows": [d.to_dict() for d in await client.definitions(name)],
            }
        definition = await resolve(client, name, workflow)
        latest = await client.instances(definition, limit=5)
    return {
        "definition": definition.to_dict(),
        "online": definition.release_state == "ONLINE",
        "latest_instances": [i.to_dict() for i in latest],
    }


@tool(
    "ds.last_instances",
    description="The latest instances of a DolphinScheduler workflow, newest first, with states.",
    timeout_seconds=60,
    result_policy=ResultPolicy(max_tokens=4000, content="data"),
)
async def ds_last_instances(
    ctx: ToolContext, workflow: str, project: str | None = None, limit: int = 10
) -> dict[str, Any]:
    name = project_of(ctx, project)
    async with client_for(ctx) as client:
        definition = await resolve(client, name, workflow)
        found = await client.instances(definition, limit=max(1, min(limit, 50)))
    return {"workflow": workflow, "instances": [i.to_dict() for i in found]}


@tool(
    "ds.task_log",
    description=(
        "Read the log of a workflow instance's failed task (or of the named task): what a "
        "failure cause is read from. Returns the last lines only."
    ),
    timeout_seconds=60,
    result_policy=ResultPolicy(max_tokens=6000, content="code"),
)
async def ds_task_log(
    ctx: ToolContext,
    workflow: str,
    instance_id: str,
    project: str | None = None,
    task: str | None = None,
    limit: int = 200,
) -> dict[str, Any]:
    name = project_of(ctx, project)
    async with client_for(ctx) as client:
        definition = await resolve(client, name, workflow)
        tasks = await client.tasks(definition.project_ref, instance_id)
        chosen = [t for t in tasks if (t.name == task if task else t.state in ("FAILURE", "KILL"))]
        if not chosen:
            return {"instance_id": instance_id, "tasks": [t.to_dict() for t in tasks], "log": ""}
        log = await client.task_log(chosen[0].id, limit=max(1, min(limit, 2000)))
    return {"instance_id": instance_id, "task": chosen[0].to_dict(), "log": log}


async def trigger_pre_check(arguments: dict[str, Any], ctx: ToolContext) -> list[str]:
    """Dirty-data protection, shown on the approval: what this start would overwrite."""
    if arguments.get("retry_of"):
        return [f"automatic retry of run {arguments['retry_of']} (green-listed, transient cause)"]
    warnings: list[str] = []
    name = project_of(ctx, arguments.get("project"))
    raw = arguments.get("schedule_time")
    schedule = parse_schedule(raw) if raw else None
    async with client_for(ctx) as client:
        definition = await resolve(client, name, arguments["workflow"])
        latest = await client.instances(definition, limit=20)
    if definition.release_state != "ONLINE":
        warnings.append(f"'{definition.name}' is {definition.release_state}: the start will fail")
    for instance in overwrites(latest, schedule):
        warnings.append(
            f"OVERWRITE: schedule time {schedule} already has a successful run (instance "
            f"{instance.id}, ended {instance.end_time or '?'}); re-running rewrites its data"
        )
    running = [i for i in latest if i.phase == "running"]
    if running:
        ids = ", ".join(i.id for i in running)
        warnings.append(f"instance(s) {ids} of '{definition.name}' are still running")
    return warnings


@tool(
    TRIGGER,
    description=(
        "Start a DolphinScheduler workflow: a normal run now, or a backfill for a schedule time "
        "(mode=backfill, schedule_time=YYYY-MM-DD). It really starts a distributed job: a person "
        "approves it first, and it is never repeated. The executor then monitors the run, "
        "retries it only when policy allows, and alerts the team's WeCom group on failure."
    ),
    permission="tools.write",
    side_effect="write",
    idempotent=False,
    timeout_seconds=120,
    result_policy=ResultPolicy(content="data"),
)
async def ds_trigger_workflow(
    ctx: ToolContext,
    workflow: str,
    project: str | None = None,
    mode: Literal["run", "backfill"] = "run",
    schedule_time: str | None = None,
    backfill_end: str | None = None,
    failure_strategy: Literal["END", "CONTINUE"] = "END",
    warning_type: Literal["NONE", "SUCCESS", "FAILURE", "ALL"] = "NONE",
    params: dict[str, str] | None = None,
    confirm_overwrite: bool = False,
    retry_of: str | None = None,
) -> dict[str, Any]:
    if retry_of:
        return await _retry(ctx, retry_of)
    name = project or ctx.settings.ops.dolphinscheduler.project
    schedule = _schedule(schedule_time)
    end = _schedule(backfill_end)
    needed = missing(mode, schedule, name)
    if needed:
        raise ask_for(needed)
    assert name is not None
    async with client_for(ctx) as client:
        definition = await resolve(client, name, workflow)
        if definition.release_state != "ONLINE":
            raise ToolError(
                f"workflow '{workflow}' is {definition.release_state}",
                error_class=ErrorClass.VALIDATION,
                hint="put it online in DolphinScheduler first, then ask again",
            )
        before = await client.instances(definition, limit=20)
        over = overwrites(before, schedule)
        if over and not confirm_overwrite:
            raise second_confirmation(
                f"schedule time {schedule} of '{workflow}' already has a successful run "
                f"(instance {over[0].id}); a backfill overwrites its data"
            )
        runs = _runs(ctx)
        run = await runs.create(
            tenant=ctx.tenant,
            principal=ctx.principal,
            workflow=definition.name,
            project=definition.project,
            definition=definition.ref,
            schedule_time=schedule or "",
            mode=mode,
            params={
                "project_ref": definition.project_ref,
                "before": [i.id for i in before],
                "backfill_end": end or "",
                "failure_strategy": failure_strategy,
                "warning_type": warning_type,
                "start_params": dict(params or {}),
                "overwrite": bool(over),
            },
            request_id=ctx.request_id,
        )
        run = await start_attempt(runs, client, run)
    return {
        **run.to_dict(),
        "next": f"monitored by the ops executor; watch with `xihe ops status {run.id}`",
    }


def _schedule(value: str | None) -> str | None:
    return parse_schedule(value) if value else None


async def _retry(ctx: ToolContext, run_id: str) -> dict[str, Any]:
    """A new attempt of a failed run, only as the lists and the cause allow."""
    runs = _runs(ctx)
    run = await runs.get(ctx.tenant, run_id)
    if run is None:
        raise ToolError(f"no run '{run_id}'", error_class=ErrorClass.NOT_FOUND)
    if run.state != "RUNNING" or run.cause is None or run.ds_state not in ("FAILURE",):
        raise ToolError(
            f"run {run_id} is {run.state} ({run.ds_state or 'no DolphinScheduler state'}); "
            "only a failed attempt of an open run is retried",
            error_class=ErrorClass.POLICY_DENIED,
        )
    why = retry_decision(ctx.settings.ops, run.workflow, Cause(**run.cause), run.attempt)
    if why is not None:
        raise ToolError(f"run {run_id} is not retried: {why}", error_class=ErrorClass.POLICY_DENIED)
    async with client_for(ctx) as client:
        definition = Definition(
            run.project, str(run.params["project_ref"]), run.workflow, run.definition
        )
        before = await client.instances(definition, limit=20)
        moved = await runs.move(
            run,
            "TRIGGERING",
            attempt=run.attempt + 1,
            instance_id=None,
            trigger_code=None,
            ds_state=None,
            triggered_at=runs.clock.now(),
            params={**run.params, "before": [i.id for i in before]},
        )
        if moved is None:
            raise ToolError(
                f"run {run_id} was moved by another monitor; nothing started",
                error_class=ErrorClass.POLICY_DENIED,
            )
        run = await start_attempt(runs, client, moved)
    return run.to_dict()


@tool(
    "notify.wecom",
    description=(
        "Send an alert to the team's WeCom group robot. The text is rendered from a template "
        "and the fields given (workflow, run id, failed stage, cause summary, suggestion): no "
        "free text. A person approves it unless configuration pre-approves it."
    ),
    permission="tools.write",
    side_effect="write",
    idempotent=False,
    timeout_seconds=30,
)
async def notify_wecom(
    ctx: ToolContext,
    items: list[AlertItem],
    template: Template = "failure",
    format: Format = "markdown",
    merged: int = 0,
) -> dict[str, Any]:
    config = ctx.settings.ops.wecom
    alert_items = [i if isinstance(i, AlertItem) else AlertItem(**i) for i in items]
    content = render(template, alert_items, fmt=format, suppressed=merged)
    sent = await send(config, payload(content, format, config.mentions))
    return {"sent": True, "errcode": sent.errcode, "bytes": len(content.encode())}


def ops_tool_specs() -> list[ToolSpec]:
    return [ds_query_workflow, ds_last_instances, ds_trigger_workflow, ds_task_log, notify_wecom]


def ops_pre_checks() -> dict[str, PreCheck]:
    return {TRIGGER: trigger_pre_check}
