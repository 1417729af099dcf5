"""Solving a deal: the generic search every solitaire gets, the door to a family's own
faster solver, and the hint that respects what the player has not seen.

``solve(state)`` is *thoughtful*: it knows every card, as the solvability literature
counts it. A hint must not peek, so :func:`hint` solves worlds drawn from the player's
information (face-down cards never seen are dealt anew) and picks the first move that
wins most of them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from koloda.games.patience import actions as A
from koloda.games.patience import clock as _clock

if TYPE_CHECKING:
    from koloda.engine.infoset import InfoSet
    from koloda.games.patience.state import PatienceState


@dataclass
class Solution:
    """``status``: ``won`` (``actions`` win from the position), ``lost`` (the search was
    exhaustive) or ``unknown`` (the limit came first)."""

    status: str
    actions: list[int] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "moves": len(self.actions), "nodes": self.nodes,
                "seconds": round(self.seconds, 4)}


def _order(state: PatienceState, moves: list[int]) -> list[int]:
    """Promising moves first: home, then uncovering, then the rest; the stock last."""
    specs = state.specs

    def weight(action: int) -> int:
        kind, a, b, n = A.decode(action)
        if kind == A.MOVE:
            if specs[b].kind == "foundation":
                return 0
            if specs[a].kind == "foundation":
                return 6
            if len(state.piles[a]) - n < state.down[a] + 1 and state.down[a]:
                return 1
            return 3
        if kind in (A.REMOVE, A.OPEN, A.STEP):
            return 0
        return 5
    return sorted(moves, key=weight)


def search(state: PatienceState, time_limit: float = 2.0,
           node_limit: int | None = None,
           key: Callable[[PatienceState], Hashable] | None = None,
           moves: Callable[[PatienceState], list[int]] | None = None) -> Solution:
    """Depth-first search over the game's own moves with a table of positions seen.
    A game may give its own transposition ``key`` (positions that play alike count once)
    and its own ``moves`` (ordered, or pruned to a move that is always right)."""
    start = _clock.seconds()
    key_of = key or (lambda st: st.key())
    options = moves or (lambda st: _order(st, st.moves_now()))
    root = state.clone()
    if root.is_won():
        return Solution("won", [], 0, 0.0)
    seen = {key_of(root)}
    stack: list[tuple[PatienceState, list[int], int]] = [(root, options(root), 0)]
    path: list[int] = []
    nodes = 0
    while stack:
        st, todo, k = stack[-1]
        if k >= len(todo):
            stack.pop()
            if path:
                path.pop()
            continue
        stack[-1] = (st, todo, k + 1)
        action = todo[k]
        child = st.clone()
        child.apply(action)
        nodes += 1
        if nodes & 255 == 0 and (_clock.seconds() - start > time_limit or (
                node_limit is not None and nodes > node_limit)):
            return Solution("unknown", [], nodes, _clock.seconds() - start)
        child_key = key_of(child)
        if child_key in seen:
            continue
        seen.add(child_key)
        path.append(action)
        if child.is_won():
            return Solution("won", path[:], nodes, _clock.seconds() - start)
        stack.append((child, options(child), 0))
    return Solution("lost", [], nodes, _clock.seconds() - start)


def solve(state: PatienceState, time_limit: float = 2.0,
          node_limit: int | None = None) -> Solution:
    """The game's own solver if it has one, else :func:`search`."""
    found: Solution = state.game.solve(state.clone(), time_limit, node_limit)
    return found


HINT_BUDGET = 4.0  # CPU seconds a hint may take in all
HINT_WORLDS = 20  # deals of the hidden cards a hint samples


@dataclass
class HintReport:
    """What a hint measured.

    With nothing hidden (``worlds == 0``) the position itself was solved: ``status``
    says how, and ``action`` starts the winning line. Otherwise ``worlds`` deals of the
    hidden cards were drawn from what the player has seen, each solved for ``each`` CPU
    seconds: the position is won in ``won`` of them, lost in ``lost``, undecided in the
    rest. ``action`` is the move that most winning lines start with, and it is known to
    win in ``move_won`` worlds, known to lose in ``move_lost`` and undecided in the rest
    (a world won by another first move is solved again after this one)."""

    action: int | None
    worlds: int = 0
    each: float = 0.0
    status: str = "unknown"
    won: int = 0
    lost: int = 0
    move_won: int = 0
    move_lost: int = 0

    @property
    def unknown(self) -> int:
        return self.worlds - self.won - self.lost

    @property
    def move_unknown(self) -> int:
        return self.worlds - self.move_won - self.move_lost


def hint(state: PatienceState, budget: float = HINT_BUDGET, worlds: int = HINT_WORLDS,
         seed: int = 0, nodes: int | None = None, confirm: bool = True) -> HintReport:
    """A next move for the player, and how often it wins.

    With nothing hidden the deal itself is solved within ``budget`` CPU seconds. Else
    ``worlds`` deals of the hidden cards are drawn (``seed`` fixes them) and each is
    solved with an equal share of half the budget (``nodes`` caps each search too, for
    tests that must not depend on the machine's speed); with ``confirm`` the move
    offered is then tried in every world whose winning line starts otherwise, with the
    same share each, so that ``move_won`` counts the worlds it is known to win."""
    if not state.hidden_positions():
        found = solve(state, budget, nodes)
        first = found.actions[0] if found.status == "won" and found.actions else None
        return HintReport(first, 0, budget, found.status)
    rng = random.Random(seed)
    each = budget / (2 * worlds if confirm else worlds)
    samples = [state.resample(0, rng) for _ in range(worlds)]
    results = [solve(world, each, nodes) for world in samples]
    firsts: Counter[int] = Counter(f.actions[0] for f in results
                                   if f.status == "won" and f.actions)
    report = HintReport(None, worlds, each,
                        won=sum(f.status == "won" for f in results),
                        lost=sum(f.status == "lost" for f in results))
    if not firsts:
        return report
    action = firsts.most_common(1)[0][0]
    report.action = action
    for world, found in zip(samples, results, strict=True):
        if found.status == "won" and found.actions and found.actions[0] == action:
            report.move_won += 1
        elif found.status == "lost":
            report.move_lost += 1  # lost from here, so after this move too
        elif found.status == "won" and confirm:
            after = world.clone()
            after.apply(action)
            if after.is_won():
                report.move_won += 1
                continue
            again = solve(after, each, nodes)
            report.move_won += again.status == "won"
            report.move_lost += again.status == "lost"
    return report


def _seconds(value: float, ru: bool) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if ru else text


def hint_text(state: PatienceState, report: HintReport, lang: str) -> str:
    """The hint in the player's words, saying what was measured."""
    ru = lang == "ru"
    if report.action is None or report.action not in state.legal_actions():
        if report.worlds == 0 and report.status == "lost":
            return ("Из этого положения пасьянс не сойдётся: отмените ходы (undo) или "
                    "начните заново (restart)." if ru else
                    "This position cannot be won: undo moves or restart.")
        if report.worlds == 0:
            return (f"Решатель не нашёл выигрыша за {_seconds(report.each, ru)} с "
                    "процессорного времени: попробуйте сдать из колоды или отменить ходы."
                    if ru else
                    f"The solver found no win within {_seconds(report.each, ru)} CPU "
                    "seconds: try the stock or undo.")
        return (f"Решатель не нашёл выигрыша ни в одном из {report.worlds} случайных "
                f"раскладов скрытых карт ({report.lost} проиграны, {report.unknown} не "
                f"решены за {_seconds(report.each, ru)} с процессорного времени каждый): "
                "попробуйте сдать из колоды или отменить ходы." if ru else
                f"The solver won none of {report.worlds} sampled deals of the hidden "
                f"cards ({report.lost} lost, {report.unknown} undecided within "
                f"{_seconds(report.each, ru)} CPU seconds each): try the stock or undo.")
    label = state.describe_action(report.action, lang)
    if report.worlds == 0:
        return f"{'Совет' if ru else 'Hint'}: {label}"
    undecided = report.move_unknown
    if ru:
        tail = (f"; не решено за {_seconds(report.each, ru)} с процессорного времени: "
                f"{undecided}" if undecided else "")
        return (f"Совет: {label} (выигрывает в {report.move_won} из {report.worlds} "
                f"случайных раскладов скрытых карт{tail})")
    tail = (f"; {undecided} undecided within {_seconds(report.each, ru)} CPU seconds each"
            if undecided else "")
    return (f"Hint: {label} (wins in {report.move_won} of {report.worlds} sampled deals "
            f"of the hidden cards{tail})")


class SolverAgent:
    """The computer player of a solitaire: the hint's move, or a sensible move when no
    world is solved in time (home first, then what uncovers cards, never giving up while
    a move is left)."""

    wants_infoset = True

    def __init__(self, seat: int, rng: random.Random, time_limit: float = 0.5) -> None:
        self.seat = seat
        self.rng = rng
        self.time_limit = time_limit

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        playing = [a for a in legal if a != A.GIVE_UP_ACTION]
        return playing[0] if playing else legal[0]

    def act_infoset(self, infoset: InfoSet) -> int:
        world = infoset.resample(self.rng)
        from koloda.games.patience.state import PatienceState

        assert isinstance(world, PatienceState)
        action = hint(world, self.time_limit, worlds=3, seed=self.rng.getrandbits(32),
                      confirm=False).action
        if action is not None and action in infoset.legal:
            return action
        ordered = _order(world, [a for a in infoset.legal if a != A.GIVE_UP_ACTION])
        return ordered[0] if ordered else infoset.legal[0]


# --- following a family solver's own moves --------------------------------------------------

AbstractMove = tuple[Any, ...]  # ("move", src, dst, n) | ("draw",) | ("recycle",)


def follow(state: PatienceState, moves: Sequence[AbstractMove],
           names: Mapping[str, int]) -> tuple[list[int], bool]:
    """Turn a family solver's moves into this state's actions. ``names`` maps the
    solver's pile names (``t0``, ``c1``, ``w``) to pile indices; ``f`` is any foundation.

    The solver plays without our ``auto`` rule and may pick another of several empty
    piles than the move list offers, so each move is matched by the card it moves: a
    copy of the position without ``auto`` follows the solver literally and tells which
    card moves where; a card our ``auto`` already played home is skipped. Returns the
    actions and whether every move was matched (else the caller solves on from there)."""
    import dataclasses

    literal = state.clone()
    if getattr(literal.rules, "auto", False):
        literal.rules = dataclasses.replace(literal.rules, auto=False)
    ours = state.clone()
    out: list[int] = []
    for mv in moves:
        if mv[0] in ("draw", "recycle"):
            # the talon is followed by card: ours turns it when a waste card is wanted
            literal.apply(A.DRAW_ACTION if mv[0] == "draw" else A.RECYCLE_ACTION)
            continue
        _, src, dst, n = mv
        src_index = _pile_named(literal, names, src)
        src_pile = literal.piles[src_index]
        card = src_pile[len(src_pile) - n]
        gone = any(card in ours.piles[f] for f in ours.foundations)
        if src_index == ours.waste_pile and not gone and not _turn_to(ours, card, out):
            return out, False
        target = None
        if dst != "f":
            dst_pile = literal.piles[names[dst]]
            target = dst_pile[-1] if dst_pile else None
        to_kind = "foundation" if dst == "f" else literal.specs[names[dst]].kind
        literal._apply(A.move(src_index, _foundation_for(literal, card) if dst == "f"
                              else names[dst], n))
        if dst == "f" and any(card in ours.piles[f] for f in ours.foundations):
            continue  # played home already by the auto rule
        found = None
        for action in ours.legal_actions():
            kind, a, b, k = A.decode(action)
            if kind != A.MOVE or k != n or ours.specs[b].kind != to_kind:
                continue
            pile = ours.piles[a]
            if pile[len(pile) - n] != card:
                continue
            top = ours.piles[b][-1] if ours.piles[b] else None
            if to_kind != "foundation" and top != target:
                continue
            found = action
            break
        if found is None:
            return out, False
        ours.apply(found)
        out.append(found)
    return out, ours.is_won()


def _turn_to(state: PatienceState, card: int, out: list[int]) -> bool:
    """Deal (and turn the waste over) until ``card`` is the waste's top card (or went
    home by the auto rule), appending
    the actions to ``out``. The first time it shows is never later, nor after more
    redeals, than the solver's own way there: when the auto rule took a card from the
    waste (dealt one at a time) the solver's literal draws would no longer fit."""
    waste = state.waste_pile
    for _ in range(4 * (len(state.piles[waste]) + len(state.piles[state.stock_pile])) + 8):
        pile = state.piles[waste]
        if (pile and pile[-1] == card) or any(card in state.piles[f]
                                            for f in state.foundations):
            return True  # on top, or the auto rule played it home as it showed
        legal = state.legal_actions()
        action = A.DRAW_ACTION if A.DRAW_ACTION in legal else A.RECYCLE_ACTION
        if action not in legal:
            return False
        state.apply(action)
        out.append(action)
    return False


def _pile_named(state: PatienceState, names: Mapping[str, int], name: str) -> int:
    """A solver's pile name: ``names`` first; ``f0``..``f3`` is the foundation holding
    that suit (♠ ♣ ♦ ♥), wherever it lies among ours."""
    if name in names:
        return names[name]
    if name.startswith("f") and name[1:].isdigit():
        suit = int(name[1:])
        for f in state.foundations:
            pile = state.piles[f]
            if pile and pile[0] >> 4 & 7 == suit:
                return f
    raise KeyError(name)


def _foundation_for(state: PatienceState, card: int) -> int:
    for f in state.foundations:
        if state.specs[f].takes(state.piles[f], [card]):
            return f
    return state.foundations[0]


def solve_by_family(state: PatienceState, time_limit: float, node_limit: int | None,
                    run: Any, names: Mapping[str, int]) -> Solution:
    """Run a family solver (``run(state, seconds, node_limit)`` returning an object with
    ``status``, ``moves``, ``nodes``) and follow its moves; when our ``auto`` rule got in
    its way, solve on from where the moves stopped matching (a few times)."""
    start = _clock.seconds()
    current = state.clone()
    actions: list[int] = []
    nodes = 0
    for _attempt in range(4):
        left = time_limit - (_clock.seconds() - start)
        if left <= 0:
            break
        found = run(current, left, node_limit)
        nodes += int(found.nodes)
        if found.status != "won":
            status = found.status if not actions or found.status == "unknown" else "unknown"
            return Solution(status, [], nodes, _clock.seconds() - start)
        done, whole = follow(current, found.moves, names)
        for action in done:
            current.apply(action)
        actions.extend(done)
        if whole or current.is_won():
            return Solution("won", actions, nodes, _clock.seconds() - start)
    return Solution("unknown", [], nodes, _clock.seconds() - start)
