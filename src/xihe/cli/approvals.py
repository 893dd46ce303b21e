"""`xihe approvals list|approve|reject`: a person decides, from any process, after any restart.

Approving resumes the paused task in this process: the approved call runs exactly once and
the model continues to its answer.
"""

from __future__ import annotations

import getpass
import json
from typing import Any

import typer

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, out
from xihe.core.errors import ConfigError, XiheError
from xihe.core.events import Event
from xihe.tools.approvals import Approval, ApprovalStore

app = typer.Typer(help="Decide tool calls that wait for a person.", no_args_is_help=True)

TENANT_OPTION = typer.Option("default", help="Tenant the approval belongs to")
BY_OPTION = typer.Option(None, "--by", help="Who decides (default: the OS user)")


def _store(runtime: Runtime) -> ApprovalStore:
    if runtime.approvals is None:
        raise ConfigError("this runtime has no approval store", hint="run `xihe db upgrade`")
    return runtime.approvals


def _who(by: str | None) -> str:
    if by:
        return by
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "cli"


@app.command("list")
def list_(
    ctx: typer.Context,
    tenant: str = TENANT_OPTION,
    all_: bool = typer.Option(False, "--all", help="Include decided approvals"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """List approvals waiting for a decision."""

    async def body(runtime: Runtime) -> list[Approval]:
        return await _store(runtime).find(tenant, None if all_ else "pending")

    found = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json([a.to_dict() for a in found])
        return
    if not found:
        err.print("[dim]no approvals pending[/]", markup=True)
        return
    for a in found:
        params = json.dumps(a.params, ensure_ascii=False)
        out.print(f"{a.id}  {a.status:<8} {a.tool}  {params}  by {a.principal}", markup=False)
        for warning in a.warnings:
            out.print(f"    warning: {warning}", markup=False)
    err.print(
        "[dim]next: xihe approvals approve ID · xihe approvals reject ID --reason ...[/]",
        markup=True,
    )


def _show(output: OutputFormat) -> Any:
    def show(event: Event) -> None:
        if output == OutputFormat.json:
            return
        if event.kind == "text_delta":
            out.print(event.text, end="", markup=False)
        elif event.kind == "tool_call" and event.tool_call is not None:
            args = json.dumps(event.tool_call.arguments, ensure_ascii=False)
            err.print(f"→ {event.tool_call.name} {args}", markup=False)
        elif event.kind == "tool_result":
            mark = "✓" if event.ok else "✗"
            err.print(f"  {mark} {event.text.replace(chr(10), ' ')[:160]}", markup=False)

    return show


def _decide(
    ctx: typer.Context,
    approval_id: str,
    *,
    approve: bool,
    tenant: str,
    by: str | None,
    reason: str | None,
    output: OutputFormat,
) -> None:
    who = _who(by)

    async def body(runtime: Runtime) -> dict[str, Any]:
        _store(runtime)
        decided = await runtime.loop().decide(
            tenant, approval_id, approve=approve, by=who, reason=reason, on_event=_show(output)
        )
        if decided.approval is None:
            raise XiheError(
                f"no approval '{approval_id}' in tenant '{tenant}'",
                hint="list pending ones with `xihe approvals list`",
            )
        task = decided.result
        return {
            "approval": decided.approval.to_dict(),
            "changed": decided.changed,
            "task": task.to_dict() if task is not None else None,
        }

    result = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(result)
        return
    approval = result["approval"]
    if not result["changed"]:
        err.print(
            f"[yellow]unchanged:[/] {approval_id} was already {approval['status']} by "
            f"{approval['decided_by']} at {approval['decided_at']}; nothing changed",
            markup=True,
        )
    else:
        err.print(f"{approval['status']}: {approval_id} ({approval['tool']})", markup=False)
    task = result["task"]
    if task is not None:
        out.print()
        err.print(f"[dim]task {task['status']} · {task['operation_id']}[/]", markup=True)
        if task["status"] == "input-required":
            err.print(task["answer"], markup=False)


@app.command()
def approve(
    ctx: typer.Context,
    approval_id: str = typer.Argument(..., help="The approval id (apr_...)"),
    tenant: str = TENANT_OPTION,
    by: str | None = BY_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Approve a pending call; the paused task resumes here and runs it exactly once."""
    _decide(ctx, approval_id, approve=True, tenant=tenant, by=by, reason=None, output=output)


@app.command()
def reject(
    ctx: typer.Context,
    approval_id: str = typer.Argument(..., help="The approval id (apr_...)"),
    reason: str | None = typer.Option(None, "--reason", help="Told to the model and audited"),
    tenant: str = TENANT_OPTION,
    by: str | None = BY_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Reject a pending call; the task resumes and the model is told it was refused."""
    _decide(ctx, approval_id, approve=False, tenant=tenant, by=by, reason=reason, output=output)


@app.command()
def resume(
    ctx: typer.Context,
    task_id: str = typer.Argument(..., help="The paused task's id (the first operation's id)"),
    tenant: str = TENANT_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Finish a decided task whose resuming process died; already-run calls are not repeated."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        store = _store(runtime)
        if not await store.reopen(tenant, task_id):
            raise XiheError(
                f"task '{task_id}' is not stuck: it is still paused, already finished, "
                "or unknown in this tenant",
                hint="decide a paused task with `xihe approvals approve|reject ID`; "
                "see finished ones with `xihe traces list`",
            )
        task = await runtime.loop().resume(task_id, tenant=tenant, on_event=_show(output))
        return {"task": task.to_dict() if task is not None else None}

    result = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(result)
    elif result["task"] is not None:
        out.print()
        err.print(f"[dim]task {result['task']['status']} · {result['task']['operation_id']}[/]")
