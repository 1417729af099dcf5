"""Чешский дурак and «101» for people: the rules pages in Russian and English (see
engine/rulestext.py). Written from the package docstring's reading of the two source
texts, in our own words."""

from __future__ import annotations

from koloda.engine.rulestext import Pair, RulesText, section

_COMMON: dict[str, Pair] = {
    "deck": (
        "Сколько карт в колоде: 32 (от семёрки), 36 (от шестёрки) или 52 (от двойки).",
        "How many cards the deck has: 32 (seven up), 36 (six up) or 52 (two up)."),
    "hand": (
        "Сколько карт сдают каждому игроку.",
        "How many cards each player is dealt."),
    "draw": (
        "Что делать, если нечем ходить: брать из колоды, пока не придёт подходящая карта, "
        "или взять одну и, если она не подошла, пропустить ход.",
        "What to do with no card to play: draw until a card fits, or draw one card and "
        "pass if it does not fit."),
    "start": (
        "Как начинается раздача: ведущий ходит любой картой по выбору или его последняя "
        "сданная карта открывается и считается его ходом.",
        "How a deal starts: the leader plays any card he likes, or his last dealt card "
        "is turned up and counts as his move."),
    "rebuilds": (
        "Защита от бесконечной раздачи: сколько раз за раздачу отбой можно перевернуть в "
        "новую колоду. Потом тот, кому нечем ходить, пропускает ход, а если пропустили "
        "все, раздача кончается, и выигрывает самая маленькая рука.",
        "A guard against endless deals: how often in one deal the pile may be turned "
        "into a new stock. After that a player with nothing to play passes, and a full "
        "round of passes ends the deal, the smallest hand winning it."),
    "first_leader": (
        "Кто начинает первую раздачу (номер места). Обычно это решает жребий; при игре "
        "«ещё раз» за тем же столом первым становится тот, кто начал бы следующую "
        "раздачу прошлой игры.",
        "Who opens the first deal (a seat number). Usually the lot decides; when the "
        "same table plays again, it is whoever would have opened the next deal of the "
        "game before."),
}

_CZECH_RULES: dict[str, Pair] = {
    **_COMMON,
    "next_leader": (
        "Кто начинает следующую раздачу: победитель прошлой или следующий игрок по кругу.",
        "Who opens the next deal: the winner of the last one, or the next player round "
        "the table."),
    "sub": (
        "Какой из семи вариантов чешского дурака играется: он решает, какие карты "
        "особые и сколько стоят оставшиеся на руках. Выбор варианта в списке вариантов "
        "заодно ставит его колоду, сдачу и правило добора.",
        "Which of the seven forms of Czech durak is played: it decides which cards are "
        "special and what the cards left in hand cost. Choosing a form from the variants "
        "also sets its deck, hand size and drawing rule."),
    "target": (
        "До скольких штрафных очков идёт матч: кто их набрал, тот кончил матч, а "
        "выигрывает самый маленький счёт. Без предела играют одну раздачу.",
        "How many penalty points end the match: once someone reaches them, the lowest "
        "total wins. With no limit a single deal is played."),
    "lone_wild": (
        "Сколько очков записывают проигравшему, у которого осталась одна-единственная "
        "дама (в варианте 3 — валет). Ноль — по её обычной цене.",
        "How many points a loser left holding a single queen (a jack in form 3) is "
        "charged. Zero means its ordinary value."),
    "wild_loses": (
        "Проигрывает ли матч сразу тот, у кого к концу раздачи осталась дама (в варианте "
        "3 — валет): никогда, если она у него единственная карта, или если она есть "
        "вообще.",
        "Whether a player left with the queen (the jack in form 3) at the end of a deal "
        "loses the match at once: never, only when it is his only card, or whenever he "
        "holds one."),
    "out_wild": (
        "Сколько очков списывают со счёта того, кто закончил раздачу дамой (в варианте "
        "3 — валетом).",
        "How many points come off the score of a player who goes out with a queen (a "
        "jack in form 3)."),
}

_CZECH_VARIANTS: dict[str, Pair] = {
    "v1": (
        "Вариант 1: нечем ходить — возьми одну карту; не подошла — пропусти ход.",
        "Form 1: with nothing to play, draw one card; if it does not fit, pass."),
    "v2": (
        "Вариант 2: колода в 32 карты; после семёрки следующий берёт две карты, после "
        "восьмёрки — одну, и оба пропускают ход.",
        "Form 2: a 32-card deck; after a seven the next player draws two cards, after an "
        "eight one, and misses his turn either way."),
    "v3": (
        "Вариант 3: по шесть карт, последняя карта ведущего открывается и считается его "
        "ходом; вместо дамы на любую карту кладётся валет, и кто останется с одним "
        "валетом, сразу проигрывает матч.",
        "Form 3: six cards each, the leader's last card is turned up as his move; the "
        "jack, not the queen, goes on anything, and a player left with a lone jack loses "
        "the match at once."),
    "english": (
        "Английский: туз не заставляет пропускать ход; положивший его добавляет карту той "
        "же масти и заказывает другую масть (нет такой карты — берёт одну из колоды).",
        "English: an ace makes nobody miss a turn; its player adds a card of the ace's "
        "suit and names another suit (with no such card he draws one)."),
    "pharaoh": (
        "Фараон: по четыре карты; закончивший раздачу дамой списывает 30 очков, а "
        "оставшийся с одной дамой получает 30 штрафных.",
        "Pharaoh: four cards each; going out with a queen takes 30 off your score, and "
        "being left with a lone queen costs 30."),
    "pentagon": (
        "Пентагон: ходить только в масть, а в достоинство — лишь на шестёрку; после "
        "заказа масти дамой следующий пропускает ход. В очках дама стоит 20, туз 11, "
        "десятка 10, король 4, валет 2, прочие карты ничего.",
        "Pentagon: follow the suit only, the rank only on a six; after a queen names a "
        "suit the next player misses a turn. For points the queen is worth 20, the ace 11, "
        "the ten 10, the king 4, the jack 2, any other card nothing."),
    "crocodile": (
        "Крокодил: как вариант 1, и ещё король червей заставляет следующего взять пять "
        "карт и пропустить ход.",
        "Crocodile: as form 1, and the king of hearts also makes the next player draw "
        "five cards and miss his turn."),
}

CZECH = RulesText(
    intro=(
        "Чешский дурак — игра на сбрасывание карт из семейства мау-мау: кто первым "
        "избавился от карт, выиграл раздачу, а остальные записывают штрафные очки. Играют "
        "от двух до шести человек.",
        "Czech durak is a shedding game of the Mau-Mau family: whoever is first to get "
        "rid of his cards wins the deal, and the others score penalty points. Two to six "
        "play."),
    sections=(
        section(
            "deal",
            ("Колода в 36 карт, каждому по пять, козыря нет. Первую раздачу начинает "
             "ведущий свободным ходом, следующие — победитель предыдущей.",
             "A 36-card deck, five cards each, no trump. The first deal opens with the "
             "leader's free lead, and each later one with the winner of the deal before."),
        ),
        section(
            "play",
            ("Игроки по очереди кладут на открытую стопку карту, совпадающую с верхней по "
             "масти или по достоинству. Если есть подходящая карта, ходить нужно; если нет, "
             "берут из колоды, пока не придёт подходящая. Когда колода кончилась, стопку, "
             "кроме верхней карты, переворачивают и делают новой колодой.",
             "In turn the players lay on the open pile a card of the top card's suit or "
             "rank. A player who can play must; one who cannot draws from the stock until "
             "a card fits. When the stock runs out the pile, all but its top card, is "
             "turned over to make a new stock."),
            ("Особые карты: после шестёрки следующий берёт две карты и пропускает ход, "
             "после семёрки — одну и тоже пропускает, после туза просто пропускает ход. "
             "Даму можно положить на любую карту, и она заказывает масть, в которую "
             "следующий должен ходить.",
             "Special cards: after a six the next player draws two cards and misses his "
             "turn, after a seven he draws one and misses too, after an ace he just misses "
             "his turn. A queen goes on any card and names the suit the next player must "
             "follow."),
        ),
        section(
            "scoring",
            ("Раздача кончается, как только у кого-то опустела рука. Остальные записывают "
             "очки своих карт: валет 2, дама 3, король 4, туз 11, прочие по достоинству. "
             "Кто остался с одной-единственной дамой, записывает 20.",
             "The deal ends the moment someone's hand is empty. The others score what they "
             "hold: jack 2, queen 3, king 4, ace 11, the rest their face value. A player "
             "left with a single queen scores 20."),
        ),
        section(
            "end",
            ("Раздачи идут, пока у кого-то не наберётся 100 штрафных очков. Тогда матч "
             "кончается, и побеждает игрок с самым маленьким счётом.",
             "Deals go on until someone has 100 penalty points. Then the match ends, and "
             "the player with the lowest total wins."),
        ),
        section(
            "notes",
            ("Источник описывает семь вариантов — у нас это варианты 1, 2, 3, английский, "
             "фараон, пентагон и крокодил. Где текст краток, мы решили так: подходящую "
             "карту класть обязательно; штрафы следующий принимает отдельным ходом; в "
             "варианте 3 матч сразу проигрывает тот, у кого остался один валет; после туза "
             "в английском добавить карту его масти обязательно, а заказанная масть должна "
             "быть другой.",
             "The source describes seven forms; here they are forms 1, 2, 3, English, "
             "pharaoh, pentagon and crocodile. Where the text is brief we decided: a "
             "fitting card must be played; the next player takes a penalty as a move of "
             "his own; in form 3 a player left with a lone jack loses the match at once; "
             "after an English ace adding a card of its suit is compulsory, and the suit "
             "named must be another one."),
        ),
    ),
    rules=_CZECH_RULES,
    variants=_CZECH_VARIANTS,
    presets={"one_deal": (
        "Одна раздача вместо матча до 100 очков.",
        "A single deal instead of a match to 100 points.")},
)

_HUNDRED_RULES: dict[str, Pair] = {
    **_COMMON,
    "next_leader": (
        "Кто сдаёт и начинает следующую раздачу: победитель прошлой или следующий игрок "
        "по кругу.",
        "Who deals and opens the next deal: the winner of the last one, or the next "
        "player round the table."),
    "target": (
        "Предел счёта: кто его перебрал, тот проиграл матч (обычно 101).",
        "The score limit: a player who goes over it loses the match (usually 101)."),
    "exact_reset": (
        "Если счёт стал ровно равен пределу, он сбрасывается в ноль.",
        "A score of exactly the limit drops back to zero."),
    "queen_out": (
        "Сколько очков списывают с того, кто закончил раздачу дамой.",
        "How many points come off the score of a player who goes out with a queen."),
    "spade_queen_out": (
        "То же для пиковой дамы (обычно вдвое больше).",
        "The same for the queen of spades (usually twice as much)."),
}

HUNDRED_ONE = RulesText(
    intro=(
        "«Сто одно» — родственница чешского дурака: та же игра на сбрасывание карт, но со "
        "своими особыми картами и счётом до 101. Играют от двух до четырёх человек.",
        "«101» is a relative of Czech durak: the same shedding game, with special cards "
        "of its own and a count to 101. Two to four play."),
    sections=(
        section(
            "deal",
            ("Колода в 36 карт, каждому по пять. Сдающий берёт себе четыре, а пятую "
             "открывает — это его первый ход, и он действует как обычный ход этой картой. "
             "Сдача и первый ход переходят по кругу.",
             "A 36-card deck, five cards each. The dealer keeps four and turns up his "
             "fifth: that is his first move and acts like any play of that card. The deal "
             "and the first move go round the table."),
        ),
        section(
            "play",
            ("На открытую стопку кладут карту, совпадающую с верхней по масти или по "
             "достоинству. Нечем ходить — берут одну карту; не подошла — ход переходит "
             "дальше.",
             "On the open pile you lay a card of the top card's suit or rank. With nothing "
             "to play you draw one card; if it does not fit, the turn passes on."),
            ("Особые карты: туз — следующий пропускает ход; дама кладётся на любую карту и "
             "заказывает масть; после короля пик следующий берёт четыре карты, после "
             "семёрки — две, после шестёрки — одну, и каждый раз пропускает ход. Девятку "
             "нужно сразу покрыть — девяткой или картой её масти, добирая из колоды, пока "
             "не найдётся чем.",
             "Special cards: after an ace the next player misses his turn; a queen goes on "
             "anything and names a suit; after the king of spades the next player draws "
             "four cards, after a seven two, after a six one, each time missing his turn. "
             "A nine must be covered at once by its player, with a nine or a card of its "
             "suit, drawing until he can."),
        ),
        section(
            "scoring",
            ("Когда кто-то избавился от всех карт, остальные записывают очки оставшихся: "
             "туз 11, десятка 10, восьмёрка 8, семёрка 7, шестёрка 6, король 4, дама 3, "
             "валет 2, девятка 0. Закончивший раздачу дамой списывает себе 20 очков, а "
             "пиковой дамой — 40.",
             "When someone has shed all his cards, the others score what they hold: ace "
             "11, ten 10, eight 8, seven 7, six 6, king 4, queen 3, jack 2, nine 0. Going "
             "out with a queen takes 20 off your own score, with the queen of spades 40."),
        ),
        section(
            "end",
            ("Если счёт стал ровно 101, он обнуляется. Кто перебрал 101, проиграл матч; "
             "побеждает тот, у кого очков меньше всех.",
             "A score of exactly 101 drops to zero. Whoever goes over 101 loses the match; "
             "the player with the fewest points wins."),
        ),
    ),
    rules=_HUNDRED_RULES,
    presets={"draw_until": (
        "Нечем ходить — брать из колоды, пока не придёт подходящая карта.",
        "With nothing to play, draw until a card fits.")},
)

TEXTS = {"czech": CZECH, "101": HUNDRED_ONE}
