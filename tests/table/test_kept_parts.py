"""Parts of pictures kept between frames (``koloda.engine.picture.kept``: a score sheet,
the notes, the last bout) are the parts a fresh drawing makes: over random games of every
game, each seat's and a spectator's picture, in both languages, is the same with the
parts kept from the frames before as drawn with none kept."""

from __future__ import annotations

import random

import pytest

from koloda.engine import picture
from koloda.engine.game import Game, all_games
from koloda.engine.rules import Rules
from koloda.table.seats import Seat
from koloda.table.table import Table
from tests.table.grid import some_players

KEYS = sorted(g.key for g in all_games())
MOVES = 200


def _forget() -> None:
    picture._PARTS.clear()
    picture._KEPT_JSON.clear()


@pytest.mark.parametrize("key", KEYS)
def test_kept_parts_are_fresh_parts(key: str) -> None:
    game = next(g for g in all_games() if g.key == key)
    rules = game.make_rules()
    _kept_equals_fresh(game, some_players(game, rules), rules)


# Durak keeps most of its picture (hands, badges, zones, markers): the forms whose badges
# and markers read the most (teams, own trumps, closed cards, several throwers, a match,
# the road, points)
DURAK_FORMS = [(4, (), {"teams": "2x2"}), (3, ("two_trump",), {}), (2, ("magadan",), {}),
               (4, (), {"match_games": 2}), (3, ("road",), {}), (4, ("points",), {}),
               (5, (), {"base": "perevodnoy", "deck": 52})]


@pytest.mark.parametrize(("players", "variants", "changes"), DURAK_FORMS)
def test_durak_kept_parts_are_fresh_parts(players: int, variants: tuple[str, ...],
                                          changes: dict[str, object]) -> None:
    game = next(g for g in all_games() if g.key == "durak")
    _kept_equals_fresh(game, players, game.make_rules(variants=variants, overrides=changes),
                       seeds=(5, 6, 7, 8))


# Тысяча keeps its score sheet by the rows' identity (``shared``): long games, so that
# the sheet has grown and the scores, bolts and barrels have moved under it
TYSYACHA_FORMS = [(3, {}), (2, {}), (4, {}), (3, {"barrel_900": True, "samosval": True,
                                                "three_bolts_in_row": True})]


@pytest.mark.parametrize(("players", "changes"), TYSYACHA_FORMS)
def test_tysyacha_kept_sheet_is_fresh_sheet(players: int, changes: dict[str, object]) -> None:
    game = next(g for g in all_games() if g.key == "tysyacha")
    _kept_equals_fresh(game, players, game.make_rules(overrides=changes), seeds=(5, 6),
                       moves=500)


def _kept_equals_fresh(game: Game, players: int, rules: Rules, seeds: tuple[int, ...] = (5,),
                       moves: int = MOVES) -> None:
    """Random games from ``seeds``, one after the other: at every move each reader's
    picture with the parts kept so far (from every frame before, of every table: a part
    whose key leaves out a value it reads is found where two tables, or two moments,
    differ only in that value) equals the picture drawn with none kept."""
    _forget()
    for seed in seeds:
        table = Table(game, players, rules, [Seat() for _ in range(players)], seed=seed)
        rng = random.Random(seed)
        viewers: list[int | None] = [*range(players), None]
        readers = [(viewer, lang) for viewer in viewers for lang in ("ru", "en")]
        for _ in range(moves):
            kept = [table.picture(viewer, lang).to_json() for viewer, lang in readers]
            held = dict(picture._PARTS), dict(picture._KEPT_JSON)
            _forget()
            fresh = [table.picture(viewer, lang).to_json() for viewer, lang in readers]
            _forget()
            picture._PARTS.update(held[0])
            picture._KEPT_JSON.update(held[1])
            for reader, a, b in zip(readers, kept, fresh, strict=True):
                assert a == b, (game.key, players, seed, reader)
            if table.over:
                break
            seat = table.to_move()
            if seat < 0:
                break
            legal = table.state.legal_actions()
            table.commit(legal[rng.randrange(len(legal))])


def test_a_kept_part_is_drawn_once_and_written_once() -> None:
    _forget()
    drawn: list[int] = []

    def draw() -> picture.Sheet:
        drawn.append(1)
        return picture.Sheet("Счёт", ("", "Вы"), (("1", "+5"),), ())

    key = ("test.sheet", "ru", 0, picture.frozen([[5], {"a": True}]))
    first = picture.kept(key, draw)
    again = picture.kept(("test.sheet", "ru", 0, picture.frozen([[5], {"a": True}])), draw)
    assert first is again and drawn == [1]
    assert picture._json(first) is picture._json(again)  # the JSON shared, not rebuilt
    # True and 1 are different keys: a part drawn from one is not the other's
    picture.kept(("test.sheet", "ru", 0, picture.frozen([[5], {"a": 1}])), draw)
    assert drawn == [1, 1]


def test_the_oldest_parts_go_first(monkeypatch: pytest.MonkeyPatch) -> None:
    _forget()
    monkeypatch.setattr(picture, "KEPT_PARTS", 4)
    parts = [picture.kept(("n", i), lambda i=i: picture.Badge(str(i))) for i in range(5)]
    assert ("n", 0) not in picture._PARTS and ("n", 1) not in picture._PARTS
    assert all(("n", i) in picture._PARTS for i in (2, 3, 4))
    assert id(parts[0]) not in picture._KEPT_JSON


def test_the_pictures_in_a_kept_tuple_are_written_once(monkeypatch: pytest.MonkeyPatch) -> None:
    _forget()
    monkeypatch.setattr(picture, "KEPT_PARTS", 2)
    zone = picture.Zone("last", "pairs", "Прошлый ход", pairs=(("6S", "QS"),))
    last = picture.kept(("test.last", 1), lambda: ((zone,), "Прошлый ход: бито"))
    assert last[0][0] is zone
    assert picture._json(zone) is picture._json(zone)  # kept beside its part
    for i in range(2):  # the oldest part dropped, and its pictures' JSON with it
        picture.kept(("test.other", i), lambda: picture.Badge("x"))
    assert ("test.last", 1) not in picture._PARTS and id(zone) not in picture._KEPT_JSON
