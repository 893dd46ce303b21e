"""How the CLI speaks: JSON for machines, rich text for people, errors with a next step.

Rich markup is off by default on both consoles and in help: user text such as `[models.fast]`
or `[gateway].host` is printed as written. Styled lines pass `markup=True` and escape what
they interpolate (`styled`)."""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from xihe.core.errors import XiheError

out = Console(highlight=False, soft_wrap=True, markup=False)
err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False)

# Exit codes, the same for every command (documented in docs/cli.md).
DONE = 0
FAILED = 1
USAGE = 2
WAITING = 3


def new_app(help: str, **options: Any) -> typer.Typer:
    """A command group whose help is printed as written (no rich markup to eat brackets)."""
    return typer.Typer(help=help, no_args_is_help=True, rich_markup_mode=None, **options)


def styled(template: str, *values: object) -> str:
    """`template` is rich markup with `{}` slots; each value is escaped into its slot."""
    return template.format(*(escape(str(v)) for v in values))


class OutputFormat(StrEnum):
    text = "text"
    json = "json"


OUTPUT_OPTION = typer.Option(OutputFormat.text, "--output", "-o", help="text or json")


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")
    sys.stdout.flush()


def fail(
    exc: XiheError | str, output: OutputFormat = OutputFormat.text, code: int = USAGE
) -> NoReturn:
    """Print one error with what to do next, then exit non-zero."""
    message = exc.message if isinstance(exc, XiheError) else exc
    hint = exc.hint if isinstance(exc, XiheError) else None
    if output == OutputFormat.json:
        kind = exc.error_class.value if isinstance(exc, XiheError) else "error"
        emit_json({"error": {"message": message, "type": kind, "hint": hint}})
    else:
        err.print(styled("[bold red]error:[/] {}", message), markup=True)
        if hint:
            err.print(styled("[yellow]next:[/] {}", hint), markup=True)
    raise typer.Exit(code)
