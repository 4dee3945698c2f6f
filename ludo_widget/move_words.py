"""What a move does, in words a learner understands: the reasons the coach gives.

:func:`describe` names what one legal move does (captures, reaching home and the roll it
earns, escaping a token behind, closing in on one ahead, coming out, a pair, a safe square,
the home column, and the risk of landing within reach); :func:`keeps` names what it keeps safe
that another move would expose. Both read the position through the engine's referee and the
players' :class:`~ludo_widget.players.evaluation.Evaluator` (a token's chance of capture).

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [55, 20, 0, 0], "yellow": [5, 0, 0, 0]}, seed=1)
>>> game.roll(2)
2
>>> describe(game, game.legal_moves()[0])
'red token 1 reaches home and rolls again'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .engine.board import COLOURS, HOME, LAST_RING_PLACE, RING, RING_OF, SAFE_RING, START, ring_square
from .engine.referee import Move, Referee
from .engine.state import State
from .players.evaluation import Evaluator

if TYPE_CHECKING:
    from .engine.game import Game

__all__ = ["describe", "keeps"]

#: A token's chance of capture before its owner moves again (:meth:`Evaluator.danger`) from which a
#: reason calls it within reach: one opponent token one roll behind it gives 1/6.
EXPOSED = 0.1
#: The phrase that warns of a move's risk (joined with a comma, not "and").
CAVEAT = "though it lands within reach of an opponent"
_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


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
        steps = move.to - move.start  # not the face: a Power double roll moves twice it
        parts.insert(0, f"moves {_words(steps)} square{'s' if steps != 1 else ''} closer to home")
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
    elif move.start <= LAST_RING_PLACE < move.to:
        parts.append("steps into its home column, where nobody can capture it")
    chaser = _chaser(ref, st, seat, move.token)
    ev = Evaluator(ref.rules, ref.seats)
    # Leaving the ring is escape enough: the phrase above says so. An escape leaves no token a
    # roll behind (a token 7-12 behind falling out of range is no escape from the one 2 behind).
    chased = _chaser(ref, after, seat, move.token)  # who is a roll behind it after the move
    if chaser and move.start != 0 and move.to <= LAST_RING_PLACE and not chased:
        parts.append(f"escapes the {chaser}")
    target = _target(ref, after, seat, move.token)
    if target and target != _target(ref, st, seat, move.token):
        parts.append(f"closes in on {target}")
    if 1 <= move.to <= LAST_RING_PLACE:
        square = RING_OF[seat][move.to]
        friends = [t for t, p in enumerate(after.places[seat]) if t != move.token and p == move.to]
        if friends and ref.rules.capture_rule != "all":
            on = f" on {_safe_square(square)}" if SAFE_RING[square] else ""
            parts.append(f"makes a pair with {COLOURS[seat]} token {friends[0] + 1}{on}, which protects both")
        elif SAFE_RING[square] and move.start != 0:
            parts.append(f"lands on {_safe_square(square)}, a safe square")
        elif not victims and chased and ev.danger(after, seat, move.token) >= EXPOSED:
            parts.append(CAVEAT)  # an opponent a roll behind: "within reach" is what a learner reads
    return parts


def keeps(ref: Referee, st: State, move: Move, instead: Move) -> str:
    """What ``move`` keeps safe that ``instead`` would leave open to capture, as a phrase ("" if
    nothing): a token left on a safe square, or a pair left together where pairs protect.

    A token on the square ``move`` lands on is left out: :func:`describe` already names that
    square (a pair, or a safe square), and saying it twice reads as a slip.
    """
    seat = COLOURS.index(move.colour)
    ev = Evaluator(ref.rules, ref.seats)
    kept, other = ref.after_move(st, move), ref.after_move(st, instead)
    for t, p in enumerate(st.places[seat]):
        stays = 1 <= p <= LAST_RING_PLACE and p != move.to and kept.places[seat][t] == p
        if not stays or ev.danger(st, seat, t) > 0 or ev.danger(kept, seat, t) > 0:
            continue
        if ev.danger(other, seat, t) < EXPOSED:
            continue
        square = RING_OF[seat][p]
        if SAFE_RING[square]:
            return f"keeping {COLOURS[seat]} token {t + 1} safe on {_safe_square(square)}"
        friends = [f for f, q in enumerate(st.places[seat]) if f != t and q == p]
        if friends and ref.rules.capture_rule != "all":
            a, b = sorted((t, friends[0]))
            return f"keeping {COLOURS[seat]} tokens {a + 1} and {b + 1} together, where they protect each other"
    return ""


def _safe_square(square: int) -> str:
    """A safe ring square in the lessons' words: a seat's start square or a star."""
    starts = [c for seat, c in enumerate(COLOURS) if ring_square(seat, START) == square]
    return f"{starts[0]}'s start square" if starts else "a star"


def _chaser(ref: Referee, st: State, seat: int, token: int) -> str:
    """The nearest opponent token 1..6 squares behind a ring token, in words ("" if none)."""
    p = st.places[seat][token]
    if not 1 <= p <= LAST_RING_PLACE or SAFE_RING[RING_OF[seat][p]]:
        return ""
    square = RING_OF[seat][p]
    best = None
    for a in ref.opponents[seat]:
        for pa in st.places[a]:
            if 1 <= pa <= LAST_RING_PLACE:
                d = (square - RING_OF[a][pa]) % RING
                if 1 <= d <= 6 and pa + d <= LAST_RING_PLACE and (best is None or d < best[0]):
                    best = (d, a)
    if best is None:
        return ""
    d, a = best
    return f"{COLOURS[a]} token {_words(d)} square{'s' if d > 1 else ''} behind"


def _target(ref: Referee, st: State, seat: int, token: int) -> str:
    """The nearest opponent token 1..6 squares ahead of a ring token that a roll of that many
    would capture, as the referee decides it (a safe square, a pair, a team's count or a shield
    protects it), in words."""
    p = st.places[seat][token]
    if not 1 <= p <= LAST_RING_PLACE:
        return ""
    square = RING_OF[seat][p]
    best = None
    for a in ref.opponents[seat]:
        for t, pa in enumerate(st.places[a]):
            if not 1 <= pa <= LAST_RING_PLACE:
                continue
            d = (RING_OF[a][pa] - square) % RING
            if not (1 <= d <= 6 and p + d <= LAST_RING_PLACE and (best is None or d < best[0])):
                continue
            if (a, t) in ref.would_capture(st, Move(COLOURS[seat], token, p, p + d)):
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
    if len(parts) == 1:
        return parts[0]
    # a part with its own "and" ("captures green token 1 and blue token 1") takes a comma before the last
    last = ", and " if any(" and " in part for part in parts[:-1]) else " and "
    return ", ".join(parts[:-1]) + last + parts[-1]
