"""Hybrid code search: keyword (BM25), exact symbol and vector lists fused by reciprocal rank,
a light rerank, then each hit expanded with its callers and callees inside a token budget,
so "where is the discount computed and who calls it" comes back as a chain.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from xihe.agents.code.embeddings import VectorIndex
from xihe.agents.code.graph import Edge, Resolver
from xihe.agents.code.store import ChunkRow, CodeStore
from xihe.agents.code.tokens import code_terms, identifiers
from xihe.context.text import STOPWORDS

Source = Literal["bm25", "symbol", "vector"]
ALL_SOURCES: tuple[Source, ...] = ("bm25", "symbol", "vector")
Fusion = Literal["score", "rrf"]
RRF_K = 60
LONG_QUERY_SYMBOL_WEIGHT = 0.1
"""In a sentence, a named symbol is more often a collaborator of the answer than the answer
(bench/code_eval.py measures it); in a one-to-three-word query it is the answer."""
SENTENCE_VECTOR_WEIGHT = 4.0
"""In reciprocal rank fusion of a sentence (`fusion="rrf"`), vectors weigh four: chosen on
httpx and click (R@10 0.855 at 1, 0.872 at 3, 0.890 at 4)."""
SENTENCE_VECTOR_SHARE = 0.6
"""A sentence's BM25 and vector lists are fused by score, not rank: each list's scores are
standardized over its own candidates (z-scores; a chunk missing from a list gets that list's
lowest) and mixed 0.4 BM25 + 0.6 vectors, so a clear vector winner is not levelled down to
its rank. Chosen on httpx and click only (R@10 0.887 with weighted RRF, 0.900-0.904 for
shares 0.55-0.65), measured on held-out packages in docs/code.md."""
CANDIDATES = 50
MAX_HIT_LINES = 80
RERANK_WEIGHT = 0.002  # about eight RRF rank steps near the top: name overlap matters
CHARS_PER_TOKEN = 4  # an estimate: search results are sized before any model is chosen


class Ref(BaseModel):
    path: str
    line: int
    start_line: int
    end_line: int
    qualname: str
    signature: str
    ambiguous: bool = False
    """Other definitions rank the same for this call (all of them are listed)."""
    code: str | None = None


class Hit(BaseModel):
    path: str
    start_line: int
    end_line: int
    kind: str
    qualname: str
    signature: str
    doc: str = ""
    score: float
    ranks: dict[str, int] = Field(default_factory=dict)
    """Rank of this chunk in each list that found it (1 = first)."""
    code: str | None = None
    clipped: bool = False
    callers: list[Ref] = Field(default_factory=list)
    callees: list[Ref] = Field(default_factory=list)


class SearchResult(BaseModel):
    query: str
    index: str
    hits: list[Hit]
    sources: list[str]
    """The lists fused; `vector` only when an embedding model is configured."""
    notes: list[str] = Field(default_factory=list)
    budget_tokens: int
    used_tokens: int
    """Estimated at 4 characters a token."""

    def markdown(self) -> str:
        lines = [f"# {len(self.hits)} results for: {self.query}", ""]
        for i, hit in enumerate(self.hits, 1):
            lines.append(f"{i}. {hit.path}:{hit.start_line}-{hit.end_line}  {hit.qualname}")
            lines.append(f"   {hit.signature}")
            for ref in hit.callers:
                mark = " (ambiguous)" if ref.ambiguous else ""
                lines.append(f"   <- called by {ref.qualname} at {ref.path}:{ref.line}{mark}")
            for ref in hit.callees:
                mark = " (ambiguous)" if ref.ambiguous else ""
                lines.append(f"   -> calls {ref.qualname} ({ref.path}:{ref.start_line}){mark}")
        lines.extend(f"note: {n}" for n in self.notes)
        return "\n".join(lines)


@dataclass
class _Budget:
    limit: int
    used: int = 0
    clipped: bool = False

    def take(self, text: str) -> bool:
        cost = len(text) // CHARS_PER_TOKEN + 1
        if self.used + cost > self.limit:
            self.clipped = True
            return False
        self.used += cost
        return True


@dataclass
class Searcher:
    """Searches one open index; `vectors` is None when no embedding model is configured."""

    store: CodeStore
    index_name: str = "default"
    vectors: VectorIndex | None = None
    notes: list[str] = field(default_factory=list)
    sentence_vector_weight: float = SENTENCE_VECTOR_WEIGHT
    rrf_k: int = RRF_K
    fusion: Fusion = "score"
    """How a sentence's BM25 and vector lists are fused (short queries always use RRF)."""

    # -- the lists ------------------------------------------------------------------
    def keyword(self, query: str, limit: int = CANDIDATES) -> list[int]:
        return [cid for cid, _ in self.keyword_scored(query, limit)]

    def keyword_scored(self, query: str, limit: int = CANDIDATES) -> list[tuple[int, float]]:
        return self.store.keyword(code_terms(query), limit)

    def symbol(self, query: str, limit: int = CANDIDATES) -> list[int]:
        """Definitions named exactly like a symbol in the query; a short query (one to three
        words, as typed into a search box) also matches names in any case."""
        found: list[int] = []
        names = identifiers(query)
        for name in names:
            found.extend(r.id for r in _definitions_first(self.store.by_name(name)))
        words = [w.strip(".,;:()`'\"?") for w in query.split()]
        if len(words) <= 3:
            for word in dict.fromkeys(names + words):
                if len(word) >= 3 and word.lower() not in STOPWORDS:
                    rows = self.store.by_name(word, nocase=True)
                    found.extend(r.id for r in _definitions_first(rows))
        for token in query.split():
            token = token.strip(".,;:()`'\"?")
            if "." in token:
                found.extend(r.id for r in self.store.by_qualname(token))
        return list(dict.fromkeys(found))[:limit]

    def vector(self, query: str, limit: int = CANDIDATES) -> list[int]:
        return [cid for cid, _ in self.vector_scored(query, limit)]

    def vector_scored(self, query: str, limit: int = CANDIDATES) -> list[tuple[int, float]]:
        return [] if self.vectors is None else self.vectors.search(query, limit)

    # -- fusion ------------------------------------------------------------------------
    def weights(self, query: str) -> dict[str, float]:
        """Per-list RRF weights: a one-to-three-word query is a symbol or keyword lookup;
        a sentence is a question, where meaning (vectors) counts more than shared words."""
        if len(query.split()) <= 3:
            return {"bm25": 1.0, "symbol": 1.0, "vector": 1.0}
        return {
            "bm25": 1.0,
            "symbol": LONG_QUERY_SYMBOL_WEIGHT,
            "vector": self.sentence_vector_weight,
        }

    def ranked(
        self, query: str, *, sources: Sequence[Source] = ALL_SOURCES, limit: int = 10
    ) -> list[tuple[int, float, dict[str, int]]]:
        scored_lists: dict[str, list[tuple[int, float]]] = {}
        if "bm25" in sources:
            scored_lists["bm25"] = self.keyword_scored(query)
        if "symbol" in sources:
            scored_lists["symbol"] = [(cid, 0.0) for cid in self.symbol(query)]
        if "vector" in sources and self.vectors is not None:
            scored_lists["vector"] = self.vector_scored(query)
        fused: dict[int, float] = {}
        ranks: dict[int, dict[str, int]] = {}
        weights = self.weights(query)
        by_score = (
            self.fusion == "score"
            and len(query.split()) > 3
            and {"bm25", "vector"} <= set(scored_lists)
        )
        if by_score:
            fused = _score_fusion(scored_lists["bm25"], scored_lists["vector"], self.rrf_k)
        for source, items in scored_lists.items():
            weight = weights.get(source, 1.0)
            for rank, (cid, _) in enumerate(items, 1):
                if not by_score or source == "symbol":
                    fused[cid] = fused.get(cid, 0.0) + weight / (self.rrf_k + rank)
                ranks.setdefault(cid, {})[source] = rank
        rows = self.store.chunks(fused)
        words = set(code_terms(query))
        scored = []
        for cid, score in fused.items():
            row = rows.get(cid)
            if row is None:
                continue
            scored.append((cid, score + _rerank(row, words), ranks[cid]))
        scored.sort(key=lambda item: -item[1])
        return scored[:limit]

    def search(
        self,
        query: str,
        *,
        limit: int = 5,
        budget_tokens: int = 4000,
        sources: Sequence[Source] = ALL_SOURCES,
        expand: bool = True,
    ) -> SearchResult:
        ranked = self.ranked(query, sources=sources, limit=limit)
        rows = self.store.chunks(cid for cid, _, _ in ranked)
        budget = _Budget(budget_tokens)
        hits: list[Hit] = []
        for cid, score, ranks in ranked:
            row = rows[cid]
            hit = Hit(
                path=row.path, start_line=row.start, end_line=row.end, kind=row.kind,
                qualname=row.qualname, signature=row.signature, doc=row.doc[:500],
                score=round(score, 5), ranks=ranks,
            )  # fmt: skip
            budget.take(row.signature + row.path)
            code = _clip(self.store.chunk_text(row))
            if budget.take(code):
                hit.code = code
            else:
                hit.clipped = True
            hits.append(hit)
        if expand:
            self._expand(hits, [rows[cid] for cid, _, _ in ranked], budget)
        used = [s for s in sources if s != "vector" or self.vectors is not None]
        notes = list(self.notes)
        if "vector" in sources and self.vectors is None:
            notes.append("vectors: no embedding model configured ([code].embeddings)")
        if budget.clipped:
            notes.append(f"the {budget_tokens}-token budget clipped code or call chains")
        return SearchResult(
            query=query, index=self.index_name, hits=hits, sources=list(used), notes=notes,
            budget_tokens=budget_tokens, used_tokens=budget.used,
        )  # fmt: skip

    def _expand(self, hits: list[Hit], rows: list[ChunkRow], budget: _Budget) -> None:
        """References first (cheap, for every hit), then code of the neighbours of the best."""
        chains: list[tuple[Hit, list[Edge], list[Edge]]] = []
        resolver = Resolver(self.store)
        for hit, row in zip(hits, rows, strict=True):
            if row.kind == "file":
                continue
            up, down = resolver.callers(row), resolver.callees(row)
            chains.append((hit, up, down))
            for edge in up:
                ref = _ref(edge.caller, edge.line, edge.ambiguous)
                if budget.take(ref.signature + ref.path + ref.qualname):
                    hit.callers.append(ref)
            for edge in down:
                ref = _ref(edge.callee, edge.callee.start, edge.ambiguous)
                if budget.take(ref.signature + ref.path + ref.qualname):
                    hit.callees.append(ref)
        for hit, _, _ in chains[:3]:
            for ref in [*hit.callers, *hit.callees]:
                lines = self.store.file_lines(ref.path) or []
                code = _clip("\n".join(lines[ref.start_line - 1 : ref.end_line]), 40)
                if budget.take(code):
                    ref.code = code


def _standardized(items: list[tuple[int, float]]) -> dict[int, float]:
    if not items:
        return {}
    values = [v for _, v in items]
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values)) or 1.0
    return {cid: (v - mean) / spread for cid, v in items}


def _score_fusion(
    bm25: list[tuple[int, float]], vector: list[tuple[int, float]], rrf_k: int
) -> dict[int, float]:
    """SENTENCE_VECTOR_SHARE's mix of z-scores, divided by `rrf_k` so that the symbol list's
    and the rerank's RRF-sized terms keep the weight they have beside RRF at rank one."""
    words, meaning = _standardized(bm25), _standardized(vector)
    low_words, low_meaning = min(words.values(), default=0.0), min(meaning.values(), default=0.0)
    share = SENTENCE_VECTOR_SHARE
    return {
        cid: (share * meaning.get(cid, low_meaning) + (1 - share) * words.get(cid, low_words))
        / rrf_k
        for cid in words.keys() | meaning.keys()
    }


def _definitions_first(rows: list[ChunkRow]) -> list[ChunkRow]:
    order = {"function": 0, "method": 0, "class": 1}
    return sorted(rows, key=lambda r: (order.get(r.kind, 2), r.path, r.start))


def _rerank(row: ChunkRow, words: set[str]) -> float:
    """A small tie-breaker on top of RRF: query words in the name and signature; file
    chunks (imports, module head) last among equals."""
    if not words:
        return 0.0
    name_words = set(code_terms(row.qualname)) | {row.name.lower()}
    sig_words = set(code_terms(row.signature))
    overlap = len(words & name_words) * 2 + len(words & sig_words)
    bonus = RERANK_WEIGHT * overlap / len(words)
    return bonus - (RERANK_WEIGHT / 2 if row.kind == "file" else 0.0)


def _clip(code: str, max_lines: int = MAX_HIT_LINES) -> str:
    lines = code.splitlines()
    if len(lines) <= max_lines:
        return code
    return "\n".join([*lines[:max_lines], f"... ({len(lines) - max_lines} more lines)"])


def _ref(row: ChunkRow, line: int, ambiguous: bool) -> Ref:
    return Ref(
        path=row.path, line=line, start_line=row.start, end_line=row.end,
        qualname=row.qualname, signature=row.signature, ambiguous=ambiguous,
    )  # fmt: skip
