"""«Ещё раз»: the next game at a table keeps the rules and passes the deal on as the game
says (Game.rematch_rules, Table.rematch_rules): Тысяча's deal goes to the seat after the
last dealer, Durak's last fool deals and its winner leads, Mau-Mau's next leader opens —
for every game, the next game's rules build and seat the same players."""

from __future__ import annotations

import pytest

from koloda.engine.errors import RuleError
from koloda.engine.game import Game, all_games, get_game
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER

MAX_STEPS = 20_000


def finished(game: Game, players: int, overrides: dict[str, object], seed: int) -> Table:
    rules = game.make_rules(overrides=overrides)
    seats = [Seat(COMPUTER, "random") for _ in range(players)]
    table = Table(game, players, rules, seats, seed=seed)
    for _ in range(MAX_STEPS):
        if table.over or table.step() is None:
            break
    assert table.over, game.key
    return table


SHORT = {"tysyacha": {"max_deals": 2}, "czech": {"target": None}, "101": {"target": 21}}


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_the_next_game_keeps_the_rules_and_seats(game: Game) -> None:
    players = game.default_players
    base = {**SHORT.get(game.key, {})}
    table = finished(game, players, base, 3)
    rules = table.rematch_rules()
    carried = game.rematch_rules(table.state)
    for key, value in table.rules.changed().items():
        if key not in carried:
            assert getattr(rules, key) == value, key
    for key, value in carried.items():
        assert getattr(rules, key) == value, key
    nxt = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=4)
    assert not nxt.over or nxt.state.history == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tysyacha_passes_the_deal_on(players: int) -> None:
    game = get_game("tysyacha")
    for seed in range(3):
        table = finished(game, players, {"max_deals": 1 + seed}, seed)
        last = table.state.dealer
        rules = table.rematch_rules()
        assert rules.first_dealer == (last + 1) % players + 1
        nxt = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=9)
        assert nxt.state.dealer == (last + 1) % players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_durak_the_fool_deals_and_the_winner_leads(players: int) -> None:
    game = get_game("durak")
    for seed in range(6):
        table = finished(game, players, {}, seed)
        st = table.state
        rules = table.rematch_rules()
        nxt = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=seed + 50)
        if st.fool >= 0:
            assert rules.first_dealer == st.fool + 1
            assert nxt.state.dealer == st.fool
        winner = st.finish[0]
        assert rules.first_leader == winner + 1
        assert nxt.state.attacker == winner  # the first bout is the winner's


@pytest.mark.parametrize("key", ["czech", "101"])
def test_maumau_opens_with_the_next_leader(key: str) -> None:
    game = get_game(key)
    for rule in ("winner", "rotate"):
        table = finished(game, 3, {**SHORT[key], "next_leader": rule}, 5)
        st = table.state
        rules = table.rematch_rules()
        want = st.winners[0] if rule == "winner" else (st.leader + 1) % 3
        assert rules.first_leader == want + 1
        nxt = Table(game, 3, rules, [Seat(COMPUTER, "random")] * 3, seed=6)
        assert nxt.state.leader == want


@pytest.mark.parametrize(("key", "rule"), [("tysyacha", "first_dealer"),
                                           ("durak", "first_dealer"),
                                           ("durak", "first_leader"),
                                           ("czech", "first_leader")])
def test_a_seat_rule_names_a_seat_of_the_table(key: str, rule: str) -> None:
    game = get_game(key)
    rules = game.make_rules(overrides={rule: 4})
    with pytest.raises(RuleError) as err:
        game.check_players(3, rules)
    assert "4" in err.value.ru and "место" in err.value.ru
    game.check_players(4, rules)

