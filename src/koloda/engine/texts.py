"""Wording every surface shares: Russian plural forms of counted nouns and the viewer's
own moves told in the second person ("Вы кладёте 10♠", "You play 10♠").

A Russian noun after a number takes one of three forms: the "one" form after 1, 21,
101 (but not 11, 111), the "few" form after 2-4, 22-24 (not 12-14), and the "many" form
after everything else, 0 and 5-20 included.

>>> count_ru(1, "карта", "карты", "карт"), count_ru(3, "карта", "карты", "карт")
('1 карта', '3 карты')
>>> count_ru(11, "ход", "хода", "ходов"), count_ru(93, "ход", "хода", "ходов")
('11 ходов', '93 хода')
>>> count(1, "en", CARDS), count(21, "ru", CARDS), count(0, "en", CARDS)
('1 card', '21 карта', '0 cards')
>>> second_person("кладёт Т♦ и заказывает пики", "ru")
'кладёте Т♦ и заказываете пики'
>>> second_person("draws 2 cards and misses the turn", "en")
'draw 2 cards and miss the turn'
>>> own_line("Вы", "берёт 1 карту и пропускает ход", "ru")
'Вы берёте 1 карту и пропускаете ход'
>>> own_line("You", "pass", "en"), own_line("Вы", "хожу 7♣", "ru")
('You: pass', 'Вы: хожу 7♣')
"""

from __future__ import annotations

import re

# (one, few, many) of the nouns counted most often; English is (one, many)
CARDS = (("карта", "карты", "карт"), ("card", "cards"))
MOVES = (("ход", "хода", "ходов"), ("move", "moves"))
POINTS = (("очко", "очка", "очков"), ("point", "points"))
DEALS = (("раздача", "раздачи", "раздач"), ("deal", "deals"))
GAMES = (("партия", "партии", "партий"), ("game", "games"))
WINS = (("победа", "победы", "побед"), ("win", "wins"))
PLAYERS = (("игрок", "игрока", "игроков"), ("player", "players"))
SEATS = (("место", "места", "мест"), ("seat", "seats"))
TRICKS = (("взятка", "взятки", "взяток"), ("trick", "tricks"))
REDEALS = (("пересдача", "пересдачи", "пересдач"), ("redeal", "redeals"))
BOLTS = (("болт", "болта", "болтов"), ("bolt", "bolts"))
SECONDS = (("секунда", "секунды", "секунд"), ("second", "seconds"))


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """The form of a Russian noun after the number ``n`` (its sign does not matter)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


plural = plural_ru


def count_ru(n: int, one: str, few: str, many: str) -> str:
    """``n`` and its noun: «1 карта», «3 карты», «5 карт»."""
    return f"{n} {plural_ru(n, one, few, many)}"


def count(n: int, lang: str, forms: tuple[tuple[str, str, str], tuple[str, str]]) -> str:
    """``n`` and its noun in ``lang``: ``forms`` is ((one, few, many), (one, many)),
    e.g. :data:`CARDS`."""
    if lang == "ru":
        return count_ru(n, *forms[0])
    one, many = forms[1]
    return f"{n} {one if abs(n) == 1 else many}"


# --- the second person ----------------------------------------------------------------

# words whose ending looks like a verb's but which are nouns, or no person's verb
# («хватит»: Durak's "that's enough")
_NOT_VERBS_RU = frozenset({"хватит", "валет", "счёт", "бит", "ответ", "совет", "секрет", "лимит",
                           "предмет", "портрет", "пакет", "билет", "кредит", "отчёт",
                           "полёт", "расчёт", "учёт", "почёт", "пролёт", "сюжет"})
_IRREGULAR_RU = {"хочет": "хотите"}
_RU_WORD = re.compile(r"^[а-яё]{3,}$")
_EN_WORD = re.compile(r"^[a-z]{2,}$")
_IRREGULAR_EN = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}
_PUNCT = ":,.;!?…"


def _verb_ru(word: str) -> str | None:
    """The second person plural of a present-tense third person singular Russian verb
    (кладёт → кладёте, ходит → ходите, остаётся → остаётесь), or None if ``word`` is
    not one."""
    if word in _IRREGULAR_RU:
        return _IRREGULAR_RU[word]
    if not _RU_WORD.match(word) or word in _NOT_VERBS_RU:
        return None
    for end, new in (("ётся", "ётесь"), ("ется", "етесь"), ("ится", "итесь"),
                     ("ёт", "ёте"), ("ет", "ете"), ("ит", "ите")):
        if word.endswith(end):
            return word[: -len(end)] + new
    return None


def _verb_en(word: str) -> str | None:
    """The plain form of an English third person singular verb (plays → play, passes →
    pass, carries → carry), or None if ``word`` does not look like one."""
    if word in _IRREGULAR_EN:
        return _IRREGULAR_EN[word]
    if not _EN_WORD.match(word) or not word.endswith("s") or len(word) < 3:
        return None
    if word.endswith(("ss", "us", "is", "ous")):
        return None
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    return word[:-1]


def _split_punct(token: str) -> tuple[str, str]:
    core = token.rstrip(_PUNCT)
    return core, token[len(core):]


def second_person(text: str, lang: str) -> str | None:
    """A move text told in the third person ("кладёт Т♦ и заказывает пики") turned to the
    second person plural ("кладёте Т♦ и заказываете пики"), or None when it does not
    start with such a verb (a bare card, a bid, "пас", a first-person "хожу 7♣"). The
    verbs turned are the first (after a «не»/"not") and each one right after «и»/"and"."""
    verb = _verb_ru if lang == "ru" else _verb_en
    neg = "не" if lang == "ru" else "not"
    conj = "и" if lang == "ru" else "and"
    tokens = text.split(" ")
    first = 1 if len(tokens) > 1 and tokens[0] == neg else 0
    core, tail = _split_punct(tokens[first]) if first < len(tokens) else ("", "")
    turned = verb(core)
    if turned is None:
        return None
    out = list(tokens)
    out[first] = turned + tail
    for i in range(first + 1, len(out) - 1):
        if out[i] == conj:
            k = i + 2 if out[i + 1] == neg and i + 2 < len(out) else i + 1
            core, tail = _split_punct(out[k])
            nxt = verb(core)
            if nxt is not None:
                out[k] = nxt + tail
    return " ".join(out)


YOU = {"ru": "Вы", "en": "You"}


def own_line(subject: str, text: str, lang: str) -> str:
    """A log line whose subject is the person reading it ("Вы"/"You"): the move in the
    second person where it starts with a verb ("Вы кладёте 10♠"), else after a colon
    ("Вы: 10♠", "Вы: пас"), never "Вы: кладёт"."""
    turned = second_person(text, lang)
    return f"{subject} {turned}" if turned is not None else f"{subject}: {text}"
