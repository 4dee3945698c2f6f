"""How good is the coach's advice? A seat that always plays the hint, against three random players.

    python benchmarks/coach_strength.py [--games 300] [--seed 7000] [--playouts 1000] [--only hint]

Each player below sits in one seat of 4-player classic games against three random players,
the seat rotating game by game; game ``i`` is seeded ``seed + i`` for every player, so all of
them meet the same dice. ``hint`` plays ``coach.hint(game, playouts=N)`` (a fixed number of
playouts, so the run repeats exactly; the board's 0.12-0.2 s buys about 700 of them on the
compiled path); ``best`` is the registered ``"best"`` player and ``heuristic`` the rule of
thumb. The games keep their history, as the board's do, so the players that watch the other
seats (``"observed"`` replies) see how they play. Prints win rates with 95% Wilson intervals.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget import Game  # noqa: E402
from ludo_widget.coach import hint  # noqa: E402
from ludo_widget.players import Player, RandomPlayer, get_player, play_turn  # noqa: E402
from ludo_widget.simulate import wilson  # noqa: E402


class HintFollower:
    """Plays the coach's hint (``playouts`` a hint, seeded by the decision's number)."""

    name = "hint"

    def __init__(self, playouts: int) -> None:
        self.playouts = playouts
        self.decisions = 0

    def choose(self, game: Game):
        self.decisions += 1
        return hint(game, playouts=self.playouts, seed=self.decisions).move


def wins(make: Callable[[], Player], games: int, seed: int) -> int:
    """Games won by a fresh ``make()`` in a rotating seat against three random players."""
    won = 0
    for i in range(games):
        game = Game("classic", 4, seed=seed + i, log=False)
        me = game.players[i % 4]
        bot, others = make(), RandomPlayer(seed=i)
        while not game.over:
            play_turn(game, bot if game.turn == me else others)
        won += game.winner == me
    return won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--only", choices=("hint", "best", "heuristic"))
    args = parser.parse_args()
    players: dict[str, Callable[[], Player]] = {
        "hint": lambda: HintFollower(args.playouts),
        "best": lambda: get_player("best"),
        "heuristic": lambda: get_player("heuristic"),
    }
    for name, make in players.items():
        if args.only and name != args.only:
            continue
        start = time.process_time()
        k = wins(make, args.games, args.seed)
        low, high = wilson(k, args.games)
        print(f"{name:10} vs 3 random (4p): {k}/{args.games} = {k / args.games:.1%} "
              f"(95% CI {low:.1%}-{high:.1%}), {time.process_time() - start:.0f} CPU s", flush=True)


if __name__ == "__main__":
    main()
