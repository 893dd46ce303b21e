"""Per-session counters (summary and snapshot versions, task input order) in one query shape."""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.ext.asyncio import AsyncConnection


async def next_in_session(conn: AsyncConnection, column: Any, tenant: str, session_id: str) -> int:
    """The next number of a per-session counter column (versions, input order): max + 1.

    Call it inside the transaction that inserts the row; where the column is part of the
    primary key, a concurrent duplicate fails the insert instead of being stored twice.
    """
    table = column.table
    last = (
        await conn.execute(
            select(func.max(column)).where(
                and_(table.c.tenant == tenant, table.c.session_id == session_id)
            )
        )
    ).scalar()
    return int(last or 0) + 1
