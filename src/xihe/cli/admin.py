"""`xihe config show`, `xihe db upgrade`, `xihe tools list`: inspect and prepare an install."""

from __future__ import annotations

import asyncio

import typer
from rich.table import Table

from xihe.agents.catalog import all_tool_specs
from xihe.cli.common import state
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, fail, out
from xihe.core.errors import XiheError
from xihe.store.db import Store
from xihe.tools.registry import describe

config_app = typer.Typer(help="Inspect the effective settings.", no_args_is_help=True)
db_app = typer.Typer(help="Manage the database schema.", no_args_is_help=True)
tools_app = typer.Typer(help="Inspect the tools a model can be given.", no_args_is_help=True)


@config_app.command("show")
def config_show(ctx: typer.Context, output: OutputFormat = OUTPUT_OPTION) -> None:
    """Print the effective settings (file + environment) with secrets masked."""
    settings = state(ctx).settings(output)
    data = settings.masked()
    if output == OutputFormat.json:
        emit_json(data)
        return
    import tomli_w

    out.print(f"# source: {settings.config_path or 'defaults + environment'}", markup=False)
    out.print(tomli_w.dumps({k: v for k, v in data.items() if v is not None}), markup=False)


@db_app.command("upgrade")
def db_upgrade(ctx: typer.Context, output: OutputFormat = OUTPUT_OPTION) -> None:
    """Create or migrate the schema to the latest revision."""
    settings = state(ctx).settings(output)

    async def main() -> list[str]:
        store = Store(settings.database_url, schema=settings.database_schema)
        try:
            return await store.upgrade()
        finally:
            await store.close()

    try:
        heads = asyncio.run(main())
    except XiheError as exc:
        fail(exc, output)
    if output == OutputFormat.json:
        emit_json({"database": settings.masked()["database_url"], "revisions": heads})
    else:
        out.print(f"database at {settings.masked()['database_url']} is at {', '.join(heads)}")


@tools_app.command("list")
def tools_list(output: OutputFormat = OUTPUT_OPTION) -> None:
    """List every tool Xihe can give a model, with its side effect."""
    specs = [describe(s) for s in all_tool_specs()]
    if output == OutputFormat.json:
        emit_json(specs)
        return
    table = Table("name", "side effect", "idempotent", "description")
    for s in specs:
        table.add_row(
            s["name"], s["side_effect"], str(s["idempotent"]), s["description"].splitlines()[0]
        )
    out.print(table)
