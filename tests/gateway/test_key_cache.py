"""The key cache: a steady caller never waits on the database, and a key revoked elsewhere
(another replica, the CLI) stops working within `cache_seconds`."""

from __future__ import annotations

import asyncio
from pathlib import Path

from sqlalchemy import update

from xihe.gateway.auth import KeyStore
from xihe.store.db import open_store
from xihe.store.tables.gateway import api_keys


def test_refreshes_ahead_and_honours_a_revocation_made_elsewhere(tmp_path: Path) -> None:
    async def main() -> None:
        store = await open_store(f"sqlite+aiosqlite:///{tmp_path / 'keys.db'}")
        try:
            keys = KeyStore(store, cache_seconds=1.0)
            made = await keys.create(tenant="acme", user="alice", role="developer")
            assert (await keys.verify(made.key)) is not None
            async with store.begin() as conn:  # revoked by another replica
                await conn.execute(update(api_keys).values(revoked_at=keys.clock.now()))
            assert (await keys.verify(made.key)) is not None  # fresh: served from the cache
            await asyncio.sleep(0.6)
            # Past half its life: still served at once, while one read refreshes it...
            assert (await keys.verify(made.key)) is not None
            assert len(keys._tasks) == 1
            await asyncio.gather(*keys._tasks)
            # ...and the refreshed entry knows the key is revoked, before the bound.
            assert (await keys.verify(made.key)) is None
        finally:
            await store.close()

    asyncio.run(main())
