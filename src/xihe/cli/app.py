"""The full `xihe` typer app, built on first use by `xihe.cli.main`."""

from __future__ import annotations

import logging
from typing import Any

import click
import typer


def mount_click(parent: typer.Typer, name: str, group: click.Group, obj: Any) -> None:
    """Forward `xihe NAME ...` to a plain click group, its arguments untouched, so the full
    app lists it and runs the same commands; `obj(ctx)` builds what the group finds at its
    root (the `--config` path)."""

    @parent.command(
        name,
        help=group.help,
        add_help_option=False,
        context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
    )
    def forward(ctx: typer.Context) -> None:
        group.main(args=ctx.args, prog_name=f"xihe {name}", obj=obj(ctx))


EXIT_CODES_HELP = (
    "Xihe: a harness and gateway for LLM agents.\n\n"
    "Exit codes: 0 done, 1 failed, 2 bad input or usage, 3 waiting for approval."
)


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"xihe {version('xihe')}")
        raise typer.Exit(0)


def build() -> typer.Typer:
    """Every command group; `xihe k8s` is forwarded to its click group."""
    from xihe.cli import admin, approvals, audit, k8s, review, run, traces
    from xihe.cli import code as code_cli
    from xihe.cli import evolution as evolution_cli
    from xihe.cli import fix as fix_cli
    from xihe.cli import keys as keys_cli
    from xihe.cli import mcp as mcp_cli
    from xihe.cli import ops as ops_cli
    from xihe.cli import replay as replay_cli
    from xihe.cli import serve as serve_cli
    from xihe.cli import session as session_cli
    from xihe.cli.common import state
    from xihe.cli.output import new_app
    from xihe.cli.sanitize import sanitize as sanitize_cmd

    app = new_app(EXIT_CODES_HELP, name="xihe", pretty_exceptions_enable=False)

    @app.callback()
    def root(
        ctx: typer.Context,
        config: str | None = typer.Option(
            None, "--config", "-c", envvar="XIHE_CONFIG", help="Path to xihe.toml"
        ),
        verbose: bool = typer.Option(False, "--verbose", "-v", help="Log at debug level"),
        _version: bool = typer.Option(
            False,
            "--version",
            is_eager=True,
            expose_value=True,
            callback=_print_version,
            help="Print the version and exit.",
        ),
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
    app.add_typer(mcp_cli.app, name="mcp")
    app.add_typer(traces.app, name="traces")
    app.add_typer(session_cli.app, name="session")
    app.add_typer(session_cli.context_app, name="context")
    app.command("sanitize")(sanitize_cmd)
    app.add_typer(evolution_cli.errors_app, name="errors")
    app.add_typer(evolution_cli.patterns_app, name="patterns")
    app.command("inspect")(evolution_cli.inspect)
    app.command("behavior")(evolution_cli.behavior)
    app.command("simulate")(evolution_cli.simulate_cmd)
    app.command("replay")(replay_cli.replay)
    app.add_typer(replay_cli.regress_app, name="regress")
    app.command("fix")(fix_cli.fix)
    app.add_typer(admin.config_app, name="config")
    app.add_typer(admin.db_app, name="db")
    app.add_typer(admin.tools_app, name="tools")
    mount_click(app, "k8s", k8s.app, lambda ctx: k8s.Root(state(ctx).config))
    app.add_typer(ops_cli.app, name="ops")
    app.add_typer(review.app, name="review")
    app.add_typer(code_cli.app, name="code")
    app.add_typer(approvals.app, name="approvals")
    app.command("audit")(audit.audit)

    return app
