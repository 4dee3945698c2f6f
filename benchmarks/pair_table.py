"""Train and measure a pair table (``ludo_widget.players.pair_table``) on top of a frozen 4-player network.

    python benchmarks/pair_table.py train --net F --out T.npy [--init T0.npy] [--minutes 20] [--alpha 0.002]
        [--seed 5] [--check-every 100000]
    python benchmarks/pair_table.py check --net F [--pairs T.npy] [--games 20000] [--seed 1002]

``train`` plays 4-player classic games of the learned player against three random players (seats
rotating), the learned seat choosing one move ahead by ``sigmoid(logit(network) + table)``, and
after each game moves the table's entries of that seat's positions towards their lambda-returns
(TD(lambda), lambda 0.7, in the offline form of ``selfplay.td_update``, with the cross-entropy
gradient so that a step does not vanish near 0 or 1). The network does not change. The step on
each of the 120 entries a position touches is ``alpha / sqrt(1 + games / 100000)``. Every
``--check-every`` games it prints the share won of the same 4,000 games (seed 1001) and saves the
table. ``check`` prints the share of ``--games`` games (seed ``--seed``) that the player one move
ahead wins against three random players, with the table and without, with 95% Wilson intervals.
The searched player with a table: ``lookahead_strength.py --net4 F --pairs T.npy``. Needs numba.
"""

from __future__ import annotations

import argparse
import math
import pathlib
import sys
import time

import numpy as np
from numba import njit

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget.fastsim.choices import _first_from  # noqa: E402
from ludo_widget.fastsim.referee import AWAIT, NFIN, OVER, ROLL, STATE_SLOTS, TURN, draw, move, roll  # noqa: E402
from ludo_widget.players.learned import load_weights  # noqa: E402
from ludo_widget.players.learned_net import N_FEATURES  # noqa: E402
from ludo_widget.players.pair_table import LOOKUPS, SIZE, indices, logit, with_table  # noqa: E402
from ludo_widget.players.selfplay import LEARNED, RANDOM, Net, Table, _features, _forward, game_seed, new_game  # noqa: E402
from ludo_widget.simulate import wilson  # noqa: E402

LINEUP = (LEARNED, RANDOM, RANDOM, RANDOM)
MAX_KEPT = 2000


@njit(cache=True)
def _play(gseed, kinds, cfg, seats, ring_of, safe, after, opponents, tiles0, home, side_of, ev_side, hit, enter_hit,
          hw, pairs_safe, w1, b1, w2, b2, table, kz, kidx, nkept):
    """One game; the learned seats choose by network and table, and keep (network logit, table
    entries) of their positions after their moves in ``kz``/``kidx``. Returns the winning seat."""
    nseats = seats.shape[0]
    st, places, fin, aid, caps, tiles, taken, stock, moves, scratch, dice = new_game(gseed, seats, tiles0)
    st2 = np.zeros(STATE_SLOTS, np.int64)
    places2 = np.zeros((4, 4), np.int64)
    fin2 = np.zeros(4, np.int64)
    caps2 = np.zeros(4, np.int64)
    x = np.zeros(N_FEATURES)
    h = np.zeros(b1.shape[0])
    idx = np.zeros(LOOKUPS, np.int64)
    use = table.shape[0] > 0
    nkept[:] = 0
    rolls = 0
    while st[AWAIT] != OVER and rolls < 100_000:
        rolls += 1
        seat = st[TURN]
        face = draw(st, places, cfg, aid, dice, home)
        n = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
        if n == 0:
            continue
        k = 0
        if n > 1 and kinds[seat] == RANDOM:
            k = np.random.randint(n)
        elif n > 1:
            best = -1.0
            for c in range(n):
                if not _first_from(moves, c):
                    continue
                st2[:] = st
                places2[:, :] = places
                fin2[:] = fin
                caps2[:] = caps
                move(st2, places2, fin2, caps2, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, c,
                     moves, home)
                if st2[AWAIT] == OVER:
                    v = 1.0 if (st2[NFIN] > 0 and fin2[0] == seat) else 0.0
                else:
                    again = st2[AWAIT] == ROLL and st2[TURN] == seat
                    _features(places2, cfg[0], side_of, ring_of, safe, pairs_safe, seat, again, x)
                    v = _forward(x, w1, b1, w2, b2[0], h)
                    if use:
                        indices(places2, seat, again, idx)
                        v = with_table(logit(v), table, idx)
                if v > best:
                    best, k = v, c
        move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, k, moves, home)
        if kinds[seat] == LEARNED and st[AWAIT] != OVER and nkept[seat] < kz.shape[1]:
            again = st[AWAIT] == ROLL and st[TURN] == seat
            _features(places, cfg[0], side_of, ring_of, safe, pairs_safe, seat, again, x)
            kz[seat, nkept[seat]] = logit(_forward(x, w1, b1, w2, b2[0], h))
            indices(places, seat, again, kidx[seat, nkept[seat]])
            nkept[seat] += 1
    return fin[0] if st[NFIN] > 0 else -1


@njit(cache=True)
def td_update(kz, kidx, n, result, table, alpha, lam, values):
    """TD(lambda) on the table along one seat's ``n`` kept positions, ending in ``result``."""
    for t in range(n):
        values[t] = with_table(kz[t], table, kidx[t])
    target = result
    for t in range(n - 1, -1, -1):
        if t + 1 < n:
            target = (1.0 - lam) * values[t + 1] + lam * target
        step = alpha * (target - with_table(kz[t], table, kidx[t]))
        for q in range(LOOKUPS):
            table[kidx[t, q]] += step


def _kinds(seats: list[int], g: int) -> np.ndarray:
    kinds = np.zeros(4, np.int64)
    for j, s in enumerate(seats):
        kinds[s] = LINEUP[(j - g) % 4]
    return kinds


def match(net: Net, table: np.ndarray, games: int, seed: int) -> int:
    """Games won by the learned seat (one move ahead, with ``table``; empty: the network alone)."""
    tab = Table.of(4)
    seats = [int(s) for s in tab.args[1]]
    kz, kidx, nkept = np.zeros((4, 1)), np.zeros((4, 1, LOOKUPS), np.int64), np.zeros(4, np.int64)
    wins = 0
    for g in range(games):
        won = _play(game_seed(seed, g), _kinds(seats, g), *tab.args, *net.arrays(), table, kz, kidx, nkept)
        wins += won == seats[g % 4]
    return wins


def train(net: Net, table: np.ndarray, minutes: float, seed: int, alpha: float, check_every: int,
          out: pathlib.Path, lam: float = 0.7) -> int:
    """Train ``table`` in place for ``minutes``; games played."""
    tab = Table.of(4)
    seats = [int(s) for s in tab.args[1]]
    kz, kidx, nkept = np.zeros((4, MAX_KEPT)), np.zeros((4, MAX_KEPT, LOOKUPS), np.int64), np.zeros(4, np.int64)
    values = np.zeros(MAX_KEPT)
    begun = time.perf_counter()
    g = 0
    while time.perf_counter() - begun < minutes * 60:
        kinds = _kinds(seats, g)
        winner = _play(game_seed(seed, g), kinds, *tab.args, *net.arrays(), table, kz, kidx, nkept)
        step = alpha / math.sqrt(1.0 + g / 100_000)
        for s in seats:
            if kinds[s] == LEARNED:
                td_update(kz[s], kidx[s], nkept[s], 1.0 if winner == s else 0.0, table, step, lam, values)
        g += 1
        if check_every and g % check_every == 0:
            rate = match(net, table, 4000, 1001) / 4000
            print(f"{g:8d} games {time.perf_counter() - begun:6.0f} s: {rate:.2%} of 4,000 checks (seed 1001)",
                  flush=True)
            np.save(out, table)
    np.save(out, table)
    return g


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("command", choices=("train", "check"))
    ap.add_argument("--net", type=pathlib.Path, required=True, help="a 4-player weights file (JSON)")
    ap.add_argument("--pairs", type=pathlib.Path, help="check: the table (.npy)")
    ap.add_argument("--init", type=pathlib.Path, help="train: go on from this table")
    ap.add_argument("--out", type=pathlib.Path, help="train: where the table goes (.npy)")
    ap.add_argument("--minutes", type=float, default=20.0)
    ap.add_argument("--alpha", type=float, default=0.002)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--check-every", type=int, default=100_000)
    ap.add_argument("--games", type=int, default=20_000)
    args = ap.parse_args()
    net = Net.of(load_weights(args.net))
    if args.command == "train":
        if args.out is None:
            ap.error("train needs --out")
        table = np.load(args.init) if args.init else np.zeros(SIZE)
        games = train(net, table, args.minutes, args.seed, args.alpha, args.check_every, args.out)
        print(f"{games} games; table in {args.out}")
        return
    tables = [("network alone", np.zeros(0))]
    if args.pairs:
        tables.append((f"with {args.pairs.name}", np.load(args.pairs)))
    for title, table in tables:
        wins = match(net, table, args.games, args.seed)
        low, high = wilson(wins, args.games)
        print(f"{title:30} {wins / args.games:6.2%}  95% CI {low:6.2%} - {high:6.2%}  ({wins}/{args.games}, "
              f"seed {args.seed}, one move ahead, vs 3 random)", flush=True)


if __name__ == "__main__":
    main()
