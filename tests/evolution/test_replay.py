"""Replay: recorded operations run again through the one loop, answered from the recording."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Database
from tests.evolution.replay_corpus import corpus_registry, corpus_settings, record_corpus
from tests.fakes.provider import FakeProvider
from xihe.agent.replay import replay_operations
from xihe.evolution.replay import Verdict


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
    assert {"chat", "history", "tools", "fallback", "approval", "resumed", "governed"} <= set(
        corpus.by_shape
    )
    http_requests = len(fake_provider.requests)

    results = await replay_operations(
        settings, rt.store, corpus.all, cipher=rt.tracer.cipher, registry=corpus_registry()
    )
    assert len(fake_provider.requests) == http_requests  # nothing reached the provider
    by_id = {r.operation_id: r for r in results}
    assert set(by_id) == set(corpus.all)
    wrong = {k: (v.verdict, v.note, v.divergence and v.divergence.reason) for k, v in by_id.items()
             if v.verdict != Verdict.REPRODUCED}
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
    assert later_turns and set(diverged) == later_turns
    for result in diverged.values():
        divergence = result.divergence
        assert divergence is not None and divergence.index == 0
        assert divergence.path is not None and divergence.path.startswith("messages")
        assert "--- recorded" in divergence.diff and "+++ replayed" in divergence.diff
