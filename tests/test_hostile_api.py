"""Hostile arguments to the public API: accepted and then working, or refused without a change.

``Rules.preset``, ``Rules(...)``, ``Game(...)``, the actions on a game (``roll``, ``move``, ``use``,
``why_not``, ``undo``, ``redo``, ``goto``, ``rematch``, ``subscribe``), ``Game.record``,
``simulate``, ``get_player``, the players' entry points (``choose``, ``choose_move``,
``play_turn``) and the coach (``win_chances``, ``hint``, ``review``, ``judge``) are called with odd values (tests/hostile.py) and with values of the right kind
(``plausible``); each call must follow the rule of tests/hostile.py.
"""

from __future__ import annotations

import pytest
from conftest import PRESETS, examples
from hostile import ODD_VALUES, accepted, check_refusal, exercise, look, odd_values
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game, LudoError, Move, Rules
from ludo_widget.coach import hint, judge, review, win_chances
from ludo_widget.engine.rules import option_names
from ludo_widget.players import choose_move, get_player, play_turn
from ludo_widget.simulate import MAX_GAMES, MAX_WORKERS, simulate

HYPOTHESIS = settings(max_examples=examples(150), deadline=None)

#: Values of the right kind for some option, argument or field (they reach the deeper checks).
PLAUSIBLE = [0, 1, 2, 3, 4, 5, 6, 7, 30, 30.0, 0.5, True, False, None, "all", "count", "protect_pairs", "pass",
             "roll_again", "first_seat", "random", "auto", "delay", "tap", "classic", "online", "red", "yellow",
             "green", "blue", {1, 6}, [1, 6], frozenset(), (), ("red", "yellow"), ["red", "green", "yellow"]]


def values() -> st.SearchStrategy:
    return st.one_of(st.sampled_from(PLAUSIBLE), odd_values())


def mostly(valid: st.SearchStrategy) -> st.SearchStrategy:
    """A valid value three times in four, else an odd one: most calls get past the first check."""
    return st.sampled_from([True, True, True, False]).flatmap(lambda ok: valid if ok else values())


FACES = st.frozensets(st.integers(1, 6), min_size=1)
#: Valid values of every option.
OPTIONS = {
    "tokens": st.integers(1, 4), "entry_faces": FACES, "bonus_faces": st.frozensets(st.integers(1, 6)),
    "bonus_on_capture": st.booleans(), "bonus_on_home": st.booleans(),
    "capture_rule": st.sampled_from(["all", "count", "protect_pairs"]),
    "wasted_bonus": st.sampled_from(["pass", "roll_again"]), "max_sixes": st.integers(0, 4),
    "tries": st.integers(1, 4), "forced_six_after": st.integers(0, 4), "play_on": st.booleans(),
    "starter": st.sampled_from(["first_seat", "random"]), "rematch_rotates": st.booleans(),
    "teams": st.booleans(), "power": st.booleans(), "single_outcome": st.sampled_from(["auto", "delay", "tap"]),
    "turn_timer": st.one_of(st.sampled_from([0, 0.0, 1, 12.5, 30]), st.floats(0, 3600)),
}


@st.composite
def options(draw, names: list[str] | None = None) -> dict:
    """Up to three options, mostly known ones with values of their kind."""
    names = names or option_names()
    out = {}
    for _ in range(draw(st.integers(0, 3))):
        name = draw(mostly(st.sampled_from(names)))
        if isinstance(name, str):
            out[name] = draw(mostly(OPTIONS.get(name, values())))
    return out


def works(rules: Rules) -> None:
    """An accepted Rules value plays, saves, writes and reads its notation, and has a rule sheet."""
    assert Rules.from_dict(rules.to_dict()) == rules
    assert rules.describe().startswith(f"# {rules.edition}")
    game = Game(rules, 4 if rules.teams else 2, seed=1)
    assert Game.from_notation(game.notation()).rules == rules
    exercise(game, steps=8)


@settings(HYPOTHESIS)
@given(name=mostly(st.sampled_from(PRESETS)), changes=options())
def test_rules_preset(name, changes):
    ok, rules = accepted(lambda: Rules.preset(name, **changes))
    if ok:
        works(rules)


@settings(HYPOTHESIS)
@given(fields=options(["edition", *option_names()]).filter(lambda f: set(f) <= {"edition", *option_names()}))
def test_rules_constructor(fields):
    """(A name that is not a field at all is a TypeError, as for any Python call: the language checks it.)"""
    ok, rules = accepted(lambda: Rules(**fields))
    if ok:
        works(rules)


@st.composite
def positions(draw):
    """Odd positions, or lists of places for some colours (the right kind, often the wrong length)."""
    if draw(mostly(st.just(True))) is not True:
        return draw(values())
    colours = draw(st.lists(mostly(st.sampled_from(["red", "yellow"])), max_size=2, unique_by=repr))
    places = st.lists(mostly(st.integers(0, 57)), min_size=4, max_size=4)
    return {c: draw(mostly(places)) for c in colours if isinstance(c, str)}


@settings(HYPOTHESIS)
@given(rules=mostly(st.sampled_from([*PRESETS, Rules.preset("online", power=True)])),
       players=mostly(st.sampled_from([None, 2, 4, ("red", "yellow"), ["yellow", "red"]])),
       where=positions(), turn=mostly(st.sampled_from([None, "red", "yellow"])),
       seed=mostly(st.integers()), tiles=mostly(st.sampled_from([None, {3: "plus1", 5: "dice"}])),
       steps=st.integers(0, 2**16))
def test_game_constructor(rules, players, where, turn, seed, tiles, steps):
    ok, game = accepted(lambda: Game(rules, players, where, turn, seed, tiles=tiles))
    if ok:
        exercise(game, steps)


def pool() -> list[Game]:
    """Games at every kind of moment: a roll awaited, a move awaited, Power bonuses in stock, over."""
    games = [Game("classic", 2, seed=1), Game("paperfox", 3, seed=2)]
    moving = Game("strict", 2, seed=3)
    moving.roll(6)
    games.append(moving)
    power = Game.from_notation("online[power=yes] r:4,0,0,0 y:0,0,0,0 r roll six:0 tiles:3p stock:r=1.1.1,y=0.0.0")
    games.append(power)
    shielded = Game.from_notation("online[power=yes] r:4,0,0,0 y:0,0,0,0 r roll six:0 tiles:- stock:r=1.1.1,y=0.0.0")
    shielded.roll(3)
    games.append(shielded)
    games.append(Game.from_notation("classic r:57,57,57,57 y:10,0,0,0 - over six:0 done:r"))
    return games


ACTIONS = ["roll", "move", "use", "why_not", "undo", "redo", "goto", "rematch", "subscribe", "copy"]


@settings(HYPOTHESIS, max_examples=examples(300))
@given(which=st.integers(0, 5), action=st.sampled_from(ACTIONS), a=values(), b=values(), seed=st.integers(0, 99))
def test_actions_on_a_game(which, action, a, b, seed):
    game = pool()[which]
    if game.awaiting == "move" and action == "move" and seed % 2:
        a = game.legal_moves()[0].token  # a legal one now and then, so moves are also accepted
    call = {
        "roll": lambda: game.roll(a),
        "move": lambda: game.move(a),
        "use": lambda: game.use(a, b),
        "why_not": lambda: game.why_not(a, b),
        "undo": game.undo,
        "redo": game.redo,
        "goto": lambda: game.goto(a),
        "rematch": lambda: game.rematch(a),
        "subscribe": lambda: game.subscribe(a),
        "copy": game.copy,
    }[action]
    ok, result = accepted(call, game)
    if ok:
        look(game)
        if isinstance(result, Game):
            exercise(result, seed, steps=4)


#: Valid arguments of simulate (small and in this process); the test makes one of them hostile.
SIMULATE = {
    "rules": st.sampled_from(["classic", "online", Rules.preset("paperfox", tokens=2)]),
    "players": st.sampled_from([2, 4, ("red", "yellow")]), "games": st.integers(0, 3), "seed": st.integers(),
    "strategies": st.sampled_from([None, "random", ["random", "heuristic"], {"red": "heuristic"}]),
    "rotate": st.booleans(), "workers": st.sampled_from([None, 1]), "chunksize": st.sampled_from([None, 1, 2]),
    "max_rolls": st.sampled_from([1, 50, 100_000]), "engine": st.sampled_from(["auto", "python", "compiled"]),
}


@settings(HYPOTHESIS, max_examples=examples(80))
@given(data=st.data(), hostile=st.sampled_from([None, *SIMULATE]))
def test_simulate_arguments(data, hostile):
    kwargs = {k: data.draw(values() if k == hostile else v, label=k) for k, v in SIMULATE.items()}
    if hostile == "workers" and isinstance(kwargs["workers"], int) and 1 < kwargs["workers"] <= MAX_WORKERS:
        kwargs["workers"] = 1  # more workers is valid, and starts processes: not here
    if hostile == "games" and isinstance(kwargs["games"], int) and 3 < kwargs["games"] <= MAX_GAMES:
        kwargs["games"] = 3  # many games is valid, and slow: not here (more than MAX_GAMES is refused)
    ok, results = accepted(lambda: simulate(**kwargs, progress=False))
    if ok:
        assert len(results) == kwargs["games"]
        results.summary()


@settings(HYPOTHESIS, max_examples=examples(80))
@given(name=mostly(st.sampled_from(["random", "heuristic", "expectimax"])), seed=mostly(st.none() | st.integers()),
       settings_=st.dictionaries(st.sampled_from(["depth", "budget", "bonuses", "yard", "risk", "capture", "nonsense"]),
                                 mostly(st.sampled_from([1, 2, 0.05, 1.5, True])), max_size=2))
def test_get_player_arguments(name, seed, settings_):
    ok, player = accepted(lambda: get_player(name, seed, **settings_))
    if ok:
        game = Game("online", 2, seed=5)
        game.roll(6)
        if getattr(player, "depth", 1) > 3:  # a deep search is accepted, and slow: not here
            return
        if getattr(player, "budget", 0.05) is None:
            player.budget = 0.05
        assert player.choose(game) in game.legal_moves()


@settings(HYPOTHESIS)
@given(players=mostly(st.sampled_from([None, {"red": "Ana", "yellow": 'a "bot" {x}'}])),
       date=mostly(st.sampled_from([None, "2026-12-07"])),
       comments=mostly(st.sampled_from([None, {0: "start"}, {2: "a } brace; and more"}])))
def test_record_arguments(players, date, comments):
    game = Game("classic", 2, seed=4)
    exercise(game, steps=6)
    ok, text = accepted(lambda: game.record(players=players, date=date, comments=comments), game)
    if ok:
        assert Game.from_record(text).notation() == game.notation()


def coached_game() -> Game:
    """A game with a move awaited and two steps behind it, for the coach."""
    game = Game("classic", 2, seed=1, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]})
    game.roll(3)
    return game


#: Valid arguments of the coach's three calls (few playouts); one is made hostile at a time.
COACH = {
    "game": st.just("game"), "time": st.sampled_from([0.01, 0.02]), "playouts": st.sampled_from([None, 8, 16]),
    "seed": st.integers(0, 9), "engine": st.sampled_from(["auto", "python"]),
}
COACH_ONLY = {"win_chances": {"interval": st.booleans()},
              "review": {"top": st.integers(1, 3), "colours": st.sampled_from([None, ["red"], ("yellow",)]),
                         "threshold": st.sampled_from([0, 0.02, 1])},
              "judge": {"move": st.sampled_from(["walk", "capture"]), "threshold": st.sampled_from([0, 0.02, 1])}}
#: The coached game's two moves by name (a hostile ``move`` is anything else).
MOVES = {"walk": Move("red", 1, 20, 23), "capture": Move("red", 0, 10, 13)}


@settings(HYPOTHESIS, max_examples=examples(100))
@given(data=st.data(), call=st.sampled_from(["win_chances", "hint", "review", "judge"]))
def test_coach_arguments(data, call):
    fields = {**COACH, **COACH_ONLY.get(call, {})}
    if call == "review":
        del fields["engine"]  # a review has no engine argument
    hostile = data.draw(st.sampled_from([None, *fields]), label="hostile")
    kwargs = {k: data.draw(values() if k == hostile else v, label=k) for k, v in fields.items()}
    game = coached_game()
    if call == "review":
        game.move(1)
    if kwargs["game"] == "game":
        kwargs["game"] = game
    if call == "judge" and isinstance(kwargs["move"], str) and kwargs["move"] in MOVES:
        kwargs["move"] = MOVES[kwargs["move"]]
    if kwargs.get("playouts") is None and isinstance(kwargs.get("time"), (int, float)) and kwargs["time"] > 0.05:
        kwargs["time"] = 0.05  # a long budget is valid, and slow: not here
    ask = {"win_chances": win_chances, "hint": hint, "review": review, "judge": judge}[call]
    ok, answer = accepted(lambda: ask(kwargs.pop("game"), **kwargs), game)
    if ok and call == "judge":
        assert answer is None or (answer.better in game.legal_moves() and answer.played == kwargs["move"])
    if ok and call == "hint":
        assert answer.move in game.legal_moves() and answer.reason
    elif ok and call == "win_chances":
        assert len(answer) == 2


@settings(HYPOTHESIS)
@given(name=st.sampled_from(["random", "heuristic", "expectimax", "learned", "lookahead"]), bad=values(),
       which=st.sampled_from(["choose", "choose_move", "play_turn", "player"]))
def test_the_players_entry_points(name, bad, which):
    """A player given no game, or a driver given no player, refuses; a game is left alone."""
    game = coached_game()
    call = {"choose": lambda: get_player(name).choose(bad), "choose_move": lambda: choose_move(bad, name),
            "play_turn": lambda: play_turn(bad, name), "player": lambda: choose_move(game, bad)}[which]
    ok, move = accepted(call, game)
    if ok:  # only a registered name is a player
        assert which == "player" and move in game.legal_moves()


@pytest.mark.parametrize("call", [
    lambda: Game(positions=[1]),
    lambda: Game(positions="red"),
    lambda: Game(seed="x"),
    lambda: Game(seed=1.5),
    lambda: Game(players=iter(lambda: "red", None)),  # an endless iterator
    lambda: Game(Rules.preset("online", power=True), tiles=[3]),
    lambda: Rules.preset("online", turn_timer=float("nan")),
    lambda: Rules.preset("online", turn_timer=float("inf")),
    lambda: Rules.preset("online", tries=10**5000),
    lambda: Rules(edition="ludo-king"),
    lambda: Rules.preset("classic", entry_faces=iter(lambda: 6, None)),
    lambda: Rules.from_dict([1, 2]),
    lambda: Game("classic", 2).roll("x" * 1_000_000),
    lambda: Game("classic", 2).subscribe(42),
    lambda: simulate(games=2, chunksize=-1, progress=False),
    lambda: simulate(games=True, progress=False),
    lambda: simulate(games=2, seed="x", progress=False),
    lambda: simulate(games=2, strategies=[42, 42], progress=False),
    lambda: simulate(games=2, executor="pool", progress=False),
    lambda: simulate(games=1, rotate=[], progress=False),  # reached numba once, on the compiled path
    lambda: simulate(games=1, rotate=[None], engine="python", progress=False),
    lambda: simulate(games=1, progress="no"),
    lambda: simulate(games=10**30, progress=False),  # once made a list of every chunk, and ran out of memory
    lambda: simulate(games=100, workers=10**6, engine="python", progress=False),  # started 100 processes
    lambda: get_player("expectimax", depth="3"),
    lambda: get_player("heuristic", nonsense=1),
    lambda: get_player(["random"]),
    lambda: Game("classic", 2).record(players=["Ana"]),
    lambda: Game("classic", 2).record(comments={"one": "x"}),
    lambda: Game("classic", 2).record(date=20261207),
    lambda: hint("r:10,20,0,0 y:39,0,0,0"),
    lambda: win_chances(None),
    lambda: review(coached_game(), colours="red"),
    lambda: review("not a record"),
    lambda: judge(coached_game(), Move("red", 2, 0, 1)),       # not a legal move
    lambda: judge(coached_game(), "red 1"),
    lambda: judge(Game("classic", 2), Move("red", 0, 0, 1)),   # no move awaited
    lambda: choose_move(coached_game(), 42),
    lambda: choose_move(coached_game(), get_player),
    lambda: play_turn(Game("classic", 2), object()),
])
def test_known_bad_arguments_are_refused(call):
    with pytest.raises(LudoError) as info:
        call()
    check_refusal(info.value)


def test_why_not_answers_shortly_whatever_it_is_asked():
    game = Game("classic", 2, seed=1)
    game.roll(6)
    for token, colour in [(10**5000, None), ("x" * 10**6, None), (0, "y" * 10**6), (1.5, "red"), (None, [1])]:
        assert len(game.why_not(token, colour)) <= 200


def test_odd_values_include_the_known_troublemakers():
    """The list the strategies draw from keeps the values that once got through."""
    assert {10.5, "abc", 7, "١٢"} <= {v for v in ODD_VALUES if isinstance(v, (int, float, str))}
