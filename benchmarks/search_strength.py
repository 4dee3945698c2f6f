"""The search players' strength and the dice's ceiling: tournaments with 95% Wilson intervals.

    python benchmarks/search_strength.py [--games 1000] [--h2h-games 1000] [--budget 0.2]
        [--playouts N] [--only ceiling|montecarlo] [--every 50]

1. the ceiling (:class:`~ludo_widget.players.ceiling.CeilingPlayer`, which sees the future dice:
   an upper bound, not a fair player) vs the heuristic, 2-player classic, and vs three random
   players, 4-player classic;
2. the Monte-Carlo player (:class:`~ludo_widget.players.montecarlo.MonteCarloPlayer`) in the
   same two tournaments (goals: at least 90% and at least 65%);
3. the Monte-Carlo player's time per decision, and the rollouts it got.

Seats rotate every game and game ``i`` rolls the dice of ``simulate.game_seed(seed, i)``: the
games of ``simulate(rotate=True)``, played here one by one on one core, with a line every
``--every`` games (win rate, interval, CPU seconds, load), so a run stopped early on a busy
machine still says what it measured. A 0.2 s budget is several seconds of a core per game for
the Monte-Carlo player: ``--playouts N`` (with ``--budget 0``) plays a fixed number of rollouts
per move instead, which repeats exactly and does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import sys
import time
from functools import partial

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from players_strength import timed_decisions  # noqa: E402

from ludo_widget.players.ceiling import CeilingPlayer  # noqa: E402
from ludo_widget.players.montecarlo import MonteCarloPlayer  # noqa: E402
from ludo_widget.simulate import game_seed, play_game, wilson  # noqa: E402


def tournament(title: str, players: int, strategies: list, games: int, seed: int, every: int, goal: str) -> None:
    """``strategies[0]`` against the rest, classic rules, seats rotating; a line every ``every`` games."""
    me = strategies[0].func.name
    wins, cpu = 0, time.process_time()
    for i in range(games):
        order = [strategies[(j - i) % players] for j in range(players)]
        wins += play_game("classic", players, order, game_seed(seed, i))["winner_strategy"] == me
        if (i + 1) % every == 0 or i + 1 == games:
            low, high = wilson(wins, i + 1)
            print(f"{title:38} {wins / (i + 1):6.1%}  95% CI {low:6.1%} - {high:6.1%}  ({wins}/{i + 1}, "
                  f"{time.process_time() - cpu:5.0f} s CPU, load {os.getloadavg()[0]:4.1f})  {goal}", flush=True)


def decision_times(budget: float | None, playouts: int | None, games: int, seed: int) -> None:
    """Time every Monte-Carlo decision of a few 4-player games against random players (after a
    first game that loads the compiled rollouts, untimed)."""
    timed_decisions(partial(MonteCarloPlayer, budget=None, playouts=1), 1, seed - 1, lambda bot: None)
    times, rollouts = timed_decisions(partial(MonteCarloPlayer, budget=budget, playouts=playouts), games, seed,
                                      lambda bot: bot.last_playouts)
    searched = sorted(t for t, r in zip(times, rollouts) if r)
    q = lambda f: searched[min(len(searched) - 1, int(f * len(searched)))] * 1000  # noqa: E731
    print(f"montecarlo decisions: {len(times)} in {games} games, {len(searched)} searched (the rest had one "
          f"distinct move); ms per searched decision: mean {statistics.mean(searched) * 1000:.1f}, "
          f"median {q(0.5):.1f}, p99 {q(0.99):.1f}, max {searched[-1] * 1000:.1f}; rollouts per move: median "
          f"{statistics.median(r for r in rollouts if r):.0f} (budget {budget} s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000, help="games for each 4-player tournament")
    ap.add_argument("--h2h-games", type=int, default=1000, help="games head to head")
    ap.add_argument("--budget", type=float, default=0.2, help="Monte-Carlo seconds per move (0: no clock)")
    ap.add_argument("--playouts", type=int, default=None, help="Monte-Carlo rollouts per move at most")
    ap.add_argument("--ceiling-playouts", type=int, default=128,
                    help="the ceiling's rollouts per move against random players")
    ap.add_argument("--only", choices=("ceiling", "montecarlo"), default=None)
    ap.add_argument("--timing-games", type=int, default=4)
    ap.add_argument("--every", type=int, default=50, help="print the standings every this many games")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    budget = args.budget or None
    print(f"{os.cpu_count()} cores (one used), load average {os.getloadavg()[0]:.1f} at the start")
    if args.only != "montecarlo":
        seer = partial(CeilingPlayer, opponents="random", playouts=args.ceiling_playouts)
        if args.h2h_games:
            tournament("ceiling vs heuristic (2p classic)", 2, [partial(CeilingPlayer, opponents="heuristic"), "heuristic"],
                       args.h2h_games, args.seed + 1, args.every, "upper bound")
        if args.games:
            tournament("ceiling vs 3 random (4p classic)", 4, [seer, "random", "random", "random"],
                       args.games, args.seed, args.every, "upper bound")
    if args.only != "ceiling":
        mc = partial(MonteCarloPlayer, budget=budget, playouts=args.playouts)
        if args.games:
            tournament("montecarlo vs 3 random (4p classic)", 4, [mc, "random", "random", "random"],
                       args.games, args.seed, args.every, "goal >= 90%")
        if args.h2h_games:
            tournament("montecarlo vs heuristic (2p classic)", 2, [mc, "heuristic"],
                       args.h2h_games, args.seed + 1, args.every, "goal >= 65%")
        if args.timing_games:
            decision_times(budget, args.playouts, args.timing_games, args.seed)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
