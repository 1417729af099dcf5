"""Дурак (Durak): the rules reference of this package, and its rules dataclass.

Sources: the variant list «Правила игр в Дурака» of a Durak program and the Durak
entries of a card-game catalogue; docs/rules.md (section «Дурак») points here, and this
docstring is the project's rules reference for Durak. Every text here is our own wording.

Base games
----------
* ``simple`` — no throw-ins: the lead is one card or two of one rank; the defender
  beats them all or takes them all.
* ``podkidnoy`` — the attackers may throw in cards of a rank already on the table.
* ``perevodnoy`` — before beating anything the defender may transfer by laying a card of
  the lead's rank; the next player defends, if he holds at least as many cards as will
  then lie unbeaten.

Table conventions (how this engine plays them)
----------------------------------------------
* Cards are dealt six each (round-robin from the seat after the dealer); the last card
  of the deck order is turned up under the stock as the trump card and is drawn last.
  When the hands take the whole deck (six players, 36 cards) the dealer's last card is
  shown as the trump.
* The first game is led by the holder of the lowest trump (the seat after the dealer if
  nobody has one); later games of a match by the previous game's winner (the first to
  go out). The dealer of game 1 is the last seat, later the previous fool.
* A bout: the first attacker leads one card and may add cards of the same rank (the
  lead is closed by ``done`` or when nothing more can be added). The defender then beats
  one card at a time, takes, or (perevodnoy) transfers. When every card is beaten the
  attackers may throw in, one card at a time, in priority order: the first attacker,
  then the other players in seat order (the defender's neighbour on the far side among
  them); ``throw_in=neighbours`` limits throw-ins to the two neighbours of the defender.
  After ``take`` the attackers may still add cards, then the defender picks up.
* A bout never holds more than 6 attack cards (``first_bout_limit`` until the first
  discard) and never more unbeaten cards than the defender holds.
* Draw after each bout up to six: first attacker, the others in seat order, defender
  last. After a discard the defender leads; after a take the player after him.
* A player with no cards once the stock is empty is out. The last player holding cards
  is the fool; if the last cards go at once it is a draw (``draw_allowed``), or, with
  draws off, the last defender is the fool.
* Teams (2x2, 3x2): partners sit apart (seat s is on team s mod 2, or s mod 3); nobody
  attacks, throws in on or transfers to a partner; the game ends when only one team
  still holds cards, and that team loses.
* A match (``match_games``) is several games in one state; ``tally`` counts the fools.

Readings of the variants (where the source is short or vague)
-------------------------------------------------------------
* ``albanian`` — after the deal the stock is sorted so that aces are drawn first, then
  kings, and so on; the turned trump card stays at the bottom.
* ``armenian`` — ``attack stock``: a lead may be the stock's top card (not the turned
  trump), laid unseen; cards of its rank may be added from the hand.
* ``trumpless`` — no suit is trump; the first game is led by the seat after the dealer.
* ``big`` — two 36/52-card decks (24 is refused: nobody could reach 52); a twin can never
  beat its twin (it is not higher); a player holding 52 cards or more after a take is the
  fool at once.
* ``believe`` — the defender may cover face down (``dark``) with any card; the owner of
  the covered card then must ``accept`` (the bout goes on; the card stays hidden) or
  ``challenge``: a correct cover makes the challenger pick up the whole table (and the
  defender leads next), a wrong one makes the defender pick it up.
* ``two_trump`` — seat i's own trump is the turned suit shifted by i (♠♣♦♥ order), 2-4
  players; only the defender's own trump beats other suits; the lowest own trump leads.
* ``road`` — the whole deck is dealt, the last card (the trump) to the dealer; the lead
  is one card; after each cover the attacker may cover the top card in turn (continue)
  or say ``done`` (discard; the defender leads); a defender who cannot or will not cover
  the top card takes the whole table and the player after him leads. Base simple only.
* ``boring`` — a lead card must be of the highest rank in the leader's hand.
* Stalls (our rule, so that every game ends): when as many bouts as there are active
  players end in a take (or a pass) with no discard between them, the lead restrictions
  of ``boring`` and ``english_g`` are lifted until the next discard (``free_leads``).
* The draw rule (ours, for every base game and variant): when ``draw_after_bouts`` bouts
  in a row (60 by default; a ``pass`` counts as one) end without a discard, the game is
  a draw: nobody is the fool, and in ``points`` and ``pursuit`` nobody wins. It is
  checked when the next bout would start (a bout that puts a player out still ends the
  game as usual). Without it two players could pass the same cards back and forth for
  ever (say aces nobody can cover, once the stock is gone).
* ``chinese`` — the holder of 9♦ leads every game; covering with 9♦ discards the whole
  table at once; a defender who takes picks up only the bout's first attack card (the
  rest is discarded).
* ``trump_swap`` — the first discard made while the stock holds 8 cards or fewer (the
  turned card counted) swaps its last laid card with the turned trump card, whose suit
  becomes the new trump; the old trump card goes to the discard. Once per game.
* ``royal`` — a card of the deck's lowest rank can be covered only by the ace of its
  suit or by the trump ace.
* ``circular`` — two players only; after every bout they swap hands, then draw.
* ``magadan`` — each player's first five dealt cards lie face down, unknown even to him
  and unplayable; each successful defence opens one of the defender's; when the stock is
  gone all open. A leader with no open card opens one. Attack size is limited by the
  defender's open cards.
* ``piled`` — ``a``: the whole deck is dealt at once, the last card (turned: the trump) to
  the dealer, lowest trump leads; ``b``: as ``a``, and a defender who takes picks up only
  the last 3 cards laid (5 if a trump is among the unbeaten cards); the rest is discarded.
* ``invisible`` — the trump suit is announced, the turned card stays hidden until it is
  the last card of the stock.
* ``reverse`` — you see the others' hands but not your own; you play by hand slot
  (``attack #2``); any slot may be tried: a card that is not a legal lead addition,
  throw-in, cover or transfer makes its player pick up the whole table (an attacker who
  errs ends the bout, the defender leads next).
* ``discard_back`` — every second discard, while the stock still holds more than its
  turned card, is shuffled into the stock (the turned card stays at the bottom).
* ``points`` — the winners are the players who covered the most cards; the fool is still
  named.
* ``transfer_any_time`` — a transfer is allowed whenever all unbeaten cards share a rank,
  even after covering began; the new defender must cover the unbeaten cards or take the
  whole table. perevodnoy only.
* ``empty`` — a player draws (up to six) only when his hand is empty.
* ``pursuit`` — a pogon is a take of exactly two cards of one rank; it is credited to the
  bout's first attacker. The winner gave most pogons; a tie goes to higher pogon ranks.
* ``poker`` — before his first cover in a bout, a defender holding six cards or fewer may
  swap up to two cards, one at a time, each for the stock's top card; the given card goes
  to the bottom of the stock above the turned trump card. Needs two cards in the stock.
* ``treshka`` — base simple; every lead is exactly three cards (any ranks), two if the
  leader or defender holds fewer, else one.
* ``chukotka`` — six cards each; the stock (its turned trump card shown) leaves play.
* ``japanese`` — ``a``: diamonds are always trumps (no card is turned) and a spade can be
  covered only by a higher spade; ``b``: the trump card is turned as usual, a turned
  spade is replaced by the nearest non-spade above it; spades still only by spades.
* ``simple_b`` — base simple; a defender who takes picks up only the uncovered cards,
  the covered pairs are discarded.
* ``simple_v`` — base simple; a lead is pairs followed by one single card (one card; a
  pair and a card; two pairs and a card...): each pair is laid card after card, a new
  rank opens a pair or closes the lead as its single.
* ``transfer_refusal`` — perevodnoy; with the stock empty, the defender may transfer back
  to an attacker who has just played his last card ("refusal"); that player must take.
* ``english_g`` — base simple; a lead is exactly one pair; a leader without a pair (or
  facing a defender with one card) says ``pass`` and the next player leads; once the game
  stalls (see above: a full round of passes does it) any single card may be led.
"""

from __future__ import annotations

from dataclasses import dataclass

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, check_seat_rule, rule
from koloda.engine.texts import count_ru, plural_ru

VARIANT_KEYS = (
    "albanian", "armenian", "trumpless", "big", "believe", "two_trump", "road", "boring",
    "chinese", "trump_swap", "royal", "circular", "magadan", "piled", "invisible",
    "reverse", "discard_back", "points", "transfer_any_time", "empty", "pursuit", "poker",
    "treshka", "chukotka", "japanese", "simple_b", "simple_v", "transfer_refusal",
    "english_g",
)

# variants that need a given base game (the variant mapping sets it)
NEEDS_BASE = {
    "treshka": "simple", "simple_b": "simple", "simple_v": "simple", "english_g": "simple",
    "road": "simple", "transfer_any_time": "perevodnoy", "transfer_refusal": "perevodnoy",
}

# pairs that cannot be played together, with the reason
_CONFLICTS: tuple[tuple[str, str, str, str], ...] = (
    ("treshka", "simple_v", "both fix the shape of an attack", "обе задают форму хода"),
    ("treshka", "english_g", "both fix the shape of an attack", "обе задают форму хода"),
    ("simple_v", "english_g", "both fix the shape of an attack", "обе задают форму хода"),
    ("boring", "treshka", "both fix the shape of an attack", "обе задают форму хода"),
    ("boring", "simple_v", "both fix the shape of an attack", "обе задают форму хода"),
    ("boring", "english_g", "both fix the shape of an attack", "обе задают форму хода"),
    ("trumpless", "two_trump", "there is no trump to split", "нет козыря"),
    ("trumpless", "japanese", "japanese durak has trumps", "в японском есть козыри"),
    ("trumpless", "trump_swap", "there is no trump to swap", "нет козыря для замены"),
    ("trumpless", "invisible", "there is no trump card to hide", "нет козырной карты"),
    ("trumpless", "transfer_by_trump_show", "there is no trump to show",
     "нет козыря, чтобы показать"),
    ("two_trump", "japanese", "japanese durak fixes the trump", "в японском козырь задан"),
    ("two_trump", "trump_swap", "a swap would change every seat's trump",
     "замена сменила бы козыри всех"),
    ("japanese", "trump_swap", "japanese durak fixes the trump", "в японском козырь задан"),
    ("magadan", "circular", "closed cards cannot change hands", "закрытые карты не меняются"),
    ("magadan", "empty", "closed cards would never open: the stock hardly shrinks",
     "закрытые карты не откроются: колода почти не убывает"),
    ("magadan", "reverse", "both hide a player's own cards", "оба скрывают свои карты"),
    ("believe", "reverse", "both hide covers", "оба скрывают карты"),
    ("reverse", "poker", "you cannot choose cards you do not see",
     "нельзя выбрать невидимые карты"),
    ("reverse", "boring", "you cannot find your highest card unseen",
     "не видно своей старшей карты"),
    ("reverse", "simple_v", "you cannot build pairs unseen", "нельзя собрать пары вслепую"),
    ("reverse", "english_g", "you cannot find a pair unseen", "не найти пару вслепую"),
    ("reverse", "transfer_by_trump_show", "you cannot show an unseen trump",
     "нельзя показать невидимый козырь"),
    ("reverse", "armenian", "one blind attack is enough", "слепой ход уже есть"),
    ("reverse", "road", "road durak is played face up", "дорожный играется открыто"),
    ("road", "believe", "road covers are always shown", "в дорожном кроют открыто"),
    ("road", "chinese", "road takes the whole table", "в дорожном берут весь стол"),
    ("road", "simple_b", "road takes the whole table", "в дорожном берут весь стол"),
    ("road", "treshka", "road attacks with one card", "в дорожном ходят одной картой"),
    ("road", "simple_v", "road attacks with one card", "в дорожном ходят одной картой"),
    ("road", "english_g", "road attacks with one card", "в дорожном ходят одной картой"),
    ("armenian", "english_g", "a stock card cannot make a pair attack",
     "карта из колоды не составит пару"),
    ("armenian", "simple_v", "a stock card cannot open a pair attack",
     "карта из колоды не откроет пару"),
    ("chinese", "simple_b", "both decide what a take picks up", "оба решают, что берут"),
)

# variants that need a stock to act on
_NEEDS_STOCK = ("albanian", "armenian", "trump_swap", "magadan", "invisible",
                "discard_back", "empty", "poker")
_NO_STOCK = ("road", "piled", "chukotka")


def _key_on(r: DurakRules, key: str) -> bool:
    value = getattr(r, key)
    return value not in (False, "off", "none", None)


@dataclass(frozen=True)
class DurakRules(Rules):
    base: str = rule("podkidnoy", choices=("simple", "podkidnoy", "perevodnoy"),
                     labels={"simple": ("простой", "simple"),
                             "podkidnoy": ("подкидной", "podkidnoy"),
                             "perevodnoy": ("переводной", "perevodnoy")},
                     en="base game: simple (no throw-ins), podkidnoy (throw-ins), "
                        "perevodnoy (throw-ins and transfers)",
                     ru="основа: простой (без подкидывания), подкидной, переводной")
    deck: int = rule(36, choices=(24, 36, 52), en="deck size (one deck)",
                     ru="размер колоды (одной)")
    throw_in: str = rule("all", choices=("all", "neighbours"),
                         labels={"all": ("все", "everyone"),
                                 "neighbours": ("соседи", "the neighbours")},
                         en="who may throw in: all attackers or only the defender's neighbours",
                         ru="кто подкидывает: все или только соседи отбивающегося")
    first_bout_limit: int = rule(5, choices=(5, 6),
                                 en="most attack cards until the first discard",
                                 ru="сколько карт можно подкинуть до первого отбоя")
    draw_allowed: bool = rule(True, en="a draw when the last cards go at once "
                                       "(off: the last defender is the fool)",
                              ru="ничья, если последние карты ушли одновременно "
                                 "(иначе дурак — последний отбивавшийся)")
    transfer_by_trump_show: bool = rule(
        False, en="perevodnoy: transfer by showing a trump of the rank, keeping it",
        ru="переводной: перевод показом козыря того же достоинства")
    teams: str = rule("none", choices=("none", "2x2", "3x2"),
                      labels={"none": ("нет", "none"), "2x2": ("две пары", "two pairs"),
                              "3x2": ("три пары", "three pairs")},
                      en="teams: none, two pairs (4 players) or three pairs (6)",
                      ru="команды: нет, две пары (4 игрока) или три пары (6)")
    match_games: int = rule(1, lo=1, hi=99, en="games in a match (the tally counts fools)",
                            ru="партий в матче (счёт дураков)")
    first_dealer: int | None = rule(
        None, lo=1, hi=6, optional=True,
        en="who deals the first game: a seat, counted from 1 (none: the last seat); "
           "«one more game» gives the deal to the last fool",
        ru="кто сдаёт первую партию: номер места с 1 (не задано — последнее место); "
           "«ещё раз» отдаёт сдачу последнему дураку")
    first_leader: int | None = rule(
        None, lo=1, hi=6, optional=True,
        en="who attacks first in the first game: a seat, counted from 1 (none: the lowest "
           "trump); «one more game» gives the first attack to the last game's winner",
        ru="кто ходит первым в первой партии: номер места с 1 (не задано — у кого "
           "младший козырь); «ещё раз» отдаёт первый ход победителю прошлой партии")
    draw_after_bouts: int = rule(
        60, lo=10, hi=1000,
        en="a game in which this many bouts in a row end without a discard (takes, passes) "
           "is a draw, so no pair of players can go round in circles for ever",
        ru="партия, в которой столько ходов подряд закончились без отбоя (взяли, пас), — "
           "ничья: игроки не могут ходить по кругу бесконечно")
    albanian: bool = rule(False, en="albanian: the stock is sorted, aces drawn first",
                          ru="албанский: колода разложена по убыванию, сверху тузы")
    armenian: bool = rule(False, en="armenian: an attack may be the top card of the stock",
                          ru="армянский: можно ходить с верхней карты колоды")
    trumpless: bool = rule(False, en="trumpless: no trump suit", ru="бескозырный: без козыря")
    big: bool = rule(False, en="big: two decks; 52 cards in hand lose at once",
                     ru="большой: две колоды; 52 карты на руках — проигрыш")
    believe: bool = rule(False, en="believe: cover face down; accept or challenge",
                         ru="верю не верю: отбой втёмную; верю или проверяю")
    two_trump: bool = rule(False, en="two-trump: each seat has its own trump suit",
                           ru="двухкозырной: у каждого свой козырь")
    road: bool = rule(False, en="road: whole deck dealt; cover chains on the top card",
                      ru="дорожный: сдаётся вся колода; бьют верхнюю карту по цепочке")
    boring: bool = rule(False, en="boring: attack only with your highest rank",
                        ru="занудный: ходить только старшей картой")
    chinese: bool = rule(False, en="chinese: 9♦ attacks first, discards the table, takes one card",
                         ru="китайский: 9♦ ходит первой и сбрасывает стол; берут одну карту")
    trump_swap: bool = rule(False, en="trump swap: with 8 cards in the stock a discard "
                                      "card replaces the trump card",
                            ru="козырной: при 8 картах в колоде карта отбоя меняет козырь")
    royal: bool = rule(False, en="royal: the lowest rank is covered only by an ace",
                       ru="королевский: младшую карту бьёт только туз")
    circular: bool = rule(False, en="circular: two players swap hands after every bout",
                          ru="круговой: после каждого хода игроки меняются картами")
    magadan: bool = rule(False, en="magadan: five dealt cards closed, opened by defending",
                         ru="магаданский: пять карт закрыты, открываются отбоем")
    piled: str = rule("off", choices=("off", "a", "b"),
                      labels={"off": ("нет", "off"), "a": ("А", "A"), "b": ("Б", "B")},
                      en="piled: whole deck dealt (a); b: a take picks up 3 or 5 cards",
                      ru="наваленный: сдаётся вся колода (А); Б: берут 3 или 5 карт")
    invisible: bool = rule(False, en="invisible: the trump card is hidden until last",
                           ru="невидимый: козырная карта скрыта до последней")
    reverse: bool = rule(False, en="reverse: you see others' cards, not your own",
                         ru="оборотный: видишь чужие карты, а свои нет")
    discard_back: bool = rule(False, en="discard back: every second discard is shuffled "
                                        "into the stock",
                              ru="отбойный: каждый второй отбой замешивается в колоду")
    points: bool = rule(False, en="points: who covered most cards wins",
                        ru="очковый: побеждает отбивший больше карт")
    transfer_any_time: bool = rule(False, en="transfer even after covering began",
                                   ru="переводной 2: перевод и после начала отбоя")
    empty: bool = rule(False, en="empty: draw only with an empty hand",
                       ru="пустой: добирать только с пустой рукой")
    pursuit: bool = rule(False, en="pursuit: who gave most pogons (pair takes) wins",
                         ru="погонный: побеждает навесивший больше погон")
    poker: bool = rule(False, en="poker: a defender may swap two cards with the stock",
                       ru="покерный: отбивающийся может сменить две карты из колоды")
    treshka: bool = rule(False, en="treshka: every attack is three cards (simple)",
                         ru="трёшка: ходят по три карты (простой)")
    chukotka: bool = rule(False, en="chukotka: six each, the stock leaves play",
                          ru="чукотский: по шесть карт, колода убирается")
    japanese: str = rule("off", choices=("off", "a", "b"),
                         labels={"off": ("нет", "off"), "a": ("А", "A"), "b": ("Б", "B")},
                         en="japanese: spades only by spades; a: diamonds trump, "
                            "b: turned trump (never spades)",
                         ru="японский: пики бьются пиками; А: козыри бубны, Б: козырь "
                            "открывают (не пики)")
    simple_b: bool = rule(False, en="simple B: cover some, take only the rest",
                          ru="простой Б: побить часть, взять остальные")
    simple_v: bool = rule(False, en="simple V: attacks are pairs plus one card",
                          ru="простой В: ход парами и одной картой")
    transfer_refusal: bool = rule(False, en="refusal: transfer back to an emptied attacker",
                                  ru="переводной с отказом: перевод назад опустевшему")
    english_g: bool = rule(False, en="english G: attack only with a pair",
                           ru="английский Г: ходить только парой")

    def active_variants(self) -> list[str]:
        # every observation carries them: worked out once (the rules are frozen), copied
        cached: tuple[str, ...] | None = self.__dict__.get("_active")
        if cached is None:
            cached = tuple(k for k in VARIANT_KEYS if _key_on(self, k))
            object.__setattr__(self, "_active", cached)
        return list(cached)

    def check(self) -> None:
        on = set(self.active_variants())
        if self.transfer_by_trump_show:
            on.add("transfer_by_trump_show")
        for key in sorted(on):
            need = NEEDS_BASE.get(key)
            if need is not None and self.base != need:
                raise RuleError(
                    f"variant '{key}' is played with base={need}, not base={self.base}",
                    f"вариант «{key}» играется только с base={need}, а не base={self.base}")
        if self.transfer_by_trump_show and self.base != "perevodnoy":
            raise RuleError(
                "transfer_by_trump_show needs base=perevodnoy",
                "transfer_by_trump_show возможен только с base=perevodnoy")
        for a, b, en, ru in _CONFLICTS:
            if a in on and b in on:
                raise RuleError(f"'{a}' and '{b}' cannot be combined: {en}",
                                f"«{a}» и «{b}» несовместимы: {ru}")
        for a in _NO_STOCK:
            for b in _NEEDS_STOCK:
                if a in on and b in on:
                    raise RuleError(
                        f"'{a}' and '{b}' cannot be combined: '{a}' leaves no stock "
                        f"and '{b}' acts on the stock",
                        f"«{a}» и «{b}» несовместимы: в «{a}» нет колоды, "
                        f"а «{b}» действует на колоду")
        if self.piled == "b" and ("chinese" in on or "simple_b" in on):
            other = "chinese" if "chinese" in on else "simple_b"
            raise RuleError(f"'piled=b' and '{other}' cannot be combined: both decide what "
                            "a take picks up",
                            f"«piled=b» и «{other}» несовместимы: оба решают, что берут")
        stockless = [k for k in _NO_STOCK if k in on]
        if len(stockless) > 1:
            raise RuleError(f"'{stockless[0]}' and '{stockless[1]}' cannot be combined: "
                            "both decide what happens to the stock",
                            f"«{stockless[0]}» и «{stockless[1]}» несовместимы: оба "
                            "решают судьбу колоды")
        if self.big and self.deck == 24:
            raise RuleError("big durak needs deck 36 or 52 (two decks of 24 never reach "
                            "52 cards in one hand)",
                            "большой дурак — колоды 36 или 52 (из двух колод по 24 "
                            "не набрать 52 карты)")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_dealer", players)
        check_seat_rule(self, "first_leader", players)
        cards = self.deck * (2 if self.big else 1)
        if self.teams == "2x2" and players != 4:
            raise RuleError(f"teams=2x2 needs 4 players, not {players}",
                            f"teams=2x2 — нужно 4 игрока, а не {players}")
        if self.teams == "3x2" and players != 6:
            raise RuleError(f"teams=3x2 needs 6 players, not {players}",
                            f"teams=3x2 — нужно 6 игроков, а не {players}")
        if self.circular and players != 2:
            raise RuleError(f"circular durak is for 2 players, not {players}",
                            f"круговой дурак — для 2 игроков, а не {players}")
        if self.two_trump and players > 4:
            raise RuleError(f"two_trump gives each seat its own suit: at most 4 players, "
                            f"not {players}",
                            f"в двухкозырном у каждого своя масть: не больше 4 игроков, "
                            f"а не {players}")
        if 6 * players > cards:
            raise RuleError(f"a {cards}-card deck cannot deal six cards to {players} players",
                            f"колоды в {count_ru(cards, 'карту', 'карты', 'карт')} "
                            f"не хватит, чтобы сдать по шесть карт {players} "
                            f"{plural_ru(players, 'игроку', 'игрокам', 'игрокам')}")
