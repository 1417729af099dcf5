"""Одесский покер for people: the rules page in Russian and English, built from the
paragraphs of «За правду» (the same game with its шахи on) and its own."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section
from koloda.games.za_pravdu import rulestext as base

TEXT = RulesText(
    intro=(
        "Игра на заказ взяток с «дикими» картами — шахами (их ещё зовут «покером»): в "
        "каждой раздаче все заранее говорят, сколько возьмут, и очки приносит прежде "
        "всего точный заказ — «правда». Шаха бьёт любую карту, а может сыграть и как "
        "простая. Играют от двух до шести человек, каждый за себя. Без шах это Опендаум.",
        "A game of declared tricks with wild cards, the шахи (also called \"the poker\"): "
        "in each deal everybody says beforehand how many tricks he will take, and the "
        "points come mostly from hitting it exactly, \"the truth\". A шаха beats any "
        "card, or may pass as a plain one. Two to six players, each for himself. Without "
        "the шахи the game is Opendaum."),
    sections=(
        section(
            "deal",
            ("Колода зависит от числа игроков: вдвоём 32 карты, втроём и вшестером 36, "
             "вчетвером 32 или 36, впятером 30 (32 карты без красных семёрок: чёрные — "
             "шахи).",
             "The deck depends on the number of players: 32 cards for two, 36 for three "
             "or six, 32 or 36 for four, 30 for five (32 without the red sevens: the "
             "black ones are шахи)."),
            base.SHAKHI_WHICH, base.DEALS, base.TRUMP_UP),
        section("play", base.DECLARE, base.FOLLOW, base.TRUMP_LEAD, base.SHAKHI_PLAY,
                base.SHAKHI_TRICK),
        base.SCORING,
        base.END,
        section(
            "notes",
            ("Описание шах не даёт ни сдачи, ни счёта: их берём из Опендаума, как советует "
             "другой источник. Ставок в описании нет; ставка игры — очки записи за все "
             "раздачи. Какие семёрки убрать впятером, описание не говорит: чёрные здесь "
             "шахи, поэтому уходят красные.",
             "The description of the шахи gives neither a deal nor a score: they come "
             "from Opendaum, as another source says. The texts name no stakes; the points "
             "of the sheet over all deals are what is played for. Which sevens five "
             "players drop is not said: the black ones are шахи here, so the red go."),
            base.FREE_BIDS, base.FIRST_DEAL),
    ),
    rules=base.RULES,
    presets={
        "opendaum": (
            "Опендаум: та же игра без шах, заходить можно с любой карты.",
            "Opendaum: the same game without шахи; any card may be led."),
        "one_shakha": (
            "С одной шахой — трефовой.",
            "With a single шаха, the club."),
        **base.PRESETS,
    },
)
