"""«Три карты на кон» for people: the rules page in Russian and English (see
engine/rulestext.py), in our own words, from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Короткая игра на взятки со ставкой: у каждого всего три карты, и сдающему нужно "
        "взять две из трёх взяток. Играют вдвоём или две пары, партнёры сидят друг "
        "напротив друга. В источнике у игры нет названия, поэтому мы зовём её по сути.",
        "A short trick game for a stake: each player holds only three cards, and the "
        "dealer has to win two of the three tricks. Two play, or two pairs with partners "
        "facing each other. The source gives the game no name, so we call it by what it "
        "is."),
    sections=(
        section(
            "deal",
            ("Колода из 36 карт, от шестёрки до туза; старшинство обычное: туз, король, "
             "дама, валет, десятка и далее вниз до шестёрки. Перед сдачей каждый, кто "
             "играет против сдающего, кладёт в банк ставку; сам сдающий и его партнёр не "
             "ставят.",
             "A 36-card deck, six to ace, ranked as usual: ace, king, queen, jack, ten and "
             "down to the six. Before the deal every player on the side against the "
             "dealer puts a stake in the pot; the dealer and his partner put in nothing."),
            ("Каждый получает три карты. Следующую карту колоды открывают: её масть "
             "становится козырной, и лежит она лицом вверх. Сдающий, если захочет, "
             "забирает её в руку, а взамен кладёт под колоду рубашкой вверх любую свою "
             "карту — какую, знает только он.",
             "Everyone gets three cards. The next card of the stock is turned face up: "
             "its suit is trumps. The dealer may take it into his hand, putting any card "
             "of his own face down under the stock instead; only he knows which."),
        ),
        section(
            "play",
            ("Первым ходит игрок слева от сдающего, затем тот, кто взял последнюю взятку. "
             "На ход кладут карту той же масти; если её нет — козырь; если нет и козыря — "
             "что угодно. Перебивать не обязательно. Взятку берёт старший козырь, а без "
             "козырей — старшая карта масти хода.",
             "The player left of the dealer leads, then whoever took the last trick. The "
             "others must play the suit led; without it, a trump; without trumps, any "
             "card. There is no duty to beat. The highest trump takes the trick, or, "
             "with no trump in it, the highest card of the suit led."),
            ("Вчетвером взятки сдающего и его партнёра считаются вместе.",
             "At four, the dealer's tricks and his partner's count together."),
        ),
        section(
            "scoring",
            ("Две или три взятки у стороны сдающего — она забирает банк: каждый противник "
             "теряет свою ставку, а каждый игрок стороны сдающего её получает. Меньше "
             "двух — сторона сдающего платит: каждый её игрок отдаёт ставку, каждый "
             "противник её получает. Так партнёры всегда выигрывают и проигрывают поровну.",
             "Two or three tricks for the dealer's side: it takes the pot, so each "
             "opponent loses his stake and each player of the dealer's side gains one. "
             "Fewer than two: the dealer's side pays, each of its players giving a stake "
             "and each opponent receiving one. Partners thus always win or lose alike."),
            ("Кто выиграл сдачу, тот сдаёт следующую: удачливый сдающий сдаёт снова, а "
             "после его проигрыша колода переходит к сопернику слева от него.",
             "The winner of a deal deals the next: a dealer who succeeds deals again, "
             "and after a failure the deal passes to the opponent on his left."),
        ),
        section(
            "end",
            ("Игра идёт, пока одна сторона не выиграет заданное число фишек (обычно 5 при "
             "ставке в одну фишку); эта сторона и побеждает. Можно сыграть и одну сдачу.",
             "Play goes on until one side has won the set number of chips (5 by default, "
             "with a stake of one chip); that side wins. A single deal may be played "
             "instead."),
        ),
        section(
            "notes",
            ("Источник не называет старшинство карт — мы взяли обычное. Он не говорит, "
             "куда девается карта, отданная сдающим за козырь, — она уходит под колоду "
             "втёмную. Правила перебивать в нём нет, поэтому достаточно ходить в масть или "
             "козырем.",
             "The source does not rank the cards: we use the usual order. It does not say "
             "where the dealer's exchanged card goes: it lies face down under the stock. "
             "It names no duty to beat, so following suit or trumping is enough."),
            ("Источник не говорит, кто из пары противников сдаёт после неудачи сдающего: "
             "мы отдаём сдачу соседу слева. И он не ставит предела игре: мы играем до "
             "заданного выигрыша, как принято в играх на ставки.",
             "The source does not say which of the two opponents deals after a failed "
             "deal: we give it to the one on the left. Nor does it set an end: we play to "
             "a set amount of winnings, as stake games usually do."),
        ),
    ),
    rules={
        "stake": (
            "Размер ставки: сколько фишек кладёт в банк каждый игрок против сдающего, и "
            "сколько платит каждый игрок стороны сдающего, если она не взяла двух взяток.",
            "The size of the stake: how many chips each player against the dealer puts "
            "in the pot, and how many each player of the dealer's side pays when it "
            "falls short of two tricks."),
        "target": (
            "Сколько фишек должна выиграть сторона, чтобы игра кончилась её победой. "
            "Ноль — играется одна сдача, и побеждает сторона, выигравшая в ней.",
            "How many chips a side must win for the game to end in its victory. Zero: a "
            "single deal is played, won by the side that wins it."),
        "dealer_swap": (
            "Может ли сдающий взять открытый козырь в руку, отдав взамен любую свою "
            "карту. Обмен делается до первого хода.",
            "Whether the dealer may take the turned trump into his hand, giving any card "
            "of his own for it. The exchange is made before the first lead."),
    },
    variants={
        "no_swap": (
            "Открытый козырь только показывает масть, сдающий не может его взять.",
            "The turned trump only shows the suit; the dealer cannot take it."),
    },
    presets={
        "one_deal": ("Одна сдача — и всё решено.", "One deal settles it all."),
        "long": ("Долгая игра: до выигрыша в десять фишек.",
                 "A longer game: until a side is ten chips up."),
    },
)
