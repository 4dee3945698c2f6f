"""The position editor on the board: set up any position by clicking tokens and squares.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), seed=1)
>>> editor = board.edit()
>>> editor.place("red", 0, 20); editor.face(6)
>>> board.game.notation()
'classic r:20,0,0,0 y:0,0,0,0 r move:6 six:1'
>>> editor.place("yellow", 0, 46)          # refused by the engine: nothing changes
Traceback (most recent call last):
...
ludo_widget.engine.errors.PositionError: yellow token 1 and red token 1 cannot share ring square 19: under capture_rule 'all' the one that came last took the other
>>> editor.done(); board.game.move(0); board.game.positions["red"]
[26, 0, 0, 0]

On the board, Edit position opens the editor: click a token, then a square (a yard, a ring
square, a home column square or home), or drag the token there; choose the seat to act and a
pending face (and, under Power, tiles and the stock of the seat to act). Done plays on from
the position, Cancel goes back to the game as it was. The front end sends ``edit_*`` intents;
every change goes through :mod:`ludo_widget.engine.editing`, which refuses a position that
cannot be with its reason and changes nothing. While editing nothing plays by itself.
"""

from __future__ import annotations

import datetime
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import traitlets

from ..engine import editing
from ..engine.board import COLOURS, HOME, LAST_RING_PLACE, PLACE_ON, RING, YARD, seat_of
from ..engine.errors import LudoError, PositionError, quote
from ..engine.game import Game
from ..engine.power import CAP, STORED
from ..engine.power import KINDS as TILE_KINDS
from ..scenarios.write import starting_scenario
from .automatic import AUTOMATIC  # while editing they are dropped

#: Intents allowed while editing (everything else waits for Done or Cancel).
ALLOWED = frozenset({"ping", "set_seat", "review_slice", "review_close"})  # a review of the live game goes on


class Editor:
    """A position being set up on a board; made by :meth:`EditorMixin.edit`."""

    def __init__(self, widget: Any) -> None:
        self.widget = widget
        self.before = widget.game          # Cancel goes back to it
        self.picked: tuple[str, int] | None = None

    @property
    def game(self) -> Game:
        return self.widget.game

    @property
    def active(self) -> bool:
        return getattr(self.widget, "_editor", None) is self

    # -- changes, each checked by the engine ------------------------------------------

    def place(self, colour: str, token: int, where: int) -> None:
        """Put ``colour``'s token ``token`` (0-based) at a place (0 yard, 1..51, 52..56 column, 57 home)."""
        self._show(editing.place(self.game, colour, token, where))

    def turn(self, colour: str) -> None:
        """The seat to act (a roll is then awaited)."""
        self._show(editing.set_turn(self.game, colour))

    def face(self, face: int | None) -> None:
        """A pending face for the seat to act, or None for a roll awaited."""
        self._show(editing.set_face(self.game, face))

    def tile(self, square: int, kind: str | None) -> None:
        """Power: a tile on a ring square (0..51, red's start is 0), or None to take it away."""
        self._show(editing.set_tile(self.game, square, kind))

    def stock(self, colour: str, bonus: str, count: int) -> None:
        """Power: how many of a bonus ``colour`` holds (0..3)."""
        self._show(editing.set_stock(self.game, colour, bonus, count))

    def pick(self, colour: Any, token: Any) -> None:
        """The board's first click: the token the next square clicked receives."""
        if colour not in self.game.players or not isinstance(token, int) or isinstance(token, bool) \
                or not 0 <= token < self.game.rules.tokens:
            raise PositionError("pick one of the tokens on the board")
        self.picked = (colour, token)
        self.widget._publish_editor()

    def put(self, target: Any) -> None:
        """The board's second click: the picked token goes to ``target``, a square of the board.

        ``{"kind": "ring", "square": 0..51}``, ``{"kind": "column", "colour": c, "step": 1..5}``,
        ``{"kind": "yard"}`` or ``{"kind": "home"}``.
        """
        if self.picked is None:
            raise PositionError("click a token first, then the square it goes to")
        colour, token = self.picked
        self.place(colour, token, _place_of(colour, token, target))
        self.picked = None
        self.widget._publish_editor()

    # -- leaving ---------------------------------------------------------------------

    def done(self) -> None:
        """Play on from the position set up."""
        self.widget._close_editor(self)

    def cancel(self) -> None:
        """Back to the game as it was before editing."""
        self.widget._close_editor(self)
        self.widget.game = self.before

    # -- the position as text ------------------------------------------------------------

    @property
    def notation(self) -> str:
        return self.game.notation()

    def scenario_toml(self, title: str = "A position set up on the board") -> str:
        """A rule scenario (TOML) that starts from this position, ready for steps."""
        return starting_scenario(self.game.notation(), title)

    def save_scenario(self, path: "str | Path", title: str = "A position set up on the board") -> Path:
        """Write :meth:`scenario_toml` to ``path`` (``Scenario.load(path)`` reads it back).

        A name without ``.toml`` gets it, so ``list_scenarios(path=folder)`` finds the file.
        """
        path = Path(path)
        if path.suffix.lower() != ".toml":
            path = path.with_name(path.name + ".toml")
        try:
            path.write_text(self.scenario_toml(title), encoding="utf-8")
        except OSError as exc:  # a missing folder, no permission: said in one line, as a load says it
            raise LudoError(f"cannot write {quote(path.name)} in {quote(str(path.parent))} ({exc.strerror})") from None
        return path

    def _show(self, game: Game) -> None:
        self.widget._editor_game(game)


def _place_of(colour: str, token: int, target: Any) -> int:
    """The place on ``colour``'s lap that a clicked square is (refused where that token cannot stand)."""
    who = f"{colour} token {token + 1}"
    kind = target.get("kind") if isinstance(target, dict) else None
    if kind == "yard":
        return YARD
    if kind == "home":
        return HOME
    if kind == "ring":
        square = target.get("square")
        if not isinstance(square, int) or isinstance(square, bool) or not 0 <= square < RING:
            raise PositionError("a ring square is 0 to 51")
        where = PLACE_ON[seat_of(colour)][square]
        if where < 0:
            raise PositionError(f"{who} never stands on ring square {square}: it turns into its home column before it")
        return where
    if kind == "column":
        step = target.get("step")
        if target.get("colour") != colour:
            raise PositionError(f"{who} can only walk up {colour}'s home column")
        if not isinstance(step, int) or isinstance(step, bool) or not 1 <= step <= HOME - LAST_RING_PLACE - 1:
            raise PositionError(f"a home column has squares 1 to {HOME - LAST_RING_PLACE - 1}")
        return LAST_RING_PLACE + step
    raise PositionError("a square is a yard, a ring square, a home column square or home")


class EditorMixin(traitlets.HasTraits):
    """What a board needs to set up positions: ``board.edit()`` and the ``editor`` trait."""

    #: {} when not editing; else what the editor panel shows (the picked token, the seat to act,
    #: the pending face, Power's tile kinds and the seat to act's own stock).
    editor = traitlets.Dict().tag(sync=True)

    if TYPE_CHECKING:  # what the board this is mixed into (LudoWidget) provides
        game: Game

        def publish(self) -> None: ...
        def hold_sync(self) -> AbstractContextManager[None]: ...

    _editor: Editor | None = None

    def edit(self) -> Editor:
        """Open the position editor on the board (Python and the board edit the same position)."""
        if self._editor is None:
            player = getattr(self, "_scenario_player", None)
            if player is not None:
                player.leave()  # a script does not go on from a position changed by hand
            self._editor = Editor(self)
            self.pending_pass = ""
            self.publish()  # the turn timer stops while editing
        self._publish_editor()
        return self._editor

    @property
    def editing(self) -> bool:
        return self._editor is not None

    def _editor_game(self, game: Game) -> None:
        with self.hold_sync():
            self.game = game
            self.message = ""
            self._publish_editor()

    def _close_editor(self, editor: Editor) -> None:
        if self._editor is editor:
            self._editor = None
            self.editor = {}
            self.publish()

    def editor_holds(self, kind: str, content: dict) -> bool:
        """While editing: automatic intents are dropped, playing ones refused until Done or Cancel."""
        if self._editor is None or kind.startswith("edit_") or kind in ALLOWED:
            return False
        if kind in AUTOMATIC:
            return True
        raise LudoError("Finish setting up the position first: Done plays on from it, Cancel goes back")

    def _publish_editor(self) -> None:
        ed = self._editor
        if ed is None:
            self.editor = {}
            return
        game = ed.game
        st = game.state
        self.editor = {
            "on": True,
            "picked": list(ed.picked) if ed.picked else [],
            "players": list(game.players),
            "turn": COLOURS[st.turn],
            "face": st.face,
            "power": game.rules.power,
            "tile_kinds": list(TILE_KINDS) if game.rules.power else [],
            "stock": {b: st.stock[st.turn].get(b, 0) for b in STORED} if game.rules.power else {},
            "cap": CAP,
        }


def handle(widget: Any, content: dict) -> None:
    """The board's editor intents (``edit_start``, ``edit_pick``, ``edit_put``, ``edit_turn``, ...)."""
    kind = content["type"]
    if kind == "edit_start":
        widget.edit()
        return
    ed = widget._editor
    if ed is None:
        raise LudoError("Edit position first")
    if kind == "edit_pick":
        ed.pick(content.get("colour"), content.get("token"))
    elif kind == "edit_put":
        ed.put(content.get("target"))
    elif kind == "edit_turn":
        ed.turn(content.get("colour"))
    elif kind == "edit_face":
        ed.face(content.get("face"))
    elif kind == "edit_tile":
        ed.tile(content.get("square"), content.get("tile") or None)
    elif kind == "edit_stock":
        ed.stock(COLOURS[widget.game.state.turn], content.get("bonus"), content.get("count"))
    elif kind == "edit_done":
        ed.done()
    elif kind == "edit_cancel":
        ed.cancel()
    elif kind == "edit_scenario":
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        widget.send({"type": "scenario", "text": ed.scenario_toml(), "filename": f"scenario-{stamp}.toml"})
    else:
        raise LudoError(f"unknown editor intent {kind[:30]!r}")
    widget.message = ""


KINDS = ("edit_start", "edit_pick", "edit_put", "edit_turn", "edit_face", "edit_tile", "edit_stock",
         "edit_done", "edit_cancel", "edit_scenario")
