"""«Семь листов» for people: the rules page in Russian and English (see
engine/rulestext.py), in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Старинная игра на взятки, где каждый сам за себя: задача — поскорее набрать "
        "семь взяток и выйти из игры. Кто остался последним, проиграл и в старину получал "
        "щелчки по носу — отсюда второе имя игры, «по носкам». Играют от двух до пяти "
        "человек.",
        "An old trick game with every player for himself: the aim is to collect seven "
        "tricks quickly and get out. Whoever is left last has lost and, in the old days, "
        "took flicks on the nose, hence the game's other name, «по носкам». Two to five "
        "play."),
    sections=(
        section(
            "deal",
            ("Колода из 36 карт, от шестёрки до туза, старшинство обычное. Каждому по семь "
             "карт; лишние карты откладывают втёмную. Последнюю из своих семи карт "
             "сдающий показывает всем: её масть — козыри, а сама карта остаётся у него в "
             "руке. Сдают по очереди, по кругу налево, среди тех, кто ещё в игре.",
             "A 36-card deck, six to ace, ranked as usual. Seven cards each; any cards "
             "left over are put aside face down. The dealer shows everybody the last of "
             "his seven cards: its suit is trumps, and the card stays in his hand. The "
             "deal passes to the left, among the players still in."),
        ),
        section(
            "play",
            ("Первым ходит сосед сдающего слева, потом тот, кто взял последнюю взятку. На "
             "ход кладут карту той же масти; если её нет — козырь; если нет и козыря — "
             "любую карту. Перебивать не обязательно. Взятку берёт старший козырь, без "
             "козырей — старшая карта масти хода.",
             "The player left of the dealer leads, then whoever took the last trick. The "
             "others must play the suit led; without it, a trump; without trumps, any "
             "card. There is no duty to beat. The highest trump takes the trick, or, "
             "with no trump in it, the highest card of the suit led."),
        ),
        section(
            "scoring",
            ("После каждой сдачи взятки каждого прибавляют к его прежним. Кто набрал семь, "
             "выходит из игры до следующей партии; если вышли несколько, то в том порядке, "
             "в каком они добрали седьмую взятку. Остальные играют дальше.",
             "After each deal every player's tricks are added to those he had. Whoever "
             "has seven leaves the game until the next one; several leave in the order "
             "in which they took their seventh trick. The rest play on."),
        ),
        section(
            "end",
            ("Когда в игре остаётся один человек, он проиграл. Если же все оставшиеся "
             "добрали семь взяток в одной сдаче, проиграл тот, кто сделал это последним.",
             "When one player is left in, he has lost. If all the players still in reach "
             "seven tricks in the same deal, the last of them to get there has lost."),
            ("Затем проигравший снимает перетасованную колоду, и смотрят нижнюю карту "
             "снятой части. Шестёрка, семёрка, восьмёрка, девятка или десятка — столько "
             "щелчков по носу он получит от каждого игрока; туз, король, дама или валет — "
             "его прощают.",
             "Then the loser cuts a shuffled deck, and the bottom card of the part he "
             "lifts is looked at. A six, seven, eight, nine or ten: that many flicks on "
             "the nose from each player; an ace, king, queen or jack: he is let off."),
        ),
        section(
            "notes",
            ("Источник не называет старшинство карт — мы взяли обычное; правила перебивать "
             "в нём нет. Взятки он велит считать по окончании сдачи, поэтому добравший "
             "семь доигрывает сдачу и выходит после неё. Что делать, если все оставшиеся "
             "добрали семь за одну сдачу, он не говорит: проигрывает последний по времени.",
             "The source does not rank the cards: we use the usual order; it names no "
             "duty to beat. It has the tricks counted when a deal ends, so a player who "
             "reaches seven plays the deal out and leaves after it. It does not say what "
             "happens when all those still in reach seven in one deal: the last to get "
             "there loses."),
            ("Как именно бьют по носу (одной картой или тремя, закрыв проигравшему глаза "
             "остатком колоды), мы оставляем игрокам: программа только показывает снятую "
             "карту и приговор.",
             "How the flicks are given (with one card or three, the rest of the deck "
             "over the loser's eyes) is left to the players: we only show the cut card "
             "and the sentence."),
        ),
    ),
    rules={
        "goal": (
            "Сколько взяток нужно набрать, чтобы выйти из игры. По правилам — семь; "
            "меньшее число даёт короткую партию.",
            "How many tricks take a player out of the game. The rules say seven; a "
            "smaller number makes a short game."),
        "forfeit": (
            "Снимает ли проигравший колоду, чтобы узнать свой штраф. Кто проиграл, от "
            "этого не меняется.",
            "Whether the loser cuts the deck to learn his forfeit. It does not change "
            "who lost."),
    },
    variants={
        "no_forfeit": (
            "Игра кончается, как только ясно, кто проиграл, без снятия колоды.",
            "The game ends as soon as the loser is known, with no cut."),
    },
    presets={
        "short": ("Короткая партия: выходят, набрав четыре взятки.",
                  "A short game: four tricks take a player out."),
    },
)
