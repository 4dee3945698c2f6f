"""``print(game)``: the position as a text board (ludo_widget/engine/text_board.py)."""

from __future__ import annotations

import dataclasses
import random
import re

from ludo_widget import Game
from ludo_widget.engine import geometry
from ludo_widget.engine.board import SAFE_RING_SQUARES, YARD, ring_square, seat_of
from ludo_widget.engine.rules import Rules
from ludo_widget.engine.text_board import board_text


def cells(text: str) -> dict[tuple[int, int], str]:
    """The board's cells read back from the text: (row, col) -> what the cell shows."""
    rows = text.splitlines()[1:1 + geometry.SIZE]
    return {(r, c): line[3 * c:3 * c + 3].strip()
            for r, line in enumerate(rows) for c in range(geometry.SIZE) if line[3 * c:3 * c + 3].strip()}


def legend(text: str) -> list[str]:
    return text.splitlines()[1 + geometry.SIZE:]


def random_game(seed: int, rules: str | Rules = "classic", players: int = 4, steps: int = 300) -> Game:
    game = Game(rules=rules, players=players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(rnd.randrange(steps)):
        if game.over:
            break
        if game.awaiting == "roll":
            game.roll()
        else:
            game.move(rnd.choice(game.legal_moves()))
    return game


def test_print_shows_the_board_and_repr_stays_the_notation():
    game = Game(players=2, seed=1)
    assert str(game) == board_text(game)
    assert repr(game).startswith("Game.from_notation(")
    assert str(game).splitlines()[0] == "classic: Red to roll"


def test_every_token_is_shown_once_where_the_drawing_puts_it():
    """A lone token is its label on its own cell; a token in a pile is named once under the board."""
    for seed in range(40):
        game = random_game(seed, players=random.Random(seed).choice([2, 3, 4]))
        text = str(game)
        shown = cells(text)
        named = [name for line in legend(text) for name in line.split(": ", 1)[1].split(", ")]
        assert len(named) == len(set(named)), text
        for colour, places in game.positions.items():
            seat = seat_of(colour)
            for token, place in enumerate(places):
                label = f"{colour[0].upper()}{token + 1}"
                where = [cell for cell, mark in shown.items() if mark == label]
                if f"{colour} token {token + 1}" in named:
                    assert where == [], (seed, colour, token, text)
                    continue
                assert len(where) == 1, (seed, colour, token, text)
                (row, col), (x, y) = where[0], geometry.point(seat, place, token)
                if place == YARD:
                    top, left = geometry.YARD_ORIGINS[seat]
                    assert top < row < top + 5 and left < col < left + 5, (seed, colour, token)
                else:
                    assert (row, col) == (int(y), int(x)), (seed, colour, token, place)


def test_waiting_tokens_sit_in_their_yard_and_home_tokens_in_their_side_of_the_centre():
    game = Game(players=("red", "yellow"), positions={"red": [0, 0, 57, 57], "yellow": [0, 57, 30, 0]})
    shown = cells(str(game))
    assert shown[(10, 1)] == "R1" and shown[(10, 4)] == "R2"           # red's yard, bottom left
    assert shown[(1, 10)] == "Y1" and shown[(4, 13)] == "Y4"           # yellow's yard, top right
    assert shown[(8, 7)] == "2R"                                        # red's side of the centre
    assert shown[(6, 7)] == "Y2"                                        # yellow's
    assert legend(str(game)) == ["2R: red token 3, red token 4"]


def test_the_squares_marks():
    shown = cells(str(Game(players=2, positions={"red": [0, 0, 0, 0], "yellow": [0, 0, 0, 0]})))
    for square in range(52):
        mark = shown[geometry.ring_cell(square)]
        if square % 13 == 0:
            assert mark == "rgyb"[square // 13], square                 # a start square: its seat's letter
        else:
            assert mark == ("*" if square in SAFE_RING_SQUARES else "."), square
    for seat, column in enumerate(geometry.HOME_COLUMN_CELLS):
        assert {shown[cell] for cell in column} == {"rgyb"[seat]}
    assert len(shown) == 52 + 4 * 5 + 8                                 # ring, columns, 8 waiting tokens


def test_piles_of_one_colour_of_two_and_of_more():
    game = Game(players=4, positions={"red": [22, 22, 0, 0], "green": [0] * 4, "yellow": [0] * 4,
                                      "blue": [0] * 4})
    text = str(game)
    assert cells(text)[geometry.ring_cell(21)] == "2R" and "2R: red token 1, red token 2" in legend(text)
    # red's place 22 is ring square 21, green's place 9: a star both may share
    game = Game(players=4, positions={"red": [22, 0, 0, 0], "green": [9, 0, 0, 0], "yellow": [0] * 4,
                                      "blue": [0] * 4})
    text = str(game)
    assert cells(text)[geometry.ring_cell(21)] == "RG" and legend(text) == ["RG: red token 1, green token 1"]
    game = Game(players=4, positions={"red": [22, 22, 0, 0], "green": [9, 0, 0, 0], "yellow": [0] * 4,
                                      "blue": [0] * 4})
    assert cells(str(game))[geometry.ring_cell(21)] == "3+"


def test_the_status_line_follows_the_game():
    game = Game(players=2, seed=3)
    game.roll(6)
    assert str(game).splitlines()[0] == "classic: Red rolled 6, to move"
    game = Game(players=2, positions={"red": [57, 57, 57, 56], "yellow": [0] * 4})
    game.roll(1)
    game.move(3)
    assert game.over and str(game).splitlines()[0] == "classic: Red won"
    teams = dataclasses.replace(Rules.preset("classic"), teams=True)
    game = Game(rules=teams, players=4, positions={"red": [57, 57, 57, 56], "yellow": [57] * 4,
                                                  "green": [0] * 4, "blue": [0] * 4})
    game.roll(1)
    game.move(3)
    assert str(game).splitlines()[0] == "classic: Red and Yellow won"


def test_power_tiles_show_where_no_token_covers_them():
    rules = dataclasses.replace(Rules.preset("online"), power=True)
    labels = {"plus1": "+1", "double": "x2", "shield": "S", "dice": "D"}
    for seed in range(10):
        game = random_game(seed, rules, steps=120)
        shown = cells(str(game))
        covered = {geometry.ring_cell(ring_square(seat_of(c), p))
                   for c, places in game.positions.items() for p in places if 0 < p < 52}
        assert game.tiles
        for square, kind in game.tiles.items():
            if geometry.ring_cell(square) not in covered:
                assert shown[geometry.ring_cell(square)] == labels[kind], (seed, square)


def test_a_shielded_token_is_named_under_the_board():
    game = Game.from_notation("online[power=yes] r:10,0,0,0 y:0,0,0,0 r roll six:0 tiles:- "
                              "stock:r=0.0.1,y=0.0.0", seed=2)
    game.use("shield")
    game.roll(2)
    game.move(0)
    assert game.shields == [("red", 0)]
    assert legend(str(game)) == ["shielded: red token 1"]


def test_the_readme_shows_what_print_draws():
    """README.md's text board is the one its example prints."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    game = Game(players=("red", "yellow"), positions={"red": [0, 14, 14, 57], "yellow": [12, 0, 0, 0]})
    assert f"```text\n{game}\n```" in readme


def test_ansi_paints_tokens_and_squares_without_moving_a_character():
    """For a terminal: each token bold in its colour, each seat's squares in its colour; with the
    colour codes taken out, the very text ``print(game)`` gives."""
    game = Game(players=4, positions={"red": [0, 14, 14, 57], "yellow": [12, 0, 0, 0], "green": [22, 0, 0, 0],
                                      "blue": [0] * 4})
    painted = board_text(game, ansi=True)
    assert re.sub(r"\x1b\[[0-9;]*m", "", painted) == str(game)
    assert "\x1b[1;31m2R\x1b[0m" in painted and "\x1b[1;33mY1\x1b[0m" in painted and "\x1b[1;32mG1\x1b[0m" in painted
    assert painted.count("\x1b[34mb\x1b[0m") == 6           # blue's start square and its home column
    assert "\x1b" not in str(game)
