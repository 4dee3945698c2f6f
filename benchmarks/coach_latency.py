"""How long the board takes to answer a person's roll or move with the coach on, against coach off.

    python benchmarks/coach_latency.py [--games 6] [--players 2] [--seed 1]

Plays ``--games`` games on a ``LudoWidget`` (no browser: the time is the kernel's, from the
intent to the new snapshot) in which red is a person who plays a random legal move and every
other seat is the heuristic computer player, first with ``coach=True``, then the same games with
the coach off (the reference, measured in the same run). Each of red's intents is timed with
``time.perf_counter`` and put in one of three kinds: a roll, a move that was a choice (the coach
then judges it: ``feedback_time``, 0.08 s of playouts) and a move with one outcome. Prints the
median, 90th percentile and largest time of each kind, and the coach's cost over the reference.
The compiled playouts are loaded before timing (the first seconds of a session use the Python
path instead; see ``notebook/coaching.py``). Needs numba for the compiled path.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget import LudoWidget  # noqa: E402
from ludo_widget.players.base import distinct  # noqa: E402
from ludo_widget.players.rollouts import compiled_ready  # noqa: E402

KINDS = ("roll", "move, a choice", "move, one outcome")


def play(games: int, players: int, seed: int, coach: bool) -> dict[str, list[float]]:
    """Red's intents' times by kind, over ``games`` games."""
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for g in range(games):
        board = LudoWidget(players=players, seed=seed + g, coach=coach, animate=False)
        board.computer = {c: "heuristic" for c in board.game.players if c != "red"}
        pick = random.Random(seed + g)
        for _ in range(5_000):
            game = board.game
            if game.over:
                break
            if game.turn != "red":
                board.computer_step()
                continue
            if game.awaiting == "roll":
                kind, intent = "roll", {"type": "roll"}
            else:
                moves = game.legal_moves()
                choice = pick.choice(moves)
                kind = KINDS[1] if len(distinct(moves, game.state)) > 1 else KINDS[2]
                intent = {"type": "move", "colour": "red", "token": choice.token}
            start = time.perf_counter()
            board.handle({**intent, "rev": board.rev})
            times[kind].append(time.perf_counter() - start)
    return times


def row(name: str, values: list[float]) -> str:
    if not values:
        return f"| {name} | 0 | | | |"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (f"| {name} | {len(values)} | {statistics.median(values) * 1000:.1f} | {p90 * 1000:.1f} | "
            f"{max(values) * 1000:.1f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    compiled_ready(wait=None)
    on = play(args.games, args.players, args.seed, coach=True)
    off = play(args.games, args.players, args.seed, coach=False)
    print("| red's intent | n | median ms | p90 ms | max ms |")
    print("| --- | --- | --- | --- | --- |")
    for kind in KINDS:
        print(row(f"{kind}, coach on", on[kind]))
        print(row(f"{kind}, coach off (reference)", off[kind]))
    for kind in KINDS:
        if on[kind] and off[kind]:
            extra = statistics.median(on[kind]) - statistics.median(off[kind])
            print(f"{kind}: the coach adds {extra * 1000:.1f} ms at the median")


if __name__ == "__main__":
    main()
