"""A reading as a table picture (layout ``spread``), in one language: what the page's
«Гадания» and ``koloda tell`` draw with their one renderer of pictures.

Each row of the layout is a ``row`` zone (``row1``, ``row2`` … in the reading's order)
labelled as the reading labels it, with its cards, a caption under each card where the
telling gives positions or meanings (an empty caption where a row mixes them), and the
cards the reading turns on ``marked``. The reading's lines are the notes; the steps the
telling took are the sheet (one numbered row each); the layout number and the options
given (his name, the portrait, the card chosen) are markers.
"""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.picture import Marker, Picture, Sheet, Zone
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import Reading


def _markers(reading: Reading, lang: str) -> list[Marker]:
    ru = lang == "ru"
    i = 0 if ru else 1
    out: list[Marker] = []
    if reading.seed is not None:
        out.append(Marker("Номер расклада" if ru else "Layout number", str(reading.seed)))
    for key, value in reading.options.items():
        if key == "name":
            out.append(Marker("Имя" if ru else "Name", value))
        elif key == "portrait" and value in T.MARRIAGE_PORTRAITS:
            rank, suit, who = T.MARRIAGE_PORTRAITS[value]
            out.append(Marker("Портрет" if ru else "Portrait", who[i],
                              card=C.to_text(C.make(rank, suit))))
        elif key == "pick":
            out.append(Marker("Выбрана карта" if ru else "Card chosen",
                              f"{value} из 5" if ru else f"{value} of 5"))
        else:  # an option a later telling adds: shown as it was given
            out.append(Marker(key, value))
    return out


def picture(reading: Reading, lang: str = "ru") -> Picture:
    """The picture of ``reading`` in ``lang`` (``ru`` or ``en``)."""
    i = 0 if lang == "ru" else 1
    zones = []
    for k, row in enumerate(reading.rows):
        labelled = any(s.label is not None for s in row.spots)
        zones.append(Zone(
            f"row{k + 1}", "row", row.label[i],
            cards=tuple(C.to_text(s.card) for s in row.spots),
            captions=tuple(s.label[i] if s.label is not None else "" for s in row.spots)
            if labelled else (),
            marked=tuple(j for j, s in enumerate(row.spots) if s.marked)))
    steps = Sheet("Ход гадания" if i == 0 else "Steps",
                  ("№", "Что сделано" if i == 0 else "What was done"),
                  tuple((str(k + 1), s.text[i]) for k, s in enumerate(reading.steps)))
    return Picture(reading.key, reading.title[i], None, zones=tuple(zones),
                   markers=tuple(_markers(reading, lang)), sheet=steps,
                   notes=tuple(reading.text(lang)), layout="spread")
