"""Time sources, injected so the loop can run under replay."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime: ...

    def monotonic(self) -> float: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)

    def monotonic(self) -> float:
        return time.monotonic()


class FrozenClock:
    """A clock that moves only when told to: deterministic durations in replay."""

    def __init__(self, start: datetime | None = None, tick: float = 0.0) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)
        self._mono = 0.0
        self._tick = tick

    def now(self) -> datetime:
        return self._now

    def monotonic(self) -> float:
        self._mono += self._tick
        return self._mono

    def advance(self, seconds: float) -> None:
        """Move wall time and monotonic time on together (a lease runs out, a cooldown ends)."""
        self._now += timedelta(seconds=seconds)
        self._mono += seconds


def utc(value: datetime) -> datetime:
    """SQLite hands back naive datetimes for timezone-aware columns; they were stored in UTC."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)
