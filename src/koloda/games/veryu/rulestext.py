"""«Верю — не верю» for people: the rules page in Russian and English, in our own words,
from the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Весёлая игра на блеф для компании: кладите карты рубашкой вверх, говорите, что "
        "это за карты, — можно и соврать. Кто первым останется без карт, тот и выиграл.",
        "A cheerful bluffing game for a party: put cards face down and say what they are; "
        "you may lie. Whoever is first to have no cards left wins."),
    sections=(
        section(
            "deal",
            ("Все карты колоды сдают по одной; лишние достаются тем, кто ближе к сдающему, "
             "последняя — ему самому. Четыре карты одного достоинства, оказавшиеся у "
             "игрока, сразу сбрасываются открыто.",
             "All the cards are dealt one at a time; the last one goes to the dealer. Any "
             "player holding four cards of one rank puts them aside face up at once.")),
        section(
            "play",
            ("Начинает сдающий. Он кладёт на середину стола от одной до четырёх карт "
             "рубашкой вверх и объявляет их достоинство, например «две дамы». Карты "
             "кладутся по одной, затем называется достоинство; число карт все видят.",
             "The dealer starts. He puts one to four cards face down in the middle of the "
             "table and says their rank, for example \"two queens\". Cards go down one at "
             "a time, then the rank is said; everybody sees how many there are."),
            ("Следующий игрок либо не верит, либо верит и сам кладёт от одной до четырёх "
             "карт, объявляя то же достоинство. Врать можно сколько угодно: класть совсем "
             "не те карты.",
             "The next player either doubts or believes and puts one to four cards of his "
             "own, saying the same rank. You may lie as much as you like, putting down "
             "quite different cards."),
            ("«Не верю»: последние положенные карты переворачивают. Если там действительно "
             "то, что сказано, весь кон забирает тот, кто не поверил; если обман — тот, "
             "кто соврал. Следующий по кругу после забравшего начинает новый круг с любого "
             "достоинства. Забравший сразу сбрасывает собравшиеся четвёрки.",
             "\"I doubt it\": the last cards put down are turned over. If they are what was "
             "said, the doubter takes the whole pile; if not, the liar does. The player "
             "after the one who took the pile starts a new round with any rank. The taker "
             "puts aside any fours he now holds.")),
        section(
            "scoring",
            ("Очков нет: важно только, кто первым избавится от всех карт.",
             "There are no points: all that counts is who gets rid of his cards first.")),
        section(
            "end",
            ("Игрок, положивший последние карты, ещё не выиграл: следующий может не "
             "поверить. Если он верит или проверка показала правду, игра окончена. Чтобы "
             "игра не шла бесконечно, после установленного числа ходов её останавливают, "
             "и побеждает тот, у кого меньше всех карт.",
             "A player who has put down his last cards has not won yet: the next player may "
             "doubt. If he believes, or the doubt shows the truth, the game is over. So that "
             "a game cannot go on for ever, it is stopped after a set number of moves, and "
             "the fewest cards win.")),
        section(
            "notes",
            ("Текст не говорит, кто ходит после проверки: начинает новый круг следующий "
             "после забравшего кон (после соврал — тот, кто не поверил).",
             "The source does not say who moves after a doubt: the player after the one "
             "who took the pile starts a new round (after a lie, the doubter)."),
            ("Число карт за ход — от одной до четырёх, и для отвечающих тоже. Объявить "
             "можно любое достоинство колоды, даже то, чья четвёрка уже сброшена.",
             "A play holds one to four cards, the answers too. Any rank of the deck may be "
             "said, even one whose four is already put aside.")),
    ),
    rules={
        "deck": (
            "Колода в 36 или в 52 карты: все карты сдаются.",
            "A 36- or 52-card deck: all of it is dealt."),
        "fours": (
            "Собравший четыре карты одного достоинства сбрасывает их открыто. Без этого "
            "правила четвёрки остаются на руках.",
            "Whoever gathers four cards of a rank puts them aside face up. Without this "
            "rule fours stay in the hand."),
        "most": (
            "Сколько карт самое большее кладут за ход; ноль — сколько угодно, хоть "
            "«девять тузов».",
            "The most cards one play may hold; zero means any number, even \"nine aces\"."),
        "turn_over": (
            "Что переворачивают, когда не верят: все карты последнего хода или одну из "
            "них, которую выбирает недоверчивый.",
            "What a doubt turns over: every card of the last play, or one of them, chosen "
            "by the doubter."),
        "cap": (
            "Через столько ходов (выкладываний и проверок) игру останавливают; побеждает "
            "тот, у кого меньше карт, при равенстве победу делят.",
            "After this many moves (plays and doubts) the game is stopped; the fewest "
            "cards win, equal counts share the win."),
    },
    variants={
        "keep_fours": (
            "Четвёрки не сбрасываются.",
            "Fours are not put aside."),
        "any_number": (
            "Класть можно сколько угодно карт, а проверяют только одну из них.",
            "Any number of cards may be put down, and a doubt turns over only one of them."),
    },
    presets={
        "big": (
            "Колода в 52 карты, для большой компании.",
            "The 52-card deck, for a large party."),
    },
)
