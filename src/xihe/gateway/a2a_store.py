"""The SDK's database task store, with its failures scrubbed: the A2A SDK answers an
exception with its text, which for a database error is the SQL and its parameters."""

from __future__ import annotations

from typing import Any

from a2a.server.tasks import DatabaseTaskStore
from a2a.utils.errors import A2AError, InternalError
from sqlalchemy.exc import SQLAlchemyError

from xihe.gateway.errors import internal_error

WHERE = "the A2A task store"


def scrubbed(exc: Exception, where: str) -> A2AError:
    """An A2A error a client may read; the full error goes to the log."""
    return exc if isinstance(exc, A2AError) else InternalError(message=internal_error(exc, where))


class ScrubbedTaskStore(DatabaseTaskStore):
    async def save(self, *args: Any, **kwargs: Any) -> None:
        try:
            await super().save(*args, **kwargs)
        except SQLAlchemyError as exc:
            raise scrubbed(exc, WHERE) from None

    async def get(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return await super().get(*args, **kwargs)
        except SQLAlchemyError as exc:
            raise scrubbed(exc, WHERE) from None

    async def list(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return await super().list(*args, **kwargs)
        except SQLAlchemyError as exc:
            raise scrubbed(exc, WHERE) from None

    async def delete(self, *args: Any, **kwargs: Any) -> None:
        try:
            await super().delete(*args, **kwargs)
        except SQLAlchemyError as exc:
            raise scrubbed(exc, WHERE) from None
