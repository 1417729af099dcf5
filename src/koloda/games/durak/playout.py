"""Random playouts of Durak on the pure-Python path: one fused loop over local variables.

:func:`fused_playout` plays a :class:`~koloda.games.durak.state.DurakState` of the base
rules (the games the C core plays, :func:`koloda.games.durak.fast.supports`) to the end
with uniformly random moves and returns its returns, leaving the state unchanged. It
draws exactly the numbers ``State.playout`` draws (``legal[rng.randrange(len(legal))]``
at each decision, deals from a copy of the state's own RNG) and makes the same moves:
it is ``DurakState``'s state machine written out once more, the way the C core
(``src/koloda/_c/durak.c``) writes it, with no method call per step. The differential
tests compare all three.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.games.durak.hooks import RANK_MASKS, ranks_to_cards

if TYPE_CHECKING:
    from koloda.games.durak.state import DurakState

_LEAD, _DEFEND, _THROW, _OVER = 1, 2, 3, 7
_TAKE, _DONE, _ATTACK, _TRANSFER, _SHOW = 0, 1, 256, 512, 768
_BEAT, _DARK = 1 << 16, 2 << 16


def fused_playout(st: DurakState, rng: random.Random,
                  max_steps: int = 1_000_000) -> list[float]:
    """Returns of one random playout of ``st`` (base rules, no forced deals queued)."""
    r = st.rules
    n = st.players
    simple = r.base == "simple"
    perevodnoy = r.base == "perevodnoy"
    show_rule = r.transfer_by_trump_show
    plain = st.plain
    neighbours = r.throw_in == "neighbours" and n > 3
    team = st.team
    teams = r.teams != "none"
    deck = st.hk.deck_cards
    nd = len(deck)
    match_games = r.match_games
    draw_allowed = r.draw_allowed
    first_limit = r.first_bout_limit
    randbelow = rng._randbelow  # type: ignore[attr-defined]  # what randrange(k) calls
    deal_rng: random.Random | None = None

    hands = st.hands[:]
    known = st.known[:]
    out = st.out[:]
    finish = st.finish[:]
    stock = st.stock[:]
    trump_card, trump = st.trump_card, st.trump
    att, dfn = st.att[:], st.dfn[:]
    table, ranks = st.table, st.ranks
    unbeaten, covered = st.unbeaten, st.covered
    attacker, defender, to_move = st.attacker, st.defender, st.to_move
    throwers, throw_pos = st.throwers[:], st.throw_pos
    taking = st.taking
    cap_n = st.cap_n
    stall, draw_after = st.stall, r.draw_after_bouts  # the draw rule
    shown = st.shown
    phase = st.phase
    game_no, dealer, prev_winner = st.game_no, st.dealer, st.prev_winner
    ret_sum = st.ret_sum[:]
    tab = st.hk.beat_table(trump) if trump >= 0 else None
    steps = 0

    while True:
        # ---- a decision: the legal list (DurakState.legal_actions), a random pick -------
        if phase == _DEFEND:
            d = defender
            hand = hands[d]
            assert tab is not None
            acts = []
            for i in range(len(att)):
                if dfn[i] >= 0:
                    continue
                t = att[i]
                m = hand & tab[t]
                base = _BEAT - 256 + t
                while m:
                    low = m & -m
                    acts.append(base + (low.bit_length() << 8))
                    m ^= low
            acts.append(_TAKE)
            target = -1
            if perevodnoy and not covered:
                rank = -1
                for i in range(len(att)):
                    if dfn[i] < 0:
                        if rank < 0:
                            rank = att[i] & 15
                        elif att[i] & 15 != rank:
                            rank = -2
                            break
                if rank >= 0:
                    if n == 2:
                        target = -1 if out[1 - d] else 1 - d
                    else:
                        dt = team[d]
                        for k in range(1, n):
                            x = (d + k) % n
                            if not out[x] and team[x] != dt:
                                target = x
                                break
                    if target >= 0:
                        have = hands[target].bit_count()
                        rm = hand & RANK_MASKS[rank]
                        if len(att) + 1 <= cap_n and have >= unbeaten + 1:
                            m = rm
                            while m:
                                low = m & -m
                                acts.append(_TRANSFER - 1 + low.bit_length())
                                m ^= low
                        if show_rule and trump >= 0 and have >= unbeaten:
                            m = rm & C.SUIT_MASKS[trump] & ~shown
                            while m:
                                low = m & -m
                                acts.append(_SHOW - 1 + low.bit_length())
                                m ^= low
        elif phase == _LEAD:
            if not att:
                m = hands[to_move]
                acts = []
            else:
                m = hands[attacker] & RANK_MASKS[att[0] & 15]  # Hooks.more_of_rank
                if not m or (simple and len(att) >= 2) or not (
                        len(att) < cap_n and unbeaten < hands[defender].bit_count()):
                    m = 0
                acts = []
            while m:
                low = m & -m
                acts.append(_ATTACK - 1 + low.bit_length())
                m ^= low
            if att:
                acts.append(_DONE)
        elif phase == _THROW:
            m = hands[to_move] & ranks_to_cards(ranks)
            acts = []
            while m:
                low = m & -m
                acts.append(_ATTACK - 1 + low.bit_length())
                m ^= low
            acts.append(_DONE)
        elif phase == _OVER:
            g = game_no if game_no > 1 else 1
            return [v / g for v in ret_sum]
        else:  # a deal (DurakState._deal with the state's own RNG, as a clone deals)
            if deal_rng is None:
                deal_rng = random.Random.__new__(random.Random)
                deal_rng.setstate(st.rng.getstate())
            order = list(deck)
            deal_rng.shuffle(order)
            if game_no:  # _reset_game
                hands = [0] * n
                known = [0] * n
                out = [False] * n
                finish = []
                shown = 0
                cap_n = first_limit
                stall = 0
            game_no += 1
            first = (dealer + 1) % n
            for k in range(6 * n):
                hands[(first + k) % n] |= 1 << order[k]
            trump_card = order[-1]
            if nd == 6 * n:
                for x in range(n):
                    known[x] |= 1 << trump_card
            stock = order[6 * n:][::-1]
            trump = C.suit_of(trump_card)
            tab = st.hk.beat_table(trump)
            if prev_winner >= 0:
                leader = prev_winner
            else:
                best, leader = 99, first
                for k in range(n):
                    x = (first + k) % n
                    m = hands[x] & C.SUIT_MASKS[trump]
                    if m and (m & -m).bit_length() - 1 & 15 < best:
                        best, leader = (m & -m).bit_length() - 1 & 15, x
            action = -1
            # fall through to the bout start below
            phase = -1
        if phase != -1:
            action = acts[randbelow(len(acts))]
            steps += 1
            if steps >= max_steps:
                raise RuntimeError(f"game did not end within {max_steps} steps")
        # ---- the move (DurakState.apply) -----------------------------------------------
        advance = False
        end = -1  # -1: no bout end; 0: discard; 1: take
        if action < 0:
            pass
        elif action < _ATTACK:
            if action == _TAKE:
                if simple:
                    end = 1
                else:
                    taking = True
                    throw_pos = 0
                    advance = True
            else:  # done
                if phase != _LEAD:
                    throw_pos += 1
                advance = True
        elif action < _TRANSFER:
            card = action & 255
            s = to_move
            hands[s] ^= 1 << card
            att.append(card)
            dfn.append(-1)
            table |= 1 << card
            ranks |= 1 << (card & 15)
            unbeaten += 1
            if phase == _LEAD:
                more = hands[attacker] & RANK_MASKS[att[0] & 15]
                if not more or (simple and len(att) >= 2) or not (
                        len(att) < cap_n and unbeaten < hands[defender].bit_count()):
                    advance = True
            else:
                advance = True
        elif _BEAT <= action < _DARK:
            card = (action >> 8) & 255
            hands[defender] ^= 1 << card
            dfn[att.index(action & 255)] = card
            table |= 1 << card
            ranks |= 1 << (card & 15)
            unbeaten -= 1
            covered += 1
            if not unbeaten:
                throw_pos = 0
            advance = True
        else:  # transfer or show (target as computed for the legal list)
            card = action & 255
            if action < _SHOW:
                hands[defender] ^= 1 << card
                att.append(card)
                dfn.append(-1)
                table |= 1 << card
                ranks |= 1 << (card & 15)
                unbeaten += 1
            else:
                shown |= 1 << card
                for x in range(n):
                    known[x] |= 1 << card
            defender = target
            covered = 0
            if n == 2:
                throwers = [1 - defender]
            else:
                throwers = _throwers(n, attacker, defender, out, team, neighbours)
            throw_pos = 0
            advance = True
        if advance:  # DurakState._advance
            if unbeaten and not taking:
                phase = _DEFEND
                to_move = defender
                continue
            if not simple and len(att) < cap_n and unbeaten < hands[defender].bit_count():
                fit = ranks_to_cards(ranks)
                pos = throw_pos
                found = False
                while pos < len(throwers):
                    x = throwers[pos]
                    if hands[x] & fit:
                        throw_pos = pos
                        phase = _THROW
                        to_move = x
                        found = True
                        break
                    pos += 1
                if found:
                    continue
                throw_pos = pos
            end = 1 if taking or unbeaten > 0 else 0
        if end >= 0:  # DurakState._end_bout, _after_table, the draw, _settle
            d = defender
            if end:
                stall += 1
                leader = d
                for k in range(1, n + 1):
                    x = (d + k) % n
                    if not out[x]:
                        leader = x
                        break
                hands[d] |= table
                for x in range(n):
                    if x != d:
                        known[x] |= table
            else:
                cap_n = 6
                stall = 0
                leader = d
            if stock:
                for k in range(n + 1):
                    if k < n:
                        x = (attacker + k) % n
                        if x == d:
                            continue
                    else:
                        x = d
                    if out[x]:
                        continue
                    h = hands[x]
                    have = h.bit_count()
                    if have < 6 and stock:
                        while have < 6 and stock:
                            h |= 1 << stock.pop()
                            have += 1
                        hands[x] = h
                    if not stock and trump_card >= 0 and h >> trump_card & 1:
                        for o in range(n):
                            if not plain or o != x:
                                known[o] |= 1 << trump_card
            if not stock or stall >= draw_after:  # _settle; the draw rule (_start_bout)
                active = []
                go_on = True
                if not stock:
                    for x in range(n):
                        if not out[x]:
                            if hands[x]:
                                active.append(x)
                            else:
                                out[x] = True
                                finish.append(x)
                    go_on = len(active) > 1 and (
                        not teams or any(team[x] != team[active[0]] for x in active))
                if go_on:  # the next bout would start: the draw rule ends the game
                    active = []
                elif not active and not draw_allowed:
                    active = [defender]
                if not go_on or stall >= draw_after:
                    fools = active  # _end_game
                    for x in range(n):
                        if x not in finish and x not in fools:
                            finish.append(x)
                    for x in fools:
                        if x not in finish:
                            finish.append(x)
                    if fools:
                        lost = {team[x] for x in fools}
                        losers = [x for x in range(n) if team[x] in lost]
                        if len(losers) < n:
                            win = len(losers) / (n - len(losers))
                            for x in range(n):
                                ret_sum[x] += -1.0 if x in losers else win
                    prev_winner = finish[0] if finish else -1
                    if fools:
                        dealer = fools[0]
                    att, dfn = [], []
                    table = ranks = unbeaten = covered = 0
                    to_move = -1
                    phase = 0 if game_no < match_games else _OVER
                    continue
        elif phase != -1:
            continue
        # ---- a new bout (DurakState._start_bout) ------------------------------------------
        a = leader
        if out[a]:
            for k in range(1, n + 1):
                x = (a + k) % n
                if not out[x]:
                    a = x
                    break
        attacker = a
        if n == 2:
            defender = -1 if out[1 - a] else 1 - a
            throwers = [1 - defender]
        else:
            at = team[a]
            defender = -1
            for k in range(1, n):
                x = (a + k) % n
                if not out[x] and team[x] != at:
                    defender = x
                    break
            throwers = _throwers(n, attacker, defender, out, team, neighbours)
        att, dfn = [], []
        table = ranks = unbeaten = covered = 0
        taking = False
        shown = 0
        throw_pos = 0
        phase = _LEAD
        to_move = a


def _throwers(n: int, attacker: int, d: int, out: list[bool], team: list[int],
              neighbours: bool) -> list[int]:
    """DurakState._set_throwers for three players or more."""
    dt = team[d]
    cands = [x for x in ((attacker + k) % n for k in range(n))
             if not out[x] and team[x] != dt]
    if neighbours:
        prev = nxt = d
        for k in range(1, n):
            x = (d - k) % n
            if not out[x]:
                prev = x
                break
        for k in range(1, n + 1):
            x = (d + k) % n
            if not out[x]:
                nxt = x
                break
        cands = [x for x in cands if x in (prev, nxt)]
    return cands


def fits(st: DurakState, rng: random.Random) -> bool:
    """Whether :func:`fused_playout` plays ``st`` exactly as ``State.playout`` would: base
    rules, no forced deal queued, a plain ``random.Random``."""
    from koloda.games.durak.fast import supports

    return type(rng) is random.Random and not st.forced and supports(st.rules)


__all__ = ["fits", "fused_playout"]

