"""``koloda solve``: is a solitaire deal winnable, and how (a replayable record)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from koloda.engine import records
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, get_game
from koloda.engine.rules import parse_assignments


def _limit(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("seconds, e.g. 2 or 0.5") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError("seconds from more than 0 to 3600")
    return value


def _not_patience(key: str, title_ru: str) -> KolodaError:
    return KolodaError(f"'{key}' is not a solitaire: only solitaires are solved",
                       f"«{title_ru}» — не пасьянс: решаются только пасьянсы")


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
                   help="seconds to search (default 10)")
    p.add_argument("--out", metavar="FILE", help="write the winning game as a record")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_solve)


def cmd_solve(args: argparse.Namespace) -> int:
    from koloda.games.patience.game import PatienceGame
    from koloda.games.patience.solve import solve
    from koloda.games.patience.state import PatienceState

    if args.record:
        state = records.replay(records.load(args.record))
    else:
        game = get_game(args.game)
        if not isinstance(game, PatienceGame):
            raise _not_patience(game.key, game.title_ru)
        rules = game.make_rules(preset=args.preset, variants=args.variant or (),
                                overrides=parse_assignments(args.rule or []))
        game.check_players(1, rules)
        seed = args.deal if args.deal is not None else 1
        state = game.new_state(1, rules, seed)
    if not isinstance(state, PatienceState):
        raise _not_patience(state.game.key, state.game.title_ru)
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
    if out_path is not None and record is not None:
        from koloda.terminal.saving import write_record

        try:
            write_record(record, out_path)
        except OSError as err:
            raise KolodaError(f"cannot write '{args.out}': {err.strerror}",
                              f"не удалось записать «{args.out}»: {err.strerror}") from err
    if args.json:
        out: dict[str, Any] = {"game": state.game.key, "deal": state.seed,
                               **found.to_json(), "moves": texts, "record": record}
        print(json.dumps(out, ensure_ascii=False))
        return 0
    words = {"won": ("сходится", "winnable"), "lost": ("не сходится", "not winnable"),
             "unknown": ("не решено за отведённое время", "undecided within the limit")}
    ru_word, en_word = words[found.status]
    print(f"{state.game.title_ru if ru else state.game.title_en}, "
          f"{'раздача' if ru else 'deal'} {state.seed}: {ru_word if ru else en_word} "
          f"({found.nodes} {'позиций' if ru else 'positions'}, {found.seconds:.2f} s)")
    for k, (text, label) in enumerate(zip(texts, shown, strict=True), start=1):
        print(f"{k:4}. {text:12} {label}")
    if out_path is not None:
        print(f"{'Запись' if ru else 'Record'}: {args.out}" if record is not None else
              "Запись не сделана: решения нет." if ru else "No record written: no solution.")
    return 0
