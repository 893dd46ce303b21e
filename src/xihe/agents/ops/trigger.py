"""Starting one attempt of a run: state committed first, the start call at most once.

The run is in TRIGGERING (committed, with the instances that existed before) when the start
call goes out. If the answer is lost, the run stays TRIGGERING and the monitor later looks
for an instance that was not there before; it never calls start again for that attempt.
"""

from __future__ import annotations

from typing import Any

from xihe.agents.ops.client import Definition, DolphinClient, Instance, StartRequest
from xihe.agents.ops.runs import Run, RunStore
from xihe.core.errors import ErrorClass, ToolError


def start_request(run: Run, definition: Definition) -> StartRequest:
    p = run.params
    return StartRequest(
        definition=definition,
        schedule_time=run.schedule_time if run.mode == "backfill" else "",
        backfill_end=str(p.get("backfill_end") or ""),
        failure_strategy=p.get("failure_strategy", "END"),
        warning_type=p.get("warning_type", "NONE"),
        start_params=dict(p.get("start_params") or {}),
    )


def definition_of(run: Run) -> Definition:
    return Definition(run.project, str(run.params["project_ref"]), run.workflow, run.definition)


async def start_attempt(runs: RunStore, client: DolphinClient, run: Run) -> Run:
    """Call start for the attempt `run` (TRIGGERING) and record what came back."""
    definition = definition_of(run)
    try:
        started = await client.start(start_request(run, definition))
    except ToolError as exc:
        if exc.error_class in (ErrorClass.TRANSIENT, ErrorClass.UNKNOWN):
            raise ToolError(
                f"the start call for run {run.id} may or may not have reached DolphinScheduler "
                f"({exc}); the monitor looks for the instance and alerts if there is none",
                error_class=ErrorClass.UNKNOWN,
                error_type="OutcomeUnknown",
                hint="do not trigger again; watch it with `xihe ops status`",
            ) from exc
        await runs.move(run, "FAILURE", error=str(exc))
        raise
    entry: dict[str, Any] = {
        "attempt": run.attempt,
        "trigger_code": started.trigger_code,
        "instance_id": started.instance_ids[0] if started.instance_ids else None,
    }
    moved = await runs.move(
        run,
        "TRIGGERED",
        trigger_code=started.trigger_code,
        instance_id=entry["instance_id"],
        history=[*run.history, entry],
    )
    if moved is None:
        raise ToolError(
            f"run {run.id} was moved while its start call ran", error_class=ErrorClass.UNKNOWN
        )
    return await resolve_instance(runs, client, moved)


async def new_instance(client: DolphinClient, run: Run) -> Instance | None:
    """The instance this attempt created: by trigger code (3.2), else the newest instance of
    the definition that did not exist before the start call."""
    definition = definition_of(run)
    if run.trigger_code:
        found = await client.by_trigger(definition.project_ref, run.trigger_code)
        if found:
            return found[0]
    before = set(run.params.get("before") or [])
    known = {str(h.get("instance_id")) for h in run.history if h.get("instance_id")}
    fresh = [i for i in await client.instances(definition, limit=20) if i.id not in before]
    fresh = [i for i in fresh if i.id not in known or i.id == run.instance_id]
    if run.mode == "backfill" and run.schedule_time:
        day = run.schedule_time[:10]
        fresh = [i for i in fresh if not i.schedule_time or i.schedule_time.startswith(day)]
    return fresh[0] if fresh else None


async def resolve_instance(runs: RunStore, client: DolphinClient, run: Run) -> Run:
    """Attach the instance id when it can be found now; the monitor tries again otherwise."""
    if run.instance_id:
        return run
    try:
        instance = await new_instance(client, run)
    except ToolError:
        return run
    if instance is None:
        return run
    history = [dict(h) for h in run.history]
    if history:
        history[-1]["instance_id"] = instance.id
    moved = await runs.move(run, run.state, instance_id=instance.id, history=history)
    return moved or run
