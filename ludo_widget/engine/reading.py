"""What a game says about itself: whose turn, the places, the legal moves, the history, the
stock (the read-only side of :class:`~ludo_widget.engine.game.Game`, mixed into it).

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=1)
>>> game.turn, game.awaiting, game.positions["red"]
('red', 'roll', [0, 0, 0, 0])
"""

from __future__ import annotations

import json
from typing import Any

from .board import COLOURS, seat_of
from .events import Event, event_of
from .referee import Move, Referee
from .state import State
from .steps import Step
from .timeline import _step_of


class GameReading:
    """The read-only properties of a game (``Game`` sets the state they read)."""

    _state: State
    _ref: Referee
    _events: list[Any] | None
    _history: list[Any] | None
    _redo: list[Step]
    _moves: list[Move]
    _moves_state: State | None
    _moves_roll: int
    players: tuple[str, ...]

    # -- reading the game ------------------------------------------------------------

    @property
    def turn(self) -> str | None:
        """The colour to act, or None once the game is over."""
        return None if self._state.awaiting == "over" else COLOURS[self._state.turn]

    @property
    def awaiting(self) -> str:
        """``"roll"``, ``"move"`` or ``"over"``."""
        return self._state.awaiting

    @property
    def face(self) -> int | None:
        """The face waiting to be used while a move is awaited."""
        return self._state.face

    @property
    def positions(self) -> dict[str, list[int]]:
        """Colour -> the places of its tokens, each token keeping its index (a copy)."""
        return {c: list(self._state.places[seat_of(c)]) for c in self.players}

    @property
    def over(self) -> bool:
        """Whether the game has ended (``awaiting == "over"``): nothing more can be played.

        >>> from ludo_widget import Game
        >>> Game(players=2, positions={"red": [57, 57, 57, 57]}).over
        True
        """
        return self._state.awaiting == "over"

    @property
    def winner(self) -> "str | tuple[str, ...] | None":
        """The winning colour, or the winning pair (in seat order) in team play."""
        return self._ref.winner(self._state)

    @property
    def ranking(self) -> list[str]:
        """Colours in finishing order so far; complete once the game is over."""
        return self._ref.ranking(self._state)

    @property
    def events(self) -> list[Event]:
        """Everything that happened, oldest first (empty when the log is off)."""
        log = self._events
        if not log:
            return []
        for i, record in enumerate(log):
            if record.__class__ is not Event:
                log[i] = event_of(record)
        return list(log)

    @property
    def sixes(self) -> int:
        """Sixes in a row so far this turn."""
        return self._state.sixes

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a step to take back.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1); game.can_undo
        False
        >>> game.roll(); game.can_undo
        6
        True
        """
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        """Whether :meth:`redo` has a step taken back to play again."""
        return bool(self._redo)

    @property
    def history(self) -> list[Step]:
        """The steps so far (rolls, moves, bonuses), oldest first; ``len(game.history)`` is the step number.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1); game.roll(6); game.move(0)
        6
        >>> [str(s.kind) for s in game.history]
        ['roll', 'move']
        """
        return [_step_of(step) for step in self._history or () if step is not None]

    @property
    def has_history(self) -> bool:
        """Whether the game knows every step it took, as a record or a review needs: not with
        ``history=False`` (the fast simulation's games), nor after loading a save written without
        its steps.

        >>> from ludo_widget import Game
        >>> Game(players=2).has_history, Game(players=2, history=False).has_history
        (True, False)
        """
        return self._history is not None and None not in self._history

    @property
    def line(self) -> list[Step]:
        """Every step of the game's line, oldest first: those played and those taken back
        (goto's range is ``0..len(line)``); a new step after Undo or goto starts a new line.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1); game.roll(6); game.move(0); game.undo()
        6
        >>> [str(s.kind) for s in game.history], [str(s.kind) for s in game.line]
        (['roll'], ['roll', 'move'])
        """
        return self.history + self._redo[::-1]

    @property
    def steps(self) -> int:
        """How many steps the game knows: those played and those taken back (goto's range is 0..steps)."""
        return len(self._history or ()) + len(self._redo)

    @property
    def tiles(self) -> dict[int, str]:
        """Power: ring square -> tile kind lying on the board now."""
        return dict(self._state.tiles)

    @property
    def stock(self) -> dict[str, dict[str, int]]:
        """Power: colour -> its stock of bonuses."""
        return {c: dict(self._state.stock[seat_of(c)]) for c in self.players}

    @property
    def bonus(self) -> str | None:
        """Power: the bonus switched on for the current roll (one per roll), or None."""
        return self._state.bonus

    @property
    def bonuses_allowed(self) -> list[str]:
        """Power: the bonuses the seat to act may switch on now (empty without Power).

        >>> from ludo_widget import Game
        >>> Game(players=2, seed=1).bonuses_allowed
        []
        """
        return self._ref.bonuses_allowed(self._state)

    @property
    def away(self) -> list[str]:
        """The colours whose person has left the game (see :meth:`leave`), in seat order."""
        return [COLOURS[s] for s in sorted(self._state.away)]

    @property
    def shields(self) -> list[tuple[str, int]]:
        """Power: the (colour, token) pairs that are shielded now."""
        return sorted((COLOURS[s], t) for s, t in self._state.shields)

    @property
    def stats(self) -> dict[str, Any]:
        """Counters for simulations: rolls, turns, captures per colour."""
        st = self._state
        return {"rolls": st.rolls, "turns": st.turns,
                "captures": {c: st.captures[seat_of(c)] for c in self.players}}

    def legal_moves(self) -> list[Move]:
        """Every move the pending face allows (empty unless a move is awaited)."""
        st = self._state
        if self._moves_state is st and self._moves_roll == st.rolls and st.awaiting == "move":
            return self._moves[:]  # the moves the last roll found (the hot path of a script)
        return list(self._legal())

    def _legal(self) -> list[Move]:
        """The legal moves, worked out once per roll (not a copy: never hand it out)."""
        st = self._state
        if st.awaiting != "move":
            return []
        if self._moves_state is not st or self._moves_roll != st.rolls:
            self._moves = self._ref.moves(st)
            self._moves_state, self._moves_roll = st, st.rolls
        return self._moves

    @property
    def single_outcome(self) -> bool:
        """Whether every legal move leads to the same position (four tokens in the yard and a six).

        Tokens of one colour on one square are alike unless a Shield tells them apart: moving
        the shielded one or its neighbour are two outcomes.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, positions={"red": [5, 5, 0, 0]})
        >>> game.roll(3)
        3
        >>> len(game.legal_moves()), game.single_outcome
        (2, True)
        """
        moves = self.legal_moves()
        if len(moves) < 2:
            return bool(moves)
        return len({self._outcome(m) for m in moves}) == 1

    def alike(self, a: Move, b: Move) -> bool:
        """Whether two of :meth:`legal_moves` lead to the same position (as :attr:`single_outcome` reads it).

        >>> from ludo_widget import Game
        >>> game = Game(players=2, positions={"red": [5, 5, 9, 0]})
        >>> game.roll(3)
        3
        >>> first, second, third = game.legal_moves()
        >>> game.alike(first, second), game.alike(first, third)
        (True, False)
        """
        return a == b or self._outcome(a) == self._outcome(b)

    def _outcome(self, move: Move) -> str:
        """The position ``move`` leads to, with same-colour tokens told apart only by place and shield."""
        st = self._ref.after_move(self._state, move)
        data = st.to_dict()
        data["places"] = [sorted((p, st.shields.get((s, t), -1)) for t, p in enumerate(row))
                          for s, row in enumerate(st.places)]
        data.pop("shields")
        return json.dumps(data, sort_keys=True)

