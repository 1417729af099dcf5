"""The rule keys of «Восьмёрка»: the deck, the form of Durak the second part plays, the
number of deals and a safety cap on the second part."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class VosmerkaRules(Rules):
    deck: int = rule(36, choices=(36, 52),
                     en="cards in the deck: 36 (six up) or 52 (two up)",
                     ru="карт в колоде: 36 (от шестёрки) или 52 (от двойки)")
    form: str = rule("podkidnoy", choices=("podkidnoy", "perevodnoy"),
                     en="the Durak of the second part: podkidnoy (throw-ins) or "
                        "perevodnoy (throw-ins and transfers)",
                     ru="дурак второй части: подкидной или переводной",
                     labels={"podkidnoy": ("подкидной", "throw-in"),
                             "perevodnoy": ("переводной", "transfer")})
    deals: int = rule(3, lo=1, hi=20,
                      en="deals in a game; whoever is left with cards writes a penalty "
                         "point and the fewest points win",
                      ru="раздач в игре; оставшийся с картами пишет штрафное очко, "
                         "побеждает набравший меньше всех")
    cap: int = rule(600, lo=10, hi=5000,
                    en="moves in a deal's second part at most; then the player holding "
                       "the most cards is the loser",
                    ru="ходов во второй части раздачи самое большее; потом проигрывает "
                       "тот, у кого больше всех карт")


def deck_of(rules: VosmerkaRules) -> list[C.Card]:
    return C.deck(rules.deck)
