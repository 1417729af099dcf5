"""What Durak says in words: the move labels, the move log as each seat may read it,
what a move made happen (``narrate``), why a move is refused, and reading a typed move
with the position's help (a bare card, a label as the menu shows it).

Every phrase depends on the phase the move is made in (the state *before* it): the
first attacker "leads" (``хожу 7♠``), "adds" to his lead (``добавляю 7♦``) and closes it
(``хватит``); an attacker "throws in" (``подкидываю 7♦``) or declines (``не
подкидываю``); the defender covers (``крою 7♠ картой 8♠``), transfers or takes
(``беру``). What the table does is told once, as a follow-up line: ``Бито.``, ``Игрок 1
забирает 4 карты.``, the checked card of *believe*, who defends after a transfer, who
went out, the fool.

No text names a card its reader may not see right after the move (a card swapped into
the stock, a face-down cover, a card that went back into a *reverse* hand): the move is
applied to a copy of the position and every card named is checked against that reader's
unseen set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.names import lower_name, seat_names
from koloda.engine.texts import CARDS, count, count_ru, plural_ru
from koloda.games.durak import actions as A

if TYPE_CHECKING:
    from koloda.games.durak.state import DurakState

# the phases (the same values as state.Phase; no import cycle)
_LEAD, _DEFEND, _THROW, _CHECK, _ROAD, _SHUFFLE = 1, 2, 3, 4, 5, 6
_YOU = ("Вы", "You")

Pair = tuple[str, str]  # (Russian, English)
_Show = Callable[[int], "str | None"]  # a card's text for the reader, None if unseen


# --- small words ------------------------------------------------------------------------

def card(c: int, lang: str) -> str:
    """A card as the texts show it: ``Д♠`` / ``Q♠``, the second copy marked ``Д♠'``
    (it parses back to that copy)."""
    return C.show(c, lang) + ("'" if C.copy_of(c) else "")


def cards_acc(n: int, ru: bool) -> str:
    """``4 карты`` (accusative: 1 карту, 2 карты, 5 карт) / ``4 cards``."""
    if not ru:
        return count(n, "en", CARDS)
    return count_ru(n, "карту", "карты", "карт")


def cards_nom(n: int, ru: bool) -> str:
    """``4 карты`` (nominative: 1 карта, 2 карты, 5 карт) / ``4 cards``."""
    return count(n, "ru" if ru else "en", CARDS)


def is_you(name: str) -> bool:
    return name in _YOU


def verb(name: str, ru: bool, forms: tuple[str, str, str, str]) -> str:
    """The verb agreeing with ``name``: forms are (ru he, ru you, en he, en you)."""
    you = is_you(name)
    if ru:
        return forms[1] if you else forms[0]
    return forms[3] if you else forms[2]


_TAKES = ("забирает", "забираете", "takes", "take")
_TAKES_SHORT = ("берёт", "берёте", "takes", "take")
_DEFENDS = ("отбивается", "отбиваетесь", "defends", "defend")
_LEADS = ("ходит", "ходите", "attacks", "attack")
_OUT = ("выходит из игры", "выходите из игры", "is out", "are out")


def _names(st: DurakState, names: Sequence[str] | None, lang: str) -> Sequence[str]:
    if names is not None and len(names) >= st.players:
        return names
    return seat_names(st.players, (), lang)


# --- the labels of the move list (the mover's own words) -------------------------------

def label(st: DurakState, action: int, lang: str = "ru") -> str:
    """The action as its mover reads it in the move list; it parses back to the action
    (:func:`parse`), in the phase it is offered in."""
    ru = lang == "ru"
    ph = st.phase
    if action == A.DONE:
        if ph == _LEAD:
            return "хватит" if ru else "that's all"
        if ph == _ROAD:
            return "не крою" if ru else "no cover"
        return "не подкидываю" if ru else "no throw-in"
    if action == A.TAKE:
        return "беру" if ru else "take"
    if action == A.ACCEPT:
        return "верю" if ru else "believe"
    if action == A.CHALLENGE:
        return "не верю" if ru else "challenge"
    if action == A.ATTACK_STOCK:
        return "хожу с верхней карты колоды" if ru else "attack with the top card of the stock"
    if action == A.PASS:
        return "пас: нет пары для хода" if ru else "pass: no pair to attack with"
    k = A.kind(action)
    if k == A.ATTACK_SLOT:
        n = (action & 255) + 1
        if ph == _THROW:
            return f"подкидываю карту №{n} из руки" if ru else f"throw in hand card #{n}"
        return f"хожу картой №{n} из руки" if ru else f"attack with hand card #{n}"
    if k == A.TRANSFER_SLOT:
        n = (action & 255) + 1
        return f"перевожу картой №{n} из руки" if ru else f"transfer with hand card #{n}"
    if k == A.BEAT_SLOT:
        n = A.card_of(action) + 1
        t = card(A.target_of(action), lang)
        return f"крою {t} картой №{n} из руки" if ru else f"beat {t} with hand card #{n}"
    c = card(A.card_of(action), lang)
    if k == A.ATTACK:
        if ph == _THROW:
            return f"подкидываю {c}" if ru else f"throw in {c}"
        if ph == _LEAD and st.att:
            return f"добавляю {c}" if ru else f"add {c}"
        return f"хожу {c}" if ru else f"attack {c}"
    if k == A.TRANSFER:
        return f"перевожу картой {c}" if ru else f"transfer with {c}"
    if k == A.SHOW:
        return f"перевожу, показав козырь {c}" if ru else f"transfer by showing trump {c}"
    if k == A.SWAP:
        return f"меняю {c} на карту из колоды" if ru else f"swap {c} for a stock card"
    t = card(A.target_of(action), lang)
    if k == A.DARK:
        return f"крою {t} втёмную картой {c}" if ru else f"beat {t} face down with {c}"
    return f"крою {t} картой {c}" if ru else f"beat {t} with {c}"


# --- the move as another seat (or a spectator) reads it --------------------------------

def hidden_for(st: DurakState, viewer: int | None) -> int:
    """The cards ``viewer`` may not see in ``st`` (a spectator: what any seat may not)."""
    if viewer is not None and 0 <= viewer < st.players:
        return st.unseen(viewer)
    out = 0
    for s in range(st.players):
        out |= st.unseen(s)
    return out


def _after(st: DurakState, action: int) -> DurakState:
    after = st.clone()
    after.apply(action)
    return after


def _slot_card(st: DurakState, action: int) -> int:
    """The card behind a reverse hand slot (-1 if there is none)."""
    k = A.kind(action)
    slots = st.slots[st.to_move] if 0 <= st.to_move < st.players else []
    n = A.card_of(action) if k == A.BEAT_SLOT else action & 255
    return slots[n] if n < len(slots) else -1


def move_text(st: DurakState, action: int, viewer: int | None, lang: str = "ru",
              after: DurakState | None = None) -> str:
    """``describe_move``: the label, less any card ``viewer`` may not see after it
    (``after``: the state after the move, if the caller has it)."""
    ru = lang == "ru"
    k = A.kind(action)
    if action < A.ATTACK and action != A.ATTACK_STOCK:
        return label(st, action, lang)
    if k == A.SWAP:  # the card goes into the stock: nobody may read it there
        return "меняю карту с колодой" if ru else "swap a card with the stock"
    if action == A.ATTACK_STOCK:
        return label(st, action, lang)
    hidden = hidden_for(after if after is not None else _after(st, action), viewer)

    def seen(c: int) -> bool:
        return c >= 0 and not hidden >> c & 1

    if k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT):
        c = _slot_card(st, action)
        n = (A.card_of(action) if k == A.BEAT_SLOT else action & 255) + 1
        if k == A.BEAT_SLOT:
            t = A.target_of(action)
            if seen(t):
                head = label(st, action, lang)
            else:
                head = f"крою картой №{n} из руки" if ru else f"cover with hand card #{n}"
        else:
            head = label(st, action, lang)
        return head + (f" — {card(c, lang)}" if seen(c) else "")
    c = A.card_of(action)
    if k in (A.BEAT, A.DARK):
        t = A.target_of(action)
        if k == A.DARK and viewer != st.to_move:
            c = -1  # a face-down cover: only its layer reads it
        if seen(c) and seen(t):
            return label(st, action, lang)
        tt = card(t, lang) if seen(t) else ("карту" if ru else "a card")
        if k == A.DARK:
            return f"крою {tt} втёмную" if ru else f"beat {tt} face down"
        return f"крою {tt}" if ru else f"beat {tt}"
    if seen(c):
        return label(st, action, lang)
    if k == A.TRANSFER:
        return "перевожу" if ru else "transfer"
    if k == A.SHOW:
        return "перевожу, показав козырь" if ru else "transfer by showing a trump"
    if st.phase == _THROW:
        return "подкидываю карту" if ru else "throw in a card"
    if st.att:
        return "добавляю карту" if ru else "add a card"
    return "хожу" if ru else "attack"


# --- a person's lead as one choice ---------------------------------------------------------

def lead_choices(st: DurakState, lang: str = "ru") -> list[tuple[tuple[int, ...], str]] | None:
    """The first attacker's lead as one decision: each card alone (closed at once), then
    each set of cards of one rank, instead of a card and then «добавляю… / хватит». The
    common lead only (cards of the lead's rank, ``done`` always open); None elsewhere.
    The actions are the ones the game always had, so records do not change."""
    if st.phase != _LEAD or st.att or st.hk.lead_kind != "rank" or st.hk.slots:
        return None
    seat = st.to_move
    legal = st.legal_actions()
    singles: list[tuple[tuple[int, ...], str]] = []
    sets: list[tuple[tuple[int, ...], str]] = []
    for action in legal:
        if A.kind(action) != A.ATTACK:
            singles.append(((action,), label(st, action, lang)))
            continue
        for chain in _lead_chains(st, seat, (action,), legal):
            cards = [A.card_of(a) for a in chain if A.kind(a) == A.ATTACK]
            if len(cards) == 1:
                singles.append((chain, label(st, action, lang)))
            else:
                shown = " ".join(card(c, lang) for c in cards)
                sets.append((chain, f"хожу {shown}" if lang == "ru" else f"attack {shown}"))
    sets.sort(key=lambda item: len(item[0]))  # pairs before threes
    return singles + sets


def _lead_chains(st: DurakState, seat: int, chain: tuple[int, ...],
                 order: list[int]) -> list[tuple[int, ...]]:
    """Every way to go on from ``chain`` (played on a copy) until the defender answers:
    close the lead, or add a card listed after the last one (each set once)."""
    after = st.clone()
    for a in chain:
        after.apply(a)
    if after.to_move != seat or after.phase != _LEAD:
        return [chain]  # the lead closed by itself
    legal = after.legal_actions()
    out = [(*chain, A.DONE)] if A.DONE in legal else []
    last = order.index(chain[-1])
    for a in legal:
        if A.kind(a) == A.ATTACK and a in order and order.index(a) > last:
            out.extend(_lead_chains(st, seat, (*chain, a), order))
    return out


# --- what the move made happen -----------------------------------------------------------

def narrate(st: DurakState, action: int, after: DurakState, viewer: int | None,
            lang: str = "ru", names: Sequence[str] | None = None) -> list[str]:
    """``narrate``: the follow-up lines of ``action`` (``st`` before it, ``after`` right
    after it, before any new deal)."""
    ru = lang == "ru"
    nm = _names(st, names, lang)
    hidden = hidden_for(after, viewer)
    lines: list[str] = []

    def show(c: int) -> str | None:
        return card(c, lang) if c >= 0 and not hidden >> c & 1 else None

    k = A.kind(action)
    ended = (after.counters["takes"] + after.discards_made
             > st.counters["takes"] + st.discards_made)
    why = ""  # a clause told before the take (a checked cover, a wrong blind card)
    if action == A.ATTACK_STOCK and st.stock:
        shown = show(st.stock[-1])
        if shown:
            lines.append(f"С колоды: {shown}." if ru else f"From the stock: {shown}.")
    elif k == A.SWAP and viewer == st.defender and st.stock:
        shown = show(st.stock[-1])
        if shown:
            lines.append(f"Из колоды пришла {shown}." if ru
                         else f"Drawn from the stock: {shown}.")
    elif k in (A.TRANSFER, A.SHOW, A.TRANSFER_SLOT) and after.defender != st.defender \
            and not ended:
        name = nm[after.defender]
        lines.append(f"Теперь {verb(name, ru, _DEFENDS)} {lower_name(name)}." if ru
                     else f"{name} {verb(name, ru, _DEFENDS)} now.")
    elif action == A.PASS and after.attacker != st.attacker:
        name = nm[after.attacker]
        lines.append(f"Теперь {verb(name, ru, _LEADS)} {lower_name(name)}." if ru
                     else f"{name} {verb(name, ru, _LEADS)} now.")
    if action == A.CHALLENGE and ended:
        why = _checked(st, after, ru, nm, show)
        lines.append(why)
    elif k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT) and ended:
        why = _blind_miss(st, action, ru, show)
    if ended and not (action == A.CHALLENGE and why):
        lines.extend(_bout_end(st, action, after, ru, nm, show, why))
    if after.swapped_trump and not st.swapped_trump:
        shown = show(after.trump_card)
        suit = C.SUIT_UNICODE[after.trump] if after.trump >= 0 else "—"
        lines.append((f"Козырная карта сменилась: {shown}, козырь {suit}." if shown
                      else f"Козырь сменился: {suit}.") if ru else
                     (f"The trump card is now {shown}: trump {suit}." if shown
                      else f"The trump suit is now {suit}."))
    if ended and st.hk.circular:
        lines.append("Игроки меняются картами." if ru else "The players swap hands.")
    for s in after.finish:
        if after.out[s] and not st.out[s]:
            name = nm[s]
            lines.append(f"{name} {verb(name, ru, _OUT)}.")
    if len(after.fools) > len(st.fools):
        lines.extend(_game_end(after, ru, nm))
    return lines


def ended_bout(st: DurakState, action: int, after: DurakState
               ) -> tuple[list[int], list[int], int, int, int] | None:
    """The bout ``action`` ended (None if it ended none), worked out from the position
    before it and the public counts after it: its attack cards and covers, its defender,
    who took (-1: beaten off) and the cards he picked up."""
    if (after.counters["takes"] + after.discards_made
            <= st.counters["takes"] + st.discards_made):
        return None
    att, dfn = list(st.att), list(st.dfn)
    k = A.kind(action)
    d = st.defender
    taker = d
    c = -1
    if k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT):
        c = _slot_card(st, action)
    elif action == A.ATTACK_STOCK and st.stock:
        c = st.stock[-1]
    elif action >= A.ATTACK and k not in (A.SWAP, A.SHOW):
        c = A.card_of(action)
    if c >= 0:
        if k in (A.BEAT, A.DARK, A.BEAT_SLOT) and st.phase != _ROAD:
            t = A.target_of(action)
            if t in att:
                dfn[att.index(t)] = c
        else:
            att.append(c)
            dfn.append(-1)
    took = after.counters["takes"] > st.counters["takes"]
    if action == A.CHALLENGE:
        i = st.check_idx
        if st.tabs[d][st.att[i]] >> st.dfn[i] & 1:
            taker = st.to_move
    elif k in (A.ATTACK_SLOT, A.TRANSFER_SLOT):
        taker = st.to_move
    if not took:
        return att, dfn, d, -1, 0
    table = 0
    for x in (*att, *dfn):
        if x >= 0:
            table |= 1 << x
    return att, dfn, d, taker, table & ~(after.discard & ~st.discard)


def _checked(st: DurakState, after: DurakState, ru: bool, nm: Sequence[str],
             show: _Show) -> str:
    """believe: the checked card, honest or a bluff, and who takes how many."""
    i = st.check_idx
    d = st.defender
    c, t = st.dfn[i], st.att[i]
    honest = bool(st.tabs[d][t] >> c & 1)
    lb = ended_bout(st, A.CHALLENGE, after)
    taker = lb[3] if lb else (st.to_move if honest else d)
    n = lb[4].bit_count() if lb else 0
    name = nm[taker]
    who = lower_name(name)
    shown = show(c)
    head = f"{shown} — " if shown else ""
    if ru:
        word = "честно" if honest else "обман"
        return f"{head}{word}, {who} {verb(name, ru, _TAKES_SHORT)} {cards_acc(n, ru)}."
    word = "honest" if honest else "a bluff"
    return (f"{head}{word}: {who} {verb(name, ru, _TAKES_SHORT)} {cards_acc(n, ru)}."
            if shown else f"{word.capitalize()}: {who} {verb(name, ru, _TAKES_SHORT)} "
            f"{cards_acc(n, ru)}.")


def _blind_miss(st: DurakState, action: int, ru: bool, show: _Show) -> str:
    """reverse: why a card played blind cost its player the table ("" if it did not)."""
    k = A.kind(action)
    c = _slot_card(st, action)
    if c < 0:
        return ""
    if k == A.BEAT_SLOT:
        t = A.target_of(action)
        if st.tabs[st.defender][t] >> c & 1:
            return ""
        sc, stt = show(c), show(t)
        if sc and stt:
            return f"{sc} не бьёт {stt}" if ru else f"{sc} does not beat {stt}"
        return "Не бьёт" if ru else "It does not beat"
    if k == A.TRANSFER_SLOT:
        _, rank = st.hk.transfer_target(st)
        wrong = c & 15 != rank
    else:
        wrong = st.phase != _LEAD and not st.ranks >> (c & 15) & 1
    if not wrong:
        return ""
    sc = show(c)
    if sc:
        return f"{sc} — не то достоинство" if ru else f"{sc} is of the wrong rank"
    return "Не то достоинство" if ru else "Wrong rank"


def _bout_end(st: DurakState, action: int, after: DurakState, ru: bool,
              nm: Sequence[str], show: _Show, why: str) -> list[str]:
    lb = ended_bout(st, action, after)
    if not lb:
        return []
    att, dfn, _, taker, got = lb
    if taker < 0:
        if st.hk.chinese and A.kind(action) == A.BEAT and A.card_of(action) & 127 == \
                C.make(9, C.DIAMONDS):
            head = "Бито: 9♦ сбрасывает весь стол." if ru else \
                "Beaten off: 9♦ clears the whole table."
        else:
            head = "Бито." if ru else "Beaten off."
        if after.phase == _SHUFFLE:
            head += (" Этот отбой замешивается в колоду." if ru
                     else " This discard is shuffled back into the stock.")
        return [head]
    name = nm[taker]
    n = got.bit_count()
    total = len(att) + sum(1 for x in dfn if x >= 0)
    text = f"{name} {verb(name, ru, _TAKES)} {cards_acc(n, ru)}"
    if n < total:
        text += ", остальные — в отбой" if ru else ", the rest is discarded"
    if why:
        text = f"{why}: {lower_name(name)} {verb(name, ru, _TAKES)} {cards_acc(n, ru)}"
    return [text + "."]


def _game_end(after: DurakState, ru: bool, nm: Sequence[str]) -> list[str]:
    fools = after.fools[-1]
    losers = after.hk.losers(after, fools)
    r = after.rules
    if r.points or r.pursuit:
        if not losers:
            return ["Игра окончена вничью." if ru else "Game over: a draw."]
        won = [nm[s] for s in range(after.players) if s not in losers]
        many = len(won) > 1
        head = ("Победители" if many else "Победитель") if ru else \
            ("The winners" if many else "The winner")
        return [f"{'Игра окончена' if ru else 'Game over'}. {head}: {', '.join(won)}."]
    if not fools:
        return ["Игра окончена вничью: последние карты ушли одновременно." if ru
                else "Game over: a draw, the last cards went at once."]
    if len(losers) > 1:
        who = ", ".join(nm[s] for s in losers)
        return [f"Игра окончена. Дураки: {who}." if ru else f"Game over. The fools: {who}."]
    who = nm[fools[0]]
    return [f"Игра окончена. Дурак: {who}." if ru else f"Game over. The fool: {who}."]


# --- why a move is refused ---------------------------------------------------------------

def refusal(st: DurakState, action: int, lang: str = "ru") -> str | None:
    """``refusal``: one clause why ``action`` is not legal now, or None."""
    try:
        why = _why_not(st, action)
    except (IndexError, KeyError, ValueError, TypeError):
        return None
    if why is None:
        return None
    return why[0] if lang == "ru" else why[1]


def _both(c: int) -> Pair:
    return card(c, "ru"), card(c, "en")


def _cap_reason(st: DurakState, extra: int = 1) -> Pair | None:
    """Why one more attack card cannot go on the table (None: it can)."""
    d = st.defender
    if len(st.att) + extra > st.cap_n:
        n = st.cap_n
        if not st.first_discard and n < 6:
            # "не больше" wants the genitive: одной карты, пяти карт
            return (f"до первого отбоя в ходе не больше {n} "
                    f"{plural_ru(n, 'карты', 'карт', 'карт')}",
                    f"at most {n} attack card{'' if n == 1 else 's'} before the first discard")
        return (f"на столе уже {cards_nom(n, True)}",
                f"the table already holds {n} attack card{'' if n == 1 else 's'}")
    have = st.playable(d).bit_count()
    if st.unbeaten + extra > have:
        return (f"у отбивающегося только {cards_nom(have, True)}",
                f"the defender holds only {cards_acc(have, False)}")
    return None


def _why_not(st: DurakState, action: int) -> Pair | None:
    if not isinstance(action, int) or isinstance(action, bool) or not A.is_action(action):
        return None
    s = st.to_move
    ph = st.phase
    if not 0 <= s < st.players or not _LEAD <= ph <= _ROAD:
        return None
    hk, r = st.hk, st.rules
    k = A.kind(action)
    moves_card = k in (A.ATTACK, A.TRANSFER, A.SHOW, A.SWAP, A.BEAT, A.DARK)
    if moves_card:
        c = A.card_of(action)
        cr, ce = _both(c)
        if hk.slots:
            return ("в оборотном дураке карту называют номером: №1, №2, …",
                    "in reverse durak a hand card is named by number: #1, #2, …")
        if not st.hands[s] >> c & 1:
            return (f"у вас нет {cr}", f"you have no {ce}")
        if st.closed[s] >> c & 1:
            return (f"{cr} ещё закрыта", f"{ce} is still closed")
    if k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT):
        if not hk.slots:
            return ("номер карты называют только в оборотном дураке",
                    "hand card numbers are for reverse durak only")
        n = A.card_of(action) if k == A.BEAT_SLOT else action & 255
        if n >= len(st.slots[s]):
            return (f"у вас нет карты №{n + 1}", f"you have no hand card #{n + 1}")
    if ph == _CHECK and action not in (A.ACCEPT, A.CHALLENGE):
        return ("сначала ответьте: верю или не верю",
                "first believe or challenge the face-down cover")
    if k in (A.ATTACK, A.ATTACK_SLOT):
        return _why_not_attack(st, action)
    if k in (A.TRANSFER, A.SHOW, A.TRANSFER_SLOT):
        return _why_not_transfer(st, action)
    if k in (A.BEAT, A.DARK, A.BEAT_SLOT):
        return _why_not_beat(st, action)
    if k == A.SWAP:
        if not r.poker:
            return ("в этой игре карты с колодой не меняют",
                    "there are no stock swaps in this game")
        if ph != _DEFEND:
            return ("менять карты может только отбивающийся", "only the defender may swap")
        if st.covered:
            return ("менять можно только до первой покрытой карты",
                    "swaps come before the first cover")
        if st.swaps >= 2:
            return ("обе замены уже сделаны", "both swaps are used")
        if len(st.stock) < 2:
            return ("в колоде слишком мало карт", "the stock is too small")
        if st.hands[s].bit_count() > 6:
            return ("меняют, только когда в руке не больше 6 карт",
                    "you may swap only with at most 6 cards in hand")
        return None
    if action == A.TAKE:
        if ph == _DEFEND:
            return None
        if st.taking:
            return ("отбивающийся уже берёт", "the defender is taking already")
        return ("брать может только отбивающийся", "only the defender takes")
    if action == A.DONE:
        if ph == _DEFEND:
            return (("отбивающийся может только крыть, переводить или брать",
                     "the defender may only beat, transfer or take") if st.hk.transfers
                    else ("отбивающийся может только крыть или брать",
                          "the defender may only beat or take"))
        if ph == _LEAD and not st.att:
            return ("сначала сделайте ход", "attack first")
        if ph == _LEAD and st.lead_need and len(st.att) < st.lead_need:
            return (f"в ходе должно быть {cards_nom(st.lead_need, True)}",
                    f"the attack must hold {cards_nom(st.lead_need, False)}")
        return None
    if action in (A.ACCEPT, A.CHALLENGE):
        return ("проверять нечего: втёмную никто не крыл",
                "there is no face-down cover to check")
    if action == A.ATTACK_STOCK:
        if not r.armenian:
            return ("в этой игре с колоды не ходят", "nobody attacks from the stock in this game")
        if ph != _LEAD or st.att:
            return ("с колоды можно только начать ход", "a stock card may only open an attack")
        if len(st.stock) < 2:
            return ("в колоде слишком мало карт", "the stock is too small")
        return None
    if action == A.PASS:
        return ("пасовать можно, только когда нет пары для хода",
                "you may pass only with no pair to attack with")
    return None


def _why_not_attack(st: DurakState, action: int) -> Pair | None:
    ph = st.phase
    hk = st.hk
    if ph == _DEFEND:
        return ("вы отбиваетесь: кройте, переводите или берите" if st.hk.transfers
                else "вы отбиваетесь: кройте или берите",
                "you are defending: beat, transfer or take" if st.hk.transfers
                else "you are defending: beat or take")
    if ph == _ROAD:
        return ("сейчас можно только покрыть верхнюю карту или не крыть",
                "now you may only cover the top card or stop")
    if A.kind(action) == A.ATTACK_SLOT:
        return _cap_reason(st) if st.att else None
    c = A.card_of(action)
    if ph == _LEAD and not st.att:
        if hk.lead_kind == "pair" and not st.free_leads():
            return ("ходить можно только парой", "you may attack only with a pair")
        if hk.boring and not st.free_leads():
            return ("ходить можно только самой старшей картой",
                    "you must attack with your highest rank")
        return None
    cap = _cap_reason(st)
    if cap is not None:
        return cap
    if ph == _LEAD:
        if hk.simple_pairs and len(st.att) >= 2:
            return ("в простом дураке ходят одной картой или парой",
                    "in simple durak an attack is one card or a pair")
        if hk.lead_kind in ("rank", "pair") and c & 15 != st.att[0] & 15:
            return ("добавлять к ходу можно только карты того же достоинства",
                    "you may add only cards of the attack's rank")
        if hk.lead_kind == "single":
            return ("ходят одной картой", "an attack is one card")
        if st.lead_need and len(st.att) >= st.lead_need:
            return ("ход уже собран", "the attack is complete")
        return None
    if not st.ranks >> (c & 15) & 1:
        return ("подкидывать можно только карты тех же достоинств, что на столе",
                "you may throw in only ranks already on the table")
    return None


def _why_not_transfer(st: DurakState, action: int) -> Pair | None:
    hk, r = st.hk, st.rules
    k = A.kind(action)
    if not hk.transfers:
        return ("в этой игре не переводят", "there are no transfers in this game")
    if k == A.SHOW and not r.transfer_by_trump_show:
        return ("перевод показом козыря не разрешён", "transfer by showing a trump is off")
    if st.phase != _DEFEND:
        return ("переводит только отбивающийся", "only the defender transfers")
    if st.covered and not r.transfer_any_time:
        return ("после первой покрытой карты переводить нельзя",
                "no transfer once you have covered a card")
    open_ranks = {c & 15 for i, c in enumerate(st.att) if st.dfn[i] < 0}
    if len(open_ranks) > 1:
        return ("открытые карты на столе разного достоинства: перевести нельзя",
                "the open cards differ in rank: no transfer")
    target, rank = hk.transfer_target(st)
    if target < 0:
        return ("перевести некому", "there is nobody to transfer to")
    if k != A.TRANSFER_SLOT:
        c = A.card_of(action)
        if c & 15 != rank:
            return ("перевести можно только картой того же достоинства",
                    "you may transfer only with a card of the same rank")
        if k == A.SHOW:
            trump = st.seat_trump[st.defender]
            if C.suit_of(c) != trump:
                return ("показать можно только козырь", "you may show only a trump")
            if st.shown >> c & 1:
                cr, ce = _both(c)
                return (f"{cr} уже показывали", f"{ce} was shown already")
    extra = 0 if k == A.SHOW else 1
    if extra:
        cap = _cap_reason(st)
        if cap is not None and len(st.att) + 1 > st.cap_n:
            return cap
    if not hk._fits(st, target, extra):
        return ("у следующего игрока не хватит карт, чтобы отбиться",
                "the next player holds too few cards to defend")
    return None


def _why_not_beat(st: DurakState, action: int) -> Pair | None:
    k = A.kind(action)
    ph = st.phase
    t = A.target_of(action)
    tr, te = _both(t)
    if k == A.DARK and not st.rules.believe:
        return ("в этой игре втёмную не кроют", "there are no face-down covers in this game")
    if ph == _ROAD and k == A.BEAT:
        top = st.dfn[-1] if st.dfn else -1
        if t != top:
            if top < 0:
                return None
            pr, pe = _both(top)
            return (f"крыть можно только верхнюю карту, {pr}",
                    f"you may cover only the top card, {pe}")
        c = A.card_of(action)
        if not st.tabs[st.attacker][t] >> c & 1:
            cr, ce = _both(c)
            return (f"{cr} не бьёт {tr}", f"{ce} does not beat {te}")
        return None
    if ph != _DEFEND:
        return ("кроет только отбивающийся", "only the defender covers")
    if t not in st.att:
        return (f"на столе нет {tr}", f"{te} is not on the table")
    if st.dfn[st.att.index(t)] >= 0:
        return (f"{tr} уже покрыта", f"{te} is covered already")
    if k == A.BEAT:
        c = A.card_of(action)
        if not st.tabs[st.defender][t] >> c & 1:
            cr, ce = _both(c)
            return (f"{cr} не бьёт {tr}", f"{ce} does not beat {te}")
    return None


# --- reading a typed move with the position's help ----------------------------------------

_BARE_KINDS = (A.ATTACK, A.TRANSFER, A.BEAT)
_SLOT_KINDS = (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT)


def parse(st: DurakState, text: str) -> int:
    """``text_to_action``: every form :func:`actions.parse` reads, the move labels of
    this position in either language, and a bare card (or ``№3`` in reverse durak) when
    the position gives it one meaning."""
    try:
        action = A.parse(text)
    except ParseError as err:
        found = _bare(st, text)
        if found is None:
            raise err from None
        return found
    if text.strip() == A.to_text(action):
        return action  # a record's own form means exactly what it says
    if 0 <= st.to_move < st.players and st.phase in (_LEAD, _DEFEND, _THROW, _ROAD):
        legal = st.legal_actions()
        if action not in legal:
            alt = _alias(st, action, legal)
            if alt is not None:
                return alt
    return action


def _alias(st: DurakState, action: int, legal: list[int]) -> int | None:
    """What an illegal reading most likely meant: ``пас`` for declining to add or throw
    in; the held twin of a two-deck card."""
    if action == A.PASS and A.DONE in legal:
        return A.DONE
    if st.rules.big and action >= A.ATTACK:
        k = A.kind(action)
        if k in (A.ATTACK, A.TRANSFER, A.SHOW, A.SWAP):
            twins = [action ^ 128]
        elif k in (A.BEAT, A.DARK):
            twins = [action ^ 128 << 8, action ^ 128, action ^ 128 << 8 ^ 128]
        else:
            twins = []
        for alt in twins:
            if alt in legal:
                return alt
    return None


def _bare(st: DurakState, text: str) -> int | None:
    """A single card (or hand slot) typed alone, read in this position; None if
    ``text`` is not one card. Raises a refusal when it is ambiguous or fits nothing."""
    low = A.normalize(text)
    if " " in low or not low:
        return None
    item = A._item(low)
    if item is None:
        return None
    if not 0 <= st.to_move < st.players:
        return None
    what, value = item
    legal = st.legal_actions()
    if what == "slot":
        moves = [a for a in legal if A.kind(a) in _SLOT_KINDS
                 and (A.card_of(a) if A.kind(a) == A.BEAT_SLOT else a & 255) == value]
        return _pick(st, moves, legal, text, None, value)
    moves = [a for a in legal if A.kind(a) in _BARE_KINDS and A.card_of(a) == value]
    if not moves and st.rules.big:
        moves = [a for a in legal if A.kind(a) in _BARE_KINDS
                 and A.card_of(a) == value ^ 128]
    return _pick(st, moves, legal, text, value, -1)


def _pick(st: DurakState, moves: list[int], legal: list[int], text: str, c: int | None,
          slot: int) -> int:
    if len(moves) == 1:
        return moves[0]
    if len(moves) > 1:
        beats = [a for a in moves if A.kind(a) in (A.BEAT, A.BEAT_SLOT)]
        ru = [f"«{label(st, a, 'ru')}»" for a in moves]
        en = [f"'{label(st, a, 'en')}'" for a in moves]
        what_ru = card(c, "ru") if c is not None else f"№{slot + 1}"
        what_en = card(c, "en") if c is not None else f"#{slot + 1}"
        if len(beats) == len(moves):
            tr = [card(A.target_of(a), "ru") for a in beats]
            te = [card(A.target_of(a), "en") for a in beats]
            raise ParseError(
                f"'{text}': {what_en} can beat {' or '.join(te)}; write "
                + " or ".join(en),
                f"«{text}»: {what_ru} бьёт и {', и '.join(tr)}; напишите " + " или ".join(ru))
        raise ParseError(f"'{text}' has more than one meaning now; write " + " or ".join(en),
                         f"«{text}» сейчас можно понять по-разному; напишите "
                         + " или ".join(ru))
    # nothing legal plays it: the closest well-formed move, for its refusal
    ph = st.phase
    if c is None:
        guess = A.ATTACK_SLOT + slot
        open_targets = [t for i, t in enumerate(st.att) if st.dfn[i] < 0]
        if ph == _DEFEND and len(open_targets) == 1:
            guess = A.beat_slot(slot, open_targets[0])
        return guess
    if ph == _DEFEND:
        open_targets = [t for i, t in enumerate(st.att) if st.dfn[i] < 0]
        if len(open_targets) == 1 or not st.hands[st.to_move] >> c & 1:
            return A.beat(c, open_targets[0]) if open_targets else A.attack(c)
        cr, ce = _both(c)
        allowed = ", ".join(st.action_to_text(a) for a in legal)
        raise IllegalActionError(
            f"'{text}': {ce} beats no open card on the table; legal: {allowed}",
            f"«{text}»: {cr} не бьёт ни одну открытую карту на столе; можно: {allowed}")
    if ph == _ROAD and st.dfn:
        return A.beat(c, st.dfn[-1])
    return A.attack(c)
