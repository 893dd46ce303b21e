"""gateway: OAuth 2.1 for MCP upstreams — tokens per (tenant, user, upstream), pending
authorizations (state → sealed PKCE verifier) and dynamic client registrations

Revision ID: 0010_mcp_oauth
Revises: 0001_core
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010_mcp_oauth"
down_revision = "0001_core"
branch_labels = ("mcp_oauth",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "gateway_mcp_oauth_tokens",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("upstream", sa.String(length=64), nullable=False),
        sa.Column("key_id", sa.String(length=64), nullable=False),
        sa.Column("sealed", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint(
            "tenant", "user_id", "upstream", name=op.f("pk_gateway_mcp_oauth_tokens")
        ),
    )
    op.create_table(
        "gateway_mcp_oauth_states",
        sa.Column("state_hash", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("upstream", sa.String(length=64), nullable=False),
        sa.Column("key_id", sa.String(length=64), nullable=False),
        sa.Column("sealed", sa.Text(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("state_hash", name=op.f("pk_gateway_mcp_oauth_states")),
    )
    op.create_table(
        "gateway_mcp_oauth_clients",
        sa.Column("ref", sa.String(length=64), nullable=False),
        sa.Column("upstream", sa.String(length=64), nullable=False),
        sa.Column("key_id", sa.String(length=64), nullable=False),
        sa.Column("sealed", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("ref", name=op.f("pk_gateway_mcp_oauth_clients")),
    )


def downgrade() -> None:
    op.drop_table("gateway_mcp_oauth_clients")
    op.drop_table("gateway_mcp_oauth_states")
    op.drop_table("gateway_mcp_oauth_tokens")
