"""Where indexes live and how a surface opens one: `<index_dir>/<tenant>/<name>.sqlite`.

An index belongs to a tenant (the folder), so a tool called in one tenant never reads
another tenant's repository. The CLI acts as tenant `default` unless told otherwise.
"""

from __future__ import annotations

import re
from pathlib import Path

from xihe.agents.code.embeddings import VectorIndex
from xihe.agents.code.search import Searcher
from xihe.agents.code.store import CodeStore, index_path
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.settings import Settings
from xihe.models.embeddings import Embedder, embedder_for

_TENANT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$")


def index_dir(settings: Settings, tenant: str = "default") -> Path:
    if not _TENANT.match(tenant):
        raise ToolError(
            f"tenant {tenant!r} cannot name a folder", error_class=ErrorClass.VALIDATION
        )
    base = settings.code.index_dir or str(Path(settings.home) / "code")
    return Path(base).expanduser() / tenant


def open_index(
    settings: Settings, name: str | None = None, *, tenant: str = "default", create: bool = False
) -> CodeStore:
    path = index_path(index_dir(settings, tenant), name or settings.code.default_index)
    return CodeStore(path, create=create)


def list_indexes(settings: Settings, tenant: str = "default") -> list[str]:
    folder = index_dir(settings, tenant)
    return sorted(p.stem for p in folder.glob("*.sqlite")) if folder.is_dir() else []


def embedder(settings: Settings) -> Embedder | None:
    """`[code].embeddings`: "local" (bundled MiniLM), a model name, or unset (no vectors)."""
    return embedder_for(settings, settings.code.embeddings)


def searcher(settings: Settings, store: CodeStore, name: str | None = None) -> Searcher:
    found = embedder(settings)
    vectors = VectorIndex(store, found) if found is not None else None
    notes = []
    if vectors is not None and not vectors.size:
        notes.append("vectors: the index has none for this model; run `xihe code index` again")
    return Searcher(
        store, index_name=name or settings.code.default_index, vectors=vectors, notes=notes
    )


def with_default_index(settings: Settings, name: str | None) -> Settings:
    """Settings whose code tools read index `name` when a call names none (one ask run)."""
    if not name or name == settings.code.default_index:
        return settings
    code = settings.code.model_copy(update={"default_index": name})
    return settings.model_copy(update={"code": code})
