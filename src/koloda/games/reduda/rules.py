"""The rule keys of Редуда, declared once (``koloda rules reduda`` lists them)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.rules import Rules, rule

SMALL_HAND = ("text", "hand")
HAND = 7  # the text deals seven and everybody draws back up to seven


@dataclass(frozen=True)
class RedudaRules(Rules):
    deals: int = rule(3, lo=1, hi=9,
                      en="deals in a game; each deal's loser (the «редудак») gets a mark, "
                         "the fewest marks win",
                      ru="раздач в партии; проигравший раздачу («редудак») получает "
                         "отметку, побеждает тот, у кого отметок меньше")
    small_hand: str = rule(
        "text", choices=SMALL_HAND,
        labels={"text": ("по тексту", "as the text"), "hand": ("по руке", "by the hand")},
        en="how many plain cards a bout may hold against a defender with k cards: text — "
           "k + 2 when k is 1, 2 or 3 (a red joker can beat three), else k; hand — k",
        ru="сколько простых карт можно дать отбивающемуся с k картами: text — k + 2 при "
           "k от 1 до 3 (красная редуда бьёт три), иначе k; hand — не больше k")
    rank_transfer: bool = rule(
        True, en="a card of the attack's rank transfers the attack, as in transfer Durak "
                 "(off: only a joker transfers)",
        ru="перевод картой того же достоинства, как в переводном дураке (выкл.: переводит "
           "только редуда)")
    bout_cap: int = rule(150, lo=30, hi=1000,
                         en="bouts in one deal before it is stopped; the player holding the "
                            "most cards is then the loser (none on a tie)",
                         ru="ходов в одной раздаче, после которых её прекращают; проигрывает "
                            "тот, у кого больше всего карт (при равенстве никто)")

    def limit(self, k: int) -> int:
        """The most plain cards a bout may hold against a defender holding ``k``."""
        if self.small_hand == "text" and 1 <= k <= 3:
            return k + 2
        return min(k, HAND)
