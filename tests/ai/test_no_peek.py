"""Hidden information stays hidden: a search player decides the same whether the true
hidden cards are X or another deal Y that its seat cannot tell from X, and the
information set it is handed holds no trace of the true cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from koloda.ai import make_agent
from koloda.engine.game import CHANCE, State, get_game
from koloda.engine.infoset import InfoSet

CASES = [("durak", 2, {}, "ismcts:iters=120"),
         ("durak", 3, {"base": "perevodnoy"}, "ismcts:iters=80"),
         ("czech", 3, {}, "ismcts:iters=60,rollout=random"),
         ("tysyacha", 3, {}, "pimc:worlds=3,min=3,bid=2"),
         ("tysyacha", 2, {}, "pimc:worlds=3,min=3,bid=2"),
         ("tysyacha", 3, {}, "pimc:worlds=3,min=3,bid=2,infer=1"),
         # the games that search by play-outs from each move (search_depth 1)
         ("pyat_soten", 3, {}, "ismcts:iters=30"),
         ("dvesti", 4, {}, "ismcts:iters=20"),
         ("troiki", 2, {}, "ismcts:iters=30"),
         ("valety", 4, {}, "ismcts:iters=30"),
         ("reduda", 2, {}, "ismcts:iters=20"),
         ("vosmerka", 3, {}, "ismcts:iters=30"),
         ("razgildyay", 3, {}, "ismcts:iters=30"),
         ("klabor", 2, {}, "ismcts:iters=60")]


def positions(key: str, players: int, over: dict[str, object], count: int,
              seed: int) -> Iterator[State]:
    game = get_game(key)
    rules = game.make_rules(overrides=over)
    rng = random.Random(seed)
    found = 0
    for s in range(50):
        st = game.new_state(players, rules, seed * 100 + s)
        steps = 0
        while not st.is_terminal() and steps < 400:
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            if len(legal) > 1 and st.unseen(st.current_player()) and rng.random() < 0.15:
                yield st.clone()
                found += 1
                if found >= count:
                    return
            st.apply(legal[rng.randrange(len(legal))])
            steps += 1


@pytest.mark.parametrize("key,players,over,spec", CASES)
def test_same_information_same_decision(key: str, players: int, over: dict[str, object],
                                        spec: str) -> None:
    game = get_game(key)
    checked = differ = 0
    for x in positions(key, players, over, 4, 7):
        seat = x.current_player()
        y = x.resample(seat, random.Random(checked + 11))  # other hidden cards ...
        assert y.observation(seat) == x.observation(seat)  # ... the same view
        # the hidden cards lie in the hands, a stock or blind cards
        if any(getattr(x, k, None) != getattr(y, k, None) for k in ("hands", "stock", "blind")):
            differ += 1
        thoughts = []
        for truth in (x, y):
            agent = make_agent(game, spec, seat, random.Random(2024))
            thoughts.append(agent.think(InfoSet(truth, seat), force=True))
        a, b = thoughts
        assert a.action == b.action
        assert a.values == b.values and a.visits == b.visits
        checked += 1
    assert checked >= 3 and differ >= 1


def test_the_information_set_holds_no_true_cards() -> None:
    game = get_game("durak")
    for x in positions("durak", 2, {}, 3, 3):
        seat = x.current_player()
        infoset = InfoSet(x, seat)
        assert not any(isinstance(v, State) and v is x for v in
                       (getattr(infoset, k, None) for k in InfoSet.__slots__))
        base = infoset._base
        assert base is not None and base is not x
        assert base.deals == [] and base.history == [] and base.seed == 0
        assert base.observation(seat) == x.observation(seat)
        # the opponent's hidden cards in the representative are the lowest hidden ones,
        # whatever the truth: nothing of it is left there
        hidden = x.unseen(seat) & ~x.known[seat]  # type: ignore[attr-defined]
        world = infoset.resample(random.Random(1))
        assert world.observation(seat) == x.observation(seat)
        assert world.deals == [] and world.seed == 0
        assert hidden
    assert game.key == "durak"
