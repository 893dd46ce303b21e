"""The `xihe` entry point: one typer app, each area in its own module.

`xihe k8s ...` runs on a small click app of its own (see `xihe.cli.k8s.standalone`), so it
starts without importing typer, pydantic, the database or the agent loop; everything else
gets the full app, built on first use (`xihe.cli.main.app`).
"""

from __future__ import annotations

import sys
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer

_GLOBAL_OPTIONS_WITH_VALUE = ("--config", "-c")


@cache
def _app() -> typer.Typer:
    from xihe.cli.app import build

    return build()


def __getattr__(name: str) -> typer.Typer:
    if name == "app":
        return _app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _command(argv: list[str]) -> str | None:
    """The subcommand named on the command line, past the global options."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _GLOBAL_OPTIONS_WITH_VALUE:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def main() -> None:
    if _command(sys.argv[1:]) == "k8s":
        from xihe.cli.k8s import standalone

        standalone()()
        return
    _app()()
