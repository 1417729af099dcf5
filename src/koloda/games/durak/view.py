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
>>> "отбивается" in render(obs) and "defends" in render(obs, "en")
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.markup import escape

from koloda.engine import cards as C

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
    "lead": ("ходит", "leads"),
    "lead_more": ("может добавить к ходу карты того же достоинства или сказать «бито»",
                  "may add cards of the lead's rank or say done"),
    "defend": ("отбивается", "defends"),
    "throw_in": ("подкидывает", "throws in"),
    "throw_in_taking": ("подкидывает вдогонку: отбивающийся берёт",
                        "throws in after the defender said take"),
    "check": ("решает: верить закрытой карте или проверить",
              "accepts or challenges the face-down cover"),
    "road_beat": ("кроет верхнюю карту или соглашается на отбой",
                  "covers the top card or accepts the discard"),
    "road_defend": ("кроет верхнюю карту или берёт стол", "covers the top card or takes"),
    "pass": ("пасует: нет пары для хода", "passes: no pair to lead"),
    "deal": ("раздача", "dealing"),
    "over": ("игра окончена", "the game is over"),
}


def _t(ru: bool, pair: tuple[str, str]) -> str:
    return pair[0] if ru else pair[1]


def show_card(text: str | None, lang: str = "ru") -> str:
    """One card as markup: red hearts and diamonds, ``?`` for a face-down card."""
    if text is None:
        return "[dim]·[/dim]"
    if text == "?":
        return "[dim]▒▒[/dim]"
    c = C.parse(text)
    face = escape(C.show(c, lang)) + ("'" if C.copy_of(c) else "")
    if C.suit_of(c) in (C.DIAMONDS, C.HEARTS):
        return f"[bold red]{face}[/bold red]"
    return f"[bold]{face}[/bold]"


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


def _name(seat: int, me: int, ru: bool) -> str:
    base = f"Игрок {seat}" if ru else f"Player {seat}"
    return base + ((" (вы)" if ru else " (you)") if seat == me else "")


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


def render(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """Rich-markup text of one seat's observation (Russian unless ``lang="en"``)."""
    ru = lang != "en"
    lines: list[str] = []
    me = int(obs.get("seat", 0))
    players = int(obs.get("players", 2))
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
        each = ", ".join(f"{s}: {suit_symbol(x)}" for s, x in enumerate(trumps))
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
    lines.append("")
    lines.append("[bold]Игроки:[/bold]" if ru else "[bold]Players:[/bold]")
    for seat in range(players):
        size = sizes[seat] if seat < len(sizes) else 0
        row = f"  {_name(seat, me, ru)}: {_cards_word(size, ru)}"
        if seat < len(closed) and closed[seat]:
            row += f" ({closed[seat]} закрыто)" if ru else f" ({closed[seat]} closed)"
        if isinstance(teams, list) and seat < len(teams):
            row += f", команда {teams[seat] + 1}" if ru else f", team {teams[seat] + 1}"
        if over and seat == obs.get("fool"):
            row += " — [bold red]дурак[/bold red]" if ru else " — [bold red]the fool[/bold red]"
        elif seat in out:
            row += (f" — вышел ({_place(out.index(seat) + 1, ru)})" if ru
                    else f" — out ({_place(out.index(seat) + 1, ru)})")
        elif not over:
            if seat == defender:
                row += " — [yellow]отбивается[/yellow]" if ru else " — [yellow]defends[/yellow]"
            elif seat == attacker:
                row += " — [cyan]ходит[/cyan]" if ru else " — [cyan]attacks[/cyan]"
            elif seat in throwers:
                row += " — может подкинуть" if ru else " — may throw in"
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
            lines.append(f"  {_name(int(defender or 0), me, ru)} берёт карты" if ru
                         else f"  {_name(int(defender or 0), me, ru)} takes the cards")
    else:
        lines.append("[bold]Стол:[/bold] пуст" if ru else "[bold]Table:[/bold] empty")

    # whose move and why
    to_move = obs.get("to_move")
    why = str(obs.get("why", ""))
    if over:
        fool = obs.get("fool")
        if fool is None:
            lines.append("[bold]Игра окончена: ничья.[/bold]" if ru
                         else "[bold]Game over: a draw.[/bold]")
        else:
            who = _name(int(fool), me, ru)
            lines.append(f"[bold]Игра окончена. Дурак: {who}.[/bold]" if ru
                         else f"[bold]Game over. The fool: {who}.[/bold]")
    elif to_move is not None:
        reason = _t(ru, _WHY.get(why, (why, why)))
        if _may_transfer(obs):
            reason += " (можно перевести)" if ru else " (may transfer)"
        swaps = int(obs.get("swaps_left", 0) or 0)
        if swaps and int(to_move) == me:
            reason += (f"; можно сменить карт из колоды: {swaps}" if ru
                       else f"; stock swaps left: {swaps}")
        who = _name(int(to_move), me, ru)
        lines.append(f"[bold]Ход:[/bold] {who} — {reason}" if ru
                     else f"[bold]To move:[/bold] {who} — {reason}")
        if obs.get("free_leads"):
            lines.append("  [dim]игра застопорилась: до следующего отбоя ходить можно любой "
                         "картой[/dim]" if ru else
                         "  [dim]the game has stalled: any card may lead until the next "
                         "discard[/dim]")

    # the own hand
    lines.append("")
    hand = list(obs.get("hand") or [])
    slots = int(obs.get("hand_slots", len(hand)) or 0)
    if "reverse" in variants:
        marks = " ".join(f"#{i}" for i in range(1, slots + 1))
        lines.append((f"Ваши карты (вы их не видите): {marks}" if ru
                      else f"Your cards (hidden from you): {marks}") if slots
                     else ("У вас нет карт" if ru else "You hold no cards"))
    else:
        shown = " ".join(show_card(x, lang) for x in sort_hand(hand, _own_trump(obs)))
        head = "[bold]Ваши карты:[/bold] " if ru else "[bold]Your cards:[/bold] "
        lines.append(head + (shown or ("нет" if ru else "none")))
        mine_closed = closed[me] if me < len(closed) else 0
        if mine_closed:
            lines.append(f"  и закрытых: {mine_closed}" if ru else f"  and closed: {mine_closed}")

    # finishing order, points, pogons, match tally
    finished = [s for s in out if not (over and s == obs.get("fool"))]
    if finished:
        order = ", ".join(_name(int(s), me, ru) for s in finished)
        lines.append(("Вышли из игры: " if ru else "Finished: ") + order)
    if "points" in variants:
        beaten = obs.get("beaten") or []
        lines.append(("Отбито карт: " if ru else "Cards covered: ")
                     + ", ".join(f"{s}: {n}" for s, n in enumerate(beaten)))
    if "pursuit" in variants:
        pogons = obs.get("pogons") or []
        rank_names = C.RANK_RU if ru else C.RANK_ASCII
        lines.append(("Погоны: " if ru else "Pogons: ") + ", ".join(
            f"{s}: " + (" ".join(rank_names.get(r, str(r)) for r in p) or "—")
            for s, p in enumerate(pogons)))
    tally = obs.get("tally") or []
    if match > 1 or any(tally):
        lines.append(("Счёт матча (раз в дураках): " if ru else "Match tally (times fool): ")
                     + ", ".join(f"{_name(s, me, ru)} {n}" for s, n in enumerate(tally)))
    return "\n".join(lines)


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
