"""How the coach's answers read and look: the sentence for a move (what it does, what it keeps
safe, and its chances when the playouts are sure of them), and a position with moves drawn on it.

>>> from ludo_widget import Game
>>> from ludo_widget.coach.playouts import _chances, _option_results
>>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
>>> game.roll(3)
3
>>> results = _option_results(game, None, 800, seed=0)
>>> _reason(game, Move("red", 0, 10, 13), _chances(results), results).split(" (")[0]
'Red token 1 captures yellow token 1 and rolls again'
"""

from __future__ import annotations

from html import escape

from ..engine.game import Game
from ..engine.referee import Move
from ..engine.svg import board_svg
from ..move_words import describe, keeps
from ..players.montecarlo import edge
from .playouts import CONFIDENCE


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


def _figure(position: str, caption: str, moves: list[Move], played: Move | None = None) -> str:
    """A position with moves drawn on it over a caption, as HTML (the caption alone without a position)."""
    text = f"<figcaption>{escape(caption)}</figcaption>"
    if not position:
        return f"<figure>{text}</figure>"
    picture = board_svg(Game.from_notation(position), size=320, moves=moves, played=played)
    return f'<figure style="margin: 0">{picture}{text}</figure>'
