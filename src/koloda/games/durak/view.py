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
