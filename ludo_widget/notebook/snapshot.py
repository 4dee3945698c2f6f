"""A plain JSON-ready picture of a game: what a front end draws, with no rules left to apply.

>>> from ludo_widget import Game
>>> snap = snapshot(Game(players=("red", "yellow"), seed=1))
>>> snap["turn"], snap["awaiting"], len(snap["tokens"])
('red', 'roll', 8)
"""

from __future__ import annotations

from typing import Any

from ..engine import geometry
from ..engine.board import COLOURS, HOME, seat_of
from ..engine.notation import LETTERS
from ..engine.referee import distance
from ..engine.timeline import leaving_refusal

LOG_LENGTH = 200  # the newest events a front end shows


def snapshot(game: Any, stock_of: str | None = "turn") -> dict[str, Any]:
    """Everything a board needs to draw ``game`` and offer its moves.

    Power's stocks are private ("the others can't see your stock"): the picture, its notation
    included, carries only the stock of ``stock_of`` (default the seat to act; None: no stock).
    """
    st, ref = game.state, game.referee
    moves = game.legal_moves()
    last = st.last_roll
    if stock_of == "turn":
        stock_of = game.turn
    return {
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "sides": [list(side) if isinstance(side, tuple) else [side] for side in ref.sides()],  # partners together
        "turn": game.turn,
        "awaiting": st.awaiting,
        "face": st.face,
        "doubled": st.doubled,
        "distance": None if st.face is None else distance(st.face, st.doubled),  # squares the face moves
        "last_roll": {"colour": COLOURS[last[0]], "face": last[1]} if last else None,
        "rolls": st.rolls,  # a new roll is one more: the die tumbles only then
        "sixes": st.sixes,
        "tokens": [_token(c, i, p, st) for c in game.players for i, p in enumerate(st.places[seat_of(c)])],
        "moves": [_move(m, ref, st) for m in moves],
        "single_outcome": game.single_outcome,
        "over": game.over,
        "winner": list(game.winner) if isinstance(game.winner, tuple) else game.winner,
        "ranking": game.ranking,
        "log": [{"kind": e.kind, "colour": e.colour, "text": e.text, "data": e.data} for e in game.events[-LOG_LENGTH:]],
        "notation": public_notation(game.notation(), stock_of),
        "can_undo": game.can_undo,
        "away": game.away,
        # who may leave now (online's rule; not a seat away, nor one that has finished)
        "may_leave": [c for c in game.players if leaving_refusal(ref, st, seat_of(c), True) is None],
        "tiles": {str(k): v for k, v in st.tiles.items()},
        "stock": {stock_of: dict(st.stock[seat_of(stock_of)])} if game.rules.power and stock_of else {},
        "bonuses_allowed": game.bonuses_allowed,
        "bonus": st.bonus,
        "chosen": st.chosen,
    }


def public_notation(text: str, colour: str | None) -> str:
    """The notation with no stock but ``colour``'s."""
    fields = text.split(" ")
    for i, field in enumerate(fields):
        if field.startswith("stock:"):
            mine = [item for item in field[6:].split(",") if colour and item[:1] == LETTERS[COLOURS.index(colour)]]
            fields[i] = "stock:" + ",".join(mine) if mine else ""
    return " ".join(f for f in fields if f)


def _token(colour: str, index: int, place: int, st: Any) -> dict[str, Any]:
    seat = seat_of(colour)
    x, y = geometry.point(seat, place, index)
    return {"colour": colour, "seat": seat, "token": index, "place": place, "x": x, "y": y,
            "shielded": (seat, index) in st.shields}


def _move(m: Any, ref: Any, st: Any) -> dict[str, Any]:
    seat = seat_of(m.colour)
    return {
        "colour": m.colour, "token": m.token, "from": m.start, "to": m.to,
        "captures": [[COLOURS[s], i] for s, i in ref.would_capture(st, m)],
        "home": m.to == HOME,
        "shield_possible": ref.shield_possible(st, m),  # a Shield switched on now would go to this token
        "path": [list(p) for p in geometry.path(seat, m.start, m.to, m.token)],
    }
