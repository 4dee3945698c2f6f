"""Questions in a scenario: ``ask`` steps, their answer key, and judging a learner's answer.

Three kinds, told apart by what the step gives:

- **pick** the move: ``answer = "red 2"`` (or a list of acceptable tokens). The step plays the
  first answer listed; the learner clicks a token or the square it lands on.
- **predict**: ``choices = ["...", "..."]`` and ``answer = 2`` (counted from 1). The step also
  does an action (``roll``, ``move`` or ``use``) and its ``expect`` says what the engine does;
  the engine checks the ``expect``, and the choice numbered by ``answer`` must say the same.
- **where**: ``answer = "red square 14"`` (a place of red's lap), ``"square 21"`` (a ring
  square 0..51) or ``"red home"``. With ``move = "red 2"`` in the same step, the answer must be
  where that move lands; without a move nothing checks it.

>>> from ludo_widget.scenarios import Scenario
>>> s = Scenario.load("classic-stacked-capture")
>>> [st.ask.kind for st in s.steps if st.ask]
['predict', 'pick']

Judging is done here, in Python; a front end only reports what was clicked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import geometry
from ..engine.board import COLOURS, YARD
from ..engine.errors import quote
from .marks import Highlight, TokenRef, place_mark

KINDS = ("pick", "predict", "where")
#: The keys an ask step may hold besides the action, say, expect and highlight.
ASK_KEYS = ("ask", "answer", "choices", "hint", "explain")


@dataclass(frozen=True)
class Ask:
    """The question of an ask step and its answer key.

    ``answers`` holds :class:`TokenRef` (pick), one 1-based choice number (predict) or one
    :class:`Highlight` square (where).
    """

    kind: str
    text: str
    answers: tuple[Any, ...]
    hint: str
    explain: str
    choices: tuple[str, ...] = ()
    answer_text: str = ""             # the answer as a person reads it ("red 2", "square 14 of red's lap")

    def to_dict(self) -> dict[str, Any]:
        """What a front end shows: never the answer itself."""
        return {"kind": self.kind, "ask": self.text, "choices": list(self.choices)}


class Unreadable(ValueError):
    """An answer that is not of the form the question takes (no try is counted)."""


def parse(raw: dict[str, Any], players: tuple[str, ...], token_ref, square_ref, fail) -> Ask:
    """The :class:`Ask` of a step table (``token_ref`` and ``square_ref`` read names, ``fail``
    makes the error)."""
    text = raw.get("ask")
    if not isinstance(text, str) or not text.strip():
        raise fail("ask is the question to show, e.g. ask = \"Which token captures?\"")
    hint, explain = raw.get("hint"), raw.get("explain")
    if not isinstance(hint, str) or not hint.strip():
        raise fail("an ask step gives a hint for a wrong answer: hint = \"...\"")
    if not isinstance(explain, str) or not explain.strip():
        raise fail("an ask step explains the right answer: explain = \"...\"")
    if "answer" not in raw:
        raise fail("an ask step needs its answer: answer = \"red 2\", answer = 2 (with choices) "
                   "or answer = \"red square 14\"")
    answer = raw["answer"]
    words = lambda s: " ".join(s.split())  # noqa: E731
    if "choices" in raw:
        choices = raw["choices"]
        if not isinstance(choices, list) or len(choices) < 2 or not all(isinstance(c, str) and c.strip() for c in choices):
            raise fail("choices is a list of at least two sentences")
        if not isinstance(answer, int) or isinstance(answer, bool) or not 1 <= answer <= len(choices):
            raise fail(f"with choices, answer is the number of the right one, 1 to {len(choices)}, not {quote(answer)}")
        if not any(a in raw for a in ("roll", "move", "use")):
            raise fail("a predict question asks about an action: add roll, move or use to the step")
        if not raw.get("expect"):
            raise fail("a predict question says in expect what the engine does: that is what is checked")
        return Ask("predict", words(text), (answer,), words(hint), words(explain),
                   tuple(words(c) for c in choices), choices[answer - 1].strip())
    given = answer if isinstance(answer, list) else [answer]
    if not given or not all(isinstance(a, str) for a in given):
        raise fail("answer is a token (\"red 2\"), a list of tokens, or a square (\"red square 14\")")
    if len(given) == 1 and names_square(given[0]):
        mark = square_ref(given[0])
        if "roll" in raw or "use" in raw:
            raise fail("a where question is about a square: it may move a token, not roll or use")
        return Ask("where", words(text), (mark,), words(hint), words(explain), (), answer_name(given[0], mark))
    refs = tuple(token_ref(a) for a in given)
    if any(a in raw for a in ("roll", "use", "note")):
        raise fail("a pick-the-move question plays the move answered: it has no roll, use or note")
    if "move" in raw and token_ref(raw["move"]) not in refs:
        raise fail("move must be one of the answers (or leave it out: the first answer is played)")
    return Ask("pick", words(text), refs, words(hint), words(explain), (),
               " or ".join(str(r) for r in refs))


def names_square(text: str) -> bool:
    """Whether an answer written in a file names a square (``"Red Square 14"``, ``"red home"``), not a token."""
    text = text.strip().lower()  # names are read whatever their case, as tokens are
    return "square" in text or text.endswith(" home")


def square_name(mark: Highlight) -> str:
    """A square as the lessons name it."""
    if mark.kind == "ring":
        return f"ring square {mark.square}"
    if mark.kind == "column":
        return f"square {mark.square} of {mark.colour}'s home column"
    return f"{mark.colour}'s {mark.kind}"


def place_name(colour: str, place: int) -> str:
    """A place of ``colour``'s lap by that place, as files and explanations count, and by its
    square, as the board's numbers can show it: "red's place 5 (ring square 4)"."""
    if place == YARD:
        return f"{colour}'s yard"
    mark = place_mark(colour, place)
    return square_name(mark) if mark.kind == "home" else f"{colour}'s place {place} ({square_name(mark)})"


def answer_name(text: str, mark: Highlight) -> str:
    """A where question's answer as the learner is told it: a place of a lap (``"red square 5"``)
    as :func:`place_name` says it, any other square as :func:`square_name` does."""
    named = text.strip().lower().split()
    if len(named) == 3 and named[1] == "square":
        return place_name(named[0], int(named[2]))
    return square_name(mark)


# -- what was clicked -----------------------------------------------------------------------------

_RING_AT = {cell: r for r, cell in enumerate(geometry.RING_CELLS)}
_COLUMN_AT = {cell: (seat, i + 1) for seat, cells in enumerate(geometry.HOME_COLUMN_CELLS)
              for i, cell in enumerate(cells)}


def square_at(x: float, y: float) -> Highlight | None:
    """The square at point ``(x, y)`` of the drawn board (cell units), or None off every square.

    >>> square_at(6.5, 13.5)        # red's start square
    Highlight(kind='ring', colour=None, token=None, square=0)
    >>> square_at(7.5, 8.3).kind, square_at(7.5, 8.3).colour     # red's triangle of the centre
    ('home', 'red')
    """
    if not (0 <= x < geometry.SIZE and 0 <= y < geometry.SIZE):
        return None
    cell = (int(y), int(x))
    if cell in _RING_AT:
        return Highlight("ring", square=_RING_AT[cell])
    if cell in _COLUMN_AT:
        seat, n = _COLUMN_AT[cell]
        return Highlight("column", colour=COLOURS[seat], square=n)
    if 6 <= x < 9 and 6 <= y < 9:  # the centre: four triangles, one per seat
        dx, dy = x - 7.5, y - 7.5
        seat = (0 if dy >= abs(dx) else 2 if -dy >= abs(dx) else 1 if dx < 0 else 3)
        return Highlight("home", colour=COLOURS[seat])
    for seat, (row, col) in enumerate(geometry.YARD_ORIGINS):
        if row <= y < row + 6 and col <= x < col + 6:
            return Highlight("yard", colour=COLOURS[seat])
    return None


def token_square(game: Any, colour: str, index: int) -> Highlight:
    """The square a token stands on."""
    place = game.positions[colour][index]
    return Highlight("yard", colour=colour) if place == YARD else place_mark(colour, place)


def landing(colour: str, to: int) -> Highlight:
    """The square a move ending at place ``to`` of ``colour``'s lap lands on."""
    return place_mark(colour, to)


# -- judging ---------------------------------------------------------------------------------------


def judge(ask: Ask, game: Any, given: dict[str, Any], mover: TokenRef | None = None) -> bool:
    """Whether ``given`` answers ``ask`` in the position of ``game``.

    ``given`` is what the learner did: ``{"choice": 2}``, ``{"token": ["red", 1]}`` (index
    from 0, as the snapshot counts) or ``{"point": [x, y]}`` on the drawn board. ``mover`` is
    the token the step moves (a where question asks where it lands). Raises
    :class:`Unreadable` when it is not an answer of the question's kind.
    """
    if ask.kind == "predict":
        choice = given.get("choice")
        if not isinstance(choice, int) or isinstance(choice, bool) or not 1 <= choice <= len(ask.choices):
            raise Unreadable(f"Choose one of the {len(ask.choices)} answers.")
        return choice == ask.answers[0]
    token = _token(given, game)
    mine = [m for m in game.legal_moves() if (m.colour, m.token) == token] if token else []
    if ask.kind == "pick" and mine:
        # right when it makes an answer's move: any of four tokens in the yard brings one out
        keys = [m for m in game.legal_moves() if TokenRef(m.colour, m.token + 1) in ask.answers]
        return any(game.alike(m, k) for m in mine for k in keys)
    if ask.kind == "where" and token and mover and token == (mover.colour, mover.index):
        # it still stands where it starts: a click on it is no guess at where it lands
        raise Unreadable("Click the square it lands on.")
    # a square: clicked, named, or the one under a token that cannot move (say, the one captured)
    if token:
        square = token_square(game, *token)
    else:
        square = given["square"] if isinstance(given.get("square"), Highlight) else _point(given)
    if ask.kind == "where":
        return square == ask.answers[0]
    landed = {(m.colour, m.token) for m in game.legal_moves() if landing(m.colour, m.to) == square}
    return any((r.colour, r.index) in landed for r in ask.answers)


def _token(given: dict[str, Any], game: Any) -> tuple[str, int] | None:
    if "token" not in given:
        return None
    token = given["token"]
    if (not isinstance(token, (list, tuple)) or len(token) != 2 or token[0] not in game.players
            or not isinstance(token[1], int) or isinstance(token[1], bool)
            or not 0 <= token[1] < game.rules.tokens):
        raise Unreadable("That is not a token on this board.")
    return token[0], token[1]


def _point(given: dict[str, Any]) -> Highlight:
    point = given.get("point")
    if (not isinstance(point, (list, tuple)) or len(point) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in point)):
        raise Unreadable("Answer by clicking a token or a square on the board.")
    square = square_at(float(point[0]), float(point[1]))
    if square is None:
        raise Unreadable("That is not a square: click a square of the board.")
    return square


# -- checking the answer key against the engine ----------------------------------------------------


def check_before(ask: Ask, game: Any) -> list[str]:
    """Problems with the answer key in the position before the step is played."""
    if ask.kind != "pick":
        return []
    legal = {(m.colour, m.token) for m in game.legal_moves()}
    names = ", ".join(f"{c} {t + 1}" for c, t in sorted(legal)) or "none"
    return [f"answer {r} is not a legal move (the legal moves are {names})"
            for r in ask.answers if (r.colour, r.index) not in legal]


def check_after(ask: Ask, game: Any, moved: TokenRef | None) -> list[str]:
    """Problems with a where question's answer once its move is played."""
    if ask.kind != "where" or moved is None:
        return []
    if token_square(game, moved.colour, moved.index) != ask.answers[0]:
        # in the words the learner is told the answer in, places first, as the file counts
        place = game.positions[moved.colour][moved.index]
        return [f"answer {ask.answer_text}: {moved} lands on {place_name(moved.colour, place)}"]
    return []


