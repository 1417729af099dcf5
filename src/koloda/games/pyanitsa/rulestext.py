"""«Пьяница» for people: the rules page in Russian and English (see engine/rulestext.py),
in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Детская игра чистого везения: выбирать нечего, всё решает колода. Играют от двух "
        "до шести человек.",
        "A children's game of pure luck: there is nothing to choose, the deck decides "
        "everything. Two to six players."),
    sections=(
        section(
            "deal",
            ("Колода из 36 или 52 карт. Все карты сдают по одной по кругу. Свои карты "
             "никто не смотрит: каждый держит их стопкой рубашкой вверх.",
             "A deck of 36 or 52 cards. All the cards are dealt one at a time round the "
             "table. Nobody looks at his cards: each keeps them in a face-down pile."),
        ),
        section(
            "play",
            ("В каждом ходе все по очереди открывают верхнюю карту своей стопки. Старшая "
             "карта забирает все открытые: туз старше короля, король — дамы, дальше "
             "валет, десятка и остальные по числу. Взятые карты кладут под низ своей "
             "стопки в том порядке, в каком их выкладывали.",
             "Each round everybody in turn turns up the top card of his pile. The highest "
             "card takes them all: the ace beats the king, the king the queen, then the "
             "jack, the ten and the rest by their number. The cards taken go under the "
             "winner's pile in the order they were laid."),
            ("Если старших карт несколько, начинается спор: только эти игроки кладут по "
             "одной карте рубашкой вверх и по одной лицом вверх. Старшая из новых "
             "открытых забирает всё, что лежит на столе; снова поровну — спорят дальше. "
             "У кого карт не хватает, открывает последнюю; у кого их нет совсем, выходит "
             "из спора.",
             "If several cards tie for highest, a dispute starts: just those players lay "
             "a card face down and another face up. The highest of the new face-up cards "
             "takes everything on the table; another tie, and the dispute goes on. A "
             "player short of cards turns up his last one; one with none left drops out "
             "of the dispute."),
        ),
        section(
            "scoring",
            ("Очков нет — считают карты. Игрок без карт выбывает.",
             "There are no points: the cards are counted. A player with no cards left is "
             "out."),
        ),
        section(
            "end",
            ("Выигрывает тот, у кого собрались все карты. Игра может идти очень долго, "
             "поэтому после заданного числа ходов её останавливают, и побеждает тот, у "
             "кого больше карт (при равенстве — все поровну). В поддавки всё наоборот: "
             "выигрывает первый, кто остался без карт, а на пределе ходов — у кого их "
             "меньше.",
             "Whoever gathers all the cards wins. A game can last very long, so it stops "
             "after a set number of rounds and the player with the most cards wins "
             "(equal counts share the win). Giveaway turns it round: the first to run out "
             "of cards wins, and at the round limit the fewest cards win."),
        ),
        section(
            "notes",
            ("Полное описание в источнике обрывается на первых строках, а короткое — "
             "для двоих; остальное мы взяли из самой известной версии игры. Описание "
             "поддавков тоже оборвано после жеребьёвки, поэтому мы поняли их по "
             "названию: у каждого своя колода, цель — отдать все карты. Жеребьёвка "
             "первого хода ничего не меняет в игре без выбора, поэтому начинает первое "
             "место.",
             "The full description in the source breaks off after its first lines and "
             "the short one is for two; the rest follows the best-known form of the game. "
             "The giveaway text also breaks off after the draw for the first player, so "
             "we read it by its name: each player has a deck of his own and aims to lose "
             "every card. Drawing for the first move changes nothing in a game without "
             "choices, so the first seat starts."),
        ),
    ),
    rules={
        "deck": ("Сколько карт в колоде: 36 или 52.", "How many cards: 36 or 52."),
        "war_down": ("Сколько карт в споре кладут рубашкой вверх перед открытой (обычно "
                     "одну; ноль — сразу открытую).",
                     "How many cards a dispute lays face down before the face-up one "
                     "(usually one; zero: straight to the face-up card)."),
        "six_beats_ace": ("Младшая карта колоды (шестёрка, а в колоде из 52 — двойка) "
                          "бьёт туза.",
                          "The lowest card (the six, or the two with 52 cards) beats the "
                          "ace."),
        "own_decks": ("У каждого из двух игроков своя полная колода.",
                      "Each of the two players has a whole deck of his own."),
        "giveaway": ("Поддавки: выигрывает тот, кто первым лишился всех карт.",
                     "Giveaway: the first player to lose all his cards wins."),
        "max_rounds": ("После стольких ходов игру останавливают и считают карты (обычно "
                       "шестьдесят ходов).",
                       "After this many rounds the game stops and the cards are counted "
                       "(sixty rounds by default)."),
    },
    variants={
        "six_beats_ace": ("Младшая карта бьёт туза.", "The lowest card beats the ace."),
        "deck52": ("Играют колодой из 52 карт.", "Play with a 52-card deck."),
    },
    presets={
        "poddavki": ("Поддавки: двое, у каждого своя колода, выигрывает первый, кто "
                     "отдал все карты.",
                     "Giveaway: two players, a deck each; the first to lose all his cards "
                     "wins."),
        "short": ("Короткая игра: не больше 30 ходов.", "A short game: 30 rounds at most."),
        "long": ("Долгая игра: до тысячи ходов — почти всегда до конца, пока все карты не "
                 "соберутся у одного.",
                 "A long game: up to a thousand rounds, nearly always to the end, until one "
                 "player holds every card."),
    },
)
