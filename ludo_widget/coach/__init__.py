"""A coach: each side's chance of winning, the best move now with a reason, and a game's mistakes.

Chances are counted from playouts: games played on from the position with every seat playing
the heuristic (:class:`~ludo_widget.players.heuristic.HeuristicPlayer`), on the compiled path
(:mod:`ludo_widget.fastsim.playouts`) when numba is installed and the game has no Power
bonuses or seats away, and on the engine's Python fast path otherwise (far fewer playouts in
the same time). ``time`` bounds the playing time (loading the compiled code, about a second the
first time in a process, is not counted); ``playouts`` asks for a fixed number instead, which,
with ``seed``, makes the answer repeatable.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [57, 57, 57, 50], "yellow": [20, 0, 0, 0]}, seed=1)
>>> chances = win_chances(game, playouts=200)
>>> chances["red"] > 0.9, round(sum(chances.values()), 9)
(True, 1.0)
>>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
>>> game.roll(3)   # red token 1 would land on ring square 12, where yellow's token stands
3
>>> advice = hint(game, playouts=1000)
>>> advice.move
Move(colour='red', token=0, start=10, to=13)
>>> advice.reason.split(" (")[0]   # then how often it wins, against the next best move
'Red token 1 captures yellow token 1 and rolls again'
"""

from __future__ import annotations

from ..move_words import describe
from .chances import Tally, tally, win_chances
from .hints import Hint, hint
from .judging import NO_MISTAKES, NOTHING_BETTER, SURE_PLAYOUTS, TOO_FEW, Judging, Mistake, Mistakes, judge
from .playouts import CONFIDENCE, side_of, sides
from .reviews import Review, review

__all__ = ["CONFIDENCE", "NOTHING_BETTER", "NO_MISTAKES", "SURE_PLAYOUTS", "TOO_FEW", "Hint", "Judging", "Mistake",
           "Mistakes", "Review", "Tally", "describe", "hint", "judge", "review", "side_of", "sides", "tally",
           "win_chances"]
