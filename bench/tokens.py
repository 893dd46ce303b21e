"""Tokens per second for each offline counter on ~1 MB of mixed Chinese/English text.

Run: ``python bench/tokens.py [--mb 1.0] [--repeat 3]``. Prints, never asserts. The
estimate runs in the same process as the baseline. Load time (reading and verifying the
vocabulary) is reported separately from counting time.
"""

from __future__ import annotations

import argparse
import time

from xihe.models.tokens import exact_tokenizers, get_counter

PARAGRAPHS = [
    "羲和是一个为大语言模型智能体设计的开源运行框架和网关。它按租户和会话管理上下文，"
    "在策略约束下执行工具，在模型提供商之间按错误类别回退，并记录每一个步骤。\n",
    "The router tries the primary model first, then each fallback by error class: a 429 or "
    "a 5xx moves on, an auth error marks the model unusable until its key is fixed.\n",
    "def count(messages: list[dict[str, str]]) -> int:\n"
    "    return sum(len(m['content']) for m in messages)  # 计算长度\n\n",
    "用户问：How do I set `max_tokens=4096`？答：在 [models.fast] 下写 max_output_tokens = 4096。"
    " 日志 2026-11-30 12:00:01 ERROR 连接超时 timeout after 30s 🚀\n",
]


def corpus(megabytes: float) -> str:
    """Mixed text of about ``megabytes`` MB of UTF-8."""
    block = "".join(PARAGRAPHS)
    target = int(megabytes * 1_000_000)
    reps = max(1, target // len(block.encode("utf-8")))
    return block * reps


def bench(name: str, text: str, repeat: int) -> None:
    t0 = time.perf_counter()
    counter = get_counter(name)
    counter.count("warm up")
    load = time.perf_counter() - t0
    best = float("inf")
    n = 0
    for _ in range(repeat):
        t1 = time.perf_counter()
        n = counter.count(text)
        best = min(best, time.perf_counter() - t1)
    kind = "exact" if counter.exact else "estimate"
    print(
        f"{name:12s} {kind:8s} tokens={n:>9,d}  load={load:6.2f}s  count={best:6.3f}s  "
        f"{n / best / 1e6:6.2f} M tokens/s  {len(text.encode()) / best / 1e6:6.1f} MB/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mb", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    text = corpus(args.mb)
    print(f"text: {len(text):,d} characters, {len(text.encode()) / 1e6:.2f} MB UTF-8")
    for name in ["estimate", *exact_tokenizers()]:
        bench(name, text, args.repeat)


if __name__ == "__main__":
    main()
