"""Games per second through ``simulate()``: on one core, and on all of them.

    python benchmarks/simulation_throughput.py [--games 2000] [--heuristic-games 1000]

4-player classic; random players (the engine's speed with the least player work) and
heuristic players (a player that evaluates every move). One core is ``workers=1`` (this
process); all cores is a ``ProcessPoolExecutor`` with a worker per core, its start-up included.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget.simulate import simulate  # noqa: E402


def rate(strategy: str, games: int, workers: int, rules: str = "classic") -> float:
    start = time.perf_counter()
    res = simulate(rules, 4, games=games, seed=1, strategies=strategy, workers=workers, progress=False)
    elapsed = time.perf_counter() - start
    assert len(res) == games
    return games / elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000, help="games with random players")
    ap.add_argument("--heuristic-games", type=int, default=1000, help="games with heuristic players")
    ap.add_argument("--rules", default="classic")
    args = ap.parse_args()
    cores = os.cpu_count() or 1
    print(f"{args.rules}, 4 players, {cores} cores")
    for strategy, games in (("random", args.games), ("heuristic", args.heuristic_games)):
        if not games:
            continue
        one = rate(strategy, games, 1, args.rules)
        every = rate(strategy, games, cores, args.rules)
        print(f"{strategy:10} {games:6} games: {one:7.0f} games/s on 1 core, {every:7.0f} games/s on "
              f"{cores} cores ({every / one:.2f}x)")


if __name__ == "__main__":
    main()
