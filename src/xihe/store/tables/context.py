"""Context engine tables: sessions, tasks, append-only messages, anchors, summaries, snapshots.

Every table is keyed by tenant first: every read filters by tenant and session, and the
readers in `xihe.context` re-check both on the rows they get back (invariant 1).
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, Index, Integer, LargeBinary, String, Table, Text

from xihe.store.tables.base import JsonType, Timestamp, metadata

ctx_sessions = Table(
    "ctx_sessions",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("id", String(64), primary_key=True),
    Column("user_id", String(128)),
    Column("agent", String(64), nullable=False, default="chat"),
    Column("created_at", Timestamp, nullable=False),
    Column("generation", Integer, nullable=False, default=0),
    Column("meta", JsonType, nullable=False, default=dict),
    Column("spotlight", String(64)),  # the session's spotlight boundary (random, rotated)
)

ctx_messages = Table(
    "ctx_messages",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("session_id", String(64), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("turn", Integer, nullable=False),
    Column("role", String(16), nullable=False),
    Column("content", Text, nullable=False),
    Column("tool_calls", JsonType, nullable=False, default=list),
    Column("tool_call_id", String(128)),
    Column("name", String(128)),
    Column("task_id", String(64)),
    Column("terms", JsonType, nullable=False, default=list),
    Column("created_at", Timestamp, nullable=False),
    Index("ix_ctx_messages_turn", "tenant", "session_id", "turn"),
)

ctx_tasks = Table(
    "ctx_tasks",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("id", String(64), primary_key=True),
    Column("session_id", String(64), nullable=False),
    Column("user_id", String(128)),
    Column("input_seq", Integer, nullable=False),
    Column("state", String(32), nullable=False),
    Column("target_kind", String(32)),
    Column("target", Text),
    Column("target_inherited", Boolean, nullable=False, default=False),
    Column("created_at", Timestamp, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
    Index("ix_ctx_tasks_session", "tenant", "session_id", "input_seq"),
)

ctx_anchors = Table(
    "ctx_anchors",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("session_id", String(64), primary_key=True),
    Column("id", Integer, primary_key=True),
    Column("kind", String(32), nullable=False),
    Column("text", Text, nullable=False),
    Column("source", String(32), nullable=False),
    Column("turn", Integer),
    Column("active", Boolean, nullable=False, default=True),
    Column("created_at", Timestamp, nullable=False),
)

ctx_summaries = Table(
    "ctx_summaries",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("session_id", String(64), primary_key=True),
    Column("version", Integer, primary_key=True),
    Column("covered_turn", Integer, nullable=False),
    Column("builder", String(32), nullable=False),
    Column("body", JsonType, nullable=False),
    Column("created_at", Timestamp, nullable=False),
)

ctx_snapshots = Table(
    "ctx_snapshots",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("session_id", String(64), primary_key=True),
    Column("version", Integer, primary_key=True),
    Column("turn", Integer, nullable=False),
    Column("model", String(128), nullable=False),
    Column("tokenizer", String(64), nullable=False),
    Column("input_tokens", Integer, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("base_version", Integer),
    Column("key_id", String(64)),
    Column("body", LargeBinary),
    Column("blob_ref", String(512)),
    Column("pruned", Boolean, nullable=False, default=False),
    Column("info", JsonType, nullable=False, default=dict),
    Column("created_at", Timestamp, nullable=False),
    # the hourly retention sweep finds recently written sessions by time, not by a full scan
    Index("ix_ctx_snapshots_created", "created_at"),
)
