"""Read-only file tools confined to one root folder (symlinks and `..` cannot escape it).

Patterns come from a model, so they run on RE2 (linear time, no backtracking) on the bounded
pool, and a walk that runs out of budget returns what it covered and says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import re2

from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.builtin.bounded import Budget, budget_seconds, run_bounded
from xihe.tools.registry import tool
from xihe.tools.spec import ToolContext

SKIP_DIRS = {".git", ".venv", "node_modules", "__pycache__", ".xihe", ".mypy_cache"}
MAX_FILE_BYTES = 2_000_000


def _root(ctx: ToolContext) -> Path:
    return Path(ctx.settings.tools.files_root).resolve()


def confine(root: Path, relative: str) -> Path:
    """Resolve a user path inside the root or refuse."""
    target = (root / relative).resolve()
    if not target.is_relative_to(root):
        raise ToolError(
            f"path '{relative}' is outside the tool root {root}",
            error_class=ErrorClass.POLICY_DENIED,
            hint="use a path relative to the root",
        )
    return target


def _walk(root: Path, pattern: str, budget: Budget) -> tuple[list[Path], bool]:
    """Files matching the glob, and whether the walk finished inside the budget."""
    if ".." in Path(pattern).parts or Path(pattern).is_absolute():
        raise ToolError(
            f"glob '{pattern}' must stay inside the tool root",
            error_class=ErrorClass.POLICY_DENIED,
        )
    found: list[Path] = []
    for path in root.glob(pattern):
        if budget.exceeded():
            return sorted(found), False
        rel = path.relative_to(root)
        if any(part in SKIP_DIRS for part in rel.parts):
            continue
        if path.is_file() and path.resolve().is_relative_to(root):
            found.append(path)
    return sorted(found), True


def _stopped(budget: Budget) -> str:
    return (
        f"stopped after its {budget.seconds:g}s budget; results cover only part of the files, "
        "narrow the glob to search the rest"
    )


@tool("files.glob")
async def files_glob(ctx: ToolContext, pattern: str, limit: int = 200) -> dict[str, object]:
    """List files under the project root matching a glob such as `src/**/*.py`."""
    root = _root(ctx)

    def run(budget: Budget) -> dict[str, object]:
        paths, complete = _walk(root, pattern, budget)
        shown = [str(p.relative_to(root)) for p in paths[:limit]]
        out: dict[str, object] = {"files": shown, "total": len(paths)}
        out["truncated"] = len(paths) > limit or not complete
        if not complete:
            out["incomplete"] = _stopped(budget)
        return out

    return await run_bounded(run, budget_seconds(ctx, "files.glob"))


def _compile(regex: str) -> Any:
    options = re2.Options()
    options.log_errors = False
    try:
        return re2.compile(regex, options)
    except re2.error as exc:
        detail = exc.args[0].decode() if exc.args and isinstance(exc.args[0], bytes) else exc
        raise ToolError(
            f"invalid regex {regex!r}: {detail}",
            error_class=ErrorClass.VALIDATION,
            hint="patterns use RE2 syntax: no backreferences or lookaround",
        ) from None


def _grep(root: Path, regex: Any, pattern: str, limit: int, budget: Budget) -> dict[str, object]:
    hits: list[str] = []
    skipped: list[str] = []
    paths, complete = _walk(root, pattern, budget)
    searched = 0
    for path in paths:
        if budget.exceeded():
            complete = False
            break
        searched += 1
        if path.stat().st_size > MAX_FILE_BYTES:
            skipped.append(str(path.relative_to(root)))
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if regex.search(line):
                hits.append(f"{path.relative_to(root)}:{number}: {line.strip()[:300]}")
                if len(hits) >= limit:
                    return {"matches": hits, "truncated": True, "skipped_large": skipped}
    out: dict[str, object] = {"matches": hits, "truncated": not complete}
    out["skipped_large"] = skipped
    if not complete:
        out["incomplete"] = _stopped(budget)
        out["files_searched"] = searched
    return out


@tool("files.grep")
async def files_grep(
    ctx: ToolContext, regex: str, glob: str = "**/*", limit: int = 100
) -> dict[str, object]:
    """Search file contents with a regular expression (RE2 syntax: no backreferences or
    lookaround); returns `path:line: text` matches."""
    compiled = _compile(regex)
    root = _root(ctx)
    return await run_bounded(
        lambda budget: _grep(root, compiled, glob, limit, budget),
        budget_seconds(ctx, "files.grep"),
    )


def _read(target: Path, start_line: int, max_lines: int) -> dict[str, object]:
    if not target.is_file():
        raise ToolError(f"no file at '{target.name}'", error_class=ErrorClass.NOT_FOUND)
    if target.stat().st_size > MAX_FILE_BYTES:
        raise ToolError(
            f"'{target.name}' is larger than {MAX_FILE_BYTES} bytes",
            error_class=ErrorClass.VALIDATION,
            hint="use files.grep to find the lines you need",
        )
    lines = target.read_text(encoding="utf-8", errors="replace").splitlines()
    chunk = lines[start_line - 1 : start_line - 1 + max_lines]
    return {
        "start_line": start_line,
        "end_line": start_line - 1 + len(chunk),
        "total_lines": len(lines),
        "content": "\n".join(chunk),
    }


@tool("files.read")
async def files_read(
    ctx: ToolContext, path: str, start_line: int = 1, max_lines: int = 400
) -> dict[str, object]:
    """Read lines of one text file under the project root."""
    if start_line < 1 or max_lines < 1:
        raise ToolError("start_line and max_lines must be >= 1", error_class=ErrorClass.VALIDATION)
    target = confine(_root(ctx), path)
    return await run_bounded(
        lambda _budget: _read(target, start_line, max_lines), budget_seconds(ctx, "files.read")
    )
