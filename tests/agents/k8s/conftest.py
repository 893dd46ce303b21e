"""Helpers for the k8s analyzer tests: run a YAML dump through the whole pipeline."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from xihe.agents.k8s import DumpSource, Request, analyze, to_model

FIXTURES = Path(__file__).parent / "fixtures"


@lru_cache(maxsize=64)
def _run(fixture: str, filters: tuple[str, ...], namespace: str, selector: str) -> dict[str, Any]:
    analysis = analyze(DumpSource(FIXTURES / fixture), Request(list(filters), namespace, selector))
    return to_model(analysis).model_dump(by_alias=True)


def run_dump(
    fixture: str, filters: tuple[str, ...] = (), namespace: str = "", selector: str = ""
) -> dict[str, Any]:
    """The JSON document `xihe k8s analyze --from fixture -o json` would print."""
    return _run(fixture, tuple(filters), namespace, selector)


def texts(out: dict[str, Any], kind: str, name: str) -> list[str]:
    for result in out["results"]:
        if result["kind"] == kind and result["name"] == name:
            return [e["Text"] for e in result["error"]]
    return []


def result(out: dict[str, Any], kind: str, name: str) -> dict[str, Any]:
    matches = [r for r in out["results"] if r["kind"] == kind and r["name"] == name]
    assert len(matches) == 1, f"expected one result for {kind} {name}, got {len(matches)}"
    return matches[0]


def suppressed(out: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [s for s in out["coverage"]["suppressed"] if s["name"] == name]


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
