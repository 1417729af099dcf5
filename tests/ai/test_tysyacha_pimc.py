"""The Тысяча search player: PIMC finds the card that wins in every world, the
Monte Carlo decisions before play are legal and sensible."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai import make_agent
from koloda.ai.tysyacha import _Scorer
from koloda.engine.errors import KolodaError
from koloda.engine.game import get_game
from koloda.engine.infoset import InfoSet
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.solver import random_position, solve_moves

GAME = get_game("tysyacha")


def worlds(state: Any, seat: int, count: int = 120) -> list[Any]:
    infoset = InfoSet(state, seat)
    rng = random.Random(5)
    seen: dict[tuple[int, ...], Any] = {}
    for _ in range(count):
        w = infoset.resample(rng)
        seen.setdefault(tuple(w.hands), w)
    return list(seen.values())


def test_pimc_plays_the_card_that_wins_in_every_world() -> None:
    """Endings of two to four tricks: where one card makes (or beats) the contract in
    every world the seat may be in, and another does not always, PIMC plays a card that
    always does."""
    tested = 0
    for seed in range(400):
        cards = 2 + seed % 3
        st = random_position(seed, cards)
        seat = st.current_player()
        infoset = InfoSet(st, seat)
        scorer = _Scorer(infoset, st.declarer, st.contract, st.dark, st.golden_deal)
        good: dict[int, bool] = dict.fromkeys(st.legal_actions(), True)
        for w in worlds(st, seat):
            for a, pts in solve_moves(w).items():
                ok = scorer.made(pts, st.contract)
                if (ok if seat == st.declarer else not ok) is False:
                    good[a] = False
        if not any(good.values()) or all(good.values()):
            continue
        agent = make_agent(GAME, "pimc:worlds=30,min=30", seat, random.Random(seed))
        choice = agent.think(infoset).action
        assert good[choice], (seed, A.to_text(choice), good)
        tested += 1
        if tested >= 12:
            break
    assert tested >= 6


def test_pimc_values_are_the_declarers_score() -> None:
    st = random_position(3, 3)
    seat = st.current_player()
    agent = make_agent(GAME, "pimc:worlds=8,min=8", seat, random.Random(1))
    thought = agent.think(InfoSet(st, seat))
    assert thought.unit == "points" and thought.action in st.legal_actions()
    assert set(thought.values) == set(st.legal_actions())
    assert all(-400 < v < 700 for v in thought.values.values())
    assert 0.0 <= thought.extra["make"][thought.action] <= 1.0


def _to_phase(phase: str, seed: int, players: int = 3, may_pass: bool = False
              ) -> tuple[Any, int]:
    """A random game played by heuristics up to a decision of ``phase`` (one where
    passing is legal, with ``may_pass``)."""
    rules = GAME.make_rules()
    rng = random.Random(seed)
    st: Any = GAME.new_state(players, rules, seed)
    heur = [GAME.agent_factories()["heuristic"](s, random.Random(s)) for s in range(players)]
    for _ in range(5000):
        if st.current_player() < 0:
            if st.is_terminal():
                st = GAME.new_state(players, rules, rng.randrange(1 << 30))
            else:
                st.apply_chance()
            continue
        p = st.current_player()
        if (st.observation(p)["phase"] == phase and len(st.legal_actions()) > 1
                and (not may_pass or A.PASS in st.legal_actions())):
            return st, p
        st.apply(heur[p].act(st.observation(p), st.legal_actions()))
    raise AssertionError(f"no {phase} decision reached")


def test_decisions_before_play() -> None:
    for phase, players in (("bidding", 3), ("giving", 3), ("contract", 3),
                           ("discard", 2), ("bidding", 2)):
        st, seat = _to_phase(phase, 7, players)
        agent = make_agent(GAME, "pimc:worlds=4,bid=4,min=2", seat, random.Random(2))
        thought = agent.think(InfoSet(st, seat))
        assert thought.action in st.legal_actions(), phase
        assert thought.values and thought.method.startswith("mc")


def test_the_contract_decision_takes_the_best_expected_score() -> None:
    """Keep, raise or concede: the option of the best expected score; a contract made in
    every world is never conceded."""
    for seed in range(6):
        st, seat = _to_phase("contract", seed)
        agent: Any = make_agent(GAME, "pimc:bid=8,min=8", seat, random.Random(3))
        thought = agent.think(InfoSet(st, seat))
        assert thought.action == max(thought.values, key=lambda a: thought.values[a])
        if thought.extra["make"] == 1.0:
            assert thought.action != A.ROOSPIS


def test_heuristic_bidding_takes_the_heuristics_choices_before_play() -> None:
    """``bidding=heuristic``: the auction and the contract are the heuristic's own moves;
    the gifts stay with the search."""
    for phase in ("bidding", "contract"):
        st, seat = _to_phase(phase, 7, 3)
        agent: Any = make_agent(GAME, "pimc:worlds=4,bid=4,min=2,bidding=heuristic", seat,
                                random.Random(2))
        heuristic = make_agent(GAME, "heuristic", seat, random.Random(2))
        thought = agent.think(InfoSet(st, seat))
        assert thought.method == "heuristic"
        assert thought.action == heuristic.act(st.observation(seat), st.legal_actions())
    st, seat = _to_phase("giving", 7, 3)
    agent = make_agent(GAME, "pimc:worlds=4,bid=4,min=2,bidding=heuristic", seat,
                       random.Random(2))
    assert agent.think(InfoSet(st, seat)).method.startswith("mc")


def _bidding_with_barrel(seed: int) -> tuple[Any, int, int]:
    """A 3-player bidding decision with an opponent still in the auction put on the
    barrel (880)."""
    st, seat = _to_phase("bidding", seed, may_pass=True)
    obs = st.observation(seat)
    passed = {int(s) for s, b in obs["bids"] if b == "pass"}
    opp = next(s for s in range(3) if s != seat and s not in passed)
    st.scores[opp] = 880
    st.on_barrel[opp] = True
    st.barrel_left[opp] = 3
    return st, seat, opp


def test_passing_is_worth_what_the_worlds_say() -> None:
    """``passing=worlds``: passing is valued as this seat's mean relative score as a
    defender in the worlds it drew (not a constant); ``passing=fixed``, the default,
    keeps the constants."""
    from koloda.ai.tysyacha import PASS_VALUE, THREAT_PASS

    for seed in range(3):
        st, seat = _to_phase("bidding", seed, may_pass=True)
        infoset = InfoSet(st, seat)
        agent: Any = make_agent(GAME, "pimc:bid=6,min=6,ms=100000,passing=worlds", seat,
                                random.Random(4))
        thought = agent.think(infoset)
        _, theirs = agent._bid_points(infoset)
        assert len(theirs) == 6
        bidders = agent._other_bidders(infoset.obs)
        want = sum(agent._defended(infoset, w, bidders) for w in theirs) / len(theirs)
        assert thought.values[A.PASS] == want
        fixed: Any = make_agent(GAME, "pimc:bid=6,min=6", seat, random.Random(4))
        assert fixed.think(infoset).values[A.PASS] == PASS_VALUE
    st, seat, _ = _bidding_with_barrel(1)
    fixed = make_agent(GAME, "pimc:bid=4,min=4,passing=fixed", seat, random.Random(4))
    assert fixed.think(InfoSet(st, seat)).values.get(A.PASS, THREAT_PASS) == THREAT_PASS


def test_passing_barrel_uses_the_worlds_only_against_a_barrel() -> None:
    """``passing=barrel``: with an opponent on the barrel passing is valued from the worlds
    (as ``passing=worlds``); without one it is the constant, and no other bidder's worlds
    are solved."""
    from koloda.ai.tysyacha import PASS_VALUE, THREAT_PASS

    st, seat, _ = _bidding_with_barrel(1)
    infoset = InfoSet(st, seat)
    barrel: Any = make_agent(GAME, "pimc:bid=4,min=4,ms=100000,passing=barrel", seat,
                             random.Random(4))
    worlds: Any = make_agent(GAME, "pimc:bid=4,min=4,ms=100000,passing=worlds", seat,
                             random.Random(4))
    got = barrel.think(infoset).values.get(A.PASS)
    if got is not None:
        assert got == worlds.think(infoset).values[A.PASS] != THREAT_PASS
    for seed in range(3):
        st, seat = _to_phase("bidding", seed, may_pass=True)
        infoset = InfoSet(st, seat)
        if any(infoset.obs.get("barrel") or ()):
            continue
        plain: Any = make_agent(GAME, "pimc:bid=6,min=6,passing=barrel", seat,
                                random.Random(4))
        assert plain.think(infoset).values[A.PASS] == PASS_VALUE
        assert plain._bid_points(infoset)[1] == []


def test_an_opponent_on_the_barrel_is_a_threat_only_with_the_points_to_win() -> None:
    """In a world where the opponent on the barrel takes 120 as declarer he bids it and
    wins the game (worth −WIN_VALUE/2 to this seat, less its card points); where he
    cannot, the bidder with more points plays the lowest contract that holds."""
    from koloda.ai.tysyacha import WIN_VALUE

    st, seat, opp = _bidding_with_barrel(2)
    third = 3 - seat - opp
    infoset = InfoSet(st, seat)
    agent: Any = make_agent(GAME, "pimc:bid=4,min=4,passing=worlds", seat, random.Random(4))
    bidders = agent._other_bidders(infoset.obs)
    assert opp in bidders
    high = int(infoset.obs.get("high_bid") or 0)
    strong = {opp: max(125, high), third: 60}
    assert agent._defended(infoset, strong, bidders) < -WIN_VALUE / 2 + 10
    if third in bidders:
        weak = {opp: 90, third: 150}  # the barrel cannot win; the third seat plays
        value = agent._defended(infoset, weak, bidders)
        contract = 100 if high == 0 else (
            high if third == infoset.obs.get("high_bidder") else high + 5)
        assert value == _Scorer(infoset, third, contract, False, False).value(150, contract)
        assert value > -WIN_VALUE / 4


def test_the_lift_raises_the_chance_to_make() -> None:
    """``lift`` adds points to every double-dummy declarer estimate before play: the same
    worlds, a higher value for the same contract."""
    st, seat = _to_phase("contract", 3)
    infoset = InfoSet(st, seat)
    low: Any = make_agent(GAME, "pimc:bid=6,min=6,lift=0", seat, random.Random(5))
    high: Any = make_agent(GAME, "pimc:bid=6,min=6,lift=30", seat, random.Random(5))
    pts = [100, 110, 118, 125]
    contract = int(infoset.obs["contract"])
    assert (high._contract_values(infoset, pts, contract, contract)[contract]
            >= low._contract_values(infoset, pts, contract, contract)[contract])


def test_the_barrel_stay_is_worth_more_with_more_deals_left() -> None:
    """Optimal stopping on one's own barrel: with no deal left after this one the stay is
    the fall; each further deal adds the chance of a better hand, so the value rises with
    the deals left and never falls below the fall."""
    from koloda.ai.tysyacha_barrel import MAKE_QUANTILES, quantiles_for, stay_value

    q = quantiles_for(3, 120)
    assert q is not None and q == MAKE_QUANTILES[3][120] and len(q) == 20
    assert quantiles_for(4, 120) == q and quantiles_for(2, 121) == MAKE_QUANTILES[2][120]

    def bid(p: float) -> float:
        return 600 * p - 180 * (1 - p)

    values = [stay_value(k, -120.0, bid, q) for k in range(4)]
    assert values[0] == -120.0
    assert values == sorted(values) and len(set(values)) == 4
    # one deal to come: bid it whenever bidding beats the fall, else take the fall
    assert values[1] == sum(max(bid(p), -120.0) for p in q) / len(q)
    # a sure hand is worth the win whatever is left
    assert stay_value(3, -120.0, bid, (1.0,) * 20) == 600.0


def _bidding_on_own_barrel(seed: int, left: int) -> tuple[Any, int]:
    st, seat = _to_phase("bidding", seed, may_pass=True)
    for s in range(3):
        st.on_barrel[s] = s == seat
    st.scores[seat] = 880
    st.barrel_left[seat] = left
    return st, seat


def test_passing_on_ones_own_barrel_keeps_the_deals_left() -> None:
    """``barrel=stop``: passing on one's own barrel is worth the stay's value after this
    deal (plus the constant for the deal itself): on its last deal about the fall, more
    with deals to come; ``barrel=fixed`` keeps the constant."""
    from koloda.ai.tysyacha import PASS_VALUE

    passes = []
    for left in (1, 2, 3):
        st, seat = _bidding_on_own_barrel(3, left)
        infoset = InfoSet(st, seat)
        stop: Any = make_agent(GAME, "pimc:bid=4,min=4,barrel=stop", seat, random.Random(4))
        stay = stop._barrel_stay(infoset)
        assert stay is not None
        assert stop._pass_value(infoset, []) == stay + PASS_VALUE
        passes.append(stay)
        fixed: Any = make_agent(GAME, "pimc:bid=4,min=4,barrel=fixed", seat,
                                random.Random(4))
        assert fixed._pass_value(infoset, []) == PASS_VALUE
        assert make_agent(GAME, "hard", seat, random.Random(4)).barrel == "stop"
    assert passes[0] == -120.0 and passes[0] < passes[1] < passes[2]
    st, seat = _to_phase("bidding", 3, may_pass=True)
    if not st.on_barrel[seat]:
        plain: Any = make_agent(GAME, "pimc:bid=4,min=4,barrel=stop", seat, random.Random(4))
        assert plain._barrel_stay(InfoSet(st, seat)) is None


def test_a_sitter_who_passed_is_no_threat_with_barrel_stop() -> None:
    """``barrel=stop``: an opponent on the barrel makes passing cost the threat only while
    he is still in the auction; ``barrel=fixed`` counts him whatever he did."""
    from koloda.ai.tysyacha import PASS_VALUE, THREAT_PASS

    st, seat, _ = _bidding_with_barrel(1)
    stop: Any = make_agent(GAME, "pimc:bid=4,min=4,barrel=stop", seat, random.Random(4))
    assert stop._pass_value(InfoSet(st, seat), []) == THREAT_PASS
    for seed in range(40):
        st, first = _to_phase("bidding", seed, may_pass=True)
        st.apply(A.PASS)
        seat = st.current_player()
        passed = [int(s) for s, b in st.observation(seat)["bids"] if b == "pass"]
        if (seat >= 0 and st.observation(seat)["phase"] == "bidding"
                and A.PASS in st.legal_actions() and passed == [first]):
            break
    else:
        raise AssertionError("no auction with a pass before this seat")
    st.scores[passed[0]] = 880
    st.on_barrel[passed[0]] = True
    st.barrel_left[passed[0]] = 3
    infoset = InfoSet(st, seat)
    stop = make_agent(GAME, "pimc:bid=4,min=4,barrel=stop", seat, random.Random(4))
    fixed: Any = make_agent(GAME, "pimc:bid=4,min=4,barrel=fixed", seat, random.Random(4))
    assert stop._pass_value(infoset, []) == PASS_VALUE
    assert fixed._pass_value(infoset, []) == THREAT_PASS


def test_the_constants_are_parameters_a_match_can_fit() -> None:
    """``threat``, ``win`` and ``marr`` replace the module's constants for one player."""
    from koloda.ai.tysyacha import OPP_MARRIAGE, THREAT_PASS, WIN_VALUE

    st, seat, _ = _bidding_with_barrel(1)
    base: Any = make_agent(GAME, "pimc:bid=4,min=4", seat, random.Random(4))
    tuned: Any = make_agent(GAME, "pimc:bid=4,min=4,threat=-45,win=900,marr=0.25", seat,
                            random.Random(4))
    assert (base.threat, base.win, base.marr) == (THREAT_PASS, WIN_VALUE, OPP_MARRIAGE)
    assert tuned._pass_value(InfoSet(st, seat), []) == -45.0
    scorer = _Scorer(InfoSet(st, seat), seat, 120, False, False, win=tuned.win)
    assert scorer.win == 900.0
    with pytest.raises(KolodaError):
        make_agent(GAME, "pimc:win=-5", seat, random.Random(4))


def test_concede_gives_up_a_contract_below_the_chance_to_make() -> None:
    """``concede=P``: where the rules allow роспись, a contract whose chance to make is
    below P is conceded whatever playing it is worth; 0 (the default) keeps the choice of
    the best expected score."""
    seen = 0
    for seed in range(12):
        st, seat = _to_phase("contract", seed)
        if A.ROOSPIS not in st.legal_actions():
            continue
        infoset = InfoSet(st, seat)
        plain: Any = make_agent(GAME, "pimc:bid=8,min=8", seat, random.Random(3))
        assert plain.concede == 0.0
        th = plain.think(infoset)
        assert th.action == max(th.values, key=lambda a: th.values[a])
        careful: Any = make_agent(GAME, "pimc:bid=8,min=8,concede=0.5", seat,
                                  random.Random(3))
        got = careful.think(infoset)
        if got.extra["make"] < 0.5:
            assert got.action == A.ROOSPIS
            seen += 1
        else:
            assert got.action == th.action
    assert seen
