"""One embedding interface for code search: an OpenAI-compatible `/embeddings` endpoint
(the gateway's own, vLLM, Ollama, OpenAI...), batched, with vectors cached in the index by
the hash of the text they embed, so a re-index embeds only what changed.

Vectors are unit-length float32; search is a brute-force dot product (exact, and fast
enough for one repository's chunks; see docs/code.md for sizes).
"""

from __future__ import annotations

import math
import os
from array import array
from dataclasses import dataclass
from typing import Protocol

import httpx

from xihe.agents.code.store import ChunkRow, CodeStore
from xihe.core.errors import ConfigError, ErrorClass, ToolError
from xihe.core.settings import ModelConfig

BATCH = 64
MAX_EMBED_CHARS = 2000


class Embedder(Protocol):
    """`name` keys the cache: two embedders with one name must give the same vectors."""

    @property
    def name(self) -> str: ...

    def embed(self, texts: list[str]) -> list[list[float]]: ...


def normalize(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]


def pack(vector: list[float]) -> bytes:
    return array("f", normalize(vector)).tobytes()


def unpack(blob: bytes) -> array[float]:
    out = array("f")
    out.frombytes(blob)
    return out


@dataclass
class OpenAIEmbedder:
    """`POST {base_url}/embeddings` with `{"model", "input": [...]}`, BATCH texts a call."""

    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = 60.0

    @property
    def name(self) -> str:
        return f"openai:{self.model}"

    @classmethod
    def from_config(cls, config: ModelConfig) -> OpenAIEmbedder:
        if config.provider != "openai" or not config.base_url:
            raise ConfigError(
                "the code embeddings model must be an OpenAI-compatible model with a base_url",
                hint="set [code].embeddings to a [models.NAME] with provider = 'openai'",
            )
        key = os.environ.get(config.api_key_env) if config.api_key_env else None
        return cls(config.base_url.rstrip("/"), config.model, key, config.timeout_seconds)

    def embed(self, texts: list[str]) -> list[list[float]]:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        out: list[list[float]] = []
        with httpx.Client(timeout=self.timeout, headers=headers) as client:
            for start in range(0, len(texts), BATCH):
                batch = texts[start : start + BATCH]
                try:
                    response = client.post(
                        f"{self.base_url}/embeddings", json={"model": self.model, "input": batch}
                    )
                except httpx.HTTPError as exc:
                    raise ToolError(
                        f"embeddings endpoint unreachable: {type(exc).__name__}",
                        error_class=ErrorClass.SOURCE_UNAVAILABLE,
                        hint="check [code].embeddings and that the endpoint is up",
                    ) from exc
                if response.status_code != 200:
                    raise ToolError(
                        f"embeddings endpoint answered {response.status_code}",
                        error_class=ErrorClass.TRANSIENT
                        if response.status_code >= 500 or response.status_code == 429
                        else ErrorClass.CONFIG,
                        hint="check the embeddings model name and key",
                    )
                data = sorted(response.json()["data"], key=lambda d: d.get("index", 0))
                out.extend([list(map(float, d["embedding"])) for d in data])
        return out


def chunk_document(store: CodeStore, chunk: ChunkRow) -> str:
    """What a chunk's vector stands for: where it is, its signature and doc, its code."""
    body = store.chunk_text(chunk)
    text = f"{chunk.path} {chunk.qualname}\n{chunk.signature}\n{chunk.doc}\n{body}"
    return text[:MAX_EMBED_CHARS]


def embed_missing(store: CodeStore, embedder: Embedder) -> int:
    """Embed the chunks whose text hash has no vector for this embedder yet."""
    have = set(store.vectors(embedder.name))
    todo: dict[str, ChunkRow] = {}
    for chunk in store.all_chunks():
        if chunk.text_hash not in have:
            todo.setdefault(chunk.text_hash, chunk)
    items = list(todo.items())
    for start in range(0, len(items), BATCH * 4):
        part = items[start : start + BATCH * 4]
        vectors = embedder.embed([chunk_document(store, c) for _, c in part])
        store.put_vectors(embedder.name, [(h, pack(v)) for (h, _), v in zip(part, vectors, strict=True)])
    return len(items)


class VectorIndex:
    """The vectors of one index for one embedder, loaded once per search session."""

    def __init__(self, store: CodeStore, embedder: Embedder) -> None:
        self.embedder = embedder
        by_hash = {h: unpack(v) for h, v in store.vectors(embedder.name).items()}
        self.rows: list[tuple[int, array[float]]] = []
        for chunk in store.all_chunks():
            vector = by_hash.get(chunk.text_hash)
            if vector is not None:
                self.rows.append((chunk.id, vector))

    def search(self, query: str, limit: int) -> list[tuple[int, float]]:
        if not self.rows:
            return []
        q = normalize(self.embedder.embed([query])[0])
        scored = [(sum(a * b for a, b in zip(q, v, strict=False)), cid) for cid, v in self.rows]
        scored.sort(reverse=True)
        return [(cid, score) for score, cid in scored[:limit]]
