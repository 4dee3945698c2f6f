"""Complete random-play 4-player games per second, for every preset, on one core.

The reference is a minimal pure-Python loop of the classic rules (six to enter, another
roll for a six, a capture or reaching home, three sixes forfeited, exact finish, every
opponent on a plain square goes home) written with bare integers and no options, measured
in the same run. The engine is measured on its simulation path (``Referee.play_roll``: no
event log, no undo history), the same path :func:`ludo_widget.simulate` uses.

    python benchmarks/engine_throughput.py [seconds per measurement]
"""

from __future__ import annotations

import sys
import time

from ludo_widget import PRESETS, Game
from ludo_widget.engine.dice import next_state

SAFE = {0, 8, 13, 21, 26, 34, 39, 47}


def reference_game(seed: int) -> int:
    """Minimal classic Ludo, 4 seats, random choices. Returns the number of rolls."""
    places = [[0] * 4 for _ in range(4)]
    state = seed
    turn, sixes, rolls = 0, 0, 0
    while True:
        state, face = next_state(state)
        rolls += 1
        sixes = sixes + 1 if face == 6 else 0
        if sixes == 3:
            turn, sixes = (turn + 1) % 4, 0
            continue
        mine = places[turn]
        moves = [i for i, p in enumerate(mine) if (p == 0 and face == 6) or (p and p + face <= 57)]
        if not moves:
            turn, sixes = (turn + 1) % 4, 0
            continue
        state, word = next_state(state)
        i = moves[word % len(moves)]
        to = 1 if mine[i] == 0 else mine[i] + face
        mine[i] = to
        again = face == 6 or to == 57
        if 1 < to < 52:
            square = (13 * turn + to - 1) % 52
            if square not in SAFE:
                for other in range(4):
                    if other != turn:
                        row = places[other]
                        for j, p in enumerate(row):
                            if 0 < p < 52 and (13 * other + p - 1) % 52 == square:
                                row[j] = 0
                                again = True
        if to == 57 and all(p == 57 for p in mine):
            return rolls
        if not again:
            turn, sixes = (turn + 1) % 4, 0


def engine_game(preset: str, seed: int) -> int:
    """One random-play game on the engine's simulation path. Returns the number of rolls."""
    game = Game(preset, players=4, seed=seed, log=False, history=False)
    st, ref = game.state, game.referee
    pick = [seed ^ 0x5DEECE66D]

    def choose(_st, moves):
        pick[0], word = next_state(pick[0])
        return moves[word % len(moves)]

    while st.awaiting != "over":
        ref.play_roll(st, choose)
    return st.rolls


def measure(play, seconds: float, totals: list[float]) -> None:
    """Play games for about ``seconds``; add (games, rolls, elapsed) to ``totals``."""
    start = time.perf_counter()
    games = rolls = 0
    while time.perf_counter() - start < seconds:
        rolls += play(int(totals[0]) + games)
        games += 1
    totals[0] += games
    totals[1] += rolls
    totals[2] += time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    # Rounds interleave the reference and the presets, so a machine that gets busier or
    # quieter during the run shifts both sides of every ratio alike.
    rounds = 6
    players = {"reference loop": reference_game}
    players.update({p: (lambda seed, p=p: engine_game(p, seed)) for p in PRESETS})
    totals = {name: [0.0, 0.0, 0.0] for name in players}
    for _ in range(rounds):
        for name, play in players.items():
            measure(play, seconds / rounds, totals[name])
    ref_us = totals["reference loop"][2] / totals["reference loop"][1] * 1e6
    for name, (games, rolls, elapsed) in totals.items():
        us = elapsed / rolls * 1e6
        line = f"{name:16} {games / elapsed:8.0f} games/s {us:6.2f} us/roll {rolls / games:6.0f} rolls/game"
        if name != "reference loop":
            line += f"   {us / ref_us:4.2f}x the reference per roll"
        print(line)


if __name__ == "__main__":
    main()
