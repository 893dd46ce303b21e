"""All tables share one MetaData; each capability owns one module here."""

from xihe.store.tables import context as context
from xihe.store.tables.base import metadata
from xihe.store.tables.tracing import blobs, operations, steps

__all__ = ["blobs", "metadata", "operations", "steps"]
