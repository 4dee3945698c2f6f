"""Each side's chance of winning from a position, counted from playouts (:func:`win_chances`),
and the counts behind it, which add up over slices (:class:`Tally`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.dice import check_seed
from ..engine.errors import LudoError
from ..engine.game import Game, as_game
from ..intervals import wilson
from ..players.rollouts import heuristic_chooser as _policy
from .playouts import _budget, _count, _may_compile, sides


def win_chances(game: "Game", time: float = 0.2, interval: bool = False, *, playouts: int | None = None,
                seed: int = 0, engine: str = "auto") -> dict:
    """Each side's chance of winning from this position: ``{colour: p}``, or ``{(c1, c2): p}``
    under teams (keyed as :attr:`Game.winner <ludo_widget.engine.game.Game.winner>`); the values
    sum to 1. With ``interval=True`` each value is ``(p, low, high)``, a Wilson 95% interval.

    If the game awaits a move, the seat to act plays the heuristic's choice first. ``engine``
    is ``"auto"`` (compiled playouts where numba is installed) or ``"python"`` (never the
    compiled ones: no wait while numba loads).

    >>> from ludo_widget import Game
    >>> game = Game(players=4, seed=2)
    >>> chances = win_chances(game, playouts=64, interval=True)
    >>> sorted(chances), all(lo <= p <= hi for p, lo, hi in chances.values())
    (['blue', 'green', 'red', 'yellow'], True)
    """
    return tally(game, time, playouts=playouts, seed=seed, engine=engine).shares(interval)


@dataclass(frozen=True)
class Tally:
    """The playouts behind :func:`win_chances`: how many each side won, of ``decided``
    (a playout that ends undecided counts for nobody). ``certain`` when the position is
    decided already: ``wins`` then gives the winner 1 and everyone else 0, with no playouts.
    Tallies of one position with different seeds add up (``a + b``), so its chances can be
    worked out in slices.
    """

    wins: dict
    decided: int
    certain: bool = False

    def __add__(self, other: "Tally") -> "Tally":
        if self.certain or other.certain or self.wins.keys() != other.wins.keys():
            raise LudoError("only tallies of the same undecided position add up")
        return Tally({k: n + other.wins[k] for k, n in self.wins.items()}, self.decided + other.decided)

    def shares(self, interval: bool = False) -> dict:
        """Each side's share of the wins, as :func:`win_chances` gives it."""
        if self.certain:
            return {k: ((float(n),) * 3 if interval else float(n)) for k, n in self.wins.items()}
        return _shares(self.wins, self.decided, interval)


def tally(game: "Game", time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
          engine: str = "auto") -> Tally:
    """The playouts from this position that :func:`win_chances` counts (the same arguments):
    add the tallies of other seeds to it for a surer answer.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, seed=3)
    >>> both = tally(game, playouts=40, seed=1) + tally(game, playouts=40, seed=2)
    >>> both.decided, round(sum(both.shares().values()), 9)
    (80, 1.0)
    """
    as_game(game)
    budget, count = _budget(time, playouts)
    check_seed(seed)  # before any playout: a decided position plays none
    compiled = _may_compile(engine)
    ref, st = game.referee, game.state
    if st.awaiting == "move":
        st = ref.after_move(st, _policy(ref)(st, ref.moves(st)))
    won = ref.winner(st)
    if st.awaiting == "over" or won is not None:  # decided: the chances are certain
        return Tally({k: int(k == won) for k in sides(ref)}, 0, certain=True)
    wins, total = _count(ref, st, budget, count, seed, compiled)
    return Tally(wins, total)


def _shares(wins: dict, total: int, interval: bool) -> dict:
    if not total:  # nothing decided in the playouts: no side is favoured, and nothing is known
        return {k: ((1 / len(wins), 0.0, 1.0) if interval else 1 / len(wins)) for k in wins}
    out: dict = {}
    for key, n in wins.items():
        p = n / total
        out[key] = (p, *wilson(n, total)) if interval else p
    return out
