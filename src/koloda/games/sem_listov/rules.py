"""The rule keys of «Семь листов» (see the package docstring for the reading)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class SemListovRules(Rules):
    goal: int = rule(7, lo=1, hi=30,
                     en="tricks, over one or more deals, that take a player out of the game",
                     ru="сколько взяток за одну или несколько сдач выводит игрока из игры")
    forfeit: bool = rule(True,
                         en="the old forfeit: the loser cuts a deck, and the card he cuts "
                            "tells how many flicks on the nose he gets from each player",
                         ru="старинный штраф: проигравший снимает колоду, и снятая карта "
                            "говорит, сколько щелчков по носу он получит от каждого")
