"""A read-only SQL tool over a configured SQLite file (the sample music database by default).

Queries come from a model: they run on the bounded pool and a progress handler interrupts one
that outlives its budget, so a cross join stops instead of running on after the call ended.
"""

from __future__ import annotations

import secrets
import sqlite3
from importlib import resources
from pathlib import Path

from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.builtin.bounded import Budget, budget_seconds, run_bounded
from xihe.tools.registry import tool
from xihe.tools.spec import ToolContext

ALLOWED_ACTIONS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}
SAMPLE_NAME = "sample_music.db"
PROGRESS_STEPS = 1000


def ensure_sample_db(home: str | Path) -> Path:
    """Build the shipped sample database once, from SQL text kept in the package."""
    path = Path(home) / SAMPLE_NAME
    if path.exists():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    script = resources.files("xihe.data").joinpath("sample_music.sql").read_text("utf-8")
    tmp = path.with_suffix(f".{secrets.token_hex(4)}.tmp")
    try:
        conn = sqlite3.connect(tmp)
        conn.executescript(f"BEGIN;\n{script}\nCOMMIT;")
        conn.close()
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def _authorizer(action: int, *_args: object) -> int:
    return sqlite3.SQLITE_OK if action in ALLOWED_ACTIONS else sqlite3.SQLITE_DENY


def _query(path: Path, sql: str, limit: int, budget: Budget) -> dict[str, object]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        conn.set_authorizer(_authorizer)
        conn.set_progress_handler(lambda: int(budget.exceeded()), PROGRESS_STEPS)
        cursor = conn.execute(sql)
        columns = [d[0] for d in cursor.description or ()]
        rows = cursor.fetchmany(limit + 1)
    except sqlite3.OperationalError as exc:
        if not budget.exceeded():
            raise _refused(exc) from None
        raise ToolError(
            f"the query ran past its {budget.seconds:g}s budget and was stopped",
            error_class=ErrorClass.VALIDATION,
            error_type="BudgetExceeded",
            hint="narrow it: join on keys, filter with WHERE, avoid cross joins",
        ) from None
    except (sqlite3.DatabaseError, sqlite3.ProgrammingError) as exc:
        raise _refused(exc) from None
    finally:
        conn.close()
    return {
        "columns": columns,
        "rows": [list(r) for r in rows[:limit]],
        "truncated": len(rows) > limit,
    }


def _refused(exc: Exception) -> ToolError:
    return ToolError(
        f"query failed: {exc}",
        error_class=ErrorClass.VALIDATION,
        hint="only a single read-only SELECT is allowed; check table and column names",
    )


def database_path(ctx: ToolContext) -> Path:
    configured = ctx.settings.tools.sql_database
    if configured:
        path = Path(configured)
        if not path.exists():
            raise ToolError(
                f"the SQL tool's database {path} does not exist",
                error_class=ErrorClass.CONFIG,
                hint="fix [tools].sql_database in xihe.toml",
            )
        return path
    return ensure_sample_db(ctx.settings.home)


@tool("sql.query")
async def sql_query(ctx: ToolContext, sql: str, limit: int = 100) -> dict[str, object]:
    """Run one read-only SELECT against the configured SQLite database and return rows.

    The sample database has tables artists(id, name, country), albums(id, title, artist_id,
    year) and tracks(id, album_id, title, seconds).
    """
    bounded = max(1, min(limit, 1000))
    return await run_bounded(
        lambda budget: _query(database_path(ctx), sql, bounded, budget),
        budget_seconds(ctx, "sql.query"),
    )
