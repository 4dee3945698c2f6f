"""How much a pair table (``ludo_widget.players.pair_table``) adds to a 4-player network, one move ahead.

    python benchmarks/pair_table.py [--net F] [--games 20000] [--seed 1002] [--scale S ...]

Plays ``--games`` compiled 4-player classic games (seed ``--seed``, seats rotating) of the learned
player one move ahead against three random players, with the network of ``--net`` (by default
the shipped 4-player file) alone and with its pair table, and prints the shares won with 95%
Wilson intervals; ``--scale`` plays the table again with its entries multiplied by each S (is
its weight right?). The table is trained by ``python -m ludo_widget.players.train --players 4
--pairs-minutes M``; the searched player with it: ``lookahead_strength.py``. Needs numba.
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget.players.learned import load_weights, weights_file  # noqa: E402
from ludo_widget.players.pair_training import LINEUP  # noqa: E402
from ludo_widget.players.selfplay import Net, Table, match  # noqa: E402
from ludo_widget.simulate import wilson  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--net", type=pathlib.Path, default=weights_file(4), help="a 4-player weights file")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1002)
    ap.add_argument("--scale", type=float, nargs="*", default=[],
                    help="also play the pair table with its entries multiplied by each of these")
    args = ap.parse_args()
    weights = load_weights(args.net)
    net = Net.of(weights)
    tables = [("network alone", None)]
    if weights.get("pairs"):
        pairs = np.array(weights["pairs"])
        tables.append(("network and pair table", pairs))
        tables += [(f"pair table x {scale:g}", pairs * scale) for scale in args.scale]
    elif args.scale:
        ap.error(f"{args.net} has no pair table to scale")
    for title, table in tables:
        wins = match(Table.of(4), LINEUP, net, args.games, args.seed, table)
        low, high = wilson(wins, args.games)
        print(f"{title:24} {wins / args.games:6.2%}  95% CI {low:6.2%} - {high:6.2%}  ({wins}/{args.games}, "
              f"seed {args.seed}, one move ahead, vs 3 random)", flush=True)


if __name__ == "__main__":
    main()
