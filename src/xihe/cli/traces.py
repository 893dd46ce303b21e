"""`xihe traces list|show`: what the tracer recorded."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.table import Table

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, out
from xihe.tracing.queries import get_operation, list_operations

app = typer.Typer(help="Read recorded operations and their steps.", no_args_is_help=True)


@app.command("list")
def list_cmd(
    ctx: typer.Context,
    limit: int = typer.Option(20, help="How many, newest first"),
    status: str | None = typer.Option(None, help="completed, failed, canceled, running"),
    tenant: str = typer.Option("default"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """List recent operations."""

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        return await list_operations(runtime.store, tenant=tenant, limit=limit, status=status)

    rows = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    table = Table("id", "started", "status", "steps", "tokens", "model", "input")
    for r in rows:
        table.add_row(
            r["id"],
            str(r["started_at"])[:19],
            r["status"],
            str(r["steps"]),
            str(r["input_tokens"] + r["output_tokens"]),
            r["model"] or "-",
            (r["input"] or "")[:50],
        )
    out.print(table)


@app.command("show")
def show_cmd(
    ctx: typer.Context,
    operation_id: str = typer.Argument(..., help="Operation id (a unique prefix is enough)"),
    requests: bool = typer.Option(False, help="Include the exact request of each model step"),
    tenant: str = typer.Option("default"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Show one operation step by step."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        return await get_operation(
            runtime.store, tenant=tenant, operation_id=operation_id, with_requests=requests
        )

    operation = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(operation)
    else:
        print_operation(operation)


def print_operation(op: dict[str, Any]) -> None:
    tokens = op["input_tokens"] + op["output_tokens"]
    out.print(
        f"[bold]{op['id']}[/] {op['status']} · {op['duration_ms'] or 0:.0f} ms · "
        f"{tokens} tokens · model {op['model'] or '-'}",
        markup=True,
    )
    out.print(f"  input: {op['input']}", markup=False)
    for step in op["step_list"]:
        out.print(_step_line(step), markup=True)
        if step.get("request"):
            out.print(json.dumps(step["request"], ensure_ascii=False)[:400], markup=False)
    if op.get("error"):
        out.print(f"  [red]error:[/] {op['error']}", markup=True)
    if op.get("answer"):
        out.print(f"  answer: {op['answer']}", markup=False)


def _step_line(step: dict[str, Any]) -> str:
    mark = {"ok": "[green]✓[/]", "error": "[red]✗[/]", "canceled": "[yellow]⊘[/]"}.get(
        step["status"], "?"
    )
    head = f"  {mark} step {step['seq']} {step['type']} {step['duration_ms']:.0f} ms"
    if step["type"] == "call_llm":
        tokens = f"in {step['input_tokens'] or 0} / out {step['output_tokens'] or 0}"
        calls = ", ".join(c["name"] for c in step.get("tool_calls") or [])
        body = f" {step['model']} ({step['provider']}) {tokens}"
        body += f" → {calls}" if calls else ""
    else:
        args = json.dumps(step.get("tool_input") or {}, ensure_ascii=False)[:120]
        body = f" {step['tool_name']} {args}"
    if step.get("error_message"):
        status = f" {step['error_status']}" if step.get("error_status") else ""
        body += f"\n      [red]{step['error_class']}{status}:[/] {step['error_message']}"
    return head + body
