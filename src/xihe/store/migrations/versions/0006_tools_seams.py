"""tools: claims and approvals bound to principal, tool and argument hash; claim leases

Revision ID: 0006_tools_seams
Revises: 0002_tools
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_tools_seams"
down_revision = "0002_tools"
branch_labels = None
depends_on = None

PENDING = sa.text("status = 'pending'")


def upgrade() -> None:
    with op.batch_alter_table("tool_calls") as batch:
        batch.add_column(
            sa.Column("principal", sa.String(length=128), nullable=False, server_default="")
        )
        batch.add_column(
            sa.Column("args_hash", sa.String(length=64), nullable=False, server_default="")
        )
        batch.add_column(sa.Column("operation_id", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True))
        batch.drop_constraint("uq_tool_calls_tenant_request_id", type_="unique")
        batch.create_unique_constraint(
            "uq_tool_calls_tenant_principal_request_id", ["tenant", "principal", "request_id"]
        )
    with op.batch_alter_table("tool_approvals") as batch:
        batch.add_column(
            sa.Column("args_hash", sa.String(length=64), nullable=False, server_default="")
        )
        batch.add_column(sa.Column("consumed_at", sa.DateTime(timezone=True), nullable=True))
        batch.drop_constraint("uq_tool_approvals_tenant_request_id", type_="unique")
        batch.create_unique_constraint(
            "uq_tool_approvals_tenant_principal_request_id", ["tenant", "principal", "request_id"]
        )
    # rows from before the binding: unique per row, so the pending index can be built
    op.execute("UPDATE tool_approvals SET args_hash = 'legacy:' || id WHERE args_hash = ''")
    op.create_index(
        "ux_tool_approvals_pending_call",
        "tool_approvals",
        ["tenant", "principal", "tool", "args_hash"],
        unique=True,
        sqlite_where=PENDING,
        postgresql_where=PENDING,
    )


def downgrade() -> None:
    op.drop_index("ux_tool_approvals_pending_call", table_name="tool_approvals")
    with op.batch_alter_table("tool_approvals") as batch:
        batch.drop_constraint("uq_tool_approvals_tenant_principal_request_id", type_="unique")
        batch.create_unique_constraint(
            "uq_tool_approvals_tenant_request_id", ["tenant", "request_id"]
        )
        batch.drop_column("consumed_at")
        batch.drop_column("args_hash")
    with op.batch_alter_table("tool_calls") as batch:
        batch.drop_constraint("uq_tool_calls_tenant_principal_request_id", type_="unique")
        batch.create_unique_constraint("uq_tool_calls_tenant_request_id", ["tenant", "request_id"])
        batch.drop_column("expires_at")
        batch.drop_column("operation_id")
        batch.drop_column("args_hash")
        batch.drop_column("principal")
