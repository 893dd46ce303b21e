"""The model inspector over real HTTP: invalid JSON is retried, a too-broad pattern rejected."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.conftest import Database, make_settings
from tests.evolution.helpers import add_errors
from tests.fakes.provider import FakeProvider, Reply
from xihe.evolution import repo
from xihe.evolution.inspect import InspectionError, Inspector
from xihe.models.router import ModelRouter
from xihe.store.db import open_store
from xihe.store.tables.evolution import inspections


@pytest.fixture(autouse=True)
def _key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


def settings_for(database: Database, tmp_path: Path, fake: FakeProvider) -> Any:
    return make_settings(
        database,
        tmp_path,
        models={
            "judge": {
                "provider": "openai",
                "base_url": fake.url,
                "model": "judge",
                "api_key_env": "FAKE_KEY",
            }
        },
        routes={"default": {"primary": "judge"}},
        evolution={"inspector_route": "judge", "model_retries": 2},
    )


async def seed(store: Any) -> dict[str, repo.Bucket]:
    await add_errors(
        store,
        [f"Rate limit reached, retry in {n}ms" for n in (20, 45, 300)],
        provider="openai",
        error_type="RateLimited",
        status=429,
        error_class="transient",
    )
    await add_errors(
        store,
        [f"tool 'sim.db_query' raised OperationalError: no such table: orders_{n}" for n in (1, 2)],
        tool="sim.db_query",
    )
    found = await repo.buckets(store, "default")
    return {b.error_type or "": b for b in found}


async def test_invalid_json_is_retried_and_a_too_broad_pattern_rejected(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    settings = settings_for(database, tmp_path, fake_provider)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    router = ModelRouter(settings)
    try:
        buckets = await seed(store)
        rate, tool = buckets["RateLimited"], buckets["ToolError"]
        answer = {
            "patterns": [
                {
                    "name": "openai-rate-limit",
                    "bucket": rate.fingerprint,
                    "category": "provider_error",
                    "match": {"provider": "openai", "status": 429},
                    "reasoning": "upstream rate limit",
                },
                {
                    "name": "db-missing-table",
                    "bucket": tool.fingerprint,
                    "category": "harness_bug",
                    "match": {"tool": "sim.db_query", "message_regex": "no such table"},
                    "reasoning": "the schema description lacks the tables",
                },
                {
                    "name": "anything-that-failed",
                    "bucket": rate.fingerprint,
                    "category": "provider_error",
                    "match": {"message_regex": "limit|table"},
                    "reasoning": "everything looks like the provider",
                },
            ],
            "bugs": [
                {
                    "title": "db_query tool schema lacks tables",
                    "bucket": tool.fingerprint,
                    "root_cause": "model guesses table names",
                    "suggested_fix": "describe the schema in the tool description",
                    "severity": "medium",
                }
            ],
            "summary": "one provider bucket, one harness bug",
        }
        fake_provider.enqueue(
            Reply(text='{"patterns": [ oops'),
            Reply(text="```json\n" + json.dumps(answer) + "\n```"),
        )
        report = await Inspector(store, settings, router=router).run()

        assert report.mode == "model"
        assert len(fake_provider.requests) == 2
        retry_prompt = fake_provider.requests[1].body["messages"][-1]["content"]
        assert "not valid JSON" in retry_prompt
        assert "<buckets>" in fake_provider.requests[0].body["messages"][1]["content"]
        assert sorted(p["name"] for p in report.patterns_added) == [
            "db-missing-table",
            "openai-rate-limit",
        ]
        assert [r["name"] for r in report.rejected] == ["anything-that-failed"]
        assert report.rejected[0]["reason"].startswith("too broad")
        assert tool.fingerprint in report.rejected[0]["reason"]
        assert report.bugs[0]["title"] == "db_query tool schema lacks tables"
        assert (report.unmatched_before, report.unmatched_after) == (5, 0)
    finally:
        await router.aclose()
        await store.close()


async def test_invalid_answers_exhaust_retries_and_are_reported(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    settings = settings_for(database, tmp_path, fake_provider)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    router = ModelRouter(settings)
    try:
        await seed(store)
        fake_provider.enqueue(
            Reply(text="no"), Reply(text="[]"), Reply(text='{"patterns": [], "bugs": []}')
        )
        with pytest.raises(InspectionError, match="after 3 attempts"):
            await Inspector(store, settings, router=router).run()
        assert len(fake_provider.requests) == 3
        async with store.connect() as conn:
            row = (await conn.execute(select(inspections))).one()
        assert row.status == "failed" and "summary" in row.error
        assert await repo.counts(store, "default") == (5, 5)
    finally:
        await router.aclose()
        await store.close()
