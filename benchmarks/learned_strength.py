"""How strong is the learned player (TD(lambda) self-play)? Tournaments with 95% Wilson intervals.

    python benchmarks/learned_strength.py [--games 1000] [--h2h-games 1000] [--player learned]

1. the player vs three random players, 4-player classic (goal: at least 90% over 1,000 games);
2. the player vs the heuristic head to head, 2-player classic (goal: at least 65%);
3. its time per decision (budget: 0.2 s).

Seats rotate every game (``simulate(rotate=True)``), as in ``players_strength.py``.
Retrain the weights with ``python -m ludo_widget.players.train``.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from players_strength import tournament  # noqa: E402

from ludo_widget import Game  # noqa: E402
from ludo_widget.players import get_player  # noqa: E402


def decision_ms(name: str, games: int, seed: int) -> None:
    """The slowest and mean decision of ``name`` over a few 4-player games against random players."""
    times = []
    for g in range(games):
        game = Game("classic", 4, seed=seed + g, log=False, history=False)
        bot, other = get_player(name), get_player("random", seed=g)
        me = game.players[g % 4]
        while not game.over:
            game.roll()
            if game.awaiting == "move":
                if game.turn == me:
                    t = time.perf_counter()
                    move = bot.choose(game)
                    times.append(time.perf_counter() - t)
                else:
                    move = other.choose(game)
                game.move(move)
    print(f"{name} decisions: {len(times)} in {games} games; mean {sum(times) / len(times) * 1000:.1f} ms, "
          f"max {max(times) * 1000:.1f} ms (budget 200 ms)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--h2h-games", type=int, default=1000)
    ap.add_argument("--player", default="learned")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    who = get_player(args.player).name
    if args.games:
        tournament(f"{args.player} vs 3 random (4p classic)", "classic", 4, [args.player, "random", "random", "random"],
                   args.games, args.seed, args.workers, who, ">= 90%")
    if args.h2h_games:
        tournament(f"{args.player} vs heuristic (2p classic)", "classic", 2, [args.player, "heuristic"],
                   args.h2h_games, args.seed + 1, args.workers, who, ">= 65%")
    decision_ms(args.player, 4, args.seed)


if __name__ == "__main__":
    main()
