"""«Валеты» for people: the rules page in Russian and English, in our own words, from
the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра вчетвером, пара на пару, где козыри — все валеты и шестёрка треф вместе с "
        "трефами. Считают не очки карт, а взятки, и выгодно брать их мало.",
        "A game for four, pair against pair, where the trumps are all the jacks and the "
        "six of clubs together with the clubs. Tricks are counted, not card points, and "
        "it pays to take few of them."),
    sections=(
        section(
            "deal",
            ("Колода 36 карт, сдают по одной, всем по девять. Партнёры сидят друг "
             "напротив друга. Сдача переходит по кругу влево.",
             "A 36-card deck, dealt one at a time, nine cards each. Partners sit across "
             "the table. The deal passes to the left."),
            ("Двенадцать козырей, от старшего: шестёрка треф, валеты треф, пик, червей и "
             "бубен, затем туз, король, дама, десятка, девятка, восьмёрка и семёрка треф. "
             "В пиках, червях и бубнах (без валетов) старшинство обычное: туз, король, "
             "дама, десятка и дальше до шестёрки.",
             "Twelve trumps, from the highest: the six of clubs, the jacks of clubs, "
             "spades, hearts and diamonds, then the ace, king, queen, ten, nine, eight "
             "and seven of clubs. In spades, hearts and diamonds (without their jacks) "
             "the usual order holds: ace, king, queen, ten and down to the six.")),
        section(
            "play",
            ("Первым ходит сидящий слева от сдающего, дальше — взявший взятку. Класть "
             "нужно масть хода; на козырь — козырь; валет всегда козырь, а не карта своей "
             "масти. Нет масти — можно положить любую карту, бить козырем не обязательно.",
             "The player on the dealer's left leads, then whoever took the trick. You "
             "must follow the suit led, a trump to a trump; a jack is always a trump, "
             "never a card of its suit. Lacking the suit you may play any card; you need "
             "not trump."),
            ("Взятку берёт старший козырь, а без козырей — старшая карта масти хода.",
             "The highest trump takes the trick, or without trumps the highest card of "
             "the suit led.")),
        section(
            "scoring",
            ("У каждой пары запись: столько очков, сколько нужно списать (обычно 15). "
             "После раздачи пары считают взятки. Пара, взявшая одну взятку («рожок»), "
             "списывает 1 очко; взявшая три («тринька») — 3 очка. Счёт 7:2 и 5:4 — ничья, "
             "никто ничего не списывает.",
             "Each pair has a record: the points it must write off (usually 15). After "
             "the deal the pairs count their tricks. A pair that took one trick writes "
             "off 1 point, a pair that took three writes off 3. A 7-2 or 5-4 split is a "
             "draw: nothing is written off."),
            ("Пара, взявшая все девять взяток, сразу проигрывает игру и платит всю свою "
             "запись вдвойне.",
             "A pair that takes all nine tricks loses the game at once and pays its "
             "whole record doubled.")),
        section(
            "end",
            ("Выигрывает пара, первой списавшая всю запись. Каждый проигравший платит "
             "каждому выигравшему столько, сколько очков осталось в записи его пары.",
             "The pair that first writes off its whole record wins. Each loser pays each "
             "winner as many points as are left in his pair's record.")),
        section(
            "notes",
            ("В описании сказано, что выигрывают взявшие одну или три взятки, а "
             "проигрывают взявшие девять: мы читаем это буквально, поэтому очки списывает "
             "пара, у которой взяток меньше.",
             "The source says that those who took one or three tricks win and those who "
             "took nine lose: we read it literally, so the pair with fewer tricks is the "
             "one that writes points off."),
            ("Цена очка в описании оставлена на договорённость; здесь очко стоит одну "
             "единицу. Порядок младших треф в описании испорчен; мы ставим после туза "
             "короля, даму, десятку и дальше вниз.",
             "The price of a point is left to the players; here a point is worth one. "
             "The order of the low clubs is garbled in the source; after the ace we put "
             "the king, queen, ten and on down.")),
    ),
    rules={
        "target": (
            "Сколько очков в записи у каждой пары, то есть сколько нужно списать, чтобы "
            "выиграть. В описании пример — 15.",
            "How many points each pair's record holds, that is, how many it must write "
            "off to win. The source's example is 15."),
    },
    presets={
        "short": (
            "Короткая игра: запись в 5 очков.",
            "A short game: a record of 5 points."),
    },
)
