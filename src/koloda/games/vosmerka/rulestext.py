"""«Восьмёрка» for people: the rules page in Russian and English, in our own words, from
the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра в две части: сначала игроки по очереди берут карты из колоды и бьют ими "
        "карты открытого круга, собирая себе руку, потом этими руками играют в дурака. "
        "Цель — не остаться с картами. От двух до шести игроков.",
        "A game in two parts: first the players draw from the stock in turn and beat "
        "the cards of an open ring with them, collecting a hand; then they play Durak "
        "with those hands. The aim is not to be left with cards. Two to six players."),
    sections=(
        section(
            "deal",
            ("Колода — 36 или 52 карты, туз старший. Восемь карт раскладывают кругом "
             "лицом вверх, девятую кладут открыто в середину — её масть козырная. "
             "Остальная колода ложится поперёк неё рубашкой вверх, так что козырь "
             "достанется последним.",
             "A deck of 36 or 52 cards, ace high. Eight cards are laid face up in a ring, "
             "a ninth face up in the middle: its suit is trump. The rest of the stock "
             "lies face down across it, so the trump card is drawn last."),
            ("Первой сдаёт последний игрок, дальше сдача переходит влево.",
             "The last player deals first; then the deal passes to the left.")),
        section(
            "play",
            ("Круг. По очереди, начиная слева от сдающего, игрок берёт карту из колоды. "
             "Если она бьёт какую-нибудь карту круга — старшая той же масти, козырь "
             "некозырную, старший козырь младший, — он обязан побить и забирает обе "
             "карты себе. Если побить можно несколько карт, он выбирает какую. Если "
             "нечем, карта ложится в круг.",
             "The ring. In turn, from the dealer's left, a player draws a card. If it "
             "beats some card of the ring (a higher card of the same suit, a trump on a "
             "plain card, a higher trump on a lower one) he must beat it and keeps both "
             "cards. If it could beat several, he chooses which. If it beats none, it "
             "joins the ring."),
            ("Когда колода кончилась, игрок, чья очередь, забирает все карты круга. Все "
             "карты побывали лицом вверх, поэтому руки видны всем.",
             "When the stock is out, the player whose turn it is takes the whole ring. "
             "Every card has been seen face up, so the hands are shown to all."),
            ("Дурак. Первым ходит владелец младшего козыря, одной картой. Отбивающийся "
             "кроет её старшей той же масти или козырем либо берёт. Когда всё покрыто, "
             "ходивший, а за ним остальные по кругу могут подкинуть карту того же "
             "достоинства, что уже на столе, по одной; всего за ход не больше шести карт "
             "и не больше, чем было у отбивающегося. Если никто не подкидывает, карты "
             "уходят в отбой, и ходит отбившийся; если он взял — ходит следующий за ним. "
             "Тому, кто берёт, тоже можно подкинуть.",
             "Durak. The holder of the lowest trump leads one card. The defender covers "
             "it with a higher card of its suit or a trump, or takes. When everything is "
             "covered, the attacker and then the others round the table may throw in, "
             "one at a time, cards of a rank already on the table: at most six in a bout "
             "and no more than the defender held at its start. When nobody throws in, "
             "the cards are beaten off and the defender attacks next; if he took, the "
             "player after him attacks. A player who takes may still be given more."),
            ("В переводном дураке отбивающийся, пока ничего не покрыл, может положить "
             "карту того же достоинства и перевести ход на следующего игрока, если у "
             "того хватает карт.",
             "In the transfer form the defender, before covering anything, may add a "
             "card of the same rank and pass the attack on to the next player, if that "
             "player has cards enough."),
            ("Колоды во второй части нет: у кого кончились карты, тот выходит.",
             "There is no stock in the second part: a player out of cards is out.")),
        section(
            "scoring",
            ("Последний, у кого остались карты, проигрывает раздачу и получает штрафное "
             "очко. Если последние двое остались без карт одновременно, это ничья: "
             "штрафа нет.",
             "The last player holding cards loses the deal and writes a penalty point. "
             "If the last two run out together, it is a draw and nobody writes one.")),
        section(
            "end",
            ("Игра идёт заданное число раздач. Побеждает набравший меньше всех штрафных "
             "очков; при равенстве победу делят.",
             "The game lasts the agreed number of deals. The fewest penalty points win; "
             "equal scores share the win.")),
        section(
            "notes",
            ("Девятая карта лежит под колодой, как в дураке, и берётся последней. Бить "
             "карту круга обязательно, когда можно.",
             "The ninth card lies under the stock as in Durak and is drawn last. Beating "
             "a ring card is compulsory when possible."),
            ("Описание называет только формы дурака; ход, подкидывание и перевод мы "
             "играем по общепринятым правилам, с одной картой на первом ходу. Кто "
             "ничего не собрал, сразу выходит.",
             "The source names only the forms of Durak; we play leads, throw-ins and "
             "transfers by the common rules, with one card led. A player who collected "
             "nothing is out at once."),
            ("Описание играет одну раздачу; мы ведём счёт на несколько раздач.",
             "The source plays one deal; we keep score over several.")),
    ),
    rules={
        "deck": ("Колода: 36 карт (от шестёрки) или 52 (от двойки).",
                 "The deck: 36 cards (six up) or 52 (two up)."),
        "form": ("Какой дурак во второй части: подкидной или переводной (с переводом).",
                 "The Durak of the second part: the throw-in form, or the transfer form."),
        "deals": ("Сколько раздач в игре. Оставшийся с картами пишет штрафное очко; "
                  "побеждает набравший меньше всех.",
                  "How many deals a game has. The player left with cards writes a "
                  "penalty point; the fewest points win."),
        "cap": ("Предел ходов во второй части раздачи, на всякий случай. Если он "
                "достигнут, проигрывает тот, у кого больше всех карт (при равенстве — "
                "каждый из них).",
                "A safety limit on the moves of a deal's second part. If it is reached, "
                "the player with the most cards loses (on a tie, each of them)."),
    },
    presets={
        "one": ("Одна раздача, как в описании.", "One deal, as the source plays."),
        "perevodnoy": ("Переводной дурак во второй части.",
                       "The transfer form of Durak in the second part."),
        "full52": ("Колода в 52 карты.", "The 52-card deck."),
    },
)
