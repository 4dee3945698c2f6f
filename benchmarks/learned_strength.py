"""How strong is the learned player (TD(lambda) self-play)? Tournaments with 95% Wilson intervals.

    python benchmarks/learned_strength.py [--games 1000] [--h2h-games 1000] [--python-games 200] [--net2 F] [--net4 F]

1. learned vs three random players, 4-player classic (goal: at least 90% over 1,000 games);
2. learned vs the heuristic head to head, 2-player classic (goal: at least 65%);
3. the same two on the Python engine (``simulate``, the ``LearnedPlayer`` object) over fewer
   games, to show the compiled games play the same player;
4. its time per decision on the Python engine (budget: 0.2 s).

1 and 2 are compiled games (``ludo_widget.players.selfplay.match``: the engine's rules and dice
in numba, the shipped networks, or the files ``--net2`` / ``--net4``); seats rotate every game in all of them.
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
from ludo_widget.players.learned import load_weights, shipped_net  # noqa: E402
from ludo_widget.players.selfplay import HEURISTIC, LEARNED, RANDOM, Net, Table, match  # noqa: E402
from ludo_widget.simulate import wilson  # noqa: E402


def compiled(title: str, players: int, lineup: tuple[int, ...], games: int, seed: int, goal: str,
             weights: pathlib.Path | None = None) -> None:
    start = time.perf_counter()
    net = load_weights(weights) if weights else shipped_net(players)
    wins = match(Table.of(players), lineup, Net.of(net), games, seed)
    low, high = wilson(wins, games)
    print(f"{title:42} {wins / games:6.1%}  95% CI {low:6.1%} - {high:6.1%}  ({wins}/{games}, "
          f"{time.perf_counter() - start:5.0f} s)  goal: {goal}")


def decision_ms(name: str, games: int, seed: int, players: int = 4, **options: object) -> None:
    """The slowest and mean decision of ``name`` over a few games: 4-player games against random
    players, or 2-player games against the heuristic."""
    times = []
    warm = Game("classic", players, positions={"red": [1, 0, 0, 0]}, seed=seed)
    warm.roll(6)
    get_player(name, **options).choose(warm)  # loading (numba's cache, a compiled search) is not a decision
    for g in range(games):
        # with its history, as on the board: a player that watches the others (observed replies) reads it
        game = Game("classic", players, seed=seed + g, log=False)
        bot, other = get_player(name, **options), get_player("random" if players == 4 else "heuristic", seed=g)
        me = game.players[g % players]
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
    label = name + f" {players}p" + "".join(f" {k}={v}" for k, v in options.items())
    print(f"{label} decisions: {len(times)} in {games} games; mean {sum(times) / len(times) * 1000:.1f} ms, "
          f"max {max(times) * 1000:.1f} ms (budget 200 ms)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--h2h-games", type=int, default=1000)
    ap.add_argument("--python-games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--net2", type=pathlib.Path, help="a 2-player weights file to measure (compiled games only)")
    ap.add_argument("--net4", type=pathlib.Path, help="a 4-player weights file to measure (compiled games only)")
    args = ap.parse_args()
    if args.games:
        compiled("learned vs 3 random (4p classic, compiled)", 4, (LEARNED, RANDOM, RANDOM, RANDOM), args.games,
                 args.seed, ">= 90%", args.net4)
    if args.h2h_games:
        compiled("learned vs heuristic (2p classic, compiled)", 2, (LEARNED, HEURISTIC), args.h2h_games,
                 args.seed + 1, ">= 65%", args.net2)
    if args.python_games:
        tournament("learned vs 3 random (4p classic, python)", "classic", 4, ["learned", "random", "random", "random"],
                   args.python_games, args.seed, args.workers, "learned", ">= 90%")
        tournament("learned vs heuristic (2p classic, python)", "classic", 2, ["learned", "heuristic"],
                   args.python_games, args.seed + 1, args.workers, "learned", ">= 65%")
    decision_ms("learned", 4, args.seed)


if __name__ == "__main__":
    main()
