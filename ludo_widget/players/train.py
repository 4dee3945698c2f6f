"""Learn the network of :class:`~ludo_widget.players.learned.LearnedPlayer` by self-play.

TD(lambda) as in TD-Gammon (Tesauro's rule on every weight of the network in
:mod:`ludo_widget.players.learned_net`, in its offline form), on compiled games
(:mod:`ludo_widget.players.selfplay`): after each game every learned seat's positions after its
moves move towards their lambda-returns, which end in its result (1 won, 0 lost). Each of the two
networks (:data:`~ludo_widget.players.learned.KINDS`) learns in its own company of classic games
(:data:`MIXES`), so that it learns to beat weak players as well as itself. Needs numpy and numba
(``pip install "ludo-widget[train]"``).

    python -m ludo_widget.players.train --players 4 [--minutes 15] [--games 0] [--hidden 64] [--init PATH] [--out PATH]
        [--pairs-minutes 0]

It trains until ``--games`` games (0: no limit) or ``--minutes`` pass, whichever comes first,
and writes the weights (by default the shipped file of that network) and the curve:
``benchmarks/learned_curve_4p.csv`` (games trained, seconds, the win rate in the goal's
tournament: against three random players in 4-player classic for the 4-player network, against
the heuristic in 2-player classic for the 2-player one, over ``--check-games`` games) and a PNG
of it beside. ``--pairs-minutes M`` (4 players) then trains the network's pair table
(:mod:`~ludo_widget.players.pair_training`) for M minutes and writes it into the same file;
with ``--minutes 0`` the network of ``--init`` stays as it is and only its table trains on.
"""

from __future__ import annotations

import argparse
import csv
import json
import pathlib
import time
from collections.abc import Callable

import numpy as np

from . import pair_table
from .learned import KINDS, check_net, load_weights, weights_file
from .learned_net import N_FEATURES
from .selfplay import (
    HEURISTIC,
    LEARNED,
    MAX_KEPT,
    RANDOM,
    Net,
    Table,
    game_seed,
    kinds_of,
    match,
    no_pairs,
    play,
    td_update,
)

#: The games of one round of training per network, in turn, each the kinds in seat order: L
#: learned (and learning), R random, H heuristic; 4 or 2 letters, for 4- or 2-player classic.
MIXES = {2: "LL LH LR", 4: "LLLL LRRR LHHH"}
KIND_LETTERS = {"L": LEARNED, "R": RANDOM, "H": HEURISTIC}


def parse_mix(mix: str) -> list[tuple[int, ...]]:
    """The lineups of a mix like those of :data:`MIXES` (a ``ValueError`` for anything else)."""
    lineups = []
    for word in mix.split():
        if len(word) not in (2, 4) or any(c not in KIND_LETTERS for c in word) or "L" not in word:
            raise ValueError(f"a game of the mix is 2 or 4 of the letters L, R, H with an L, not {word!r}")
        lineups.append(tuple(KIND_LETTERS[c] for c in word))
    if not lineups:
        raise ValueError("the mix has no games")
    return lineups


def curve_file(players: int) -> pathlib.Path:
    """Where the training curve of the ``players`` network goes."""
    return pathlib.Path(f"benchmarks/learned_curve_{players}p.csv")


CURVE_COLUMNS = ["games_trained", "seconds", "win_rate"]
#: Where ``--pairs-minutes`` writes the pair table's curve (the share of 4,000 fixed games won).
PAIRS_CURVE = pathlib.Path("benchmarks/pair_table_curve.csv")
#: The goal's tournament per network, and what the curve's win rate is of.
GOALS = {2: ((LEARNED, HEURISTIC), "vs heuristic (2p classic)", 0.65),
         4: ((LEARNED, RANDOM, RANDOM, RANDOM), "vs 3 random (4p classic)", 0.9)}


def strength(net: Net, players: int, games: int, seed: int) -> float:
    """The share of ``games`` that ``net`` wins in the goal's tournament for ``players`` (:data:`GOALS`)."""
    return match(Table.of(players), GOALS[players][0], net, games, seed) / games


def train(games: int = 0, minutes: float = 15.0, hidden: int = 64, seed: int = 1, alpha: float = 0.1,
          lam: float = 0.7, explore: float = 0.0, check_every: int = 0, check_games: int = 400,
          net: Net | None = None, players: int = 4, mix: str | None = None,
          log: Callable[[str], None] = print) -> tuple[Net, list[tuple], int]:
    """Train the ``players`` network for ``games`` games (0: no limit) or ``minutes``; (the network,
    the curve rows, games played). ``mix``: the company (:data:`MIXES` by default).

    ``alpha`` falls as ``alpha / sqrt(1 + games / 20000)``.
    """
    if games <= 0 and minutes <= 0:
        raise ValueError("give a number of games or of minutes")
    if players not in KINDS:
        raise ValueError(f"a learned network is for 2 or 4 players, not {players!r}")
    lineups = parse_mix(mix or MIXES[players])
    net = net or Net.random(hidden, seed)
    tables = {n: Table.of(n) for n in (2, 4)}
    kept = np.zeros((4, MAX_KEPT, N_FEATURES))
    nkept = np.zeros(4, np.int64)
    h = np.zeros(net.b1.shape[0])
    values = np.zeros(MAX_KEPT)
    no_table, kidx = no_pairs(), np.zeros((4, 1, pair_table.LOOKUPS), np.int64)  # the network trains alone
    curve: list[tuple] = []
    begun = time.perf_counter()
    g = 0

    def check() -> None:
        rate = strength(net, players, check_games, seed + 7_919 * (len(curve) + 1))
        curve.append((g, round(time.perf_counter() - begun, 1), rate))
        log(f"{g:7d} games ({curve[-1][1]:6.0f} s): {rate:.1%} {GOALS[players][1]}")

    while (games <= 0 or g < games) and (minutes <= 0 or time.perf_counter() - begun < minutes * 60):
        if check_every and g % check_every == 0:
            check()
        lineup = lineups[g % len(lineups)]
        table = tables[len(lineup)]
        seats = [int(s) for s in table.args[1]]
        kinds = kinds_of(seats, lineup, g // len(lineups))  # the lineup moves round the table
        winner = play(game_seed(seed, g), kinds, explore, *table.args, *net.arrays(), *no_table, kept, nkept, kidx)
        step = alpha / np.sqrt(1.0 + g / 20_000)
        for s in seats:
            if kinds[s] == LEARNED:
                td_update(kept[s], nkept[s], 1.0 if winner == s else 0.0, *net.arrays(), step, lam, h, values)
        g += 1
    if check_every:
        check()
    return net, curve, g


def save(net: Net, path: pathlib.Path, games: int, seconds: float, company: str = "",
         pairs: np.ndarray | None = None, pairs_games: int = 0) -> None:
    """Write the network as JSON (6 significant digits), with its pair table if any (float32),
    checked by :func:`~ludo_widget.players.learned.check_net`."""
    data: dict = {"features": N_FEATURES, "hidden": int(net.b1.shape[0]), "trained_games": games,
                  "training_seconds": round(seconds), "method": f"TD(lambda) self-play, classic, company {company!r}",
                  "w1": [[float(f"{v:.6g}") for v in row] for row in net.w1], "b1": [float(f"{v:.6g}") for v in net.b1],
                  "w2": [float(f"{v:.6g}") for v in net.w2], "b2": float(f"{net.b2[0]:.6g}")}
    if pairs is not None and pairs.size:
        data["pairs_games"] = pairs_games
        data["pairs_method"] = ("TD(lambda) on the frozen network, 4-player classic against three random players "
                                "(ludo_widget/players/pair_training.py)")
        data["pairs"] = pair_table.encode(pairs.tolist())
    check_net(data, str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")


def plot(curve: list[tuple], csv_path: pathlib.Path, players: int = 4, title: str = "") -> None:
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
    _, label, goal = GOALS[players]
    ax.plot(games, [row[2] for row in curve], marker=".", label=label)
    ax.axhline(goal, color="C0", linestyle=":", label=f"goal: {goal:.0%}")
    ax.set_xlabel("training games")
    ax.set_ylabel("games won")
    ax.set_ylim(0, 1)
    ax.set_title(title or f"Learned player, {players}-player network: TD(lambda) training curve")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(csv_path.with_suffix(".png"), dpi=100)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--players", type=int, choices=KINDS, default=4, help="which network: 2 or 4 players")
    ap.add_argument("--games", type=int, default=0, help="stop after this many games (0: only the clock)")
    ap.add_argument("--minutes", type=float, default=15.0, help="stop after this long (0: only --games)")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--alpha", type=float, default=0.1)
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--check-every", type=int, default=10_000)
    ap.add_argument("--check-games", type=int, default=400)
    ap.add_argument("--mix", help=f"the round of games (default per network: {MIXES}; see train.MIXES)")
    ap.add_argument("--init", type=pathlib.Path, help="go on from this weights file (default: random weights)")
    ap.add_argument("--out", type=pathlib.Path, help="default: the shipped file of the network")
    ap.add_argument("--curve", type=pathlib.Path, help="default: benchmarks/learned_curve_<players>p.csv")
    ap.add_argument("--pairs-minutes", type=float, default=0.0,
                    help="4 players: then train the pair table on the network this long (going on from --init's)")
    ap.add_argument("--pairs-alpha", type=float, default=0.002)
    args = ap.parse_args(argv)
    if args.pairs_minutes and args.players != 4:
        ap.error("a pair table is for the 4-player network")
    mix = args.mix or MIXES[args.players]
    out = args.out or weights_file(args.players)
    begun = time.perf_counter()
    start, before, seconds, pairs, pairs_before = None, 0, 0.0, None, 0
    if args.init:
        weights = load_weights(args.init)
        start = Net.of(weights)
        data = json.loads(args.init.read_text())
        before, seconds = int(data.get("trained_games", 0)), float(data.get("training_seconds", 0))
        if weights.get("pairs"):
            pairs, pairs_before = np.array(weights["pairs"]), int(data.get("pairs_games", 0))
    games = 0
    net = start
    if args.games > 0 or args.minutes > 0:
        net, curve, games = train(args.games, args.minutes, args.hidden, args.seed, args.alpha, args.lam,
                                  check_every=args.check_every, check_games=args.check_games, net=start,
                                  players=args.players, mix=mix)
        if curve:
            plot([(g + before, round(t + seconds, 1), *rates) for g, t, *rates in curve],
                 args.curve or curve_file(args.players), args.players)
        pairs, pairs_before = None, 0  # a table fits the network it was trained on
    if net is None:
        ap.error("give --minutes or --games, or --init a network to train a pair table on")
    if args.pairs_minutes:
        from . import pair_training  # needs numba, as the network's training does

        pairs = pairs if pairs is not None else np.zeros(pair_table.SIZE)
        played, pair_curve = pair_training.train(net, pairs, args.pairs_minutes, args.seed, args.pairs_alpha)
        if pair_curve:
            plot([(g + pairs_before, t, rate) for g, t, rate in pair_curve], PAIRS_CURVE, 4,
                 "Pair table on the 4-player network: TD(lambda) training curve")
        pairs_before += played
    save(net, out, before + games, seconds + time.perf_counter() - begun, mix, pairs, pairs_before)
    print(f"{games} games and {pairs_before} for the pair table in {time.perf_counter() - begun:.0f} s; weights in {out}")


if __name__ == "__main__":
    main()
