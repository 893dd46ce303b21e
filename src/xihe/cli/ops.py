"""`xihe ops run|status|alerts`: DolphinScheduler workflows under policy, watched to the end.

`run` plans with the model route in `[ops] route` (or `--model`), else with the offline rule
planner; either way the start waits for a person's approval and runs once. `--wait` and
`status --watch` drive the monitor job here, showing progress while the workflow runs;
`monitor` runs it until stopped, for runs nobody is watching.
"""

from __future__ import annotations

import asyncio
import getpass
from typing import Any

import typer

from xihe.agent.runtime import Runtime
from xihe.agents.ops.runs import Run
from xihe.agents.ops.service import OpsService
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, new_app, out
from xihe.core.errors import XiheError
from xihe.jobs.scheduler import Scheduler

app = new_app("Run DolphinScheduler workflows; watch runs; read alerts.")

TENANT_OPTION = typer.Option("default", help="Tenant the runs belong to")


def _who() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "cli"


def _progress(output: OutputFormat) -> Any:
    seen: dict[str, str] = {}

    def show(run: Run) -> None:
        if output == OutputFormat.json:
            return
        line = f"{run.state} · attempt {run.attempt} · instance {run.instance_id or '-'}"
        if run.ds_state:
            line += f" · {run.ds_state}"
        if seen.get(run.id) != line:
            seen[run.id] = line
            err.print(f"[cyan]{run.id}[/] {line}", markup=True)

    return show


def _print_run(run: dict[str, Any]) -> None:
    cause = run.get("cause") or {}
    out.print(
        f"{run['run_id']}  {run['state']:<10} {run['workflow']}  "
        f"{run['schedule_time'] or 'now'}  attempt {run['attempt']}  "
        f"instance {run['instance_id'] or '-'}",
        markup=False,
    )
    if cause:
        out.print(f"    cause: {cause.get('label')} — {cause.get('summary', '')}", markup=False)
    if run.get("error"):
        out.print(f"    {run['error']}", markup=False)


@app.command("run")
def run_cmd(
    ctx: typer.Context,
    request: str = typer.Argument(
        ..., help='What to do, e.g. "backfill nightly sales for 2026-11-30"'
    ),
    model: str | None = typer.Option(None, "--model", "-m", help="Plan with this model route"),
    project: str | None = typer.Option(None, help="DolphinScheduler project"),
    confirm_overwrite: bool = typer.Option(
        False, "--confirm-overwrite", help="Second confirmation for overwrite/rollback/delete"
    ),
    wait: bool = typer.Option(False, "--wait", help="Watch the run until it ends"),
    timeout: float | None = typer.Option(None, help="Stop watching after this many seconds"),
    tenant: str = TENANT_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Plan a request, start the workflow once a person approves, optionally watch it."""
    who = _who()

    async def body(runtime: Runtime) -> dict[str, Any]:
        service = OpsService(runtime, tenant=tenant)
        done = await service.run(
            request,
            principal=who,
            role="admin",  # the local operator; the start still waits for an approval
            route=model,
            project=project,
            confirm_overwrite=confirm_overwrite,
        )
        result = done.to_dict()
        if wait and done.run is not None:
            final = await service.watch(
                done.run["run_id"], on_tick=_progress(output), timeout=timeout
            )
            result["run"] = final.to_dict()
        return result

    result = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(result)
    else:
        mark = {"completed": "green", "input-required": "yellow"}.get(result["status"], "red")
        err.print(f"[{mark}]{result['status']}:[/] {result['message']}", markup=True)
        for name in result["candidates"]:
            out.print(f"    candidate: {name}", markup=False)
        if result["run"]:
            _print_run(result["run"])
            if not wait:
                err.print(f"[dim]next: xihe ops status {result['run']['run_id']} --watch[/]")
    if result["status"] == "failed" or (result["run"] or {}).get("state") in _BAD:
        raise typer.Exit(1)


_BAD = ("FAILURE", "TIMEOUT", "UNKNOWN")


@app.command("status")
def status_cmd(
    ctx: typer.Context,
    run_id: str | None = typer.Argument(None, help="A run id (opr_...); omitted: recent runs"),
    watch: bool = typer.Option(False, "--watch", help="Drive the monitor until the run ends"),
    timeout: float | None = typer.Option(None, help="Stop watching after this many seconds"),
    limit: int = typer.Option(20, help="How many runs, newest first"),
    tenant: str = TENANT_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Show runs and their states; `--watch` follows one to its end."""

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        service = OpsService(runtime, tenant=tenant)
        if run_id and watch:
            final = await service.watch(run_id, on_tick=_progress(output), timeout=timeout)
            return [final.to_dict()]
        if run_id:
            found = await service.runs.get(tenant, run_id)
            if found is None:
                raise XiheError(
                    f"no run '{run_id}' in tenant '{tenant}'",
                    hint="list runs with `xihe ops status`",
                )
            return [found.to_dict()]
        return [r.to_dict() for r in await service.runs.find(tenant, limit=limit)]

    runs = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(runs if run_id is None else runs[0])
        return
    if not runs:
        err.print('[dim]no runs yet · start one with xihe ops run "..."[/]', markup=True)
    for run in runs:
        _print_run(run)


@app.command("alerts")
def alerts_cmd(
    ctx: typer.Context,
    limit: int = typer.Option(30, help="How many, newest first"),
    flush: bool = typer.Option(False, "--flush", help="Send what is due now (grouped, limited)"),
    tenant: str = TENANT_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Alerts queued and sent to the WeCom robot, and the grouped messages that carried them."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        monitor = OpsService(runtime, tenant=tenant).monitor()
        flushed = await monitor.tick() if flush else None
        return {
            "flushed": flushed["alerts"] if flushed else None,
            "alerts": await monitor.alerter.recent(tenant, limit),
            "messages": await monitor.alerter.sends(tenant, limit),
        }

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    if data["flushed"]:
        err.print(f"[dim]flush: {data['flushed']}[/]", markup=True)
    for alert in data["alerts"]:
        out.print(
            f"{alert['created_at'][:19]}  {alert['status']:<8} {alert['workflow']}  "
            f"{alert['cause']}  run {alert['run_id'] or '-'}",
            markup=False,
        )
    for message in data["messages"]:
        out.print(
            f"sent {message['sent_at'][:19]}  {message['status']:<6} {message['group']}  "
            f"{message['alerts']} alert(s): {', '.join(message['workflows'])}",
            markup=False,
        )
    if not data["alerts"] and not data["messages"]:
        err.print("[dim]no alerts[/]", markup=True)


@app.command("monitor")
def monitor_cmd(
    ctx: typer.Context,
    once: bool = typer.Option(False, "--once", help="One tick, then exit"),
    tenant: str = TENANT_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Run the monitor job until Ctrl-C: advances every open run, retries, sends alerts."""

    async def body(runtime: Runtime) -> dict[str, Any] | None:
        monitor = OpsService(runtime, tenant=tenant).monitor()
        if once:
            return await monitor.tick()
        scheduler = Scheduler(runtime.store, [monitor.job()], clock=runtime.clock)
        err.print(f"[dim]ops monitor · tenant {tenant} · Ctrl-C stops[/]", markup=True)
        try:
            await scheduler.run_forever(asyncio.Event(), poll_seconds=monitor.ops.poll_seconds)
        except asyncio.CancelledError:
            return None
        return None

    summary = run_async(ctx, output, body)
    if summary is not None:
        if output == OutputFormat.json:
            emit_json(summary)
        else:
            out.print(f"open {summary['open']} · moved {summary['moved']} · {summary['alerts']}")
