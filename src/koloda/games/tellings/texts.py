"""The meanings of the tellings, written for this project in Russian and English.

The facts (which card or count means what) come from the rules text of the tellings
(``seeds/004``, «Правила раскладывания гаданий на картах»); the wording is our own. Where
the text gives no meaning (four sevens in Новый знакомый) the tellings say so instead of
inventing one.
"""

from __future__ import annotations

from koloda.engine import cards as C

Pair = tuple[str, str]

# --- Ближайшая судьба ---------------------------------------------------------------------

NEAR_FATE_POSITIONS: tuple[Pair, ...] = (
    ("что к вам идёт", "what is coming your way"),
    ("что будет через год", "a year from now"),
    ("что осталось позади", "what lies behind you"),
    ("что ждёт впереди", "what lies ahead"),
    ("о чём грустите", "what saddens you"),
    ("на что тратите силы", "what you are working for"),
    ("чего опасаетесь", "what you fear"),
    ("в чём не уверены", "what you doubt"),
    ("кто вас любит", "who loves you"),
    ("что случится", "what is to come"),
    ("что сбудется скоро", "what will happen soon"),
    ("каков будет итог", "how it all ends"),
    ("что успокоит сердце", "what will set your heart at rest"),
)

# ranks 6..10 and the jack mean the same in every suit
NEAR_FATE_RANK: dict[int, Pair] = {
    6: ("дорога, поездка", "a road, a journey"),
    7: ("встреча или свидание", "a meeting or a date"),
    8: ("беседы и пересуды", "talk and conversations"),
    9: ("любовь", "love"),
    10: ("интерес, выгода", "interest, something to gain"),
    C.JACK: ("хлопоты и заботы", "bustle and chores"),
}

NEAR_FATE_QUEEN: dict[int, Pair] = {
    C.CLUBS: ("дама в годах или начальница", "an older lady or a woman in charge"),
    C.SPADES: ("соперница, недоброжелательница", "a rival, a woman who wishes you ill"),
    C.DIAMONDS: ("подруга, ровесница, юная девушка", "a girlfriend, a woman your age, a young girl"),
    C.HEARTS: ("замужняя дама, подруга или мать", "a married woman, a friend or a mother"),
}

# the text says only that kings follow the queens: the same roles, for a man
NEAR_FATE_KING: dict[int, Pair] = {
    C.CLUBS: ("мужчина в годах или начальник", "an older man or a man in charge"),
    C.SPADES: ("соперник, недоброжелатель", "a rival, a man who wishes you ill"),
    C.DIAMONDS: ("друг, ровесник, молодой человек", "a friend, a man your age, a young man"),
    C.HEARTS: ("женатый мужчина, друг или отец", "a married man, a friend or a father"),
}

NEAR_FATE_ACE: dict[int, Pair] = {
    C.CLUBS: ("казённое заведение либо постель", "a government building, or a sickbed"),
    C.SPADES: ("удар судьбы либо попойка", "a blow, or a drinking bout"),
    C.DIAMONDS: ("важная новость, письмо или деньги", "important news, a letter or money"),
    C.HEARTS: ("ваш дом или любовь", "your home, or love"),
}

# four or more cards of a suit among the thirteen
NEAR_FATE_SUIT: dict[int, Pair] = {
    C.CLUBS: ("вас одолела скука", "boredom has got the better of you"),
    C.SPADES: ("в жизни тёмная полоса; больше гадать не стоит",
               "a dark stretch of life; better not to ask the cards again"),
    C.DIAMONDS: ("вас ждёт богатство", "wealth is coming your way"),
    C.HEARTS: ("в любви у вас удачная полоса", "love is going your way at present"),
}

# three or four cards of a rank among the thirteen
NEAR_FATE_GROUP: dict[int, Pair] = {
    C.JACK: ("впереди напряжённое время — к добру или к худу",
             "a tense time ahead, for good or for ill"),
    C.QUEEN: ("остерегайтесь пересудов", "beware of gossip"),
    C.KING: ("о вас кто-то заботится", "someone is looking after you"),
    C.ACE: ("вас ждёт пора, богатая событиями, и с ней везение",
            "an eventful time lies ahead, and good fortune with it"),
}

# --- Брачное гадание ----------------------------------------------------------------------

MARRIAGE_PORTRAITS: dict[str, tuple[int, int, Pair]] = {  # key: rank, suit, who
    "young_woman": (C.QUEEN, C.DIAMONDS, ("девушка", "a young woman")),
    "woman": (C.QUEEN, C.HEARTS, ("женщина", "a woman")),
    "young_man": (C.KING, C.DIAMONDS, ("молодой человек", "a young man")),
    "older_man": (C.KING, C.HEARTS, ("пожилой мужчина или вдовец", "an older man or a widower")),
}

MARRIAGE_IN_TWENTY: Pair = ("Портрет среди первых двадцати карт: свадьба будет в течение года",
                            "The portrait is among the first twenty cards: "
                            "a wedding within the year")

MARRIAGE_PILES: tuple[Pair, ...] = (
    ("вы вступите в брак", "you will marry"),
    ("вы не вступите в брак", "you will not marry"),
    ("свадьба будет, но нескоро", "there will be a wedding, but not soon"),
    ("дойдёт до сватовства, но свадьбы не будет",
     "there will be a proposal, but no wedding"),
    ("брака не будет никогда", "there will never be a marriage"),
)

# --- Дюжина -------------------------------------------------------------------------------

DOZEN_BANDS: tuple[tuple[int, Pair], ...] = (  # (highest pair count of the band, answer)
    (2, ("нет", "no")),
    (5, ("едва ли сбудется", "unlikely to come true")),
    (8, ("очень сомнительно", "very doubtful")),
    (11, ("шансы равны: пятьдесят на пятьдесят", "even chances, fifty-fifty")),
    (14, ("вполне может быть", "quite possible")),
    (18, ("сбудется, и очень скоро", "yes, and very soon")),
    (36 * 2, ("да", "yes")),
)

# --- Новый знакомый -----------------------------------------------------------------------

ACQUAINTANCE_ATTITUDE: dict[int, Pair] = {
    C.JACK: ("он и сам ещё не понял, как к вам относится",
             "he has not made up his own mind about you yet"),
    C.QUEEN: ("а вы выяснили, нет ли у него жены или подруги?",
              "have you found out whether he has a wife or a girlfriend?"),
    C.KING: ("он от вас без ума, но не знает, как вы примете его внимание: шаг за вами",
             "he is crazy about you but unsure how you would take his attention: "
             "the next step is yours"),
    C.ACE: ("для него вы лишь предмет влечения; если вас это устраивает, смело звоните",
            "to him you are only an object of desire; if that suits you, go ahead and call"),
}

# two of a rank: the meaning, and the other meaning when one of the two is a spade
ACQUAINTANCE_TWO: dict[int, tuple[Pair, Pair | None]] = {
    6: (("свадьба", "marriage"), None),
    7: (("свидание", "a date"), ("свидание с выпивкой", "a date with drinks")),
    8: (("ссора", "a quarrel"), ("серьёзный разговор", "a serious talk")),
    9: (("любовь", "love"), ("несчастливая любовь", "an unhappy love")),
    10: (("интерес", "interest"), None),
    C.JACK: (("хлопоты и суета", "fuss and bustle"), ("суета впустую", "fuss for nothing")),
    C.QUEEN: (("надежды и мечты", "hopes and dreams"),
              ("огорчение, пересуды", "disappointment, gossip")),
    C.KING: (("дружба", "friendship"), ("отношения только деловые", "only formal relations")),
    C.ACE: (("близость", "intimacy"), ("разлад в интимной жизни", "trouble in bed")),
}

ACQUAINTANCE_FOUR: dict[int, Pair] = {
    6: ("верность в браке", "faithfulness in marriage"),
    8: ("беседа, разговор", "a talk, a conversation"),
    9: ("главная любовь в жизни того, на кого гадают",
        "the great love of the life of the one the cards are read for"),
    10: ("союз по расчёту", "a relationship of convenience"),
    C.QUEEN: ("сплетни и болтовня", "gossip and idle talk"),
    C.KING: ("для мужчины — круг единомышленников, для женщины — успех у мужчин",
             "for a man, a circle of like minds; for a woman, success with men"),
    C.ACE: ("безрассудное увлечение, которое кончится бедой",
            "a reckless infatuation that ends in sorrow"),
}

ACQUAINTANCE_NO_MEANING: Pair = ("у этого сочетания в тексте нет значения",
                                 "the text gives this combination no meaning")
ACQUAINTANCE_NOTHING: Pair = ("Ни пар, ни других сочетаний: это гадание ничего не скажет",
                              "No pairs and no other combinations: this telling has "
                              "nothing to tell")
ACQUAINTANCE_ONCE: Pair = ("На одного знакомого гадают так только один раз",
                           "This telling is done only once for any one acquaintance")

# --- Пирамидка ----------------------------------------------------------------------------

PYRAMID_ROWS: tuple[Pair, ...] = (
    ("не сбудется", "it will not come true"),
    ("навряд ли", "hardly"),
    ("очень сомнительно", "very doubtful"),
    ("вполне возможно", "quite possible"),
    ("весьма вероятно", "very likely"),
    ("почти наверняка", "almost certainly"),
    ("да", "yes"),
)
PYRAMID_OUTSIDE: Pair = ("Выбранной карты в пирамиде нет: махните рукой, ответа не будет",
                         "The chosen card is not in the pyramid: let it go, there is no answer")

# --- Чатуранга ----------------------------------------------------------------------------

CHATURANGA_YES: Pair = ("Все карты сошлись парами: ответ — «да»",
                        "Every card paired off: the answer is yes")
CHATURANGA_NO: Pair = ("Закрытые карты остались: ответ — «нет»",
                       "Face-down cards remain: the answer is no")
CHATURANGA_NONE: Pair = ("Ни одна карта не совпала с названием: подсказок нет",
                         "No card matched the name called: no hints")
CHATURANGA_ONCE: Pair = ("Вопрос задают только один раз", "Ask the question only once")

CHATURANGA_MEANING: dict[int, dict[int, Pair]] = {
    C.CLUBS: {
        C.ACE: ("друг", "a friend"),
        6: ("скука и досада", "boredom and vexation"),
        7: ("грубость", "rudeness"),
        8: ("смерть", "death"),
        9: ("замужество", "marriage"),
        10: ("двоежёнство", "bigamy"),
        C.JACK: ("плут", "a rogue"),
        C.QUEEN: ("недоброжелательница", "a woman who is against you"),
        C.KING: ("темноволосый приятель", "a dark-haired friend"),
    },
    C.SPADES: {
        C.ACE: ("грустная весть", "sad news"),
        6: ("непременно", "without fail"),
        7: ("ложная весть", "misleading news"),
        8: ("нежность", "tenderness"),
        9: ("политика", "politics"),
        10: ("хитрость", "cunning"),
        C.JACK: ("ловкий помощник", "a crafty helper"),
        C.QUEEN: ("верная женщина", "a constant woman"),
        C.KING: ("честный человек", "an honest man"),
    },
    C.HEARTS: {
        C.ACE: ("добрая весть", "pleasant news"),
        6: ("искренность", "sincerity"),
        7: ("успех", "success"),
        8: ("признание в любви", "a declaration of love"),
        9: ("прибыль", "profit"),
        10: ("открытость души", "openheartedness"),
        C.JACK: ("вздох", "a sigh"),
        C.QUEEN: ("удовольствие", "pleasure"),
        C.KING: ("любовник", "a lover"),
    },
    C.DIAMONDS: {  # the text's last line (the file ends without a newline)
        C.ACE: ("спокойная, благополучная жизнь", "a settled, comfortable life"),
        6: ("задуманное сбудется", "what you wish for comes true"),
        7: ("долгая дорога", "a long journey"),
        8: ("встреча, которой вы не обрадуетесь", "a meeting you will not enjoy"),
        9: ("непрошеный гость", "an unwelcome visitor"),
        10: ("большие деньги", "great wealth"),
        C.JACK: ("пустомеля", "a chatterbox"),
        C.QUEEN: ("женщина-соперница", "a woman rival"),
        C.KING: ("мужчина-соперник", "a man who is your rival"),
    },
}
