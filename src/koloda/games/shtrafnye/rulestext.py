"""«Штрафные очки» for people: the rules page in Russian and English (see
engine/rulestext.py), in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на сброс карт: нужно первым избавиться от руки, а всё, что осталось у "
        "соперников, идёт им в штраф. Тузы подходят к любой карте. Играют двумя колодами "
        "от двух до шести человек. В источнике у игры нет имени — мы назвали её по "
        "способу счёта.",
        "A shedding game: be the first to empty your hand, and whatever the others still "
        "hold counts against them. Aces fit on anything. Two packs, two to six players. "
        "The source gives no name, so we call it after its scoring."),
    sections=(
        section(
            "deal",
            ("Две колоды по 52 карты перемешаны вместе. Каждому сдают по семь карт, одну "
             "кладут лицом вверх посреди стола — это банк, остальные лежат колодой "
             "рубашкой вверх.",
             "Two 52-card packs are shuffled together. Each player is dealt seven cards; "
             "one goes face up in the middle, the bank, and the rest form a face-down "
             "stock."),
        ),
        section(
            "play",
            ("Начинает сосед сдающего слева, дальше по кругу. На банк кладут карту того "
             "же достоинства, той же масти или любого туза, и она становится новым банком. "
             "Если подходящая карта есть, положить её обязательно.",
             "The player on the dealer's left starts, then play goes round. On the bank "
             "one lays a card of the same rank, of the same suit, or any ace, and that "
             "card becomes the new bank. A player who has a card that fits must lay one."),
            ("У кого подходящей карты нет, тот тянет из колоды по одной, пока не придёт "
             "подходящая, и сразу кладёт её. Когда колода кончилась, такой игрок просто "
             "пропускает ход. Если ход не может сделать никто, сдача останавливается.",
             "A player with nothing that fits draws from the stock one card at a time "
             "until one fits, and lays it at once. When the stock is gone such a player "
             "simply misses the turn. If nobody can lay at all, the deal stops."),
        ),
        section(
            "scoring",
            ("Сдача кончается, как только у кого-то не осталось карт. Остальные "
             "записывают штраф за карты на руке: туз — 15, король, дама и валет — по 10, "
             "остальные — по своему числу. Если сдача остановилась без хода, штраф пишут "
             "все.",
             "The deal ends as soon as someone has no cards left. The others write down "
             "a penalty for the cards in hand: 15 for an ace, 10 each for a king, queen "
             "or jack, the number for the rest. When a deal stops with no move left, "
             "everyone takes a penalty."),
        ),
        section(
            "end",
            ("Число сдач и предел очков договариваются заранее: обычно три сдачи, или игра "
             "до 100 штрафных очков. Побеждает тот, у кого штрафа меньше всех; при "
             "равенстве победа общая.",
             "The number of deals and the points limit are agreed beforehand: three deals "
             "by default, or a game to 100 penalty points. The player with the smallest "
             "penalty wins; equal players share the win."),
        ),
        section(
            "notes",
            ("Источник не говорит, называет ли положивший туза масть: у нас туз — обычная "
             "карта банка, а называние масти можно включить. Не сказано и о том, что "
             "делать с колодой, когда она кончилась: отбой не перемешивают.",
             "The source does not say whether the player of an ace names a suit: here an "
             "ace is an ordinary bank card, and naming a suit can be switched on. Nor does "
             "it say what happens when the stock is gone: the laid cards are not "
             "reshuffled."),
            ("Число игроков источник не ограничивает; мы играем до шести. Выход игрока без "
             "карт кончает сдачу.",
             "The source sets no upper number of players; we allow six. A player going "
             "out ends the deal."),
        ),
    ),
    rules={
        "decks": ("Две колоды вместе (как в источнике) или одна.",
                  "Two packs together (as in the source) or just one."),
        "deals": ("Сколько сдач в игре. Ноль — сдачи не считаются, игра идёт до предела "
                  "очков.",
                  "How many deals make the game. Zero: deals are not counted, play goes "
                  "on to the points limit."),
        "limit": ("Предел штрафных очков: игра кончается после сдачи, в которой у кого-то "
                  "набралось столько. Ноль — предела нет.",
                  "The penalty limit: the game ends after the deal in which someone "
                  "reaches it. Zero: no limit."),
        "draw_until": ("Тянуть ли из колоды до подходящей карты. Если выключено, берут "
                       "одну карту и, если она не подошла, пропускают ход.",
                       "Whether to draw until a card fits. When off, a player draws one "
                       "card and misses the turn if it does not fit."),
        "ace_suit": ("Положивший туза называет масть, и следующий должен ходить в неё "
                     "(или положить туза).",
                     "The player of an ace names a suit, and the next player must follow "
                     "it (or lay an ace)."),
    },
    variants={
        "ace_names_suit": ("Туз позволяет назвать масть.", "An ace names the suit."),
        "draw_one": ("Из колоды берут только одну карту.",
                     "Only one card is drawn from the stock."),
        "one_pack": ("Одна колода вместо двух.", "One pack instead of two."),
    },
    presets={
        "one_deal": ("Одна сдача.", "A single deal."),
        "to_100": ("Без счёта сдач, до 100 штрафных очков.",
                   "No count of deals: play to 100 penalty points."),
    },
)
