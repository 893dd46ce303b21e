"""`xihe code index|search|ask|list`: the code question-answerer from the command line.

`index` and `search` work offline on the index file alone (no database, no model); `ask`
opens the runtime and answers through the agent loop with checked citations.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from xihe.agent.runtime import Runtime
from xihe.agents.code.ask import AskResult, ask
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.service import (
    embedder,
    list_indexes,
    open_index,
    searcher,
    with_default_index,
)
from xihe.cli.common import run_async, state
from xihe.cli.output import (
    FAILED,
    OUTPUT_OPTION,
    OutputFormat,
    emit_json,
    err,
    fail,
    new_app,
    out,
    styled,
)
from xihe.core.errors import XiheError

app = new_app("Index a repository, search it, and ask questions answered with citations.")

NAME = typer.Option(None, "--name", "-n", help="Index name (default: [code].default_index)")
TENANT = typer.Option("default", "--tenant", help="Tenant the index belongs to")


@app.command("index")
def index_cmd(
    ctx: typer.Context,
    path: Path = typer.Argument(..., help="Repository folder to index"),
    name: str | None = NAME,
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Parse PATH into function, method, class and file chunks; re-indexing only re-reads
    files whose content changed."""
    settings = state(ctx).settings(output)
    if not path.is_dir():
        fail(f"{path} is not a folder; pass the repository root", output)
    try:
        store = open_index(settings, name, tenant=tenant, create=True)
        found = embedder(settings)
    except XiheError as exc:
        fail(exc, output)
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[file]}"),
        console=err,
        disable=output == OutputFormat.json,
        transient=True,
    )
    try:
        with progress:
            task = progress.add_task("indexing", total=None, file="")

            def step(done: int, total: int, current: str) -> None:
                progress.update(task, completed=done, total=total, file=current[-60:])

            report = index_repository(store, path, progress=step, embedder=found)
    except XiheError as exc:
        fail(exc, output, FAILED)
    finally:
        store.close()
    if output == OutputFormat.json:
        emit_json({"index": name or settings.code.default_index, **report.to_dict()})
        return
    s = report.stats
    out.print(
        f"indexed {path}: {report.files_changed} files parsed, {report.files_unchanged} "
        f"unchanged, {report.files_removed} removed in {report.seconds:.2f}s; index holds "
        f"{s.get('files', 0)} files, {s.get('lines', 0)} lines, {s.get('chunks', 0)} chunks, "
        f"{s.get('calls', 0)} calls"
    )
    if report.vectors_computed:
        out.print(f"embedded {report.vectors_computed} new chunk texts")
    for skipped in report.skipped[:20]:
        err.print(styled("[yellow]skipped:[/] {}", skipped), markup=True)


@app.command("search")
def search_cmd(
    ctx: typer.Context,
    query: str = typer.Argument(..., help="What to look for (words, a symbol, a question)"),
    name: str | None = NAME,
    tenant: str = TENANT,
    limit: int = typer.Option(5, "--limit", "-k", min=1, max=50, help="How many hits"),
    budget: int | None = typer.Option(None, "--budget", help="Token budget for code and chains"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Keyword, exact-symbol and vector results fused, each hit with callers and callees."""
    settings = state(ctx).settings(output)
    try:
        store = open_index(settings, name, tenant=tenant)
        try:
            found = searcher(settings, store, name).search(
                query, limit=limit, budget_tokens=budget or settings.code.budget_tokens
            )
        finally:
            store.close()
    except XiheError as exc:
        fail(exc, output)
    if output == OutputFormat.json:
        emit_json(found.model_dump())
        return
    out.print(found.markdown())


@app.command("ask")
def ask_cmd(
    ctx: typer.Context,
    question: str = typer.Argument(..., help="The question"),
    name: str | None = NAME,
    tenant: str = TENANT,
    route: str | None = typer.Option(None, "--route", help="Route or model ([code].route)"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Answer through the agent loop; every path:line cited is checked against the index."""
    settings = state(ctx).settings(output)

    async def body(runtime: Runtime) -> AskResult:
        store = open_index(settings, name, tenant=tenant)
        # the code.* tools the model calls read this index unless told another
        scoped = with_default_index(settings, name)
        try:
            found = searcher(scoped, store, name).search(
                question, limit=5, budget_tokens=settings.code.budget_tokens
            )
            loop = dataclasses.replace(runtime, settings=scoped).loop()
            return await ask(scoped, loop, store, found, question, tenant=tenant, route=route)
        finally:
            store.close()

    result = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(result.model_dump())
    else:
        out.print(result.markdown())
    if result.status != "completed":
        raise typer.Exit(FAILED)


@app.command("list")
def list_cmd(
    ctx: typer.Context, tenant: str = TENANT, output: OutputFormat = OUTPUT_OPTION
) -> None:
    """The indexes of a tenant with their size."""
    settings = state(ctx).settings(output)
    rows = []
    for index in list_indexes(settings, tenant):
        store = open_index(settings, index, tenant=tenant)
        try:
            rows.append({"name": index, "root": store.meta("root"), **store.stats()})
        finally:
            store.close()
    if output == OutputFormat.json:
        emit_json(rows)
        return
    if not rows:
        out.print("no code indexes yet; build one with: xihe code index PATH --name NAME")
    for row in rows:
        out.print(f"{row['name']}: {row['files']} files, {row['chunks']} chunks ({row['root']})")
