"""Тысяча playouts: the card-play phase of a deal in one loop (C when the extension is on,
else one fused Python loop over locals), the rest of the game on the state machine.

:func:`playout` is ``TysyachaState.playout``: a random playout to the end of the game
that draws exactly the numbers ``State.playout`` draws and makes the same moves (the card
play of each deal is the same sequence of ``legal[rng.randrange(len(legal))]`` picks over
the same legal lists as ``TysyachaState._legal_play``), so its returns are the generic
loop's. :func:`deal_playout` plays only the current deal's remaining tricks and returns
each seat's points from it (tricks and marriages): the rollout a card-play search needs.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from koloda import fast
from koloda.engine.game import CHANCE
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import (
    ACE_MARRIAGE,
    ACES,
    KQ,
    MARRIAGE,
    POINTS,
    STRENGTH,
    SUIT_BITS,
    points,
)

if TYPE_CHECKING:
    from koloda.games.tysyacha.state import TysyachaState

_PLAY = 9  # Phase.PLAY
_PLAY_A, _DECLARE_A, _ACES_A = A.PLAY, A.DECLARE, A.ACES


def _flags(st: TysyachaState) -> int:
    r = st.rules
    return (r.must_lead_trump | r.no_lead_others_trump << 1
            | r.declare_on_first_lead << 2 | r.ace_marriage << 3)


def play_tricks(st: TysyachaState, rng: random.Random) -> None:
    """Play the deal's remaining tricks with random moves and score the deal, as the
    state machine would (``st`` must be in the play phase). Fields a scoring does not
    read (the trick log, voids, known cards, history) are not kept."""
    n = st.players
    seats = [s for s in range(n) if s != st.sitting]
    first = seats.index(st.leader)
    seats = seats[first:] + seats[:first]
    ext = fast.ext()
    got = None
    if ext is not None and type(rng) is random.Random:
        got = ext.tys_play_random(
            list(st.hands), seats, st.declarer, list(st.trick), st.trump, st.trump_by,
            [bool(w) for w in st.won_any], bool(st.run_start), 0, _flags(st), rng)
    if got is None:
        got = _play_random_py(st, seats, rng)
    taken, marr, tricks, last, won, trump, trump_by, leader, run_start = got
    for s in range(n):
        st.taken[s] += taken[s]
        st.marr[s] += marr[s]
        st.tricks_won[s] += tricks[s]
        st.won_any[s] = bool(won[s])
        st.hands[s] = 0
    st.trick = []
    st.trick_seats = []
    st.trump, st.trump_by = trump, trump_by
    st.leader = st.turn = st.last_winner = leader
    st.run_start = bool(run_start)
    if last >= 0:
        st.last_winner = last
    st._score_deal(roospis=False)


def _play_random_py(st: TysyachaState, seats: list[int], rng: random.Random
                    ) -> tuple[list[int], list[int], list[int], int, list[int], int, int,
                               int, bool]:
    """The fused Python loop of the card play (``_legal_play``/``_apply_play``/
    ``_finish_trick`` over locals); the same draws and moves."""
    r = st.rules
    must_lead_trump, no_lead_others = r.must_lead_trump, r.no_lead_others_trump
    declare_first, ace_marriage = r.declare_on_first_lead, r.ace_marriage
    randbelow = rng._randbelow  # type: ignore[attr-defined]  # what randrange(k) calls
    nxt = {s: seats[(i + 1) % len(seats)] for i, s in enumerate(seats)}
    size = 3 if len(seats) >= 3 else 2
    hands = st.hands[:]
    won = [int(w) for w in st.won_any]
    trick = st.trick[:]
    trump, trump_by = st.trump, st.trump_by
    leader, run_start = st.leader, st.run_start
    taken, marr, tricks = [0] * 4, [0] * 4, [0] * 4
    last = -1
    seat = leader
    for _ in trick:
        seat = nxt[seat]
    while True:
        hand = hands[seat]
        acts = []
        if trick:
            m = hand & SUIT_BITS[trick[0] >> 4 & 7]
            if not m and trump >= 0:
                m = hand & SUIT_BITS[trump]
            if not m:
                m = hand
            while m:
                low = m & -m
                acts.append(_PLAY_A - 1 + low.bit_length())
                m ^= low
        else:
            cands = hand
            if run_start and trump >= 0:
                tm = hand & SUIT_BITS[trump]
                if tm:
                    if must_lead_trump:
                        cands = tm
                    elif no_lead_others and trump_by != seat and hand != tm:
                        cands = hand & ~tm
            m = cands
            while m:
                low = m & -m
                acts.append(_PLAY_A - 1 + low.bit_length())
                m ^= low
            if won[seat] or declare_first:
                for s in range(4):
                    if hand & KQ[s] == KQ[s]:
                        m = KQ[s]
                        while m:
                            low = m & -m
                            acts.append(_DECLARE_A - 1 + low.bit_length())
                            m ^= low
                if ace_marriage and hand & ACES == ACES:
                    m = ACES & cands
                    while m:
                        low = m & -m
                        acts.append(_ACES_A - 1 + low.bit_length())
                        m ^= low
        if not acts:
            break
        a = acts[randbelow(len(acts))]
        card = a % 1000
        kind = a - card
        hands[seat] ^= 1 << card
        if not trick:
            if kind == _DECLARE_A:
                suit = card >> 4 & 7
                marr[seat] += MARRIAGE[suit]
                trump, trump_by = suit, seat
            elif kind == _ACES_A:
                marr[seat] += ACE_MARRIAGE
        trick.append(card)
        if len(trick) < size:
            seat = nxt[seat]
            continue
        best = trick[0]
        win = x = leader
        for c in trick[1:]:
            x = nxt[x]
            bs, cs = best >> 4 & 7, c >> 4 & 7
            if cs == bs:
                if STRENGTH[c] > STRENGTH[best]:
                    best, win = c, x
            elif cs == trump:
                best, win = c, x
        pts = 0
        for c in trick:
            pts += POINTS[c]
        taken[win] += pts
        tricks[win] += 1
        won[win] = 1
        trick = []
        run_start = win != leader
        leader = seat = last = win
        if not hands[win]:
            break
    return taken, marr, tricks, last, won, trump, trump_by, leader, run_start


def playout(st: TysyachaState, rng: random.Random, max_steps: int = 1_000_000) -> list[float]:
    """``TysyachaState.playout``: the returns of a random playout to the end of the game;
    ``st`` is left unchanged."""
    return run(st.clone(), rng, max_steps).returns()


def run(s: TysyachaState, rng: random.Random, max_steps: int = 1_000_000) -> TysyachaState:
    """Play ``s`` itself to the end of the game (as :func:`playout` does); returns it."""
    steps = 0
    while True:
        player = s.current_player()
        if player >= 0:
            if s.phase == _PLAY:
                play_tricks(s, rng)
                continue
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            steps += 1
            if steps >= max_steps:
                raise RuntimeError(f"game did not end within {max_steps} steps")
        elif player == CHANCE:
            s.apply_chance()
        else:
            return s


def deal_playout(st: TysyachaState, rng: random.Random) -> list[int]:
    """Each seat's points from the current deal after random play of its remaining
    tricks: card points of the tricks taken plus marriages declared (with two players the
    declarer's discard, and the untaken talon for the last trick's winner). ``st`` (in the
    play phase) is left unchanged."""
    if st.phase != _PLAY:
        raise ValueError("deal_playout needs a state in the play phase")
    n = st.players
    seats = [s for s in range(n) if s != st.sitting]
    first = seats.index(st.leader)
    seats = seats[first:] + seats[:first]
    ext = fast.ext()
    got = None
    if ext is not None and type(rng) is random.Random:
        got = ext.tys_play_random(
            list(st.hands), seats, st.declarer, list(st.trick), st.trump, st.trump_by,
            [bool(w) for w in st.won_any], bool(st.run_start), 0, _flags(st), rng)
    if got is None:
        got = _play_random_py(st, seats, rng)
    taken, marr, _, last, *_rest = got
    out = [st.taken[s] + taken[s] + st.marr[s] + marr[s] for s in range(n)]
    if n == 2:
        out[st.declarer] += points(st.pile)
        out[last if last >= 0 else st.last_winner] += points(st.rest)
    return out


def deal_rollouts(st: TysyachaState, seat: int, n: int, seed: int | None = None
                  ) -> list[float]:
    """Mean of ``n`` determinized deal rollouts for ``seat``: each is
    ``deal_playout(st.resample(seat, rng), rng)`` with one ``rng = random.Random(seed)``."""
    rng = random.Random(seed)
    total = [0.0] * st.players
    for _ in range(n):
        for s, v in enumerate(deal_playout(st.resample(seat, rng), rng)):
            total[s] += v
    return [t / n for t in total] if n else total


__all__ = ["deal_playout", "deal_rollouts", "play_tricks", "playout", "run"]
