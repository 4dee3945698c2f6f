"""The public fast path (``game.referee`` on ``game.state``) plays exactly as ``Game`` does.

The same seeds and the same choices (moves and Power bonuses) go through the scripting API
(``roll``/``legal_moves``/``move``/``use``, log and undo on) and through the referee on a bare
state (no log, no undo), under every preset, with and without Power and teams; the positions
must agree after every step. Also: callers outside the engine reach no private part of a game,
and the snapshot's allowed bonuses are exactly the ones ``Game.use`` accepts.
"""

from __future__ import annotations

import pathlib
import random
import re

import pytest

from ludo_widget import Game, IllegalAction, Rules
from ludo_widget.engine.rules import PRESETS
from ludo_widget.notebook.snapshot import snapshot

CONFIGS = [(p, {}, n) for p in PRESETS for n in (2, 3, 4)]
CONFIGS += [(p, {"power": True}, n) for p in PRESETS for n in (2, 4)]
CONFIGS += [(p, {"teams": True}, 4) for p in PRESETS]
CONFIGS += [(p, {"teams": True, "power": True}, 4) for p in PRESETS]
CONFIGS += [("paperfox", {"tokens": 2}, 4), ("dashain", {"entry_faces": {1, 6}, "bonus_faces": {1, 6}}, 4)]
STEPS = 4000


def _position(st) -> tuple:
    return (st.places, st.turn, st.awaiting, st.face, st.doubled, st.sixes, st.misses, st.aid, st.finished,
            st.dice, st.rolls, st.turns, st.captures, st.tiles, st.taken, st.stock, st.shields, st.bonus,
            st.chosen)


def _wish(rng: random.Random, allowed: list[str]) -> tuple[str, int | None] | None:
    """Sometimes one of the allowed bonuses (Dice control with a random face)."""
    if not allowed or rng.random() < 0.5:
        return None
    kind = rng.choice(allowed)
    return kind, (rng.randint(1, 6) if kind == "dice" else None)


@pytest.mark.parametrize("preset,options,players", CONFIGS)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_fast_path_plays_as_the_game(preset, options, players, seed):
    rules = Rules.preset(preset, **options)
    game = Game(rules, players, seed=seed)
    fast = Game(rules, players, seed=seed, log=False, history=False)
    ref, st = fast.referee, fast.state
    pick_slow, pick_fast = random.Random(seed), random.Random(seed)
    for _ in range(STEPS):
        if game.over:
            break
        wish = _wish(pick_slow, game.bonuses_allowed)
        assert wish == _wish(pick_fast, ref.bonuses_allowed(st))
        if wish:
            game.use(*wish)
            ref.use(st, *wish)
        game.roll()
        moves = ref.roll(st, ref.draw(st))
        assert moves == game.legal_moves()
        assert _position(st) == _position(game.state)
        if moves:
            wish = _wish(pick_slow, game.bonuses_allowed)
            assert wish == _wish(pick_fast, ref.bonuses_allowed(st))
            if wish:
                game.use(*wish)
                ref.use(st, *wish)
            i = pick_slow.randrange(len(moves))
            assert i == pick_fast.randrange(len(moves))
            game.move(game.legal_moves()[i])
            ref.move(st, moves[i])
            assert _position(st) == _position(game.state)
    assert game.over and fast.over
    assert (game.winner, game.ranking, game.stats) == (fast.winner, fast.ranking, fast.stats)


def test_no_caller_reaches_into_a_game():
    root = pathlib.Path(__file__).resolve().parents[1] / "ludo_widget"
    private = re.compile(r"\._(state|ref|history|events)\b")
    found = [f"{p.relative_to(root)}:{i}" for p in root.rglob("*.py") if p.parent.name != "engine"
             for i, line in enumerate(p.read_text().splitlines(), 1) if private.search(line)]
    assert found == []


def test_the_snapshot_allows_exactly_the_bonuses_the_game_accepts():
    rules = Rules.preset("online", power=True)
    rng = random.Random(3)
    for seed in range(3):
        game = Game(rules, 2, seed=seed)
        while not game.over:
            allowed = snapshot(game)["bonuses_allowed"]
            for kind in ("double", "dice", "shield"):
                try:
                    game.use(kind, 6 if kind == "dice" else None)
                    accepted = True
                    game.undo()
                except IllegalAction:
                    accepted = False
                assert accepted == (kind in allowed), (kind, game.notation())
            if allowed and rng.random() < 0.3:
                kind = rng.choice(allowed)
                game.use(kind, rng.randint(1, 6) if kind == "dice" else None)
            if game.awaiting == "roll":
                game.roll()
            elif game.awaiting == "move":
                game.move(rng.choice(game.legal_moves()))


def test_faces_follow_dice_control_and_the_starting_aid():
    game = Game(Rules.preset("online", power=True), 2, turn="red", seed=1)
    ref = game.referee
    assert len(ref.faces(game.state)) == 6
    game.state.stock[0]["dice"] = 1
    game.use("dice", 3)
    assert ref.faces(game.state) == ((3, 1.0),) and ref.fixed_face(game.state) == 3
    with pytest.raises(IllegalAction, match="dice control is on"):
        game.roll(5)
    assert game.roll() == 3
    aided = Game("paperfox", 2, seed=1)
    for _ in range(6):
        aided.roll(1)
    assert aided.referee.faces(aided.state) == ((6, 1.0),)
    before = aided.state.dice
    assert aided.roll() == 6 and aided.state.dice == before   # forced: the die's state is untouched
