"""`xihe traces list|show|export|import`: what the tracer recorded, in and out."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, fail, new_app, out, styled
from xihe.evolution.ingest import import_traces
from xihe.tracing.exchange import TraceImportError, export_operations, parse_since
from xihe.tracing.queries import get_operation, list_operations

app = new_app("Read recorded operations and their steps.")


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
            runtime.store,
            tenant=tenant,
            operation_id=operation_id,
            with_requests=requests,
            cipher=runtime.tracer.cipher,
        )

    operation = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(operation)
    else:
        print_operation(operation)


def print_operation(op: dict[str, Any]) -> None:
    tokens = op["input_tokens"] + op["output_tokens"]
    out.print(
        styled("[bold]{}[/] ", op["id"])
        + escape(
            f"{op['status']} · {op['duration_ms'] or 0:.0f} ms · "
            f"{tokens} tokens · model {op['model'] or '-'}"
        ),
        markup=True,
    )
    out.print(f"  input: {op['input']}", markup=False)
    for step in op["step_list"]:
        out.print(_step_line(step), markup=True)
        if step.get("request"):
            out.print(json.dumps(step["request"], ensure_ascii=False)[:400], markup=False)
    if op.get("error"):
        out.print(styled("  [red]error:[/] {}", op["error"]), markup=True)
    if op.get("answer"):
        out.print(f"  answer: {op['answer']}", markup=False)


def _step_line(step: dict[str, Any]) -> str:
    mark = {"ok": "[green]✓[/]", "error": "[red]✗[/]", "canceled": "[yellow]⊘[/]"}.get(
        step["status"], "?"
    )
    head = f"  {mark} " + escape(f"step {step['seq']} {step['type']} {step['duration_ms']:.0f} ms")
    if step["type"] == "call_llm":
        tokens = f"in {step['input_tokens'] or 0} / out {step['output_tokens'] or 0}"
        calls = ", ".join(c["name"] for c in step.get("tool_calls") or [])
        body = escape(f" {step['model']} ({step['provider']}) {tokens}")
        body += escape(f" → {calls}") if calls else ""
    else:
        args = json.dumps(step.get("tool_input") or {}, ensure_ascii=False)[:120]
        body = escape(f" {step['tool_name']} {args}")
    if step.get("error_message"):
        status = f" {step['error_status']}" if step.get("error_status") else ""
        body += styled(
            "\n      [red]{}{}:[/] {}", step["error_class"], status, step["error_message"]
        )
    return head + body


@app.command("export")
def export_cmd(
    ctx: typer.Context,
    since: str | None = typer.Option(None, help="Only operations started since: 24h, 7d or a date"),
    tenant: str = typer.Option("default"),
    output: str = typer.Option("-", "--output", "-o", help="File to write, - for stdout"),
) -> None:
    """Write operations with their steps as JSONL, one operation per line."""

    async def body(runtime: Runtime) -> int:
        start = parse_since(since, runtime.clock.now()) if since else None
        target = None if output == "-" else Path(output)
        partial = target.with_name(target.name + ".part") if target else None
        handle = partial.open("w", encoding="utf-8") if partial else sys.stdout
        count = 0
        try:
            async for record in export_operations(
                runtime.store, tenant=tenant, cipher=runtime.tracer.cipher, since=start
            ):
                handle.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
                count += 1
        finally:
            if partial is not None:
                handle.close()
        if partial is not None and target is not None:
            partial.replace(target)
        return count

    count = run_async(ctx, OutputFormat.text, body)
    if output != "-":
        err.print(f"exported {count} operations to {output}")


@app.command("import")
def import_cmd(
    ctx: typer.Context,
    file: str = typer.Argument(..., help="`xihe traces export` JSONL or OTLP JSON; - for stdin"),
    tenant: str = typer.Option("default", help="Tenant the operations are stored for"),
    fmt: str = typer.Option("auto", "--format", help="auto, xihe or otlp"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Import operations from another agent (or another Xihe); failures become matched errors."""
    try:
        text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        fail(TraceImportError(f"cannot read {file}: {exc}", hint="give a readable file"), output)

    async def body(runtime: Runtime) -> dict[str, Any]:
        result = await import_traces(
            runtime.store,
            text,
            tenant=tenant,
            cipher=runtime.tracer.cipher,
            fmt=fmt,
            source=file,
            clock=runtime.clock,
            ids=runtime.ids,
        )
        return result.to_dict()

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(
        f"imported {data['operations']} operations ({data['format']}), {data['steps']} steps; "
        f"{data['errors']} errors recorded, {data['errors_matched']} matched a pattern"
    )
    if data["errors"] > data["errors_matched"]:
        out.print("next: `xihe inspect` to classify the unmatched ones")
