"""The static picture of a position (engine/svg.py): valid SVG, drawn from the board's geometry,
with the numbering overlays in the right squares."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine import geometry
from ludo_widget.engine.svg import board_svg

NS = "{http://www.w3.org/2000/svg}"


def numbers_drawn(picture: str) -> dict[str, tuple[float, float]]:
    """Text label -> where it is written, for the labels bigger than a token's number."""
    root = ET.fromstring(picture)
    return {t.text: (float(t.get("x")), float(t.get("y"))) for t in root.iter(f"{NS}text")
            if t.get("font-size") == "0.42"}


def test_a_game_shows_itself_as_a_picture():
    game = Game("classic", players=("red", "yellow"), seed=1)
    assert game._repr_svg_() == board_svg(game)
    root = ET.fromstring(game._repr_svg_())
    assert root.tag == f"{NS}svg" and root.find(f"{NS}title").text == game.notation()


@pytest.mark.parametrize("colour", ["red", "green", "yellow", "blue"])
def test_places_1_to_57_are_written_along_the_colours_lap(colour):
    game = Game("classic")
    drawn = numbers_drawn(board_svg(game, numbers=colour))
    seat = ["red", "green", "yellow", "blue"].index(colour)
    assert set(drawn) == {str(p) for p in range(1, 58)}
    for place, (x, y) in enumerate(geometry.lap_points(seat), start=1):
        assert drawn[str(place)] == pytest.approx((x, y)), f"{colour} place {place}"


def test_ring_squares_0_to_51_are_written_on_the_ring():
    drawn = numbers_drawn(board_svg(Game("classic"), numbers="ring"))
    assert set(drawn) == {str(r) for r in range(52)}
    for r in range(52):
        assert drawn[str(r)] == pytest.approx(geometry.centre(geometry.ring_cell(r)))
    # A place is not a ring square: red's place 20 is ring square 19.
    red = numbers_drawn(board_svg(Game("classic"), numbers="red"))
    assert red["20"] == drawn["19"]


def test_turn_numbers_the_colour_to_act():
    game = Game("classic", players=("red", "yellow"), turn="yellow")
    assert board_svg(game, numbers="turn") == board_svg(game, numbers="yellow")


def test_every_token_is_drawn_where_it_stands_with_its_number_from_1():
    game = Game("classic", players=("red", "yellow"), positions={"red": [0, 1, 9, 57], "yellow": [27, 27, 1, 0]})
    root = ET.fromstring(board_svg(game))
    labels = [g.get("aria-label") for g in root.iter(f"{NS}g")]
    assert labels.count("yellow token 1, place 27") == 1 and "red token 4, home" in labels
    assert "red token 1, yard" in labels and len(labels) == 8


def test_power_tiles_and_shields_are_drawn():
    game = Game(Rules.preset("online", power=True), players=("red", "yellow"), seed=1)
    picture = board_svg(game)
    assert picture.count(">+1<") == len([k for k in game.tiles.values() if k == "plus1"]) > 0


@pytest.mark.parametrize("numbers", ["purple", "", 3, "RING"])
def test_unknown_numbering_is_refused(numbers):
    with pytest.raises(LudoError, match="numbers must be"):
        board_svg(Game("classic"), numbers=numbers)


@pytest.mark.parametrize("size", [0, -5, 1.5, True, "400", 10**6])
def test_a_bad_size_is_refused(size):
    with pytest.raises(LudoError, match="size"):
        board_svg(Game("classic"), size=size)


def test_the_board_colours_are_one_table_for_the_picture_and_the_front_end():
    """engine/board_colours.json is read here and bundled into the widget (js/constants.js); no
    front-end file writes the table again."""
    import json
    import re
    from pathlib import Path

    from ludo_widget.engine.board import COLOURS
    from ludo_widget.engine.svg import COLOURS_FILE, PAINT

    table = json.loads(COLOURS_FILE.read_text(encoding="utf-8"))
    assert list(table) == list(COLOURS) and list(PAINT) == list(COLOURS)
    for colour, shades in table.items():
        assert set(shades) == {"main", "light", "dark"}
        assert all(re.fullmatch(r"#[0-9a-f]{6}", v) for v in shades.values()), colour
        assert PAINT[colour] == (shades["main"], shades["light"], shades["dark"])
    picture = board_svg(Game("classic"))
    assert f'fill="{table["red"]["main"]}"' in picture and f'fill="{table["blue"]["light"]}"' in picture
    js = Path(__file__).resolve().parent.parent / "js"
    assert "board_colours.json" in (js / "constants.js").read_text(encoding="utf-8")
    shades = {v for s in table.values() for v in s.values()}
    for path in sorted(js.glob("*.[jc]s*")):
        found = shades & set(re.findall(r"#[0-9a-f]{6}", path.read_text(encoding="utf-8").lower()))
        assert len(found) < 4, f"{path.name} writes the board's colours again: {sorted(found)}"


def test_moves_are_drawn_along_the_tokens_way():
    """A green line through every square the token passes and a ring where it lands; the move
    played in red dashes beneath it (as the board's review draws them)."""
    from ludo_widget.engine.referee import Move

    game = Game("classic", players=("red", "yellow"), positions={"red": [0, 1, 9, 52]})
    game.roll(6)
    walk, out = Move("red", 1, 1, 7), Move("red", 0, 0, 1)
    root = ET.fromstring(board_svg(game, moves=[walk], played=out))
    marks = {g.get("aria-label"): g for g in root.iter(f"{NS}g") if g.get("aria-label", "").startswith("the move")}
    assert list(marks) == ["the move played: red token 1 from the yard to place 1",
                           "the move: red token 2 from place 1 to place 7"]
    line = marks["the move: red token 2 from place 1 to place 7"].find(f"{NS}polyline").get("points").split()
    assert [tuple(map(float, p.split(","))) for p in line] == \
        [pytest.approx(geometry.point(0, place, 1), abs=1e-3) for place in range(1, 8)]
    assert marks["the move played: red token 1 from the yard to place 1"].get("stroke-dasharray")
    assert "the move" not in board_svg(game)


@pytest.mark.parametrize("kwargs", [
    {"moves": "r2:1-7"}, {"moves": [3]}, {"moves": [("red", 1, 1, 7)]}, {"played": "r1"},
    {"moves": [Game().legal_moves] * 2}, {"played": [1]},
])
def test_what_is_no_move_of_the_game_is_refused(kwargs):
    from ludo_widget.engine.referee import Move

    game = Game("classic", players=("red", "yellow"), seed=1)
    for bad in (kwargs, {"moves": [Move("green", 0, 0, 1)]}, {"moves": [Move("red", 9, 0, 1)]},
                {"moves": [Move("red", 0, 5, 2)]}, {"moves": [Move("red", "0", 0, 1)]},
                {"moves": [Move("red", 0, 0, 1)] * 17}):
        with pytest.raises(LudoError) as refused:
            board_svg(game, **bad)
        assert len(str(refused.value)) <= 200
