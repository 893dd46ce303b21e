"""`xihe fix PATTERN`: a verified fix branch, and a pull request, for a harness-bug pattern."""

from __future__ import annotations

import getpass

import typer

from xihe.agent.runtime import Runtime
from xihe.agents.fix.service import FixAgent, FixReport
from xihe.cli.common import run_async
from xihe.cli.output import FAILED, OUTPUT_OPTION, WAITING, OutputFormat, emit_json, out


def fix(
    ctx: typer.Context,
    pattern: str = typer.Argument(..., help="Pattern id or name (category harness_bug)"),
    repo: str | None = typer.Option(
        None, "--repo", help="Git repository to fix (default [evolution].fix_repo, else .)"
    ),
    approve_writes: bool = typer.Option(
        False,
        "--approve-writes",
        help="Approve, as you, each edit the agent makes in its temporary clone",
    ),
    tenant: str = typer.Option("default", help="Tenant whose pattern to fix"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Run the fix agent in a clone, verify (tests, lint, replay, corpus), then push and open
    a pull request. Exit 0 when pushed, 1 when the gate refused (verify_failed), 3 when the
    agent waits for an approval."""

    async def body(runtime: Runtime) -> FixReport:
        approver = getpass.getuser() if approve_writes else None
        return await FixAgent(runtime, repo_path=repo, approver=approver).run(tenant, pattern)

    report = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(report.to_dict())
    else:
        out.print(
            f"{report.pattern}: {report.status}" + (f" · {report.branch}" if report.branch else "")
        )
        for check in report.checks:
            mark = "ok " if check.ok else "-- " if check.ok is None else "FAIL"
            out.print(f"  {mark} {check.name}: {check.detail[:200]}")
        if report.pr_url:
            out.print(f"  pull request: {report.pr_url}")
        if report.note:
            out.print(f"  note: {report.note}")
    if report.status == "verify_failed":
        raise typer.Exit(FAILED)
    if report.status == "input-required":
        raise typer.Exit(WAITING)
