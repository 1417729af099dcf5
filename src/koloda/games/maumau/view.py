"""Terminal view of a Mau-Mau observation (rich markup), in Russian or English."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import name_of
from koloda.games.maumau.rules import effect_words, profile_for
from koloda.games.maumau.texts import cards_n, signed, who


def _card(text: str, lang: str, mark: bool = False) -> str:
    """A card in its colour; ``mark``: a playable card of the hand (underlined, on a
    light background)."""
    card = C.parse(text)
    shown = C.show(card, lang)
    style = "bold red" if C.suit_of(card) in (2, 3) else "bold"
    if mark:
        style += " underline on grey23"
    return f"[{style}]{shown}[/{style}]"


def _suit(letter: str, lang: str) -> str:
    s = C.SUIT_ASCII.index(letter)
    sym = C.SUIT_UNICODE[s]
    name = C.SUIT_NAMES_RU[s] if lang == "ru" else C.SUIT_NAMES_EN[s]
    colour = "red" if s in (2, 3) else "default"
    return f"[{colour}]{sym}[/{colour}] ({name})"


def render(obs: Mapping[str, Any], lang: str = "ru", names: Sequence[str] | None = None,
           playable: Collection[str] = ()) -> str:
    """The table as the observing seat sees it; ``names`` one display name per seat,
    ``playable`` the ASCII texts of the hand's cards to highlight."""
    ru = lang == "ru"
    me = int(obs["seat"])
    n = int(obs["players"])

    def nm(seat: int) -> str:
        return name_of(seat, me, lang, names, n)

    lines: list[str] = []
    title = "Раздача" if ru else "Deal"
    scores = "  ".join(f"{nm(s)} {v}" for s, v in enumerate(obs["scores"]))
    dealer = ""
    if obs["rules"].get("start") == "upcard" and obs["phase"] != "over":
        dealer = (f" · сдающий: {who(nm(int(obs['leader'])))}" if ru
                  else f" · dealer: {who(nm(int(obs['leader'])))}")
    lines.append(f"[bold]{title} {obs['deal']}[/bold]{dealer}   "
                 + ("счёт: " if ru else "scores: ") + scores)
    top = obs.get("top")
    if top:
        line = ("Сверху: " if ru else "Top card: ") + _card(top, lang)
        effect = profile_for(obs).effect[C.parse(top)]
        if effect and (obs.get("penalty") or obs.get("must")):  # still to be obeyed
            line += f" [dim]({effect_words(effect, lang)})[/dim]"
        if obs.get("named"):
            line += ("   [bold yellow]заказана масть:[/bold yellow] " if ru
                     else "   [bold yellow]suit named:[/bold yellow] ") + _suit(
                obs["named"], lang)
        lines.append(line)
    elif obs["phase"] == "play":
        lines.append("Стол пуст: первый ход любой картой" if ru
                     else "The pile is empty: lead any card")
    lines.append(("Колода: " if ru else "Stock: ") + str(obs["stock_size"])
                 + ("   отбой: " if ru else "   pile: ") + str(obs["pile_size"]))
    sizes = obs["hand_sizes"]
    lines.append(("Карт на руках: " if ru else "Cards in hand: ") + "  ".join(
        f"{nm(s)} {sizes[s]}" for s in range(n)))
    marked = set(playable)
    hand = " ".join(_card(t, lang, t in marked) for t in obs["hand"]) or "—"
    lines.append(("Ваши карты: " if ru else "Your hand: ") + hand)
    if obs["phase"] == "play":
        lines.append(_whose_move(obs, nm(int(obs["turn"])), ru, lang))
    if obs["phase"] == "over":
        winners = ", ".join(who(nm(s)) for s in obs["winners"])
        head = (("Победители" if len(obs["winners"]) > 1 else "Победитель") if ru
                else ("Winners" if len(obs["winners"]) > 1 else "Winner"))
        lines.append(("[bold green]Матч окончен. " if ru else "[bold green]Match over. ")
                     + f"{head}: {winners}[/bold green]")
        for s, cards in enumerate(obs["hands"]):
            if cards:
                lines.append(f"  {nm(s)}: " + " ".join(_card(t, lang) for t in cards))
    if obs["deal_points"]:
        lines.append(_last_deal(obs, nm, ru, lang))
    return "\n".join(lines)


def _last_deal(obs: Mapping[str, Any], nm: Any, ru: bool, lang: str) -> str:
    """The last deal's winner and points: «Раздача 2: победитель — Игрок 1; очки: …»."""
    k = len(obs["deal_points"])
    last = obs["deal_points"][-1]
    won = nm(obs["deal_winners"][-1])
    pts = "  ".join(f"{nm(s)} {signed(p)}" for s, p in enumerate(last))
    if ru:
        return f"Раздача {k}: победитель — {who(won)}; очки: {pts}"
    return f"Deal {k}: {won} went out; points: {pts}"


def _whose_move(obs: Mapping[str, Any], name: str, ru: bool, lang: str) -> str:
    head = (f"[cyan]Ход: {who(name)}[/cyan]" if ru else f"[cyan]To move: {who(name)}[/cyan]")
    top = obs.get("top")
    top_shown = _card(top, lang) if top else ""
    pen = obs.get("penalty")
    if pen:
        if pen["draw"]:
            why = (f" — взять {cards_n(pen['draw'], lang)} и пропустить ход ({top_shown})"
                   if ru else f" — draw {pen['draw']} and miss the turn ({top_shown})")
        else:
            why = (f" — пропуск хода ({top_shown})" if ru
                   else f" — misses the turn ({top_shown})")
        return head + why
    must = obs.get("must")
    if must == "cover":
        return head + (f" — надо покрыть девятку {top_shown} (девяткой или в масть)" if ru
                       else f" — must cover the nine {top_shown} (a nine or its suit)")
    if must == "follow":
        return head + (f" — положить ещё карту масти туза {top_shown} и заказать масть" if ru
                       else f" — add a card of the ace's suit {top_shown} and name a suit")
    if obs.get("ace_right"):
        return head + (" — можно положить карту масти туза и заказать масть" if ru
                       else " — may follow the ace's suit and name a suit")
    if obs.get("drawn"):
        return head + (f" — взято карт: {obs['drawn']}" if ru
                       else f" — cards drawn this turn: {obs['drawn']}")
    return head
