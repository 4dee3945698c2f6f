"""Online's Power mode: bonus tiles on the board, stocks, and the bonuses they give.

Rulings (``docs/editions/online.md``, "Power" and "Our rulings"):

* A token that *ends* its move on a tile adds it to the stock of the seat that moved (even
  with a partner's token), at most 3 of each kind; a tile landed on at the cap stays.
  Picked-up tiles come back when the turn passes to another seat. ``+1`` squares are never
  picked up: a token ending there gives another roll (still one roll with other reasons).
* One bonus per roll. Double roll and Dice control are switched on before rolling; the
  Shield before or after. A bonus is spent when switched on, even if the roll then finds no
  move or is a forfeited third six.
* The Shield goes to the token that moves, if it ends on the ring, and lasts until the next
  turn of the seat that gave it.

The default layout repeats the same four tiles on each seat's stretch of the ring, at the
same distance from every start square, so every seat meets the same tiles in the same order:

>>> sorted(default_tiles().items())[:4]
[(3, 'plus1'), (5, 'double'), (10, 'shield'), (12, 'dice')]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .board import COLOURS, LAST_RING_PLACE, RING, RING_OF, SAFE_RING_SQUARES
from .errors import quote
from .events import Log
from .narration import BONUS_NAMES
from .state import State

if TYPE_CHECKING:
    from .referee import Move

KINDS = ("double", "dice", "shield", "plus1")
STORED = ("double", "dice", "shield")
CAP = 3
#: What each tile (and the bonus it stores) is called (kept with the engine's other words).
NAMES = BONUS_NAMES
#: Offsets from each start square (all plain squares) and the tile lying there.
DEFAULT_OFFSETS = {3: "plus1", 5: "double", 10: "shield", 12: "dice"}

#: The bonuses that may still go on after the roll (every stored one may go on before it).
AFTER_ROLL = {"shield"}


def default_tiles() -> dict[int, str]:
    """The default Power layout: the same tiles after every start square."""
    return {(13 * seat + off) % RING: kind for seat in range(4) for off, kind in DEFAULT_OFFSETS.items()}


def check_tiles(tiles: Any) -> dict[int, str]:
    """Validate a ``{ring_square: kind}`` mapping; tiles lie on plain ring squares only."""
    if not isinstance(tiles, Mapping):
        raise ValueError(f"tiles map ring squares to kinds, not {quote(tiles)}")
    out: dict[int, str] = {}
    for square, kind in tiles.items():
        if not isinstance(square, int) or isinstance(square, bool) or not 0 <= square < RING:
            raise ValueError(f"a tile must lie on a ring square 0..51, not {quote(square)}")
        if square in SAFE_RING_SQUARES:
            raise ValueError(f"tiles lie on plain squares only; ring square {square} is safe")
        if kind not in KINDS:
            raise ValueError(f"unknown tile kind {quote(kind)}; the kinds are {', '.join(KINDS)}")
        out[square] = kind
    return out


def refusal(st: State, bonus: str, face: int | None) -> str | None:
    """Why ``bonus`` cannot be switched on now, or None if it can."""
    seat = st.turn
    if bonus not in STORED:
        return f"unknown bonus {quote(bonus)}; the bonuses are {', '.join(STORED)}"
    if st.awaiting == "over":
        return "the game is over"
    if st.bonus is not None:
        return f"a bonus ({st.bonus}) is already on for this roll: one bonus per roll"
    if st.awaiting == "move" and bonus not in AFTER_ROLL:
        return f"{bonus} must be switched on before rolling"
    if st.stock[seat].get(bonus, 0) < 1:
        return f"{COLOURS[seat]} has no {bonus} bonus in stock"
    if bonus == "dice":
        if face is None or isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            return f"dice control needs a face from 1 to 6, not {quote(face)}"
    elif face is not None:
        return "only dice control takes a face"
    return None


def switch_on(st: State, bonus: str, face: int | None, log: Log | None) -> None:
    """Spend a bonus from the stock of the seat to act (``refusal`` has said yes)."""
    seat = st.turn
    colour = COLOURS[seat]
    st.stock[seat][bonus] -= 1
    st.bonus = bonus
    if bonus == "double":
        st.doubled = True
    elif bonus == "dice":
        st.chosen = face
    else:
        st.shield_given = True
    if log is not None:
        log.append(("bonus", colour, {"bonus": bonus, "face": face}))


def settle(st: State) -> None:
    """The roll is over: the bonus switched on for it is gone."""
    st.bonus = None
    st.chosen = None
    st.shield_given = False


def ends_on_ring(mv: Move) -> bool:
    """Whether ``mv`` ends on the ring: only there can a Shield hold its token or a tile be met."""
    return 1 <= mv.to <= LAST_RING_PLACE


def after_move(st: State, seat: int, mover: int, mv: Move, log: Log | None) -> list[str]:
    """Shield the moved token, pick up the tile it ended on; reasons for another roll."""
    reasons: list[str] = []
    on_ring = ends_on_ring(mv)
    if st.shield_given and on_ring:
        st.shields[(mover, mv.token)] = seat
        if log is not None:
            log.append(("bonus", COLOURS[seat], {"bonus": "shield", "token": mv.token, "of": mv.colour}))
    if on_ring:
        square = RING_OF[mover][mv.to]
        kind = st.tiles.get(square)
        if kind == "plus1":
            reasons.append("plus1")
        elif kind is not None and st.stock[seat].get(kind, 0) < CAP:
            st.stock[seat][kind] = st.stock[seat].get(kind, 0) + 1
            st.taken[square] = st.tiles.pop(square)
            if log is not None:
                log.append(("picked_up", COLOURS[seat], kind, square))
    settle(st)
    return reasons


def new_turn(st: State, log: Log | None) -> None:
    """A new seat's turn: picked-up tiles come back, that seat's shields run out."""
    settle(st)
    st.tiles.update(st.taken)
    st.taken.clear()
    for key in [k for k, giver in st.shields.items() if giver == st.turn]:
        del st.shields[key]
