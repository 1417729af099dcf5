"""The table picture: what a game shows one viewer, as data that any surface can draw.

A game's ``view`` (see :meth:`koloda.engine.game.Game.view`) turns an observation and the
viewer's legal moves into a :class:`Picture`: the seats around the table with their hands
and badges, the zones in the middle (a trick, attack/defence pairs, a pile, a stock with
the trump under it, a solitaire pile), markers, a one-line status, the last trick, the
score sheet, and the controls that tie each legal move to what a person touches (a hand
card, a card on the table, a zone, or a button). The page and the terminal each have one
renderer of a picture; a new game brings a ``view`` in Python and no JavaScript.

Every text in a picture is in one language, the one it was made for. Cards are written
as in records (``QH``, ``10S``, ``RJ`` for a joker); ``None`` is a card lying face down.
A picture holds only what its viewer may know: a hidden card is a back (``None``) or a
count, and nothing in it depends on which cards are hidden (not even their order).

Layouts: ``table`` (seats around a centre: trick-taking and shedding games), ``patience``
(one person, piles placed on a grid by ``row``/``col``) and ``spread`` (a fortune
telling: rows of cards with captions, and the reading under them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields, is_dataclass
from typing import Any, TypeVar, cast

from koloda.engine import cards as C

VERSION = 1

LAYOUTS = ("table", "patience", "spread")
# what a zone shows and how a renderer lays its cards out
ZONE_KINDS = (
    "trick",   # one card per seat (``seats`` names whose), in the order played
    "pairs",   # attack/defence pairs: ``pairs``, a cover of None while open (``down``:
               # the pairs whose cover lies face down); ``seats``: who laid each attack
    "pile",    # a pile showing its top (``cards`` the visible ones, ``count`` how many)
    "row",     # cards side by side, all visible (a talon, a discard list, a meld)
    "stock",   # face-down cards (``count``) with ``trump`` turned under them
    "fan",     # a solitaire pile: ``cards`` bottom first, fanned by ``fan``
)
FANS = ("none", "down", "right")
TONES = ("", "active", "attack", "defend", "good", "bad", "muted", "info")
SEAT_KINDS = ("human", "computer")


@dataclass(frozen=True)
class Badge:
    """A short word on a seat: ``отбивается``, ``заказ 120``, ``взяток: 3``. ``tone``
    tells a renderer how to colour it (one of :data:`TONES`)."""

    text: str
    tone: str = ""


@dataclass(frozen=True)
class Hand:
    """A seat's hand as the viewer sees it: ``cards`` the faces it may see (in the order
    the seat's own view keeps them), ``backs`` how many more lie face down. A viewer's
    own hand is all faces; another seat's is backs, plus any card known to all (taken
    from the table, shown)."""

    cards: tuple[str, ...] = ()
    backs: int = 0

    @property
    def size(self) -> int:
        return len(self.cards) + self.backs


@dataclass(frozen=True)
class SeatView:
    """One seat at the table. The game fills ``hand``, ``badges`` and ``to_move``; the
    table fills who sits there (``name``, ``kind``, ``level``) and what it is doing
    (``thinking``, ``connected``)."""

    seat: int
    hand: Hand = Hand()
    badges: tuple[Badge, ...] = ()
    to_move: bool = False
    name: str = ""
    kind: str = "human"
    level: str | None = None
    thinking: bool = False
    connected: bool | None = None  # None: not an online table


@dataclass(frozen=True)
class Zone:
    """A place in the middle of the table. Which fields mean something depends on
    ``kind`` (:data:`ZONE_KINDS`); the others stay empty. ``id`` is stable for the game
    (controls and animations refer to it); ``label`` names it for people."""

    id: str
    kind: str
    label: str = ""
    cards: tuple[str | None, ...] = ()
    count: int | None = None  # pile, stock: how many cards, shown or not
    seats: tuple[int, ...] = ()  # trick: the seat that played each card; pairs: each attack
    pairs: tuple[tuple[str | None, str | None], ...] = ()  # pairs: (attack, cover)
    # pairs: the indexes of the pairs covered face down (their cover is None, as an open
    # pair's is, but a back lies across the attack: Durak's «верю не верю»)
    down: tuple[int, ...] = ()
    trump: str | None = None  # stock: the card turned under it
    fan: str = "none"  # fan: how the pile spreads (:data:`FANS`)
    row: float = 0.0  # patience: where the pile lies on the grid
    col: float = 0.0
    captions: tuple[str, ...] = ()  # a caption under each card (a telling's positions)
    marked: tuple[int, ...] = ()  # indexes of cards singled out (a match, a portrait)
    note: str = ""  # a small line under the zone (a count, "rules: up in suit")


@dataclass(frozen=True)
class Marker:
    """A fact shown beside the table: the trump, the contract, the stock count, whose
    deal, «золотой кон». ``suit`` (``S``/``C``/``D``/``H``) or ``card`` draw a symbol."""

    label: str
    value: str = ""
    suit: str | None = None
    card: str | None = None
    tone: str = ""


@dataclass(frozen=True)
class Sheet:
    """The score sheet as rows and columns (the first column names the row)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...] = ()
    foot: tuple[str, ...] = ()  # totals, same width as ``columns``


@dataclass(frozen=True)
class Control:
    """What a person touches to make the legal move ``move`` (its index in the frame's
    list of legal moves, whose label names it):

    - ``card``: a card of the viewer's hand (click it, or drag it onto ``to``/``onto``);
    - ``zone`` and ``pos``: a card lying in a zone (a solitaire's card to move, a talon
      to take); ``pos`` -1 is the zone itself;
    - ``to``: the zone the card goes to, ``onto``: the card it goes onto there;
    - ``button``: a button with the move's label (pass, take, done, draw);
    - ``slot``: a face-down card of the viewer's own hand, by its place among the hand's
      backs (0 = the first): a hand its holder cannot see (Durak's «оборотный») is played
      by position; ``to``/``onto`` as for ``card``.
    - ``seat``: the seat the card goes to (a card given to a player): the card may be
      dragged onto that seat.

    Several controls may share a card (a card that can beat one of two attacks, a card
    that may go to one of two players): the renderer then asks which, by the moves'
    labels."""

    move: int
    card: str | None = None
    zone: str | None = None
    pos: int = -1
    to: str | None = None
    onto: str | None = None
    button: bool = False
    slot: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class Hint:
    """A hint the viewer may ask for: ``request`` is sent as the ``hint`` frame's request
    (``""`` the plain one), ``label`` names it, ``left`` how many remain (None: no
    limit). Hints are not moves: asking one changes no card."""

    request: str
    label: str
    left: int | None = None


@dataclass(frozen=True)
class Picture:
    """The whole table for one viewer (``viewer`` None: a spectator)."""

    game: str
    title: str
    viewer: int | None
    seats: tuple[SeatView, ...] = ()
    zones: tuple[Zone, ...] = ()
    markers: tuple[Marker, ...] = ()
    status: str = ""
    last: tuple[Zone, ...] = ()  # the last trick or bout, as zones
    last_label: str = ""
    sheet: Sheet | None = None
    controls: tuple[Control, ...] = ()
    notes: tuple[str, ...] = ()  # lines under the table: a reading, a result's details
    layout: str = "table"
    hints: tuple[Hint, ...] = ()  # the hints the viewer may ask for now

    def to_json(self) -> dict[str, Any]:
        """The picture as JSON-able data (the ``picture`` of a web frame)."""
        out: dict[str, Any] = _json(self)
        out["v"] = VERSION
        return out

    def with_seats(self, update: Mapping[int, Mapping[str, Any]]) -> Picture:
        """The picture with seat fields set by the table (name, kind, level, thinking,
        connected), ``update`` keyed by seat."""
        seats = tuple(evolve(s, **update[s.seat]) if s.seat in update else s
                      for s in self.seats)
        return evolve(self, seats=seats)

    def card_texts(self) -> Iterator[str]:
        """Every card face the picture shows (hands, zones, markers), for leak checks."""
        for s in self.seats:
            yield from s.hand.cards
        for z in (*self.zones, *self.last):
            yield from (c for c in z.cards if c is not None)
            for a, b in z.pairs:
                yield from (c for c in (a, b) if c is not None)
            if z.trump is not None:
                yield z.trump
        for m in self.markers:
            if m.card is not None:
                yield m.card


def _json(value: Any) -> Any:
    kind = type(value)
    if kind is tuple or kind is list:
        return [v if type(v) in _PLAIN else _json(v) for v in value]
    try:
        encode = _ENCODERS[kind]
    except KeyError:
        if isinstance(value, tuple | list):  # a subclass: rare, so checked here
            return [v if type(v) in _PLAIN else _json(v) for v in value]
        encode = _ENCODERS[kind] = (_encoder(kind) if is_dataclass(value)
                                    and not isinstance(value, type) else None)
    if encode is None:
        return value
    held = _KEPT_JSON.get(id(value))
    if held is not None and held[0] is value:  # a kept part: written once
        if held[1] is None:
            _KEPT_JSON[id(value)] = (value, encode(value))
        return _KEPT_JSON[id(value)][1]
    return encode(value)


def kept(key: Hashable, build: Callable[[], T]) -> T:
    """A part of a picture (a score sheet, the notes) kept by what it is drawn from:
    ``key`` names the part and holds every value it depends on (the language, the viewer
    where it speaks to him, the observation's values, :func:`frozen`), and ``build``
    draws it when no part is kept under it. A table's next frame, and every viewer's
    frame of the same move where the part is the same for all, then reuse the object:
    neither drawn nor written as JSON again (the JSON is shared, so a frame's reader
    must copy before it changes a part), and a patch compares it in no time (the
    same object). The oldest half is dropped past :data:`KEPT_PARTS`."""
    got = _PARTS.get(key, _NOTHING)
    if got is _NOTHING:
        got = build()
        if len(_PARTS) >= KEPT_PARTS:
            for old in list(_PARTS)[: KEPT_PARTS // 2]:
                for item in _written_once(_PARTS.pop(old, None)):
                    held = _KEPT_JSON.get(id(item))
                    if held is not None and held[0] is item:
                        del _KEPT_JSON[id(item)]
        _PARTS[key] = got
        for item in _written_once(got):
            _KEPT_JSON[id(item)] = (item, None)
    return cast(T, got)


def _written_once(part: Any) -> Iterator[Any]:
    """The objects of a kept part whose JSON is kept: the part, and where it is a tuple
    (the last trick's zones and its label) the picture objects in it."""
    yield part
    if type(part) is tuple:
        for item in part:
            if type(item) is tuple:
                yield from (x for x in item if is_dataclass(x))
            elif is_dataclass(item):
                yield item


def frozen(value: Any) -> Hashable:
    """An observation's value (JSON data: dicts, lists, texts, numbers, None) as a key for
    :func:`kept`. Its ``repr``: written in C, so cheaper than the part it keys, and it
    tells apart what equality would not (``True`` and ``1``, ``1`` and ``1.0``)."""
    return repr(value)


def shared(values: Any) -> Hashable:
    """Values an observation hands out unchanged from one observation to the next (Тысяча's
    score sheet rows: the same objects, never changed) as a part of a :func:`kept` key,
    compared by identity: O(1) a value where :func:`frozen` writes each one out. Values
    that are copies each time merely miss."""
    return _Shared(tuple(values) if isinstance(values, list | tuple) else (values,))


class _Shared:
    """The key :func:`shared` makes. It holds the values, so while it is kept no other
    object can take their ids."""

    __slots__ = ("_hash", "values")

    def __init__(self, values: tuple[Any, ...]) -> None:
        self.values = values
        self._hash = hash(tuple(map(id, values)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, _Shared) and len(other.values) == len(self.values)
                and all(a is b for a, b in zip(self.values, other.values, strict=True)))


KEPT_PARTS = 4096  # parts of pictures kept: a few per live table and language
_PARTS: dict[Hashable, Any] = {}  # insertion order: the oldest first
_KEPT_JSON: dict[int, tuple[Any, Any]] = {}  # id of a kept part -> (the part, its JSON)
_NOTHING = object()


def _encoder(kind: type) -> Callable[[Any], dict[str, Any]]:
    """A function writing one dataclass type as a dict, fields at their defaults left
    out (frames stay small). Generated once per type, as ``dataclasses`` makes its own
    methods: a frame walks thousands of values, and a loop over a field list per value
    cost a tenth of a frame's whole CPU."""
    env: dict[str, Any] = {"_json": _json, "_PLAIN": _PLAIN}
    lines = ["def encode(value):", "    out = {}"]
    for i, f in enumerate(fields(kind)):
        lines.append(f"    v = value.{f.name}")
        indent = "    "
        if f.default is not MISSING:
            env[f"d{i}"] = f.default
            lines.append(f"    if v != d{i}:")
            indent = "        "
        lines.append(f"{indent}out[{f.name!r}] = v if type(v) in _PLAIN else _json(v)")
    lines.append("    return out")
    exec("\n".join(lines), env)  # the source is built above from the type's field names
    return cast(Callable[[Any], dict[str, Any]], env["encode"])


def evolve(value: T, **changes: Any) -> T:
    """``dataclasses.replace`` for the picture's frozen types, without re-running
    ``__init__`` (a frame sets a few seat fields on every seat: ``replace`` was a
    twentieth of a frame). The names are checked all the same."""
    kind = type(value)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = frozenset(f.name for f in fields(value))  # type: ignore[arg-type]
    if not changes.keys() <= names:
        raise TypeError(f"{kind.__name__} has no field {sorted(changes.keys() - names)[0]}")
    out = object.__new__(kind)
    out.__dict__.update(value.__dict__)
    out.__dict__.update(changes)
    return out


_FIELD_NAMES: dict[type, frozenset[str]] = {}


_PLAIN = frozenset({str, int, float, bool, type(None)})  # JSON as they are
T = TypeVar("T")


# each type's JSON writer (None: not a dataclass, written as it is), made once; a frame
# calls it some ten thousand times, so nothing in that path builds a typing object
_ENCODERS: dict[type, Callable[[Any], dict[str, Any]] | None] = {}


@dataclass(frozen=True)
class MoveRef:
    """A legal move as a view receives it: the action, its record text and its label in
    the picture's language. A control's ``move`` is the index of one in the list."""

    action: int
    text: str
    label: str


def card_in(text: str) -> str | None:
    """The first word of a move text that is a card (``play QH`` → ``QH``), if any."""
    for word in text.split():
        try:
            return C.to_text(C.parse(word))
        except ValueError:
            continue
    return None


def generic_view(game: str, title: str, obs: Mapping[str, Any], viewer: int | None,
                 moves: Sequence[MoveRef], lang: str = "ru") -> Picture:
    """A plain picture of an observation that follows the common field names (``seat``,
    ``players``, ``hand``, ``hand_sizes``, ``trick``, ``table``, ``top``, ``to_move``):
    what a game without a view of its own shows. A move that names a card of the hand
    is a click on that card; every other move is a button."""
    players = obs.get("players")
    sizes = obs.get("hand_sizes")
    n = players if isinstance(players, int) else (len(sizes) if isinstance(sizes, list) else 1)
    hand = tuple(c for c in obs.get("hand") or () if isinstance(c, str))
    turn = obs.get("to_move")
    seats = []
    for s in range(n):
        if s == viewer:
            h = Hand(hand)
        else:
            size = sizes[s] if isinstance(sizes, list) and s < len(sizes) else 0
            h = Hand((), size if isinstance(size, int) else 0)
        seats.append(SeatView(s, h, to_move=turn == s))
    zones = []
    for key in ("trick", "table", "top"):
        value = obs.get(key)
        flat = [value] if isinstance(value, str) else list(_flat_cards(value))
        if value is not None:
            zones.append(Zone(key, "row", cards=tuple(flat)))
    controls = []
    for i, m in enumerate(moves):
        card = card_in(m.text)
        controls.append(Control(i, card=card) if card in hand else Control(i, button=True))
    return Picture(game, title, viewer, tuple(seats), tuple(zones), controls=tuple(controls))


def _flat_cards(value: Any) -> Iterator[str | None]:
    if isinstance(value, str):
        try:
            yield C.to_text(C.parse(value))
        except ValueError:
            return
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _flat_cards(v)


# --- checks (the tests and the server's guard) ------------------------------------------

def problems(pic: Picture, legal_count: int | None = None) -> list[str]:
    """What is wrong with a picture's shape: unknown kinds, bad card texts, controls
    pointing nowhere. Empty when it is well formed."""
    out: list[str] = []
    if pic.layout not in LAYOUTS:
        out.append(f"layout {pic.layout!r}")
    seen_seats = [s.seat for s in pic.seats]
    if len(set(seen_seats)) != len(seen_seats):
        out.append("a seat twice")
    for s in pic.seats:
        if s.kind not in SEAT_KINDS:
            out.append(f"seat {s.seat} kind {s.kind!r}")
        if s.hand.backs < 0:
            out.append(f"seat {s.seat} backs {s.hand.backs}")
        out.extend(f"seat {s.seat} badge tone {b.tone!r}" for b in s.badges
                   if b.tone not in TONES)
    ids = [z.id for z in pic.zones]
    if len(set(ids)) != len(ids):
        out.append("a zone id twice")
    for z in (*pic.zones, *pic.last):
        if z.kind not in ZONE_KINDS:
            out.append(f"zone {z.id} kind {z.kind!r}")
        if z.fan not in FANS:
            out.append(f"zone {z.id} fan {z.fan!r}")
        if z.kind == "trick" and z.seats and len(z.seats) != len(z.cards):
            out.append(f"zone {z.id}: {len(z.cards)} cards, {len(z.seats)} seats")
        if z.captions and len(z.captions) != len(z.cards):
            out.append(f"zone {z.id}: captions for {len(z.captions)} of {len(z.cards)}")
        if z.kind == "pairs" and z.seats and len(z.seats) != len(z.pairs):
            out.append(f"zone {z.id}: {len(z.pairs)} pairs, {len(z.seats)} seats")
        for i in z.down:
            if not 0 <= i < len(z.pairs) or z.pairs[i][1] is not None:
                out.append(f"zone {z.id}: pair {i} is not covered face down")
    requests = [hint.request for hint in pic.hints]
    if len(set(requests)) != len(requests):
        out.append("a hint request twice")
    for hint in pic.hints:
        if not hint.label:
            out.append(f"hint {hint.request!r} without a label")
        if hint.left is not None and hint.left < 0:
            out.append(f"hint {hint.request!r} left {hint.left}")
    for m in pic.markers:
        if m.suit is not None and m.suit not in C.SUIT_ASCII:
            out.append(f"marker {m.label!r} suit {m.suit!r}")
    for text in pic.card_texts():
        try:
            C.parse(text)
        except ValueError:
            out.append(f"card text {text!r}")
    hands = {c for s in pic.seats if s.seat == pic.viewer for c in s.hand.cards}
    backs = sum(s.hand.backs for s in pic.seats if s.seat == pic.viewer)
    for k in pic.controls:
        if legal_count is not None and not 0 <= k.move < legal_count:
            out.append(f"control for move {k.move} of {legal_count}")
        if k.card is not None and k.card not in hands:
            out.append(f"control card {k.card} not in the viewer's hand")
        for zid in (k.zone, k.to):
            if zid is not None and zid not in ids:
                out.append(f"control zone {zid!r} not in the picture")
        if k.seat is not None and k.seat not in seen_seats:
            out.append(f"control for move {k.move}: seat {k.seat} not in the picture")
        if k.slot is not None and not 0 <= k.slot < backs:
            out.append(f"control slot {k.slot} not among the viewer's {backs} backs")
        if k.card is None and k.zone is None and k.slot is None and not k.button:
            out.append(f"control for move {k.move} touches nothing")
    return out


def controls_cover(pic: Picture, legal_count: int) -> list[int]:
    """The legal moves no control reaches (a person could not make them)."""
    reached = {k.move for k in pic.controls}
    return [i for i in range(legal_count) if i not in reached]


def cards_text(cards: Sequence[str | None]) -> tuple[str | None, ...]:
    """Card texts as a picture keeps them (a tuple)."""
    return tuple(cards)


__all__ = ["FANS", "LAYOUTS", "TONES", "VERSION", "ZONE_KINDS", "Badge", "Control", "Hand",
           "Hint", "Marker", "MoveRef", "Picture", "SeatView", "Sheet", "Zone", "card_in",
           "cards_text", "controls_cover", "evolve", "frozen", "generic_view", "kept",
           "problems", "shared"]


# --- reading an observation: the views take its values as JSON gives them -------------------

def face_of(value: Any) -> str | None:
    """A card text as a picture holds it («10S»), None for one its viewer may not see
    (an observation's "?" or anything that is not a card)."""
    if not isinstance(value, str):
        return None
    face = _FACES.get(value, _UNKNOWN)
    if face is _UNKNOWN:
        try:
            face = C.to_text(C.parse(value))
        except ValueError:
            face = None
        if len(_FACES) < 4096:  # an observation holds card texts: a few hundred forms
            _FACES[value] = face
    return face  # type: ignore[return-value]


_UNKNOWN = object()
_FACES: dict[str, str | None] = {}


def as_list(value: Any) -> list[Any]:
    """A JSON list of an observation (a missing or wrong one: empty)."""
    return list(value) if isinstance(value, _SEQUENCES) else []


def as_int(value: Any, default: int = 0) -> int:
    """A JSON integer of an observation (not a bool), else ``default``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def item_at(values: Any, i: int) -> Any:
    """``values[i]`` of an observation's list, None past its end or for no list."""
    # no copy of the list for one item: the views read items thousands of times a frame
    if isinstance(values, _SEQUENCES) and 0 <= i < len(values):
        return values[i]
    return None


_SEQUENCES = (list, tuple)  # a tuple of types, not ``list | tuple``: no object per call
