"""How many playouts the coach's word needs to see a mistake: a capture passed up.

    python benchmarks/coach_word.py [--judgements 200]

The position of ``coach.Judging``'s example: red rolled 3 and walks token 2 on (20 → 23) where
token 1 could capture yellow's token (about 12 points of winning chance). For each number of
playouts an option, ``--judgements`` judgements on different dice (compiled playouts) say how
often the move is found to be a mistake at the coach's confidence (``CONFIDENCE``). The board's
word says "no other move was surely better" only from ``SURE_PLAYOUTS`` playouts an option;
below, "too few games were played on to judge it". Needs numba.
"""

from __future__ import annotations

import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget import Game  # noqa: E402
from ludo_widget.coach import Judging  # noqa: E402
from ludo_widget.engine.referee import Move  # noqa: E402
from ludo_widget.players.rollouts import compiled_ready  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--judgements", type=int, default=200)
    args = parser.parse_args()
    assert compiled_ready(wait=None), "needs numba"
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)
    walk = Move("red", 1, 20, 23)
    print("| playouts an option | judgements that found the mistake |")
    print("| --- | --- |")
    for n in (50, 100, 200, 300, 400):
        found = sum(Judging(game, walk, seed=k * 1000).advance(playouts=2 * n) is not None
                    for k in range(args.judgements))
        print(f"| {n} | {found} of {args.judgements} |")


if __name__ == "__main__":
    main()
