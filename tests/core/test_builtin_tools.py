"""Built-in read-only tools: confinement to the root and read-only SQL."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import pytest

from tests.conftest import Database, make_settings
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.messages import ToolCall
from xihe.core.settings import load_settings
from xihe.store.db import open_store
from xihe.tools.builtin import builtin_specs
from xihe.tools.builtin.bounded import active_workers
from xihe.tools.builtin.files import files_glob, files_grep, files_read
from xihe.tools.builtin.sql import sql_query
from xihe.tools.executor import PolicyExecutor, ToolOutcome
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolContext


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    root = tmp_path / "root"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("def main():\n    return 'hello 世界'\n")
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("secret")
    (tmp_path / "outside.txt").write_text("outside secret")
    os.symlink(tmp_path / "outside.txt", root / "link.txt")
    settings = load_settings(None, home=str(tmp_path / "home"), tools={"files_root": str(root)})
    return ToolContext(settings=settings, role="readonly")


async def test_read_and_grep_inside_root(ctx: ToolContext) -> None:
    read = await files_read.handler(ctx=ctx, path="src/app.py")
    assert read["content"] == "def main():\n    return 'hello 世界'" and read["total_lines"] == 2
    grep = await files_grep.handler(ctx=ctx, regex="世界")
    assert grep["matches"] == ["src/app.py:2: return 'hello 世界'"]
    globbed = await files_glob.handler(ctx=ctx, pattern="**/*")
    assert globbed["files"] == ["src/app.py"]


@pytest.mark.parametrize("path", ["../outside.txt", "link.txt", "/etc/passwd"])
async def test_paths_cannot_escape_the_root(ctx: ToolContext, path: str) -> None:
    with pytest.raises(ToolError) as info:
        await files_read.handler(ctx=ctx, path=path)
    assert info.value.error_class == ErrorClass.POLICY_DENIED


async def test_glob_cannot_escape_the_root(ctx: ToolContext) -> None:
    with pytest.raises(ToolError):
        await files_glob.handler(ctx=ctx, pattern="../*")


async def test_sql_reads_the_sample_database(ctx: ToolContext) -> None:
    result = await sql_query.handler(
        ctx=ctx, sql="SELECT name FROM artists WHERE country = 'JP' ORDER BY name"
    )
    assert result["rows"] == [["Hikaru Utada"], ["Ryuichi Sakamoto"]]


@pytest.mark.parametrize(
    "sql",
    [
        "DELETE FROM artists",
        "UPDATE artists SET name = 'x'",
        "DROP TABLE albums",
        "ATTACH DATABASE '/tmp/x.db' AS x",
        "SELECT 1; DELETE FROM artists",
        "PRAGMA writable_schema = ON",
    ],
)
async def test_sql_refuses_anything_but_reads(ctx: ToolContext, sql: str) -> None:
    with pytest.raises(ToolError) as info:
        await sql_query.handler(ctx=ctx, sql=sql)
    assert info.value.error_class == ErrorClass.VALIDATION
    count = await sql_query.handler(ctx=ctx, sql="SELECT COUNT(*) FROM artists")
    assert count["rows"] == [[10]]


CROSS_JOIN = "SELECT COUNT(*) FROM tracks a, tracks b, tracks c, tracks d"
CATASTROPHIC = r"(a+)+$"


async def _bounded_run(tmp_path: Path, call: ToolCall, **files: str) -> tuple[ToolOutcome, int]:
    """Run one call through the policy executor with a 1 s timeout, counting event-loop ticks
    made by a concurrent coroutine while the call runs."""
    root = tmp_path / "root"
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    settings = make_settings(
        Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}"),
        tmp_path,
        tools={"files_root": str(root), "default_timeout_seconds": 1.0},
    )
    store = await open_store(settings.database_url)
    try:
        executor = PolicyExecutor(ToolRegistry(builtin_specs()), store, config=settings.tools)
        task = asyncio.create_task(
            executor.execute(call, ToolContext(settings=settings, role="readonly"))
        )
        ticks = 0
        while not task.done():
            ticks += 1
            await asyncio.sleep(0.01)
        return await task, ticks
    finally:
        await store.close()


async def test_cross_join_is_interrupted_not_retried_and_loop_keeps_ticking(
    tmp_path: Path,
) -> None:
    outcome, ticks = await _bounded_run(tmp_path, ToolCall("q", "sql.query", {"sql": CROSS_JOIN}))
    assert outcome.failure is not None
    assert outcome.failure.error_type == "BudgetExceeded", outcome.failure.message
    assert outcome.failure.error_class == ErrorClass.VALIDATION
    assert outcome.attempts == 1
    assert active_workers() == 0, "the query thread must stop, not run on after the call"
    assert ticks >= 10


async def test_catastrophic_grep_pattern_runs_in_linear_time(tmp_path: Path) -> None:
    line = "a" * 24 + "!\n"
    call = ToolCall("g", "files.grep", {"regex": CATASTROPHIC})
    outcome, ticks = await _bounded_run(tmp_path, call, **{"src/a.txt": line * 3, "b.txt": "aaa"})
    assert outcome.ok and outcome.attempts == 1, outcome.output
    assert json.loads(outcome.output)["matches"] == ["b.txt:1: aaa"]
    assert ticks >= 1 and active_workers() == 0


async def test_pattern_outside_re2_is_refused_with_a_hint(ctx: ToolContext) -> None:
    with pytest.raises(ToolError) as info:
        await files_grep.handler(ctx=ctx, regex=r"(a)\1")
    assert info.value.error_class == ErrorClass.VALIDATION
    assert "RE2" in str(info.value)


async def test_grep_out_of_budget_says_what_it_covered(tmp_path: Path) -> None:
    root = tmp_path / "root"
    for n in range(400):
        (root / f"d{n % 20}").mkdir(parents=True, exist_ok=True)
        (root / f"d{n % 20}" / f"f{n}.txt").write_text("needle\n" * 50)
    settings = load_settings(
        None,
        home=str(tmp_path / "home"),
        tools={"files_root": str(root), "overrides": {"files.grep": {"timeout_seconds": 0.001}}},
    )
    result = await files_grep.handler(
        ctx=ToolContext(settings=settings, role="readonly"), regex="needle", limit=100_000
    )
    assert result["truncated"] is True and "budget" in str(result["incomplete"])
    assert len(result["matches"]) < 400 * 50  # type: ignore[arg-type]


async def test_cancelled_query_stops_its_thread(ctx: ToolContext) -> None:
    """A caller that goes away (a disconnected client) stops the query, not just the await."""
    task = asyncio.create_task(sql_query.handler(ctx=ctx, sql=CROSS_JOIN))
    while active_workers() == 0:
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert active_workers() == 0
