"""Play in a terminal: the text board, a prompt for each person's roll and move, computer seats.

``python -m ludo_widget play`` starts a game (see :mod:`ludo_widget.__main__`); from Python,
:func:`play` takes any :class:`~ludo_widget.engine.game.Game`, the computer players by colour,
and where to read and write, so a script or a test can drive it:

>>> from ludo_widget import Game
>>> from ludo_widget.players import get_player
>>> game = Game(players=("red", "yellow"), positions={"red": [10, 20, 0, 0]}, seed=3)
>>> answers = iter(["", "1", "quit"])       # Enter rolls, 1 plays the first move listed, then stop
>>> _ = play(game, {"yellow": get_player("heuristic")}, read=lambda prompt: next(answers), write=lambda line: None)
>>> [str(step) for step in game.history]
['Red rolled 4', 'Red 1: 10 → 14', 'Yellow rolled 4']

What a person types: Enter to roll, a move's number from the list, ``hint`` (the coach's move
and why), ``review`` (the person's moves that lost the most winning chance so far, as the
coach's :func:`~ludo_widget.coach.review` finds them; offered again when the game ends), ``undo`` (back to the person's last decision), ``use BONUS [FACE]`` (Power),
``board``, ``save FILE`` (the game as JSON; ``--load`` resumes it), ``help`` and ``quit``.
Anything else is answered with a short message and changes nothing.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from .engine.errors import LudoError, quote
from .engine.game import Game, as_game
from .engine.narration import name
from .engine.people import check_names
from .engine.referee import Move
from .engine.schema import MAX_CHARS
from .engine.text_board import board_text
from .players import Player, as_player
from .players.base import is_number

#: The largest file read: a save's limit (``schema.MAX_CHARS``), in bytes.
MAX_FILE = MAX_CHARS

Read = Callable[[str], str]
Write = Callable[[str], None]

HELP = ("Enter: roll · a number: play that move · hint: the coach's move and why · review: your moves that "
        "cost the most winning chance so far · undo: take back to your last decision · use BONUS [FACE]: a Power "
        "bonus · board: show the board · save FILE: write the game as JSON · quit")


class _Session:
    """One game at a terminal: who plays by computer, and how much of the log has been shown."""

    def __init__(self, game: Game, computers: Mapping[str, Player], read: Read, write: Write,
                 hint_time: float, colour: bool, pace: float, sleep: Callable[[float], object],
                 coach: bool = False, names: Mapping[str, str] | None = None) -> None:
        self.game, self.computers, self.read, self.write = game, computers, read, write
        self.hint_time, self.colour, self.pace, self.sleep = hint_time, colour, pace, sleep
        self.coach = coach
        self.names = dict(names or {})
        self.shown = 0
        self.drawn = ""
        self.word = ""  # the coach's word on the move just chosen, written after the move's events

    def board(self) -> None:
        """Write the board, unless this very position is the last one written."""
        position = self.game.notation()
        if position != self.drawn:
            self.write(board_text(self.game, ansi=self.colour))
            self.drawn = position

    def log(self) -> None:
        """Write the events that happened since the last call, a sentence a line. After an undo
        the log is shorter than last time: nothing is written, and it goes on from there."""
        events = self.game.events
        for event in events[self.shown:]:
            self.write(f"  {event}")
        self.shown = len(events)
        if self.word:
            self.write(f"  {self.word}")
            self.word = ""

    def who(self, colour: str) -> str:
        """Who is asked: "Red", or "Ana (red)" when the person playing red has a name."""
        return f"{self.names[colour]} ({colour})" if colour in self.names else name(colour)

    def automatic(self) -> bool:
        """Whether the move awaited is played without asking: every legal move comes to the same
        position and the rules do not ask for a tap (``single_outcome`` ``"auto"`` or ``"delay"``:
        the board plays it, at once or after a moment)."""
        game = self.game
        return game.awaiting == "move" and game.rules.single_outcome != "tap" and game.single_outcome

    def computer_step(self, player: Player) -> None:
        """The computer rolls or moves; with a pace, a move is shown on the board and left a moment."""
        game = self.game
        if game.awaiting == "roll":
            game.roll()
            return
        game.move(player.choose(game))
        if self.pace:
            self.log()
            self.board()
            self.sleep(self.pace)

    def person_step(self) -> bool:
        """Ask the seat to act what to do and do it; False when the person quits."""
        game = self.game
        moves = game.legal_moves()
        if self.automatic():
            game.move(moves[0])
            return True
        if game.awaiting == "move":
            self.write("\n".join(f"  {i}. {move}" for i, move in enumerate(moves, start=1)))
            ask = f"{self.who(game.turn or '')} rolled {game.face}: which move? 1-{len(moves)}, or help: "
        else:
            ask = f"{self.who(game.turn or '')} to roll: Enter, or help: "
        try:
            answer = self.read(ask).strip()
        except EOFError:
            return False
        except UnicodeDecodeError:  # a line the terminal's encoding cannot read: ask again
            self.write("  that line could not be read as text")
            return True
        if answer in ("quit", "q", "exit"):
            return False
        try:
            self.answer(answer, len(moves))
        except LudoError as refusal:
            self.write(f"  {refusal}")
        return True

    def answer(self, answer: str, options: int) -> None:
        """Carry out one typed answer; a :class:`LudoError` says why not, and nothing changed."""
        game = self.game
        word, _, rest = answer.partition(" ")
        if answer == "" and game.awaiting == "roll":
            game.roll()
        elif answer == "":
            raise LudoError(f"choose a move from 1 to {options}")
        elif answer.isdecimal():
            if game.awaiting == "roll":
                raise LudoError("roll first: press Enter")
            number = int(answer) if len(answer) <= 4 else 0  # int() refuses over 4,300 digits: no list is that long
            if not 1 <= number <= options:
                raise LudoError(f"choose a move from 1 to {options}")
            move = game.legal_moves()[number - 1]
            word = self.word_on(move)
            game.move(move)
            self.word = word
        elif word == "hint":
            self.hint()
        elif word == "review":
            self.review()
        elif word == "undo":
            self.undo()
        elif word == "use":
            self.use(rest.split())
        elif word == "board":
            self.drawn = ""
            self.board()
        elif word == "save":
            self.save(rest.strip())
        elif word == "help":
            self.write(HELP)
        else:
            raise LudoError(f"not understood: {answer[:40]!r} (help lists what you can type)")

    def word_on(self, move: Move) -> str:
        """With the coach on, its word on ``move`` (about to be played, among more than one outcome):
        the better move and why, that none was surely better, or that the playouts were too few
        to tell (on the Python path); a fifth of the hint's time."""
        game = self.game
        if not self.coach or game.single_outcome:
            return ""
        from .coach import Judging

        judging = Judging(game, move)
        mistake = judging.advance(self.hint_time / 5)
        return f"Coach: {mistake}" if mistake is not None else f"Coach: {move}: {judging.words()}."

    def hint(self) -> None:
        if self.game.awaiting != "move":
            raise LudoError("a hint is for choosing a move: roll first")
        from .coach import hint  # the coach loads the compiled playouts: only when asked

        self.write(f"  Hint: {hint(self.game, time=self.hint_time)}")

    def review(self) -> None:
        """The moves of the people's seats that lost the most winning chance so far, worst first."""
        if not self.game.has_history:
            raise LudoError("this game does not know its steps, so there is nothing to review")
        from .coach import review

        people = [c for c in self.game.players if c not in self.computers] or list(self.game.players)
        self.write("  Reviewing the game...")
        self.write("\n".join(f"  {line}" for line in str(review(self.game, time=self.hint_time / 5,
                                                                  colours=people)).splitlines()))

    def after_the_end(self) -> None:
        """A game over with people in it: offer the review once."""
        if len(self.computers) == len(self.game.players):
            return
        try:
            answer = self.read("The game is over. review: the moves that cost the most; Enter: leave: ").strip()
        except (EOFError, UnicodeDecodeError):
            return
        if answer == "review":
            self.review()

    def undo(self) -> None:
        """Back to the last decision of a person: the computer's steps since, and the moves played
        without asking, are taken back too."""
        game = self.game
        if not game.can_undo:
            raise LudoError("nothing to undo")
        game.undo()
        while game.can_undo and (game.turn in self.computers or self.automatic()):
            game.undo()
        self.write(f"  Taken back to step {len(game.history)}.")

    def use(self, words: list[str]) -> None:
        if not words or len(words) > 2 or (len(words) == 2 and not (words[1].isdecimal() and len(words[1]) <= 4)):
            raise LudoError("use takes a bonus and, for dice, a face: use double, use shield, use dice 6")
        if not self.game.rules.power:  # the engine's refusal names the Python call; here, the command line's
            raise LudoError('bonuses need Power: play with --rules "online[power=yes]"')
        self.game.use(words[0], int(words[1]) if len(words) == 2 else None)

    def save(self, path: str) -> None:
        if not path:
            raise LudoError("save needs a file name: save game.json")
        write_file(path, self.game.to_json())
        self.write(f"  Saved to {path}.")


def read_file(path: str) -> str:
    """A file's text (UTF-8); one that cannot be read, or is larger than any save
    (:data:`MAX_FILE` bytes), is a short :class:`LudoError`. (A byte-order mark stays: the save
    and record readers drop it, for text from anywhere.)"""
    if not path:
        raise LudoError("a file name is needed")
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_FILE + 1)  # /dev/zero or a huge file is refused, not read whole
    except (OSError, ValueError) as problem:
        raise LudoError(f"could not read {_short(path)}: {_why(problem)}") from None
    if len(data) > MAX_FILE:
        raise LudoError(f"could not read {_short(path)}: it is larger than a save can be ({MAX_FILE:,} bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LudoError(f"could not read {_short(path)}: it is not UTF-8 text") from None


def check_writable(path: str) -> None:
    """Refuse with a short :class:`LudoError` a path no file can be written to: a folder, a folder
    that is not there, or one this user may not write in (checked before a game, not after it)."""
    try:
        target = Path(path)
        try:
            os.stat(path)  # raises for a loop of links or a file where a folder should be
        except FileNotFoundError:
            pass  # a new file
        if target.is_dir():
            raise LudoError(f"could not write {_short(path)}: it is a folder")
        if not target.parent.is_dir():
            raise LudoError(f"could not write {_short(path)}: there is no folder {target.parent}")
        if not os.access(target if target.exists() else target.parent, os.W_OK):
            raise LudoError(f"could not write {_short(path)}: permission denied")
    except (OSError, ValueError) as problem:  # a name too long, a NUL in it, a loop of links
        raise LudoError(f"could not write {_short(path)}: {_why(problem)}") from None


def write_file(path: str, text: str) -> None:
    """Write ``text`` to a file; one that cannot be written is a short :class:`LudoError`."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as problem:  # ValueError: a NUL in the name
        raise LudoError(f"could not write {_short(path)}: {_why(problem)}") from None


def _short(path: str) -> str:
    """A path as a message names it, unquoted as the system's own messages do: whole up to 80 characters."""
    return path if len(path) <= 80 else f"{path[:77]}..."


def _why(problem: Exception) -> str:
    """What went wrong with a file, in the system's words."""
    return getattr(problem, "strerror", None) or str(problem)[:80]


def play(game: Game, computers: Mapping[str, "Player | str"] | None = None, *, read: Read | None = None,
         write: Write | None = None, hint_time: float = 0.5, colour: bool | None = None, pace: float = 0.0,
         sleep: Callable[[float], object] = time.sleep, coach: bool = False,
         names: Mapping[str, str] | None = None) -> Game:
    """Play ``game`` at a terminal until it is over or a person quits, and return it.

    ``computers`` maps a colour to the player (or a registered name, such as ``"best"``) that
    plays it; every other seat is asked through ``read`` (default ``input``). ``hint_time`` is
    what the coach spends on a hint, and a fifth of it on each decision of a review. The board is
    written (through ``write``, default ``print``) before each person's decision, and every
    event as a sentence. ``colour`` paints the board's tokens and squares for a terminal; by
    default it does when printing to one and the ``NO_COLOR`` environment variable is not set.
    ``pace`` (seconds) shows each computer move on the board and waits that long after it, to
    watch the computer play (``sleep`` is how it waits). ``coach`` says, after each move a person
    chose, whether another move would surely have won more (:func:`~ludo_widget.coach.judge`).
    ``names`` (colour -> a person's name, as :func:`~ludo_widget.engine.people.check_names`
    takes them) names the person asked: "Ana (red) to roll".
    """
    game = as_game(game)
    if computers is not None and not isinstance(computers, Mapping):
        raise LudoError(f"computers must map a colour to a player, not {quote(computers)}")
    if not is_number(hint_time) or not 0 < hint_time <= 60:
        raise LudoError(f"hint_time must be a number of seconds above 0 (at most 60), not {quote(hint_time)}")
    if not is_number(pace) or not 0 <= pace <= 60:
        raise LudoError(f"pace must be a number of seconds from 0 to 60, not {quote(pace)}")
    names = check_names(names) if names is not None else {}
    seats = {colour: as_player(player) for colour, player in (computers or {}).items()}
    for seat in seats:
        if seat not in game.players:
            raise LudoError(f"no seat {quote(seat)} in this game: the seats are {', '.join(game.players)}")
    if colour is None:
        colour = write is None and sys.stdout.isatty() and "NO_COLOR" not in os.environ
    session = _Session(game, seats, read or input, write or print, hint_time, bool(colour), pace, sleep,
                       coach=bool(coach), names=names)
    while not game.over:
        session.log()
        player = seats.get(game.turn or "")
        if player is not None:
            session.computer_step(player)
            continue
        session.board()
        if not session.person_step():
            break
    session.log()
    if game.over:
        session.board()
        session.after_the_end()
    return game
