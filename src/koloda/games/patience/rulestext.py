"""The solitaires for people: a rules page per solitaire in Russian and English (see
engine/rulestext.py). Written from each layout's reading of the source texts (the
``reading_*`` of its declaration), in our own words, without the notation of moves."""

from __future__ import annotations

from collections.abc import Mapping

from koloda.engine.rulestext import Pair, RulesText, Section

HEADINGS: Mapping[str, Pair] = {
    "deal": ("Раскладка", "The layout"),
    "play": ("Ходы", "Moves"),
    "scoring": ("Итог", "The result"),
    "end": ("Когда пасьянс сходится", "Winning and losing"),
    "notes": ("Как мы поняли текст", "How we read the text"),
}

WON_LOST: Pair = (
    "Очков здесь нет: пасьянс либо сходится, либо нет. В статистику идут победы, время "
    "и число ходов; ходы можно отменять, и победа после отмены тоже считается.",
    "There are no points: a deal either comes out or it does not. Statistics keep the "
    "wins, the time and the number of moves; moves can be taken back, and a win after "
    "taking moves back still counts.")

FORCED: Pair = (
    "Очков здесь нет, а выбора у игрока нет совсем: расклад играет себя сам, и исход "
    "решает перетасовка. В статистику идут сошедшиеся раскладки.",
    "There are no points and no choices at all: the layout plays itself, and the "
    "shuffle alone decides. Statistics count the deals that came out.")

NUMBERS: Pair = (
    "У каждой раздачи есть номер: тот же номер всегда даёт ту же раскладку.",
    "Every deal has a number: the same number always gives the same layout.")

AUTO: Pair = (
    "Карты, которые больше не нужны ни одной карте на столе, сами уходят в основания. "
    "Так пасьянс не может стать несходящимся; выключите, чтобы переносить всё вручную.",
    "Cards that no card on the table can still need go to the foundations by "
    "themselves. This can never spoil a deal; switch it off to move everything by "
    "hand.")

AUTO_WASTE: Pair = (
    AUTO[0][:-1] + " Из сброса, который открывают по нескольку карт, сами карты не уходят.",
    AUTO[1][:-1] + " Nothing goes by itself from a waste turned several cards at a time.")


def _sec(id: str, paras: Pair | tuple[Pair, ...]) -> Section:
    items = (paras,) if isinstance(paras[0], str) else paras
    return Section(id, tuple(items), HEADINGS.get(id))


def solitaire(intro: Pair, deal: Pair | tuple[Pair, ...], play: Pair | tuple[Pair, ...],
              end: Pair | tuple[Pair, ...], scoring: Pair | tuple[Pair, ...] = WON_LOST,
              notes: Pair | tuple[Pair, ...] | None = None,
              rules: Mapping[str, Pair] | None = None,
              variants: Mapping[str, Pair] | None = None) -> RulesText:
    sections = [_sec("deal", deal), _sec("play", play), _sec("scoring", scoring),
                _sec("end", end)]
    if notes is not None:
        sections.append(_sec("notes", notes))
    return RulesText(intro, tuple(sections), dict(rules or {}), dict(variants or {}))


SUIT_HOME: Pair = (
    "Основания собираются по масти: туз, двойка, тройка и так до короля.",
    "The foundations are built by suit: ace, two, three and so on up to the king.")

TEXTS: dict[str, RulesText] = {}

TEXTS["klondike"] = solitaire(
    intro=("Косынка — самый известный пасьянс: из перемешанной колоды нужно собрать четыре "
           "масти от туза до короля.",
           "Klondike is the best-known solitaire: out of a shuffled deck, build the four "
           "suits from ace to king."),
    deal=(("Семь стопок: в первой одна карта, во второй две и так до семи; верхняя карта "
           "каждой открыта. Остальные 24 карты — колода.",
           "Seven piles: one card in the first, two in the second and so on up to seven; "
           "the top card of each is face up. The other 24 cards are the stock."), NUMBERS),
    play=(("Из колоды в сброс открывают по три карты (или по одной); играть можно верхней "
           "картой сброса. На столе карты кладутся по убыванию с чередованием цвета: на "
           "красную восьмёрку — чёрную семёрку. Переносить можно любую открытую "
           "последовательность целиком; когда с закрытой карты всё снято, она "
           "открывается.",
           "Cards are turned from the stock onto the waste three at a time (or one at a "
           "time); the waste's top card is in play. On the table cards go down in "
           "alternating colours: a black seven on a red eight. Any face-up run moves as a "
           "whole; a face-down card is turned up once nothing covers it."),
          ("На пустое место кладут только короля или последовательность, начатую с "
           "короля. " + SUIT_HOME[0] + " Карту из основания можно вернуть на стол. Колоду "
           "можно переворачивать сколько угодно раз.",
           "An empty pile takes only a king or a run headed by a king. " + SUIT_HOME[1]
           + " A card may come back from a foundation to the table. The stock may be "
           "turned over as often as you like.")),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях. Если ходов не осталось, он не "
         "сошёлся.",
         "The deal is won when all 52 cards are on the foundations. With no move left it "
         "is lost."),
    notes=("О пересдачах и о возврате карт из оснований текст молчит; мы играем, как в "
           "Косынке из Windows: колоду можно проходить без ограничений, а карту из "
           "основания — вернуть.",
           "The text says nothing about turning the stock again or taking cards back from "
           "the foundations; we play as Windows Klondike does: the stock goes round "
           "without limit and a card may come back."),
    rules={
        "auto": AUTO_WASTE,
        "draw": ("Сколько карт за раз открывается из колоды: одна или три.",
                 "How many cards are turned from the stock at a time: one or three."),
        "redeals": ("Сколько раз можно перевернуть сброс обратно в колоду; без ограничения "
                    "— сколько угодно.",
                    "How many times the waste may be turned back into the stock; with no "
                    "limit, as often as you like."),
        "empty": ("Что кладут на пустое место: только короля (или ряд с короля) или ещё "
                  "любую собранную последовательность из двух и более карт.",
                  "What an empty pile takes: only a king (or a run headed by one), or also "
                  "any built run of two or more cards."),
    },
    variants={
        "by1": ("Карты из колоды открываются по одной.", "Cards are turned one at a time."),
        "by3": ("Карты из колоды открываются по три.", "Cards are turned three at a time."),
        "any_run": ("На пустое место можно положить и любую собранную последовательность.",
                    "An empty pile also takes any built run."),
    },
)

TEXTS["solitaire"] = solitaire(
    intro=("Солитер (FreeCell): все карты открыты с самого начала, и почти каждую раздачу "
           "можно разложить, если думать наперёд.",
           "Solitaire (FreeCell): every card is face up from the start, and nearly every "
           "deal can be won by thinking ahead."),
    deal=(("Вся колода раскладывается в восемь столбцов открытыми: в четырёх по семь карт, "
           "в четырёх по шесть. Над ними четыре свободные ячейки и четыре основания.",
           "The whole deck is dealt face up into eight columns: seven cards in four of "
           "them, six in the other four. Above them are four free cells and four "
           "foundations."),
          ("Номера раздач те же, что в FreeCell из Windows: раздача с тем же номером "
           "выглядит так же.",
           "Deal numbers are those of Windows FreeCell: a deal of the same number looks the "
           "same.")),
    play=("Переносить можно нижнюю карту столбца: в свободную ячейку (в каждой помещается "
          "одна карта), на карту на единицу старше другого цвета или в пустой столбец. "
          "Сложенную последовательность можно перенести целиком, если хватает свободных "
          "ячеек и пустых столбцов, чтобы переложить её по одной. " + SUIT_HOME[0],
          "You move the bottom card of a column: to a free cell (one card each), onto a "
          "card one rank higher of the other colour, or into an empty column. A built run "
          "moves whole when there are enough free cells and empty columns to move it card "
          "by card. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все карты в основаниях.",
         "The deal is won when every card is on the foundations."),
    rules={
        "auto": AUTO,
        "numbering": ("Откуда берутся раздачи: по номерам FreeCell из Windows или из "
                      "перетасовки по номеру.",
                      "Where deals come from: the numbered deals of Windows FreeCell, or "
                      "a shuffle from the deal number."),
        "cells": ("Сколько свободных ячеек (от одной до четырёх); чем меньше, тем труднее.",
                  "How many free cells (one to four); the fewer, the harder."),
    },
    variants={
        "classic": ("Раздачи с номерами FreeCell из Windows.",
                    "The numbered deals of Windows FreeCell."),
        "shuffled": ("Раздачи перемешиваются по номеру заново.",
                     "Deals are shuffled afresh from the number."),
    },
)

TEXTS["spider"] = solitaire(
    intro=("Паук — пасьянс на две колоды: нужно собрать восемь рядов от короля до туза "
           "одной масти.",
           "Spider is played with two decks: build eight runs of one suit from king down "
           "to ace."),
    deal=(("104 карты. Десять столбцов: в четырёх по шесть карт, в шести по пять; открыта "
           "только верхняя карта каждого. Остальные 50 карт — колода.",
           "104 cards. Ten columns: six cards in four of them, five in the other six; only "
           "the top card of each is face up. The other 50 cards are the stock."), NUMBERS),
    play=(("Карту кладут на карту на единицу старше любой масти, в пустой столбец — любую. "
           "Несколько карт переносятся вместе, только если они одной масти и идут подряд. "
           "Когда собран ряд одной масти от короля до туза, он сам уходит со стола.",
           "A card goes on a card one rank higher of any suit; an empty column takes any "
           "card. Several cards move together only when they are of one suit and in "
           "sequence. A full run of one suit from king to ace leaves the table by itself."),
          ("Колода сдаётся по десять карт — по одной на каждый столбец, и только когда "
           "пустых столбцов нет.",
           "The stock is dealt ten cards at a time, one onto each column, and only when no "
           "column is empty.")),
    end=("Пасьянс сошёлся, когда ушли все восемь рядов.",
         "The deal is won when all eight runs have left."),
    notes=("Текст просит для двух и четырёх мастей класть карты с чередованием цвета, но "
           "тогда ряды одной масти почти не собрать; мы кладём без учёта масти, как в "
           "классическом Пауке.",
           "The text asks for alternating colours with two and four suits, but then runs "
           "of one suit could hardly be built; we build on any suit, as classic Spider "
           "does."),
    rules={"suits": ("Сколько мастей в 104 картах: одна (все пики — проще всего), две (пики "
                     "и черви) или четыре (две обычные колоды — труднее всего).",
                     "How many suits the 104 cards have: one (all spades, the easiest), two "
                     "(spades and hearts) or four (two ordinary decks, the hardest).")},
    variants={
        "one_suit": ("Одна масть: все карты пики.", "One suit: every card is a spade."),
        "two_suits": ("Две масти: пики и черви.", "Two suits: spades and hearts."),
        "four_suits": ("Четыре масти: две обычные колоды.",
                       "Four suits: two ordinary decks."),
    },
)

TEXTS["carlton"] = solitaire(
    intro=("Карлтон — пасьянс со стопками, которые докладываются из колоды, когда "
           "захочет игрок.",
           "Carlton is a solitaire whose piles are fed from the stock whenever the player "
           "wants."),
    deal=("Четыре открытые стопки: в первой четыре карты, во второй три, в третьей две, в "
          "четвёртой одна; остальные карты — колода.",
          "Four piles of four, three, two and one cards, all face up; the rest is the "
          "stock."),
    play=("Карты кладут по убыванию с чередованием цвета, и такая последовательность "
          "переносится целиком. Пустую стопку занимает любая карта или последовательность. "
          "Колода по желанию игрока сдаёт по одной карте на каждую стопку и проходится один "
          "раз. " + SUIT_HOME[0],
          "Cards go down in alternating colours, and such a run moves as a whole. Any card "
          "or run may fill an empty pile. On request the stock deals one card onto every "
          "pile, and it goes through once. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все карты в основаниях.",
         "The deal is won when every card is on the foundations."),
    notes=("Текст описывает маленькую раскладку на одну колоду; классический Карлтон из "
           "книг — на две колоды и восемь стопок, он есть как вариант.",
           "The text lays out a small one-deck game; the Carlton of the books uses two "
           "decks and eight piles, and is offered as a variant."),
    rules={"auto": AUTO,
           "decks": ("Одна колода и четыре стопки, как в тексте, или две колоды, восемь "
                     "стопок от одной до восьми карт и восемь оснований, как в книгах.",
                     "One deck and four piles as in the text, or two decks, eight piles of "
                     "one to eight cards and eight foundations, as in the books.")},
    variants={"books": ("Две колоды и восемь стопок, как в книгах.",
                        "Two decks and eight piles, as in the books.")},
)

TEXTS["kings"] = solitaire(
    intro=("Короли — пасьянс на две колоды, где масть не важна: нужно собрать восемь "
           "стопок от туза до короля.",
           "Kings is a two-deck solitaire in which suits do not matter: build eight piles "
           "from ace up to king."),
    deal=("Восемь тузов начинают восемь оснований. Остальные 96 карт лежат открыто в "
          "восьми стопках по двенадцать.",
          "The eight aces start eight foundations. The other 96 cards lie face up in eight "
          "piles of twelve."),
    play=("Верхнюю карту стопки можно положить на верхнюю карту другой стопки, если та на "
          "единицу старше или младше, — любой масти, по одной карте. Пустую стопку "
          "занимает любая карта. Основания собираются от туза до короля без учёта масти.",
          "A pile's top card goes on another pile's top card one rank higher or lower, of "
          "any suit, one card at a time. Any card fills an empty pile. The foundations "
          "are built from ace to king whatever the suits."),
    end=("Пасьянс сошёлся, когда все карты в основаниях.",
         "The deal is won when every card is home."),
    notes=("Сколько карт в стопке, текст не говорит — мы делим поровну. Что класть на "
           "пустое место, текст тоже не говорит: любую карту, как в пасьянсах этого "
           "семейства.",
           "The text does not say how many cards a pile holds, so we share them out "
           "evenly; nor what fills an empty pile: any card, as in the solitaires of this "
           "family."),
    rules={"auto": AUTO},
)

TEXTS["street"] = solitaire(
    intro=("Улица — пасьянс с открытыми картами, где карту можно класть и на старшую, и на "
           "младшую.",
           "Street is an open solitaire in which a card may go on a higher or a lower "
           "one."),
    deal=("Восемь стопок, все карты открыты: в четырёх левых по семь, в четырёх правых по "
          "шесть.",
          "Eight piles, every card face up: seven cards in each of the four on the left, "
          "six in each of the four on the right."),
    play=("Верхнюю карту стопки кладут на карту на единицу старше или младше любой масти "
          "или в пустую стопку — по одной. " + SUIT_HOME[0],
          "A pile's top card goes on a card one rank higher or lower of any suit, or into "
          "an empty pile, one at a time. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    notes=("По тексту в каждой стопке по семь карт, но на это нужно 56 карт; мы "
           "раскладываем, как в пасьянсе «Улицы и переулки».",
           "The text puts seven cards in every pile, which would need 56 cards; we deal as "
           "Streets and Alleys does."),
    rules={"auto": AUTO},
)

TEXTS["streets"] = solitaire(
    intro=("Улицы — пасьянс на две колоды с восемью основаниями по мастям.",
           "Streets is a two-deck solitaire with eight foundations built by suit."),
    deal=("Две колоды. Восемь стопок по четыре открытые карты; остальное — колода.",
          "Two decks. Eight piles of four face-up cards; the rest is the stock."),
    play=("Колода открывается в сброс по одной карте и проходится один раз. Карты кладут "
          "по убыванию с чередованием цвета; такая последовательность переносится "
          "целиком, а пустую стопку занимает любая карта или последовательность. Основания "
          "собираются по масти от туза до короля.",
          "The stock is turned onto the waste one card at a time, once through. Cards go "
          "down in alternating colours; such a run moves as a whole, and any card or run "
          "fills an empty pile. The foundations are built by suit from ace to king."),
    end=("Пасьянс сошёлся, когда все 104 карты в основаниях.",
         "The deal is won when all 104 cards are home."),
    notes=("Текст требует последовательность «одной масти», но при чередовании цвета такую "
           "не собрать; переносится последовательность с чередованием цвета.",
           "The text asks for a run of one suit, which cannot be built when colours "
           "alternate; runs in alternating colours move instead."),
    rules={"auto": AUTO,
           "redeals": ("Сколько раз сброс можно вернуть в колоду (обычно ни разу).",
                       "How many times the waste may go back to the stock (normally "
                       "never).")},
    variants={"redeal": ("Колоду можно пройти ещё один раз.",
                         "The stock may be gone through once more.")},
)

TEXTS["alternation"] = solitaire(
    intro=("Чередование — пасьянс, где на столе масть не важна, а переносить ряды можно "
           "только одной масти.",
           "Alternation is a solitaire in which suits do not matter on the table, but only "
           "runs of one suit move together."),
    deal=("Семь стопок по четыре открытые карты; остальное — колода.",
          "Seven piles of four face-up cards; the rest is the stock."),
    play=("Колода открывается в сброс по одной карте и проходится один раз. Карты кладут по "
          "убыванию без учёта масти; целиком переносится только последовательность одной "
          "масти; пустую стопку занимает любая карта. " + SUIT_HOME[0],
          "The stock is turned onto the waste one card at a time, once through. Cards go "
          "down whatever the suit; only a run of one suit moves as a whole; any card fills "
          "an empty pile. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    notes=("В тексте то семь, то шесть рядов; мы раскладываем семь по четыре.",
           "The text speaks of seven rows and of six; we deal seven of four."),
    rules={"auto": AUTO,
           "redeals": ("Сколько раз сброс можно вернуть в колоду (обычно ни разу).",
                       "How many times the waste may go back to the stock (normally "
                       "never).")},
    variants={"redeal": ("Колоду можно пройти ещё один раз.",
                         "The stock may be gone through once more.")},
)

TEXTS["sixes"] = solitaire(
    intro=("Шестёрки — пасьянс из шести стопок, куда колода подкладывает карты слева.",
           "Sixes is a solitaire of six piles, fed by the stock from the left."),
    deal=("Шесть стопок по шесть открытых карт; остальные 16 — колода.",
          "Six piles of six face-up cards; the other 16 are the stock."),
    play=("Кнопка «сдать» кладёт следующую карту колоды на крайнюю левую стопку, какой бы "
          "она ни была; колода проходится один раз. Карты кладут по убыванию без учёта "
          "масти, целиком переносится только последовательность одной масти, пустую стопку "
          "занимает любая карта. " + SUIT_HOME[0],
          "Dealing puts the next stock card onto the leftmost pile, whatever lies there; "
          "the stock goes through once. Cards go down whatever the suit, only a run of one "
          "suit moves as a whole, and any card fills an empty pile. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    rules={"auto": AUTO},
)

TEXTS["secret"] = solitaire(
    intro=("Секрет — пасьянс, где каждую открытую из колоды карту нужно сразу куда-то "
           "пристроить.",
           "Secret is a solitaire in which every card turned from the stock must be placed "
           "at once."),
    deal=("Семь открытых карт начинают семь стопок; остальные 45 — колода.",
          "Seven face-up cards start seven piles; the other 45 are the stock."),
    play=("Открытую из колоды карту кладут на любую стопку, какой бы ни была её верхняя "
          "карта, или в основание — и только потом открывают следующую. Со стопки на "
          "стопку карты не переносятся; верхние карты стопок уходят в основания. "
          + SUIT_HOME[0] + " Колода проходится один раз.",
          "A card turned from the stock goes onto any pile, whatever its top card, or to a "
          "foundation, before the next one is turned. Cards never move from pile to pile; "
          "the piles' top cards go to the foundations. " + SUIT_HOME[1]
          + " The stock goes through once."),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    notes=("Как класть карты на стопки, текст не говорит; мы следуем старому пасьянсу "
           "«Сэр Томми».",
           "The text gives no rule for building on the piles; we follow the old patience "
           "Sir Tommy."),
    rules={"auto": AUTO},
)

TEXTS["troika"] = solitaire(
    intro=("Тройка — пасьянс из веером разложенных троек карт.",
           "Troika is a solitaire of small fans of three cards."),
    deal=("Семнадцать вееров по три открытые карты и один из одной карты. Четыре туза "
          "вынимаются и начинают основания.",
          "Seventeen fans of three face-up cards and one of a single card. The four aces "
          "are taken out to start the foundations."),
    play=("Верхнюю карту веера можно положить только на верхнюю карту того же достоинства "
          "и только на веер, где меньше трёх карт. Опустевший веер остаётся пустым. "
          + SUIT_HOME[0],
          "A fan's top card may go only onto a top card of the same rank, and only onto a "
          "fan of fewer than three cards. An empty fan stays empty. " + SUIT_HOME[1]),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    rules={"auto": AUTO},
)

TEXTS["labyrinth"] = solitaire(
    intro=("Лабиринт — пасьянс, где карты выкладываются рядами, а свободны только крайние.",
           "Labyrinth is a solitaire dealt in rows, of which only the outer cards are "
           "free."),
    deal=("Четыре туза начинают основания. Остальные 48 карт выкладываются по желанию "
          "игрока рядами по восемь, каждый новый ряд под предыдущим.",
          "The four aces start the foundations. The other 48 cards are dealt, when the "
          "player asks, in rows of eight, each new row below the last."),
    play=("Свободны карты верхнего и нижнего рядов: они уходят в основания по масти, и "
          "тогда освобождается следующая карта того же столбца. Основания собираются от "
          "двойки до короля своей масти.",
          "The cards of the top row and of the bottom row are free: they go to the "
          "foundations by suit, which frees the next card of their column. The "
          "foundations are built from two up to king of their suit."),
    end=("Пасьянс сошёлся, когда все 52 карты в основаниях.",
         "The deal is won when all 52 cards are home."),
    notes=("В тексте ряды лежат сразу, но карты уходят в основания прямо во время "
           "раскладки; мы выкладываем ряд за рядом, как в книжном «Лабиринте».",
           "In the text the rows are laid at once, yet cards go home while dealing; we deal "
           "row by row, as the Labyrinth of the books does."),
    rules={"auto": ("Всё, что может уйти в основание, уходит само.",
                    "Every card that can go home goes there by itself.")},
)

TEXTS["joker"] = solitaire(
    intro=("Джокер — пасьянс на короткой колоде с двумя джокерами, которые заменяют "
           "недостающие карты.",
           "Joker is a short-deck solitaire with two jokers that stand in for missing "
           "cards."),
    deal=("Тузы начинают основания. 28 карт от семёрки до короля и два джокера лежат "
          "открыто в шести столбцах по пять.",
          "The aces start the foundations. 28 cards from seven to king and two jokers lie "
          "face up in six columns of five."),
    play=("Свободна только последняя карта столбца: её можно отправить в основание, в "
          "пустой столбец или на свободную карту на единицу старше другого цвета. "
          "Освободившийся джокер ждёт в запасе. Им можно заменить недостающую карту: "
          "например, положить восьмёрку бубен на десятку бубен, а между ними — джокер "
          "вместо чёрной девятки; можно и сразу оба джокера. Когда карту с джокера "
          "убирают, он возвращается в запас. Основания собираются по масти: туз, затем "
          "семёрка, восьмёрка и так до короля.",
          "Only a column's last card is free: it goes to a foundation, into an empty "
          "column, or onto a free card one rank higher of the other colour. A joker that "
          "comes free waits in reserve. It can stand in for a missing card: an eight of "
          "diamonds may go on a ten of diamonds with a joker between them in place of a "
          "black nine; both jokers can be used at once. When the card on a joker leaves, "
          "the joker goes back to the reserve. The foundations are built by suit: ace, "
          "then seven, eight and so on up to king."),
    end=("Пасьянс сошёлся, когда все 28 карт в основаниях.",
         "The deal is won when all 28 cards are home."),
    rules={"auto": AUTO},
)

_PAIR13: Pair = (
    "Король убирается один, а две карты убираются вместе, если в сумме дают 13 (туз — 1, "
    "валет — 11, дама — 12, остальные по числу очков).",
    "A king goes out alone, and two cards go out together when they add up to 13 (ace "
    "1, jack 11, queen 12, the rest their face value).")

TEXTS["pyramid"] = solitaire(
    intro=("Пирамида — пасьянс, где карты убирают парами, дающими в сумме 13.",
           "Pyramid is a solitaire in which cards go out in pairs that add up to 13."),
    deal=("28 карт лежат открытыми пирамидой из семи рядов: каждая карта лежит на двух "
          "картах ряда ниже. Остальные — колода, её верхняя карта открыта.",
          "28 cards lie face up in a pyramid of seven rows, each resting on two cards of "
          "the row below. The rest is the stock, its top card face up."),
    play=(_PAIR13[0] + " Играют открытые (ничем не накрытые) карты пирамиды, верхняя "
          "карта колоды и верхняя карта сброса. Карту колоды можно в любой момент "
          "переложить в сброс; колода проходится один раз.",
          _PAIR13[1] + " The uncovered cards of the pyramid, the stock's top card and the "
          "waste's top card are in play. A stock card may be moved to the waste at any "
          "time; the stock goes through once."),
    end=("Пасьянс сошёлся, когда разобрана вся пирамида (или, если так выбрано, убраны все "
         "52 карты).",
         "The deal is won when the whole pyramid is cleared (or, if so chosen, all 52 "
         "cards are out)."),
    rules={
        "redeals": ("Сколько раз сброс можно перевернуть в новую колоду; без ограничения — "
                    "сколько угодно.",
                    "How many times the waste may be turned into a new stock; with no "
                    "limit, as often as you like."),
        "clear": ("Что нужно убрать для победы: пирамиду или все 52 карты.",
                  "What must go out to win: the pyramid, or all 52 cards."),
    },
    variants={
        "unlimited": ("Колоду можно проходить сколько угодно раз.",
                      "The stock may go through any number of times."),
        "three_passes": ("Колоду можно пройти три раза.",
                         "The stock goes through three times."),
        "all_cards": ("Убрать нужно все 52 карты.", "All 52 cards must go out."),
    },
)

TEXTS["monte_carlo"] = solitaire(
    intro=("Монте-Карло — пасьянс, где убирают пары соседних карт.",
           "Monte Carlo is a solitaire of removing touching pairs."),
    deal=("Карты лежат открыто в четыре ряда по пять; остальные — колода.",
          "Cards lie face up in four rows of five; the rest is the stock."),
    play=("Две соседние карты — рядом, одна над другой или по диагонали — одного "
          "достоинства или одной масти убираются вместе. После этого оставшиеся карты "
          "сдвигаются по порядку, ряд за рядом, а освободившиеся места в конце "
          "заполняются из колоды.",
          "Two touching cards (side by side, one above the other, or corner to corner) of "
          "the same rank or the same suit go out together. The remaining cards then close "
          "up in reading order, row after row, and the places freed at the end are filled "
          "from the stock."),
    end=("Пасьянс сошёлся, когда карт не осталось; если пар больше нет, он не сошёлся.",
         "The deal is won when no card is left; with no pair left it is lost."),
    notes=("Слова текста о том, что места заполняются из нижних рядов, можно понять и "
           "иначе — каждый столбец сдвигается вверх; это есть как вариант.",
           "The text's gaps filled from the lower rows may also mean each column closing "
           "upwards; that is offered as a variant."),
    rules={
        "rows": ("Сколько рядов по пять карт в раскладке: четыре или пять.",
                 "How many rows of five cards are laid: four or five."),
        "match": ("Какие соседи составляют пару: одного достоинства или одной масти — или "
                  "только одного достоинства.",
                  "Which neighbours pair: same rank or same suit, or same rank only."),
        "close_up": ("Сдвигаются ли карты сами после каждой пары или отдельным ходом "
                     "игрока.",
                     "Whether the cards close up by themselves after each pair, or as a "
                     "move of the player's own."),
        "gaps": ("Как закрываются пустые места: карты сдвигаются по порядку, ряд за рядом, "
                 "или каждый столбец поднимается вверх; освободившиеся места заполняются "
                 "из колоды.",
                 "How gaps close: the cards move on in reading order, row after row, or "
                 "each column moves up; the places freed are filled from the stock."),
    },
    variants={
        "classic": ("Классика: пять рядов, пары только одного достоинства, сдвиг отдельным "
                    "ходом.",
                    "The classic game: five rows, pairs of a rank only, closing up as a "
                    "move."),
        "rank_only": ("Пару составляют только карты одного достоинства.",
                      "Only cards of the same rank pair."),
        "manual": ("Карты сдвигаются отдельным ходом.", "Closing up is a move of its own."),
        "columns": ("Пустые места закрываются снизу, по столбцам.",
                    "Gaps close up each column from below."),
    },
)

TEXTS["pairs"] = solitaire(
    intro=("Пары — простой пасьянс: снимать пары карт одного достоинства.",
           "Pairs is a simple solitaire: take off pairs of the same rank."),
    deal=("36 карт в девяти стопках по четыре, рубашкой вверх; верхняя карта каждой стопки "
          "открыта.",
          "36 cards in nine piles of four, face down; the top card of each pile is face "
          "up."),
    play=("Две открытые верхние карты одного достоинства можно снять, и карты под ними "
          "открываются.",
          "Any two face-up top cards of the same rank may be taken off, and the cards "
          "under them turn up."),
    end=("Пасьянс сошёлся, когда сняты все восемнадцать пар; если среди верхних карт пар "
         "нет, он не сошёлся.",
         "The deal is won when all eighteen pairs are off; when no two top cards match it "
         "is lost."),
    notes=("В тексте верхние карты открывают по одной в любом порядке; открыть карту "
           "ничего не стоит, поэтому у нас они открыты сразу все.",
           "In the text the top cards are turned one by one in any order; turning a card "
           "costs nothing, so here they are all shown at once."),
)

TEXTS["crossroads"] = solitaire(
    intro=("Перекрёсток — пасьянс, где пары одного достоинства убирают с креста из пяти "
           "стопок.",
           "Crossroads is a solitaire of taking pairs of a rank off a cross of five "
           "piles."),
    deal=("Пять стопок по одной карте лежат крестом; остальные карты — резерв, его верхняя "
          "карта открыта.",
          "Five piles of one card lie in a cross; the other cards form a reserve with its "
          "top card face up."),
    play=("Две карты одного достоинства среди верхних карт стопок и резерва убираются "
          "вместе. Когда пар нет, верхняя карта резерва кладётся на центральную стопку. "
          "Опустевшая стопка сразу заполняется из центральной, пока в той больше одной "
          "карты, а потом из резерва. Резерв проходится один раз.",
          "Two cards of a rank among the piles' tops and the reserve's top go out "
          "together. With no pair left, the reserve's top card goes onto the centre pile. "
          "An emptied pile is refilled at once from the centre while it holds more than "
          "one card, then from the reserve. The reserve goes through once."),
    end=("Пасьянс сошёлся, когда убраны все карты.",
         "The deal is won when every card is out."),
)

TEXTS["handkerchief"] = solitaire(
    intro=("Платок — пасьянс, где все карты открыты и убираются парами одного достоинства.",
           "Handkerchief is a solitaire with every card open, taken out in pairs of a "
           "rank."),
    deal=("Все 52 карты лежат открыто пятью рядами по десять, а последние две — шестым "
          "рядом под первыми двумя столбцами.",
          "All 52 cards lie face up in five rows of ten, and the last two in a sixth row "
          "under the first two columns."),
    play=("Свободна нижняя карта каждого столбца. Две свободные карты одного достоинства "
          "убираются вместе, и открывается доступ к картам над ними.",
          "The lowest card of each column is free. Two free cards of the same rank go out "
          "together, freeing the cards above them."),
    end=("Пасьянс сошёлся, когда убраны все карты; если среди свободных нет пары, он не "
         "сошёлся.",
         "The deal is won when every card is out; when no two free cards match it is "
         "lost."),
)

TEXTS["old_friend"] = solitaire(
    intro=("Старый друг — пасьянс, где карты убирают парами с суммой 13, а королей — по "
           "одному.",
           "Old Friend is a solitaire of removing pairs that add up to 13, and kings "
           "alone."),
    deal=("Четыре стопки по пять открытых карт; остальные — колода.",
          "Four piles of five face-up cards; the rest is the stock."),
    play=(_PAIR13[0] + " Играют верхние карты стопок, последняя открытая карта колоды и "
          "верхняя карта сброса под ней. Следующую карту колоды открывают, только когда "
          "убрать нечего; колода проходится один раз.",
          _PAIR13[1] + " The piles' top cards, the card last turned from the stock and the "
          "waste's top card under it are in play. The next stock card is turned only when "
          "nothing can go out; the stock goes through once."),
    end=("Пасьянс сошёлся, когда убраны все карты.",
         "The deal is won when every card is out."),
    notes=("Играют и открытая карта, и верх сброса, как в «Пирамиде»: с одной верхней "
           "картой сброса не сошёлся бы ни один расклад.",
           "Both the turned card and the waste's top play, as in Pyramid: with the waste's "
           "top alone no deal could ever be won."),
)

TEXTS["memory"] = solitaire(
    intro=("Память — пасьянс на внимательность: найти все пары, ошибаясь как можно реже.",
           "Memory is a game of attention: find every pair with as few misses as "
           "possible."),
    deal=("Все карты лежат рубашкой вверх сеткой: 36 карт — шесть на шесть, 52 карты — "
          "четыре ряда по тринадцать.",
          "All cards lie face down on a grid: 36 cards six by six, 52 cards in four rows "
          "of thirteen."),
    play=("За ход открывают две карты. Если они одного достоинства, они остаются открытыми; "
          "если нет — при следующем ходе снова закрываются.",
          "A turn opens two cards. If they are of the same rank they stay face up; if not, "
          "they turn face down again at the next move."),
    scoring=("За каждую найденную пару начисляется 10 очков, за каждые две несовпавшие "
             "карты снимается одно. Результат — набранные очки.",
             "Each pair found scores 10 points, and each two cards that differ cost one. "
             "The result is the points."),
    end=("Игра кончается, когда открыты все карты.",
         "The game ends when every card is face up."),
    rules={
        "deck": ("Сколько карт на столе: 36 или 52.", "How many cards are laid: 36 or 52."),
        "pair": ("Сколько очков приносит найденная пара.", "Points for a pair found."),
        "miss": ("Сколько очков снимается за две несовпавшие карты.",
                 "Points lost for two cards that differ."),
    },
    variants={"full_deck": ("52 карты в четыре ряда по тринадцать.",
                            "52 cards in four rows of thirteen.")},
)

TEXTS["bayan"] = solitaire(
    intro=("Баян — пасьянс, где длинный ряд карт складывается в одну стопку, как меха "
           "баяна.",
           "Accordion folds a long line of cards into one pile, like the bellows of an "
           "accordion."),
    deal=("Все 52 карты лежат открыто в одну линию (на экране — несколько рядов).",
          "All 52 cards lie face up in one line (shown as several rows)."),
    play=("Стопку целиком можно положить на соседнюю слева или на стопку через одну "
          "левее, если их верхние карты одной масти или одного достоинства. После этого "
          "линия смыкается.",
          "A pile may go whole onto its left neighbour or onto the pile two places to the "
          "left, when their top cards share a suit or a rank. The line then closes up."),
    end=("Пасьянс сошёлся, когда осталась одна стопка.",
         "The deal is won when one pile is left."),
    notes=("Это классический «Аккордеон» в открытую, но в классике перескакивают через две "
           "стопки, а не через одну; так можно играть в варианте.",
           "This is the classic Accordion dealt open, except that the classic jumps over "
           "two piles, not one; the variant plays it that way."),
    rules={"reach": ("Насколько далеко влево можно перескочить: через одну стопку, как в "
                     "тексте, или через две, как в классическом «Аккордеоне».",
                     "How far left a pile may jump: over one pile, as in the text, or over "
                     "two, as in the classic Accordion.")},
    variants={"accordion": ("Стопка перескакивает через две, как в классическом "
                            "«Аккордеоне».",
                            "A pile jumps over two piles, as in the classic Accordion.")},
)

TEXTS["twice_two"] = solitaire(
    intro=("Дважды два — пасьянс, где колоду выкладывают, накрывая пары карт одной масти.",
           "Twice Two deals out the deck by covering pairs of one suit."),
    deal=("Первым ходом из колоды выкладывают в ряд четыре открытые карты.",
          "The first move deals four cards face up in a row from the stock."),
    play=("Две из четырёх верхних карт одной масти можно накрыть — каждую следующей "
          "картой колоды. Если подходящих пар несколько, игрок выбирает, какую накрыть.",
          "Two of the four top cards of one suit may be covered, each with the next card "
          "of the stock. When several pairs match, the player chooses which to cover."),
    end=("Пасьянс сошёлся, когда вышла вся колода; если пар не осталось, он не сошёлся. "
         "Какую пару накрывать, на исход не влияет: его решает сама колода.",
         "The deal is won when the stock is used up, lost when no pair is left. Which "
         "pair you cover never changes the outcome: the deck alone decides."),
    rules={"choose": ("Игрок сам выбирает, какую пару одной масти накрыть; если выключено, "
                      "накрывается первая слева.",
                      "The player chooses which pair of a suit to cover; when off, the "
                      "first pair from the left is covered.")},
    variants={"forced": ("Без выбора: накрывается первая слева пара.",
                         "No choice: the first pair from the left is covered.")},
)

_RUN: Pair = (
    "на карту на одно достоинство выше или ниже, масть не важна",
    "on a card one rank above or below, whatever the suit")

TEXTS["fir_trees"] = solitaire(
    intro=("Ёлочки — пасьянс, где две ёлочки из карт нужно разобрать в главную стопку.",
           "Fir Trees: two trees of cards must be cleared onto the main pile."),
    deal=("Две ёлочки по 16 открытых карт: ряды из одной–пяти карт, каждая накрыта двумя "
          "картами ряда ниже, и ствол — одна карта под серединой нижнего ряда. Остальное — "
          "колода.",
          "Two trees of 16 face-up cards: rows of one to five cards, each covered by two "
          "cards of the row below, on a one-card trunk under the middle of the bottom row. "
          "The rest is the stock."),
    play=("Свободная карта ёлочки кладётся в главную стопку " + _RUN[0] + ". Колоду можно в "
          "любой момент открывать в главную стопку по одной карте. Король и туз соседями "
          "не считаются.",
          "A free card of a tree goes onto the main pile " + _RUN[1] + ". The stock may be "
          "turned onto the main pile one card at a time whenever you like. A king and an "
          "ace do not count as neighbours."),
    end=("Пасьянс сошёлся, когда обе ёлочки разобраны, пока не кончилась колода.",
         "The deal is won when both trees are cleared before the stock runs out."),
    rules={"wrap": ("Король и туз считаются соседями: на короля можно туза, и наоборот.",
                    "A king and an ace count as neighbours: an ace may go on a king and "
                    "back.")},
    variants={"wrap": ("Король и туз идут друг за другом.",
                       "A king and an ace follow each other.")},
)

TEXTS["foundation"] = solitaire(
    intro=("Основание (в мире он известен как «Гольф») — пасьянс, где все карты столбцов "
           "нужно переложить в одну стопку.",
           "Foundation, known elsewhere as Golf: move every card of the columns onto a "
           "single pile."),
    deal=("Семь столбцов по пять открытых карт и колода из 16; одна карта колоды начинает "
          "основание.",
          "Seven columns of five face-up cards and a stock of 16; one stock card starts the "
          "foundation."),
    play=("Ближняя карта столбца кладётся в основание " + _RUN[0] + ". Даму можно "
          "положить на короля, а короля с тузом — нельзя. Колоду можно открывать в "
          "основание в любой момент, один раз.",
          "A column's nearest card goes onto the foundation " + _RUN[1] + ". A queen may go "
          "on a king, but a king and an ace never follow each other. The stock may be "
          "turned onto the foundation at any time, once through."),
    end=("Пасьянс сошёлся, когда столбцы опустели.",
         "The deal is won when the columns are empty."),
    rules={
        "on_king": ("Можно ли класть на короля даму; если выключено, на короля ничего не "
                    "кладут.",
                    "Whether a queen may go on a king; when off, nothing goes on a king."),
        "wrap": ("Король и туз считаются соседями.",
                 "A king and an ace count as neighbours."),
    },
    variants={
        "classic": ("На короля ничего не кладут, как в классическом «Гольфе».",
                    "Nothing goes on a king, as in classic Golf."),
        "wrap": ("Король и туз идут друг за другом.",
                 "A king and an ace follow each other."),
    },
)

TEXTS["wish"] = solitaire(
    intro=("Желание — пасьянс на две колоды, где основания начинаются с открытых "
           "карт-указателей.",
           "Wish is a two-deck solitaire whose foundations start from face-up index "
           "cards."),
    deal=("Восемь стопок по двенадцать карт, верхняя карта каждой (указатель) открыта. Под "
          "ними ряд из восьми карт, над ними восемь пустых оснований.",
          "Eight piles of twelve, the top card of each (the index) face up. Below them a "
          "row of eight cards, above them eight empty foundations."),
    play=("Карту нижнего ряда можно положить в основание на одно достоинство выше его "
          "верхней карты (или выше указателя, если основание пусто), масть не важна; за "
          "королём идёт туз. В основании помещается двенадцать карт. Сдача в любой момент "
          "кладёт на ряд по карте из-под каждого указателя.",
          "A card of the bottom row goes onto a foundation one rank above its top card "
          "(or above its index when it is empty), whatever the suit; the ace follows the "
          "king. A foundation is full at twelve cards. Dealing, at any time, puts one card "
          "from under each index onto the row."),
    end=("Пасьянс сошёлся, когда все основания заполнены.",
         "The deal is won when every foundation is full."),
)

TEXTS["clock"] = solitaire(
    intro=("Часы — пасьянс, который раскладывается сам: карты обходят циферблат.",
           "Clock is a solitaire that plays itself, the cards going round a clock face."),
    deal=("Тринадцать закрытых стопок по четыре карты: двенадцать по кругу, по одной на "
          "час (туз на часе, дама на двенадцати), и стопка королей в центре.",
          "Thirteen face-down piles of four: twelve round a circle, one for each hour "
          "(the ace at one, the queen at twelve), and the kings' pile in the middle."),
    play=("Открывают верхнюю карту центральной стопки и подкладывают её открытой под "
          "стопку её достоинства; дальше открывают карту с той стопки, и так далее.",
          "The top card of the middle pile is turned and tucked face up under the pile of "
          "its rank; the next card is turned from that pile, and so on."),
    scoring=FORCED,
    end=("Пасьянс сошёлся, если четвёртый король вышел последним — то есть открылись все "
         "карты; если король вышел раньше, не сошёлся.",
         "The deal is won if the fourth king is the last card turned, that is, if every "
         "card comes up; if the kings come out sooner, it is lost."),
)

TEXTS["coco"] = solitaire(
    intro=("Коко — пасьянс-цепочка: каждая карта прогоняет ту, что лежит на её месте.",
           "Coco is a chain solitaire: each card drives out the one lying on its place."),
    deal=("32 карты лежат рубашкой вверх в четырёх рядах по восемь; в конце каждого ряда "
          "пустое девятое место для туза. Ещё четыре карты — маленькая стопка. Ряд — это "
          "масть, столбец — достоинство (от шестёрки до короля, потом туз).",
          "32 cards lie face down in four rows of eight, with an empty ninth place for the "
          "ace at the end of each row. Four more make a small pile. A row is a suit and a "
          "column a rank (six to king, then the ace)."),
    play=("Верхняя карта стопки идёт на своё место, карта, лежавшая там, — на своё, и так "
          "далее. Туз ложится на пустое место и обрывает цепочку; тогда берут следующую "
          "карту из стопки.",
          "The pile's top card goes to its own place, the card found there to its own, "
          "and so on. An ace fills an empty place and ends the chain; then the next card "
          "is taken from the pile."),
    scoring=FORCED,
    end=("Пасьянс сошёлся, когда каждая карта лежит на своём месте. Карта, которой при "
         "раскладке сразу досталось её место, уже в порядке и в конце открывается.",
         "The deal is won when every card lies on its own place. A card dealt onto its "
         "own place is already in order and is turned up at the end."),
)

TEXTS["well"] = solitaire(
    intro=("Колодец — пасьянс, где все карты собирают в одну центральную стопку.",
           "The Well gathers every card into a single centre pile."),
    deal=("Крест из пяти стопок по одной открытой карте: центральная — колодец, "
          "единственное основание. Остальное — колода.",
          "A cross of five piles of one face-up card each: the centre one, the well, is "
          "the only foundation. The rest is the stock."),
    play=("Колодец собирается по возрастанию с чередованием цвета и по кругу (за тузом — "
          "двойка); четыре боковые стопки — по убыванию с чередованием цвета. Верхние "
          "карты боковых стопок и сброса переносятся по одной; пустую боковую стопку "
          "занимает только карта из сброса. Колода открывается по одной карте и "
          "проходится один раз.",
          "The well is built up in alternating colours and round the corner (the two "
          "follows the ace); the four side piles are built down in alternating colours. "
          "Top cards of the side piles and of the waste move one at a time; only a waste "
          "card fills an empty side pile. The stock is turned one card at a time, once "
          "through."),
    end=("Пасьянс сошёлся, когда все 52 карты в колодце.",
         "The deal is won when all 52 cards are in the well."),
    notes=("Сколько раз проходить колоду, текст не говорит; мы следуем классическому "
           "пасьянсу той же раскладки, «Четырём сезонам».",
           "The text does not say how often the stock goes through; we follow Four "
           "Seasons, the classic patience of the same shape."),
    rules={"redeals": ("Сколько раз сброс можно вернуть в колоду (в «Четырёх сезонах» — ни "
                       "разу).",
                       "How many times the waste may go back to the stock (never, in Four "
                       "Seasons).")},
    variants={"redeal": ("Сброс можно дважды вернуть в колоду.",
                         "The waste may go back to the stock twice.")},
)

TEXTS["paganini"] = solitaire(
    intro=("Паганини — пасьянс с пустыми местами, где каждый ряд нужно выстроить по "
           "порядку.",
           "Paganini is a gaps solitaire: put every row in order."),
    deal=("36 карт в четыре открытых ряда по девять. Тузы по мере того, как их находят, "
          "ложатся слева от рядов и задают каждому ряду масть; на их местах остаются "
          "пустоты.",
          "36 cards in four face-up rows of nine. The aces, in the order they are found, "
          "go to the left of the rows and give each row its suit, leaving gaps behind."),
    play=("В пустое место кладут карту той же масти на одно достоинство выше соседа слева "
          "(за тузом — шестёрку) или на одно ниже соседа справа.",
          "A gap takes the card of the same suit one rank above its left neighbour (the "
          "six after the ace) or one rank below its right neighbour."),
    end=("Пасьянс сошёлся, когда каждый ряд идёт по порядку своей масти: туз, шестёрка, "
         "семёрка … король.",
         "The deal is won when every row reads ace, six, seven … king of its suit."),
    notes=("Это классическая «Монтана» на 36 картах; правило «ниже соседа справа» взято из "
           "примера текста.",
           "This is the classic Montana with 36 cards; the below-the-right-neighbour move "
           "comes from the text's own example."),
    rules={
        "right": ("В пустое место можно положить и карту на одну ниже соседа справа.",
                  "A gap also takes the card one rank below its right neighbour."),
        "redeals": ("Сколько раз можно перетасовать и разложить заново карты, ещё не "
                    "вставшие по порядку (в тексте — ни разу).",
                    "How many times the cards not yet in order may be shuffled and dealt "
                    "again (never, in the text)."),
    },
    variants={"montana": ("Как в классической «Монтане»: только сосед слева и две "
                          "пересдачи.",
                          "As the classic Montana: the left neighbour only, and two "
                          "redeals.")},
)

TEXTS["parade"] = solitaire(
    intro=("Парад — пасьянс, где карты строятся через три по масти.",
           "Parade is a solitaire in which cards are built by threes in suit."),
    deal=("Одна колода без тузов: три ряда по восемь и вспомогательный ряд из восьми, всё "
          "открыто; 16 карт в колоде.",
          "One deck without the aces: three rows of eight and a helper row of eight, all "
          "face up; 16 cards in the stock."),
    play=("Карты кладут через три по масти на основы: 2-5-8-валет, 3-6-9-дама, "
          "4-7-10-король. В среднем ряду основы — тройки, в верхнем и нижнем — двойки и "
          "четвёрки, и только они занимают там пустые места. Любая верхняя карта "
          "переносится по одной; колода по желанию игрока сдаёт по карте на каждую стопку "
          "вспомогательного ряда.",
          "Cards are built by threes in suit on bases: 2-5-8-jack, 3-6-9-queen, "
          "4-7-10-king. Threes are the bases in the middle row, twos and fours in the top "
          "and bottom rows, and only they fill empty places there. Any top card moves one "
          "at a time; on request the stock deals a card onto each helper pile."),
    end=("Пасьянс сошёлся, когда все 48 карт собраны: в крайних рядах наверху валеты и "
         "короли, в среднем — дамы.",
         "The deal is won when all 48 cards are built: jacks and kings topping the outer "
         "rows, queens the middle one."),
)

TEXTS["prisoner"] = solitaire(
    intro=("Узник — пасьянс, который раскладывается сам: карты нижних рядов выходят на "
           "свободу.",
           "The Prisoner plays itself: the cards of the lower rows are set free."),
    deal=("Два открытых ряда по девять карт, над ними три карты, пятнадцать в колоде.",
          "Two face-up rows of nine, three cards above them, fifteen in the stock."),
    play=("Карты нижних рядов того же достоинства, что средняя верхняя, перекладываются на "
          "среднее место. Затем три карты из колоды накрывают верхние. Для второго прохода "
          "верхние стопки собирают — левую, среднюю, правую — и раскладывают заново.",
          "Cards of the lower rows of the same rank as the middle top card move onto the "
          "middle place. Then three stock cards cover the top three. For the second pass "
          "the top piles are gathered, left, middle, right, and dealt again."),
    scoring=FORCED,
    end=("Пасьянс сошёлся, когда нижние ряды опустели.",
         "The deal is won when the lower rows are empty."),
    rules={"passes": ("Сколько раз проходится колода (в тексте — дважды).",
                      "How many times the stock is gone through (twice, in the text).")},
)

TEXTS["300"] = solitaire(
    intro=("Триста — пасьянс-подсчёт: сумма очков отложенных карт должна выйти ровно 300.",
           "Three Hundred is a counting patience: the set-aside cards must add up to "
           "exactly 300."),
    deal=("36 карт выкладывают по одной под счёт «раз, два, три, шестёрка, семёрка … туз». "
          "Черву на «раз, два, три» и карту, совпавшую с названной, откладывают.",
          "36 cards are laid one by one to the count «one, two, three, six, seven … ace». "
          "A heart on «one, two, three» and a card matching the one called are set "
          "aside."),
    play=("Три тура дают три кучки: второй тур считают заново, третий продолжает счёт, а "
          "если нужно, четвёртый идёт до «три». Всё происходит само, выбора нет.",
          "Three rounds give three heaps: the second round counts afresh, the third goes "
          "on counting, and a fourth, if needed, runs up to «three». Everything happens by "
          "itself; there is no choice."),
    scoring=("В кучках считают очки: у карт от шестёрки до десятки — их число, у валета "
             "2, у дамы 3, у короля 4, у туза 11. Так играют три части, каждый раз с "
             "заново перетасованной колодой.",
             "The heaps are counted: cards six to ten at face value, jack 2, queen 3, "
             "king 4, ace 11. Three parts are played this way, each with a freshly shuffled "
             "deck."),
    end=("Пасьянс сошёлся, если сумма трёх частей ровно 300.",
         "The patience comes out if the three parts add up to exactly 300."),
    notes=("Текст не говорит, тасуют ли колоду заново для каждой части; одна колода стоит "
           "лишь 240 очков, поэтому мы тасуем заново.",
           "The text does not say whether the deck is shuffled again for each part; one "
           "deck is worth only 240 points, so we shuffle again."),
)
