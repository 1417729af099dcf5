"""«Тройки» for people: the rules page in Russian and English (see engine/rulestext.py),
in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на сбор троек и четвёрок одного достоинства: карты копятся посреди стола, "
        "а забрать их может тот, у кого на руке три или четыре карты постарше. Играют от "
        "двух до четырёх человек полной колодой. Источник называет игру английской, но "
        "имени ей не даёт — мы назвали её «Тройки».",
        "A game of collecting threes and fours of a rank: cards pile up in the middle, "
        "and whoever holds three or four higher cards of one rank can sweep them up. Two "
        "to four play with a full pack. The source calls the game English but names it "
        "not, so we call it Threes."),
    sections=(
        section(
            "deal",
            ("Колода из 52 карт, от двойки до туза, туз старший. Каждому по четыре карты; "
             "ещё одну карту открывают и кладут рядом с колодой — её возьмут последней.",
             "A pack of 52, twos up to aces, the ace highest. Each player gets four "
             "cards; one more is turned face up beside the stock and will be the last "
             "card drawn."),
        ),
        section(
            "play",
            ("Первым ходит сосед сдающего слева, дальше по кругу. В свой ход игрок либо "
             "кладёт на стол одну карту лицом вверх, либо делает захват: если какое-то "
             "достоинство лежит на столе три или четыре раза, а у игрока на руке три или "
             "четыре карты одного более высокого достоинства, он выкладывает их и "
             "забирает все карты того младшего достоинства. Например, три восьмёрки "
             "забирают три шестёрки.",
             "The player on the dealer's left starts, then play goes round. On a turn a "
             "player either puts one card face up on the table, or captures: when some "
             "rank lies on the table three or four times and he holds three or four "
             "cards of a single higher rank, he shows them and sweeps up every card of "
             "that lower rank. Three eights, say, take three sixes."),
            ("После хода игрок добирает из колоды до четырёх карт. Кто остался без карт, "
             "когда колода кончилась, ход пропускает.",
             "After the turn the player draws back up to four cards. A player left with "
             "no cards once the stock is gone is passed over."),
        ),
        section(
            "scoring",
            ("Когда у всех кончились карты, каждый считает свои наборы. Захват даёт два "
             "набора: свою группу и забранную. Карты, оставшиеся на столе, ничьи.",
             "When everyone's cards are gone, each player counts his sets. A capture "
             "gives two sets: the player's own group and the one he took. Cards left on "
             "the table belong to nobody."),
        ),
        section(
            "end",
            ("Игра — несколько сдач (обычно три), сдаёт каждый по очереди. Наборы всех "
             "сдач складываются; у кого их больше, тот победил, при равенстве победа "
             "общая.",
             "A game is a number of deals (three by default), the deal passing round. "
             "The sets of all deals are added up; the most sets win, and equal leaders "
             "share the win."),
        ),
        section(
            "notes",
            ("Открытую карту источник называет козырем, но никакой роли в игре ей не "
             "даёт; у нас она просто последняя карта колоды. Захват делается только в свой "
             "ход и заменяет выкладку карты.",
             "The source calls the turned card the trump but gives it no part in play; "
             "here it is simply the last card of the stock. A capture is made only on "
             "one's own turn, instead of laying a card."),
            ("Источник не говорит, сколько должно быть в захватывающей группе против "
             "четырёх карт на столе: по умолчанию хватает трёх. Не сказано и о длине "
             "игры: её задаёт число сдач.",
             "The source does not say how many cards must capture four on the table: by "
             "default three are enough. Nor does it give the length of a game: it is set "
             "by the number of deals."),
        ),
    ),
    rules={
        "deals": ("Сколько сдач в игре; наборы всех сдач складываются.",
                  "How many deals make the game; the sets of all of them are added up."),
        "equal_count": (
            "Если включено, забрать четыре карты со стола можно только четырьмя своими.",
            "When on, four cards on the table can be taken only by four of your own."),
    },
    variants={
        "equal": ("Четыре карты на столе берутся только четырьмя.",
                  "Four on the table are taken only by four."),
    },
    presets={
        "one_deal": ("Одна сдача решает всё.", "A single deal decides."),
        "long": ("Длинная игра из шести сдач.", "A long game of six deals."),
    },
)
