"""Render cost must not grow with history: the summary's entity list is capped (most recent
plus anchored), and recall scans a bounded slice of a very common word's postings while
scoring rare words exactly."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

from tests.conftest import Database, make_settings
from xihe.context.engine import ContextEngine
from xihe.context.extract import MAX_ENTITIES, cap_entities
from xihe.context.text import Bm25Index, terms
from xihe.core.messages import Message
from xihe.store.db import open_store


def _reference(docs: dict[int, list[str]], query: list[str], k: int) -> list[int]:
    """Plain BM25 over every document: what the bounded index must equal on rare words."""
    n = len(docs)
    avg = sum(len(d) for d in docs.values()) / n
    scores: dict[int, float] = {}
    for word in set(query):
        df = sum(1 for d in docs.values() if word in d)
        if not df:
            continue
        idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
        for doc_id, words in docs.items():
            tf = Counter(words)[word]
            if tf:
                norm = tf + 1.5 * (1 - 0.75 + 0.75 * len(words) / avg)
                scores[doc_id] = scores.get(doc_id, 0.0) + idf * tf * 2.5 / norm
    return [d for d, _ in sorted(scores.items(), key=lambda x: (-x[1], -x[0]))[:k]]


def _history(n: int) -> dict[int, list[str]]:
    docs = {}
    for i in range(1, n + 1):
        text = f"第{i}轮：红色款卫衣L码还有货吗？订单 DD{i:08d}"
        if i % 97 == 0:
            text += " 蓝色款换货"
        docs[i] = terms(text)
    return docs


def test_bounded_recall_equals_full_bm25_on_rare_words() -> None:
    docs = _history(3000)
    index = Bm25Index(scan_limit=64)
    for doc_id, words in docs.items():
        index.add(doc_id, words)
    assert index.df("订单") == 3000  # the common word is in every turn
    query = terms("那个蓝色款换货的订单")
    got = [d for d, _ in index.search(query, 4, below=2990)]
    below = {d: w for d, w in docs.items() if d < 2990}
    assert got == _reference(below, query, 4)
    assert all(d % 97 == 0 for d in got)


def test_common_words_only_recall_the_most_recent_turns() -> None:
    docs = _history(2000)
    index = Bm25Index(scan_limit=32)
    for doc_id, words in docs.items():
        index.add(doc_id, words)
    hits = index.search(terms("订单"), 4, below=1990)
    assert [d for d, _ in hits] == [1989, 1988, 1987, 1986]


def test_out_of_order_add_keeps_postings_sorted() -> None:
    index = Bm25Index()
    index.add(5, ["订单"])
    index.add(2, ["订单"])
    index.add(5, ["订单", "蓝色"])
    assert index.postings["订单"] == [2, 5]
    assert [d for d, _ in index.search(["蓝色"], 2)] == [5]
    assert index.lengths == {5: 3, 2: 1}


def test_cap_entities_keeps_recent_and_anchored() -> None:
    items = [{"kind": "order", "value": f"DD{i:08d}", "turn": i} for i in range(1, 501)]
    kept = cap_entities(items, ["订单 DD00000003 只退不换"], limit=100)
    values = [e["value"] for e in kept]
    assert values[0] == "DD00000003"
    assert values[1:] == [f"DD{i:08d}" for i in range(401, 501)]
    assert cap_entities(items[:50], [], limit=100) == items[:50]


async def test_long_session_summary_stays_bounded(database: Database, tmp_path: Path) -> None:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    engine = ContextEngine(settings, store)
    try:
        session = (await engine.open_session("shop")).id
        await engine.pin("shop", session, "订单 DD00000003 只退不换")
        for chunk in range(3):  # three summary runs merge into one capped list
            turns = []
            for i in range(chunk * 150 + 1, chunk * 150 + 151):
                turns.append(Message(role="user", content=f"订单 DD{i:08d} 发货了吗？"))
                turns.append(Message(role="assistant", content="已经安排发货。"))
            await engine.append("shop", session, turns, summarize=False)
            await engine.summarize("shop", session)
        summary = await engine.sessions.summary("shop", session)
        assert summary is not None
        values = [e["value"] for e in summary["entities"]]
        print(f"\n{len(values)} entities kept of 450 turns (cap {MAX_ENTITIES})")
        assert len(values) <= MAX_ENTITIES + 1
        assert "DD00000003" in values  # anchored: kept although it is old
        assert values[-1] == f"DD{450 - settings.context.recent_turns:08d}"
        assert "DD00000010" not in values  # old and unanchored: rotated out
        # the rotated-out entity is still reachable through recall over the full history
        rendered = await engine.render("shop", session, "订单 DD00000010 呢", budget=4000)
        assert any(r["turn"] == 10 for r in rendered.recall)
    finally:
        await engine.close()
        await store.close()
