"""A save's undo history is checked step by step: each kept step, played from the state saved
before it, must give the state saved after it (the present after the last step).

An edited step that does not lead from one saved state to the next (another face, another
token, another bonus, another colour...) is refused with a short ``LudoError`` naming it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from random_steps import played

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine.board import COLOURS


def _safe_played(rules: Rules, seed: int, steps: int) -> Game:
    try:
        return played(rules, seed, steps, leaving=True)
    except LudoError:  # a finished seat's person cannot leave: play the game without leaving
        return played(rules.replace(leavers_lose=False), seed, steps)


SAVES = [json.loads(_safe_played(rules, seed, 100).to_json()) for rules, seed in [
    (Rules.preset("classic"), 1),
    (Rules.preset("online", power=True), 2),
    (Rules.preset("paperfox"), 3),
    (Rules.preset("dashain", teams=True), 4),
]]


def _fixed_faces(save: dict[str, Any]) -> list[int | None]:
    """The face the die must show before each step of the save's history (None: the die decides)."""
    game = Game.from_json(json.dumps(save))
    game.goto(0)
    faces = []
    for _ in save["history"]:
        faces.append(game.referee.fixed_face(game.state))
        game.redo()
    return faces


FIXED = [_fixed_faces(save) for save in SAVES]


def _edited(step: dict[str, Any], how: int, fixed: int | None) -> dict[str, Any]:
    """The step changed in one field, ``how`` choosing which and how (always a step that reads).

    ``fixed``: the face the die must show there (Dice control, the starting aid): a roll of it
    by hand and one left to the die are then the same step, so the face is edited instead.
    """
    step = dict(step)
    kind = step["kind"]
    if how % 3 == 0:  # another colour acted
        step["colour"] = COLOURS[(COLOURS.index(step["colour"]) + 1 + how // 3 % 3) % 4]
    elif kind == "roll":
        if how % 3 == 1 or fixed is not None:
            step["face"] = step["face"] % 6 + 1
        else:
            step["drawn"] = not step["drawn"]
    elif kind == "move":
        colour, token, start, to = step["move"]
        step["move"] = [colour, (token + 1) % 4, start, to] if how % 3 == 1 else [colour, token, start, min(to + 1, 57)]
        if step["move"][3] == to:  # already home: another token instead
            step["move"] = [colour, (token + 1) % 4, start, to]
    elif kind == "use":
        if step["bonus"] == "dice" and how % 3 == 1:
            step["face"] = step["face"] % 6 + 1
        else:
            step["bonus"], step["face"] = {"double": ("shield", None), "shield": ("double", None),
                                           "dice": ("double", None)}[step["bonus"]]
    else:  # leave / back: the other one
        step["kind"] = "back" if kind == "leave" else "leave"
    return step


def _refused(save: dict[str, Any], index: int, how: int) -> None:
    data = json.loads(json.dumps(save))
    entry = data["history"][index]
    entry[2] = _edited(entry[2], how, FIXED[SAVES.index(save)][index])
    text = json.dumps(data)
    with pytest.raises(LudoError) as refused:
        Game.from_json(text)
    message = str(refused.value)
    assert len(message) <= 200 and f"history[{index}]" in message, message


def test_the_saves_load_as_they_are():
    for save in SAVES:
        game = Game.from_json(json.dumps(save))
        assert json.loads(game.to_json()) == save
        kinds = {entry[2]["kind"] for entry in save["history"]}
        assert {"roll", "move"} <= kinds


def test_the_saves_hold_every_kind_of_step():
    kinds = {entry[2]["kind"] for save in SAVES for entry in save["history"]}
    assert kinds == {"roll", "move", "use", "leave", "back"}


def test_a_move_to_another_token_is_refused():
    save = SAVES[0]
    index = next(i for i, entry in enumerate(save["history"]) if entry[2]["kind"] == "move")
    _refused(save, index, 1)


def test_the_last_step_must_lead_to_the_present():
    save = SAVES[0]
    _refused(save, len(save["history"]) - 1, 0)


@pytest.mark.parametrize("which", range(len(SAVES)))
@pytest.mark.parametrize("where", [0, 1, 2, 41, -2, -1])
@pytest.mark.parametrize("how", range(3))
def test_an_edited_step_is_refused(which, where, how):
    save = SAVES[which]
    _refused(save, where % len(save["history"]), how)


@settings(max_examples=examples(30), deadline=None)
@given(which=st.integers(0, len(SAVES) - 1), where=st.integers(0, 10**6), how=st.integers(0, 8))
def test_any_edited_step_is_refused(which, where, how):
    save = SAVES[which]
    _refused(save, where % len(save["history"]), how)


def test_a_step_of_an_old_save_without_steps_is_taken_as_it_is():
    data = json.loads(json.dumps(SAVES[0]))
    data["history"] = [entry[:2] for entry in data["history"]]
    game = Game.from_json(json.dumps(data))
    game.undo()
    assert not game.can_redo


def test_loading_plays_each_step_once(monkeypatch):
    """Checking the steps keeps loading linear in the length of the game: one replay a step."""
    calls = {"n": 0}
    replay = Game._replay

    def counting(self, st, step, log=None):
        calls["n"] += 1
        return replay(self, st, step, log)

    for steps in (100, 200, 400):
        text = played(Rules.preset("classic"), 1, steps).to_json()
        monkeypatch.setattr(Game, "_replay", counting)
        calls["n"] = 0
        game = Game.from_json(text)
        monkeypatch.setattr(Game, "_replay", replay)
        assert calls["n"] == len(game.history)
