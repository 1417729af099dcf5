"""Rule keys every solitaire shares; each solitaire's rules dataclass extends these."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class PatienceRules(Rules):
    auto: bool = rule(True, en="cards that can no longer be needed go to the foundations "
                            "by themselves",
                      ru="ненужные больше карты сами уходят в основания")


@dataclass(frozen=True)
class NoRules(Rules):
    """For a forced patience: nothing to choose."""
