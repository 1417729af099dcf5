"""The first schema: players, game_tables, seat_tokens, actions.

Revision ID: 0001
Revises:
Create Date: 2025-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None

_TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("name", sa.String(40), nullable=True),
        sa.Column("lang", sa.String(2), nullable=False),
        sa.Column("created_at", _TZ, nullable=False),
        sa.Column("seen_at", _TZ, nullable=False),
    )
    op.create_table(
        "game_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("rules", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("agent_seed", sa.BigInteger, nullable=False),
        sa.Column("deals", sa.JSON, nullable=True),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("seats", sa.JSON, nullable=False),
        sa.Column("invite", sa.String(64), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("rewound", sa.Integer, nullable=False),
        sa.Column("hints", sa.JSON, nullable=False),
        sa.Column("created_at", _TZ, nullable=False),
        sa.Column("updated_at", _TZ, nullable=False),
        sa.Column("finished_at", _TZ, nullable=True),
        sa.Column("result", sa.JSON, nullable=True),
        sa.Column("winners", sa.JSON, nullable=True),
    )
    op.create_index("ix_game_tables_status", "game_tables", ["status"])
    op.create_index("ix_game_tables_finished_at", "game_tables", ["finished_at"])
    op.create_table(
        "seat_tokens",
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
        sa.Column("player_id", sa.String(64), nullable=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("stats", sa.JSON, nullable=True),
    )
    op.create_index("ix_seat_tokens_player_id", "seat_tokens", ["player_id"])
    op.create_index("ix_seat_tokens_name", "seat_tokens", ["name"])
    op.create_table(
        "actions",
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("step", sa.Integer, primary_key=True),
        sa.Column("text", sa.String(200), nullable=False),
        sa.Column("actor", sa.Integer, nullable=False),
        sa.Column("forced", sa.Boolean, nullable=False),
        sa.Column("created_at", _TZ, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("actions")
    op.drop_index("ix_seat_tokens_name", "seat_tokens")
    op.drop_index("ix_seat_tokens_player_id", "seat_tokens")
    op.drop_table("seat_tokens")
    op.drop_index("ix_game_tables_finished_at", "game_tables")
    op.drop_index("ix_game_tables_status", "game_tables")
    op.drop_table("game_tables")
    op.drop_table("players")
