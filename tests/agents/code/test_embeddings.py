"""Vectors in code search: the bundled local model finds a paraphrase BM25 cannot, and an
OpenAI-compatible endpoint over HTTP is called in batches, with vectors cached by text hash."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from xihe.agents.code.embeddings import VectorIndex, chunk_document
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.search import Searcher
from xihe.agents.code.service import embedder
from xihe.agents.code.store import CodeStore
from xihe.core.settings import load_settings
from xihe.models.embeddings import LOCAL_NAME, LocalMiniLM, OpenAIEmbedder

from .conftest import write_repo

SMALL = {
    "text.js": "const shout = (s) => s.toUpperCase();\nfunction trim(s) { return s.trim(); }\n",
    "shop/pricing.py": "def apply_member_rate(amount):\n    return amount * 0.9\n",
    "svc/retry.go": "package svc\n\nfunc backoffDelay(attempt int) int { return attempt * 2 }\n",
}


def test_local_vectors_find_what_shares_no_word_with_the_question(tmp_path: Path) -> None:
    store = CodeStore(tmp_path / "i.sqlite", create=True)
    model = LocalMiniLM(threads=1)
    report = index_repository(store, write_repo(tmp_path / "r", SMALL), embedder=model)
    assert report.vectors_computed == report.stats["chunks"]
    searcher = Searcher(store, vectors=VectorIndex(store, model))
    query = "convert a string to capital letters"
    assert searcher.keyword(query) == []  # no shared word
    found = searcher.search(query, limit=1, expand=False)
    assert found.hits[0].qualname == "shout" and "vector" in found.hits[0].ranks
    assert found.sources == ["bm25", "symbol", "vector"]
    again = index_repository(store, tmp_path / "r", embedder=model)
    assert again.vectors_computed == 0  # cached by content hash
    store.close()


class _Embeddings(BaseHTTPRequestHandler):
    batches: ClassVar[list[list[str]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        assert self.path == "/v1/embeddings" and body["model"] == "embed-small"
        type(self).batches.append(list(body["input"]))
        data = [
            {"index": i, "embedding": [1.0 if "upper" in t.lower() else 0.0, 1.0, len(t) % 7]}
            for i, t in enumerate(body["input"])
        ]
        raw = json.dumps({"object": "list", "data": list(reversed(data))}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *_args: Any) -> None:
        return None


@pytest.fixture
def endpoint() -> Iterator[str]:
    _Embeddings.batches = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Embeddings)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_an_openai_compatible_endpoint_is_configured_batched_and_cached(
    tmp_path: Path, endpoint: str
) -> None:
    settings = load_settings(
        None,
        home=str(tmp_path / "home"),
        models={"emb": {"provider": "openai", "model": "embed-small", "base_url": endpoint}},
        code={"embeddings": "emb"},
    )
    found = embedder(settings)
    assert isinstance(found, OpenAIEmbedder) and found.name == "openai:embed-small"
    files = {f"m{i}.py": f"def f{i}(x):\n    return x + {i}\n" for i in range(70)}
    files["up.js"] = "function shout(s) { return s.toUpperCase(); }\n"
    store = CodeStore(tmp_path / "i.sqlite", create=True)
    report = index_repository(store, write_repo(tmp_path / "r", files), embedder=found)
    assert report.vectors_computed == report.stats["chunks"] == 142
    assert [len(b) for b in _Embeddings.batches] == [64, 64, 14]
    hits = VectorIndex(store, found).search("upper", 1)
    assert store.chunks([hits[0][0]])[hits[0][0]].name == "shout"
    assert index_repository(store, tmp_path / "r", embedder=found).vectors_computed == 0
    store.close()
    assert embedder(load_settings(None, code={"embeddings": "local"})).name == LOCAL_NAME  # type: ignore[union-attr]


class _WordHash:
    """A deterministic embedder for storage tests: each word adds to one of 16 dimensions."""

    name = "test:wordhash"

    def embed(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            vector = [0.01] * 16
            for word in text.lower().split():
                vector[sum(map(ord, word)) % 16] += 1.0
            out.append(vector)
        return out


def test_sqlite_vec_and_numpy_find_the_same_chunks_and_a_reindex_leaves_no_stale_row(
    tmp_path: Path,
) -> None:
    files = {f"m{i}.py": f"def f{i}(x):\n    return x * {i} + y{i % 5}\n" for i in range(30)}
    repo = write_repo(tmp_path / "r", files)
    model = _WordHash()
    store = CodeStore(tmp_path / "i.sqlite", create=True)
    assert store.has_vec  # the dev extra installs sqlean.py and sqlite-vec
    index_repository(store, repo, embedder=model)
    plain = CodeStore(tmp_path / "i.sqlite", vec=False)
    assert not plain.has_vec
    in_vec, in_numpy = VectorIndex(store, model), VectorIndex(plain, model)
    assert in_vec.table is not None and in_numpy.table is None and in_vec.size == 30 * 2
    for query in ("f3 x", "return y2", "def f17"):
        a, b = in_vec.search(query, 5), in_numpy.search(query, 5)
        assert [round(s, 4) for _, s in a] == [round(s, 4) for _, s in b]
        cut = a[-1][1] + 1e-5  # ties at the cut may be ordered either way
        assert {c for c, s in a if s > cut} == {c for c, s in b if s > cut}
    plain.close()
    (repo / "m29.py").write_text("def renamed_total(z):\n    return z - 1\n")
    index_repository(store, repo, embedder=model)
    after = VectorIndex(store, model)
    assert after.size == 30 * 2
    ids = {c.id: c for c in store.all_chunks()}
    new = next(c for c in ids.values() if c.name == "renamed_total")
    found = after.search(chunk_document(store, new), 60)
    assert all(cid in ids for cid, _ in found) and len(found) == 60
    assert found[0][0] == new.id and found[0][1] > 0.999
    store.close()
