"""Batches of statements committed as one transaction: the trace writer's unit of work.

On a SQLite file a batch runs on one held `sqlite3` connection, on the event loop, each
statement compiled once by SQLAlchemy (its SQL, parameter order, type processors and column
defaults) and then handed to `executemany` directly: the work per commit is SQLite's, not
the Python around it. Elsewhere a batch runs on the async engine.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from sqlalchemy import Executable
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncConnection

Plan = Sequence[tuple[Executable, Sequence[dict[str, Any]]]]
"""Statements in order, each with its rows (none: executed once without parameters)."""
Bound = list[tuple[str, list[tuple[Any, ...]] | None]]
"""A plan compiled for sqlite3: SQL and parameter tuples (None: executed once, bare)."""


async def execute_plan(conn: AsyncConnection, plan: Plan) -> None:
    for statement, rows in plan:
        await conn.execute(statement, list(rows) if rows else None)


@dataclass(frozen=True)
class _Prepared:
    sql: str
    names: tuple[str, ...]
    processors: tuple[Callable[[Any], Any] | None, ...]
    defaults: dict[str, Callable[[], Any]]

    def parameters(self, row: dict[str, Any]) -> tuple[Any, ...]:
        out = []
        for name, process in zip(self.names, self.processors, strict=True):
            value = row[name] if name in row else self.defaults[name]()
            out.append(process(value) if process is not None else value)
        return tuple(out)


def _prepare(statement: Executable, keys: tuple[str, ...], dialect: Dialect) -> _Prepared:
    compiled = statement.compile(dialect=dialect, column_keys=list(keys))  # type: ignore[attr-defined]
    names = tuple(compiled.positiontup or ())
    processors = tuple(
        compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names
    )
    defaults: dict[str, Callable[[], Any]] = {}
    for column in getattr(compiled, "insert_prefetch", ()):
        default = column.default
        if default is not None and default.is_scalar:
            defaults[column.key] = partial(_constant, default.arg)
        elif default is not None and default.is_callable:
            defaults[column.key] = partial(default.arg, None)
    return _Prepared(compiled.string, names, processors, defaults)


def _constant(value: Any) -> Any:
    return value


class SqliteBatches:
    """One held sqlite3 connection that never sleeps on SQLite's lock (`BEGIN IMMEDIATE`,
    `busy_timeout=0`: a locked database raises at once and the caller retries later) and
    leaves checkpoints to whoever runs them (`wal_autocheckpoint=0`)."""

    def __init__(self, path: str, dialect: Dialect, configure: Callable[[Any, Any], None]) -> None:
        self.path = path
        self.dialect = dialect
        self.configure = configure
        self._conn: sqlite3.Connection | None = None
        self._prepared: dict[tuple[int, tuple[str, ...]], tuple[Executable, _Prepared]] = {}

    def bind(self, plan: Plan) -> Bound:
        """The plan as SQL and parameter tuples, built before the write lock is taken: the
        lock is then held only for SQLite's own work (other workers wait on it), and a retry
        after a locked attempt reuses them."""
        bound: Bound = []
        for statement, rows in plan:
            if not rows:
                bound.append((self._get(statement, ()).sql, None))
                continue
            for keys, group in _by_keys(rows).items():
                prepared = self._get(statement, keys)
                bound.append((prepared.sql, [prepared.parameters(r) for r in group]))
        return bound

    def commit(self, bound: Bound) -> None:
        """Commit the bound statements in one transaction, or raise with nothing committed
        (sqlite3.OperationalError 'database is locked' while another connection writes)."""
        conn = self._connect()
        conn.execute("BEGIN IMMEDIATE")  # raises at once while another connection writes
        try:
            for sql, parameters in bound:
                if parameters is None:
                    conn.execute(sql)
                else:
                    conn.executemany(sql, parameters)
            conn.execute("COMMIT")
        except BaseException:
            self._rollback()
            raise

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()

    def _connect(self) -> sqlite3.Connection:
        if self._conn is None:
            conn = sqlite3.connect(self.path, isolation_level=None)
            self.configure(conn, None)
            conn.execute("PRAGMA busy_timeout=0")
            conn.execute("PRAGMA wal_autocheckpoint=0")
            self._conn = conn
        return self._conn

    def _rollback(self) -> None:
        try:
            if self._conn is not None and self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            self.close()  # a broken connection: the next batch reconnects

    def _get(self, statement: Executable, keys: tuple[str, ...]) -> _Prepared:
        hit = self._prepared.get((id(statement), keys))
        if hit is not None and hit[0] is statement:
            return hit[1]
        prepared = _prepare(statement, keys, self.dialect)
        if len(self._prepared) > 512:
            self._prepared.clear()
        self._prepared[(id(statement), keys)] = (statement, prepared)
        return prepared


def _by_keys(rows: Sequence[dict[str, Any]]) -> dict[tuple[str, ...], list[dict[str, Any]]]:
    """Rows grouped by their columns, in order: one compiled statement per shape."""
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row), []).append(row)
    return groups
