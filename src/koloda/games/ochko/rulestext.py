"""«Очко» for people: the rules page in Russian and English (see engine/rulestext.py), in
our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Азартная игра против банка: кто ближе подойдёт к 21 очку, не перебрав. Один игрок "
        "держит банк, остальные — понтёры — по очереди играют против него. Играют от двух "
        "до шести человек.",
        "A gambling game against the bank: come as close to 21 points as you can without "
        "going over. One player holds the bank, the others, the punters, play against it "
        "in turn. Two to six players."),
    sections=(
        section(
            "deal",
            ("Обычная колода — 36 карт; туз стоит 11 очков, король 4, дама 3, валет 2, "
             "остальные — сколько на них очков. В форме В играют двумя колодами по 52 "
             "карты: туз — 1 или 11 (как выгоднее), фигуры по 10.",
             "The usual deck has 36 cards: the ace is worth 11, the king 4, the queen 3, "
             "the jack 2, the others their pips. Form C uses two 52-card decks: the ace "
             "counts 1 or 11, whichever is better, the figures 10."),
            ("Банкомёт кладёт в банк несколько фишек. Колоду тасуют; при подрезке нижнюю "
             "карту открывают всем, и в игру она не идёт. Каждому понтёру — карта "
             "рубашкой вверх, банку — карта лицом вверх. В форме В сначала все понтёры "
             "делают ставки, а потом каждый получает две карты, и банк тоже.",
             "The banker puts some chips in the bank. The deck is shuffled; with the cut, "
             "its bottom card is shown to everybody and stays out of play. Each punter "
             "gets a card face down, the bank one face up. In form C all punters stake "
             "first, then everyone, the bank included, gets two cards."),
        ),
        section(
            "play",
            ("Понтёры играют по очереди, начиная с соседа банкомёта слева. Понтёр "
             "смотрит карту и ставит — не больше, чем банк может покрыть, — потом "
             "просит ещё карту или говорит «хватит». Перебрал — ставка сразу уходит в "
             "банк. Набрал ровно 21 — банк сразу платит ему ставку.",
             "The punters play in turn from the banker's left. A punter looks at his "
             "card and stakes, no more than the bank can cover, then asks for another "
             "card or stands. Over 21, his stake goes to the bank at once. Exactly 21, "
             "the bank pays him his stake at once."),
            ("Когда все понтёры сыграли, играет банк. У банка выбора нет: его карты "
             "открыты, и он прикупает, пока у него меньше установленного числа очков "
             "(обычно 17), — и только если кто-то остановился.",
             "When all punters are done, the bank plays. It has no choice: its cards lie "
             "face up and it draws while it has fewer than a set number of points "
             "(usually 17), and only if somebody stood."),
        ),
        section(
            "scoring",
            ("Тот, кто остановился, сравнивает очки с банком: у понтёра больше — банк "
             "платит ему ставку; поровну или меньше — ставка идёт в банк. Перебрал банк — "
             "он платит всем, кто остановился. Два туза (ровно две карты) считаются за "
             "21 очко.",
             "A punter who stood compares with the bank: more points than the bank, the "
             "bank pays him his stake; equal or fewer, the stake goes to the bank. If the "
             "bank goes over, it pays everybody who stood. Two aces, and only those two "
             "cards, count as 21."),
            ("Банк переходит к следующему игроку слева, когда его сорвали (в нём ничего "
             "не осталось) или когда банкомёт отыграл положенное число сдач; уходящий "
             "банкомёт забирает остаток банка себе.",
             "The bank passes to the next player on the left when it has been broken "
             "(nothing is left in it) or when the banker has held it for the set number "
             "of deals; the outgoing banker keeps what is left in it."),
        ),
        section(
            "end",
            ("Игра идёт заданное число сдач или пока фишки не останутся только у одного. "
             "Побеждает тот, у кого больше всего фишек.",
             "Play goes on for the set number of deals, or until only one player has "
             "chips left. Whoever has the most chips wins."),
        ),
        section(
            "notes",
            ("Все три полные формы в источнике оборваны после первых строк; недостающее "
             "мы взяли из самой известной версии очка. Правила банка (прикупать до 17, "
             "равные очки за банком), размер ставки (не больше банка) и переход банка — "
             "оттуда же. Подрезку мы поняли так: нижнюю карту показывают всем и "
             "откладывают.",
             "All three long forms in the source break off after their first lines; what "
             "is missing we took from the best-known form of the game: the bank's rule "
             "(draw to 17, equal points for the bank), the stake limit (no more than the "
             "bank) and the passing of the bank. We read the cut as showing the bottom "
             "card to all and setting it aside."),
            ("Спрятать перебор здесь нельзя, поэтому штрафа за это нет. Если банку не "
             "покрыть даже одну фишку, понтёр пропускает сдачу. Если банк должен больше, "
             "чем в нём есть, банкомёт доплачивает из своих фишек.",
             "A bust cannot be hidden here, so there is no fine for hiding one. If the "
             "bank cannot cover even one chip, the punter sits the deal out. If the bank "
             "owes more than it holds, the banker pays the rest from his own chips."),
        ),
    ),
    rules={
        "chips": ("Сколько фишек у каждого игрока в начале.",
                  "How many chips each player starts with."),
        "bank": ("Сколько фишек новый банкомёт кладёт в банк; больше этого за одну "
                 "ставку не ставят.",
                 "How many chips a new banker puts in the bank; no stake may be larger."),
        "deals": ("Сколько сдач длится игра.", "How many deals the game lasts."),
        "bank_deals": ("Сколько сдач подряд банкомёт держит банк, если банк не сорвут "
                       "раньше.",
                       "How many deals in a row a banker holds the bank, unless it is "
                       "broken sooner."),
        "deck": ("36 карт с очками Т 11, К 4, Д 3, В 2 — или две колоды по 52 карты, где "
                 "туз 1 или 11, а фигуры по 10.",
                 "36 cards scoring A 11, K 4, Q 3, J 2, or two 52-card decks with the ace "
                 "1 or 11 and the figures 10."),
        "cut": ("Подрезка: нижнюю карту колоды открывают всем, и в сдачу она не идёт. "
                "Только при новой колоде на каждую сдачу.",
                "The cut: the bottom card of the deck is shown to all and stays out of "
                "the deal. Only with a fresh deck each deal."),
        "carry": ("Колода не собирается после сдачи: сыгранные карты откладывают, а "
                  "когда колода кончится, их тасуют и играют дальше.",
                  "The deck is not gathered after a deal: played cards are put aside, and "
                  "when the stock runs out they are shuffled and play goes on."),
        "deal_two": ("Понтёры ставят до сдачи, и все получают по две карты; иначе — по "
                     "одной карте и ставка после неё.",
                     "The punters stake before the deal and everyone gets two cards; "
                     "otherwise one card each and the stake after it."),
        "two_aces": ("Два туза без других карт считаются за 21.",
                     "Two aces with no other card count as 21."),
        "natural_pays": ("Во сколько ставок банк платит за 21 из двух карт.",
                         "How many stakes the bank pays for 21 in two cards."),
        "bank_natural": ("Если у банка 21 на двух сданных картах, он сразу забирает все "
                         "ставки. Только со сдачей по две карты.",
                         "If the bank has 21 in its two dealt cards, it takes every stake "
                         "at once. Only with two cards dealt."),
        "max_draw": ("Сколько карт понтёр может прикупить после сдачи; ноль — сколько "
                     "угодно.",
                     "How many cards a punter may draw after the deal; zero means any "
                     "number."),
        "bank_stands": ("Банк прикупает, пока у него меньше стольких очков.",
                        "The bank draws while it has fewer points than this."),
    },
    variants={
        "no_two_aces": ("Два туза — это 22, то есть перебор (в колоде из двух колод — "
                        "12).",
                        "Two aces are simply 22, a bust (12 with two 52-card decks)."),
    },
    presets={
        "a": ("Форма А: 36 карт, новая колода каждую сдачу, с подрезкой.",
              "Form A: 36 cards, a fresh deck each deal, with the cut."),
        "b": ("Форма Б: без подрезки, одна колода идёт из сдачи в сдачу. Сыгранные карты "
              "лежат открыто, их можно считать: стол пишет под ними, сколько вышло "
              "карт каждого достоинства.",
              "Form B: no cut, one deck running on from deal to deal. The played cards lie "
              "face up and may be counted: the table lists under them how many of each "
              "rank are out."),
        "v": ("Форма В: две колоды по 52 карты, ставки до сдачи, по две карты, 21 с двух "
              "карт — вдвойне, банк переходит каждую сдачу, прикупать не больше трёх карт.",
              "Form C: two 52-card decks, stakes before the deal, two cards each, 21 in "
              "two cards paid double, the bank passes every deal, at most three cards "
              "drawn."),
        "short": ("Короткая игра в четыре сдачи.", "A short game of four deals."),
    },
)
