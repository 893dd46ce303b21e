"""Exact requests in the trace `blobs` table are encrypted at rest like snapshots, and
replicas that share the snapshot key read each other's."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update

from tests.conftest import Database, make_settings
from xihe.agent.loop import Task
from xihe.core.errors import ConfigError
from xihe.store.tables import blobs
from xihe.tracing.queries import get_operation

SECRET = "the vault code is 7741-ZETA"
SHARED = "k1:" + base64.b64encode(b"s" * 32).decode()
OTHER = "k1:" + base64.b64encode(b"o" * 32).decode()


async def _bodies(rt: Any) -> list[Any]:
    async with rt.store.connect() as conn:
        return list((await conn.execute(select(blobs.c.tenant, blobs.c.hash, blobs.c.body))).all())


async def test_request_bodies_are_ciphertext_and_read_back(
    settings: Any, runtime_factory: Any
) -> None:
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt=SECRET, route="demo", tools=("sql.query",)))
    rows = await _bodies(rt)
    assert rows, "no request was stored"
    for _tenant, _hash, body in rows:
        assert SECRET not in body and "7741" not in body
        assert body.startswith("aesgcm:")
    op = await get_operation(
        rt.store,
        tenant="default",
        operation_id=result.operation_id,
        with_requests=True,
        cipher=rt.tracer.cipher,
    )
    assert op["step_list"][0]["request"]["messages"][-1] == {"role": "user", "content": SECRET}
    with pytest.raises(ConfigError, match="encrypted"):
        await get_operation(
            rt.store, tenant="default", operation_id=result.operation_id, with_requests=True
        )


async def test_replicas_sharing_the_key_read_each_other(
    database: Database, tmp_path: Path, runtime_factory: Any
) -> None:
    def replica(name: str, keys: str) -> Any:
        return make_settings(database, tmp_path / name, context={"snapshot_keys": keys})

    writer = await runtime_factory(replica("a", SHARED))
    reader = await runtime_factory(replica("b", SHARED))
    stranger = await runtime_factory(replica("c", OTHER))
    result = await writer.loop().run(Task(prompt=SECRET, route="demo", tools=("sql.query",)))

    def read(rt: Any) -> Any:
        return get_operation(
            rt.store,
            tenant="default",
            operation_id=result.operation_id,
            with_requests=True,
            cipher=rt.tracer.cipher,
        )

    seen = await read(reader)
    assert seen["step_list"][0]["request"]["messages"][-1]["content"] == SECRET
    with pytest.raises(ConfigError, match="does not decrypt"):
        await read(stranger)


async def test_a_body_moved_to_another_tenant_does_not_decrypt(
    settings: Any, runtime_factory: Any
) -> None:
    rt = await runtime_factory(settings)
    await rt.loop().run(Task(prompt=SECRET, route="demo", tools=("sql.query",)))
    result = await rt.loop().run(Task(prompt="hello", route="demo", tenant="b"))
    theirs = next(r for r in await _bodies(rt) if r.tenant == "default")
    async with rt.store.begin() as conn:
        await conn.execute(update(blobs).where(blobs.c.tenant == "b").values(body=theirs.body))
    with pytest.raises(ConfigError, match="does not decrypt"):
        await get_operation(
            rt.store,
            tenant="b",
            operation_id=result.operation_id,
            with_requests=True,
            cipher=rt.tracer.cipher,
        )
