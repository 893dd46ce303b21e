"""`xihe k8s`: analyze a cluster or a kubectl dump, k8sgpt-style, with evidence and coverage."""

from __future__ import annotations

import gc
import sys
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from xihe.agents.k8s.model import Analysis
    from xihe.agents.k8s.sources import Source

# Only typer at import time: `xihe k8s analyze --help` must not load the analyzers, pydantic,
# the database or the agent loop. Each command imports what it uses.
app = typer.Typer(help="Kubernetes diagnostics: analyzers, evidence and coverage.")


class Output(StrEnum):
    text = "text"
    json = "json"


class Language(StrEnum):
    en = "en"
    zh = "zh"


def _source(path: Path | None, kubeconfig: str | None) -> Source:
    from xihe.agents.k8s.sources import DumpSource, LiveSource

    if path is not None:
        return DumpSource(path)
    return LiveSource(kubeconfig=kubeconfig)


def _configured_filters(ctx: typer.Context) -> list[str]:
    """`[k8s] filters` from xihe.toml (or XIHE_K8S__FILTERS); settings are read only when
    there is a file or variable to read, so a plain run does not pay for loading them."""
    import os

    config = getattr(ctx.obj, "config", None)
    sources = (config, os.environ.get("XIHE_CONFIG"), os.environ.get("XIHE_K8S__FILTERS"))
    if not any(sources) and not Path("xihe.toml").exists():
        return []
    from xihe.core.errors import XiheError
    from xihe.core.settings import load_settings

    try:
        return list(load_settings(config).k8s.filters)
    except XiheError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc


def _check_filters(filters: list[str]) -> None:
    """An unknown analyzer name is a usage error, not an empty (healthy-looking) run."""
    from xihe.agents.k8s.registry import registry, resolve_filters

    _chosen, errors = resolve_filters(filters)
    if errors:
        names = ", ".join(sorted(registry()))
        unknown = ", ".join(repr(e.split('"')[1]) for e in errors)
        raise typer.BadParameter(
            f"no analyzer named {unknown}; choose from: {names} (see `xihe k8s filters`)",
            param_hint="--filter",
        )


def _explain(
    ctx: typer.Context,
    analysis: Analysis,
    language: str,
    anonymize: bool,
    concurrency: int,
    route: str | None,
) -> None:
    """The config path comes from the parent `xihe --config` when mounted there."""
    from xihe.agents.k8s.explain import explain_analysis

    config = getattr(ctx.obj, "config", None)
    explain_analysis(
        analysis,
        language=language,
        anonymize=anonymize,
        concurrency=concurrency,
        route=route,
        config=config,
    )


@app.command("analyze")
def analyze_cmd(
    ctx: typer.Context,
    from_path: Path | None = typer.Option(
        None, "--from", help="A kubectl -o yaml|json dump: a file or a folder. Live if omitted."
    ),
    filters: list[str] | None = typer.Option(
        None, "--filter", "-f", help="Analyzer name, repeatable. Default: the default set."
    ),
    namespace: str = typer.Option("", "--namespace", "-n", help="Only primary objects here."),
    selector: str = typer.Option(
        "", "--selector", "-L", help="Label selector for primary objects: =, ==, !=, in, notin."
    ),
    explain: bool = typer.Option(False, "--explain", "-e", help="Explain each result."),
    anonymize: bool = typer.Option(
        False, "--anonymize", "-a", help="Mask names before anything reaches a model."
    ),
    language: Language = typer.Option(Language.en, "--language", "-l"),
    max_concurrency: int = typer.Option(10, "--max-concurrency", "-m", min=1),
    output: Output = typer.Option(Output.text, "--output", "-o"),
    kubeconfig: str | None = typer.Option(None, "--kubeconfig", help="Path to a kubeconfig."),
    route: str | None = typer.Option(
        None, "--route", help="Model route or model name for --explain (default route if unset)."
    ),
) -> None:
    """Find problems, say what each rests on, and say what was not checked."""
    from xihe.agents.k8s.dumpfile import DumpError
    from xihe.agents.k8s.engine import Request, analyze
    from xihe.agents.k8s.selectors import SelectorError, parse_selector

    try:
        parse_selector(selector)
    except SelectorError as exc:
        raise typer.BadParameter(str(exc), param_hint="--selector") from exc
    chosen = list(filters or []) or _configured_filters(ctx)
    _check_filters(chosen)
    try:
        source = _source(from_path, kubeconfig)
    except DumpError as exc:
        typer.echo(f"error: cannot read the dump: {exc}", err=True)
        raise typer.Exit(2) from exc
    except Exception as exc:
        typer.echo(f"error: cannot open source: {exc}", err=True)
        raise typer.Exit(2) from exc
    gc.freeze()  # the objects read live until exit: later collections need not walk them
    for skipped in getattr(source, "skipped", []):
        typer.echo(f"warning: skipped {skipped}", err=True)
    request = Request(chosen, namespace, selector, max_concurrency)
    analysis = analyze(source, request)
    if explain:
        try:
            _explain(ctx, analysis, language.value, anonymize, max_concurrency, route)
        except Exception as exc:
            typer.echo(f"error: --explain failed: {exc}", err=True)
            raise typer.Exit(1) from exc
    if output is Output.json:
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
        typer.echo(f"{name}\t{mark}\tv{analyzer.version}")


def standalone() -> typer.Typer:
    """`xihe k8s ...` without the rest of `xihe`: the same global options, none of the
    imports the other commands need (database, agent loop)."""
    import logging
    from types import SimpleNamespace

    root = typer.Typer(name="xihe", no_args_is_help=True, pretty_exceptions_enable=False)

    @root.callback()
    def _root(
        ctx: typer.Context,
        config: str | None = typer.Option(
            None, "--config", "-c", envvar="XIHE_CONFIG", help="Path to xihe.toml"
        ),
        verbose: bool = typer.Option(False, "--verbose", "-v", help="Log at debug level"),
    ) -> None:
        ctx.obj = SimpleNamespace(config=config)
        logging.basicConfig(
            level=logging.DEBUG if verbose else logging.WARNING,
            format="%(levelname)s %(name)s: %(message)s",
        )

    root.add_typer(app, name="k8s")
    return root
