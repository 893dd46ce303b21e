"""Markdown for a result: the output, then the coverage footer that says what was not seen."""

from __future__ import annotations

from xihe.agents.review.schemas import (
    AnswerOutput,
    Coverage,
    DescribeOutput,
    ImproveOutput,
    ReviewOutput,
    ReviewResult,
)

TITLES = {
    "describe": "PR description",
    "review": "PR review",
    "improve": "Code suggestions",
    "ask": "Answer",
    "ask_line": "Answer",
}


def to_markdown(result: ReviewResult) -> str:
    parts = [f"## {TITLES[result.command]}"]
    if result.question:
        parts.append(f"> {result.question}")
    out = result.output
    if isinstance(out, DescribeOutput):
        parts.append(_describe(out))
    elif isinstance(out, ReviewOutput):
        parts.append(_review(out, result.coverage))
    elif isinstance(out, ImproveOutput):
        parts.append(_improve(out, result.coverage))
    elif isinstance(out, AnswerOutput):
        parts.append(out.answer)
    parts.append(coverage_note(result.coverage))
    return "\n\n".join(p for p in parts if p) + "\n"


def _describe(out: DescribeOutput) -> str:
    lines = [f"**{out.title}**"]
    if out.type:
        lines.append(f"Type: {', '.join(out.type)}")
    lines.extend(f"- {s}" for s in out.summary)
    if out.files:
        lines.append("\n| File | Change |\n|---|---|")
        lines.extend(f"| `{f.path}` | {f.summary} |" for f in out.files)
    return "\n".join(lines)


def _review(out: ReviewOutput, coverage: Coverage) -> str:
    lines = [f"Estimated effort to review: {out.effort}/5"]
    if out.security_concerns:
        lines.append(f"Security concerns: {out.security_concerns}")
    if not out.findings:
        lines.append(_nothing("No issues found", coverage))
    for f in out.findings:
        where = f"`{f.file}:{f.start_line}`" + (
            f"-{f.end_line}" if f.end_line > f.start_line else ""
        )
        lines.append(f"- **{f.title}** ({f.severity}) {where}: {f.body}")
    return "\n".join(lines)


def _improve(out: ImproveOutput, coverage: Coverage) -> str:
    if not out.suggestions:
        return _nothing("No suggestions", coverage)
    lines: list[str] = []
    for s in out.suggestions:
        lines.append(f"- **{s.summary}** [{s.label}] `{s.file}:{s.start_line}`")
        if s.improved_code:
            lines.append(f"  ```\n{s.improved_code}\n  ```")
    return "\n".join(lines)


def _nothing(what: str, coverage: Coverage) -> str:
    """An empty result must not read as "the whole PR is fine" when files were unseen."""
    missing = coverage.not_seen
    if not missing:
        return f"{what} in the {len(coverage.reviewed)} file(s) reviewed."
    return f"{what} in the files reviewed; {len(missing)} file(s) were not seen: " + ", ".join(
        f"`{m}`" for m in missing
    )


def coverage_note(c: Coverage) -> str:
    rows = [f"Coverage: {len(c.reviewed)} of {c.files_total} file(s) reviewed fully"]
    if c.chunks > 1:
        rows[0] += f" in {c.chunks} chunks"
    for label, items in (
        ("clipped (only the start of the diff was seen)", c.clipped),
        ("skipped for the token budget", c.skipped_for_budget),
        ("skipped, too large for one call", c.skipped_too_large),
        ("not seen, their chunk failed", c.failed),
        ("deletions only, not reviewed", c.deletions_only),
        ("binary", c.binary),
    ):
        if items:
            rows.append(f"- {label}: " + ", ".join(f"`{i}`" for i in items))
    return "\n".join(rows)
