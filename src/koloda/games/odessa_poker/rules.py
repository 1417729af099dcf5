"""The rules of Одесский покер: those of «За правду» with the шахи, the ban on leading
trumps and (for five players) the red sevens out, on by default."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.games.za_pravdu.rules import ZaPravduRules, same_rule


@dataclass(frozen=True)
class OdessaRules(ZaPravduRules):
    shakhi: int = same_rule("shakhi", 2)
    trump_lead: bool = same_rule("trump_lead", True)
    # the black sevens are the шахи of the 30-card deck: the red ones go
    sevens5: str = same_rule("sevens5", "red")
