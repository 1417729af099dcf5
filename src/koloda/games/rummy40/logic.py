"""Rummy to 40: cards, melds, points and the action codes (pure functions, no state).

A card is the engine's int (``copy << 7 | suit << 4 | rank``, jokers suit 4). Moves name a
card by its *face* (the copy bit dropped; every joker is one face, :data:`JOKER`): two
copies of a card, or two jokers, play alike, so one move stands for both and the state
uses the lowest id the hand holds.

A run is kept by *positions* 1..14 of its suit: 1 is the ace below the two, 14 the ace
above the king, 2..13 the ranks. A meld is a tuple ``(owner, kind, key, low, cards)``:
``kind`` SET (``key`` the rank, ``cards`` the card ids, jokers last) or RUN (``key`` the
suit, ``cards`` the ids in position order from ``low``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from koloda.engine import cards as C
from koloda.engine.errors import ParseError

SET, RUN = 0, 1
JOKER = C.BLACK_JOKER  # the one face every joker plays as
JOKERS_MASK = C.mask_of((64, 65, 192, 193))
_FACES = (1 << 128) - 1

Meld = tuple[int, int, int, int, tuple[int, ...]]

# --- action codes ---------------------------------------------------------------------
DRAW_STOCK, DRAW_PILE, TAKE_BACK = 1, 2, 3
DISCARD = 1_000          # + face
LAY = 2_000              # + meld * 512 + face (a real card) or 256 + position (a joker)
SWAP = 100_000           # + meld * 256 + face: give the card, take the joker it stands for
MELD_SET = 200_000       # + ((rank * 16 + suits) * 8 + jokers)
MELD_RUN = 300_000       # + ((suit * 16 + low) * 16 + high) << 15 | joker positions
MAX_MELDS = 150


def face(card: int) -> int:
    return JOKER if C.is_joker(card) else card & 127


def is_joker(card: int) -> bool:
    return (card >> 4) & 7 == C.JOKER_SUIT


def pos_rank(pos: int) -> int:
    return C.ACE if pos == 1 else pos


def pos_face(suit: int, pos: int) -> int:
    return suit << 4 | pos_rank(pos)


def pos_value(pos: int) -> int:
    """A run card's points: the low ace 1, the high ace 11, pictures 10."""
    if pos == 1:
        return 1
    if pos == 14:
        return 11
    return 10 if pos >= 11 else pos


def rank_value(rank: int) -> int:
    """A set card's points (a set of aces counts them 11 each)."""
    if rank == C.ACE:
        return 11
    return 10 if rank >= 11 else rank


def penalty(card: int) -> int:
    """What a card left in hand costs: joker 20, ace 11, pictures 10, others their rank."""
    if is_joker(card):
        return 20
    return rank_value(card & 15)


def hand_penalty(hand: int) -> int:
    return sum(penalty(c) for c in C.cards_in(hand))


def held(hand: int, f: int) -> int:
    """The lowest card id of face ``f`` in ``hand``, or -1."""
    if f == JOKER:
        j = hand & JOKERS_MASK
        return (j & -j).bit_length() - 1 if j else -1
    if hand >> f & 1:
        return f
    if hand >> (f | 128) & 1:
        return f | 128
    return -1


def meld_points(m: Meld) -> int:
    _, kind, key, low, cards = m
    if kind == SET:
        return rank_value(key) * len(cards)
    return sum(pos_value(p) for p in range(low, low + len(cards)))


def set_suits(m: Meld) -> int:
    """The suits of a set's real cards, as a 4-bit mask."""
    out = 0
    for c in m[4]:
        if not is_joker(c):
            out |= 1 << C.suit_of(c)
    return out


# --- meld actions -----------------------------------------------------------------------

def set_action(rank: int, suits: int, jokers: int) -> int:
    return MELD_SET + (rank * 16 + suits) * 8 + jokers


def run_action(suit: int, low: int, high: int, jmask: int) -> int:
    return MELD_RUN + (((suit * 16 + low) * 16 + high) << 15 | jmask)


def decode_set(a: int) -> tuple[int, int, int]:
    x = a - MELD_SET
    return x // 128, x // 8 % 16, x % 8


def decode_run(a: int) -> tuple[int, int, int, int]:
    x = a - MELD_RUN
    jmask = x & 0x7FFF
    y = x >> 15
    return y >> 8, y >> 4 & 15, y & 15, jmask


def meld_size(a: int) -> int:
    if a >= MELD_RUN:
        _, low, high, _ = decode_run(a)
        return high - low + 1
    _, suits, jokers = decode_set(a)
    return suits.bit_count() + jokers


def meld_action_points(a: int) -> int:
    if a >= MELD_RUN:
        _, low, high, _ = decode_run(a)
        return sum(pos_value(p) for p in range(low, high + 1))
    rank, suits, jokers = decode_set(a)
    return rank_value(rank) * (suits.bit_count() + jokers)


def meld_faces(a: int) -> list[int]:
    """The faces a meld move takes from the hand (jokers as :data:`JOKER`)."""
    if a >= MELD_RUN:
        suit, low, high, jmask = decode_run(a)
        return [JOKER if jmask >> p & 1 else pos_face(suit, p) for p in range(low, high + 1)]
    rank, suits, jokers = decode_set(a)
    return [s << 4 | rank for s in range(4) if suits >> s & 1] + [JOKER] * jokers


def take_cards(hand: int, faces: list[int]) -> list[int] | None:
    """The card ids of ``hand`` that play ``faces`` (lowest ids first), or None."""
    out: list[int] = []
    left = hand
    for f in faces:
        c = held(left, f)
        if c < 0:
            return None
        out.append(c)
        left &= ~(1 << c)
    return out


def meld_of(a: int, owner: int, cards: list[int]) -> Meld:
    if a >= MELD_RUN:
        suit, low, _, _ = decode_run(a)
        return (owner, RUN, suit, low, tuple(cards))
    rank, _, _ = decode_set(a)
    return (owner, SET, rank, 0, tuple(cards))


def meld_moves(hand: int) -> Iterator[int]:
    """Every meld ``hand`` can lay: sets of 3–4 cards of one rank (distinct suits) and runs
    of 3–13 cards of one suit, with jokers standing only for cards the hand lacks and at
    least one real card in each."""
    jokers = (hand & JOKERS_MASK).bit_count()
    # the faces held, either copy: a face's bit is suit << 4 | rank (a search asks this of
    # every hand it meets, so the faces are read as masks, not card by card)
    faces = (hand | hand >> 128) & _FACES
    rows = [faces >> (s << 4) & 0xFFFF for s in range(4)]
    for rank in range(2, 15):
        suits = (rows[0] >> rank & 1 | (rows[1] >> rank & 1) << 1
                 | (rows[2] >> rank & 1) << 2 | (rows[3] >> rank & 1) << 3)
        if not suits:
            continue
        sub = suits
        while sub:
            k = sub.bit_count()
            for j in range(max(0, 3 - k), min(jokers, 4 - k) + 1):
                yield set_action(rank, sub, j)
            sub = (sub - 1) & suits
    for suit in range(4):
        row = rows[suit]
        # positions 2..14 are the ranks; position 1 is the ace again, below the two
        have = row & 0x7FFC | (row >> C.ACE & 1) << 1
        if have:
            base = MELD_RUN + (suit << 23)
            for code in _runs(have, jokers):
                yield base + code


@functools.lru_cache(maxsize=1 << 15)
def _runs(have: int, jokers: int) -> tuple[int, ...]:
    """The runs of one suit held at positions ``have`` with ``jokers`` to fill gaps: each
    as ``run_action``'s code without its suit. Few (positions, jokers) occur, and a search
    meets each again and again."""
    out = []
    for low in range(1, 13):
        for high in range(low + 2, min(14, low + 12) + 1):
            span = ((1 << (high + 1)) - 1) ^ ((1 << low) - 1)
            real = have & span
            if not real:
                continue
            missing = span ^ real
            if missing.bit_count() > jokers:
                break  # a longer run from this low misses as many or more
            out.append(((low * 16 + high) << 15) | missing)
    return tuple(out)


# --- lay-offs and swaps on a meld -------------------------------------------------------

def lay_targets(m: Meld) -> list[tuple[int, int]]:
    """Where a card may join meld ``m``: (face, joker slot) pairs; a real card's slot is
    -1, a joker's is the position it takes (0 on a set)."""
    _, kind, key, low, cards = m
    if kind == SET:
        if len(cards) >= 4:
            return []
        suits = set_suits(m)
        return [(s << 4 | key, -1) for s in range(4) if not suits >> s & 1] + [(JOKER, 0)]
    high = low + len(cards) - 1
    if len(cards) >= 13:
        return []
    out: list[tuple[int, int]] = []
    for p in (low - 1, high + 1):
        if 1 <= p <= 14:
            out.append((pos_face(key, p), -1))
            out.append((JOKER, p))
    return out


def swap_faces(m: Meld) -> list[int]:
    """The real faces that may take a joker's place in ``m``."""
    _, kind, key, low, cards = m
    if kind == SET:
        if not any(is_joker(c) for c in cards):
            return []
        suits = set_suits(m)
        return [s << 4 | key for s in range(4) if not suits >> s & 1]
    return [pos_face(key, low + i) for i, c in enumerate(cards) if is_joker(c)]


def lay_on(m: Meld, card: int, slot: int) -> Meld:
    """Meld ``m`` with ``card`` added (``slot``: a joker's position, see lay_targets)."""
    owner, kind, key, low, cards = m
    if kind == SET:
        real = [c for c in cards if not is_joker(c)]
        jok = [c for c in cards if is_joker(c)]
        if is_joker(card):
            jok.append(card)
        else:
            real.append(card)
        return (owner, kind, key, low, tuple(real + jok))
    if is_joker(card):
        pos = slot
    else:
        r = card & 15
        pos = low - 1 if (r == C.ACE and low == 2) or r == low - 1 else low + len(cards)
        if r == C.ACE and low != 2:
            pos = 14
    if pos < low:
        return (owner, kind, key, pos, (card, *cards))
    return (owner, kind, key, low, (*cards, card))


def swap_in(m: Meld, card: int) -> tuple[Meld, int]:
    """Meld ``m`` with ``card`` in a joker's place, and the joker taken out."""
    owner, kind, key, low, cards = m
    if kind == SET:
        for i, c in enumerate(cards):
            if is_joker(c):
                rest = [x for j, x in enumerate(cards) if j != i]
                real = [x for x in rest if not is_joker(x)] + [card]
                jok = [x for x in rest if is_joker(x)]
                return (owner, kind, key, low, tuple(real + jok)), c
        raise ValueError("no joker in the set")
    pos = card & 15
    if pos == C.ACE:
        pos = 1 if low == 1 else 14
    i = pos - low
    joker = cards[i]
    return (owner, kind, key, low, (*cards[:i], card, *cards[i + 1:])), joker


# --- texts ------------------------------------------------------------------------------

def face_text(f: int) -> str:
    return "JK" if f == JOKER else C.to_text(f)


def show(card: int, lang: str) -> str:
    """A card for people; a joker is the word (the engine's «Дж» would name one joker of
    the two, and the texts never tell which one a move plays)."""
    if is_joker(card):
        return "джокер" if lang == "ru" else "joker"
    return C.show(card, lang)


def face_show(f: int, lang: str) -> str:
    return show(f, lang)


def parse_face(text: str) -> int:
    if text.upper() in ("JK", "*"):
        return JOKER
    return face(C.parse(text))


def meld_tokens(a: int) -> list[tuple[int, int]]:
    """A meld move as (face, stands-for) pairs: a real card (f, -1); a joker in a run
    (JOKER, the face it stands for); a joker in a set (JOKER, -1)."""
    if a >= MELD_RUN:
        suit, low, high, jmask = decode_run(a)
        return [(JOKER, pos_face(suit, p)) if jmask >> p & 1 else (pos_face(suit, p), -1)
                for p in range(low, high + 1)]
    rank, suits, jokers = decode_set(a)
    return [(s << 4 | rank, -1) for s in range(4) if suits >> s & 1] + [(JOKER, -1)] * jokers


def rank_text(rank: int, lang: str = "en") -> str:
    """A rank alone (``J``, ``10``; Russian ``В``): what a joker in a run stands for, in
    the run's suit. Never a card's text, so no text names a card by a joker."""
    names = C.RANK_RU if lang == "ru" else C.RANK_ASCII
    return names.get(rank, str(rank))


def meld_text(a: int) -> str:
    """``5H 6H *7`` (a joker standing for the run's seven), ``7S 7H *``."""
    out = []
    for f, stands in meld_tokens(a):
        if f == JOKER:
            out.append("*" + (rank_text(stands & 15) if stands >= 0 else ""))
        else:
            out.append(C.to_text(f))
    return " ".join(out)


def meld_show(a: int, lang: str) -> str:
    """«5♥ 6♥ Дж=7»."""
    out = []
    for f, stands in meld_tokens(a):
        if f == JOKER:
            out.append(show(JOKER, lang) + (f"={rank_text(stands & 15, lang)}"
                                                 if stands >= 0 else ""))
        else:
            out.append(C.show(f, lang))
    return " ".join(out)


def _bad(text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a meld: write its cards, a joker as * (in a run *7: the rank "
        f"it stands for), e.g. meld 5H 6H 7H, meld 7S 7H *, meld 5H *6 7H",
        f"«{text}» — не комбинация: перечислите карты, джокер — * (в серии *7: какое "
        f"достоинство он заменяет), например meld 5H 6H 7H, meld 7S 7H *, meld 5H *6 7H")


RANKS = {rank_text(r): r for r in range(2, 15)}  # a rank's text back to the rank
_RANK_WORDS = {**{str(r): r for r in range(2, 11)}, "J": 11, "Q": 12, "K": 13, "A": 14,
               "T": 10, "В": 11, "Д": 12, "К": 13, "Т": 14}


def _joker_rank(rest: str) -> int:
    """What ``*…`` says a joker stands for: a rank (``*7``, ``*J``), or a card whose suit
    is dropped (``*7H``); 0 for a bare ``*``; -1 when it is neither."""
    if not rest:
        return 0
    word = rest.upper()
    if word in _RANK_WORDS:
        return _RANK_WORDS[word]
    if len(word) >= 2 and word[:-1] in _RANK_WORDS and word[-1] in "SCDH♠♣♦♥ПТБЧ":
        return _RANK_WORDS[word[:-1]]
    return -1


def parse_meld(words: list[str], text: str) -> int:
    """The meld move named by its cards (any order); ParseError if no meld has them."""
    reals: list[int] = []
    stands: list[int] = []  # ranks jokers stand for (in a run)
    bare = 0
    for w in words:
        if w.startswith("*"):
            r = _joker_rank(w[1:])
            if r < 0:
                raise _bad(text)
            if r:
                stands.append(r)
            else:
                bare += 1
            continue
        try:
            f = parse_face(w)
        except ParseError:
            raise _bad(text) from None
        if f == JOKER:
            bare += 1
        else:
            reals.append(f)
    if not reals or len(set(reals)) != len(reals) or len(set(stands)) != len(stands):
        raise _bad(text)
    total = len(reals) + len(stands) + bare
    ranks = {f & 15 for f in reals}
    suits = {C.suit_of(f) for f in reals}
    if len(ranks) == 1 and len(suits) == len(reals) and 3 <= total <= 4 and (
            not stands or set(stands) == ranks):
        mask = sum(1 << C.suit_of(f) for f in reals)
        return set_action(reals[0] & 15, mask, bare + len(stands))
    if bare or len(suits) != 1 or not 3 <= total <= 13:
        raise _bad(text)
    suit = suits.pop()
    all_ranks = [f & 15 for f in reals] + stands
    for ace_low in (True, False):
        pos = sorted((1 if r == C.ACE and ace_low else r) for r in all_ranks)
        if len(set(pos)) == len(pos) and pos == list(range(pos[0], pos[0] + len(pos))):
            jmask = 0
            for r in stands:
                jmask |= 1 << (1 if r == C.ACE and ace_low else r)
            return run_action(suit, pos[0], pos[-1], jmask)
    raise _bad(text)
