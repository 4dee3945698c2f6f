"""How strong is the lookahead player (the learned value searched over the dice)? 95% Wilson intervals.

    python benchmarks/lookahead_strength.py [--games 2000] [--h2h-games 2000] [--depth 3] [--model observed]
        [--prune 0] [--extend 0] [--refine 0] [--rollouts 0 --horizon 0] [--python-games 0] [--timing-games 3]
        [--net2 F] [--net4 F] [--first 0] [--pairs T.npy]

1. lookahead vs three random players, 4-player classic (goal: at least 90% over 1,000 games);
2. lookahead vs the heuristic head to head, 2-player classic (goal: at least 65%);
3. optionally the same two on the Python engine (``simulate`` with the registered player object,
   its clock and its compiled search) over fewer games;
4. the registered player's time per decision on the Python engine (budget: 0.2 s), with its
   compiled search and with the Python search only (as without numba), in 4-player games
   against random players and in 2-player games against the heuristic.

1 and 2 are compiled games (``ludo_widget.players.lookahead_fast.match``: the engine's rules and
dice in numba, game ``g`` rolling the dice of ``learned_strength.py``'s game ``g`` for the same
seed, so variants compare on the same dice); seats rotate every game. ``--model``, ``--prune``,
``--rollouts`` / ``--horizon`` choose the variant searched (the registered player is ``--depth 3
--model observed``, the defaults); the README lists the variants measured. ``--first N`` starts at
game N of the seed, so a long run can be split between processes (``--first 0 --games 500`` and
``--first 500 --games 500`` play the games of ``--games 1000``). CPU seconds,
milliseconds per searched decision and the load average are printed with each line.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from learned_strength import decision_ms  # noqa: E402
from players_strength import tournament  # noqa: E402

from ludo_widget.players.learned import load_weights, shipped_net  # noqa: E402
from ludo_widget.players.lookahead_fast import MODELS, SEARCH, match, params  # noqa: E402
from ludo_widget.players.selfplay import HEURISTIC, RANDOM, Net, Table, pairs_of  # noqa: E402
from ludo_widget.simulate import wilson  # noqa: E402


def compiled(title: str, players: int, lineup: tuple[int, ...], games: int, seed: int, goal: str,
             prm, weights: pathlib.Path | None, first: int = 0, pairs: pathlib.Path | None = None) -> None:
    net = load_weights(weights) if weights else shipped_net(players)
    table = np.load(pairs) if pairs else pairs_of(net)
    cpu = time.process_time()
    wins, decisions = match(Table.of(players), lineup, Net.of(net), games, seed, prm, first, table)
    cpu = time.process_time() - cpu
    low, high = wilson(wins, games)
    print(f"{title:44} {wins / games:6.1%}  95% CI {low:6.1%} - {high:6.1%}  ({wins}/{games}; {cpu:5.0f} CPU s, "
          f"{cpu / max(decisions, 1) * 1000:.2f} ms a decision; load {os.getloadavg()[0]:.1f})  goal: {goal}",
          flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--h2h-games", type=int, default=2000)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--model", choices=sorted(MODELS), default="observed")
    ap.add_argument("--prune", type=int, default=0)
    ap.add_argument("--extend", type=int, default=0, help="up to N rolls a line beyond the depth for a seat "
                    "that rolls again (a six, a bonus): the depth counts turns, not rolls")
    ap.add_argument("--refine", type=float, default=0.0, help="search the moves within this chance of the "
                    "best one roll deeper")
    ap.add_argument("--rollouts", type=int, default=0)
    ap.add_argument("--horizon", type=int, default=0)
    ap.add_argument("--python-games", type=int, default=0)
    ap.add_argument("--timing-games", type=int, default=3)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--net2", type=pathlib.Path)
    ap.add_argument("--net4", type=pathlib.Path)
    ap.add_argument("--first", type=int, default=0, help="the first game of the seed to play (to split a run)")
    ap.add_argument("--pairs", type=pathlib.Path, help="4 players: a pair table (.npy) to use in place of the "
                    "one in the 4-player weights (if any)")
    args = ap.parse_args()
    prm = params(args.depth, MODELS[args.model], args.prune, args.rollouts, args.horizon, extend=args.extend,
                 refine=args.refine)
    parts = [f"d{args.depth}" + (f" turns+{args.extend}" if args.extend else ""), args.model]
    if args.refine:
        parts.append(f"refine {args.refine:g}")
    if args.prune:
        parts.append(f"prune {args.prune}")
    if args.rollouts:
        parts.append(f"{args.rollouts}x{args.horizon} rollouts")
    if args.pairs:
        parts.append(f"+ {args.pairs.name}")
    label = " ".join(parts)
    if args.games:
        compiled(f"lookahead ({label}) vs 3 random (4p)", 4, (SEARCH, RANDOM, RANDOM, RANDOM), args.games, args.seed,
                 ">= 90%", prm, args.net4, args.first, args.pairs)
    if args.h2h_games:
        compiled(f"lookahead ({label}) vs heuristic (2p)", 2, (SEARCH, HEURISTIC), args.h2h_games, args.seed + 1,
                 ">= 65%", prm, args.net2, args.first)
    if args.python_games:
        tournament("lookahead vs 3 random (4p classic, python)", "classic", 4,
                   ["lookahead", "random", "random", "random"], args.python_games, args.seed, args.workers,
                   "lookahead", ">= 90%")
        tournament("lookahead vs heuristic (2p classic, python)", "classic", 2, ["lookahead", "heuristic"],
                   args.python_games, args.seed + 1, args.workers, "lookahead", ">= 65%")
    if args.timing_games:
        for players in (4, 2):
            decision_ms("lookahead", args.timing_games, args.seed, players, compiled=True)
            decision_ms("lookahead", args.timing_games, args.seed, players, compiled=False)


if __name__ == "__main__":
    main()
