"""The `xihe` entry point: one typer app, each area in its own module.

`xihe k8s ...` runs on a small app of its own (see `xihe.cli.k8s.standalone`), so it starts
without importing the database or the agent loop; everything else gets the full app, built
on first use (`xihe.cli.main.app`).
"""

from __future__ import annotations

import logging
import sys
from functools import cache

import typer

_GLOBAL_OPTIONS_WITH_VALUE = ("--config", "-c")


def _build() -> typer.Typer:
    from xihe.cli import admin, approvals, audit, k8s, review, run, traces
    from xihe.cli import evolution as evolution_cli
    from xihe.cli import keys as keys_cli
    from xihe.cli import serve as serve_cli
    from xihe.cli import session as session_cli
    from xihe.cli.common import state
    from xihe.cli.sanitize import sanitize as sanitize_cmd

    app = typer.Typer(
        name="xihe",
        help="Xihe: a harness and gateway for LLM agents.",
        no_args_is_help=True,
        pretty_exceptions_enable=False,
    )

    @app.callback()
    def root(
        ctx: typer.Context,
        config: str | None = typer.Option(
            None, "--config", "-c", envvar="XIHE_CONFIG", help="Path to xihe.toml"
        ),
        verbose: bool = typer.Option(False, "--verbose", "-v", help="Log at debug level"),
    ) -> None:
        state(ctx).config = config
        logging.basicConfig(
            level=logging.DEBUG if verbose else logging.WARNING,
            format="%(levelname)s %(name)s: %(message)s",
        )

    app.command()(run.run)
    app.command()(run.chat)
    app.command()(run.demo)
    app.command()(serve_cli.serve)
    app.add_typer(keys_cli.app, name="keys")
    app.add_typer(traces.app, name="traces")
    app.add_typer(session_cli.app, name="session")
    app.add_typer(session_cli.context_app, name="context")
    app.command("sanitize")(sanitize_cmd)
    app.add_typer(evolution_cli.errors_app, name="errors")
    app.add_typer(evolution_cli.patterns_app, name="patterns")
    app.command("inspect")(evolution_cli.inspect)
    app.command("behavior")(evolution_cli.behavior)
    app.command("simulate")(evolution_cli.simulate_cmd)
    app.add_typer(admin.config_app, name="config")
    app.add_typer(admin.db_app, name="db")
    app.add_typer(admin.tools_app, name="tools")
    app.add_typer(k8s.app, name="k8s")
    app.add_typer(review.app, name="review")
    app.add_typer(approvals.app, name="approvals")
    app.command("audit")(audit.audit)

    return app


@cache
def _app() -> typer.Typer:
    return _build()


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
