"""`xihe code ask`: an answer through the one agent loop, whose `path:line` citations are
checked against the indexed files before the answer is accepted.

A citation of a file the index does not hold, or of lines past its end, is sent back to
the model with what was wrong (the same conversation, a new task), at most
`[code].ask_attempts` times; then the answer is returned as failed, with the rejections.
Accepted citations carry the cited lines, quoted from the index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from pydantic import BaseModel, Field

from xihe.agent.loop import Task
from xihe.agents.code.parse import EXTENSIONS
from xihe.agents.code.search import SearchResult
from xihe.agents.code.store import CodeStore
from xihe.agents.code.tools import numbered
from xihe.core.events import RunResult
from xihe.core.messages import Message
from xihe.core.settings import Settings

TOOLS = ("code.search", "code.read", "code.callers", "code.callees")
MAX_QUOTE_LINES = 8
_EXT = "|".join(sorted((e.lstrip(".") for e in EXTENSIONS), key=len, reverse=True))
CITATION = re.compile(
    rf"(?<![\w/.-])(?P<path>[\w.][\w./-]*\.(?:{_EXT})):(?P<start>\d+)(?:-(?P<end>\d+))?\b"
)
NOT_FOUND = re.compile(r"(?im)^\s*(not found|could not find|未找到)\b")

SYSTEM = """You answer questions about one code repository, from its index.
Rules:
- Use only the code shown and what the code.search, code.read, code.callers and code.callees
  tools return. Never invent files, functions or line numbers.
- Cite every claim as path:line or path:start-end, with the path and line numbers exactly as
  listed (the numbers at the left of each code line).
- If something asked cannot be found in the index, say so on a line starting "Not found:".
- Answer in the language of the question."""


class Runs(Protocol):
    async def run(self, task: Task) -> RunResult: ...


class Citation(BaseModel):
    path: str
    start_line: int
    end_line: int
    quote: str
    """The cited lines as indexed (the first few, numbered)."""


class AskResult(BaseModel):
    question: str
    status: str
    """completed | failed (citations still wrong after the last attempt, or the model failed)"""
    answer: str
    citations: list[Citation] = Field(default_factory=list)
    rejected: list[str] = Field(default_factory=list)
    """Why earlier answers were sent back, one line per attempt."""
    attempts: int = 0
    not_found: bool = False
    """The answer says something asked is not in the index."""
    model: str = ""
    operation_ids: list[str] = Field(default_factory=list)
    searched: list[str] = Field(default_factory=list)
    """The hits handed to the model up front (path:start-end qualname)."""

    def markdown(self) -> str:
        lines = [self.answer.strip(), ""]
        if self.citations:
            lines.append("Cited lines:")
            for c in self.citations:
                lines.append(f"- {c.path}:{c.start_line}-{c.end_line}")
                lines.extend("    " + q for q in c.quote.splitlines())
        if self.rejected:
            lines.append("")
            lines.extend(f"rejected: {r}" for r in self.rejected)
        return "\n".join(lines)


@dataclass(frozen=True)
class Checked:
    citations: list[Citation]
    errors: list[str]


def check_citations(store: CodeStore, answer: str) -> Checked:
    """Every `path:line[-line]` in `answer` must name an indexed file and lines inside it."""
    citations: list[Citation] = []
    errors: list[str] = []
    seen: set[tuple[str, int, int]] = set()
    for match in CITATION.finditer(answer):
        path = match["path"].removeprefix("./")
        start = int(match["start"])
        end = int(match["end"] or start)
        key = (path, start, end)
        if key in seen:
            continue
        seen.add(key)
        lines = store.file_lines(path)
        cited = f"{match['path']}:{match['start']}" + (f"-{match['end']}" if match["end"] else "")
        if lines is None:
            errors.append(f"{cited}: no file '{path}' in the index")
            continue
        if start < 1 or end < start or end > len(lines):
            errors.append(f"{cited}: '{path}' has {len(lines)} lines")
            continue
        quote = numbered(lines[start - 1 : min(end, start + MAX_QUOTE_LINES - 1)], start)
        citations.append(Citation(path=path, start_line=start, end_line=end, quote=quote))
    return Checked(citations, errors)


def context_block(store: CodeStore, found: SearchResult) -> str:
    """The search hits as numbered code, as the model must cite them."""
    parts: list[str] = []
    for hit in found.hits:
        lines = store.file_lines(hit.path) or []
        shown = lines[hit.start_line - 1 : min(hit.end_line, hit.start_line + 79)]
        parts.append(f"### {hit.path}:{hit.start_line}-{hit.end_line} {hit.qualname}")
        parts.append(numbered(shown, hit.start_line))
        for ref in hit.callers:
            parts.append(f"called by {ref.qualname} at {ref.path}:{ref.line}")
        for ref in hit.callees:
            parts.append(f"calls {ref.qualname} defined at {ref.path}:{ref.start_line}")
    return "\n".join(parts) if parts else "(the search found nothing)"


async def ask(
    settings: Settings,
    loop: Runs,
    store: CodeStore,
    found: SearchResult,
    question: str,
    *,
    tenant: str = "default",
    user: str | None = None,
    role: str = "readonly",
    route: str | None = None,
) -> AskResult:
    config = settings.code
    prompt = (
        f"Question: {question}\n\nSearch results from the index (line numbers at the left):\n"
        f"<<<code\n{context_block(store, found)}\ncode>>>"
    )
    result = AskResult(
        question=question,
        status="failed",
        answer="",
        searched=[f"{h.path}:{h.start_line}-{h.end_line} {h.qualname}" for h in found.hits],
    )
    history: list[Message] = []
    for attempt in range(1, config.ask_attempts + 1):
        task = Task(
            prompt=prompt,
            history=tuple(history),
            tools=TOOLS,
            route=route or config.route,
            max_steps=config.max_steps,
            tenant=tenant,
            user=user,
            role=role,
            system_prompt=SYSTEM,
            kind="code.ask",
        )
        run = await loop.run(task)
        result.attempts = attempt
        result.model = run.model
        result.operation_ids.append(run.operation_id)
        if run.status != "completed":
            result.answer = run.answer
            result.rejected.append(f"attempt {attempt}: the run ended {run.status}: {run.error}")
            return result
        checked = check_citations(store, run.answer)
        not_found = bool(NOT_FOUND.search(run.answer))
        errors = list(checked.errors)
        if not checked.citations and not not_found:
            errors.append("no path:line citation, and no 'Not found:' line")
        result.answer, result.citations, result.not_found = run.answer, checked.citations, not_found
        if not errors:
            result.status = "completed"
            return result
        result.rejected.append(f"attempt {attempt}: " + "; ".join(errors))
        history.extend([Message("user", prompt), Message("assistant", run.answer)])
        prompt = (
            "Your answer cited lines that do not exist: "
            + "; ".join(errors)
            + ". Check with code.read and answer again, citing only path:line from the "
            "listing or the tools."
        )
    return result
