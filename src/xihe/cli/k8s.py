"""`xihe k8s`: analyze a cluster or a kubectl dump, k8sgpt-style, with evidence and coverage."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path

import typer
from rich.console import Console

from xihe.agents.k8s import DumpSource, LiveSource, Request, analyze, render_text, to_json
from xihe.agents.k8s.model import Analysis
from xihe.agents.k8s.registry import registry
from xihe.agents.k8s.selectors import SelectorError, parse_selector
from xihe.agents.k8s.sources import Source

app = typer.Typer(help="Kubernetes diagnostics: analyzers, evidence and coverage.")


class Output(StrEnum):
    text = "text"
    json = "json"


class Language(StrEnum):
    en = "en"
    zh = "zh"


def _source(path: Path | None, kubeconfig: str | None) -> Source:
    if path is not None:
        return DumpSource(path)
    return LiveSource(kubeconfig=kubeconfig)


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
    try:
        parse_selector(selector)
    except SelectorError as exc:
        raise typer.BadParameter(str(exc), param_hint="--selector") from exc
    try:
        source = _source(from_path, kubeconfig)
    except Exception as exc:
        typer.echo(f"error: cannot open source: {exc}", err=True)
        raise typer.Exit(2) from exc
    request = Request(list(filters or []), namespace, selector, max_concurrency)
    analysis = analyze(source, request)
    if explain:
        try:
            _explain(ctx, analysis, language.value, anonymize, max_concurrency, route)
        except Exception as exc:
            typer.echo(f"error: --explain failed: {exc}", err=True)
            raise typer.Exit(1) from exc
    if output is Output.json:
        sys.stdout.write(to_json(analysis) + "\n")
    else:
        render_text(analysis, Console(highlight=False, soft_wrap=True))


@app.command("filters")
def filters_cmd() -> None:
    """List analyzers: default ones run without --filter, optional ones only when named."""
    for name, analyzer in registry().items():
        mark = "default" if analyzer.default else "optional"
        typer.echo(f"{name}\t{mark}\tv{analyzer.version}")
