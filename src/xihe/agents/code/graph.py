"""Call edges resolved by name and import when asked, so a re-index of one file never leaves
another file's edges stale: a call `qualifier.name(...)` in chunk C resolves to the
definitions named `name`, ranked by what the caller's file says about them (same class via
self/this, same file, imported by that name or from that module). Candidates tied at the
best rank are all kept and marked ambiguous, never guessed down to one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from xihe.agents.code.parse import Import
from xihe.agents.code.store import ChunkRow, CodeStore

MAX_CANDIDATES = 5
_SELF = frozenset({"self", "this", "cls", "super()", "Self"})


@dataclass(frozen=True)
class Edge:
    """`caller` calls `callee` at `line` (in the caller's file); `ambiguous`: other
    definitions with the same rank exist, listed in `candidates`."""

    caller: ChunkRow
    callee: ChunkRow
    line: int
    ambiguous: bool
    candidates: int


def _module_parts(module: str) -> list[str]:
    return [p for p in re.split(r"[./:\\]+", module) if p and p not in ("crate", "super")]


@lru_cache(maxsize=65536)
def _path_matches(path: str, module: str) -> bool:
    """`a.b.c` / `a/b/c` / `./c` / `crate::b::c` names a file under .../b/c(.ext|/...)."""
    parts = _module_parts(module)
    if not parts:
        return False
    stem = re.sub(r"\.[A-Za-z]+$", "", path)
    path_parts = [p for p in stem.split("/") if p]
    if path_parts and path_parts[-1] in ("__init__", "index", "mod"):
        path_parts = path_parts[:-1]
    tail = parts[-2:] if len(parts) > 1 else parts
    joined = "/".join(path_parts)
    return joined.endswith("/".join(tail)) or joined.endswith("/".join(parts[-1:]))


def _rank(
    call_name: str,
    qualifier: str,
    caller: ChunkRow,
    target: ChunkRow,
    imports: dict[str, list[Import]],
    bases: tuple[str, ...],
) -> int:
    score = 0
    if target.path == caller.path:
        score += 3
    if qualifier in _SELF or qualifier.startswith(("self.", "this.")):
        if caller.parent and target.parent == caller.parent:
            score += 5
        elif target.parent and target.parent.rsplit(".", 1)[-1] in bases:
            score += 4
        elif not target.parent:
            score -= 2
    elif qualifier:
        head = re.split(r"[.(\[:]", qualifier, maxsplit=1)[0]
        if target.parent and target.parent.rsplit(".", 1)[-1] in (head, qualifier):
            score += 3
        for imp in imports.get(head, ()):
            if _path_matches(
                target.path, imp.module + ("." + imp.name if imp.name else "")
            ) or _path_matches(target.path, imp.module):
                score += 4
                break
    else:
        if target.kind == "method" and target.path != caller.path:
            score -= 1  # a bare call is rarely someone else's method
        for imp in imports.get(call_name, ()):
            if _path_matches(target.path, imp.module) or imp.name == target.name:
                score += 4
                break
    return score


MAX_CALL_SITES = 400
"""Call sites of one name examined for `callers` (a name like `get` can have thousands)."""


class Resolver:
    """Resolves calls against one index, caching what a search asks again and again:
    definitions by name, imports by file, base classes by class."""

    def __init__(self, store: CodeStore) -> None:
        self.store = store
        self._names: dict[str, list[ChunkRow]] = {}
        self._imports: dict[str, dict[str, list[Import]]] = {}
        self._bases: dict[str, tuple[str, ...]] = {}

    def named(self, name: str) -> list[ChunkRow]:
        if name not in self._names:
            self._names[name] = self.store.by_name(name)
        return self._names[name]

    def imports(self, path: str) -> dict[str, list[Import]]:
        """A file's imports by the local name each binds."""
        if path not in self._imports:
            bound: dict[str, list[Import]] = {}
            for imp in self.store.file_imports(path):
                bound.setdefault(imp.bound, []).append(imp)
            self._imports[path] = bound
        return self._imports[path]

    def bases(self, klass: str) -> tuple[str, ...]:
        if klass not in self._bases:
            rows = self.store.by_qualname(klass)
            self._bases[klass] = tuple(b for c in rows for b in c.bases)
        return self._bases[klass]

    def resolve(self, caller: ChunkRow, name: str, qualifier: str) -> tuple[list[ChunkRow], bool]:
        """Definitions a call may reach, best first, and whether the choice is ambiguous."""
        targets = [t for t in self.named(name) if t.id != caller.id or qualifier]
        if not targets:
            return [], False
        bases: tuple[str, ...] = ()
        if caller.parent and (qualifier in _SELF or qualifier.startswith(("self.", "this."))):
            bases = self.bases(caller.parent)
        imports = self.imports(caller.path)
        ranked = sorted(
            ((_rank(name, qualifier, caller, t, imports, bases), t) for t in targets),
            key=lambda pair: (-pair[0], pair[1].path, pair[1].start),
        )
        best = ranked[0][0]
        top = [t for score, t in ranked if score == best]
        return top[:MAX_CANDIDATES], len(top) > 1

    def reaches(self, caller: ChunkRow, name: str, qualifier: str, target: ChunkRow) -> bool:
        """Whether `resolve` would keep `target`: no other definition ranks higher. Stops
        at the first that does, so asking about one target is cheap."""
        if target.id == caller.id and not qualifier:
            return False
        bases: tuple[str, ...] = ()
        if caller.parent and (qualifier in _SELF or qualifier.startswith(("self.", "this."))):
            bases = self.bases(caller.parent)
        imports = self.imports(caller.path)
        mine = _rank(name, qualifier, caller, target, imports, bases)
        return not any(
            _rank(name, qualifier, caller, other, imports, bases) > mine
            for other in self.named(name)
            if other.id != target.id and (other.id != caller.id or qualifier)
        )

    def callees(self, chunk: ChunkRow) -> list[Edge]:
        edges: list[Edge] = []
        seen: set[int] = set()
        for name, qualifier, line in self.store.calls_of(chunk.id):
            found, ambiguous = self.resolve(chunk, name, qualifier)
            for target in found:
                if target.id not in seen:
                    seen.add(target.id)
                    edges.append(Edge(chunk, target, line, ambiguous, len(found)))
        return edges

    def callers(self, chunk: ChunkRow) -> list[Edge]:
        """Chunks whose calls resolve to `chunk` (as the only or one of tied candidates)."""
        edges: list[Edge] = []
        seen: set[int] = set()
        rows = self.store.calls_to(chunk.name)[:MAX_CALL_SITES]
        sources = self.store.chunks({r[0] for r in rows})
        for caller_id, name, qualifier, line in rows:
            caller = sources.get(caller_id)
            if caller is None or caller_id in seen:
                continue
            if not self.reaches(caller, name, qualifier, chunk):
                continue
            found, ambiguous = self.resolve(caller, name, qualifier)
            if any(t.id == chunk.id for t in found):
                seen.add(caller_id)
                edges.append(Edge(caller, chunk, line, ambiguous, len(found)))
        return sorted(edges, key=lambda e: (e.ambiguous, e.caller.path, e.line))


def callees(store: CodeStore, chunk: ChunkRow) -> list[Edge]:
    return Resolver(store).callees(chunk)


def callers(store: CodeStore, chunk: ChunkRow) -> list[Edge]:
    return Resolver(store).callers(chunk)
