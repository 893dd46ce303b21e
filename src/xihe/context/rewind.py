"""Turn ranges a rollback took out of a session's context; the history itself stays whole.

History is append-only, so `xihe session rollback` does not delete turns: it records the
turns after the restored snapshot as hidden (`ctx_sessions.meta["hidden_turns"]`), and
every tier (recent window, recall, summary, extracted anchors) skips them. Rolling back to
a later version un-hides them again, which is what makes a rollback undoable.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

Ranges = tuple[tuple[int, int], ...]
"""Inclusive (first, last) turn ranges, sorted and disjoint."""


def merged(ranges: Iterable[Iterable[int]]) -> Ranges:
    out: list[list[int]] = []
    for first, last in sorted((int(a), int(b)) for a, b in ranges):
        if first > last:
            continue
        if out and first <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], last)
        else:
            out.append([first, last])
    return tuple((a, b) for a, b in out)


def hidden_of(meta: Mapping[str, Any]) -> Ranges:
    return merged(meta.get("hidden_turns") or ())


def is_hidden(turn: int, ranges: Ranges) -> bool:
    return any(first <= turn <= last for first, last in ranges)


def clip(ranges: Ranges, upto: int) -> Ranges:
    """The part of `ranges` at or below turn `upto`."""
    return tuple((a, min(b, upto)) for a, b in ranges if a <= upto)


def recent_visible(last: int, n: int, ranges: Ranges) -> list[int]:
    """The newest `n` turns up to `last` that are not hidden, oldest first."""
    out: list[int] = []
    turn = last
    ordered = sorted(ranges, reverse=True)
    while turn >= 1 and len(out) < n:
        skip = next((a for a, b in ordered if a <= turn <= b), None)
        if skip is not None:
            turn = skip - 1
            continue
        out.append(turn)
        turn -= 1
    return out[::-1]
