"""The frames of a move in long games of Тысяча (the script behind tysyacha_frames.txt):
three heuristic games for three to the end, at every move a frame for each seat and a
spectator, patches after the first as the page gets them; CPU medians of the first 400
moves and of the rest. Run under each tree: PYTHONPATH=TREE/src python this_file."""

from __future__ import annotations

import time

from koloda.engine.game import get_game
from koloda.table.seats import COMPUTER, Seat
from koloda.table.table import Table
from koloda.web.patch import state_patch
from koloda.web.rooms import frame_text, state_frame


def median_ms(values: list[float]) -> float:
    return sorted(values)[len(values) // 2] * 1000


def main() -> None:
    game = get_game("tysyacha")
    rules = game.make_rules()
    costs: list[tuple[int, float]] = []
    for seed in (5, 6, 7):
        table = Table(game, 3, rules, [Seat(COMPUTER, "heuristic")] * 3, seed=seed)
        last: dict[int | None, dict[str, object]] = {}
        moves = 0
        while not table.over:
            table.step()
            moves += 1
            start = time.process_time()
            for viewer in (0, 1, 2, None):
                frame = state_frame(table, "b", viewer, "ru", moves,
                                    max(0, len(table.log) - 1), [True] * 3, set(), 0,
                                    with_obs=False)
                base = last.get(viewer)
                frame_text(frame if base is None else state_patch(base, frame))
                last[viewer] = frame
            costs.append((moves, time.process_time() - start))
    early = [c for n, c in costs if n <= 400]
    late = [c for n, c in costs if n > 400]
    print(f"frames for 4 viewers per action: early median {median_ms(early):.3f} ms "
          f"({len(early)}), late (after 400 moves) {median_ms(late):.3f} ms ({len(late)})")


if __name__ == "__main__":
    main()
