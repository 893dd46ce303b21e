"""All tables share one MetaData; each capability owns one module here."""

from xihe.store.tables import context as context
from xihe.store.tables import dashboard as dashboard
from xihe.store.tables import evolution as evolution
from xihe.store.tables import gateway as gateway
from xihe.store.tables import ops as ops
from xihe.store.tables.base import metadata
from xihe.store.tables.tools import paused_tasks, tool_approvals, tool_audit, tool_calls
from xihe.store.tables.tracing import blobs, operations, steps

__all__ = [
    "blobs",
    "metadata",
    "operations",
    "paused_tasks",
    "steps",
    "tool_approvals",
    "tool_audit",
    "tool_calls",
]
