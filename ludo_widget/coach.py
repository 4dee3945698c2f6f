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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine.board import COLOURS, HOME, RING, RING_OF, SAFE_RING, START, partner, ring_square
from .engine.dice import next_word, seed_state
from .engine.errors import LudoError, quote
from .engine.referee import Move, Referee
from .engine.state import State
from .players.base import distinct, is_number
from .players.evaluation import Evaluator
from .players.montecarlo import edge
from .players.rollouts import Rollouts, by_heuristic, compiled_ready
from .players.rollouts import heuristic_chooser as _policy

if TYPE_CHECKING:
    from .engine.game import Game

__all__ = ["Hint", "Mistake", "Review", "describe", "hint", "review", "win_chances"]

Side = "str | tuple[str, str]"
_BATCH = 16          # playouts between looks at the clock
_Z = 1.959963984540054  # the 95% normal quantile, for Wilson's interval
#: How sure (the paired sign test's z, :func:`~ludo_widget.players.montecarlo.edge`) playouts must be
#: that one move wins more than another before a hint or a review says so.
CONFIDENCE = 2.0
#: A token's chance of capture before its owner moves again (:meth:`Evaluator.danger`) from which a
#: reason calls it within reach: one opponent token one roll behind it gives 1/6.
EXPOSED = 0.1
#: The phrase that warns of a move's risk (joined with a comma, not "and").
CAVEAT = "though it lands within reach of an opponent"
_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


@dataclass(frozen=True)
class Hint:
    """The move the coach would play now, why, and the chance of winning after each option."""

    move: Move
    reason: str
    chances: dict[Move, float]


@dataclass(frozen=True)
class Mistake:
    """A move that lost winning chance: ``step`` is its number in ``game.history`` (1 the first step)."""

    step: int
    colour: str
    played: Move
    better: Move
    lost: float
    reason: str


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
    budget, count = _budget(time, playouts)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise LudoError(f"seed must be a whole number, not {quote(seed)}")
    compiled = _may_compile(engine)
    ref, st = game.referee, game.state
    if st.awaiting == "move":
        st = ref.after_move(st, _policy(ref)(st, ref.moves(st)))
    wins, total = _count(ref, st, budget, count, seed, compiled)
    return _shares(wins, total, interval)


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
    if ref.rules.teams:
        return [tuple(COLOURS[s] for s in sorted((a, partner(a)))) for a in ref.seats if a < partner(a)]
    return [COLOURS[s] for s in ref.seats]


def _shares(wins: dict, total: int, interval: bool) -> dict:
    if not total:  # nothing decided in the playouts: no side is favoured
        return {k: ((1 / len(wins),) * 3 if interval else 1 / len(wins)) for k in wins}
    out: dict = {}
    for key, n in wins.items():
        p = n / total
        out[key] = (p, *_wilson(n, total)) if interval else p
    return out


def _wilson(k: int, n: int) -> tuple[float, float]:
    """Wilson's 95% score interval for k successes in n trials."""
    p, z2 = k / n, _Z * _Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = _Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _count(ref: Referee, st: State, budget: float, count: int | None, seed: int,
           compiled: bool = True) -> tuple[dict, int]:
    """Wins per side over playouts from ``st`` (awaiting a roll or over), and how many were decided."""
    wins = {k: 0 for k in sides(ref)}
    if st.awaiting == "over" or ref.winner(st) is not None:
        wins[ref.winner(st)] = 1
        return wins, 1
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
    """The move with the best chance of winning now, with a one-sentence reason.

    Every distinct legal move is played out with the same dice (so the comparison is fair)
    within ``time`` seconds in all; the reason says what the move does. The heuristic's
    favourite is the hint unless the playouts show another move winning more, surely enough
    (:data:`CONFIDENCE`), and the reason gives the numbers only when they show the hint ahead:
    a few playouts (on the Python path, while numba loads) cannot tell moves apart, and then
    the hint says so by saying nothing of chances. ``engine`` is as for :func:`win_chances`.
    A game that awaits no move is refused (:class:`~ludo_widget.engine.errors.LudoError`).
    """
    results = _option_results(game, time, playouts, seed, _may_compile(engine))
    chances = _chances(results)
    favourite = by_heuristic(game)[0]
    surer = [m for m in results if edge(results[m], results[favourite]) > CONFIDENCE]
    best = max(surer, key=chances.__getitem__) if surer else favourite
    return Hint(best, _reason(game, best, chances, results), chances)


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
    if game.awaiting != "move":
        raise LudoError(f"a hint needs a move to choose: the game awaits {game.awaiting!r}")
    ref, st = game.referee, game.state
    options = distinct(ref.moves(st), st)
    side = _side_of(ref, st.turn)
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


def _side_of(ref: Referee, seat: int) -> Any:
    return tuple(COLOURS[s] for s in sorted((seat, partner(seat)))) if ref.rules.teams else COLOURS[seat]


def _reason(game: "Game", move: Move, chances: dict[Move, float], results: dict[Move, list[bool]],
            instead: Move | None = None) -> str:
    """The sentence for ``move``: what it does, what it keeps safe that ``instead`` (by default the
    next best move) would not, and the chances when the playouts are sure of them."""
    what = describe(game, move)
    if len(chances) == 1:
        return f"{what[0].upper()}{what[1:]}: the only move there is."
    runner = max((m for m in chances if m != move), key=chances.__getitem__)
    keeps = _keeps(game.referee, game.state, move, runner if instead is None else instead)
    sentence = f"{what[0].upper()}{what[1:]}" + (f", {keeps}" if keeps else "")
    if edge(results[move], results[runner]) > CONFIDENCE:
        sentence += (f" (it wins {chances[move]:.0%} of {len(results[move]):,} games played on from here, "
                     f"the next best move {chances[runner]:.0%})")
    return sentence + "."


def describe(game: "Game", move: Move) -> str:
    """What a legal move does, in words a learner understands (the game awaits that move).

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [3, 0, 0, 0], "yellow": [26, 0, 0, 0]}, seed=1)
    >>> game.roll(6)   # yellow's token stands on ring square 51, three squares behind red's
    6
    >>> describe(game, game.legal_moves()[0])
    'red token 1 escapes the yellow token three squares behind and lands on a star, a safe square'
    """
    ref, st = game.referee, game.state
    seat = COLOURS.index(move.colour)
    after = ref.after_move(st, move)
    who = f"{move.colour} token {move.token + 1}"
    parts = _deeds(ref, st, after, seat, move)
    if parts in ([], [CAVEAT]):
        face = st.face or 0
        parts.insert(0, f"moves {_words(face)} square{'s' if face != 1 else ''} closer to home")
    return f"{who} " + _join(parts)


def _deeds(ref: Referee, st: State, after: State, seat: int, move: Move) -> list[str]:
    """The phrases that say what ``move`` does, most telling first; a caveat ("though ...") last."""
    parts = []
    again = after.turn == st.turn and after.awaiting == "roll"
    victims = ref.would_capture(st, move)
    if victims:
        parts.append(f"captures {_tokens(victims)}")
        if again and ref.rules.bonus_on_capture:
            parts.append("rolls again")
    if move.to == HOME:
        parts.append("reaches home")
        if again and ref.rules.bonus_on_home and not victims:
            parts.append("rolls again")
    elif move.start == 0:
        parts.append("comes out of the yard")
    elif move.start <= 51 < move.to:
        parts.append("steps into its home column, where nobody can capture it")
    chaser = _chaser(ref, st, seat, move.token)
    ev = Evaluator(ref.rules, ref.seats)
    # Leaving the ring is escape enough: the phrase above says so.
    if (chaser and move.start != 0 and move.to <= 51
            and ev.danger(after, seat, move.token) < ev.danger(st, seat, move.token)):
        parts.append(f"escapes the {chaser}")
    target = _target(ref, after, seat, move.token)
    if target and target != _target(ref, st, seat, move.token):
        parts.append(f"closes in on {target}")
    if 1 <= move.to <= 51:
        square = RING_OF[seat][move.to]
        friends = [t for t, p in enumerate(after.places[seat]) if t != move.token and p == move.to]
        if friends and ref.rules.capture_rule != "all":
            on = f" on {_safe_square(square)}" if SAFE_RING[square] else ""
            parts.append(f"makes a pair with token {friends[0] + 1}{on}, which protects both")
        elif SAFE_RING[square] and move.start != 0:
            parts.append(f"lands on {_safe_square(square)}, a safe square")
        elif not victims and ev.danger(after, seat, move.token) >= EXPOSED:
            parts.append(CAVEAT)
    return parts


def _keeps(ref: Referee, st: State, move: Move, instead: Move) -> str:
    """What ``move`` keeps safe that ``instead`` would leave open to capture, as a phrase ("" if
    nothing): a token left on a safe square, or a pair left together where pairs protect."""
    seat = COLOURS.index(move.colour)
    ev = Evaluator(ref.rules, ref.seats)
    kept, other = ref.after_move(st, move), ref.after_move(st, instead)
    for t, p in enumerate(st.places[seat]):
        stays = 1 <= p <= 51 and kept.places[seat][t] == p
        if not stays or ev.danger(st, seat, t) > 0 or ev.danger(kept, seat, t) > 0:
            continue
        if ev.danger(other, seat, t) < EXPOSED:
            continue
        square = RING_OF[seat][p]
        if SAFE_RING[square]:
            return f"keeping token {t + 1} safe on {_safe_square(square)}"
        friends = [f for f, q in enumerate(st.places[seat]) if f != t and q == p]
        if friends and ref.rules.capture_rule != "all":
            a, b = sorted((t, friends[0]))
            return f"keeping tokens {a + 1} and {b + 1} together, where they protect each other"
    return ""


def _safe_square(square: int) -> str:
    """A safe ring square in the lessons' words: a seat's start square or a star."""
    starts = [c for seat, c in enumerate(COLOURS) if ring_square(seat, START) == square]
    return f"{starts[0]}'s start square" if starts else "a star"


def _chaser(ref: Referee, st: State, seat: int, token: int) -> str:
    """The nearest opponent token 1..6 squares behind a ring token, in words ("" if none)."""
    p = st.places[seat][token]
    if not 1 <= p <= 51 or SAFE_RING[RING_OF[seat][p]]:
        return ""
    square = RING_OF[seat][p]
    best = None
    for a in ref.opponents[seat]:
        for pa in st.places[a]:
            if 1 <= pa <= 51:
                d = (square - RING_OF[a][pa]) % RING
                if 1 <= d <= 6 and pa + d <= 51 and (best is None or d < best[0]):
                    best = (d, a)
    if best is None:
        return ""
    d, a = best
    return f"{COLOURS[a]} token {_words(d)} square{'s' if d > 1 else ''} behind"


def _target(ref: Referee, st: State, seat: int, token: int) -> str:
    """The nearest opponent token 1..6 squares ahead of a ring token that a roll of that many
    could capture (not on a safe square, not a protecting pair, not shielded), in words."""
    p = st.places[seat][token]
    if not 1 <= p <= 51:
        return ""
    square = RING_OF[seat][p]
    best = None
    for a in ref.opponents[seat]:
        for t, pa in enumerate(st.places[a]):
            if not 1 <= pa <= 51 or SAFE_RING[RING_OF[a][pa]] or (a, t) in st.shields:
                continue
            if ref.rules.capture_rule != "all" and st.places[a].count(pa) > 1:
                continue
            d = (RING_OF[a][pa] - square) % RING
            if 1 <= d <= 6 and p + d <= 51 and (best is None or d < best[0]):
                best = (d, a, t)
    if best is None:
        return ""
    d, a, t = best
    return f"{COLOURS[a]} token {t + 1} {_words(d)} square{'s' if d > 1 else ''} ahead"


def _tokens(tokens: list[tuple[int, int]]) -> str:
    """(seat, token) pairs in words, by colour: "yellow token 2", "green tokens 2 and 4"."""
    names = []
    for seat in dict.fromkeys(s for s, _ in tokens):
        numbers = [str(t + 1) for s, t in tokens if s == seat]
        plural = "s" if len(numbers) > 1 else ""
        names.append(f"{COLOURS[seat]} token{plural} {_join(numbers)}")
    return _join(names)


def _words(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def _join(parts: list[str]) -> str:
    if len(parts) > 1 and parts[-1] == CAVEAT:
        return _join(parts[:-1]) + ", " + CAVEAT
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# -- review -----------------------------------------------------------------------------


def review(game: "Game", time: float = 0.2, *, playouts: int | None = None, seed: int = 0, top: int = 5,
           colours: "list[str] | None" = None, threshold: float = 0.02) -> list[Mistake]:
    """The moves of a game's line that lost the most winning chance, worst first.

    Each decision with more than one distinct option is replayed on a copy (the game is left
    alone) and its options played out (``time`` seconds each, or ``playouts`` in all);
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


def _top(top: Any) -> int:
    if not isinstance(top, int) or isinstance(top, bool) or top < 1:
        raise LudoError(f"top must be a whole number from 1, not {quote(top)}")
    return top


class Review:
    """A game's review worked out a few moves at a time, so that a board never waits long.

    ``advance(budget)`` looks at the next moves until about ``budget`` seconds are spent (at
    least one move); ``done`` of ``total`` moves are looked at; ``mistakes()`` lists what was
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

    def __init__(self, game: "Game", time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
                 colours: "list[str] | None" = None, threshold: float = 0.02) -> None:
        _budget(time, playouts)
        wanted = set(COLOURS if colours is None else colours)
        if not wanted <= set(COLOURS):
            raise LudoError(f"colours must be among {', '.join(COLOURS)}, not {quote(colours)}")
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
        copy = self._copy
        time, playouts, seed = self._options
        results = _option_results(copy, time, playouts, seed)
        chances = _chances(results)
        played = next(m for m in chances if (m.colour, m.start) == (done.colour, done.start))
        best = max(chances, key=chances.__getitem__)
        lost = chances[best] - chances[played]
        # Only a loss the playouts are sure of: a few of them differ by chance alone.
        if lost >= self.threshold and edge(results[best], results[played]) > CONFIDENCE:
            self._found.append(Mistake(number, colour, done, best, lost,
                                       _reason(copy, best, chances, results, instead=played)))

    def mistakes(self, top: int = 5) -> list[Mistake]:
        """The ``top`` moves found so far that lost the most winning chance, worst first."""
        return sorted(self._found, key=lambda m: -m.lost)[:_top(top)]
