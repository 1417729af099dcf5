"""«Захват» for people: the rules page in Russian and English (see engine/rulestext.py),
in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра чистого случая: решать в ней нечего, всё решает порядок карт. Фигуры и тузы "
        "заставляют соседа платить картами, а кто выложил фигуру, забирает кучу. "
        "Источник не называет игру, мы зовём её «Захват»; больше всего она похожа на "
        "английскую «Разори соседа».",
        "A game of pure chance: there is nothing to decide, the order of the cards "
        "settles everything. Court cards and aces make a neighbour pay in cards, and the "
        "one who laid the court card gathers the pile. The source gives no name, so we "
        "call it Capture All; it is closest to Beggar-my-neighbour."),
    sections=(
        section(
            "deal",
            ("Играют от двух до шести человек одной колодой в 52 карты или двумя вместе. "
             "Все карты по одной раздаются в закрытые стопки; если поровну не делится, у "
             "первых от сдающего на карту больше. Своих карт никто не смотрит.",
             "Two to six play with one 52-card pack or two together. All the cards are "
             "dealt one by one into face-down stacks; when they do not share out evenly "
             "the first players from the dealer get one more. Nobody looks at his cards."),
        ),
        section(
            "play",
            ("Начинает сосед сдающего слева. Каждый по очереди снимает верхнюю карту своей "
             "стопки и кладёт её лицом вверх на общую кучу. Когда выходит туз, король, дама "
             "или валет, за него платит сосед справа от выложившего (тот, кто ходил перед "
             "ним): за туза четыре карты, за короля три, за даму две, за валета одну — по "
             "одной со своей стопки на кучу. После уплаты выложивший фигуру забирает всю "
             "кучу себе под стопку и ходит снова.",
             "The player on the dealer's left begins. In turn each takes the top card of "
             "his stack and lays it face up on the common pile. When an ace, king, queen "
             "or jack appears, the neighbour on the right of its layer (the one who played "
             "just before) pays for it: four cards for an ace, three for a king, two for a "
             "queen, one for a jack, one at a time from his stack onto the pile. Once paid, "
             "the layer of the court card puts the whole pile under his stack and plays "
             "again."),
            ("Кто остался без карт, выбывает; его пропускают. Если плательщику не хватает "
             "карт, он отдаёт сколько есть.",
             "A player without cards is out and is passed over. A payer short of cards "
             "gives what he has."),
        ),
        section(
            "scoring",
            ("Очков нет: считаются только карты. Кто собрал все карты, тот выиграл.",
             "There are no points, only cards. Whoever gathers every card has won."),
        ),
        section(
            "end",
            ("Игра может тянуться очень долго, поэтому у неё есть предел — число выложенных "
             "карт. Когда он достигнут, побеждает тот, у кого больше всего карт; при "
             "равенстве победа общая.",
             "The game can drag on for a very long time, so it has a limit: a number of "
             "cards laid. When it is reached, the player with the most cards wins; equal "
             "leaders share the win."),
        ),
        section(
            "notes",
            ("Источник противоречит сам себе: цель у него — выиграть все карты, а в конце "
             "сказано, что побеждает тот, у кого карты кончились раньше всех. По умолчанию "
             "мы играем на сбор всех карт, как в самой известной форме игры, а прочтение по "
             "последним строкам можно выбрать правилом цели.",
             "The source contradicts itself: its aim is to win all the cards, yet its end "
             "says the first player to run out wins. By default we play to gather every "
             "card, as in the best-known form, and the reading of the closing lines can be "
             "chosen with the aim rule."),
            ("О фигуре, вышедшей во время уплаты, источник молчит: у нас это обычная "
             "карта уплаты, а правило цепочки делает её новой фигурой с новым плательщиком.",
             "The source says nothing of a court card turned while paying: here it is "
             "just a payment card, and the chain rule makes it a new claim with a new "
             "payer."),
        ),
    ),
    rules={
        "decks": ("Одна колода в 52 карты или две вместе (104 карты).",
                  "One 52-card pack or two together (104 cards)."),
        "payer": ("Кто платит за фигуру: сосед справа от выложившего, как сказано в "
                  "источнике, или следующий по кругу, как в «Разори соседа».",
                  "Who pays for a court card: the neighbour on its layer's right, as the "
                  "source says, or the next player round, as in Beggar-my-neighbour."),
        "chain": ("Если включено, фигура, открытая плательщиком, прерывает уплату: теперь "
                  "платят уже за неё, а кучу заберёт тот, чья фигура осталась неоплаченной "
                  "последней.",
                  "When on, a court card turned by the payer stops the payment: now it is "
                  "paid for instead, and the pile goes to whoever laid the last court card "
                  "paid in full."),
        "aim": ("Собрать все карты (кучу забирает выложивший фигуру) или первым остаться "
                "без карт (куча лежит, уплата только избавляет от карт).",
                "Gather every card (the layer of the court card takes the pile) or be "
                "first out of cards (the pile stays; paying only sheds cards)."),
        "cap": ("Предел игры: сколько всего карт может быть выложено. Дальше побеждает "
                "больше карт, а при цели «первым без карт» — меньше.",
                "The limit: how many cards may be laid in all. Then the most cards win, "
                "or the fewest when the aim is to be first out."),
    },
    variants={
        "two_decks": ("Две колоды вместе — игра вдвое длиннее.",
                      "Two packs together: a game twice as long."),
        "next_pays": ("Платит следующий игрок, а не сосед справа.",
                      "The next player pays, not the right-hand neighbour."),
        "chain": ("Фигура при уплате передаёт долг дальше.",
                  "A court card turned in payment passes the debt on."),
        "first_out": ("Побеждает первый, у кого кончились карты.",
                      "The first player out of cards wins."),
    },
    presets={
        "quick": ("Короткий предел: 150 выложенных карт.",
                  "A short limit: 150 cards laid."),
        "classic": ("Как в «Разори соседа»: платит следующий, фигуры при уплате передают "
                    "долг.",
                    "As in Beggar-my-neighbour: the next player pays, and court cards "
                    "turned in payment pass the debt on."),
    },
)
