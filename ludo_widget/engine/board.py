"""The board every edition shares: seats, the numbering of places, safe squares.

A token's *place* is counted along its own lap (``docs/editions/``, "The board"):
``0`` is the yard, ``1`` its own start square, ``1..51`` the ring squares it walks,
``52..56`` its home column and ``57`` home. The shared ring has 52 squares; seat
``k`` starts on ring square ``13 * k``.

>>> ring_square(1, 1)     # green's start square
13
>>> is_safe_place(0, 9)   # the star eight squares past red's start
True
"""

from __future__ import annotations

from .errors import PositionError, quote

COLOURS: tuple[str, ...] = ("red", "green", "yellow", "blue")
SEATS = len(COLOURS)
RING = 52
YARD = 0
START = 1
LAST_RING_PLACE = 51
FIRST_COLUMN_PLACE = 52
HOME = 57
STEPS_TO_HOME = HOME - START  # 56 pips from the start square

#: Places of every lap that are starred (safe): the start square and the square
#: eight further on, for each of the four seats.
SAFE_LAP_PLACES: frozenset[int] = frozenset({1, 9, 14, 22, 27, 35, 40, 48})
SAFE_RING_SQUARES: frozenset[int] = frozenset({0, 8, 13, 21, 26, 34, 39, 47})


def seat_of(colour: str) -> int:
    """The seat number (0..3) of a colour; ``ValueError`` for an unknown colour."""
    try:
        return COLOURS.index(colour)
    except ValueError:
        raise PositionError(f"unknown colour {quote(colour)}; the colours are {', '.join(COLOURS)}") from None


def ring_square(seat: int, place: int) -> int | None:
    """The shared ring square (0..51) of a token of ``seat`` at ``place``, or None off the ring."""
    if START <= place <= LAST_RING_PLACE:
        return (13 * seat + place - 1) % RING
    return None


def start_of(square: int) -> int | None:
    """The seat whose start square ring square ``square`` is, or None.

    >>> start_of(13), start_of(14)
    (1, None)
    """
    return square // (RING // SEATS) if square % (RING // SEATS) == 0 else None


def is_safe_place(seat: int, place: int) -> bool:
    """Whether a token of ``seat`` at ``place`` cannot be captured there."""
    if place <= YARD:
        return True
    if place > LAST_RING_PLACE:
        return True  # home column and home
    return ring_square(seat, place) in SAFE_RING_SQUARES


def partner(seat: int) -> int:
    """The seat opposite, a partner in team play."""
    return (seat + 2) % SEATS


# Lookup tables for the hot path: RING_OF[seat][place] is the ring square or -1.
RING_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(-1 if ring_square(s, p) is None else ring_square(s, p) for p in range(HOME + 1))  # type: ignore[misc]
    for s in range(SEATS)
)
SAFE_RING: tuple[bool, ...] = tuple(r in SAFE_RING_SQUARES for r in range(RING))
#: PLACE_ON[seat][square]: the place (1..51) at which a token of ``seat`` stands on ring square
#: ``square``, or -1 for the one square its lap never reaches (it turns into its column before).
PLACE_ON: tuple[tuple[int, ...], ...] = tuple(
    tuple(p if p <= LAST_RING_PLACE else -1 for p in ((r - 13 * s) % RING + 1 for r in range(RING)))
    for s in range(SEATS))
