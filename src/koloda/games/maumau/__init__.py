"""The Mau-Mau family: Czech Durak (``czech``, with seven sub-variants) and «101» (``101``).

Sources: the Czech Durak section of a Durak program's variant list (its base game and
"Вариант 1" … "Вариант 7") and a «101» article; docs/rules.md (section "The Mau-Mau
family") points here, and this docstring is the project's rules reference for both games.
Both games run on one shedding engine (:mod:`.state`): put a card of the top card's suit or
rank on the pile; special cards are data (:mod:`.rules`, an effect per rank or per card).

Czech Durak / Чешский дурак (base)
    EN: 36 cards, 5 each, no trump. Match the top card by suit or rank; with nothing to play,
    draw until a card fits (when the stock runs out, the pile except its top card is turned
    into a new stock). 6: the next player draws 2 and misses a turn; 7: draws 1 and misses a
    turn; ace: the next player misses a turn; queen: goes on anything and names the suit to
    follow. The first to shed all cards wins the deal; the others score what they hold
    (J 2, Q 3, K 4, A 11, others their rank; a lone queen 20). A match runs until someone's
    total reaches ``target`` (100 by default); the lowest total wins.
    RU: 36 карт, по 5, без козыря. Кладут карту в масть или в достоинство верхней; нечем
    ходить — берут из колоды до подходящей (колода кончилась — отбой, кроме верхней карты,
    переворачивают). 6 — следующий берёт 2 и пропускает ход; 7 — берёт 1 и пропускает;
    туз — следующий пропускает ход; дама кладётся на любую карту и заказывает масть. Кто
    первым избавился от карт, выиграл раздачу; остальные записывают очки своих карт
    (В 2, Д 3, К 4, Т 11, прочие по достоинству; одна дама — 20). Матч идёт, пока чей-то счёт
    не дойдёт до ``target`` (по умолчанию 100); выигрывает меньший счёт.

The issue's sub-variant keys are the text's seven variants in order:

========  ==========  ================================================================
key       text        EN / RU
========  ==========  ================================================================
v1        Вариант 1   draw one card only, then pass / взять одну карту, иначе пропуск
v2        Вариант 2   32 cards; 7 → draw 2, 8 → draw 1 / 32 карты; 7 — взять 2, 8 — взять 1
v3        Вариант 3   6 each, up-card is the leader's move, jack is wild, a lone jack loses
                      the match / по 6, открытая карта — ход ведущего, валет вместо дамы,
                      оставшийся с валетом проигрывает
english   Вариант 4   ace: add a card of its suit and name a suit / туз: ещё карта той же
                      масти и заказ масти
pharaoh   Вариант 5   4 each; out with a queen −30, lone queen 30 / по 4; закончил дамой −30,
                      одна дама 30 штрафных
pentagon  Вариант 6   suit only (rank on a six), queen's call skips the next, A11 K4 Q20 J2
                      10→10 / только в масть, после заказа дамой пропуск, Т11 К4 Д20 В2 10
crocodile Вариант 7   v1 + K♥: next draws 5 and misses a turn / v1 + К♥: взять 5 и пропуск
========  ==========  ================================================================

«101» / «Сто одно»
    EN: 36 cards, 2–4 players, 5 each; the dealer gets 4 and turns up his fifth as his
    move. With nothing to play, draw one; if it does not fit, pass. Ace: the next player
    misses a turn; queen: on anything, names a suit; K♠: the next draws 4 and misses a turn;
    7: draws 2 and misses; 6: draws 1 and misses; 9: its player must cover it at once (a 9
    or its suit), drawing until he can. Cards left score A 11, 10 10, 8 8, 7 7, 6 6, K 4,
    Q 3, J 2, 9 0. Going out with a queen takes 20 off your score (Q♠ 40). A score of
    exactly 101 drops to 0; whoever goes over 101 loses the match; the lowest score wins.
    RU: 36 карт, 2–4 игрока, по 5; сдающему 4, пятая открывается — это его ход. Нечем
    ходить — взять одну; не подошла — пропуск. Туз — следующий пропускает ход; дама — на
    любую карту, заказ масти; К♠ — следующий берёт 4 и пропускает; 7 — берёт 2 и
    пропускает; 6 — берёт 1 и пропускает; 9 — надо сразу покрыть её (девяткой или в масть),
    беря из колоды до подходящей. Очки: Т 11, 10, 8, 7, 6 по достоинству, К 4, Д 3, В 2,
    9 — 0. Закончивший дамой списывает 20 (пиковой — 40). Ровно 101 — счёт обнуляется;
    перебравший проигрывает; выигрывает меньший счёт.

Readings of vague points (each pinned by a test in ``tests/maumau``):

- a card may be played only if it fits, and a player who has a fitting card must play
  (no voluntary draw); a card drawn that fits must be played;
- penalties are taken by their victim as one explicit move (``draw`` takes them all,
  ``pass`` takes a skip), so the terminal shows whose turn is lost and why;
- with more than two players every player still holding cards scores them;
- the deal ends the moment a hand is empty (a pending draw or skip is dropped), except
  after a 101 nine, which must be covered even as the last card (drawing until it fits);
- an up-card (v3, 101) acts as the leader's move: a 6/7/K♠ hits the next player, an ace
  skips him, a nine must be covered by the leader; a wild up-card names no suit;
- v3's "left with a jack loses at once" is read as a lone jack (rule ``wild_loses=lone``;
  ``any`` is the other reading); English: adding the card after an ace is compulsory when
  the player can (else he draws one), and the suit named must differ from the ace's;
- guard against endless deals: the pile is turned over at most ``rebuilds`` times a deal
  (100: far beyond any real deal, but deterministic players can cycle the wild cards); when nobody can play or draw for a whole round the deal is *blocked*: the smallest
  hand counts as the winner's and the others score theirs.
"""

from koloda.engine.game import register
from koloda.games.maumau.game import CzechGame, HundredOneGame

CZECH = register(CzechGame())
HUNDRED_ONE = register(HundredOneGame())

__all__ = ["CZECH", "HUNDRED_ONE", "CzechGame", "HundredOneGame"]
