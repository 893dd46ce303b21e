"""The identity memo: computed once per live object, forgotten when the object dies."""

from __future__ import annotations

import gc

from xihe.core.memo import ByIdentity
from xihe.core.messages import Message


def test_computes_once_per_object_and_forgets_dead_ones() -> None:
    calls: list[str] = []
    memo: ByIdentity[int] = ByIdentity(lambda m: calls.append(m.content) or len(m.content))
    history = [Message(role="tool", content="x" * n) for n in range(1, 200)]
    assert [memo.get(m) for m in history] == list(range(1, 200))
    assert [memo.get(m) for m in history] == list(range(1, 200))
    assert len(calls) == 199
    assert len(memo) == 199
    del history
    gc.collect()
    assert len(memo) == 0  # a finished run's messages are not kept alive by the memo


def test_a_reused_id_is_never_served_another_objects_value() -> None:
    memo: ByIdentity[str] = ByIdentity(lambda m: m.content)
    seen: dict[int, str] = {}
    for n in range(2000):  # CPython reuses freed ids quickly
        message = Message(role="user", content=f"m{n}")
        assert memo.get(message) == f"m{n}"
        seen.setdefault(id(message), message.content)
        del message
    assert len(seen) < 2000  # ids were reused, and every lookup above still matched


def test_objects_without_weak_references_are_held_until_the_limit() -> None:
    memo: ByIdentity[int] = ByIdentity(len, limit=3)
    items = [(1,), (1, 2), (1, 2, 3)]
    assert [memo.get(t) for t in items] == [1, 2, 3]
    assert len(memo) == 3
    assert memo.get((9, 9, 9, 9)) == 4  # at the limit the memo starts over
    assert len(memo) == 1
