"""Required literals of a regular expression: strings one of which any match must contain.

The scorer tries some 260 weighted patterns on every sentence and almost none match. A pattern
whose required literals are all absent from the lower-cased sentence cannot match it, so the
search is skipped; one pass over the union of literals decides for every pattern at once.
Read from the pattern's parse tree (`re._parser`); a pattern this module cannot read gets no
literals and is always searched, so the prefilter can only skip work, never a match.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable
from typing import Any

_c: Any
_p: Any
try:  # the standard library's own regex parser (private: read defensively)
    _c = importlib.import_module("re._constants")
    _p = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - another interpreter's layout: search everything
    _c = _p = None

Literals = frozenset[str] | None
"""Lower-cased strings one of which every match contains, or None: no such set is known."""


def required(pattern: re.Pattern[str]) -> Literals:
    """The required literals of a compiled pattern (None if it has none this can read)."""
    if _p is None:
        return None
    try:
        found = _sequence(_p.parse(pattern.pattern, pattern.flags))
    except Exception:
        return None
    return frozenset(found) if found else None


def _sequence(items: Iterable[tuple[Any, Any]]) -> set[str] | None:
    """Every element of a sequence must match: the most selective requirement among them."""
    choices: list[set[str]] = []
    run = ""
    for op, arg in items:
        if op is _c.LITERAL:
            run += chr(arg).lower()
            continue
        if run:
            choices.append({run})
            run = ""
        found = _element(op, arg)
        if found:
            choices.append(found)
    if run:
        choices.append({run})
    if not choices:
        return None
    return max(choices, key=lambda c: (min(len(s) for s in c), -len(c)))


def _element(op: Any, arg: Any) -> set[str] | None:
    if op is _c.SUBPATTERN:
        return _sequence(arg[3])
    if op is _c.ATOMIC_GROUP:
        return _sequence(arg)
    if op is _c.BRANCH:
        union: set[str] = set()
        for branch in arg[1]:
            found = _sequence(branch)
            if not found:
                return None  # a branch that needs nothing lets any text through
            union |= found
        return union
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, _, body = arg
        return _sequence(body) if low >= 1 else None
    if op is _c.IN and len(arg) == 1 and arg[0][0] is _c.LITERAL:
        return {chr(arg[0][1]).lower()}
    return None  # classes, anchors, lookarounds, backreferences: nothing certain


class Index:
    """Literals filed by their first character, so a sentence is checked only for literals
    that start with a character it holds (a short sentence holds few)."""

    def __init__(self, literals: Iterable[str]) -> None:
        by_first: dict[str, list[str]] = {}
        for literal in sorted(set(literals)):
            by_first.setdefault(literal[0], []).append(literal)
        self._by_first = {first: tuple(group) for first, group in by_first.items()}
        self._firsts = frozenset(self._by_first)

    def present(self, text: str) -> frozenset[str]:
        """The literals found in the lower-cased text."""
        low = text.lower()
        by_first = self._by_first
        return frozenset(
            s for first in self._firsts.intersection(low) for s in by_first[first] if s in low
        )
