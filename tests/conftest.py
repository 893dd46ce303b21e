"""Shared fixtures: every store-backed test runs on SQLite and on PostgreSQL.

PostgreSQL is not optional: if it is unreachable the tests fail loudly (CI must not skip).
Each PostgreSQL test gets its own schema, dropped afterwards.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.fakes.provider import FakeProvider
from xihe.core.settings import Settings, load_settings

PG_URL = os.environ.get(
    "XIHE_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
REDIS_URL = os.environ.get("XIHE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
# replicas on PostgreSQL must share a snapshot key; every PostgreSQL test gets this one
SNAPSHOT_KEYS = "test:" + "A" * 43 + "="


@dataclass(frozen=True)
class Database:
    kind: str
    url: str
    schema: str | None = None

    def env(self) -> dict[str, str]:
        """Environment for a subprocess that must use this same database."""
        out = {"XIHE_DATABASE_URL": self.url}
        if self.schema:
            out["XIHE_DATABASE_SCHEMA"] = self.schema
        if self.kind == "postgres":
            out["XIHE_CONTEXT__SNAPSHOT_KEYS"] = SNAPSHOT_KEYS
        return out


async def _pg(statement: str) -> None:
    engine = create_async_engine(PG_URL, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            await conn.execute(text(statement))
    except OSError as exc:
        pytest.fail(
            f"PostgreSQL is required at {PG_URL} and is unreachable ({exc}); start it, "
            "do not skip these tests"
        )
    finally:
        await engine.dispose()


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        yield Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'xihe.db'}")
        return
    schema = f"t_{secrets.token_hex(6)}"
    asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
    try:
        yield Database("postgres", PG_URL, schema)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))


@pytest.fixture
def fake_provider() -> Iterator[FakeProvider]:
    with FakeProvider() as fake:
        yield fake


def make_settings(database: Database, tmp_path: Path, **extra: Any) -> Settings:
    data: dict[str, Any] = {
        "database_url": database.url,
        "database_schema": database.schema,
        "home": str(tmp_path / "home"),
    }
    data.update(extra)
    if database.kind == "postgres":
        data["context"] = {"snapshot_keys": SNAPSHOT_KEYS} | dict(data.get("context") or {})
    return load_settings(None, **data)


@pytest.fixture
def settings(database: Database, tmp_path: Path) -> Settings:
    return make_settings(database, tmp_path)


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No test reads the developer's xihe.toml or XIHE_* variables."""
    for key in list(os.environ):
        if key.startswith("XIHE_") and not key.startswith("XIHE_TEST_"):
            monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)


@pytest.fixture(autouse=True)
def _gateway_logging_restored() -> Iterator[None]:
    """An in-process gateway (the fuzz test's ASGI app) configures logging for the whole
    worker process: its handler and `propagate = False` on `xihe` would hide later tests'
    records from `caplog`. Each test starts from the logging state before it, with records
    reaching the root logger (caplog's)."""
    names = ("xihe", "a2a", "mcp", "procrastinate")
    saved = [
        (lg, lg.handlers[:], lg.level, lg.propagate) for lg in (logging.getLogger(n) for n in names)
    ]
    for lg, *_ in saved:  # a gateway started by an earlier (session) fixture may have cut it
        lg.propagate = True
    yield
    for lg, handlers, level, propagate in saved:
        lg.handlers[:] = handlers
        lg.setLevel(level)
        lg.propagate = propagate


@pytest.fixture
async def runtime_factory() -> AsyncIterator[Any]:
    from xihe.agent.runtime import Runtime

    opened: list[Runtime] = []

    async def make(settings: Settings, **kwargs: Any) -> Runtime:
        rt = await Runtime.open(settings, **kwargs)
        opened.append(rt)
        return rt

    yield make
    for rt in opened:
        await rt.close()
