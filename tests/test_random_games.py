"""Whole random games under every preset with random option overrides (hypothesis).

After every step (a roll, a move or a Power bonus) the game must keep its invariants, undo must
restore the exact previous ``to_json()`` (and the step redone must give the same result, random
rolls included), ``from_json(to_json())`` must give back the same JSON, the notation must read back
what it wrote, and every game must end within a bound of steps. Every few steps a loaded copy plays
the next steps beside the original and must stay identical (the same future random rolls).

To keep ``to_json()`` cheap (it saves the whole undo history), the game is re-based every
``REBASE`` steps on a copy of its state with an empty history and log; before that the whole
stretch since the last re-base is undone step by step on a copy, each state compared.

The "ci" hypothesis profile (tests/conftest.py) is derandomized: the same examples every run.
"""

from __future__ import annotations

import json
import random

from conftest import PRESETS, examples
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine.board import COLOURS, HOME, SAFE_RING_SQUARES, partner

BOUND = 20_000  # steps; random games take a few hundred to a couple of thousand
REBASE = 6
SHADOW_STEPS = 3
ALLOWED_REFUSALS = ("one bonus per roll", "dice control is on", "must be switched on before rolling")


@st.composite
def setups(draw):
    """A preset, random overrides of any Rules fields, the seats, and seeds for the die and policy."""
    preset = draw(st.sampled_from(PRESETS))
    base = Rules.preset(preset)
    fields = {
        "tokens": st.integers(1, 4),
        "entry_faces": st.frozensets(st.integers(1, 6), min_size=1),
        "bonus_faces": st.frozensets(st.integers(1, 6)),
        "bonus_on_capture": st.booleans(),
        "bonus_on_home": st.booleans(),
        "capture_rule": st.sampled_from(["all", "count", "protect_pairs"]),
        "wasted_bonus": st.sampled_from(["pass", "roll_again"]),
        "max_sixes": st.integers(0, 4),
        "tries": st.integers(1, 4),
        "forced_six_after": st.integers(0, 4),
        "play_on": st.booleans(),
        "starter": st.sampled_from(["first_seat", "random"]),
        "rematch_rotates": st.booleans(),
        "teams": st.booleans(),
        "power": st.booleans(),
        "single_outcome": st.sampled_from(["auto", "delay", "tap"]),
        "turn_timer": st.sampled_from([0.0, 30.0]),
    }
    overrides = {name: draw(strategy) for name, strategy in fields.items() if draw(st.booleans())}
    if overrides.get("max_sixes") == 1 and overrides.get("entry_faces", frozenset({6})) == {6}:
        # Rules refuses this: every six would be forfeited and no token could ever come out.
        overrides["max_sixes"] = draw(st.sampled_from([0, 2, 3]))
    rules = Rules.preset(preset, **overrides)
    if rules.teams:
        players = COLOURS
    else:
        players = draw(st.sampled_from([2, 3, 4, ("green", "blue"), ("red", "green"), ("green", "yellow", "blue")]))
    seed = draw(st.integers(0, 2**64 - 1))
    policy_seed = draw(st.integers(0, 2**32))
    script = draw(st.sampled_from([0.0, 0.0, 0.1, 0.5]))  # share of scripted faces
    use = draw(st.sampled_from([0.0, 0.3, 0.7])) if rules.power else 0.0  # share of bonuses used
    assert base.edition == rules.edition
    return rules, players, seed, policy_seed, script, use


def choose(game: Game, rng: random.Random, script: float, use: float) -> tuple:
    """The next action: ("roll", face or None), ("move", Move) or ("use", bonus, face)."""
    if game.awaiting == "roll":
        if use and rng.random() < use:
            kinds = [k for k, n in game.stock[game.turn].items() if n > 0]
            if kinds:
                kind = rng.choice(kinds)
                return ("use", kind, rng.randint(1, 6) if kind == "dice" else None)
        if script and rng.random() < script:
            return ("roll", rng.randint(1, 6))
        return ("roll", None)
    if use and rng.random() < use / 2 and game.stock[game.turn].get("shield", 0) > 0:
        return ("use", "shield", None)
    return ("move", rng.choice(game.legal_moves()))


def apply(game: Game, action: tuple):
    if action[0] == "roll":
        return game.roll(action[1])
    if action[0] == "move":
        return game.move(action[1])
    return game.use(action[1], face=action[2])


def rebase(game: Game) -> Game:
    """The same game (state and die) with an empty undo history and log."""
    data = json.loads(game.to_json())
    data["history"] = []
    if data["events"] is not None:
        data["events"] = []
    return Game.from_json(json.dumps(data))


def check_invariants(game: Game) -> None:
    rules = game.rules
    positions = game.positions
    assert set(positions) == set(game.players)
    for colour, places in positions.items():
        assert len(places) == rules.tokens, (colour, places)
        assert all(isinstance(p, int) and 0 <= p <= HOME for p in places), (colour, places)

    # Under capture_rule "all" (and no Power shields) no two opponents share a plain ring square.
    if rules.capture_rule == "all" and not rules.power:
        owner: dict[int, int] = {}
        for colour, places in positions.items():
            seat = COLOURS.index(colour)
            for p in places:
                if 1 <= p <= 51:
                    square = (13 * seat + p - 1) % 52
                    if square in SAFE_RING_SQUARES:
                        continue
                    other = owner.setdefault(square, seat)
                    assert other == seat or (rules.teams and other == partner(seat)), (
                        f"{COLOURS[other]} and {colour} share plain ring square {square}: {game.notation()}")

    # What is awaited agrees with the legal moves.
    moves = game.legal_moves()
    assert game.awaiting in ("roll", "move", "over")
    if game.awaiting == "move":
        assert moves and game.face in range(1, 7)
        assert all(m.colour in game.players and 0 <= m.start < m.to <= HOME for m in moves)
    else:
        assert moves == [] and game.face is None
    if rules.max_sixes:
        assert game.sixes < rules.max_sixes

    # Finishers, the turn and the end.
    finished = [c for c in game.players if all(p == HOME for p in positions[c])]
    if game.over:
        assert game.turn is None and game.winner is not None
        assert sorted(game.ranking) == sorted(game.players)
        if rules.teams:
            a, b = game.winner
            assert COLOURS.index(b) == partner(COLOURS.index(a)) and COLOURS.index(a) < COLOURS.index(b)
            assert a in finished and b in finished
        else:
            assert game.winner == game.ranking[0] and game.winner in finished
    else:
        assert game.turn in game.players
        # Playing on, the winner is known from the first seat home; a pair wins only with both.
        assert game.winner == (game.ranking[0] if game.ranking and not rules.teams else None)
        assert sorted(game.ranking) == sorted(finished)
        if not rules.teams:
            assert game.turn not in finished
            if not rules.play_on:
                assert not finished
            else:
                assert len(game.players) - len(finished) >= 2

    if rules.power:
        for colour, stock in game.stock.items():
            assert all(0 <= n <= 3 for n in stock.values()), (colour, stock)
        assert not set(game.tiles) & SAFE_RING_SQUARES


def play(rules: Rules, players, seed: int, policy_seed: int, script: float, use: float, log: bool = False) -> int:
    """Play one whole game with every check at every step; return the number of steps.

    ``log=False`` leaves the event log out of the saves, which keeps ``to_json()`` cheap; the
    games of the shipped presets keep it.
    """
    game = Game(rules, players=players, seed=seed, log=log)
    rng = random.Random(policy_seed)
    since_rebase = [game.to_json()]  # the JSON after each step since the last re-base
    shadow = None  # (a loaded copy, steps left) playing beside the game
    steps = 0
    check_invariants(game)
    while not game.over:
        steps += 1
        assert steps <= BOUND, f"no end after {BOUND} steps: {game.notation()}"
        before = since_rebase[-1]
        action = choose(game, rng, script, use)
        try:
            result = apply(game, action)
        except LudoError as exc:  # only bonuses and scripted faces under Dice control may be refused
            assert any(words in str(exc) for words in ALLOWED_REFUSALS), (action, str(exc), game.notation())
            assert game.to_json() == before, "a refusal changed the game"
            action = ("roll", None) if game.awaiting == "roll" else ("move", rng.choice(game.legal_moves()))
            result = apply(game, action)
        after = game.to_json()

        # Undo restores exactly; the same step again gives the same result.
        game.undo()
        assert game.to_json() == before, f"undo of {action} is not exact"
        assert apply(game, action) == result
        assert game.to_json() == after, f"{action} redone differs"

        # Save/load and the notation.
        assert Game.from_json(after).to_json() == after
        text = game.notation()
        again = Game.from_notation(text, seed=0)
        assert again.notation() == text
        assert again.legal_moves() == game.legal_moves()

        check_invariants(game)

        # A loaded copy goes on identically (the same future random rolls).
        if shadow is not None:
            copy, left = shadow
            assert apply(copy, action) == result
            assert copy.to_json() == after
            shadow = (copy, left - 1) if left > 1 else None

        since_rebase.append(after)
        if len(since_rebase) > REBASE and shadow is None and not game.over:
            # Undo the whole stretch on a copy, each state exact; then start afresh.
            copy = Game.from_json(after)
            for previous in reversed(since_rebase[:-1]):
                copy.undo()
                assert copy.to_json() == previous
            assert not copy.can_undo
            game = rebase(game)
            since_rebase = [game.to_json()]
            shadow = (Game.from_json(since_rebase[0]), SHADOW_STEPS)
    return steps


@settings(max_examples=examples(30), deadline=None)
@given(setups())
def test_whole_random_games_keep_every_invariant(setup):
    """Every preset, any Rules fields overridden, 2-4 seats (teams: 4), scripted faces and bonuses mixed in."""
    steps = play(*setup)
    assert steps >= 1


@settings(max_examples=examples(5), deadline=None)
@given(st.sampled_from(PRESETS), st.sampled_from([2, 3, 4]), st.integers(0, 2**32))
def test_whole_games_of_each_preset_as_shipped(preset, players, seed):
    """The presets unchanged, random rolls and moves only."""
    play(Rules.preset(preset), players, seed, seed, 0.0, 0.0, log=True)


@settings(max_examples=examples(8), deadline=None)
@given(st.sampled_from(PRESETS), st.sampled_from([(True, False), (True, True), (False, True)]),
       st.integers(0, 2**32))
def test_team_and_power_games(preset, teams_power, seed):
    """Teams and Power switched on any preset (they are options like any other)."""
    teams, power = teams_power
    rules = Rules.preset(preset, teams=teams, power=power)
    play(rules, 4 if teams else 2 + seed % 3, seed, seed + 1, 0.1, 0.4 if power else 0.0)


def test_hypothesis_runs_derandomized_by_default():
    """CI stability: the "ci" profile (tests/conftest.py) is loaded unless HYPOTHESIS_PROFILE says
    otherwise, and it is derandomized."""
    import os

    if os.environ.get("HYPOTHESIS_PROFILE", "ci") == "ci":
        assert settings().derandomize and settings().deadline is None
