"""`xihe audit`: who ran which tool, under which decision, and how it ended."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from typing import Any

import typer

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, fail, out
from xihe.core.errors import ConfigError
from xihe.tools.audit import query_audit

RELATIVE = re.compile(r"^(\d+)([smhd])$")
UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}


def parse_since(value: str, now: datetime | None = None) -> datetime:
    """`30m`, `2h`, `7d`, or an ISO timestamp (UTC when no zone is given)."""
    match = RELATIVE.match(value.strip())
    if match:
        delta = timedelta(**{UNITS[match.group(2)]: int(match.group(1))})
        return (now or datetime.now(UTC)) - delta
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise ConfigError(
            f"cannot read --since {value!r}",
            hint="use 30m, 2h, 7d or an ISO time such as 2026-01-31T09:00",
        ) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def audit(
    ctx: typer.Context,
    tool: str | None = typer.Option(None, "--tool", help="Only this tool"),
    since: str | None = typer.Option(None, "--since", help="30m, 2h, 7d or an ISO time"),
    request_id: str | None = typer.Option(None, "--request-id", help="Only this request id"),
    tenant: str = typer.Option("default", help="Tenant to read"),
    limit: int = typer.Option(100, min=1, max=10_000, help="Newest rows to show"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Show the tool audit log: executed and refused calls, with redacted parameters."""
    try:
        since_at = parse_since(since) if since else None
    except ConfigError as exc:
        fail(exc, output)

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        return await query_audit(
            runtime.store,
            tenant=tenant,
            tool=tool,
            since=since_at,
            request_id=request_id,
            limit=limit,
        )

    rows = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    if not rows:
        err.print("[dim]no audit rows match[/]", markup=True)
        return
    for row in rows:
        decision = f" {row['decision']}" + (f" by {row['decided_by']}" if row["decided_by"] else "")
        error = f"  {row['error_class']}: {row['error_message']}" if row["error_class"] else ""
        spans = (row.get("sanitized") or {}).get("spans", [])
        removed = f"  sanitized: {len(spans)} span(s) removed" if spans else ""
        out.print(
            f"{row['created_at']}  {row['principal']}  {row['tool']}  {row['outcome']}"
            f"{decision if row['decision'] else ''}  {row['duration_ms']:.0f}ms  "
            f"{json.dumps(row['params'], ensure_ascii=False)}{error}{removed}",
            markup=False,
        )
