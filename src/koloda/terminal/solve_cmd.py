"""``koloda solve``: is a solitaire deal winnable, and how (a replayable record)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from koloda.engine import records
from koloda.engine.errors import KolodaError, UnknownGameError
from koloda.engine.game import CHANCE, Game, State, all_games, get_game
from koloda.engine.rules import parse_assignments


def _limit(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("seconds, e.g. 2 or 0.5") from None
    if not 0 < value <= 3600:  # also refuses nan and inf
        raise argparse.ArgumentTypeError("seconds from more than 0 to 3600")
    return value


def _solitaires() -> str:
    """The keys ``koloda solve`` takes: every solitaire (each has a solver)."""
    from koloda.games.patience.game import PatienceGame

    return ", ".join(sorted(g.key for g in all_games() if isinstance(g, PatienceGame)))


def _not_patience(key: str, title_ru: str) -> KolodaError:
    known = _solitaires()
    return KolodaError(f"'{key}' is not a solitaire: only solitaires are solved; "
                       f"solitaires: {known}",
                       f"«{title_ru}» — не пасьянс: решаются только пасьянсы; есть: {known}")


def _solitaire(name: str) -> Game:
    try:
        return get_game(name)
    except UnknownGameError:
        known = _solitaires()
        raise KolodaError(f"unknown solitaire '{name}'; solitaires: {known}",
                          f"неизвестный пасьянс «{name}»; есть: {known}") from None


def _record_label(data: dict[str, Any], state: State) -> int | None:
    """The deal number a record's position may be called by: its seed, when the seed
    deals the very cards the record holds. A record whose ``deals`` are not what its
    seed deals (edited, or from another version) is solved on its ``deals``, which its
    moves were played and checked on, and goes without a number: calling it by a seed
    that deals other cards would name another deal."""
    seed = data.get("seed")
    if seed is None or not data.get("deals"):
        return seed if isinstance(seed, int) else None
    fresh = state.game.new_state(state.players, state.rules, seed)
    while fresh.current_player() == CHANCE and len(fresh.deals) < len(state.deals):
        fresh.apply_chance()
    return seed if fresh.deals == state.deals[:len(fresh.deals)] else None


def add_parser(sub: Any) -> None:
    p = sub.add_parser("solve", help="solve a solitaire deal: winnable, not, or undecided")
    p.add_argument("game", help="a solitaire key, e.g. klondike, solitaire, spider")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--deal", type=int, metavar="N", help="the deal number (the seed)")
    where.add_argument("--record", metavar="FILE", help="solve from a saved game's position")
    p.add_argument("--preset")
    p.add_argument("--variant", action="append", help="variant key (repeatable)")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE", help="one rule (repeatable)")
    p.add_argument("--time-limit", type=_limit, default=10.0, metavar="S",
                   help="CPU seconds to search (default 10): the search's own processor "
                        "time, so a busy machine does not cut it short")
    p.add_argument("--out", metavar="FILE", help="write the winning game as a record")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_solve)


def cmd_solve(args: argparse.Namespace) -> int:
    from koloda.games.patience.game import PatienceGame
    from koloda.games.patience.solve import solve
    from koloda.games.patience.state import PatienceState

    label: int | None
    if args.record:
        data = records.load(args.record)
        state = records.replay(data)
        if not isinstance(state, PatienceState):
            raise _not_patience(state.game.key, state.game.title_ru)
        label = _record_label(data, state)
    else:
        game = _solitaire(args.game)
        if not isinstance(game, PatienceGame):
            raise _not_patience(game.key, game.title_ru)
        rules = game.make_rules(preset=args.preset, variants=args.variant or (),
                                overrides=parse_assignments(args.rule or []))
        game.check_players(1, rules)
        seed = args.deal if args.deal is not None else 1
        game.check_deal(rules, seed)
        state = game.new_state(1, rules, seed)
        label = seed
    assert isinstance(state, PatienceState)
    out_path = None
    if args.out:
        from koloda.terminal.saving import check_save_path

        out_path = check_save_path(args.out)  # now, not after the whole search
    while state.current_player() == CHANCE:
        state.apply_chance()
    ru = args.lang == "ru"
    found = solve(state, args.time_limit)
    final = state.clone()
    texts: list[str] = []
    shown: list[str] = []
    for action in found.actions:
        texts.append(final.action_to_text(action))
        shown.append(final.describe_action(action, args.lang))
        final.apply(action)
    record = records.record_of(final, with_deals=True) if found.status == "won" else None
    if record is not None and label is None:
        record["seed"] = None  # the cards are the deal; the seed would deal others
    if out_path is not None and record is not None:
        from koloda.terminal.saving import write_record

        try:
            write_record(record, out_path)
        except OSError as err:
            raise KolodaError(f"cannot write '{args.out}': {err.strerror}",
                              f"не удалось записать «{args.out}»: {err.strerror}") from err
    if args.json:
        out: dict[str, Any] = {"game": state.game.key, "deal": label,
                               **found.to_json(), "moves": texts, "record": record}
        print(json.dumps(out, ensure_ascii=False))
        return 0
    words = {"won": ("сходится", "winnable"), "lost": ("не сходится", "not winnable"),
             "unknown": ("не решено за отведённое время", "undecided within the limit")}
    ru_word, en_word = words[found.status]
    if label is not None:
        named = f"{'раздача' if ru else 'deal'} {label}"
    else:
        named = "раздача из записи" if ru else "the record's deal"
    print(f"{state.game.title_ru if ru else state.game.title_en}, "
          f"{named}: {ru_word if ru else en_word} "
          f"({found.nodes} {'позиций' if ru else 'positions'}, {found.seconds:.2f} "
          f"{'с процессора' if ru else 'CPU s'})")
    for k, (text, said) in enumerate(zip(texts, shown, strict=True), start=1):
        print(f"{k:4}. {text:12} {said}")
    if out_path is not None:
        print(f"{'Запись' if ru else 'Record'}: {args.out}" if record is not None else
              "Запись не сделана: решения нет." if ru else "No record written: no solution.")
    return 0
