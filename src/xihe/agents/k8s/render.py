"""Output: k8sgpt-compatible JSON for machines, grouped rich text for people."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape

from xihe.agents.k8s.model import Analysis, Result

if TYPE_CHECKING:
    from xihe.agents.k8s.schema import AnalysisOut, ResultOut


def masks_for(result: Result) -> dict[str, str]:
    """Deterministic masks per result, so equal failures share an anonymized text."""
    names: list[str] = []
    for failure in result.failures:
        for name in failure.sensitive:
            if name not in names:
                names.append(name)
    names.sort(key=lambda n: (-len(n), n))
    return {name: f"ANON{i + 1}" for i, name in enumerate(names)}


def _result_out(result: Result) -> ResultOut:
    from xihe.agents.k8s.schema import FailureOut, ResultOut, SensitiveOut

    masks = masks_for(result)
    failures = [
        FailureOut(
            Text=f.text,
            Sensitive=[SensitiveOut(Unmasked=n, Masked=masks[n]) for n in f.sensitive],
            evidence=f.evidence,
        )
        for f in result.failures
    ]
    return ResultOut(
        kind=result.kind,
        name=result.display,
        error=failures,
        details=result.details,
        parentObject=result.parent,
        analyzer=result.analyzer,
    )


def to_model(analysis: Analysis) -> AnalysisOut:
    """The JSON boundary; pydantic is imported here, so text output never loads it."""
    from xihe.agents.k8s.schema import (
        AnalysisOut,
        CoverageOut,
        KindOut,
        SkippedCheckOut,
        SuppressedOut,
    )

    cov = analysis.coverage
    coverage = CoverageOut(
        source=cov.source,
        namespace=cov.namespace,
        selector=cov.selector,
        kinds=[
            KindOut(
                kind=k.kind,
                status=k.status.value,
                objects=k.objects,
                reason=k.reason,
                http_status=k.http_status,
            )
            for k in cov.kinds
        ],
        analyzers_run=cov.analyzers_run,
        analyzers_skipped=cov.analyzers_skipped,
        checks_skipped=[
            SkippedCheckOut(analyzer=s.analyzer, check=s.check, reason=s.reason)
            for s in cov.checks_skipped
        ],
        suppressed=[
            SuppressedOut(
                analyzer=s.analyzer, kind=s.kind, name=s.name, reason=s.reason, evidence=s.evidence
            )
            for s in cov.suppressed
        ],
        inputs_skipped=cov.inputs_skipped,
    )
    return AnalysisOut(
        provider=analysis.provider,
        errors=analysis.errors,
        status="ProblemDetected" if analysis.problems else "OK",
        problems=analysis.problems,
        results=[_result_out(r) for r in analysis.results],
        coverage=coverage,
    )


def to_json(analysis: Analysis) -> str:
    return json.dumps(to_model(analysis).model_dump(by_alias=True), indent=2, default=str)


def _evidence_line(evidence: dict[str, Any]) -> str:
    parts = [f"{k}={json.dumps(v, default=str)}" for k, v in evidence.items() if v is not None]
    return ", ".join(parts)


def render_text(analysis: Analysis, console: Console, *, show_evidence: bool = True) -> None:
    """Skipped input first, then `N: Kind name(parent)`, its errors and evidence; then
    coverage. A partial dump never reads as a healthy cluster."""
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
