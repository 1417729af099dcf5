"""Рамми до 40 for people: the rules page in Russian and English (engine/rulestext.py),
in our own words from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Рамми до 40 — игра на 3–6 игроков колодой в 52 карты с двумя джокерами. Каждый "
        "собирает на руках комплекты и серии и выкладывает их на стол; первая выкладка "
        "должна стоить не меньше 40 очков. Кто первым выложил все карты, заканчивает "
        "раздачу, остальные платят штрафные очки за карты на руках. После нескольких "
        "раздач побеждает тот, у кого очков меньше всех.",
        "Rummy to 40 is a game for 3 to 6 players with 52 cards and two jokers. Each "
        "player gathers sets and runs in his hand and lays them on the table; his first "
        "lay-down must be worth at least 40 points. The first to lay down every card "
        "ends the deal, and the others pay penalty points for the cards they hold. After "
        "several deals the player with the fewest points wins."),
    sections=(
        section("deal", (
            "Первого сдатчика выбирает жребий, дальше сдают по очереди по часовой "
            "стрелке. Каждый получает 13 карт, остальные кладут рубашкой вверх — это "
            "колода для добора. Одной колоды хватает на троих или четверых (вчетвером в "
            "колоде остаётся лишь две карты); на пять и шесть игроков смешивают две "
            "колоды с четырьмя джокерами.",
            "The first dealer is chosen by lot; then the deal passes clockwise. Each "
            "player gets 13 cards; the rest lie face down as the stock. One deck serves "
            "three or four players (four leave only two cards in the stock); for five or "
            "six, two decks with four jokers are shuffled together."),),
        section("play", (
            "Начинает сосед сдатчика слева. В свой ход игрок берёт верхнюю карту колоды "
            "или верхнюю открытую карту отбоя, затем может выкладывать комбинации и "
            "докладывать карты, а в конце сбрасывает одну карту в отбой в открытую. "
            "Карту, взятую из отбоя, в тот же ход сбросить нельзя.",
            "The player left of the dealer begins. On his turn a player draws the top "
            "card of the stock or the top face-up discard, may then lay melds and add "
            "cards, and ends by discarding one card face up. A card taken from the "
            "discards may not be discarded again in the same turn."), (
            "Комплект — 3 или 4 карты одного достоинства разных мастей. Серия — 3 и "
            "больше карт одной масти подряд; туз стоит либо под двойкой, либо над "
            "королём (через угол, К-Т-2, нельзя). Джокер заменяет любую карту, которой "
            "у игрока нет; в комбинации должна быть хотя бы одна настоящая карта.",
            "A set is 3 or 4 cards of one rank in different suits. A run is 3 or more "
            "cards of one suit in sequence; the ace goes either below the two or above "
            "the king (not round the corner, K-A-2). A joker stands for any card the "
            "player lacks; a meld holds at least one real card."), (
            "Очки комбинации: туз над королём — 11, туз под двойкой — 1, король, дама, "
            "валет — по 10, остальные — по достоинству, джокер — как карта, которую он "
            "заменяет; в комплекте тузов каждый туз — 11. Первая выкладка игрока — все "
            "комбинации, выложенные за один ход, — должна стоить не меньше 40 очков. "
            "Пока их меньше, они лежат отдельно: можно выложить ещё или забрать всё "
            "назад, но после этого до конца хода выкладывать нельзя.",
            "Meld points: an ace above the king 11, below the two 1; king, queen, jack "
            "10 each; others their rank; a joker what it stands for; in a set of aces "
            "each ace is 11. A player's first lay-down — all the melds he lays in one "
            "turn — must be worth at least 40. While they are worth less they lie apart: "
            "he may lay more or take them all back, and then lays no more that turn."), (
            "После первой выкладки игрок может выкладывать любые комбинации, "
            "докладывать карты к своим комбинациям на столе и менять джокера в любой "
            "комбинации на ту настоящую карту, которую джокер заменяет (в комплекте — "
            "на карту недостающей масти); джокер идёт ему на руку. Добавляя джокера к "
            "серии, игрок называет её конец.",
            "After his first lay-down a player may lay any meld, add cards to his own "
            "melds on the table, and swap the joker in any meld for the real card it "
            "stands for (in a set, a card of a missing suit); the joker goes to his "
            "hand. Adding a joker to a run, he names its end."), (
            "Отбой лежит стопкой: видна только верхняя карта. Когда колода кончается, "
            "весь отбой тасуют и он становится новой колодой.",
            "The discards lie squared: only the top card shows. When the stock runs out, "
            "all the discards are shuffled into a new stock.")),
        section("scoring", (
            "Раздача кончается, когда игрок выложил все карты, в том числе взятую в "
            "этот ход; последнюю карту сбросить нельзя, её тоже нужно выложить. Он "
            "записывает 0, остальные — штраф за карты на руках: туз 11, джокер 20, "
            "король, дама, валет по 10, прочие по достоинству.",
            "A deal ends when a player has laid down every card, the one drawn that turn "
            "too; the last card may not be discarded, it must be melded as well. He "
            "scores 0; the others score a penalty for the cards they hold: ace 11, joker "
            "20, king, queen, jack 10 each, others their rank."), (
            "Чтобы раздача не тянулась бесконечно, в ней самое большее 20 раундов (по "
            "умолчанию; раунд — по ходу каждого игрока). Если за это время никто не "
            "вышел, раздача заканчивается без победителя и штраф платят все.",
            "So that no deal goes on for ever, it lasts at most 20 rounds (by default; a "
            "round is a turn for each player). If nobody has gone out by then, the deal "
            "ends with nobody out and everyone pays for his hand.")),
        section("end", (
            "Играют условленное число раздач, обычно от пяти до десяти (по умолчанию "
            "пять). Побеждает меньшая сумма штрафных очков; при равенстве побеждают "
            "все, у кого она меньше всех.",
            "The game is the agreed number of deals, usually five to ten (five by "
            "default). The lowest total of penalty points wins; players tied for it all "
            "win."),),
        section("notes", (
            "Из одной колоды по 13 карт можно сдать лишь троим или четверым, поэтому на "
            "пять и шесть игроков берутся две колоды — так играют в самой известной "
            "форме этой игры. В комплекте из двух колод масти не повторяются.",
            "One deck gives 13 cards to three or four players only, so five or six play "
            "with two decks, as the best-known form of this game does. A set from two "
            "decks never repeats a suit."), (
            "Текст говорит, что докладывать можно к своим комбинациям, а менять джокеров "
            "— и у других игроков; так и сделано, а докладывание к чужим — отдельное "
            "правило. Первая выкладка считается по всем комбинациям одного хода. Джокер "
            "заменяет только карту, которой у игрока нет.",
            "The text lets a player add cards to his own melds and swap jokers in "
            "anyone's; so it is here, and adding to others' melds is a separate rule. "
            "The first lay-down counts all the melds of one turn. A joker stands only "
            "for a card the player does not hold.")),
    ),
    rules={
        "deals": ("Сколько раздач в игре; после последней побеждает меньший счёт.",
                  "How many deals the game has; after the last, the lowest total wins."),
        "opening": ("Сколько очков должна стоить первая выкладка игрока (в тексте — 40).",
                    "How many points a player's first lay-down must be worth (40 in the "
                    "text)."),
        "opening_single": ("Включено: первая выкладка — одна комбинация, которая сама "
                           "стоит нужных очков; выключено: считаются вместе все "
                           "комбинации, выложенные за этот ход.",
                           "On: the first lay-down is one meld worth the points by "
                           "itself; off: all the melds laid in that turn count "
                           "together."),
        "lay_off": ("К чьим комбинациям можно докладывать карты: own — только к своим, "
                    "any — к любым.",
                    "Whose melds cards may be added to: own — one's own only, any — "
                    "anyone's."),
        "go_out": ("Как закончить раздачу: meld — выложив все карты; discard — можно и "
                   "сбросив последнюю карту.",
                   "How to go out: meld — by laying down every card; discard — a last "
                   "discard may end it too."),
        "decks": ("Сколько колод (по 52 карты и 2 джокера); не задано — одна на 3–4 "
                  "игроков, две на 5–6.",
                  "How many decks (52 cards and 2 jokers each); unset — one for 3–4 "
                  "players, two for 5–6."),
        "rounds": ("Сколько раундов (по ходу каждого игрока) может длиться раздача; "
                   "после этого она заканчивается без победителя и все платят за свои "
                   "карты.",
                   "How many rounds (a turn for each player) a deal may last; after "
                   "that it ends with nobody out and everyone pays for his cards."),
    },
    variants={
        "lay_off_any": ("Докладывать можно к комбинациям любого игрока.",
                        "Cards may be added to any player's melds."),
        "discard_out": ("Закончить можно и сбросом последней карты.",
                        "A player may go out by discarding his last card."),
        "single_opening": ("Первая выкладка — одна комбинация не меньше 40 очков.",
                           "The first lay-down is one meld worth 40 points or more."),
    },
    presets={
        "one_deal": ("Одна раздача.", "A single deal."),
    },
)
