"""Replay: recorded operations run again through the one loop, answered from the recording."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import Database
from tests.evolution.replay_corpus import corpus_registry, corpus_settings, record_corpus
from tests.fakes.provider import FakeProvider
from xihe.agent.replay import replay_operations
from xihe.cli.main import app
from xihe.evolution.replay import Verdict
from xihe.tools.registry import ToolRegistry

runner = CliRunner()


@pytest.fixture(autouse=True)
def _fake_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")
    monkeypatch.setenv("FAKE_KEY_B", "good")


async def test_a_hundred_recorded_operations_replay_exactly_and_a_render_change_diverges(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    settings = corpus_settings(database, tmp_path, fake_provider)
    rt = await runtime_factory(settings, registry=corpus_registry())
    corpus = await record_corpus(rt, fake_provider, count=100)
    assert len(corpus.all) >= 100
    shapes = {"chat", "history", "tools", "fallback", "failing", "approval", "resumed"}
    assert shapes | {"governed", "governed_resumed"} <= set(corpus.by_shape)
    http_requests = len(fake_provider.requests)

    results = await replay_operations(
        settings, rt.store, corpus.all, cipher=rt.tracer.cipher, registry=corpus_registry()
    )
    assert len(fake_provider.requests) == http_requests  # nothing reached the provider
    by_id = {r.operation_id: r for r in results}
    assert set(by_id) == set(corpus.all)
    wrong = {
        k: (v.verdict, v.note, v.divergence and v.divergence.reason)
        for k, v in by_id.items()
        if v.verdict != Verdict.REPRODUCED
    }
    assert wrong == {}

    # a deliberate change to context rendering: fewer recent turns in governed sessions
    changed = settings.model_copy(
        update={"context": settings.context.model_copy(update={"recent_turns": 0, "recall_k": 0})}
    )
    results = await replay_operations(
        changed, rt.store, corpus.all, cipher=rt.tracer.cipher, registry=corpus_registry()
    )
    diverged = {r.operation_id: r for r in results if r.verdict == Verdict.DIVERGED}
    governed = set(corpus.by_shape["governed"])
    later_turns = {op for op in governed if corpus.governed_turn[op] > 0}
    resumed = set(corpus.by_shape["governed_resumed"])  # their paused turn now diverges
    assert later_turns and set(diverged) == later_turns | resumed
    for op in resumed:
        assert "was not paused in the replay" in diverged[op].note
    for result in (diverged[op] for op in later_turns):
        divergence = result.divergence
        assert divergence is not None and divergence.index == 0
        assert divergence.path is not None and divergence.path.startswith("messages")
        assert "--- recorded" in divergence.diff and "+++ replayed" in divergence.diff


def _cli(database: Database, *args: str, env: dict[str, str] | None = None) -> Any:
    result = runner.invoke(app, [*args, "--output", "json"], env=database.env() | (env or {}))
    return result.exit_code, (json.loads(result.stdout) if result.stdout.strip() else None)


def test_simulated_operations_replay_from_the_cli_and_the_corpus_guards_them(
    database: Database,
) -> None:
    """Every injected error kind (429s, 401, timeouts, overflow, tool exceptions, bad
    arguments) replays as recorded; the corpus fails (exit 1) once the harness changes."""
    code, sim = _cli(
        database, "simulate", "--mock", "--count", "40", "--error-rate", "0.6", "--seed", "5"
    )
    assert code == 0 and sim["operations"] == 40 and sim["failed"] > 5
    code, listed = _cli(database, "traces", "list", "--limit", "40")
    assert code == 0
    ids = [op["id"] for op in listed]
    assert {op["status"] for op in listed} >= {"completed", "failed"}

    code, results = _cli(database, "replay", *ids)
    assert code == 0, [r for r in results if r["verdict"] != "reproduced"]
    assert [r["verdict"] for r in results] == ["reproduced"] * 40
    assert sum(r["requests"] for r in results) > 40

    code, recent = _cli(database, "replay", "--since", "7d")
    assert code == 0 and sorted(r["operation_id"] for r in recent) == sorted(ids)
    code, bad = _cli(database, "replay", "--since", "yesterday-ish")
    assert code == 2 and "neither a duration nor a date" in bad["error"]["message"]

    failed = next(op["id"] for op in listed if op["status"] == "failed")
    tooled = next(r["operation_id"] for r in results if r["requests"] >= 2)
    for op in (failed, tooled):
        code, case = _cli(database, "regress", "add", op, "--note", "guard")
        assert code == 0 and case["expected"] == "reproduced"
    code, again = _cli(database, "regress", "add", failed)
    assert code == 2 and "already in the regression corpus" in again["error"]["message"]
    code, run = _cli(database, "regress", "run")
    assert code == 0 and run == {"cases": 2, "failed": 0, "results": run["results"]}

    changed = {"XIHE_AGENT__SYSTEM_PROMPT": "You are a different harness."}
    code, run = _cli(database, "regress", "run", env=changed)
    assert code == 1 and run["failed"] == 2
    divergence = run["results"][0]["divergence"]
    assert divergence["request"] == 1 and divergence["path"] == "messages[0].content"
    assert '+      "content": "You are a different harness."' in divergence["diff"]
    code, cases = _cli(database, "regress", "list")
    assert [c["last_verdict"] for c in cases] == ["diverged", "diverged"]
    code, results = _cli(database, "replay", "--corpus", env=changed)
    assert code == 1 and {r["verdict"] for r in results} == {"diverged"}
    text = runner.invoke(app, ["replay", failed], env=database.env() | changed)
    assert text.exit_code == 1
    assert "diverged" in text.stdout and "first difference: request 1 differs at" in text.stdout
    assert "--- recorded" in text.stdout and "+++ replayed" in text.stdout
    same = runner.invoke(app, ["replay", failed], env=database.env())
    assert same.exit_code == 0 and "1 reproduced" in same.stdout


async def test_tool_and_route_changes_diverge_where_they_change_a_request(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    """Seams: a tool description is harness (every request declaring it diverges at
    `tools`); a removed fallback ends the fallback operations a request early."""
    settings = corpus_settings(database, tmp_path, fake_provider)
    rt = await runtime_factory(settings, registry=corpus_registry())
    corpus = await record_corpus(rt, fake_provider, count=40, seed=11)
    ids = corpus.all

    reworded = corpus_registry()
    spec = reworded.get("kb.search")
    changed_registry = ToolRegistry(
        [dataclasses.replace(spec, description="Search the wiki.")]
        + [reworded.get(n) for n in reworded.names() if n != "kb.search"]
    )
    results = await replay_operations(
        settings, rt.store, ids, cipher=rt.tracer.cipher, registry=changed_registry
    )
    declaring = {
        r.operation_id
        for r in await replay_operations(
            settings, rt.store, ids, cipher=rt.tracer.cipher, registry=corpus_registry()
        )
        if r.requests
    }
    diverged = {r.operation_id: r for r in results if r.verdict == Verdict.DIVERGED}
    assert diverged and set(diverged) <= declaring
    for r in diverged.values():  # the declared tools, or a governed render that quotes them
        if "was not paused" in r.note:
            continue  # a resume whose paused run diverged first
        assert r.divergence is not None and r.divergence.path
        assert r.divergence.path.startswith(("tools[", "messages["))
        assert "Search the wiki." in r.divergence.diff
    # chat turns select every tool (kb.search among them); ticket runs select only theirs
    unaffected = set(corpus.by_shape["approval"] + corpus.by_shape["resumed"])
    assert set(corpus.by_shape["chat"]) <= set(diverged)
    assert unaffected and not (unaffected & set(diverged))

    lone = settings.model_copy(
        update={
            "routes": {"default": settings.routes["default"].model_copy(update={"fallbacks": []})}
        }
    )
    results = {
        r.operation_id: r
        for r in await replay_operations(
            lone, rt.store, ids, cipher=rt.tracer.cipher, registry=corpus_registry()
        )
    }
    assert corpus.by_shape["fallback"]
    for op in corpus.by_shape["fallback"]:
        r = results[op]
        assert r.verdict == Verdict.DIVERGED and r.replayed_status == "failed"
        assert r.divergence is not None and "the replay stopped after 1" in r.divergence.reason
    for op in corpus.by_shape["chat"]:
        assert results[op].verdict == Verdict.REPRODUCED


def test_imported_foreign_operations_do_not_crash_a_replay(database: Database) -> None:
    """Operations imported from another agent's spans have no requests and no task: each one
    replays to a verdict with a reason, and the batch goes on."""
    corpus = Path(__file__).parent / "corpus" / "research_assistant_otlp.json"
    code, imported = _cli(database, "traces", "import", str(corpus))
    assert code == 0 and imported["operations"] == 24
    code, listed = _cli(database, "traces", "list", "--limit", "24")
    code, results = _cli(database, "replay", *[op["id"] for op in listed])
    assert len(results) == 24
    assert {r["verdict"] for r in results} <= {"diverged", "reproduced", "passed"}
    for r in results:
        if r["verdict"] == "diverged":
            assert r["note"] or r["divergence"]
