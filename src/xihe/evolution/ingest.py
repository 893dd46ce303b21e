"""Ingest traces from other agents: parse (tracing's mapping), write, and match the failures.

One file is one transaction: the operations, their steps and the error rows of their failed
steps commit together or not at all. Error rows go through the same recorder and the same
catch-up query as live and unsynced failures, so an imported 429 is matched against the
patterns exactly like one the tracer recorded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from xihe.core.clock import Clock, SystemClock
from xihe.core.ids import IdSource, RandomIds
from xihe.evolution import repo
from xihe.store.db import Store
from xihe.tracing import exchange
from xihe.tracing.blobs import BlobCipher


@dataclass
class ImportResult:
    format: str
    tenant: str
    operations: int
    steps: int
    errors: int
    matched: int
    operation_ids: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "tenant": self.tenant,
            "operations": self.operations,
            "steps": self.steps,
            "errors": self.errors,
            "errors_matched": self.matched,
            "operation_ids": self.operation_ids,
        }


async def import_traces(
    store: Store,
    text: str,
    *,
    tenant: str,
    cipher: BlobCipher,
    fmt: str = "auto",
    source: str = "input",
    clock: Clock | None = None,
    ids: IdSource | None = None,
    recorder: repo.ErrorRecorder | None = None,
) -> ImportResult:
    """Parse all of `text` first (a problem raises `TraceImportError`, nothing is written),
    then write it for `tenant` with new ids and record its errors, in one transaction."""
    clock = clock or SystemClock()
    ids = ids or RandomIds()
    recorder = recorder or repo.ErrorRecorder(clock=clock, ids=ids)
    parsed = exchange.parse(text, fmt, source)
    async with store.begin() as conn:
        new_ids = await exchange.write_operations(
            conn,
            tenant=tenant,
            parsed=parsed,
            ids=ids,
            clock=clock,
            dialect=store.dialect,
            cipher=cipher,
        )
        synced = await repo.record_unsynced(conn, tenant, recorder, operation_ids=new_ids)
    return ImportResult(
        format=parsed.format,
        tenant=tenant,
        operations=len(new_ids),
        steps=parsed.step_count,
        errors=synced.added,
        matched=synced.matched,
        operation_ids=new_ids,
    )
