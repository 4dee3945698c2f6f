"""A handful of Power tests (online ``power=True``) on the rulings and on how Power meets the
rest of the engine (tries, three sixes, teams, undo, saves). The sentence-by-sentence Power suite
is tests/test_power_rules.py.

The rules are in ``online.md#power`` and ``#our-rulings`` (a Double roll uses a try) and in the
docstring of ``ludo_widget/engine/power.py`` (a Shield lasts until the next turn of the seat that
gave it; a bonus is spent when switched on, even if the roll then finds no move or is a forfeited
third six; tiles lie on plain ring squares only).
"""

from __future__ import annotations

import random

import pytest
from conftest import make, refused, same_square

from ludo_widget import Game, IllegalAction, Rules

POWER = Rules.preset("online", power=True)


def with_stock(text: str, stock: str = "r=1.1.1,y=0.0.0", tiles: str = "-", extra: str = "") -> Game:
    """A Power position from the notation: ``text`` is the seats and what follows the preset."""
    return Game.from_notation(f"online[power=yes] {text} tiles:{tiles} stock:{stock} {extra}".strip(), seed=4)


def test_tiles_can_be_laid_out_by_hand():
    """API: Game(Rules.preset("online", power=True), tiles={ring_square: kind}); ``game.tiles``."""
    game = Game(POWER, players=2, turn="red", tiles={4: "double", 6: "plus1"}, positions={"red": [2, 0, 0, 0]})
    assert game.tiles == {4: "double", 6: "plus1"}
    assert game.stock == {"red": {"double": 0, "dice": 0, "shield": 0},
                          "yellow": {"double": 0, "dice": 0, "shield": 0}}
    game.roll(3)
    game.move(0)  # red's place 5 = ring square 4; no bonus roll, so the turn passes ...
    assert game.stock["red"]["double"] == 1
    assert game.turn == "yellow" and game.tiles == {4: "double", 6: "plus1"}  # ... and the tile is back


def test_a_double_roll_uses_a_try():
    """A Double roll uses one of online's tries (``online.md#our-rulings``); a doubled six brings nothing out."""
    game = with_stock("r:0,0,0,0 y:0,0,0,0 r roll six:0")
    game.use("double")
    game.roll(6)
    assert game.awaiting == "roll" and game.turn == "red"
    assert " try:1" in game.notation()
    game.roll(2)
    game.roll(2)
    assert game.turn == "yellow"


def test_a_bonus_is_spent_on_a_forfeited_third_six():
    """A bonus is spent when it is switched on, even if the roll is a forfeited third six; a chosen
    six counts toward three sixes."""
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:2", stock="r=0.1.1,y=0.0.0")
    game.use("shield")
    game.roll(6)
    assert game.turn == "yellow" and game.positions["red"] == [10, 0, 0, 0]
    assert game.stock["red"]["shield"] == 0 and game.shields == []
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:2", stock="r=0.1.1,y=0.0.0")
    game.use("dice", face=6)
    assert game.roll() == 6
    assert game.turn == "yellow" and game.stock["red"]["dice"] == 0


def test_shield_given_to_a_partners_token_lasts_until_the_givers_next_turn():
    """A Shield lasts until the next turn of the seat that gave it (``online.md#our-rulings``): red
    (all home) moves yellow's token and shields it; green cannot capture it; at red's next turn it
    runs out."""
    g = same_square("yellow", "green", 12)
    game = Game.from_notation(
        f"online[power=yes;teams=yes] r:57,57,57,57 g:{g - 2},0,0,0 y:10,0,0,0 b:0,0,0,0 r roll six:0 done:r "
        "tiles:- stock:r=0.0.1,g=0.0.0,y=0.0.0,b=0.0.0", seed=2)
    game.use("shield")
    game.roll(2)
    game.move(0)  # yellow token 1 to place 12, shielded by red
    assert game.shields == [("yellow", 0)]
    assert game.turn == "green"
    game.roll(2)
    game.move(0)  # green lands on it: shielded, nobody goes home
    assert game.positions["yellow"] == [12, 0, 0, 0]
    assert game.turn == "yellow"  # no capture, no roll
    game.roll(5)
    game.move(0)  # yellow's own turn: the shielded token walks on, still shielded (red gave it)
    assert game.shields == [("yellow", 0)]
    while game.turn != "red":
        game.roll(1)
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
    assert game.shields == []  # red's next turn: the shield is gone


def test_a_shield_on_a_token_ending_off_the_ring_is_spent():
    """Our ruling (README, "Choices where the editions' own rules are silent"): a Shield given to a
    token that ends off the ring (home column, home) is spent."""
    game = with_stock("r:50,0,0,0 y:0,0,0,0 r roll six:0", stock="r=0.0.1,y=0.0.0")
    game.roll(3)
    game.use("shield")  # after rolling
    game.move(0)
    assert game.positions["red"] == [53, 0, 0, 0]
    assert game.shields == [] and game.stock["red"]["shield"] == 0


@pytest.mark.parametrize("bonus, face, words", [
    ("rocket", None, "unknown bonus 'rocket'"),
    ("dice", None, "dice control needs a face from 1 to 6"),
    ("dice", 7, "dice control needs a face from 1 to 6"),
    ("double", 3, "only dice control takes a face"),
])
def test_bad_bonuses_are_refused_and_change_nothing(bonus, face, words):
    """Power bonuses are Double roll, Dice control (a face 1-6) and Shield; anything else is refused."""
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:0")
    refused(game, lambda: game.use(bonus, face=face), words, IllegalAction)


def test_bonuses_not_in_stock_or_at_the_wrong_moment_are_refused():
    """One bonus per roll; Double roll and Dice control before rolling; with Dice control on, a
    scripted face other than the chosen one is refused."""
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:0", stock="r=0.0.0,y=1.1.1")
    refused(game, lambda: game.use("double"), "red has no double bonus in stock", IllegalAction)
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:0")
    game.roll(3)
    refused(game, lambda: game.use("double"), "double must be switched on before rolling", IllegalAction)
    refused(game, lambda: game.use("dice", face=2), "dice must be switched on before rolling", IllegalAction)
    game.use("shield")
    refused(game, lambda: game.use("shield"), "one bonus per roll", IllegalAction)
    game = with_stock("r:10,0,0,0 y:0,0,0,0 r roll six:0")
    game.use("dice", face=4)
    refused(game, lambda: game.roll(5), "dice control is on: the die shows 4, not 5", IllegalAction)
    assert game.roll(4) == 4


def test_power_undo_and_save_are_exact():
    """Undo and save/load cover stocks, tiles, shields and the bonus switched on."""
    game = Game(POWER, players=4, seed=21, log=False)
    rng = random.Random(21)
    jsons = [game.to_json()]
    for _ in range(120):
        if game.over:
            break
        stock = game.stock[game.turn]
        try:
            if game.awaiting == "roll" and rng.random() < 0.5 and any(stock.values()):
                kind = rng.choice([k for k, n in stock.items() if n])
                game.use(kind, face=rng.randint(1, 6) if kind == "dice" else None)
            elif game.awaiting == "roll":
                game.roll()
            else:
                game.move(rng.choice(game.legal_moves()))
        except IllegalAction:
            assert game.to_json() == jsons[-1]
            continue
        jsons.append(game.to_json())
    assert any(sum(s.values()) for s in game.stock.values()) or game.shields
    assert Game.from_json(jsons[-1]).to_json() == jsons[-1]
    for previous in reversed(jsons[:-1][-40:]):
        game.undo()
        assert game.to_json() == previous


def test_without_power_there_are_no_tiles_or_stocks():
    """Power is off unless switched on, in online too (``online.md#power``)."""
    game = make("online")
    assert game.tiles == {} and game.shields == []
