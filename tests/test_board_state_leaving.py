"""Online's leaving rule: leave (a computer takes the seat), come back while the game runs, or lose.

Online (``online.md#leaving``): whoever leaves gets a computer player in their seat and may come
back while the game runs; away at the end, they lose, ranked after every seat whose person
stayed. A lost connection is not leaving: a computer player plays for them until they are back.
"""

from __future__ import annotations

import json
import random

import pytest
from conftest import computer_plays_turn, play_until, time_out

from ludo_widget import Game, Rules
from ludo_widget.engine.errors import LudoError
from ludo_widget.notebook.turn_timer import BOT
from ludo_widget.notebook.widget import LudoWidget


def play_out(game: Game, seed: int = 1, until=lambda g: g.over) -> None:
    choose = random.Random(seed).choice
    for _ in range(20_000):
        if until(game):
            return
        game.roll() if game.awaiting == "roll" else game.move(choose(game.legal_moves()))
    raise AssertionError("the game did not end")


# -- the engine ---------------------------------------------------------------------

def test_leave_and_come_back_are_recorded_undone_saved_and_written():
    game = Game("online", ("red", "green", "yellow"), turn="red", seed=2)
    game.leave("green")
    assert game.away == ["green"] and game.events[-1].kind == "left"
    assert "green loses" in game.events[-1].text
    assert game.notation().endswith("away:g")
    assert Game.from_notation(game.notation()).away == ["green"]
    assert Game.from_json(game.to_json()).away == ["green"]
    game.come_back("green")
    assert game.away == [] and game.events[-1].kind == "back" and "away" not in game.notation()
    game.undo()
    assert game.away == ["green"]
    game.undo()
    assert game.away == [] and game.events == []
    game.redo()
    assert game.away == ["green"]


def test_leaving_is_a_step_of_the_game_record():
    game = Game("online", ("red", "yellow"), turn="red", seed=2)
    game.roll()
    game.leave("yellow")
    play_out(game, until=lambda g: g.turn == "yellow")
    game.come_back("yellow")
    text = game.record()
    assert "y:left" in text and "y:back" in text
    again = Game.from_record(text)
    assert again.notation() == game.notation() and [e.kind for e in again.events] == [e.kind for e in game.events]


@pytest.mark.parametrize("setup, act, words", [
    (lambda: Game("classic", 2), lambda g: g.leave("red"), "no rule for leaving"),
    (lambda: Game("online", 2), lambda g: g.leave("blue"), "not playing"),
    (lambda: Game("online", 2), lambda g: g.leave(["red"]), "unknown colour"),
    (lambda: Game("online", 2), lambda g: g.come_back("red"), "has not left"),
    (lambda: _left("red"), lambda g: g.leave("red"), "already left"),
    (lambda: Game("online", ("red", "green", "yellow"), positions={"red": [57] * 4}), lambda g: g.leave("red"),
     "keeps its place"),
])
def test_leaving_refusals_change_nothing(setup, act, words):
    game = setup()
    before = game.to_json()
    with pytest.raises(LudoError, match=words):
        act(game)
    assert game.to_json() == before


def test_in_pairs_a_finished_seat_that_plays_its_partners_tokens_may_leave_as_its_rule_sheet_says():
    game = Game(Rules.preset("online", teams=True), 4, positions={"red": [57] * 4}, seed=1)
    game.leave("red")
    assert game.notation().endswith("away:r")
    assert "its person may still leave while it plays its partner's tokens" in game.rules.describe()
    assert "finished keeps its place and does not leave" in Rules.preset("online").describe()


def test_the_picture_offers_leave_only_to_a_seat_that_may_leave():
    from ludo_widget.notebook.snapshot import snapshot

    game = Game("online", ("red", "green", "yellow"), positions={"red": [57] * 4}, turn="green", seed=1)
    assert snapshot(game)["may_leave"] == ["green", "yellow"]          # red has finished
    game.leave("yellow")
    assert snapshot(game)["may_leave"] == ["green"]                     # yellow is away: Come back
    assert snapshot(Game("classic", 2))["may_leave"] == []              # no leaving rule


def _left(colour: str) -> Game:
    game = Game("online", 2, seed=1)
    game.leave(colour)
    return game


def test_no_leaving_or_coming_back_after_the_end():
    game = Game("online", 2, seed=3)
    game.leave("yellow")
    play_out(game)
    for act in (game.come_back, game.leave):
        with pytest.raises(LudoError, match="over"):
            act("yellow")


def test_away_in_a_save_or_notation_without_the_rule_is_refused():
    with pytest.raises(LudoError):
        Game.from_notation("classic r:0,0,0,0 y:0,0,0,0 r roll six:0 away:y")
    with pytest.raises(LudoError):
        Game.from_notation("online r:0,0,0,0 y:0,0,0,0 r roll six:0 away:g")
    save = json.loads(_left("red").to_json())
    save["state"]["away"] = [0, 0]
    with pytest.raises(LudoError):
        Game.from_json(json.dumps(save))


def yellow_home_first_while_away() -> Game:
    """Yellow's last token is one from home; yellow's person has left and its bot takes it home first."""
    game = Game("online", ("red", "green", "yellow"), turn="yellow", seed=5,
                positions={"yellow": [57, 57, 57, 56], "red": [40, 0, 0, 0]})
    game.leave("yellow")
    game.roll(1)
    game.move(3)
    return game


def test_a_leaver_who_finished_first_is_ranked_after_everyone_who_stayed():
    game = yellow_home_first_while_away()
    assert game.ranking == ["yellow"] and game.winner is None   # not settled while yellow is away
    play_out(game)
    assert game.ranking[-1] == "yellow" and game.winner == game.ranking[0] != "yellow"
    won = game.events[-1]
    assert won.kind == "won" and "Yellow left the game and loses." in won.text
    assert won.data["ranking"] == game.ranking


def test_coming_back_before_the_end_keeps_the_place_won():
    game = yellow_home_first_while_away()
    game.come_back("yellow")
    assert game.winner == "yellow"
    play_out(game)
    assert game.ranking[0] == "yellow" == game.winner and "loses" not in game.events[-1].text


def test_in_pairs_a_pair_with_a_leaver_loses():
    rules = Rules.preset("online", teams=True)
    game = Game(rules, 4, turn="red", seed=1, positions={"red": [57, 57, 57, 56], "yellow": [57] * 4})
    game.leave("yellow")
    game.roll(1)
    game.move(3)
    assert game.over and game.winner == ("green", "blue")
    assert game.ranking[2:] == ["red", "yellow"]            # the pair that stayed comes first
    assert "Yellow left the game and loses." in game.events[-1].text


def test_when_everyone_left_nobody_wins():
    game = Game("online", 2, seed=4)
    game.leave("red")
    game.leave("yellow")
    play_out(game)
    assert game.winner is None and game.events[-1].text.startswith("Nobody wins")


# -- the board --------------------------------------------------------------------

def board(**kw) -> LudoWidget:
    b = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1, **kw)
    b.send = lambda content, buffers=None: None
    return b


def intent(b: LudoWidget, kind: str, **fields) -> None:
    b.handle({"type": kind, "rev": b.rev, **fields})


def test_leave_hands_the_seat_to_a_computer_player_and_come_back_takes_it_again():
    b = board()
    intent(b, "leave", colour="red")
    assert b.message == "" and b.computer == {"red": BOT} and b.snapshot["away"] == ["red"]
    assert b.snapshot["timer"] is None                      # a computer plays: no clock
    intent(b, "roll")
    assert "computer plays red" in b.message                 # the person has left
    assert b.computer_step() == "rolled"
    intent(b, "come_back", colour="red")
    assert b.message == "" and b.computer == {} and b.snapshot["away"] == []
    assert b.game.events[-1].kind == "back"


def test_leave_and_come_back_through_the_seats_control():
    b = board()
    intent(b, "leave", colour="yellow")
    intent(b, "set_seat", colour="yellow", player="expectimax")   # another computer player stands in
    assert b.computer == {"yellow": "expectimax"} and b.game.away == ["yellow"]
    intent(b, "set_seat", colour="yellow", player="")             # a person takes the seat: they are back
    assert b.computer == {} and b.game.away == [] and b.message == ""


@pytest.mark.parametrize("kind, fields, words", [
    ("leave", {"colour": "yellow"}, "no person to leave"),   # a computer seat
    ("leave", {"colour": "blue"}, "not playing"),
    ("leave", {"colour": {"x": 1}}, "not playing"),
    ("come_back", {"colour": "red"}, "has not left"),
])
def test_refused_leaving_intents_change_nothing(kind, fields, words):
    b = board(computer={"yellow": "random"})
    before = (b.game.to_json(), dict(b.snapshot), dict(b.computer))
    intent(b, kind, **fields)
    assert words in b.message
    assert (b.game.to_json(), dict(b.snapshot), dict(b.computer)) == before


def test_a_leavers_seat_cannot_be_left_without_a_player():
    b = board()
    intent(b, "leave", colour="red")
    with pytest.raises(LudoError, match="left the game"):
        b.computer = {}
    b.set_state({"computer": {}})
    assert "left the game" in b.message and b.computer == {"red": BOT}


def test_undoing_a_leave_gives_the_seat_back_to_its_person():
    b = board()
    intent(b, "leave", colour="red")
    b.game.undo()
    assert b.game.away == [] and b.computer == {}


def test_loading_a_game_with_a_leaver_puts_a_computer_in_the_seat():
    game = Game("online", ("red", "yellow"), turn="red", seed=1)
    game.leave("yellow")
    b = board()
    intent(b, "load", notation=game.notation())
    assert b.message == "" and b.game.away == ["yellow"] and b.computer == {"yellow": BOT}


def test_a_board_game_played_out_while_away_is_lost():
    b = board(computer={"yellow": "random"})
    intent(b, "leave", colour="red")
    for _ in range(20_000):
        if b.game.over:
            break
        b.computer_step()
    assert b.game.over and b.game.ranking == ["yellow", "red"] and b.game.winner == "yellow"
    assert "Red left the game and loses." in b.snapshot["log"][-1]["text"]
    intent(b, "come_back", colour="red")
    assert "over" in b.message
    intent(b, "rematch")                                 # red's person plays the next game again
    assert b.computer == {"yellow": "random"} and b.game.away == []


def test_a_lost_connection_reads_as_missed_turns_not_leaving():
    """No view counts down for a person gone: another view's timer lets the bot play, and the
    seat is theirs again when they tap the die; they never count as having left."""
    b = board()
    for _ in range(3):
        play_until(b.game, "red")
        if "red" not in b.autopilot:
            time_out(b)
        computer_plays_turn(b, "red")
    assert b.autopilot == ["red"] and b.game.away == []
    play_until(b.game, "red")
    intent(b, "roll")                                         # back: the person taps the die
    assert b.message == "" and b.autopilot == []
