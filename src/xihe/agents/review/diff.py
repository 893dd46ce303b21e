"""A unified diff, parsed once, then prepared once per (model, tokenizer, line format).

Preparing renders every file twice (with extra context lines, and compact with
deletion-only hunks dropped) and counts each rendering with the target model's tokenizer.
Every chunk of the request reuses those renderings and counts; nothing is re-parsed or
re-counted per chunk (PR-Agent #3291).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Literal

from unidiff import PatchedFile, PatchSet
from unidiff.errors import UnidiffParseError

from xihe.agents.review.errors import ReviewInputError
from xihe.models.tokens import TokenCounter, canonical_name, get_counter

LineFormat = Literal["numbered", "plain"]
FileStatus = Literal["added", "modified", "deleted", "renamed"]

LANGUAGES: dict[str, str] = {
    ".py": "Python", ".pyi": "Python", ".go": "Go", ".rs": "Rust", ".java": "Java",
    ".kt": "Kotlin", ".scala": "Scala", ".js": "JavaScript", ".jsx": "JavaScript",
    ".mjs": "JavaScript", ".ts": "TypeScript", ".tsx": "TypeScript", ".c": "C", ".h": "C",
    ".cc": "C++", ".cpp": "C++", ".hpp": "C++", ".cs": "C#", ".rb": "Ruby", ".php": "PHP",
    ".swift": "Swift", ".m": "Objective-C", ".sh": "Shell", ".sql": "SQL", ".vue": "Vue",
    ".lua": "Lua", ".dart": "Dart", ".ex": "Elixir", ".exs": "Elixir", ".hs": "Haskell",
}  # fmt: skip
LOW_RELEVANCE = frozenset(
    {".md", ".rst", ".txt", ".json", ".lock", ".csv", ".svg", ".yaml", ".yml", ".toml", ".ini"}
)
NO_EXTENSION = frozenset({".md", ".rst", ".txt"})
"""Prose gains nothing from extra context lines (PR-Agent's `patch_extension_skip_types`)."""


@dataclass(frozen=True, slots=True)
class DiffLine:
    kind: str  # "+", "-" or " "
    text: str
    old: int | None
    new: int | None


@dataclass(frozen=True, slots=True)
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    header: str
    lines: tuple[DiffLine, ...]

    @property
    def deletion_only(self) -> bool:
        return not any(line.kind == "+" for line in self.lines)


@dataclass(frozen=True, slots=True)
class FileDiff:
    path: str
    old_path: str
    status: FileStatus
    hunks: tuple[Hunk, ...]
    binary: bool = False
    added: int = 0
    removed: int = 0

    @property
    def language(self) -> str:
        suffix = PurePosixPath(self.path).suffix.lower()
        return LANGUAGES.get(suffix, "other" if suffix not in LOW_RELEVANCE else "docs")

    def lines_at(self, start: int, end: int) -> list[DiffLine]:
        """New-side lines `start..end` as the diff shows them, with the deletions that sit
        just before a selected line (a removed line belongs to the next line kept)."""
        out: list[DiffLine] = []
        for hunk in self.hunks:
            anchor = hunk.new_start + hunk.new_len
            anchors: list[int] = []
            for line in reversed(hunk.lines):
                if line.new is not None and line.kind != "-":
                    anchor = line.new
                anchors.append(anchor)
            anchors.reverse()
            out.extend(ln for ln, a in zip(hunk.lines, anchors, strict=True) if start <= a <= end)
        return out


def parse_diff(text: str) -> list[FileDiff]:
    """Files of a unified diff (`git diff` output); not a diff is a clear input error."""
    try:
        patch = PatchSet(text)
    except UnidiffParseError as exc:
        raise ReviewInputError(
            f"the input is not a valid unified diff: {exc}",
            hint="pass the output of `git diff BASE...HEAD` or a .patch/.diff file",
        ) from exc
    files = [_file(f) for f in patch]
    if not files and text.strip():
        raise ReviewInputError(
            "the input contains no unified-diff file sections (no '--- a/' / '+++ b/' lines)",
            hint="pass the output of `git diff BASE...HEAD` or a .patch/.diff file",
        )
    return files


def _file(pf: PatchedFile) -> FileDiff:
    status: FileStatus = "modified"
    if pf.is_added_file:
        status = "added"
    elif pf.is_removed_file:
        status = "deleted"
    elif pf.is_rename:
        status = "renamed"
    old = str(pf.source_file or "")
    hunks = tuple(
        Hunk(
            h.source_start,
            h.source_length,
            h.target_start,
            h.target_length,
            (h.section_header or "").strip(),
            tuple(
                DiffLine(ln.line_type, ln.value.rstrip("\n"), ln.source_line_no, ln.target_line_no)
                for ln in h
                if ln.line_type in ("+", "-", " ")
            ),
        )
        for h in pf
    )
    return FileDiff(
        path=str(pf.path),
        old_path=old.removeprefix("a/"),
        status=status,
        hunks=hunks,
        binary=bool(pf.is_binary_file),
        added=int(pf.added),
        removed=int(pf.removed),
    )


def extend_hunks(
    hunks: tuple[Hunk, ...], new_lines: list[str], before: int, after: int
) -> tuple[Hunk, ...]:
    """Hunks with up to `before`/`after` more context lines from the new file, never
    overlapping a neighbour (PR-Agent's `patch_extra_lines_before/after`)."""
    out: list[Hunk] = []
    floor = 0  # last new-side line already shown
    for i, hunk in enumerate(hunks):
        nxt = hunks[i + 1].new_start if i + 1 < len(hunks) else len(new_lines) + 1
        first = max(floor + 1, hunk.new_start - before, 1)
        shift = hunk.old_start - hunk.new_start
        lead = [
            DiffLine(" ", new_lines[n - 1], n + shift, n)
            for n in range(first, hunk.new_start)
            if n <= len(new_lines)
        ]
        end = hunk.new_start + hunk.new_len - 1
        old_end = hunk.old_start + hunk.old_len - 1
        last = min(end + after, nxt - 1, len(new_lines))
        tail = [
            DiffLine(" ", new_lines[n - 1], old_end + (n - end), n)
            for n in range(end + 1, last + 1)
        ]
        lines = (*lead, *hunk.lines, *tail)
        out.append(
            Hunk(
                hunk.old_start - len(lead),
                hunk.old_len + len(lead) + len(tail),
                hunk.new_start - len(lead),
                hunk.new_len + len(lead) + len(tail),
                hunk.header,
                lines,
            )
        )
        floor = max(floor, last)
    return tuple(out)


def render_file(file: FileDiff, hunks: tuple[Hunk, ...], fmt: LineFormat) -> str:
    """One file as the model reads it; `numbered` prefixes each new-side line with its
    number so findings can cite lines."""
    head = f"## File: {file.path}"
    if file.status == "renamed":
        head += f" (renamed from {file.old_path})"
    elif file.status != "modified":
        head += f" ({file.status})"
    parts = [head]
    for hunk in hunks:
        header = f" {hunk.header}" if hunk.header else ""
        parts.append(
            f"@@ -{hunk.old_start},{hunk.old_len} +{hunk.new_start},{hunk.new_len} @@{header}"
        )
        if fmt == "numbered":
            parts.extend(
                f"{'' if ln.new is None or ln.kind == '-' else ln.new:>5} {ln.kind}{ln.text}"
                for ln in hunk.lines
            )
        else:
            parts.extend(f"{ln.kind}{ln.text}" for ln in hunk.lines)
    return "\n".join(parts) + "\n"


@dataclass(frozen=True, slots=True)
class PrepKey:
    """What changes a preparation: the model, its tokenizer, the line format and extension."""

    model: str
    tokenizer: str
    line_format: LineFormat
    extra_before: int
    extra_after: int


@dataclass(slots=True)
class FileBlock:
    file: FileDiff
    extended: str
    extended_tokens: int
    compact: str
    compact_tokens: int


@dataclass(slots=True)
class PreparedDiff:
    key: PrepKey
    counter: TokenCounter
    blocks: list[FileBlock]
    deletions_only: list[str] = field(default_factory=list)
    binary: list[str] = field(default_factory=list)
    counted_tokens: int = 0
    """Tokens the tokenizer processed to prepare this diff (what reuse saves)."""

    @property
    def total_extended(self) -> int:
        return sum(b.extended_tokens for b in self.blocks)


Contents = Callable[[str], list[str] | None]
"""New-side lines of a file, when the source has them (extra context comes from there)."""


def prepare(
    files: list[FileDiff],
    key: PrepKey,
    contents: Contents | None = None,
) -> PreparedDiff:
    counter = get_counter(key.tokenizer)
    prepared = PreparedDiff(key=key, counter=counter, blocks=[])
    for file in files:
        if file.binary or not file.hunks:
            prepared.binary.append(file.path)
            continue
        kept = tuple(h for h in file.hunks if not h.deletion_only)
        if not kept:
            prepared.deletions_only.append(file.path)
            continue
        compact = render_file(file, kept, key.line_format)
        extended = render_file(file, _extended(file, key, contents), key.line_format)
        compact_tokens = counter.count(compact)
        extended_tokens = compact_tokens if extended == compact else counter.count(extended)
        prepared.counted_tokens += compact_tokens + (extended_tokens if extended != compact else 0)
        prepared.blocks.append(FileBlock(file, extended, extended_tokens, compact, compact_tokens))
    return prepared


def _extended(file: FileDiff, key: PrepKey, contents: Contents | None) -> tuple[Hunk, ...]:
    if contents is None or file.status == "deleted" or not (key.extra_before or key.extra_after):
        return file.hunks
    if PurePosixPath(file.path).suffix.lower() in NO_EXTENSION:
        return file.hunks
    lines = contents(file.path)
    if lines is None:
        return file.hunks
    return extend_hunks(file.hunks, lines, key.extra_before, key.extra_after)


class DiffCache:
    """Request-scoped: the parsed diff plus one preparation per `PrepKey`, so every chunk
    and every recovery on a model with the same tokenizer reuses the same work."""

    def __init__(self, files: list[FileDiff], contents: Contents | None = None) -> None:
        self.files = files
        self.contents = contents
        self._prepared: dict[PrepKey, PreparedDiff] = {}
        self.preparations = 0

    def get(
        self,
        model: str,
        tokenizer: str,
        line_format: LineFormat,
        extra_before: int,
        extra_after: int,
    ) -> PreparedDiff:
        key = PrepKey(model, canonical_name(tokenizer), line_format, extra_before, extra_after)
        found = self._prepared.get(key)
        if found is None:
            found = prepare(self.files, key, self.contents)
            self._prepared[key] = found
            self.preparations += 1
        return found

    def file(self, path: str) -> FileDiff | None:
        return next((f for f in self.files if f.path == path), None)
