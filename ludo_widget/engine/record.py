"""A whole game as text, like PGN for chess: header lines, then every turn's steps.

Header lines are ``[Name "value"]``: ``Edition``, ``Options`` (the options that differ from the
edition's preset, as in the notation: ``teams=yes;power=yes``), one line per seat playing
(who played it: the board and the terminal write ``[Red "person"]``, ``[Red "person: Ana"]`` or
``[Yellow "computer: expectimax"]``, :mod:`~ludo_widget.engine.people`), ``Seed`` (the seed the game
was made with), ``Date``, ``Result`` (the winner, ``red yellow`` for a pair, ``-`` when nobody
won, ``*`` while the game goes on) and, for a game that started from a set-up position, ``Position`` (that position
in the notation; ``Seed`` is then the die's state there). Other header names are kept as notes.

Then one line per turn: its number, the seat to act, and its steps in order: a roll is its
face (``6``), a move names the token (``r1``: red token 1, numbered 1-4 as on the board), where
it was and where it goes (``r1:0-1``), a Power bonus is ``+double``, ``+shield`` or ``+dice:4``,
and under online's leaving rule ``y:left`` and ``y:back`` say yellow's person left or came back.
A face set by hand rather than rolled is marked ``6!``. A roll with no move after it was
wasted or forfeited: the engine says which.
``{...}`` and ``; ...`` (to the end of the line) are comments, for annotating a step.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=1)
>>> game.roll(), game.move(0), game.roll(), game.move(0), game.roll()
(6, None, 2, None, 1)
>>> print(game.record(players={"red": "person", "yellow": "person"}, date="2026-11-30"))
[Edition "classic"]
[Red "person"]
[Yellow "person"]
[Seed "1"]
[Date "2026-11-30"]
[Result "*"]
<BLANKLINE>
1. r 6 r1:0-1 2 r1:1-3
2. y 1
>>> Game.from_record(game.record()).notation() == game.notation()
True

Reading replays every step on the engine with the faces forced: a face the record says was
rolled is rolled from the seeded die when the die agrees, so the die goes on as in the original.
A record with no ``Seed`` line (one written by hand) starts from seed 0, its faces all read as set
by hand, and under a random starter (online) the seat of its first turn rolls first. A record that does not
replay legally is refused with a :class:`~ludo_widget.engine.errors.LudoError` naming the turn.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .board import COLOURS
from .errors import LudoError, NotationError, quote
from .notation import _write_value as write_value
from .notation import read_rules
from .rules import Rules
from .steps import LETTERS, Step, read_word, word

if TYPE_CHECKING:
    from .game import Game

MAX_CHARS = 2_000_000   # a long game is a few tens of thousands of characters
MAX_STEPS = 20_000    # whole random games take a few hundred to a few thousand steps
MAX_MESSAGE = 200

_SCAN = re.compile(r"""
   (?P<space>\s+)
  |(?P<tag>\[(?P<name>[A-Za-z][A-Za-z0-9_]{0,31})[ \t]+"(?P<value>[^"\n]{0,200})"\])
  |\{(?P<brace>[^{}]{0,2000})\}
  |;(?P<line>[^\n]{0,2000})
  |(?P<number>\d{1,6})\.
  |(?P<word>[^\s{};\[\]"]{1,24})
""", re.X)


@dataclass
class Record:
    """A record read back: the game replayed to its end, the header and the comments.

    ``comments`` maps a step number (how many steps came before) to the text written there.
    """

    game: "Game"
    tags: dict[str, str] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)


def write(game: "Game", players: dict[str, str] | None = None, date: str | None = None,
          comments: dict[int, str] | None = None) -> str:
    """The record of ``game``'s steps so far (see the module docstring).

    ``players``: colour -> who played it (``"?"`` when not said); ``date`` defaults to today
    (UTC); ``comments``: step number -> text, written after that many steps.
    """
    if game._history is None:
        raise LudoError("this game keeps no history (history=False), so it has no record")
    entries = list(game._past())
    _check_arguments(game, len(entries), players, date, comments)
    if any(step is None for _, _, step in entries):
        raise LudoError("this game was saved without its steps, so it has no record")
    start = entries[0][0] if entries else game.state
    lines = [f'[{name} "{_clean(value)}"]' for name, value in _tags(game, start, players or {}, date)]
    comments = {int(k): _clean(str(v), "{}") for k, v in (comments or {}).items() if str(v).strip()}
    lines.append("")
    if 0 in comments:
        lines.append(f"{{{comments[0]}}}")
    turn, number = None, 0
    line: list[str] = []
    for i, (before, _, step) in enumerate(entries, start=1):
        assert step is not None  # checked above: every entry has its step
        if before.turns != turn:  # the state counts turns: a new one starts a new line
            if line:
                lines.append(" ".join(line))
            turn, number = before.turns, number + 1
            line = [f"{number}.", LETTERS[before.turn]]  # the seat to act (a leaver may be another)
        line.append(word(step))
        if i in comments:
            line.append(f"{{{comments[i]}}}")
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines)


def _check_arguments(game: "Game", steps: int, players: Any, date: Any, comments: Any) -> None:
    """Refuse what :func:`write` cannot write, rather than drop it without a word (a seat named
    ``"Red"``, a comment past the ``steps`` played): an API argument is hostile until checked."""
    if players is not None and not (isinstance(players, dict) and all(isinstance(k, str) for k in players)):
        raise LudoError(f"players must be a dict of colour -> who played it, not {quote(players)}")
    stray = sorted(set(players or {}) - set(game.players))
    if stray:
        raise LudoError(f"players: {quote(stray[0])} is not a seat of this game ({', '.join(game.players)})")
    if date is not None and not isinstance(date, str):
        raise LudoError(f"date must be text, not {quote(date)}")
    if comments is not None and not (isinstance(comments, dict) and all(
            isinstance(k, int) and not isinstance(k, bool) and k >= 0 for k in comments)):
        raise LudoError(f"comments must be a dict of step number -> text, not {quote(comments)}")
    late = sorted(k for k in (comments or {}) if k > steps)
    if late:
        raise LudoError(f"comments: step {late[0]} is past the last step ({steps})")


def _tags(game: "Game", start: Any, players: dict[str, str], date: str | None) -> list[tuple[str, str]]:
    rules = game.rules
    tags = [("Edition", rules.edition)]
    changes = rules.changes()
    if changes:
        tags.append(("Options", ";".join(f"{k}={write_value(v)}" for k, v in changes.items())))
    tags += [(c.capitalize(), str(players.get(c) or "?")) for c in game.players]
    natural = _fresh(rules, game.players, game.seed).state.to_dict() == start.to_dict()
    tags.append(("Seed", str(game.seed if natural else start.dice)))
    tags.append(("Date", date or datetime.datetime.now(datetime.UTC).date().isoformat()))
    tags.append(("Result", result(game)))
    if not natural:
        from . import notation

        tags.append(("Position", notation.write(rules, game.players, start)))
    return tags


def result(game: "Game") -> str:
    """``*`` while the game goes on; then the winner, the winning pair as ``red yellow``, or
    ``-`` when nobody won (every seat left, under online's leaving rule)."""
    if not game.over:
        return "*"
    winner = game.winner
    return " ".join(winner) if isinstance(winner, tuple) else winner or "-"


def _fresh(rules: Rules, players: tuple[str, ...], seed: int) -> "Game":
    from .game import Game

    return Game(rules, players, seed=seed)


def _clean(text: str, forbidden: str = '"') -> str:
    """A header value or comment on one line, without the characters that would end it."""
    text = " ".join(str(text).split())
    for ch in forbidden:
        text = text.replace(ch, "'" if ch == '"' else "")
    return text[:200]


# -- reading --------------------------------------------------------------------------------


def read(text: Any) -> Record:
    """Replay a record: the game at its end (with every step to undo), its header and comments.

    Anything that is not a record, or does not replay legally, is a ``LudoError`` of at most
    200 characters naming the turn.
    """
    if not isinstance(text, str) or not text.strip():
        raise NotationError("a record is text: header lines, then numbered turns")
    if len(text) > MAX_CHARS:
        raise NotationError(f"a record is at most {MAX_CHARS} characters")
    tags, turns, comments = _scan(text.removeprefix("\ufeff"))  # a byte-order mark, as some editors write
    game = _start(tags, turns[0][1] if turns else "")
    _replay(game, turns, seeded="Seed" in tags)
    said = tags.get("Result")
    if said is not None and said != result(game):
        raise NotationError(_short(f"the record says the result is {said!r}, but its steps give {result(game)!r}"))
    return Record(game, tags, comments)


def _scan(text: str) -> tuple[dict[str, str], list[tuple[int, str, list[str]]], dict[int, str]]:
    """Header tags, turns (number, seat letter, words) and comments (step number -> text)."""
    tags: dict[str, str] = {}
    turns: list[tuple[int, str, list[str]]] = []
    comments: dict[int, str] = {}
    steps = 0
    pos = 0
    while pos < len(text):
        found = _SCAN.match(text, pos)
        if found is None:
            line = text.count("\n", 0, pos) + 1
            raise NotationError(_short(f"line {line}: unexpected {text[pos:pos + 12]!r}"))
        pos = found.end()
        kind = found.lastgroup
        if kind == "space":
            continue
        if kind in ("name", "value", "tag"):
            name = found.group("name")
            if turns:
                raise NotationError(f"header line [{name} ...] after the first turn")
            if name in tags:
                raise NotationError(f"header {name!r} is written twice")
            tags[name] = found.group("value").strip()
        elif kind in ("brace", "line"):
            note = " ".join(found.group(kind).split())
            if note:
                comments[steps] = f"{comments[steps]} {note}" if steps in comments else note
        elif kind == "number":
            turns.append((int(found.group("number")), "", []))
        else:
            if not turns and not tags:  # not a record at all: say what one looks like
                raise NotationError(_short(f'a record starts with its edition, [Edition "classic"], '
                                           f'not {found.group("word")!r}'))
            if not turns:
                raise NotationError(_short(f"{found.group('word')!r} comes before turn 1"))
            number, seat, words = turns[-1]
            if not seat:
                turns[-1] = (number, found.group("word"), words)
                continue
            words.append(found.group("word"))
            steps += 1
            if steps > MAX_STEPS:
                raise NotationError(f"a record has at most {MAX_STEPS} steps")
    return tags, turns, comments


def _start(tags: dict[str, str], first: str) -> "Game":
    """The game before the first step, as the header says.

    A record without a ``Seed`` (written by hand) has no die to draw its first seat from: under a
    random starter the seat of its first turn (letter ``first``) starts."""
    from .game import Game

    edition = tags.get("Edition")
    if not edition:
        raise NotationError('a record starts with its edition: [Edition "classic"]')
    options = tags.get("Options", "")
    rules = read_rules(f"{edition}[{options}]" if options else edition)
    players = tuple(c for c in COLOURS if c.capitalize() in tags)
    if not players:
        raise NotationError('a record names its seats in its header: [Red "person"], [Yellow "computer: best"]')
    seed = tags.get("Seed", "0")
    if not re.fullmatch(r"[0-9]{1,20}", seed) or int(seed) >= 2 ** 64:  # isdigit() takes '²', int() does not
        raise NotationError(f"the seed is a whole number 0 .. 2**64-1, not {seed[:24]!r}")
    position = tags.get("Position")
    if position is None:
        game = Game(rules, players, seed=int(seed))
        chosen = COLOURS[LETTERS.index(first)] if len(first) == 1 and first in LETTERS else None
        if "Seed" not in tags and rules.starter == "random" and chosen in players and chosen != game.turn:
            game = Game(rules, players, seed=int(seed), turn=chosen)
        return game
    game = Game.from_notation(position, seed=0)
    if game.rules != rules or game.players != players:
        raise NotationError("the Position's rules and seats differ from the record's header")
    game.state.dice = int(seed)
    game.seed = int(seed)
    return game


def _replay(game: "Game", turns: list[tuple[int, str, list[str]]], seeded: bool) -> None:
    last_turn = None
    for expected, (number, seat, words) in enumerate(turns, start=1):
        where = f"turn {number}"
        try:
            if number != expected:
                raise NotationError(f"turn {expected} was expected here")
            if seat not in LETTERS or len(seat) != 1:
                raise NotationError(f"a turn names its seat by r, g, y or b, not {seat[:12]!r}")
            colour = COLOURS[LETTERS.index(seat)]
            where = f"turn {number} ({colour})"
            if game.over:
                raise NotationError("the game is already over")
            if game.state.turns == last_turn:
                raise NotationError(f"{game.turn}'s turn is not over yet")
            if game.turn != colour:
                raise NotationError(f"it is {game.turn}'s turn, not {colour}'s")
            if not words:
                raise NotationError("a turn has at least one step")
            last_turn = game.state.turns
            for w in words:
                where = f"turn {number} ({colour}), step {w}"
                if game.over or game.state.turns != last_turn:
                    raise NotationError("the turn has passed already" if not game.over else "the game is over")
                _play(game, read_word(w, colour), seeded)
        except LudoError as exc:
            raise NotationError(_short(f"{where}: {exc}")) from None


def _play(game: "Game", step: Step, seeded: bool) -> None:
    """One step of a record on the game: a face is rolled from the die when the record says it was
    rolled and the die agrees, and forced otherwise (a face set by hand, or a record written by hand).
    A record without a seed has no die its faces came from, so every face is forced: read back,
    they are all set by hand, not some rolled and some not as seed 0's die happens to agree."""
    if step.kind == "roll" and not seeded:
        game.roll(step.face)
    elif step.kind == "roll":
        st = game.state
        die = st.chosen if st.chosen is not None else game.referee.draw(st.copy())
        game.roll(None if step.drawn and st.awaiting == "roll" and die == step.face else step.face)
    else:
        if step.kind == "move" and game.awaiting == "move" and step.move not in game.legal_moves():
            raise NotationError(game._why_not(step.move))
        game._play_step(step)


def _short(text: str) -> str:
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE - 1] + "…"
