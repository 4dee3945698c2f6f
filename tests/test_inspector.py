"""The state inspector (notebook/inspector.py): every line that decides the next step, with its meaning."""

from __future__ import annotations

from ludo_widget import Game, Rules
from ludo_widget.notebook.inspector import lines
from ludo_widget.notebook.widget import LudoWidget


def values(game: Game) -> dict[str, str]:
    return {line["key"]: line["value"] for line in lines(game)}


def test_every_line_says_what_it_means():
    for game in (Game(players=2, seed=1), Game(Rules.preset("online", power=True, teams=True), seed=1)):
        for line in lines(game):
            assert line["label"] and line["value"] and line["meaning"].endswith(".")
    keys = [line["key"] for line in lines(Game(Rules.preset("online", power=True), players=2, seed=1))]
    assert keys == ["notation", "turn", "face", "sixes", "tries", "aid", "bonus", "shields", "tiles", "stock", "finished"]


def test_the_seat_to_act_what_it_awaits_the_face_and_sixes():
    game = Game(players=("red", "yellow"), positions={"red": [5, 0, 0, 0]}, seed=1)
    assert values(game)["turn"] == "red: roll" and values(game)["face"] == "none"
    game.roll(6)
    v = values(game)
    assert v["turn"] == "red: a move with the 6" and v["face"] == "6" and v["sixes"] == "1 of 3"
    assert v["notation"] == game.notation()


def test_tries_left_and_the_forced_six_count():
    online = Game("online", players=("red", "yellow"), turn="red", seed=1)
    online.roll(2)
    assert values(online)["tries"] == "2 of 3"
    paperfox = Game("paperfox", players=("red", "yellow"), seed=1)
    for face in (1, 2, 3):
        paperfox.roll(face)
        paperfox.roll(5)   # yellow
    assert values(paperfox)["aid"] == "3 rolls without a six: the next roll is a six"
    assert values(Game(players=2, seed=1))["aid"] == "off"


def test_power_lines_show_shields_tiles_and_only_the_own_stock():
    game = Game(Rules.preset("online", power=True), players=("red", "yellow"), turn="red",
                positions={"red": [10, 0, 0, 0]}, tiles={30: "dice"}, seed=1)
    game._state.stock[0]["shield"] = 2
    game._state.stock[2]["double"] = 3
    game.use("shield")
    game.roll(4)
    game.move(0)
    v = values(game)
    assert v["shields"] == "red token 1 until red's next turn"
    assert v["tiles"] == "Dice control on 30"
    assert v["stock"] == "Double roll 3, Dice control 0, Shield 0"     # yellow's own, now yellow acts
    assert "2" not in v["stock"]                                       # red's shields are not shown
    assert "r=0.0.1" in game.notation()                               # the engine's notation has red's stock
    assert "stock:y=3.0.0 " in v["notation"]                           # the panel's has yellow's alone
    assert "r=" not in v["notation"].split("stock:")[1].split()[0]


def test_finishers_and_the_end():
    game = Game(players=("red", "yellow"), positions={"red": [57, 57, 57, 56]}, seed=1)
    game.roll(1)
    game.move(3)
    v = values(game)
    assert v["finished"] == "red" and v["turn"] == "nobody: the game is over"


def test_the_board_keeps_the_inspector_trait_in_step():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    board.game.roll(6)
    assert {line["key"]: line["value"] for line in board.inspector}["face"] == "6"
