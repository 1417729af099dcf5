"""Тысяча texts for the table layer: a move as each viewer may see it, what a move made
happen (a trick, a marriage, the talon, a deal scored), why an action is refused, and the
cards the seat to move may play.

Hidden cards: a face-down gift is named only to its giver and its receiver (the
observation's ``gifts``), the 2-player declarer's two discards only to the declarer, a
talon only to the viewers whose ``known`` set holds all of it (as the observation's
``talon``). Seats are never named in ``describe_move`` (it gets no names); ``narrate``
names them with the names passed in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import lower_name, seat_names
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import ACES, KQ, MARRIAGE, POINTS, SUIT_BITS, points
from koloda.games.tysyacha.state import MAX_BID, Phase, TysyachaState

_PLAYS = (A.PLAY, A.DECLARE, A.ACES)
_SUIT_RU = ("пики", "трефы", "бубны", "черви")
_SUIT_EN = ("spades", "clubs", "diamonds", "hearts")
_NOTES = {
    "ru": {"bolt": "болт", "bolt_penalty": "штраф за болты", "fall": "слёт с бочки",
           "climb": "на бочке", "samosval": "самосвал", "three_barrels": "три слёта: счёт 0",
           "roospis3": "штраф за третью роспись"},
    "en": {"bolt": "bolt", "bolt_penalty": "bolt penalty", "fall": "off the barrel",
           "climb": "on the barrel", "samosval": "samosval",
           "three_barrels": "third fall: score 0", "roospis3": "third roospis penalty"},
}


def _ru(lang: str) -> bool:
    return lang == "ru"


def is_you(name: str) -> bool:
    """The default name of the viewing person (a verb then takes the second person)."""
    return name in ("Вы", "You", "вы", "you")


def says(name: str, lang: str, third: str, second: str) -> str:
    """``name`` and a verb agreeing with it: "Игрок 1 берёт" / "Вы берёте"."""
    return f"{name} {second if is_you(name) else third}"


def after_verb(name: str, lang: str, third: str, second: str) -> str:
    """A verb then ``name`` (Russian word order): "берёт Игрок 2" / "берёте вы"."""
    return f"{second} {lower_name(name)}" if is_you(name) else f"{third} {name}"


def suit_text(suit: int, lang: str) -> str:
    return f"{C.SUIT_UNICODE[suit]} {(_SUIT_RU if _ru(lang) else _SUIT_EN)[suit]}"


def show(card: int, lang: str) -> str:
    return C.show(card, lang)


def _names(st: TysyachaState, viewer: int | None, lang: str,
           names: Sequence[str] | None) -> Sequence[str]:
    if names is not None and len(names) >= st.players:
        return names
    return seat_names(st.players, (viewer,) if viewer is not None else (), lang)


# --- describe_move -----------------------------------------------------------------------

def describe_move(st: TysyachaState, action: int, viewer: int | None, lang: str) -> str:
    """The move as ``viewer`` may see it, in the third person, naming no seat."""
    ru = _ru(lang)
    if not A.is_action(action):
        return str(action)
    k = A.kind(action)
    a = A.arg(action)
    if k == A.PASS:
        return "пас" if ru else "pass"
    if k == A.DARK:
        return "играет втёмную" if ru else "plays dark"
    if k == A.LOOK:
        return "смотрит карты" if ru else "looks at the cards"
    if k == A.REDEAL:
        return "просит пересдачу" if ru else "asks for a redeal"
    if k == A.KEEP:
        return "играет без пересдачи" if ru else "keeps the cards"
    if k == A.ROOSPIS:
        return "роспись" if ru else "concedes (roospis)"
    if k == A.START:
        return f"играет {st.contract}" if ru else f"plays for {st.contract}"
    if k == A.BID:
        if st.phase == Phase.UNBLIND:
            return f"растемняет: {a}" if ru else f"unblinds with {a}"
        return str(a) if ru else f"bids {a}"
    if k == A.RAISE:
        return f"повышает заказ до {a}" if ru else f"raises the contract to {a}"
    if k == A.TAKE:
        return f"берёт прикуп {a}" if ru else f"takes talon {a}"
    if k == A.GIVE:
        if st.gifts_open or viewer in (st.declarer, A.give_seat(action)):
            return f"отдаёт {show(a, lang)}" if ru else f"gives {show(a, lang)}"
        return "отдаёт карту рубашкой вверх" if ru else "gives a card face down"
    if k == A.DISCARD:
        seen = viewer is not None and viewer == st.declarer
        card = show(a, lang) if seen else ("карту" if ru else "a card face down")
        if not st.pile:
            return (f"сбрасывает {card} в свои взятки" if ru
                    else f"discards {card} into own tricks")
        return (f"сбрасывает {card} в оставшийся прикуп" if ru
                else f"discards {card} into the spare talon")
    if st.trick:
        return f"кладёт {show(a, lang)}" if ru else f"plays {show(a, lang)}"
    return f"ходит {show(a, lang)}" if ru else f"leads {show(a, lang)}"


def menu_label(st: TysyachaState, action: int, lang: str) -> str:
    """The legal-move menu label (the mover's own words); a gift names its receiver by
    the default name as the mover sees the table, never by a seat number."""
    if A.is_action(action) and A.kind(action) == A.GIVE:
        to = A.give_seat(action)
        names = seat_names(st.players, (st.turn,) if 0 <= st.turn < st.players else (),
                           lang)
        name = names[to] if 0 <= to < st.players else str(to)
        card = show(A.arg(action), lang)
        return f"отдаю {card} → {name}" if _ru(lang) else f"give {card} → {name}"
    return A.describe(action, lang)


# --- narrate -------------------------------------------------------------------------------

def narrate(st: TysyachaState, action: int, after: TysyachaState, viewer: int | None,
            lang: str, names: Sequence[str] | None) -> list[str]:
    """What ``action`` made happen, as ``viewer`` may see it."""
    if not A.is_action(action):
        return []
    ru = _ru(lang)
    nm = _names(st, viewer, lang, names)
    actor = st.turn
    k = A.kind(action)
    out: list[str] = []
    if k == A.REDEAL:
        out.append("Пересдача: карты сдаются заново" if ru
                   else "Redeal: the cards are dealt again")
    if k == A.GIVE and 0 <= A.give_seat(action) < st.players:
        to = nm[A.give_seat(action)]
        out.append(after_verb(to, lang, "Карту получает", "Карту получаете") if ru
                   else says(to, lang, "receives it", "receive it"))
    if st.declarer < 0 <= after.declarer:
        out.extend(_auction_won(after, viewer, lang, nm))
    if k == A.TAKE and after.talon_taken:
        out.append(_talon_line(after, viewer, lang))
    if k in _PLAYS and st.phase == Phase.PLAY and actor >= 0:
        card = A.arg(action)
        if k == A.DECLARE and not st.trick:
            suit = C.suit_of(card)
            value = MARRIAGE[suit]
            if ru:
                out.append(says(nm[actor], lang, "объявляет", "объявляете")
                           + f" марьяж {C.SUIT_UNICODE[suit]} (+{value}): козыри — "
                           + _SUIT_RU[suit])
            else:
                out.append(says(nm[actor], lang, "declares", "declare")
                           + f" the {C.SUIT_UNICODE[suit]} marriage (+{value}): "
                           + f"{_SUIT_EN[suit]} are trumps")
        elif k == A.ACES and not st.trick:
            out.append(says(nm[actor], lang, "объявляет", "объявляете")
                       + " тузовый марьяж (+200)" if ru else
                       says(nm[actor], lang, "declares", "declare") + " four aces (+200)")
        if len(after.trick) == 0 and after.last_trick and len(st.trick) > 0:
            win = after.last_trick_winner
            pts = after.last_trick_points
            out.append(after_verb(nm[win], lang, "Взятку берёт", "Взятку берёте")
                       + f" (+{pts})" if ru else
                       says(nm[win], lang, "takes the trick", "take the trick") + f" (+{pts})")
    if after.deal_no > st.deal_no:
        out.extend(_deal_scored(after, lang, nm))
    return out


def _auction_won(after: TysyachaState, viewer: int | None, lang: str,
                 nm: Sequence[str]) -> list[str]:
    ru = _ru(lang)
    name = nm[after.declarer]
    c = after.contract
    if after.dark:
        out = [says(name, lang, "играет", "играете") + f" втёмную на {c}" if ru
               else says(name, lang, "plays", "play") + f" dark for {c}"]
    elif after.golden_deal:
        out = [f"Золотой кон: {says(lower_name(name), lang, 'играет', 'играете')} {c}"
               if ru else f"Golden round: {says(lower_name(name), lang, 'plays', 'play')} {c}"]
    elif after.players == 2:
        out = [after_verb(name, lang, "Торговлю выигрывает", "Торговлю выигрываете")
               + f": {c}" if ru else says(name, lang, "wins", "win") + f" the bidding at {c}"]
    else:
        out = [after_verb(name, lang, "Прикуп берёт", "Прикуп берёте") + f" за {c}" if ru
               else says(name, lang, "takes", "take") + f" the talon for {c}"]
    if after.talon_taken:
        out.append(_talon_line(after, viewer, lang))
    return out


def talon_visible(after: TysyachaState, viewer: int | None) -> bool:
    """Whether ``viewer`` saw the taken talon (as the observation's ``talon``)."""
    if viewer is None:
        return after.talon_open
    return not after.talon_taken & ~after.known[viewer]


def _talon_line(after: TysyachaState, viewer: int | None, lang: str) -> str:
    ru = _ru(lang)
    if talon_visible(after, viewer):
        shown = " ".join(show(c, lang) for c in _talon_order(after.talon_taken))
        return ("Прикуп: " if ru else "Talon: ") + shown
    return "Прикуп не показывается" if ru else "The talon is not shown"


def _talon_order(mask: int) -> list[int]:
    """Dearest first, as a player reads a talon: by card points, then by suit."""
    return sorted(C.cards_in(mask), key=lambda c: (-POINTS[c], -C.suit_of(c)))


def _deal_scored(after: TysyachaState, lang: str, nm: Sequence[str]) -> list[str]:
    ru = _ru(lang)
    row: dict[str, Any] | None = next(
        (r for r in reversed(after.sheet) if r.get("deal") == after.deal_no), None)
    if row is None:
        return []
    out: list[str] = []
    decl = row["declarer"]
    c = row["contract"]
    if 0 <= decl < after.players:
        name = nm[decl]
        if row["roospis"]:
            verb = (("не играет", "не играете") if ru else ("concedes", "concede"))
            out.append(("Роспись: " if ru else "Roospis: ")
                       + says(lower_name(name), lang, *verb) + f" {c}")
        else:
            total = declarer_points(after)
            if ru:
                verb = (("сыграл", "сыграли") if row["made"] else ("не сыграл", "не сыграли"))
                out.append(says(name, lang, *verb) + f" {c} (набрано {total})")
            else:
                verb = (("made", "made") if row["made"] else ("failed", "failed"))
                out.append(says(name, lang, *verb) + f" {c} ({total} points)")
    out.append(score_line(row, after.players, lang, nm))
    if after.sheet and after.sheet[-1].get("reset"):
        out.append("Золотой кон: никто не сыграл 120, счёт обнулён" if ru
                   else "Golden round: nobody made 120, the scores are reset")
    if after.winner >= 0:
        out.append(("Игра окончена. Победитель: " if ru else "Game over. Winner: ")
                   + nm[after.winner])
    return out


def declarer_points(after: TysyachaState) -> int:
    """The declarer's card points and marriages of the deal just played (what the
    contract is compared with, before any rounding rule)."""
    decl = after.declarer
    total = after.taken[decl] + after.marr[decl]
    if after.players == 2:
        total += points(after.pile)
        if after.last_winner == decl:
            total += points(after.rest)
    return total


def score_line(row: dict[str, Any], players: int, lang: str, nm: Sequence[str]) -> str:
    """"Итог раздачи 3: Вы +120 → 240, Игрок 1 +15 → 15 (болт), …" for one sheet row."""
    ru = _ru(lang)
    marks = _NOTES["ru" if ru else "en"]
    parts = []
    for s in range(players):
        cell = nm[s]
        if s == row.get("sitting", -1):
            cell += " (на прикупе)" if ru else " (on the talon)"
        cell += f" {row['deltas'][s]:+d} → {row['totals'][s]}"
        notes = [marks[n] for n in row["notes"][s] if n in marks]
        if notes:
            cell += " (" + ", ".join(notes) + ")"
        parts.append(cell)
    head = (f"Итог раздачи {row['deal']}: " if ru else f"Deal {row['deal']}: ")
    return head + ", ".join(parts)


# --- refusal -------------------------------------------------------------------------------

def refusal(st: TysyachaState, action: int, lang: str) -> str | None:
    """Why a well-formed ``action`` is not legal now, in one clause; None if legal or
    nothing more specific than "not now" can be said."""
    if not isinstance(action, int) or not A.is_action(action):
        return None
    ru = _ru(lang)
    ph = st.phase
    if ph == Phase.OVER:
        return "игра окончена" if ru else "the game is over"
    if ph == Phase.DEAL or action in st.legal_actions():
        return None
    k = A.kind(action)
    seat = st.turn
    why: str | None = None
    if ph == Phase.BIDDING and k in (A.PASS, A.BID):
        why = _bid_refusal(st, action, ru)
    elif ph == Phase.UNBLIND and k == A.BID:
        why = "растемняют только ставкой 125" if ru else "only a bid of 125 unblinds"
    elif ph == Phase.CONTRACT and k in (A.RAISE, A.ROOSPIS):
        why = _contract_refusal(st, action, ru)
    elif ph == Phase.GIVING and k == A.GIVE:
        why = _give_refusal(st, action, ru, lang)
    elif ph == Phase.DISCARD and k == A.DISCARD:
        why = _no_card(st, seat, A.arg(action), lang)
    elif ph == Phase.PLAY and k in _PLAYS:
        why = _play_refusal(st, action, lang)
    if why is None:
        why = _phase_refusal(st, ru)
    return why


def _no_card(st: TysyachaState, seat: int, card: int, lang: str) -> str | None:
    if 0 <= seat < st.players and not st.hands[seat] >> card & 1:
        return (f"у вас нет {show(card, lang)}" if _ru(lang)
                else f"you do not hold {show(card, lang)}")
    return None


def _phase_refusal(st: TysyachaState, ru: bool) -> str | None:
    ph = st.phase
    texts = {
        Phase.DARK: ("сначала решите: играть втёмную или смотреть карты",
                     "first decide: play dark or look at the cards"),
        Phase.REDEAL: ("сначала решите, просить ли пересдачу",
                       "first decide whether to ask for a redeal"),
        Phase.UNBLIND: ("сейчас можно только растемнить ставкой 125 или пасовать",
                        "now you may only unblind with 125 or pass"),
        Phase.BIDDING: ("сейчас идёт торговля: ставка или пас",
                        "the bidding is on: bid or pass"),
        Phase.TALON: ("сначала выберите прикуп: take 1 или take 2",
                      "first choose a talon: take 1 or take 2"),
        Phase.GIVING: ("сначала отдайте по карте каждому сопернику",
                       "first give one card to each opponent"),
        Phase.DISCARD: ("сначала сбросьте две карты", "first discard two cards"),
        Phase.CONTRACT: ("сейчас нужно играть, повысить заказ или расписать",
                         "now play, raise the contract or concede"),
        Phase.PLAY: ("сейчас идёт розыгрыш: ходите картой", "the play is on: play a card"),
    }
    pair = texts.get(ph)
    if pair is None:
        return None
    return pair[0] if ru else pair[1]


def _cap_refusal(st: TysyachaState, seat: int, value: int, ru: bool) -> str | None:
    if value > MAX_BID:
        return f"больше {MAX_BID} заказывать нельзя" if ru else f"no bid above {MAX_BID}"
    cap = st._cap(seat)
    if value <= cap:
        return None
    if cap == 120:
        return "больше 120 без марьяжа нельзя" if ru else "no bid above 120 without a marriage"
    return (f"с вашими марьяжами — не больше {cap}" if ru
            else f"your marriages allow at most {cap}")


def _bid_refusal(st: TysyachaState, action: int, ru: bool) -> str | None:
    if action == A.PASS:
        if st.high_bid == 0:
            return ("первая рука обязана заказать 100" if ru
                    else "the first hand must bid at least 100")
        return None
    value = A.arg(action)
    low = 100 if st.high_bid == 0 else st.high_bid + 5
    if value < low:
        return f"нужно заказать не меньше {low}" if ru else f"the bid must be at least {low}"
    if value % 5:
        return "ставка должна быть кратна 5" if ru else "a bid must be a multiple of 5"
    capped = _cap_refusal(st, st.turn, value, ru)
    if capped:
        return capped
    if st.rules.no_jumps and value > low:
        return (f"прыжки запрещены: можно только {low}" if ru
                else f"no jumps: only {low} is allowed")
    return None


def _contract_refusal(st: TysyachaState, action: int, ru: bool) -> str | None:
    r = st.rules
    if action == A.ROOSPIS:
        if r.roospis_max_three and st.roospis_count[st.declarer] >= 3:
            return ("больше трёх росписей за игру нельзя" if ru
                    else "at most three roospis per game")
        if any(st.on_barrel) and not (r.roospis_on_barrel and r.roospis_no_deduct):
            return ("когда кто-то на бочке, расписывать нельзя" if ru
                    else "no roospis while someone is on the barrel")
        if st.golden_deal and not (r.roospis_on_golden and r.roospis_no_deduct):
            return ("на золотом коне расписывать нельзя" if ru
                    else "no roospis in the golden round")
        if st.dark:
            return "тёмную игру не расписывают" if ru else "a dark game cannot be conceded"
        return None
    value = A.arg(action)
    if st.dark:
        return ("при игре втёмную заказ не повышают" if ru
                else "a dark contract cannot be raised")
    if st.golden_deal and not r.golden_raise:
        return ("на золотом коне заказ не повышают" if ru
                else "no raise in the golden round")
    if value <= st.contract:
        return (f"заказ можно только повысить: больше {st.contract}" if ru
                else f"a raise must be above {st.contract}")
    if value % 5:
        return "заказ должен быть кратен 5" if ru else "a contract must be a multiple of 5"
    return _cap_refusal(st, st.declarer, value, ru)


def _give_refusal(st: TysyachaState, action: int, ru: bool, lang: str) -> str | None:
    to = A.give_seat(action)
    if to >= st.players:
        return "нет такого игрока" if ru else "there is no such player"
    if to == st.declarer:
        return "себе карту не отдают" if ru else "you cannot give a card to yourself"
    if to == st.sitting:
        return ("этот игрок сидит на прикупе" if ru
                else "that player sits out this deal")
    if st.given_to[to]:
        return ("этому игроку карта уже отдана" if ru
                else "that player already has a card from you")
    return _no_card(st, st.declarer, A.arg(action), lang)


def _play_refusal(st: TysyachaState, action: int, lang: str) -> str | None:
    ru = _ru(lang)
    seat = st.turn
    k = A.kind(action)
    card = A.arg(action)
    missing = _no_card(st, seat, card, lang)
    if missing:
        return missing
    hand = st.hands[seat]
    suit = C.suit_of(card)
    trump = st.trump
    if st.trick:
        if k != A.PLAY:
            return ("марьяж объявляют только заходом" if ru
                    else "a marriage is declared only on a lead")
        led = C.suit_of(st.trick[0])
        sym = C.SUIT_UNICODE[led]
        if hand & SUIT_BITS[led] and suit != led:
            return f"нужно ходить в масть {sym}" if ru else f"you must follow suit {sym}"
        if (not hand & SUIT_BITS[led] and trump >= 0 and hand & SUIT_BITS[trump]
                and suit != trump):
            tsym = C.SUIT_UNICODE[trump]
            return (f"масти {sym} нет — нужно бить козырем {tsym}" if ru
                    else f"you have no {sym}: you must trump with {tsym}")
        return None
    first = ("марьяж объявляют после первой взятки" if ru
             else "a marriage is declared only after your first trick")
    may_declare = st.won_any[seat] or st.rules.declare_on_first_lead
    if k == A.DECLARE:
        if C.rank_of(card) not in (C.KING, C.QUEEN):
            return ("марьяж объявляют королём или дамой" if ru
                    else "a marriage is declared with a king or a queen")
        if hand & KQ[suit] != KQ[suit]:
            pair = " ".join(show(c, lang) for c in sorted(C.cards_in(KQ[suit]), reverse=True))
            return (f"для марьяжа нужны {pair.replace(' ', ' и ')}" if ru
                    else f"a marriage needs both {pair.replace(' ', ' and ')}")
        if not may_declare:
            return first
        return None
    if k == A.ACES:
        if not st.rules.ace_marriage:
            return ("тузовый марьяж в этих правилах не играется" if ru
                    else "the four-aces marriage is not played under these rules")
        if C.rank_of(card) != C.ACE:
            return ("тузовый марьяж объявляют заходом с туза" if ru
                    else "four aces are declared by leading an ace")
        if hand & ACES != ACES:
            return ("для тузового марьяжа нужны все четыре туза" if ru
                    else "four aces need all four aces in your hand")
        if not may_declare:
            return ("тузовый марьяж объявляют после первой взятки" if ru
                    else "four aces are declared only after your first trick")
    return _lead_refusal(st, seat, card, ru)


def _lead_refusal(st: TysyachaState, seat: int, card: int, ru: bool) -> str | None:
    trump = st.trump
    if not st.run_start or trump < 0:
        return None
    hand = st.hands[seat]
    tm = hand & SUIT_BITS[trump]
    is_trump = C.suit_of(card) == trump
    if not tm:
        return None
    if st.rules.must_lead_trump and not is_trump:
        return ("первым ходом после взятки нужно ходить с козыря" if ru
                else "your first lead after taking a trick must be a trump")
    if (st.rules.no_lead_others_trump and st.trump_by != seat and hand != tm
            and is_trump):
        return ("первым ходом после взятки нельзя ходить с чужого козыря" if ru
                else "no leading another player's trump on your first lead after a trick")
    return None


def last_trick_obs(st: TysyachaState) -> dict[str, Any] | None:
    """The observation's public ``last_trick``: the last completed trick of this deal."""
    if not st.last_trick:
        return None
    return {"cards": [[s, C.to_text(c)] for s, c in st.last_trick],
            "winner": st.last_trick_winner, "points": st.last_trick_points}
