"""Экарте (Écarté): the two-player 32-card game of /work/shared/seeds/003_989ae724a6adfdee.txt,
lines 19–32 (the text gives no name; its rank order K Q J A 10 9 8 7, the five-card hand,
the exchange after the deal, points for kings and the march make it Écarté, its best-known
form, which this package follows where the text is silent).

EN: two players, 32 cards ranked K Q J A 10 9 8 7 in each suit. The dealer deals five each
in packets of 2 then 3 (or 3 then 2: rule ``packets``) and turns up the next card for
trump. The elder (the dealer's opponent) proposes an exchange or stands; if the dealer
accepts, the elder discards one or more cards and is given as many from the stock, then
the dealer may do the same. Whoever stood or refused must take three tricks or the
opponent scores ``penalty`` extra points. Before his first card of the deal a player may
announce his kings: a point each. The elder leads; follow suit, else trump, else any card.
Three or four tricks score 1, all five 2. The first to ``target`` (5) points wins. The
same player deals the whole game; the next deal comes from the rest of the deck.
RU: двое, 32 карты, старшинство в масти К Д В Т 10 9 8 7. Сдатчик сдаёт по пять карт
пачками 2+3 (или 3+2) и открывает козырь. Противник сдатчика предлагает прикупку или
играет так; если сдатчик принял, противник сносит карты (хотя бы одну) и получает столько
же из колоды, затем может смениться сдатчик. Не предложивший или отказавший обязан взять
три взятки, иначе противнику штраф. Перед первой своей картой в сдаче игрок объявляет
королей — по очку за каждого. Ходит противник сдатчика; в масть, без неё козырь, без
козырей любую. Три-четыре взятки — очко, пять — два. Первый набравший пять очков
выигрывает; сдатчик не меняется всю партию, следующая сдача — из остатка колоды.

Readings (each has a rule key or a test in tests/ekarte):

- kings: the text scores every king announced (``kings=any``); Écarté scores only the king
  of trumps (``kings=trump``) and a king turned up for the dealer (``turnup_king``, off by
  the text's silence). Announcing is optional (Écarté), all scoring kings at once, and
  they are shown, so the opponent knows they are held and that no other scoring king is;
  a player who plays his first card without announcing loses the points for that deal.
- exchange: one round as the text says (``exchange=once``); Écarté repeats it while the
  stock lasts (``repeat``); ``none`` plays without it. The elder must discard at least one
  card, the dealer may take none; nobody discards more than the stock can replace. The
  turned-up card is never drawn.
- «обязан взять три взятки»: the penalty (``penalty``, 1 as in Écarté, where the march
  then scores 2) goes to the opponent, and applies only when no exchange took place in the
  deal (a refusal after exchanges, in ``repeat``, costs nothing), and not when the stock is
  empty.
- following: the text demands suit, else trump; beating the card led is not required
  (``must_head`` adds Écarté's rule).
- a game ends the moment a score reaches ``target`` (kings included: «ранее своего
  противника»); «за одну или две сдачи» is read as the usual length, not a cap.
- «следующая сдача из оставшейся колоды»: deals continue from the rest of the stock
  (``redeal=rest``) until it holds fewer than 11 cards, then the whole deck is gathered and
  shuffled; ``fresh`` shuffles every deal (Écarté). The dealer keeps the deal all game;
  the rematch passes it to the other player.
- stakes (lines 28–31) as rule ``stake``: ``game`` a sum ``unit`` for the game,
  ``points`` the difference of points times ``unit``, ``tricks`` a bet of ``unit`` on each
  deal, won by whoever takes the majority of its tricks (bets are read as standing, one
  per deal, agreed in advance). The onlookers' bets of line 32 are not part of play.
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
from koloda.games.ekarte.bot import HeuristicAgent
from koloda.games.ekarte.rules import EkarteRules
from koloda.games.ekarte.state import EkarteState


class Ekarte(Game):
    key: ClassVar[str] = "ekarte"
    aliases: ClassVar[tuple[str, ...]] = ("ecarte", "экарте")
    title_en: ClassVar[str] = "Écarté"
    title_ru: ClassVar[str] = "Экарте"
    family: ClassVar[str] = "tricks"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    rules_type: ClassVar[type[Rules]] = EkarteRules
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "classic": {"kings": "trump", "turnup_king": True, "exchange": "repeat",
                    "must_head": True, "redeal": "fresh"},
        "per_point": {"stake": "points"},
        "bets": {"stake": "tricks"},
    }
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "classic": ("классика", "classic"),
        "per_point": ("по очкам", "per point"),
        "bets": ("пари на взятки", "bets on tricks"),
    }
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {
        "trump_king": ({"kings": "trump"}, "only the king of trumps scores",
                       "очко даёт только козырный король"),
        "must_head": ({"must_head": True}, "a card following suit must beat the lead",
                      "отвечая в масть, обязательно перебивать"),
    }
    last_label: ClassVar[tuple[str, str] | None] = ("последняя взятка", "the last trick")

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> EkarteState:
        assert isinstance(rules, EkarteRules)
        return EkarteState(self, players, rules, seed, deals)

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """The other player deals the next game (the text's last line)."""
        assert isinstance(state, EkarteState)
        return {"first_dealer": 2 - state.dealer}

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        return {"random": RandomAgent, "heuristic": HeuristicAgent}

    def rules_doc(self) -> RulesText:
        from koloda.games.ekarte.rulestext import TEXT

        return TEXT

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.ekarte.view import picture

        return picture(obs, viewer, moves, lang, names)


GAME = register(Ekarte())

__all__ = ["GAME", "Ekarte", "EkarteRules", "EkarteState"]
