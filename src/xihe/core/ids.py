"""Id sources: random in production, deterministic under replay and in tests."""

from __future__ import annotations

import itertools
import os
from typing import Protocol


class IdSource(Protocol):
    def new(self, prefix: str) -> str: ...


class RandomIds:
    """Cryptographic ids (invariant 1: never guessable, never sequential)."""

    def new(self, prefix: str) -> str:
        # `secrets.token_hex(12)` without its three Python layers: the same `os.urandom` bytes
        return f"{prefix}_{os.urandom(12).hex()}"


class SequentialIds:
    """Predictable ids for replay and tests."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)

    def new(self, prefix: str) -> str:
        return f"{prefix}_{next(self._counter):06d}"
