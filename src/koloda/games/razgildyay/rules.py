"""The rule keys of «Разгильдяй»: the deck, the number of deals and the cap on a deal's
second part (a loop of takes could otherwise go on for ever)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class RazgildyayRules(Rules):
    deck: int = rule(36, choices=(36, 52),
                     en="cards in the deck: 36 (six up) or 52 (two up)",
                     ru="карт в колоде: 36 (от шестёрки) или 52 (от двойки)")
    deals: int = rule(3, lo=1, hi=20,
                      en="deals in a game; each deal's «разгильдяй» writes a penalty "
                         "point and the fewest points win",
                      ru="раздач в игре; разгильдяй каждой раздачи пишет штрафное очко, "
                         "побеждает набравший меньше всех")
    clear: bool = rule(True, en="a full round on the table (a card from each player still "
                                "in) goes out, and its last player leads afresh; off: the "
                                "table is never cleared, as the text reads literally",
                       ru="полный круг на столе (по карте от каждого оставшегося) уходит "
                          "в отбой, и положивший последнюю карту ходит снова; выкл: стол "
                          "не очищается, как в описании дословно")
    cap: int = rule(400, lo=10, hi=5000,
                    en="moves in a deal's second part at most; then the deal stops and "
                       "whoever holds the most cards is the «разгильдяй»",
                    ru="ходов во второй части раздачи самое большее; потом раздача "
                       "кончается, и разгильдяй — тот, у кого больше всех карт")


def deck_of(rules: RazgildyayRules) -> list[C.Card]:
    return C.deck(rules.deck)
