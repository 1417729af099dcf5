"""Stored moves say in which position their text was written (actions.text_after_move).

Before this revision the server wrote a move's text in the position after the move; a
solitaire shortens a text by what its position makes unambiguous, so such a text can
read as another move where it was played. The rows already stored are marked (true),
and read by that rule; every row written from now on holds the text as of the position
it was played from (false).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    # the rows already there take true; then new rows default to false
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("text_after_move", sa.Boolean, nullable=False,
                                   server_default=sa.true()))
    with op.batch_alter_table("actions") as batch:
        batch.alter_column("text_after_move", server_default=sa.false(),
                           existing_type=sa.Boolean, existing_nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("text_after_move")
