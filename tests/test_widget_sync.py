"""LudoWidget state sync: Python-side changes show at once; traits carry every shared view state."""

from __future__ import annotations

import pytest

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine.geometry import layout
from ludo_widget.notebook.snapshot import snapshot
from ludo_widget.notebook.widget import LudoWidget


def test_issue_example_and_lazy_export():
    from ludo_widget import LudoWidget as Exported

    b = Exported(rules="online", players=("red", "yellow"), seed=3)
    assert isinstance(b, LudoWidget)
    assert b.snapshot["players"] == ["red", "yellow"] and b.snapshot["rules"]["preset"] == "online"
    assert b.geometry == layout()
    assert set(b.editions["presets"]) == {"classic", "strict", "online", "dashain", "paperfox"}
    assert "random" in b.editions["players"]


def test_game_argument_and_scripting_follow_at_once():
    game = Game(players=("red", "yellow"), seed=5)
    b = LudoWidget(game=game)
    assert b.game is game
    revs = [b.rev]
    game.roll(6)
    assert b.snapshot["face"] == 6 and b.rev > revs[-1]
    game.move(0)
    assert [t["place"] for t in b.snapshot["tokens"] if t["colour"] == "red"] == [1, 0, 0, 0]
    game.undo()
    assert b.snapshot["awaiting"] == "move"
    assert b.snapshot["notation"] == game.notation()


@pytest.mark.parametrize("kwargs", [{"game": "classic"}, {"seed": []}, {"seed": "x"}, {"seed": 1.5}, {"game": Game(seed=1), "seed": {}},
                                    {"rules": "ludo-king"}, {"players": "red"}, {"computer": ["random"]},
                                    {"computer": {"purple": "random"}}, {"names": ["Ana"]}, {"names": {"red": 1}}])
def test_a_board_given_bad_arguments_refuses_with_a_short_ludo_error(kwargs):
    """The game's own checks come first: a seed random.Random cannot take was once its TypeError."""
    from ludo_widget.engine.errors import LudoError

    with pytest.raises(LudoError) as refused:
        LudoWidget(**kwargs)
    assert len(str(refused.value)) < 120


def test_a_misspelt_argument_is_refused_and_a_close_one_suggested():
    """traitlets only warns of an argument it does not know (hidden by default): ``rule="online"``
    gave a classic game without a word. A trait or a widget's own argument is still taken."""
    with pytest.raises(LudoError, match="takes no argument 'rule'; did you mean rules=?"):
        LudoWidget(players=2, rule="online")
    with pytest.raises(LudoError, match="takes no argument 'computers'; did you mean computer=?"):
        LudoWidget(players=2, computers={"yellow": "best"})
    with pytest.raises(LudoError, match="takes no argument 'zzz'$"):
        LudoWidget(zzz=1)
    board = LudoWidget(players=2, coach=True, layout={"width": "300px"})
    assert board.coach and board.layout.width == "300px"


def test_replacing_the_game_unsubscribes_the_old_one():
    b = LudoWidget(players=("red", "yellow"), seed=1)
    old = b.game
    b.game = Game(rules="dashain", players=("green", "blue"), seed=2)
    rev = b.rev
    old.roll(6)
    assert b.rev == rev and b.snapshot["players"] == ["green", "blue"]
    with pytest.raises(LudoError, match="LudoWidget.game must be a Game"):
        b.game = "not a game"
    assert b.game.players == ("green", "blue")


def test_snapshot_trait_matches_the_engine_after_every_step():
    b = LudoWidget(players=("red", "yellow"), seed=11, computer={"red": "random", "yellow": "random"})
    for _ in range(400):
        if b.game.over:
            break
        b.handle({"type": "computer_step", "rev": b.rev})
        snap = snapshot(b.game)
        for key in ("turn", "awaiting", "face", "tokens", "moves", "over", "notation", "can_undo"):
            assert b.snapshot[key] == snap[key]
    assert b.game.over and b.snapshot["ranking"]


def test_message_selection_and_pending_pass_are_traits():
    b = LudoWidget(players=("red", "yellow"), positions={"red": [1, 0, 0, 0]}, seed=1)
    synced = {name for name, t in b.traits(sync=True).items()}
    assert {"snapshot", "geometry", "message", "computer", "animate", "selected", "pending_pass", "view"} <= synced
    b.game.roll(6)
    b.handle({"type": "select", "colour": "red", "token": 0, "rev": b.rev})
    assert b.selected == ["red", 0]
    b.game.undo()  # any change from Python clears a selection made for the old position
    assert b.selected == []


def test_computer_step_from_python():
    b = LudoWidget(players=("red", "yellow"), seed=4, computer={"red": "random"})
    assert b.computer_step() == "rolled"
    b2 = LudoWidget(players=("red", "yellow"), seed=4)
    assert b2.computer_step() == "idle"


def test_repr_and_static_assets_exist():
    b = LudoWidget(players=("red", "yellow"), seed=1)
    assert "Game.from_notation" in repr(b)


@pytest.mark.parametrize("name", ["heuristic", "expectimax"])
def test_stronger_players_plug_in_by_name(name):
    b = LudoWidget(players=("red", "yellow"), seed=6, computer={"red": name, "yellow": name})
    assert name in b.editions["players"]
    for _ in range(30):
        b.handle({"type": "computer_step", "rev": b.rev})
    assert b.message == "" and len(b.game.events) > 10


def test_changing_computer_seats_from_python_republishes():
    b = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1)
    assert b.snapshot["timer"]["colour"] == "red"
    rev = b.rev
    b.computer = {"red": "random"}
    assert b.rev > rev and b.snapshot["timer"] is None


@pytest.mark.parametrize("colour", [None, "", "pink", 3, ["red"], {"red": 1}, ("yellow",)])
def test_asking_about_a_seat_that_is_no_colour_answers_no(colour):
    """``is_computer`` and ``take_back`` are public: a list or a dict once raised TypeError (unhashable)."""
    b = LudoWidget(players=("red", "yellow"), seed=1, computer={"yellow": "random"})
    before = b.snapshot
    assert b.is_computer(colour) is False
    b.take_back(colour)
    assert b.snapshot == before and b.is_computer("yellow")


def test_new_games_line_about_dashain_says_what_its_preset_does():
    """The line said 'a 1 or a 6 brings a token out; doubles as partners': both are options, off."""
    from ludo_widget.notebook.editions import ABOUT

    dashain = Rules.preset("dashain")
    assert 1 not in dashain.entry_faces and not dashain.teams
    assert "options for out on a 1 and doubles" in ABOUT["dashain"]
    assert dashain.play_on and dashain.rematch_rotates and "play on" in ABOUT["dashain"] and "rematch" in ABOUT["dashain"]
