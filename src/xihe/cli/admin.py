"""`xihe config show`, `xihe db upgrade`, `xihe tools list`: inspect and prepare an install."""

from __future__ import annotations

from typing import Any

import typer
from rich.table import Table

from xihe.agents.catalog import all_tool_specs
from xihe.cli.common import state
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, fail, new_app, out
from xihe.core import aio
from xihe.core.errors import XiheError
from xihe.store.db import Store
from xihe.tools.registry import describe

config_app = new_app("Inspect the effective settings.")
db_app = new_app("Manage the database schema.")
tools_app = new_app("Inspect the tools a model can be given.")


@config_app.command("show")
def config_show(ctx: typer.Context, output: OutputFormat = OUTPUT_OPTION) -> None:
    """Print the effective settings (file + environment) with secrets masked."""
    settings = state(ctx).settings(output)
    data = settings.masked()
    if output == OutputFormat.json:
        emit_json(data)
        return
    import tomli_w

    unset: list[str] = []
    document = _toml_ready(data, "", unset)
    out.print(f"# source: {settings.config_path or 'defaults + environment'}")
    if unset:
        out.print(f"# unset: {', '.join(unset)}")
    out.print(tomli_w.dumps(document))


def _toml_ready(value: Any, path: str, unset: list[str]) -> Any:
    """TOML has no null: unset keys are left out (and named in `unset`), at any depth."""
    if isinstance(value, dict):
        kept = {}
        for key, item in value.items():
            where = f"{path}.{key}" if path else str(key)
            if item is None:
                unset.append(where)
            else:
                kept[key] = _toml_ready(item, where, unset)
        return kept
    if isinstance(value, list):
        return [_toml_ready(item, path, unset) for item in value if item is not None]
    return value


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
        heads = aio.run(main())
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
