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

import math
import time as clock
from collections.abc import Iterator
from dataclasses import dataclass, field
from html import escape
from typing import Any

from .engine.board import COLOURS, partner
from .engine.dice import next_word, seed_state
from .engine.errors import LudoError, quote
from .engine.game import Game, as_game
from .engine.record import Record
from .engine.referee import Move, Referee
from .engine.state import State
from .engine.svg import board_svg
from .intervals import wilson
from .move_words import describe, keeps
from .players.base import distinct, is_number
from .players.lookahead import LookaheadPlayer
from .players.montecarlo import edge
from .players.rollouts import Rollouts, compiled_ready
from .players.rollouts import heuristic_chooser as _policy
from .players.watching import same_outcome

__all__ = ["Hint", "Judging", "Mistake", "Mistakes", "Review", "Tally", "describe", "hint", "judge", "review",
           "tally", "win_chances"]

Side = "str | tuple[str, str]"
_BATCH = 16          # playouts between looks at the clock
#: How sure (the paired sign test's z, :func:`~ludo_widget.players.montecarlo.edge`) playouts must be
#: that one move wins more than another before a hint or a review says so.
CONFIDENCE = 2.0
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
        """One line for ``print``, the caption of its picture: the step, the move, what it lost, why."""
        return f"Step {self.step}: {self.played} lost {self.lost:.0%} winning chance. Better: {self.reason}"

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


def _figure(position: str, caption: str, moves: list[Move], played: Move | None = None) -> str:
    """A position with moves drawn on it over a caption, as HTML (the caption alone without a position)."""
    text = f"<figcaption>{escape(caption)}</figcaption>"
    if not position:
        return f"<figure>{text}</figure>"
    picture = board_svg(Game.from_notation(position), size=320, moves=moves, played=played)
    return f'<figure style="margin: 0">{picture}{text}</figure>'


# -- win chances ---------------------------------------------------------------------


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
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise LudoError(f"seed must be a whole number, not {quote(seed)}")
    compiled = _may_compile(engine)
    ref, st = game.referee, game.state
    if st.awaiting == "move":
        st = ref.after_move(st, _policy(ref)(st, ref.moves(st)))
    won = ref.winner(st)
    if st.awaiting == "over" or won is not None:  # decided: the chances are certain
        return Tally({k: int(k == won) for k in sides(ref)}, 0, certain=True)
    wins, total = _count(ref, st, budget, count, seed, compiled)
    return Tally(wins, total)


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
    """The keys of :func:`win_chances`: each seat's colour, or each pair's under teams."""
    return [side_of(ref, s) for s in ref.seats if not ref.rules.teams or s < partner(s)]


def side_of(ref: Referee, seat: int) -> Any:
    """The key of :func:`win_chances` that ``seat`` wins under: its colour, or its pair's tuple."""
    return tuple(COLOURS[s] for s in sorted((seat, partner(seat)))) if ref.rules.teams else COLOURS[seat]


def _shares(wins: dict, total: int, interval: bool) -> dict:
    if not total:  # nothing decided in the playouts: no side is favoured, and nothing is known
        return {k: ((1 / len(wins), 0.0, 1.0) if interval else 1 / len(wins)) for k in wins}
    out: dict = {}
    for key, n in wins.items():
        p = n / total
        out[key] = (p, *wilson(n, total)) if interval else p
    return out


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


# -- hints ------------------------------------------------------------------------------


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


def _awaits_a_move(game: "Game") -> None:
    if as_game(game).awaiting != "move":
        raise LudoError(f"a hint needs a move to choose: the game awaits {game.awaiting!r}")


def _option_chances(game: "Game", time: Any, playouts: Any, seed: int,
                    compiled: bool = True) -> dict[Move, float]:
    return _chances(_option_results(game, time, playouts, seed, compiled))


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


def _reason(game: "Game", move: Move, chances: dict[Move, float], results: dict[Move, list[bool]],
            instead: Move | None = None) -> str:
    """The sentence for ``move``: what it does, what it keeps safe that ``instead`` (the move
    played, in a review; by default the next best move) would not, and the chances of both when
    the playouts are sure of them."""
    what = describe(game, move)
    if len(chances) == 1:
        return f"{what[0].upper()}{what[1:]}: the only move there is."
    other = max((m for m in chances if m != move), key=chances.__getitem__) if instead is None else instead
    kept = keeps(game.referee, game.state, move, other)
    sentence = f"{what[0].upper()}{what[1:]}" + (f", {kept}" if kept else "")
    if edge(results[move], results[other]) > CONFIDENCE:
        which = "the next best move" if instead is None else "the move played"
        sentence += (f" (it wins {chances[move]:.0%} of {len(results[move]):,} games played on from here, "
                     f"{which} {chances[other]:.0%})")
    return sentence + "."


# -- review -----------------------------------------------------------------------------


def review(game: "Game | Record | str", time: float = 0.2, *, playouts: int | None = None, seed: int = 0, top: int = 5,
           colours: "list[str] | None" = None, threshold: float = 0.02) -> Mistakes:
    """The moves of a game's line that lost the most winning chance, worst first.

    ``game`` is a :class:`Game`, or a game record: its text (:meth:`Game.record
    <ludo_widget.engine.game.Game.record>`), replayed and checked first, or the
    :class:`~ludo_widget.engine.record.Record` read from it.

    Each decision with more than one distinct option is replayed on a copy (the game is left
    alone) and its options played out (``time`` seconds a decision, shared by its options, or ``playouts`` in all);
    a move counts when it lost at least ``threshold`` of the mover's chance. ``colours``
    limits the review to those seats' moves. The line is :attr:`Game.line
    <ludo_widget.engine.game.Game.line>`: steps taken back (Undo, goto) are reviewed too.
    :class:`Review` does the same work a little at a time.
    """
    _top(top)
    work = Review(game, time, playouts=playouts, seed=seed, colours=colours, threshold=threshold)
    while not work.finished:
        work.advance(math.inf)
    return work.mistakes(top)


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
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise LudoError(f"seed must be a whole number, not {quote(seed)}")
        self.move, self.threshold = move, threshold
        self._game = game.copy()
        self._compiled = _may_compile(engine)
        self._seed, self._slices = seed, 0
        self._results: dict[Move, list[bool]] = {}

    def advance(self, time: float = 0.2, *, playouts: int | None = None) -> "Mistake | None":
        """Play the options out for ``time`` seconds more (or ``playouts`` more, shared among them),
        on dice no earlier slice rolled; returns :attr:`mistake`."""
        more = _option_results(self._game, time, playouts, self._seed + self._slices, self._compiled)
        self._slices += 1
        for option, won in more.items():  # playout i of every option still rolls the same dice
            self._results.setdefault(option, []).extend(won)
        return self.mistake

    @property
    def mistake(self) -> "Mistake | None":
        """The mistake the move is by the playouts so far, or None."""
        if not self._results:
            return None
        return _mistake(self._game, len(self._game.history) + 1, self.move, self._results, self.threshold)

    @property
    def playouts(self) -> int:
        """The fewest playouts an option has had (an option that ends the game counts as played)."""
        return min((len(r) for r in self._results.values()), default=0)

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


def _top(top: Any) -> int:
    if not isinstance(top, int) or isinstance(top, bool) or top < 1:
        raise LudoError(f"top must be a whole number from 1, not {quote(top)}")
    return top


def _reviewed_game(value: Any) -> Game:
    """The game a review looks at: a Game, a record read back (:func:`ludo_widget.engine.record.read`),
    or a record's text, replayed and checked."""
    if isinstance(value, str):
        value = Game.from_record(value)
    game = value.game if isinstance(value, Record) else as_game(value)
    if not game.has_history:
        raise LudoError("this game does not keep its steps (history=False, or a save without them): "
                        "there is nothing to review")
    return game


class Review:
    """A game's review worked out a few moves at a time, so that a board never waits long.

    ``advance(budget)`` looks at the next moves until about ``budget`` seconds are spent (at
    least one piece of work: a step taken back, or one step of the line looked at); ``done`` of ``total`` moves are looked at; ``mistakes()`` lists what was
    found so far. The game is copied: it may go on or be scrubbed meanwhile.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    >>> game.roll(3); game.move(1)   # red token 2 walks on instead of capturing with token 1
    3
    >>> work = Review(game, playouts=1000)
    >>> work.done, work.total, work.finished
    (0, 1, False)
    >>> work.advance(0.1); work.finished
    True
    >>> [(m.step, m.played.token, m.better.token) for m in work.mistakes()]
    [(2, 1, 0)]
    """

    def __init__(self, game: "Game | Record | str", time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
                 colours: "list[str] | None" = None, threshold: float = 0.02) -> None:
        game = _reviewed_game(game)
        _budget(time, playouts)
        if colours is not None and not (isinstance(colours, (list, tuple, set))
                                        and all(isinstance(c, str) and c in COLOURS for c in colours)):
            raise LudoError(f"colours must be a list among {', '.join(COLOURS)}, not {quote(colours)}")
        wanted = set(COLOURS if colours is None else colours)
        if not is_number(threshold) or not 0 <= threshold <= 1:
            raise LudoError(f"threshold must be a chance from 0 to 1, not {quote(threshold)}")
        self.line = tuple(game.line)
        self._copy = game.copy()
        self._rewound = not self._copy.history  # the copy goes back to step 0 in advance(): a long game takes a while
        self._options = (time, playouts, seed)
        self.threshold = threshold
        self._wanted = wanted
        self.total = sum(1 for s in self.line if s.kind == "move" and s.colour in wanted)
        self.done = 0
        self._found: list[Mistake] = []

    @property
    def finished(self) -> bool:
        """Whether every move of the line has been looked at."""
        return self._rewound and len(self._copy.history) >= len(self.line)

    def advance(self, budget: float = 0.0) -> None:
        """Work until ``budget`` seconds are spent or would be overrun by one more decision (at
        least one piece of work, unless the review is finished): first the copy is taken back
        to step 0 a step at a time, then each step of the line is looked at in turn."""
        if not isinstance(budget, (int, float)) or isinstance(budget, bool) or math.isnan(budget):
            raise LudoError(f"budget must be a number of seconds, not {quote(budget)}")
        start = clock.perf_counter()
        time, playouts, _ = self._options
        longest = float(time) if playouts is None else 0.0  # what one decision costs, until one is timed
        while not self.finished:
            before = clock.perf_counter()
            if self._rewound:
                self._step()
                longest = max(longest, clock.perf_counter() - before)
            else:
                self._copy.undo()  # replays at most CHECKPOINT steps: a fraction of a millisecond
                self._rewound = not self._copy.history
            if clock.perf_counter() - start + (longest if self._rewound else 0.0) > budget:
                return

    def _step(self) -> None:
        """Judge the next step of the line if it is a move of a wanted seat, then play it on the copy."""
        copy = self._copy
        step = self.line[len(copy.history)]
        if step.kind == "move" and step.move is not None and step.colour in self._wanted:
            self.done += 1
            if len(distinct(copy.legal_moves(), copy.state)) > 1:
                self._judge(len(copy.history) + 1, step.colour, step.move)
        copy.redo()

    def _judge(self, number: int, colour: str, done: Move) -> None:
        time, playouts, seed = self._options
        results = _option_results(self._copy, time, playouts, seed)
        found = _mistake(self._copy, number, done, results, self.threshold)
        if found is not None:
            self._found.append(found)

    def mistakes(self, top: int = 5) -> Mistakes:
        """The ``top`` moves found so far that lost the most winning chance, worst first."""
        return Mistakes(sorted(self._found, key=lambda m: -m.lost)[:_top(top)])
