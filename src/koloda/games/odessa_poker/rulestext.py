"""Одесский покер for people: the rules page in Russian and English, in our own words,
from the package docstring's reading of the texts."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на заказ взяток с «дикими» картами — шахами (их ещё зовут «покером»): в "
        "каждой раздаче все заранее говорят, сколько возьмут, и очки приносит прежде "
        "всего точный заказ — «правда». Шаха бьёт любую карту, а может сыграть и как "
        "простая. Играют от двух до шести человек, каждый за себя. Без шах это Опендаум.",
        "A game of declared tricks with wild cards, the шахи (also called \"the poker\"): "
        "in each deal everybody says beforehand how many tricks he will take, and the "
        "points come mostly from hitting it exactly, \"the truth\". A шаха beats any "
        "card, or may pass as a plain one. Two to six players, each for himself. Without "
        "the шахи the game is Opendaum."),
    sections=(
        section(
            "deal",
            ("Колода зависит от числа игроков: вдвоём 32 карты, втроём и вшестером 36, "
             "вчетвером 32 или 36, впятером 30 (32 карты без красных семёрок).",
             "The deck depends on the number of players: 32 cards for two, 36 for three "
             "or six, 32 or 36 for four, 30 for five (32 without the red sevens)."),
            ("Шахи — две чёрные карты самого младшего достоинства колоды: пиковая и "
             "трефовая шестёрки в 36 картах, семёрки в 32 и 30. По правилу их может "
             "быть одна (трефовая) или ни одной.",
             "The шахи are the two black cards of the deck's lowest rank: the six of "
             "spades and of clubs in 36 cards, the sevens in 32 or 30. A rule makes it "
             "one (the club) or none."),
            ("В первой раздаче каждый получает одну карту, во второй две, и так далее до "
             "самой большой руки, на какую хватает колоды. Такую полную сдачу делает по "
             "разу каждый игрок, а затем число карт убывает снова до одной. Сдают по "
             "очереди слева направо.",
             "In the first deal everybody gets one card, in the second two, and so on up "
             "to the largest hand the deck allows. That full deal is made once by every "
             "player, then the hands shrink again to one card. The deal passes to the "
             "left."),
            ("После сдачи следующая карта колоды открывается, её масть — козырь. Если "
             "колода роздана целиком, козырем становится последняя карта сдающего: её "
             "показывают всем. Открытая шаха тоже назначает козырь своей мастью.",
             "After the deal the next card of the stock is turned up and its suit is "
             "trump. When the whole deck is dealt, the dealer's last card is the trump; "
             "it is shown to all. A шаха turned up names the trump by its suit too.")),
        section(
            "play",
            ("Начиная с сидящего слева от сдающего, каждый заказывает, сколько взяток он "
             "возьмёт: от нуля до числа карт на руке.",
             "Starting on the dealer's left, each player declares how many tricks he will "
             "take: from none up to the number of cards in his hand."),
            ("Первым ходит сидящий слева от сдающего, потом — взявший взятку. С козыря "
             "заходить нельзя, пока на руке есть карты других мастей. Нужно класть карту "
             "масти хода; если её нет — козырь; если нет и козыря — любую карту. На ход "
             "в козырь кладут козырь.",
             "The player on the dealer's left leads, then whoever took the last trick. "
             "You may not lead a trump while you hold a card of another suit. You must "
             "follow suit; lacking it, play a trump; lacking both, any card. A trump lead "
             "asks for a trump."),
            ("Шаху можно положить на любом ходу, даже имея масть хода, а там, где нужен "
             "козырь, она его заменяет. Положенная просто, шаха бьёт всё; из двух шах "
             "старше положенная позже. Кто не хочет брать ею взятку, говорит «за "
             "простую» (кнопка или «простую 6т», plain 6C): тогда это обычная младшая "
             "карта своей масти. Заход шахой, которая бьёт, — это ход в козырь.",
             "A шаха may be played at any turn, even holding the suit led, and where a "
             "trump is asked for it stands for one. Played plainly, it beats everything; "
             "of two шахи the later wins. A player who does not want the trick says \"as "
             "a plain card\" (the button, or 'plain 6C'): then it is just the low card of "
             "its suit. Leading a шаха that beats counts as a trump lead."),
            ("Взятку берёт последняя бьющая шаха; без неё — старший козырь, а без "
             "козырей — старшая карта масти хода.",
             "The trick goes to the last beating шаха; without one, to the highest "
             "trump; without trumps, to the highest card of the suit led.")),
        section(
            "scoring",
            ("Кто взял ровно заказанное, пишет по 5 очков за каждую взятку и ещё 5 «за "
             "правду». Заказал ноль и не взял ничего — 5 очков. Кто ошибся в любую "
             "сторону, пишет по одному очку за каждую взятую взятку.",
             "A player who took exactly what he declared writes 5 points a trick and 5 "
             "more for the truth. Declared none and took none: 5 points. A player who "
             "missed either way writes one point for each trick he took.")),
        section(
            "end",
            ("Игра кончается после последней раздачи по одной карте. Побеждает "
             "набравший больше всех очков; при равенстве победу делят.",
             "The game ends after the last one-card deal. The most points win; equal "
             "top scores share the win.")),
        section(
            "notes",
            ("Описание шах не даёт ни сдачи, ни счёта: их берём из Опендаума, как "
             "советует другой источник. Ставок в описании нет; ставка игры — очки "
             "записи за все раздачи.",
             "The description of the шахи gives neither a deal nor a score: they come "
             "from Opendaum, as another source says. The texts name no stakes; the "
             "points of the sheet over all deals are what is played for."),
            ("Ограничений на заказ нет: сумма заказов может совпасть с числом карт. "
             "Не имея масти хода, козырем (или шахой) бить обязательно, но перебивать "
             "чужой козырь не нужно.",
             "No declaration is forbidden: the declarations may add up to the number of "
             "cards. Lacking the suit led you must trump (or play a шаха), but need not "
             "overtrump."),
            ("Первую раздачу сдаёт последний игрок, так что начинает первый.",
             "The last player deals first, so the first player opens the game.")),
    ),
    rules={
        "shakhi": (
            "Сколько шах: две (пиковая и трефовая младшие карты), одна (трефовая) или "
            "ни одной — тогда это Опендаум.",
            "How many шахи: two (the lowest spade and club), one (the club) or none, "
            "which makes the game Opendaum."),
        "trump_lead": (
            "С козыря заходить нельзя, пока на руке есть карты других мастей (шахи не "
            "в счёт). Выключено — заходить можно с любой карты.",
            "No trump lead while holding a card of another suit (шахи aside). Off: any "
            "card may be led."),
        "deck4": (
            "Колода при игре вчетвером: 32 карты (от семёрки) или 36 (от шестёрки). При "
            "другом числе игроков колоду задаёт число игроков.",
            "The deck with four players: 32 cards (seven up) or 36 (six up). With any "
            "other number of players the deck follows from it."),
        "top": (
            "Домашнее правило для короткой игры: раздачи растут только до стольких карт "
            "(эту сдачу тоже делает каждый игрок по разу) и идут обратно. Ноль — как в "
            "описании, до полной колоды.",
            "A house rule for a shorter game: the deals climb only to this many cards "
            "(that deal too is made once by every player) and come back. Zero plays the "
            "full ladder of the source."),
    },
    presets={
        "opendaum": (
            "Опендаум: та же игра без шах, заходить можно с любой карты.",
            "Opendaum: the same game without шахи; any card may be led."),
        "one_shakha": (
            "С одной шахой — трефовой.",
            "With a single шаха, the club."),
        "short": (
            "Короткая игра: раздачи от одной до пяти карт и обратно.",
            "A short game: deals from one to five cards and back."),
        "four32": (
            "Вчетвером колодой в 32 карты.",
            "Four players with the 32-card deck."),
    },
)
