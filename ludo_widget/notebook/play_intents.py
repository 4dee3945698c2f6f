"""The intents of play: a person's roll, selection, move, bonus, Pass and Undo, and the steps the
board plays by itself (a single outcome, a computer seat, the turn timer).

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), positions={"red": [10, 0, 0, 0]}, seed=1)
>>> board.game.roll(3); plays_itself(board)   # one token can use the 3: the board plays it
3
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..engine.board import COLOURS
from ..engine.game import Game
from .refusal import Refusal, quoted


def person_acts(widget: Any) -> Game:
    """The game, checked that a person (not a computer seat) is to act and nothing is pending."""
    game = widget.game
    if game.over:
        raise Refusal("The game is over: press Rematch or New game.")
    if widget.is_computer(game.turn):
        raise Refusal(f"It is {game.turn}'s turn, and the computer plays {game.turn}.")
    if widget.pending_pass:
        raise Refusal("No moves — press Pass first.")
    return game


def _by_person(handler: Callable[[Any, dict, Game], None]) -> Callable[[Any, dict], None]:
    """An action of the person to act: checked, done, and only once done does it count as theirs.

    A bot standing in for them (turn timer) stops and their missed turns start again from
    zero only after the action was accepted: a refused intent changes nothing.
    """

    @functools.wraps(handler)
    def act(widget: Any, content: dict) -> None:
        game = person_acts(widget)
        colour = game.turn
        with widget.hold_sync():
            handler(widget, content, game)
            widget.take_back(colour)

    return act


def token_arg(content: dict) -> tuple[str, int]:
    colour, token = content.get("colour"), content.get("token")
    if colour not in COLOURS:
        raise Refusal(f"There is no colour {quoted(colour)}.")
    if not isinstance(token, int) or isinstance(token, bool):
        raise Refusal("Name a token by its number.")
    return colour, token


def legal_for(game: Game, colour: str, token: int) -> list[Any]:
    return [m for m in game.legal_moves() if m.colour == colour and m.token == token]


def cannot_move(game: Game, colour: str, token: int) -> str:
    if game.awaiting != "move":
        return "Roll the die first."
    movers = {m.colour for m in game.legal_moves()}
    if movers and colour not in movers:
        return f"It is {game.turn}'s turn: move a {' or '.join(sorted(movers))} token."
    if colour not in game.players or not 0 <= token < len(game.positions[colour]):
        return f"There is no {colour} token {token + 1}."
    return game.why_not(token, colour) or f"{colour} token {token + 1} cannot move now."


@_by_person
def roll(widget: Any, content: dict, game: Game) -> None:
    if game.awaiting != "roll":
        raise Refusal(f"{str(game.turn).capitalize()} must first move with the {game.face}.")
    before = len(game.events)
    colour = game.turn
    game.roll()
    widget.message = ""
    if game.rules.single_outcome == "tap" and game.awaiting == "roll" and not game.over:
        # strict: a roll with no move is acknowledged before the next roll is shown
        said = [e.text for e in game.events[before:] if e.colour == colour and e.kind in ("rolled", "wasted", "forfeited")]
        widget.pending_pass = " ".join(said) or f"{str(colour).capitalize()} cannot move."


@_by_person
def select(widget: Any, content: dict, game: Game) -> None:
    colour, token = token_arg(content)
    if not legal_for(game, colour, token):
        raise Refusal(cannot_move(game, colour, token))
    widget.message = ""
    widget.take_back(game.turn)  # before selecting: a bot handing back publishes, which clears the selection
    widget.selected = [colour, token]


@_by_person
def move(widget: Any, content: dict, game: Game) -> None:
    if "colour" in content or "token" in content:
        colour, token = token_arg(content)
    elif len(widget.selected) == 2:
        colour, token = widget.selected
    else:
        raise Refusal("Roll the die first." if game.awaiting != "move" else "Select a token first.")
    legal = legal_for(game, colour, token)
    if not legal:
        raise Refusal(cannot_move(game, colour, token))
    widget.message = ""
    game.move(legal[0])


@_by_person
def use(widget: Any, content: dict, game: Game) -> None:
    """Power: switch on a bonus from the stock of the seat to act (Dice control takes a face)."""
    bonus, face = content.get("bonus"), content.get("face")
    if not isinstance(bonus, str) or (face is not None and (not isinstance(face, int) or isinstance(face, bool))):
        raise Refusal("A bonus is named by a word (double, dice, shield), with a face 1..6 for dice.")
    game.use(bonus, face)
    widget.message = ""


def auto_move(widget: Any, content: dict) -> None:
    """Play a roll's one possible outcome for a person (rules.single_outcome auto / delay)."""
    if plays_itself(widget):
        widget.game.move(widget.game.legal_moves()[0])


def plays_itself(widget: Any) -> bool:
    """Whether the board plays the pending roll for the person to act, after a moment.

    Only when every move leads to one position, the edition does not have the player tap it,
    no Pass is waited for, and nothing is left to choose: under Power the Shield could still
    be given to the token that moves (the move ends on the ring). Not while a scenario's script
    runs either: there Next makes each step and says why. The snapshot sends this as
    ``auto_move``, and the front end's status line and pacing both read it.
    """
    game = widget.game
    if (game.awaiting != "move" or game.rules.single_outcome == "tap" or widget.scripted
            or widget.is_computer(game.turn) or widget.pending_pass or not game.single_outcome):
        return False
    return not any(game.referee.shield_possible(game.state, m) for m in game.legal_moves())


def computer_step(widget: Any, content: dict) -> None:
    """One roll or move of the computer seat to act (paced by the front end)."""
    widget.computer_step()


def timeout(widget: Any, content: dict) -> None:
    """The turn timer ran out in a view (see :mod:`ludo_widget.notebook.turn_timer`); stale ones do nothing.

    There is no clock while a scenario's script runs.
    """
    if not widget.scripted:
        widget.time_out(content)


def pass_(widget: Any, content: dict) -> None:
    if not widget.pending_pass:
        raise Refusal("There is nothing to pass: a move is possible or the die is waiting.")
    widget.pending_pass = ""
    widget.message = ""


def undo(widget: Any, content: dict) -> None:
    """Take back the last action, and the computer's actions before it, back to a person's."""
    game = widget.game
    if not game.can_undo:
        raise Refusal("Nothing to undo.")
    widget.pending_pass = ""
    game.undo()
    while game.can_undo and widget.is_computer(game.turn) and any(not widget.is_computer(c) for c in game.players):
        game.undo()
    widget.message = ""
