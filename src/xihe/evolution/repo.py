"""Error rows and patterns in the store: record-and-match, backfill, buckets, stats.

Every read filters by tenant. Error rows are written by `ErrorRecorder` in the same
transaction as the failed step (the tracer's failure sink), so each new error is matched
against the patterns on insert; `sync_errors` catches up steps written without a sink.
"""

from __future__ import annotations

import asyncio
import functools
import operator
import re
from collections import Counter, defaultdict
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import datetime
from itertools import chain
from typing import Any

from sqlalchemy import and_, case, func, insert, or_, select, true, update
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import Failure
from xihe.core.ids import IdSource, RandomIds
from xihe.evolution.normalize import fingerprint, normalize
from xihe.evolution.patterns import (
    Category,
    ErrorFields,
    FixStatus,
    Matcher,
    Pattern,
    PatternError,
    Rule,
    compile_regex,
)
from xihe.store.db import Store, is_deadlock
from xihe.store.tables import operations, steps
from xihe.store.tables.evolution import error_patterns, errors, inspections
from xihe.tracing.records import Operation, OperationEnd

OVERFLOW_MARKERS = ("context window", "context length", "maximum context", "too many tokens")
MAX_STEPS_MARKER = "model calls without a final answer"


@dataclass(frozen=True)
class NewError:
    """One failure about to become an error row."""

    tenant: str
    operation_id: str
    step_id: str | None
    scope: str
    created_at: datetime
    message: str
    provider: str | None = None
    model: str | None = None
    error_class: str | None = None
    error_type: str | None = None
    status: int | None = None
    tool: str | None = None

    def fields(self) -> ErrorFields:
        return ErrorFields(self.provider, self.error_type, self.status, self.tool, self.message)

    def row(self, error_id: str, pattern_id: str | None) -> dict[str, Any]:
        template = normalize(self.message)
        return {
            "id": error_id,
            "tenant": self.tenant,
            "operation_id": self.operation_id,
            "step_id": self.step_id,
            "scope": self.scope,
            "created_at": self.created_at,
            "provider": self.provider,
            "model": self.model,
            "error_class": self.error_class,
            "error_type": self.error_type,
            "status": self.status,
            "tool": self.tool,
            "message": self.message,
            "template": template,
            "fingerprint": fingerprint(
                self.provider, self.error_type, self.status, self.tool, template
            ),
            "pattern_id": pattern_id,
        }


def pattern_from_row(row: Any) -> Pattern:
    m = row._mapping
    return Pattern(
        id=m["id"],
        name=m["name"],
        category=Category(m["category"]),
        rule=Rule(m["provider"], m["error_type"], m["status"], m["tool"], m["message_regex"]),
        fix_status=FixStatus(m["fix_status"]),
        enabled=bool(m["enabled"]),
        hit_count=m["hit_count"],
        created_by=m["created_by"],
        reasoning=m["reasoning"],
        created_at=m["created_at"],
        first_seen=m["first_seen"],
        last_seen=m["last_seen"],
    )


async def load_patterns(
    conn: AsyncConnection, tenant: str, *, enabled_only: bool = False
) -> list[Pattern]:
    query = select(error_patterns).where(error_patterns.c.tenant == tenant)
    if enabled_only:
        query = query.where(error_patterns.c.enabled.is_(True))
    rows = (await conn.execute(query.order_by(error_patterns.c.created_at))).all()
    return [pattern_from_row(r) for r in rows]


async def _patterns_version(conn: AsyncConnection, tenant: str) -> tuple[Any, ...]:
    row = (
        await conn.execute(
            select(func.count(), func.max(error_patterns.c.updated_at)).where(
                error_patterns.c.tenant == tenant
            )
        )
    ).one()
    return tuple(row)


async def bump_hits(conn: AsyncConnection, pattern_id: str, count: int, seen: datetime) -> None:
    await conn.execute(
        update(error_patterns)
        .where(error_patterns.c.id == pattern_id)
        .values(
            hit_count=error_patterns.c.hit_count + count,
            last_seen=seen,
            first_seen=func.coalesce(error_patterns.c.first_seen, seen),
        )
    )


@dataclass
class ErrorRecorder:
    """The tracer's failure sink: insert the error row and match it, in one transaction."""

    clock: Clock = field(default_factory=SystemClock)
    ids: IdSource = field(default_factory=RandomIds)
    _cache: dict[str, tuple[tuple[Any, ...], Matcher]] = field(default_factory=dict)

    async def matcher(self, conn: AsyncConnection, tenant: str) -> Matcher:
        """Compiled once per change of the tenant's patterns (checked with one cheap query)."""
        version = await _patterns_version(conn, tenant)
        cached = self._cache.get(tenant)
        if cached is None or cached[0] != version:
            compiled = Matcher(await load_patterns(conn, tenant, enabled_only=True))
            self._cache[tenant] = (version, compiled)
            return compiled
        return cached[1]

    async def record(self, conn: AsyncConnection, new: NewError) -> str | None:
        """Insert one error row, matched; returns the pattern id it got, if any."""
        hit = (await self.matcher(conn, new.tenant)).match(new.fields())
        pattern_id = hit.id if hit is not None else None
        await conn.execute(insert(errors).values(**new.row(self.ids.new("err"), pattern_id)))
        if hit is not None:
            await bump_hits(conn, hit.id, 1, new.created_at)
        return hit.id if hit else None

    async def step_failed(
        self,
        conn: AsyncConnection,
        op: Operation,
        step_id: str,
        failure: Failure,
        tool: str | None,
    ) -> None:
        await self.record(conn, from_failure(op.tenant, op.id, step_id, failure, tool, self.clock))

    async def operation_failed(
        self, conn: AsyncConnection, op: Operation, end: OperationEnd
    ) -> None:
        """A failed operation with no failed step (e.g. context overflow) still leaves a row."""
        existing = (
            await conn.execute(
                select(func.count()).select_from(errors).where(errors.c.operation_id == op.id)
            )
        ).scalar_one()
        if existing:
            return
        await self.record(
            conn, operation_error(op.tenant, op.id, end.error or "", self.clock.now())
        )


def from_failure(
    tenant: str,
    operation_id: str,
    step_id: str | None,
    failure: Failure,
    tool: str | None,
    clock: Clock,
) -> NewError:
    return NewError(
        tenant=tenant,
        operation_id=operation_id,
        step_id=step_id,
        scope="step",
        created_at=clock.now(),
        message=failure.message,
        provider=failure.provider,
        model=failure.model,
        error_class=failure.error_class.value,
        error_type=failure.error_type,
        status=failure.status,
        tool=tool or failure.tool,
    )


def operation_error(tenant: str, operation_id: str, message: str, at: datetime) -> NewError:
    """Classify an operation-level failure from its message: the loop records only the text."""
    lowered = message.lower()
    if any(m in lowered for m in OVERFLOW_MARKERS):
        error_class, error_type = "context_overflow", "ContextOverflow"
    elif MAX_STEPS_MARKER in lowered:
        error_class, error_type = "tool_bug", "MaxStepsExceeded"
    else:
        error_class, error_type = "unknown", "OperationFailed"
    provider = None
    found = re.search(r"\b(\d{3}) from (\w+)", message)
    status = None
    if found:
        status, provider = int(found.group(1)), found.group(2)
    elif error_class == "context_overflow":
        status = None
    return NewError(
        tenant=tenant,
        operation_id=operation_id,
        step_id=None,
        scope="operation",
        created_at=at,
        message=message or "operation failed without a message",
        provider=provider,
        error_class=error_class,
        error_type=error_type,
        status=status,
    )


async def sync_errors(store: Store, tenant: str, recorder: ErrorRecorder) -> int:
    """Failed steps that have no error row yet (imports, runs without a sink) get one now."""
    async with store.begin() as conn:
        return (await record_unsynced(conn, tenant, recorder)).added


@dataclass
class SyncResult:
    added: int = 0
    matched: int = 0


async def record_unsynced(
    conn: AsyncConnection,
    tenant: str,
    recorder: ErrorRecorder,
    *,
    operation_ids: list[str] | None = None,
) -> SyncResult:
    """Inside the caller's transaction: an error row, matched, for each failed step (and each
    failed operation without a failed step) that has none — of `operation_ids` when given."""
    result = SyncResult()
    chunks: list[list[str] | None] = [None]
    if operation_ids is not None:
        chunks = [operation_ids[i : i + 500] for i in range(0, len(operation_ids), 500)]
    for chunk in chunks:
        step_query = (
            select(steps)
            .outerjoin(errors, errors.c.step_id == steps.c.id)
            .where(
                steps.c.tenant == tenant, steps.c.error_class.is_not(None), errors.c.id.is_(None)
            )
            .order_by(steps.c.started_at, steps.c.id)
        )
        if chunk is not None:
            step_query = step_query.where(steps.c.operation_id.in_(chunk))
        for row in (await conn.execute(step_query)).all():
            m = row._mapping
            new = NewError(
                tenant=tenant,
                operation_id=m["operation_id"],
                step_id=m["id"],
                scope="step",
                created_at=m["started_at"],
                message=m["error_message"] or "",
                provider=m["error_provider"] or m["provider"],
                model=m["model"],
                error_class=m["error_class"],
                error_type=m["error_type"],
                status=m["error_status"],
                tool=m["tool_name"],
            )
            result.added += 1
            result.matched += await recorder.record(conn, new) is not None
        op_query = (
            select(operations.c.id, operations.c.error, operations.c.started_at)
            .outerjoin(errors, errors.c.operation_id == operations.c.id)
            .where(
                operations.c.tenant == tenant,
                operations.c.status == "failed",
                errors.c.id.is_(None),
            )
            .order_by(operations.c.started_at, operations.c.id)
        )
        if chunk is not None:
            op_query = op_query.where(operations.c.id.in_(chunk))
        for op_id, message, started in (await conn.execute(op_query)).all():
            new_op = operation_error(tenant, op_id, message or "", started)
            result.added += 1
            result.matched += await recorder.record(conn, new_op) is not None
    return result


# -- patterns ------------------------------------------------------------------------------


async def save_pattern(
    store: Store,
    *,
    tenant: str,
    pattern: Pattern,
    clock: Clock,
) -> Pattern:
    """Insert a pattern after checking its regex; a duplicate name gets a numeric suffix."""
    if pattern.rule.message_regex:
        compile_regex(pattern.rule.message_regex)
    if pattern.rule.fields_set() == 0:
        raise PatternError(
            "a pattern needs at least one of provider, error type, status, tool or regex",
            hint="give the rule a field; a rule matching everything would hide every error",
        )
    now = clock.now()
    async with store.begin() as conn:
        taken = set(
            (
                await conn.execute(
                    select(error_patterns.c.name).where(
                        error_patterns.c.tenant == tenant,
                        error_patterns.c.name.startswith(pattern.name),
                    )
                )
            ).scalars()
        )
        name, n = pattern.name, 2
        while name in taken:
            name, n = f"{pattern.name}-{n}", n + 1
        pattern.name = name
        pattern.created_at = now
        await conn.execute(
            insert(error_patterns).values(
                id=pattern.id,
                tenant=tenant,
                name=name,
                category=pattern.category.value,
                fix_status=pattern.fix_status.value,
                provider=pattern.rule.provider,
                error_type=pattern.rule.error_type,
                status=pattern.rule.status,
                tool=pattern.rule.tool,
                message_regex=pattern.rule.message_regex,
                enabled=pattern.enabled,
                hit_count=0,
                created_by=pattern.created_by,
                reasoning=pattern.reasoning,
                created_at=now,
                updated_at=now,
            )
        )
    return pattern


async def get_pattern(store: Store, tenant: str, ref: str) -> Pattern:
    """By id or name."""
    async with store.connect() as conn:
        row = (
            await conn.execute(
                select(error_patterns).where(
                    error_patterns.c.tenant == tenant,
                    or_(error_patterns.c.id == ref, error_patterns.c.name == ref),
                )
            )
        ).first()
    if row is None:
        raise PatternError(
            f"no pattern '{ref}' for tenant '{tenant}'",
            hint="list them with `xihe patterns list`",
        )
    return pattern_from_row(row)


async def update_pattern(
    store: Store, tenant: str, ref: str, changes: dict[str, Any], clock: Clock
) -> Pattern:
    current = await get_pattern(store, tenant, ref)
    if changes.get("message_regex"):
        compile_regex(changes["message_regex"])
    async with store.begin() as conn:
        await conn.execute(
            update(error_patterns)
            .where(error_patterns.c.id == current.id, error_patterns.c.tenant == tenant)
            .values(**changes, updated_at=clock.now())
        )
    return await get_pattern(store, tenant, current.id)


# -- backfill ------------------------------------------------------------------------------


@dataclass
class BackfillResult:
    scanned: int = 0
    matched: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.matched.values())


def _prefilter(patterns: list[Pattern]) -> Any:
    """SQL narrowing by the structured fields; the regex is applied in Python on each row."""
    clauses = []
    for p in patterns:
        r = p.rule
        parts = []
        if r.provider and r.provider != "*":
            parts.append(errors.c.provider == r.provider)
        if r.error_type:
            parts.append(errors.c.error_type == r.error_type)
        if r.status is not None:
            parts.append(errors.c.status == r.status)
        if r.tool:
            parts.append(errors.c.tool == r.tool)
        if not parts:
            return None
        clauses.append(and_(*parts))
    return or_(*clauses) if clauses else None


_PORTABLE_REGEX = re.compile(r"(?:\\[dswDSW.\\/\-:_ ]|[^\\(])*")
"""Regex text that means the same to Python's `re` and PostgreSQL's `~*`: no escapes but
classes and escaped punctuation, no `(?` extensions (a `\\b`, lookaround or flag stays in
Python)."""


def _sql_regex(regex: str, dialect: str) -> Any | None:
    """The rule's regex as a database condition, or None when the database cannot run it
    with Python's meaning (then that pattern is matched in Python, in large chunks)."""
    if dialect == "sqlite":
        return errors.c.message.op("REGEXP")(regex)
    if dialect == "postgresql" and "(?" not in regex and _PORTABLE_REGEX.fullmatch(regex):
        return errors.c.message.op("~*")(regex)
    return None


def _rule_clauses(rule: Rule) -> list[Any]:
    parts = []
    if rule.provider and rule.provider != "*":
        parts.append(errors.c.provider == rule.provider)
    if rule.error_type:
        parts.append(errors.c.error_type == rule.error_type)
    if rule.status is not None:
        parts.append(errors.c.status == rule.status)
    if rule.tool:
        parts.append(errors.c.tool == rule.tool)
    return parts


async def backfill(
    store: Store,
    tenant: str,
    *,
    only: list[Pattern] | None = None,
    batch: int = 100_000,
    clock: Clock | None = None,
    progress: Any = None,
    parallel: int | None = None,
) -> BackfillResult:
    """Match every unmatched error of the tenant, honoring every rule field, regex included.

    Set-based: one UPDATE per chunk of `batch` rows whose `CASE` lists the enabled patterns
    most specific first, so the first that matches wins, exactly as the matcher decides.
    The regex runs in the database (SQLite: a REGEXP function with Python's `re`, registered
    once per connection; PostgreSQL: `~*` when the regex means the same there). When one
    cannot, every pattern runs as its own UPDATE in priority order and that one is matched
    in Python over its candidates. `only` narrows the rows to those the new patterns could
    match. `progress(done, total)` follows the rows (or the patterns, in the fallback).
    `parallel` windows are updated at once (default: `BACKFILL_LANES` on PostgreSQL, one on
    SQLite), each in its own transaction.
    """
    if parallel is not None and parallel < 1:
        raise ValueError(f"backfill parallel={parallel}: give at least 1 window at once")
    clock = clock or SystemClock()
    result = BackfillResult()
    async with store.connect() as conn:
        matcher = Matcher(await load_patterns(conn, tenant, enabled_only=True))
    if not len(matcher):
        return result
    narrowing = _prefilter(only) if only else None
    base = [errors.c.tenant == tenant, errors.c.pattern_id.is_(None)]
    if narrowing is not None:
        base.append(narrowing)
    async with store.connect() as conn:
        result.scanned = (
            await conn.execute(select(func.count()).select_from(errors).where(*base))
        ).scalar_one()
    if not result.scanned:
        return result
    now = clock.now()
    branches = _case_branches(matcher.patterns, store.dialect)
    if branches is None:
        await _backfill_by_pattern(store, matcher.patterns, base, batch, now, result, progress)
        return result
    assignment = case(*branches, else_=None)
    # only rows some pattern matches are written: an unmatched row rewritten as NULL costs
    # a new row version and index entries (PostgreSQL) or a row and index rewrite (SQLite)
    matched_only = or_(*(condition for condition, _ in branches))

    async def assign(lower: str, upper: str | None) -> Counter[str]:
        # two replicas' windows overlap and PostgreSQL may visit shared rows in different
        # orders; the transaction it aborts to break the cycle rolled back whole: run it again
        attempt = 0
        while True:
            try:
                return await assign_once(lower, upper)
            except DBAPIError as error:
                attempt += 1
                if not is_deadlock(error) or attempt >= DEADLOCK_RETRIES:
                    raise
                await asyncio.sleep(0.05 * attempt)

    async def assign_once(lower: str, upper: str | None) -> Counter[str]:
        window = [errors.c.id > lower] + ([errors.c.id <= upper] if upper is not None else [])
        async with store.begin() as conn:
            # RETURNING gives what each row got: no count of the window before and after
            assigned = await conn.execute(
                update(errors)
                .where(*base, *window, matched_only)
                .values(pattern_id=assignment)
                .returning(errors.c.pattern_id)
            )
            gained: Counter[str] = Counter(p for (p,) in assigned if p is not None)
            for pattern_id in sorted(gained):  # one order in every window: no deadlock
                await bump_hits(conn, pattern_id, gained[pattern_id], now)
        return gained

    lanes = parallel or (BACKFILL_LANES if store.dialect == "postgresql" else 1)
    running: set[asyncio.Task[Counter[str]]] = set()
    done = 0

    async def settle(until: int) -> None:
        nonlocal done, running
        while len(running) > until:
            finished, running = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in finished:
                for pattern_id, count in task.result().items():
                    result.matched[pattern_id] = result.matched.get(pattern_id, 0) + count
                # a window below its upper bound holds exactly `batch` unmatched rows
                done = min(done + batch, result.scanned)
                if progress is not None:
                    progress(done, result.scanned)

    try:
        async for lower, upper in _windows(store, base, batch):
            await settle(lanes - 1)
            running.add(asyncio.create_task(assign(lower, upper)))
        await settle(0)
    finally:
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
    if progress is not None and done < result.scanned:
        progress(result.scanned, result.scanned)
    return result


BACKFILL_LANES = 2
"""Windows updated at once on PostgreSQL: each UPDATE is the server's work on one core
(new row versions, index entries, the foreign-key check), so two keep two cores busy while
the next window's bound is found. SQLite has one writer: one lane."""
DEADLOCK_RETRIES = 5
"""Times a window aborted to break a deadlock (another replica's overlapping window) is run
again before the backfill gives up."""


async def _windows(
    store: Store, base: list[Any], batch: int
) -> AsyncIterator[tuple[str, str | None]]:
    """Id windows of `batch` unmatched rows each, in id order; the last is open above. A bound
    is found past the previous one, where no running update writes."""
    lower = ""
    while True:
        async with store.connect() as conn:
            upper = (
                await conn.execute(
                    select(errors.c.id)
                    .where(*base, errors.c.id > lower)
                    .order_by(errors.c.id)
                    .offset(batch - 1)
                    .limit(1)
                )
            ).scalar_one_or_none()
        yield lower, upper
        if upper is None:
            return
        lower = upper


def _case_branches(patterns: list[Pattern], dialect: str) -> list[tuple[Any, str]] | None:
    """(condition, pattern id) per pattern in priority order, or None when a regex cannot
    run in this database."""
    branches = []
    for pattern in patterns:
        clauses = _rule_clauses(pattern.rule)
        if pattern.rule.message_regex:
            in_sql = _sql_regex(pattern.rule.message_regex, dialect)
            if in_sql is None:
                return None
            clauses.append(in_sql)
        branches.append((and_(*clauses) if clauses else true(), pattern.id))
    return branches


async def _backfill_by_pattern(
    store: Store,
    patterns: list[Pattern],
    base: list[Any],
    batch: int,
    now: datetime,
    result: BackfillResult,
    progress: Any,
) -> None:
    """One UPDATE per pattern, most specific first, each touching rows still unmatched."""
    for done, pattern in enumerate(patterns, 1):
        where = [*base, *_rule_clauses(pattern.rule)]
        regex = pattern.rule.message_regex
        in_sql = _sql_regex(regex, store.dialect) if regex else None
        async with store.begin() as conn:
            if regex and in_sql is None:
                count = await _match_in_python(conn, pattern, where, batch)
            else:
                clauses = [*where, in_sql] if in_sql is not None else where
                updated = await conn.execute(
                    update(errors).where(*clauses).values(pattern_id=pattern.id)
                )
                count = updated.rowcount or 0
            if count:
                await bump_hits(conn, pattern.id, count, now)
                result.matched[pattern.id] = count
        if progress is not None:
            progress(done, len(patterns))


async def _match_in_python(
    conn: AsyncConnection, pattern: Pattern, where: list[Any], batch: int
) -> int:
    """The fallback for a regex the database cannot run: candidates in chunks, bulk updates."""
    compiled = pattern.regex()
    assert compiled is not None
    count = 0
    last_id = ""
    while True:
        rows = (
            await conn.execute(
                select(errors.c.id, errors.c.message)
                .where(*where, errors.c.id > last_id)
                .order_by(errors.c.id)
                .limit(batch)
            )
        ).all()
        if not rows:
            return count
        last_id = rows[-1][0]
        ids = [i for i, message in rows if compiled.search(message or "")]
        for start in range(0, len(ids), 500):
            # keyed on the primary key alone: the ids come from the tenant-filtered read
            await conn.execute(
                update(errors)
                .where(errors.c.id.in_(ids[start : start + 500]))
                .values(pattern_id=pattern.id)
            )
        count += len(ids)


ERROR_COLUMNS: tuple[str, ...] = tuple(c.name for c in errors.columns)


async def insert_errors(
    store: Store, rows: list[dict[str, Any]], *, batch: int = 50_000, progress: Any = None
) -> int:
    """Insert many error rows fast: PostgreSQL COPY, SQLite one driver executemany per
    chunk, one transaction per chunk. Rows carry every column (`NewError.row`).

    The next chunk's parameters are built while the database writes the current one (the
    SQLite driver and the PostgreSQL server work outside this thread), so the two overlap
    instead of taking turns."""
    if not rows:
        return 0
    pick = operator.itemgetter(*ERROR_COLUMNS)

    def build(start: int) -> list[tuple[str, list[tuple[Any, ...]]]]:
        chunk = rows[start : start + batch]
        if store.dialect == "postgresql":
            return [("", [pick(r) for r in chunk])]
        return _sqlite_statements(chunk, store.engine.dialect)

    starts = range(0, len(rows), batch)
    following = asyncio.ensure_future(asyncio.to_thread(build, starts[0]))
    try:
        for n, start in enumerate(starts):
            statements = await following
            if n + 1 < len(starts):
                following = asyncio.ensure_future(asyncio.to_thread(build, starts[n + 1]))
            await _insert_chunk(store, statements)
            if progress is not None:
                progress(min(start + batch, len(rows)), len(rows))
    finally:
        following.cancel()
    return len(rows)


def _sqlite_statements(
    chunk: list[dict[str, Any]], dialect: Any
) -> list[tuple[str, list[tuple[Any, ...]]]]:
    """The chunk as plain tuples for the driver, built column by column in C calls (the
    per-row Python of SQLAlchemy's parameter handling, or of a loop here, costs more than
    the insert). A timestamp is converted once per distinct value, into the form every other
    insert writes; a column that is None in every row is written into the SQL as NULL
    (sqlite3 binds a None through a slow adapter lookup)."""
    columns = []
    nulls = []
    for i, name in enumerate(ERROR_COLUMNS):
        values = list(map(operator.itemgetter(name), chunk))
        if values.count(None) == len(values):
            nulls.append(i)
            continue
        process = errors.c[name].type.dialect_impl(dialect).bind_processor(dialect)
        if process is not None:
            once = {v: process(v) for v in set(values)}
            values = list(map(once.__getitem__, values))
        columns.append(values)
    records = list(zip(*columns, strict=True))
    full = len(records) - len(records) % _ROWS_PER_INSERT
    statements = []
    if full:
        statements.append((_sqlite_insert(tuple(nulls)), _flat(records[:full], _ROWS_PER_INSERT)))
    if full < len(records):
        statements.append((_sqlite_insert(tuple(nulls), 1), records[full:]))
    return statements


def _flat(records: list[tuple[Any, ...]], size: int) -> list[tuple[Any, ...]]:
    """Every `size` records as one parameter tuple, for a multi-row VALUES."""
    return [tuple(chain.from_iterable(records[k : k + size])) for k in range(0, len(records), size)]


async def _insert_chunk(store: Store, statements: list[tuple[str, list[tuple[Any, ...]]]]) -> None:
    async with store.begin() as conn:
        for sql, records in statements:
            if store.dialect == "postgresql":
                driver = (await conn.get_raw_connection()).driver_connection
                assert driver is not None
                await driver.copy_records_to_table(
                    "errors", records=records, columns=list(ERROR_COLUMNS)
                )
            else:
                await conn.exec_driver_sql(sql, records)


_ROWS_PER_INSERT = 999 // len(ERROR_COLUMNS)
"""Rows per statement in the bulk insert (one statement run per row costs its own start-up),
within 999 parameters, the smallest limit a SQLite build has."""


@functools.lru_cache(maxsize=256)
def _sqlite_insert(nulls: tuple[int, ...], rows: int = _ROWS_PER_INSERT) -> str:
    """The insert of `rows` rows with NULL written at the positions in `nulls`."""
    one = ", ".join("NULL" if i in nulls else "?" for i in range(len(ERROR_COLUMNS)))
    values = ", ".join([f"({one})"] * rows)
    return f"INSERT INTO errors ({', '.join(ERROR_COLUMNS)}) VALUES {values}"


# -- reading -------------------------------------------------------------------------------


@dataclass
class Bucket:
    """Errors sharing the five fields over the normalized message."""

    fingerprint: str
    provider: str | None
    error_type: str | None
    status: int | None
    tool: str | None
    error_class: str | None
    template: str
    count: int
    examples: list[str]
    category: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.fingerprint,
            "provider": self.provider,
            "error_type": self.error_type,
            "status": self.status,
            "tool": self.tool,
            "error_class": self.error_class,
            "template": self.template,
            "count": self.count,
            "examples": self.examples,
            "category": self.category,
        }

    def error_fields(self) -> list[ErrorFields]:
        return [
            ErrorFields(self.provider, self.error_type, self.status, self.tool, m)
            for m in self.examples
        ]


async def buckets(
    store: Store,
    tenant: str,
    *,
    unmatched: bool = True,
    limit: int | None = None,
    examples: int = 3,
) -> list[Bucket]:
    """Unmatched buckets by count (or matched ones, each with its pattern's category)."""
    group = [
        errors.c.fingerprint,
        errors.c.provider,
        errors.c.error_type,
        errors.c.status,
        errors.c.tool,
    ]
    cols: list[Any] = [
        *group,
        func.min(errors.c.error_class),
        func.min(errors.c.template),
        func.count(),
    ]
    query = select(*cols).where(errors.c.tenant == tenant)
    if unmatched:
        query = query.where(errors.c.pattern_id.is_(None)).group_by(*group)
    else:
        cols.append(error_patterns.c.category)
        query = (
            select(*cols)
            .join(error_patterns, error_patterns.c.id == errors.c.pattern_id)
            .where(errors.c.tenant == tenant)
            .group_by(*group, error_patterns.c.category)
        )
    query = query.order_by(func.count().desc(), errors.c.fingerprint)
    if limit:
        query = query.limit(limit)
    out: list[Bucket] = []
    async with store.connect() as conn:
        rows = (await conn.execute(query)).all()
        for row in rows:
            fp, provider, etype, status, tool, eclass, template, count = row[:8]
            sample_query = select(errors.c.message).where(
                errors.c.tenant == tenant, errors.c.fingerprint == fp
            )
            if unmatched:
                sample_query = sample_query.where(errors.c.pattern_id.is_(None))
            sample = (
                await conn.execute(
                    sample_query.order_by(errors.c.created_at.desc(), errors.c.id).limit(examples)
                )
            ).scalars()
            out.append(
                Bucket(
                    fp,
                    provider,
                    etype,
                    status,
                    tool,
                    eclass,
                    template,
                    count,
                    list(sample),
                    None if unmatched else row[8],
                )
            )
    return out


async def counts(store: Store, tenant: str) -> tuple[int, int]:
    """(total errors, unmatched errors) for the tenant."""
    async with store.connect() as conn:
        total, unmatched = (
            await conn.execute(
                select(
                    func.count(errors.c.id),
                    func.count(errors.c.id).filter(errors.c.pattern_id.is_(None)),
                ).where(errors.c.tenant == tenant)
            )
        ).one()
    return int(total), int(unmatched)


async def stats(store: Store, tenant: str) -> dict[str, Any]:
    total, unmatched = await counts(store, tenant)
    async with store.connect() as conn:
        by_pattern = (
            await conn.execute(
                select(
                    error_patterns.c.id,
                    error_patterns.c.name,
                    error_patterns.c.category,
                    func.count(errors.c.id),
                )
                .join(errors, errors.c.pattern_id == error_patterns.c.id)
                .where(errors.c.tenant == tenant, error_patterns.c.tenant == tenant)
                .group_by(error_patterns.c.id, error_patterns.c.name, error_patterns.c.category)
                .order_by(func.count(errors.c.id).desc(), error_patterns.c.name)
            )
        ).all()
    by_category: dict[str, int] = defaultdict(int)
    for _id, _name, category, n in by_pattern:
        by_category[category] += n
    return {
        "total": total,
        "unmatched": unmatched,
        "unmatched_share": round(unmatched / total, 4) if total else 0.0,
        "by_category": dict(sorted(by_category.items())),
        "by_pattern": [
            {"id": i, "name": name, "category": c, "count": n} for i, name, c, n in by_pattern
        ],
    }


async def list_errors(
    store: Store, tenant: str, *, unmatched: bool = False, limit: int = 50
) -> list[dict[str, Any]]:
    query = (
        select(errors, error_patterns.c.name.label("pattern"), error_patterns.c.category)
        .outerjoin(error_patterns, error_patterns.c.id == errors.c.pattern_id)
        .where(errors.c.tenant == tenant)
        .order_by(errors.c.created_at.desc(), errors.c.id)
        .limit(limit)
    )
    if unmatched:
        query = query.where(errors.c.pattern_id.is_(None))
    async with store.connect() as conn:
        rows = (await conn.execute(query)).all()
    out = []
    for row in rows:
        item = dict(row._mapping)
        item["created_at"] = item["created_at"].isoformat() if item["created_at"] else None
        out.append(item)
    return out


async def matched_errors(store: Store, tenant: str, pattern_id: str, limit: int = 10) -> list[str]:
    async with store.connect() as conn:
        rows = await conn.execute(
            select(errors.c.message)
            .where(errors.c.tenant == tenant, errors.c.pattern_id == pattern_id)
            .order_by(errors.c.created_at.desc())
            .limit(limit)
        )
        return list(rows.scalars())


async def inspection_history(store: Store, tenant: str, limit: int = 20) -> list[dict[str, Any]]:
    """The tenant's latest inspections, newest first: when, how, and what each changed."""
    query = (
        select(inspections)
        .where(inspections.c.tenant == tenant)
        .order_by(inspections.c.started_at.desc(), inspections.c.id.desc())
        .limit(limit)
    )
    async with store.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [
        {
            "id": r.id,
            "started_at": r.started_at.isoformat() if r.started_at else None,
            "mode": r.mode,
            "status": r.status,
            "errors_total": r.errors_total,
            "unmatched_before": r.unmatched_before,
            "unmatched_after": r.unmatched_after,
            "patterns_added": len(r.patterns_added or []),
            "rejected": len(r.rejected or []),
            "bugs": len(r.bugs or []),
        }
        for r in rows
    ]
