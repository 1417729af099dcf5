"""«Ерунда» for people: the rules page in Russian and English (engine/rulestext.py),
written in our own words from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "«Ерунда» — игра из Республики Коми на взятки для двух–шести игроков колодой в 36 "
        "карт, родственная «Петуху» и «Рамсу»: за взятку очко, за сдачу без взятки — "
        "плюс (долг) или минус пять очков. Партия идёт до 15 очков.",
        "Erunda («nonsense») is a trick-taking game from the Komi Republic for two to six "
        "players with a 36-card deck, a relative of Petukh and Rams: a point per trick, and "
        "for a deal without a trick a plus (a debt) or five points off. The game is played "
        "to 15."),
    sections=(
        section("deal", (
            "Сдают по очереди. Первый круг — по карте каждому, со второго после каждого "
            "круга одна карта идёт в прикуп: у всех по пять карт, в прикупе четыре. До "
            "показа козыря любой может объявить «на 5». Потом сдатчик берёт верхнюю карту "
            "колоды, показав её: её масть — козырь (при «на 5» карту не показывают, и "
            "козыря нет).",
            "The deal passes round. First a card to each player; from the second round on, "
            "after each round a card goes to the talon: five cards each, four in the talon. "
            "Before the trump is shown anyone may declare «на 5» (five). Then the dealer "
            "takes the deck's top card, showing it: its suit is trump (with «на 5» it is "
            "not shown and there is no trump)."), (
            "Прикупка. Первая рука может оставить одну свою карту и взять весь прикуп; не "
            "желая, он открывает карту прикупа, и право переходит к следующему. Сдатчик не "
            "прикупает, а сносит одну лишнюю карту. Первая рука без козырей может вместо "
            "этого взять из колоды козыря (старшего; нет козырей — старшую карту) вместе с "
            "прикупом.",
            "Buying. The first hand may keep one of his cards and take the whole talon; if "
            "not, he turns a talon card face up and the right passes on. The dealer does "
            "not buy but discards his extra card. A first hand without trumps may instead "
            "take a trump from the deck (the highest; with none, the highest card) with the "
            "talon.")),
        section("play", (
            "Сдатчик, прикупивший, объявивший «на 5» и набравший 13 очков играют "
            "обязательно; остальные могут бросить карты. Первым ходит прикупивший, потом "
            "взявший взятку. В масть, причём старше карты хода, если есть такая; без "
            "масти — козырем; без козырей — любой.",
            "The dealer, the buyer, the declarer of «на 5» and anyone with 13 points must "
            "play; the others may drop out. The buyer leads first, then the winner of each "
            "trick. Follow suit, with a card above the one led if you have one; without "
            "the suit play a trump; without trumps, any card."),),
        section("scoring", (
            "За взятку — очко. Не взявший взятки ставит плюс или списывает пять очков (счёт "
            "может уйти в минус). Не сыгравший «на 5» ставит два плюса. С десяти очков плюс "
            "дорог: игрок ставит на кон весь кон и все плюсы, записанные к этому времени. "
            "Бросивший карты получает прочерк.",
            "A point per trick. A player without a trick writes a plus or strikes off five "
            "points (a score may go below zero). A failed «на 5» writes two pluses. From "
            "ten points a plus is dear: the player stakes on the pot the whole pot and "
            "every plus written so far. A player who dropped out gets a dash."),),
        section("end", (
            "Кто первым набрал 15 очков, забирает кон и получает цену плюса за каждый плюс "
            "остальных; прочерки не оплачиваются.",
            "The first to 15 points takes the pot and is paid the price of a plus for each "
            "plus of the others; dashes cost nothing."),),
        section("notes", (
            "Объявить «на 5» можно только до показа козыря (иначе масть уже видна); "
            "объявляет один, он играет обязательно. Сдатчик сносит лишнюю карту после "
            "прикупки, рубашкой вверх. Если никто не прикупил, первым ходит объявивший "
            "«на 5», а без него — первый играющий слева от сдатчика.",
            "«На 5» may be declared only before the trump is shown (else the suit is seen); "
            "one player declares, and he must play. The dealer discards his extra card "
            "after the buying, face down. If nobody bought, the declarer of «на 5» leads, "
            "or else the first player in the deal left of the dealer."), (
            "Выбирая козыря из колоды, первая рука берёт старшего (так он и поступил бы) и "
            "сносит все пять своих карт. «Перебивать обязательно» мы читаем как "
            "обязанность положить карту старше карты хода, а не старше всех на столе. "
            "Если 15 набрали несколько, выигрывает больший счёт, а при равенстве — "
            "ближний слева от сдатчика. Взнос в кон делают один раз за партию; «большой "
            "плюс» кладётся в кон сразу.",
            "Choosing a trump from the deck, the first hand takes the highest (as he "
            "would) and discards all five of his cards. «Beating is compulsory» is read as "
            "playing above the card led, not above every card on the table. If several "
            "reach 15, the highest score wins, and on a tie the nearest to the dealer's "
            "left. The stake is paid once per game; a «big plus» goes into the pot at "
            "once.")),
    ),
    rules={
        "target": ("Сколько очков выигрывают партию (по описанию 15).",
                   "How many points win the game (15 in the description)."),
        "stake": ("Взнос каждого в кон в начале партии.",
                  "Each player's stake in the pot at the start."),
        "plus_price": ("Цена одного плюса при расчёте.", "The price of one plus when settling."),
        "minus": ("Сколько очков можно списать вместо плюса.",
                  "How many points may be struck off instead of a plus."),
        "must_play": ("С какого счёта нельзя бросить карты.",
                      "From what score a player may not drop out."),
        "big_plus": ("С какого счёта плюс ставит на кон весь кон и все плюсы.",
                     "From what score a plus stakes the pot and all pluses so far."),
        "five": ("Можно ли объявлять «на 5» — игру без козыря на все пять взяток.",
                 "Whether «на 5» (no trumps, all five tricks) may be declared."),
        "five_pluses": ("Сколько плюсов ставит не взявший пяти взяток на «на 5».",
                        "How many pluses a failed «на 5» costs."),
        "pick": ("Может ли первая рука без козырей взять козыря из колоды.",
                 "Whether a first hand without trumps may take a trump from the deck."),
        "max_deals": ("Предохранитель от бесконечной партии: после стольких сдач "
                      "выигрывает больший счёт.",
                      "A guard against an endless game: after this many deals the highest "
                      "score wins."),
    },
    variants={
        "no_five": ("Без объявления «на 5».", "Without the «на 5» declaration."),
    },
    presets={
        "short": ("Короткая партия до 10 очков.", "A short game to 10 points."),
    },
)
