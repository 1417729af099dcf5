"""The Тысяча search player: card play by Perfect Information Monte Carlo over the
open-hand solver, and the decisions before play by Monte Carlo over the unseen cards.

*Card play (PIMC).* At each card decision the player draws worlds from its information
set (the other hands re-dealt as it may have them: sizes, known cards, voids shown) and
asks the open-hand solver (:mod:`koloda.games.tysyacha.solver`: the declarer against the
defenders, marriages as moves that change trump, a transposition table at trick
boundaries) for the declarer's points after each legal card. Each card is valued by the
deal's score for the player (the contract made or failed, doubled in a golden deal, dark
play's double points or −240, the barrel: a contract that wins the game, a fall), less
what the others gain, averaged over the worlds; ties go to the declarer's points. It
takes worlds until its time (``ms``) or world count (``worlds``) runs out, at least
``min`` of them.

*Before play.* Bidding, the contract (keep, raise, concede: роспись), the gifts (3-4
players) and the discards (2 players) are chosen by the same solver over ``bid`` worlds:
for each option the player plays the deal out as the declarer in each world (its gifts
picked by the heuristic's rules) and gets a distribution of its points, hence the chance
to make each contract and the expected score of each choice, the barrel included (on the
barrel only a contract that wins the game gains; a failed one is a fall). The open-hand
defenders see every card, so these estimates may add ``lift`` points (off by default: it
lost games). Passing is worth a constant (``pass``), −200 when an opponent is on the
barrel; with ``passing=worlds`` (measured, not the default) it is valued from the same
worlds: in each, the other bidders are dealt the talon in turn and solved as declarers;
an opponent on the barrel whose points reach the winning contract bids it and wins the
game, otherwise the strongest bidder plays the lowest contract that holds the auction, and
the seat scores as his defender. ``passing=barrel`` does that only when an opponent is on
the barrel (where the constant −200 blocks with hands that cannot make their bid) and
keeps the constant otherwise. With ``barrel=stop`` an opponent on the barrel is a threat
only while he is still in the auction, and on its own barrel the seat values passing by
the deals it has left there (optimal stopping, :mod:`koloda.ai.tysyacha_barrel`); this is
the default since 2026-12-05 (``barrel=fixed``: the constants as before). ``concede=P``
concedes every contract below a chance P to make it (off: playing a hopeless contract out
usually costs less than роспись, measured in bench/README.md). Dark play
is taken when its expected double score beats looking. The talon choice of two players
(both unseen) and redeals follow the heuristic.

*Inference* (``infer=1``, off by default until a match shows it helps): worlds also agree
with the auction: a bidder above 120 held the marriages his bid needed
(:mod:`koloda.ai.tysyacha_infer`). With ``read=P`` card play's worlds also agree with the
others' recent cards: each card of the current trick and each that followed to the last
one is asked
again of the game's heuristic from the position it was played from in that world
(:mod:`koloda.games.tysyacha.rewind`), and a world where the heuristic would have played
otherwise is drawn again with chance P per such card (off by default; see bench/README.md).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from koloda.ai.agents import SearchAgent
from koloda.ai.thought import POINTS_UNIT, Thought
from koloda.ai.tysyacha_barrel import quantiles_for, stay_value
from koloda.ai.tysyacha_infer import consistent, marriage_needs
from koloda.engine.game import Action, Game
from koloda.engine.infoset import InfoSet
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha import solver as S
from koloda.games.tysyacha.bot import HeuristicAgent, best_subset, keep_score
from koloda.games.tysyacha.cardset import KQ, MARRIAGE, points, round5
from koloda.games.tysyacha.rewind import recent_follows

WIN_VALUE = 600.0  # the score-equivalent of winning the game outright
PASS_VALUE = -20.0  # what passing is worth to a bidder, relative to the others
# ... when an opponent on the barrel could win with the talon. −200 since 2026-12-07:
# level with −120 in 600 whole games on the same deals (+0.10 games a 12-game chunk,
# −0.31 to +0.51), and it lets a sitter win fewer barrel stays (bench/README.md,
# "Тысяча: the barrel threat in whole games")
THREAT_PASS = -200.0
EPS = 0.01  # the declarer's points as a tie-break
# The share of the marriages they hold that defenders are expected to declare, counted
# against a contract. 0 since 2026-12-06: counting 0.6 of them made the player concede and
# pass contracts it makes (the open-hand solver already underrates a declarer): +1.7 points
# a seat and deal on 540 paired first deals, and level or better in whole games
# (bench/README.md, "Тысяча: the search's constants fitted").
OPP_MARRIAGE = 0.0
INFER_TRIES = 30  # draws of a world that must agree with the auction (``infer``)
READ_TRIES = 12  # draws of a world read from the others' recent cards (``read``)
# The open-hand solver's defenders see every card, so it underrates what a declarer takes
# against defenders who do not (by 7 points against `hard` defenders, 14 against the
# heuristic, fitted from whole games); adding that to the estimates before play lost games
# in a 4-arm match, so the default adds nothing (bench/README.md, "Тысяча: passing valued
# from the worlds").
LIFT = 0.0


def _winning_contract(r: Any) -> int:
    """The lowest contract (a multiple of 5) that takes a sitter from the barrel to the
    target."""
    return -(-(int(r.win_target) - int(r.barrel_at)) // 5) * 5


class _Scorer:
    """The deal's score for one seat from the declarer's points, relative to the
    others (the seat's change less the others' mean change)."""

    def __init__(self, infoset: InfoSet, declarer: int, contract: int, dark: bool,
                 golden: bool, stay: float = 0.0, win: float = WIN_VALUE) -> None:
        obs = infoset.obs
        self.win = win  # what winning the game outright is worth, in points
        # what a contract made on the declarer's barrel without reaching the target is
        # worth: the rest of his stay there (0: as much as the score it leaves unchanged)
        self.stay = stay
        r: Any = infoset.rules
        self.rules = r
        self.me = infoset.seat
        self.declarer = declarer
        self.contract = contract
        self.dark = dark
        self.factor = 2 if golden else 1
        n = infoset.players
        self.n_opp = 1 if n == 2 else 2
        barrel = list(obs.get("barrel") or [False] * n)
        self.decl_on_barrel = bool(barrel[declarer]) if 0 <= declarer < n else False

    def made(self, pts: int, contract: int) -> bool:
        check = round5(pts) if self.rules.round_declarer_points else pts
        return check >= contract

    def declarer_score(self, pts: int, contract: int) -> float:
        made = self.made(pts, contract)
        if self.dark:
            if not made:
                return -240.0
            return float(min(240, 2 * pts) if self.rules.dark_max_240 else 2 * pts)
        if self.decl_on_barrel:
            r = self.rules
            if made:
                return self.win if r.barrel_at + contract >= r.win_target else self.stay
            return -float(contract * self.factor + r.penalty / 2)  # the fall
        return float(contract * self.factor if made else -contract * self.factor)

    def value(self, pts: int, contract: int | None = None, opp_marr: float = 0.0) -> float:
        """The seat's relative score when the declarer ends with ``pts`` points (the
        defenders also expecting ``opp_marr`` points of marriages)."""
        c = self.contract if contract is None else contract
        decl = self.declarer_score(pts, c)
        others = max(0.0, 120.0 - pts) * (1 if self.dark else self.factor) + opp_marr
        share = others / self.n_opp  # each defender's card points, roughly
        if self.me == self.declarer:
            return decl - share + EPS * pts
        if self.n_opp == 1:
            return share - decl - EPS * pts
        return (share - decl) / 2.0 - EPS * pts


class PimcAgent(SearchAgent):
    """PIMC card play and Monte Carlo bidding for Тысяча (see the module notes)."""

    method = "pimc"

    def __init__(self, seat: int, rng: random.Random, game: Game, *, worlds: int = 40,
                 ms: float | None = 700.0, min: int = 3, bid: int = 16, workers: int = 1,
                 pass_value: float = PASS_VALUE, bidding: str = "mc", infer: int = 0,
                 passing: str = "fixed", lift: float = LIFT, barrel: str = "stop",
                 concede: float = 0.0, win: float = WIN_VALUE, threat: float = THREAT_PASS,
                 marr: float = OPP_MARRIAGE, read: float = 0.0) -> None:
        super().__init__(seat, rng, game)
        # > 0: card play's worlds are read from the others' recent follows (``_read``):
        # a world where the heuristic would not have played one of them is kept with
        # chance (1 - read) per such card
        self.read = read if 0.0 < read <= 1.0 else (1.0 if read > 1.0 else 0.0)
        self._readers: dict[int, HeuristicAgent] = {}
        # the three constants above, as parameters so that matches can fit them
        self.win, self.threat, self.marr = win, threat, marr
        # concede (роспись, where allowed) a contract whose chance to make is below this,
        # whatever playing it out is worth (0: by the expected score alone)
        self.concede = concede
        # "stop" (the default): on one's own barrel passing is worth the deals left there
        # (optimal stopping, koloda.ai.tysyacha_barrel) and an opponent on the barrel is a
        # threat only while he bids; "fixed": the constants, as before 2026-12-05
        self.barrel = barrel
        self.lift = lift  # points added to a double-dummy declarer's, before the play
        # "fixed" (the constants), "worlds" (valued from them), or "barrel" (from the
        # worlds when an opponent is on the barrel, else the constant)
        self.passing = passing
        self.infer = infer  # 1: worlds must agree with the marriages the bids needed
        self.pass_value = pass_value
        self.bidding = bidding  # "mc", or "heuristic": the auction, contract and dark by it
        self.worlds = max(1, worlds)
        self.ms = ms
        self.min_worlds = max(1, min)
        self.bid_worlds = max(1, bid)
        self.workers = workers
        self._bid_cache: tuple[Any, list[int], list[dict[int, int]]] | None = None
        self._gift_plan: tuple[Any, list[Action]] | None = None
        self._opp_marr = 0.0

    # --- the door ----------------------------------------------------------------------

    def think(self, infoset: InfoSet, moves: Sequence[Action] | None = None,
              force: bool = False) -> Thought:
        start = time.perf_counter()
        legal = list(moves) if moves is not None else list(infoset.legal)
        if len(legal) == 1 and not force:
            return Thought(legal[0], 0.0, POINTS_UNIT, {}, {legal[0]: 0}, "forced")
        kinds = {A.kind(a) for a in legal}
        if kinds & {A.PLAY, A.DECLARE, A.ACES}:
            got = self._play(infoset, legal)
        elif A.GIVE in kinds:
            got = self._give(infoset, legal)
        elif A.DISCARD in kinds:
            got = self._discard(infoset, legal)
        elif self.bidding == "heuristic" and (
                kinds & {A.START, A.RAISE, A.ROOSPIS, A.BID, A.DARK}
                or (A.PASS in kinds and infoset.obs.get("phase") == "bidding")):
            choice = self.heuristic_choice(infoset)
            got = Thought(choice if choice in legal else legal[0], 0.0, POINTS_UNIT, {}, {},
                          "heuristic")
        elif kinds & {A.START, A.RAISE, A.ROOSPIS}:
            got = self._contract(infoset, legal)
        elif A.BID in kinds or (A.PASS in kinds and infoset.obs.get("phase") == "bidding"):
            got = self._bid(infoset, legal)
        elif A.DARK in kinds:
            got = self._dark(infoset, legal)
        else:  # talon choice (both unseen), redeal offers: the heuristic
            choice = self.heuristic_choice(infoset)
            if choice not in legal:
                choice = legal[0]
            got = Thought(choice, 0.0, POINTS_UNIT, {}, {}, "heuristic")
        got.seconds = time.perf_counter() - start
        return got

    def _world(self, infoset: InfoSet) -> Any:
        """A world drawn from the information set; with ``infer``, drawn again (up to
        ``INFER_TRIES`` times) while a bidder in it lacks the marriages his bid needed."""
        world: Any = infoset.resample(self.rng)
        if not self.infer:
            return world
        needs = marriage_needs(world, self.seat)
        tries = 1
        while needs and tries < INFER_TRIES and not consistent(world, needs):
            world = infoset.resample(self.rng)
            tries += 1
        return world

    def _read(self, infoset: InfoSet) -> Any:
        """A world for card play, drawn again (up to ``READ_TRIES`` times) with a chance
        that grows with the others' recent cards the heuristic would not have played in
        it: what those cards say about the hands they came from. Where every draw
        disagrees, the one that disagrees least."""
        best: tuple[int, Any] | None = None
        for _ in range(READ_TRIES):
            world = self._world(infoset)
            misses = 0
            for follow in recent_follows(world):
                if follow.seat == self.seat:
                    continue
                reader = self._readers.get(follow.seat)
                if reader is None:
                    reader = self._readers[follow.seat] = HeuristicAgent(
                        follow.seat, random.Random(follow.seat))
                pos = follow.before
                if reader.act(pos.observation(follow.seat), pos.legal_actions()) != follow.action:
                    misses += 1
            if not misses or self.rng.random() < (1.0 - self.read) ** misses:
                return world
            if best is None or misses < best[0]:
                best = (misses, world)
        assert best is not None
        return best[1]

    def _until(self, count: int, scale: float = 1.0) -> Callable[[int], bool]:
        """Whether to draw another world after ``done`` of them."""
        deadline = (time.perf_counter() + self.ms * scale / 1000.0
                    if self.ms is not None else None)

        def more(done: int) -> bool:
            if done >= count:
                return False
            if done < self.min_worlds:
                return True
            return deadline is None or time.perf_counter() < deadline

        return more

    # --- card play ---------------------------------------------------------------------

    def _play(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        obs = infoset.obs
        declarer = int(obs.get("declarer") or 0)
        scorer = _Scorer(infoset, declarer, int(obs.get("contract") or 0),
                         bool(obs.get("dark")), bool(obs.get("golden")),
                         self._own_stay(infoset) if declarer == self.seat else 0.0, self.win)
        totals = dict.fromkeys(legal, 0.0)
        pts_sum = dict.fromkeys(legal, 0.0)
        made = dict.fromkeys(legal, 0)
        more = self._until(self.worlds)
        done = 0
        while more(done):
            world = self._read(infoset) if self.read else self._world(infoset)
            got = S.solve_moves(world)
            done += 1
            for a in legal:
                pts = got.get(a)
                if pts is None:  # pragma: no cover - the world's moves are the seat's
                    continue
                totals[a] += scorer.value(pts)
                pts_sum[a] += pts
                made[a] += scorer.made(pts, scorer.contract)
        values = {a: totals[a] / done for a in legal}
        best = max(legal, key=lambda a: (values[a], -legal.index(a)))
        th = Thought(best, values[best], POINTS_UNIT, values, dict.fromkeys(legal, done),
                     "pimc", done)
        th.extra = {"make": {a: made[a] / done for a in legal},
                    "declarer_points": {a: pts_sum[a] / done for a in legal}}
        return th

    # --- the deal played out as declarer ---------------------------------------------------

    def _seats(self, world: Any, declarer: int) -> tuple[int, ...]:
        n = world.players
        seats = [s for s in range(n) if s != world.sitting]
        first = seats.index(declarer)
        return tuple(seats[first:] + seats[:first])

    def _solve_as_declarer(self, world: Any, hand: int, others: dict[int, int],
                           base: int = 0, rest: int = 0, seat: int | None = None) -> int:
        """The declarer's (``seat``'s, this seat by default) points in ``world`` with
        these final hands."""
        r = world.rules
        decl = self.seat if seat is None else seat
        hands = [0] * world.players
        hands[decl] = hand
        for s, h in others.items():
            hands[s] = h
        pos = S.Position(
            hands=tuple(hands), seats=self._seats(world, decl), declarer=decl,
            leader=decl, trick=(), trump=-1, trump_by=-1,
            won_any=(False,) * world.players, run_start=True, base=base, rest=rest,
            must_lead_trump=r.must_lead_trump, no_lead_others_trump=r.no_lead_others_trump,
            declare_on_first_lead=r.declare_on_first_lead, ace_marriage=r.ace_marriage)
        return S.solve(pos)

    def _auto_declare(self, world: Any, hand: int, talon: int, spare: int = 0,
                      seat: int | None = None) -> int:
        """As declarer (``seat``, this seat by default) with ``hand`` + ``talon``: the
        heuristic's gifts (3-4 players) or discards (2 players), then the deal solved; the
        declarer's points."""
        decl = self.seat if seat is None else seat
        cards = hand | talon
        seats = self._seats(world, decl)
        n_keep = 10 if world.players == 2 else 8
        from koloda.engine import cards as C

        listed = list(C.cards_in(cards))
        keep = best_subset(listed, n_keep)
        out = [c for c in listed if c not in keep]
        out.sort(key=lambda c: keep_score(c, keep))
        mine = C.mask_of(keep)
        if world.players == 2:
            pile_card = max(out, key=lambda c: points(1 << c))
            rest_cards = [c for c in out if c != pile_card]
            return self._solve_as_declarer(
                world, mine, {seats[1]: world.hands[seats[1]]},
                base=points(1 << pile_card), rest=points(C.mask_of(rest_cards) | spare),
                seat=decl)
        others = {s: world.hands[s] for s in seats[1:]}
        for s, c in zip(seats[1:], out, strict=False):
            others[s] |= 1 << c
        return self._solve_as_declarer(world, mine, others, seat=decl)

    # --- bidding -----------------------------------------------------------------------

    def _bid_points(self, infoset: InfoSet) -> tuple[list[int], list[dict[int, int]]]:
        """Over sampled worlds: the declarer's points if this seat takes the talon now,
        and (``passing=worlds``) each other bidder's points had he taken it instead, from
        the same worlds. Cached for the deal: the hand does not change during the
        auction."""
        obs = infoset.obs
        key = (obs.get("deal_no"), tuple(obs.get("hand") or ()), obs.get("dealer"),
               obs.get("scores") and tuple(obs["scores"]))
        if self._bid_cache is not None and self._bid_cache[0] == key:
            return self._bid_cache[1], self._bid_cache[2]
        out: list[int] = []
        theirs: list[dict[int, int]] = []
        valued = self._passing_from_worlds(obs)
        more = self._until(self.bid_worlds, 2.0)
        while more(len(out)):
            world: Any = self._world(infoset)
            spare = world.talon2 if world.players == 2 else 0
            out.append(self._auto_declare(world, world.hands[self.seat], world.talon, spare))
            if valued:
                theirs.append({o: self._auto_declare(world, world.hands[o], world.talon,
                                                     spare, seat=o)
                               for o in self._seats(world, self.seat)[1:]})
        self._bid_cache = (key, out, theirs)
        return out, theirs

    def _contract_values(self, infoset: InfoSet, pts: list[int], low: int, cap: int,
                         dark: bool = False, golden: bool = False, opp_marr: float = 0.0
                         ) -> dict[int, float]:
        """Expected relative score of playing each contract from ``low`` to ``cap``."""
        scorer = _Scorer(infoset, self.seat, low, dark, golden, self._own_stay(infoset),
                         self.win)
        lifted = [self._lifted(p) for p in pts]
        out: dict[int, float] = {}
        for c in range(low, cap + 1, 5):
            out[c] = sum(scorer.value(p, c, opp_marr) for p in lifted) / len(lifted)
        return out

    def _lifted(self, pts: int) -> int:
        """A double-dummy declarer's points as expected against real defenders."""
        return pts + round(self.lift)

    def _bid(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        bids = sorted(A.arg(a) for a in legal if A.kind(a) == A.BID)
        if not bids:
            return Thought(A.PASS, self.pass_value, POINTS_UNIT, {A.PASS: self.pass_value}, {},
                           "mc")
        pts, theirs = self._bid_points(infoset)
        low = bids[0]
        values = self._contract_values(infoset, pts, low, bids[-1])
        pass_value = self._pass_value(infoset, theirs)
        options: dict[Action, float] = {}
        if A.PASS in legal:
            options[A.PASS] = pass_value
        # a bid is worth the best contract it may end in (the lowest, unless raised)
        best_after = max(values.values())
        options[A.bid(low)] = max(values[low], best_after - 5.0)
        choice = max(options, key=lambda a: options[a])
        th = Thought(choice, options[choice], POINTS_UNIT, options,
                     dict.fromkeys(options, len(pts)), "mc", len(pts))
        th.extra = {"make": {str(c): sum(1 for p in pts if p >= c) / len(pts)
                             for c in (low, low + 10, 120)}}
        return th

    def _pass_value(self, infoset: InfoSet, theirs: list[dict[int, int]]) -> float:
        """What passing is worth: with ``passing=worlds`` this seat's
        expected relative score as a defender, over the worlds of ``_bid_points``, against
        the bidder who would then play (see ``_defended``); with ``passing=fixed`` (the
        default) the constants (``pass``, and ``threat`` when an opponent is on the
        barrel)."""
        obs = infoset.obs
        if theirs and self._passing_from_worlds(obs):
            bidders = self._other_bidders(obs)
            if bidders:
                return sum(self._defended(infoset, pts, bidders) for pts in theirs) / len(theirs)
        stay = self._barrel_stay(infoset) if self.barrel == "stop" else None
        value = self.pass_value if stay is None else stay + self.pass_value
        return min(value, self.threat) if self._threatened(obs) else value

    def _threatened(self, obs: Any) -> bool:
        """Whether an opponent on the barrel could win this deal: with ``barrel=stop`` only
        one still in the auction (a sitter who passed cannot get the contract)."""
        if self.barrel != "stop":
            return self._opponent_on_barrel(obs)
        barrel = list(obs.get("barrel") or ())
        return any(barrel[s] for s in self._other_bidders(obs) if s < len(barrel))

    def _own_stay(self, infoset: InfoSet) -> float:
        """With ``barrel=stop``, what a contract made on this seat's own barrel short of
        the target leaves it: the rest of its stay (else 0, the score unchanged)."""
        if self.barrel != "stop":
            return 0.0
        stay = self._barrel_stay(infoset)
        return 0.0 if stay is None else stay

    def _barrel_stay(self, infoset: InfoSet) -> float | None:
        """On this seat's own barrel: what the deals left after this one are worth (None
        off the barrel, or with no fit for the contract)."""
        obs = infoset.obs
        left = list(obs.get("barrel_deals_left") or ())
        if self.seat >= len(left) or not left[self.seat]:
            return None
        r: Any = infoset.rules
        to_win = _winning_contract(r)
        quantiles = quantiles_for(infoset.players, to_win)
        if quantiles is None:
            return None
        fail = float(to_win + r.penalty / 2)  # as _Scorer values a fall from the barrel

        def bid(p: float) -> float:
            return p * self.win - (1.0 - p) * fail

        return stay_value(int(left[self.seat]) - 1, -float(r.penalty), bid, quantiles)

    def _opponent_on_barrel(self, obs: Any) -> bool:
        return any(b for s, b in enumerate(obs.get("barrel") or ()) if s != self.seat)

    def _passing_from_worlds(self, obs: Any) -> bool:
        return self.passing == "worlds" or (self.passing == "barrel"
                                             and self._opponent_on_barrel(obs))

    def _other_bidders(self, obs: Any) -> list[int]:
        """The seats other than this one still in the auction."""
        n = len(obs.get("scores") or ())
        out = {s for s in range(n) if s != self.seat and s != obs.get("sitting_out")}
        for s, bid in obs.get("bids") or ():
            if bid == "pass":
                out.discard(int(s))
        return sorted(out)

    def _defended(self, infoset: InfoSet, pts: dict[int, int], bidders: list[int]) -> float:
        """This seat's relative score in one world if it passes now. A bidder on the
        barrel whose points reach the contract that wins the game bids it and plays;
        otherwise the bidder with the most points plays the lowest contract that holds
        the auction (100 if nobody has bid)."""
        obs = infoset.obs
        r: Any = infoset.rules
        barrel = list(obs.get("barrel") or [False] * infoset.players)
        high = int(obs.get("high_bid") or 0)
        to_win = _winning_contract(r)
        pts = {o: self._lifted(p) for o, p in pts.items()}
        winners = [o for o in bidders if barrel[o] and pts[o] >= max(to_win, high)]
        if winners:
            decl = max(winners, key=lambda o: pts[o])
            contract = max(to_win, high)
        else:
            decl = max(bidders, key=lambda o: pts[o])
            contract = 100 if high == 0 else (
                high if decl == obs.get("high_bidder") else high + 5)
        scorer = _Scorer(infoset, decl, contract, False, bool(obs.get("golden")),
                         win=self.win)
        return scorer.value(pts[decl], contract)

    # --- after the talon -----------------------------------------------------------------

    def _final_points(self, infoset: InfoSet, count: int,
                      gifts: Sequence[Action] = (), scale: float = 2.0) -> list[int]:
        """The declarer's points over sampled worlds, the gifts or discards ``gifts``
        made first (the rest of them as the heuristic would)."""
        out: list[int] = []
        marr = 0.0
        more = self._until(count, scale)
        while more(len(out)):
            world: Any = self._world(infoset)
            st = world.clone()
            for a in gifts:
                st.apply(a)
            while st.current_player() == self.seat and st.phase in (6, 7):  # giving
                st.apply(self._quick_gift(st))
            hands = list(st.hands)
            pile = points(st.pile) if st.players == 2 else 0
            rest = points(st.rest) if st.players == 2 else 0
            others = {s: hands[s] for s in self._seats(st, self.seat)[1:]}
            out.append(self._solve_as_declarer(st, hands[self.seat], others, pile, rest))
            marr += self.marr * sum(MARRIAGE[x] for h in others.values()
                                       for x in range(4) if h & KQ[x] == KQ[x])
        self._opp_marr = marr / len(out)
        return out

    def _quick_gift(self, st: Any) -> Action:
        legal = st.legal_actions()
        from koloda.engine import cards as C

        hand = list(C.cards_in(st.hands[self.seat]))
        worst = min((A.arg(a) for a in legal), key=lambda c: (keep_score(c, hand), c))
        chosen: Action = next(a for a in legal if A.arg(a) == worst)
        return chosen

    def _cap(self, infoset: InfoSet, hand: int) -> int:
        r: Any = infoset.rules
        if r.bid_over_120_without_marriage:
            return 300
        return min(300, 120 + sum(MARRIAGE[s] for s in range(4) if hand & KQ[s] == KQ[s]))

    def _contract(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        obs = infoset.obs
        contract = int(obs.get("contract") or 100)
        dark, golden = bool(obs.get("dark")), bool(obs.get("golden"))
        pts = self._final_points(infoset, self.bid_worlds)
        raises = [A.arg(a) for a in legal if A.kind(a) == A.RAISE]
        top = max([contract, *raises])
        values = self._contract_values(infoset, pts, contract, top, dark, golden,
                                       self._opp_marr)
        options: dict[Action, float] = {}
        for a in legal:
            k = A.kind(a)
            if k == A.START:
                options[a] = values[contract]
            elif k == A.RAISE:
                options[a] = values[A.arg(a)]
            elif k == A.ROOSPIS:
                options[a] = self._roospis_value(infoset, contract, dark, golden)
        if not options:  # a redeal offer here: the heuristic
            return Thought(self.heuristic_choice(infoset), 0.0, POINTS_UNIT, {}, {}, "heuristic")
        choice = max(options, key=lambda a: (options[a], -legal.index(a)))
        make = sum(1 for p in pts if p >= contract) / len(pts)
        if A.ROOSPIS in options and make < self.concede:
            choice = A.ROOSPIS
        th = Thought(choice, options[choice], POINTS_UNIT, options,
                     dict.fromkeys(options, len(pts)), "mc", len(pts))
        th.extra = {"make": make, "points": sum(pts) / len(pts)}
        return th

    def _roospis_value(self, infoset: InfoSet, contract: int, dark: bool,
                       golden: bool) -> float:
        r: Any = infoset.rules
        f = 2 if golden else 1
        if dark:
            own = -240.0
        elif r.roospis_no_deduct:
            own = 0.0
        else:
            own = -float(contract * f)
        gain = (60 if r.roospis_60 else (contract + 9) // 10 * 10 // 2) * f
        return own - float(gain)

    def _best_contract_value(self, infoset: InfoSet, pts: list[int], hand: int) -> float:
        obs = infoset.obs
        contract = int(obs.get("contract") or 100)
        dark, golden = bool(obs.get("dark")), bool(obs.get("golden"))
        r: Any = infoset.rules
        top = contract
        if not dark and (not golden or r.golden_raise):
            top = max(contract, self._cap(infoset, hand))
        values = self._contract_values(infoset, pts, contract, top, dark, golden,
                                       self._opp_marr)
        return max(max(values.values()),
                   self._roospis_value(infoset, contract, dark, golden))

    def _give(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        """3-4 players: the pair of gifts with the best expected deal, by the solver."""
        from koloda.engine import cards as C

        obs = infoset.obs
        hand_cards = [C.parse(t) for t in obs.get("hand") or ()]
        hand = C.mask_of(hand_cards)
        key = (obs.get("deal_no"), obs.get("dealer"))
        if self._gift_plan is not None and self._gift_plan[0] == key:
            planned = [a for a in self._gift_plan[1] if a in legal]
            if planned:
                return Thought(planned[0], 0.0, POINTS_UNIT, {}, {}, "mc-plan")
        receivers = sorted({A.give_seat(a) for a in legal})
        pool = sorted({A.arg(a) for a in legal},
                      key=lambda c: (keep_score(c, hand_cards), c))[:5]
        combos: list[list[Action]] = []
        if len(receivers) >= 2:
            for i, a in enumerate(pool):
                for b in pool[i + 1:]:
                    combos.append([A.give(a, receivers[0]), A.give(b, receivers[1])])
                    combos.append([A.give(b, receivers[0]), A.give(a, receivers[1])])
        else:
            combos = [[A.give(c, receivers[0])] for c in pool]
        # the heuristic's order of preference first; only the first few are solved
        combos.sort(key=lambda g: sum(keep_score(A.arg(x), hand_cards) for x in g))
        combos = combos[:4]
        options: dict[Action, float] = {}
        plans: dict[Action, list[Action]] = {}
        count = max(2, self.bid_worlds // 2)
        for gifts in combos:
            pts = self._final_points(infoset, count, gifts, 2.0 / len(combos))
            kept = hand & ~C.mask_of(A.arg(x) for x in gifts)
            value = self._best_contract_value(infoset, pts, kept)
            first = gifts[0]
            if first not in options or value > options[first]:
                options[first] = value
                plans[first] = gifts
        choice = max(options, key=lambda a: options[a])
        self._gift_plan = (key, plans[choice][1:])
        return Thought(choice, options[choice], POINTS_UNIT, options,
                       dict.fromkeys(options, count), "mc", count)

    def _discard(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        """2 players: the first discard goes into one's own pile, the second to the
        untaken talon; candidates by the heuristic's keep score, valued by the solver."""
        from koloda.engine import cards as C

        obs = infoset.obs
        hand_cards = [C.parse(t) for t in obs.get("hand") or ()]
        hand = C.mask_of(hand_cards)
        pool = sorted((A.arg(a) for a in legal),
                      key=lambda c: (keep_score(c, hand_cards), c))[:4]
        options: dict[Action, float] = {}
        count = max(2, self.bid_worlds // 2)
        for c in pool:
            pts = self._final_points(infoset, count, [A.discard(c)], 2.0 / len(pool))
            options[A.discard(c)] = self._best_contract_value(infoset, pts, hand & ~(1 << c))
        choice = max(options, key=lambda a: options[a])
        return Thought(choice, options[choice], POINTS_UNIT, options,
                       dict.fromkeys(options, count), "mc", count)

    # --- dark ----------------------------------------------------------------------------

    def _dark(self, infoset: InfoSet, legal: list[Action]) -> Thought:
        """Dark (120 unseen, double points) against looking: the dark declarer's points
        over worlds (its own hand unseen too), against the value of an ordinary deal."""
        if A.DARK not in legal:
            return Thought(legal[0], 0.0, POINTS_UNIT, {}, {}, "forced")
        out: list[int] = []
        more = self._until(self.bid_worlds, 2.0)
        while more(len(out)):
            world: Any = self._world(infoset)
            out.append(self._auto_declare(world, world.hands[self.seat], world.talon))
        scorer = _Scorer(infoset, self.seat, 120, True, False, win=self.win)
        dark_value = sum(scorer.value(self._lifted(p), 120) for p in out) / len(out)
        options = {A.DARK: dark_value, A.LOOK: 0.0}
        choice = A.DARK if dark_value > 0.0 else A.LOOK
        return Thought(choice, options[choice], POINTS_UNIT, options,
                       dict.fromkeys(options, len(out)), "mc", len(out))
