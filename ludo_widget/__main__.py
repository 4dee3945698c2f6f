"""``python -m ludo_widget`` (installed as ``ludo-widget`` too): play in a terminal, review a
recorded game, read an edition's rules, or simulate many games, without a notebook.

    python -m ludo_widget play                                  # red (you) against yellow ("best")
    python -m ludo_widget play --rules dashain --players 4 --computer green,yellow,blue=heuristic
    python -m ludo_widget play --rules "online[power=yes]"      # Power: "use double" before a roll
    python -m ludo_widget play --load game.json                 # go on with a saved game (or a record)
    python -m ludo_widget play --computer red,yellow --pace 1   # watch two computer players
    python -m ludo_widget play --record game.txt                # write the game's record when it ends or you quit
    python -m ludo_widget review game.txt --boards              # the coach: the moves that lost the most
    python -m ludo_widget rules dashain                         # an edition's rule sheet
    python -m ludo_widget simulate --players 4 --games 10000 --strategies heuristic,random,random,random

Every argument is checked; a bad one ends with a one-line message and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence

from .engine import record as records
from .engine.arguments import to_rules
from .engine.errors import LudoError, quote
from .engine.game import Game
from .engine.people import check_names, computers_in, record_names, says_who_played, seat_lines

RULES_HELP = ("a preset (classic, strict, online, dashain, paperfox), or one with options as a position's "
              "notation writes them (yes/no, numbers, faces as 1+6): 'online[power=yes;tries=2]', "
              "'classic[entry_faces=1+6]'")
DESCRIPTION = ("Ludo without a notebook: play at the terminal, review a recorded game, read an edition's rules, "
               "or simulate games and print their win rates.")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status: 0, 2 for an argument refused, 130 for Ctrl-C."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except LudoError as refusal:
        parser.exit(2, f"{parser.prog} {args.command}: {refusal}\n")
    except KeyboardInterrupt:
        print()  # end the line a prompt was left on
        return 130
    except BrokenPipeError:  # the reader went away (| head): leave quietly, as other commands do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as problem:  # the output could not be written (a full disk): say so, in a line
        parser.exit(1, f"{parser.prog} {args.command}: could not write the output: {problem.strerror or problem}\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=_prog(), description=DESCRIPTION)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game at the terminal")
    play.add_argument("--rules", default=None, metavar="RULES", help=f"{RULES_HELP} (default classic)")
    play.add_argument("--players", default=None, help="2, 3, 4 or colours: red,yellow (default 2)")
    play.add_argument("--computer", default=None, metavar="SEATS",
                      help='the seats the computer plays, COLOUR or COLOUR=PLAYER, comma-separated '
                           '(default: every seat but the first, as "best"; for a record, its seats); '
                           '"none" for hot-seat')
    play.add_argument("--seed", type=int, default=None, metavar="N", help="the die's seed (default: a fresh one)")
    play.add_argument("--load", default=None, metavar="FILE",
                      help="go on with a game: a save (JSON, as save writes it) or a game record, whose seats "
                           "and names come back (not with --rules, --players or --seed)")
    play.add_argument("--pace", type=float, default=0.0, metavar="SECONDS",
                      help="show each computer move on the board and wait this long after it (default 0)")
    play.add_argument("--record", default=None, metavar="FILE",
                      help="write the game's record to this file when it ends or you quit")
    play.add_argument("--names", default=None, metavar="NAMES",
                      help="the people's names: red=Ana,yellow=Bo (asked as 'Ana (red) to roll'; kept in --record)")
    play.add_argument("--coach", action="store_true",
                      help="after each move you choose, say whether another would surely have won more")
    review = commands.add_parser("review", help="the moves of a recorded game that lost the most winning chance")
    review.add_argument("record", metavar="FILE", help="a game record (as --record writes it) or a save (JSON)")
    review.add_argument("--time", type=float, default=0.2, metavar="SECONDS",
                        help="seconds of playouts a decision (default 0.2)")
    review.add_argument("--top", type=int, default=5, metavar="N", help="how many moves to list (default 5)")
    review.add_argument("--boards", action="store_true", help="draw the position before each move listed")
    review.add_argument("--colours", default=None, metavar="COLOURS",
                        help="whose moves: red,yellow (default: the seats the record says people played, "
                             "or every seat)")
    rules = commands.add_parser("rules", help="print an edition's rule sheet")
    rules.add_argument("rules", nargs="?", default="classic", help=RULES_HELP)
    simulate = commands.add_parser("simulate", help="play many games between computer players")
    simulate.add_argument("--rules", default="classic", help=RULES_HELP)
    simulate.add_argument("--players", default="4", help="2, 3, 4 or colours: red,yellow (default 4)")
    simulate.add_argument("--games", type=int, default=100, metavar="N", help="how many games (default 100)")
    from .players import names as player_names

    simulate.add_argument("--strategies", default="random",
                          help=f"one player name, or one per seat, comma-separated: {', '.join(player_names())}")
    simulate.add_argument("--seed", type=int, default=0, metavar="N", help="the run's seed (default 0)")
    simulate.add_argument("--rotate", action="store_true", help="move the strategies one seat on every game")
    simulate.add_argument("--workers", type=int, default=None, metavar="N",
                          help="processes (default: decided by the run)")
    return parser


def _prog() -> str:
    """How the command was called: ``python -m ludo_widget`` or the installed ``ludo-widget``."""
    called = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "python -m ludo_widget" if called in ("", "__main__.py", "-m", "-c") or called.endswith(".py") else called


def _players(text: str) -> int | tuple[str, ...]:
    if text.isdecimal():  # a count, checked by Game (int() refuses over 4,300 digits: no count is that long)
        if len(text) > 4:
            raise LudoError(f"--players is 2, 3, 4 or colours: red,yellow, not {quote(text)}")
        return int(text)
    return tuple(c.strip() for c in text.split(",") if c.strip())


def _computers(text: str | None, game: Game) -> dict[str, str]:
    """``--computer``: colour -> player name."""
    if text is None:
        return {colour: "best" for colour in game.players[1:]}
    if text.strip() == "none":
        return {}
    seats: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        colour, _, player = item.partition("=")
        _once(seats, colour.strip(), "--computer")
        seats[colour.strip()] = player.strip() or "best"
    return seats


def _names(text: str | None) -> dict[str, str]:
    """``--names``: colour -> a person's name (checked by :func:`~ludo_widget.engine.people.check_names`)."""
    names: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in (text or "").split(","))):
        colour, equals, who = item.partition("=")
        if not equals:
            raise LudoError(f"--names takes COLOUR=NAME items, not {quote(item)}")
        _once(names, colour.strip(), "--names")
        names[colour.strip()] = who
    return names


def _once(seen: dict[str, str], colour: str, option: str) -> None:
    """Refuse a seat named twice in one option (``red,red=random``): which was meant?"""
    if colour in seen:
        raise LudoError(f"{option} names {quote(colour)} twice")


def _play(args: argparse.Namespace) -> int:
    from .terminal import check_writable, play, write_file

    if args.record:
        check_writable(args.record)  # a mistyped path is said now, not after the game
    game, tags = _starting_game(args)
    if args.record and not game.has_history:  # said now, not after the game
        raise LudoError("--record: this game keeps no history, so it has no record to write")
    computers, names = _seats(args, game, tags)

    def keep_record() -> None:  # the record's seat lines: "computer: best", "person: Ana" or "person"
        if args.record:
            write_file(args.record, game.record(players=seat_lines(game.players, computers, names)))

    try:
        play(game, computers, pace=args.pace, coach=args.coach, names=names)
    except KeyboardInterrupt:  # Ctrl-C is how a game between computers is stopped: keep what was played
        keep_record()
        raise
    keep_record()
    return 0


def _starting_game(args: argparse.Namespace) -> tuple[Game, dict[str, str]]:
    """The game to play, new or ``--load``ed, and the loaded record's header (else none)."""
    from .terminal import read_file

    if not args.load:
        return Game(rules=args.rules or "classic", players=_players(args.players or "2"), seed=args.seed), {}
    given = [f"--{option}" for option in ("rules", "players", "seed") if getattr(args, option) is not None]
    if given:
        raise LudoError(f"--load goes on with the file's game: {', '.join(given)} cannot be given with it")
    return _load(read_file(args.load))


def _seats(args: argparse.Namespace, game: Game, tags: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """Who plays each seat (colour -> computer player) and the people's names: as typed, else as
    a loaded record says, else the defaults."""
    computers = _recorded_computers(tags, game) if says_who_played(tags, game.players) and args.computer is None \
        else _computers(args.computer, game)
    names = check_names(_names(args.names)) if args.names is not None else record_names(tags, game.players)
    stray = sorted(names.keys() - set(game.players))
    if stray:
        raise LudoError(f"--names: no seat {quote(stray[0])} in this game: the seats are {', '.join(game.players)}")
    return computers, names


def _recorded_computers(tags: dict[str, str], game: Game) -> dict[str, str]:
    """The computer seats a record's header names, each a player this package has."""
    from .players import PLAYERS

    computers = computers_in(tags, game.players)
    for colour, player in computers.items():
        if player not in PLAYERS:
            raise LudoError(f"the record's {colour} was played by {quote(player)}, not a player here: "
                            f"give --computer")
    return computers


def _load(text: str) -> tuple[Game, dict[str, str]]:
    """The game a file holds, a save (JSON) or a game record, and the record's header (a save has none)."""
    if re.match(r'\ufeff?\s*\{\s*"', text):  # a JSON object (after a byte-order mark); a record may open with a {comment}
        return Game.from_json(text), {}
    loaded = records.read(text)
    return loaded.game, loaded.tags


def _review(args: argparse.Namespace) -> int:
    from .coach import review
    from .terminal import read_file

    game, tags = _load(read_file(args.record))
    if args.colours is not None:
        colours = [c.strip() for c in args.colours.split(",") if c.strip()]
        if not colours or not set(colours) <= set(game.players):
            raise LudoError(f"--colours names seats of this game ({','.join(game.players)}), not {quote(args.colours)}")
    else:  # the people's moves, as at the end of a game at the terminal or on the board
        computers = computers_in(tags, game.players)
        colours = [c for c in game.players if c not in computers] or list(game.players)
    mistakes = review(game, time=args.time, top=args.top, colours=colours)
    print(mistakes)
    if args.boards:
        for mistake in mistakes:
            print(f"\nBefore step {mistake.step}:\n{Game.from_notation(mistake.position)}")
    return 0


def _rules(args: argparse.Namespace) -> int:
    print(to_rules(args.rules).describe())
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate

    names = [s.strip() for s in args.strategies.split(",")]
    results = simulate(args.rules, _players(args.players), games=args.games, seed=args.seed,
                       strategies=names[0] if len(names) == 1 else names, rotate=args.rotate,
                       workers=args.workers, progress=sys.stderr.isatty())
    print(results)
    return 0


COMMANDS = {"play": _play, "review": _review, "rules": _rules, "simulate": _simulate}

if __name__ == "__main__":
    sys.exit(main())
