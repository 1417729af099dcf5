"""«Ведьма» for people: the rules page in Russian and English, in our own words, from the
package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Простая детская игра на избавление от карт: все пары уходят в сброс, а кому в "
        "конце достанется пиковая дама — ведьма, — тот проиграл. Играют от двух до шести "
        "человек.",
        "A simple children's game of getting rid of cards: all pairs are put down, and "
        "whoever ends up with the queen of spades, the witch, loses. Two to six players."),
    sections=(
        section(
            "deal",
            ("Из колоды в 36 карт (или в 52) убирают даму треф, так что у пиковой дамы не "
             "остаётся пары. Карты сдают по одной всем поровну; лишняя достаётся сдающему.",
             "The queen of clubs is taken out of the 36-card deck (or the 52-card one), so "
             "the queen of spades has no partner. The cards are dealt one at a time to "
             "everybody; an odd card goes to the dealer."),
            ("Каждый сразу откладывает в сброс открытыми все свои пары: две карты одного "
             "достоинства (две десятки, два туза). Две красные дамы тоже пара; пиковая дама "
             "пары не имеет.",
             "Everybody at once puts down, face up, all the pairs he holds: two cards of one "
             "rank (two tens, two aces). The two red queens are a pair too; the queen of "
             "spades has none.")),
        section(
            "play",
            ("Игрок держит свои карты веером рубашкой к соседу слева, и тот вытягивает "
             "одну из них — любую, по своему выбору: вы указываете, какую по счёту слева. "
             "Если вытянутая карта составила пару, пара сразу идёт в сброс. Затем уже он "
             "протягивает свои карты следующему соседу, и так по кругу.",
             "A player holds his cards fanned face down towards his left-hand neighbour, "
             "who draws one of them, whichever he likes: you say which one, counted from "
             "the left. If the card drawn makes a pair, the pair is put down at once. Then "
             "he holds out his own cards to the next player, and so on round the table."),
            ("Первым тянет сосед сдающего слева — у сдающего. Вытянутая карта ложится в "
             "правый край веера. Все видят, какую по счёту карту вытянули, поэтому за "
             "картами, которые побывали у вас в руках, можно следить. Кто остался без "
             "карт, выходит из игры, а круг смыкается.",
             "The dealer's left-hand neighbour draws first, from the dealer. A card drawn "
             "goes to the right end of the fan. Everybody sees which place was drawn, so "
             "you can follow the cards that have been in your hand. A player with no cards "
             "left is out, and the circle closes up.")),
        section(
            "scoring",
            ("Кто остался с ведьмой на руках, проиграл раздачу и получает одну «ведьму».",
             "Whoever is left holding the witch loses the deal and scores one witch.")),
        section(
            "end",
            ("Обычно играют одну раздачу: проигрывает тот, у кого осталась ведьма, "
             "остальные выиграли. Если раздач несколько, следующую сдаёт проигравший, а "
             "побеждает тот, у кого меньше всех ведьм (при равенстве победу делят).",
             "Usually one deal is played: the holder of the witch loses, everybody else "
             "wins. Over several deals the loser deals the next one, and the fewest witches "
             "win (equal counts share the win).")),
        section(
            "notes",
            ("Текст говорит убрать «одну из дам»; мы убираем даму треф, чтобы ведьмой "
             "оставалась пиковая дама, как сказано дальше. Первым тянет сосед сдающего "
             "слева.",
             "The source says to take out \"one of the queens\"; we take out the queen of "
             "clubs, so that the witch stays the queen of spades, as it says later. The "
             "dealer's left-hand neighbour draws first."),
            ("Текст не говорит, перемешивают ли карты перед тем, как протянуть их: по "
             "умолчанию веер сохраняет порядок, перемешивание — отдельное правило.",
             "The source does not say whether cards are mixed before they are held out: by "
             "default a fan keeps its order; mixing is a rule of its own.")),
    ),
    rules={
        "deck": (
            "Колода в 36 карт, как в описании, или в 52 карты для большой компании.",
            "The 36-card deck of the source, or 52 cards for a larger party."),
        "pairs": (
            "По достоинству: пару составляют любые две карты одного достоинства. По цвету: "
            "только одного достоинства и цвета — красная с красной, чёрная с чёрной.",
            "By rank: any two cards of one rank make a pair. By colour: only two of one "
            "rank and one colour, red with red, black with black."),
        "mix": (
            "Перед тем как протянуть карты, игрок их перемешивает: уследить, где какая "
            "карта, нельзя, и выбор карты становится делом удачи.",
            "Before holding out his cards a player mixes them: nobody can follow where a "
            "card is, and which card to draw becomes a matter of luck."),
        "deals": (
            "Сколько раздач в партии. Каждая раздача даёт её проигравшему одну ведьму; "
            "побеждает тот, у кого их меньше всех.",
            "How many deals the game has. Each deal gives its loser one witch; the fewest "
            "witches win."),
    },
    variants={
        "colour": (
            "Пары складываются только из карт одного цвета.",
            "Pairs are only made of cards of one colour."),
        "mixed": (
            "Карты перемешивают перед тем, как протянуть соседу.",
            "Cards are mixed before they are held out."),
    },
    presets={
        "series": (
            "Пять раздач; побеждает тот, кому ведьма досталась реже всех.",
            "Five deals; whoever was left with the witch the fewest times wins."),
        "big": (
            "Колода в 52 карты, для компании побольше.",
            "The 52-card deck, for a larger party."),
    },
)
