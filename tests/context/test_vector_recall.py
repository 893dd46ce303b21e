"""The semantic recall tier: an earlier turn that shares no word with the question is
recalled by vectors (local embeddings shipped in a wheel) and missed by BM25 alone; the
render trace says which list found each recalled turn."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.text import terms
from xihe.core.messages import Message
from xihe.models.embeddings import LOCAL_MULTILINGUAL_NAME, LOCAL_NAME
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


BUDGET_ZH = "这次旅行我的预算上限是五千欧元。"


async def _recall(
    engine: ContextEngine, first: str = BUDGET, reply: str = "Noted."
) -> list[dict[str, object]]:
    session = (await engine.open_session("acme")).id
    turns = [Message("user", first), Message("assistant", reply)]
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


async def test_an_english_question_recalls_a_chinese_turn_with_the_local_multilingual_model(
    database: Database, tmp_path: Path
) -> None:
    assert not set(terms(BUDGET_ZH)) & set(terms(QUESTION))
    store = await open_store(database.url, schema=database.schema)
    plain = ContextEngine(make_settings(database, tmp_path), store)
    semantic = ContextEngine(
        make_settings(database, tmp_path, context={"embeddings": "local-multilingual"}), store
    )
    try:
        without = await _recall(plain, BUDGET_ZH, "好的。")
        assert 1 not in {r["turn"] for r in without}
        with_vectors = await _recall(semantic, BUDGET_ZH, "好的。")
        first = {r["turn"]: r for r in with_vectors}[1]
        assert first["via"] == ["vector"] and first["kept"]
        assert with_vectors[0]["turn"] == 1  # the best of the recalled turns, not a lucky fifth
        assert semantic.embedder is not None
        assert semantic.embedder.name == LOCAL_MULTILINGUAL_NAME
    finally:
        await plain.close()
        await semantic.close()
        await store.close()


class _Multilingual(BaseHTTPRequestHandler):
    """A stand-in for a multilingual embeddings endpoint: texts about a spending limit, in
    Chinese or English, share one direction; everything else another."""

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        data = []
        for i, text in enumerate(body["input"]):
            money = any(w in text for w in ("预算", "上限", "spend", "maximum"))
            data.append({"index": i, "embedding": [1.0, 0.1] if money else [0.0, 1.0]})
        raw = json.dumps({"data": data}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *_args: Any) -> None:
        return None


async def test_an_english_question_recalls_a_chinese_turn_through_an_endpoint(
    database: Database, tmp_path: Path
) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Multilingual)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    models = {"emb": {"provider": "openai", "model": "multi", "base_url": url}}
    settings = make_settings(database, tmp_path, models=models, context={"embeddings": "emb"})
    store = await open_store(database.url, schema=database.schema)
    engine = ContextEngine(settings, store)
    try:
        session = (await engine.open_session("acme")).id
        turns = [
            Message("user", "这次旅行我的预算上限是五千欧元。"),
            Message("assistant", "好的。"),
        ]
        for text in OTHER:
            turns += [Message("user", text), Message("assistant", "Done.")]
        await engine.append("acme", session, turns, summarize=False)
        rendered = await engine.render("acme", session, QUESTION, budget=4000, recent_turns=2)
        first = {r["turn"]: r for r in rendered.recall}[1]
        assert first["via"] == ["vector"] and rendered.embeddings == "openai:multi"
    finally:
        await engine.close()
        await store.close()
        server.shutdown()
        server.server_close()
