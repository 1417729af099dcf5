"""Rules of the Mau-Mau family as data: two rules dataclasses (Czech Durak, «101») and the
per-card *profile* the shared shedding engine reads on its hot path.

A profile holds, for every card id, one small effect code (how many cards the next player
draws, skip, wild, "cover your own card", "follow the ace"), the point value of every
rank, which ranks may be matched by rank, and the end-of-deal scoring knobs. The specials
tables below are the only place where a sub-variant's cards are described.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, check_seat_rule, rule
from koloda.engine.texts import count_ru, plural_ru

# --- effect codes ------------------------------------------------------------------------
DRAW_MASK = 7      # low 3 bits: cards the next player takes (then he misses his turn)
SKIP = 8           # the next player misses his turn
WILD = 16          # playable on anything; the player names the suit to follow
COVER = 32         # the player must at once cover this card himself (101's nine)
FOLLOW = 64        # English ace: the player adds a card of the ace's suit and names a suit


def draw_skip(n: int) -> int:
    return n | SKIP


SUBS = ("base", "v1", "v2", "v3", "english", "pharaoh", "pentagon", "crocodile")
SUB_LABELS = {"base": ("основной", "base"), "v1": ("вариант 1", "variant 1"),
              "v2": ("вариант 2", "variant 2"), "v3": ("вариант 3", "variant 3"),
              "english": ("английский", "English"), "pharaoh": ("фараон", "pharaoh"),
              "pentagon": ("пентагон", "pentagon"), "crocodile": ("крокодил", "crocodile")}
DRAW_LABELS = {"until": ("до подходящей", "until one fits"), "once": ("одну", "one card")}
START_LABELS = {"lead": ("свободный ход", "free lead"),
                "upcard": ("открытая карта", "turned-up card")}
LEADER_LABELS = {"winner": ("победитель", "the winner"), "rotate": ("по кругу", "next seat")}
KING_HEARTS = C.make(C.KING, C.HEARTS)
KING_SPADES = C.make(C.KING, C.SPADES)
QUEEN_SPADES = C.make(C.QUEEN, C.SPADES)

_BASE_TABLE: dict[int, int] = {6: draw_skip(2), 7: draw_skip(1), C.ACE: SKIP, C.QUEEN: WILD}

# rank -> effect, per sub-variant (the text's "Вариант 1" … "Вариант 7" in order)
CZECH_RANK_EFFECTS: Mapping[str, Mapping[int, int]] = {
    "base": _BASE_TABLE,
    "v1": _BASE_TABLE,
    "v2": {7: draw_skip(2), 8: draw_skip(1), C.ACE: SKIP, C.QUEEN: WILD},
    "v3": {6: draw_skip(2), 7: draw_skip(1), C.ACE: SKIP, C.JACK: WILD},
    "english": {6: draw_skip(2), 7: draw_skip(1), C.ACE: FOLLOW, C.QUEEN: WILD},
    "pharaoh": _BASE_TABLE,
    "pentagon": {6: draw_skip(2), 7: draw_skip(1), C.ACE: SKIP, C.QUEEN: WILD | SKIP},
    "crocodile": _BASE_TABLE,
}
# single cards whose effect replaces their rank's
CZECH_CARD_EFFECTS: Mapping[str, Mapping[int, int]] = {
    "crocodile": {KING_HEARTS: draw_skip(5)},
}
HUNDRED_RANK_EFFECTS: Mapping[int, int] = {
    6: draw_skip(1), 7: draw_skip(2), 9: COVER, C.ACE: SKIP, C.QUEEN: WILD}
HUNDRED_CARD_EFFECTS: Mapping[int, int] = {KING_SPADES: draw_skip(4)}

# rank -> points left in a hand
_FACE = {r: r for r in range(2, 11)}
CZECH_VALUES: Mapping[int, int] = {**_FACE, C.JACK: 2, C.QUEEN: 3, C.KING: 4, C.ACE: 11}
PENTAGON_VALUES: Mapping[int, int] = {C.ACE: 11, C.KING: 4, C.QUEEN: 20, C.JACK: 2, 10: 10}
HUNDRED_VALUES: Mapping[int, int] = {**CZECH_VALUES, 9: 0}

ALL_RANKS = (1 << 15) - 1


def effect_words(code: int, lang: str) -> str:
    """A short phrase for an effect code: ``next draws 2 and misses a turn``."""
    ru = lang == "ru"
    parts = []
    n = code & DRAW_MASK
    if n:
        parts.append(f"следующий берёт {n} и пропускает ход" if ru
                     else f"next player draws {n} and misses a turn")
    elif code & SKIP and not code & WILD:
        parts.append("следующий пропускает ход" if ru else "next player misses a turn")
    if code & WILD:
        parts.append("кладётся на любую карту, заказывает масть" if ru
                     else "goes on any card, names the suit")
        if code & SKIP:
            parts.append("следующий пропускает ход" if ru else "next player misses a turn")
    if code & COVER:
        parts.append("надо сразу покрыть её своей картой" if ru
                     else "must be covered at once by the same player")
    if code & FOLLOW:
        parts.append("положить ещё карту той же масти и заказать масть" if ru
                     else "add a card of its suit and name a suit")
    return "; ".join(parts)


# --- rules dataclasses ------------------------------------------------------------------

@dataclass(frozen=True)
class ShedRules(Rules):
    """Keys every Mau-Mau game shares."""

    deck: int = rule(36, choices=(32, 36, 52), en="cards in the deck",
                     ru="карт в колоде")
    hand: int = rule(5, lo=3, hi=8, en="cards dealt to each player",
                     ru="карт сдаётся каждому")
    draw: str = rule("until", choices=("until", "once"),
                    labels=DRAW_LABELS,
                     en="no card to play: draw until one fits (until) or draw one, "
                        "then pass (once)",
                     ru="нечем ходить: брать до подходящей (until) или взять одну и "
                        "пропустить ход (once)")
    start: str = rule("lead", choices=("lead", "upcard"),
                     labels=START_LABELS,
                      en="a deal opens with the leader's free lead (lead) or with his "
                         "last dealt card turned up as his move (upcard)",
                      ru="раздача начинается свободным ходом ведущего (lead) или его "
                         "последней сданной картой, открытой как его ход (upcard)")
    next_leader: str = rule("winner", choices=("winner", "rotate"),
                           labels=LEADER_LABELS,
                            en="who opens the next deal: the last winner or the next seat",
                            ru="кто начинает следующую раздачу: победитель прошлой или "
                               "следующий по кругу")

    rebuilds: int | None = rule(
        100, lo=0, hi=1000, optional=True,
        en="guard against endless deals: how often the pile may be turned into a new stock "
           "in one deal; after that, players who cannot play pass, and a round of passes "
           "ends the deal (none: no limit)",
        ru="защита от бесконечной раздачи: сколько раз за раздачу отбой можно перевернуть в "
           "колоду; дальше кто не может ходить, пасует, и круг пасов кончает раздачу "
           "(none: без ограничения)")
    first_leader: int | None = rule(
        None, lo=1, hi=6, optional=True,
        en="who opens the first deal: a seat, counted from 1 (none: by lot); «one more "
           "game» passes it on as the next deal would be",
        ru="кто начинает первую раздачу: номер места с 1 (не задано — по жребию); «ещё "
           "раз» передаёт начало так же, как в следующей раздаче")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_leader", players)
        if players * self.hand >= self.deck:
            raise RuleError(
                f"{players} players × hand {self.hand} need more than the {self.deck}-card "
                f"deck (rules hand, deck)",
                f"{count_ru(players, 'игрок', 'игрока', 'игроков')} × "
                f"{count_ru(self.hand, 'карта', 'карты', 'карт')} — не меньше колоды "
                f"из {self.deck} {plural_ru(self.deck, 'карты', 'карт', 'карт')} "
                f"(правила hand, deck)")


@dataclass(frozen=True)
class CzechRules(ShedRules):
    sub: str = rule("base", choices=SUBS, labels=SUB_LABELS,
                    en="sub-variant: which cards are special and how cards score "
                       "(the variant of that name also sets its deck, hand and draw rule)",
                    ru="подвариант: какие карты особые и как считаются очки "
                       "(одноимённый вариант задаёт заодно колоду, сдачу и правило добора)")
    target: int | None = rule(100, lo=10, hi=1000, optional=True,
                              en="the match ends when a player's penalty points reach "
                                 "this; lowest total wins (none: one deal)",
                              ru="матч кончается, когда у игрока набирается столько "
                                 "штрафных очков; побеждает меньший счёт (none: одна раздача)")
    lone_wild: int = rule(20, lo=0, hi=100,
                          en="points for a loser left with a single wild card (0: its "
                             "plain value)",
                          ru="очки проигравшему, у которого осталась одна дама (козырная "
                             "карта); 0 — по номиналу")
    wild_loses: str = rule("off", choices=("off", "lone", "any"),
                           labels={"off": ("никогда", "never"), "lone": ("если одна", "if alone"),
                                   "any": ("если есть", "if held at all")},
                           en="a loser left holding the wild card loses the match at once: "
                              "never (off), if it is his only card (lone) or if he holds one "
                              "at all (any)",
                           ru="проигравший, у которого осталась козырная карта (дама, в v3 "
                              "валет), сразу проигрывает матч: никогда (off), если она "
                              "единственная (lone), если она вообще есть (any)")
    out_wild: int = rule(0, lo=0, hi=100,
                         en="points taken off the score of a player who goes out with the "
                            "wild card",
                         ru="очки, списываемые со счёта того, кто закончил раздачу дамой "
                            "(козырной картой)")

    def check(self) -> None:
        if self.sub == "v2" and self.deck == 52:
            raise RuleError("sub v2 is the 32-card game; deck 52 does not fit it (rules "
                            "sub, deck)",
                            "подвариант v2 — игра малой колодой; колода 52 не подходит "
                            "(правила sub, deck)")


@dataclass(frozen=True)
class HundredRules(ShedRules):
    draw: str = rule("once", choices=("until", "once"),
                    labels=DRAW_LABELS,
                     en="no card to play: draw until one fits (until) or draw one, "
                        "then pass (once)",
                     ru="нечем ходить: брать до подходящей (until) или взять одну и "
                        "пропустить ход (once)")
    start: str = rule("upcard", choices=("lead", "upcard"),
                     labels=START_LABELS,
                      en="a deal opens with the leader's free lead (lead) or with his "
                         "last dealt card turned up as his move (upcard)",
                      ru="раздача начинается свободным ходом ведущего (lead) или его "
                         "последней сданной картой, открытой как его ход (upcard)")
    next_leader: str = rule("rotate", choices=("winner", "rotate"),
                           labels=LEADER_LABELS,
                            en="who deals and opens the next deal: the last winner or the "
                               "next seat",
                            ru="кто сдаёт и начинает следующую раздачу: победитель прошлой "
                               "или следующий по кругу")
    target: int = rule(101, lo=21, hi=1001,
                       en="a player whose score goes over this loses the match",
                       ru="игрок, у которого счёт перевалил за это число, проигрывает")
    exact_reset: bool = rule(True, en="a score of exactly the target drops back to 0",
                             ru="ровно 101 очко — счёт обнуляется")
    queen_out: int = rule(20, lo=0, hi=100,
                          en="points taken off the score of a player who goes out with a "
                             "queen",
                          ru="очки, списываемые с того, кто закончил раздачу дамой")
    spade_queen_out: int = rule(40, lo=0, hi=200,
                                en="the same for the queen of spades",
                                ru="то же для пиковой дамы")


# --- profiles ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Profile:
    """Everything the engine needs per card, precomputed from the rules."""

    deck: tuple[int, ...]
    effect: tuple[int, ...]          # by card id (0..127)
    wild_mask: int                   # bitmask of the wild cards
    value: tuple[int, ...]           # by rank (0..15)
    rank_ok: int                     # bit r set: a card may go on a card of rank r by rank
    wild_rank: int
    lone_wild: int                   # points for a single wild card left (0: plain value)
    wild_loses: int                  # 0 off, 1 a lone wild card, 2 any wild card left loses
    out_bonus: tuple[int, ...]       # by card id: points off for going out with it
    hundred: bool                    # 101 match scoring (exact reset, over target loses)
    target: int | None
    exact_reset: bool


def _table(ranks: Mapping[int, int], cards: Mapping[int, int]) -> tuple[int, ...]:
    eff = [0] * 128
    for card in range(128):
        if C.rank_of(card) in ranks and C.suit_of(card) < 4:
            eff[card] = ranks[C.rank_of(card)]
    for card, code in cards.items():
        eff[card] = code
    return tuple(eff)


def _wilds(eff: tuple[int, ...]) -> int:
    return C.mask_of(c for c in range(128) if eff[c] & WILD)


def _values(values: Mapping[int, int]) -> tuple[int, ...]:
    return tuple(values.get(r, 0) for r in range(16))


@lru_cache(maxsize=64)
def profile_of(rules: ShedRules) -> Profile:
    deck = tuple(C.deck(rules.deck))
    if isinstance(rules, HundredRules):
        bonus = [0] * 128
        for s in range(4):
            bonus[C.make(C.QUEEN, s)] = rules.queen_out
        bonus[QUEEN_SPADES] = rules.spade_queen_out
        eff = _table(HUNDRED_RANK_EFFECTS, HUNDRED_CARD_EFFECTS)
        return Profile(deck, eff, _wilds(eff),
                       _values(HUNDRED_VALUES), ALL_RANKS, C.QUEEN, 0, 0,
                       tuple(bonus), True, rules.target, rules.exact_reset)
    assert isinstance(rules, CzechRules)
    sub = rules.sub
    ranks = CZECH_RANK_EFFECTS[sub]
    wild_rank = next(r for r, e in ranks.items() if e & WILD)
    bonus = [0] * 128
    for s in range(4):
        bonus[C.make(wild_rank, s)] = rules.out_wild
    eff = _table(ranks, CZECH_CARD_EFFECTS.get(sub, {}))
    return Profile(
        deck, eff, _wilds(eff),
        _values(PENTAGON_VALUES if sub == "pentagon" else CZECH_VALUES),
        1 << 6 if sub == "pentagon" else ALL_RANKS, wild_rank, rules.lone_wild,
        ("off", "lone", "any").index(rules.wild_loses), tuple(bonus), False, rules.target,
        False)


_OBS_CACHE: dict[tuple[Any, ...], Profile] = {}


def profile_for(obs: Mapping[str, Any]) -> Profile:
    """The profile of the rules an observation names (for bots and views)."""
    from koloda.engine.game import get_game

    key = (obs["game"], *sorted(obs["rules"].items()))
    prof = _OBS_CACHE.get(key)
    if prof is None:
        rules = get_game(obs["game"]).rules_type.build(obs["rules"])
        assert isinstance(rules, ShedRules)
        prof = _OBS_CACHE[key] = profile_of(rules)
    return prof
