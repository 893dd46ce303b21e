"""The fix agent's file tools, confined to one working copy and run by the policy executor.

Reads are `read` tools; `repo.edit` and `repo.write` are `write` tools, so they need an
approval unless `[tools].pre_approved` lists them for the fix agent's principal. A path that
leaves the working copy (`..`, an absolute path, a symlink out) or enters `.git` is refused.
"""

from __future__ import annotations

import asyncio
import fnmatch
import re
from pathlib import Path
from typing import Any

from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.registry import ToolRegistry, tool
from xihe.tools.spec import ResultPolicy, ToolSpec

MAX_MATCHES = 200
MAX_READ_CHARS = 50_000
OUTPUT_TAIL = 4000


def inside(root: Path, path: str) -> Path:
    """`path` under `root`, or a policy refusal: nothing outside the working copy is touched."""
    target = (root / path).resolve()
    base = root.resolve()
    if target != base and base not in target.parents:
        raise ToolError(
            f"'{path}' is outside the working copy",
            error_class=ErrorClass.POLICY_DENIED,
            hint="use a path relative to the repository root",
        )
    if ".git" in target.relative_to(base).parts:
        raise ToolError(f"'{path}' is inside .git", error_class=ErrorClass.POLICY_DENIED)
    return target


def _files(root: Path) -> list[Path]:
    base = root.resolve()
    return sorted(
        p for p in base.rglob("*") if p.is_file() and ".git" not in p.relative_to(base).parts
    )


async def run_command(
    command: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None
) -> tuple[int, str]:
    """Exit code and combined output; a command that runs out of time is killed (code 124)."""
    code, out, _ = await _spawn(command, cwd, timeout, env, asyncio.subprocess.STDOUT)
    return code, out


async def run_for_output(
    command: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None
) -> tuple[int, str, str]:
    """Exit code, stdout and stderr apart: a child's `--output json` document is its stdout,
    whatever it logs on stderr meanwhile (a log line before it broke the parse under load)."""
    return await _spawn(command, cwd, timeout, env, asyncio.subprocess.PIPE)


async def _spawn(
    command: list[str], cwd: Path, timeout: float, env: dict[str, str] | None, stderr: int
) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        *command, cwd=str(cwd), env=env, stdout=asyncio.subprocess.PIPE, stderr=stderr
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        return 124, f"timed out after {timeout:g}s", ""
    errors = err.decode(errors="replace") if err else ""
    return proc.returncode or 0, out.decode(errors="replace"), errors


def fix_tools(root: Path, test_command: list[str], timeout: float) -> list[ToolSpec]:
    """Glob, grep, read, edit, write and run the tests, all inside `root`."""

    @tool("repo.glob", description="List files of the repository matching a glob (src/**/*.py).")
    async def glob(pattern: str) -> list[str]:
        base = root.resolve()
        names = [str(p.relative_to(base)) for p in _files(root)]
        return [n for n in names if fnmatch.fnmatch(n, pattern)][:MAX_MATCHES]

    @tool("repo.grep", description="Lines matching a regular expression, as path:line: text.")
    async def grep(pattern: str, glob: str = "*") -> list[str]:
        try:
            regex = re.compile(pattern)
        except re.error as exc:
            raise ToolError(f"bad regex: {exc}", error_class=ErrorClass.VALIDATION) from None
        base = root.resolve()
        found: list[str] = []
        for path in _files(root):
            name = str(path.relative_to(base))
            if not fnmatch.fnmatch(name, glob):
                continue
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except (UnicodeDecodeError, OSError):
                continue
            for number, line in enumerate(lines, 1):
                if regex.search(line):
                    found.append(f"{name}:{number}: {line.strip()[:200]}")
                    if len(found) >= MAX_MATCHES:
                        return found
        return found

    @tool(
        "repo.read",
        description="Read a text file of the repository.",
        result_policy=ResultPolicy(content="code"),
    )
    async def read(path: str) -> str:
        target = inside(root, path)
        if not target.is_file():
            raise ToolError(f"no file '{path}'", error_class=ErrorClass.NOT_FOUND)
        return target.read_text(encoding="utf-8")[:MAX_READ_CHARS]

    @tool(
        "repo.edit",
        description="Replace the first exact occurrence of `old` with `new` in one file.",
        permission="tools.write",
        side_effect="write",
        idempotent=False,
    )
    async def edit(path: str, old: str, new: str) -> dict[str, Any]:
        target = inside(root, path)
        if not target.is_file():
            raise ToolError(f"no file '{path}'", error_class=ErrorClass.NOT_FOUND)
        text = target.read_text(encoding="utf-8")
        if old not in text:
            raise ToolError(
                f"the text to replace is not in '{path}'",
                error_class=ErrorClass.VALIDATION,
                hint="read the file again and copy the exact lines",
            )
        target.write_text(text.replace(old, new, 1), encoding="utf-8")
        return {"path": path, "replaced": 1}

    @tool(
        "repo.write",
        description="Create or overwrite one file with the given content.",
        permission="tools.write",
        side_effect="write",
        idempotent=True,
    )
    async def write(path: str, content: str) -> dict[str, Any]:
        target = inside(root, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
        return {"path": path, "chars": len(content)}

    @tool(
        "repo.run_tests",
        description="Run the repository's tests; returns the exit code and the output's tail.",
        timeout_seconds=timeout + 5,
    )
    async def run_tests() -> dict[str, Any]:
        code, output = await run_command(test_command, root, timeout)
        return {"exit_code": code, "output": output[-OUTPUT_TAIL:]}

    return [glob, grep, read, edit, write, run_tests]


def fix_registry(root: Path, test_command: list[str], timeout: float) -> ToolRegistry:
    return ToolRegistry(fix_tools(root, test_command, timeout))
