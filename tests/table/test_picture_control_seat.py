"""``Control.seat``: a card given to a player names the seat it goes to; ``problems``
refuses a seat the picture does not hold, and the JSON form keeps the field only when set."""

from __future__ import annotations

from koloda.engine.picture import Control, Hand, Picture, SeatView, problems


def _picture(*controls: Control) -> Picture:
    seats = (SeatView(0, Hand(("QH",))), SeatView(1, Hand((), 7)))
    return Picture("toy", "Toy", 0, seats, controls=controls)


def test_a_control_seat_must_be_a_seat_of_the_picture() -> None:
    assert problems(_picture(Control(0, card="QH", seat=1)), 1) == []
    assert problems(_picture(Control(0, card="QH", seat=2)), 1) == [
        "control for move 0: seat 2 not in the picture"]


def test_the_seat_is_sent_only_when_set() -> None:
    sent = _picture(Control(0, card="QH", seat=1), Control(1, button=True)).to_json()
    assert sent["controls"] == [{"move": 0, "card": "QH", "seat": 1},
                                {"move": 1, "button": True}]
