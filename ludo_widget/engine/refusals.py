"""Why a move is refused, in a sentence a player understands; and a move named by a caller
(a token index or a :class:`Move`) matched to one of the legal moves.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [57, 5, 0, 0]}, seed=1)
>>> game.roll(3)
3
>>> why_not(game, 0)
'red token 1 is already home'
>>> resolve(game, 1)
Move(colour='red', token=1, start=5, to=8)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .arguments import said
from .board import COLOURS, HOME
from .errors import IllegalAction, quote
from .narration import token_name
from .referee import Move, distance
from .state import State

if TYPE_CHECKING:
    from .game import Game


def resolve(game: Game, move: Any) -> Move:
    """The legal move ``move`` names, or :class:`IllegalAction` saying why there is none."""
    st = game.state
    if st.awaiting != "move":
        raise IllegalAction("the game is over" if st.awaiting == "over" else "roll the die first")
    legal = game.legal_moves()
    if isinstance(move, int) and not isinstance(move, bool):
        found = [m for m in legal if m.token == move]
    elif all(hasattr(move, a) for a in ("colour", "token", "to")):
        found = [m for m in legal if (m.colour, m.token, m.to) == (move.colour, move.token, move.to)]
    else:
        raise IllegalAction(f"a move is a Move from legal_moves() or a token index, not {quote(move)}")
    if not found:
        raise IllegalAction(why_not_move(game, move))
    return found[0]


def why_not(game: Game, token: Any, colour: str | None = None) -> str | None:
    """Why ``colour``'s token ``token`` (an index, or a :class:`Move`) cannot move now; None if it can."""
    st = game.state
    if st.awaiting == "over":
        return "the game is over"
    if isinstance(token, Move) and colour is None:  # why not this move? (its colour, token and square)
        if st.awaiting == "move" and token in game.legal_moves():
            return None
        return why_not_move(game, token) if st.awaiting == "move" else "roll the die first"
    # the question itself is checked before the moment is: a token 9 is no token, rolled or not
    if colour is not None and colour not in COLOURS:
        return f"unknown colour {quote(colour)}; the colours are {', '.join(COLOURS)}"
    if colour is not None and colour not in game.players:
        return f"{colour} is not playing in this game"
    mover = game.referee.moving_seat(st, st.turn)
    own = COLOURS[mover]
    count = len(st.places[mover])
    if isinstance(token, bool) or not isinstance(token, int) or not 0 <= token < count:
        return (f"{colour or own} has no token {quote(token)}: a token's index is 0..{count - 1} "
                f"(index 0 is token 1 on the board)")
    if st.awaiting != "move":
        return "roll the die first"
    colour = own if colour is None else colour
    if colour != own:
        return f"{COLOURS[st.turn]} moves {own} tokens now, not {said(colour)}"
    if any(m.token == token for m in game.legal_moves()):
        return None
    place = st.places[mover][token]
    who = token_name(own, token)
    if place == HOME:
        return f"{who} is already home"
    if place == 0:
        return f"{who} is in the yard and a {st.face} cannot bring it out"
    return f"{who} is {HOME - place} from home and cannot use {_steps(st)} (exact finish)"


def why_not_move(game: Game, move: Any) -> str:
    """Why ``move`` (a token index or a move-like value) is not one of the legal moves."""
    if isinstance(move, int):
        return why_not(game, move) or f"token {quote(move)} cannot move"
    reason = why_not(game, move.token, move.colour)
    if reason is None:
        st = game.state
        place = st.places[game.referee.moving_seat(st, st.turn)][move.token]
        return f"{token_name(move.colour, move.token)} cannot go from {place} to {move.to} with a {_steps(st)}"
    return reason


def _steps(st: State) -> int:
    """How far the pending face moves a token (twice the face on a Double roll)."""
    return distance(st.face or 0, st.doubled)
