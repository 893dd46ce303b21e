"""Publishing a result: one persistent summary comment per command, edited in place, and
inline comments carrying a fingerprint so a rerun (or a retry after a lost response) never
posts the same comment twice. Every step reads the host's state first: idempotent."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel

from xihe.agents.review.diff import FileDiff
from xihe.agents.review.errors import ReviewInputError
from xihe.agents.review.schemas import ImproveOutput, ReviewOutput, ReviewResult
from xihe.agents.review.sources import Host, InlineComment, ReviewTarget, Threads

FP = re.compile(r"<!-- xihe-review-fp:([0-9a-f]{16}) -->")


def summary_marker(command: str, question: str | None = None) -> str:
    """One persistent comment per command; each distinct question gets its own."""
    if question:
        digest = hashlib.sha256(" ".join(question.lower().split()).encode()).hexdigest()[:12]
        return f"<!-- xihe-review:{command}:{digest} -->"
    return f"<!-- xihe-review:{command} -->"


def fingerprint(command: str, path: str, line: int, body: str) -> str:
    """Stable across reruns: the command, the anchor and the normalised start of the text
    (PR-Agent's inline dedup uses file, anchor line and the first 80 characters)."""
    norm = " ".join(body.lower().split())[:80]
    return hashlib.sha256(f"{command}|{path}|{line}|{norm}".encode()).hexdigest()[:16]


class PublishReport(BaseModel):
    summary: Literal["created", "edited", "unchanged"]
    summary_id: str
    inline_posted: int = 0
    inline_skipped_duplicate: int = 0
    inline_outside_diff: int = 0


def _new_lines(files: list[FileDiff]) -> set[tuple[str, int]]:
    return {
        (f.path, ln.new)
        for f in files
        for h in f.hunks
        for ln in h.lines
        if ln.new is not None and ln.kind != "-"
    }


def inline_comments(result: ReviewResult) -> list[InlineComment]:
    out: list[InlineComment] = []
    if isinstance(result.output, ReviewOutput):
        for f in result.output.findings:
            body = f"**{f.title}** ({f.severity})\n\n{f.body}"
            out.append(_comment(result.command, f.file, f.start_line, f.end_line, body, f.title))
    elif isinstance(result.output, ImproveOutput):
        for s in result.output.suggestions:
            body = f"**{s.summary}** [{s.label}]"
            if s.improved_code:
                body += f"\n\n```suggestion\n{s.improved_code}\n```"
            out.append(_comment(result.command, s.file, s.start_line, s.end_line, body, s.summary))
    return out


def _comment(command: str, path: str, start: int, end: int, body: str, key: str) -> InlineComment:
    line = max(start, end)
    fp = fingerprint(command, path, line, key)
    return InlineComment(
        path=path,
        line=line,
        start_line=start if start and start < line else None,
        body=f"{body}\n\n<!-- xihe-review-fp:{fp} -->",
        fingerprint=fp,
    )


@dataclass
class Publisher:
    host: Host
    head_sha: str

    async def summary(
        self, command: str, markdown: str, question: str | None = None
    ) -> tuple[str, str]:
        marker = summary_marker(command, question)
        body = f"{marker}\n{markdown}"
        for comment_id, existing in await self.host.comments():
            if marker in existing:
                if existing.strip() == body.strip():
                    return "unchanged", comment_id
                await self.host.edit_comment(comment_id, body)
                return "edited", comment_id
        return "created", await self.host.create_comment(body)

    async def inline(
        self, comments: list[InlineComment], files: list[FileDiff]
    ) -> tuple[int, int, int]:
        seen = {m for body in await self.host.inline_bodies() for m in FP.findall(body)}
        anchors = _new_lines(files)
        posted = duplicate = outside = 0
        for comment in comments:
            if comment.fingerprint in seen:
                duplicate += 1
                continue
            if (comment.path, comment.line) not in anchors:
                outside += 1  # the host rejects comments off the diff; the summary has them
                continue
            await self.host.post_inline(comment, self.head_sha)
            seen.add(comment.fingerprint)
            posted += 1
        return posted, duplicate, outside


def reply_marker(trigger_id: str) -> str:
    return f"<!-- xihe-review:ask_line:{trigger_id} -->"


async def publish_reply(
    result: ReviewResult, threads: Threads, root_id: str, trigger_id: str
) -> PublishReport:
    """An ask_line answer goes into the thread it was asked in, once per asking comment."""
    marker = reply_marker(trigger_id)
    if any(marker in c.body for c in await threads.thread(root_id)):
        return PublishReport(summary="unchanged", summary_id=root_id)
    await threads.reply(root_id, f"{marker}\n{result.markdown()}")
    return PublishReport(summary="created", summary_id=root_id)


async def publish(
    result: ReviewResult, target: ReviewTarget, files: list[FileDiff]
) -> PublishReport:
    if target.host is None or not target.head_ref:
        raise ReviewInputError(
            f"{target.ident} is not a pull or merge request, there is nowhere to publish",
            hint="drop --publish, or pass a GitHub PR / GitLab MR URL",
        )
    publisher = Publisher(target.host, target.head_ref)
    state, comment_id = await publisher.summary(result.command, result.markdown(), result.question)
    posted, duplicate, outside = await publisher.inline(inline_comments(result), files)
    return PublishReport(
        summary=state,
        summary_id=comment_id,
        inline_posted=posted,
        inline_skipped_duplicate=duplicate,
        inline_outside_diff=outside,
    )
