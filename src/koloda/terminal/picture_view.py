"""The terminal's one renderer of the table picture (docs/table-picture.md): whatever a
game's ``view`` describes, drawn with rich.

What it draws, top to bottom: the title; the markers on one line; the seats (who is to
move, the name, person or computer and its level, how many cards and which of them are
known, the badges); the centre, each zone by its kind; the status line; the viewer's
hand, with the cards some control plays now lit and the others dimmed; the notes.
A solitaire (``patience``) puts its piles on their grid instead, fanned down as columns
and fanned right as a line, and a fortune telling (``spread``) lists each row's cards
with their captions. ``last`` and ``sheet`` are drawn on request.

Every text of a picture goes into a :class:`rich.text.Text` as plain text, never
through the markup parser: a name such as ``[red]x`` prints as typed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from koloda.engine import cards as C
from koloda.engine.names import seat_names
from koloda.engine.picture import Badge, Marker, Picture, SeatView, Zone

BACK = "▒▒"  # a card lying face down
EMPTY = "··"  # an empty pile
OPEN = "·"  # an attack not yet beaten
RIGHT_SHOWN = 3  # cards shown of a pile fanned right (its top ones), as on the page
CELL = 6  # grid columns of a solitaire at their widest (a card, "×24", a space)
GAP = 2  # spaces at least between two piles side by side (one where planned to the full)
# the room a pile fanned right is given on the grid, however many cards it shows now, so
# the grid does not shift as a waste grows: "+23 " and its top cards
RIGHT_ROOM = 4 + RIGHT_SHOWN * 4 - 1

TONES = {"active": "bold green", "attack": "bold red", "defend": "bold blue",
         "good": "green", "bad": "red", "muted": "dim", "info": "cyan"}

# the levels of koloda.ai.levels, in the page's words
LEVELS = {"random": ("случайный", "random"), "heuristic": ("обычный", "normal"),
          "easy": ("лёгкий", "easy"), "medium": ("средний", "medium"),
          "hard": ("сильный", "strong"), "expert": ("мастер", "expert"),
          "odds": ("по расчёту шансов", "by the odds")}

# a zone's name when its game gives none
KIND_LABELS = {"trick": ("Взятка", "Trick"), "pairs": ("Стол", "Table"),
               "pile": ("Стопка", "Pile"), "row": ("На столе", "On the table"),
               "stock": ("Колода", "Stock"), "fan": ("Стопка", "Pile")}


def _t(lang: str, ru: str, en: str) -> str:
    return ru if lang == "ru" else en


# --- cards -------------------------------------------------------------------------------

def card(text: str | None, lang: str = "ru", lit: bool = False, dim: bool = False,
         marked: bool = False) -> Text:
    """One card: red hearts and diamonds, a back for a face-down card (None); ``lit``
    a card a move plays now, ``dim`` one that it does not, ``marked`` a card the zone
    singles out. A text that is no card is shown as it is."""
    if text is None:
        return Text(BACK, style="dim")
    try:
        c = C.parse(text)
    except ValueError:
        return Text(text)
    face = C.show(c, lang) + ("'" if C.copy_of(c) else "")  # the second deck's copy
    style = "bold red" if not C.is_joker(c) and C.suit_of(c) in (C.DIAMONDS, C.HEARTS) \
        else "bold"
    if lit:
        style += " underline"
    elif dim:
        style += " dim"
    if marked:
        style += " reverse"
    return Text(face, style=style)


def cards(texts: Sequence[str | None], lang: str, marked: Iterable[int] = (),
          lit: Iterable[str] = (), sep: str = " ", empty: str = "—") -> Text:
    """Cards side by side; ``lit`` (texts): the cards to light, the others dimmed."""
    shown = set(lit)
    picked = set(marked)
    out = Text()
    for i, t in enumerate(texts):
        if i:
            out.append(sep)
        out.append_text(card(t, lang, lit=t in shown, dim=bool(shown) and t not in shown,
                             marked=i in picked))
    return out if texts else Text(empty, style="dim")


def _joined(parts: Iterable[Text], sep: str = " · ") -> Text:
    out = Text()
    for i, part in enumerate(parts):
        if i:
            out.append(sep, style="dim")
        out.append_text(part)
    return out


# --- the parts around the centre -------------------------------------------------------

def _badge(b: Badge) -> Text:
    return Text(b.text, style=TONES.get(b.tone, ""))


def marker(m: Marker, lang: str) -> Text:
    """``Козырь: ♣ трефы``, ``Заказ: 120``, ``Под колодой: Д♣``: the label, then the
    symbol (a suit, a card), then the value."""
    out = Text(m.label, style=TONES.get(m.tone, ""))
    value = Text()
    if m.suit is not None and m.suit in C.SUIT_ASCII:
        s = C.SUIT_ASCII.index(m.suit)
        value.append(C.SUIT_UNICODE[s],
                     style="bold red" if s in (C.DIAMONDS, C.HEARTS) else "bold")
    if m.card is not None:
        if value:
            value.append(" ")
        value.append_text(card(m.card, lang))
    if m.value:
        if value:
            value.append(" ")
        value.append(m.value)
    if value and m.label:
        out.append(": ")
    out.append_text(value)
    return out


def _who(s: SeatView, viewer: int | None, lang: str) -> Text:
    """Person or computer (and its level), and what it is doing now."""
    parts: list[Text] = []
    if s.kind == "computer":
        word = _t(lang, "компьютер", "computer")
        if s.level:
            name, _, params = s.level.partition(":")
            known = LEVELS.get(name.strip().lower())
            level = (known[0] if lang == "ru" else known[1]) if known and not params \
                else s.level
            word += f", {level}"
        parts.append(Text(word, style="dim"))
    elif s.seat != viewer:
        parts.append(Text(_t(lang, "человек", "person"), style="dim"))
    if s.thinking:
        parts.append(Text(_t(lang, "думает…", "thinking…"), style="italic"))
    if s.connected is False:
        parts.append(Text(_t(lang, "не в сети", "offline"), style="red"))
    return _joined(parts)


def _hand_size(s: SeatView, viewer: int | None, lang: str) -> Text:
    """How many cards a seat holds, and the ones known to all (not the viewer's own:
    its faces are drawn below the table)."""
    out = Text(_t(lang, f"карт: {s.hand.size}", f"cards: {s.hand.size}"))
    if s.hand.cards and s.seat != viewer:
        out.append(" (")
        out.append_text(cards(s.hand.cards, lang))
        out.append(")")
    return out


def _seats(pic: Picture, lang: str) -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)  # who moves
    grid.add_column(overflow="fold")  # name
    grid.add_column()  # person / computer
    grid.add_column()  # cards and badges
    for s in pic.seats:
        name = Text(s.name or _default_name(pic, s.seat, lang),
                    style="bold" if s.to_move else "")
        grid.add_row(Text("▶" if s.to_move else " ", style="bold green"), name,
                     _who(s, pic.viewer, lang),
                     _joined([_hand_size(s, pic.viewer, lang), *map(_badge, s.badges)]))
    return grid


def _default_name(pic: Picture, seat: int, lang: str) -> str:
    humans = () if pic.viewer is None else (pic.viewer,)
    names = seat_names(max(len(pic.seats), seat + 1), humans, lang)
    return names[seat] if 0 <= seat < len(names) else str(seat)


def _name_of(pic: Picture, seat: int, lang: str) -> str:
    for s in pic.seats:
        if s.seat == seat and s.name:
            return s.name
    return _default_name(pic, seat, lang)


def _viewers_seat(pic: Picture) -> SeatView | None:
    for s in pic.seats:
        if s.seat == pic.viewer:
            return s
    return None


def hand_line(pic: Picture, lang: str) -> Text | None:
    """``Ваши карты: …`` with the cards some control plays lit (None: no hand to show)."""
    me = _viewers_seat(pic)
    if me is None or not (me.hand.size or (pic.layout == "table" and len(pic.seats) > 1)):
        return None
    lit = [k.card for k in pic.controls if k.card is not None]
    if me.kind == "computer":  # a person watching computers is shown one of their hands
        out = Text((me.name or _default_name(pic, me.seat, lang)) + _t(lang, " — карты: ",
                                                                        " — cards: "),
                   style="bold")
    else:
        out = Text(_t(lang, "Ваши карты: ", "Your cards: "), style="bold")
    shown: list[str | None] = [*me.hand.cards, *([None] * me.hand.backs)]
    out.append_text(cards(shown, lang, lit=[c for c in lit if c in me.hand.cards]))
    return out


# --- zones -----------------------------------------------------------------------------

def zone_label(z: Zone, lang: str) -> str:
    if z.label:
        return z.label
    ru, en = KIND_LABELS.get(z.kind, ("", ""))
    return _t(lang, ru, en) or z.id


def zone_body(z: Zone, pic: Picture, lang: str) -> Text:
    """A zone's cards on one line, drawn by its kind."""
    if z.kind == "trick" and z.seats:
        parts = []
        for i, (c, s) in enumerate(zip(z.cards, z.seats, strict=False)):
            part = Text(_name_of(pic, s, lang) + " — ")
            part.append_text(card(c, lang, marked=i in z.marked))
            parts.append(part)
        return _joined(parts) if parts else Text("—", style="dim")
    if z.kind == "pairs":
        out = Text()
        for i, (a, b) in enumerate(z.pairs):
            if i:
                out.append("  ")
            out.append_text(card(a, lang))
            out.append("/", style="dim")
            if b is not None:
                out.append_text(card(b, lang))
            else:  # a cover face down is a back; an open attack shows it waits
                out.append(BACK if i in z.down else OPEN, style="dim")
        return out if z.pairs else Text("—", style="dim")
    if z.kind == "stock":
        count = z.count if z.count is not None else len(z.cards)
        out = Text(f"{BACK}×{count}" if count else _t(lang, "пусто", "empty"),
                   style="dim")
        if z.trump is not None:
            out.append(_t(lang, ", под ней ", ", under it "))
            out.append_text(card(z.trump, lang))
        return out
    if z.kind == "pile":
        if not z.cards and not z.count:
            return Text("—", style="dim")
        out = cards(z.cards, lang, z.marked) if z.cards else Text(BACK, style="dim")
        if z.count is not None:
            out.append(_t(lang, f" · карт: {z.count}", f" · cards: {z.count}"), style="dim")
        return out
    if z.kind == "fan" and z.fan == "right":
        return _right(z, lang)
    return cards(z.cards, lang, z.marked, empty=EMPTY if z.kind == "fan" else "—")


def _right(z: Zone, lang: str) -> Text:
    """A pile fanned right: its top cards, and how many more lie under them."""
    more = len(z.cards) - RIGHT_SHOWN
    out = Text(f"+{more} " if more > 0 else "", style="dim")
    out.append_text(cards(z.cards[-RIGHT_SHOWN:], lang, [i - max(more, 0) for i in z.marked],
                          empty=EMPTY))
    return out


def _note(z: Zone) -> Text | None:
    return Text(z.note, style="dim") if z.note else None


def _captioned(z: Zone, lang: str, title: str) -> Table:
    """A zone whose cards have captions (a telling's positions): one card per line."""
    table = Table(title=Text(title, style="bold"), show_header=False, title_justify="left",
                  box=None, padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column(overflow="fold")
    for i, (c, caption) in enumerate(zip(z.cards, z.captions, strict=False)):
        table.add_row(card(c, lang, marked=i in z.marked), Text(caption))
    return table


def _inline(z: Zone, lang: str) -> Text:
    """Cards with their captions on one line: ``10♥ → Игрок 3 · В♠ → Игрок 2``."""
    parts = []
    for i, (c, caption) in enumerate(zip(z.cards, z.captions, strict=False)):
        part = card(c, lang, marked=i in z.marked)
        parts.append(part + Text(" " + caption) if caption else part)
    return _joined(parts)


def _zone_lines(z: Zone, pic: Picture, lang: str, label: bool = True
                ) -> list[RenderableType]:
    """A zone of the centre: ``label: cards`` (a telling's captioned row: a list)."""
    name = zone_label(z, lang) if label else ""
    if z.captions and pic.layout == "spread":
        out: list[RenderableType] = [_captioned(z, lang, name)]
    else:
        line = Text(name + ": ", style="bold") if name else Text("  ")
        line.append_text(_inline(z, lang) if z.captions else zone_body(z, pic, lang))
        out = [line]
    note = _note(z)
    if note is not None:
        out.append(Text("  ") + note)
    return out


# --- the solitaire grid ----------------------------------------------------------------

@dataclass
class _Block:
    """One pile on the grid: its lines, left-aligned."""

    zone: Zone
    lines: list[Text]

    @property
    def width(self) -> int:
        return max((line.cell_len for line in self.lines), default=0)

    @property
    def room(self) -> int:
        """The width the grid keeps for it."""
        right = self.zone.kind == "fan" and self.zone.fan == "right"
        return max(self.width, RIGHT_ROOM) if right else self.width

    @property
    def tall(self) -> bool:
        return len(self.lines) > 2


def _block(z: Zone, pic: Picture, lang: str) -> _Block:
    # a solitaire's pile is named by what a person types for it; elsewhere by its label
    head = Text(z.id if pic.layout == "patience" else zone_label(z, lang), style="dim")
    lines = [head]
    if z.kind == "fan" and z.fan == "down":
        if not z.cards:
            lines.append(Text(EMPTY, style="dim"))
        lines += [card(c, lang, marked=i in z.marked) for i, c in enumerate(z.cards)]
    elif z.kind == "fan" and z.fan == "right":
        lines.append(_right(z, lang))
    elif z.kind in ("fan", "pile"):
        count = z.count if z.count is not None else len(z.cards)
        if not z.cards:
            line = Text(EMPTY if not count else BACK, style="dim")
        else:
            line = card(z.cards[-1], lang, marked=len(z.cards) - 1 in z.marked)
        if count > 1:
            line.append(f"×{count}", style="dim")
        lines.append(line)
    else:
        lines.append(zone_body(z, pic, lang))
    note = _note(z)
    if note is not None:
        lines.append(note)
    return _Block(z, lines)


def _unit(rows: Sequence[Sequence[_Block]], width: int) -> float:
    """Columns per grid step: as wide as a cell (``CELL``) when the widest row fits the
    width, narrower when not, and wide enough for the piles of a row not to overlap as
    far as the width allows (a pile wider than its place pushes its neighbours right).
    A pile fanned right is given its full room (``RIGHT_ROOM``) when the width allows
    it, else what it shows now."""

    def need(room: bool) -> float:
        out = 1.0
        for row in rows:
            for a, b in pairwise(row):
                step = b.zone.col - a.zone.col
                if step > 0:
                    out = max(out, ((a.room if room else a.width) + 1) / step)
        return out

    last = max((row[-1].zone.col for row in rows if row), default=0.0)
    widest = max((row[-1].room for row in rows if row), default=0)
    fit = (width - widest) / last if last > 0 else float(CELL)
    roomy = need(True)
    want = roomy if roomy <= fit else need(False)
    return max(min(float(CELL), fit), min(want, fit))


def grid(zones: Sequence[Zone], pic: Picture, lang: str, width: int = 80) -> list[Text]:
    """Piles on their grid (``row``, ``col``): each a label over its cards, a pile fanned
    down as a column, one fanned right as a line of its top cards, any other as its top
    card and count. A row's piles never overlap: one that would is pushed right."""
    by_row: dict[float, list[_Block]] = {}
    for z in zones:
        by_row.setdefault(z.row, []).append(_block(z, pic, lang))
    rows = [sorted(by_row[r], key=lambda b: b.zone.col) for r in sorted(by_row)]
    unit = _unit(rows, width)
    out: list[Text] = []
    for i, row in enumerate(rows):
        if i and any(b.tall for b in (*row, *rows[i - 1])):
            out.append(Text())  # a column or a note: the rows are told apart by a gap
        xs: list[int] = []
        end = 0
        for b in row:
            x = max(round(b.zone.col * unit), end + GAP if xs else 0)
            xs.append(x)
            end = x + b.width
        for k in range(max(len(b.lines) for b in row)):
            line = Text()
            for x, b in zip(xs, row, strict=True):
                if k < len(b.lines):
                    line.append(" " * max(0, x - line.cell_len))
                    line.append_text(b.lines[k])
            out.append(line)
    return out


# --- the whole table -------------------------------------------------------------------

def draw(pic: Picture, lang: str = "ru", width: int = 80) -> Group:
    """The table picture for the terminal, ``width`` columns wide at most where the
    layout can choose (a solitaire's grid)."""
    parts: list[RenderableType] = []
    if pic.title:  # a surface that heads the table itself leaves it out
        parts.append(Text(pic.title, style="bold underline"))
    if pic.markers:
        parts.append(_joined(marker(m, lang) for m in pic.markers))
    others = [s for s in pic.seats if s.seat != pic.viewer]
    if pic.layout == "table" and (others or any(s.badges for s in pic.seats)):
        parts += [Text(), _seats(pic, lang)]
    if pic.layout == "patience":
        parts.append(Text())
        parts += grid(pic.zones, pic, lang, width)
    elif pic.zones:
        parts.append(Text())
        flat = [z for z in pic.zones if z.kind != "fan" or pic.layout == "spread"]
        fans = [z for z in pic.zones if z not in flat]
        for z in flat:
            parts += _zone_lines(z, pic, lang)
        if fans:
            parts += grid(fans, pic, lang, width)
    hand = hand_line(pic, lang)
    if pic.status or hand is not None:
        parts.append(Text())
    if pic.status:
        parts.append(Text(pic.status, style="bold"))
    if hand is not None:
        parts.append(hand)
    if pic.notes:
        parts.append(Text())
        parts += [Text(" • ") + Text(n) for n in pic.notes]
    return Group(*parts)


def draw_last(pic: Picture, lang: str = "ru") -> RenderableType | None:
    """The last trick or bout (``last``), or None when the picture has none."""
    if not pic.last:
        return None
    parts: list[RenderableType] = []
    if pic.last_label:
        parts.append(Text(pic.last_label, style="bold"))
    for z in pic.last:
        # under a heading, one zone needs no name of its own (it would say it again)
        parts += _zone_lines(z, pic, lang, label=not pic.last_label or len(pic.last) > 1)
    return Group(*parts)


def _number(value: str) -> bool:
    """Does a sheet's cell start with a number (``-110 = -110``, ``420 (1 болт)``)?"""
    word = value.split(maxsplit=1)[0].lstrip("+-−") if value.strip() else ""
    return word.isascii() and word.isdigit()


def draw_sheet(pic: Picture) -> RenderableType | None:
    """The score sheet as a table (``sheet``), or None when the picture has none."""
    sheet = pic.sheet
    if sheet is None:
        return None
    table = Table(title=Text(sheet.title, style="bold"), title_justify="left",
                  show_footer=bool(sheet.foot))
    for i, col in enumerate(sheet.columns):
        foot = sheet.foot[i] if i < len(sheet.foot) else ""
        values = [row[i] for row in sheet.rows if i < len(row)] + [foot]
        numbers = all(_number(v) for v in values if v)  # scores line up right
        table.add_column(Text(col), footer=Text(foot),
                         justify="right" if i and numbers else "left", overflow="fold")
    width = len(sheet.columns)
    for row in sheet.rows:  # a row of another length is cut or padded to the columns
        table.add_row(*(Text(v) for v in (*row, *[""] * width)[:width]))
    return table
