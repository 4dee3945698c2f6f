"""The position editor: engine/editing.py checks every change; notebook/editor.py puts it on the board."""

from __future__ import annotations

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine import editing
from ludo_widget.notebook.widget import LudoWidget
from ludo_widget.scenarios import Scenario, list_scenarios


def intent(board: LudoWidget, kind: str, **fields) -> None:
    board.handle({"type": kind, "rev": board.rev, **fields})


def put(board: LudoWidget, colour: str, token: int, target: dict) -> None:
    intent(board, "edit_pick", colour=colour, token=token)
    intent(board, "edit_put", target=target)


def test_a_position_set_up_by_clicks_alone_then_played():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    intent(board, "edit_start")
    assert board.editor["on"] and board.editor["turn"] == "red"
    put(board, "red", 0, {"kind": "ring", "square": 19})              # red's square 20
    put(board, "yellow", 1, {"kind": "ring", "square": 23})           # yellow's square 50
    put(board, "red", 2, {"kind": "column", "colour": "red", "step": 3})
    put(board, "red", 3, {"kind": "home"})
    intent(board, "edit_turn", colour="red")
    intent(board, "edit_face", face=4)
    assert board.message == ""
    assert board.game.notation() == "classic r:20,0,54,57 y:0,50,0,0 r move:4 six:0"
    intent(board, "edit_done")
    assert board.editor == {}
    intent(board, "move", colour="red", token=0)
    assert board.game.positions["red"][0] == 24 and board.game.positions["yellow"] == [0, 0, 0, 0]


def test_refused_changes_say_why_and_change_nothing():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    editor = board.edit()
    editor.place("red", 0, 20)
    before = board.game.notation()
    cases = [
        (lambda: intent(board, "edit_put", target={"kind": "home"}), "click a token first"),
        (lambda: put(board, "yellow", 0, {"kind": "ring", "square": 19}), "cannot share ring square 19"),
        (lambda: put(board, "red", 1, {"kind": "ring", "square": 51}), "never stands on ring square 51"),
        (lambda: put(board, "red", 1, {"kind": "column", "colour": "yellow", "step": 2}), "red's home column"),
        (lambda: put(board, "red", 1, {"kind": "moon"}), "a square is"),
        (lambda: intent(board, "edit_face", face=9), "a face is 1 to 6"),
        (lambda: intent(board, "edit_turn", colour="blue"), "not playing"),
        (lambda: intent(board, "edit_tile", square=3, tile="dice"), "power"),
        (lambda: intent(board, "roll"), "Finish setting up the position first"),
    ]
    for action, words in cases:
        action()
        assert words.lower() in board.message.lower(), (words, board.message)
        assert board.game.notation() == before
    editor.face(6)
    editor.place("red", 0, 57)
    editor.place("red", 1, 0)
    intent(board, "edit_pick", colour="red", token=0)
    intent(board, "edit_put", target={"kind": "ring", "square": 0})
    assert board.game.notation() == "classic r:1,0,0,0 y:0,0,0,0 r move:6 six:1"
    for token in (1, 2, 3):
        editor.place("red", token, 57)
    with pytest.raises(LudoError, match="a move is awaited but none can use the face"):
        editor.place("red", 0, 55)


def test_finishing_every_token_ends_the_game_and_cancel_goes_back():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    board.game.roll(6)
    game = board.game
    editor = board.edit()
    editor.face(None)
    for token in range(4):
        editor.place("red", token, 57)
    assert board.game.over and board.game.winner == "red"
    editor.cancel()
    assert board.game is game and board.game.face == 6 and board.editor == {}


def test_nothing_plays_by_itself_while_editing():
    board = LudoWidget(players=("red", "yellow"), computer={"red": "random"}, seed=1)
    board.edit()
    intent(board, "computer_step")
    assert board.game.history == [] and board.game.awaiting == "roll"


def test_power_tiles_and_the_stock_of_the_seat_to_act():
    board = LudoWidget(rules=Rules.preset("online", power=True), players=("red", "yellow"), turn="red", seed=1)
    intent(board, "edit_start")
    intent(board, "edit_tile", square=7, tile="dice")
    intent(board, "edit_tile", square=3, tile=None)
    intent(board, "edit_stock", bonus="shield", count=2)
    assert board.message == "" and board.game.tiles[7] == "dice" and 3 not in board.game.tiles
    assert board.editor["stock"] == {"double": 0, "dice": 0, "shield": 2} and board.editor["cap"] == 3
    for bad in ({"square": 8, "tile": "dice"}, {"square": 60, "tile": "dice"}, {"square": 9, "tile": "gold"}):
        intent(board, "edit_tile", **bad)
        assert board.message
    intent(board, "edit_stock", bonus="shield", count=4)
    assert "0 to 3" in board.message and board.game.stock["red"]["shield"] == 2
    intent(board, "edit_turn", colour="yellow")
    assert board.editor["stock"] == {"double": 0, "dice": 0, "shield": 0}   # yellow's own, not red's


def test_save_as_scenario_starts_from_the_position(tmp_path):
    board = LudoWidget(rules=Rules.preset("paperfox", tokens=2), players=("red", "yellow"), seed=1)
    editor = board.edit()
    editor.place("red", 0, 30)
    editor.face(5)
    sent = []
    board.send = sent.append
    intent(board, "edit_scenario")
    assert sent[0]["type"] == "scenario" and sent[0]["filename"].endswith(".toml")
    scenario = Scenario.from_toml(sent[0]["text"])
    assert scenario.position == board.game.notation() and scenario.edition == "paperfox"
    assert scenario.run().notation() == board.game.notation()
    path = editor.save_scenario(tmp_path / "mine.toml", title="Thirty")
    assert Scenario.load(path).title == "Thirty"
    assert editor.save_scenario(tmp_path / "noext") == tmp_path / "noext.toml"   # listed, then
    assert list_scenarios(path=tmp_path) == ["mine", "noext"]
    with pytest.raises(LudoError, match=r"^cannot write 'mine.toml' in '.*\(No such file or directory\)$"):
        editor.save_scenario(tmp_path / "missing" / "mine.toml")


EDITS = st.one_of(
    st.tuples(st.just("place"), st.sampled_from(["red", "yellow", "blue"]), st.integers(-1, 4), st.integers(-1, 58)),
    st.tuples(st.just("turn"), st.sampled_from(["red", "yellow", "green"])),
    st.tuples(st.just("face"), st.one_of(st.none(), st.integers(0, 7))),
    st.tuples(st.just("tile"), st.integers(-1, 53), st.sampled_from([None, "dice", "plus1", "gold"])),
    st.tuples(st.just("stock"), st.sampled_from(["red", "yellow"]), st.sampled_from(["double", "shield", "x"]),
              st.integers(-1, 4)),
)
DO = {"place": editing.place, "turn": editing.set_turn, "face": editing.set_face, "tile": editing.set_tile,
      "stock": editing.set_stock}


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(["classic", "online", "paperfox"]), st.booleans(), st.lists(EDITS, max_size=25))
def test_any_sequence_of_edits_gives_positions_that_can_be_or_short_refusals(preset, power, edits):
    game = Game(Rules.preset(preset, power=power), players=("red", "yellow"), turn="red", seed=2)
    for name, *args in edits:
        before = game.to_json()
        try:
            game = DO[name](game, *args)
        except LudoError as exc:
            assert 0 < len(str(exc)) <= 200 and game.to_json() == before
            continue
        assert Game.from_notation(game.notation()).notation() == game.notation()
        editing.check(game)
    if game.awaiting == "move":
        game.move(game.legal_moves()[0])
    elif game.awaiting == "roll":
        game.roll()
