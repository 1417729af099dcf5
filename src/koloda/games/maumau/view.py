"""The table picture of a Mau-Mau observation, in Russian or English."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import name_of
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
from koloda.games.maumau import actions as A
from koloda.games.maumau.rules import Profile, effect_words, profile_for
from koloda.games.maumau.texts import cards_n, number, signed, who

# --- the table picture -------------------------------------------------------------------
#
# What every surface draws (docs/table-picture.md), from the observation, the viewer's
# legal moves and the seats' names alone. Another seat's cards are backs until the match
# is over (then every hand lies open); a spectator's observation is the first seat's with
# every card some seat may not see as "?".

_TITLES = {"czech": ("Чешский дурак (мау-мау)", "Czech Durak (Mau-Mau)"),
           "101": ("101 (сто одно)", "101")}
_SUB_NAMES = {
    "v1": ("вариант 1", "variant 1"), "v2": ("вариант 2", "variant 2"),
    "v3": ("вариант 3", "variant 3"), "english": ("английский", "English"),
    "pharaoh": ("фараон", "Pharaoh"), "pentagon": ("пентагон", "Pentagon"),
    "crocodile": ("крокодил", "Crocodile"),
}
_SUIT_CASES = {  # the suit named: (ru nominative, en)
    "S": ("пики", "spades"), "C": ("трефы", "clubs"), "D": ("бубны", "diamonds"),
    "H": ("черви", "hearts"),
}
_MOVES = ("ходит", "ходите", "to move", "to move")






def picture_title(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """«Чешский дурак (мау-мау) · фараон · одна раздача», «101 (сто одно) · до 151»."""
    ru = lang == "ru"
    game = str(obs.get("game"))
    parts = [_TITLES.get(game, (game, game))[0 if ru else 1]]
    rules = obs.get("rules")
    rules = rules if isinstance(rules, Mapping) else {}
    sub = _SUB_NAMES.get(str(rules.get("sub")))
    if sub:
        parts.append(sub[0 if ru else 1])
    target = rules.get("target")
    if game == "czech" and target is None and "target" in rules:
        parts.append("одна раздача" if ru else "one deal")
    elif game == "101" and isinstance(target, int) and target != 101:
        parts.append(f"до {target}" if ru else f"to {target}")
    if game == "101" and rules.get("draw") == "until":
        parts.append("брать до подходящей" if ru else "draw until a card fits")
    return " · ".join(parts)


def _legend(obs: Mapping[str, Any], lang: str) -> str:
    """What the special cards do: «6 — следующий берёт 2 и пропускает ход; …»."""
    try:
        prof = profile_for(obs)
    except (KeyError, ValueError, TypeError):
        return ""
    # the same for every frame of a table: worked out once per rules and language
    kept = _LEGENDS.get((id(prof), lang))
    if kept is None or kept[0] is not prof:
        if len(_LEGENDS) > 1024:
            _LEGENDS.clear()
        kept = _LEGENDS[(id(prof), lang)] = (prof, _legend_of(prof, lang))
    return kept[1]


def _legend_of(prof: Profile, lang: str) -> str:
    by_rank: dict[int, set[int]] = {}
    for card in prof.deck:
        by_rank.setdefault(C.rank_of(card), set()).add(prof.effect[card])
    parts: list[str] = []
    singles: list[str] = []
    for rank in sorted(by_rank):
        codes = by_rank[rank]
        word = (C.RANK_RU if lang == "ru" else C.RANK_ASCII).get(rank, str(rank))
        cards = [c for c in prof.deck if C.rank_of(c) == rank]
        common = max(codes, key=lambda code: sum(prof.effect[c] == code for c in cards))
        if common:
            parts.append(f"{word} — {effect_words(common, lang)}")
        singles.extend(f"{C.show(c, lang)} — {effect_words(prof.effect[c], lang)}"
                       for c in cards if prof.effect[c] != common and prof.effect[c])
    return "; ".join(parts + singles)


_LEGENDS: dict[tuple[int, str], tuple[Profile, str]] = {}


class _Scene:
    """One Mau-Mau picture in the making."""

    def __init__(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
                 lang: str, names: Sequence[str] | None) -> None:
        self.obs = obs
        self.viewer = viewer
        self.moves = moves
        self.lang = lang
        self.ru = lang == "ru"
        self.n = max(1, as_int(obs.get("players"), 2))
        self.names = names
        self.over = obs.get("phase") == "over"
        rules = obs.get("rules")
        self.rules: Mapping[str, Any] = rules if isinstance(rules, Mapping) else {}

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def name(self, seat: Any) -> str:
        me = self.viewer if self.viewer is not None else -1
        return name_of(seat, me, self.lang, self.names, self.n)

    def subject(self, seat: Any) -> str:
        return self.t("Вы", "You") if seat == self.viewer else self.name(seat)

    def you(self, seat: Any) -> bool:
        return self.subject(seat) in ("Вы", "You")

    def verb(self, seat: Any, forms: tuple[str, str, str, str]) -> str:
        return forms[(0 if self.ru else 2) + (1 if self.you(seat) else 0)]

    def show(self, text: str | None) -> str:
        return C.show(C.parse(text), self.lang) if text else ""

    # --- parts ---

    def hand(self, seat: int) -> Hand:
        obs = self.obs
        size = as_int(item_at(obs.get("hand_sizes"), seat))
        if self.over and as_list(obs.get("hands")):  # every hand lies open at the end
            faces = [f for f in (face_of(x) for x in as_list(item_at(obs.get("hands"), seat))) if f]
            return Hand(tuple(faces), max(0, size - len(faces)))
        if seat == self.viewer or (self.viewer is None and seat == 0):
            # a spectator's observation is the first seat's: its hand is "?" but for the
            # cards every seat has seen (none, in this family)
            faces = [f for f in (face_of(x) for x in as_list(obs.get("hand"))) if f]
            return Hand(tuple(faces), max(0, size - len(faces)))
        return Hand((), size)

    def badges(self, seat: int) -> tuple[Badge, ...]:
        obs = self.obs
        out: list[Badge] = []
        turn = obs.get("turn")
        if self.over:
            if seat in as_list(obs.get("winners")):
                out.append(Badge(self.t("победа", "won"), "good"))
            if seat in as_list(obs.get("losers")):
                out.append(Badge(self.t("поражение", "lost"), "bad"))
        elif turn == seat:
            out.append(Badge(self.verb(seat, _MOVES), "active"))
            pen = obs.get("penalty")
            if isinstance(pen, Mapping):
                n = as_int(pen.get("draw"))
                out.append(Badge(self.t(f"взять {cards_n(n, 'ru')} и пропустить ход",
                                        f"draw {cards_n(n, 'en')}, miss the turn")
                                 if n else self.t("пропуск хода", "a missed turn"), "bad"))
        if not self.over:
            size = as_int(item_at(obs.get("hand_sizes"), seat))
            if size == 1 and obs.get("phase") == "play":
                out.append(Badge(self.t("мау: последняя карта", "mau: one card left"),
                                 "attack"))
            if seat == obs.get("leader"):
                upcard = self.rules.get("start") == "upcard"
                out.append(Badge(self.t("сдаёт" if upcard else "начинал",
                                        "dealer" if upcard else "led first"), "muted"))
        score = as_int(item_at(obs.get("scores"), seat))
        out.append(Badge(self.t(f"очки: {number(score)}", f"points: {number(score)}"), "info"))
        return tuple(out)

    def seats(self) -> tuple[SeatView, ...]:
        turn = self.obs.get("turn")
        return tuple(SeatView(s, self.hand(s), self.badges(s),
                              to_move=turn == s and not self.over) for s in range(self.n))

    def zones(self) -> tuple[Zone, ...]:
        obs = self.obs
        stock = as_int(obs.get("stock_size"))
        top = face_of(obs.get("top"))
        note = ""
        if top and (obs.get("penalty") or obs.get("must")):  # its effect still to be obeyed
            try:
                note = effect_words(profile_for(obs).effect[C.parse(top)], self.lang)
            except (KeyError, ValueError, TypeError):
                note = ""
        return (Zone("stock", "stock", self.t("Колода", "Stock"), count=stock),
                Zone("pile", "pile", self.t("Стол", "Pile"), cards=(top,) if top else (),
                     count=as_int(obs.get("pile_size")), note=note))

    def markers(self) -> tuple[Marker, ...]:
        obs = self.obs
        out = [Marker(self.t("Раздача", "Deal"), str(as_int(obs.get("deal"), 1)))]
        named = obs.get("named")
        if isinstance(named, str) and named in _SUIT_CASES:
            out.append(Marker(self.t("Заказана масть", "Suit named"),
                              _SUIT_CASES[named][0 if self.ru else 1], suit=named,
                              tone="active"))
        pen = obs.get("penalty")
        if isinstance(pen, Mapping):
            n = as_int(pen.get("draw"))
            out.append(Marker(self.t("Штраф", "Penalty"),
                              self.t(f"взять {cards_n(n, 'ru')} и пропустить ход",
                                     f"draw {cards_n(n, 'en')} and miss the turn") if n
                              else self.t("пропуск хода", "a missed turn"), tone="bad"))
        out.append(Marker(self.t("В колоде", "Stock"), str(as_int(obs.get("stock_size")))))
        out.append(Marker(self.t("На столе", "On the pile"), str(as_int(obs.get("pile_size")))))
        target = self.rules.get("target")
        if obs.get("game") == "101" and isinstance(target, int):
            out.append(Marker(self.t("Перебор", "Bust"), self.t(f"больше {target}",
                                                              f"over {target}")))
        elif isinstance(target, int):
            out.append(Marker(self.t("Матч до", "Match to"),
                              self.t(f"{target} очков", f"{target} points")))
        elif "target" in self.rules:
            out.append(Marker(self.t("Матч", "Match"), self.t("одна раздача", "one deal")))
        return tuple(out)

    def status(self) -> str:
        obs = self.obs
        if self.over:
            won = [as_int(s) for s in as_list(obs.get("winners"))]
            over = self.t("Игра окончена", "The game is over") \
                if "target" in self.rules and self.rules.get("target") is None \
                else self.t("Матч окончен", "The match is over")
            if won == [self.viewer]:
                return over + self.t(" — вы победили", " — you won")
            head = self.t("Победители" if len(won) > 1 else "Победитель",
                          "The winners" if len(won) > 1 else "The winner")
            return f"{over}. {head}: {', '.join(self.name(s) for s in won)}"
        turn = obs.get("turn")
        if not isinstance(turn, int):
            return self.t("Раздача", "Dealing")
        top = self.show(face_of(obs.get("top")))
        pen = obs.get("penalty")
        must = obs.get("must")
        if turn == self.viewer and self.moves:
            head = self.t("Ваш ход — ", "Your move — ")
            if isinstance(pen, Mapping):
                n = as_int(pen.get("draw"))
                return head + (self.t(f"возьмите {cards_n(n, 'ru')} и пропустите ход ({top})",
                                      f"draw {cards_n(n, 'en')} and miss the turn ({top})")
                               if n else self.t(f"пропустите ход ({top})",
                                                f"miss the turn ({top})"))
            if must == "cover":
                return head + self.t(f"покройте девятку {top}: девяткой или в масть",
                                     f"cover the nine {top}: with a nine or its suit")
            if must == "follow":
                return head + self.t(f"положите карту масти туза {top} и закажите масть",
                                     f"add a card of the ace's suit {top} and name a suit")
            if obs.get("ace_right"):
                return head + self.t("можно положить карту масти туза и заказать масть",
                                     "you may follow the ace's suit and name a suit")
            if not top:
                return head + self.t("первый ход любой картой", "lead any card")
            named = obs.get("named")
            if isinstance(named, str) and named in _SUIT_CASES:
                ask = self.t(f"заказаны {_SUIT_CASES[named][0]}: кладите эту масть",
                             f"{_SUIT_CASES[named][1]} were named: play that suit")
            else:
                ask = self.t(f"кладите карту в масть или в достоинство {top}",
                             f"play a card of {top}'s suit or rank")
            if as_int(obs.get("drawn")):
                ask += self.t(f" (взято карт: {as_int(obs.get('drawn'))})",
                              f" (cards drawn: {as_int(obs.get('drawn'))})")
            return head + ask
        who_ = self.subject(turn)
        you = self.you(turn)
        if isinstance(pen, Mapping):
            n = as_int(pen.get("draw"))
            if n:
                return self.t(f"{who_} {'берёте' if you else 'берёт'} {cards_n(n, 'ru')} и "
                              f"{'пропускаете' if you else 'пропускает'} ход ({top})",
                              f"{who_} {'draw' if you else 'draws'} {cards_n(n, 'en')} and "
                              f"{'miss' if you else 'misses'} the turn ({top})")
            return self.t(f"{who_} {'пропускаете' if you else 'пропускает'} ход ({top})",
                          f"{who_} {'miss' if you else 'misses'} the turn ({top})")
        if must == "cover":
            return self.t(f"{who_} {'кроете' if you else 'кроет'} девятку {top}",
                          f"{who_} {'cover' if you else 'covers'} the nine {top}")
        line = self.t(f"{who_} {'ходите' if you else 'ходит'}",
                      f"{who_} {'move' if you else 'moves'}")
        named = obs.get("named")
        if isinstance(named, str) and named in _SUIT_CASES:
            line += self.t(f"; заказаны {_SUIT_CASES[named][0]}",
                           f"; {_SUIT_CASES[named][1]} were named")
        return line

    def sheet(self) -> Sheet | None:
        obs = self.obs
        points = [as_list(p) for p in as_list(obs.get("deal_points"))]
        totals = [as_list(t) for t in as_list(obs.get("deal_totals"))]
        winners = as_list(obs.get("deal_winners"))
        rows: list[tuple[str, ...]] = []
        for k, pts in enumerate(points):
            tot = totals[k] if k < len(totals) else []
            cells = []
            for s in range(self.n):
                p = as_int(item_at(pts, s))
                cell = signed(p)
                if k < len(totals):
                    cell += f" = {number(as_int(item_at(tot, s)))}"
                if item_at(winners, k) == s:
                    cell += " ★"
                cells.append(cell)
            rows.append((str(k + 1), *cells))
        scores = as_list(obs.get("scores"))
        foot = (self.t("Итого", "Total"), *(number(as_int(item_at(scores, s))) for s in range(self.n)))
        return Sheet(self.t("Счёт", "Score"),
                     (self.t("Раздача", "Deal"), *(self.name(s) for s in range(self.n))),
                     tuple(rows), foot)

    def controls(self, seats: Sequence[SeatView]) -> tuple[Control, ...]:
        mine = next((s.hand for s in seats if s.seat == self.viewer), Hand())
        out: list[Control] = []
        for i, m in enumerate(self.moves):
            if m.action >= A.PLAY:
                card = C.to_text(A.card_of(m.action))
                if card in mine.cards:
                    out.append(Control(i, card=card, to="pile"))
                    continue
            elif m.action == A.DRAW:
                out.append(Control(i, zone="stock"))
            out.append(Control(i, button=True))
        return tuple(out)

    def notes(self) -> tuple[str, ...]:
        obs = self.obs
        out: list[str] = []
        legend = _legend(obs, self.lang)
        if legend:
            out.append(self.t("Особые карты: ", "Special cards: ") + legend)
        if any(A.named_suit(m.action) >= 0 for m in self.moves):
            out.append(self.t("Положив даму (валета), выберите масть: один ход на каждую",
                              "Playing the wild card, pick the suit: one move for each"))
        points = as_list(obs.get("deal_points"))
        if points and not self.over:
            k = len(points)
            first = item_at(obs.get("deal_winners"), k - 1)
            pts = ", ".join(f"{self.name(s)} {signed(as_int(item_at(points[-1], s)))}"
                            for s in range(self.n))
            out_ru = "вы вышли первыми" if self.you(first) else \
                f"первым вышел {who(self.name(first))}"
            out_en = f"{self.subject(first) if self.you(first) else self.name(first)} " \
                "went out first"
            out.append(self.t(f"Раздача {k}: {out_ru}; очки: {pts}",
                              f"Deal {k}: {out_en}; points: {pts}"))
        return tuple(out)

    def build(self) -> Picture:
        seats = self.seats()
        obs = self.obs
        # the sheet and the notes change once a deal: kept by what they are drawn from
        reader = (self.lang, self.viewer, tuple(self.names or ()), self.n)
        points = frozen(obs.get("deal_points"))
        winners = frozen(obs.get("deal_winners"))
        sheet = kept(("maumau.sheet", *reader, points, winners, frozen(obs.get("deal_totals")),
                      frozen(obs.get("scores"))), self.sheet)
        wild = any(A.named_suit(m.action) >= 0 for m in self.moves)
        notes = kept(("maumau.notes", *reader, points, winners, self.over, wild,
                      frozen(obs.get("game")), frozen(obs.get("rules"))), self.notes)
        return Picture(str(obs.get("game") or "czech"),
                       picture_title(obs, self.lang), self.viewer, seats=seats,
                       zones=self.zones(), markers=self.markers(), status=self.status(),
                       sheet=sheet, controls=self.controls(seats), notes=notes)


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    """The table picture of a Mau-Mau observation for ``viewer`` (None: a spectator),
    ``moves`` the viewer's legal moves now and ``names`` one name per seat."""
    return _Scene(obs, viewer, moves, lang, names).build()
