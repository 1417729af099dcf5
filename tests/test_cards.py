import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import ParseError


@pytest.mark.parametrize("text,expected", [
    ("AS", "AS"), ("10H", "10H"), ("TH", "10H"), ("9C", "9C"), ("QD", "QD"),
    ("A♠", "AS"), ("10♥", "10H"), ("Т♠", "AS"), ("10ч", "10H"), ("Дб", "QD"), ("Вп", "JS"),
    ("Кт", "KC"), ("Тт", "AC"), ("qd", "QD"), ("RJ", "RJ"), ("BJ", "BJ"), ("AS'", "AS'"),
])
def test_parse_forms(text: str, expected: str) -> None:
    assert C.to_text(C.parse(text)) == expected


@pytest.mark.parametrize("bad", ["", "A", "1S", "11H", "AX", "ZZ", "10"])
def test_parse_rejects(bad: str) -> None:
    with pytest.raises(ParseError) as err:
        C.parse(bad)
    assert "AS" in str(err.value)


@pytest.mark.parametrize("size,jokers,copies", [(24, 0, 1), (32, 0, 1), (36, 0, 1), (52, 0, 1),
                                                (52, 2, 1), (24, 0, 2), (36, 0, 2)])
def test_decks_round_trip(size: int, jokers: int, copies: int) -> None:
    deck = C.deck(size, jokers, copies)
    assert len(deck) == size * copies + jokers
    assert len(set(deck)) == len(deck)
    assert all(0 <= c < 256 for c in deck)
    assert [C.parse(C.to_text(c)) for c in deck] == deck
    for lang in ("ru", "en"):
        faces = [C.show(c, lang) for c in deck if not C.is_joker(c)]
        assert all(C.parse(f) == C.face(c) for f, c in zip(faces, deck, strict=False))


def test_bad_deck_size() -> None:
    with pytest.raises(ParseError, match="24, 32, 36, 52"):
        C.deck(40)


@given(st.lists(st.sampled_from(C.deck(52, 2, 2)), unique=True))
def test_mask_round_trip(cards: list[int]) -> None:
    m = C.mask_of(cards)
    assert sorted(C.cards_in(m)) == sorted(cards)
    assert C.count(m) == len(cards)


def test_texts_is_to_text_of_each_card() -> None:
    for card in range(-300, 300):
        try:
            expected = C.to_text(card)
        except IndexError:
            with pytest.raises(IndexError):
                C.texts([card])
            continue
        assert C.texts([card]) == [expected]
    every = C.deck(52, jokers=2, copies=2)
    assert C.texts(every) == [C.to_text(c) for c in every]
    assert C.texts(iter(every[:3])) == [C.to_text(c) for c in every[:3]]
