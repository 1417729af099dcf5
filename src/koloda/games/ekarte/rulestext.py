"""Экарте for people: the rules page in Russian and English (engine/rulestext.py),
written in our own words from the package docstring's reading."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Экарте — игра вдвоём колодой в 32 карты: по пять карт, козырь открывают, после "
        "сдачи можно сменить часть карт из колоды, короли приносят очко, а за большинство "
        "из пяти взяток пишут очко или два. Партия идёт до пяти очков.",
        "Écarté is a game for two with a 32-card deck: five cards each, a card turned up "
        "for trump, an exchange of cards from the stock after the deal, a point for each "
        "king announced and one or two for the majority of the five tricks. The game is "
        "played to five points."),
    sections=(
        section("deal", (
            "Старшинство в масти: король, дама, валет, туз, десятка, девятка, восьмёрка, "
            "семёрка. Сдатчик даёт по пять карт пачками по две и три (или по три и две — "
            "как условились) и открывает следующую карту колоды: её масть — козырь. Один "
            "и тот же игрок сдаёт всю партию; следующая сдача идёт из того, что осталось "
            "от колоды.",
            "Within a suit: king, queen, jack, ace, ten, nine, eight, seven. The dealer "
            "gives five cards each in packets of two and three (or three and two, as "
            "agreed) and turns up the next card: its suit is trump. One player deals the "
            "whole game; the next deal comes from what is left of the deck."), (
            "Прикупка. Противник сдатчика может предложить прикупку или играть так. Если "
            "сдатчик принимает, противник сносит сколько хочет карт (хотя бы одну) и "
            "получает столько же из колоды, затем так же меняет карты сдатчик (он может и "
            "ничего не менять). Кто играл без прикупки или отказал в ней, обязан взять "
            "три взятки.",
            "The exchange. The dealer's opponent may propose an exchange or play as "
            "dealt. If the dealer accepts, the opponent discards as many cards as he "
            "likes (at least one) and is given as many from the stock; then the dealer "
            "does the same (he may also keep his hand). Whoever played without exchange "
            "or refused it must take three tricks.")),
        section("play", (
            "Перед своей первой картой в сдаче игрок может сказать «у меня король» и "
            "показать королей: каждый даёт очко. Первым ходит противник сдатчика, потом — "
            "взявший взятку. На ход кладут карту той же масти, без неё — козырь, а без "
            "козырей — любую. Взятку берёт старший козырь, а без козырей — старшая карта "
            "масти хода.",
            "Before his first card of the deal a player may say «I have a king» and show "
            "his kings: a point each. The dealer's opponent leads first, then the winner "
            "of each trick. Follow suit; without it play a trump; without trumps, any "
            "card. The highest trump takes the trick, else the highest card of the suit "
            "led."),),
        section("scoring", (
            "Три или четыре взятки — одно очко, все пять — два. Если взятки проиграл тот, "
            "кто был обязан взять три, победитель сдачи получает ещё штраф.",
            "Three or four tricks score one point, all five score two. If the player who "
            "had to take three tricks fails, the winner of the deal also gets the "
            "penalty."),),
        section("end", (
            "Кто первым набрал пять очков, выиграл партию — сразу, даже посреди сдачи "
            "(королём). Расчёт: оговорённая сумма за партию, или разница очков, "
            "умноженная на цену очка, или пари на взятки каждой сдачи.",
            "The first to reach five points wins the game at once, even in mid-deal (by a "
            "king). Settling: a sum agreed for the game, or the difference of the points "
            "times the price of a point, or a bet on the tricks of each deal."),),
        section("notes", (
            "Описание говорит о любом короле; в классическом экарте очко даёт только "
            "козырный король (и король, открытый козырем, — сдатчику): это правила "
            "«какие короли» и «открытый король». Показанные короли видны противнику.",
            "The description counts every king; classic écarté counts only the king of "
            "trumps (and gives the dealer a point for a king turned up): see the rules on "
            "kings. Kings announced are shown to the opponent."), (
            "Прикупка по описанию бывает один раз; в классике её можно повторять, пока "
            "хватает колоды. Штраф достаётся противнику того, кто не предлагал или "
            "отказал, и только если прикупки в этой сдаче не было вовсе.",
            "The description has one exchange; classic écarté repeats it while the stock "
            "lasts. The penalty goes to the opponent of the player who stood or refused, "
            "and only if no exchange at all took place in that deal."), (
            "«За одну или две сдачи» мы читаем как обычную длину партии, не как предел: "
            "играют, пока кто-нибудь не наберёт пять. Когда в колоде меньше одиннадцати "
            "карт, её собирают и тасуют заново. Пари на взятки: выигравший большинство "
            "взяток в сдаче получает оговорённую сумму.",
            "«In one or two deals» is read as the usual length of a game, not a limit: play "
            "goes on until someone has five. When fewer than eleven cards are left, the "
            "whole deck is gathered and shuffled. Bets on tricks: whoever takes the "
            "majority of a deal's tricks collects the agreed sum.")),
    ),
    rules={
        "target": ("Сколько очков выигрывают партию (по описанию — пять).",
                   "How many points win the game (five in the description)."),
        "packets": ("Как сдают пять карт: по две, потом по три, или наоборот.",
                    "How the five cards are dealt: two then three, or three then two."),
        "kings": ("Какие объявленные короли дают очко: любой (по описанию) или только "
                  "козырный (классика).",
                  "Which announced kings score: every king (the description) or the king "
                  "of trumps only (classic)."),
        "turnup_king": ("Если козырем открыт король, сдатчик сразу получает очко.",
                        "If the turned-up card is a king, the dealer scores a point at once."),
        "exchange": ("Прикупка: один круг, круги пока хватает колоды, или без прикупки.",
                     "The exchange: one round, rounds while the stock lasts, or none."),
        "penalty": ("Сколько очков сверх обычного получает противник, если обязанный "
                    "взять три взятки их не взял.",
                    "How many extra points the opponent gets when the player who had to "
                    "take three tricks fails."),
        "must_head": ("Отвечая в масть, нужно перебить карту хода, если есть чем "
                      "(так в классике).",
                      "When following suit a player must beat the card led if he can "
                      "(as in classic écarté)."),
        "redeal": ("Следующая сдача: из остатка колоды или из заново перетасованной.",
                   "The next deal: from the rest of the deck or from a fresh shuffle."),
        "stake": ("Расчёт: сумма за партию, разница очков на цену очка или пари на взятки.",
                  "Settling: a sum per game, the points' difference times the price of a "
                  "point, or bets on tricks."),
        "unit": ("Сумма партии, цена очка или ставка пари.",
                 "The sum for the game, the price of a point or the bet."),
        "first_dealer": ("Кто сдаёт партию; в следующей партии сдаёт другой.",
                         "Who deals the game; the other deals the next one."),
    },
    variants={
        "trump_king": ("Очко даёт только козырный король.",
                       "Only the king of trumps scores."),
        "must_head": ("Отвечая в масть, обязательно перебивать.",
                      "A card following suit must beat the card led if it can."),
    },
    presets={
        "classic": ("Классическое экарте: только козырный король, открытый король — "
                    "сдатчику, прикупка повторяется, перебивать обязательно, каждая сдача "
                    "из новой колоды.",
                    "Classic écarté: only the trump king scores, a king turned up scores "
                    "for the dealer, the exchange repeats, beating is compulsory, each deal "
                    "from a fresh deck."),
        "per_point": ("Расчёт по разнице очков.", "Settled by the difference of points."),
        "bets": ("Расчёт пари на взятки каждой сдачи.",
                 "Settled by bets on each deal's tricks."),
    },
)
