"""Playing at a terminal (ludo_widget/terminal.py) and the command line (ludo_widget/__main__.py)."""

from __future__ import annotations

import doctest
import json

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ludo_widget.terminal
from ludo_widget import Game, Rules
from ludo_widget.__main__ import main
from ludo_widget.engine.errors import LudoError
from ludo_widget.players import get_player
from ludo_widget.simulate import simulate
from ludo_widget.terminal import play


class Person:
    """Types the answers given, then (when they run out) Enter to roll and the first move listed."""

    def __init__(self, *answers: str, quit_after: int = 10_000) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.quit_after = quit_after

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if self.answers:
            return self.answers.pop(0)
        if len(self.prompts) > self.quit_after:
            return "quit"
        return "1" if "which move" in prompt else ""


def test_the_modules_example_runs():
    assert doctest.testmod(ludo_widget.terminal).failed == 0


def test_a_whole_game_against_the_computer_ends_with_the_board_and_the_winner():
    lines: list[str] = []
    game = play(Game(players=2, seed=4), {"yellow": "heuristic"}, read=Person(), write=lines.append)
    assert game.over
    assert lines[-1].splitlines()[0] in ("classic: Red won", "classic: Yellow won")
    said = "\n".join(lines)
    assert "Yellow rolled" in said and "Red rolled" in said        # every event as its sentence
    assert said.count("classic: Red to roll") >= 5                   # the board before a person's roll


def test_every_seat_a_computer_plays_to_the_end_without_asking():
    person = Person()
    game = play(Game(players=4, seed=2), dict.fromkeys(("red", "green", "yellow", "blue"), "random"),
                read=person, write=lambda line: None)
    assert game.over and person.prompts == []


def test_what_a_person_types_wrong_changes_nothing():
    game = Game(players=2, positions={"red": [10, 20, 0, 0]}, seed=3)
    lines: list[str] = []
    person = Person("1", "hint", "frobnicate", "use", "use dice six", "use double", "", "9", "0", "save",
                    "quit")
    before = game.notation()
    play(game, {"yellow": "heuristic"}, read=person, write=lines.append)
    said = "\n".join(lines)
    for why in ("roll first: press Enter", "a hint is for choosing a move: roll first",
                "not understood: 'frobnicate'", "use takes a bonus", "choose a move from 1 to 2",
                "save needs a file name"):
        assert why in said, why
    assert "bonuses need Power: play with --rules \"online[power=yes]\"" in said   # what to type, not Python
    assert [str(s.kind) for s in game.history] == ["roll"]           # only the roll happened
    assert game.notation() != before and game.awaiting == "move"


def test_hint_says_the_coachs_move_and_why():
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)
    lines: list[str] = []
    play(game, {"yellow": "heuristic"}, read=Person("hint", "quit"), write=lines.append, hint_time=0.3)
    hinted = [line for line in lines if line.startswith("  Hint: ")]
    assert hinted == ["  Hint: Red 1: 10 → 13: " + hinted[0].split(": ", 3)[3]]
    assert "captures yellow token 1" in hinted[0]


def test_with_the_coach_each_chosen_move_gets_its_word_after_its_events():
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)
    lines: list[str] = []
    play(game, {"yellow": "heuristic"}, read=Person("2", "quit"), write=lines.append, hint_time=2.0, coach=True)
    word = next(i for i, line in enumerate(lines) if line.startswith("  Coach: "))
    assert lines[word].startswith("  Coach: Step 2: Red 2: 20 → 23 lost ") and "captures yellow token 1" in lines[word]
    moved = next(i for i, line in enumerate(lines) if "red token 2 moved" in line.lower())
    assert moved < word                                  # after the sentence of the move it is about
    lines.clear()
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)
    play(game, {"yellow": "heuristic"}, read=Person("1", "quit"), write=lines.append, hint_time=2.0, coach=True)
    assert "  Coach: Red 1: 10 → 13: no other move was surely better." in lines
    lines.clear()
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)
    play(game, {"yellow": "heuristic"}, read=Person("2", "quit"), write=lines.append, hint_time=2.0)
    assert not any(line.startswith("  Coach: ") for line in lines)   # the coach is off by default


def test_undo_goes_back_to_the_persons_last_decision():
    game = Game(players=2, positions={"red": [10, 20, 0, 0]}, seed=3)
    play(game, {"yellow": get_player("heuristic")}, read=Person("", "1", "undo", "quit"), write=lambda line: None)
    # red rolled and moved, yellow rolled: undo takes back yellow's roll and red's move
    assert [str(s.kind) for s in game.history] == ["roll"] and game.turn == "red" and game.awaiting == "move"


def test_a_move_with_one_outcome_is_played_without_asking_and_undone_with_the_roll():
    """With one token out, a 4 has one move: it is played at once (``single_outcome="auto"``), so
    undo goes back past it to the roll before."""
    game = Game(players=2, positions={"red": [10, 0, 0, 0]}, seed=3)
    person = Person("", "undo", "quit")
    play(game, {"yellow": "heuristic"}, read=person, write=lambda line: None)
    assert not any("which move" in prompt for prompt in person.prompts)
    assert game.history == [] and game.positions["red"] == [10, 0, 0, 0]
    delayed = Game(rules=Rules.preset("classic", single_outcome="delay"), players=2,
                   positions={"red": [10, 0, 0, 0]}, seed=3)
    person = Person("", "quit")
    play(delayed, {"yellow": "heuristic"}, read=person, write=lambda line: None)
    assert not any("which move" in prompt for prompt in person.prompts)   # the board plays it after a moment
    tapped = Game(rules=Rules.preset("classic", single_outcome="tap"), players=2, positions={"red": [10, 0, 0, 0]},
                  seed=3)
    person = Person("", "quit")
    play(tapped, {"yellow": "heuristic"}, read=person, write=lambda line: None)
    assert person.prompts[-1].startswith("Red rolled 4: which move? 1-1")
    lines: list[str] = []
    game = Game(players=2, positions={"red": [10, 20, 0, 0]}, seed=3)
    play(game, {"yellow": "heuristic"}, read=Person("", "1", "undo", "2", "quit"), write=lines.append)
    after = lines[lines.index("  Taken back to step 1."):]
    assert "  Red token 2 moved from place 20 of its lap to place 24 of its lap." in after  # the new line is told
    nothing = Game(players=2, seed=3)
    lines: list[str] = []
    play(nothing, {}, read=Person("undo", "quit"), write=lines.append)
    assert "  nothing to undo" in lines


def test_save_writes_a_game_the_command_line_goes_on_with(tmp_path, monkeypatch, capsys):
    game = Game(players=2, positions={"red": [10, 0, 0, 0]}, seed=3)
    saved = tmp_path / "game.json"
    play(game, {"yellow": "heuristic"}, read=Person("", f"save {saved}", "quit"), write=lambda line: None)
    assert Game.from_json(saved.read_text()).notation() == game.notation()

    def no_more_input(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", no_more_input)
    assert main(["play", "--load", str(saved), "--computer", "none"]) == 0
    shown = capsys.readouterr().out
    assert str(game) in shown
    recorded = tmp_path / "game.txt"
    recorded.write_text(game.record())           # a record goes on from its last position too
    assert main(["play", "--load", str(recorded), "--computer", "none"]) == 0
    assert str(game) in capsys.readouterr().out


def test_the_players_computers_are_checked():
    with pytest.raises(LudoError, match="no seat 'green'"):
        play(Game(players=2), {"green": "best"}, read=Person(), write=lambda line: None)
    with pytest.raises(LudoError):
        play(Game(players=2), {"yellow": 5}, read=Person(), write=lambda line: None)  # type: ignore[dict-item]
    with pytest.raises(LudoError):
        play("not a game", read=Person(), write=lambda line: None)  # type: ignore[arg-type]
    for computers in (["yellow"], {1: "best", "x": "best"}, {None: "best"}):
        with pytest.raises(LudoError):
            play(Game(players=2), computers, read=Person(), write=lambda line: None)  # type: ignore[arg-type]
    for hint_time in (0, -1, float("nan"), "1", True, 1e9):
        with pytest.raises(LudoError, match="hint_time"):
            play(Game(players=2), read=Person(), write=lambda line: None, hint_time=hint_time)


@pytest.mark.parametrize("argv, why", [
    (["play", "--players", "5"], "2, 3 or 4 players"),
    (["play", "--players", "²"], "unknown colour"),
    (["play", "--rules", "nope"], "unknown preset 'nope'"),
    (["play", "--computer", "purple"], "no seat 'purple'"),
    (["play", "--computer", "yellow=nobody"], "unknown player 'nobody'"),
    (["play", "--load", "/no/such/file.json"], "could not read"),
    (["simulate", "--games", "-3"], "games must be a whole number"),
    (["review", "/no/such/record.txt"], "could not read"),
    (["review", __file__], "line 1: unexpected"),
    (["rules", "classic[tries=x]"], "tries"),
    (["rules", "classic[entry_faces={1,6}]"], "entry_faces is faces joined by +, such as 1+6"),
    (["play", "--record", "/no/such/dir/game.txt"], "could not write"),
    (["simulate", "--strategies", "best,nobody", "--players", "2"], "unknown player"),
    (["simulate", "--strategies", "best,random"], "4 strategies are needed"),
    (["play", "--names", "Ana"], "COLOUR=NAME"),
    (["play", "--names", "red=Ana,yellow=ana"], "Two seats cannot both be called"),
    (["play", "--names", "yellow=Red"], "another colour"),
    (["play", "--names", "green=Bo"], "--names: no seat 'green'"),
    (["play", "--players", "9" * 5000], "--players is 2, 3, 4 or colours"),       # past int()'s 4,300 digits
    (["simulate", "--players", "0" * 4300 + "2"], "--players is 2, 3, 4 or colours"),
    (["play", "--record", "a" * 300], "File name too long"),
    (["play", "--record", "a\0b"], "could not write"),
    (["review", "/dev/zero"], "larger than a save can be"),
    (["review", ""], "a file name is needed"),
    (["play", "--computer", "red,red=random"], "--computer names 'red' twice"),
    (["play", "--names", "red=Ana,red=Bo"], "--names names 'red' twice"),
    (["rules", "classic["], "options end with ']'"),
])
def test_a_bad_argument_ends_with_one_line_and_status_2(argv, why, capsys, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt: "quit")
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert why in err and err.count("\n") == 1


def test_a_hostile_save_file_is_refused(tmp_path, capsys):
    for text in ("{}", "[1, 2]", json.dumps({"format": "ludo-widget", "version": 99}), "not json"):
        path = tmp_path / "bad.json"
        path.write_text(text)
        with pytest.raises(SystemExit) as ended:
            main(["play", "--load", str(path)])
        assert ended.value.code == 2 and capsys.readouterr().err.count("\n") == 1


def test_the_command_line_takes_rules_with_options(capsys, monkeypatch):
    """``--rules "online[power=yes]"``: a Power game (a bonus is refused for the empty stock, not
    for the mode)."""
    typed = iter(["use double", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(typed))
    assert main(["play", "--rules", "online[power=yes]", "--seed", "1", "--computer", "none"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("online: ") and "has no double bonus in stock" in shown


def test_simulate_prints_the_summary(capsys):
    assert main(["simulate", "--players", "4", "--games", "30", "--seed", "5",
                 "--strategies", "heuristic,random,random,random", "--workers", "1"]) == 0
    expected = simulate("classic", 4, games=30, seed=5, strategies=["heuristic", "random", "random", "random"],
                        workers=1, progress=False)
    assert capsys.readouterr().out == expected.summary() + "\n"


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.text(max_size=20), st.sampled_from(["", "1", "2", "3", "undo", "hint", "use dice 6",
                                                                  "use shield", "board", "help", "9", "-1",
                                                                  "0" * 4400 + "1", "use dice " + "9" * 5000])),
                max_size=40))
def test_whatever_is_typed_the_game_stays_whole(answers):
    """Typed text is outside input: any line is played, or refused with a message, never an error."""
    answers = [a for a in answers if not a.strip().startswith(("save", "quit", "q", "exit"))]
    rules = Rules.preset("online", power=True)
    game = Game(rules=rules, players=2, seed=len(answers))
    play(game, {"yellow": "random"}, read=Person(*answers, quit_after=len(answers)), write=lambda line: None,
         hint_time=0.01)
    assert Game.from_json(game.to_json()).notation() == game.notation()
    assert all(step.colour in game.players for step in game.history)


def test_play_writes_its_record_and_review_reads_it(tmp_path, capsys, monkeypatch):
    """``play --record`` writes the game's record (who played each seat); ``review`` lists the
    moves of a record that lost winning chance, as ``print(review(...))`` does."""
    record = tmp_path / "game.txt"
    typed = iter(["", "1", "", "1", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(typed))
    assert main(["play", "--seed", "9", "--computer", "yellow=heuristic", "--record", str(record)]) == 0
    game = Game.from_record(record.read_text())
    assert '[Red "person"]' in record.read_text() and '[Yellow "computer: heuristic"]' in record.read_text()
    assert game.has_history and len(game.history) >= 2
    capsys.readouterr()
    # a planted mistake: red walks token 2 on where token 1 could capture (tests/test_coach.py)
    planted = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    planted.roll(3)
    planted.move(1)
    record.write_text(planted.record())
    assert main(["review", str(record), "--time", "0.3"]) == 0
    assert capsys.readouterr().out.startswith("Step 2: Red 2: 20 → 23 lost ")
    assert main(["review", str(record), "--time", "0.3", "--boards"]) == 0
    before = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    before.roll(3)
    assert f"\nBefore step 2:\n{before}\n" in capsys.readouterr().out
    saved = tmp_path / "game.json"
    saved.write_text(planted.to_json())              # a save is reviewed as its record is
    assert main(["review", str(saved), "--time", "0.3"]) == 0
    assert capsys.readouterr().out.startswith("Step 2: Red 2: 20 → 23 lost ")


def test_rules_prints_the_rule_sheet(capsys):
    assert main(["rules", "dashain[teams=yes]"]) == 0
    assert capsys.readouterr().out == Rules.preset("dashain", teams=True).describe() + "\n"
    assert main(["rules"]) == 0 and capsys.readouterr().out.startswith("# classic: the rules")


def test_the_readmes_command_lines_are_ones_the_command_line_takes():
    """Every ``python -m ludo_widget ...`` line of README.md parses, and names a real command."""
    import shlex
    from pathlib import Path

    from ludo_widget.__main__ import COMMANDS, _parser

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    lines = [line.split("#")[0].strip() for line in readme.splitlines() if line.startswith("python -m ludo_widget ")]
    assert len(lines) >= 5
    for line in lines:
        args = _parser().parse_args(shlex.split(line)[3:])
        assert args.command in COMMANDS, line


def test_the_package_installs_the_command_line_as_ludo_widget():
    """``pip install`` puts a ``ludo-widget`` command on the PATH that runs the same ``main``."""
    from importlib.metadata import entry_points

    (script,) = entry_points(group="console_scripts", name="ludo-widget")
    assert script.load() is main


def test_the_board_is_painted_for_a_terminal_only(monkeypatch):
    """Colour when asked (or printing to a terminal without NO_COLOR), plain text otherwise."""
    lines: list[str] = []
    play(Game(players=2, seed=1), read=Person("quit"), write=lines.append, colour=True)
    assert "\x1b[1;31mR1\x1b[0m" in lines[0]
    lines.clear()
    play(Game(players=2, seed=1), read=Person("quit"), write=lines.append)
    assert "\x1b" not in lines[0]                       # a write of one's own: plain unless asked
    printed: list[str] = []
    monkeypatch.setattr("builtins.print", lambda *args, **kw: printed.append(" ".join(map(str, args))))
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.delenv("NO_COLOR", raising=False)
    play(Game(players=2, seed=1), read=Person("quit"))
    assert "\x1b[1;31mR1\x1b[0m" in printed[0]
    printed.clear()
    monkeypatch.setenv("NO_COLOR", "1")
    play(Game(players=2, seed=1), read=Person("quit"))
    assert "\x1b" not in printed[0]


def test_a_pace_shows_each_computer_move_and_waits():
    """Watching: every computer move is followed by the board and a wait of ``pace`` seconds."""
    lines: list[str] = []
    waits: list[float] = []
    game = play(Game(players=2, seed=6), {"red": "heuristic", "yellow": "random"}, read=Person(),
                write=lines.append, pace=0.25, sleep=waits.append)
    moves = sum(step.move is not None for step in game.history)
    assert game.over and waits == [0.25] * moves
    boards = [line for line in lines if line.startswith("classic: ")]
    assert len(boards) == moves                 # one board a move (the last shows the winner)
    waits.clear()
    play(Game(players=2, seed=6), {"red": "heuristic", "yellow": "random"}, read=Person(), write=lambda line: None,
         sleep=waits.append)
    assert waits == []                          # no pace: no wait
    for pace in (-1, float("inf"), "1", 61):
        with pytest.raises(LudoError, match="pace"):
            play(Game(players=2), read=Person(), write=lambda line: None, pace=pace)


def test_review_lists_the_persons_costly_moves_and_is_offered_at_the_end():
    """``review`` at any time, and once more when the game is over: the person's moves that lost
    the most winning chance, in the coach's words."""
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)                                   # red token 1 could capture; the person walks token 2 on
    lines: list[str] = []
    play(game, {"yellow": "heuristic"}, read=Person("2", "review", "quit"), write=lines.append, hint_time=1.5)
    assert "  Step 2: Red 2: 20 → 23 lost " in "\n".join(lines)
    person = Person("review")
    lines.clear()
    ended = play(Game(players=2, seed=4), {"yellow": "heuristic"}, read=person, write=lines.append, hint_time=0.05)
    # "review" was typed at the first roll (nothing to review yet); Enter leaves at the end
    assert ended.over and person.prompts[-1].startswith("The game is over. review: ")
    assert lines[lines.index("  Reviewing the game...") + 1] == "  No move lost winning chance that the playouts were sure of."

    def reader(prompt: str) -> str:                # plays the first move each time, and asks at the end
        if prompt.startswith("The game is over"):
            return "review"
        return "1" if "which move" in prompt else ""

    lines.clear()
    play(Game(players=2, seed=4), {"yellow": "heuristic"}, read=reader, write=lines.append, hint_time=0.05)
    assert lines[-2] == "  Reviewing the game..." and lines[-1].startswith("  ")


def test_a_person_with_a_name_is_asked_by_it_and_the_record_keeps_it(tmp_path, monkeypatch):
    person = Person("", "quit")
    game = play(Game(players=("red", "yellow"), seed=3), {"yellow": "random"}, read=person,
                write=lambda line: None, names={"red": " Ana "})
    assert person.prompts[0] == "Ana (red) to roll: Enter, or help: "
    assert person.prompts[1].startswith("Ana (red) rolled ") or "Ana (red) to roll" in person.prompts[1]
    assert game.history
    with pytest.raises(LudoError, match="longer than 24"):
        play(Game(players=2, seed=3), read=person, write=lambda line: None, names={"red": "A" * 25})
    record = tmp_path / "game.txt"
    typed = iter(["", "quit"])
    prompts = []
    monkeypatch.setattr("builtins.input", lambda prompt: prompts.append(prompt) or next(typed))
    assert main(["play", "--seed", "9", "--computer", "yellow=heuristic", "--names", "red=Ana , yellow=Robo",
                 "--record", str(record)]) == 0
    assert prompts[0].startswith("Ana (red) to roll")
    text = record.read_text()
    assert '[Red "person: Ana"]' in text and '[Yellow "computer: heuristic"]' in text   # a computer stays one



def test_a_record_path_that_cannot_be_written_is_refused_before_the_game(tmp_path, monkeypatch, capsys):
    asked: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "quit")
    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    (tmp_path / "a-file").write_text("")
    for path in (tmp_path / "no" / "game.txt", tmp_path, tmp_path / "loop1", tmp_path / "a-file" / "game.txt"):
        with pytest.raises(SystemExit) as ended:
            main(["play", "--record", str(path)])
        assert ended.value.code == 2 and "could not write" in capsys.readouterr().err
    assert asked == []                            # no game was started, so none was lost


def test_ctrl_c_keeps_the_record_of_what_was_played(tmp_path, monkeypatch):
    record = tmp_path / "game.txt"
    typed = iter(["", "1", ""])

    def person(prompt: str) -> str:
        try:
            return next(typed)
        except StopIteration:
            raise KeyboardInterrupt from None

    monkeypatch.setattr("builtins.input", person)
    assert main(["play", "--seed", "9", "--computer", "yellow=heuristic", "--record", str(record)]) == 130
    game = Game.from_record(record.read_text())
    assert '[Result "*"]' in record.read_text() and len(game.history) >= 3


def test_loading_a_record_brings_back_its_seats_and_names(tmp_path, monkeypatch, capsys):
    first = tmp_path / "first.txt"
    typed = iter(["", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(typed))
    assert main(["play", "--seed", "9", "--computer", "yellow=heuristic", "--names", "red=Ana",
                 "--record", str(first)]) == 0
    again = tmp_path / "again.txt"
    prompts: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: prompts.append(prompt) or "quit")
    assert main(["play", "--load", str(first), "--record", str(again)]) == 0
    assert prompts and prompts[0].startswith("Ana (red) ")
    text = again.read_text()
    assert '[Red "person: Ana"]' in text and '[Yellow "computer: heuristic"]' in text
    prompts.clear()                                # what is typed says otherwise: hot-seat, no names
    assert main(["play", "--load", str(first), "--computer", "none", "--names", "", "--record", str(again)]) == 0
    assert prompts[0].startswith("Red ") and '[Yellow "person"]' in again.read_text()
    capsys.readouterr()
    for option in (["--seed", "3"], ["--rules", "strict"], ["--players", "4"]):
        with pytest.raises(SystemExit) as ended:
            main(["play", "--load", str(first), *option])
        assert ended.value.code == 2 and f"{option[0]} cannot be given with it" in capsys.readouterr().err


def test_review_of_a_record_lists_the_peoples_moves_unless_told_whose(tmp_path, capsys):
    planted = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    planted.roll(3)
    planted.move(1)                                # red's mistake (tests/test_coach.py)
    record = tmp_path / "game.txt"
    record.write_text(planted.record(players={"red": "computer: best", "yellow": "person"}))
    assert main(["review", str(record), "--time", "0.3"]) == 0
    assert "Step 2" not in capsys.readouterr().out    # red is the computer: not the person's to learn from
    assert main(["review", str(record), "--time", "0.3", "--colours", "red"]) == 0
    assert capsys.readouterr().out.startswith("Step 2: Red 2: 20 → 23 lost ")
    for bad in ("green", "", "red,purple"):
        with pytest.raises(SystemExit) as ended:
            main(["review", str(record), "--colours", bad])
        assert ended.value.code == 2 and "--colours names seats of this game" in capsys.readouterr().err


def test_files_that_look_alike_are_read_as_what_they_are(tmp_path, monkeypatch, capsys):
    """A record may open with a {comment} (not a save); a save may carry a byte-order mark; a
    record's computer that is no player here, or a save without history given --record, is
    refused before the game starts."""
    game = Game(players=2, seed=3)
    game.roll()
    asked: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "quit")
    commented = tmp_path / "commented.txt"
    commented.write_text("{played at the club}\n" + game.record())
    assert main(["play", "--load", str(commented), "--computer", "none"]) == 0
    marked = tmp_path / "marked.json"
    marked.write_text(game.to_json(), encoding="utf-8-sig")
    assert main(["play", "--load", str(marked), "--computer", "none"]) == 0
    assert len(asked) == 2 and str(game) in capsys.readouterr().out
    nobody = tmp_path / "nobody.txt"
    nobody.write_text(game.record(players={"red": "person", "yellow": "computer: nobody"}))
    forgetful = Game(players=2, seed=3, history=False)
    forgetful.roll()
    unkept = tmp_path / "unkept.json"
    unkept.write_text(forgetful.to_json())
    for argv, why in ((["play", "--load", str(nobody)], "the record's yellow was played by 'nobody'"),
                      (["play", "--load", str(unkept), "--record", str(tmp_path / "x.txt")], "keeps no history")):
        with pytest.raises(SystemExit) as ended:
            main(argv)
        assert ended.value.code == 2 and why in capsys.readouterr().err
    assert len(asked) == 2                        # neither started a game
    assert main(["play", "--load", str(nobody), "--computer", "yellow=random"]) == 0   # told who plays it


def test_what_the_terminal_cannot_take_is_answered_not_raised(tmp_path):
    """A line the terminal's encoding cannot read, a file name with a NUL: a message, and play goes on."""
    lines: list[str] = []
    typed = iter(["save a\0b", "bad", "quit"])

    def read(prompt: str) -> str:
        answer = next(typed)
        if answer == "bad":
            raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
        return answer

    play(Game(players=2, seed=1), {}, read=read, write=lines.append)
    assert "  could not write a\x00b: embedded null byte" in lines
    assert "  that line could not be read as text" in lines


def test_a_rule_sheet_with_no_bonus_face_and_output_that_cannot_be_written(capsys, monkeypatch):
    assert main(["rules", "classic[bonus_faces=]"]) == 0
    assert "No face gives another roll by itself (`bonus_faces` is empty)." in capsys.readouterr().out

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("builtins.print", full)
    with pytest.raises(SystemExit) as ended:
        main(["rules"])
    assert ended.value.code == 1 and "could not write the output: No space left on device" in capsys.readouterr().err


def test_simulate_help_lists_the_player_names(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "random, heuristic, expectimax, learned, lookahead, best" in text
