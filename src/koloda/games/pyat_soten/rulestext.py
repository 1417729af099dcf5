"""Пять сотен for people: the rules page in Russian and English (engine/rulestext.py),
written from the package docstring's reading of the text, in our own words."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Взяточная игра с торговлей для троих: кто назначил больше всех, тот играет один "
        "против двоих. Побеждает тот, кто первым наберёт 500 очков. Есть формы для двоих "
        "(с «мёртвой» рукой) и для четверых (пара на пару).",
        "A trick-taking game with bidding for three: the highest bidder plays alone "
        "against the other two. The first to 500 points wins. There are forms for two "
        "(with a dead hand) and for four (two pairs)."),
    sections=(
        section(
            "deal",
            ("Колода — 32 карты (от семёрки до туза) и джокер. Каждому сдают по десять "
             "карт, три оставшиеся кладут на стол открыто: это прикуп, его видят все. "
             "Сдают по очереди, по часовой стрелке.",
             "The deck is 32 cards (seven to ace) and a joker. Each player gets ten "
             "cards; the three left over lie face up on the table as the kitty, which "
             "everybody sees. The deal passes round to the left."),
            ("Вдвоём: третьему месту тоже сдают десять карт, но они лежат рубашкой вверх "
             "и в игре не участвуют («мёртвая» рука). Вчетвером: к колоде добавляют "
             "пятёрки, шестёрки и две четвёрки (4♠ и 4♥), всего 43 карты; партнёры сидят "
             "друг напротив друга.",
             "Two players: ten cards are dealt to an empty place too; they stay face down "
             "and out of play (the dead hand). Four players: the fives, sixes and two "
             "fours (4♠ and 4♥) are added, 43 cards in all; partners sit opposite."),
        ),
        section(
            "play",
            ("Торговля начинается слева от сдающего. Заказ — число взяток от 6 до 10 и "
             "козырная масть или «без козыря». Каждый следующий заказ должен стоить "
             "больше прежнего (цены — в разделе о подсчёте). Спасовавший больше не "
             "торгуется. Торговля кончается, когда остался один заказавший. Если "
             "спасовали все, сдачу играют без козыря, без заказа и без прикупа, первым "
             "ходит игрок слева от сдающего.",
             "Bidding starts left of the dealer. A bid is a number of tricks from 6 to "
             "10 and a trump suit or no trumps. Each bid must be worth more than the one "
             "before (see the values under scoring). A player who passes is out of the "
             "bidding, which ends when only the best bidder is left. If everybody "
             "passes, the deal is played at no trump with no contract and no kitty, and "
             "the player left of the dealer leads."),
            ("Заказавший забирает прикуп, сносит три карты рубашкой вверх и ходит "
             "первым. Остальные играют вместе против него (вчетвером — его партнёр с "
             "ним). Нужно ходить в масть; нет масти — бить козырем; нет и козыря — "
             "класть любую карту. Взятку берёт старший козырь, а без козыря — старшая "
             "карта масти хода; взявший ходит следующим.",
             "The declarer takes the kitty, lays three cards away face down and leads. "
             "The others play together against him (with four, his partner plays with "
             "him). Follow suit; with none, play a trump; with neither, play anything. "
             "The highest trump wins the trick, or else the highest card of the suit "
             "led; the winner leads next."),
            ("Старшинство козырей: джокер, валет козырной масти, валет другой масти того "
             "же цвета (он считается козырем), туз, король, дама, 10, 9, 8, 7. В "
             "остальных мастях: туз, король, дама, валет, 10 … 7. Без козыря валеты — "
             "простые карты, а джокер можно положить, только если нет масти хода, и он "
             "берёт взятку; заходя джокером, называют масть, в которую остальные должны "
             "ходить, и нельзя назвать масть, которой у вас уже не оказалось.",
             "Trumps rank: joker, the jack of trumps, the other jack of the same colour "
             "(a trump too), ace, king, queen, 10, 9, 8, 7. Other suits: ace, king, "
             "queen, jack, 10 down to 7. At no trump the jacks are plain cards; the "
             "joker may be played only by a player with no card of the suit led, and it "
             "wins the trick; leading it, its holder names the suit the others must "
             "follow, never a suit he has already shown he lacks."),
        ),
        section(
            "scoring",
            ("Цена заказа на 6 взяток: пики 40, трефы 60, бубны 80, червы 100, без "
             "козыря 120; каждая взятка сверх шести добавляет 100 (7 пик — 140, 10 без "
             "козыря — 520). Сыграл заказ — цена записывается ему в плюс, не сыграл — в "
             "минус.",
             "A bid of six tricks is worth 40 in spades, 60 in clubs, 80 in diamonds, "
             "100 in hearts and 120 at no trump; each trick above six adds 100 (seven "
             "spades 140, ten no-trumps 520). Made, the declarer scores that value; "
             "failed, he loses it."),
            ("Кто взял все десять взяток при небольшом заказе, получает 250. Каждый "
             "противник заказавшего получает по 10 за каждую свою взятку; если заказа "
             "не было, по 10 за взятку получает каждый. Вчетвером счёт ведут на пару.",
             "All ten tricks on a small bid score 250. Each opponent of the declarer "
             "scores 10 for every trick he takes; with no bid, everybody scores 10 a "
             "trick. With four, each pair keeps one score."),
        ),
        section(
            "end",
            ("Партия идёт до 500 очков. Если в одной сдаче 500 набрали и заказавший, и "
             "его противник, побеждает заказавший; из противников побеждает тот, кто "
             "добрался до 500 более ранней взяткой. Сыгранный заказ 10 червей или 10 "
             "без козыря сразу выигрывает партию.",
             "The game goes to 500. If the declarer and an opponent both reach it in "
             "the same deal, the declarer wins; between opponents, the one who got there "
             "with an earlier trick. Making ten hearts or ten no-trumps wins at once."),
        ),
        section(
            "notes",
            ("Текст не называет места валета в простых мастях, очков противникам, "
             "очков сдачи без заказа, правила джокера без козыря и проигрыша на минус "
             "500. Здесь они взяты из самой известной формы игры: валет между дамой и "
             "десяткой, по 10 за взятку, джокер без козыря — как описано выше, минус 500 "
             "— по желанию. Какие четвёрки добавить вчетвером, текст тоже не говорит: "
             "берём 4♠ и 4♥. Заказа «мизер» в тексте нет, и здесь его нет.",
             "The text does not say where a plain jack ranks, what the opponents or a "
             "deal without a bid score, how the joker plays at no trump, or whether "
             "minus 500 loses. Those are taken from the best-known form of the game: the "
             "jack between queen and ten, 10 a trick, the joker at no trump as described "
             "above, minus 500 as an option. Which fours join the four-player deck is "
             "not named either: 4♠ and 4♥ here. The text has no misère bid, nor does "
             "this game."),
        ),
    ),
    rules={
        "target": ("До скольких очков идёт партия; «одна сдача» — играют одну сдачу, "
                   "побеждает лучший счёт.",
                   "How many points win the game; «one deal» plays a single deal and the "
                   "best score wins."),
        "must_trump": ("Обязан ли игрок без масти хода бить козырем (так в тексте). "
                       "Выключено — можно положить любую карту.",
                       "Whether a player with no card of the suit led must trump (as the "
                       "text says). Off: he may play anything."),
        "slam": ("Когда все десять взяток дают 250: при заказе ниже 7 треф (так в "
                 "тексте) или при любом заказе дешевле 250 (классика).",
                 "When all ten tricks score 250: on a bid below seven clubs (the text) or "
                 "on any bid worth less than 250 (classic)."),
        "instant_win": ("Выигрывает ли сыгранный заказ 10 червей или 10 без козыря "
                        "партию сразу, при любом счёте.",
                        "Whether making ten hearts or ten no-trumps wins the game at "
                        "once, whatever the score."),
        "minus_out": ("Проигрывает ли сторона, чей счёт упал до минус цели (минус 500) "
                      "или ниже; тогда побеждает лучший из остальных.",
                      "Whether a side whose score falls to minus the target (minus 500) "
                      "or below loses; the best of the others then wins."),
        "max_deals": ("Защита от бесконечной партии: после стольких сдач игра кончается, "
                      "побеждает лучший счёт.",
                      "A guard against endless games: after this many deals the game ends "
                      "and the best score wins."),
    },
    variants={
        "free_discard": ("Без масти хода можно положить любую карту, не обязательно "
                         "козырь.",
                         "With no card of the suit led, any card may be played, not "
                         "only a trump."),
        "minus_out": ("Сторона, упавшая до минус 500, проигрывает.",
                      "A side that falls to minus 500 loses."),
    },
    presets={
        "text": ("Всё как в тексте.", "Everything as the text has it."),
        "classic": ("Самая известная форма: без масти можно не бить, 250 за все взятки "
                    "при заказе дешевле 250, минус 500 проигрывает.",
                    "The best-known form: no need to trump when void, 250 for all ten "
                    "tricks on a bid worth less than 250, minus 500 loses."),
        "one_deal": ("Одна сдача: побеждает лучший счёт.",
                     "A single deal: the best score wins."),
    },
)
