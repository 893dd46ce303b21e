"""`xihe sanitize`: what a model would see of a tool output, and what was removed and why."""

from __future__ import annotations

import dataclasses
import json
import sys

import typer

from xihe.cli.common import state
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, fail, out
from xihe.core.errors import XiheError
from xihe.tools.sanitize import explain as explain_spans
from xihe.tools.sanitize import sanitize_result
from xihe.tools.spec import ResultPolicy

CONTENT_KINDS = ("text", "markup", "code", "data")


def sanitize(
    ctx: typer.Context,
    tool: str | None = typer.Option(None, "--tool", help="Apply this tool's result policy"),
    content: str | None = typer.Option(
        None, "--content", help="Content kind: text, markup, code or data (overrides --tool's)"
    ),
    max_tokens: int | None = typer.Option(None, "--max-tokens", help="Token cap"),
    tokenizer: str = typer.Option("o200k_base", "--tokenizer"),
    explain: bool = typer.Option(
        False, "--explain", help="List each span with its detector and score"
    ),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Read a tool output on stdin; print what the model sees (and, asked, why)."""
    policy = ResultPolicy()
    if tool:
        from xihe.tools.builtin import builtin_specs
        from xihe.tools.registry import ToolRegistry

        state(ctx).settings(output)
        try:
            policy = ToolRegistry(builtin_specs()).get(tool).result_policy
        except XiheError as exc:
            fail(exc, output)
    if content is not None:
        if content not in CONTENT_KINDS:
            raise typer.BadParameter(
                f"must be one of {', '.join(CONTENT_KINDS)}", param_hint="--content"
            )
        policy = dataclasses.replace(policy, content=content)  # type: ignore[arg-type]
    raw = sys.stdin.read()
    try:
        value: object = json.loads(raw)  # JSON leaves are read field by field
    except (json.JSONDecodeError, RecursionError):  # not JSON, or nested past the parser
        value = raw
    clean = sanitize_result(value, policy, max_tokens=max_tokens, tokenizer=tokenizer)
    detections = [s.to_dict() for s in explain_spans(raw, policy)] if explain else None
    if output == OutputFormat.json:
        data: dict[str, object] = {
            "text": clean.text,
            "changed": clean.report.changed,
            "content": policy.content,
            "report": clean.report.to_dict(),
            "tool": tool,
        }
        if detections is not None:
            data["detections"] = detections
        emit_json(data)
        return
    out.print(clean.text, markup=False)
    if explain:
        _print_explanation(clean.report.spans, detections or [])


def _print_explanation(removed: list, detections: list[dict[str, object]]) -> None:
    out.print(f"\n— {len(removed)} span(s) neutralized", markup=False, style="bold")
    for item in removed:
        where = f" at {item.path}" if item.path else ""
        out.print(
            f"  [{item.start}:{item.end}]{where} score {item.score:.2f} · "
            f"{', '.join(item.detectors)}\n    removed: {item.text[:160]!r}",
            markup=False,
        )
    out.print(f"— {len(detections)} detection(s) on the raw input", markup=False, style="bold")
    for det in detections:
        out.print(
            f"  [{det['start']}:{det['end']}] {det['detector']} score {det['score']} · "
            f"{str(det['evidence'])[:120]!r}",
            markup=False,
        )
