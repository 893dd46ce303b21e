"""Words for recall: jieba segmentation (Chinese has no spaces) and an incremental BM25 index."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from dataclasses import dataclass, field

import jieba

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

    Scoring touches only the postings of the query's terms, so a search costs what the
    query's words occur in, not the length of the history.
    """

    k1: float = 1.5
    b: float = 0.75
    docs: dict[int, Counter[str]] = field(default_factory=dict)
    lengths: dict[int, int] = field(default_factory=dict)
    df: Counter[str] = field(default_factory=Counter)
    postings: dict[str, set[int]] = field(default_factory=dict)
    total_length: int = 0

    def add(self, doc_id: int, words: list[str]) -> None:
        tf = self.docs.setdefault(doc_id, Counter())
        for word in words:
            if word not in tf:
                self.df[word] += 1
                self.postings.setdefault(word, set()).add(doc_id)
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
        scores: dict[int, float] = {}
        for word in set(query):
            ids = self.postings.get(word)
            if not ids:
                continue
            df = self.df[word]
            idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
            for doc_id in ids:
                if below is not None and doc_id >= below:
                    continue
                tf = self.docs[doc_id][word]
                norm = tf + self.k1 * (1 - self.b + self.b * self.lengths[doc_id] / (avg or 1.0))
                scores[doc_id] = scores.get(doc_id, 0.0) + idf * tf * (self.k1 + 1) / norm
        ranked = sorted(scores.items(), key=lambda item: (-item[1], -item[0]))
        return ranked[:k]
