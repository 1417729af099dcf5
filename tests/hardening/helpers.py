"""Shared pieces of the hardening tests: every game's states and hostile texts."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, Game, State, all_games, get_game

# texts that broke or fooled the parsers: Unicode digits pass str.isdigit(); int() refuses
# 4,301+ digits; rich markup and NUL bytes must stay plain text
UNICODE_DIGITS = ["²", "³", "¹", "٣", "١٠٠", "۵", "१", "５", "①", "𝟙"]
HOSTILE = [*UNICODE_DIGITS, "9" * 5000, "1" * 4301, "0" * 5000 + "1", "[/red]", "[bold]x",
           "\x00", "bid\x00100", "-1", "+5", "1_000", "1e3", " ", ""]

hostile_words = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(alphabet=st.sampled_from("0123456789²³٣١٠۵५#-+_ [/]\x00"), max_size=12),
    st.integers(min_value=-(10 ** 30), max_value=10 ** 30).map(str),
    st.text(max_size=12),
)


def action_texts() -> st.SearchStrategy[str]:
    """Action-like texts with hostile words in them: ``bid ²``, ``attack #9…9``, …"""
    verbs = st.sampled_from(["", "bid", "raise", "take", "give QH", "give 9S", "discard",
                             "play", "attack", "attack #", "transfer #", "beat #", "beat",
                             "play QS suit", "ставка", "заказ", "отдать Дч"])
    return st.one_of(
        st.tuples(verbs, hostile_words).map(lambda p: (p[0] + " " + p[1]).strip()),
        st.tuples(verbs, hostile_words).map(lambda p: p[0] + p[1]),
        st.tuples(st.sampled_from(["beat #", "beat 9H", "dark 9H", "give QH"]),
                  hostile_words, st.sampled_from([" on 7H", " 1", ""]))
        .map(lambda p: p[0] + p[1] + p[2]),
        hostile_words,
    )


def game_cases() -> list[tuple[str, str | None, int]]:
    """(game, variant or None, players) for every game, its variants and player counts."""
    out: list[tuple[str, str | None, int]] = []
    for game in all_games():
        if not game.__module__.startswith("koloda."):
            continue  # test-only games (tests/toygame.py) have their own tests
        for players in range(game.min_players, game.max_players + 1):
            out.append((game.key, None, players))
        for variant in game.variants:
            out.append((game.key, variant, game.default_players))
    return out


def make_state(key: str, variant: str | None, players: int, seed: int) -> State | None:
    game: Game = get_game(key)
    rules = game.make_rules(variants=[variant] if variant else [])
    try:
        game.check_players(players, rules)
    except RuleError:
        return None
    return game.new_state(players, rules, seed)


def advance(state: State, steps: int, rng: random.Random) -> list[str]:
    """Play ``steps`` random legal actions (dealing when needed); their texts."""
    texts: list[str] = []
    for _ in range(steps):
        while state.current_player() == CHANCE:
            state.apply_chance()
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        texts.append(state.action_to_text(action))
        state.apply(action)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return texts
