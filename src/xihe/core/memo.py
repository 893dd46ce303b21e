"""Values derived from immutable objects, remembered by object identity.

A run sends the same message objects on every model call, so what is derived from each
(its JSON for the trace, its token count for the budget) is computed once per object, not
once per call: the work per step stays flat as the history grows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class ByIdentity(Generic[V]):
    """`compute(item)` once per live object. The item is held with its value, so an id is
    never reused for another object while remembered; the whole memo is dropped at `limit`."""

    def __init__(self, compute: Callable[[Any], V], limit: int = 100_000) -> None:
        self.compute = compute
        self.limit = limit
        self._by_id: dict[int, tuple[Any, V]] = {}

    def get(self, item: Any) -> V:
        hit = self._by_id.get(id(item))
        if hit is not None and hit[0] is item:
            return hit[1]
        value = self.compute(item)
        if len(self._by_id) >= self.limit:
            self._by_id.clear()
        self._by_id[id(item)] = (item, value)
        return value
