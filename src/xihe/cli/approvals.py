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
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, new_app, out, styled
from xihe.core.errors import ConfigError, XiheError
from xihe.core.events import Event
from xihe.tools.approvals import Approval, ApprovalStore

app = new_app("Decide tool calls that wait for a person.")

TENANT_OPTION = typer.Option(
    None, "--tenant", help="Tenant the approval belongs to (default: found from the id)"
)
LIST_TENANT_OPTION = typer.Option(None, "--tenant", help="Only this tenant (default: every tenant)")
BY_OPTION = typer.Option(None, "--by", help="Who decides (default: the OS user)")


def _store(runtime: Runtime) -> ApprovalStore:
    if runtime.approvals is None:
        raise ConfigError("this runtime has no approval store", hint="run `xihe db upgrade`")
    return runtime.approvals


async def _tenants(store: ApprovalStore) -> list[str]:
    """Every tenant holding approvals: the local operator sees them all (approvals raised
    through the gateway belong to the caller's tenant, not `default`)."""
    from sqlalchemy import select

    from xihe.store.tables import tool_approvals

    query = select(tool_approvals.c.tenant).distinct().order_by(tool_approvals.c.tenant)
    async with store.store.connect() as conn:
        return [str(row[0]) for row in await conn.execute(query)]


async def _tenant_of(store: ApprovalStore, approval_id: str, tenant: str | None) -> str:
    """The tenant named, or the one holding `approval_id`."""
    if tenant is not None:
        return tenant
    for candidate in await _tenants(store):
        if await store.get(candidate, approval_id) is not None:
            return candidate
    raise XiheError(
        f"no approval '{approval_id}' in any tenant",
        hint="list them with `xihe approvals list --all`",
    )


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
    tenant: str | None = LIST_TENANT_OPTION,
    all_: bool = typer.Option(False, "--all", help="Include decided approvals"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """List approvals waiting for a decision, in every tenant unless --tenant is given."""

    async def body(runtime: Runtime) -> list[Approval]:
        store = _store(runtime)
        status = None if all_ else "pending"
        tenants = [tenant] if tenant is not None else await _tenants(store)
        found = [a for t in tenants for a in await store.find(t, status)]
        return sorted(found, key=lambda a: a.created_at)

    found = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json([a.to_dict() for a in found])
        return
    if not found:
        where = f" in tenant {tenant}" if tenant is not None else ""
        err.print(f"no approvals {'recorded' if all_ else 'pending'}{where}", style="dim")
        return
    for a in found:
        params = json.dumps(a.params, ensure_ascii=False)
        out.print(f"{a.id}  {a.status:<8} {a.tenant}  {a.tool}  {params}  by {a.principal}")
        for warning in a.warnings:
            out.print(f"    warning: {warning}", markup=False)
    err.print(
        "next: xihe approvals approve ID · xihe approvals reject ID --reason ...", style="dim"
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
    tenant: str | None,
    by: str | None,
    reason: str | None,
    output: OutputFormat,
) -> None:
    who = _who(by)

    async def body(runtime: Runtime) -> dict[str, Any]:
        owner = await _tenant_of(_store(runtime), approval_id, tenant)
        decided = await runtime.loop().decide(
            owner, approval_id, approve=approve, by=who, reason=reason, on_event=_show(output)
        )
        if decided.approval is None:
            raise XiheError(
                f"no approval '{approval_id}' in tenant '{owner}'",
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
            styled(
                "[yellow]unchanged:[/] {} was already {} by {} at {}; nothing changed",
                approval_id,
                approval["status"],
                approval["decided_by"],
                approval["decided_at"],
            ),
            markup=True,
        )
    else:
        err.print(f"{approval['status']}: {approval_id} ({approval['tool']})", markup=False)
    task = result["task"]
    if task is not None:
        out.print()
        err.print(styled("[dim]task {} · {}[/]", task["status"], task["operation_id"]), markup=True)
        if task["status"] == "input-required":
            err.print(task["answer"], markup=False)


@app.command()
def approve(
    ctx: typer.Context,
    approval_id: str = typer.Argument(..., help="The approval id (apr_...)"),
    tenant: str | None = TENANT_OPTION,
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
    tenant: str | None = TENANT_OPTION,
    by: str | None = BY_OPTION,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Reject a pending call; the task resumes and the model is told it was refused."""
    _decide(ctx, approval_id, approve=False, tenant=tenant, by=by, reason=reason, output=output)


@app.command()
def resume(
    ctx: typer.Context,
    task_id: str = typer.Argument(..., help="The paused task's id (the first operation's id)"),
    tenant: str = typer.Option("default", "--tenant", help="Tenant the task belongs to"),
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
        err.print(
            f"task {result['task']['status']} · {result['task']['operation_id']}", style="dim"
        )
