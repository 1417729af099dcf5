"""Тысяча's table picture: one observation dict in, a :class:`Picture` out.

:func:`picture` (``Tysyacha.view``, drawn by the one renderer of each surface) reads
nothing but the observation (the contract shared with the state), the viewer's legal
moves and the seats' names, so it shows a seat exactly what that seat may know: the
scores, barrels and bolts, the phase and whose move it is and why, the bids, the talon
when it is visible, the gifts, the trump and declared marriages, the trick on the table
and the last one, the seat's own hand sorted by suit, and how many cards the others hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import seat_names
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
    face_of,
    frozen,
    item_at,
    kept,
    shared,
)
from koloda.engine.texts import plural_ru
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.rules import PRESETS
from koloda.games.tysyacha.sheet import sheet_cells
from koloda.games.tysyacha.texts import is_you

# --- the table picture ---------------------------------------------------------------------
#
# What every surface draws (docs/table-picture.md): built from the observation, the
# viewer's legal moves and the seats' names alone. A card the observation does not show
# (None, or "?" in a spectator's observation) is a back.

_HAND_SUITS = "HDCS"  # hearts first: the dearest marriage
_HAND_RANKS = (C.ACE, 10, C.KING, C.QUEEN, C.JACK, 9)
_AUCTION = ("dark", "redeal", "unblind", "bidding")
_QUIET = ("deal", "over")  # between deals and after the game: no talon, gifts or trick
_SEQUENCES = (list, tuple)  # for isinstance: ``list | tuple`` would build an object per call
_PRESET_NAMES = {
    "table": ("застольные правила", "kitchen-table rules"),
    "classic": ("классика", "classic rules"),
    "golden_dark": ("золотой кон и тёмная", "golden round and dark play"),
}
# house rules a title names (in this order); any other changed rule is only counted
_HEADLINES = (
    ("golden", "золотой кон", "golden round"),
    ("dark", "тёмная", "dark play"),
    ("ace_marriage", "тузовый марьяж", "ace marriage"),
    ("discard_face_down", "снос втёмную", "face-down gifts"),
    ("barrel_900", "бочка 900", "barrel at 900"),
    ("more_than_1000", "больше 1000", "more than 1000"),
    ("no_jumps", "без прыжков", "no jumps"),
    ("samosval", "самосвал", "samosval"),
)
_TITLE_NAMES = 3  # at most this many rules named in a title, the rest counted


def _count(n: int, lang: str, ru: tuple[str, str, str], en: tuple[str, str]) -> str:
    """«2 взятки» / "2 tricks"."""
    if lang == "ru":
        return f"{n} {plural_ru(n, *ru)}"
    return f"{n} {en[0] if n == 1 else en[1]}"



def _faces(values: Any) -> tuple[str | None, ...]:
    return tuple(face_of(v) for v in values) if isinstance(values, _SEQUENCES) else ()


def hand_order(texts: Sequence[str]) -> list[str]:
    """The hand as a player holds it: hearts, diamonds, clubs, spades; the ace first, then
    the ten, king, queen, jack and nine (the order of the terminal and the page)."""
    def key(text: str) -> tuple[int, int]:
        card = C.parse(text)
        rank = C.rank_of(card)
        return (_HAND_SUITS.index(C.SUIT_ASCII[C.suit_of(card)]),
                _HAND_RANKS.index(rank) if rank in _HAND_RANKS else len(_HAND_RANKS))
    return sorted(texts, key=key)


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None



def picture_title(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """«Тысяча · вдвоём · золотой кон, тёмная, ещё 2 правила»: the player count when not
    three, a preset by its name or the house rules that change the game most."""
    ru = lang == "ru"
    parts = ["Тысяча" if ru else "Thousand (1000)"]
    players = obs.get("players")
    if players == 2:
        parts.append("вдвоём" if ru else "two players")
    elif players == 4:
        parts.append("вчетвером" if ru else "four players")
    rules = obs.get("rules")
    changed = {k: v for k, v in rules.items() if not str(k).startswith("hints_")} \
        if isinstance(rules, Mapping) else {}
    if not changed:
        return " · ".join(parts)
    preset = next((p for p, values in PRESETS.items() if values and values == changed), None)
    if preset in _PRESET_NAMES:
        parts.append(_PRESET_NAMES[preset][0 if ru else 1])
        return " · ".join(parts)
    named = [(r if ru else e) for key, r, e in _HEADLINES if changed.get(key)][:_TITLE_NAMES]
    rest = len(changed) - len(named)
    if rest:
        named.append(f"ещё {_count(rest, lang, ('правило', 'правила', 'правил'), ('', ''))}"
                     if ru else f"{rest} more {'rule' if rest == 1 else 'rules'}")
    parts.append(", ".join(named))
    return " · ".join(parts)


class _Scene:
    """One picture in the making: the observation and how to name the seats."""

    def __init__(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
                 lang: str, names: Sequence[str] | None) -> None:
        self.obs = obs
        self.viewer = viewer
        self.moves = moves
        self.lang = lang
        self.ru = lang == "ru"
        players = _int(obs.get("players"))
        self.n = players if players is not None and players > 0 else 3
        if names is None or len(names) < self.n:
            names = seat_names(self.n, (viewer,) if viewer is not None else (), lang)
        self.names = list(names)
        self.phase = str(obs.get("phase") or "")
        self.mover = _int(obs.get("to_move"))
        self.declarer = _int(obs.get("declarer"))
        self.sitting = _int(obs.get("sitting_out"))
        self.auction = self.declarer is None and self.phase in _AUCTION
        self.kinds = [A.kind(m.action) if A.is_action(m.action) else -1 for m in moves]

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < self.n else "—"

    def you(self, seat: Any) -> bool:
        return seat is not None and (seat == self.viewer or is_you(self.name(seat)))

    def does(self, seat: Any, ru3: str, ru2: str, en3: str, en2: str) -> str:
        """The seat and its verb: «Вера решает», «Вы решаете», "Вера decides"."""
        if self.you(seat):
            return f"{'Вы' if self.ru else 'You'} {ru2 if self.ru else en2}"
        return f"{self.name(seat)} {ru3 if self.ru else en3}"

    def done_by(self, seat: Any, ru3: str, ru2: str, en3: str, en2: str) -> str:
        """A verb, then the seat, for a clause inside a line: «берёт Вера», «берёте вы»;
        "Вера took it", "you took it"."""
        if self.ru:
            return f"{ru2} вы" if self.you(seat) else f"{ru3} {self.name(seat)}"
        return f"you {en2}" if self.you(seat) else f"{self.name(seat)} {en3}"

    def active(self) -> list[int]:
        return [s for s in range(self.n) if s != self.sitting]


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    """The table picture of ``viewer``'s observation ``obs`` (None: a spectator), with
    ``moves`` the viewer's legal moves (empty when it is not its move) tied to controls:
    a hand card to play, give (to a seat) or discard, a talon to take, a button for each
    bid, pass, raise, start, roospis, redeal and dark/look."""
    sc = _Scene(obs, viewer, moves, lang, names)
    last, last_label = _last_trick(sc)
    return Picture(
        game="tysyacha", title=picture_title(obs, lang), viewer=viewer,
        seats=tuple(_seat(sc, s) for s in range(sc.n)), zones=_zones(sc),
        markers=_markers(sc), status=_status_line(sc), last=last, last_label=last_label,
        sheet=_kept_sheet(sc), controls=_controls(sc), notes=_notes(sc))


# --- seats -------------------------------------------------------------------------------

def _seat(sc: _Scene, s: int) -> SeatView:
    obs = sc.obs
    size = _int(item_at(obs.get("hand_sizes"), s)) or 0
    if s == sc.viewer:
        cards = [c for c in _faces(obs.get("hand")) if c is not None]
        hand = Hand(tuple(hand_order(cards)), max(0, size - len(cards)))
    else:
        hand = Hand((), size)
    return SeatView(s, hand, _badges(sc, s), to_move=sc.mover == s)


def _badges(sc: _Scene, s: int) -> tuple[Badge, ...]:
    obs, t = sc.obs, sc.t
    out: list[Badge] = []
    score = _int(item_at(obs.get("scores"), s))
    if score is not None:
        out.append(Badge(t(f"счёт {score}", f"score {score}")))
    if item_at(obs.get("barrel"), s):
        left = _int(item_at(obs.get("barrel_deals_left"), s))
        text = t("на бочке", "on the barrel")
        if left is not None:
            deals = _count(left, sc.lang, ("раздача", "раздачи", "раздач"), ("deal", "deals"))
            text += t(f", ещё {deals}", f", {deals} left")
        out.append(Badge(text, "info"))
    bolts = _int(item_at(obs.get("bolts"), s)) or 0
    if bolts > 0:
        out.append(Badge(_count(bolts, sc.lang, ("болт", "болта", "болтов"), ("bolt", "bolts")),
                         "bad"))
    if obs.get("dealer") == s:
        out.append(Badge(t("сдаёт", "deals"), "muted"))
    if s == sc.sitting:
        out.append(Badge(t("на прикупе", "sits out"), "muted"))
    if sc.auction and obs.get("first_hand") == s:
        out.append(Badge(t("первая рука", "first hand")))
    if sc.auction:
        bid = None
        for item in obs.get("bids") or ():
            if isinstance(item, _SEQUENCES) and len(item) == 2 and item[0] == s:
                bid = item[1]
        if bid == "pass":
            out.append(Badge(t("пас", "pass"), "muted"))
        elif _int(bid) is not None:
            high = obs.get("high_bidder") == s
            out.append(Badge(t(f"ставка {bid}", f"bid {bid}"), "good" if high else ""))
    if s == sc.declarer:
        contract = _int(obs.get("contract"))
        out.append(Badge(t(f"заказ {contract}", f"contract {contract}")
                         if contract is not None else t("играет", "declarer"), "attack"))
    if obs.get("dark") and s == (sc.declarer if sc.declarer is not None
                                 else obs.get("first_hand")):
        out.append(Badge(t("втёмную", "dark"), "info"))
    if sc.phase in ("play", "over") and s != sc.sitting:
        tricks = _int(item_at(obs.get("tricks_won"), s))
        points = _int(item_at(obs.get("taken_points"), s)) or 0
        if tricks is not None:
            out.append(Badge(
                _count(tricks, sc.lang, ("взятка", "взятки", "взяток"), ("trick", "tricks"))
                + ", " + _count(points, sc.lang, ("очко", "очка", "очков"),
                                ("point", "points"))))
    for item in obs.get("declared") or ():
        if isinstance(item, _SEQUENCES) and len(item) == 3 and item[0] == s:
            suit, value = item[1], item[2]
            if suit == "A":
                text = t(f"тузовый марьяж {value}", f"four aces {value}")
            else:
                sym = C.SUIT_UNICODE[C.SUIT_ASCII.index(suit)] if suit in C.SUIT_ASCII else "?"
                text = t(f"марьяж {sym} {value}", f"{sym} marriage {value}")
            out.append(Badge(text, "good"))
    if sc.phase == "over" and obs.get("winner") == s:
        out.append(Badge(t("победитель", "winner"), "good"))
    return tuple(out)


# --- zones -------------------------------------------------------------------------------

def _zones(sc: _Scene) -> tuple[Zone, ...]:
    if sc.phase in _QUIET:
        return ()
    out = list(_talon_zones(sc))
    out.extend(_gift_zones(sc))
    if sc.phase == "play":
        trick = [x for x in sc.obs.get("trick") or () if isinstance(x, _SEQUENCES)
                 and len(x) == 2]
        out.append(Zone("trick", "trick", sc.t("Взятка", "Trick"),
                        cards=tuple(face_of(c) for _, c in trick),
                        seats=tuple(int(s) for s, _ in trick)))
    return tuple(out)


def _talon_zones(sc: _Scene) -> list[Zone]:
    obs, t = sc.obs, sc.t
    size = _int(obs.get("talon_size")) or 0
    taken = sc.declarer is not None and sc.phase != "talon"
    if not taken:  # the talon still lies closed
        if sc.n == 2:
            half = size // 2
            return [Zone(f"talon{i}", "row", t(f"Прикуп {i}", f"Talon {i}"),
                         cards=(None,) * half) for i in (1, 2)]
        return [Zone("talon", "row", t("Прикуп", "Talon"), cards=(None,) * size)]
    out: list[Zone] = []
    shown = obs.get("talon")
    if isinstance(shown, list) and shown:
        faces = _faces(shown)
        known = hand_order([c for c in faces if c is not None])
        out.append(Zone("talon", "row", t("Прикуп", "Talon"),
                        cards=(*known, *(None for c in faces if c is None))))
    elif sc.phase != "play":
        out.append(Zone("talon", "row", t("Прикуп", "Talon"),
                        note=t("не показан", "not shown")))
    if sc.n == 2:
        discards = _faces(obs.get("discards"))
        if discards or sc.phase == "discard":
            out.append(Zone("pile", "row", t("Снос в свои взятки", "Discard to own tricks"),
                            cards=discards[:1]))
        spare = discards[1:2]
        out.append(Zone("rest", "row", t("Второй прикуп", "Spare talon"),
                        cards=spare + (None,) * max(0, size - len(spare)),
                        note=t("достанется взявшему последнюю взятку",
                               "goes to the winner of the last trick")))
    return out


def _gift_zones(sc: _Scene) -> list[Zone]:
    gifts = [g for g in sc.obs.get("gifts") or () if isinstance(g, _SEQUENCES) and len(g) == 3]
    if not gifts:
        return []
    return [Zone("gifts", "row", sc.t("Отдано", "Given"),
                 cards=tuple(face_of(card) for _, _, card in gifts),
                 captions=tuple(f"→ {sc.name(to)}" for _, to, _ in gifts))]


# --- markers -----------------------------------------------------------------------------

def _markers(sc: _Scene) -> tuple[Marker, ...]:
    obs, t = sc.obs, sc.t
    out: list[Marker] = []
    if sc.phase in _QUIET:  # the last deal's trump and contract are over
        return ()
    deal = _int(obs.get("deal_no"))
    dealer = _int(obs.get("dealer"))
    if deal:
        who = sc.done_by(dealer, "сдаёт", "сдаёте", "deals", "deal")
        out.append(Marker(t("Раздача", "Deal"), f"{deal}, {who}"))
    if obs.get("golden"):
        out.append(Marker(t("Золотой кон", "Golden round"),
                          t("120, очки вдвойне", "120, points doubled"), tone="good"))
    if obs.get("dark"):
        dark = sc.declarer if sc.declarer is not None else obs.get("first_hand")
        out.append(Marker(t("Втёмную", "Dark play"), sc.name(dark), tone="bad"))
    high = _int(obs.get("high_bid"))
    if sc.auction and high:
        out.append(Marker(t("Ставка", "High bid"), f"{high} — {sc.name(obs.get('high_bidder'))}"))
    contract = _int(obs.get("contract"))
    if sc.declarer is not None and contract is not None:
        out.append(Marker(t("Заказ", "Contract"), f"{contract} — {sc.name(sc.declarer)}"))
    trump = obs.get("trump")
    if isinstance(trump, str) and trump in C.SUIT_ASCII:
        s = C.SUIT_ASCII.index(trump)
        out.append(Marker(t("Козырь", "Trump"),
                          (C.SUIT_NAMES_RU if sc.ru else C.SUIT_NAMES_EN)[s], suit=trump))
    elif sc.phase == "play":
        out.append(Marker(t("Козырь", "Trump"), t("нет", "none")))
    hints = _hints(sc)
    if hints:
        out.append(Marker(t("Подсказки", "Hints"), hints, tone="info"))
    return tuple(out)


def _hints(sc: _Scene) -> str:
    """The viewer's hints left that may be asked now (the talon's while it is closed)."""
    left = sc.obs.get("hints_left")
    if sc.viewer is None or not isinstance(left, Mapping):
        return ""
    closed = sc.declarer is None or sc.phase == "talon"
    kinds = (("hands", "карты соперников", "opponents' cards"),
             ("talon_suits", "масти прикупа", "talon suits"),
             ("talon_card", "карта прикупа", "a talon card"))
    parts = [f"{sc.t(ru, en)}: {left[k]}" for k, ru, en in kinds
             if (_int(left.get(k)) or 0) > 0 and (k == "hands" or closed)]
    return ", ".join(parts)


# --- the status line ---------------------------------------------------------------------

def _status_line(sc: _Scene) -> str:
    obs, t, ph = sc.obs, sc.t, sc.phase
    if ph == "deal":
        return t("Сдаются карты", "Dealing")
    if ph == "over":
        winner = obs.get("winner")
        if _int(winner) is None:
            return t("Игра окончена", "Game over")
        if sc.you(winner):
            return t("Игра окончена: вы победили", "Game over: you won")
        return t(f"Игра окончена. Победитель: {sc.name(winner)}",
                 f"Game over. Winner: {sc.name(winner)}")
    who = sc.mover
    if who is None:
        return ""
    mine = who == sc.viewer
    if ph == "play":
        return _play_status(sc, mine)
    if ph == "bidding":
        return _bidding_status(sc, mine)
    if ph == "contract":
        return _contract_status(sc, mine)
    if ph == "giving":
        return _giving_status(sc, mine)
    if ph == "discard":
        first = not _faces(obs.get("discards"))
        if mine:
            return t("Ваш ход: сбросьте карту " + ("в свои взятки" if first
                                                    else "во второй прикуп"),
                     "Your move: discard a card " + ("to your own tricks" if first
                                                     else "to the spare talon"))
        return (sc.does(who, "сбрасывает", "сбрасываете", "discards", "discard")
                + t(" карту " + ("в свои взятки" if first else "во второй прикуп"),
                    " a card " + ("to own tricks" if first else "to the spare talon")))
    asks = {
        "dark": (("играть втёмную или смотреть карты", "play dark or look at your cards"),
                 ("решает: втёмную или смотреть карты", "решаете: втёмную или смотреть карты",
                  "decides: dark or look", "decide: dark or look")),
        "redeal": (("просить пересдачу или играть этими картами",
                    "ask for a redeal or keep the cards"),
                   ("решает, просить ли пересдачу", "решаете, просить ли пересдачу",
                    "decides whether to ask for a redeal", "decide whether to ask for a redeal")),
        "unblind": (("растемнить ставкой 125 или пас", "unblind with 125 or pass"),
                    ("решает, растемнять ли (125)", "решаете, растемнять ли (125)",
                     "decides whether to unblind (125)", "decide whether to unblind (125)")),
        "talon": (("выберите прикуп", "choose a talon"),
                  ("выбирает прикуп", "выбираете прикуп", "chooses a talon", "choose a talon")),
    }
    if ph not in asks:
        return ""
    (ru, en), other = asks[ph]
    return t(f"Ваш ход: {ru}", f"Your move: {en}") if mine else sc.does(who, *other)


def _bidding_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    high = _int(sc.obs.get("high_bid")) or 0
    low = high + 5 if high else 100
    if not mine:
        return (sc.does(sc.mover, "торгуется", "торгуетесь", "is bidding", "are bidding")
                + t(f": не меньше {low}", f": at least {low}"))
    bids = [A.arg(m.action) for m, k in zip(sc.moves, sc.kinds, strict=True) if k == A.BID]
    may_pass = A.PASS in sc.kinds or (high > 0 and not sc.moves)
    if sc.moves and not bids:
        return t("Ваш ход: торговля, остаётся только пас",
                 "Your move: bidding, you can only pass")
    offer = (t(f"ставка {bids[0]}", f"bid {bids[0]}") if len(bids) == 1
             else t(f"ставка от {low}", f"bid {low} or more"))
    tail = t(" или пас", " or pass") if may_pass else ""
    return t(f"Ваш ход: торговля, {offer}{tail}", f"Your move: bidding, {offer}{tail}")


def _contract_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    contract = _int(sc.obs.get("contract"))
    if not mine:
        return (sc.does(sc.mover, "заказывает", "заказываете", "is choosing the contract",
                        "are choosing the contract")
                + t(f" (сейчас {contract})", f" (now {contract})"))
    if not sc.moves:
        return t(f"Ваш ход: заказ (сейчас {contract})", f"Your move: the contract (now {contract})")
    options = [t(f"играть {contract}", f"play {contract}")] if A.START in sc.kinds else []
    if A.RAISE in sc.kinds:
        options.append(t("повысить заказ", "raise the contract"))
    if A.ROOSPIS in sc.kinds:
        options.append(t("расписать", "concede (roospis)"))
    if len(options) > 1:
        text = ", ".join(options[:-1]) + t(" или ", " or ") + options[-1]
    else:
        text = options[0] if options else ""
    return t(f"Ваш ход: {text}", f"Your move: {text}")


def _giving_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    given = {g[1] for g in sc.obs.get("gifts") or () if isinstance(g, _SEQUENCES)
             and len(g) == 3}
    waiting = [s for s in sc.active() if s != sc.declarer and s not in given]
    if mine:
        if len(waiting) == 1:
            return t(f"Ваш ход: отдайте карту сопернику ({sc.name(waiting[0])})",
                     f"Your move: give a card to {sc.name(waiting[0])}")
        return t("Ваш ход: отдайте по карте соперникам",
                 "Your move: give one card to each opponent")
    return sc.does(sc.mover, "отдаёт по карте соперникам", "отдаёте по карте соперникам",
                   "gives a card to each opponent", "give a card to each opponent")


def _play_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    trick = [x for x in sc.obs.get("trick") or () if isinstance(x, _SEQUENCES) and len(x) == 2]
    led = face_of(trick[0][1]) if trick else None
    if led is None:
        if mine:
            marriage = A.DECLARE in sc.kinds or A.ACES in sc.kinds
            return t("Ваш ход: заходите" + (" (можно объявить марьяж)" if marriage else ""),
                     "Your move: lead a card" + (" (you may declare a marriage)"
                                                  if marriage else ""))
        return sc.does(sc.mover, "заходит", "заходите", "leads", "lead")
    s = C.suit_of(C.parse(led))
    suit = f"{C.SUIT_UNICODE[s]} {(C.SUIT_NAMES_RU if sc.ru else C.SUIT_NAMES_EN)[s]}"
    if mine:
        return t(f"Ваш ход: положите карту, заход в {suit}",
                 f"Your move: play a card to the {suit} lead")
    return (sc.does(sc.mover, "кладёт карту", "кладёте карту", "plays a card", "play a card")
            + t(f", заход в {suit}", f" to the {suit} lead"))


# --- the last trick, the sheet, notes ----------------------------------------------------------

def _last_trick(sc: _Scene) -> tuple[tuple[Zone, ...], str]:
    last = sc.obs.get("last_trick")
    if sc.phase not in ("play", "over") or not isinstance(last, Mapping):
        return (), ""
    cards = [x for x in last.get("cards") or () if isinstance(x, _SEQUENCES) and len(x) == 2]
    if not cards:
        return (), ""
    zone = Zone("last", "trick", sc.t("Прошлая взятка", "Last trick"),
                cards=tuple(face_of(c) for _, c in cards), seats=tuple(int(s) for s, _ in cards))
    points = _int(last.get("points")) or 0
    taker = sc.done_by(last.get("winner"), "берёт", "берёте", "took it", "took it")
    return (zone,), sc.t(f"Прошлая взятка: {taker} (+{points})",
                         f"Last trick: {taker} (+{points})")


def _kept_sheet(sc: _Scene) -> Sheet:
    """The sheet, kept: it grows by a row a deal and is the same for every viewer of a
    language between deals, so a long game's frames do not draw and write it again."""
    obs = sc.obs
    return kept(("tysyacha.sheet", sc.lang, tuple(sc.names), sc.n,
                 shared(obs.get("sheet") or ()), frozen(obs.get("scores")),
                 frozen(obs.get("bolts")), frozen(obs.get("barrel")),
                 frozen(obs.get("barrel_deals_left"))), lambda: _sheet(sc))


def _sheet(sc: _Scene) -> Sheet:
    obs, t = sc.obs, sc.t
    rows = [r for r in obs.get("sheet") or () if isinstance(r, Mapping)]
    head, body = sheet_cells(rows, sc.n, sc.lang, sc.names)
    foot = [t("Сейчас", "Now"), "", ""]
    for s in range(sc.n):
        cell = str(_int(item_at(obs.get("scores"), s)) or 0)
        marks = []
        bolts = _int(item_at(obs.get("bolts"), s)) or 0
        if bolts:
            marks.append(_count(bolts, sc.lang, ("болт", "болта", "болтов"), ("bolt", "bolts")))
        if item_at(obs.get("barrel"), s):
            left = _int(item_at(obs.get("barrel_deals_left"), s))
            marks.append(t("бочка", "barrel") + (f" {left}" if left is not None else ""))
        if marks:
            cell += " (" + ", ".join(marks) + ")"
        foot.append(cell)
    return Sheet(t("Запись счёта", "Score sheet"), tuple(head),
                 tuple(tuple(r) for r in body), tuple(foot))


def _notes(sc: _Scene) -> tuple[str, ...]:
    obs, t = sc.obs, sc.t
    out: list[str] = []
    me = sc.viewer
    if me is not None and me == sc.sitting and sc.phase not in _QUIET:
        out.append(t("Вы сидите на прикупе в этой раздаче.",
                     "You sit out this deal (on the talon)."))
    elif (me is not None and sc.phase not in _QUIET and not _faces(obs.get("hand"))
          and (_int(item_at(obs.get("hand_sizes"), me)) or 0) > 0):
        out.append(t("Ваши карты ещё не открыты.", "You have not looked at your cards yet."))
    last = obs.get("last_deal")
    if isinstance(last, Mapping) and (sc.auction or sc.phase == "over"):
        if last.get("roospis"):
            verdict = t("роспись", "roospis")
        else:
            verdict = t("сыграно", "made") if last.get("made") else t("не сыграно", "failed")
        deltas = last.get("deltas") or []
        changes = ", ".join(f"{sc.name(s)} {d:+d}" for s, d in enumerate(deltas)
                            if isinstance(d, int))
        out.append(t("Прошлая раздача: ", "Last deal: ")
                   + f"{sc.name(last.get('declarer'))}, {last.get('contract')} — {verdict}. "
                   + changes)
    return tuple(out)


# --- controls -----------------------------------------------------------------------------

def _controls(sc: _Scene) -> tuple[Control, ...]:
    hand = {c for c in _faces(sc.obs.get("hand")) if c is not None} \
        if sc.viewer is not None else set()
    first_discard = not _faces(sc.obs.get("discards"))
    out: list[Control] = []
    for i, (m, k) in enumerate(zip(sc.moves, sc.kinds, strict=True)):
        card = C.to_text(A.arg(m.action)) if k in (A.GIVE, A.DISCARD, A.PLAY, A.DECLARE,
                                                  A.ACES) else None
        if card is not None and card not in hand:
            out.append(Control(i, button=True))  # not drawn in the hand: the menu has it
        elif k == A.TAKE:
            out.append(Control(i, zone=f"talon{A.arg(m.action)}"))
        elif k == A.GIVE:
            out.append(Control(i, card=card, seat=A.give_seat(m.action)))
        elif k == A.DISCARD:
            out.append(Control(i, card=card, to="pile" if first_discard else "rest"))
        elif card is not None:
            out.append(Control(i, card=card, to="trick"))
        else:
            out.append(Control(i, button=True))
    return tuple(out)
