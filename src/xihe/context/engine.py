"""The context engine: one object that governs what a model sees for a session.

`render` reads the tiers (anchors, summary, recalled and recent turns) for one tenant and
session and assembles them under the budget of the model being tried; `append` adds to
the append-only history; `summarize` is the background job that folds old turns into a
structured summary and pins extracted anchors; `snapshot` stores what a model saw.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.context.assembler import (
    Ingredients,
    RecalledTurn,
    Rendered,
    TurnBlock,
    assemble,
    clear_old_tool_results,
)
from xihe.context.cache import CacheKey, RenderCache, input_hash
from xihe.context.extract import (
    CONFIRM,
    cap_entities,
    constraints,
    extract_summary,
    sentences,
)
from xihe.context.records import (
    Anchor,
    NotFoundError,
    SessionInfo,
    StoredMessage,
    check_owner,
)
from xihe.context.rewind import Ranges, clip, hidden_of, is_hidden, merged, recent_visible
from xihe.context.sessions import SessionStore
from xihe.context.snapshots import (
    BlobStore,
    FolderBlobStore,
    Keyring,
    SnapshotMeta,
    SnapshotStore,
)
from xihe.context.spotlight import declaration, session_boundary, wrap
from xihe.context.text import Bm25Index, terms
from xihe.context.turns import MemoCounter, TurnCache
from xihe.context.vectors import TurnVectors, embed, fuse, turn_texts
from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ConfigError, XiheError
from xihe.core.ids import IdSource, RandomIds
from xihe.core.messages import Message, ModelRequest, ToolSchema
from xihe.core.settings import ModelConfig, Settings
from xihe.models.embeddings import embedder_for
from xihe.models.tokens import get_counter
from xihe.store.db import Store
from xihe.store.s3 import from_settings as s3_store

log = logging.getLogger(__name__)

# what `render` reads for a session: first recent turn, recent, recalled, summary, anchors
_Tiers = tuple[
    int, tuple[TurnBlock, ...], tuple[RecalledTurn, ...], dict[str, Any] | None, tuple[Anchor, ...]
]

COUNT_MEMO = 1024  # texts per session whose token counts are kept between renders
MAX_NOTES = 1500  # characters of model-written summary notes kept (the latest)

NO_EMBEDDINGS = "no embedding provider configured"
EMBEDDINGS_NOTE = (
    f"embeddings: {NO_EMBEDDINGS}; recall is BM25 over jieba-segmented text only "
    "(semantic matches without shared words are not found)"
)


@dataclass
class _IndexEntry:
    """What the engine keeps of one session between renders: the recall index, turns and
    token counts, and the summary and anchors as of `generation` (the session's write
    counter, read on every render: a write anywhere, by any process, makes them stale)."""

    tenant: str
    session_id: str
    last_seq: int = 0
    last_turn: int = 0
    index: Bm25Index = field(default_factory=Bm25Index)
    vectors: TurnVectors = field(default_factory=TurnVectors)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    generation: int = -1
    summary: str = "null"
    """The summary as JSON: each render decodes its own copy (nothing mutable is shared)."""
    anchors: tuple[Anchor, ...] = ()
    hidden: Ranges = ()
    """Turns a rollback took out of the context (`rewind.py`), as of `generation`."""
    turns: TurnCache = field(default_factory=TurnCache)
    counts: OrderedDict[tuple[str, str], int] = field(default_factory=OrderedDict)


class ContextEngine:
    def __init__(
        self,
        settings: Settings,
        store: Store,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        router: Any | None = None,
        index_cache_size: int = 2048,
    ) -> None:
        self.settings = settings
        self.config = settings.context
        self.store = store
        self.clock = clock or SystemClock()
        self.sessions = SessionStore(store, clock=self.clock, ids=ids or RandomIds())
        home = Path(settings.home)
        keyring = Keyring.for_store(self.config.snapshot_keys, home, store.dialect)
        blobs: BlobStore | None = None
        if self.config.snapshot_store == "folder":
            blobs = FolderBlobStore(Path(self.config.blob_dir or home / "blobs"))
        elif self.config.snapshot_store.startswith("s3://"):
            blobs = s3_store(
                self.config.snapshot_store,
                endpoint_url=self.config.s3_endpoint_url,
                region=self.config.s3_region,
                access_key_env=self.config.s3_access_key_env,
                secret_key_env=self.config.s3_secret_key_env,
            )
        self.snapshots = SnapshotStore(store, keyring, clock=self.clock, blobs=blobs)
        self.router = router
        self.cache = (
            RenderCache(settings.redis_url, self.config.cache_ttl_seconds)
            if settings.redis_url and self.config.cache_ttl_seconds > 0
            else None
        )
        self._indexes: OrderedDict[tuple[str, str], _IndexEntry] = OrderedDict()
        self._index_cache_size = index_cache_size
        self._jobs: set[asyncio.Task[Any]] = set()
        self._writes: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._config_hash = settings.config_hash()
        self.embedder = embedder_for(settings, self.config.embeddings)

    async def warm(self, *, sessions: int = 32, language: bool = True) -> dict[str, float]:
        """Load at start-up what the first render would otherwise pay for: every configured
        model's tokenizer and the jieba dictionary (`language`; they are most of a worker's
        memory), the recall indexes of the sessions opened last and the render's compiled
        queries. Then the long-lived objects are frozen out of the cyclic garbage collector,
        so a full collection during a request does not walk the vocabularies and indexes
        (that walk was the render's p99 tail). Returns seconds per part."""
        loop = asyncio.get_running_loop()
        spent: dict[str, float] = {}
        if language:
            started = loop.time()
            tokenizers = {m.tokenizer for m in self.settings.models.values()} | {"o200k_base"}
            await asyncio.to_thread(lambda: [get_counter(t).count("warm") for t in tokenizers])
            spent["tokenizers"] = loop.time() - started
            started = loop.time()
            await asyncio.to_thread(terms, "预热 warm-up")
            spent["segmenter"] = loop.time() - started
        started = loop.time()
        recent = await self.sessions.newest(sessions)
        for tenant, session_id in recent:
            generation, _ = await self.sessions.head(tenant, session_id)
            await self._tiers(tenant, session_id, "", None, generation)
        spent["sessions"] = loop.time() - started
        gc.collect()
        gc.freeze()
        return spent

    async def settle(self) -> None:
        """Wait for the background jobs started so far (summaries, snapshot retention)."""
        while self._jobs:
            await asyncio.gather(*self._jobs, return_exceptions=True)

    async def close(self) -> None:
        await self.settle()
        if self.cache is not None:
            await self.cache.close()

    # models ---------------------------------------------------------------------------

    def model_config(self, model: str | None) -> tuple[str, ModelConfig]:
        if model is None:
            _, route = self.settings.route_or_model(None)
            model = route.primary
        if model in self.settings.models:
            return model, self.settings.models[model]
        _, route = self.settings.route_or_model(model)
        return route.primary, self.settings.models[route.primary]

    def available_input(self, config: ModelConfig) -> int:
        """Context window − reserved output − tool-result reserve (margin applied later)."""
        return max(
            0,
            config.context_window - config.max_output_tokens - self.config.tool_result_reserve,
        )

    # history --------------------------------------------------------------------------

    async def open_session(
        self, tenant: str, *, user: str | None = None, agent: str = "chat"
    ) -> SessionInfo:
        return await self.sessions.create(tenant, user=user, agent=agent)

    async def append(
        self,
        tenant: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
        summarize: bool = True,
    ) -> list[StoredMessage]:
        stored = await self.sessions.append(tenant, session_id, messages, task_id=task_id)
        if summarize and stored:
            self.schedule_summary(tenant, session_id)
        return stored

    async def import_messages(
        self,
        tenant: str,
        messages: Iterable[Message],
        *,
        session_id: str | None = None,
        user: str | None = None,
    ) -> str:
        if session_id is None:
            session_id = (await self.open_session(tenant, user=user)).id
        else:
            await self.sessions.get(tenant, session_id)
        await self.sessions.append(tenant, session_id, list(messages))
        await self.summarize(tenant, session_id)
        return session_id

    # recall ---------------------------------------------------------------------------

    def _entry(self, tenant: str, session_id: str) -> _IndexEntry:
        key = (tenant, session_id)
        entry = self._indexes.get(key)
        if entry is None:
            entry = _IndexEntry(tenant, session_id)
            self._indexes[key] = entry
            while len(self._indexes) > self._index_cache_size:
                self._indexes.popitem(last=False)
        self._indexes.move_to_end(key)
        check_owner(tenant, session_id, entry.tenant, entry.session_id)
        return entry

    async def _refresh(self, conn: AsyncConnection, entry: _IndexEntry, generation: int) -> None:
        """Catch the entry up with the database: new rows (index and turns), then the
        summary and anchors. Read after `generation`, so they are at least that new."""
        tenant, session_id = entry.tenant, entry.session_id
        async with entry.lock:
            seen = entry.last_turn
            for stored, words in await self.sessions.rows_since(
                tenant, session_id, entry.last_seq, conn
            ):
                entry.index.add(stored.turn, words)
                entry.turns.add_row(stored, newer_than=seen)
                entry.last_seq = max(entry.last_seq, stored.seq)
                entry.last_turn = max(entry.last_turn, stored.turn)
            hidden = hidden_of((await self.sessions.get(tenant, session_id, conn)).meta)
            summary = await self.sessions.summary(tenant, session_id, conn, hidden=hidden)
            if summary is not None and summary["covered_turn"] <= 0:
                summary = None
            entry.summary = json.dumps(summary, ensure_ascii=False)
            entry.anchors = tuple(
                a
                for a in await self.sessions.anchors(tenant, session_id, conn)
                if a.source == "explicit" or a.turn is None or not is_hidden(a.turn, hidden)
            )
            entry.hidden = hidden
            entry.generation = generation

    # rendering ------------------------------------------------------------------------

    async def render(
        self,
        tenant: str,
        session_id: str,
        text: str,
        *,
        model: str | None = None,
        budget: int | None = None,
        system: str | None = None,
        tools: Sequence[ToolSchema] = (),
        revision: str = "",
        recent_turns: int | None = None,
    ) -> Rendered:
        """The governed context for `text` in this session, within the budget.

        Untrusted text is wrapped in the session's spotlight boundary (`Rendered.boundary`),
        which tool results added during the run must use too. The session's generation is
        read first; what the engine holds of the session is reused while it is unchanged,
        and otherwise caught up on one connection (new rows, summary, anchors, turns not
        held). No connection is held across the render cache's lookup."""
        generation, stored_boundary = await self.sessions.head(tenant, session_id)
        boundary = stored_boundary or await self.sessions.boundary(tenant, session_id)
        name, config = self.model_config(model)
        counter = get_counter(config.tokenizer)
        limit = budget if budget is not None else self.available_input(config)
        system_text = system or self.settings.agent.system_prompt
        key = CacheKey(
            tenant,
            session_id,
            generation,
            name,
            counter.name,
            self._config_hash,
            revision,
            input_hash(
                text,
                system_text,
                boundary,
                json.dumps([t.to_dict() for t in tools], sort_keys=True),
                str(recent_turns),
            ),
            limit,
        )
        if self.cache is not None:
            cached = await self.cache.get(key)
            if cached is not None and cached.boundary == boundary:
                cached.notes.append("cache: hit")
                return cached
        tiers = await self._tiers(tenant, session_id, text, recent_turns, generation)
        first_recent, recent, recalled, summary, anchors = tiers
        rendered = assemble(
            Ingredients(
                system=system_text,
                current=text,
                anchors=anchors,
                summary=summary,
                recalled=recalled,
                recent=recent,
                tools=tuple(tools),
                boundary=boundary,
            ),
            MemoCounter(counter, self._entry(tenant, session_id).counts, COUNT_MEMO),
            limit,
        )
        if self.embedder is None:
            rendered.notes.append(EMBEDDINGS_NOTE)
            rendered.embeddings = NO_EMBEDDINGS
        else:
            rendered.embeddings = self.embedder.name
            rendered.notes.append(
                f"embeddings: {self.embedder.name}; recall fuses BM25 and vectors over the "
                f"newest {self.config.vector_recall_turns} turns (each recalled turn says which)"
            )
        covered = summary["covered_turn"] if summary else 0
        if covered < first_recent - 1:
            rendered.notes.append(
                f"summary covers turns 1-{covered}; turns {covered + 1}-{first_recent - 1} "
                "reach this context only through recall until the summary job catches up"
            )
        if self.cache is not None:
            await self.cache.put(key, rendered)
        return rendered

    async def boundary(self, tenant: str, session_id: str) -> str:
        """The session's spotlight boundary, for tool results of a run that did not render
        (a resumed one): the same one its renders declare."""
        return await self.sessions.boundary(tenant, session_id)

    async def _tiers(
        self,
        tenant: str,
        session_id: str,
        text: str,
        recent_turns: int | None,
        generation: int,
    ) -> _Tiers:
        """The session's tiers for one render: recent and recalled turns, the summary and
        the anchors. At an unchanged `generation` nothing is read again; after a write
        only the new rows, the summary and the anchors are, and turns not held."""
        async with contextlib.AsyncExitStack() as stack:
            conn: AsyncConnection | None = None

            async def connection() -> AsyncConnection:
                nonlocal conn
                if conn is None:
                    conn = await stack.enter_async_context(self.store.connect())
                return conn

            return await self._read_tiers(
                connection, tenant, session_id, text, recent_turns, generation
            )

    async def _read_tiers(
        self,
        connection: Callable[[], Awaitable[AsyncConnection]],
        tenant: str,
        session_id: str,
        text: str,
        recent_turns: int | None,
        generation: int,
    ) -> _Tiers:
        """The tiers from what the engine holds, skipping turns a rollback hid."""
        n = self.config.recent_turns if recent_turns is None else recent_turns
        entry = self._entry(tenant, session_id)
        if entry.generation != generation:
            await self._refresh(await connection(), entry, generation)
        hidden = entry.hidden
        window = recent_visible(entry.last_turn, n, hidden)
        first_recent = window[0] if window else entry.last_turn + 1
        k = self.config.recall_k
        wide = k * 4 if hidden else k
        bm25 = entry.index.search(terms(text), wide, below=first_recent)
        bm25 = [(t, score) for t, score in bm25 if not is_hidden(t, hidden)][:k]
        hits: list[tuple[int, float, tuple[str, ...]]] = [(t, s, ("bm25",)) for t, s in bm25]
        if self.embedder is not None and k > 0 and first_recent > 1:
            vector = await self._vector_hits(await connection(), entry, text, first_recent)
            vector = [(t, score) for t, score in vector if not is_hidden(t, hidden)]
            hits = fuse(bm25, vector, k)
        wanted = [*window, *(t for t, _, _ in hits)]
        by_turn, missing = entry.turns.take(wanted)
        if missing:
            rows = await self.sessions.messages(
                tenant, session_id, turns=missing, conn=await connection()
            )
            entry.turns.put(rows)
            by_turn |= {b.turn: b.messages for b in _blocks(rows)}
        recent = tuple(TurnBlock(t, by_turn[t]) for t in window if t in by_turn)
        recent = clear_old_tool_results(recent, self.config.keep_tool_results)
        recalled = tuple(
            RecalledTurn(turn, score, by_turn[turn], via)
            for turn, score, via in hits
            if turn in by_turn
        )
        return first_recent, recent, recalled, json.loads(entry.summary), entry.anchors

    async def _vector_hits(
        self, conn: AsyncConnection, entry: _IndexEntry, text: str, below: int
    ) -> list[tuple[int, float]]:
        """Embed the turns that have no vector yet (newest `vector_recall_turns`), then the
        question; the nearest turns above the similarity floor."""
        assert self.embedder is not None
        async with entry.lock:
            missing = entry.vectors.missing(below, self.config.vector_recall_turns)
            if missing:
                rows = await self.sessions.messages(
                    entry.tenant, entry.session_id, from_turn=missing[0], to_turn=missing[-1],
                    conn=conn,
                )  # fmt: skip
                texts = turn_texts(rows)
                turns = [t for t in missing if t in texts]
                vectors = await embed(self.embedder, [texts[t] for t in turns])
                entry.vectors.add(dict(zip(turns, vectors, strict=True)), missing[-1])
        (query,) = await embed(self.embedder, [text])
        return entry.vectors.search(
            query, self.config.recall_k, below, self.config.vector_min_similarity
        )

    # summaries and anchors --------------------------------------------------------------

    def schedule_summary(self, tenant: str, session_id: str) -> None:
        """Run the summary job in-process, off the request path."""
        self._background(self.summarize(tenant, session_id), f"summary of {tenant}/{session_id}")

    def _background(self, work: Coroutine[Any, Any, Any], what: str) -> None:
        """Run `work` off the request path; a failure is logged, the next write retries."""

        async def run() -> None:
            try:
                await work
            except Exception:
                log.exception("background %s failed; the next write retries", what)

        job = asyncio.get_running_loop().create_task(run())
        self._jobs.add(job)
        job.add_done_callback(self._jobs.discard)

    async def summarize(self, tenant: str, session_id: str) -> dict[str, Any] | None:
        """Fold turns older than the window into the summary; pin extracted anchors."""
        async with self.store.connect() as conn:
            hidden = hidden_of((await self.sessions.get(tenant, session_id, conn)).meta)
            last = await self.sessions.last_turn(tenant, session_id, conn)
            previous = await self.sessions.summary(tenant, session_id, conn, hidden=hidden)
        window = recent_visible(last, self.config.recent_turns, hidden)
        covered = window[0] - 1 if window else last
        done = previous["covered_turn"] if previous else 0
        if covered <= done:
            return previous
        rows = await self.sessions.messages(tenant, session_id, from_turn=done + 1, to_turn=covered)
        blocks = _blocks([r for r in rows if not is_hidden(r.turn, hidden)])
        fresh = extract_summary(((b.turn, list(b.messages)) for b in blocks), covered)
        body = _merge(previous, fresh)
        confirmed = _confirmed_constraints(blocks)
        anchored = [a.text for a in await self.sessions.anchors(tenant, session_id)]
        body["entities"] = cap_entities(body["entities"], anchored + [t for _, t in confirmed])
        body["excluded"] = [list(r) for r in clip(hidden, covered)]
        builder = "extract"
        notes = await self._model_notes(blocks)
        if notes:
            # the model adds prose notes; entities and constraints stay the extracted,
            # verbatim ones, and anchors are never handed to the model to rewrite
            lines = [*str(body.get("notes") or "").splitlines(), *notes.splitlines()]
            body["notes"] = "\n".join(line for line in lines if line.strip())[-MAX_NOTES:]
            builder = "model+extract"
        await self.sessions.put_summary(tenant, session_id, body, builder=builder)
        for turn, text in confirmed:
            await self.sessions.pin(
                tenant, session_id, text, kind="constraint", source="extracted", turn=turn
            )
        return body

    async def _model_notes(self, blocks: Sequence[TurnBlock]) -> str:
        route = self.config.summary_route
        if not route or self.router is None or not blocks:
            return ""
        transcript = "\n".join(
            f"[turn {b.turn}] {m.role}: {m.content}"
            for b in blocks
            for m in b.messages
            if m.role != "tool"
        )
        boundary = session_boundary()
        request = ModelRequest(
            messages=(
                Message(
                    role="system",
                    content="Summarize this conversation excerpt in at most 5 short lines: "
                    "intents, decisions, open questions. Keep ids, amounts and times verbatim. "
                    + declaration(boundary),
                ),
                Message(role="user", content=wrap(transcript[-12000:], boundary)),
            ),
            max_output_tokens=300,
        )
        try:
            routed = await self.router.complete(request, route)
        except (XiheError, ConfigError) as exc:
            log.warning("model summary failed, keeping the extracted one: %s", exc)
            return ""
        return str(routed.response.text or "").strip()

    async def pin(
        self, tenant: str, session_id: str, text: str, *, kind: str = "constraint"
    ) -> Anchor:
        return await self.sessions.pin(tenant, session_id, text, kind=kind, source="explicit")

    # snapshots --------------------------------------------------------------------------

    async def snapshot(
        self,
        tenant: str,
        session_id: str,
        request: ModelRequest,
        *,
        model: str,
        info: dict[str, Any] | None = None,
    ) -> int:
        """Store the exact request a model is about to see, then apply retention."""
        config = self.settings.models.get(model)
        counter = get_counter(config.tokenizer if config else "o200k_base")
        data = request.to_dict()
        tokens = counter.count_messages(data["messages"], tools=data["tools"] or None)
        turn = await self.sessions.last_turn(tenant, session_id)
        version = await self.snapshots.record(
            tenant,
            session_id,
            turn=turn,
            model=model,
            tokenizer=counter.name,
            input_tokens=tokens,
            request=data,
            info=info,
        )
        if self._count_write(tenant, session_id) % self.config.snapshot_prune_every == 0:
            self._background(
                self._prune_job(tenant, session_id), f"snapshot retention {tenant}/{session_id}"
            )
        return version

    async def rollback(
        self, tenant: str, session_id: str, version: int, *, by: str | None = None
    ) -> dict[str, Any]:
        """Restore the context a model saw at snapshot `version`: later turns are hidden
        (never deleted) and the rollback is itself recorded as a new version, so rolling
        back to the version before it undoes it."""
        await self.sessions.get(tenant, session_id)
        metas = await self.snapshots.versions(tenant, session_id)
        target = next((m for m in metas if m.version == version), None)
        if target is None:
            known = f"versions 1-{metas[-1].version}" if metas else "no snapshots yet"
            raise NotFoundError(
                f"no snapshot version {version} in session '{session_id}' ({known})",
                hint="list versions with `xihe session snapshots SESSION`",
            )
        request = await self.snapshots.get(tenant, session_id, version)
        last = await self.sessions.last_turn(tenant, session_id)
        hidden = merged([*_hidden_at(metas, version), (target.turn + 1, last)])
        info = {
            "rollback": {"to_version": version, "from_version": metas[-1].version, "by": by},
            "hidden_turns": [list(r) for r in hidden],
        }
        recorded = await self.snapshots.record(
            tenant,
            session_id,
            turn=last,
            model=target.model,
            tokenizer=target.tokenizer,
            input_tokens=target.input_tokens,
            request=request,
            info=info,
        )
        await self.sessions.set_hidden(tenant, session_id, hidden)
        return {
            "tenant": tenant,
            "session_id": session_id,
            "restored_version": version,
            "version": recorded,
            "turn": target.turn,
            "hidden_turns": info["hidden_turns"],
        }

    def _count_write(self, tenant: str, session_id: str) -> int:
        key = (tenant, session_id)
        count = self._writes.get(key, 0) + 1
        self._writes[key] = count
        self._writes.move_to_end(key)
        while len(self._writes) > self._index_cache_size:
            self._writes.popitem(last=False)
        return count

    async def _prune_job(self, tenant: str, session_id: str) -> None:
        await self.snapshots.prune(tenant, session_id, self.config.snapshot_full_turns)


def _hidden_at(metas: Sequence[SnapshotMeta], version: int) -> Ranges:
    """The turns hidden when `version` was recorded: those of the last rollback before it."""
    for meta in reversed([m for m in metas if m.version <= version]):
        if "rollback" in meta.info:
            return merged(meta.info.get("hidden_turns") or ())
    return ()


def _blocks(rows: Sequence[StoredMessage]) -> tuple[TurnBlock, ...]:
    grouped: OrderedDict[int, list[Message]] = OrderedDict()
    for row in rows:
        grouped.setdefault(row.turn, []).append(row.message)
    return tuple(TurnBlock(turn, tuple(messages)) for turn, messages in grouped.items())


def _merge(previous: dict[str, Any] | None, fresh: dict[str, Any]) -> dict[str, Any]:
    if not previous:
        return fresh
    out = dict(fresh)
    seen = {(e["kind"], e["value"]) for e in fresh["entities"]}
    out["entities"] = [
        e for e in previous.get("entities", []) if (e["kind"], e["value"]) not in seen
    ] + fresh["entities"]
    if previous.get("notes"):
        out["notes"] = previous["notes"]
    for key, limit in (
        ("constraints", 40),
        ("intents", 12),
        ("decisions", 12),
        ("open_questions", 6),
    ):
        out[key] = (list(previous.get(key, [])) + list(fresh[key]))[-limit:]
    return out


def _confirmed_constraints(blocks: Sequence[TurnBlock]) -> list[tuple[int, str]]:
    """Constraint sentences a user confirmed in the same message: pinned as anchors."""
    out: list[tuple[int, str]] = []
    for block in blocks:
        for m in block.messages:
            if m.role != "user" or not CONFIRM.search(m.content):
                continue
            for sentence in constraints(m.content):
                if sentence in sentences(m.content):
                    out.append((block.turn, sentence))
    return out
