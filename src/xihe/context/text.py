"""Words for recall: jieba segmentation (Chinese has no spaces) and an incremental BM25 index."""

from __future__ import annotations

import bisect
import logging
import math
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType


def _import_jieba() -> ModuleType:
    """jieba 0.42 imports `pkg_resources` only to open its own data files, and that import
    scans every installed distribution (0.2-0.9 s of a worker's start-up here). Blocked for
    this one import (when nothing loaded it already), jieba opens the same files directly."""
    blocked = "pkg_resources" not in sys.modules
    if blocked:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # import -> ImportError
    try:
        import jieba
    finally:
        if blocked:
            del sys.modules["pkg_resources"]
    return jieba


jieba = _import_jieba()
jieba.setLogLevel(logging.WARNING)

_HAS_WORD = re.compile(r"\w", re.UNICODE)
_STOP_TEXT = (
    "的 了 是 我 你 他 她 它 我们 你们 吗 呢 吧 啊 呀 在 和 与 就 也 都 这 那 这个 那个 个 一 "
    "有 没 不 还 又 把 被 给 让 请 帮 一下 什么 怎么 还是 可以 要 会 能 对 就是 好 好的 嗯 哦 "
    "the a an is are was were be to of and or in on at for with it this that i you we "
    "he she they me my your our do does did please can could would should what how"
)
STOPWORDS = frozenset(_STOP_TEXT.split())


def terms(text: str) -> list[str]:
    """Search terms of `text`: jieba's search-mode segmentation, lower-cased, no stopwords."""
    out: list[str] = []
    for token in jieba.cut_for_search(text.lower()):
        token = token.strip()
        if token and token not in STOPWORDS and _HAS_WORD.search(token):
            out.append(token)
    return out


@dataclass
class Bm25Index:
    """Okapi BM25 over documents that can grow (a turn gains its replies after it is indexed).

    Postings are kept per word in document order. A search scans at most `scan_limit`
    postings of each query word (the most recent ones below `below`), then completes the
    score of every candidate with the other query words by lookup. A word that occurs in
    almost every turn ("订单" in a shop's chat) therefore costs a bounded amount instead of
    the whole history; a document holding only such common words and older than their last
    `scan_limit` postings is not a candidate (its score would be near the bottom anyway).
    Words rarer than `scan_limit` are scored exactly. Search cost does not grow with the
    length of the history.
    """

    k1: float = 1.5
    b: float = 0.75
    scan_limit: int = 512
    docs: dict[int, Counter[str]] = field(default_factory=dict)
    lengths: dict[int, int] = field(default_factory=dict)
    postings: dict[str, list[int]] = field(default_factory=dict)
    total_length: int = 0

    def df(self, word: str) -> int:
        return len(self.postings.get(word, ()))

    def add(self, doc_id: int, words: list[str]) -> None:
        tf = self.docs.setdefault(doc_id, Counter())
        for word in words:
            if word not in tf:
                ids = self.postings.setdefault(word, [])
                if not ids or ids[-1] < doc_id:
                    ids.append(doc_id)
                else:  # a turn indexed out of order: keep the list sorted
                    bisect.insort(ids, doc_id)
            tf[word] += 1
        self.lengths[doc_id] = self.lengths.get(doc_id, 0) + len(words)
        self.total_length += len(words)

    def search(
        self, query: list[str], k: int, *, below: int | None = None
    ) -> list[tuple[int, float]]:
        """The `k` best documents for `query`, optionally only ids below `below`."""
        if not self.docs or k <= 0:
            return []
        n = len(self.docs)
        avg = self.total_length / n if n else 0.0
        idf: dict[str, float] = {}
        candidates: set[int] = set()
        for word in set(query):
            ids = self.postings.get(word)
            if not ids:
                continue
            df = len(ids)
            idf[word] = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
            end = bisect.bisect_left(ids, below) if below is not None else len(ids)
            candidates.update(ids[max(0, end - self.scan_limit) : end])
        # the per-document length norm and the (k1 + 1) factor hoisted out of the loop:
        # this is the render's hottest loop, up to scan_limit x query words candidates
        k1, b = self.k1, self.b
        base, per = k1 * (1 - b), k1 * b / (avg or 1.0)
        weights = [(word, weight * (k1 + 1)) for word, weight in idf.items()]
        docs, lengths = self.docs, self.lengths
        scores: list[tuple[float, int]] = []
        for doc_id in candidates:
            tf_doc = docs[doc_id]
            norm_len = base + per * lengths[doc_id]
            score = 0.0
            for word, weight in weights:
                tf = tf_doc.get(word)
                if tf:
                    score += weight * tf / (tf + norm_len)
            scores.append((score, doc_id))
        best = sorted(scores, reverse=True)[:k]  # in C; nlargest churns on ties
        return [(doc_id, score) for score, doc_id in best]
