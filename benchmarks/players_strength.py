"""How strong are the computer players? Tournaments with win rates and 95% Wilson intervals.

    python benchmarks/players_strength.py [--games 200] [--h2h-games 200] [--budget 0.2] [--depth 3]

1. heuristic vs three random players, 4-player classic (three random players alone: 25% each);
2. expectimax vs three random players, 4-player classic (goal: at least 80%);
3. expectimax vs heuristic head to head, 2-player classic (goal: clearly ahead);
4. expectimax's time per decision and the depth its search reached.

Seats rotate every game (``simulate(rotate=True)``), so each player sits in each seat, and
rolls first, equally often. All cores are used (``--workers 1`` for one).
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

from ludo_widget import Game  # noqa: E402
from ludo_widget.players import ExpectimaxPlayer, RandomPlayer  # noqa: E402
from ludo_widget.simulate import simulate  # noqa: E402


def tournament(title: str, rules: str, players: int, strategies: list, games: int, seed: int, workers: int,
               who: str, goal: str) -> dict:
    start = time.perf_counter()
    res = simulate(rules, players, games=games, seed=seed, strategies=strategies, rotate=True,
                   workers=workers, progress=False)
    elapsed = time.perf_counter() - start
    w = res.win_rates()[who]
    print(f"{title:42} {w['rate']:6.1%}  95% CI {w['low']:6.1%} - {w['high']:6.1%}  "
          f"({w['wins']}/{w['seats']}, {elapsed:5.0f} s)  goal: {goal}")
    return w


def timed_decisions(make_player, games: int, seed: int, note) -> tuple[list[float], list]:
    """Time every decision of a fresh ``make_player()`` in a few 4-player games against three random
    players: (seconds per decision, ``note(player)`` read after each)."""
    times, notes = [], []
    for g in range(games):
        game = Game("classic", 4, seed=seed + g, log=False, history=False)
        bot = make_player()
        others = RandomPlayer(seed=g)
        me = game.players[g % 4]
        st, ref = game.state, game.referee
        while st.awaiting != "over":
            moves = ref.roll(st, ref.draw(st), None)
            if not moves:
                continue
            if game.turn == me:
                t = time.perf_counter()
                move = bot.choose(game)
                times.append(time.perf_counter() - t)
                notes.append(note(bot))
            else:
                move = others.choose(game)
            ref.move(st, move, None)
    return times, notes


def decision_times(budget: float | None, depth: int, games: int, seed: int) -> None:
    """Time every expectimax decision of a few 4-player games (three random opponents)."""
    times, depths = timed_decisions(partial(ExpectimaxPlayer, depth=depth, budget=budget), games, seed,
                                    lambda bot: bot.last_depth)
    times.sort()
    q = lambda f: times[min(len(times) - 1, int(f * len(times)))] * 1000  # noqa: E731
    hist = {d: depths.count(d) for d in sorted(set(depths))}
    print(f"expectimax decisions: {len(times)} in {games} games; ms per decision: mean "
          f"{statistics.mean(times) * 1000:.1f}, median {q(0.5):.1f}, p90 {q(0.9):.1f}, p99 {q(0.99):.1f}, "
          f"max {times[-1] * 1000:.1f} (budget {budget if budget is None else budget * 1000:.0f} ms)")
    print(f"depth reached (0 = a single distinct move, nothing to search): {hist}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games for each 4-player tournament")
    ap.add_argument("--h2h-games", type=int, default=200, help="games head to head")
    ap.add_argument("--timing-games", type=int, default=4, help="games for the decision timing")
    ap.add_argument("--budget", type=float, default=0.2, help="expectimax seconds per move (0: no clock)")
    ap.add_argument("--depth", type=int, default=3, help="expectimax deepest search, in rolls")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    budget = args.budget or None
    strong = partial(ExpectimaxPlayer, depth=args.depth, budget=budget)
    print(f"{os.cpu_count()} cores, {args.workers} workers; expectimax depth {args.depth}, budget {budget} s")
    if args.games:
        tournament("heuristic vs 3 random (4p classic)", "classic", 4, ["heuristic", "random", "random", "random"],
                   args.games, args.seed, args.workers, "heuristic", "reference")
        tournament("expectimax vs 3 random (4p classic)", "classic", 4, [strong, "random", "random", "random"],
                   args.games, args.seed, args.workers, "expectimax", ">= 80%")
    if args.h2h_games:
        tournament("expectimax vs heuristic (2p classic)", "classic", 2, [strong, "heuristic"],
                   args.h2h_games, args.seed + 1, args.workers, "expectimax", "clearly above 50%")
    if args.timing_games:
        decision_times(budget, args.depth, args.timing_games, args.seed)


if __name__ == "__main__":
    main()
