"""Each telling on rigged card orders gives the reading the rules text prescribes, and
every telling repeats itself exactly for a seed."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.games.tellings import (
    all_tellings,
    chaturanga,
    dozen,
    get_telling,
    marriage,
    near_fate,
    new_acquaintance,
    pyramid_tell,
)
from koloda.games.tellings import texts as T

KEYS = ["near_fate", "marriage", "dozen", "new_acquaintance", "pyramid_tell", "chaturanga"]
NAME = {"new_acquaintance": {"name": "Александр"}}


def c(text: str) -> int:
    return C.parse(text)


def cs(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


# --- the registry and seeds -------------------------------------------------------------

def test_the_six_keys_in_the_texts_order() -> None:
    assert [t.key for t in all_tellings()] == KEYS


@pytest.mark.parametrize("key", KEYS)
def test_a_seed_repeats_the_reading(key: str) -> None:
    t = get_telling(key)
    one, two = t.lay(12345, **NAME.get(key, {})), t.lay("12345", **NAME.get(key, {}))
    assert one.to_json() == two.to_json()
    assert one.seed == 12345
    others = {str(t.lay(s, **NAME.get(key, {})).to_json()["layout"]) for s in range(5)}
    assert len(others) > 1  # the seed does change the cards


@pytest.mark.parametrize("key", KEYS)
def test_no_seed_draws_one_and_names_it(key: str) -> None:
    t = get_telling(key)
    drawn = t.lay(None, **NAME.get(key, {}))
    assert isinstance(drawn.seed, int)
    again = t.lay(drawn.seed, **drawn.options)
    assert again.to_json() == drawn.to_json()


@pytest.mark.parametrize("key", KEYS)
def test_every_text_in_both_languages(key: str) -> None:
    for seed in range(30):
        r = get_telling(key).lay(seed, **NAME.get(key, {}))
        assert r.lines and all(ru and en and ru != en for ru, en in r.lines)
        assert all(s.text[0] and s.text[1] for s in r.steps)


def test_unknown_key_and_misplaced_options() -> None:
    with pytest.raises(KolodaError, match="near_fate, marriage"):
        get_telling("fate")
    with pytest.raises(KolodaError, match="only to: new_acquaintance"):
        get_telling("dozen").lay(1, name="Иван")
    with pytest.raises(KolodaError, match="needs --name"):
        get_telling("new_acquaintance").lay(1)
    for bad in ("-1", "x", "²", "9" * 30, 2**63):
        with pytest.raises(KolodaError, match="layout number"):
            get_telling("dozen").lay(bad)


# --- Ближайшая судьба -------------------------------------------------------------------

def test_near_fate_positions_meanings_and_counts() -> None:
    spread = cs("AH KH QH JH 10H JD JS 9D 8D 7D 6S 7C 8C")
    r = near_fate.read(spread)
    assert [s.label for s in r.rows[0].spots] == list(T.NEAR_FATE_POSITIONS)
    ru = r.text("ru")
    assert ru[0] == "Что к вам идёт: Т♥ — ваш дом или любовь"
    assert ru[1] == "Что будет через год: К♥ — женатый мужчина, друг или отец"
    assert ru[2] == "Что осталось позади: Д♥ — замужняя дама, подруга или мать"
    assert ru[12] == "Что успокоит сердце: 8♣ — беседы и пересуды"
    # hearts 5 and diamonds 4 rule; spades and clubs (2 each) do not; three jacks
    assert ru[13:] == ["Черви (5 из 13): в любви у вас удачная полоса",
                       "Бубны (4 из 13): вас ждёт богатство",
                       "3 × В: впереди напряжённое время — к добру или к худу"]
    assert r.text("en")[13].startswith("Hearts (5 of 13): love is going your way")


def test_near_fate_three_queens_and_kings_and_aces() -> None:
    spread = cs("QS QC QD KS KC KH AS AC AD 6H 7H 8H 9H")
    tail = near_fate.read(spread).text("en")[13:]
    assert tail == ["Hearts (5 of 13): love is going your way at present",
                    "3 × Q: beware of gossip", "3 × K: someone is looking after you",
                    "3 × A: an eventful time lies ahead, and good fortune with it"]
    assert near_fate.read(spread).text("en")[0] == \
        "What is coming your way: Q♠ — a rival, a woman who wishes you ill"


def test_near_fate_always_has_a_ruling_suit() -> None:
    for seed in range(200):  # thirteen cards, four suits: some suit has four
        data = get_telling("near_fate").lay(seed).steps[1].data
        assert data["four_or_more"]
        assert sum(data["suits"].values()) == 13


# --- Брачное гадание --------------------------------------------------------------------

def _deck_without(card: int) -> list[int]:
    return [x for x in C.deck(52) if x != card] + [card]  # the portrait last: not in twenty


def test_marriage_portrait_in_the_twenty_ends_it() -> None:
    deck = [x for x in C.deck(52) if x != c("QD")]
    deck.insert(7, c("QD"))
    r = marriage.read(deck, "young_woman")
    assert r.lines == (T.MARRIAGE_IN_TWENTY,)
    assert r.steps[-1].data == {"in_twenty": True, "position": 8}
    assert len(r.rows) == 1


@pytest.mark.parametrize("pile", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("key", ["young_woman", "woman", "young_man", "older_man"])
def test_marriage_portrait_in_pile_k(key: str, pile: int) -> None:
    card = marriage.portrait(key)
    deck = _deck_without(card)
    twenty = deck[:20]
    twenty[3] = card  # swap_at 3
    for at in (pile - 1, pile - 1 + 5, pile - 1 + 15):  # dealt in turn: places k, k+5, …
        order = [x for x in twenty if x != card]
        order.insert(at, card)
        r = marriage.read(deck, key, 3, order)
        assert r.steps[-1].data["pile"] == pile
        assert r.steps[1].data == {"in_twenty": False, "exchanged": C.to_text(deck[3])}
        assert r.lines == ((f"Стопка {pile}: {T.MARRIAGE_PILES[pile - 1][0]}",
                            f"Pile {pile}: {T.MARRIAGE_PILES[pile - 1][1]}"),)
        assert [len(row.spots) for row in r.rows] == [20, 4, 4, 4, 4, 4]


def test_marriage_portraits_and_their_words() -> None:
    assert [C.to_text(marriage.portrait(k)) for k in T.MARRIAGE_PORTRAITS] == \
        ["QD", "QH", "KD", "KH"]
    assert marriage.portrait_key("Вдовец") == "older_man"
    assert marriage.portrait_key(" young-man ") == "young_man"
    assert marriage.portrait_key("qh") == "woman"
    with pytest.raises(KolodaError, match="young_woman"):
        marriage.portrait_key("king")
    r = get_telling("marriage").lay(3)
    assert r.options == {"portrait": "young_woman"}
    assert get_telling("marriage").lay(3, portrait="девушка").to_json() == r.to_json()


def test_marriage_lay_keeps_the_deck_whole() -> None:
    for seed in range(100):
        r = get_telling("marriage").lay(seed, portrait="older_man")
        laid = [s.card for row in r.rows[1:] for s in row.spots]
        assert len(laid) in (0, 20) and len(set(laid)) == len(laid)
        assert not laid or c("KH") in laid


# --- Дюжина -----------------------------------------------------------------------------

@pytest.mark.parametrize(("count", "band"), [
    (0, "no"), (2, "no"), (3, "unlikely to come true"), (5, "unlikely to come true"),
    (6, "very doubtful"), (8, "very doubtful"), (9, "even chances, fifty-fifty"),
    (11, "even chances, fifty-fifty"), (12, "quite possible"), (14, "quite possible"),
    (15, "yes, and very soon"), (18, "yes, and very soon"), (19, "yes"), (59, "yes")])
def test_dozen_answer_bands(count: int, band: str) -> None:
    assert dozen.answer(count)[1] == band


def test_dozen_one_suit_a_row_is_32_pairs() -> None:
    r = dozen.read(C.deck(36))  # the fresh deck: each row is one suit
    assert r.steps[0].data["pairs"] == 32
    assert (r.steps[0].data["in_rows"], r.steps[0].data["in_columns"]) == (32, 0)
    assert r.lines == (("32 пар: да", "32 pairs: yes"),)


def test_dozen_no_neighbours_of_a_suit_is_no() -> None:
    by_suit = {s: [x for x in C.deck(36) if C.suit_of(x) == s] for s in range(4)}
    order = [by_suit[(r + col) % 4].pop() for r in range(4) for col in range(9)]
    r = dozen.read(order)
    assert r.steps[0].data["pairs"] == 0
    assert r.lines[0][1] == "0 pairs: no"


def test_dozen_count_matches_a_plain_neighbour_count() -> None:
    columns = 0
    for seed in range(50):
        order = C.deck(36)
        random.Random(seed).shuffle(order)
        want = sum(1 for i in range(36) for j in range(i + 1, 36)
                   if C.suit_of(order[i]) == C.suit_of(order[j])
                   and ((j == i + 1 and i // 9 == j // 9) or j == i + 9))
        data = dozen.read(order).steps[0].data
        assert data["pairs"] == want == data["in_rows"] + data["in_columns"]
        columns += data["in_columns"]
    assert columns > 0  # the columns count too


# --- Новый знакомый ---------------------------------------------------------------------

def rig(letters: int, deck: list[int]) -> tuple[list[int], list[int]]:
    """The two shuffled parts that deal and gather into ``deck`` (top first): the
    dealing undone by hand, independent of the module's code."""
    sizes = [len(range(p, 36, letters)) for p in range(letters)]
    piles: list[list[int]] = [[] for _ in range(letters)]
    at = 0
    for p in reversed(range(letters)):  # the last pile lies on top
        piles[p] = list(reversed(deck[at:at + sizes[p]]))
        at += sizes[p]
    order = [piles[i % letters][i // letters] for i in range(36)]
    return order[:16], order[16:]


HIGH_PLACES = [*range(10, 18), *range(28, 36)]  # where a 2-letter name puts the high part


def _check_high_places() -> None:
    high, _ = rig(2, list(range(36)))
    assert sorted(high) == HIGH_PLACES


def _two_letter_deck(low: list[int], high: list[int]) -> list[int]:
    _check_high_places()
    return low[:10] + high[:8] + low[10:] + high[8:]


def test_acquaintance_kings_then_fours() -> None:
    low = cs("6S 7S 8S 9S 6C 7C 8C 9C 6D 7D 8D 8H 10S 10C 10D 10H 6H 7H 9D 9H")
    high = cs("KH KC QS QH JD AC AD JC JS JH QC QD KS KD AS AH")
    deck = _two_letter_deck(low, high)
    h, lo = rig(2, deck)
    r = new_acquaintance.read("Ян", h, lo)
    assert r.steps[0].data["deck"] == [C.to_text(x) for x in deck]
    assert r.steps[1].data == {"laid": 12, "pair": ["KH", "KC"]}
    assert r.text("ru") == [
        "Как он к вам относится: К♥ К♣ — " + T.ACQUAINTANCE_ATTITUDE[C.KING][0],
        "Что вас с ним ждёт: Д♠ Д♥ — огорчение, пересуды",  # a spade among the queens
        "Что вас с ним ждёт: 8♦ 8♥ — ссора",
        "Что вас с ним ждёт: 10♠ 10♣ 10♦ 10♥ — союз по расчёту",
        T.ACQUAINTANCE_ONCE[0]]
    assert r.steps[2].data["four_of_a_rank"] is True
    assert len(r.steps[2].data["groups"]) == 3  # the laying out stops at the four


def test_acquaintance_low_pair_first_and_spade_meaning() -> None:
    low = cs("9S 9H 6S 7S 8S 10S 6C 7C 8C 9C 10C 6D 7D 8D 9D 10D 6H 7H 8H 10H")
    high = cs("JS QS KS AS JC QC KC AC JD QD KD AD JH QH KH AH")
    r = new_acquaintance.read("Ян", *rig(2, _two_letter_deck(low, high)))
    assert r.steps[1].data["pair"] == ["9S", "9H"]
    assert r.text("en")[0] == "What awaits you with him: 9♠ 9♥ — an unhappy love"


def test_acquaintance_no_pair_tells_nothing() -> None:
    low = [x for x in C.deck(36) if C.rank_of(x) < C.JACK]  # 6..10 by suit: no rank twice
    high = [x for x in C.deck(36) if C.rank_of(x) >= C.JACK]
    r = new_acquaintance.read("Ян", *rig(2, _two_letter_deck(low, high)))
    assert r.steps[1].data == {"laid": 36, "pair": []}
    assert r.lines == (T.ACQUAINTANCE_NOTHING, T.ACQUAINTANCE_ONCE)


def test_acquaintance_piles_follow_the_letters() -> None:
    r = get_telling("new_acquaintance").lay(8, name="Александр")
    data = r.steps[0].data
    assert data["letters"] == list("Александр")
    assert [p["letter"] for p in data["piles"]] == list("Александр")
    assert [len(p["cards"]) for p in data["piles"]] == [4] * 9
    # high cards first: every pile's bottom card is a jack to ace
    assert all(C.parse(p["cards"][0]) & 15 >= C.JACK for p in data["piles"])
    assert [row.label[0] for row in r.rows[:2]] == ["1 · А (снизу вверх)", "2 · л (снизу вверх)"]


@pytest.mark.parametrize(("name", "count"), [("Александр", 9), ("Жан-Поль", 7),
                                             ("Д'Артаньян", 9), ("Анна Мария", 9),
                                             ("Й" * 36, 36), ("Ян", 2)])
def test_acquaintance_names(name: str, count: int) -> None:
    assert len(new_acquaintance.letters(name)) == count
    assert get_telling("new_acquaintance").lay(1, name=name).options["name"] == name


@pytest.mark.parametrize("name", ["", "   ", "Я", "123", "Саша!", "a" * 37, "a " * 31,
                                  "Ан\x00на", "\ud800\ud800", "Иван2"])
def test_acquaintance_bad_names(name: str) -> None:
    with pytest.raises(KolodaError, match="The name") as err:
        get_telling("new_acquaintance").lay(1, name=name)
    assert err.value.ru.startswith("Имя «")
    assert err.value.text("ru").encode("utf-8") and err.value.en.encode("utf-8")


# --- Пирамидка --------------------------------------------------------------------------

@pytest.mark.parametrize(("place", "row"), [(0, 1), (1, 2), (2, 2), (3, 3), (6, 4), (10, 5),
                                            (15, 6), (21, 7), (27, 7)])
def test_pyramid_row_of_the_chosen_card(place: int, row: int) -> None:
    order = C.deck(32)
    chosen = order[place]
    five = [chosen, *[x for x in order if x != chosen][:4]]
    r = pyramid_tell.read(five, 0, order)
    assert r.steps[1].data["row"] == row
    assert r.lines == ((f"Ряд {row}: {T.PYRAMID_ROWS[row - 1][0]}",
                        f"Row {row}: {T.PYRAMID_ROWS[row - 1][1]}"),)
    assert [len(x.spots) for x in r.rows] == [5, 1, 2, 3, 4, 5, 6, 7, 4]


@pytest.mark.parametrize("place", [28, 31])
def test_pyramid_card_outside(place: int) -> None:
    order = C.deck(32)
    five = [*order[:4], order[place]]
    r = pyramid_tell.read(five, 4, order)
    assert r.lines == (T.PYRAMID_OUTSIDE,)
    assert r.steps[1].data["row"] is None


def test_pyramid_pick_option() -> None:
    t = get_telling("pyramid_tell")
    drawn = t.lay(21)
    pick = int(drawn.options["pick"])
    assert t.lay(21, pick=pick).to_json() == drawn.to_json()
    other = t.lay(21, pick=pick % 5 + 1)
    assert other.steps[0].data["shown"] == drawn.steps[0].data["shown"]
    assert other.steps[0].data["pick"] == pick % 5 + 1
    for bad in ("0", "6", "x", "１"):
        with pytest.raises(KolodaError, match="The card"):
            t.lay(1, pick=bad)


# --- Чатуранга --------------------------------------------------------------------------

def _order_of(piles: list[list[int]]) -> list[int]:
    """The deck order that deals into ``piles`` (each bottom first), nine in turn."""
    return [piles[i % 9][i // 9] for i in range(36)]


def _yes_piles() -> list[list[int]]:
    one = [6, 6, 7, 7, 8, 8, 9, 9, 10]  # the top layer, and the third
    two = [10, C.JACK, C.JACK, C.QUEEN, C.QUEEN, C.KING, C.KING, C.ACE, C.ACE]
    suits: dict[int, list[int]] = {r: [0, 1, 2, 3] for r in range(6, 15)}
    layers = [[C.make(r, suits[r].pop()) for r in layer] for layer in (one, two, one, two)]
    return [[layers[3][p], layers[2][p], layers[1][p], layers[0][p]] for p in range(9)]


def test_chaturanga_stage_one_yes() -> None:
    r = chaturanga.read(_order_of(_yes_piles()), C.deck(36))
    data = r.steps[0].data
    assert data["answer"] == "yes" and data["left"] == [] and len(data["pairs"]) == 18
    assert all(C.parse(a) & 15 == C.parse(b) & 15 for a, b in data["pairs"])
    assert r.lines[0] == T.CHATURANGA_YES


def test_chaturanga_stage_one_no() -> None:
    # the fresh deck deals each rank into one pile: nine different tops, nothing pairs
    r = chaturanga.read(C.deck(36), C.deck(36))
    assert r.steps[0].data["answer"] == "no" and len(r.steps[0].data["left"]) == 36
    assert r.lines[0] == T.CHATURANGA_NO


def test_chaturanga_pairs_three_of_a_rank_wisely() -> None:
    # tops 6♠ 6♣ 6♦: pairing the first two strands 6♦ on 6♥; pairing 6♠ with 6♦ clears all
    piles = [cs("8S 6S"), cs("8C 6C"), cs("6H 6D")]
    moves = chaturanga.pair_off(piles)
    assert len(moves) == 3 and moves[0] == (0, 2)


def test_chaturanga_stage_two_calls() -> None:
    second = C.deck(36)  # 6..A by suit: each card is one rank above the call, no match
    assert chaturanga.matches(second) == []

    def put(card: str, place: int) -> None:  # swap a card into a 1-based place
        i, j = second.index(c(card)), place - 1
        second[i], second[j] = second[j], second[i]

    put("AC", 1)   # "ace": the clubs' ace, a friend
    put("6S", 2)   # "six": the spades' six
    put("8D", 13)  # "eight" again on the second round: a diamond (the text's last line)
    put("KH", 36)  # "king" closes the fourth round
    r = chaturanga.read(_order_of(_yes_piles()), second)
    got = [(d["place"], d["card"]) for d in r.steps[1].data["set_aside"]]
    assert got == [(1, "AC"), (2, "6S"), (13, "8D"), (36, "KH")]
    assert r.text("ru")[1:] == [
        "1-я карта, «туз»: Т♣ — друг",
        "2-я карта, «шестёрка»: 6♠ — непременно",
        "13-я карта, «восьмёрка»: 8♦ — встреча, которой вы не обрадуетесь",
        "36-я карта, «король»: К♥ — любовник",
        T.CHATURANGA_ONCE[0]]
    assert r.rows[-1].spots[0].label == ("друг", "a friend")


def test_chaturanga_every_suit_has_all_nine_meanings() -> None:
    """The text gives all four suits (the diamonds on its last line, which has no final
    newline): every card of the 36 has a meaning in both languages, none repeated."""
    assert set(T.CHATURANGA_MEANING) == {C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS}
    for suit, by_rank in T.CHATURANGA_MEANING.items():
        assert set(by_rank) == set(chaturanga.CALLS), suit
        assert all(ru and en for ru, en in by_rank.values()), suit
    every = [m for by_rank in T.CHATURANGA_MEANING.values() for m in by_rank.values()]
    assert len({ru for ru, _ in every}) == len({en for _, en in every}) == 36
    for card in C.deck(36):
        assert chaturanga.meaning(card) == T.CHATURANGA_MEANING[C.suit_of(card)][
            C.rank_of(card)]


def test_chaturanga_diamonds_follow_the_texts_last_line() -> None:
    """The facts of the seed's last line, in our words: ace well-being, six a wish come
    true, seven a long road, eight an unpleasant meeting, nine an unwelcome guest, ten
    wealth, jack a chatterbox, queen and king rivals."""
    d = T.CHATURANGA_MEANING[C.DIAMONDS]
    assert d[7][1] == "a long journey" and d[10][1] == "great wealth"
    assert d[C.JACK][1] == "a chatterbox" and "rival" in d[C.QUEEN][1]
    assert "rival" in d[C.KING][1] and "unwelcome" in d[9][1]


def test_meanings_are_not_the_texts_own_phrases() -> None:
    """Three meanings once repeated the text nearly word for word; they are ours now."""
    said = [m for table in (T.NEAR_FATE_SUIT, T.NEAR_FATE_GROUP, T.ACQUAINTANCE_FOUR)
            for m, _ in table.values()]
    for phrase in ("слепая страсть", "яркими событиями", "везёт в любви", "придёт удача"):
        assert not any(phrase in m for m in said), phrase


def test_chaturanga_two_stages_in_every_reading() -> None:
    for seed in range(40):
        r = get_telling("chaturanga").lay(seed)
        assert [s.data["stage"] for s in r.steps] == [1, 2]
        assert r.steps[1].data["order"] != r.steps[0].data["piles"]
        assert r.lines[0] in (T.CHATURANGA_YES, T.CHATURANGA_NO)
        pairs = r.steps[0].data["pairs"]
        assert 2 * len(pairs) + len(r.steps[0].data["left"]) == 36
