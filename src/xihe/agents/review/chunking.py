"""One call when the whole extended diff fits; otherwise compact chunks, each file whole,
clipped or skipped by policy, and a coverage record saying which files were not seen."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from xihe.agents.review.diff import FileBlock, PreparedDiff
from xihe.agents.review.schemas import Coverage
from xihe.models.tokens import TokenCounter

CLIP_NOTE = "\n...(clipped: the rest did not fit the token budget)\n"


@dataclass(slots=True)
class ChunkFile:
    path: str
    text: str
    tokens: int
    clipped: bool = False


@dataclass(slots=True)
class Chunk:
    index: int
    files: list[ChunkFile] = field(default_factory=list)

    @property
    def tokens(self) -> int:
        return sum(f.tokens for f in self.files)

    @property
    def text(self) -> str:
        return "\n".join(f.text for f in self.files)

    @property
    def paths(self) -> list[str]:
        return [f.path for f in self.files]


@dataclass(slots=True)
class Plan:
    mode: Literal["single", "chunked"]
    chunks: list[Chunk]
    coverage: Coverage


def order_blocks(blocks: list[FileBlock]) -> list[FileBlock]:
    """The PR's main languages first (by changed lines), docs and data last; within a
    language the largest diff first (PR-Agent's `sort_files_by_main_languages`)."""
    weight: Counter[str] = Counter()
    for block in blocks:
        weight[block.file.language] += block.file.added + block.file.removed

    def rank(block: FileBlock) -> tuple[int, int, int, str]:
        language = block.file.language
        tier = 2 if language == "docs" else 1 if language == "other" else 0
        return (tier, -weight[language], -block.compact_tokens, block.file.path)

    return sorted(blocks, key=rank)


def clip_to(counter: TokenCounter, text: str, tokens: int, budget: int) -> tuple[str, int]:
    """The longest line-aligned prefix (plus a note) that counts at most `budget` tokens."""
    note = counter.count(CLIP_NOTE)
    if budget <= note:
        return "", 0
    ratio = (budget - note) / max(tokens, 1)
    keep = int(len(text) * ratio * 0.95)
    while keep > 0:
        cut = text.rfind("\n", 0, keep)
        end = cut + 1 if cut > keep // 2 else keep  # line-aligned unless that loses half
        candidate = text[:end] + CLIP_NOTE
        used = counter.count(candidate)
        if used <= budget:
            return candidate, used
        keep = int(keep * 0.85)
    return "", 0


def plan_chunks(
    prepared: PreparedDiff,
    budget: int,
    *,
    max_chunks: int,
    policy: Literal["clip", "skip"],
) -> Plan:
    """`budget` is the tokens left for diff text in one call after every other part of
    the rendered request (system prompt, instructions, skills, framing) is counted."""
    coverage = Coverage(
        files_total=len(prepared.blocks) + len(prepared.deletions_only) + len(prepared.binary),
        deletions_only=list(prepared.deletions_only),
        binary=list(prepared.binary),
    )
    blocks = prepared.blocks
    if prepared.total_extended <= budget:
        chunk = Chunk(0, [ChunkFile(b.file.path, b.extended, b.extended_tokens) for b in blocks])
        coverage.reviewed = chunk.paths
        coverage.chunks = 1 if blocks else 0
        return Plan("single", [chunk] if blocks else [], coverage)
    chunks: list[Chunk] = []
    for block in order_blocks(blocks):
        item = ChunkFile(block.file.path, block.compact, block.compact_tokens)
        if item.tokens > budget:
            if policy == "skip":
                coverage.skipped_too_large.append(item.path)
                continue
            text, used = clip_to(prepared.counter, block.compact, block.compact_tokens, budget)
            if not text:
                coverage.skipped_too_large.append(item.path)
                continue
            item = ChunkFile(item.path, text, used, clipped=True)
        target = next((c for c in chunks if c.tokens + item.tokens <= budget), None)
        if target is None and len(chunks) < max_chunks:
            target = Chunk(len(chunks))
            chunks.append(target)
        if target is None:
            coverage.skipped_for_budget.append(item.path)
            continue
        target.files.append(item)
    for chunk in chunks:
        for f in chunk.files:
            (coverage.clipped if f.clipped else coverage.reviewed).append(f.path)
    coverage.chunks = len(chunks)
    return Plan("chunked", chunks, coverage)
