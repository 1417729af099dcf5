"""Text forms of solitaire moves: the record form, typed input, descriptions, refusals."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.textnum import parse_int
from koloda.engine.texts import CARDS, count, plural_ru
from koloda.games.patience import actions as A
from koloda.games.patience.piles import KIND_LETTER

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

KIND_RU = {"tableau": "стопка", "foundation": "основание", "cell": "ячейка",
           "stock": "колода", "waste": "сброс", "reserve": "резерв"}
KIND_EN = {"tableau": "pile", "foundation": "foundation", "cell": "cell",
           "stock": "stock", "waste": "waste", "reserve": "reserve"}
# typed letters for a kind of pile (any pile of that kind that fits)
KIND_WORDS = {"f": "foundation", "о": "foundation", "h": "foundation", "д": "foundation",
              "c": "cell", "я": "cell", "w": "waste", "с": "waste", "r": "reserve",
              "р": "reserve", "s": "stock", "к": "stock"}
_LATIN = str.maketrans({"о": "f", "я": "c", "с": "w", "р": "r", "к": "s"})




def text_of(state: PatienceState, action: int) -> str:
    kind, a, b, n = A.decode(action)
    labels = state.labels
    if kind == A.MOVE:
        text = f"{labels[a]} {labels[b]}"
        if n == 1 and _longer_run_legal(state, a, b):
            return text + " 1"  # "a b" alone would mean the longest run
        return text + (f" {n}" if n > 1 else "")
    if kind == A.DRAW:
        return "draw"
    if kind == A.RECYCLE:
        return "redeal"
    if kind == A.REMOVE:
        return f"remove {labels[a]}" + ("" if b == A.NONE else f" {labels[b]}")
    if kind == A.OPEN:
        return f"open {labels[a]}"
    if kind == A.STEP:
        return "step"
    if kind == A.GIVE_UP:
        return "give up"
    return state.game.special_text(state, action)


def _longer_run_legal(state: PatienceState, a: int, b: int) -> bool:
    """Whether a run of more than one card may go from pile ``a`` to ``b`` now (an empty
    pile that takes any run): then a one-card move names its count."""
    for other in state.legal_actions():
        kind, x, y, m = A.decode(other)
        if kind == A.MOVE and x == a and y == b and m > 1:
            return True
    return False


def _pile_name(state: PatienceState, i: int, lang: str) -> str:
    kind = state.specs[i].kind
    names = KIND_RU if lang == "ru" else KIND_EN
    if kind == "tableau" or kind not in ("stock", "waste"):
        label = state.labels[i]
        if kind == "tableau":
            return f"{names[kind]} {label}"
        return f"{names[kind]} {label.lstrip(KIND_LETTER.get(kind, ''))}".rstrip()
    return names[kind]


def describe(state: PatienceState, action: int, lang: str = "ru") -> str:
    """The move as the player reads it: ``Д♠ → стопка 5``, ``сдать из колоды``."""
    kind, a, b, n = A.decode(action)
    ru = lang == "ru"
    if kind == A.MOVE:
        pile = state.piles[a]
        if len(pile) < n:
            return text_of(state, action)
        first = C.show(pile[len(pile) - n], lang)
        what = first if n == 1 else f"{first}… ({count(n, lang, CARDS)})"
        return f"{what} → {_pile_name(state, b, lang)}"
    if kind == A.DRAW:
        return "сдать из колоды" if ru else "deal from the stock"
    if kind == A.RECYCLE:
        return "перевернуть сброс в колоду" if ru else "turn the waste over into the stock"
    if kind == A.REMOVE:
        shown = [C.show(state.piles[p][-1], lang) for p in (a, b)
                 if p != A.NONE and state.piles[p]]
        return ("убрать " if ru else "remove ") + (" + ".join(shown))
    if kind == A.OPEN:
        return (f"открыть карту {state.labels[a]}" if ru
                else f"turn up card {state.labels[a]}")
    if kind == A.STEP:
        return "следующая карта" if ru else "next card"
    if kind == A.GIVE_UP:
        return "сдаться" if ru else "give up"
    return state.game.describe_special(state, action, lang)


def _example_piles(state: PatienceState) -> tuple[str, str, bool]:
    """Two labels to show a move between piles with (a pile that gives and one that
    takes, columns first), and whether a foundation takes cards (a card alone goes
    home)."""
    specs, labels = state.specs, state.labels

    def first_of(found: list[int]) -> list[int]:
        tableau = [i for i in found if specs[i].kind == "tableau"]
        return tableau + [i for i in found if i not in tableau]

    givers = first_of([i for i, s in enumerate(specs)
                       if s.gives and s.kind not in ("stock", "foundation")])
    takers = first_of([i for i, s in enumerate(specs)
                       if s.accepts is not None and s.kind != "foundation"])
    a = (givers or [0])[0]
    b = next((j for j in takers if j != a), None)
    home = any(specs[f].accepts is not None for f in state.foundations)
    return labels[a], labels[b] if b is not None else "", home


def move_forms(state: PatienceState, lang: str = "ru") -> list[str]:
    """How this game's moves are typed, one example each, only the kinds it has."""
    ru = lang == "ru"
    game = state.game
    kinds = game.move_kinds(state.rules)
    a, b, home = _example_piles(state)
    tableau = [state.labels[i] for i, s in enumerate(state.specs) if s.kind == "tableau"]
    p, q = [*tableau, "1", "2"][:2]
    out: list[str] = []
    if A.MOVE in kinds and any(s.accepts is not None for s in state.specs):
        # a pile onto a pile where one takes cards, a pile or a card alone home
        piles = ([f"{a} {b}"] if b else []) + ([f"{a} f"] if home else [])
        cards = (["QH"] if home else []) + ([f"QH {b}"] if b else [])
        if ru:
            out.append("две стопки (" + ", ".join(f"«{x.replace(' f', ' о')}»"
                                                   for x in piles) + ")")
            out.append("карту (" + ", ".join(f"«{x.replace('QH', 'Дч')}»"
                                             for x in cards) + ")")
        else:
            out.append("two piles (" + ", ".join(f"'{x}'" for x in piles) + ")")
            out.append("a card (" + ", ".join(f"'{x}'" for x in cards) + ")")
    if A.DRAW in kinds:
        out.append("«сдать»" if ru else "'draw'")
    if A.RECYCLE in kinds:
        out.append("«пересдать»" if ru else "'redeal'")
    if A.REMOVE in kinds:
        out.append(f"«убрать {p} {q}»" if ru else f"'remove {p} {q}'")
        if game.pairing == "sum13":  # a King goes out alone
            out.append(f"«убрать {p}»" if ru else f"'remove {p}'")
    if A.OPEN in kinds:
        out.append(f"«открыть {p}»" if ru else f"'open {p}'")
    if A.STEP in kinds:
        out.append("«дальше»" if ru else "'step'")
    out.extend(f"«{r}»" if ru else f"'{e}'" for e, r in game.own_forms(state.rules))
    return out


def _joined(forms: list[str], lang: str) -> str:
    if len(forms) < 2:
        return "".join(forms)
    word = " или " if lang == "ru" else " or "
    return ", ".join(forms[:-1]) + word + forms[-1]


def move_help(state: PatienceState, lang: str = "ru") -> str:
    """The help's lines on this game's moves and how its piles are named (a number
    alone is a move of the list, never a pile)."""
    forms = move_forms(state, lang)
    ru = lang == "ru"
    if ru:
        line = "Ходы этого пасьянса: " + _joined(forms, lang) + "; «сдаться» — сдаться."
    else:
        line = "Moves of this solitaire: " + _joined(forms, lang) + "; 'give up' to give up."
    return line + "\n" + _pile_names(state, ru)


# the letters a person types for each kind of pile, as the help shows them
_TYPED = {"foundation": ("о", "f"), "cell": ("я", "c"), "waste": ("с", "w"),
          "reserve": ("р", "r"), "stock": ("к", "s")}


def _pile_names(state: PatienceState, ru: bool) -> str:
    """How the piles of this layout are typed: the columns by number inside a move
    (a number alone picks from the move list), the other kinds by their letter."""
    kinds = {s.kind for s in state.specs}
    parts = []
    if "tableau" in kinds:
        parts.append("стопки — по номеру, внутри хода («7 5»)" if ru
                     else "piles by number, inside a move ('7 5')")
    for kind, (ru_letter, en_letter) in _TYPED.items():
        if kind in kinds:
            parts.append(f"{KIND_RU[kind]} — «{ru_letter}» или «{en_letter}»" if ru
                         else f"{KIND_EN[kind]} — '{en_letter}'")
    head = ("Число само по себе — номер хода в списке. " if ru
            else "A number alone is a move of the list. ")
    return head + ("Как называть: " if ru else "Naming: ") + "; ".join(parts) + "."


def _error(state: PatienceState, text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a move; write {_joined(move_forms(state, 'en'), 'en')}",
        f"«{text}» — не ход; пишите {_joined(move_forms(state, 'ru'), 'ru')}")


def confirm_of(state: PatienceState, action: int, lang: str = "ru") -> str | None:
    """Giving up ends the deal as lost: asked before it is played."""
    if action != A.GIVE_UP_ACTION:
        return None
    return ("Сдаться? Раздача закончится и будет засчитана как проигрыш." if lang == "ru"
            else "Give up? The deal ends and counts as lost.")


def _bare_number(state: PatienceState, raw: str, token: str) -> ParseError | None:
    """A pile number typed alone: the move list's numbers own it (the table reads one in
    the list's range), so it never means a pile; the refusal says how to name one."""
    if parse_int(token) is None or token not in state.labels:
        return None
    n = len(state.legal_actions())
    return ParseError(
        f"'{raw}': a number alone picks a move from the list (1-{n}); to move from pile "
        f"{token}, name where to: '{token} f' (a foundation), '{token} 5' (pile 5), or "
        "type the card",
        f"«{raw}»: число само по себе — номер хода в списке (1–{n}); чтобы взять со стопки "
        f"{token}, назовите, куда: «{token} о» (на основание), «{token} 5» (на стопку 5), "
        "или напишите карту")


def _pile_of_label(state: PatienceState, token: str) -> list[int] | None:
    """Piles a token names: an exact label, or a kind letter (every pile of the kind)."""
    low = token.lower()
    for i, label in enumerate(state.labels):
        if label.lower() == low or label.lower() == low.translate(_LATIN):
            return [i]
    kind = KIND_WORDS.get(low)
    if kind is not None:
        found = [i for i, s in enumerate(state.specs) if s.kind == kind]
        return found or None
    return None


def _piles_of_card(state: PatienceState, card: int) -> list[tuple[int, int]]:
    """(pile, cards from the top) where ``card`` lies face up."""
    out = []
    for i, pile in enumerate(state.piles):
        for k in range(state.down[i], len(pile)):
            if pile[k] == card or (C.face(pile[k]) == card and state.game.copies > 1):
                out.append((i, len(pile) - k))
    return out


def parse_action(state: PatienceState, text: str) -> int:
    raw = text.strip()
    low = " ".join(raw.lower().split())
    if not low or len(low) > 60:
        raise _error(state, raw[:60])
    if low in A.WORDS:
        return A.WORDS[low]
    special = state.game.special_parse(state, low)
    if special is not None:
        return special
    tokens = [t for t in re.split(r"[\s,>→\-–+]+", low) if t]
    verb = tokens[0] if tokens else ""
    if verb in ("remove", "убрать", "open", "открыть") and 2 <= len(tokens) <= 3:
        piles = []
        for tok in tokens[1:]:
            found = _pile_of_label(state, tok)
            if found is None or len(found) != 1:
                cards = _card_piles(state, tok)
                if len(cards) != 1:
                    raise _error(state, raw)
                found = [cards[0][0]]
            piles.append(found[0])
        if verb in ("open", "открыть"):
            if len(piles) != 1:
                raise _error(state, raw)
            return A.encode(A.OPEN, piles[0])
        action = A.remove(piles[0], piles[1] if len(piles) > 1 else A.NONE)
        if len(piles) > 1 and action not in state.legal_actions():
            swapped = A.remove(piles[1], piles[0])  # the two named in either order
            if swapped in state.legal_actions():
                return swapped
        return action
    return _parse_move(state, raw, tokens)


def _card_piles(state: PatienceState, token: str) -> list[tuple[int, int]]:
    try:
        card = C.parse(token)
    except ParseError:
        return []
    return _piles_of_card(state, card)


def _parse_move(state: PatienceState, raw: str, tokens: list[str]) -> int:
    if not 1 <= len(tokens) <= 3:
        raise _error(state, raw)
    bare = _bare_number(state, raw, tokens[0]) if len(tokens) == 1 else None
    if bare is not None:
        raise bare
    count: int | None = None
    if len(tokens) == 3:
        count = parse_int(tokens[2])
        if count is None or not 1 <= count <= 104:
            raise _error(state, raw)
        tokens = tokens[:2]
    sources: list[tuple[int, int | None]] = []
    src_piles = _pile_of_label(state, tokens[0])
    if src_piles is not None:
        sources = [(p, count) for p in src_piles]
    else:
        found = _card_piles(state, tokens[0])
        if not found:
            raise _error(state, raw)
        sources = [(p, n) for p, n in found]
    dests: list[int] | None = None
    if len(tokens) == 2:
        dests = _pile_of_label(state, tokens[1])
        if dests is None:
            target = _card_piles(state, tokens[1])
            dests = [p for p, n in target if n == 1]
            if not dests:
                raise _error(state, raw)
    legal = state.legal_actions()
    matches = []
    for action in legal:
        kind, a, b, n = A.decode(action)
        if kind == A.REMOVE and len(tokens) == 2 and dests is not None:
            pair = {a, b}
            if any(p in pair for p, _ in sources) and any(d in pair for d in dests):
                matches.append(action)
            continue
        if kind != A.MOVE:
            continue
        if not any(a == p and (want is None or n == want) for p, want in sources):
            continue
        if dests is not None and b not in dests:
            continue
        matches.append(action)
    if matches:
        return _prefer(state, matches)
    # well formed but not legal: name the move so the refusal can say why
    if len(sources) == 1 and dests is not None and len(dests) >= 1:
        p, want = sources[0]
        return A.move(p, dests[0], want or 1)
    if len(sources) == 1 and dests is None:
        p, want = sources[0]
        found_piles = state.foundations or [p]
        return A.move(p, found_piles[0], want or 1)
    raise _error(state, raw)


def _prefer(state: PatienceState, matches: list[int]) -> int:
    """Of several moves a typed text fits, the one a player means: home first, then the
    longest run, then onto a pile that is not empty."""
    def rank(action: int) -> tuple[int, int, int]:
        kind, _a, b, n = A.decode(action)
        home = state.specs[b].kind == "foundation" if kind == A.MOVE else True
        return (int(home), n, int(bool(state.piles[b])) if kind == A.MOVE else 0)
    return max(matches, key=rank)


# why a kind of move is refused in a game that has no such move at all (ru, en)
_LACKING = {
    A.MOVE: ("в этом пасьянсе карты не перекладывают из стопки в стопку",
             "cards are not moved from pile to pile in this solitaire"),
    A.DRAW: ("в этом пасьянсе нет колоды, из которой сдают",
             "this solitaire has no stock to deal from"),
    A.RECYCLE: ("по этим правилам колоду не пересдают",
                "these rules never turn the waste over into the stock"),
    A.REMOVE: ("в этом пасьянсе карты не убирают парами",
               "cards are not taken out in pairs in this solitaire"),
    A.OPEN: ("в этом пасьянсе карты не открывают по выбору",
             "no card is turned up by choice in this solitaire"),
    A.STEP: ("этот пасьянс сам не раскладывается: ходы выбираете вы",
             "this solitaire does not play itself: you choose the moves"),
}


def refusal_of(state: PatienceState, action: int, lang: str = "ru") -> str | None:
    """One clause: why this move is not allowed now."""
    kind, a, b, n = A.decode(action)
    ru = lang == "ru"
    lacking = _LACKING.get(kind)
    if lacking is not None and kind not in state.game.move_kinds(state.rules):
        return lacking[0] if ru else lacking[1]
    if kind == A.MOVE:
        if a >= len(state.piles) or b >= len(state.piles):
            return None
        src = state.piles[a]
        if not src:
            return (f"{_pile_name(state, a, lang)} пуста" if ru
                    else f"{_pile_name(state, a, lang)} is empty")
        if len(src) - n < state.down[a] or n > len(src):
            return "эти карты лежат рубашкой вверх" if ru else "those cards are face down"
        if not state.game.free(state, a):
            return "эта карта закрыта другими" if ru else "that card is covered"
        first = C.show(src[len(src) - n], lang)
        dst = state.piles[b]
        target = (C.show(dst[-1], lang) if dst else _pile_name(state, b, lang))
        if n > 1 and n not in state.runs(a):
            return ("эти карты не идут по порядку, их нельзя перенести вместе" if ru
                    else "those cards are not in sequence, they cannot move together")
        if n > state.game.max_run(state, a, b):
            most = state.game.max_run(state, a, b)
            # "не больше" wants the genitive: одной карты, двух карт, пяти карт
            return (f"за один ход можно перенести не больше {most} "
                    f"{plural_ru(most, 'карты', 'карт', 'карт')}" if ru else
                    f"at most {count(most, 'en', CARDS)} can move at once")
        return (f"{first} нельзя положить на {target}" if ru
                else f"{first} cannot go on {target}")
    if kind == A.DRAW:
        return ("колода пуста или сдавать сейчас нельзя" if ru
                else "the stock is empty or cannot be dealt now")
    if kind == A.RECYCLE:
        return ("колоду больше пересдавать нельзя" if ru
                else "the stock cannot be turned over again")
    if kind == A.REMOVE:
        return ("эти карты нельзя убрать вместе" if ru
                else "those cards cannot be removed together")
    return None
