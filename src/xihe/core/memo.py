"""Values derived from immutable objects, remembered by object identity.

A run sends the same message objects on every model call, so what is derived from each
(its JSON for the trace, its token count for the budget) is computed once per object, not
once per call: the work per step stays flat as the history grows.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class ByIdentity(Generic[V]):
    """`compute(item)` once per live object. An entry lives as long as its object does (a
    weak reference drops it), so the memo never holds a finished run's history in memory;
    objects that take no weak reference (tuples) are held until the memo is cleared at
    `limit`. An id is never mistaken for another object's: the entry checks it is the same."""

    def __init__(self, compute: Callable[[Any], V], limit: int = 100_000) -> None:
        self.compute = compute
        self.limit = limit
        self._by_id: dict[int, tuple[Callable[[], Any], V]] = {}

    def __len__(self) -> int:
        return len(self._by_id)

    def get(self, item: Any) -> V:
        hit = self._by_id.get(id(item))
        if hit is not None and hit[0]() is item:
            return hit[1]
        value = self.compute(item)
        if len(self._by_id) >= self.limit:
            self._by_id.clear()
        self._by_id[id(item)] = (self._ref(item), value)
        return value

    def many(self, items: Iterable[Any]) -> list[V]:
        """`get` over many items in one call: a run's whole history is looked up on every
        model call, and the per-item call is most of what a hit costs."""
        by_id = self._by_id
        out = []
        for item in items:
            hit = by_id.get(id(item))
            out.append(hit[1] if hit is not None and hit[0]() is item else self.get(item))
        return out

    def _ref(self, item: Any) -> Callable[[], Any]:
        entries, key = self._by_id, id(item)

        def forget(ref: weakref.ref[Any]) -> None:
            found = entries.get(key)
            if found is not None and found[0] is ref:
                del entries[key]

        try:
            return weakref.ref(item, forget)
        except TypeError:
            return _Strong(item)


class _Strong:
    """A reference that keeps its object alive, for objects that take no weak reference."""

    __slots__ = ("item",)

    def __init__(self, item: Any) -> None:
        self.item = item

    def __call__(self) -> Any:
        return self.item
