"""A session's turns and token counts held in memory between renders.

History is append-only and only the newest turn grows, so a turn read once stays right:
each held turn keeps the last seq it contains, and a row seen twice (the index's catch-up
read and a direct read of the turn) is added once. Both holders are bounded, least
recently used first out, and live in the engine's per-session entry (tenant-checked).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from xihe.context.records import StoredMessage
from xihe.core.messages import Message
from xihe.models.tokens import TokenCounter

Turn = tuple[Message, ...]


@dataclass
class TurnCache:
    """Messages by turn: the recent window a render sends and the turns recall found."""

    limit: int = 512
    turns: OrderedDict[int, tuple[int, Turn]] = field(default_factory=OrderedDict)

    def add_row(self, stored: StoredMessage, *, newer_than: int) -> None:
        """A row from the index's catch-up read. A turn not held is started only when it is
        newer than `newer_than` (the last turn seen before): an older one may have been
        evicted with rows missing, and is read whole when a render needs it."""
        held = self.turns.get(stored.turn)
        if held is None:
            if stored.turn > newer_than:
                self.turns[stored.turn] = (stored.seq, (stored.message,))
                self._trim()
        elif stored.seq > held[0]:
            self.turns[stored.turn] = (stored.seq, (*held[1], stored.message))

    def put(self, rows: Sequence[StoredMessage]) -> None:
        """Whole turns read from the database (rows in history order)."""
        grouped: dict[int, list[StoredMessage]] = {}
        for row in rows:
            grouped.setdefault(row.turn, []).append(row)
        for turn, turn_rows in grouped.items():
            held = self.turns.get(turn)
            if held is None or turn_rows[-1].seq > held[0]:
                self.turns[turn] = (turn_rows[-1].seq, tuple(r.message for r in turn_rows))
        self._trim()

    def take(self, wanted: Iterable[int]) -> tuple[dict[int, Turn], list[int]]:
        """The held turns among `wanted` (marked used), and the ones to read."""
        found: dict[int, Turn] = {}
        missing: list[int] = []
        for turn in wanted:
            held = self.turns.get(turn)
            if held is None:
                missing.append(turn)
            else:
                self.turns.move_to_end(turn)
                found[turn] = held[1]
        return found, missing

    def _trim(self) -> None:
        while len(self.turns) > self.limit:
            self.turns.popitem(last=False)


MEMO_MIN_CHARS = 24
"""Shorter texts (roles, names) cost less to count than to look up."""


class MemoCounter(TokenCounter):
    """A counter that remembers the counts of the texts it was asked about: consecutive
    renders of a session count the same system prompt, anchors, summary and recent turns,
    which the model's tokenizer would otherwise encode again on every request."""

    def __init__(self, inner: TokenCounter, memo: OrderedDict[tuple[str, str], int], limit: int):
        self.inner = inner
        self.name = inner.name
        self.exact = inner.exact
        self.safety_margin = inner.safety_margin
        self.source = inner.source
        self.chat = inner.chat
        self._memo = memo
        self._limit = limit

    def count(self, text: str) -> int:
        if len(text) < MEMO_MIN_CHARS:
            return self.inner.count(text)
        key = (self.name, text)
        hit = self._memo.get(key)
        if hit is not None:
            self._memo.move_to_end(key)
            return hit
        value = self.inner.count(text)
        self._memo[key] = value
        while len(self._memo) > self._limit:
            self._memo.popitem(last=False)
        return value
