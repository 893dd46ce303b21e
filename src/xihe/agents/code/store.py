"""One code index = one SQLite file (FTS5 for words, plain tables for symbols and calls).

Why a file per index rather than tables in the Xihe database: an index is derived data,
rebuilt from the repository at any time, large, written in bulk by one indexer and read by
many searches; a separate file keeps it out of migrations and backups, can be copied next to
the repository, and is dropped by deleting it. It is local to the machine that indexed: a
gateway replica serves the indexes it has on disk (see docs/code.md).
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from xihe.agents.code.parse import Chunk, Import, ParsedFile
from xihe.agents.code.tokens import code_terms
from xihe.core.errors import ErrorClass, ToolError

SCHEMA_VERSION = "1"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
VEC_TABLE_PREFIX = "vec:"

_SCHEMA = """
create table if not exists meta(key text primary key, value text not null);
create table if not exists files(
    id integer primary key, path text not null unique, hash text not null,
    language text not null, lines integer not null, imports text not null,
    content text not null);
create table if not exists chunks(
    id integer primary key, file_id integer not null references files(id) on delete cascade,
    kind text not null, name text not null, qualname text not null, signature text not null,
    doc text not null, parent text not null, start_line integer not null,
    end_line integer not null, bases text not null, text_hash text not null);
create index if not exists chunks_name on chunks(name);
create index if not exists chunks_name_nocase on chunks(name collate nocase);
create index if not exists chunks_file on chunks(file_id);
create index if not exists chunks_qualname on chunks(qualname);
create table if not exists calls(
    chunk_id integer not null references chunks(id) on delete cascade,
    name text not null, qualifier text not null, line integer not null);
create index if not exists calls_name on calls(name);
create index if not exists calls_chunk on calls(chunk_id);
create virtual table if not exists chunk_fts using fts5(
    name, head, body, tokenize = 'unicode61 remove_diacritics 2');
create table if not exists vectors(
    text_hash text not null, model text not null, vector blob not null,
    primary key (text_hash, model));
"""


@dataclass(frozen=True)
class ChunkRow:
    id: int
    path: str
    language: str
    kind: str
    name: str
    qualname: str
    signature: str
    doc: str
    parent: str
    start: int
    end: int
    bases: tuple[str, ...]
    text_hash: str


def index_path(folder: Path, name: str) -> Path:
    if not NAME_PATTERN.match(name):
        raise ToolError(
            f"index name {name!r} is not valid",
            error_class=ErrorClass.VALIDATION,
            hint="use letters, digits, '.', '_' or '-' (up to 64)",
        )
    return folder / f"{name}.sqlite"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _connect(path: Path, vec: bool) -> tuple[sqlite3.Connection, bool]:
    """The index file through sqlean.py's SQLite with sqlite-vec loaded when both wheels are
    installed (this Python's own sqlite3 cannot load extensions), else the stdlib driver.
    Only code indexes take this path; the Xihe database keeps its driver."""
    if vec:
        try:
            import sqlean
            import sqlite_vec
        except ImportError:
            pass
        else:
            db = sqlean.connect(str(path), isolation_level=None, check_same_thread=False)
            try:
                db.enable_load_extension(True)
                sqlite_vec.load(db)
                db.enable_load_extension(False)
            except (AttributeError, sqlean.Error):
                db.close()
            else:
                return cast(sqlite3.Connection, db), True
    return sqlite3.connect(path, isolation_level=None, check_same_thread=False), False


class CodeStore:
    """A connection to one index file; not shared between threads. `vec=False` keeps the
    stdlib driver (vectors are then searched in numpy)."""

    def __init__(self, path: Path, *, create: bool = False, vec: bool = True) -> None:
        if not create and not path.is_file():
            raise ToolError(  # the name, not the server's path: tool errors reach clients
                f"no code index named '{path.stem}' for this tenant",
                error_class=ErrorClass.NOT_FOUND,
                hint="build it first: xihe code index PATH --name NAME",
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lines: dict[str, tuple[int, list[str]]] = {}
        self.db, self.has_vec = _connect(path, vec)
        self.db.execute("pragma journal_mode = wal")
        self.db.execute("pragma synchronous = normal")
        self.db.execute("pragma foreign_keys = on")
        if create:
            self.db.executescript(_SCHEMA)
            self.db.execute("insert or ignore into meta values ('schema', ?)", (SCHEMA_VERSION,))

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        self.db.execute("begin")
        try:
            yield
        except BaseException:
            self.db.execute("rollback")
            raise
        self.db.execute("commit")

    # -- meta -------------------------------------------------------------------------
    def meta(self, key: str) -> str | None:
        row = self.db.execute("select value from meta where key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("insert or replace into meta values (?, ?)", (key, value))

    # -- files ------------------------------------------------------------------------
    def file_hashes(self) -> dict[str, str]:
        return dict(self.db.execute("select path, hash from files").fetchall())

    def delete_file(self, path: str) -> None:
        row = self.db.execute("select id from files where path = ?", (path,)).fetchone()
        if row is None:
            return
        ids = [(r[0],) for r in self.db.execute("select id from chunks where file_id = ?", row)]
        self.db.executemany("delete from chunk_fts where rowid = ?", ids)
        if self.has_vec:  # a deleted chunk's id can be given to a new chunk
            for table in self._vec_tables().values():
                self.db.executemany(f"delete from {table} where rowid = ?", ids)
        self.db.execute("delete from files where id = ?", row)

    def put_file(self, parsed: ParsedFile, digest: str, content: str) -> int:
        """Replace one file's chunks, calls and words; returns the number of chunks."""
        self.delete_file(parsed.path)
        imports = json.dumps([[i.module, i.name, i.alias] for i in parsed.imports])
        cur = self.db.execute(
            "insert into files(path, hash, language, lines, imports, content) "
            "values (?, ?, ?, ?, ?, ?)",
            (parsed.path, digest, parsed.language, parsed.lines, imports, content),
        )
        file_id = cur.lastrowid
        lines = content.splitlines()
        for chunk in parsed.chunks:
            body = "\n".join(lines[chunk.start - 1 : chunk.end])
            chunk_id = self._put_chunk(file_id, parsed.path, chunk, body)
            self.db.executemany(
                "insert into calls values (?, ?, ?, ?)",
                [(chunk_id, c.name, c.qualifier, c.line) for c in chunk.calls],
            )
        return len(parsed.chunks)

    def _put_chunk(self, file_id: int | None, path: str, chunk: Chunk, body: str) -> int:
        text_hash = sha256(f"{chunk.signature}\n{chunk.doc}\n{body}".encode())
        cur = self.db.execute(
            "insert into chunks(file_id, kind, name, qualname, signature, doc, parent, "
            "start_line, end_line, bases, text_hash) values (?,?,?,?,?,?,?,?,?,?,?)",
            (
                file_id, chunk.kind, chunk.name, chunk.qualname, chunk.signature, chunk.doc,
                chunk.parent, chunk.start, chunk.end, json.dumps(chunk.bases), text_hash,
            ),
        )  # fmt: skip
        chunk_id = int(cur.lastrowid or 0)
        name_words = " ".join([chunk.name.lower(), *code_terms(chunk.qualname)])
        head_words = " ".join(code_terms(f"{chunk.signature}\n{chunk.doc}\n{path}"))
        body_words = " ".join(code_terms(body)) if chunk.kind != "file" else ""
        self.db.execute(
            "insert into chunk_fts(rowid, name, head, body) values (?, ?, ?, ?)",
            (chunk_id, name_words, head_words, body_words),
        )
        return chunk_id

    # -- reads ------------------------------------------------------------------------
    _CHUNK_COLUMNS = (
        "c.id, f.path, f.language, c.kind, c.name, c.qualname, c.signature, c.doc, c.parent, "
        "c.start_line, c.end_line, c.bases, c.text_hash"
    )

    def _rows(self, where: str, params: Iterable[object]) -> list[ChunkRow]:
        sql = (
            f"select {self._CHUNK_COLUMNS} from chunks c join files f on f.id = c.file_id "
            f"where {where}"
        )
        return [_chunk_row(r) for r in self.db.execute(sql, tuple(params)).fetchall()]

    def chunks(self, ids: Iterable[int]) -> dict[int, ChunkRow]:
        ids = list(ids)
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        return {r.id: r for r in self._rows(f"c.id in ({marks})", ids)}

    def by_name(self, name: str, *, nocase: bool = False) -> list[ChunkRow]:
        if nocase:
            return self._rows("c.name = ? collate nocase and c.kind != 'file'", (name,))
        return self._rows("c.name = ? and c.kind != 'file'", (name,))

    def by_qualname(self, qualname: str) -> list[ChunkRow]:
        return self._rows("c.qualname = ?", (qualname,))

    def at_line(self, path: str, line: int) -> ChunkRow | None:
        """The innermost chunk of `path` that covers `line`."""
        rows = self._rows(
            "f.path = ? and c.start_line <= ? and c.end_line >= ? and c.kind != 'file'",
            (path, line, line),
        )
        if not rows:
            return None
        return min(rows, key=lambda r: r.end - r.start)

    def all_chunks(self) -> list[ChunkRow]:
        return self._rows("1 = 1", ())

    def file_lines(self, path: str) -> list[str] | None:
        """A file's indexed lines; cached per file version (a re-index gives a new id)."""
        row = self.db.execute("select id from files where path = ?", (path,)).fetchone()
        if row is None:
            return None
        cached = self._lines.get(path)
        if cached is not None and cached[0] == row[0]:
            return cached[1]
        content = self.db.execute("select content from files where id = ?", row).fetchone()
        lines = str(content[0]).splitlines()
        if len(self._lines) > 256:
            self._lines.clear()
        self._lines[path] = (int(row[0]), lines)
        return lines

    def file_imports(self, path: str) -> list[Import]:
        row = self.db.execute("select imports from files where path = ?", (path,)).fetchone()
        return [Import(*i) for i in json.loads(row[0])] if row else []

    def chunk_text(self, chunk: ChunkRow) -> str:
        lines = self.file_lines(chunk.path) or []
        return "\n".join(lines[chunk.start - 1 : chunk.end])

    def calls_of(self, chunk_id: int) -> list[tuple[str, str, int]]:
        return list(
            self.db.execute(
                "select name, qualifier, line from calls where chunk_id = ? order by line",
                (chunk_id,),
            )
        )

    def calls_to(self, name: str) -> list[tuple[int, str, str, int]]:
        return list(
            self.db.execute(
                "select chunk_id, name, qualifier, line from calls where name = ?", (name,)
            )
        )

    def subclasses_of(self, name: str) -> list[ChunkRow]:
        pattern = f'%"{name}"%'
        return self._rows("c.kind = 'class' and c.bases like ?", (pattern,))

    def stats(self) -> dict[str, int]:
        files = self.db.execute("select count(*), coalesce(sum(lines), 0) from files").fetchone()
        chunks = self.db.execute("select count(*) from chunks").fetchone()
        calls = self.db.execute("select count(*) from calls").fetchone()
        return {"files": files[0], "lines": files[1], "chunks": chunks[0], "calls": calls[0]}

    # -- words --------------------------------------------------------------------------
    def keyword(self, words: list[str], limit: int) -> list[tuple[int, float]]:
        """BM25 over the chunk words (name weighs most, then signature/doc, then body)."""
        unique = list(dict.fromkeys(w for w in words if w))
        if not unique:
            return []
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in unique[:64])
        rows = self.db.execute(
            "select rowid, bm25(chunk_fts, 6.0, 3.0, 1.0) as s from chunk_fts "
            "where chunk_fts match ? order by s limit ?",
            (match, limit),
        ).fetchall()
        return [(int(r[0]), -float(r[1])) for r in rows]

    # -- vectors ----------------------------------------------------------------------
    def vectors(self, model: str) -> dict[str, bytes]:
        rows = self.db.execute("select text_hash, vector from vectors where model = ?", (model,))
        return dict(rows.fetchall())

    def put_vectors(self, model: str, items: list[tuple[str, bytes]]) -> None:
        self.db.executemany(
            "insert or replace into vectors values (?, ?, ?)",
            [(h, model, v) for h, v in items],
        )

    # -- sqlite-vec -------------------------------------------------------------------
    def _vec_tables(self) -> dict[str, str]:
        """Vector space -> its vec0 table (one per space: a table has one dimension)."""
        rows = self.db.execute(
            "select key, value from meta where key like ?", (VEC_TABLE_PREFIX + "%",)
        )
        return {k[len(VEC_TABLE_PREFIX) :]: v for k, v in rows.fetchall()}

    def vec_table(self, model: str) -> str | None:
        return self._vec_tables().get(model) if self.has_vec else None

    def sync_vec(self, model: str) -> str | None:
        """Give every chunk with a cached vector of `model` its row in the space's vec0
        table (rowid = chunk id), creating the table on first use; None without sqlite-vec."""
        if not self.has_vec:
            return None
        table = self.vec_table(model)
        if table is None:
            row = self.db.execute(
                "select length(vector) from vectors where model = ? limit 1", (model,)
            ).fetchone()
            if row is None:
                return None
            table = f"vec_{sha256(model.encode())[:16]}"
            self.db.execute(
                f"create virtual table if not exists {table} using vec0("
                f"embedding float[{int(row[0]) // 4}] distance_metric=cosine)"
            )
            self.set_meta(VEC_TABLE_PREFIX + model, table)
        with self.transaction():
            self.db.execute(
                f"insert into {table}(rowid, embedding) select c.id, v.vector from chunks c "
                "join vectors v on v.text_hash = c.text_hash and v.model = ? "
                f"where c.id not in (select rowid from {table})",
                (model,),
            )
        return table

    def knn(self, table: str, query: bytes, k: int) -> list[tuple[int, float]]:
        """The `k` chunks nearest to a unit float32 vector: (chunk id, cosine similarity)."""
        rows = self.db.execute(
            f"select rowid, distance from {table} where embedding match ? and k = ? "
            "order by distance",
            (query, k),
        )
        return [(int(r[0]), 1.0 - float(r[1])) for r in rows.fetchall()]


def _chunk_row(r: tuple[object, ...]) -> ChunkRow:
    return ChunkRow(
        id=int(r[0]),  # type: ignore[call-overload]
        path=str(r[1]),
        language=str(r[2]),
        kind=str(r[3]),
        name=str(r[4]),
        qualname=str(r[5]),
        signature=str(r[6]),
        doc=str(r[7]),
        parent=str(r[8]),
        start=int(r[9]),  # type: ignore[call-overload]
        end=int(r[10]),  # type: ignore[call-overload]
        bases=tuple(json.loads(str(r[11]))),
        text_hash=str(r[12]),
    )
