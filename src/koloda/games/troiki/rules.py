"""The rule keys of «Тройки» (see the package docstring for the reading)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class TroikiRules(Rules):
    deals: int = rule(3, lo=1, hi=20,
                      en="deals in a game; the sets of all deals are added up",
                      ru="сдач в игре; наборы всех сдач складываются")
    equal_count: bool = rule(False,
                             en="a capturing group must hold at least as many cards as "
                                "the group it takes (three cannot take four)",
                             ru="захватывающих карт должно быть не меньше, чем "
                                "забираемых (тремя нельзя взять четыре)")
