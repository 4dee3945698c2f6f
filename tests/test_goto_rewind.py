"""goto() back takes the steps back in one replay: the same game as undoing them one by one."""

from __future__ import annotations

import pytest
from random_steps import played

from ludo_widget import Game, Rules
from ludo_widget.engine import timeline


def _seen(game: Game) -> tuple:
    return (game.state.to_dict(), [e.to_dict() for e in game.events], game.history, game.steps, game.can_redo)


@pytest.mark.parametrize("rules", [Rules.preset("classic"), Rules.preset("online", power=True),
                                   Rules.preset("dashain", teams=True)])
@pytest.mark.parametrize("back", [1, 2, timeline.CHECKPOINT - 1, timeline.CHECKPOINT, timeline.CHECKPOINT + 1, 300])
def test_goto_back_is_undo_step_by_step(rules, back):
    one, other = played(rules, 3, 2 * timeline.CHECKPOINT + 40), played(rules, 3, 2 * timeline.CHECKPOINT + 40)
    target = max(0, len(one.history) - back)
    one.goto(target)
    while len(other.history) > target:
        other.undo()
    assert _seen(one) == _seen(other)
    one.goto(one.steps)  # and forward again, step by step
    while other.can_redo:
        other.redo()
    assert _seen(one) == _seen(other)


def test_goto_back_and_a_new_step_after_it():
    game = played(Rules.preset("classic"), 5, 300)
    end = game.to_json()
    game.goto(37)
    game.goto(game.steps)
    assert game.to_json() == end
    game.goto(100)
    total, following = game.steps, game._redo[-1]
    game.roll(6) if game.awaiting == "roll" else game.move(game.legal_moves()[-1])
    if game.history[-1] == following:  # the same step as the line had: it goes on
        assert game.steps == total and game.can_redo
    else:  # a new branch: the steps taken back are gone
        assert game.steps == 101 and not game.can_redo
