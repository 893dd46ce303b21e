"""`xihe k8s`: analyze a cluster or a kubectl dump, k8sgpt-style, with evidence and coverage.

Built on click, not typer: typer builds a pydantic adapter for every option it parses, and
`xihe k8s analyze --help` must answer in well under half a second. So this module imports
only click at import time; each command imports what it uses (no database, no agent loop,
no pydantic unless `--explain` or a configuration file needs settings). The full `xihe` app
forwards `xihe k8s ...` here (see `xihe.cli.main`).
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from xihe.agents.k8s.model import Analysis
    from xihe.agents.k8s.sources import Source

USAGE = 2
FAILED = 1
CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


def _fail(message: str, code: int) -> click.exceptions.Exit:
    """One line on stderr; the caller raises the returned exit."""
    click.echo(f"error: {message}", err=True)
    return click.exceptions.Exit(code)


def _config(ctx: click.Context) -> str | None:
    """`--config` of the root command, whichever root mounted this group."""
    obj = ctx.find_root().obj
    return getattr(obj, "config", None)


def _source(path: Path | None, kubeconfig: str | None) -> Source:
    from xihe.agents.k8s.sources import DumpSource, LiveSource

    if path is not None:
        return DumpSource(path)
    return LiveSource(kubeconfig=kubeconfig)


def _configured_filters(ctx: click.Context) -> list[str]:
    """`[k8s] filters` from xihe.toml (or XIHE_K8S__FILTERS); settings are read only when
    there is a file or variable to read, so a plain run does not pay for loading them."""
    import os

    config = _config(ctx)
    sources = (config, os.environ.get("XIHE_CONFIG"), os.environ.get("XIHE_K8S__FILTERS"))
    if not any(sources) and not Path("xihe.toml").exists():
        return []
    from xihe.core.errors import XiheError
    from xihe.core.settings import load_settings

    try:
        return list(load_settings(config).k8s.filters)
    except XiheError as exc:
        raise _fail(exc.message, USAGE) from exc


def _check_filters(filters: list[str]) -> None:
    """An unknown analyzer name is a usage error, not an empty (healthy-looking) run."""
    from xihe.agents.k8s.registry import registry, resolve_filters

    _chosen, errors = resolve_filters(filters)
    if errors:
        names = ", ".join(sorted(registry()))
        unknown = ", ".join(repr(e.split('"')[1]) for e in errors)
        raise click.BadParameter(
            f"no analyzer named {unknown}; choose from: {names} (see `xihe k8s filters`)",
            param_hint="--filter",
        )


def _explain(
    ctx: click.Context,
    analysis: Analysis,
    language: str,
    anonymize: bool,
    concurrency: int,
    route: str | None,
) -> None:
    from xihe.agents.k8s.explain import explain_analysis

    explain_analysis(
        analysis,
        language=language,
        anonymize=anonymize,
        concurrency=concurrency,
        route=route,
        config=_config(ctx),
    )


@click.group(context_settings=CONTEXT)
def app() -> None:
    """Kubernetes diagnostics: analyzers, evidence and coverage."""


@app.command("analyze")
@click.option(
    "--from",
    "from_path",
    type=click.Path(path_type=Path),
    help="A kubectl -o yaml|json dump: a file or a folder. Live if omitted.",
)
@click.option(
    "--filter",
    "-f",
    "filters",
    multiple=True,
    metavar="NAME",
    help="Analyzer name, repeatable. Default: the default set (see `xihe k8s filters`).",
)
@click.option("--namespace", "-n", default="", metavar="NS", help="Only primary objects here.")
@click.option(
    "--selector",
    "-L",
    default="",
    metavar="SELECTOR",
    help="Label selector for primary objects: =, ==, !=, in, notin.",
)
@click.option("--explain", "-e", is_flag=True, help="Explain each result with a model.")
@click.option("--anonymize", "-a", is_flag=True, help="Mask names before anything reaches a model.")
@click.option(
    "--language",
    "-l",
    type=click.Choice(["en", "zh"]),
    default="en",
    show_default=True,
    help="Language of the explanations.",
)
@click.option(
    "--max-concurrency",
    "-m",
    type=click.IntRange(min=1),
    default=10,
    show_default=True,
    help="Analyzers and explanations run at once.",
)
@click.option(
    "--output", "-o", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option("--kubeconfig", metavar="PATH", help="Path to a kubeconfig (live mode).")
@click.option(
    "--route",
    metavar="ROUTE",
    help="Model route or model name for --explain (default route if unset).",
)
@click.pass_context
def analyze_cmd(
    ctx: click.Context,
    from_path: Path | None,
    filters: tuple[str, ...],
    namespace: str,
    selector: str,
    explain: bool,
    anonymize: bool,
    language: str,
    max_concurrency: int,
    output: str,
    kubeconfig: str | None,
    route: str | None,
) -> None:
    """Find problems, say what each rests on, and say what was not checked.

    Exit codes: 0 analyzed (findings or not), 1 --explain failed, 2 bad input or usage.
    """
    from xihe.agents.k8s.dumpfile import DumpError
    from xihe.agents.k8s.engine import Request, analyze
    from xihe.agents.k8s.selectors import SelectorError, parse_selector

    try:
        parse_selector(selector)
    except SelectorError as exc:
        raise click.BadParameter(str(exc), param_hint="--selector") from exc
    chosen = list(filters) or _configured_filters(ctx)
    _check_filters(chosen)
    try:
        source = _source(from_path, kubeconfig)
    except DumpError as exc:
        raise _fail(f"cannot read the dump: {exc}", USAGE) from exc
    except Exception as exc:
        raise _fail(f"cannot open source: {exc}", USAGE) from exc
    gc.freeze()  # the objects read live until exit: later collections need not walk them
    for skipped in getattr(source, "skipped", []):
        click.echo(f"warning: skipped {skipped}", err=True)
    analysis = analyze(source, Request(chosen, namespace, selector, max_concurrency))
    if explain:
        try:
            _explain(ctx, analysis, language, anonymize, max_concurrency, route)
        except Exception as exc:
            raise _fail(f"--explain failed: {exc}", FAILED) from exc
    if output == "json":
        from xihe.agents.k8s.render import to_json

        sys.stdout.write(to_json(analysis) + "\n")
    else:
        from rich.console import Console

        from xihe.agents.k8s.render import render_text

        render_text(analysis, Console(highlight=False, soft_wrap=True))


@app.command("filters")
def filters_cmd() -> None:
    """List analyzers: default ones run without --filter, optional ones only when named."""
    from xihe.agents.k8s.registry import registry

    for name, analyzer in registry().items():
        mark = "default" if analyzer.default else "optional"
        click.echo(f"{name}\t{mark}\tv{analyzer.version}")


class Root:
    """What the root command passes down: the `--config` path."""

    def __init__(self, config: str | None) -> None:
        self.config = config


def standalone() -> click.Group:
    """`xihe k8s ...` without the rest of `xihe`: the same global options, none of the
    imports the other commands need."""

    @click.group(name="xihe", context_settings=CONTEXT)
    @click.option("--config", "-c", envvar="XIHE_CONFIG", metavar="PATH", help="Path to xihe.toml")
    @click.option("--verbose", "-v", is_flag=True, help="Log at debug level")
    @click.pass_context
    def root(ctx: click.Context, config: str | None, verbose: bool) -> None:
        import logging

        ctx.obj = Root(config)
        logging.basicConfig(
            level=logging.DEBUG if verbose else logging.WARNING,
            format="%(levelname)s %(name)s: %(message)s",
        )

    root.add_command(app, name="k8s")
    return root
