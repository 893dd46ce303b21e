"""Code index cost on ~100,000 lines of real code: full index time and peak memory, the
re-index after one file changes (against the full index as baseline), and query latency
p50/p95 of keyword-only search (the baseline) against the hybrid search with call-chain
expansion that `xihe code search` runs.

Run: .venv/bin/python bench/code_index.py [--lines 100000] [--package sqlalchemy]
The repository is a copy of an installed package's .py files (SQLAlchemy by default) in a
temp folder. Targets: full index < 60 s, one-file re-index < 2 s, query p50 < 50 ms.
Vectors are off in those (see bench/code_eval.py for their cost and quality); the last
lines time the vector list's nearest-neighbour search alone, over one random 384-dimension
vector per chunk, in sqlite-vec and in the numpy fallback.
"""

from __future__ import annotations

import argparse
import random
import resource
import shutil
import site
import statistics
import tempfile
import time
from pathlib import Path

from xihe.agents.code.embeddings import VectorIndex, embed_missing
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.search import Searcher
from xihe.agents.code.store import CodeStore


class RandomVectors:
    """Stands in for a model when only the search's cost is measured."""

    name = "bench:random384"

    def __init__(self) -> None:
        self.rng = random.Random(5)

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [[self.rng.gauss(0, 1) for _ in range(384)] for _ in texts]


def knn_ms(path: Path, queries: int) -> dict[str, float]:
    """p50 of the vector list's KNN (the query embedding excluded), per backend."""
    out: dict[str, float] = {}
    model = RandomVectors()
    for backend, vec in (("sqlite-vec", True), ("numpy", False)):
        store = CodeStore(path, vec=vec)
        if backend == "sqlite-vec" and not store.has_vec:
            store.close()
            continue
        embed_missing(store, model)
        started = time.perf_counter()
        index = VectorIndex(store, model)
        load_ms = (time.perf_counter() - started) * 1000
        times = []
        for i in range(queries):
            started = time.perf_counter()
            index.search(f"q{i}", 50)
            times.append((time.perf_counter() - started) * 1000)
        out[backend] = statistics.median(times)
        out[backend + " open"] = load_ms
        store.close()
    return out


def package_dir(name: str) -> Path:
    for folder in site.getsitepackages():
        if (Path(folder) / name).is_dir():
            return Path(folder) / name
    raise SystemExit(f"{name} is not installed in this venv")


def build_repo(source: Path, target: Path, lines: int) -> int:
    total = 0
    for path in sorted(source.rglob("*.py")):
        text = path.read_text(encoding="utf-8", errors="replace")
        dest = target / path.relative_to(source.parent)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")
        total += text.count("\n")
        if total >= lines:
            break
    return total


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--package", default="sqlalchemy")
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        repo = Path(tmp) / "repo"
        lines = build_repo(package_dir(args.package), repo, args.lines)
        store = CodeStore(Path(tmp) / "index.sqlite", create=True)
        before = rss_mb()
        started = time.perf_counter()
        full = index_repository(store, repo)
        full_s = time.perf_counter() - started
        peak = rss_mb()
        print(
            f"repository: {full.files_seen} files, {lines} lines of {args.package}; "
            f"{full.stats['chunks']} chunks, {full.stats['calls']} calls"
        )
        print(
            f"full index: {full_s:.2f} s, peak RSS {peak:.0f} MB "
            f"({peak - before:+.0f} MB over the {before:.0f} MB before), "
            f"index file {Path(store.path).stat().st_size / 1e6:.1f} MB  (target < 60 s)"
        )
        started = time.perf_counter()
        unchanged = index_repository(store, repo)
        print(
            f"re-index, nothing changed: {time.perf_counter() - started:.2f} s "
            f"({unchanged.files_unchanged} files hashed)"
        )
        files = sorted(repo.rglob("*.py"), key=lambda p: p.stat().st_size)
        changed = files[len(files) // 2]
        changed.write_text(
            changed.read_text() + "\n\ndef bench_added_function(x):\n    return x + 1\n"
        )
        started = time.perf_counter()
        one = index_repository(store, repo)
        one_s = time.perf_counter() - started
        print(
            f"re-index, one file changed: {one_s:.2f} s ({one.files_changed} parsed) vs the full "
            f"index {full_s:.2f} s: {full_s / max(one_s, 1e-9):.0f}x faster  (target < 2 s)"
        )
        rng = random.Random(3)
        chunks = [c for c in store.all_chunks() if c.kind in ("function", "method")]
        queries: list[str] = []
        for chunk in rng.sample(chunks, min(args.queries, len(chunks))):
            words = chunk.name.strip("_").replace("_", " ")
            queries.append(rng.choice([chunk.name, f"where is {words} handled", words]))
        searcher = Searcher(store)
        keyword_ms: list[float] = []
        hybrid_ms: list[float] = []
        for query in queries:
            started = time.perf_counter()
            searcher.search(query, limit=5, sources=("bm25",), expand=False)
            keyword_ms.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            searcher.search(query, limit=5, budget_tokens=4000)
            hybrid_ms.append((time.perf_counter() - started) * 1000)
        print(
            f"query, keyword only (baseline): p50 {statistics.median(keyword_ms):.1f} ms, "
            f"p95 {percentile(keyword_ms, 0.95):.1f} ms"
        )
        print(
            f"query, hybrid + callers/callees: p50 {statistics.median(hybrid_ms):.1f} ms, "
            f"p95 {percentile(hybrid_ms, 0.95):.1f} ms  (target p50 < 50 ms; "
            f"{len(queries)} queries)"
        )
        store.close()
        knn = knn_ms(Path(tmp) / "index.sqlite", args.queries)
        print(
            "vector KNN alone (k=50, one vector per chunk, no model): "
            + ", ".join(
                f"{name} p50 {knn[name]:.1f} ms (opened in {knn[name + ' open']:.0f} ms)"
                for name in ("sqlite-vec", "numpy")
                if name in knn
            )
        )
        shutil.rmtree(repo)


if __name__ == "__main__":
    main()
