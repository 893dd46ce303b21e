"""Repository instructions (AGENTS.md and configured files) and host-configured Skills,
each clipped to its token budget for the target model.

Cache keys name every input that changes the text (PR-Agent #2856, #2857): the repository,
the branch-source choice and the ref it resolved to, the files, the budget and tokenizer;
for Skills the effective configuration and each file's modification time. A failed read is
never cached: only a 404 counts as "absent" (PR-Agent #2793).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xihe.agents.review.chunking import clip_to
from xihe.agents.review.sources import ReviewTarget
from xihe.core.settings import ReviewConfig
from xihe.models.tokens import TokenCounter

MAX_SKILL_FILE_BYTES = 256 * 1024
CACHE_TTL_SECONDS = 900.0


@dataclass(frozen=True)
class Context:
    text: str
    sources: list[str] = field(default_factory=list)
    tokens: int = 0


class TtlCache:
    """A small LRU with expiry, for values that are expensive to fetch and cheap to hold."""

    def __init__(self, size: int = 256, ttl: float = CACHE_TTL_SECONDS) -> None:
        self.size, self.ttl = size, ttl
        self._items: OrderedDict[Any, tuple[float, Context]] = OrderedDict()

    def get(self, key: Any) -> Context | None:
        hit = self._items.get(key)
        if hit is None or hit[0] < time.monotonic():
            self._items.pop(key, None)
            return None
        self._items.move_to_end(key)
        return hit[1]

    def put(self, key: Any, value: Context) -> None:
        self._items[key] = (time.monotonic() + self.ttl, value)
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)


REPO_CACHE = TtlCache()
SKILLS_CACHE = TtlCache()


def _budgeted(counter: TokenCounter, pieces: list[tuple[str, str]], budget: int) -> Context:
    """Whole pieces in order while they fit; the first that does not is clipped into what
    is left, so one large file never crowds out the small ones after it."""
    kept: list[str] = []
    sources: list[str] = []
    used = 0
    overflow: tuple[str, str, int] | None = None
    for name, body in pieces:
        section = f"### {name}\n{body.strip()}\n"
        tokens = counter.count(section)
        if used + tokens <= budget:
            kept.append(section)
            sources.append(name)
            used += tokens
        elif overflow is None:
            overflow = (name, section, tokens)
    if overflow is not None:
        name, section, tokens = overflow
        text, n = clip_to(counter, section, tokens, budget - used)
        if text:
            kept.append(text)
            sources.append(f"{name} (clipped)")
            used += n
    return Context("\n".join(kept), sources, used)


async def repo_instructions(
    target: ReviewTarget, config: ReviewConfig, counter: TokenCounter
) -> Context:
    reader = target.reader
    ref = target.instructions_ref(config.instructions_from_default_branch)
    if reader is None or ref is None or not config.instruction_files:
        return Context("")
    key = (
        reader.ident,
        config.instructions_from_default_branch,
        ref,
        tuple(config.instruction_files),
        config.max_instruction_tokens,
        counter.name,
    )
    hit = REPO_CACHE.get(key)
    if hit is not None:
        return hit
    pieces: list[tuple[str, str]] = []
    for path in config.instruction_files:
        body = await reader.read_file(path, ref)  # raises unless the content or a 404
        if body is not None and body.strip():
            pieces.append((f"{path}@{ref[:12]}", body))
    found = _budgeted(counter, pieces, config.max_instruction_tokens)
    REPO_CACHE.put(key, found)
    return found


def _skill_files(paths: list[str]) -> list[tuple[str, Path]]:
    """Each SKILL.md under the configured roots with its sibling *.md files, named relative
    to its root (host paths are not the model's business); oversized files are skipped."""
    out: list[tuple[str, Path]] = []
    for root in paths:
        base = Path(root).expanduser()
        for skill in sorted(base.rglob("SKILL.md")) if base.is_dir() else []:
            siblings = sorted(p for p in skill.parent.glob("*.md") if p != skill)
            out.extend(
                (str(p.relative_to(base)), p)
                for p in (skill, *siblings)
                if p.stat().st_size <= MAX_SKILL_FILE_BYTES
            )
    return out


def skills_context(config: ReviewConfig, counter: TokenCounter, command: str) -> Context:
    """SKILL.md folders named by host configuration only; `ask` only when `apply_to_ask`."""
    skills = config.skills
    if not skills.enabled or not skills.paths:
        return Context("")
    if command in ("ask", "ask_line") and not skills.apply_to_ask:
        return Context("")
    files = _skill_files(skills.paths)
    key = (
        skills.model_dump_json(),
        counter.name,
        tuple((str(p), p.stat().st_mtime_ns) for _, p in files),
    )
    hit = SKILLS_CACHE.get(key)
    if hit is not None:
        return hit
    pieces = [(name, p.read_text(encoding="utf-8", errors="replace")) for name, p in files]
    found = _budgeted(counter, pieces, skills.max_tokens)
    SKILLS_CACHE.put(key, found)
    return found
