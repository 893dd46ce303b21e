"""Id sources: random in production, deterministic under replay and in tests."""

from __future__ import annotations

import itertools
import secrets
from typing import Protocol


class IdSource(Protocol):
    def new(self, prefix: str) -> str: ...


class RandomIds:
    """Cryptographic ids (invariant 1: never guessable, never sequential)."""

    def new(self, prefix: str) -> str:
        return f"{prefix}_{secrets.token_hex(12)}"


class SequentialIds:
    """Predictable ids for replay and tests."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)

    def new(self, prefix: str) -> str:
        return f"{prefix}_{next(self._counter):06d}"
