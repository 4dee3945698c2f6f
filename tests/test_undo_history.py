"""Undo keeps a full state only every CHECKPOINT steps and replays the rest: still exact.

Also: saving a long game costs work in proportion to its length (each step replayed at most
once, the saved text growing linearly), not to its square.
"""

from __future__ import annotations

import json
import random

import pytest

from ludo_widget import Game, Rules
from ludo_widget.engine import timeline as game_module


def _play(game: Game, rng: random.Random, steps: int, trail: list) -> None:
    """Random steps (bonuses too, under Power); ``trail`` gets (state, events) before each."""
    for _ in range(steps):
        if game.over:
            return
        trail.append((game.state.to_dict(), len(game.events), game.notation()))
        allowed = game.bonuses_allowed
        if allowed and rng.random() < 0.3:
            kind = rng.choice(allowed)
            game.use(kind, rng.randint(1, 6) if kind == "dice" else None)
        elif game.awaiting == "roll":
            game.roll(rng.choice([None, None, None, game.referee.fixed_face(game.state) or 6]))
        else:
            game.move(rng.choice(game.legal_moves()))


def _undo_all(game: Game, trail: list) -> None:
    while trail:
        state, events, notation = trail.pop()
        game.undo()
        assert (game.state.to_dict(), len(game.events), game.notation()) == (state, events, notation)
    assert not game.can_undo


@pytest.mark.parametrize("rules", [Rules.preset("classic"), Rules.preset("online", power=True),
                                   Rules.preset("paperfox"), Rules.preset("dashain", teams=True)])
def test_undo_is_exact_across_checkpoints(rules):
    rng = random.Random(5)
    game = Game(rules, 4, seed=11)
    trail: list = []
    _play(game, rng, 5 * game_module.CHECKPOINT + 7, trail)
    after = game.to_json()
    assert json.loads(Game.from_json(after).to_json()) == json.loads(after)
    _undo_all(game, trail)


def test_undo_after_loading_a_save_goes_back_through_both():
    rng = random.Random(2)
    game = Game(Rules.preset("online", power=True), 4, seed=3)
    trail: list = []
    _play(game, rng, 45, trail)
    loaded = Game.from_json(game.to_json())
    _play(loaded, rng, 70, trail)
    _undo_all(loaded, trail)


def test_a_replayed_roll_rolls_the_same_face():
    game = Game(players=4, seed=9)
    faces = []
    for _ in range(3 * game_module.CHECKPOINT):
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
        else:
            faces.append(game.roll())
    for _ in range(game_module.CHECKPOINT + 3):
        game.undo()
    while game.awaiting == "move":
        game.undo()
    again = Game.from_json(game.to_json())
    assert again.roll() == game.roll()


def test_saving_costs_work_in_proportion_to_the_length(monkeypatch):
    calls = {"n": 0}
    replay = Game._replay

    def counting(self, st, step, log=None):
        calls["n"] += 1
        return replay(self, st, step, log)

    monkeypatch.setattr(Game, "_replay", counting)
    sizes = {}
    for steps in (200, 400, 800):
        game = Game(players=4, seed=1)
        rng = random.Random(1)
        _play(game, rng, steps, [])
        calls["n"] = 0
        sizes[steps] = len(game.to_json())
        assert calls["n"] < steps          # each step replayed at most once
    assert sizes[800] / sizes[400] < 2.2 and sizes[400] / sizes[200] < 2.2


def test_leaving_and_coming_back_are_steps_undo_replays():
    rng = random.Random(4)
    game = Game("online", 4, seed=2)
    trail: list = []
    _play(game, rng, 10, trail)
    trail.append((game.state.to_dict(), len(game.events), game.notation()))
    game.leave("green")
    _play(game, rng, game_module.CHECKPOINT + 5, trail)
    trail.append((game.state.to_dict(), len(game.events), game.notation()))
    game.come_back("green")
    assert game.events[-1].text == "Green is back and plays green again."
    _play(game, rng, 20, trail)
    _undo_all(game, trail)


def test_a_copy_is_the_same_game_and_independent_of_it():
    game = Game(players=("red", "green", "yellow"), seed=21)
    for _ in range(150):
        game.roll() if game.awaiting == "roll" else game.move(game.legal_moves()[-1])
    game.goto(100)  # with steps taken back
    saved, line, events = game.to_json(), game.line, [e.text for e in game.events]
    twin = game.copy()
    assert twin.to_json() == saved and twin.line == line and twin.steps == game.steps
    twin.goto(twin.steps)
    twin.undo()
    twin.roll() if twin.awaiting == "roll" else twin.move(twin.legal_moves()[0])
    twin.goto(3)
    assert game.to_json() == saved and game.line == line and [e.text for e in game.events] == events
    game.goto(game.steps)
    assert game.line == line and len(game.history) == len(line)
