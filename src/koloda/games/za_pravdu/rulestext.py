"""«За правду» for people: the rules page in Russian and English, in our own words, from
the package docstring's reading of the text. Its paragraphs are named so that a game
built on this one (Одесский покер) composes its page from them."""

from __future__ import annotations

from koloda.engine.rulestext import Pair, RulesText, section

DEALS: Pair = (
    "В первой раздаче каждый получает одну карту, во второй две, и так далее до самой "
    "большой руки, на какую хватает колоды. Такую полную сдачу делает по разу каждый "
    "игрок, а затем число карт убывает снова до одной. Сдают по очереди слева направо.",
    "In the first deal everybody gets one card, in the second two, and so on up to the "
    "largest hand the deck allows. That full deal is made once by every player, then "
    "the hands shrink again to one card. The deal passes to the left.")
TRUMP_UP: Pair = (
    "После сдачи следующая карта колоды открывается, её масть — козырь. Если колода "
    "роздана целиком, козырем становится последняя карта сдающего: её показывают всем.",
    "After the deal the next card of the stock is turned up and its suit is trump. When "
    "the whole deck is dealt, the dealer's last card is the trump; it is shown to all.")
DECLARE: Pair = (
    "Начиная с сидящего слева от сдающего, каждый заказывает, сколько взяток он "
    "возьмёт: от нуля до числа карт на руке.",
    "Starting on the dealer's left, each player declares how many tricks he will take: "
    "from none up to the number of cards in his hand.")
FOLLOW: Pair = (
    "Первым ходит сидящий слева от сдающего, потом — взявший взятку. Нужно класть карту "
    "масти хода; если её нет — козырь; если нет и козыря — любую карту. Взятку берёт "
    "старший козырь, а без козырей — старшая карта масти хода.",
    "The player on the dealer's left leads, then whoever took the last trick. You must "
    "follow suit; lacking it, play a trump; lacking both, any card. The highest trump "
    "takes the trick, or without trumps the highest card of the suit led.")

SHAKHI_WHICH: Pair = (
    "Шахи — чёрные карты самого младшего достоинства колоды: пиковая и трефовая "
    "шестёрки в 36 картах, семёрки в 32 и 30. По правилу шах может быть две, одна "
    "(трефовая) или ни одной.",
    "The шахи are the black cards of the deck's lowest rank: the six of spades and of "
    "clubs in 36 cards, the sevens in 32 or 30. A rule makes them two, one (the club) or "
    "none.")
SHAKHI_PLAY: Pair = (
    "Шаху можно положить на любом ходу, даже имея масть хода, а там, где нужен козырь "
    "(нет масти хода или ход в козырь), она его заменяет. Положенная просто, шаха бьёт "
    "всё; из двух шах старше положенная позже. Кто не хочет брать ею взятку, говорит «за "
    "простую» (кнопка или «простую 6т», plain 6C): тогда это обычная младшая карта своей "
    "масти. Заход шахой, которая бьёт, — это ход в козырь, и на него кладут козырь.",
    "A шаха may be played at any turn, even holding the suit led, and where a trump is "
    "asked for (lacking the suit led, or on a trump lead) it stands for one. Played "
    "plainly, it beats everything; of two шахи the later wins. A player who does not "
    "want the trick says \"as a plain card\" (the button, or 'plain 6C'): then it is just "
    "the low card of its suit. Leading a шаха that beats is a trump lead, and asks for "
    "trumps.")
SHAKHI_TRICK: Pair = (
    "Взятку берёт последняя бьющая шаха; без неё — старший козырь, а без козырей — "
    "старшая карта масти хода. Открытая козырем шаха назначает козырь своей мастью.",
    "The trick goes to the last beating шаха; without one, to the highest trump; without "
    "trumps, to the highest card of the suit led. A шаха turned up as trump names the "
    "trump by its suit.")
TRUMP_LEAD: Pair = (
    "По правилу о заходе с козыря с козыря заходить нельзя, пока на руке есть карты "
    "других мастей (шахи не в счёт).",
    "With the rule on leading trumps, nobody may lead a trump while he holds a card of "
    "another suit (шахи aside).")

SCORING = section(
    "scoring",
    ("Кто взял ровно заказанное, пишет по 5 очков за каждую взятку и ещё 5 «за правду». "
     "Заказал ноль и не взял ничего — 5 очков. Кто ошибся в любую сторону, пишет по "
     "одному очку за каждую взятую взятку.",
     "A player who took exactly what he declared writes 5 points a trick and 5 more for "
     "the truth. Declared none and took none: 5 points. A player who missed either way "
     "writes one point for each trick he took."))
END = section(
    "end",
    ("Игра кончается после последней раздачи по одной карте. Побеждает набравший больше "
     "всех очков; при равенстве победу делят.",
     "The game ends after the last one-card deal. The most points win; equal top scores "
     "share the win."))
FREE_BIDS: Pair = (
    "Ограничений на заказ нет: сумма заказов может совпасть с числом карт. Не имея масти "
    "хода, козырем бить обязательно, но перебивать чужой козырь не нужно.",
    "No declaration is forbidden: the declarations may add up to the number of cards. "
    "Lacking the suit led you must trump, but need not overtrump.")
FIRST_DEAL: Pair = (
    "Первую раздачу сдаёт последний игрок, так что начинает первый.",
    "The last player deals first, so the first player opens the game.")

RULES: dict[str, Pair] = {
    "deck4": (
        "Колода при игре вчетвером: 32 карты (от семёрки) или 36 (от шестёрки). При другом "
        "числе игроков колоду задаёт число игроков.",
        "The deck with four players: 32 cards (seven up) or 36 (six up). With any other "
        "number of players the deck follows from it."),
    "top": (
        "Домашнее правило для короткой игры: раздачи растут только до стольких карт (эту "
        "сдачу тоже делает каждый игрок по разу) и идут обратно. Ноль — как в описании, "
        "до полной колоды.",
        "A house rule for a shorter game: the deals climb only to this many cards (that "
        "deal too is made once by every player) and come back. Zero plays the full "
        "ladder of the source."),
    "shakhi": (
        "Сколько шах — «диких» карт, которые бьют всё или идут за простую: ни одной, одна "
        "(трефовая младшая) или две (пиковая и трефовая младшие).",
        "How many шахи, wild cards that beat everything or pass as plain ones: none, one "
        "(the lowest club) or two (the lowest spade and club)."),
    "trump_lead": (
        "С козыря заходить нельзя, пока на руке есть карты других мастей (шахи не в "
        "счёт). Выключено — заходить можно с любой карты.",
        "No trump lead while holding a card of another suit (шахи aside). Off: any card "
        "may be led."),
    "sevens5": (
        "Какие две семёрки убрать из 32 карт при игре впятером: чёрные или красные (с "
        "шахами-семёрками чёрные нужны в игре).",
        "Which two sevens five players take out of the 32 cards: the black or the red "
        "(with sevens as шахи the black ones must stay)."),
}
PRESETS: dict[str, Pair] = {
    "short": (
        "Короткая игра: раздачи от одной до пяти карт и обратно.",
        "A short game: deals from one to five cards and back."),
    "four32": (
        "Вчетвером колодой в 32 карты.",
        "Four players with the 32-card deck."),
}

TEXT = RulesText(
    intro=(
        "Игра на заказ взяток: в каждой раздаче все заранее говорят, сколько возьмут, и "
        "очки приносит прежде всего точный заказ — «правда». Играют от двух до шести "
        "человек, каждый за себя.",
        "A game of declared tricks: in each deal everybody says beforehand how many "
        "tricks he will take, and the points come mostly from hitting it exactly, "
        "\"the truth\". Two to six players, each for himself."),
    sections=(
        section(
            "deal",
            ("Колода зависит от числа игроков: вдвоём 32 карты, втроём и вшестером 36, "
             "вчетвером 32 или 36, впятером 30 (32 карты без чёрных семёрок).",
             "The deck depends on the number of players: 32 cards for two, 36 for three "
             "or six, 32 or 36 for four, 30 for five (32 without the black sevens)."),
            DEALS, TRUMP_UP),
        section("play", DECLARE, FOLLOW),
        SCORING,
        END,
        section(
            "shakhi",
            ("Эти правила по умолчанию выключены; с ними игра называется Одесский покер.",
             "These rules are off by default; with them the game is called Odessa Poker."),
            SHAKHI_WHICH, SHAKHI_PLAY, SHAKHI_TRICK, TRUMP_LEAD,
            heading=("Шахи и заход с козыря", "Wild cards and trump leads")),
        section(
            "notes",
            ("Описание не говорит, какие две семёрки убрать при игре впятером: мы убираем "
             "пиковую и трефовую.",
             "The source does not say which two sevens go with five players: we remove "
             "the seven of spades and the seven of clubs."),
            FREE_BIDS, FIRST_DEAL),
    ),
    rules=RULES,
    presets=PRESETS,
)
