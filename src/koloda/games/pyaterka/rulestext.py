"""Пятёрка for people: the rules page in Russian and English (engine/rulestext.py),
written in our own words from the package docstring's reading of the source text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на взятки вдвоём — вдесятером с полной колодой в 52 карты, по пять карт на "
        "руки. Кто первым возьмёт три взятки из пяти, получает очки; кто первым наберёт "
        "30 очков, побеждает. Самые старшие карты — пятёрка козырей, валет козырей и туз "
        "червей.",
        "A trick-taking game for two to ten players with the full 52-card deck, five cards "
        "each. Whoever first takes three of the five tricks scores; the first to 30 points "
        "wins. The top cards are the five of trumps, the jack of trumps and the ace of "
        "hearts."),
    sections=(
        section(
            "deal",
            ("Первого сдающего выбирает жребий, дальше сдают по очереди по часовой стрелке. "
             "Каждый получает пять карт: сначала по две, потом по три, начиная с соседа "
             "сдающего слева. Следующая карта открывается: её масть — козырь. Остальная "
             "колода в игре не участвует.",
             "The lot picks the first dealer; the deal then passes clockwise. Each player "
             "gets five cards, two at a time and then three, starting at the dealer's left. "
             "The next card is turned up: its suit is trumps. The rest of the deck is not "
             "used."),
            ("У кого туз козырей, тот объявляет его и может взять открытую карту себе, "
             "положив вместо неё любую свою карту рубашкой вверх. Если открыт сам туз, "
             "взять его может сдающий.",
             "The holder of the ace of trumps announces it and may take the turned card, "
             "putting any card of his hand in its place face down. When the turned card is "
             "the ace itself, the dealer may take it.")),
        section(
            "play",
            ("Первым ходит сосед сдающего слева, любой картой; взявший взятку ходит "
             "следующим. Нужно класть карту той же масти, а если её нет — козырь; только "
             "без козырей можно положить что угодно. Туз червей всегда козырь.",
             "The player at the dealer's left leads any card; the winner of a trick leads "
             "the next. Players must follow suit, and if they cannot, must trump; only a "
             "player without trumps may play anything. The ace of hearts is always a "
             "trump."),
            ("Козыри по старшинству: пятёрка, валет, туз червей, туз козырей, король, дама, "
             "затем в красной масти 10, 9 … 2, в чёрной 2, 3 … 10. В простых мастях: в "
             "красных К, Д, В, 10 … 2, туз; в чёрных К, Д, В, туз, 2 … 10.",
             "Trumps, high to low: five, jack, ace of hearts, ace of trumps, king, queen, "
             "then 10, 9 … 2 in a red suit and 2, 3 … 10 in a black one. Plain suits: red "
             "K, Q, J, 10 … 2, ace; black K, Q, J, ace, 2 … 10."),
            ("Если пошли козырем ниже пятёрки, валета или туза червей, а других козырей у "
             "игрока нет, эти старшие карты можно придержать и не класть.",
             "When a trump lower than the five, the jack or the ace of hearts is led and a "
             "player has no other trump, he may keep those top cards back.")),
        section(
            "scoring",
            ("Раздача идёт, пока кто-то не возьмёт три взятки. Он получает столько очков, "
             "сколько у него соперников (за столом из шести — 5).",
             "A deal goes on until someone has taken three tricks. He scores one point per "
             "opponent (5 at a table of six)."),
            ("Кто взял три первые взятки подряд, может остановиться или пойти сквозным "
             "маршем: взяв все пять, он получает вдвое больше, а упустив хоть одну — ничего.",
             "Whoever takes the first three tricks may stop there or march: taking all five "
             "scores double, losing any of the last two scores nothing."),
            ("Если за пять взяток ни у кого не набралось трёх, очков не получает никто.",
             "If after five tricks nobody has three, nobody scores.")),
        section(
            "end",
            ("Игра кончается, как только кто-то наберёт 30 очков или больше; он и "
             "побеждает.",
             "The game ends as soon as a player has 30 points or more; he wins.")),
        section(
            "notes",
            ("В тексте игра без названия; мы назвали её «Пятёрка», по старшему козырю. "
             "Самая известная игра этого рода — английская Spoil Five («Двадцать пять»); "
             "где текст молчит, мы следовали ей: порядок карт в простых мастях, право "
             "сдающего взять открытого туза, придерживание только на козырный ход.",
             "The text gives the game no name; we call it «Пятёрка» (the Five), after its "
             "top trump. The best-known game of this kind is Spoil Five (Twenty-five); "
             "where the text is silent we follow it: the order of the plain suits, the "
             "dealer taking a turned ace, keeping top trumps back only on a trump lead."),
            ("Раздача, где никто не взял трёх взяток, проходит без очков. Если игрок взял "
             "третью взятку не первыми тремя, раздача сразу кончается: пять взять уже "
             "нельзя. Тот, у кого туз козырей, объявляет его, даже если не берёт козырь.",
             "A deal where nobody takes three tricks scores nothing. A player whose third "
             "trick is not among the first three cannot take five, so the deal ends at "
             "once. The holder of the trump ace announces it even when he leaves the "
             "trump."),
        ),
    ),
    rules={
        "target": ("Сколько очков нужно для победы (в тексте — 30).",
                   "How many points win the game (the text says 30)."),
        "march": ("Можно ли после трёх первых взяток играть на все пять за двойные очки.",
                  "Whether a player with the first three tricks may play for all five, "
                  "for double points."),
        "renege": ("Можно ли придержать пятёрку, валета козырей и туза червей, когда пошли "
                   "младшим козырем.",
                   "Whether the five and jack of trumps and the ace of hearts may be kept "
                   "back when a lower trump is led."),
        "rob": ("Может ли владелец туза козырей взять открытый козырь.",
                "Whether the holder of the trump ace may take the turned trump."),
        "first_dealer": (
            "Кто сдаёт первым (номер места); без значения — по жребию. При игре «ещё раз» "
            "сдача переходит к следующему за последним сдававшим.",
            "Who deals first (a seat number); unset, the lot decides. When the table "
            "plays again, the deal passes to the seat after the last dealer."),
    },
    presets={
        "classic": ("Как в тексте: до 30 очков, со всеми правилами.",
                    "As the text has it: to 30 points with every rule."),
        "short": ("Короткая игра до 10 очков.", "A short game to 10 points."),
        "strict": ("Без придерживания старших козырей и без взятия открытого козыря.",
                   "No keeping back of top trumps and no taking of the turned trump."),
    },
)
