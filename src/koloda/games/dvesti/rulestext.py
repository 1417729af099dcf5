"""Двести for people: the rules page in Russian and English (engine/rulestext.py), in our
own words, from the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Старая командная игра с торговлей и козырем из Нью-Брансуика (Канада). Обычно "
        "играют вчетвером, пара на пару: партнёры сидят друг напротив друга. Цель — "
        "первыми набрать 200 очков.",
        "An old team game of bidding and trumps from New Brunswick, Canada. Usually four "
        "play in two pairs, partners sitting opposite. The aim is to be first to 200 "
        "points."),
    sections=(
        section(
            "deal",
            ("Колода — 36 карт: от пятёрки до туза, без шестёрок (пятёрка — младшая, "
             "дальше 7, 8, 9, 10, валет, дама, король, туз). Каждому сдают по девять карт. "
             "Сдаёт каждый по очереди, по часовой стрелке.",
             "The deck has 36 cards: five to ace with no sixes (the five is lowest, then "
             "7, 8, 9, 10, jack, queen, king, ace). Everyone gets nine cards. The deal "
             "passes clockwise."),
            ("Торговля начинается слева от сдающего. Можно спасовать или назвать, сколько "
             "очков ваша сторона возьмёт: не меньше 50, кратно пяти, и больше прежней "
             "ставки. Спасовавший из торговли выходит. Когда все, кроме одного, "
             "спасовали, его ставка становится заказом. Если никто не назвал ставку, "
             "сдающий спасовать не может и должен заказать хотя бы наименьшую.",
             "The auction starts left of the dealer. You pass or say how many points your "
             "side will take: at least 50, in fives, more than the last bid. A player who "
             "passes is out of the auction. When all but one have passed, his bid is the "
             "contract. If nobody has bid, the dealer may not pass and must take at least "
             "the lowest bid.")),
        section(
            "play",
            ("Победитель торговли называет козырь и ходит первым. Отвечать нужно в масть; "
             "если её нет — любой картой, козырять не обязательно. Взятку берёт старший "
             "козырь, а без козырей — старшая карта масти хода. Взявший ходит следующим.",
             "The auction's winner names the trump and leads. You must follow suit; "
             "without it you may play anything, trumping is not required. The highest "
             "trump takes the trick, or else the highest card of the suit led. The "
             "taker leads next.")),
        section(
            "scoring",
            ("Туз и десятка стоят по 10 очков, пятёрка — 5, прочие карты — ничего; за "
             "раздачу всего 100 очков. Сторона заказа, взявшая не меньше заказанного, "
             "записывает себе взятые очки, а не взявшая — минус заказ. Остальные "
             "записывают свои взятые очки всегда.",
             "Aces and tens are worth 10 points, fives 5, other cards nothing: 100 in a "
             "deal. The bidding side scores the points it took if they reach the bid, or "
             "loses the bid if not. The others always score what they took.")),
        section(
            "end",
            ("Побеждает сторона, первой набравшая 200 очков. Если после раздачи 200 "
             "набрали обе, побеждает сторона, выигравшая торговлю в этой раздаче. Сторона, "
             "ушедшая в минус на 200 и больше, проигрывает, если у другой 0 или больше.",
             "The first side to 200 points wins. If both reach 200 in the same deal, the "
             "side that won that deal's auction wins. A side at minus 200 or worse loses "
             "when another side has 0 or more.")),
        section(
            "notes",
            ("Текст не говорит, что делать, если все спасовали; у нас сдающий обязан "
             "заказать. Ставки идут шагом 5 и не выше 100. «Записываются в плюс» мы "
             "поняли так: сторона заказа получает взятые очки, а не величину заказа. "
             "Козырь всегда называют, поэтому правило о забытом козыре не применяется.",
             "The text does not say what happens if everybody passes; here the dealer "
             "must bid. Bids go in fives up to 100. A made bid scores the points taken, "
             "not the bid. The trump is always named, so the rule for a forgotten trump "
             "never applies."),
            ("Котёнок: в колоду добавляют шестёрки (40 карт), после сдачи четыре карты "
             "лежат на столе рубашкой вверх. Втроём каждый играет сам за себя (36 карт, "
             "по двенадцать). Вдвоём по девять карт, остальные лежат в стороне. Первым "
             "сдаёт последнее место, если не указано иное.",
             "The kitten: the sixes join the deck (40 cards) and after the deal four "
             "cards lie face down on the table. Three players play each for himself (36 "
             "cards, twelve each). Two players get nine cards each, the rest stay aside. "
             "The last seat deals first unless set otherwise."),
            ("Впятером: колода в 40 карт, по восемь, без котёнка. Первое и третье места — "
             "пара, второе и четвёртое — пара, пятый играет без партнёра: это «теневой "
             "партнёр». Он не сдаёт и не торгуется, а в каждой раздаче играет за того, кто "
             "выиграл торговлю: его взятки идут этой паре, и себе он записывает то же, что "
             "она (взятые очки или минус заказ). Счёт он ведёт свой; если он и пара "
             "победителя торговли перешли рубеж в одной раздаче, выигрывают оба. Без "
             "партнёров впятером каждый играет сам за себя.",
             "Five players: a 40-card deck, eight each, no kitten. Seats one and three are "
             "a pair, two and four another; the fifth plays without a partner as the "
             "«shadow partner». He never deals or bids; each deal he plays for the "
             "auction's winner: his tricks count for that pair and he writes what they "
             "write (their points, or minus the bid). He keeps his own score; if he and "
             "the bidding pair pass the target in the same deal, both win. With partners "
             "off, five play each for himself."),
            ("Вшестером три пары могут играть по очереди (правило rotate): каждую раздачу "
             "играют две пары, как вчетвером (36 карт, по девять; с котёнком 40), а третья "
             "отдыхает. Отдыхает пара, игравшая дольше всех: сначала играют первая и вторая "
             "пары, потом вторая и третья, потом третья и первая. Сдаёт следующий по кругу "
             "из играющих; отдыхающая пара ничего не записывает.",
             "Six players may play three pairs in turn (rule rotate): each deal two pairs "
             "play it as four would (36 cards, nine each; 40 with the kitten) while the "
             "third sits out, the pair that has played longest: first pairs one and two, "
             "then two and three, then three and one. The next playing seat clockwise "
             "deals; a pair sitting out writes nothing.")),
    ),
    rules={
        "target": ("Сколько очков нужно для победы; столько же в минусе — проигрыш.",
                   "The points that win; as many below zero lose."),
        "min_bid": ("Наименьшая ставка: 50 или 60.", "The lowest bid: 50 or 60."),
        "hundred_for_two": (
            "«100 на 200»: ставка 100 сыгранная приносит 200 очков, а проигранная стоит "
            "только 100.",
            "«100 for 200»: a bid of 100, made, scores 200; lost, it costs only 100."),
        "single_bid": (
            "Одноразовая торговля: каждый говорит один раз, по кругу от сдающего; "
            "заказ у самой высокой ставки.",
            "One-round auction: each player speaks once, round from the dealer; the "
            "highest bid is the contract."),
        "partners": (
            "Играть парами (вчетвером или вшестером, партнёры напротив; впятером — две "
            "пары и теневой партнёр) или каждому за себя.",
            "Play in pairs (four or six players, partners opposite; five: two pairs and a "
            "shadow partner) or each for himself."),
        "rotate": (
            "Вшестером три пары по очереди: две играют раздачу колодой в 36 карт, третья "
            "отдыхает.",
            "Six players, three pairs in turn: two play each deal with 36 cards, the "
            "third sits out."),
        "kitten": (
            "Котёнок: четыре лишние карты лежат закрытыми; победитель торговли берёт их "
            "и сносит любые четыре карты, которые потом никому не идут в счёт.",
            "The kitten: four extra cards lie face down; the auction's winner takes them "
            "and lays away any four cards, which then count for nobody."),
        "deck": (
            "Колода: 36 карт (без шестёрок), 40 (с шестёрками) или 52 (только вшестером); "
            "0 — по числу игроков: вшестером 52, впятером или с котёнком 40, иначе 36.",
            "The deck: 36 cards (no sixes), 40 (with the sixes) or 52 (six players only); "
            "0: by the players: 52 for six, 40 for five or with the kitten, else 36."),
        "max_deals": (
            "Предел раздач (в тексте его нет): если к нему никто не выиграл, побеждает "
            "больший счёт. Так же кончается игра, когда в минусе до предела все стороны.",
            "A limit of deals (not in the text): if nobody has won by then, the highest "
            "score wins. The game also ends that way when every side is at the minus "
            "limit."),
        "first_dealer": ("Кто сдаёт первым; дальше сдают по кругу.",
                         "Who deals first; then the deal passes round."),
    },
    variants={
        "hundred_for_two": ("Ставка «100 на 200».", "The «100 for 200» bid."),
        "single_bid": ("Торговля в один круг.", "A one-round auction."),
        "kitten": ("Игра с котёнком (колода из 40 карт).",
                   "With the kitten (a 40-card deck)."),
    },
    presets={
        "to300": ("Игра до 300 очков, ставки от 60.", "To 300 points, bids from 60."),
        "to500": ("Игра до 500 очков, ставки от 60.", "To 500 points, bids from 60."),
        "six": ("Вшестером, три пары, все 52 карты: по восемь на руки и котёнок из "
                "четырёх.",
                "Six players in three pairs with all 52 cards: eight each and a kitten "
                "of four."),
        "bank": ("Вшестером с банком: как «вшестером», но до 500; банк делит пара-"
                 "победитель.",
                 "Six with a bank: as the six-player game, to 500; the winning pair "
                 "shares the bank."),
        "solo": ("Без партнёров: каждый сам за себя.", "No partners: each for himself."),
        "turns": ("Вшестером, три пары по очереди: каждую раздачу играют две пары, третья "
                  "отдыхает.",
                  "Six players, three pairs in turn: two pairs play each deal, the third "
                  "sits out."),
    },
)
