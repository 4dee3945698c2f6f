"""The board's Numbers switch, Python side: the `numbers` trait and the layout the front end numbers from."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ludo_widget import LudoError, LudoWidget
from ludo_widget.engine import geometry
from ludo_widget.engine.board import ring_square

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("value", ["", "turn", "ring", "red", "blue"])
def test_the_switch_takes_off_turn_ring_or_a_colour(value):
    board = LudoWidget(players=("red", "yellow"))
    board.numbers = value
    assert board.numbers == value


@pytest.mark.parametrize("value", ["purple", "RING", " ring", "1"])
def test_anything_else_is_refused_and_changes_nothing(value):
    board = LudoWidget(players=("red", "yellow"))
    board.numbers = "ring"
    with pytest.raises(LudoError, match="Numbers are off"):
        board.numbers = value
    assert board.numbers == "ring"


def test_the_board_sets_the_switch_and_a_bad_value_from_it_changes_nothing():
    board = LudoWidget(players=("red", "yellow"))
    board.set_state({"numbers": "turn"})          # what the front end's select sends
    assert board.numbers == "turn" and board.message == ""
    board.set_state({"numbers": "<script>"})
    assert board.numbers == "turn" and "Numbers are off" in board.message


def test_the_layout_carries_every_laps_places_where_the_board_draws_them():
    laps = LudoWidget(players=("red", "yellow")).geometry["laps"]
    for seat in range(4):
        assert len(laps[seat]) == 57
        for place in range(1, 52):  # a place on the ring is drawn on its ring square
            row, col = geometry.ring_cell(ring_square(seat, place))
            assert laps[seat][place - 1] == [col + 0.5, row + 0.5]


def test_the_js_fixture_layout_is_the_real_one():
    """The front end's tests draw from the same layout Python sends."""
    text = (REPO / "js" / "fixtures.js").read_text()
    fixture = json.loads(re.search(r"export const LAYOUT = (\{.*?\});", text).group(1))
    assert fixture == json.loads(json.dumps(geometry.layout()))
