"""The coach's playouts: games played on from a position, every seat playing the heuristic, on
the compiled path where it can (:mod:`ludo_widget.fastsim.playouts`) and in Python otherwise;
counted by side (:mod:`.chances`) or by option, each option on the same dice (hints, judgements
and reviews).

>>> from ludo_widget import Game, Rules
>>> sides(Game(players=3, seed=1).referee), sides(Game(Rules.preset("online", teams=True), players=4).referee)
(['red', 'green', 'yellow'], [('red', 'yellow'), ('green', 'blue')])
>>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
>>> game.roll(3)
3
>>> results = _option_results(game, None, 200, seed=0)   # each option 100 times, on the same dice
>>> [len(won) for won in results.values()]
[100, 100]
"""

from __future__ import annotations

import math
import time as clock
from collections.abc import Iterator
from typing import Any

from ..engine.dice import next_word, seed_state
from ..engine.errors import LudoError, quote
from ..engine.game import Game, as_game
from ..engine.referee import Move, Referee
from ..engine.state import State
from ..players.base import distinct, is_number
from ..players.rollouts import Rollouts, compiled_ready

_BATCH = 16          # playouts between looks at the clock
#: How sure (the paired sign test's z, :func:`~ludo_widget.players.montecarlo.edge`) playouts must be
#: that one move wins more than another before a hint or a review says so.
CONFIDENCE = 2.0


def _may_compile(engine: Any) -> bool:
    """Whether playouts may run compiled: ``engine`` is "auto" (yes, where numba is) or "python"."""
    if engine not in ("auto", "python"):
        raise LudoError(f"engine is \"auto\" or \"python\", not {quote(engine)}")
    return engine == "auto"


def _budget(time: Any, playouts: Any) -> tuple[float, int | None]:
    if playouts is not None:
        if not isinstance(playouts, int) or isinstance(playouts, bool) or not 1 <= playouts <= 1_000_000:
            raise LudoError(f"playouts must be a whole number from 1 to 1,000,000, not {quote(playouts)}")
        return math.inf, playouts
    if not is_number(time) or not 0 < time <= 3600:
        raise LudoError(f"time must be a number of seconds above 0 (at most 3600), not {quote(time)}")
    return float(time), None


def sides(ref: Referee) -> list:
    """The keys of :func:`win_chances`: each seat's colour, or each pair's under teams (``ref.sides()``)."""
    return ref.sides()


def side_of(ref: Referee, seat: int) -> Any:
    """The key of :func:`win_chances` that ``seat`` wins under: its colour, or its pair's tuple."""
    return ref.side_of(seat)


def _count(ref: Referee, st: State, budget: float, count: int | None, seed: int,
           compiled: bool = True) -> tuple[dict, int]:
    """Wins per side over playouts from ``st`` (awaiting a roll, not decided), and how many were decided."""
    wins = {k: 0 for k in sides(ref)}
    total = 0
    for winner in _playouts(ref, st, budget, count, seed, compiled):
        if winner is not None:
            wins[winner] += 1
            total += 1
    return wins, total


def _playouts(ref: Referee, st: State, budget: float, count: int | None, seed: int,
              may_compile: bool = True) -> Iterator:
    """The winners of playouts from ``st``, batch by batch until ``count`` or the time runs out.

    Every seat plays the heuristic (:class:`~ludo_widget.players.rollouts.Rollouts`, compiled
    where it can be). A Python playout is slow, so on that path the clock is read before each one.
    """
    rollouts = Rollouts(ref, ["heuristic"] * len(ref.seats), compiled=may_compile)
    keys = sides(ref)
    size = _BATCH if rollouts.compiled_for(st) else 1
    if size > 1 and count is None:
        # The first compiled playout in a process loads numba's code (about a second): that is
        # not playing time, and counted as such it left the first answer 16 playouts.
        compiled_ready(wait=None)
    deadline = clock.perf_counter() + budget
    done, batch = 0, 0
    while (count is None and (done == 0 or clock.perf_counter() < deadline)) or (count is not None and done < count):
        n = size if count is None else min(size, count - done)
        for side in rollouts.winners(st, n, seed=next_word(seed_state(seed))[1] ^ batch):
            yield None if side < 0 else keys[side]
        done += n
        batch += 1


def _awaits_a_move(game: "Game") -> None:
    if as_game(game).awaiting != "move":
        raise LudoError(f"a hint needs a move to choose: the game awaits {game.awaiting!r}")


def _option_results(game: "Game", time: Any, playouts: Any, seed: int,
                    compiled: bool = True) -> dict[Move, list[bool]]:
    """Each distinct option's playouts, in order: whether the mover's side won each (an undecided
    one is not a win). Playout ``i`` of every option rolls the same dice, so the lists are cut to
    the shortest and compare pair by pair; an option that ends the game has every entry alike.
    """
    budget, count = _budget(time, playouts)
    _awaits_a_move(game)
    ref, st = game.referee, game.state
    options = distinct(ref.moves(st), st)
    side = side_of(ref, st.turn)
    if len(options) == 1:
        return {options[0]: [True]}
    share = budget / len(options)
    per = None if count is None else max(1, count // len(options))
    played: dict[Move, list[bool]] = {}
    certain: dict[Move, bool] = {}
    for m in options:
        after = ref.after_move(st, m)
        if after.awaiting == "over" or ref.winner(after) is not None:
            certain[m] = ref.winner(after) == side
        else:
            played[m] = [w == side for w in _playouts(ref, after, share, per, seed, compiled)]
    n = min((len(r) for r in played.values()), default=1)
    return {m: [certain[m]] * n if m in certain else played[m][:n] for m in options}


def _chances(results: dict[Move, list[bool]]) -> dict[Move, float]:
    return {m: sum(r) / len(r) if r else 0.0 for m, r in results.items()}
