"""The best move now, with a reason a learner understands (:func:`hint`).

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
>>> game.roll(3)
3
>>> hint(game, playouts=400).move        # red token 1 captures yellow's token
Move(colour='red', token=0, start=10, to=13)
"""

from __future__ import annotations

import time as clock
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.referee import Move
from ..players.lookahead import LookaheadPlayer
from ..players.montecarlo import edge
from ..players.watching import same_outcome
from .playouts import CONFIDENCE, _awaits_a_move, _budget, _chances, _may_compile, _option_results
from .reasons import _figure, _reason


@dataclass(frozen=True)
class Hint:
    """The move the coach would play now, why, and the chance of winning after each option.

    A notebook shows it as the position with the move drawn on it and the reason under it;
    ``position`` is that position in the engine's notation.
    """

    move: Move
    reason: str
    chances: dict[Move, float]
    position: str = field(default="", repr=False, compare=False)

    def __str__(self) -> str:
        """The move and why, for ``print``: "Red 1: 10 → 13: Red token 1 captures ..."."""
        return f"{self.move}: {self.reason}"

    def _repr_html_(self) -> str:
        return _figure(self.position, self.reason, moves=[self.move])


def hint(game: "Game", time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
         engine: str = "auto") -> Hint:
    """The move the strongest computer player would play now, with a one-sentence reason.

    The strongest player (:class:`~ludo_widget.players.lookahead.LookaheadPlayer`, registered
    as ``"best"``) searches for at most half of ``time`` (to its full depth, with no
    clock, when ``playouts`` asks for a fixed number); then every distinct legal move is played
    out with the same dice (so the comparison is fair) for the rest of the time. The player's
    move is the hint unless the playouts show another move winning more, surely enough
    (:data:`CONFIDENCE`), and the reason gives the numbers only when they show the hint ahead:
    a few playouts (on the Python path, while numba loads) cannot tell moves apart, and then
    the hint says so by saying nothing of chances. ``engine`` is as for :func:`win_chances`
    (``"python"`` also keeps the search off the compiled path).
    A game that awaits no move is refused (:class:`~ludo_widget.engine.errors.LudoError`).
    """
    start = clock.perf_counter()
    budget, count = _budget(time, playouts)
    compiled = _may_compile(engine)
    _awaits_a_move(game)
    chosen = _strongest(game, budget / 2, count is not None, compiled)
    # The playouts get what the search left of the clock, and at least half of it.
    playing = time if count is not None else max(budget - (clock.perf_counter() - start), budget / 2)
    results = _option_results(game, playing, playouts, seed, compiled)
    favourite = next(m for m in results if same_outcome(m, chosen, game.state))
    chances = _chances(results)
    surer = [m for m in results if edge(results[m], results[favourite]) > CONFIDENCE]
    best = max(surer, key=chances.__getitem__) if surer else favourite
    return Hint(best, _reason(game, best, chances, results), chances, game.notation())


def _strongest(game: "Game", budget: float, repeatable: bool, compiled: bool) -> Move:
    """The strongest player's move: searched within ``budget`` seconds, or to its full depth
    (the same move every time) when ``repeatable``."""
    player = LookaheadPlayer(budget=None if repeatable else budget, compiled="auto" if compiled else False)
    return player.choose(game)
