"""The terminal view of a Durak observation: rich markup, Russian or English.

:func:`render` draws, from one seat's observation only: the game (base and variants),
the trump (suit, and the turned card while it can be seen), the stock and the discard,
every player (cards held, role in the bout, known cards, finishing place), the table as
pairs *attack card / cover*, whose move it is and why, the seat's own hand sorted with
the trumps last, the finishing order and the match tally.

>>> obs = {"game": "durak", "phase": "defend", "seat": 0, "players": 2,
...        "base": "podkidnoy", "variants": [], "trump": "H", "trump_card": "9H",
...        "stock_count": 12, "table": [["7S", None]], "attacker": 1, "defender": 0,
...        "to_move": 0, "why": "defend", "hand": ["QH", "8S", "6D"], "hand_sizes": [3, 5]}
>>> "Вы: 3 карты — [yellow]отбиваетесь" in render(obs) and "defend" in render(obs, "en")
True
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from rich.markup import escape

from koloda.engine import cards as C
from koloda.engine.names import lower_name, name_of
from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Marker,
    MoveRef,
    Picture,
    SeatView,
    Sheet,
    Zone,
)
from koloda.games.durak import actions as A

_SUITS = {"S": 0, "C": 1, "D": 2, "H": 3}

BASES = {
    "simple": ("простой", "simple"),
    "podkidnoy": ("подкидной", "podkidnoy (throw-ins)"),
    "perevodnoy": ("переводной", "perevodnoy (transfers)"),
}

VARIANTS = {
    "albanian": ("албанский", "albanian"),
    "armenian": ("армянский", "armenian"),
    "trumpless": ("бескозырный", "trumpless"),
    "big": ("большой", "big"),
    "believe": ("верю не верю", "believe"),
    "two_trump": ("двухкозырной", "two-trump"),
    "road": ("дорожный", "road"),
    "boring": ("занудный", "boring"),
    "chinese": ("китайский", "chinese"),
    "trump_swap": ("козырной", "trump swap"),
    "royal": ("королевский", "royal"),
    "circular": ("круговой", "circular"),
    "magadan": ("магаданский", "magadan"),
    "piled": ("наваленный", "piled"),
    "invisible": ("невидимый", "invisible"),
    "reverse": ("оборотный", "reverse"),
    "discard_back": ("отбойный", "discard back"),
    "points": ("очковый", "points"),
    "transfer_any_time": ("переводной 2", "transfer any time"),
    "empty": ("пустой", "empty"),
    "pursuit": ("погонный", "pursuit"),
    "poker": ("покерный", "poker"),
    "treshka": ("трёшка", "treshka"),
    "chukotka": ("чукотский", "chukotka"),
    "japanese": ("японский", "japanese"),
    "simple_b": ("простой Б", "simple B"),
    "simple_v": ("простой В", "simple V"),
    "transfer_refusal": ("переводной с отказом", "transfer with refusal"),
    "english_g": ("английский Г", "english G"),
}

_WHY = {
    "lead": ("ходит", "attacks"),
    "lead_more": ("может добавить к ходу карты того же достоинства или сказать «хватит»",
                  "may add cards of the attack's rank or say that's all"),
    "defend": ("отбивается", "defends"),
    "throw_in": ("подкидывает", "throws in"),
    "throw_in_taking": ("подкидывает вдогонку: отбивающийся берёт",
                        "throws in after the defender said take"),
    "check": ("решает: верить закрытой карте или проверить",
              "accepts or challenges the face-down cover"),
    "road_beat": ("кроет верхнюю карту или соглашается на отбой",
                  "covers the top card or accepts the discard"),
    "road_defend": ("кроет верхнюю карту или берёт стол", "covers the top card or takes"),
    "pass": ("пасует: нет пары для хода", "passes: no pair to attack with"),
    "deal": ("раздача", "dealing"),
    "over": ("игра окончена", "the game is over"),
}
# the same, said to the reader himself ("Ход: Вы — отбиваетесь")
_WHY_YOU = {
    "lead": ("ходите", "attack"),
    "lead_more": ("можете добавить к ходу карты того же достоинства или сказать «хватит»",
                  "may add cards of the attack's rank or say that's all"),
    "defend": ("отбиваетесь", "defend"),
    "throw_in": ("подкидываете", "throw in"),
    "throw_in_taking": ("подкидываете вдогонку: отбивающийся берёт",
                        "throw in after the defender said take"),
    "check": ("решаете: верить закрытой карте или проверить",
              "believe or challenge the face-down cover"),
    "road_beat": ("кроете верхнюю карту или соглашаетесь на отбой",
                  "cover the top card or accept the discard"),
    "road_defend": ("кроете верхнюю карту или берёте стол", "cover the top card or take"),
    "pass": ("пасуете: нет пары для хода", "pass: no pair to attack with"),
    "deal": ("раздача", "dealing"),
    "over": ("игра окончена", "the game is over"),
}
# a seat's role in the player list: (ru he, ru you, en he, en you)
_ROLES = {
    "defends": ("отбивается", "отбиваетесь", "defends", "defend"),
    "attacks": ("ходит", "ходите", "attacks", "attack"),
    "throws": ("может подкинуть", "можете подкинуть", "may throw in", "may throw in"),
    "out": ("вышел", "вышли", "out", "out"),
    "takes": ("берёт карты", "берёте карты", "takes the cards", "take the cards"),
    "took": ("забрал", "забрали", "took", "took"),
    "defended": ("отбивался", "отбивались", "defended", "defended"),
    "lost": ("проиграл", "проиграли", "lost", "lost"),
    "won": ("победил", "победили", "won", "won"),
}


def _you(name: str) -> bool:
    return name in ("Вы", "You")


def _role(key: str, name: str, ru: bool) -> str:
    forms = _ROLES[key]
    return forms[(0 if ru else 2) + (1 if _you(name) else 0)]


def _t(ru: bool, pair: tuple[str, str]) -> str:
    return pair[0] if ru else pair[1]


def show_card(text: str | None, lang: str = "ru", trump: bool = False,
              playable: bool = False, dim: bool = False) -> str:
    """One card as markup: red hearts and diamonds, ``?`` for a face-down card. In the
    hand a trump is underlined, a card that can be played now is shown inverted and,
    while some card can be played, the others are dimmed."""
    if text is None:
        return "[dim]·[/dim]"
    if text == "?":
        return "[dim]▒▒[/dim]"
    c = C.parse(text)
    face = escape(C.show(c, lang)) + ("'" if C.copy_of(c) else "")
    style = "bold red" if C.suit_of(c) in (C.DIAMONDS, C.HEARTS) else "bold"
    if trump:
        style += " underline"
    if playable:
        style += " reverse"
    elif dim:
        style += " dim"
    return f"[{style}]{face}[/{style}]"


def suit_symbol(letter: str | None) -> str:
    if letter is None or letter not in _SUITS:
        return "—"
    s = _SUITS[letter]
    sym = C.SUIT_UNICODE[s]
    return f"[bold red]{sym}[/bold red]" if s in (C.DIAMONDS, C.HEARTS) else f"[bold]{sym}[/bold]"


def sort_hand(hand: Sequence[str], trump: str | None) -> list[str]:
    """Hand order for display: by suit, rank ascending, the trump suit last.

    >>> sort_hand(["AH", "6S", "7H", "KS", "9D"], "H")
    ['6S', 'KS', '9D', '7H', 'AH']
    """
    t = _SUITS.get(trump) if trump else None

    def key(text: str) -> tuple[int, int, int, int]:
        c = C.parse(text)
        s = C.suit_of(c)
        return (1 if s == t else 0, s, C.rank_of(c), C.copy_of(c))

    return sorted(hand, key=key)


def _cards_word(n: int, ru: bool) -> str:
    if not ru:
        return f"{n} card" + ("" if n == 1 else "s")
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} карта"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} карты"
    return f"{n} карт"


def _place(n: int, ru: bool) -> str:
    return f"{n}-й" if ru else {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _may_transfer(obs: Mapping[str, Any]) -> bool:
    """Could the defender transfer now (a display hint; the legal list decides)?"""
    if obs.get("base") != "perevodnoy" or obs.get("why") != "defend":
        return False
    table = obs.get("table") or []
    open_cards = [a for a, cover in table if cover is None]
    if not open_cards:
        return False
    covered = any(cover is not None for _, cover in table)
    if covered and "transfer_any_time" not in (obs.get("variants") or ()):
        return False
    ranks = {C.rank_of(C.parse(a)) for a in open_cards}
    if len(ranks) != 1:
        return False
    players = int(obs.get("players", 2))
    sizes = obs.get("hand_sizes") or []
    out = set(obs.get("out") or ())
    defender = int(obs.get("defender", 0))
    seat = defender
    for _ in range(players):
        seat = (seat + 1) % players
        if seat not in out and seat != defender and (seat >= len(sizes) or sizes[seat] > 0):
            return seat >= len(sizes) or sizes[seat] >= len(open_cards) + 1
    return False


def render(obs: Mapping[str, Any], lang: str = "ru", names: Sequence[str] | None = None,
           playable: Collection[str] = ()) -> str:
    """Rich-markup text of one seat's observation (Russian unless ``lang="en"``).
    ``names`` are the seats' display names (default: "Вы" for the observing seat,
    "Игрок N" for seat N-1 otherwise); ``playable`` the hand cards (ASCII) to highlight."""
    ru = lang != "en"
    lines: list[str] = []
    me = int(obs.get("seat", 0))
    players = int(obs.get("players", 2))

    def _name(seat: int) -> str:
        return name_of(seat, me, "ru" if ru else "en", names, players)
    trump = obs.get("trump")
    variants = list(obs.get("variants") or ())

    # the game and the match
    base = BASES.get(str(obs.get("base")), (str(obs.get("base")), str(obs.get("base"))))
    title = ("Дурак" if ru else "Durak") + " — " + _t(ru, base)
    if variants:
        title += " + " + ", ".join(_variant_name(v, obs, ru) for v in variants)
    match = int(obs.get("match_games", 1) or 1)
    if match > 1:
        no = obs.get("game_no", 1)
        title += (f"  (партия {no} из {match})" if ru else f"  (game {no} of {match})")
    lines.append(f"[bold underline]{escape(title)}[/bold underline]")

    # trump, stock, discard
    trumps = obs.get("trumps")
    if trump is None:
        trump_line = "Козырь: нет (бескозырная игра)" if ru else "Trump: none (no trumps)"
    elif isinstance(trumps, list):
        mine = trumps[me] if me < len(trumps) else trump
        each = ", ".join(f"{_name(s)}: {suit_symbol(x)}" for s, x in enumerate(trumps))
        trump_line = ((f"Ваш козырь: {suit_symbol(mine)} (у каждого свой: {each})") if ru
                      else f"Your trump: {suit_symbol(mine)} (each seat's own: {each})")
    else:
        trump_line = ("Козырь: " if ru else "Trump: ") + suit_symbol(trump)
    trump_card = obs.get("trump_card")
    stock = int(obs.get("stock_count", 0))
    if trump_card and stock:
        trump_line += (f", под колодой {show_card(trump_card, lang)}" if ru
                       else f", turned card {show_card(trump_card, lang)}")
    elif trump_card:
        trump_line += (f", козырная карта {show_card(trump_card, lang)} уже не в колоде" if ru
                       else f", the trump card {show_card(trump_card, lang)} has left the stock")
    lines.append(trump_line)
    parts = [(f"В колоде: {stock}" if ru else f"Stock: {stock}"),
             (f"бито: {obs.get('discard_count', 0)}" if ru
              else f"discard: {obs.get('discard_count', 0)}")]
    removed = int(obs.get("removed_count", 0) or 0)
    if removed:
        parts.append(f"вне игры: {removed}" if ru else f"out of play: {removed}")
    limit = obs.get("attack_limit")
    if limit is not None and obs.get("phase") not in ("over", "deal") and int(limit) < 99:
        parts.append(f"в ходе не больше {limit} карт" if ru else f"at most {limit} attack cards")
    lines.append(", ".join(parts))

    # the players
    sizes = list(obs.get("hand_sizes") or [])
    closed = list(obs.get("closed") or [])
    known = list(obs.get("known") or [])
    out = list(obs.get("out") or [])
    teams = obs.get("teams")
    attacker = obs.get("attacker")
    defender = obs.get("defender")
    throwers = set(obs.get("attackers") or ())
    over = obs.get("phase") == "over"
    scored = bool({"points", "pursuit"} & set(variants))  # cards covered or pogons win
    losers = _losers(obs, scored) if over else []
    lines.append("")
    lines.append("[bold]Игроки:[/bold]" if ru else "[bold]Players:[/bold]")
    for seat in range(players):
        size = sizes[seat] if seat < len(sizes) else 0
        name = _name(seat)
        row = f"  {name}: {_cards_word(size, ru)}"
        if seat < len(closed) and closed[seat]:
            row += f" ({closed[seat]} закрыто)" if ru else f" ({closed[seat]} closed)"
        if isinstance(teams, list) and seat < len(teams):
            row += f", команда {teams[seat] + 1}" if ru else f", team {teams[seat] + 1}"
        if over and scored and losers:
            row += (f" — [bold red]{_role('lost', name, ru)}[/bold red]" if seat in losers
                    else f" — [bold green]{_role('won', name, ru)}[/bold green]")
        elif over and seat in losers:
            row += " — [bold red]дурак[/bold red]" if ru else " — [bold red]the fool[/bold red]"
        elif seat in out:
            row += f" — {_role('out', name, ru)} ({_place(out.index(seat) + 1, ru)})"
        elif not over:
            if seat == defender:
                row += f" — [yellow]{_role('defends', name, ru)}[/yellow]"
            elif seat == attacker:
                row += f" — [cyan]{_role('attacks', name, ru)}[/cyan]"
            elif seat in throwers:
                row += f" — {_role('throws', name, ru)}"
        if seat < len(known) and known[seat]:
            shown = " ".join(show_card(x, lang) for x in sort_hand(known[seat], trump))
            row += f"; известны: {shown}" if ru else f"; known: {shown}"
        lines.append(row)

    # the table
    table = obs.get("table") or []
    lines.append("")
    if table:
        pairs = "   ".join(f"{show_card(a, lang)}/{show_card(cover, lang)}"
                           for a, cover in table)
        lines.append(("[bold]Стол:[/bold] " if ru else "[bold]Table:[/bold] ") + pairs)
        if any(cover == "?" for _, cover in table):
            lines.append("  [dim]▒▒ — покрыто втёмную[/dim]" if ru
                         else "  [dim]▒▒ — covered face down[/dim]")
        if obs.get("taking") and not over:
            who = _name(int(defender or 0))
            lines.append(f"  {who} {_role('takes', who, ru)}")
    else:
        lines.append("[bold]Стол:[/bold] пуст" if ru else "[bold]Table:[/bold] empty")

    # whose move and why
    to_move = obs.get("to_move")
    why = str(obs.get("why", ""))
    if over:
        if not losers:
            lines.append("[bold]Игра окончена: ничья.[/bold]" if ru
                         else "[bold]Game over: a draw.[/bold]")
        elif scored:
            won = [_name(s) for s in range(players) if s not in losers]
            head = (("Победители" if len(won) > 1 else "Победитель") if ru
                    else ("The winners" if len(won) > 1 else "The winner"))
            lines.append(f"[bold]{'Игра окончена' if ru else 'Game over'}. {head}: "
                         f"{', '.join(won)}.[/bold]")
        else:
            who = ", ".join(_name(s) for s in losers)
            head = (("Дураки" if len(losers) > 1 else "Дурак") if ru
                    else ("The fools" if len(losers) > 1 else "The fool"))
            lines.append(f"[bold]{'Игра окончена' if ru else 'Game over'}. {head}: "
                         f"{who}.[/bold]")
    elif to_move is not None:
        who = _name(int(to_move))
        reason = _t(ru, (_WHY_YOU if _you(who) else _WHY).get(why, (why, why)))
        if _may_transfer(obs):
            reason += " (можно перевести)" if ru else " (may transfer)"
        swaps = int(obs.get("swaps_left", 0) or 0)
        if swaps and int(to_move) == me:
            reason += (f"; замен с колодой осталось: {swaps}" if ru
                       else f"; stock swaps left: {swaps}")
        lines.append(f"[bold]Ход:[/bold] {who} — {reason}" if ru
                     else f"[bold]To move:[/bold] {who} — {reason}")
        if obs.get("free_leads") and {"boring", "english_g"} & set(variants):
            lines.append("  [dim]игра застопорилась: до следующего отбоя ходить можно любой "
                         "картой[/dim]" if ru else
                         "  [dim]the game has stalled: any card may attack until the next "
                         "discard[/dim]")

    # the own hand
    lines.append("")
    hand = list(obs.get("hand") or [])
    slots = int(obs.get("hand_slots", len(hand)) or 0)
    if "reverse" in variants:
        sign = "№" if ru else "#"
        marks = " ".join(f"{sign}{i}" for i in range(1, slots + 1))
        lines.append((f"Ваши карты (вы их не видите): {marks}" if ru
                      else f"Your cards (hidden from you): {marks}") if slots
                     else ("У вас нет карт" if ru else "You hold no cards"))
    else:
        own = _own_trump(obs)
        lit = set(playable)
        shown = " ".join(
            show_card(x, lang, trump=own is not None and x.rstrip("'")[-1:] == own,
                      playable=x in lit, dim=bool(lit) and x not in lit)
            for x in sort_hand(hand, own))
        head = "[bold]Ваши карты:[/bold] " if ru else "[bold]Your cards:[/bold] "
        lines.append(head + (shown or ("нет" if ru else "none")))
        mine_closed = closed[me] if me < len(closed) else 0
        if mine_closed:
            lines.append(f"  и закрытых: {mine_closed}" if ru else f"  and closed: {mine_closed}")

    # finishing order, points, pogons, match tally
    finished = [s for s in out if not (over and s == obs.get("fool"))
                and not (over and not scored and s in losers)]
    if finished:
        order = ", ".join(_name(int(s)) for s in finished)
        lines.append(("Вышли из игры: " if ru else "Finished: ") + order)
    if "points" in variants:
        beaten = obs.get("beaten") or []
        lines.append(("Отбито карт: " if ru else "Cards covered: ")
                     + ", ".join(f"{_name(s)}: {n}" for s, n in enumerate(beaten)))
    if "pursuit" in variants:
        pogons = obs.get("pogons") or []
        rank_names = C.RANK_RU if ru else C.RANK_ASCII
        lines.append(("Погоны: " if ru else "Pogons: ") + ", ".join(
            f"{_name(s)}: " + (" ".join(rank_names.get(r, str(r)) for r in p) or "—")
            for s, p in enumerate(pogons)))
    tally = obs.get("tally") or []
    if match > 1 or any(tally):
        what = (("поражений" if scored else "раз в дураках") if ru
                else ("losses" if scored else "times fool"))
        lines.append((f"Счёт матча ({what}): " if ru else f"Match tally ({what}): ")
                     + ", ".join(f"{_name(s)} {n}" for s, n in enumerate(tally)))
    return "\n".join(lines)


def render_last(obs: Mapping[str, Any], lang: str = "ru",
                names: Sequence[str] | None = None) -> str | None:
    """The last finished bout of the game (``obs["last_bout"]``): its pairs, who
    defended, and whether it was beaten off or who took how many cards; None before the
    first bout ends. A card the observing seat may not see now is ``▒▒``.

    >>> obs = {"seat": 0, "players": 2, "last_bout": {"pairs": [["7S", "8S"],
    ...        ["7D", None]], "defender": 1, "taker": 1, "taken": 3}}
    >>> print(render_last(obs, "en"))
    [bold]Last bout[/bold] (Player 2 defended): [bold]7♠[/bold]/[bold]8♠[/bold]   \
[bold red]7♦[/bold red]/[dim]·[/dim]
      Player 2 took 3 cards.
    """
    last = obs.get("last_bout")
    if not isinstance(last, Mapping) or not last.get("pairs"):
        return None
    ru = lang != "en"
    me = int(obs.get("seat", 0))
    players = int(obs.get("players", 2))

    def _name(seat: Any) -> str:
        return name_of(seat, me, "ru" if ru else "en", names, players)

    pairs = "   ".join(f"{show_card(a, lang)}/{show_card(b, lang)}"
                       for a, b in last["pairs"])
    d = _name(last.get("defender"))
    head = (f"[bold]Прошлый ход[/bold] ({_role('defended', d, ru)} {lower_name(d)}): "
            if ru else f"[bold]Last bout[/bold] ({d} {_role('defended', d, ru)}): ")
    taker = last.get("taker")
    if taker is None:
        tail = "Бито." if ru else "Beaten off."
    else:
        who = _name(taker)
        n = int(last.get("taken", 0) or 0)
        tail = f"{who} {_role('took', who, ru)} {_cards_acc(n, ru)}."
    return head + pairs + "\n  " + tail


def _cards_acc(n: int, ru: bool) -> str:
    word = _cards_word(n, ru)
    return word.replace("карта", "карту") if ru else word


def _losers(obs: Mapping[str, Any], scored: bool) -> list[int]:
    """Who lost the finished game: the fool (and his partners in a team game), or in
    points / pursuit everybody short of the best count; [] for a draw."""
    players = int(obs.get("players", 2))
    variants = obs.get("variants") or ()
    if scored:
        if "points" in variants:
            beaten = list(obs.get("beaten") or [0] * players)
            keys: list[tuple[int, ...]] = [(int(beaten[s]),) for s in range(players)]
        else:
            pogons = list(obs.get("pogons") or [[] for _ in range(players)])
            keys = [(len(pogons[s]), *sorted(pogons[s], reverse=True))
                    for s in range(players)]
        best = max(keys)
        return [] if all(k == best for k in keys) else \
            [s for s in range(players) if keys[s] != best]
    fool = obs.get("fool")
    if not isinstance(fool, int):
        return []
    teams = obs.get("teams")
    if isinstance(teams, list) and fool < len(teams):
        return [s for s in range(players) if s < len(teams) and teams[s] == teams[fool]]
    return [fool]


def _variant_name(key: str, obs: Mapping[str, Any], ru: bool) -> str:
    """A variant's name, with its letter for the lettered ones (piled B, japanese B)."""
    name = _t(ru, VARIANTS.get(key, (key, key)))
    letter = (obs.get("rules") or {}).get(key)
    if letter in ("a", "b"):
        name += " " + ({"a": "А", "b": "Б"}[letter] if ru else letter.upper())
    return name


def _own_trump(obs: Mapping[str, Any]) -> str | None:
    trumps = obs.get("trumps")
    me = int(obs.get("seat", 0))
    if isinstance(trumps, list) and me < len(trumps):
        return str(trumps[me])
    trump = obs.get("trump")
    return str(trump) if trump is not None else None


# --- the table picture -------------------------------------------------------------------
#
# What every surface draws (docs/table-picture.md), built from the observation, the
# viewer's legal moves and the seats' names alone. A card the observation does not show
# ("?" in a face-down cover or a spectator's observation, None) is a back or a count.

_BASE_TITLES = {
    "simple": ("Простой дурак", "Simple durak"),
    "podkidnoy": ("Подкидной дурак", "Podkidnoy durak (throw-ins)"),
    "perevodnoy": ("Переводной дурак", "Perevodnoy durak (transfers)"),
}
_SUIT_NAMES = {"S": ("пики", "spades"), "C": ("трефы", "clubs"), "D": ("бубны", "diamonds"),
               "H": ("черви", "hearts")}
# a seat's role now, as a badge: (ru he, ru you, en he, en you)
_BADGE_ROLES = {
    "defends": ("отбивается", "отбиваетесь", "defends", "defend"),
    "takes": ("берёт", "берёте", "takes", "take"),
    "attacks": ("ходит", "ходите", "attacks", "attack"),
    "throws": ("может подкинуть", "можете подкинуть", "may throw in", "may throw in"),
}


def _face(value: Any) -> str | None:
    """A card text as a picture holds it, None for a card its viewer may not see."""
    if not isinstance(value, str):
        return None
    try:
        return C.to_text(C.parse(value))
    except ValueError:
        return None


def _list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else []


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _at(values: Any, i: int) -> Any:
    seq = _list(values)
    return seq[i] if 0 <= i < len(seq) else None


def picture_title(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """«Подкидной дурак · переводной 2 · очковый»: the base game and every variant."""
    ru = lang != "en"
    base = str(obs.get("base") or "podkidnoy")
    head = _t(ru, _BASE_TITLES.get(base, ("Дурак", "Durak")))
    parts = [head, *(_variant_name(str(v), obs, ru) for v in _list(obs.get("variants")))]
    return " · ".join(parts)


def _house_rules(obs: Mapping[str, Any], ru: bool) -> list[str]:
    """The table's house rules that differ from the usual ones, one line each."""
    rules = obs.get("rules")
    rules = rules if isinstance(rules, Mapping) else {}
    out: list[str] = []
    teams = rules.get("teams")
    if teams in ("2x2", "3x2"):
        pairs = "две пары" if teams == "2x2" else "три пары"
        out.append(f"Играют командами: {pairs}; партнёры сидят через одного" if ru else
                   f"Teams: {'two' if teams == '2x2' else 'three'} pairs, partners sit apart")
    if rules.get("throw_in") == "neighbours":
        out.append("Подкидывают только соседи отбивающегося" if ru
                   else "Only the defender's neighbours throw in")
    if rules.get("transfer_by_trump_show"):
        out.append("Перевести можно, показав козырь того же достоинства" if ru
                   else "A transfer may be made by showing a trump of the rank")
    if "first_bout_limit" in rules:
        n = _int(rules.get("first_bout_limit"), 5)
        out.append(f"До первого отбоя — не больше {n} карт в ходе" if ru
                   else f"Until the first discard, at most {n} attack cards")
    if rules.get("draw_allowed") is False:
        out.append("Ничьей нет: если последние карты ушли разом, дурак — последний "
                   "отбивавшийся" if ru else
                   "No draws: when the last cards go at once, the last defender is the fool")
    if "deck" in rules:
        n = _int(rules.get("deck"), 36)
        out.append(f"Колода: {_cards_word(n, ru)}" if ru else f"Deck: {n} cards")
    if "draw_after_bouts" in rules:
        n = _int(rules.get("draw_after_bouts"), 60)
        out.append(f"Ничья, если {n} ходов подряд обошлись без отбоя" if ru
                   else f"A draw after {n} bouts in a row without a discard")
    return out


class _Scene:
    """One Durak picture in the making: the observation and how to name its seats."""

    def __init__(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
                 lang: str, names: Sequence[str] | None) -> None:
        self.obs = obs
        self.viewer = viewer
        self.moves = moves
        self.lang = lang
        self.ru = lang != "en"
        self.n = max(1, _int(obs.get("players"), 2))
        self.names = names
        self.variants = {str(v) for v in _list(obs.get("variants"))}
        self.over = obs.get("phase") == "over"
        self.scored = bool({"points", "pursuit"} & self.variants)
        self.losers = _losers(obs, self.scored) if self.over else []
        # a match is won on its tally (fewest fools or losses), whatever its last game
        self.match = _int(obs.get("match_games"), 1) > 1
        if self.over and self.match:
            tally = [_int(_at(obs.get("tally"), s)) for s in range(self.n)]
            self.losers = [s for s in range(self.n) if tally[s] > min(tally)]
        self.ranked = self.scored or self.match  # winners and losers, not a fool
        self.trump = obs.get("trump") if isinstance(obs.get("trump"), str) else None
        self.own_trump = self.trump
        trumps = _list(obs.get("trumps"))
        if viewer is not None and isinstance(_at(trumps, viewer), str):
            self.own_trump = str(trumps[viewer])

    # --- words ---

    def name(self, seat: Any) -> str:
        me = self.viewer if self.viewer is not None else -1
        return name_of(seat, me, self.lang, self.names, self.n)

    def subject(self, seat: Any) -> str:
        """A seat as the subject of a sentence: the viewer is «Вы» whatever his name."""
        return self.t("Вы", "You") if seat == self.viewer else self.name(seat)

    def you(self, seat: Any) -> bool:
        return _you(self.subject(seat))

    def verb(self, seat: Any, forms: tuple[str, str, str, str]) -> str:
        return forms[(0 if self.ru else 2) + (1 if self.you(seat) else 0)]

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def show(self, text: str) -> str:
        return C.show(C.parse(text), self.lang) + ("'" if text.endswith("'") else "")

    def listed(self, cards: Sequence[str]) -> str:
        shown = [self.show(c) for c in cards]
        if len(shown) < 2:
            return "".join(shown)
        return ", ".join(shown[:-1]) + self.t(" и ", " and ") + shown[-1]

    # --- parts ---

    def hand(self, seat: int) -> Hand:
        obs = self.obs
        size = _int(_at(obs.get("hand_sizes"), seat))
        if seat == self.viewer:  # closed (magadan) or reverse cards are backs
            faces = [f for f in (_face(x) for x in _list(obs.get("hand"))) if f]
            size = max(size, _int(obs.get("hand_slots"), size))
            return Hand(tuple(sort_hand(faces, self.own_trump)), max(0, size - len(faces)))
        if self.viewer is None and seat == 0:
            # a spectator's observation is the first seat's with its unseen cards turned
            # into "?": the faces left in that hand are the ones every seat knows
            faces = [f for f in (_face(x) for x in _list(obs.get("hand"))) if f]
        else:
            faces = [f for f in (_face(x) for x in _list(_at(obs.get("known"), seat))) if f]
        return Hand(tuple(sort_hand(faces, self.trump)), max(0, size - len(faces)))

    def badges(self, seat: int) -> tuple[Badge, ...]:
        obs = self.obs
        out: list[Badge] = []
        finished = [_int(s, -1) for s in _list(obs.get("out"))]
        if self.over:
            if self.ranked and self.losers:
                out.append(Badge(self.t("поражение", "lost"), "bad") if seat in self.losers
                               else Badge(self.t("победа", "won"), "good"))
            elif seat in self.losers:
                out.append(Badge(self.t("дурак", "the fool"), "bad"))
            elif seat in finished:
                out.append(self._place(finished.index(seat) + 1))
        elif seat in finished:
            out.append(self._place(finished.index(seat) + 1))
        elif obs.get("phase") != "deal":
            if seat == obs.get("defender"):
                key = "takes" if obs.get("taking") else "defends"
                out.append(Badge(self.verb(seat, _BADGE_ROLES[key]), "defend"))
            elif seat == obs.get("attacker"):
                out.append(Badge(self.verb(seat, _BADGE_ROLES["attacks"]), "attack"))
            elif (seat in _list(obs.get("attackers")) and obs.get("base") != "simple"
                  and "road" not in self.variants):
                out.append(Badge(self.verb(seat, _BADGE_ROLES["throws"]), "info"))
        team = _at(obs.get("teams"), seat)
        if isinstance(team, int):
            out.append(Badge(self.t(f"команда {team + 1}", f"team {team + 1}")))
        own = _at(obs.get("trumps"), seat)
        if isinstance(own, str) and own in _SUITS:
            sym = C.SUIT_UNICODE[_SUITS[own]]
            out.append(Badge(self.t(f"козырь {sym}", f"trump {sym}")))
        closed = _int(_at(obs.get("closed"), seat))
        if closed:
            out.append(Badge(self.t(f"закрыто: {closed}", f"closed: {closed}"), "muted"))
        return tuple(out)

    def _place(self, n: int) -> Badge:
        return Badge(self.t(f"{n}-е место", f"{_place(n, False)} place"), "good")

    def seats(self) -> tuple[SeatView, ...]:
        turn = self.obs.get("to_move")
        return tuple(SeatView(s, self.hand(s), self.badges(s), to_move=turn == s and not self.over)
                     for s in range(self.n))

    def zones(self) -> tuple[Zone, ...]:
        obs = self.obs
        out: list[Zone] = []
        stock = _int(obs.get("stock_count"))
        if stock:
            out.append(Zone("stock", "stock", self.t("Колода", "Stock"), count=stock,
                            trump=_face(obs.get("trump_card"))))
        pairs, down = _pairs(obs.get("table"))
        owners = [_int(x, -1) for x in _list(obs.get("table_owner"))]
        seats = tuple(owners) if self.n > 2 and len(owners) == len(pairs) \
            and all(0 <= s < self.n for s in owners) else ()
        note = ""
        if obs.get("taking") and not self.over and pairs:
            d = obs.get("defender")
            note = f"{self.subject(d)} {self.verb(d, _BADGE_ROLES['takes'])}"
        if down:
            note = "; ".join(x for x in (note, self.t("рубашка — покрыто втёмную",
                                                      "a back: covered face down")) if x)
        out.append(Zone("table", "pairs", self.t("Стол", "Table"), pairs=pairs, down=down,
                        seats=seats, note=note))
        count = _int(obs.get("discard_count"))
        out.append(Zone("discard", "pile", self.t("Бито", "Discard"), count=count))
        shown = [f for f in (_face(x) for x in _list(obs.get("discard"))) if f]
        if shown:
            out.append(Zone("discard_list", "row", self.t("Отбой (все видели)",
                                                          "The discard (seen by all)"),
                            cards=tuple(sort_hand(shown, self.trump))))
        return tuple(out)

    def markers(self) -> tuple[Marker, ...]:
        obs = self.obs
        out: list[Marker] = []
        trumps = _list(obs.get("trumps"))
        if self.trump is None:
            out.append(Marker(self.t("Козырь", "Trump"), self.t("нет", "none")))
        elif trumps and self.viewer is None:
            out.append(Marker(self.t("Козыри", "Trumps"), self.t("у каждого свой",
                                                                 "each seat its own")))
        else:
            suit = self.own_trump or self.trump
            label = self.t("Ваш козырь", "Your trump") if trumps else self.t("Козырь", "Trump")
            out.append(Marker(label, _t(self.ru, _SUIT_NAMES.get(suit, (suit, suit))),
                              suit=suit))
        stock = _int(obs.get("stock_count"))
        card = _face(obs.get("trump_card"))
        if card and not stock:
            out.append(Marker(self.t("Козырная карта", "The trump card"),
                              self.t("уже не в колоде", "has left the stock"), card=card))
        out.append(Marker(self.t("В колоде", "Stock"), str(stock)))
        out.append(Marker(self.t("Бито", "Discard"), str(_int(obs.get("discard_count")))))
        removed = _int(obs.get("removed_count"))
        if removed:
            out.append(Marker(self.t("Вне игры", "Out of play"), str(removed)))
        limit = obs.get("attack_limit")
        if isinstance(limit, int) and limit < 99 and not self.over \
                and obs.get("phase") != "deal":
            out.append(Marker(self.t("В ходе не больше", "Attack at most"),
                              _cards_word(limit, self.ru)))
        games = _int(obs.get("match_games"), 1)
        if games > 1:
            no = _int(obs.get("game_no"), 1)
            out.append(Marker(self.t("Партия", "Game"), self.t(f"{no} из {games}",
                                                              f"{no} of {games}")))
        swaps = _int(obs.get("swaps_left"))
        if swaps and self.viewer is not None and obs.get("to_move") == self.viewer:
            out.append(Marker(self.t("Замен с колодой", "Stock swaps left"), str(swaps)))
        return tuple(out)

    def status(self) -> str:
        obs = self.obs
        if self.over:
            return self._result()
        turn = obs.get("to_move")
        if not isinstance(turn, int):
            return self.t("Раздача", "Dealing")
        why = str(obs.get("why") or "")
        if why == "pass" and turn != self.viewer:
            why = "lead"  # only the mover himself knows that he has no pair
        pairs, down = _pairs(obs.get("table"))
        open_cards = [a for i, (a, cover) in enumerate(pairs)
                      if a and cover is None and i not in down]
        if turn == self.viewer and self.moves:
            line = self.t("Ваш ход — ", "Your move — ") + self._ask(why, open_cards)
        else:
            line = self._tell(turn, why, open_cards)
        if obs.get("free_leads") and {"boring", "english_g"} & self.variants:
            line += self.t("; игра застопорилась: до отбоя можно ходить любой картой",
                           "; the game has stalled: any card may attack until the next "
                           "discard")
        return line

    def _top(self) -> str:
        """The top card of a road bout (its last cover, else its last attack)."""
        pairs, _ = _pairs(self.obs.get("table"))
        if not pairs:
            return ""
        a, cover = pairs[-1]
        top = cover or a
        return f" {self.show(top)}" if top else ""

    def _ask(self, why: str, open_cards: list[str]) -> str:
        """What the viewer is asked to do, in the imperative."""
        kinds = {A.kind(m.action) if m.action >= A.ATTACK else m.action for m in self.moves}
        if why == "defend":
            doing = [self.t(f"отбейтесь от {self.listed(open_cards)}",
                            f"beat {self.listed(open_cards)}")] if open_cards else []
            if kinds & {A.TRANSFER, A.SHOW, A.TRANSFER_SLOT}:
                doing.append(self.t("переведите", "transfer"))
            if A.SWAP in kinds:
                doing.append(self.t("смените карту с колодой", "swap a card with the stock"))
            if A.TAKE in kinds:
                doing.append(self.t("возьмите", "take"))
            if len(doing) > 1:
                return ", ".join(doing[:-1]) + self.t(" или ", " or ") + doing[-1]
            return doing[0] if doing else self.t("отбивайтесь", "defend")
        if why == "throw_in_taking":
            d = self.obs.get("defender")
            return self.t(f"{self.name(d)} берёт: подкиньте вдогонку или скажите "
                          "«не подкидываю»",
                          f"{self.name(d)} takes: throw in more or say “no throw-in”")
        d = self.obs.get("defender")
        asks = {
            "lead": (f"ходите (отбивается {self.name(d)})", f"attack ({self.name(d)} defends)"),
            "lead_more": ("добавьте карты того же достоинства или скажите «хватит»",
                          "add cards of the same rank or say “that's all”"),
            "throw_in": ("подкиньте карту или скажите «не подкидываю»",
                         "throw in a card or say “no throw-in”"),
            "check": ("поверьте закрытой карте или проверьте её",
                      "believe the face-down cover or challenge it"),
            "road_beat": (f"покройте верхнюю карту{self._top()} или скажите «не крою»",
                          f"cover the top card{self._top()} or say “no cover”"),
            "road_defend": (f"покройте верхнюю карту{self._top()} или возьмите стол",
                            f"cover the top card{self._top()} or take the table"),
            "pass": ("пас: нет пары для хода", "pass: no pair to attack with"),
        }
        return _t(self.ru, asks.get(why, ("выберите ход", "choose a move")))

    def _tell(self, seat: int, why: str, open_cards: list[str]) -> str:
        """Who moves and why, told of him (or of the viewer who waits for a forced move)."""
        who = self.subject(seat)
        if why == "throw_in_taking":
            d = self.obs.get("defender")
            adds = self.verb(seat, ("подкидывает", "подкидываете", "throws", "throw"))
            return self.t(f"{who} {adds} вдогонку; {lower_name(self.subject(d))} "
                          f"{self.verb(d, _BADGE_ROLES['takes'])}",
                          f"{who} {adds} in more; {self.subject(d).replace('You', 'you')} "
                          f"{self.verb(d, _BADGE_ROLES['takes'])}")
        forms = (_WHY_YOU if self.you(seat) else _WHY).get(why, (why, why))
        line = f"{who} {_t(self.ru, forms)}"
        if why in ("defend", "road_defend") and open_cards:
            line += self.t(f" от {self.listed(open_cards)}", f" against {self.listed(open_cards)}")
        return line

    def _result(self) -> str:
        head = self.t("Матч окончен", "The match is over") if self.match \
            else self.t("Игра окончена", "The game is over")
        if not self.losers:
            return head + self.t(": ничья", ": a draw")
        if self.ranked:
            won = [s for s in range(self.n) if s not in self.losers]
            if won == [self.viewer]:
                line = head + self.t(" — вы победили", " — you won")
            else:
                label = self.t("Победители" if len(won) > 1 else "Победитель",
                               "The winners" if len(won) > 1 else "The winner")
                line = f"{head}. {label}: {', '.join(self.name(s) for s in won)}"
            fool = self.obs.get("fool")
            if isinstance(fool, int) and not self.match:  # points, pursuit: still named
                line += self.t(f"; дурак — {lower_name(self.subject(fool))}",
                               f"; the fool: {self.subject(fool)}")
            return line
        if self.losers == [self.viewer]:
            return head + self.t(" — вы дурак", " — you are the fool")
        label = self.t("Дураки" if len(self.losers) > 1 else "Дурак",
                       "The fools" if len(self.losers) > 1 else "The fool")
        return f"{head}. {label}: {', '.join(self.name(s) for s in self.losers)}"

    def last(self) -> tuple[tuple[Zone, ...], str]:
        lb = self.obs.get("last_bout")
        if not isinstance(lb, Mapping):
            return (), ""
        pairs, down = _pairs(lb.get("pairs"))
        if not pairs:
            return (), ""
        d = self.subject(lb.get("defender"))
        taker = lb.get("taker")
        if isinstance(taker, int):
            who = self.subject(taker)
            n = _cards_acc(_int(lb.get("taken")), self.ru)
            took = f"{who} {_role('took', who, self.ru)} {n}"
            if taker == lb.get("defender"):
                label = self.t(f"Прошлый ход: {took}", f"The last bout: {took}")
            else:  # a challenge lost: the challenger took
                label = self.t(f"Прошлый ход: {_role('defended', d, True)} {lower_name(d)}, "
                               f"{lower_name(who)} {_role('took', who, True)} {n}",
                               f"The last bout: {d} {_role('defended', d, False)}, {took}")
        else:
            label = self.t(f"Прошлый ход: {_role('defended', d, True)} {lower_name(d)} — бито",
                           f"The last bout: {d} {_role('defended', d, False)} — beaten off")
        return (Zone("last", "pairs", self.t("Прошлый ход", "The last bout"), pairs=pairs,
                     down=down),), label

    def sheet(self) -> Sheet | None:
        obs = self.obs
        fools = [_list(f) for f in _list(obs.get("fools"))]
        games = _int(obs.get("match_games"), 1)
        tally = [_int(x) for x in _list(obs.get("tally"))]
        rows: list[tuple[str, ...]] = []
        for i, f in enumerate(fools, 1):
            if f:
                rows.append((self.t(f"Партия {i}", f"Game {i}"),
                             *(self.t("дурак", "fool") if s in f else "" for s in range(self.n))))
            else:
                rows.append((self.t(f"Партия {i}: ничья", f"Game {i}: a draw"),
                             *("" for _ in range(self.n))))
        if "points" in self.variants:
            beaten = _list(obs.get("beaten"))
            rows.append((self.t("Отбито карт", "Cards covered"),
                         *(str(_int(_at(beaten, s))) for s in range(self.n))))
        if "pursuit" in self.variants:
            names = C.RANK_RU if self.ru else C.RANK_ASCII
            pogons = _list(obs.get("pogons"))
            rows.append((self.t("Погоны", "Pogons"),
                         *(" ".join(names.get(r, str(r)) for r in _list(_at(pogons, s)))
                           or "—" for s in range(self.n))))
        if not rows and games <= 1:
            return None
        foot: tuple[str, ...] = ()
        if games > 1 or any(tally):
            what = self.t("Поражений" if self.scored else "Раз в дураках",
                          "Losses" if self.scored else "Times the fool")
            foot = (what, *(str(_int(_at(tally, s))) for s in range(self.n)))
        return Sheet(self.t("Счёт", "Score"), ("", *(self.name(s) for s in range(self.n))),
                     tuple(rows), foot)

    def controls(self, seats: Sequence[SeatView]) -> tuple[Control, ...]:
        mine = next((s.hand for s in seats if s.seat == self.viewer), Hand())
        faces = set(mine.cards)
        stock = _int(self.obs.get("stock_count")) > 0
        out: list[Control] = []
        for i, m in enumerate(self.moves):
            a = m.action
            if a < A.ATTACK and a != A.ATTACK_STOCK:  # take, done, believe, challenge, pass
                out.append(Control(i, button=True))
                continue
            if a == A.ATTACK_STOCK:
                if stock:
                    out.append(Control(i, zone="stock", to="table"))
                out.append(Control(i, button=True))
                continue
            k = A.kind(a)
            if k in (A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT):
                slot = A.card_of(a) if k == A.BEAT_SLOT else a & 255
                onto = C.to_text(A.target_of(a)) if k == A.BEAT_SLOT else None
                if slot < mine.backs:
                    out.append(Control(i, slot=slot, to="table", onto=onto))
                else:
                    out.append(Control(i, button=True))
                continue
            card = C.to_text(A.card_of(a))
            if card not in faces:
                out.append(Control(i, button=True))
            elif k in (A.BEAT, A.DARK):
                out.append(Control(i, card=card, to="table", onto=C.to_text(A.target_of(a))))
            elif k == A.SWAP:
                out.append(Control(i, card=card, to="stock" if stock else None))
            else:  # attack, throw in, transfer, show a trump
                out.append(Control(i, card=card, to="table"))
        return tuple(out)

    def notes(self) -> tuple[str, ...]:
        out = _house_rules(self.obs, self.ru)
        if "reverse" in self.variants and self.viewer is not None and not self.over:
            out.append(self.t("Свои карты вы не видите: ходите картой по её месту в руке",
                              "You cannot see your own cards: play one by its place in "
                              "your hand"))
        return tuple(out)

    def build(self) -> Picture:
        seats = self.seats()
        last, last_label = self.last()
        return Picture("durak", picture_title(self.obs, self.lang), self.viewer, seats=seats,
                       zones=self.zones(), markers=self.markers(), status=self.status(),
                       last=last, last_label=last_label, sheet=self.sheet(),
                       controls=self.controls(seats), notes=self.notes())


def _pairs(value: Any) -> tuple[tuple[tuple[str | None, str | None], ...], tuple[int, ...]]:
    """Table pairs as a picture holds them, and the indexes of those covered face down
    (``"?"`` in the observation)."""
    pairs: list[tuple[str | None, str | None]] = []
    down: list[int] = []
    for i, pair in enumerate(_list(value)):
        items = _list(pair)
        a = _face(_at(items, 0))
        raw = _at(items, 1)
        cover = _face(raw)
        if raw is not None and cover is None:
            down.append(i)
        pairs.append((a, cover))
    return tuple(pairs), tuple(down)


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    """The table picture of a Durak observation for ``viewer`` (None: a spectator, whose
    observation is the first seat's with every card some seat may not see as ``"?"``),
    ``moves`` the viewer's legal moves now and ``names`` one name per seat."""
    return _Scene(obs, viewer, moves, lang, names).build()
