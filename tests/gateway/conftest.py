"""Gateway fixtures: a fresh PostgreSQL schema for multi-replica tests."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PG_URL, Database, _pg


@pytest.fixture
def pg(tmp_path: Path) -> Iterator[Database]:
    schema = f"t_{secrets.token_hex(6)}"
    asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
    try:
        yield Database("postgres", PG_URL, schema)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
