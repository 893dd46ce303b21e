"""Gateway tables: API keys, A2A contexts (`gateway_sessions`), idempotency records, and the
webhook review runs per pull request (push coalescing across replicas), and OAuth
tokens, pending authorizations and client registrations for MCP upstreams (all sealed)."""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, String, Table, Text

from xihe.store.tables.base import JsonType, Timestamp, metadata

api_keys = Table(
    "gateway_api_keys",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("user_id", String(128), nullable=False),
    Column("role", String(32), nullable=False),
    Column("key_hash", String(64), nullable=False, unique=True),
    Column("prefix", String(16), nullable=False),
    Column("label", String(256)),
    Column("created_at", Timestamp, nullable=False),
    Column("revoked_at", Timestamp),
    Index("ix_gateway_api_keys_tenant", "tenant"),
)

sessions = Table(
    "gateway_sessions",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("user_id", String(128), nullable=False),
    Column("kind", String(16), nullable=False, default="chat"),
    Column("created_at", Timestamp, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
    Column("turns", Integer, nullable=False, default=0),
    Column("meta", JsonType, nullable=False, default=dict),
    Index("ix_gateway_sessions_tenant_updated", "tenant", "updated_at"),
)

idempotency = Table(
    "gateway_idempotency",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("key", String(256), primary_key=True),
    Column("state", String(16), nullable=False),
    Column("fingerprint", String(64), nullable=False),
    Column("status_code", Integer),
    Column("response", Text),
    Column("created_at", Timestamp, nullable=False),
    Column("expires_at", Timestamp, nullable=False),
    Column("user_id", String(128), nullable=False, server_default=""),
    Column("token", String(64)),
    Column("session_id", String(64)),
    Column("task_id", String(64)),
    Index("ix_gateway_idempotency_expires", "expires_at"),
)

webhook_runs = Table(
    "gateway_webhook_runs",
    metadata,
    Column("pr", String(512), primary_key=True),
    Column("waiting", Integer, nullable=False, default=0),
    Column("expires_at", Timestamp, nullable=False),
)

mcp_oauth_tokens = Table(
    "gateway_mcp_oauth_tokens",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("user_id", String(128), primary_key=True),
    Column("upstream", String(64), primary_key=True),
    Column("key_id", String(64), nullable=False),
    Column("sealed", Text, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
)

mcp_oauth_states = Table(
    "gateway_mcp_oauth_states",
    metadata,
    Column("state_hash", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("user_id", String(128), nullable=False),
    Column("upstream", String(64), nullable=False),
    Column("key_id", String(64), nullable=False),
    Column("sealed", Text, nullable=False),
    Column("expires_at", Timestamp, nullable=False),
)

mcp_oauth_clients = Table(
    "gateway_mcp_oauth_clients",
    metadata,
    Column("ref", String(64), primary_key=True),
    Column("upstream", String(64), nullable=False),
    Column("key_id", String(64), nullable=False),
    Column("sealed", Text, nullable=False),
    Column("created_at", Timestamp, nullable=False),
)
