"""The compiled path against the Python engine and ludopy, in one run, on one core.

    python benchmarks/simulation_compiled.py [--seconds 4] [--rounds 3]

Complete 4-player classic games a second:

* ``compiled``: ``simulate(..., engine="compiled", workers=1)``, rows included; ``kernel``: the
  same games without building rows (``ludo_widget.fastsim.games.play``);
* ``python``: ``simulate(..., engine="python", workers=1)``;
* ``ludopy``: ``ludopy.Game()`` with a random legal piece each move, as its README plays
  (``pip install ludopy``; the row says so when it is missing).

Random players, then four heuristic players (ludopy has none). Rounds interleave the
contenders, so a change in the machine's load moves all of them; each figure is the best
round. Compile time is measured apart, in fresh processes: once with an empty numba cache (a
first run) and once with the cache this checkout keeps (``cache=True``: every later run).
"""

from __future__ import annotations

import argparse
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ludo_widget.simulate import simulate  # noqa: E402

FIRST_CALL = ("import time; t = time.perf_counter(); "
              "from ludo_widget.simulate import simulate; "
              "simulate('classic', 4, games=1, strategies='heuristic', engine='compiled', progress=False); "
              "simulate('classic', 4, games=1, strategies='random', engine='compiled', progress=False); "
              "print(time.perf_counter() - t)")


def first_call_seconds(cache_dir: str | None) -> float:
    """Seconds from a fresh interpreter to the first compiled games (imports included)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if cache_dir is not None:
        env["NUMBA_CACHE_DIR"] = cache_dir
    out = subprocess.run([sys.executable, "-c", FIRST_CALL], env=env, capture_output=True, text=True,
                         check=True, timeout=1200)
    return float(out.stdout.strip().splitlines()[-1])


def rate(play, seconds: float, batch: int) -> float:
    """Games a second of ``play(n)`` over about ``seconds`` of CPU time on this core."""
    games, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        play(batch)
        games += batch
    return games / (time.process_time() - start)


def ludopy_games(n: int) -> None:
    import ludopy
    import numpy as np

    rng = np.random.default_rng(1)
    for _ in range(n):
        game = ludopy.Game()
        over = False
        while not over:
            (_, move_pieces, _, _, _, over), _ = game.get_observation()
            piece = move_pieces[rng.integers(0, len(move_pieces))] if len(move_pieces) else -1
            *_, over = game.answer_observation(piece)


def kernel_games(strategy: str):
    from ludo_widget.engine import Rules
    from ludo_widget.fastpath import compiled_form
    from ludo_widget.fastsim.games import base_seed, play

    rules = Rules.preset("classic")
    lineup, _ = compiled_form([strategy] * 4, rules, (0, 1, 2, 3))
    counter = [0]

    def run(n: int) -> None:
        play(rules, (0, 1, 2, 3), base_seed(1), counter[0], counter[0] + n, lineup)
        counter[0] += n
    return run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=4.0, help="CPU seconds per contender per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--skip-compile", action="store_true", help="do not time the compile in fresh processes")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; classic, 4 players, one core")

    if not args.skip_compile:
        with tempfile.TemporaryDirectory() as empty:
            cold = first_call_seconds(empty)
        warm = first_call_seconds(None)
        print(f"first compiled games in a fresh process: {cold:.1f} s with an empty cache (compiling), "
              f"{warm:.1f} s with the cache")

    try:
        import ludopy  # noqa: F401
        have_ludopy = True
    except ImportError:
        have_ludopy = False
        print("ludopy is not installed (pip install ludopy): its row is missing")

    def sim(strategy: str, engine: str):
        counter = [0]

        def run(n: int) -> None:
            simulate("classic", 4, games=n, seed=counter[0], strategies=strategy, engine=engine, workers=1,
                     progress=False)
            counter[0] += 1
        return run

    contenders = {
        "random": {"compiled": (sim("random", "compiled"), 2000), "kernel": (kernel_games("random"), 2000),
                   "python": (sim("random", "python"), 50)},
        "heuristic": {"compiled": (sim("heuristic", "compiled"), 500),
                      "kernel": (kernel_games("heuristic"), 500), "python": (sim("heuristic", "python"), 5)},
    }
    if have_ludopy:
        contenders["random"]["ludopy"] = (ludopy_games, 5)
    for runs in contenders.values():
        for play, _ in runs.values():
            play(2)  # warm up: compile or load from the cache, import
    best: dict[tuple[str, str], float] = {}
    for _ in range(args.rounds):
        for players, runs in contenders.items():
            for name, (play, batch) in runs.items():
                r = rate(play, args.seconds, batch)
                best[players, name] = max(best.get((players, name), 0.0), r)
    for players, runs in contenders.items():
        print(f"\n{players} players:")
        python = best[players, "python"]
        for name in runs:
            r = best[players, name]
            print(f"  {name:9} {r:10,.0f} games/s  {r / python:7.1f}x python")


if __name__ == "__main__":
    main()
