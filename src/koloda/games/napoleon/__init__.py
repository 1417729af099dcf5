"""Наполеон (Napoleon): the bidding trick game with Napoleon's kitty of
/work/shared/seeds/003_989ae724a6adfdee.txt, lines 78-83.

EN, in short: 2-6 players, 36 cards, five each; every deal each player antes into
Napoleon's kitty. Bidding from the dealer clockwise: a higher number of tricks or pass;
the dealer may say «here» (take the highest bid as it stands). The declarer may buy
(discard one card face down, take the top of the stock), leads, and the suit of his
first card is trumps. Follow suit, else trump, else anything. A contract of N made: each
pays him N stakes; lost: he pays each N stakes and as much into the kitty. Napoleon
(five tricks, declared as such) made also wins the kitty; lost, it doubles the kitty.

RU, кратко: 2-6 игроков, 36 карт, по пять; за каждую сдачу все платят взнос в «клад
Наполеона». Торг от сдающего по часовой стрелке: больше взяток или пас; сдающий может
сказать «здесь». Объявивший может прикупить (скинуть карту, взять верхнюю из колоды),
ходит первым, масть его первой карты — козырь. В масть, иначе козырь, иначе любую.
Сыграл N — каждый платит ему N ставок; не сыграл — он платит каждому N и столько же в
клад. «Наполеон» (пять взяток) забирает клад, а проигранный — удваивает его.

Readings where the text is vague or silent (the best-known form, English Nap, fills
the gaps marked so):
- Bids are whole numbers of tricks from ``min_bid`` (2 by default, best-known form; the
  text names no minimum) to 5, with Napoleon above 5 (the text: a bid of five with the
  Napoleon declaration; a plain five is a separate, lower bid). A pass is final.
- «Здесь» (rule ``hold``): the dealer, on his turn, takes the highest bid at the same
  number; the others must then bid higher. He may do so on any bid, Napoleon included.
- Everybody passes: the deal is void (no play), the antes stay in the kitty (best-known
  form redeals).
- Buying (rule ``buy``): at most one card, the discard face down, the drawn card seen
  only by the declarer.
- The deal ends as soon as the declarer has his tricks (the text) or can no longer get
  them (the outcome is then certain).
- A lost Napoleon pays each player five stakes and the kitty's amount into the kitty,
  not also the ordinary five stakes (the text's «кроме суммы, выплаченной каждому»).
- The ante (``ante``) and the stake (``stake``) are separate keys, both 10 as in the
  text's example.
- The text names no end: a game is ``rounds`` rounds (each player deals that often);
  the player with the most money wins (ties share the win); the kitty's remainder
  stays for the next game and counts for nobody.
- Usual card order A K Q J 10 9 8 7 6; the lot picks the first dealer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import Game, State, register
from koloda.engine.picture import MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.napoleon import view
from koloda.games.napoleon.bot import HeuristicAgent
from koloda.games.napoleon.rules import PRESETS, NapoleonRules
from koloda.games.napoleon.state import NapoleonState


class Napoleon(Game):
    key: ClassVar[str] = "napoleon"
    aliases: ClassVar[tuple[str, ...]] = ("наполеон", "nap")
    title_en: ClassVar[str] = "Napoleon"
    title_ru: ClassVar[str] = "Наполеон"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4
    rules_type: ClassVar[type[Rules]] = NapoleonRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = PRESETS
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("по тексту", "as the text"),
        "one_round": ("один круг", "one round"),
        "plain": ("простая", "plain"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> NapoleonState:
        assert isinstance(rules, NapoleonRules)
        return NapoleonState(self, players, rules, seed, deals)

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The deal passes on to the seat after the last dealer."""
        assert isinstance(state, NapoleonState)
        return {"first_dealer": (state.dealer + 1) % state.players + 1}

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.napoleon.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        return view.picture(obs, viewer, moves, lang, names)


GAME = register(Napoleon())

__all__ = ["GAME", "Napoleon", "NapoleonRules", "NapoleonState"]
