"""How the CLI speaks: JSON for machines, rich text for people, errors with a next step."""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from typing import Any, NoReturn

import typer
from rich.console import Console

from xihe.core.errors import XiheError

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)


class OutputFormat(StrEnum):
    text = "text"
    json = "json"


OUTPUT_OPTION = typer.Option(OutputFormat.text, "--output", "-o", help="text or json")


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")
    sys.stdout.flush()


def fail(exc: XiheError | str, output: OutputFormat = OutputFormat.text, code: int = 2) -> NoReturn:
    """Print one error with what to do next, then exit non-zero."""
    message = exc.message if isinstance(exc, XiheError) else exc
    hint = exc.hint if isinstance(exc, XiheError) else None
    if output == OutputFormat.json:
        kind = exc.error_class.value if isinstance(exc, XiheError) else "error"
        emit_json({"error": {"message": message, "type": kind, "hint": hint}})
    else:
        err.print(f"[bold red]error:[/] {message}", markup=True)
        if hint:
            err.print(f"[yellow]next:[/] {hint}", markup=True)
    raise typer.Exit(code)
