"""The table picture of a Durak observation, in Russian or English.

:func:`picture` (``Durak.view``) draws, from one seat's observation, its legal moves and
the seats' names only: the game (base and variants), the trump (suit, and the turned card
while it can be seen), the stock and the discard, every player (cards held, role in the
bout, known cards, finishing place), the table as pairs *attack card / cover*, whose move
it is and why, the seat's own hand sorted with the trumps last, the last bout, the
finishing order and the match tally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import lower_name, name_of
from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Marker,
    MoveRef,
    Picture,
    SeatView,
    Sheet,
    Zone,
    as_int,
    as_list,
    face_of,
    frozen,
    item_at,
    kept,
)
from koloda.games.durak import actions as A

_SUITS = {"S": 0, "C": 1, "D": 2, "H": 3}

VARIANTS = {
    "albanian": ("албанский", "albanian"),
    "armenian": ("армянский", "armenian"),
    "trumpless": ("бескозырный", "trumpless"),
    "big": ("большой", "big"),
    "believe": ("верю не верю", "believe"),
    "two_trump": ("двухкозырной", "two-trump"),
    "road": ("дорожный", "road"),
    "boring": ("занудный", "boring"),
    "chinese": ("китайский", "chinese"),
    "trump_swap": ("козырной", "trump swap"),
    "royal": ("королевский", "royal"),
    "circular": ("круговой", "circular"),
    "magadan": ("магаданский", "magadan"),
    "piled": ("наваленный", "piled"),
    "invisible": ("невидимый", "invisible"),
    "reverse": ("оборотный", "reverse"),
    "discard_back": ("отбойный", "discard back"),
    "points": ("очковый", "points"),
    "transfer_any_time": ("переводной 2", "transfer any time"),
    "empty": ("пустой", "empty"),
    "pursuit": ("погонный", "pursuit"),
    "poker": ("покерный", "poker"),
    "treshka": ("трёшка", "treshka"),
    "chukotka": ("чукотский", "chukotka"),
    "japanese": ("японский", "japanese"),
    "simple_b": ("простой Б", "simple B"),
    "simple_v": ("простой В", "simple V"),
    "transfer_refusal": ("переводной с отказом", "transfer with refusal"),
    "english_g": ("английский Г", "english G"),
}

_WHY = {
    "lead": ("ходит", "attacks"),
    "lead_more": ("может добавить к ходу карты того же достоинства или сказать «хватит»",
                  "may add cards of the attack's rank or say that's all"),
    "defend": ("отбивается", "defends"),
    "throw_in": ("подкидывает", "throws in"),
    "throw_in_taking": ("подкидывает вдогонку: отбивающийся берёт",
                        "throws in after the defender said take"),
    "check": ("решает: верить закрытой карте или проверить",
              "accepts or challenges the face-down cover"),
    "road_beat": ("кроет верхнюю карту или соглашается на отбой",
                  "covers the top card or accepts the discard"),
    "road_defend": ("кроет верхнюю карту или берёт стол", "covers the top card or takes"),
    "pass": ("пасует: нет пары для хода", "passes: no pair to attack with"),
    "deal": ("раздача", "dealing"),
    "over": ("игра окончена", "the game is over"),
}
# the same, said to the reader himself ("Ход: Вы — отбиваетесь")
_WHY_YOU = {
    "lead": ("ходите", "attack"),
    "lead_more": ("можете добавить к ходу карты того же достоинства или сказать «хватит»",
                  "may add cards of the attack's rank or say that's all"),
    "defend": ("отбиваетесь", "defend"),
    "throw_in": ("подкидываете", "throw in"),
    "throw_in_taking": ("подкидываете вдогонку: отбивающийся берёт",
                        "throw in after the defender said take"),
    "check": ("решаете: верить закрытой карте или проверить",
              "believe or challenge the face-down cover"),
    "road_beat": ("кроете верхнюю карту или соглашаетесь на отбой",
                  "cover the top card or accept the discard"),
    "road_defend": ("кроете верхнюю карту или берёте стол", "cover the top card or take"),
    "pass": ("пасуете: нет пары для хода", "pass: no pair to attack with"),
    "deal": ("раздача", "dealing"),
    "over": ("игра окончена", "the game is over"),
}
# a seat's role in the player list: (ru he, ru you, en he, en you)
_ROLES = {
    "defends": ("отбивается", "отбиваетесь", "defends", "defend"),
    "attacks": ("ходит", "ходите", "attacks", "attack"),
    "throws": ("может подкинуть", "можете подкинуть", "may throw in", "may throw in"),
    "out": ("вышел", "вышли", "out", "out"),
    "takes": ("берёт карты", "берёте карты", "takes the cards", "take the cards"),
    "took": ("забрал", "забрали", "took", "took"),
    "defended": ("отбивался", "отбивались", "defended", "defended"),
    "lost": ("проиграл", "проиграли", "lost", "lost"),
    "won": ("победил", "победили", "won", "won"),
}


def _you(name: str) -> bool:
    return name in ("Вы", "You")


def _role(key: str, name: str, ru: bool) -> str:
    forms = _ROLES[key]
    return forms[(0 if ru else 2) + (1 if _you(name) else 0)]


def _t(ru: bool, pair: tuple[str, str]) -> str:
    return pair[0] if ru else pair[1]


def sort_hand(hand: Sequence[str], trump: str | None) -> list[str]:
    """Hand order for display: by suit, rank ascending, the trump suit last.

    >>> sort_hand(["AH", "6S", "7H", "KS", "9D"], "H")
    ['6S', 'KS', '9D', '7H', 'AH']
    """
    t = _SUITS.get(trump) if trump else None

    def key(text: str) -> tuple[int, int, int, int]:
        got = _SORT_KEYS.get((text, t))
        if got is None:
            c = C.parse(text)
            s = C.suit_of(c)
            got = (1 if s == t else 0, s, C.rank_of(c), C.copy_of(c))
            if len(_SORT_KEYS) < 4096:  # card texts × trumps: a few hundred
                _SORT_KEYS[text, t] = got
        return got

    return sorted(hand, key=key)


def _hand(cards: Any, trump: str | None, size: int) -> Hand:
    """The faces of ``cards`` (an observation's list) in hand order, the rest of
    ``size`` backs."""
    faces = [f for f in (face_of(x) for x in as_list(cards)) if f]
    return Hand(tuple(sort_hand(faces, trump)), max(0, size - len(faces)))


# each card text's place in a hand under a trump, parsed once (every frame sorts hands)
_SORT_KEYS: dict[tuple[str, int | None], tuple[int, int, int, int]] = {}


def _cards_word(n: int, ru: bool) -> str:
    if not ru:
        return f"{n} card" + ("" if n == 1 else "s")
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} карта"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} карты"
    return f"{n} карт"


def _place(n: int, ru: bool) -> str:
    return f"{n}-й" if ru else {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _cards_acc(n: int, ru: bool) -> str:
    word = _cards_word(n, ru)
    return word.replace("карта", "карту") if ru else word


def _losers(obs: Mapping[str, Any], scored: bool) -> list[int]:
    """Who lost the finished game: the fool (and his partners in a team game), or in
    points / pursuit everybody short of the best count; [] for a draw."""
    players = int(obs.get("players", 2))
    variants = obs.get("variants") or ()
    if scored:
        if "points" in variants:
            beaten = list(obs.get("beaten") or [0] * players)
            keys: list[tuple[int, ...]] = [(int(beaten[s]),) for s in range(players)]
        else:
            pogons = list(obs.get("pogons") or [[] for _ in range(players)])
            keys = [(len(pogons[s]), *sorted(pogons[s], reverse=True))
                    for s in range(players)]
        best = max(keys)
        return [] if all(k == best for k in keys) else \
            [s for s in range(players) if keys[s] != best]
    fool = obs.get("fool")
    if not isinstance(fool, int):
        return []
    teams = obs.get("teams")
    if isinstance(teams, list) and fool < len(teams):
        return [s for s in range(players) if s < len(teams) and teams[s] == teams[fool]]
    return [fool]


def _variant_name(key: str, obs: Mapping[str, Any], ru: bool) -> str:
    """A variant's name, with its letter for the lettered ones (piled B, japanese B)."""
    name = _t(ru, VARIANTS.get(key, (key, key)))
    letter = (obs.get("rules") or {}).get(key)
    if letter in ("a", "b"):
        name += " " + ({"a": "А", "b": "Б"}[letter] if ru else letter.upper())
    return name


# --- the table picture -------------------------------------------------------------------
#
# What every surface draws (docs/table-picture.md), built from the observation, the
# viewer's legal moves and the seats' names alone. A card the observation does not show
# ("?" in a face-down cover or a spectator's observation, None) is a back or a count.

_BASE_TITLES = {
    "simple": ("Простой дурак", "Simple durak"),
    "podkidnoy": ("Подкидной дурак", "Podkidnoy durak (throw-ins)"),
    "perevodnoy": ("Переводной дурак", "Perevodnoy durak (transfers)"),
}
_SUIT_NAMES = {"S": ("пики", "spades"), "C": ("трефы", "clubs"), "D": ("бубны", "diamonds"),
               "H": ("черви", "hearts")}
# a seat's role now, as a badge: (ru he, ru you, en he, en you). The attacker «нападает»:
# «ходите» beside one's name read as "your move" while the defender was the one to move
_BADGE_ROLES = {
    "defends": ("отбивается", "отбиваетесь", "defends", "defend"),
    "takes": ("берёт", "берёте", "takes", "take"),
    "attacks": ("нападает", "нападаете", "attacks", "attack"),
    "throws": ("может подкинуть", "можете подкинуть", "may throw in", "may throw in"),
}






def picture_title(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """«Подкидной дурак · переводной 2 · очковый»: the base game and every variant."""
    ru = lang != "en"
    base = str(obs.get("base") or "podkidnoy")
    head = _t(ru, _BASE_TITLES.get(base, ("Дурак", "Durak")))
    parts = [head, *(_variant_name(str(v), obs, ru) for v in as_list(obs.get("variants")))]
    return " · ".join(parts)


def _house_rules(obs: Mapping[str, Any], ru: bool) -> list[str]:
    """The table's house rules that differ from the usual ones, one line each."""
    rules = obs.get("rules")
    rules = rules if isinstance(rules, Mapping) else {}
    out: list[str] = []
    teams = rules.get("teams")
    if teams in ("2x2", "3x2"):
        pairs = "две пары" if teams == "2x2" else "три пары"
        out.append(f"Играют командами: {pairs}; партнёры сидят через одного" if ru else
                   f"Teams: {'two' if teams == '2x2' else 'three'} pairs, partners sit apart")
    if rules.get("throw_in") == "neighbours":
        out.append("Подкидывают только соседи отбивающегося" if ru
                   else "Only the defender's neighbours throw in")
    if rules.get("transfer_by_trump_show"):
        out.append("Перевести можно, показав козырь того же достоинства" if ru
                   else "A transfer may be made by showing a trump of the rank")
    if "first_bout_limit" in rules:
        n = as_int(rules.get("first_bout_limit"), 5)
        out.append(f"До первого отбоя — не больше {n} карт в ходе" if ru
                   else f"Until the first discard, at most {n} attack cards")
    if rules.get("draw_allowed") is False:
        out.append("Ничьей нет: если последние карты ушли разом, дурак — последний "
                   "отбивавшийся" if ru else
                   "No draws: when the last cards go at once, the last defender is the fool")
    if "deck" in rules:
        n = as_int(rules.get("deck"), 36)
        out.append(f"Колода: {_cards_word(n, ru)}" if ru else f"Deck: {n} cards")
    if "draw_after_bouts" in rules:
        n = as_int(rules.get("draw_after_bouts"), 60)
        out.append(f"Ничья, если {n} ходов подряд обошлись без отбоя" if ru
                   else f"A draw after {n} bouts in a row without a discard")
    return out


class _Scene:
    """One Durak picture in the making: the observation and how to name its seats."""

    def __init__(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
                 lang: str, names: Sequence[str] | None) -> None:
        self.obs = obs
        self.viewer = viewer
        self.moves = moves
        self.lang = lang
        self.ru = lang != "en"
        self.n = max(1, as_int(obs.get("players"), 2))
        self.names = names
        self.variants = {str(v) for v in as_list(obs.get("variants"))}
        self.over = obs.get("phase") == "over"
        self.scored = bool({"points", "pursuit"} & self.variants)
        self.losers = _losers(obs, self.scored) if self.over else []
        # a match is won on its tally (fewest fools or losses), whatever its last game
        self.match = as_int(obs.get("match_games"), 1) > 1
        if self.over and self.match:
            tally = [as_int(item_at(obs.get("tally"), s)) for s in range(self.n)]
            self.losers = [s for s in range(self.n) if tally[s] > min(tally)]
        self.ranked = self.scored or self.match  # winners and losers, not a fool
        self.trump = obs.get("trump") if isinstance(obs.get("trump"), str) else None
        self.own_trump = self.trump
        trumps = as_list(obs.get("trumps"))
        if viewer is not None and isinstance(item_at(trumps, viewer), str):
            self.own_trump = str(trumps[viewer])
        # what every seat's hand and badges read, read once a picture
        self.trumps = trumps
        self.finished = [as_int(s, -1) for s in as_list(obs.get("out"))]
        self.sizes = as_list(obs.get("hand_sizes"))
        self.known = as_list(obs.get("known"))
        self.teams = as_list(obs.get("teams"))
        self.closed = as_list(obs.get("closed"))
        self.throwers = as_list(obs.get("attackers"))

    # --- words ---

    def name(self, seat: Any) -> str:
        me = self.viewer if self.viewer is not None else -1
        return name_of(seat, me, self.lang, self.names, self.n)

    def subject(self, seat: Any) -> str:
        """A seat as the subject of a sentence: the viewer is «Вы» whatever his name."""
        return self.t("Вы", "You") if seat == self.viewer else self.name(seat)

    def you(self, seat: Any) -> bool:
        return _you(self.subject(seat))

    def verb(self, seat: Any, forms: tuple[str, str, str, str]) -> str:
        return forms[(0 if self.ru else 2) + (1 if self.you(seat) else 0)]

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def show(self, text: str) -> str:
        return C.show(C.parse(text), self.lang) + ("'" if text.endswith("'") else "")

    def listed(self, cards: Sequence[str]) -> str:
        shown = [self.show(c) for c in cards]
        if len(shown) < 2:
            return "".join(shown)
        return ", ".join(shown[:-1]) + self.t(" и ", " and ") + shown[-1]

    # --- parts ---

    def hand(self, seat: int) -> Hand:
        """A seat's hand, kept by what it is drawn from: a hand stays the same over most
        moves, and every viewer who sees only its backs draws the same one."""
        obs = self.obs
        size = as_int(item_at(self.sizes, seat))
        if seat == self.viewer:  # closed (magadan) or reverse cards are backs
            size = max(size, as_int(obs.get("hand_slots"), size))
            cards, trump = obs.get("hand"), self.own_trump
        elif self.viewer is None and seat == 0:
            # a spectator's observation is the first seat's with its unseen cards turned
            # into "?": the faces left in that hand are the ones every seat knows
            cards, trump = obs.get("hand"), self.trump
        else:
            cards, trump = item_at(self.known, seat), self.trump
        return kept(("durak.hand", frozen(cards), trump, size),
                    lambda: _hand(cards, trump, size))

    def badges(self, seat: int) -> tuple[Badge, ...]:
        obs = self.obs
        out: list[Badge] = []
        finished = self.finished
        if self.over:
            if self.ranked and self.losers:
                out.append(Badge(self.t("поражение", "lost"), "bad") if seat in self.losers
                               else Badge(self.t("победа", "won"), "good"))
            elif seat in self.losers:
                out.append(Badge(self.t("дурак", "the fool"), "bad"))
            elif seat in finished:
                out.append(self._place(finished.index(seat) + 1))
        elif seat in finished:
            out.append(self._place(finished.index(seat) + 1))
        elif obs.get("phase") != "deal":
            if seat == obs.get("defender"):
                key = "takes" if obs.get("taking") else "defends"
                out.append(Badge(self.verb(seat, _BADGE_ROLES[key]), "defend"))
            elif seat == obs.get("attacker"):
                out.append(Badge(self.verb(seat, _BADGE_ROLES["attacks"]), "attack"))
            elif (seat in self.throwers and obs.get("base") != "simple"
                  and "road" not in self.variants):
                out.append(Badge(self.verb(seat, _BADGE_ROLES["throws"]), "info"))
        team = item_at(self.teams, seat)
        if isinstance(team, int):
            out.append(Badge(self.t(f"команда {team + 1}", f"team {team + 1}")))
        own = item_at(self.trumps, seat)
        if isinstance(own, str) and own in _SUITS:
            sym = C.SUIT_UNICODE[_SUITS[own]]
            out.append(Badge(self.t(f"козырь {sym}", f"trump {sym}")))
        closed = as_int(item_at(self.closed, seat))
        if closed:
            out.append(Badge(self.t(f"закрыто: {closed}", f"closed: {closed}"), "muted"))
        return tuple(out)

    def _place(self, n: int) -> Badge:
        return Badge(self.t(f"{n}-е место", f"{_place(n, False)} place"), "good")

    def seats(self) -> tuple[SeatView, ...]:
        turn = self.obs.get("to_move")
        return tuple(SeatView(s, self.hand(s), self.badges(s), to_move=turn == s and not self.over)
                     for s in range(self.n))

    def zones(self) -> tuple[Zone, ...]:
        obs = self.obs
        out: list[Zone] = []
        stock = as_int(obs.get("stock_count"))
        if stock:
            out.append(Zone("stock", "stock", self.t("Колода", "Stock"), count=stock,
                            trump=face_of(obs.get("trump_card"))))
        pairs, down = _pairs(obs.get("table"))
        owners = [as_int(x, -1) for x in as_list(obs.get("table_owner"))]
        seats = tuple(owners) if self.n > 2 and len(owners) == len(pairs) \
            and all(0 <= s < self.n for s in owners) else ()
        note = ""
        if obs.get("taking") and not self.over and pairs:
            d = obs.get("defender")
            note = f"{self.subject(d)} {self.verb(d, _BADGE_ROLES['takes'])}"
        if down:
            note = "; ".join(x for x in (note, self.t("рубашка — покрыто втёмную",
                                                      "a back: covered face down")) if x)
        out.append(Zone("table", "pairs", self.t("Стол", "Table"), pairs=pairs, down=down,
                        seats=seats, note=note))
        count = as_int(obs.get("discard_count"))
        out.append(Zone("discard", "pile", self.t("Бито", "Discard"), count=count))
        shown = [f for f in (face_of(x) for x in as_list(obs.get("discard"))) if f]
        if shown:
            out.append(Zone("discard_list", "row", self.t("Отбой (все видели)",
                                                          "The discard (seen by all)"),
                            cards=tuple(sort_hand(shown, self.trump))))
        return tuple(out)

    def markers(self) -> tuple[Marker, ...]:
        obs = self.obs
        out: list[Marker] = []
        trumps = as_list(obs.get("trumps"))
        if self.trump is None:
            out.append(Marker(self.t("Козырь", "Trump"), self.t("нет", "none")))
        elif trumps and self.viewer is None:
            out.append(Marker(self.t("Козыри", "Trumps"), self.t("у каждого свой",
                                                                 "each seat its own")))
        else:
            suit = self.own_trump or self.trump
            label = self.t("Ваш козырь", "Your trump") if trumps else self.t("Козырь", "Trump")
            out.append(Marker(label, _t(self.ru, _SUIT_NAMES.get(suit, (suit, suit))),
                              suit=suit))
        stock = as_int(obs.get("stock_count"))
        card = face_of(obs.get("trump_card"))
        if card and not stock:
            out.append(Marker(self.t("Козырная карта", "The trump card"),
                              self.t("уже не в колоде", "has left the stock"), card=card))
        out.append(Marker(self.t("В колоде", "Stock"), str(stock)))
        out.append(Marker(self.t("Бито", "Discard"), str(as_int(obs.get("discard_count")))))
        removed = as_int(obs.get("removed_count"))
        if removed:
            out.append(Marker(self.t("Вне игры", "Out of play"), str(removed)))
        limit = obs.get("attack_limit")
        if isinstance(limit, int) and limit < 99 and not self.over \
                and obs.get("phase") != "deal":
            out.append(Marker(self.t("В ходе не больше", "Attack at most"),
                              _cards_word(limit, self.ru)))
        games = as_int(obs.get("match_games"), 1)
        if games > 1:
            no = as_int(obs.get("game_no"), 1)
            out.append(Marker(self.t("Партия", "Game"), self.t(f"{no} из {games}",
                                                              f"{no} of {games}")))
        swaps = as_int(obs.get("swaps_left"))
        if swaps and self.viewer is not None and obs.get("to_move") == self.viewer:
            out.append(Marker(self.t("Замен с колодой", "Stock swaps left"), str(swaps)))
        return tuple(out)

    def status(self) -> str:
        obs = self.obs
        if self.over:
            return self._result()
        turn = obs.get("to_move")
        if not isinstance(turn, int):
            return self.t("Раздача", "Dealing")
        why = str(obs.get("why") or "")
        if why == "pass" and turn != self.viewer:
            why = "lead"  # only the mover himself knows that he has no pair
        pairs, down = _pairs(obs.get("table"))
        open_cards = [a for i, (a, cover) in enumerate(pairs)
                      if a and cover is None and i not in down]
        if turn == self.viewer and self.moves:
            line = self.t("Ваш ход — ", "Your move — ") + self._ask(why, open_cards)
        else:
            line = self._tell(turn, why, open_cards)
        if obs.get("free_leads") and {"boring", "english_g"} & self.variants:
            line += self.t("; игра застопорилась: до отбоя можно ходить любой картой",
                           "; the game has stalled: any card may attack until the next "
                           "discard")
        return line

    def _top(self) -> str:
        """The top card of a road bout (its last cover, else its last attack)."""
        pairs, _ = _pairs(self.obs.get("table"))
        if not pairs:
            return ""
        a, cover = pairs[-1]
        top = cover or a
        return f" {self.show(top)}" if top else ""

    def _ask(self, why: str, open_cards: list[str]) -> str:
        """What the viewer is asked to do, in the imperative."""
        kinds = {A.kind(m.action) if m.action >= A.ATTACK else m.action for m in self.moves}
        if why == "defend":
            doing = [self.t(f"отбейтесь от {self.listed(open_cards)}",
                            f"beat {self.listed(open_cards)}")] if open_cards else []
            if kinds & {A.TRANSFER, A.SHOW, A.TRANSFER_SLOT}:
                doing.append(self.t("переведите", "transfer"))
            if A.SWAP in kinds:
                doing.append(self.t("смените карту с колодой", "swap a card with the stock"))
            if A.TAKE in kinds:
                doing.append(self.t("возьмите", "take"))
            if len(doing) > 1:
                return ", ".join(doing[:-1]) + self.t(" или ", " or ") + doing[-1]
            return doing[0] if doing else self.t("отбивайтесь", "defend")
        if why == "throw_in_taking":
            d = self.obs.get("defender")
            return self.t(f"{self.name(d)} берёт: подкиньте вдогонку или скажите "
                          "«не подкидываю»",
                          f"{self.name(d)} takes: throw in more or say “no throw-in”")
        d = self.obs.get("defender")
        asks = {
            "lead": (f"ходите (отбивается {self.name(d)})", f"attack ({self.name(d)} defends)"),
            "lead_more": ("добавьте карты того же достоинства или скажите «хватит»",
                          "add cards of the same rank or say “that's all”"),
            "throw_in": ("подкиньте карту или скажите «не подкидываю»",
                         "throw in a card or say “no throw-in”"),
            "check": ("поверьте закрытой карте или проверьте её",
                      "believe the face-down cover or challenge it"),
            "road_beat": (f"покройте верхнюю карту{self._top()} или скажите «не крою»",
                          f"cover the top card{self._top()} or say “no cover”"),
            "road_defend": (f"покройте верхнюю карту{self._top()} или возьмите стол",
                            f"cover the top card{self._top()} or take the table"),
            "pass": ("пас: нет пары для хода", "pass: no pair to attack with"),
        }
        return _t(self.ru, asks.get(why, ("выберите ход", "choose a move")))

    def _tell(self, seat: int, why: str, open_cards: list[str]) -> str:
        """Who moves and why, told of him (or of the viewer who waits for a forced move)."""
        who = self.subject(seat)
        if why == "throw_in_taking":
            d = self.obs.get("defender")
            adds = self.verb(seat, ("подкидывает", "подкидываете", "throws", "throw"))
            return self.t(f"{who} {adds} вдогонку; {lower_name(self.subject(d))} "
                          f"{self.verb(d, _BADGE_ROLES['takes'])}",
                          f"{who} {adds} in more; {self.subject(d).replace('You', 'you')} "
                          f"{self.verb(d, _BADGE_ROLES['takes'])}")
        forms = (_WHY_YOU if self.you(seat) else _WHY).get(why, (why, why))
        line = f"{who} {_t(self.ru, forms)}"
        if why in ("defend", "road_defend") and open_cards:
            line += self.t(f" от {self.listed(open_cards)}", f" against {self.listed(open_cards)}")
        return line

    def _result(self) -> str:
        head = self.t("Матч окончен", "The match is over") if self.match \
            else self.t("Игра окончена", "The game is over")
        if not self.losers:
            return head + self.t(": ничья", ": a draw")
        if self.ranked:
            won = [s for s in range(self.n) if s not in self.losers]
            if won == [self.viewer]:
                line = head + self.t(" — вы победили", " — you won")
            else:
                label = self.t("Победители" if len(won) > 1 else "Победитель",
                               "The winners" if len(won) > 1 else "The winner")
                line = f"{head}. {label}: {', '.join(self.name(s) for s in won)}"
            fool = self.obs.get("fool")
            if isinstance(fool, int) and not self.match:  # points, pursuit: still named
                line += self.t(f"; дурак — {lower_name(self.subject(fool))}",
                               f"; the fool: {self.subject(fool)}")
            return line
        if self.losers == [self.viewer]:
            return head + self.t(" — вы дурак", " — you are the fool")
        label = self.t("Дураки" if len(self.losers) > 1 else "Дурак",
                       "The fools" if len(self.losers) > 1 else "The fool")
        return f"{head}. {label}: {', '.join(self.name(s) for s in self.losers)}"

    def last(self) -> tuple[tuple[Zone, ...], str]:
        lb = self.obs.get("last_bout")
        if not isinstance(lb, Mapping):
            return (), ""
        pairs, down = _pairs(lb.get("pairs"))
        if not pairs:
            return (), ""
        d = self.subject(lb.get("defender"))
        taker = lb.get("taker")
        if isinstance(taker, int):
            who = self.subject(taker)
            n = _cards_acc(as_int(lb.get("taken")), self.ru)
            took = f"{who} {_role('took', who, self.ru)} {n}"
            if taker == lb.get("defender"):
                label = self.t(f"Прошлый ход: {took}", f"The last bout: {took}")
            else:  # a challenge lost: the challenger took
                label = self.t(f"Прошлый ход: {_role('defended', d, True)} {lower_name(d)}, "
                               f"{lower_name(who)} {_role('took', who, True)} {n}",
                               f"The last bout: {d} {_role('defended', d, False)}, {took}")
        else:
            label = self.t(f"Прошлый ход: {_role('defended', d, True)} {lower_name(d)} — бито",
                           f"The last bout: {d} {_role('defended', d, False)} — beaten off")
        return (Zone("last", "pairs", self.t("Прошлый ход", "The last bout"), pairs=pairs,
                     down=down),), label

    def sheet(self) -> Sheet | None:
        obs = self.obs
        fools = [as_list(f) for f in as_list(obs.get("fools"))]
        games = as_int(obs.get("match_games"), 1)
        tally = [as_int(x) for x in as_list(obs.get("tally"))]
        rows: list[tuple[str, ...]] = []
        for i, f in enumerate(fools, 1):
            if f:
                rows.append((self.t(f"Партия {i}", f"Game {i}"),
                             *(self.t("дурак", "fool") if s in f else "" for s in range(self.n))))
            else:
                rows.append((self.t(f"Партия {i}: ничья", f"Game {i}: a draw"),
                             *("" for _ in range(self.n))))
        if "points" in self.variants:
            beaten = as_list(obs.get("beaten"))
            rows.append((self.t("Отбито карт", "Cards covered"),
                         *(str(as_int(item_at(beaten, s))) for s in range(self.n))))
        if "pursuit" in self.variants:
            names = C.RANK_RU if self.ru else C.RANK_ASCII
            pogons = as_list(obs.get("pogons"))
            rows.append((self.t("Погоны", "Pogons"),
                         *(" ".join(names.get(r, str(r)) for r in as_list(item_at(pogons, s)))
                           or "—" for s in range(self.n))))
        if not rows and games <= 1:
            return None
        foot: tuple[str, ...] = ()
        if games > 1 or any(tally):
            what = self.t("Поражений" if self.scored else "Раз в дураках",
                          "Losses" if self.scored else "Times the fool")
            foot = (what, *(str(as_int(item_at(tally, s))) for s in range(self.n)))
        return Sheet(self.t("Счёт", "Score"), ("", *(self.name(s) for s in range(self.n))),
                     tuple(rows), foot)

    def controls(self, seats: Sequence[SeatView]) -> tuple[Control, ...]:
        mine = next((s.hand for s in seats if s.seat == self.viewer), Hand())
        faces = set(mine.cards)
        stock = as_int(self.obs.get("stock_count")) > 0
        out: list[Control] = []
        for i, m in enumerate(self.moves):
            a = m.action
            if a < A.ATTACK and a != A.ATTACK_STOCK:  # take, done, believe, challenge, pass
                out.append(Control(i, button=True))
                continue
            if a == A.ATTACK_STOCK:
                if stock:
                    out.append(Control(i, zone="stock", to="table"))
                out.append(Control(i, button=True))
                continue
            k = A.kind(a)
            if k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT):
                slot = A.card_of(a) if k == A.BEAT_SLOT else a & 255
                onto = C.to_text(A.target_of(a)) if k == A.BEAT_SLOT else None
                if slot < mine.backs:
                    out.append(Control(i, slot=slot, to="table", onto=onto))
                else:
                    out.append(Control(i, button=True))
                continue
            card = C.to_text(A.card_of(a))
            if card not in faces:
                out.append(Control(i, button=True))
            elif k in (A.BEAT, A.DARK):
                out.append(Control(i, card=card, to="table", onto=C.to_text(A.target_of(a))))
            elif k == A.SWAP:
                out.append(Control(i, card=card, to="stock" if stock else None))
            else:  # attack, throw in, transfer, show a trump
                out.append(Control(i, card=card, to="table"))
        return tuple(out)

    def notes(self) -> tuple[str, ...]:
        out = _house_rules(self.obs, self.ru)
        if "reverse" in self.variants and self.viewer is not None and not self.over:
            out.append(self.t("Свои карты вы не видите: ходите картой по её месту в руке",
                              "You cannot see your own cards: play one by its place in "
                              "your hand"))
        return tuple(out)

    def build(self) -> Picture:
        seats = self.seats()
        obs = self.obs
        # the last bout, the sheet and the notes change once a bout or a game at most:
        # kept by what they are drawn from
        reader = (self.lang, self.viewer, tuple(self.names or ()), self.n)
        last, last_label = kept(("durak.last", *reader, frozen(obs.get("last_bout"))),
                                self.last)
        variants = tuple(sorted(self.variants))
        sheet = kept(("durak.sheet", *reader, variants, frozen(obs.get("fools")),
                      frozen(obs.get("match_games")), frozen(obs.get("tally")),
                      frozen(obs.get("beaten")), frozen(obs.get("pogons"))), self.sheet)
        notes = kept(("durak.notes", self.lang, self.viewer is None, self.over, variants,
                      frozen(obs.get("rules"))), self.notes)
        return Picture("durak", picture_title(obs, self.lang), self.viewer, seats=seats,
                       zones=self.zones(), markers=self.markers(), status=self.status(),
                       last=last, last_label=last_label, sheet=sheet,
                       controls=self.controls(seats), notes=notes)


def _pairs(value: Any) -> tuple[tuple[tuple[str | None, str | None], ...], tuple[int, ...]]:
    """Table pairs as a picture holds them, and the indexes of those covered face down
    (``"?"`` in the observation)."""
    pairs: list[tuple[str | None, str | None]] = []
    down: list[int] = []
    for i, pair in enumerate(as_list(value)):
        items = as_list(pair)
        a = face_of(item_at(items, 0))
        raw = item_at(items, 1)
        cover = face_of(raw)
        if raw is not None and cover is None:
            down.append(i)
        pairs.append((a, cover))
    return tuple(pairs), tuple(down)


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    """The table picture of a Durak observation for ``viewer`` (None: a spectator, whose
    observation is the first seat's with every card some seat may not see as ``"?"``),
    ``moves`` the viewer's legal moves now and ``names`` one name per seat."""
    return _Scene(obs, viewer, moves, lang, names).build()
