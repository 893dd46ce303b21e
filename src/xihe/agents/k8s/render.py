"""Output: k8sgpt-compatible JSON for machines, grouped rich text for people."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import orjson

from xihe.agents.k8s.model import Analysis, Coverage, Result

if TYPE_CHECKING:
    from rich.console import Console

    from xihe.agents.k8s.schema import AnalysisOut


def masks_for(result: Result) -> dict[str, str]:
    """Deterministic masks per result, so equal failures share an anonymized text."""
    names: list[str] = []
    for failure in result.failures:
        for name in failure.sensitive:
            if name not in names:
                names.append(name)
    names.sort(key=lambda n: (-len(n), n))
    return {name: f"ANON{i + 1}" for i, name in enumerate(names)}


def _result_dict(result: Result) -> dict[str, Any]:
    masks = masks_for(result)
    return {
        "kind": result.kind,
        "name": result.display,
        "error": [
            {
                "Text": f.text,
                "KubernetesDoc": "",
                "Sensitive": [{"Unmasked": n, "Masked": masks[n]} for n in f.sensitive],
                "evidence": f.evidence,
            }
            for f in result.failures
        ],
        "details": result.details,
        "parentObject": result.parent,
        "analyzer": result.analyzer,
    }


def _coverage_dict(cov: Coverage) -> dict[str, Any]:
    return {
        "source": cov.source,
        "namespace": cov.namespace,
        "selector": cov.selector,
        "kinds": [
            {
                "kind": k.kind,
                "status": k.status.value,
                "objects": k.objects,
                "reason": k.reason,
                "http_status": k.http_status,
            }
            for k in cov.kinds
        ],
        "analyzers_run": cov.analyzers_run,
        "analyzers_skipped": cov.analyzers_skipped,
        "checks_skipped": [
            {"analyzer": c.analyzer, "check": c.check, "reason": c.reason}
            for c in cov.checks_skipped
        ],
        "suppressed": [
            {
                "analyzer": x.analyzer,
                "kind": x.kind,
                "name": x.name,
                "reason": x.reason,
                "evidence": x.evidence,
            }
            for x in cov.suppressed
        ],
        "inputs_skipped": cov.inputs_skipped,
    }


def to_dict(analysis: Analysis) -> dict[str, Any]:
    """k8sgpt's `analyze --output json` document (the shape `schema.AnalysisOut` declares),
    built directly: a 10,000-object cluster renders in milliseconds, not seconds."""
    return {
        "provider": analysis.provider,
        "errors": analysis.errors,
        "status": "ProblemDetected" if analysis.problems else "OK",
        "problems": analysis.problems,
        "results": [_result_dict(r) for r in analysis.results],
        "coverage": _coverage_dict(analysis.coverage),
    }


def to_model(analysis: Analysis) -> AnalysisOut:
    """The validated boundary model (tools, A2A); pydantic is imported only here."""
    from xihe.agents.k8s.schema import AnalysisOut

    return AnalysisOut.model_validate(to_dict(analysis))


def to_json(analysis: Analysis) -> str:
    options = orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS
    return orjson.dumps(to_dict(analysis), default=str, option=options).decode()


def _evidence_line(evidence: dict[str, Any]) -> str:
    parts = [f"{k}={json.dumps(v, default=str)}" for k, v in evidence.items() if v is not None]
    return ", ".join(parts)


def render_text(analysis: Analysis, console: Console, *, show_evidence: bool = True) -> None:
    """Skipped input first, then `N: Kind name(parent)`, its errors and evidence; then
    coverage. A partial dump never reads as a healthy cluster."""
    from rich.markup import escape

    skipped = analysis.coverage.inputs_skipped
    for item in skipped:
        console.print(f"[bold yellow]Skipped input:[/bold yellow] {escape(item)}")
    if skipped:
        console.print(
            f"[bold yellow]Partial input: {len(skipped)} file(s) or document(s) not read; "
            "the findings below cover only what was.[/bold yellow]\n"
        )
    if not analysis.results:
        what = " in what could be read" if skipped else ""
        console.print(f"[green]No problems detected{what}[/green]")
    for index, result in enumerate(analysis.results):
        parent = f"({escape(result.parent)})" if result.parent else ""
        header = f"{index}: {result.kind} {escape(result.display)}{parent}"
        console.print(f"[bold cyan]{header}[/bold cyan]")
        for failure in result.failures:
            console.print(f"- [bold red]Error:[/bold red] {escape(failure.text)}")
            if show_evidence:
                console.print(f"  [dim]evidence: {escape(_evidence_line(failure.evidence))}[/dim]")
        if result.details:
            console.print(escape(result.details))
        console.print()
    render_coverage(analysis, console)


def render_coverage(analysis: Analysis, console: Console) -> None:
    from rich.markup import escape

    cov = analysis.coverage
    loaded = [f"{k.kind}({k.objects})" for k in cov.kinds if k.ok]
    console.print(f"[bold]Coverage[/bold] ({escape(cov.source)})")
    console.print(f"  analyzed: {', '.join(loaded) or 'nothing'}")
    for kind in cov.kinds:
        if not kind.ok:
            why = f" {kind.http_status}" if kind.http_status else ""
            reason = f": {kind.reason}" if kind.reason else ""
            console.print(
                f"  [yellow]{kind.kind}: {kind.status.value}{why}{escape(reason)}[/yellow]"
            )
    for name, why in cov.analyzers_skipped.items():
        console.print(f"  [yellow]analyzer {name} skipped: {escape(why)}[/yellow]")
    for check in cov.checks_skipped:
        console.print(
            f"  [yellow]{check.analyzer}: not checked {check.check}: "
            f"{escape(check.reason)}[/yellow]"
        )
    if cov.suppressed:
        console.print(f"  {len(cov.suppressed)} finding(s) deliberately not raised (see JSON)")
    for error in analysis.errors:
        if error not in cov.inputs_skipped:
            console.print(f"  [red]{escape(error)}[/red]")
