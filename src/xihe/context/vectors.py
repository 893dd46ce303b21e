"""The semantic recall tier: one vector per turn, kept in memory beside the session's BM25
index, fused with it by reciprocal rank.

A turn that shares no word with the question ("maximum spend allowed" for "my budget cap
is 5000 EUR") is found by meaning. Vectors are computed lazily on the render that needs
them (only for turns not yet embedded, newest first, at most `vector_recall_turns` per
session) through the one embedding interface (`xihe.models.embeddings`).
"""

from __future__ import annotations

import asyncio
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field

from xihe.context.records import StoredMessage
from xihe.models.embeddings import Embedder, normalize

RRF_K = 60
MAX_TURN_CHARS = 1200


@dataclass
class TurnVectors:
    """Vectors of one session's turns (turn number -> unit vector)."""

    vectors: dict[int, array[float]] = field(default_factory=dict)
    embedded_to: int = 0
    """Every turn up to this one that will get a vector has one."""

    def missing(self, below: int, keep: int) -> list[int]:
        """Turns under `below` without a vector, limited to the newest `keep`."""
        start = max(self.embedded_to + 1, below - keep, 1)
        return list(range(start, below))

    def add(self, turns: dict[int, list[float]], upto: int) -> None:
        for turn, vector in turns.items():
            self.vectors[turn] = array("f", normalize(vector))
        self.embedded_to = max(self.embedded_to, upto)

    def search(
        self, query: list[float], k: int, below: int, min_similarity: float
    ) -> list[tuple[int, float]]:
        q = normalize(query)
        scored = []
        for turn, vector in self.vectors.items():
            if turn >= below:
                continue
            similarity = sum(a * b for a, b in zip(q, vector, strict=False))
            if similarity >= min_similarity:
                scored.append((similarity, turn))
        scored.sort(reverse=True)
        return [(turn, similarity) for similarity, turn in scored[:k]]


def turn_texts(rows: Sequence[StoredMessage]) -> dict[int, str]:
    """What a turn's vector stands for: its user and assistant text."""
    out: dict[int, list[str]] = {}
    for row in rows:
        if row.message.role in ("user", "assistant") and row.message.content:
            out.setdefault(row.turn, []).append(row.message.content)
    return {turn: "\n".join(parts)[:MAX_TURN_CHARS] for turn, parts in out.items()}


async def embed(embedder: Embedder, texts: list[str]) -> list[list[float]]:
    """Off the event loop: a local model computes on this process's CPU."""
    return await asyncio.to_thread(embedder.embed, texts)


def fuse(
    bm25: list[tuple[int, float]], vector: list[tuple[int, float]], k: int
) -> list[tuple[int, float, tuple[str, ...]]]:
    """Reciprocal rank fusion of the two recall lists; each turn says which found it."""
    scores: dict[int, float] = {}
    via: dict[int, list[str]] = {}
    for name, hits in (("bm25", bm25), ("vector", vector)):
        for rank, (turn, _) in enumerate(hits, 1):
            scores[turn] = scores.get(turn, 0.0) + 1.0 / (RRF_K + rank)
            via.setdefault(turn, []).append(name)
    ranked = sorted(scores.items(), key=lambda item: (-item[1], -item[0]))[:k]
    return [(turn, score, tuple(via[turn])) for turn, score in ranked]
