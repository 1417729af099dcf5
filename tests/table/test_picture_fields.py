"""The picture's optional fields for Durak's tables are checked by ``problems``: a pair
covered face down (``down``), who laid each attack (``seats`` of a ``pairs`` zone), and a
control on a face-down card of the viewer's own hand (``slot``)."""

from __future__ import annotations

from koloda.engine.picture import Control, Hand, Picture, SeatView, Zone, problems


def _pic(zone: Zone, *controls: Control, backs: int = 2) -> Picture:
    return Picture("durak", "", 0, (SeatView(0, Hand((), backs)),), (zone,),
                   controls=controls)


def test_down_names_only_pairs_whose_cover_lies_face_down() -> None:
    ok = Zone("table", "pairs", pairs=(("7S", None), ("8S", "9S")), down=(0,))
    assert problems(_pic(ok)) == []
    covered = Zone("table", "pairs", pairs=(("7S", None), ("8S", "9S")), down=(1,))
    assert problems(_pic(covered)) == ["zone table: pair 1 is not covered face down"]
    beyond = Zone("table", "pairs", pairs=(("7S", None),), down=(3,))
    assert problems(_pic(beyond)) == ["zone table: pair 3 is not covered face down"]


def test_pairs_name_one_seat_per_attack() -> None:
    assert problems(_pic(Zone("table", "pairs", pairs=(("7S", None),), seats=(1,)))) == []
    bad = Zone("table", "pairs", pairs=(("7S", None),), seats=(1, 2))
    assert problems(_pic(bad)) == ["zone table: 1 pairs, 2 seats"]


def test_a_slot_is_a_face_down_card_of_the_viewers_hand() -> None:
    table = Zone("table", "pairs", pairs=(("7S", None),))
    assert problems(_pic(table, Control(0, slot=1, to="table", onto="7S")), 1) == []
    assert problems(_pic(table, Control(0, slot=2, to="table")), 1) == \
        ["control slot 2 not among the viewer's 2 backs"]
    assert problems(_pic(table, Control(0, to="table")), 1) == \
        ["control for move 0 touches nothing"]


def test_to_json_writes_any_sequence_as_a_list_and_leaves_defaults_out() -> None:
    """The JSON writer dispatches on exact types for speed; a subclass of tuple or list (a
    named tuple) still comes out as a JSON list, and default fields stay out."""
    from typing import NamedTuple

    class Pair(NamedTuple):
        a: str
        b: str | None

    zone = Zone("table", "pairs", pairs=(Pair("6H", None),))  # type: ignore[arg-type]
    out = _pic(zone).to_json()
    assert out["zones"][0]["pairs"] == [["6H", None]]
    assert "markers" not in out and out["seats"][0]["hand"] == {"backs": 2}
