"""Solitaire figures: the wins reached after an undo (patience_stats.won_after_undo).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("patience_stats") as batch:
        batch.add_column(sa.Column("won_after_undo", sa.Integer, nullable=False,
                                   server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("patience_stats") as batch:
        batch.drop_column("won_after_undo")
