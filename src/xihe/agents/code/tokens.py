"""Code-aware search words: identifiers split at camelCase and snake_case (the whole name kept
too, so an exact symbol still ranks first) and Chinese runs segmented by the context engine's
jieba segmenter, so a comment in Chinese is searchable by its words."""

from __future__ import annotations

import re

from xihe.context.text import STOPWORDS
from xihe.context.text import terms as segmented

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[\u3400-\u9fff\uf900-\ufaff]+")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
CODE_STOPWORDS = frozenset(
    [
        "self",
        "this",
        "cls",
        "def",
        "return",
        "none",
        "null",
        "true",
        "false",
        "var",
        "let",
        "const",
        "function",
        "func",
        "fn",
        "pub",
        "import",
        "from",
        "new",
        "else",
        "elif",
        "if",
        "for",
        "while",
        "int",
        "str",
        "bool",
        "string",
        "void",
    ]
)


def split_identifier(name: str) -> list[str]:
    """`getHTTPResponse_code` -> get, http, response, code (lower-cased parts)."""
    parts: list[str] = []
    for piece in name.split("_"):
        parts.extend(p.lower() for p in _CAMEL.findall(piece))
    return [p for p in parts if p]


def code_terms(text: str, *, keep_stopwords: bool = False) -> list[str]:
    """Search words of source or a question: each identifier whole and split, CJK segmented."""
    out: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group(0)
        if _CJK.match(word):
            out.extend(segmented(word))
            continue
        lower = word.lower()
        parts = split_identifier(word)
        if (len(parts) != 1 or parts[0] != lower) and (
            keep_stopwords or lower not in CODE_STOPWORDS
        ):
            out.append(lower)
        for part in parts:
            if len(part) < 2 and not part.isdigit():
                continue
            if keep_stopwords or (part not in STOPWORDS and part not in CODE_STOPWORDS):
                out.append(part)
    return out


def identifiers(text: str) -> list[str]:
    """Words of a question that look like symbols: `applyDiscount`, `order_total`, `a.b`,
    anything in backticks, an all-caps constant. A plain capitalised word ("Response") is
    not: in prose it is mostly English, and short queries match names in any case anyway."""
    found: list[str] = [w.rsplit(".", 1)[-1] for w in re.findall(r"`([^`\s]+)`", text)]
    for match in re.finditer(r"[A-Za-z_][A-Za-z0-9_.]*[A-Za-z0-9_]", text):
        word = match.group(0)
        last = word.rsplit(".", 1)[-1].strip("_") and word.rsplit(".", 1)[-1]
        if not last:
            continue
        initial = match.start() == 0 or text[: match.start()].rstrip().endswith((".", "?", "!"))
        if (
            "_" in last
            or re.search(r"[a-z][A-Z]", last)
            or ("." in word and not word.endswith("."))
            or (last.isupper() and len(last) > 2 and not initial)
        ):
            found.append(last)
    return list(dict.fromkeys(found))
