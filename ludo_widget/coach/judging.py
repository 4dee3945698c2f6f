"""Whether a move lost winning chance: :func:`judge` in one go, :class:`Judging` a slice at a
time, and the :class:`Mistake` they find."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.dice import check_seed
from ..engine.errors import LudoError, quote
from ..engine.game import Game
from ..engine.referee import Move
from ..players.base import is_number
from ..players.montecarlo import edge
from ..players.watching import same_outcome
from .playouts import CONFIDENCE, _awaits_a_move, _chances, _may_compile, _option_results
from .reasons import _figure, _reason

NO_MISTAKES = "No move lost winning chance that the playouts were sure of."
#: What the coach says of a move :func:`judge` finds no mistake in, after the move's own words.
NOTHING_BETTER = "no other move was surely better"
#: ... and of one it had too few playouts to judge (:attr:`Judging.sure`).
TOO_FEW = "too few games were played on to judge it"
#: The fewest playouts an option needs before "no other move was surely better" means much: a
#: capture passed up (about 12 points) stood out from luck (:data:`CONFIDENCE`) in 189 of 200
#: judgements at this many, and in 99 of 200 at 100 (``benchmarks/coach_word.py``).
SURE_PLAYOUTS = 300


@dataclass(frozen=True)
class Mistake:
    """A move that lost winning chance: ``step`` is its number in ``game.line`` (1 the first step).

    A notebook shows it as the position before the move, the move played in red dashes and
    the better move as a green line (``position``, in the engine's notation).
    """

    step: int
    colour: str
    played: Move
    better: Move
    lost: float
    reason: str
    position: str = field(default="", repr=False, compare=False)

    def __str__(self) -> str:
        """One line for ``print``, the caption of its picture: the step, the move, what it lost, the
        better move and why (as the board's word on a move says it)."""
        return (f"Step {self.step}: {self.played} lost {self.lost:.0%} winning chance. "
                f"Better: {self.better}. {self.reason}")

    def _repr_html_(self) -> str:
        return _figure(self.position, str(self), moves=[self.better], played=self.played)


class Mistakes(list):
    """The list :func:`review` returns; a notebook shows it as the pictures of its mistakes side
    by side, worst first (a plain list otherwise)."""

    def __str__(self) -> str:
        """A line a mistake, worst first, for ``print``."""
        return "\n".join(map(str, self)) if self else NO_MISTAKES

    def _repr_html_(self) -> str:
        if not self:
            return f"<p>{NO_MISTAKES}</p>"
        shown = "".join(f'<div style="flex: 0 1 330px">{m._repr_html_()}</div>' for m in self)
        return f'<div style="display: flex; flex-wrap: wrap; gap: 12px">{shown}</div>'


def judge(game: "Game", move: Move, time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
          engine: str = "auto", threshold: float = 0.02) -> "Mistake | None":
    """Whether ``move``, one of ``game.legal_moves()``, would lose winning chance: a
    :class:`Mistake` naming the better move, or None when no option surely wins more (by at least
    ``threshold``). The options are played out as in :func:`review`, ``time`` seconds in all
    (or ``playouts``); the game is not changed. The board tells a person this after each move.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    >>> game.roll(3)
    3
    >>> walk, capture = Move("red", 1, 20, 23), Move("red", 0, 10, 13)
    >>> mistake = judge(game, walk, playouts=1000)
    >>> mistake.better == capture, mistake.lost > 0.1, judge(game, capture, playouts=1000)
    (True, True, None)
    """
    return Judging(game, move, seed=seed, engine=engine, threshold=threshold).advance(time, playouts=playouts)


class Judging:
    """One move's judgement worked out a slice at a time, as :class:`Review` works out a game's:
    each :meth:`advance` plays the options out on fresh dice and adds to the playouts so far.
    ``mistake`` is what they show (as :func:`judge` gives it), ``playouts`` the fewest an option
    has had, and ``sure`` says whether they could show a large mistake at all: below
    :data:`SURE_PLAYOUTS` a move that passes up a capture (about 12 points) often looks no worse
    than luck, so "no other move was surely better" would say little. The game is copied.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    >>> game.roll(3)
    3
    >>> work = Judging(game, Move("red", 1, 20, 23))    # red token 2 walks on; token 1 could capture
    >>> work.advance(playouts=20) is None, work.sure     # 10 games an option: nothing shows yet
    (True, False)
    >>> work.advance(playouts=1000).better, work.playouts, work.sure
    (Move(colour='red', token=0, start=10, to=13), 510, True)
    """

    def __init__(self, game: "Game", move: Move, *, seed: int = 0, engine: str = "auto",
                 threshold: float = 0.02) -> None:
        _awaits_a_move(game)
        if move not in game.legal_moves():
            raise LudoError(f"{quote(move)} is not one of the legal moves now")
        if not is_number(threshold) or not 0 <= threshold <= 1:
            raise LudoError(f"threshold must be a chance from 0 to 1, not {quote(threshold)}")
        check_seed(seed)
        self.move, self.threshold = move, threshold
        self._game = game.copy()
        self._compiled = _may_compile(engine)
        self._seed, self._slices = seed, 0
        self._results: dict[Move, list[bool]] = {}
        #: The mistake the move is by the playouts so far, or None (worked out once a slice).
        self.mistake: Mistake | None = None

    def advance(self, time: float = 0.2, *, playouts: int | None = None) -> "Mistake | None":
        """Play the options out for ``time`` seconds more (or ``playouts`` more, shared among them),
        on dice no earlier slice rolled; returns :attr:`mistake`."""
        more = _option_results(self._game, time, playouts, self._seed + self._slices, self._compiled)
        self._slices += 1
        for option, won in more.items():  # playout i of every option still rolls the same dice
            self._results.setdefault(option, []).extend(won)
        self.mistake = _mistake(self._game, len(self._game.history) + 1, self.move, self._results, self.threshold)
        return self.mistake

    @property
    def playouts(self) -> int:
        """The fewest playouts an option has had (an option that ends the game counts as played)."""
        return min((len(r) for r in self._results.values()), default=0)

    @property
    def verdict(self) -> str:
        """``"mistake"``, ``"fine"`` (no other move surely better, and enough playouts to say so)
        or ``"unsure"`` (too few playouts to tell)."""
        return "mistake" if self.mistake is not None else "fine" if self.sure else "unsure"

    def words(self) -> str:
        """What the coach says of a move that was no mistake: :data:`NOTHING_BETTER` or :data:`TOO_FEW`."""
        return NOTHING_BETTER if self.sure else TOO_FEW

    @property
    def sure(self) -> bool:
        """Whether the playouts could show a large mistake: one was found, or enough were played."""
        return self.playouts >= SURE_PLAYOUTS or self.mistake is not None


def _mistake(game: "Game", number: int, done: Move, results: dict[Move, list[bool]],
             threshold: float) -> "Mistake | None":
    """The mistake ``done`` is by the options' playouts (``game`` awaits it), or None."""
    chances = _chances(results)
    # The option the move played is: the same outcome (a shielded token is not its twin on the square).
    played = next(m for m in chances if same_outcome(m, done, game.state))
    best = max(chances, key=chances.__getitem__)
    lost = round(chances[best] - chances[played], 6)  # 0.116, not 0.11599999999999999
    # Only a loss the playouts are sure of: a few of them differ by chance alone.
    if lost < threshold or edge(results[best], results[played]) <= CONFIDENCE:
        return None
    return Mistake(number, done.colour, done, best, lost, _reason(game, best, chances, results, instead=played),
                   game.notation())
