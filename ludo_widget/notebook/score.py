"""The score of one board: who won the games played on it, rematch after rematch.

>>> from ludo_widget import Game
>>> score = Score()
>>> game = Game(players=("red", "yellow"), positions={"red": [57, 57, 57, 56], "yellow": [0, 0, 0, 0]}, seed=1)
>>> score.follow(game, playing=True)            # the board shows it, not over: it will count
>>> game.roll(1); game.move(3); score.follow(game, playing=True)
1
>>> score.wins
{'red': 1}

A game counts once, with the winner at the end of its line, and only if it was played to that
end on the board: a finished game loaded to be looked at does not count, nor does a lesson's
script finishing one. Undoing the last move takes the win back; looking back through the steps
(Undo or the replay's scrubber, with the later steps still there to redo) changes nothing.
"""

from __future__ import annotations

from typing import Any

from ..coach import sides as sides_of

#: A game's winner as :attr:`Game.winner` gives it: a colour, or a team's tuple of colours.
Winner = Any


class Score:
    """The winners of the games finished on one board, oldest first."""

    def __init__(self) -> None:
        self._done: list[Winner] = []  # the games the board has moved on from
        self._game: Any = None          # the game on the board now
        self._played = False            # whether the board has seen that game with its end still to play
        self._winner: Winner = None     # and who won it, if it was played to the end

    def follow(self, game: Any, playing: bool) -> None:
        """Take note of ``game`` as the board shows it now (``playing``: not a lesson's script)."""
        if game is not self._game:
            self._settle()
            self._game, self._played = game, False
        if game.can_redo or not playing:
            return  # looking back over steps that are still there, or a script at work
        if not game.over:
            self._played, self._winner = True, None
        elif self._played:
            self._winner = game.winner

    def _settle(self) -> None:
        if self._winner is not None:
            self._done.append(self._winner)
        self._winner = None

    @property
    def winners(self) -> list[Winner]:
        """Who won each game finished on the board, in the order they ended."""
        return self._done + ([self._winner] if self._winner is not None else [])

    @property
    def wins(self) -> dict[Winner, int]:
        """Wins by colour (by team tuple in team games), in the order of their first win."""
        counts: dict[Winner, int] = {}
        for who in self.winners:
            counts[who] = counts.get(who, 0) + 1
        return counts

    def clear(self) -> None:
        """Start counting afresh (the game on the board counts if it is played to its end)."""
        self._done, self._winner = [], None
        if self._game is not None and self._game.over:
            self._played = False

    def rows(self, game: Any) -> dict[str, Any]:
        """What the board's end-of-game card shows: the games counted and each side's wins, the
        sides of ``game`` first (in seat order, with no wins too), then anyone else who won."""
        wins = self.wins
        sides: list[Winner] = sides_of(game.referee)
        sides += [who for who in wins if who not in sides]
        return {"games": len(self.winners),
                "wins": [[list(who) if isinstance(who, tuple) else who, wins.get(who, 0)] for who in sides]}
