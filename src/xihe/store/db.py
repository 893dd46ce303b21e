"""The Store: an async engine, sessions, and migrations, the same on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path
from typing import IO, Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Select, event, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from xihe.core import jsontext
from xihe.core.errors import ConfigError
from xihe.store.batch import Plan, SqliteBatches, execute_plan

MIGRATIONS = Path(__file__).parent / "migrations"
WRITER_BUSY_SECONDS = 10.0
"""How long the writer connection retries a locked SQLite database (busy_timeout's value)."""
CHECKPOINT_EVERY = 500
"""Writer commits between WAL checkpoints (its own automatic checkpoint is off)."""
log = logging.getLogger(__name__)


def _alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    """WAL lets readers (the CLI, the dashboard) run beside a writer; commits survive a crash."""
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=10000")
    cur.close()
    dbapi_conn.create_function("regexp", 2, _regexp, deterministic=True)


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _regexp(pattern: str, value: str | None) -> bool:
    """SQLite's `value REGEXP pattern`: Python's `re.search`, case-insensitive, as the
    evolution matcher applies rules, so a backfill can run in the database."""
    return value is not None and _compiled(pattern).search(value) is not None


class Store:
    """Owns the engine; everything that reads or writes rows goes through `connect`/`begin`."""

    def __init__(self, url: str, *, schema: str | None = None, echo: bool = False) -> None:
        self.url = url
        parsed = make_url(url)
        self.dialect = parsed.get_backend_name()
        kwargs: dict[str, Any] = {"echo": echo, "json_serializer": jsontext.dumps}
        if self.dialect == "sqlite":
            database = parsed.database
            if database and database != ":memory:":
                Path(database).parent.mkdir(parents=True, exist_ok=True)
        elif self.dialect == "postgresql":
            kwargs.update(pool_size=10, max_overflow=20, pool_recycle=1800)
            if schema:
                kwargs["connect_args"] = {"server_settings": {"search_path": schema}}
        else:
            raise ConfigError(
                f"unsupported database '{self.dialect}' in {url}",
                hint="use sqlite+aiosqlite:///path.db or postgresql+asyncpg://user@host/db",
            )
        self.engine: AsyncEngine = create_async_engine(url, **kwargs)
        self._peek_path: str | None = None
        self._peeker: sqlite3.Connection | None = None
        if self.dialect == "sqlite":
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
            database = parsed.database
            if database and database != ":memory:" and "mode=memory" not in url:
                self._peek_path = database
        self._batches: SqliteBatches | None = None
        if self.dialect == "sqlite" and parsed.database not in (None, "", ":memory:"):
            assert parsed.database is not None
            self._batches = SqliteBatches(parsed.database, self.engine.dialect, _sqlite_pragmas)
        self._commits_since_checkpoint = 0
        self._checkpoint: asyncio.Future[None] | None = None

    @asynccontextmanager
    async def begin(self) -> AsyncIterator[AsyncConnection]:
        """One transaction, committed on exit: the unit of durability."""
        async with self.engine.begin() as conn:
            yield conn

    @asynccontextmanager
    async def connect(self) -> AsyncIterator[AsyncConnection]:
        async with self.engine.connect() as conn:
            yield conn

    async def write(self, plan: Plan) -> None:
        """Commit the plan's statements in one transaction on the store's writer connection.

        On a SQLite file that is a plain sqlite3 connection driven right here on the event
        loop (`store/batch.py`): a WAL commit without fsync costs less than handing each
        statement to aiosqlite's thread, which under load is a GIL hand-off of milliseconds.
        It never waits for SQLite's lock while holding the loop: a locked database is retried
        after a short asynchronous sleep (from a fraction of a millisecond, growing slowly to
        4 ms: another worker's commit holds the lock for less than a millisecond, and a
        longer sleep idles every run waiting on this commit), and checkpoints (the fsync) run
        in a thread.
        Elsewhere the plan runs on a pooled async connection.
        """
        if self._batches is None:
            async with self.engine.begin() as conn:
                await execute_plan(conn, plan)
            return
        deadline = asyncio.get_running_loop().time() + WRITER_BUSY_SECONDS
        delay = 0.0002
        bound = self._batches.bind(plan)
        while True:
            try:
                self._batches.commit(bound)
                break
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or asyncio.get_running_loop().time() > deadline:
                    raise
            await asyncio.sleep(delay)
            delay = min(delay * 1.5, 0.004)
        self._commits_since_checkpoint += 1
        if self._commits_since_checkpoint >= CHECKPOINT_EVERY and self._checkpoint is None:
            self._commits_since_checkpoint = 0
            self._checkpoint = asyncio.ensure_future(asyncio.to_thread(self._checkpoint_wal))
            self._checkpoint.add_done_callback(self._checkpoint_done)

    def _checkpoint_wal(self) -> None:
        """Copy the WAL into the database file (the fsync) without blocking any writer."""
        database = make_url(self.url).database
        assert database is not None
        conn = sqlite3.connect(database, timeout=10)
        try:
            conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            conn.close()

    def _checkpoint_done(self, future: asyncio.Future[None]) -> None:
        self._checkpoint = None
        if not future.cancelled() and future.exception() is not None:
            log.warning("WAL checkpoint failed: %s", future.exception())

    async def upgrade(self) -> list[str]:
        """Apply every pending migration (all branch heads); return the revisions now current.
        Replicas starting together take turns (an advisory lock on PostgreSQL, a lock file on
        SQLite), so none trips over another's half-made tables."""
        try:
            async with _file_lock(migration_lock_path(self.url)), self.engine.begin() as conn:
                if self.dialect == "postgresql":
                    await conn.execute(PG_MIGRATION_LOCK)
                await conn.run_sync(_upgrade)
                return await conn.run_sync(_current)
        except (OSError, OperationalError) as exc:
            raise ConfigError(
                f"cannot reach the database at {_redact(self.url)}: {exc}",
                hint="check XIHE_DATABASE_URL and that the server is running",
            ) from exc

    async def pending(self) -> list[str]:
        """Heads not yet applied: non-empty means `xihe db upgrade` is needed."""
        async with self.engine.connect() as conn:
            current = set(await conn.run_sync(_current))
        heads = set(ScriptDirectory.from_config(_alembic_config()).get_heads())
        return sorted(heads - current)

    async def peek(self, query: Select[Any], params: dict[str, Any]) -> tuple[Any, ...] | None:
        """The first row of a one-row read of plain columns (text, integers), as a tuple.

        Why: a render's only read when nothing changed is its session's write counter, and
        on SQLite the pool's round trip is five hops to aiosqlite's thread (each a wait for
        the scheduler on a busy machine) for a microseconds-long query. Here it runs on a
        read-only connection in the calling thread, in autocommit (one statement is one
        snapshot; a WAL reader never waits for a writer). Elsewhere: one pool round trip.
        `query` uses bound parameters (`bindparam`), compiled once."""
        if self._peek_path is None:
            async with self.engine.connect() as conn:
                row = (await conn.execute(query, params)).first()
            return tuple(row) if row is not None else None
        sql, names = _sqlite_statement(query)
        if self._peeker is None:
            self._peeker = _read_only(self._peek_path)
        return self._peeker.execute(sql, [params[n] for n in names]).fetchone()

    async def close(self) -> None:
        if self._checkpoint is not None:
            await asyncio.wait([self._checkpoint])
        if self._batches is not None:
            self._batches.close()
        if self._peeker is not None:
            self._peeker.close()
            self._peeker = None
        await self.engine.dispose()


DEADLOCK = "40P01"
"""PostgreSQL's SQLSTATE for a transaction it chose to abort to break a lock cycle."""


def is_deadlock(error: BaseException) -> bool:
    """The server aborted this transaction to break a deadlock: it rolled back whole, so
    running it again is safe (and, once the other side has committed, will go through)."""
    return getattr(getattr(error, "orig", None), "sqlstate", None) == DEADLOCK


@lru_cache(maxsize=64)
def _sqlite_statement(query: Select[Any]) -> tuple[str, tuple[str, ...]]:
    from sqlalchemy.dialects import sqlite

    compiled = query.compile(dialect=sqlite.dialect())
    return compiled.string, tuple(compiled.positiontup or ())


def _read_only(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA query_only=ON")
    conn.execute("PRAGMA busy_timeout=10000")
    return conn


PG_MIGRATION_LOCK = text(
    "SELECT pg_advisory_xact_lock(hashtext('xihe-migrate:' || coalesce(current_schema(), '')))"
)
"""Held until the upgrade's transaction ends; one lock per schema, so tests on their own
schemas never wait for each other."""


def migration_lock_path(url: str) -> Path | None:
    """SQLite has no advisory locks: a lock file beside the database serves instead."""
    parsed = make_url(url)
    database = parsed.database
    if parsed.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return None
    return Path(database + ".migrate.lock")


def _acquire(path: Path) -> IO[bytes]:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = path.open("ab")
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
    return handle


@asynccontextmanager
async def _file_lock(path: Path | None) -> AsyncIterator[None]:
    """An exclusive lock on `path` (waited for off the event loop); released on exit."""
    if path is None:
        yield
        return
    handle = await asyncio.to_thread(_acquire, path)
    try:
        yield
    finally:
        handle.close()  # closing the file releases its lock


def _upgrade(conn: Connection) -> None:
    cfg = _alembic_config()
    cfg.attributes["connection"] = conn
    command.upgrade(cfg, "heads")


def _current(conn: Connection) -> list[str]:
    return list(MigrationContext.configure(conn).get_current_heads())


def _redact(url: str) -> str:
    return make_url(url).render_as_string(hide_password=True)


async def open_store(url: str, *, upgrade: bool = True, schema: str | None = None) -> Store:
    """Open a store and, by default, bring its schema up to date (cheap when current)."""
    store = Store(url, schema=schema)
    if upgrade:
        await store.upgrade()
    return store
