"""The engine on SQLite and PostgreSQL: simulate → inspect, backfill honoring the regex,
most-specific-wins matching on insert."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tests.conftest import Database, make_settings
from tests.evolution.helpers import add_errors
from xihe.cli.main import app
from xihe.core.clock import SystemClock
from xihe.core.ids import SequentialIds
from xihe.evolution import repo
from xihe.evolution.patterns import Category, Pattern, Rule
from xihe.store.db import open_store

runner = CliRunner()

EXPECTED = [
    # (field filter, category): each standard kind the simulation injects
    ({"provider": "openai", "status": 429}, "provider_error"),
    ({"provider": "anthropic", "status": 429}, "provider_error"),
    ({"status": 401}, "user_error"),
    ({"status": 403}, "user_error"),
    ({"error_type": "Timeout"}, "provider_error"),
    ({"status": 500}, "provider_error"),
    ({"status": 503, "tool": None}, "provider_error"),
    ({"error_type": "ContextOverflow"}, "harness_bug"),
    ({"tool": "sim.db_query"}, "harness_bug"),
    ({"tool": "sim.code_run"}, "harness_bug"),
    ({"tool": "sim.web_fetch"}, "provider_error"),
]


def cli(database: Database, *args: str) -> Any:
    result = runner.invoke(app, [*args, "--output", "json"], env=database.env())
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_simulate_500_then_offline_inspect_classifies_and_converges(database: Database) -> None:
    sim = cli(database, "simulate", "--mock", "--count", "500", "--seed", "11")
    assert sim["operations"] == 500
    assert set(sim["by_error_kind"]) >= {
        "rate_limit_openai",
        "rate_limit_anthropic",
        "auth_401",
        "forbidden_403",
        "timeout",
        "server_500",
        "unavailable_503",
        "context_overflow",
        "tool_db_exception",
        "tool_fetch_upstream",
        "tool_code_schema",
        "tool_args_unparseable",
    }
    assert sim["total"] > 100 and sim["unmatched"] == sim["total"]

    first = cli(database, "inspect", "--offline")
    assert first["errors_total"] == sim["total"]
    assert first["unmatched_before"] == sim["total"]
    assert first["unmatched_after"] / first["errors_total"] < 0.05
    assert first["patterns_added"] and not first["rejected"]
    assert first["bugs"], "harness-bug buckets come with bug reports"

    rows = cli(database, "errors", "list", "--limit", "100000")
    assert len(rows) == sim["total"]
    for where, category in EXPECTED:
        chosen = [r for r in rows if all(r[k] == v for k, v in where.items())]
        assert chosen, f"the simulation produced no error with {where}"
        assert {r["category"] for r in chosen} == {category}, (where, chosen[0])

    second = cli(database, "inspect", "--offline")
    assert second["patterns_added"] == []
    assert second["unmatched_after"] == first["unmatched_after"]
    patterns = cli(database, "patterns", "list")
    assert len(patterns) == len(first["patterns_added"])
    stats = cli(database, "errors", "stats")
    assert stats["total"] == sim["total"]
    assert sum(stats["by_category"].values()) == sim["total"] - stats["unmatched"]
    past = cli(database, "inspect", "--history", "5")["inspections"]
    assert [r["patterns_added"] for r in past] == [0, len(first["patterns_added"])]  # newest first
    assert past[1]["unmatched_before"] == sim["total"] and past[0]["mode"] == "offline"


async def test_backfill_respects_the_message_regex(database: Database, tmp_path: Path) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    try:
        await add_errors(
            store,
            [f"no such table: orders_{i}" for i in range(3)]
            + ["syntax error near SELECT at 4", "syntax error near FROM at 9"],
            tool="sim.db_query",
        )
        await add_errors(store, ["no such table: orders_7"], tool="other.tool")
        pattern = Pattern(
            id="pat_missing_table",
            name="missing-table",
            category=Category.HARNESS_BUG,
            rule=Rule(tool="sim.db_query", error_type="ToolError", message_regex="no such table"),
        )
        await repo.save_pattern(store, tenant="default", pattern=pattern, clock=SystemClock())
        result = await repo.backfill(store, "default", only=[pattern])
        assert result.matched == {"pat_missing_table": 3}
        rows = await repo.list_errors(store, "default", limit=100)
        matched = sorted(r["message"] for r in rows if r["pattern_id"] == "pat_missing_table")
        assert matched == [f"no such table: orders_{i}" for i in range(3)]
        assert await repo.counts(store, "default") == (6, 3)
        again = await repo.backfill(store, "default", only=[pattern])
        assert again.total == 0
        saved = await repo.get_pattern(store, "default", "missing-table")
        assert saved.hit_count == 3
        other_tenant = await repo.counts(store, "other")
        assert other_tenant == (0, 0)
    finally:
        await store.close()


async def test_most_specific_pattern_wins_on_insert(database: Database, tmp_path: Path) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    clock = SystemClock()
    try:
        narrow = Pattern(
            id="pat_b_narrow",
            name="quota",
            category=Category.USER_ERROR,
            rule=Rule(provider="openai", status=429, message_regex="quota"),
        )
        broad = Pattern(
            id="pat_a_broad",
            name="rate-limit",
            category=Category.PROVIDER_ERROR,
            rule=Rule(provider="openai", status=429),
        )
        for p in (narrow, broad):
            await repo.save_pattern(store, tenant="default", pattern=p, clock=clock)
        recorder = repo.ErrorRecorder(ids=SequentialIds())
        await add_errors(
            store,
            ["You exceeded your current quota", "Rate limit reached, retry in 20ms"],
            provider="openai",
            status=429,
            error_type="RateLimited",
            recorder=recorder,
        )
        rows = {r["message"]: r["pattern_id"] for r in await repo.list_errors(store, "default")}
        assert rows == {
            "You exceeded your current quota": "pat_b_narrow",
            "Rate limit reached, retry in 20ms": "pat_a_broad",
        }
    finally:
        await store.close()


def test_the_text_inspection_shows_its_bug_reports(database: Database) -> None:
    cli(database, "simulate", "--mock", "--count", "200", "--seed", "5")
    result = runner.invoke(app, ["inspect", "--offline"], env=database.env())
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    bugs = [line for line in lines if line.strip().startswith("bug [")]
    assert bugs, result.stdout
    assert any("ContextOverflow" in line or "sim." in line for line in bugs)
    assert any(line.strip().startswith("fix:") for line in lines)
