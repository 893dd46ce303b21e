"""Label selectors: the `--selector` string syntax and the `LabelSelector` objects in specs."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

_KEY = r"[A-Za-z0-9]([-A-Za-z0-9_./]*[A-Za-z0-9])?"
_VALUE = r"([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?"


class SelectorError(ValueError):
    """The selector string cannot be parsed."""


@dataclass(frozen=True, slots=True)
class Requirement:
    key: str
    op: str
    values: tuple[str, ...] = ()

    def matches(self, labels: Mapping[str, str]) -> bool:
        """Kubernetes semantics: `!=` and `notin` also match objects without the key."""
        present = self.key in labels
        value = labels.get(self.key)
        if self.op in ("=", "==", "in"):
            return present and value in self.values
        if self.op in ("!=", "notin"):
            return not present or value not in self.values
        if self.op == "exists":
            return present
        if self.op == "!":
            return not present
        raise SelectorError(f"unknown operator {self.op}")


@dataclass(frozen=True, slots=True)
class Selector:
    requirements: tuple[Requirement, ...] = ()

    def matches(self, labels: Mapping[str, str]) -> bool:
        return all(req.matches(labels) for req in self.requirements)

    @property
    def empty(self) -> bool:
        return not self.requirements


def _split_top_level(text: str) -> list[str]:
    """Split on commas outside parentheses, so `env in (a,b),tier` is two requirements."""
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return [p.strip() for p in parts if p.strip()]


_SET_RE = re.compile(rf"^({_KEY})\s+(in|notin)\s*\(([^)]*)\)$")
_EQ_RE = re.compile(rf"^({_KEY})\s*(==|!=|=)\s*({_VALUE})$")
_EXISTS_RE = re.compile(rf"^(!?)\s*({_KEY})$")


def _parse_requirement(text: str) -> Requirement:
    if m := _SET_RE.match(text):
        values = tuple(v.strip() for v in m.group(4).split(",") if v.strip())
        return Requirement(m.group(1), m.group(3), values)
    if m := _EQ_RE.match(text):
        return Requirement(m.group(1), m.group(3), (m.group(4),))
    if m := _EXISTS_RE.match(text):
        return Requirement(m.group(2), "!" if m.group(1) else "exists")
    raise SelectorError(f"cannot parse selector requirement {text!r}")


def parse_selector(text: str | None) -> Selector:
    """Parse `a=b,c!=d,e in (f,g),h notin (i),j,!k`."""
    if not text or not text.strip():
        return Selector()
    return Selector(tuple(_parse_requirement(p) for p in _split_top_level(text)))


def label_selector(spec: Mapping[str, Any] | None) -> Selector | None:
    """A spec `LabelSelector` (matchLabels + matchExpressions); None when absent."""
    if spec is None:
        return None
    reqs: list[Requirement] = [
        Requirement(str(k), "=", (str(v),)) for k, v in (spec.get("matchLabels") or {}).items()
    ]
    ops = {"In": "in", "NotIn": "notin", "Exists": "exists", "DoesNotExist": "!"}
    for expr in spec.get("matchExpressions") or []:
        op = ops.get(str(expr.get("operator")))
        if op is None:
            raise SelectorError(f"unknown matchExpressions operator {expr.get('operator')!r}")
        values = tuple(str(v) for v in expr.get("values") or [])
        reqs.append(Requirement(str(expr.get("key")), op, values))
    return Selector(tuple(reqs))


def map_selector(labels: Mapping[str, Any] | None) -> Selector:
    """A plain map selector, as Services use: every pair must match."""
    return Selector(tuple(Requirement(str(k), "=", (str(v),)) for k, v in (labels or {}).items()))
