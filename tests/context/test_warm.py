"""Start-up warm-up: what the first render would pay for is loaded before any request."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.core.messages import Message
from xihe.store.db import open_store


async def test_warm_builds_the_newest_sessions_indexes_and_renders_the_same(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        first = ContextEngine(settings, store)
        ids = []
        for tenant in ("a", "b", "c"):
            session = (await first.open_session(tenant)).id
            await first.sessions.append(
                tenant,
                session,
                [
                    Message(role="user", content=f"{tenant}: 蓝色款卫衣订单 DD0001 到了吗"),
                    Message(role="assistant", content="已发货"),
                ],
            )
            ids.append((tenant, session))
        await first.close()
        cold = ContextEngine(settings, store)
        expected = await cold.render("c", ids[2][1], "蓝色款的订单", budget=4000)
        await cold.close()

        warmed = ContextEngine(settings, store)
        spent = await warmed.warm(sessions=2)
        assert set(spent) == {"tokenizers", "segmenter", "sessions"}
        assert set(warmed._indexes) == {ids[1], ids[2]}  # the two opened last
        assert warmed._indexes[ids[2]].last_seq > 0
        again = await warmed.render("c", ids[2][1], "蓝色款的订单", budget=4000)
        assert again.messages == expected.messages
        await warmed.close()
    finally:
        await store.close()


async def test_a_warm_up_without_language_loads_no_tokenizer(
    database: Database, tmp_path: Path
) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        engine = ContextEngine(settings, store)
        spent = await engine.warm(sessions=2, language=False)
        assert set(spent) == {"sessions"}
        await engine.close()
    finally:
        await store.close()


def test_a_proxy_gateway_preloads_only_when_asked_or_governed_somewhere(
    database: Database, tmp_path: Path
) -> None:
    from xihe.gateway.app import preload_context

    settings = make_settings(database, tmp_path)
    assert preload_context(settings) is False  # proxy by default: no 140 MiB at start-up
    gw = settings.gateway
    governed = settings.model_copy(
        update={"gateway": gw.model_copy(update={"default_mode": "governed"})}
    )
    assert preload_context(governed) is True
    route = next(iter(settings.routes.values())).model_copy(update={"mode": "governed"})
    on_route = settings.model_copy(update={"routes": {"default": route}})
    assert preload_context(on_route) is True
    forced = settings.model_copy(
        update={"gateway": gw.model_copy(update={"preload_context": True})}
    )
    assert preload_context(forced) is True
