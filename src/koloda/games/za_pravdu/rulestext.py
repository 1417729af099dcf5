"""«За правду» for people: the rules page in Russian and English, in our own words, from
the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

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
             "показывают всем.",
             "After the deal the next card of the stock is turned up and its suit is "
             "trump. When the whole deck is dealt, the dealer's last card is the trump; "
             "it is shown to all.")),
        section(
            "play",
            ("Начиная с сидящего слева от сдающего, каждый заказывает, сколько взяток он "
             "возьмёт: от нуля до числа карт на руке.",
             "Starting on the dealer's left, each player declares how many tricks he will "
             "take: from none up to the number of cards in his hand."),
            ("Первым ходит сидящий слева от сдающего, потом — взявший взятку. Нужно "
             "класть карту масти хода; если её нет — козырь; если нет и козыря — любую "
             "карту. Взятку берёт старший козырь, а без козырей — старшая карта масти "
             "хода.",
             "The player on the dealer's left leads, then whoever took the last trick. "
             "You must follow suit; lacking it, play a trump; lacking both, any card. "
             "The highest trump takes the trick, or without trumps the highest card of "
             "the suit led.")),
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
            ("Описание не говорит, какие две семёрки убрать при игре впятером: мы убираем "
             "пиковую и трефовую.",
             "The source does not say which two sevens go with five players: we remove "
             "the seven of spades and the seven of clubs."),
            ("Ограничений на заказ нет: сумма заказов может совпасть с числом карт. "
             "Не имея масти хода, козырем бить обязательно, но перебивать чужой козырь "
             "не нужно.",
             "No declaration is forbidden: the declarations may add up to the number of "
             "cards. Lacking the suit led you must trump, but need not overtrump."),
            ("Первую раздачу сдаёт последний игрок, так что начинает первый.",
             "The last player deals first, so the first player opens the game.")),
    ),
    rules={
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
        "short": (
            "Короткая игра: раздачи от одной до пяти карт и обратно.",
            "A short game: deals from one to five cards and back."),
        "four32": (
            "Вчетвером колодой в 32 карты.",
            "Four players with the 32-card deck."),
    },
)
