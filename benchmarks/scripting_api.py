"""Complete random 4-player classic games a second: ludopy, our scripting API, our simulation path.

    python benchmarks/scripting_api.py [seconds]      # default 20 CPU seconds in all

* **scripting API**: what a user writes — ``game.roll()``, ``game.legal_moves()``,
  ``game.move(...)`` on a ``Game`` with the event log and undo on (the defaults);
* **simulation path**: the same games through the public fast path, ``game.referee.play_roll``
  on ``game.state`` (no log, no undo: what ``simulate()`` uses);
* **ludopy** (``pip install ludopy``, in the ``bench`` extra): its documented loop,
  ``get_observation()`` / ``answer_observation(piece)``, a random piece among the movable ones.

Every player picks uniformly with its own seeded ``random.Random``; game ``i`` of each side has
the seed ``i``. The sides take turns game by game, timed in this process's CPU seconds, so a
change in the machine's load shifts every side of each ratio alike. Goals (issue 9): the
scripting API at least 5x ludopy and within 2x the simulation path.
"""

from __future__ import annotations

import pathlib
import random
import sys
import time
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # this checkout's code, whatever is installed
from ludo_widget import Game  # noqa: E402


def scripting_game(seed: int) -> None:
    """One game through the scripting API, log and undo on."""
    pick = random.Random(seed)
    game = Game("classic", 4, seed=seed)
    while not game.over:
        game.roll()
        moves = game.legal_moves()
        if moves:
            game.move(moves[pick.randrange(len(moves))])


def simulation_game(seed: int) -> None:
    """One game on the simulation path (the referee on the live state; no log, no undo)."""
    pick = random.Random(seed)
    game = Game("classic", 4, seed=seed, log=False, history=False)
    st, play_roll = game.state, game.referee.play_roll

    def choose(_st, moves):
        return moves[pick.randrange(len(moves))]

    while st.awaiting != "over":
        play_roll(st, choose)


def ludopy_game(seed: int) -> None:
    """One game of ludopy, its own loop, a random movable piece."""
    import ludopy

    pick = random.Random(seed)
    game = ludopy.Game()
    over = False
    while not over:
        (_, move_pieces, _, _, _, over), _ = game.get_observation()
        piece = move_pieces[pick.randrange(len(move_pieces))] if len(move_pieces) else -1
        _, _, _, _, _, over = game.answer_observation(piece)


def have_ludopy() -> bool:
    try:
        import ludopy  # noqa: F401
    except ImportError:
        return False
    return True


def measure(sides: dict[str, Callable[[int], None]], seconds: float) -> dict[str, list[float]]:
    """Play game ``i`` of every side in turn (the same seeds) until ``seconds`` of CPU have passed.

    Times are this process's CPU time (``time.process_time``), so other processes on a busy
    machine count less; playing the sides game by game spreads what remains over all of them.
    """
    totals = {name: [0.0, 0.0] for name in sides}
    clock = time.process_time
    start = clock()
    seed = 0
    while clock() - start < seconds:
        for name, play in sides.items():
            began = clock()
            play(seed)
            totals[name][0] += 1
            totals[name][1] += clock() - began
        seed += 1
    return totals


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    sides: dict[str, Callable[[int], None]] = {"scripting API": scripting_game, "simulation path": simulation_game}
    if have_ludopy():
        sides["ludopy"] = ludopy_game
    else:
        print("ludopy is NOT installed (pip install ludopy, or pip install -e '.[bench]'): its column is missing")
    totals = measure(sides, seconds)
    print(f"ludo_widget from {pathlib.Path(sys.modules['ludo_widget'].__file__).parent}; CPU seconds of this process")
    rate = {name: games / elapsed for name, (games, elapsed) in totals.items()}
    for name, (games, _) in totals.items():
        print(f"{name:16} {rate[name]:8.1f} games/s  ({int(games)} games)")
    script = rate["scripting API"]
    print(f"scripting API / simulation path: {script / rate['simulation path']:.2f}  (goal >= 0.5)")
    if "ludopy" in rate:
        print(f"scripting API / ludopy:          {script / rate['ludopy']:.2f}  (goal >= 5)")


if __name__ == "__main__":
    main()
