"""Наполеон for people: the rules page in Russian and English (engine/rulestext.py),
written in our own words from the package docstring's reading of the source text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на взятки для двух — шести игроков колодой в 36 карт, по пять карт на руки. "
        "Игроки торгуются, кто возьмёт больше взяток; самый смелый заказ — «наполеон»: все "
        "пять взяток, и тогда играющему достаётся «клад Наполеона».",
        "A trick-taking game for two to six players with a 36-card deck, five cards each. "
        "Players bid how many tricks they will take; the boldest bid, Napoleon, is all "
        "five, and it wins Napoleon's kitty."),
    sections=(
        section(
            "deal",
            ("Перед каждой сдачей каждый кладёт взнос в «клад Наполеона». Сдают по пять "
             "карт; остальная колода лежит рубашкой вверх. Сдают по очереди по часовой "
             "стрелке, первого сдающего выбирает жребий.",
             "Before each deal every player puts the ante into Napoleon's kitty. Five cards "
             "each are dealt; the rest of the deck lies face down. The deal passes "
             "clockwise; the lot picks the first dealer."),
            ("Торг начинает сдающий, дальше по часовой стрелке. Можно назначить больше "
             "взяток, чем назначено, или спасовать (спасовавший больше не торгуется). "
             "Заказы: от наименьшего до пяти, выше всех — «наполеон». Сдающий может "
             "сказать «здесь»: взять чужой высший заказ тем же числом. Торг кончается, "
             "когда остаётся один игрок с заказом; если спасовали все, сдача пропадает, а "
             "взносы остаются в кладе.",
             "The dealer bids first, then the others clockwise. Each bids more tricks than "
             "the bid so far or passes (and is out of the bidding). Bids run from the "
             "lowest up to five, with Napoleon above them all. The dealer may say «here»: "
             "take the highest bid at the same number. The bidding ends when one player "
             "with a bid is left; if everybody passes, the deal is void and the antes stay "
             "in the kitty."),
            ("Объявивший игру может прикупить: скинуть карту рубашкой вверх и взять верхнюю "
             "карту колоды.",
             "The declarer may buy: discard a card face down and take the top card of the "
             "stock.")),
        section(
            "play",
            ("Первым ходит объявивший; масть его первой карты — козырь. Дальше ходит взявший "
             "взятку. Нужно класть карту той же масти, а без неё — козырь; без козырей — "
             "любую. Старшинство обычное: туз, король, дама, валет, 10 … 6.",
             "The declarer leads first; the suit of his first card is trumps. The winner "
             "of a trick leads the next. Players must follow suit, else trump, else play "
             "anything. Cards rank as usual: ace, king, queen, jack, 10 … 6."),
            ("Играют, пока объявивший не возьмёт заказанное или пока его уже нельзя взять.",
             "Play goes on until the declarer has his tricks or can no longer get them.")),
        section(
            "scoring",
            ("Сыграл заказ на N взяток — каждый платит ему N ставок. Не сыграл — он платит "
             "каждому N ставок и столько же кладёт в клад.",
             "A contract of N tricks made: every other player pays the declarer N stakes. "
             "Lost: he pays each of them N stakes and puts as much into the kitty."),
            ("«Наполеон» — это пять взяток: сыгравший получает по пять ставок с каждого и "
             "весь клад; проигравший платит каждому по пять ставок и удваивает клад, "
             "добавив в него столько, сколько там лежит.",
             "Napoleon is five tricks: made, it wins five stakes from each player and the "
             "whole kitty; lost, the declarer pays each five stakes and doubles the kitty, "
             "adding as much as it holds.")),
        section(
            "end",
            ("Партия — несколько кругов: каждый сдаёт одинаковое число раз. Побеждает тот, "
             "кто больше всех в плюсе; что осталось в кладе, ждёт следующей партии.",
             "A game is a number of rounds, each player dealing equally often. The player "
             "furthest ahead wins; what is left in the kitty waits for the next game.")),
        section(
            "notes",
            ("Текст не говорит, с какого числа начинается торг, что будет, если спасуют "
             "все, и когда кончается партия. Мы, как в самой известной форме игры, "
             "начинаем торг с двух, пропускаем сдачу, где все спасовали, и играем "
             "оговорённое число кругов.",
             "The text does not say what the lowest bid is, what happens when everybody "
             "passes, or when the game ends. As in the best-known form, the bidding starts "
             "at two, a deal where all pass is void, and a game is an agreed number of "
             "rounds."),
            ("«Здесь» мы поняли как право сдающего взять высший заказ без повышения; после "
             "этого другие должны повышать. Взнос за сдачу и ставка за взятку — отдельные "
             "настройки, в тексте обе по 10. Проиграв «наполеона», играющий не платит в "
             "клад ещё и обычной суммы: он удваивает клад. Сдача кончается, как только "
             "исход ясен.",
             "We read «here» as the dealer's right to take the highest bid without raising "
             "it; the others must then go higher. The ante and the stake are separate "
             "settings, both 10 as in the text. A lost Napoleon does not pay the usual sum "
             "into the kitty as well: it doubles the kitty. A deal stops as soon as its "
             "outcome is certain.")),
    ),
    rules={
        "stake": ("Ставка: заказ на N взяток стоит N ставок с каждого.",
                  "The stake: a contract of N tricks is worth N stakes from each player."),
        "ante": ("Сколько каждый кладёт в клад за сдачу.",
                 "What each player puts into the kitty every deal."),
        "min_bid": ("Самый низкий разрешённый заказ.", "The lowest bid allowed."),
        "hold": ("Может ли сдающий сказать «здесь».", "Whether the dealer may say «here»."),
        "buy": ("Может ли объявивший прикупить одну карту.",
                "Whether the declarer may buy one card."),
        "rounds": ("Сколько раз каждый сдаёт за партию.",
                   "How often each player deals in a game."),
        "first_dealer": (
            "Кто сдаёт первым (номер места); без значения — по жребию. При игре «ещё раз» "
            "сдача переходит к следующему за последним сдававшим.",
            "Who deals first (a seat number); unset, the lot decides. When the table "
            "plays again, the deal passes to the seat after the last dealer."),
    },
    presets={
        "classic": ("Как в тексте, два круга.", "As the text has it, two rounds."),
        "one_round": ("Один круг: каждый сдаёт один раз.", "One round: each player deals once."),
        "plain": ("Без «здесь» и без прикупа, торг с одной взятки.",
                  "No «here», no buying, bids from one trick."),
    },
)
