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

import weakref
from typing import Any

from ..coach import sides as sides_of

#: A game's winner as :attr:`Game.winner` gives it: a colour, or a team's tuple of colours.
Winner = Any


class Score:
    """The winners of the games finished on one board, oldest first."""

    def __init__(self) -> None:
        self._results: list[Winner] = []  # one entry a game followed: its winner, or None
        # Each game's [entry, whether the board has seen it with its end still to play]. Kept by
        # the game itself (weakly): a game put back on the board (Cancel in the editor) is the same game.
        self._seen: weakref.WeakKeyDictionary[Any, list] = weakref.WeakKeyDictionary()

    def follow(self, game: Any, playing: bool) -> None:
        """Take note of ``game`` as the board shows it now (``playing``: not a lesson's script)."""
        seen = self._seen.setdefault(game, [len(self._results), False])
        if seen[0] == len(self._results):
            self._results.append(None)
        if game.can_redo or not playing:
            return  # looking back over steps that are still there, or a script at work
        if not game.over:
            seen[1], self._results[seen[0]] = True, None
        elif seen[1]:
            self._results[seen[0]] = game.winner

    @property
    def winners(self) -> list[Winner]:
        """Who won each game finished on the board, in the order the games came on it."""
        return [who for who in self._results if who is not None]

    @property
    def wins(self) -> dict[Winner, int]:
        """Wins by colour (by team tuple in team games), in the order of their first win."""
        counts: dict[Winner, int] = {}
        for who in self.winners:
            counts[who] = counts.get(who, 0) + 1
        return counts

    def clear(self) -> None:
        """Start counting afresh: a game counts again once it is played to a new end."""
        self._results = [None] * len(self._results)
        for game, seen in list(self._seen.items()):
            if game.over:
                seen[1] = False

    def rows(self, game: Any) -> dict[str, Any]:
        """What the board's end-of-game card shows: the games counted and each side's wins, the
        sides of ``game`` first (in seat order, with no wins too), then anyone else who won."""
        wins = self.wins
        sides: list[Winner] = sides_of(game.referee)
        sides += [who for who in wins if who not in sides]
        return {"games": len(self.winners),
                "wins": [[list(who) if isinstance(who, tuple) else who, wins.get(who, 0)] for who in sides]}
