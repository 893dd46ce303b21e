"""The semantic recall tier: an earlier turn that shares no word with the question is
recalled by vectors (local embeddings shipped in a wheel) and missed by BM25 alone; the
render trace says which list found each recalled turn."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.text import terms
from xihe.core.messages import Message
from xihe.models.embeddings import LOCAL_NAME
from xihe.store.db import open_store

BUDGET = "My budget cap is 5000 EUR for the whole trip."
QUESTION = "What is the maximum amount of money I am allowed to spend?"
OTHER = [
    "Which hotel did we book in Lisbon?",
    "The train to Porto leaves at 9:40 from Santa Apolonia.",
    "Remind me to pack the charger.",
    "Is the museum open on Mondays?",
    "Book a table for two at eight.",
    "What is the weather in Sintra tomorrow?",
]


async def _recall(engine: ContextEngine) -> list[dict[str, object]]:
    session = (await engine.open_session("acme")).id
    turns = [Message("user", BUDGET), Message("assistant", "Noted.")]
    for text in OTHER:
        turns += [Message("user", text), Message("assistant", "Done.")]
    await engine.append("acme", session, turns, summarize=False)
    rendered = await engine.render("acme", session, QUESTION, budget=4000, recent_turns=2)
    expected = engine.embedder.name if engine.embedder else "no embedding provider configured"
    assert rendered.trace_meta()["embeddings"] == expected
    return rendered.recall


async def test_a_paraphrase_is_recalled_by_vectors_and_missed_by_bm25(
    database: Database, tmp_path: Path
) -> None:
    assert not set(terms(BUDGET)) & set(terms(QUESTION))  # no shared keyword
    store = await open_store(database.url, schema=database.schema)
    plain = ContextEngine(make_settings(database, tmp_path), store)
    semantic = ContextEngine(
        make_settings(database, tmp_path, context={"embeddings": "local"}), store
    )
    try:
        without = await _recall(plain)
        assert 1 not in {r["turn"] for r in without}
        with_vectors = await _recall(semantic)
        first = {r["turn"]: r for r in with_vectors}[1]
        assert first["via"] == ["vector"] and first["kept"]
        assert semantic.embedder is not None and semantic.embedder.name == LOCAL_NAME
    finally:
        await plain.close()
        await semantic.close()
        await store.close()
