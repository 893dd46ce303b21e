"""The fast argument check never disagrees with jsonschema: it may only say "valid" where
jsonschema finds no error, and every refusal carries jsonschema's own messages."""

from __future__ import annotations

from typing import Any

import jsonschema
from hypothesis import given, settings
from hypothesis import strategies as st

from xihe.tools.arguments import SchemaChecker, compile_check

SCHEMAS: list[dict[str, Any]] = [
    {"type": "object", "properties": {}},
    {
        "type": "object",
        "properties": {"value": {"type": "integer"}},
        "required": ["value"],
    },
    {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "a file"},
            "limit": {"type": "number"},
            "flag": {"type": "boolean"},
            "tags": {"type": "array"},
            "extra": {"type": "object"},
            "maybe": {"type": ["string", "null"]},
            "mode": {"type": "string", "enum": ["fast", "slow"]},
            "anything": {},
        },
        "required": ["path"],
        "additionalProperties": False,
    },
]

VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.sampled_from(["fast", "slow", "x", ""])
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)
KEYS = st.sampled_from(
    ["value", "path", "limit", "flag", "tags", "extra", "maybe", "mode", "anything", "other"]
)


@settings(max_examples=600, deadline=None)
@given(schema=st.sampled_from(SCHEMAS), arguments=st.dictionaries(KEYS, VALUES, max_size=6))
def test_fast_check_agrees_with_jsonschema(schema: dict[str, Any], arguments: dict[str, Any]):
    expected = sorted(
        jsonschema.Draft202012Validator(schema).iter_errors(arguments),
        key=lambda e: ([str(p) for p in e.path], e.message),
    )
    fast = compile_check(schema)
    assert fast is not None
    if fast(arguments):
        assert expected == [], f"fast check passed {arguments!r}, jsonschema refuses it"
    got = SchemaChecker(schema).errors(arguments)
    assert [e.message for e in got] == [e.message for e in expected]


def test_a_valid_integer_written_as_float_is_left_to_jsonschema():
    checker = SchemaChecker(SCHEMAS[1])
    assert checker.fast is not None and not checker.fast({"value": 1.0})
    assert checker.errors({"value": 1.0}) == []  # jsonschema: 1.0 is an integer
    assert [e.message for e in checker.errors({"value": True})] == ["True is not of type 'integer'"]


def test_schemas_it_does_not_understand_go_to_jsonschema():
    for schema in (
        {"type": "object", "properties": {"n": {"type": "integer", "minimum": 3}}},
        {"type": "object", "properties": {"n": {"enum": [1, 2]}}},
        {"type": "object", "properties": {}, "additionalProperties": {"type": "string"}},
        {"type": "object", "properties": {"s": {"$ref": "#/$defs/s"}}, "$defs": {"s": {}}},
        {"type": "array"},
    ):
        assert compile_check(schema) is None, schema
    minimum = SchemaChecker({"type": "object", "properties": {"n": {"minimum": 3}}})
    assert [e.message for e in minimum.errors({"n": 1})] == ["1 is less than the minimum of 3"]
