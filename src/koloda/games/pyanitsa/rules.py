"""The rule keys of «Пьяница» (see the package docstring for the reading of each)."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, rule


@dataclass(frozen=True)
class PyanitsaRules(Rules):
    deck: int = rule(36, choices=(36, 52), en="cards in the deck", ru="карт в колоде",
                     labels={36: ("36 карт", "36 cards"), 52: ("52 карты", "52 cards")})
    war_down: int = rule(1, lo=0, hi=3,
                         en="in a dispute each player lays this many cards face down "
                            "before the face-up one",
                         ru="в споре каждый кладёт столько карт рубашкой вверх перед "
                            "открытой")
    six_beats_ace: bool = rule(False, en="the six beats the ace",
                               ru="шестёрка (в колоде из 52 — двойка) бьёт туза")
    own_decks: bool = rule(False,
                           en="each player plays a whole deck of his own instead of a "
                              "share of one",
                           ru="у каждого своя полная колода, а не доля одной")
    giveaway: bool = rule(False,
                          en="giveaway: the first to lose all his cards wins, and at the "
                             "round limit the fewest cards win",
                          ru="поддавки: выигрывает первый, кто лишился всех карт, а на "
                             "пределе ходов — у кого меньше карт")
    max_rounds: int = rule(60, lo=1, hi=5000,
                           en="the game stops after this many rounds; then the most cards "
                              "win (the fewest in giveaway); equal counts share the win",
                           ru="после стольких ходов игра останавливается; выигрывает, у "
                              "кого больше карт (в поддавки — меньше); при равенстве — "
                              "все поровну")

    def check_players(self, players: int) -> None:
        if not 2 <= players <= 6:
            raise RuleError(f"Пьяница is played here by 2 to 6 players, not {players}",
                            f"в пьяницу здесь играют от 2 до 6 человек, а не {players}")
        if self.own_decks and players != 2:
            raise RuleError(
                f"with a deck each (rule own_decks) two play, not {players}",
                f"со своей колодой у каждого (правило own_decks) играют вдвоём, а не "
                f"{players}")
