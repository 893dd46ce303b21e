"""Tool arguments checked against the tool's JSON Schema, fast when they are plainly valid.

jsonschema builds a validator object per property it descends into: tens of microseconds for
a call that is fine, on every tool call of every run. Most tool schemas are a flat object of
typed properties, so such a schema is compiled once into a plain check that can only say
"valid"; anything it cannot vouch for (a schema it does not understand, a value it is unsure
of) goes to jsonschema, which also writes every error message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jsonschema

Check = Callable[[dict[str, Any]], bool]
Rule = tuple[frozenset[type] | None, frozenset[str] | None]
"""A property's accepted Python types and allowed strings (None: not constrained)."""

_ANNOTATIONS = frozenset({"title", "description", "default", "examples", "$comment"})
_OBJECT_KEYS = frozenset({"type", "properties", "required", "additionalProperties"})
_TYPES: dict[str, frozenset[type]] = {
    "string": frozenset({str}),
    "integer": frozenset({int}),  # 1.0 and bools: jsonschema decides
    "number": frozenset({int, float}),
    "boolean": frozenset({bool}),
    "null": frozenset({type(None)}),
    "array": frozenset({list}),
    "object": frozenset({dict}),
}


def _rule(schema: Any) -> Rule | None:
    """The rule for one property schema: `{"type": T}` (or a list of types), an all-string
    `enum`, annotations; None for anything else."""
    if not isinstance(schema, dict) or not set(schema) <= _ANNOTATIONS | {"type", "enum"}:
        return None
    types: frozenset[type] | None = None
    members: frozenset[str] | None = None
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not names or not all(isinstance(n, str) and n in _TYPES for n in names):
            return None
        types = frozenset().union(*(_TYPES[n] for n in names))
    if "enum" in schema:
        allowed = schema["enum"]
        if not isinstance(allowed, list) or not all(type(a) is str for a in allowed):
            return None
        members = frozenset(allowed)
    return types, members


def compile_check(schema: dict[str, Any]) -> Check | None:
    """The fast check for a flat object schema, or None when jsonschema must judge it."""
    if schema.get("type") != "object" or not set(schema) <= _OBJECT_KEYS | _ANNOTATIONS:
        return None
    properties = schema.get("properties", {})
    required = schema.get("required", [])
    extra = schema.get("additionalProperties", True)
    if not (isinstance(properties, dict) and isinstance(required, list) and type(extra) is bool):
        return None
    rules: dict[str, Rule] = {}
    for name, sub in properties.items():
        rule = _rule(sub)
        if rule is None:
            return None
        rules[name] = rule
    needed = tuple(required)
    closed = extra is False

    def valid(arguments: dict[str, Any]) -> bool:
        for name in needed:
            if name not in arguments:
                return False
        for name, value in arguments.items():
            rule = rules.get(name)
            if rule is None:
                if closed:
                    return False
                continue
            types, members = rule
            if types is not None and type(value) not in types:
                return False
            if members is not None and (type(value) is not str or value not in members):
                return False
        return True

    return valid


class SchemaChecker:
    """Errors for arguments against one schema: [] at once when the fast check passes."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self.fast = compile_check(schema)
        self._validator: jsonschema.Draft202012Validator | None = None

    def errors(self, arguments: dict[str, Any]) -> list[jsonschema.ValidationError]:
        """Sorted by path, then message: the same order whatever the schema's key order."""
        if self.fast is not None and self.fast(arguments):
            return []
        if self._validator is None:
            self._validator = jsonschema.Draft202012Validator(self.schema)
        return sorted(
            self._validator.iter_errors(arguments),
            key=lambda e: ([str(p) for p in e.path], e.message),
        )


_CHECKERS: dict[int, SchemaChecker] = {}


def checker(schema: dict[str, Any]) -> SchemaChecker:
    """Built once per parameters schema, not per call (the schema object is the key)."""
    found = _CHECKERS.get(id(schema))
    if found is None or found.schema is not schema:
        if len(_CHECKERS) >= 4096:
            _CHECKERS.clear()
        found = SchemaChecker(schema)
        _CHECKERS[id(schema)] = found
    return found
