"""Learn the weights of :class:`~ludo_widget.players.learned.LearnedPlayer` by self-play.

Linear TD(lambda) over :data:`~ludo_widget.players.learned.FEATURES` (Tesauro's TD-Gammon
rule, with a linear model): every seat plays the current weights one move ahead; after each
game, each seat's sequence of positions after its moves is walked with eligibility traces
towards the result (1 for the winner, 0 for the others). Games alternate between 2- and
4-player classic. Needs numpy (``pip install "ludo-widget[train]"``).

    python -m ludo_widget.players.train [--games 600] [--out PATH] [--curve benchmarks/learned_curve.csv]

The curve file gets one row per evaluation checkpoint: games trained, and the win rate of
the current weights against three random players over a few games.
"""

from __future__ import annotations

import argparse
import csv
import json
import pathlib
import random
import time

import numpy as np

from ..engine.game import Game
from .evaluation import Evaluator
from .learned import FEATURES, WEIGHTS_FILE, best_move, features, outcome, prior

#: The starting weights: the race share alone (a sensible player before any training).
START = dict(race=4.0)


def start_weights() -> np.ndarray:
    return np.array([START.get(name, 0.0) for name in FEATURES])


def self_play(weights: np.ndarray, players: int, seed: int, explore: float, rng: random.Random,
              random_seats: tuple[int, ...] = ()) -> tuple[dict[int, list[list[float]]], dict[int, float], float]:
    """One classic game, every seat on ``weights`` (but ``random_seats``, which play at random):
    each learning seat's feature rows after its moves, every seat's result, and the game's
    prior log-odds (see :func:`~ludo_widget.players.learned.prior`)."""
    game = Game("classic", players, seed=seed, log=False, history=False)
    st, ref = game.state, game.referee
    ev = Evaluator(ref.rules, ref.seats)
    w = weights.tolist()
    rows: dict[int, list[list[float]]] = {s: [] for s in ref.seats if s not in random_seats}
    while st.awaiting != "over" and ref.winner(st) is None:
        moves = ref.roll(st, ref.draw(st), None)
        if not moves:
            continue
        seat = st.turn
        learning = seat in rows
        if not learning or rng.random() < explore:
            move = rng.choice(moves)
        else:
            move = best_move(ref, ev, w, st, moves)
        ref.move(st, move, None)
        if learning and outcome(ref, st, seat) is None:
            rows[seat].append(features(ev, st, seat))
    return rows, {s: outcome(ref, st, s) or 0.0 for s in ref.seats}, prior(ev)


def td_update(weights: np.ndarray, rows: list[list[float]], result: float, alpha: float, lam: float,
              offset: float = 0.0) -> None:
    """TD(lambda) along one seat's positions, ending in ``result``; updates ``weights`` in place."""
    if not rows:
        return
    x = np.asarray(rows)
    trace = np.zeros_like(weights)
    for t in range(len(x)):
        v = 1.0 / (1.0 + np.exp(-offset - x[t] @ weights))
        nxt = result if t + 1 == len(x) else 1.0 / (1.0 + np.exp(-offset - x[t + 1] @ weights))
        trace = lam * trace + v * (1 - v) * x[t]
        weights += alpha * (nxt - v) * trace


def win_rate_vs_random(weights: np.ndarray, games: int, seed: int) -> float:
    """The share of 4-player classic games the weights win against three random players
    (the learner's seat rotates; no exploration)."""
    rng = random.Random(seed)
    wins = 0.0
    for g in range(games):
        others = tuple(s for s in range(4) if s != g % 4)
        _, results, _ = self_play(weights, 4, seed * 100_003 + g, 0.0, rng, others)
        wins += results[g % 4]
    return wins / games


def train(games: int, seed: int = 1, alpha: float = 0.05, lam: float = 0.7, explore: float = 0.02,
          check_every: int = 0, check_games: int = 40, weights: np.ndarray | None = None,
          against_random: float = 0.0, log=print) -> tuple[np.ndarray, list[tuple[int, float]]]:
    """Train for ``games`` games; returns the weights and the curve (games, win rate).

    Games alternate between 4 and 2 players; a share ``against_random`` of them seats one
    learner against random players (the 4-player goal's opponents), the rest are self-play.
    """
    w = start_weights() if weights is None else weights.astype(float).copy()
    rng = random.Random(seed)
    curve: list[tuple[int, float]] = []
    begun = time.perf_counter()
    for g in range(games):
        if check_every and g % check_every == 0:
            curve.append((g, win_rate_vs_random(w, check_games, seed + 10_000 + g)))
            log(f"{g:5d} games ({time.perf_counter() - begun:5.0f} s): {curve[-1][1]:.1%} vs 3 random")
        players = 2 if g % 2 else 4
        others = tuple(range(1, 4)) if rng.random() < against_random else ()
        rows, results, offset = self_play(w, players, seed * 100_003 + g, explore, rng, others)
        for s, r in rows.items():
            td_update(w, r, results[s], alpha / (1 + g / 500), lam, offset)
    if check_every:
        curve.append((games, win_rate_vs_random(w, check_games, seed + 10_000 + games)))
        log(f"{games:5d} games ({time.perf_counter() - begun:5.0f} s): {curve[-1][1]:.1%} vs 3 random")
    return w, curve


def save(weights: np.ndarray, path: pathlib.Path, games: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"features": list(FEATURES), "weights": [round(float(v), 6) for v in weights],
                                "trained_games": games, "method": "linear TD(lambda), self-play, classic"},
                               indent=1) + "\n")


def plot(curve: list[tuple[int, float]], csv_path: pathlib.Path) -> None:
    """Write the curve as CSV, and as a PNG beside it when matplotlib is installed."""
    with csv_path.open("w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["games_trained", "win_rate_vs_3_random"])
        out.writerows(curve)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot([g for g, _ in curve], [r for _, r in curve], marker="o")
    ax.axhline(0.25, color="grey", linestyle=":", label="a random player (25%)")
    ax.set_xlabel("self-play games")
    ax.set_ylabel("wins vs 3 random (4p classic)")
    ax.set_title("Learned player: TD(lambda) training curve")
    ax.legend()
    fig.tight_layout()
    fig.savefig(csv_path.with_suffix(".png"), dpi=100)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--against-random", type=float, default=0.0, help="share of games against random players")
    ap.add_argument("--check-every", type=int, default=100)
    ap.add_argument("--check-games", type=int, default=40)
    ap.add_argument("--out", type=pathlib.Path, default=WEIGHTS_FILE)
    ap.add_argument("--curve", type=pathlib.Path, default=pathlib.Path("benchmarks/learned_curve.csv"))
    args = ap.parse_args(argv)
    w, curve = train(args.games, args.seed, args.alpha, args.lam, check_every=args.check_every,
                     check_games=args.check_games, against_random=args.against_random)
    save(w, args.out, args.games)
    if curve:
        plot(curve, args.curve)
    print("weights:", dict(zip(FEATURES, np.round(w, 3))))


if __name__ == "__main__":
    main()
