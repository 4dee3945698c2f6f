"""Memory a ``simulate()`` run keeps a game: its table of tuples, against the same games as dicts.

    python benchmarks/simulation_memory.py [--games 100000] [--players 4]

Measured with ``tracemalloc`` in this process, the compiled code loaded before (a one-game run):
what the returned results hold after the run (a tuple a game and its values), and what asking for
``results.rows`` adds (a dict a game over the same values). A run kept those dicts before the
table: the reference is the table's memory with its tuples swapped for the dicts.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time
import tracemalloc

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from ludo_widget.simulate import simulate  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    simulate("classic", args.players, games=1, progress=False)  # load the compiled code first
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    start = time.perf_counter()
    res = simulate("classic", args.players, games=args.games, seed=1, progress=False)
    elapsed = time.perf_counter() - start
    table = tracemalloc.get_traced_memory()[0] - before
    rows = res.rows
    dicts = tracemalloc.get_traced_memory()[0] - before - table
    tracemalloc.stop()
    tuples = sys.getsizeof((None,) * len(rows[0])) * len(rows)  # the table's tuples: one size, a column each
    before_table = table - tuples + dicts  # what a run kept before: a dict a game over the same values
    n = len(rows)
    print(f"{n:,} games of classic, {args.players} players, {res.engine} ({elapsed:.1f} s, traced)")
    print(f"the results' table: {table / n:,.0f} bytes a game ({tuples / n:,.0f} of them the tuple)")
    print(f"the same games as dicts, added by .rows: {dicts / n:,.0f} bytes a game")
    print(f"a dict a game and its values (as kept before the table): {before_table / n:,.0f} bytes a game, "
          f"{before_table / table:.2f}x the table")


if __name__ == "__main__":
    main()
