"""`xihe sanitize`: what a model would see of a tool output, and what was removed."""

from __future__ import annotations

import json
import sys

import typer

from xihe.cli.common import state
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, out
from xihe.tools.sanitize import sanitize_result
from xihe.tools.spec import ResultPolicy


def sanitize(
    ctx: typer.Context,
    tool: str | None = typer.Option(None, "--tool", help="Apply this tool's field whitelist"),
    max_tokens: int | None = typer.Option(None, "--max-tokens", help="Token cap"),
    tokenizer: str = typer.Option("o200k_base", "--tokenizer"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Read a tool output on stdin; print the sanitized text (and a JSON report)."""
    policy = ResultPolicy()
    if tool:
        from xihe.tools.builtin import builtin_specs
        from xihe.tools.registry import ToolRegistry

        state(ctx).settings(output)
        registry = ToolRegistry(builtin_specs())
        policy = registry.get(tool).result_policy
    raw = sys.stdin.read()
    try:
        value: object = json.loads(raw)  # JSON leaves are cleaned one by one
    except json.JSONDecodeError:
        value = raw
    clean = sanitize_result(value, policy, max_tokens=max_tokens, tokenizer=tokenizer)
    if output == OutputFormat.json:
        emit_json({"text": clean.text, "report": clean.report.to_dict(), "tool": tool})
    else:
        out.print(clean.text, markup=False)
