"""Rule keys every solitaire shares; each solitaire's rules dataclass extends these."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class PatienceRules(Rules):
    auto: bool = rule(True, en="cards no other card can still need go to the foundations "
                            "by themselves (never from a waste dealt by several cards)",
                      ru="карты, которые уже не понадобятся никакой другой карте, сами "
                         "уходят в основания (из сброса, сдаваемого по нескольку карт, — "
                         "никогда)")


@dataclass(frozen=True)
class NoRules(Rules):
    """For a forced patience: nothing to choose."""
