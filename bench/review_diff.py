"""Review diff preparation and chunking for 500-, 5,000- and 50,000-line diffs.

Run: ``python bench/review_diff.py [--chunks 8] [--repeat 3] [--tokenizer o200k_base]``.
Prints, never asserts. Two ways are measured in the same run on the same diff:

- ``once``: the review agent's way: parse once, prepare once per (model, tokenizer, line
  format), plan every chunk from that one preparation (``DiffCache``).
- ``per-chunk``: each chunk prepared separately: the whole diff parsed, rendered and
  token-counted again for every chunk, then that chunk's files taken (what PR-Agent did
  before #3291).

For both it prints the wall time (best of ``--repeat``), the tokens the tokenizer processed
and the diff tokens sent to the model across all chunks; the budget per chunk is set so the
diff needs about ``--chunks`` chunks.
"""

from __future__ import annotations

import argparse
import time

from xihe.agents.review.chunking import Plan, plan_chunks
from xihe.agents.review.diff import DiffCache, parse_diff

SIZES = (500, 5_000, 50_000)
LINES_PER_FILE = 50


def make_diff(lines: int) -> str:
    """Modified Python files of ~50 changed lines each: context, removals and additions,
    every tenth file a deletion-only change."""
    parts: list[str] = []
    for n in range(max(1, lines // LINES_PER_FILE)):
        path = f"pkg/module_{n:05d}.py"
        body: list[str] = []
        if n % 10 == 9:
            body = [f"-    removed_{i} = legacy({i})" for i in range(LINES_PER_FILE - 2)]
            header = f"@@ -1,{LINES_PER_FILE} +1,2 @@"
            body = [" def f():", *body, " return None"]
        else:
            for i in range(LINES_PER_FILE // 5):
                body += [
                    f"     value_{i} = compute({i}, 'context')",
                    f"-    total_{i} = add(total_{i}, {i})",
                    f"+    total_{i} = add_checked(total_{i}, {i}, limit=LIMIT)",
                    f"+    log.debug('total %s', total_{i})  # 调试日志",
                    "     # unchanged comment line",
                ]
            old = sum(1 for b in body if b[0] in " -")
            new = sum(1 for b in body if b[0] in " +")
            header = f"@@ -10,{old} +10,{new} @@ def handler(request):"
        parts.append(
            f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n{header}\n"
            + "\n".join(body)
            + "\n"
        )
    return "".join(parts)


def once(text: str, budget: int, chunks: int) -> tuple[Plan, int]:
    cache = DiffCache(parse_diff(text))
    prepared = cache.get("bench", TOKENIZER, "numbered", 5, 1)
    plan = plan_chunks(prepared, budget, max_chunks=chunks, policy="clip")
    return plan, prepared.counted_tokens


def per_chunk(text: str, budget: int, chunks: int, plan: Plan) -> tuple[int, int]:
    counted = sent = 0
    for chunk in plan.chunks:
        cache = DiffCache(parse_diff(text))  # re-parse, re-render, re-count everything
        prepared = cache.get("bench", TOKENIZER, "numbered", 5, 1)
        again = plan_chunks(prepared, budget, max_chunks=chunks, policy="clip")
        counted += prepared.counted_tokens
        sent += again.chunks[chunk.index].tokens
    return counted, sent


def best(fn: object, repeat: int) -> tuple[float, object]:
    out: object = None
    fastest = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()  # type: ignore[operator]
        fastest = min(fastest, time.perf_counter() - t0)
    return fastest, out


TOKENIZER = "o200k_base"


def main() -> None:
    global TOKENIZER
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chunks", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tokenizer", default=TOKENIZER)
    args = parser.parse_args()
    TOKENIZER = args.tokenizer
    print(f"tokenizer {TOKENIZER}, about {args.chunks} chunks per diff, best of {args.repeat}")
    print(
        f"{'lines':>7} {'files':>6} {'chunks':>6} | {'once s':>8} {'counted':>10} {'sent':>9} |"
        f" {'per-chunk s':>11} {'counted':>10} {'sent':>9} | speed-up"
    )
    for lines in SIZES:
        text = make_diff(lines)
        probe = DiffCache(parse_diff(text)).get("bench", TOKENIZER, "numbered", 5, 1)
        total = sum(b.compact_tokens for b in probe.blocks)
        budget = total // args.chunks + 1 + max(b.compact_tokens for b in probe.blocks)
        t_once, result = best(lambda t=text, b=budget: once(t, b, args.chunks * 2), args.repeat)
        plan, counted_once = result  # type: ignore[misc]
        sent_once = sum(c.tokens for c in plan.chunks)
        t_sep, result2 = best(
            lambda t=text, b=budget, p=plan: per_chunk(t, b, args.chunks * 2, p),
            max(1, args.repeat if lines < 50_000 else 1),
        )
        counted_sep, sent_sep = result2  # type: ignore[misc]
        files = len(probe.blocks) + len(probe.deletions_only)
        print(
            f"{lines:>7,d} {files:>6,d} {len(plan.chunks):>6d} | {t_once:>8.3f} "
            f"{counted_once:>10,d} {sent_once:>9,d} | {t_sep:>11.3f} {counted_sep:>10,d} "
            f"{sent_sep:>9,d} | {t_sep / t_once:5.1f}x"
        )


if __name__ == "__main__":
    main()
