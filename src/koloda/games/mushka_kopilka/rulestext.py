"""Мушка-копилка for people: the rules page in Russian and English, in our own words; where
the engine reads a vague source one way, the page says what the engine does."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Мушка-копилка — игра вчетвером без козырей, известная с начала XX века. Деньги "
        "ходят через копилку: в неё платят штрафы, а в конце партии из неё оплачивают "
        "взятки.",
        "Mushka-kopilka (the kitty) is a game for four without trumps, known from the "
        "early 20th century. The money goes through a kitty: fines are paid into it, and "
        "at the end of the match the tricks are paid out of it."),
    sections=(
        section("deal", (
            "Колода 32 карты. Перед партией каждый вносит в копилку одинаковую сумму. "
            "Каждому сдают по пять карт, остальные двенадцать лежат колодой рубашкой "
            "вверх.",
            "A 32-card deck. Before the match everyone puts the same sum into the kitty. "
            "Each player gets five cards; the other twelve lie face down as the stock."), (
            "Обмен. У кого оказалось три или больше карт одной масти, тот обязан их "
            "выложить. Трое других получают по одной из них (младшая — соседу слева, и "
            "так далее), остальные возвращаются владельцу, а он добирает из колоды три "
            "карты. Каждый получивший сносит одну ненужную карту рубашкой вверх. Обмены "
            "повторяются, пока у кого-нибудь есть три карты одной масти и в колоде есть "
            "три карты.",
            "The exchange. A player holding three or more cards of one suit must lay them "
            "down. The three others get one each (the lowest to the left-hand neighbour, "
            "and so on), any left over go back to him, and he draws three cards from the "
            "stock. Each receiver discards one card he does not need, face down. Exchanges "
            "go on while someone holds three of a suit and the stock has three cards.")),
        section("play", (
            "Выходит игрок слева от сдающего, потом — взявший взятку, но не с той масти, "
            "которую он только что взял. Остальные по очереди кладут карту масти хода. У "
            "кого её нет, тот может прикупить верхнюю карту колоды (и снова решить) или "
            "сказать «пас»; другую масть класть нельзя. Взятку берёт старшая карта масти "
            "хода.",
            "The dealer's left leads, then the winner of each trick, but not in the suit "
            "he has just taken. The others in turn give a card of the suit led. One who "
            "has none may draw the top card of the stock (and decide again) or pass; "
            "another suit may not be played. The highest card of the suit led takes the "
            "trick."), (
            "Туз пик старше всех карт: его можно положить на любую масть, и он берёт "
            "взятку, которая тогда считается вдвойне. Если на ход никто не ответил, "
            "игрок забирает карту назад, а ход переходит к следующему.",
            "The ace of spades is above every card: it may be played on any suit and "
            "takes the trick, which then counts double. If nobody answers a lead, the "
            "leader takes his card back and the lead passes to the next player."), (
            "Сдача кончается, когда кто-то положил последнюю карту (взятка доигрывается).",
            "A deal ends when someone has played his last card (that trick is finished).")),
        section("scoring", (
            "В копилку платят: штраф — за сдачу без единой взятки и за пас при нужной "
            "масти на руках; взнос — все, кроме первого снёсшего карты.",
            "Into the kitty go: a fine for a deal without a single trick and for passing "
            "while holding the suit led; a fee from everyone but the first to shed his "
            "cards."), (
            "Взятка стоит по масти хода: пики 1, трефы 2, бубны 3, черви 4 единицы "
            "(единица по умолчанию — 2); взятка с тузом пик — вдвое.",
            "A trick is worth its suit led: spades 1, clubs 2, diamonds 3, hearts 4 units "
            "(a unit is 2 by default); a trick with the ace of spades is worth double.")),
        section("end", (
            "Партия — четыре сдачи. После неё каждому оплачивают из копилки его взятки "
            "за все сдачи (если денег не хватает — пропорционально), а остаток забирает "
            "первый снёсший карты в последней сдаче. Итог игрока — полученное минус "
            "внесённое.",
            "A match is four deals. Then each player is paid his tricks of all deals out "
            "of the kitty (pro rata if it is short), and the first out of the last deal "
            "takes what is left. A player's result is what he took out less what he paid "
            "in.")),
        section("notes", (
            "В источнике выложенные карты берут вслепую; здесь порядок задан (младшая — "
            "соседу слева). Суммы взносов и штрафов в тексте условлены заранее; наши — "
            "по умолчанию и меняются в правилах.",
            "In the source the laid cards are taken blind; here the order is fixed (the "
            "lowest to the left-hand neighbour). The text leaves the sums to agreement; "
            "ours are defaults and can be changed."), (
            "Текст даёт цены мастей 1–4 и тут же называет пиковую взятку в 2 рубля, "
            "трефовую в 4; мы умножаем цену масти на единицу, равную 2.",
            "The text gives suit prices 1-4 and then calls a spade trick 2 rubles and a "
            "club trick 4; we multiply the suit's price by a unit of 2."), (
            "Четыре хода подряд без ответа кончают сдачу, и первого снёсшего в ней нет. "
            "Взявший взятку, у которого осталась только её масть, ходит с неё.",
            "Four leads in a row without an answer end the deal with nobody out first. A "
            "trick winner holding only the suit he took leads it.")),
    ),
    rules={
        "deals": ("Сколько сдач в партии (по тексту четыре).",
                  "How many deals make a match (four in the text)."),
        "ante": ("Сколько каждый вносит в копилку в начале партии.",
                 "What each player puts into the kitty at the start of the match."),
        "fine": ("Штраф за сдачу без взятки и за пас при нужной масти.",
                 "The fine for a deal without a trick and for passing while holding the "
                 "suit led."),
        "fee": ("Сколько платят за сдачу все, кроме первого снёсшего карты.",
                "What everyone but the first to shed his cards pays each deal."),
        "unit": ("Единица цены взятки: пики — одна, трефы — две, бубны — три, черви — "
                 "четыре единицы.",
                 "The unit of a trick's price: spades one, clubs two, diamonds three, "
                 "hearts four units."),
        "spade_ace_wild": ("Если включено, туза пик можно положить на любую масть, и он "
                           "берёт взятку; иначе это просто старшая пика.",
                           "When on, the ace of spades may be played on any suit and "
                           "takes the trick; otherwise it is just the top spade."),
        "pass_holding": ("Если включено, пасовать можно и с нужной мастью, заплатив "
                         "штраф; иначе с мастью пас запрещён.",
                         "When on, a player may pass while holding the suit led, paying "
                         "the fine; otherwise he must give a card."),
    },
    variants={
        "plain_spade_ace": ("Туз пик — просто старшая пика.",
                            "The ace of spades is only the top spade."),
        "must_follow": ("Имеющий масть хода обязан дать карту.",
                        "A player holding the suit led must give a card."),
    },
    presets={
        "match": ("Полная партия из четырёх сдач, как в тексте.",
                  "A full match of four deals, as in the text."),
        "one_deal": ("Одна сдача.", "A single deal."),
    },
)
