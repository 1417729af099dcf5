"""The fortune tellings for people: a page per telling in Russian and English (see
engine/rulestext.py). Written from the tellings' reading of the source text, in our own
words; the «rules» of a telling are its options."""

from __future__ import annotations

from collections.abc import Mapping

from koloda.engine.rulestext import Pair, RulesText, Section

HEADINGS: Mapping[str, Pair] = {
    "deal": ("Расклад", "The layout"),
    "play": ("Как гадают", "How it goes"),
    "scoring": ("Толкование", "The reading"),
    "end": ("Ответ", "The answer"),
    "notes": ("Как мы поняли текст", "How we read the text"),
}

SAME: Pair = (
    "У каждого расклада есть номер: тот же номер повторяет гадание карта в карту.",
    "Every layout has a number: the same number repeats the telling card for card.")


def _sec(id: str, *paras: Pair) -> Section:
    return Section(id, tuple(paras), HEADINGS.get(id))


def telling(intro: Pair, deal: tuple[Pair, ...], play: tuple[Pair, ...],
            scoring: tuple[Pair, ...], end: tuple[Pair, ...],
            notes: tuple[Pair, ...] = (), options: Mapping[str, Pair] | None = None
            ) -> RulesText:
    sections = [_sec("deal", *deal), _sec("play", *play), _sec("scoring", *scoring),
                _sec("end", *end, SAME)]
    if notes:
        sections.append(_sec("notes", *notes))
    return RulesText(intro, tuple(sections), dict(options or {}))


TEXTS: dict[str, RulesText] = {}

TEXTS["near_fate"] = telling(
    intro=("Ближайшая судьба: тринадцать карт рассказывают, что ждёт вас в скором времени.",
           "Near fate: thirteen cards tell what awaits you before long."),
    deal=(("Колоду в 36 карт тасуют и выкладывают тринадцать карт на тринадцать мест; у "
           "каждого места свой смысл — от того, что к вам идёт, до того, что успокоит "
           "сердце.",
           "A 36-card deck is shuffled and thirteen cards are laid on thirteen places, "
           "each with a meaning of its own, from what is coming your way to what will set "
           "your heart at rest."),),
    play=(("Каждую карту читают на её месте. Шестёрки, семёрки, восьмёрки, девятки, "
           "десятки и валеты значат одно и то же в любой масти, а у дам, королей и тузов "
           "значение зависит от масти.",
           "Each card is read in its place. Sixes to tens and jacks mean the same in any "
           "suit, while queens, kings and aces mean something by their suit."),),
    scoring=(("Потом смотрят на расклад целиком: если какой-то масти четыре карты или "
              "больше, она задаёт общий тон; три или четыре валета, дамы, короля или туза "
              "тоже имеют своё значение.",
              "Then the spread is read as a whole: a suit with four cards or more sets the "
              "overall tone, and three or four jacks, queens, kings or aces have meanings "
              "of their own."),),
    end=(("Гадание даёт толкование каждой карты и вывод по всему раскладу.",
          "The telling gives a reading of every card and a conclusion for the whole "
          "spread."),),
    notes=(("Король читается как дама своей масти, только речь идёт о мужчине. Если "
            "четыре карты и больше набрали две масти, читаются обе.",
            "A king is read like the queen of his suit, only as a man. When two suits have "
            "four cards or more, both are read."),),
)

TEXTS["marriage"] = telling(
    intro=("Брачное гадание: будет ли свадьба и когда.",
           "The marriage telling: will there be a wedding, and when."),
    deal=(("Сначала выбирают портрет — карту, которая изображает гадающего: девушку, "
           "женщину, молодого человека или пожилого мужчину. Из колоды в 52 карты берут "
           "верхние двадцать.",
           "First a portrait is chosen, the card standing for the person asking: a young "
           "woman, a woman, a young man or an older man. The top twenty cards of a "
           "52-card deck are taken."),),
    play=(("Если портрет среди этих двадцати карт, свадьба будет в течение года. Если нет, "
           "одну из двадцати заменяют портретом, карты тасуют и раскладывают в пять стопок "
           "по четыре.",
           "If the portrait is among those twenty, a wedding comes within the year. If not, "
           "one of the twenty is swapped for the portrait, the cards are shuffled and laid "
           "in five piles of four."),),
    scoring=(("Ответ даёт номер стопки, в которой оказался портрет: первая — брак будет, "
              "вторая — не будет, третья — свадьба, но нескоро, четвёртая — сватовство без "
              "свадьбы, пятая — брака не будет никогда.",
              "The answer is the pile the portrait lands in: the first, you will marry; the "
              "second, you will not; the third, a wedding, but not soon; the fourth, a "
              "proposal but no wedding; the fifth, never a marriage."),),
    end=(("Гадание называет ответ: по двадцати картам или по стопке с портретом.",
          "The telling gives its answer, from the twenty cards or from the portrait's "
          "pile."),),
    notes=(("Какую карту заменить портретом, выбирает случай; стопки раздаются по кругу, "
            "по карте в каждую.",
            "Chance picks the card the portrait replaces; the piles are dealt in turn, a "
            "card to each."),),
    options={"portrait": (
        "Чей портрет: девушка (дама бубен, по умолчанию), женщина (дама червей), молодой "
        "человек (король бубен) или пожилой мужчина, вдовец (король червей).",
        "Whose portrait: a young woman (queen of diamonds, the default), a woman (queen of "
        "hearts), a young man (king of diamonds) or an older man, a widower (king of "
        "hearts).")},
)

TEXTS["dozen"] = telling(
    intro=("Дюжина: задайте вопрос, и число пар одной масти ответит на него.",
           "The dozen: ask a question, and the number of same-suit pairs answers it."),
    deal=(("Колоду в 36 карт раскладывают в четыре ряда по девять.",
           "A 36-card deck is laid out in four rows of nine."),),
    play=(("Считают пары — две соседние карты одной масти, рядом в ряду или одна над "
           "другой в столбце. Одна карта может входить в несколько пар.",
           "The pairs are counted: two neighbouring cards of one suit, side by side in a "
           "row or one above the other in a column. One card may belong to several "
           "pairs."),),
    scoring=(("Число пар — это ответ: до двух — нет, от трёх до пяти — едва ли, от шести "
              "до восьми — очень сомнительно, от девяти до одиннадцати — пятьдесят на "
              "пятьдесят, от двенадцати до четырнадцати — вполне может быть, от "
              "пятнадцати до восемнадцати — очень скоро, больше восемнадцати — да.",
              "The count is the answer: up to two, no; three to five, unlikely; six to "
              "eight, very doubtful; nine to eleven, fifty-fifty; twelve to fourteen, "
              "quite possible; fifteen to eighteen, very soon; more than eighteen, yes."),),
    end=(("Гадание называет число пар и ответ. Обычно выходит около тринадцати пар.",
          "The telling names the number of pairs and the answer. About thirteen pairs is "
          "usual."),),
    notes=(("Полосы ответов в тексте перекрываются на краях; у нас каждая начинается со "
            "своего первого числа.",
            "The text's bands of answers overlap at their ends; here each starts at its "
            "own first number."),),
)

TEXTS["new_acquaintance"] = telling(
    intro=("Новый знакомый: что он за человек и что вас с ним ждёт. Нужно его полное имя.",
           "A new acquaintance: what kind of man he is and what awaits you with him. His "
           "full name is needed."),
    deal=(("Колоду в 36 карт делят на старшие карты (валеты, дамы, короли, тузы) и "
           "младшие; обе части тасуют и кладут старшие сверху. Сколько букв в полном "
           "имени, столько кучек; колоду раздают на них рубашкой вверх, а потом "
           "складывают кучки обратно в одну колоду.",
           "A 36-card deck is split into the high cards (jacks, queens, kings, aces) and "
           "the low ones; both parts are shuffled and the high part goes on top. His full "
           "name gives one heap per letter; the deck is dealt face down onto the heaps, "
           "which are then stacked back into one deck."),),
    play=(("Карты выкладывают по две, пока не выпадут две одного достоинства, а потом по "
           "четыре, пока не выпадут четыре одного достоинства.",
           "The cards are laid two at a time until two of a rank come up, then four at a "
           "time until four of a rank come up."),),
    scoring=(("Первая пара говорит, как он к вам относится. Каждая четвёрка говорит, что "
              "вас с ним ждёт: достоинство, выпавшее в ней два или три раза, читается как "
              "пара (пиковая, если среди карт есть пика).",
              "The first pair tells how he feels about you. Each group of four tells what "
              "awaits you with him: a rank shown two or three times in it is read as a "
              "pair (the spade meaning if a spade is among them)."),),
    end=(("Гадание кончается, когда выпадут четыре карты одного достоинства.",
          "The telling ends when four cards of one rank come up."),),
    notes=(("Для пары от шестёрки до десятки в первой части текста значения нет — её "
            "читают по второй части. У четырёх семёрок и четырёх валетов значения нет, и "
            "гадание так и говорит.",
            "The text's first part has no meaning for a pair of six to ten, so it is read "
            "from the second part. Four sevens and four jacks have no meaning, and the "
            "telling says so."),),
    options={"name": (
        "Полное имя нового знакомого — Александр, а не Саша: от 2 до 36 букв.",
        "Your new acquaintance's full name (Alexander, not Sasha): 2 to 36 letters.")},
)

TEXTS["pyramid_tell"] = telling(
    intro=("Пирамидка: задумайте вопрос и выберите карту — пирамида скажет, сбудется ли.",
           "The little pyramid: think of a question and pick a card; the pyramid tells "
           "whether it will come true."),
    deal=(("Из колоды в 32 карты открывают пять карт, и вы выбираете одну из них. Потом "
           "карты возвращают, колоду тасуют и выкладывают пирамидой из семи рядов: в "
           "первом одна карта, в последнем семь.",
           "Five cards of a 32-card deck are shown and you pick one. Then they go back, "
           "the deck is shuffled and laid out as a pyramid of seven rows, one card in the "
           "first, seven in the last."),),
    play=(("Ищут выбранную карту в пирамиде.",
           "The chosen card is looked for in the pyramid."),),
    scoring=(("Чем ниже ряд с выбранной картой, тем вернее ответ: в первом ряду — не "
              "сбудется, в седьмом — да.",
              "The lower the row holding the chosen card, the likelier the answer: the "
              "first row means no, the seventh yes."),),
    end=(("Если выбранной карты в пирамиде нет (четыре карты остаются вне её), ответа "
          "нет.",
          "If the chosen card is not in the pyramid (four cards stay outside it), there "
          "is no answer."),),
    options={"pick": (
        "Какую из пяти открытых карт вы выбрали, от первой до пятой; если не выбрать, "
        "выберет случай.",
        "Which of the five cards shown you pick, first to fifth; if you do not choose, "
        "chance does.")},
)

TEXTS["chaturanga"] = telling(
    intro=("Чатуранга: гадание в два этапа — ответ «да» или «нет» и то, что поможет или "
           "помешает.",
           "Chaturanga: a telling in two stages, a yes or no, then what will help or "
           "hinder."),
    deal=(("Колоду в 36 карт раскладывают в девять стопок по четыре рубашкой вверх.",
           "A 36-card deck is laid in nine face-down piles of four."),),
    play=(("Первый этап, «Откровение»: верхние карты стопок открывают и снимают парами "
           "одного достоинства; под снятыми открываются следующие.",
           "The first stage, Revelation: the piles' top cards are turned up and taken "
           "away in pairs of a rank, turning up the cards beneath."),
          ("Второй этап, «Пособничество»: колоду снова тасуют и открывают по карте, "
           "называя по кругу «туз, шестёрка, семёрка … король». Карту, совпавшую с "
           "названной, откладывают.",
           "The second stage, Assistance: the deck is shuffled again and turned up a card "
           "at a time while calling «ace, six, seven … king» round and round. A card that "
           "matches the call is set aside.")),
    scoring=(("Если на первом этапе сошлись все карты, ответ — «да»; если остались "
              "закрытые, «нет». Значения отложенных на втором этапе карт подсказывают, что "
              "поможет или помешает.",
              "If every card pairs off in the first stage the answer is yes; if face-down "
              "cards are left, no. The meanings of the cards set aside in the second stage "
              "say what will help or hinder."),),
    end=(("Гадание даёт ответ и пояснения к нему.",
          "The telling gives the answer and what explains it."),),
    notes=(("Когда открыты три карты одного достоинства, какие две снять — выбор; "
            "программа, как внимательный игрок, перебирает все способы и отвечает «да», "
            "если хоть один снимает всю колоду.",
            "When three face-up cards share a rank, which two to pair is a choice; like a "
            "careful player, the program tries every way and says yes if any of them pairs "
            "off the whole deck."),),
)
