"""Message normalization: parameters become placeholders so one cause makes one bucket.

The order matters (Sentry's parameterization does the same): masked secrets first, URLs
before paths, UUIDs before hex, dates before numbers, and mixed letter-digit ids before
bare numbers.
"""

from __future__ import annotations

import hashlib
import re

_RULES: tuple[tuple[str, str], ...] = (
    # a key quoted masked (`sk-ab12****wxyz`, `sk-Zz...Yy`) or redacted: one family, not
    # one bucket per key; first, before its halves look like ids or words
    (
        "secret",
        r"(?<![\w-])[\w-]*\*{3,}[\w*-]*|(?<![\w-])[\w-]{2,}(?:\.{3}|…)[\w-]{2,}(?![\w-])"
        r"|\[REDACTED\]|<redacted>|\bREDACTED\b",
    ),
    ("url", r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'\"<>)\]]+"),
    ("email", r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"),
    ("uuid", r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"),
    (
        "date",
        r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b"
        r"|\b\d{1,2}:\d{2}:\d{2}\b",
    ),
    ("ip", r"\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b"),
    ("path", r"(?<![\w.<>])(?:/[\w.@~-]+){2,}/?|\b[A-Za-z]:\\[^\s'\"]+"),
    ("quoted", r"'[^'\n]{0,200}'|\"[^\"\n]{0,200}\"|`[^`\n]{0,200}`"),
    ("hex", r"\b(?:0x[0-9a-fA-F]+|(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,})\b"),
    (
        "duration",
        r"(?<![\w.])\d+(?:\.\d+)?\s?(?:ms|msec|milliseconds?|s|secs?|seconds?|m|mins?|minutes?"
        r"|h|hours?)\b",
    ),
    ("id", r"(?<![\w<])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{4,}(?![\w>])"),
    ("num", r"(?<![\w<])[-+]?\d+(?:[.,]\d+)*(?![\w>])"),
)

_COMBINED = re.compile("|".join(f"(?P<{name}>{rx})" for name, rx in _RULES))
_SPACES = re.compile(r"\s+")
PLACEHOLDER = re.compile(r"<(?:secret|url|email|uuid|date|ip|path|quoted|hex|duration|id|num)>")
MAX_TEMPLATE = 512


def normalize(message: str) -> str:
    """The message with every parameter replaced by `<kind>`, whitespace collapsed."""
    text = _COMBINED.sub(lambda m: f"<{m.lastgroup}>", message)
    return _SPACES.sub(" ", text).strip()[:MAX_TEMPLATE]


def fingerprint(
    provider: str | None,
    error_type: str | None,
    status: int | None,
    tool: str | None,
    template: str,
) -> str:
    """The bucket key: the five rule fields over the normalized message."""
    status_text = "" if status is None else str(status)
    key = "\x1f".join([provider or "", error_type or "", status_text, tool or "", template.lower()])
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def template_regex(template: str) -> str:
    """A regex that matches every raw message whose normalized form is `template`."""
    parts: list[str] = []
    last = 0
    for match in PLACEHOLDER.finditer(template):
        parts.append(_literal(template[last : match.start()]))
        parts.append(".+?")
        last = match.end()
    parts.append(_literal(template[last:]))
    return "^" + "".join(parts)


def _literal(text: str) -> str:
    """Escaped text whose spaces match any run of whitespace (templates collapse it)."""
    return r"\s+".join(re.escape(word) for word in text.split(" "))
