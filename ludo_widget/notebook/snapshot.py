"""A plain JSON-ready picture of a game: what a front end draws, with no rules left to apply.

>>> from ludo_widget import Game
>>> snap = snapshot(Game(players=("red", "yellow"), seed=1))
>>> snap["turn"], snap["awaiting"], len(snap["tokens"])
('red', 'roll', 8)
"""

from __future__ import annotations

from typing import Any

from ..engine import geometry
from ..engine.board import COLOURS, seat_of

LOG_LENGTH = 200  # the newest events a front end shows


def snapshot(game: Any) -> dict[str, Any]:
    """Everything a board needs to draw ``game`` and offer its moves."""
    st, ref = game.state, game.referee
    moves = game.legal_moves()
    last = st.last_roll
    return {
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "turn": game.turn,
        "awaiting": st.awaiting,
        "face": st.face,
        "doubled": st.doubled,
        "last_roll": {"colour": COLOURS[last[0]], "face": last[1]} if last else None,
        "sixes": st.sixes,
        "tokens": [_token(c, i, p, st) for c in game.players for i, p in enumerate(st.places[seat_of(c)])],
        "moves": [_move(m, ref, st) for m in moves],
        "single_outcome": len({(m.colour, m.start, m.to) for m in moves}) == 1,
        "over": game.over,
        "winner": list(game.winner) if isinstance(game.winner, tuple) else game.winner,
        "ranking": game.ranking,
        "log": [{"kind": e.kind, "colour": e.colour, "text": e.text} for e in game.events[-LOG_LENGTH:]],
        "notation": game.notation(),
        "can_undo": game.can_undo,
        "tiles": {str(k): v for k, v in st.tiles.items()},
        "stock": {game.turn: dict(st.stock[st.turn])} if game.rules.power and game.turn else {},
        "bonuses_allowed": game.bonuses_allowed,
        "bonus": st.bonus,
        "chosen": st.chosen,
    }


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
        "home": m.to == 57,
        "path": [list(p) for p in geometry.path(seat, m.start, m.to, m.token)],
    }
