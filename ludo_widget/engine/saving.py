"""A game written down and read back: the save file (JSON) and the one-line notation.

:class:`~ludo_widget.engine.game.Game` calls these from ``to_json``, ``from_json`` and
``from_notation``; everything read is checked (:mod:`.schema`, :mod:`.position`) before the
game takes it.

>>> from ludo_widget import Game
>>> game = Game(players=2, seed=3)
>>> game.roll(6)
6
>>> read(Game, write(game)).notation() == game.notation()
True
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from . import notation, position, schema
from .errors import NotationError, PositionError

if TYPE_CHECKING:
    from .game import Game


def write(game: Game) -> str:
    """Everything of ``game``: rules, seats, state (the die's included), log and undo history."""
    return json.dumps({
        "format": schema.FORMAT,
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "state": game._state.to_dict(),
        "events": None if game._events is None else [e.to_dict() for e in game.events],
        "history": None if game._history is None else [
            [s.to_dict(), n, step and step.to_dict()] for s, n, step in game._past()],
        "seed": game.seed,
    })


def read(cls: type[Game], text: str) -> Game:
    """The game a save written by :func:`write` holds, checked state by state and step by step."""
    save = schema.read(text)
    game = cls(save.rules, save.players, seed=0, log=save.events is not None,
               history=save.history is not None)
    game._state = position.check(save.state, game._ref)
    game.seed = save.seed
    if save.events is not None:
        game._events = save.events
    if save.history is not None:
        logged = len(save.events or ())
        for _, n, _ in save.history:
            if n > logged:
                raise PositionError(f"the undo history points past the {logged} events of the log")
        game._history = [step for _, _, step in save.history]
        game._kept = {i: (position.check(s, game._ref), n) for i, (s, n, _) in enumerate(save.history)}
        game.check_steps()
    return game


def read_notation(cls: type[Game], text: str, seed: int | None = None) -> Game:
    """The game at a position written in notation (:mod:`.notation`), its die seeded with ``seed``."""
    rules, players, st = notation.read(text)
    game = cls(rules, players, seed=seed)
    st.dice = game._state.dice
    try:
        game._state = position.check(st, game._ref)
    except PositionError as exc:
        raise NotationError(f"bad position: {exc}") from None
    return game
