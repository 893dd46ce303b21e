"""Stored JSON text: one compact form whether orjson or json writes it."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from xihe.core.jsontext import dumps


def test_the_fallback_writes_the_same_form_as_orjson() -> None:
    value = {"b": [1, 2.5, None, True], "a": '引号 " \\ \u2028', "c": {"z": 1, "y": {}}}
    fast = dumps(value, sort_keys=True)
    assert fast == json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    big = {"offset": 2**70, "b": 1, "a": "x"}  # beyond orjson: json writes it
    assert dumps(big, sort_keys=True) == '{"a":"x","b":1,"offset":1180591620717411303424}'
    assert json.loads(dumps({1: "int key"})) == {"1": "int key"}


def test_default_converts_what_json_cannot_write() -> None:
    when = datetime(2026, 12, 2, tzinfo=UTC)
    assert json.loads(dumps({"at": when, 3: "s"}, default=str)) == {
        "at": "2026-12-02T00:00:00+00:00",
        "3": "s",
    }
