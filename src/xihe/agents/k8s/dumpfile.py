"""Read one `kubectl get -o yaml|json` file, fast, one document at a time.

YAML goes through rapidyaml (C++) to JSON and a C JSON parser: some 20 times less CPU than
libyaml with PyYAML's constructor on a 10,000-object dump. rapidyaml reads YAML 1.2, kubectl
writes YAML that means the same under 1.1 and 1.2, and PyYAML reads 1.1; a file using
anything where the two differ (tags, `~`, `yes`/`on`/`True`, octal, `.inf`), or that
rapidyaml rejects, is read by libyaml instead, which also names the line of a real error.
Timestamps stay strings either way, as they are in JSON.
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
import yaml

json_loads: Callable[[bytes | str], Any] = orjson.loads

_LIBYAML: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_LIBYAML):  # type: ignore[valid-type,misc]
    """Safe loading, timestamps kept as the strings they are written as."""


_Loader.add_constructor(
    "tag:yaml.org,2002:timestamp",
    lambda loader, node: loader.construct_scalar(node),
)

# Plain scalars that YAML 1.1 (PyYAML) and 1.2 (rapidyaml) read differently; with `!`
# (tags) and `~` (null), checked first because a byte search is nearly free.
_YAML11_PLAIN = re.compile(
    rb"[:-] (?=[TFNYOyno0-9+.-])"
    rb"(?:True|TRUE|False|FALSE|Null|NULL|[Yy]es|YES|[Nn]o|NO|[Oo]n|ON|[Oo]ff|OFF"
    rb"|[-+]?0[0-7_]+|[-+]?0[xob][0-9a-fA-F_]+|[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)"
    rb"|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)[ \t]*\r?$",
    re.MULTILINE,
)


def _outside_profile(data: bytes) -> bool:
    return b"!" in data or b"~" in data or _YAML11_PLAIN.search(data) is not None


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic collection while a dump is built: parsed objects are acyclic trees, and
    each full collection would walk every one read so far (a third of the load time)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class DumpError(ValueError):
    """Input that cannot be read; the message names the file and, when known, the line."""


def read_documents(path: Path) -> Iterator[Any]:
    """Every document of one file, in order; DumpError when the file cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DumpError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    if path.suffix == ".json":
        yield _json_document(path, data)
        return
    fast = _fast_yaml(data)
    if fast is not None:
        yield from fast
        return
    yield from _libyaml(path, data)


def _json_document(path: Path, data: bytes) -> Any:
    try:
        return json_loads(data)
    except orjson.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}: "
        raise DumpError(f"{path}: {where}not valid JSON: {exc.msg}") from exc


def _fast_yaml(data: bytes) -> list[Any] | None:
    """The documents through rapidyaml, or None when libyaml must read this file."""
    try:
        import ryml
    except ImportError:  # pragma: no cover - rapidyaml is a dependency
        return None
    if _outside_profile(data):
        return None
    try:
        tree = ryml.parse_in_arena(data)
        tree.resolve()  # anchors, aliases and merge keys
        root = tree.root_id()
        nodes = (
            [tree.child(root, i) for i in range(tree.num_children(root))]
            if tree.is_stream(root)
            else [root]
        )
        docs = []
        for node in nodes:
            text = ryml.emit_json_malloc(tree, node)
            if text is not None:
                docs.append(json_loads(text))
        return docs
    except Exception:  # rejected by rapidyaml, or JSON it should not have written
        return None


def _libyaml(path: Path, data: bytes) -> Iterator[Any]:
    try:
        yield from yaml.load_all(data, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = " ".join(p for p in (exc.context, exc.problem) if p)
        raise DumpError(f"{path}: {where}not valid YAML: {problem}") from exc
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise DumpError(f"{path}: not valid YAML: {exc}") from exc


def describe(doc: Any) -> str:
    """What a document is, for a message saying it is not a Kubernetes object."""
    if isinstance(doc, list):
        return "a list"
    if isinstance(doc, dict) and doc.get("kind"):
        return f"a {doc['kind']} without metadata.name"
    if isinstance(doc, dict):
        return "a mapping without `kind`"
    return f"a scalar ({json.dumps(doc, default=str)[:40]})"
