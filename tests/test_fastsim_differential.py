"""The compiled path plays the engine's games exactly: roll by roll, and row by row.

For each configuration, games are played twice from the same seeds: on the Python engine
(the referee's simulation path with the shipped players, as ``simulate`` plays them) and in the
numba kernel, and the seat that rolled, the face, the token moved and every token's place
after each roll must agree; then whole ``simulate`` tables must be equal on both engines.
"""

from __future__ import annotations

import numpy as np
import pytest

from ludo_widget.engine import Game, Rules
from ludo_widget.engine.board import SEATS
from ludo_widget.fastpath import compiled_form
from ludo_widget.fastsim.games import trace
from ludo_widget.players import HeuristicPlayer, get_player
from ludo_widget.simulate import _player_seed, game_seed, simulate

pytest.importorskip("numba")

CONFIGS = [
    *[(preset, n, {}) for preset in ("classic", "strict", "online", "dashain", "paperfox") for n in (2, 3, 4)],
    ("online", 4, {"teams": True}),
    ("dashain", 4, {"teams": True}),
    ("paperfox", 4, {"tokens": 2}),
    ("paperfox", 2, {"tokens": 2}),
    ("dashain", 4, {"entry_faces": {1, 6}, "bonus_faces": {1, 6}}),
    ("dashain", 2, {"entry_faces": {1, 6}, "bonus_faces": {1, 6}}),
    ("online", 4, {"power": True}),
    ("online", 2, {"power": True, "teams": False}),
    ("classic", 4, {"bonus_on_capture": False, "bonus_on_home": False, "max_sixes": 0}),
    ("classic", 3, {"tokens": 1, "entry_faces": {1, 6}}),
]
IDS = [f"{p}-{n}p-" + ",".join(f"{k}={v}" for k, v in o.items()) for p, n, o in CONFIGS]


def _player(kind: str, seed: int):
    if kind == "heuristic-nobonus":
        return HeuristicPlayer(seed=seed, bonuses=False)
    return get_player(kind, seed=seed)


def python_trace(rules: Rules, players: int, seed: int, kinds: list[str]) -> np.ndarray:
    """The engine's game, one row per roll (as the kernel's trace)."""
    game = Game(rules, players, seed=seed, log=False, history=False)
    st, ref = game.state, game.referee
    bots = {s: _player(k, _player_seed(seed, s)) for s, k in zip(ref.seats, kinds)}
    rows = []
    while st.awaiting != "over":
        seat = st.turn
        moves = ref.roll(st, ref.draw(st), None)
        chosen = -1
        if moves:
            move = bots[seat].choose(game)
            ref.move(st, move, None)
            chosen = move.token
        places = [p for s in range(SEATS) for p in (st.places[s] + [0] * 4)[:4]]
        rows.append([seat, st.last_roll[1], chosen, *places])
    return np.array(rows, dtype=np.int64)


def compiled_trace(rules: Rules, players: int, seed: int, kinds: list[str]) -> np.ndarray:
    game = Game(rules, players)
    strategies = [HeuristicPlayer(bonuses=False) if k == "heuristic-nobonus" else k for k in kinds]
    lineup, why = compiled_form(strategies, rules, game.referee.seats)
    assert lineup is not None, why
    return trace(rules, game.referee.seats, seed, lineup)[1]


def assert_same_game(rules: Rules, players: int, seed: int, kinds: list[str]) -> None:
    want = python_trace(rules, players, seed, kinds)
    got = compiled_trace(rules, players, seed, kinds)
    if got.shape == want.shape and (got == want).all():
        return
    n = min(len(got), len(want))
    bad = next((i for i in range(n) if not (got[i] == want[i]).all()), n)
    raise AssertionError(f"seed {seed}, {kinds}: the games part at roll {bad} of {len(want)} "
                         f"(python {want[bad].tolist() if bad < len(want) else 'over'}, "
                         f"compiled {got[bad].tolist() if bad < len(got) else 'over'})")


@pytest.mark.parametrize(("preset", "players", "options"), CONFIGS, ids=IDS)
def test_random_players_play_the_same_games_roll_by_roll(preset, players, options):
    rules = Rules.preset(preset, **options)
    for i in range(24):
        assert_same_game(rules, players, game_seed(11, i), ["random"] * players)


@pytest.mark.parametrize(("preset", "players", "options"), CONFIGS, ids=IDS)
def test_heuristic_players_play_the_same_games_roll_by_roll(preset, players, options):
    rules = Rules.preset(preset, **options)
    kind = "heuristic-nobonus" if rules.power else "heuristic"
    for i in range(4):
        mixed = [kind if (j + i) % 2 else "random" for j in range(players)]
        assert_same_game(rules, players, game_seed(12, i), mixed)
        assert_same_game(rules, players, game_seed(13, i), [kind] * players)


@pytest.mark.parametrize(("preset", "players", "options"), CONFIGS[::3], ids=IDS[::3])
def test_simulate_tables_are_equal_on_both_engines(preset, players, options):
    rules = Rules.preset(preset, **options)
    kind = HeuristicPlayer(bonuses=False) if rules.power else "heuristic"
    strategies = [kind] + ["random"] * (players - 1)
    args = dict(games=12, seed=5, strategies=strategies, rotate=True, progress=False, workers=1)
    python = simulate(rules, players, engine="python", **args)
    compiled = simulate(rules, players, engine="compiled", **args)
    assert python.engine == "python" and compiled.engine == "compiled"
    assert compiled.rows == python.rows
    assert [list(r) for r in compiled.rows] == [list(r) for r in python.rows]  # the same columns, in order


def test_unfinished_games_stop_at_max_rolls_alike():
    args = dict(games=6, seed=3, progress=False, workers=1, max_rolls=150)
    python = simulate("online", 4, engine="python", **args)
    compiled = simulate("online", 4, engine="compiled", **args)
    assert not any(python.column("finished"))
    assert compiled.rows == python.rows
