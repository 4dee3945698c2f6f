"""How close the board's winning-chance bar is to the truth: after its first slice of playouts,
and once it has counted on (``coach_more``) until it is settled, on each playouts engine.

    python benchmarks/coach_bar.py [--positions 8] [--players 2 4] [--seed 1]

Positions are taken from games the heuristic plays against itself (every 12th step, a roll
awaited). At each one a coached ``LudoWidget`` works out its bar as the board does: the first
slice (``COACH_TIME``, 0.12 s of playouts) and then the ``coach_more`` slices the front end asks
for, until the bar is settled (``BAR_PLAYOUTS`` decided playouts or ``BAR_SLICES`` slices). The
reference, measured in the same run, is 20,000 compiled playouts from the same position with
fixed seeds. Prints, per engine, the playouts of a first slice and of a settled bar, the
seconds to settle, and how far the bar is from the reference (the mean over the sides of
|bar − reference|, in points): the Python path is what a board without the ``fast`` extra
shows, and what every board shows while numba loads. Needs numba for the reference.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget import Game, LudoWidget  # noqa: E402
from ludo_widget.coach import win_chances  # noqa: E402
from ludo_widget.notebook import coaching  # noqa: E402
from ludo_widget.players import get_player  # noqa: E402
from ludo_widget.players.rollouts import compiled_ready  # noqa: E402

REFERENCE_PLAYOUTS = 20_000


def positions(count: int, players: int, seed: int) -> list[Game]:
    """``count`` positions awaiting a roll, every 12th step of heuristic self-play games."""
    found: list[Game] = []
    player = get_player("heuristic")
    game_seed = seed
    while len(found) < count:
        game = Game(players=players, seed=game_seed)
        game_seed += 1
        steps = 0
        while not game.over and len(found) < count:
            if game.awaiting == "roll":
                if steps and steps % 12 == 0:
                    found.append(game.copy())
                game.roll()
            else:
                game.move(player.choose(game))
            steps += 1
    return found


def error(bar: list[dict], truth: dict) -> float:
    """The mean over the sides of |bar − reference|, in points."""
    return statistics.fmean(abs(row["p"] - truth[row["key"]]) * 100 for row in bar)


def settle(game: Game) -> dict:
    """The bar of a coached board on ``game``: first slice, then slices until settled."""
    board = LudoWidget(game=game, coach=True, animate=False)
    first = dict(board.coaching)
    start = time.perf_counter()
    while not board.coaching["settled"]:
        board.handle({"type": "coach_more", "rev": board.rev})
    return {"first": first, "settled": dict(board.coaching), "seconds": time.perf_counter() - start}


def measure(games: list[Game], engine: str) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {k: [] for k in ("first n", "settled n", "seconds", "first error", "settled error")}
    real = coaching.playouts_engine
    coaching.playouts_engine = lambda: engine  # type: ignore[assignment]
    try:
        for game in games:
            truth = win_chances(game, playouts=REFERENCE_PLAYOUTS, seed=99)
            bar = settle(game)
            out["first n"].append(bar["first"]["playouts"])
            out["settled n"].append(bar["settled"]["playouts"])
            out["seconds"].append(bar["seconds"])
            out["first error"].append(error(bar["first"]["chances"], truth))
            out["settled error"].append(error(bar["settled"]["chances"], truth))
    finally:
        coaching.playouts_engine = real  # type: ignore[assignment]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    assert compiled_ready(wait=None), "the reference needs numba"
    print(f"{args.positions} positions each; reference: {REFERENCE_PLAYOUTS:,} compiled playouts\n")
    print("| players | engine | playouts, first slice | playouts, settled | seconds to settle "
          "| off by, first slice | off by, settled |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for players in args.players:
        games = positions(args.positions, players, args.seed)
        for engine in ("python", "auto"):
            m = measure(games, engine)
            med = statistics.median
            print(f"| {players} | {'compiled' if engine == 'auto' else 'python'} | {med(m['first n']):,.0f} "
                  f"| {med(m['settled n']):,.0f} | {med(m['seconds']):.2f} | {statistics.fmean(m['first error']):.1f} "
                  f"points | {statistics.fmean(m['settled error']):.1f} points |")


if __name__ == "__main__":
    main()
