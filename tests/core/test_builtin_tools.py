"""Built-in read-only tools: confinement to the root and read-only SQL."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from xihe.core.errors import ErrorClass, ToolError
from xihe.core.settings import load_settings
from xihe.tools.builtin.files import files_glob, files_grep, files_read
from xihe.tools.builtin.sql import sql_query
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
