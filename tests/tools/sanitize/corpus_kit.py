"""Scaffolding the corpus generator scripts (`make_*.py`) share: one record shape, one writer.

Each script keeps its own payloads, carriers and order; only the record and the file format
live here, so a regenerated batch stays byte for byte what was committed (check with git diff).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Add = Callable[..., None]


def adder(items: list[dict[str, Any]], prefix: str, split: str, variant: str = "plain") -> Add:
    """`add(kind, cls, lang, carrier, tool, value, core=None, variant=…)` appends one record
    whose id is the prefix and its position in the batch."""

    def add(
        kind: str,
        cls: str,
        lang: str,
        carrier: str,
        tool: str,
        value: Any,
        core: str | None = None,
        variant: str = variant,
    ) -> None:
        items.append(
            {
                "id": f"{prefix}{len(items):04d}",
                "split": split,
                "kind": kind,
                "cls": cls,
                "lang": lang,
                "carrier": carrier,
                "variant": variant,
                "tool": tool,
                "input": value,
                "core": core,
            }
        )

    return add


def dumps(items: list[dict[str, Any]]) -> str:
    """One JSON object a line, non-ASCII kept as is: the batch file's exact text."""
    return "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items)


def write(out: Path, items: list[dict[str, Any]]) -> None:
    """Writes the batch and prints what it holds."""
    with out.open("w", encoding="utf-8") as fh:
        fh.write(dumps(items))
    attacks = sum(i["kind"] == "attack" for i in items)
    print(f"{out.name}: {attacks} attacks, {len(items) - attacks} benign")


def add_split(add: Add, split: list[tuple[str, Any, str]], list_key: str) -> None:
    """An attack split across fields, as an object and as the one item of a list."""
    for lang, value, core in split:
        add("attack", "split_fields", lang, "json", "http.get", value, core)
        add("attack", "split_fields", lang, "json-list", "http.get", {list_key: [value]}, core)


def add_benign(add: Add, benign: list[tuple[str, str, str, Any]]) -> None:
    """Benign outputs, each passed through as the tool returned it."""
    for cls, lang, tool, value in benign:
        add("benign", cls, lang, "as-is", tool, value, None)
