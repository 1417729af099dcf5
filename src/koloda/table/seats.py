"""Who sits at a table and how the table treats them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RecordError

HUMAN = "human"
COMPUTER = "computer"
MAX_NAME = 40


@dataclass(frozen=True)
class Seat:
    """A person (``agent`` None) or a computer player of a named kind."""

    kind: str = HUMAN
    agent: str | None = None
    name: str | None = None  # a chosen display name; None: the default for the seat

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "agent": self.agent, "name": self.name}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        kind = data.get("kind")
        agent = data.get("agent")
        name = data.get("name")
        if kind not in (HUMAN, COMPUTER):
            raise RecordError(f"a seat's kind must be '{HUMAN}' or '{COMPUTER}'",
                              f"место должно быть «{HUMAN}» или «{COMPUTER}»")
        if agent is not None and not isinstance(agent, str):
            raise RecordError("a seat's agent must be a name", "игрок места — это имя")
        if name is not None and not (isinstance(name, str) and len(name) <= MAX_NAME):
            raise RecordError(f"a seat's name must be text of at most {MAX_NAME} characters",
                              f"имя места — текст не длиннее {MAX_NAME} знаков")
        return cls(kind, agent if kind == COMPUTER else None, name)


def seats_for(players: int, humans: Sequence[int] = (0,), agent: str | None = None,
              agents: Mapping[int, str] | None = None) -> list[Seat]:
    """People at ``humans``, computer players of kind ``agent`` elsewhere, or of the kind
    ``agents`` names for that seat (a level such as ``hard``, or any agent spec)."""
    per_seat = agents or {}
    return [Seat(HUMAN) if s in humans else Seat(COMPUTER, per_seat.get(s, agent))
            for s in range(players)]


@dataclass(frozen=True)
class TableOptions:
    """The comforts a table offers its people."""

    auto_forced: bool = True  # a person's only legal move is played for them, with a note
    undo: bool = True  # a person may take back to their previous decision (vs computers)
