"""Walk a repository, parse what changed (by content hash), write it to the index file.

A file whose SHA-256 matches the stored one is not read past hashing; a file gone from the
tree is dropped. Vectors, when an embedder is given, are computed only for chunk texts
whose hash has none yet (the cache survives re-indexing and renames).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xihe.agents.code.embeddings import Embedder, embed_missing
from xihe.agents.code.parse import language_of, parse_source
from xihe.agents.code.store import CodeStore, sha256

SKIP_DIRS = frozenset(
    {".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__", ".xihe",
     ".mypy_cache", ".pytest_cache", ".ruff_cache", "target", "dist", "build", ".tox"}
)  # fmt: skip
MAX_FILE_BYTES = 1_000_000

Progress = Callable[[int, int, str], None]
"""(files done, files total, current path)"""


@dataclass
class IndexReport:
    root: str
    files_seen: int = 0
    files_changed: int = 0
    files_unchanged: int = 0
    files_removed: int = 0
    chunks_written: int = 0
    vectors_computed: int = 0
    skipped: list[str] = field(default_factory=list)
    """Files not indexed, with why (too large, not UTF-8, parse error)."""
    seconds: float = 0.0
    stats: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


def source_files(root: Path) -> list[Path]:
    """Files with a known grammar under `root`, in a stable order, skipping build folders."""
    found: list[Path] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if language_of(name) is not None:
                found.append(Path(folder) / name)
    return found


def index_repository(
    store: CodeStore,
    root: Path,
    *,
    progress: Progress | None = None,
    embedder: Embedder | None = None,
) -> IndexReport:
    started = time.perf_counter()
    root = root.resolve()
    report = IndexReport(root=str(root))
    known = store.file_hashes()
    files = source_files(root)
    report.files_seen = len(files)
    present: set[str] = set()
    with store.transaction():
        for number, path in enumerate(files, 1):
            rel = path.relative_to(root).as_posix()
            present.add(rel)
            if progress is not None:
                progress(number, len(files), rel)
            try:
                if path.stat().st_size > MAX_FILE_BYTES:
                    report.skipped.append(f"{rel}: larger than {MAX_FILE_BYTES} bytes")
                    continue
                data = path.read_bytes()
            except OSError as exc:
                report.skipped.append(f"{rel}: unreadable ({exc.strerror})")
                continue
            digest = sha256(data)
            if known.get(rel) == digest:
                report.files_unchanged += 1
                continue
            try:
                content = data.decode("utf-8")
            except UnicodeDecodeError:
                report.skipped.append(f"{rel}: not UTF-8")
                continue
            parsed = parse_source(rel, data)
            report.chunks_written += store.put_file(parsed, digest, content)
            report.files_changed += 1
        for gone in set(known) - present:
            store.delete_file(gone)
            report.files_removed += 1
        store.set_meta("root", str(root))
    if embedder is not None:
        report.vectors_computed = embed_missing(store, embedder, progress)
    report.stats = store.stats()
    report.seconds = round(time.perf_counter() - started, 3)
    return report
