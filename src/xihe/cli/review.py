"""`xihe review describe|review|improve|ask|ask_line`: the review agent from the command line.

The target is a PR/MR URL, a local range (`--repo PATH --base REV --head REV`) or a patch
(`--patch FILE`, `-` for stdin). `--output json` prints the result schema; `--publish`
posts it back to the pull or merge request.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from xihe.agent.runtime import Runtime
from xihe.agents.review.schemas import Command
from xihe.agents.review.service import Outcome, TargetSpec, run_command
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, fail, new_app, out

app = new_app("Review pull requests: describe, review, improve, ask, ask_line.")

URL = typer.Argument(None, help="GitHub PR or GitLab MR URL (or use --repo / --patch)")
REPO = typer.Option(None, "--repo", help="A local git repository")
BASE = typer.Option(None, "--base", help="Base revision (with --repo)")
HEAD = typer.Option(None, "--head", help="Head revision (with --repo)")
PATCH = typer.Option(None, "--patch", help="A unified diff file, '-' for stdin")
PUBLISH = typer.Option(False, "--publish", help="Post the result to the PR/MR")
ROUTE = typer.Option(None, "--route", help="Route or model (default: [review].route)")


def _spec(
    output: OutputFormat, url: str | None, repo: str | None, base: str | None, head: str | None,
    patch: str | None,
) -> TargetSpec:  # fmt: skip
    if patch is None:
        return TargetSpec(url=url, repo=repo, base=base, head=head)
    if patch == "-":
        return TargetSpec(url=url, repo=repo, patch=sys.stdin.read(), patch_name="stdin")
    path = Path(patch)
    if not path.is_file():
        fail(f"patch file {patch} does not exist; pass an existing .patch/.diff or '-'", output)
    return TargetSpec(
        url=url, repo=repo, patch=path.read_text(encoding="utf-8", errors="replace"),
        patch_name=path.name,
    )  # fmt: skip


def _go(
    ctx: typer.Context,
    command: Command,
    spec: TargetSpec,
    output: OutputFormat,
    publish: bool,
    route: str | None,
    question: str | None = None,
    line: str | None = None,
) -> None:
    async def body(runtime: Runtime) -> Outcome:
        return await run_command(
            runtime.settings,
            runtime.loop(),
            command,
            spec,
            question=question,
            line=line,
            publish_result=publish,
            route=route,
        )

    outcome = run_async(ctx, output, body)
    if output == OutputFormat.json:
        data = outcome.result.model_dump(mode="json")
        if outcome.published is not None:
            data["published"] = outcome.published.model_dump(mode="json")
        emit_json(data)
        return
    out.print(outcome.result.markdown(), markup=False)
    if outcome.published is not None:
        p = outcome.published
        err.print(
            f"[dim]published: summary {p.summary}, {p.inline_posted} inline posted, "
            f"{p.inline_skipped_duplicate} already there[/]",
            markup=True,
        )


def _register(command: Command, help_text: str) -> None:
    def cmd(
        ctx: typer.Context,
        url: str | None = URL,
        repo: str | None = REPO,
        base: str | None = BASE,
        head: str | None = HEAD,
        patch: str | None = PATCH,
        output: OutputFormat = OUTPUT_OPTION,
        publish: bool = PUBLISH,
        route: str | None = ROUTE,
    ) -> None:
        _go(ctx, command, _spec(output, url, repo, base, head, patch), output, publish, route)

    cmd.__doc__ = help_text
    app.command(command)(cmd)


_register("describe", "Title, type, summary and per-file walkthrough of the change.")
_register("review", "Findings (bugs, security, tests) with file and line, and review effort.")
_register("improve", "Concrete code suggestions for the changed lines.")


@app.command("ask")
def ask(
    ctx: typer.Context,
    question: str = typer.Argument(..., help="The question"),
    url: str | None = URL,
    repo: str | None = REPO,
    base: str | None = BASE,
    head: str | None = HEAD,
    patch: str | None = PATCH,
    output: OutputFormat = OUTPUT_OPTION,
    publish: bool = PUBLISH,
    route: str | None = ROUTE,
) -> None:
    """Answer a question about the whole change."""
    spec = _spec(output, url, repo, base, head, patch)
    _go(ctx, "ask", spec, output, publish, route, question=question)


@app.command("ask_line")
def ask_line(
    ctx: typer.Context,
    where: str = typer.Argument(..., help="FILE:LINE or FILE:LINE-LINE (new-side lines)"),
    question: str = typer.Argument(..., help="The question"),
    url: str | None = URL,
    repo: str | None = REPO,
    base: str | None = BASE,
    head: str | None = HEAD,
    patch: str | None = PATCH,
    output: OutputFormat = OUTPUT_OPTION,
    publish: bool = PUBLISH,
    route: str | None = ROUTE,
) -> None:
    """Answer a question about specific changed lines."""
    spec = _spec(output, url, repo, base, head, patch)
    _go(ctx, "ask_line", spec, output, publish, route, question=question, line=where)
