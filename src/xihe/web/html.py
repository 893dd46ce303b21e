"""Plain HTML building with escaping by default: a `Safe` string is trusted markup, every
other value is escaped where it is interpolated (no template engine is a dependency)."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any
from urllib.parse import urlencode


class Safe(str):
    """Markup that is already escaped; concatenating two Safes stays Safe."""

    def __add__(self, other: str) -> Safe:
        return Safe(str.__add__(self, e(other)))


def e(value: Any) -> Safe:
    """Escape anything that is not already Safe markup."""
    if isinstance(value, Safe):
        return value
    if value is None:
        return Safe("")
    return Safe(html.escape(str(value), quote=True))


def join(parts: Iterable[Any], sep: str = "") -> Safe:
    return Safe(sep.join(e(p) for p in parts))


def tag(element: str, /, *children: Any, **attrs: Any) -> Safe:
    """`<element attrs>children</element>`; `class_` spells `class`, `data_x` spells
    `data-x`, a `None` or False attribute is left out."""
    rendered = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        key = key.rstrip("_").replace("_", "-")
        rendered.append(f" {key}" if value is True else f' {key}="{e(value)}"')
    body = join(children)
    return Safe(f"<{element}{''.join(rendered)}>{body}</{element}>")


def void(element: str, /, **attrs: Any) -> Safe:
    return Safe(tag(element, **attrs).removesuffix(f"</{element}>"))


def href(path: str, params: dict[str, Any] | None = None) -> str:
    """A link with query parameters; empty values are left out so URLs stay short."""
    kept = {k: v for k, v in (params or {}).items() if v not in (None, "")}
    return f"{path}?{urlencode(kept)}" if kept else path


def when(value: Any) -> str:
    """A timestamp to the second, as people read it."""
    if value is None or value == "":
        return ""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return value
    return str(value.strftime("%Y-%m-%d %H:%M:%S"))


def pretty(value: Any, limit: int = 20_000) -> str:
    """JSON (or text) for a `<pre>`, cut to `limit` characters with a note."""
    if value is None:
        return ""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            text = value
        else:
            text = json.dumps(value, ensure_ascii=False, indent=2)
    else:
        text = json.dumps(value, ensure_ascii=False, indent=2, default=str)
    if len(text) > limit:
        return text[:limit] + f"\n… ({len(text) - limit} more characters)"
    return text


def table(headers: Sequence[Any], rows: Iterable[Sequence[Any]], *, empty: str = "") -> Safe:
    head = tag("tr", *(tag("th", h) for h in headers))
    body = [tag("tr", *(tag("td", c) for c in row)) for row in rows]
    if not body:
        body = [tag("tr", tag("td", empty, colspan=str(len(headers)), class_="empty"))]
    return tag("table", tag("thead", head), tag("tbody", *body))


def badge(text: Any, kind: str = "") -> Safe:
    return tag("span", text, class_=f"badge {kind}".strip())
