"""Terminal view of a Mau-Mau observation (rich markup), in Russian or English."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from koloda.engine import cards as C
from koloda.games.maumau.rules import effect_words, profile_for


def _card(text: str, lang: str) -> str:
    card = C.parse(text)
    shown = C.show(card, lang)
    return f"[bold red]{shown}[/bold red]" if C.suit_of(card) in (2, 3) else f"[bold]{shown}[/bold]"


def _suit(letter: str, lang: str) -> str:
    s = C.SUIT_ASCII.index(letter)
    sym = C.SUIT_UNICODE[s]
    name = C.SUIT_NAMES_RU[s] if lang == "ru" else C.SUIT_NAMES_EN[s]
    colour = "red" if s in (2, 3) else "default"
    return f"[{colour}]{sym}[/{colour}] ({name})"


def _who(seat: int, me: int, ru: bool) -> str:
    if seat == me:
        return "вы" if ru else "you"
    return f"игрок {seat}" if ru else f"seat {seat}"


def render(obs: Mapping[str, Any], lang: str = "ru") -> str:
    ru = lang == "ru"
    me = int(obs["seat"])
    n = int(obs["players"])
    lines: list[str] = []
    title = "Раздача" if ru else "Deal"
    scores = "  ".join(f"{_who(s, me, ru)}: {v}" for s, v in enumerate(obs["scores"]))
    lines.append(f"[bold]{title} {obs['deal']}[/bold]   "
                 + ("счёт: " if ru else "scores: ") + scores)
    top = obs.get("top")
    if top:
        line = ("Сверху: " if ru else "Top card: ") + _card(top, lang)
        effect = profile_for(obs).effect[C.parse(top)]
        if effect:
            line += f" [dim]({effect_words(effect, lang)})[/dim]"
        if obs.get("named"):
            line += ("   заказана масть: " if ru else "   suit to follow: ") + _suit(
                obs["named"], lang)
        lines.append(line)
    elif obs["phase"] == "play":
        lines.append("Стол пуст: первый ход любой картой" if ru
                     else "The pile is empty: lead any card")
    lines.append(("Колода: " if ru else "Stock: ") + str(obs["stock_size"])
                 + ("   отбой: " if ru else "   pile: ") + str(obs["pile_size"]))
    sizes = obs["hand_sizes"]
    lines.append(("Карт на руках: " if ru else "Cards in hand: ") + "  ".join(
        f"{_who(s, me, ru)} {sizes[s]}" for s in range(n)))
    hand = " ".join(_card(t, lang) for t in obs["hand"]) or "—"
    lines.append(("Ваши карты: " if ru else "Your hand: ") + hand)
    if obs["phase"] == "play":
        lines.append(_whose_move(obs, me, ru, lang))
    if obs["phase"] == "over":
        winners = ", ".join(_who(s, me, ru) for s in obs["winners"])
        lines.append(("[bold green]Матч окончен. Победитель: " if ru
                      else "[bold green]Match over. Winner: ") + winners + "[/bold green]")
        for s, cards in enumerate(obs["hands"]):
            if cards:
                lines.append(f"  {_who(s, me, ru)}: " + " ".join(_card(t, lang) for t in cards))
    elif obs["deal_points"]:
        last = obs["deal_points"][-1]
        lines.append(("Прошлая раздача: " if ru else "Last deal: ") + "  ".join(
            f"{_who(s, me, ru)} {p:+d}" for s, p in enumerate(last)))
    return "\n".join(lines)


def _whose_move(obs: Mapping[str, Any], me: int, ru: bool, lang: str) -> str:
    turn = int(obs["turn"])
    who = _who(turn, me, ru)
    head = (f"[cyan]Ход: {who}[/cyan]" if ru else f"[cyan]To move: {who}[/cyan]")
    top = obs.get("top")
    top_shown = _card(top, lang) if top else ""
    pen = obs.get("penalty")
    if pen:
        if pen["draw"]:
            why = (f" — взять {pen['draw']} и пропустить ход ({top_shown})" if ru
                   else f" — draw {pen['draw']} and miss the turn ({top_shown})")
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
