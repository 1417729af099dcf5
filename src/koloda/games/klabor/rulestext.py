"""The rules page of Клабор in Russian and English (engine/rulestext.py), in our words;
where the source text is vague, the page says what the game does."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Клабор — игра на двоих со взятками, козырями и комбинациями. Кто назначил козырь, "
        "обязан набрать за раздачу больше соперника, иначе все очки раздачи уходят "
        "сопернику. Игра идёт до 501 очка.",
        "Klabor (Klaberjass) is a two-player trick-taking game with trumps and "
        "combinations. Whoever chooses trumps must score more than the other in the deal, "
        "or the other scores all the points of the deal. The game goes to 501."),
    sections=(
        section(
            "deal",
            ("Колода из 32 карт, от семёрки до туза. Каждому сдают по шесть карт, ещё по три "
             "кладут рубашкой вверх на стол перед каждым игроком, следующую карту открывают. "
             "Остальная колода в раздаче не участвует. Сдают по очереди.",
             "A 32-card deck, seven to ace. Each player gets six cards and three more face "
             "down on the table in front of him; the next card is turned up. The rest of the "
             "deck takes no part in the deal. The deal alternates."),
            ("Торговля. Первым говорит младший (не сдающий): «играю» — масть открытой карты "
             "становится козырем, или «пас». Затем так же сдающий. Если оба спасовали, "
             "младший может назвать козырем другую масть или снова спасовать, затем сдающий. "
             "Если и теперь оба спасовали, раздача не играется и сдаёт другой игрок.",
             "Bidding. The elder hand (the dealer's opponent) speaks first: take, and the "
             "turned card's suit is trumps, or pass. Then the dealer. If both pass, the "
             "elder may name another suit as trumps or pass again, then the dealer. If both "
             "pass again, the deal is void and the other player deals."),
            ("Когда козырь назначен, каждый берёт свои три карты со стола — на руке девять. "
             "Назначивший козырь — «играющий».",
             "Once trumps are set, each player takes his three cards from the table and holds "
             "nine. The player who set trumps is the taker."),
        ),
        section(
            "play",
            ("Девять взяток; первым ходит младший, дальше ходит взявший взятку. Старшинство в "
             "козырях: валет, девятка, туз, десятка, король, дама, восьмёрка, семёрка; в "
             "прочих мастях: туз, десятка, король, дама, валет, девятка, восьмёрка, семёрка.",
             "Nine tricks; the elder leads first, then the winner of each trick. Trumps rank "
             "jack, nine, ace, ten, king, queen, eight, seven; other suits ace, ten, king, "
             "queen, jack, nine, eight, seven."),
            ("Отвечать нужно в масть и по возможности бить старшей картой. Нет масти — нужно "
             "положить козырь; нет и козырей — любую карту.",
             "You must follow suit and beat the led card if you can. Without the suit you "
             "must play a trump; without trumps, any card."),
            ("Комбинации объявляют своей первой картой раздачи и показывают сопернику: "
             "король и дама козырей («бэлла»), три и более карты одной масти подряд по "
             "старшинству от семёрки к тузу. Объявлять не обязательно. Семь карт подряд — "
             "«клабор»: объявивший сразу выигрывает игру.",
             "Combinations are declared with one's first card of the deal and shown: the "
             "king and queen of trumps (bella), three or more cards of one suit in a row in "
             "the order 7 8 9 10 J Q K A. Declaring is optional. Seven in a row is a "
             "klabor: its holder wins the game the moment he declares it."),
            ("Пока козырем остаётся масть открытой карты, у кого козырная семёрка, может до "
             "своей первой карты обменять её на открытую карту.",
             "While the turned card's suit is trumps, the holder of the trump seven may, "
             "before his first card, exchange it for the turned card."),
        ),
        section(
            "scoring",
            ("Очки карт во взятках: козырный валет 20, козырная девятка 14; тузы по 11, "
             "десятки по 10, короли по 4, дамы по 3, прочие валеты по 2, остальные карты "
             "ничего не стоят. Последняя взятка — ещё 10.",
             "Card points in tricks: trump jack 20, trump nine 14, ace 11, ten 10, king 4, "
             "queen 3, jack 2, the rest 0. The last trick adds 10."),
            ("Комбинации: бэлла 20, три подряд («тэрц») 20, пять и больше подряд "
             "(«полтинник») 50, четыре подряд — 20. Очки за ряды получает только один: у кого "
             "лучший объявленный ряд (длиннее; при равной длине — со старшей верхней картой; "
             "при равенстве — козырный); при полном равенстве не получает никто. Бэлла "
             "пишется своему хозяину всегда. Кто не взял ни одной взятки, теряет свои "
             "комбинации.",
             "Combinations: bella 20, three in a row 20, five or more in a row 50, four in a "
             "row 20. Only one player scores runs: the one with the best declared run "
             "(longer; of equal length, the higher top card; then a trump run); on an exact "
             "tie nobody does. Bella always counts for its holder. A player who takes no "
             "trick loses his combinations."),
            ("Если играющий набрал больше соперника, каждый записывает свои очки. Если "
             "меньше — соперник записывает очки обоих, играющий ничего. При равенстве "
             "играющий не пишет ничего, соперник — свои.",
             "If the taker scores more than the other, each writes down his own points. If "
             "less, the other scores both players' points and the taker nothing. On a tie the "
             "taker scores nothing and the other his own."),
        ),
        section(
            "end",
            ("После раздачи, если у кого-то 501 очко или больше, побеждает тот, у кого больше. "
             "При равном счёте играют дальше. Объявленный клабор заканчивает игру сразу.",
             "After a deal, once someone has 501 or more, the higher score wins; equal scores "
             "play on. A declared klabor ends the game at once."),
        ),
        section(
            "notes",
            ("В тексте сказано отложить мелкие карты «до девяток», но там же есть семь карт "
             "подряд, которых в колоде из 24 карт не собрать; поэтому колода — 32 карты, а "
             "24 карты есть как вариант.",
             "The source says to put aside the small cards below the nines, yet it also has "
             "seven in a row, which a 24-card deck cannot hold; so the deck has 32 cards, and "
             "24 is a variant."),
            ("Текст не говорит, что делать, если оба спасовали во второй раз, что со "
             "сдающим во втором круге, как сравнивать ряды, сколько стоят четыре подряд и "
             "что при равных очках. Здесь взяты правила классического клаберяса, а четыре "
             "подряд стоят 20, пока не выбрано иное.",
             "The source does not say what happens when both pass twice, whether the dealer "
             "speaks in the second round, how runs compare, what four in a row is worth or "
             "what an equal score means. Those follow the classic Klaberjass, except that "
             "four in a row is 20 unless chosen otherwise."),
            ("Текст велит отвечать старшей картой масти; мы читаем это как «в масть, и бить, "
             "если можно». Обмена семёрки в тексте нет, он взят из классических правил.",
             "The source says to answer with a higher card of the suit; we read it as "
             "follow suit, beating when you can. The seven exchange is not in the source; "
             "it comes from the classic rules."),
        ),
    ),
    rules={
        "target": ("До скольких очков идёт игра: 301, 501 (как в тексте) или 1001.",
                   "The score that ends the game: 301, 501 (as in the source) or 1001."),
        "deck": ("32 карты (от семёрки) или 24 (от девятки). В колоде из 24 карт нет "
                 "семёрок — значит, нет обмена семёрки и не бывает клабора.",
                 "32 cards (sevens up) or 24 (nines up). A 24-card deck has no sevens: no "
                 "seven exchange and no klabor."),
        "fifty_from": ("С какой длины ряд стоит 50: с пяти карт, как в тексте, или с "
                       "четырёх, как в классике.",
                       "The shortest run worth 50: five cards, as in the source, or four, as "
                       "in the classic game."),
        "klabor_wins": ("Включено — объявленные семь карт подряд сразу выигрывают игру; "
                        "выключено — это просто ряд в 50 очков.",
                        "On: a declared run of seven wins the game at once; off: it is just a "
                        "run worth 50."),
        "seven_swap": ("Разрешён ли обмен козырной семёрки на открытую карту.",
                       "Whether the trump seven may be exchanged for the turned card."),
        "must_beat": ("Включено — отвечая в масть, нужно бить, если есть чем; выключено — "
                      "бить обязательно только козыри, как в классике.",
                      "On: following suit you must beat the led card when you can; off: only "
                      "a led trump must be beaten, as in the classic game."),
    },
    variants={
        "deck24": ("Колода из 24 карт, от девятки до туза.",
                   "A 24-card deck, nine to ace."),
        "no_swap": ("Без обмена козырной семёрки.", "No exchange of the trump seven."),
    },
    presets={
        "classic": ("Классический клаберяс: четыре подряд стоят 50, бить в масть не "
                    "обязательно (кроме козырей), семь подряд — просто 50.",
                    "The classic Klaberjass: four in a row is worth 50, no need to beat in a "
                    "plain suit, seven in a row is simply 50."),
        "short": ("Короткая игра до 301.", "A short game, to 301."),
    },
)
