"""Learn the network of :class:`~ludo_widget.players.learned.LearnedPlayer` by self-play.

TD(lambda) as in TD-Gammon (Tesauro's rule on every weight of the network in
:mod:`ludo_widget.players.learned_net`, in its offline form), on compiled games
(:mod:`ludo_widget.players.selfplay`): after each game every learned seat's positions after its
moves move towards their lambda-returns, which end in its result (1 won, 0 lost). The games are classic and mixed (:data:`MIX`),
so the network learns to beat weak players as well as itself. Needs numpy and numba (``pip install "ludo-widget[train]"``).

    python -m ludo_widget.players.train [--minutes 15] [--games 0] [--hidden 64] [--init PATH] [--out PATH]

It trains until ``--games`` games (0: no limit) or ``--minutes`` pass, whichever comes first,
and writes the weights and the curve: ``benchmarks/learned_curve.csv`` (games trained, seconds,
the win rate against three random players in 4-player classic and against the heuristic in
2-player classic, over ``--check-games`` games each) and a PNG of it beside.
"""

from __future__ import annotations

import argparse
import csv
import json
import pathlib
import time
from collections.abc import Callable

import numpy as np

from .learned import WEIGHTS_FILE, check_net, load_weights
from .learned_net import N_FEATURES
from .selfplay import HEURISTIC, LEARNED, MAX_KEPT, RANDOM, Net, Table, game_seed, match, play, td_update

#: The games of one round of training, in turn, each the kinds in seat order: L learned (and
#: learning), R random, H heuristic; 4 or 2 letters, for 4- or 2-player classic.
MIX = "LLLL LRRR LHHH LL LH LR"
KIND_LETTERS = {"L": LEARNED, "R": RANDOM, "H": HEURISTIC}


def parse_mix(mix: str) -> list[tuple[int, ...]]:
    """The lineups of a mix like :data:`MIX` (a ``ValueError`` for anything else)."""
    lineups = []
    for word in mix.split():
        if len(word) not in (2, 4) or any(c not in KIND_LETTERS for c in word) or "L" not in word:
            raise ValueError(f"a game of the mix is 2 or 4 of the letters L, R, H with an L, not {word!r}")
        lineups.append(tuple(KIND_LETTERS[c] for c in word))
    if not lineups:
        raise ValueError("the mix has no games")
    return lineups


CURVE = pathlib.Path("benchmarks/learned_curve.csv")
CURVE_COLUMNS = ["games_trained", "seconds", "win_rate_vs_3_random_4p", "win_rate_vs_heuristic_2p"]


def strength(net: Net, tables: dict[int, Table], games: int, seed: int) -> tuple[float, float]:
    """(wins against three random players, 4p; against the heuristic, 2p) over ``games`` each."""
    return (match(tables[4], (LEARNED, RANDOM, RANDOM, RANDOM), net, games, seed) / games,
            match(tables[2], (LEARNED, HEURISTIC), net, games, seed + 1) / games)


def train(games: int = 0, minutes: float = 15.0, hidden: int = 64, seed: int = 1, alpha: float = 0.1,
          lam: float = 0.7, explore: float = 0.0, check_every: int = 0, check_games: int = 400,
          net: Net | None = None, mix: str = MIX, log: Callable[[str], None] = print) -> tuple[Net, list[tuple], int]:
    """Train for ``games`` games (0: no limit) or ``minutes``; (the network, the curve rows, games played).

    ``alpha`` falls as ``alpha / sqrt(1 + games / 20000)``.
    """
    if games <= 0 and minutes <= 0:
        raise ValueError("give a number of games or of minutes")
    lineups = parse_mix(mix)
    net = net or Net.random(hidden, seed)
    tables = {n: Table.of(n) for n in (2, 4)}
    kept = np.zeros((4, MAX_KEPT, N_FEATURES))
    nkept = np.zeros(4, np.int64)
    h = np.zeros(net.b1.shape[0])
    values = np.zeros(MAX_KEPT)
    curve: list[tuple] = []
    begun = time.perf_counter()
    g = 0

    def check() -> None:
        vs_random, vs_heuristic = strength(net, tables, check_games, seed + 7_919 * (len(curve) + 1))
        curve.append((g, round(time.perf_counter() - begun, 1), vs_random, vs_heuristic))
        log(f"{g:7d} games ({curve[-1][1]:6.0f} s): {vs_random:.1%} vs 3 random (4p), "
            f"{vs_heuristic:.1%} vs heuristic (2p)")

    while (games <= 0 or g < games) and (minutes <= 0 or time.perf_counter() - begun < minutes * 60):
        if check_every and g % check_every == 0:
            check()
        lineup = lineups[g % len(lineups)]
        players = len(lineup)
        table = tables[players]
        seats = [int(s) for s in table.args[1]]
        kinds = np.zeros(4, np.int64)
        for j, s in enumerate(seats):  # the lineup moves round the table
            kinds[s] = lineup[(j - g // len(lineups)) % players]
        winner = play(game_seed(seed, g), kinds, explore, *table.args, *net.arrays(), kept, nkept)
        step = alpha / np.sqrt(1.0 + g / 20_000)
        for s in seats:
            if kinds[s] == LEARNED:
                td_update(kept[s], nkept[s], 1.0 if winner == s else 0.0, *net.arrays(), step, lam, h, values)
        g += 1
    if check_every:
        check()
    return net, curve, g


def save(net: Net, path: pathlib.Path, games: int, seconds: float) -> None:
    """Write the network as JSON (6 significant digits), checked by :func:`~ludo_widget.players.learned.check_net`."""
    data = {"features": N_FEATURES, "hidden": int(net.b1.shape[0]), "trained_games": games,
            "training_seconds": round(seconds), "method": "TD(lambda) self-play, mixed company, classic",
            "w1": [[float(f"{v:.6g}") for v in row] for row in net.w1], "b1": [float(f"{v:.6g}") for v in net.b1],
            "w2": [float(f"{v:.6g}") for v in net.w2], "b2": float(f"{net.b2[0]:.6g}")}
    check_net(data, str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")


def plot(curve: list[tuple], csv_path: pathlib.Path) -> None:
    """Write the curve as CSV, and as a PNG beside it when matplotlib is installed."""
    with csv_path.open("w", newline="") as f:
        out = csv.writer(f)
        out.writerow(CURVE_COLUMNS)
        out.writerows(curve)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6.5, 3.8))
    games = [row[0] for row in curve]
    ax.plot(games, [row[2] for row in curve], marker=".", label="vs 3 random (4p classic)")
    ax.plot(games, [row[3] for row in curve], marker=".", label="vs heuristic (2p classic)")
    ax.axhline(0.9, color="C0", linestyle=":", label="goals: 90% / 65%")
    ax.axhline(0.65, color="C1", linestyle=":")
    ax.set_xlabel("training games")
    ax.set_ylabel("games won")
    ax.set_ylim(0, 1)
    ax.set_title("Learned player: TD(lambda) training curve")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(csv_path.with_suffix(".png"), dpi=100)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=0, help="stop after this many games (0: only the clock)")
    ap.add_argument("--minutes", type=float, default=15.0, help="stop after this long (0: only --games)")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--alpha", type=float, default=0.1)
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--check-every", type=int, default=10_000)
    ap.add_argument("--check-games", type=int, default=400)
    ap.add_argument("--mix", default=MIX, help=f"the round of games (default {MIX!r}; see train.MIX)")
    ap.add_argument("--init", type=pathlib.Path, help="go on from this weights file (default: random weights)")
    ap.add_argument("--out", type=pathlib.Path, default=WEIGHTS_FILE)
    ap.add_argument("--curve", type=pathlib.Path, default=CURVE)
    args = ap.parse_args(argv)
    begun = time.perf_counter()
    start, before, seconds = None, 0, 0.0
    if args.init:
        start = Net.of(load_weights(args.init))
        data = json.loads(args.init.read_text())
        before, seconds = int(data.get("trained_games", 0)), float(data.get("training_seconds", 0))
    net, curve, games = train(args.games, args.minutes, args.hidden, args.seed, args.alpha, args.lam,
                              check_every=args.check_every, check_games=args.check_games, net=start,
                              mix=args.mix)
    save(net, args.out, before + games, seconds + time.perf_counter() - begun)
    if curve:
        plot([(g + before, round(t + seconds, 1), *rates) for g, t, *rates in curve], args.curve)
    print(f"{games} games in {time.perf_counter() - begun:.0f} s; weights in {args.out}")


if __name__ == "__main__":
    main()
