"""Events are data; their sentences are written by the narration module only when read."""

from __future__ import annotations

import json

from ludo_widget import Game, Rules
from ludo_widget.engine.events import KINDS, Event
from ludo_widget.engine.narration import SENTENCES, sentence


def _capture_game() -> Game:
    game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [38, 0, 0, 0]}, turn="red", seed=1)
    game.roll(2)
    game.move(0)
    return game


def test_every_kind_has_a_sentence():
    assert set(SENTENCES) == set(KINDS)


def test_the_referee_records_what_happened():
    events = _capture_game().events
    assert [e.kind for e in events] == ["rolled", "moved", "captured", "another_roll"]
    rolled, moved, captured, again = events
    assert rolled.colour == "red" and rolled.data == {"face": 2, "doubled": False}
    assert moved.data == {"token": 0, "from": 10, "to": 12, "of": "red"}
    assert captured.data == {"tokens": [["yellow", 0]], "square": 11}
    assert again.data == {"reason": "capture", "reasons": ["capture"], "face": 2}


def test_sentences_are_written_only_when_read():
    game = _capture_game()
    assert all(e._text is None for e in game.events)
    assert game.events[2].text == "Red captured yellow token 1: back to the yard."
    assert [e._text is None for e in game.events] == [True, True, False, True]
    assert game.events[-1].text == "Red rolls again for the capture."


def test_a_save_keeps_the_sentences_and_loads_equal_events():
    game = _capture_game()
    saved = json.loads(game.to_json())["events"]
    assert saved[1]["text"] == "Red token 1 moved from place 10 of its lap to place 12 of its lap."
    assert Game.from_json(game.to_json()).events == game.events


def test_a_sentence_from_data_another_version_wrote():
    # A saved event keeps its saved sentence; one with no sentence and unknown data still reads.
    assert Event.from_dict({"kind": "turn", "text": "Over to red.", "colour": "red"}).text == "Over to red."
    assert sentence(Event("moved", "red", {"token": 0})) == "moved (red)"


def test_power_and_teams_events_carry_their_data():
    game = Game(Rules.preset("online", power=True), 2, turn="red", seed=1)
    game.state.stock[0]["shield"] = 1
    game.use("shield")
    assert game.events[-1].data == {"bonus": "shield", "face": None}
    assert game.events[-1].text == "Red readied a Shield for the token that moves."
