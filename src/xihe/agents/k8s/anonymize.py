"""Mask names before a failure text reaches a model, and put them back in the answer.

One regex pass replaces every sensitive value (longest first), so a placeholder is never
scanned again and a short value cannot corrupt a longer one. Values are replaced as whole
tokens (or as the stem of a generated name): a container named `c` masks `container=c`,
never the `c` inside `back-off`.
Placeholders are numbered per result in a fixed order, so two results with the same shape
share one anonymized text (and one cache entry).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_PLACEHOLDER = re.compile(r"ANON\d+")
# A name starts where no letter, digit, `-` or `name.` precedes it, and ends before
# anything but a letter, digit or `.x`; a `-suffix` may follow, since controllers name what
# they create after the owner (`web` -> ReplicaSet `web-7d9f`), and that stem is masked too.
_BEFORE = r"(?<![A-Za-z0-9-])(?<![A-Za-z0-9]\.)"
_AFTER = r"(?![A-Za-z0-9])(?!\.[A-Za-z0-9])"
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


@dataclass(slots=True)
class Masker:
    masks: dict[str, str] = field(default_factory=dict)

    def _placeholder(self, value: str) -> str:
        if value not in self.masks:
            self.masks[value] = f"ANON{len(self.masks) + 1}"
        return self.masks[value]

    def mask(self, text: str) -> str:
        for uid in _UUID.findall(text):
            self._placeholder(uid)
        values = sorted((v for v in self.masks if v), key=lambda v: (-len(v), v))
        if not values:
            return text
        return _tokens(values).sub(lambda m: self.masks[m.group(0)], text)

    def unmask(self, text: str) -> str:
        reverse = {mask: value for value, mask in self.masks.items()}
        return _PLACEHOLDER.sub(lambda m: reverse.get(m.group(0), m.group(0)), text)

    def leaks(self, text: str) -> list[str]:
        """Sensitive values still present outside placeholders (should always be empty)."""
        stripped = _PLACEHOLDER.sub(" ", text)
        return [v for v in self.masks if v and _tokens([v]).search(stripped)]


def _tokens(values: list[str]) -> re.Pattern[str]:
    """Any of `values` standing as a whole token, longest alternative first."""
    alternatives = "|".join(re.escape(v) for v in values)
    return re.compile(f"{_BEFORE}(?:{alternatives}){_AFTER}")


def masker_for(names: dict[str, str]) -> Masker:
    """Start from the result's own masks (the `Sensitive` pairs shown in JSON)."""
    return Masker(dict(names))
