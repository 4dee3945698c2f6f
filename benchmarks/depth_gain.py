"""What would a roll more, or less, of search change in the registered player's choices?

    python benchmarks/depth_gain.py [--games 15] [--seed 9101] [--depths 0 3 4]

Plays 4-player classic games of the registered player (``"best"``: the compiled search, observed
replies) against three random players, seats rotating, on the dice of ``lookahead_strength.py``
for the same seed; the player moves by the middle depth of ``--depths`` (3, as registered). At each
of its decisions with a choice it also searches at the other depths and compares, each pair by
the deeper search's values: how often the two choose differently, and how much chance of winning
the deeper search believes its own choice is worth over the shallower one's. Summed over a game,
that is what the deeper search expects to gain a game if its values were right; comparing the
belief of depth 3 over depth 0 with what depth 3 really gains in games (``lookahead_strength.py``,
``pair_table.py``) says how much of such a belief turns into wins. Also the leaf values each depth
reads (its cost: the compiled search takes about 4 µs a leaf here).

Needs numba (``pip install -e ".[fast]"``). No timing is asserted; CPU seconds are printed.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from ludo_widget.engine.board import COLOURS  # noqa: E402
from ludo_widget.players import lookahead_fast as fast  # noqa: E402
from ludo_widget.players.learned import shipped_net  # noqa: E402
from ludo_widget.players.selfplay import RANDOM, Net, Table, game_seed, kinds_of, pairs_for, pairs_of  # noqa: E402

#: The searches of a decision's row (``lookahead_fast.play``'s probes): the depth played first.
PLAYED, SHALLOW, DEEP = 0, 1, 2
#: A change believed worth less than this chance of winning counts as small.
SMALL = 0.001


def decisions(games: int, seed: int, depths: tuple[int, int, int]) -> np.ndarray:
    """A row per searched decision of ``games`` games (``lookahead_fast.play``'s probes), the
    middle of ``depths`` played, the searches in the order :data:`PLAYED`, :data:`SHALLOW`,
    :data:`DEEP`."""
    weights = shipped_net(4)
    table = Table.of(4)
    net = Net.of(weights)
    arrays = net.arrays() + pairs_for(table, pairs_of(weights))
    w = fast.work(net.b1.shape[0])
    shallow, played, deep = depths
    prms = np.stack([fast.params(d, fast.OBS) for d in (played, shallow, deep)])
    seats = [int(s) for s in table.args[1]]
    lineup = (fast.SEARCH, RANDOM, RANDOM, RANDOM)
    out = []
    for g in range(games):
        rows = np.zeros((1000, fast.COLUMNS))
        _, n = fast.play(game_seed(seed, g), kinds_of(seats, lineup, g), prms, table.args, arrays, w, rows)
        out.append(rows[:n])
    return np.concatenate(out)


def compare(rows: np.ndarray, games: int, shallow: int, deep: int, names: tuple[int, int]) -> str:
    """How often search ``deep`` (depth ``names[1]``) chooses unlike search ``shallow`` (depth
    ``names[0]``), and what it believes the difference worth, by its own values."""
    k_shallow, k_deep = rows[:, fast.AT_CHOSEN + shallow].astype(int), rows[:, fast.AT_CHOSEN + deep].astype(int)
    v = rows[:, fast.AT_VALUES + 4 * deep:fast.AT_VALUES + 4 * deep + 4]
    at = np.arange(len(rows))
    gap = v[at, k_deep] - v[at, k_shallow]
    differ = k_deep != k_shallow
    changed = gap[differ] if differ.any() else np.zeros(1)
    small = changed < SMALL
    return (f"depth {names[1]} against depth {names[0]}: chooses otherwise in {differ.mean():.1%} of decisions "
            f"({differ.sum()} of {len(rows)}), believes its choice worth {gap.sum() / games:.2%} more a game "
            f"(where they differ: mean {changed.mean():.3%}, median {np.median(changed):.3%}, at most "
            f"{changed.max():.2%}; {small.mean():.0%} of those under {SMALL:.1%}, "
            f"{changed[small].sum() / max(changed.sum(), 1e-12):.0%} of the belief)")


def largest(rows: np.ndarray, count: int) -> list[str]:
    """The ``count`` decisions where the played depth rates its choice furthest above the
    shallower depth's, each with its position (places in each seat's own numbering)."""
    k0, k1 = rows[:, fast.AT_CHOSEN + SHALLOW].astype(int), rows[:, fast.AT_CHOSEN + PLAYED].astype(int)
    at = np.arange(len(rows))
    v = rows[:, fast.AT_VALUES + 4 * PLAYED:fast.AT_VALUES + 4 * PLAYED + 4]
    gap = v[at, k1] - v[at, k0]
    lines = []
    for i in np.argsort(-gap)[:count]:
        places = rows[i, fast.AT_PLACES:fast.AT_MOVES].reshape(4, 4).astype(int)
        lines.append(f"{gap[i]:+.2%}: {COLOURS[int(rows[i, fast.AT_SEAT])]} rolled {int(rows[i, fast.AT_FACE])}; shallower "
                     f"{_move(rows[i], k0[i])}, searched {_move(rows[i], k1[i])}; "
                     + ", ".join(f"{COLOURS[s]} {places[s].tolist()}" for s in range(4)))
    return lines


def _move(row: np.ndarray, k: int) -> str:
    """Legal move ``k`` of a decision's row, with the played depth's value of it."""
    moves = row[fast.AT_MOVES:fast.COLUMNS].reshape(3, 4).astype(int)
    return f"token {moves[0, k] + 1} {moves[1, k]}->{moves[2, k]} ({row[fast.AT_VALUES + 4 * PLAYED + k]:.3f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=15)
    ap.add_argument("--seed", type=int, default=9101)
    ap.add_argument("--depths", type=int, nargs=3, default=(0, 3, 4), help="shallower, played, deeper")
    ap.add_argument("--show", type=int, default=0, help="print the N decisions the played depth changes most")
    args = ap.parse_args()
    depths = tuple(args.depths)
    cpu = time.process_time()
    rows = decisions(args.games, args.seed, depths)
    cpu = time.process_time() - cpu
    print(f"{args.games} games of seed {args.seed}, {len(rows)} searched decisions, {cpu:.0f} CPU s")
    print(compare(rows, args.games, SHALLOW, PLAYED, depths[:2]))
    print(compare(rows, args.games, PLAYED, DEEP, depths[1:]))
    leaves = rows[:, [fast.AT_LEAVES + SHALLOW, fast.AT_LEAVES + PLAYED, fast.AT_LEAVES + DEEP]].mean(axis=0)
    print("leaf values read a decision, mean: " + ", ".join(f"depth {d} {x:,.0f}" for d, x in zip(depths, leaves)))
    for line in largest(rows, args.show):
        print(line)


if __name__ == "__main__":
    main()
