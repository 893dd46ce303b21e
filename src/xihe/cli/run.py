"""`xihe run`, `xihe chat` and `xihe demo`: tasks through the one agent loop."""

from __future__ import annotations

import json

import typer
from rich.markup import escape

from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async, split_csv, state
from xihe.cli.output import (
    FAILED,
    OUTPUT_OPTION,
    WAITING,
    OutputFormat,
    emit_json,
    err,
    out,
    styled,
)
from xihe.cli.traces import print_operation
from xihe.core.events import Event, RunResult
from xihe.core.messages import Message
from xihe.tracing.queries import get_operation

DEMO_PROMPT = "Which artists in the sample music database have the most albums?"


def _printer(output: OutputFormat) -> tuple[object, list[bool]]:
    streamed = [False]

    def show(event: Event) -> None:
        if output == OutputFormat.json:
            return
        if event.kind == "text_delta":
            out.print(event.text, end="", markup=False)
            streamed[0] = True
        elif event.kind == "tool_call" and event.tool_call is not None:
            if streamed[0]:
                out.print()
                streamed[0] = False
            args = json.dumps(event.tool_call.arguments, ensure_ascii=False)
            err.print(styled("[cyan]→ {}[/] {}", event.tool_call.name, args), markup=True)
        elif event.kind == "tool_result":
            mark = "[green]✓[/]" if event.ok else "[red]✗[/]"
            preview = event.text.replace("\n", " ")[:160]
            err.print(f"  {mark} {escape(preview)}", markup=True)
        elif event.kind == "fallback":
            err.print(styled("[yellow]fallback:[/] {}", event.text), markup=True)
        elif event.kind == "error":
            err.print(styled("[red]error:[/] {}", event.text), markup=True)

    return show, streamed


def _summary(result: RunResult) -> str:
    tokens = result.usage.input_tokens + result.usage.output_tokens
    tried = (
        f" · fallbacks tried: {', '.join(result.fallbacks_tried)}" if result.fallbacks_tried else ""
    )
    return (
        f"{result.status} · {result.operation_id} · {result.steps} steps · "
        f"{tokens} tokens · model {result.model or '-'}{tried}"
    )


def _run_one(ctx: typer.Context, task: Task, output: OutputFormat) -> RunResult:
    show, streamed = _printer(output)

    async def body(runtime: Runtime) -> RunResult:
        return await runtime.loop().run(task, on_event=show)  # type: ignore[arg-type]

    result = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(result.to_dict())
    else:
        if streamed[0]:
            out.print()
        err.print(_summary(result), style="dim")
        if result.status == "input-required":
            err.print(styled("[yellow]paused:[/] {}", result.answer), markup=True)
        if result.status == "failed":
            err.print(styled("[red]failed:[/] {}", result.error), markup=True)
            err.print(
                styled("[yellow]next:[/] xihe traces show {}", result.operation_id), markup=True
            )
    if result.status == "input-required":
        if output == OutputFormat.text:
            err.print("next: xihe approvals list, then approve or reject; the task resumes")
        raise typer.Exit(WAITING)
    if result.status != "completed":
        raise typer.Exit(FAILED)
    return result


def run(
    ctx: typer.Context,
    prompt: str = typer.Argument(..., help="What to ask"),
    model: str | None = typer.Option(None, "--model", "-m", help="A route or model name"),
    tools: list[str] | None = typer.Option(
        None, "--tools", "-t", help="Tool names or globs (comma-separated or repeated)"
    ),
    tenant: str = typer.Option("default", help="Tenant to record the run under"),
    max_steps: int | None = typer.Option(None, help="Model calls allowed (default 15)"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Run one task and print the answer.

    Exits 0 when the task completed, 1 when it failed, 3 when it waits for an approval
    (`xihe approvals list`).
    """
    task = Task(
        prompt=prompt,
        tools=tuple(split_csv(tools) or ()) if tools else None,
        route=model,
        tenant=tenant,
        max_steps=max_steps,
        role="admin",  # the local operator, who holds the database
        kind="cli",
    )
    _run_one(ctx, task, output)


def chat(
    ctx: typer.Context,
    model: str | None = typer.Option(None, "--model", "-m"),
    tools: list[str] | None = typer.Option(None, "--tools", "-t"),
    tenant: str = typer.Option("default"),
) -> None:
    """An interactive session: each line is a task that sees the conversation so far."""
    settings = state(ctx).settings()
    err.print(
        f"xihe chat · route {model or settings.default_route} · empty line or Ctrl-D ends",
        style="dim",
    )
    history: list[Message] = []
    while True:
        try:
            line = input("you> ").strip()
        except EOFError:
            break
        if not line or line in ("exit", "quit"):
            break
        task = Task(
            prompt=line,
            history=tuple(history),
            tools=tuple(split_csv(tools) or ()) if tools else None,
            route=model,
            tenant=tenant,
            role="admin",  # the local operator, who holds the database
            kind="chat",
        )
        try:
            result = _run_one(ctx, task, OutputFormat.text)
        except typer.Exit:
            continue
        history += [Message(role="user", content=line), Message("assistant", result.answer)]


def demo(ctx: typer.Context, output: OutputFormat = OUTPUT_OPTION) -> None:
    """Run the offline demo: the scripted model queries the sample database, then the trace."""
    task = Task(prompt=DEMO_PROMPT, route="demo", tools=("sql.query",), kind="demo")
    if output == OutputFormat.text:
        err.print(styled("[bold]demo task:[/] {}", DEMO_PROMPT), markup=True)
    result = _run_one(ctx, task, OutputFormat.json if output == OutputFormat.json else output)

    async def trace(runtime: Runtime) -> dict[str, object]:
        return await get_operation(
            runtime.store, tenant="default", operation_id=result.operation_id
        )

    operation = run_async(ctx, output, trace)
    if output == OutputFormat.text:
        print_operation(operation)
        err.print('[dim]next: xihe traces list · xihe run "..." --model NAME[/]', markup=True)
