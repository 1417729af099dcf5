"""Helpers for the Mau-Mau audit tests: set a table by hand, walk an observation."""

from collections.abc import Iterator, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.games.maumau.state import ShedState


def ids(texts: Sequence[str]) -> list[int]:
    return [C.parse(t) for t in texts]


def mask(texts: Sequence[str]) -> int:
    return C.mask_of(ids(texts))


def put(st: ShedState, hands: Sequence[Sequence[str]], pile: Sequence[str],
        stock: Sequence[str] = (), turn: int = 0) -> None:
    """Set the table: hands per seat, the pile (bottom to top), the stock (top first)."""
    st.hands = [mask(h) for h in hands]
    st.pile = ids(pile)
    st.stock = ids(stock)[::-1]
    st.turn = turn


def strings(obj: Any) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            yield from strings(v)
