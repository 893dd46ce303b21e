"""Code search quality on real third-party code: recall@1/5/10 and MRR per retrieval list.

Run: .venv/bin/python bench/code_eval.py [--packages httpx,click,...] [--per-package 150]

Each package's source is copied from this venv with every docstring replaced by `pass`
(so the answer's own words are gone), indexed, and asked two kinds of questions:

- doc questions: the first sentence of a function's or method's docstring; the answer is
  that function (path + qualified name).
- call-chain questions: "who calls NAME?" for a function whose name is defined once in
  the package; the answers are the chunks whose code calls `NAME(` (found by a regular
  expression over the stripped copy, independent of the index's own call resolution).

Lists compared in the same run: BM25 alone (the baseline), exact symbol alone, vectors
alone (the bundled local MiniLM by default, `--embeddings none` to skip), and the hybrid
fusion of all three (score fusion for sentences, the default, and reciprocal rank fusion).
Chain questions compare BM25's own hits (the baseline) against the hits' expanded callers.
Every constant of the search was chosen on the `--tuned-on` packages (httpx, click); the
others are reported apart as held out.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import site
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xihe.agents.code.embeddings import VectorIndex
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.parse import parse_source, parser
from xihe.agents.code.search import RRF_K, Fusion, Searcher, Source
from xihe.agents.code.store import CodeStore
from xihe.models.embeddings import Embedder, LocalMiniLM, LocalMultilingual, OpenAIEmbedder

DEFAULT_PACKAGES = "httpx,click,rich,jsonschema,starlette,requests"
TUNED_ON = "httpx,click"
"""The packages every constant of the search was chosen on; the others are held out and
reported apart."""


def site_packages() -> Path:
    for folder in site.getsitepackages():
        if (Path(folder) / "httpx").is_dir():
            return Path(folder)
    raise SystemExit("no site-packages with httpx found; run with the project's .venv python")


def first_sentence(doc: str) -> str:
    text = " ".join(doc.strip().split("\n\n")[0].split())
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    return (match.group(1) if match else text).strip()


def strip_docstrings(source: bytes) -> bytes:
    """The source with every module, class and function docstring replaced by `pass`."""
    tree = parser("python").parse(source)
    cuts: list[tuple[int, int]] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type in ("function_definition", "class_definition", "module"):
            body = node if node.type == "module" else node.child_by_field_name("body")
            first = body.named_children[0] if body is not None and body.named_children else None
            if first is not None and first.type == "expression_statement":
                inner = first.named_children[0] if first.named_children else None
                if inner is not None and inner.type == "string":
                    cuts.append((first.start_byte, first.end_byte))
        stack.extend(node.named_children)
    out = bytearray(source)
    for start, end in sorted(cuts, reverse=True):
        out[start:end] = b"pass"
    return bytes(out)


@dataclass
class Question:
    text: str
    answers: set[tuple[str, str]]  # (path, qualname)
    kind: str


@dataclass
class Scores:
    ranks: list[int | None] = field(default_factory=list)

    def add(self, rank: int | None) -> None:
        self.ranks.append(rank)

    def recall(self, k: int) -> float:
        return sum(1 for r in self.ranks if r is not None and r <= k) / max(1, len(self.ranks))

    def mrr(self) -> float:
        return sum(1.0 / r for r in self.ranks if r is not None) / max(1, len(self.ranks))


def copy_stripped(package: Path, target: Path) -> dict[str, dict[str, str]]:
    """Copy .py files with docstrings stripped; returns {path: {qualname: docstring}} read
    from the original (line numbers move when docstrings go, qualified names do not)."""
    docs_by_path: dict[str, dict[str, str]] = {}
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent).as_posix()
        source = path.read_bytes()
        stripped = strip_docstrings(source)
        dest = target / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(stripped)
        original = parse_source(rel, source)
        docs_by_path[rel] = {c.qualname: c.doc for c in original.chunks if c.doc}
    return docs_by_path


def doc_questions(
    store: CodeStore, docs_by_path: dict[str, dict[str, str]], rng: random.Random, limit: int
) -> list[Question]:
    out: list[Question] = []
    seen: set[str] = set()
    for chunk in store.all_chunks():
        if chunk.kind not in ("function", "method"):
            continue
        doc = docs_by_path.get(chunk.path, {}).get(chunk.qualname)
        if not doc:
            continue
        text = first_sentence(doc)
        if len(text.split()) < 4 or text in seen:
            continue
        seen.add(text)
        out.append(Question(text, {(chunk.path, chunk.qualname)}, "doc"))
    rng.shuffle(out)
    return out[:limit]


def chain_questions(store: CodeStore, rng: random.Random, limit: int) -> list[Question]:
    chunks = [c for c in store.all_chunks() if c.kind in ("function", "method")]
    by_name: dict[str, list[str]] = {}
    for c in chunks:
        by_name.setdefault(c.name, []).append(c.qualname)
    texts = {c.id: store.chunk_text(c) for c in chunks}
    out: list[Question] = []
    for target in chunks:
        if len(by_name[target.name]) != 1 or target.name.startswith("__") or len(target.name) < 5:
            continue
        call = re.compile(rf"(?<![\w]){re.escape(target.name)}\s*\(")
        answers = {
            (c.path, c.qualname)
            for c in chunks
            if c.id != target.id
            and call.search("\n".join(texts[c.id].splitlines()[1:]))  # not its own def line
        }
        if answers:
            out.append(Question(f"who calls {target.name}?", answers, "chain"))
    rng.shuffle(out)
    return out[:limit]


def rank_of(found: Sequence[tuple[str, str]], answers: set[tuple[str, str]]) -> int | None:
    for i, item in enumerate(found[:10], 1):
        if item in answers:
            return i
    return None


def evaluate(
    store: CodeStore,
    searcher: Searcher,
    questions: list[Question],
    lists: dict[str, tuple[Sequence[Source], float, Fusion]],
) -> tuple[dict[str, Scores], dict[str, list[float]]]:
    scores = {name: Scores() for name in lists}
    timings: dict[str, list[float]] = {name: [] for name in lists}
    for q in questions:
        for name, (sources, vector_weight, fusion) in lists.items():
            searcher.sentence_vector_weight = vector_weight
            searcher.fusion = fusion
            if searcher.vectors is not None:
                searcher.vectors.forget_queries()  # each list pays for its query embedding
            started = time.perf_counter()
            ranked = searcher.ranked(q.text, sources=sources, limit=10)
            timings[name].append(time.perf_counter() - started)
            rows = store.chunks(cid for cid, _, _ in ranked)
            found = [(rows[cid].path, rows[cid].qualname) for cid, _, _ in ranked]
            scores[name].add(rank_of(found, q.answers))
    return scores, timings


def evaluate_chains(
    store: CodeStore, searcher: Searcher, questions: list[Question]
) -> dict[str, Scores]:
    base, chain = Scores(), Scores()
    for q in questions:
        result = searcher.search(q.text, limit=3, budget_tokens=20_000, sources=("bm25",))
        hits = [(h.path, h.qualname) for h in result.hits]
        base.add(rank_of(hits, q.answers))
        result = searcher.search(q.text, limit=3, budget_tokens=20_000)
        expanded: list[tuple[str, str]] = []
        for hit in result.hits:
            expanded.extend((r.path, r.qualname) for r in hit.callers)
        chain.add(rank_of(expanded, q.answers))
    return {"bm25 hits": base, "hybrid + callers": chain}


def _share_vectors(store: CodeStore, cache: str, *, into_store: bool) -> None:
    """Copy vectors between the run's index and a cache file kept across runs."""
    db = store.db
    db.execute("attach database ? as cache", (cache,))
    try:
        db.execute(
            "create table if not exists cache.vectors(text_hash text, model text, vector blob, "
            "primary key (text_hash, model))"
        )
        source, target = (
            ("cache.vectors", "main.vectors") if into_store else ("main.vectors", "cache.vectors")
        )
        db.execute(f"insert or ignore into {target} select * from {source}")
    finally:
        db.execute("detach database cache")


def table(title: str, scores: dict[str, Scores], n: int) -> None:
    print(f"\n{title} ({n} questions)")
    print(f"{'list':<18} {'R@1':>6} {'R@5':>6} {'R@10':>6} {'MRR':>6}")
    for name, s in scores.items():
        print(
            f"{name:<18} {s.recall(1):6.3f} {s.recall(5):6.3f} {s.recall(10):6.3f} {s.mrr():6.3f}"
        )


def main() -> None:
    parser_ = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser_.add_argument("--packages", default=DEFAULT_PACKAGES)
    parser_.add_argument("--per-package", type=int, default=150)
    parser_.add_argument("--chains", type=int, default=40, help="chain questions per package")
    parser_.add_argument("--seed", type=int, default=7)
    parser_.add_argument(
        "--embeddings",
        default="local",
        help="local (bundled MiniLM), local-multilingual (USE v3), none, or an "
        "OpenAI-compatible /v1 base URL",
    )
    parser_.add_argument("--embeddings-model", default="text-embedding-3-small")
    parser_.add_argument(
        "--vector-weights",
        type=lambda text: [float(w) for w in text.split(",") if w],
        default=[],
        help="also score the hybrid with these vector weights for sentence queries",
    )
    parser_.add_argument("--rrf-k", type=int, default=RRF_K, help="reciprocal rank fusion k")
    parser_.add_argument(
        "--vector-cache", help="a SQLite file keeping vectors between runs (by text hash)"
    )
    parser_.add_argument(
        "--tuned-on", default=TUNED_ON, help="packages used to choose constants (reported apart)"
    )
    args = parser_.parse_args()
    root = site_packages()
    embedder: Embedder | None = None
    if args.embeddings == "local":
        embedder = LocalMiniLM()
    elif args.embeddings == "local-multilingual":
        embedder = LocalMultilingual()
    elif args.embeddings != "none":
        embedder = OpenAIEmbedder(args.embeddings, args.embeddings_model)
    default_weight = Searcher.sentence_vector_weight
    hybrid: tuple[Source, ...] = ("bm25", "symbol", "vector")
    lists: dict[str, tuple[Sequence[Source], float, Fusion]] = {
        "bm25": (("bm25",), default_weight, "score"),
        "symbol": (("symbol",), default_weight, "score"),
    }
    if embedder is not None:
        lists["vector"] = (("vector",), default_weight, "score")
    lists["hybrid"] = (hybrid, default_weight, "score")
    if embedder is not None:
        lists["hybrid rrf"] = (hybrid, default_weight, "rrf")
    for weight in args.vector_weights:
        lists[f"hybrid rrf v={weight:g}"] = (hybrid, weight, "rrf")
    all_doc = {name: Scores() for name in lists}
    tuned_on = set(args.tuned_on.split(","))
    held_doc = {name: Scores() for name in lists}
    held_names: list[str] = []
    all_chain: dict[str, Scores] = {}
    timings: dict[str, list[float]] = {name: [] for name in lists}
    total_q = total_c = 0
    with tempfile.TemporaryDirectory() as tmp:
        for package in args.packages.split(","):
            source = root / package
            if not source.is_dir():
                print(f"skip {package}: not installed", file=sys.stderr)
                continue
            repo = Path(tmp) / package
            docs = copy_stripped(source, repo)
            store = CodeStore(Path(tmp) / f"{package}.sqlite", create=True)
            if args.vector_cache and embedder is not None:
                _share_vectors(store, args.vector_cache, into_store=True)
            report = index_repository(store, repo, embedder=embedder)
            if args.vector_cache and embedder is not None:
                _share_vectors(store, args.vector_cache, into_store=False)
            vectors = VectorIndex(store, embedder) if embedder is not None else None
            searcher = Searcher(store, vectors=vectors, rrf_k=args.rrf_k)
            rng = random.Random(f"{args.seed}:{package}")  # the same questions in any run
            questions = doc_questions(store, docs, rng, args.per_package)
            chains = chain_questions(store, rng, args.chains)
            scores, times = evaluate(store, searcher, questions, lists)
            chain_scores = evaluate_chains(store, searcher, chains)
            print(
                f"{package}: {report.stats['lines']} lines, {report.stats['chunks']} chunks, "
                f"indexed in {report.seconds:.2f}s; {len(questions)} doc and "
                f"{len(chains)} chain questions; hybrid R@10 {scores['hybrid'].recall(10):.3f} "
                f"vs bm25 {scores['bm25'].recall(10):.3f}"
            )
            for name in lists:
                all_doc[name].ranks.extend(scores[name].ranks)
                timings[name].extend(times[name])
                if package not in tuned_on:
                    held_doc[name].ranks.extend(scores[name].ranks)
            if package not in tuned_on:
                held_names.append(package)
            for name, s in chain_scores.items():
                all_chain.setdefault(name, Scores()).ranks.extend(s.ranks)
            total_q += len(questions)
            total_c += len(chains)
            store.close()
            shutil.rmtree(repo)
    table("doc questions: answer = the documented function", all_doc, total_q)
    if held_names:
        held_q = len(held_doc["bm25"].ranks)
        table(f"held out ({','.join(held_names)}), doc questions", held_doc, held_q)
        gain = held_doc["hybrid"].recall(10) - held_doc["bm25"].recall(10)
        print(f"held out: hybrid - bm25 R@10 = {gain * 100:+.1f} points")
    table("call-chain questions: answer = a caller of the named function", all_chain, total_c)
    print(
        "\nquery time p50 (ms): "
        + ", ".join(
            f"{name} {sorted(t)[len(t) // 2] * 1000:.1f}" for name, t in timings.items() if t
        )
    )
    if embedder is None:
        print("vectors: not measured (--embeddings none); hybrid = bm25 + symbol")
    else:
        print(f"vectors: {embedder.name}")


if __name__ == "__main__":
    main()
