"""Failures of another agent, imported from its OpenTelemetry GenAI spans, land in one
pattern per family. The corpus (corpus/research_assistant_otlp.json) was written by hand
from real SDK error texts, not by Xihe's simulator, so nothing matches by construction."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tests.conftest import Database
from xihe.cli.main import app

CORPUS = Path(__file__).parent / "corpus" / "research_assistant_otlp.json"
runner = CliRunner()


def cli_json(database: Database, *args: str) -> Any:
    result = runner.invoke(app, [*args, "--output", "json"], env=database.env())
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_each_family_of_a_foreign_agent_lands_in_one_pattern(database: Database) -> None:
    imported = cli_json(database, "traces", "import", str(CORPUS), "--tenant", "ext")
    assert (imported["operations"], imported["errors"]) == (24, 21)

    inspected = cli_json(database, "inspect", "--offline", "--tenant", "ext")
    assert inspected["errors_total"] == 21
    assert inspected["unmatched_after"] == 0, inspected["buckets"]

    errors = cli_json(database, "errors", "list", "--tenant", "ext", "--limit", "500")
    families: dict[str, set[str]] = defaultdict(set)
    fingerprints: dict[str, set[str]] = defaultdict(set)
    for e in errors:
        families[e["error_type"]].add(e["pattern_id"])
        fingerprints[e["error_type"]].add(e["fingerprint"])
    assert all(len(ids) == 1 and None not in ids for ids in families.values()), families
    assert len({i for ids in families.values() for i in ids}) == len(families) == 6

    # one revoked key, quoted masked six ways, is one bucket, not six
    assert len(fingerprints["openai.AuthenticationError"]) == 1
    by_type = {e["error_type"]: e for e in errors}
    decode = by_type["json.decoder.JSONDecodeError"]
    assert (decode["error_class"], decode["category"]) == ("validation", "harness_bug")
    schema = by_type["pydantic_core._pydantic_core.ValidationError"]
    assert (schema["error_class"], schema["category"]) == ("validation", "harness_bug")
    assert by_type["openai.AuthenticationError"]["category"] == "user_error"
    assert by_type["openai.RateLimitError"]["category"] == "provider_error"
    assert by_type["KeyError"]["category"] == "harness_bug"
