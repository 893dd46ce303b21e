"""Batches of statements committed as one transaction: the trace writer's unit of work.

On a SQLite file a batch runs on one held `sqlite3` connection, on the event loop, each
statement compiled once by SQLAlchemy (its SQL, parameter order, type processors and column
defaults) and then handed to `executemany` directly: the work per commit is SQLite's, not
the Python around it. Elsewhere a batch runs on the async engine.
"""

from __future__ import annotations

import itertools
import operator
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from itertools import compress, repeat
from operator import is_, not_
from typing import Any

from sqlalchemy import Executable, Insert, null
from sqlalchemy.dialects.sqlite import DATETIME as SQLITE_DATETIME
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.types import TypeEngine

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
    pick: Callable[[dict[str, Any]], tuple[Any, ...]] | None
    """Every name from the row in one C call, when the row's keys hold them all."""
    convert: tuple[tuple[int, Callable[[Any], Any]], ...]

    def columns(self, rows: Sequence[dict[str, Any]]) -> list[tuple[Any, ...]]:
        """The rows' parameters column by column, converted: picking, transposing and
        converting run in C calls over whole columns, not in a Python loop per value."""
        if self.pick is None:
            return list(zip(*map(self._slow, rows), strict=True))
        out = list(zip(*map(self.pick, rows), strict=True))
        for i, convert in self.convert:
            out[i] = tuple(map(convert, out[i]))
        return out

    def _slow(self, row: dict[str, Any]) -> tuple[Any, ...]:
        """A row that leaves columns to their defaults, value by value."""
        slow = []
        for name, process in zip(self.names, self.processors, strict=True):
            value = row[name] if name in row else self.defaults[name]()
            slow.append(process(value) if process is not None else value)
        return tuple(slow)


def _prepare(statement: Executable, keys: tuple[str, ...], dialect: Dialect) -> _Prepared:
    compiled = statement.compile(dialect=dialect, column_keys=list(keys))  # type: ignore[attr-defined]
    names = tuple(compiled.positiontup or ())
    processors = tuple(_processor(compiled.binds[name].type, dialect) for name in names)
    defaults: dict[str, Callable[[], Any]] = {}
    for column in getattr(compiled, "insert_prefetch", ()):
        default = column.default
        if default is not None and default.is_scalar:
            defaults[column.key] = partial(_constant, default.arg)
        elif default is not None and default.is_callable:
            defaults[column.key] = partial(default.arg, None)
    convert = tuple((i, f) for i, f in enumerate(processors) if f is not None)
    return _Prepared(compiled.string, names, processors, defaults, _picker(names, keys), convert)


_SQLITE_DATETIME = "%04d-%02d-%02d %02d:%02d:%02d.%06d"
"""SQLite DATETIME's default storage format, filled from a tuple instead of a dict."""


def _processor(kind: TypeEngine[Any], dialect: Dialect) -> Callable[[Any], Any] | None:
    """The column type's bind processor; a SQLite timestamp in its default storage format
    gets the same text from positional formatting, about half the cost (trace rows carry a
    timestamp or two each)."""
    impl = kind.dialect_impl(dialect)
    process = impl.bind_processor(dialect)
    if (
        process is None
        or not isinstance(impl, SQLITE_DATETIME)
        or impl._storage_format != SQLITE_DATETIME._storage_format
    ):
        return process
    return partial(_sqlite_datetime, process)


def _sqlite_datetime(fallback: Callable[[Any], Any], value: Any) -> Any:
    if type(value) is not datetime:
        return fallback(value)  # None, dates and subclasses: SQLAlchemy's own rules
    return _SQLITE_DATETIME % (
        value.year,
        value.month,
        value.day,
        value.hour,
        value.minute,
        value.second,
        value.microsecond,
    )


def _picker(
    names: tuple[str, ...], keys: tuple[str, ...]
) -> Callable[[dict[str, Any]], tuple[Any, ...]] | None:
    if not set(names) <= set(keys):
        return None  # a column default fills the rest, per row
    if len(names) == 1:
        only = names[0]
        return lambda row: (row[only],)
    if not names:
        return lambda row: ()
    return operator.itemgetter(*names)


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
        self._prepared: dict[
            tuple[int, tuple[str, ...], tuple[str, ...]], tuple[Executable, _Prepared]
        ] = {}

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
                columns = prepared.columns(group)
                if not isinstance(statement, Insert):
                    bound.append((prepared.sql, _records(columns, len(group))))
                    continue
                for nulls, records in split_nulls(columns, len(group)):
                    bound.append((self._insert_sql(statement, keys, prepared, nulls), records))
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

    def _get(
        self, statement: Executable, keys: tuple[str, ...], nulls: tuple[str, ...] = ()
    ) -> _Prepared:
        hit = self._prepared.get((id(statement), keys, nulls))
        if hit is not None and hit[0] is statement:
            return hit[1]
        compiled = statement.values({n: null() for n in nulls}) if nulls else statement  # type: ignore[attr-defined]
        prepared = _prepare(compiled, keys, self.dialect)
        if len(self._prepared) > 512:
            self._prepared.clear()
        self._prepared[(id(statement), keys, nulls)] = (statement, prepared)
        return prepared

    def _insert_sql(
        self, statement: Executable, keys: tuple[str, ...], full: _Prepared, nulls: tuple[int, ...]
    ) -> str:
        """The insert with NULL written where `nulls` (positions in `full.names`) are."""
        if not nulls:
            return full.sql
        names = tuple(full.names[i] for i in nulls)
        masked = self._get(statement, keys, names)
        if masked.names != tuple(n for n in full.names if n not in names):
            raise RuntimeError(f"NULL literals moved the parameters of {full.sql!r}")
        return masked.sql


def split_nulls(
    columns: Sequence[tuple[Any, ...]], count: int
) -> list[tuple[tuple[int, ...], list[tuple[Any, ...]]]]:
    """Runs of `count` records (given as columns) with None in the same positions, as
    parameter tuples without those values, for an insert that writes NULL there: sqlite3
    binds a None through its adapter lookup (an exception raised and cleared, about 1 µs a
    value here), a NULL in the SQL costs nothing. The runs keep the records' order (a row
    may reference one inserted before it); a batch of like rows is one run."""
    masks = list(zip(*(tuple(map(is_, c, repeat(None))) for c in columns), strict=True))
    if not masks:
        return [((), [()] * count)]
    starts = [0, *(i for i in range(1, count) if masks[i] != masks[i - 1]), count]
    runs = []
    for start, end in itertools.pairwise(starts):
        mask = masks[start]
        kept = [c[start:end] for c in compress(columns, map(not_, mask))]
        runs.append((tuple(compress(range(len(mask)), mask)), _records(kept, end - start)))
    return runs


def _records(columns: Sequence[tuple[Any, ...]], count: int) -> list[tuple[Any, ...]]:
    """Columns back to parameter tuples (`count` empty ones when no column is left)."""
    return list(zip(*columns, strict=True)) if columns else [()] * count


def _by_keys(rows: Sequence[dict[str, Any]]) -> dict[tuple[str, ...], list[dict[str, Any]]]:
    """Rows grouped by their columns, in order: one compiled statement per shape."""
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row), []).append(row)
    return groups
