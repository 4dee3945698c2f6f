"""Is the shipped 4-player value calibrated? Its chances of winning against how often it won.

    python benchmarks/value_calibration.py [--games 3000] [--seeds 2 3]

Plays ``--games`` 4-player classic games for each of ``--seeds`` on the Python engine (game g of
seed s is seeded ``s * 100000 + g``; one process a seed): the learned player one move ahead in
seat ``g % 4``, three random players in the others. It keeps the learned value of every position
right after its own move and right before its own roll (the kind of position a depth-3 leaf of
``LookaheadPlayer`` is under four players), with the game's result, and prints for bands of the
value how many positions fall in it, their mean value and the share of them in won games. A
search averages the value over the dice and the other seats' moves, so a value too sure or too
unsure of itself would make it take too much or too little risk (``benchmarks/README.md``,
"Fourteenth round"). Positions within one game are correlated: the counts are not independent.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget import Game  # noqa: E402
from ludo_widget.engine.board import COLOURS  # noqa: E402
from ludo_widget.players.learned import best_move, position_value, shipped_net  # noqa: E402

BANDS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.96, 0.98, 1.01)
KINDS = ("after my move", "before my roll")


def play(seed: int, games: int) -> tuple[list[tuple[float, float, int]], int]:
    """(value, 1.0 if that seat won else 0.0, kind: 0 after my move, 1 before my roll) per position,
    and how many games the learned seat won."""
    rows: list[tuple[float, float, int]] = []
    wins = 0
    for g in range(games):
        game = Game("classic", 4, seed=seed * 100_000 + g, log=False, history=False)
        st, ref = game.state, game.referee
        net = shipped_net(ref)
        me = g % 4
        rng = random.Random(g)  # the random players' choices
        kept: list[tuple[float, int]] = []
        while st.awaiting != "over":
            if st.turn == me and st.awaiting == "roll":
                kept.append((position_value(net, ref, st, me), 1))
            moves = ref.roll(st, ref.draw(st))
            if not moves:
                continue
            if st.turn == me:
                ref.move(st, best_move(net, ref, st, moves))
                if st.awaiting != "over":
                    kept.append((position_value(net, ref, st, me), 0))
            else:
                ref.move(st, rng.choice(moves))
        won = float(game.winner == COLOURS[me])
        rows += [(v, won, kind) for v, kind in kept]
        wins += int(won)
    return rows, wins


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3000, help="games a seed")
    ap.add_argument("--seeds", type=int, nargs="+", default=[2, 3])
    args = ap.parse_args()
    with ProcessPoolExecutor(len(args.seeds)) as pool:
        parts = list(pool.map(play, args.seeds, [args.games] * len(args.seeds)))
    rows = [r for part, _ in parts for r in part]
    games, wins = args.games * len(args.seeds), sum(w for _, w in parts)
    print(f"the learned seat won {wins} of {games} games ({wins / games:.1%})")
    for kind, title in enumerate(KINDS):
        mine = [(v, won) for v, won, k in rows if k == kind]
        print(f"{title}: {len(mine)} positions")
        print(f"  {'value':>11}  {'positions':>9}  {'mean value':>10}  {'won':>5}")
        for lo, hi in zip(BANDS, BANDS[1:]):
            band = [(v, won) for v, won in mine if lo <= v < hi]
            if band:
                mean = sum(v for v, _ in band) / len(band)
                share = sum(won for _, won in band) / len(band)
                print(f"  {lo:.2f}-{min(hi, 1.0):.2f}  {len(band):9d}  {mean:10.3f}  {share:5.3f}")


if __name__ == "__main__":
    main()
