"""Простак for people: the rules page in Russian and English (engine/rulestext.py),
written in our own words from the package docstring's reading of the source text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра комбинаций для двух — четырёх игроков с полной колодой в 52 карты. Игроки по "
        "очереди выкладывают на стол сочетания карт — суммы 15, 25 и 31, пары, масти, "
        "карты подряд — и получают за них очки. Кто первым наберёт 31 очко, побеждает.",
        "A combination game for two to four players with the full 52-card deck. In turn "
        "the players lay down sets of cards — sums of 15, 25 and 31, pairs, suits, runs — "
        "and score points for them. The first to 31 points wins."),
    sections=(
        section(
            "deal",
            ("Первого сдающего выбирает жребий, дальше сдают по очереди по часовой стрелке. "
             "Каждый получает три карты, по одной, начиная с соседа сдающего слева. "
             "Следующая карта кладётся открытой под колоду поперёк: её масть — козырь, и "
             "она будет последней картой колоды.",
             "The lot picks the first dealer; the deal then passes clockwise. Each player "
             "gets three cards, one at a time, starting at the dealer's left. The next "
             "card goes face up crosswise under the stock: its suit is trumps, and it will "
             "be the last card drawn."),
            ("Если открыт валет, каждый соперник сдающего сразу получает 2 очка.",
             "If the turned card is a jack, each of the dealer's opponents scores 2 at "
             "once.")),
        section(
            "play",
            ("Первым ходит сосед сдающего слева, дальше по часовой стрелке. Игрок с "
             "комбинацией выкладывает одну (какую — выбирает сам) открыто на стол и "
             "получает за неё очки. Если после этого у него меньше трёх карт, он "
             "добирает из колоды до трёх. Если комбинации нет, игрок берёт одну карту из "
             "колоды.",
             "The player at the dealer's left starts, then play goes clockwise. A player "
             "with a combination lays one down face up (he chooses which) and scores it. "
             "If he then has fewer than three cards, he draws up to three. A player "
             "without a combination draws one card."),
            ("Комбинации можно придержать, чтобы собрать более дорогую, и вместо них взять "
             "карту, пока на руках меньше семи карт и в колоде что-то есть. В строгой "
             "игре (набор правил «объявлять сразу») придерживать нельзя.",
             "A player may keep his combinations back to build a dearer one and draw "
             "instead, while he holds fewer than seven cards and the stock lasts. In the "
             "strict game (the preset «declare at once») he may not."),
            ("Когда колода кончилась, игрок без комбинации пасует. Если все подряд "
             "спасовали, раздача окончена: очки сохраняются, сдаёт следующий.",
             "Once the stock is empty, a player without a combination passes. When all "
             "have passed in a row the deal is over: the points stay and the next player "
             "deals.")),
        section(
            "scoring",
            ("Туз считается за 1, карты от двойки до десятки — по достоинству, валет, дама "
             "и король — по 10. Подряд карты идут так: туз, 2, 3 … 10, валет, дама, король "
             "(туз не следует за королём); масти в ряду любые.",
             "The ace counts 1, the two to ten their number, the jack, queen and king 10 "
             "each. Runs go ace, 2, 3 … 10, jack, queen, king (the ace does not follow the "
             "king), in any suits."),
            ("Комбинации: карты с суммой 15 — 15 очков; три и больше карт с суммой 25 — 25; "
             "четыре и больше с суммой 31 — 31; две карты одного достоинства — 2, три — 6, "
             "четыре — 12; три или четыре карты одной масти — 1; три карты подряд — 2, "
             "четыре — 4, пять и больше — 10; валет козырей — 1.",
             "Combinations: cards adding up to 15 score 15; three or more adding up to 25 "
             "score 25; four or more adding up to 31 score 31; two cards of a rank 2, three "
             "6, four 12; three or four cards of one suit 1; a run of three 2, of four 4, "
             "of five or more 10; the jack of trumps 1."),
            ("Выложенный набор — одна комбинация; если он подходит под несколько, "
             "засчитывается самая дорогая: три пятёрки дают 15, а не 6.",
             "A set laid down is one combination; when it fits several, the dearest "
             "counts: three fives score 15, not 6.")),
        section(
            "end",
            ("Кто первым наберёт 31 очко или больше, сразу побеждает, даже посреди "
             "раздачи. Если двое доберутся до 31 одновременно (на открытом валете), "
             "побеждают оба. Если за отведённое число раздач никто не набрал 31, "
             "побеждает тот, у кого больше очков.",
             "The first to 31 points or more wins at once, even in the middle of a deal. "
             "If two reach 31 together (on a turned jack), both win. If nobody reaches 31 "
             "within the allowed number of deals, the highest score wins.")),
        section(
            "notes",
            ("Текст не говорит, сколько стоят картинки и что делать, когда колода "
             "кончилась. Мы считаем картинки по 10, как в самой известной игре этого рода, "
             "криббедже, а раздачу доигрываем, пока у кого-то есть комбинации.",
             "The text does not say what the picture cards count or what happens when the "
             "stock runs out. We count pictures as 10, as the best-known game of this kind, "
             "cribbage, does, and play a deal on while anybody holds a combination."),),
    ),
    rules={
        "target": ("Сколько очков нужно для победы (в тексте — 31).",
                   "How many points win the game (the text says 31)."),
        "heels": ("Даёт ли валет, открытый козырем, по 2 очка соперникам сдающего.",
                  "Whether a jack turned up for trumps gives 2 points to each of the "
                  "dealer's opponents."),
        "hold": ("Можно ли придержать комбинацию и вместо неё взять карту из колоды (пока "
                 "на руках меньше семи карт). Без этого четыре одного достоинства и пять "
                 "карт подряд, за которые текст даёт очки, собрать нельзя.",
                 "Whether a player may keep his combinations back and draw a card instead "
                 "(while he holds fewer than seven). Without it four of a kind and a run of "
                 "five, which the text scores, could never be built."),
        "max_deals": ("Сколько раздач играть самое большее; потом побеждает больший счёт.",
                      "The most deals to play; after them the highest score wins."),
        "first_dealer": (
            "Кто сдаёт первым (номер места); без значения — по жребию. При игре «ещё раз» "
            "сдача переходит к следующему за последним сдававшим.",
            "Who deals first (a seat number); unset, the lot decides. When the table "
            "plays again, the deal passes to the seat after the last dealer."),
    },
    presets={
        "classic": ("До 31 очка; комбинации можно придерживать.",
                    "To 31 points; combinations may be kept back."),
        "strict": ("Буквально по тексту: у кого есть комбинация, тот выкладывает её сразу.",
                   "The text read literally: whoever holds a combination lays one down at "
                   "once."),
        "one_deal": ("Одна раздача: побеждает тот, кто наберёт 31, или больший счёт в "
                     "конце раздачи.",
                     "One deal: whoever reaches 31 wins, or the highest score when the "
                     "deal ends."),
    },
)
