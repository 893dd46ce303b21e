"""Shared helpers: write error rows the way the tracer's sink does."""

from __future__ import annotations

from datetime import UTC, datetime

from xihe.evolution import repo
from xihe.store.db import Store

AT = datetime(2026, 3, 1, tzinfo=UTC)


async def add_errors(
    store: Store,
    messages: list[str],
    *,
    tenant: str = "default",
    provider: str | None = None,
    error_type: str | None = "ToolError",
    status: int | None = None,
    tool: str | None = None,
    error_class: str = "tool_bug",
    recorder: repo.ErrorRecorder | None = None,
) -> None:
    recorder = recorder or repo.ErrorRecorder()
    async with store.begin() as conn:
        for i, message in enumerate(messages):
            await recorder.record(
                conn,
                repo.NewError(
                    tenant=tenant,
                    operation_id=f"op_{i}",
                    step_id=None,
                    scope="step",
                    created_at=AT,
                    message=message,
                    provider=provider,
                    error_class=error_class,
                    error_type=error_type,
                    status=status,
                    tool=tool,
                ),
            )
