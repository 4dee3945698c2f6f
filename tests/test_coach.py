"""The coach: win chances from playouts, hints with reasons, and a review that finds mistakes."""

import pytest

from ludo_widget import Game
from ludo_widget.coach import describe, hint, judge, review, sides, tally, win_chances
from ludo_widget.engine.errors import LudoError
from ludo_widget.engine.referee import Move


def far_ahead(**options) -> Game:
    return Game(players=4, positions={"red": [57, 57, 56, 50], "green": [5, 0, 0, 0],
                                      "yellow": [0, 0, 0, 0], "blue": [12, 3, 0, 0]}, seed=3, **options)


def test_chances_sum_to_one_and_favour_the_seat_far_ahead():
    chances = win_chances(far_ahead(), playouts=300)
    assert sorted(chances) == ["blue", "green", "red", "yellow"]
    assert sum(chances.values()) == pytest.approx(1.0)
    assert chances["red"] > 0.9
    assert max(p for c, p in chances.items() if c != "red") < 0.1


def test_chances_from_the_start_are_shared_and_repeatable():
    game = Game(players=2, seed=4)
    chances = win_chances(game, playouts=400, interval=True, seed=9)
    assert chances == win_chances(game, playouts=400, interval=True, seed=9)
    for p, low, high in chances.values():
        assert low <= p <= high and 0.3 < p < 0.7
    assert sum(p for p, _, _ in chances.values()) == pytest.approx(1.0)


def test_chances_within_the_time_budget_and_of_a_finished_game(virtual_clock):
    from ludo_widget.coach.playouts import _BATCH

    virtual_clock.per_rollout = 0.001
    game = Game(players=4, seed=1)
    chances = win_chances(game, time=0.1)
    assert 0.1 <= virtual_clock.now <= 0.1 + _BATCH * 0.001  # the clock is read between batches
    assert sum(chances.values()) == pytest.approx(1.0)
    done = Game(players=2, positions={"red": [57, 57, 57, 56], "yellow": [0, 0, 0, 0]}, seed=1)
    done.roll(1)
    done.move(done.legal_moves()[0])
    assert done.over and win_chances(done, playouts=5) == {"red": 1.0, "yellow": 0.0}
    # a decided game's chances are certain: no interval around them (it was 0.21-1.0, as for one playout)
    assert win_chances(done, interval=True, playouts=5) == {"red": (1.0, 1.0, 1.0), "yellow": (0.0, 0.0, 0.0)}


def test_tallies_of_one_position_add_up_to_the_chances_of_all_their_playouts():
    game = Game(players=3, seed=4)
    one, two = tally(game, playouts=48, seed=1), tally(game, playouts=48, seed=2)
    assert one.wins != two.wins                        # other seeds, other dice
    both = one + two
    assert both.decided == one.decided + two.decided and both.wins == {k: one.wins[k] + two.wins[k] for k in one.wins}
    assert both.shares() == {k: n / both.decided for k, n in both.wins.items()}
    assert tally(game, playouts=48, seed=1) == one     # a seed repeats its playouts
    assert win_chances(game, playouts=48, seed=1) == one.shares()
    over = Game(players=2, positions={"red": [57, 57, 57, 56]}, turn="red", seed=1)
    over.roll(1)                                       # the move awaited wins: decided, no playouts
    done = tally(over, playouts=10)
    assert done.certain and done.decided == 0 and done.shares(interval=True)["red"] == (1.0, 1.0, 1.0)
    with pytest.raises(LudoError, match="same undecided position"):
        one + done
    with pytest.raises(LudoError, match="same undecided position"):
        one + tally(Game(players=2, seed=4), playouts=8)


def test_teams_are_keyed_as_the_winner_would_be():
    from ludo_widget import Rules

    game = Game(Rules.preset("classic", teams=True), players=4,
                positions={"red": [57, 57, 57, 57], "yellow": [57, 57, 57, 50],
                           "green": [3, 0, 0, 0], "blue": [0, 0, 0, 0]}, seed=2)
    chances = win_chances(game, playouts=200)
    assert set(chances) == set(sides(game.referee)) == {("red", "yellow"), ("green", "blue")}
    assert chances[("red", "yellow")] > 0.9


def test_power_games_play_out_in_python():
    from ludo_widget import Rules

    game = Game(Rules.preset("online", power=True), players=2,
                positions={"red": [57, 57, 57, 54], "yellow": [1, 0, 0, 0]}, seed=5)
    chances = win_chances(game, playouts=20)
    assert chances["red"] > 0.8 and sum(chances.values()) == pytest.approx(1.0)


def test_the_python_engine_never_touches_the_compiled_playouts(monkeypatch):
    import ludo_widget.fastsim.playouts as compiled_playouts

    def compiled(*_, **__):
        raise AssertionError("the compiled playouts were asked for")

    monkeypatch.setattr(compiled_playouts, "playouts", compiled)
    game = Game(players=2, positions={"red": [57, 57, 40, 50], "yellow": [1, 0, 0, 0]}, seed=3)
    chances = win_chances(game, playouts=8, engine="python")
    assert chances["red"] > 0.5 and sum(chances.values()) == pytest.approx(1.0)
    game.roll(3)
    assert hint(game, playouts=8, engine="python").move in game.legal_moves()
    with pytest.raises(AssertionError):
        win_chances(game, playouts=8)
    with pytest.raises(AssertionError):
        hint(game, playouts=8)
    with pytest.raises(LudoError):
        hint(game, playouts=8, engine="numba")


@pytest.mark.parametrize("kwargs", [{"time": 0}, {"time": -1}, {"time": float("nan")}, {"time": "1"},
                                    {"playouts": 0}, {"playouts": True}, {"playouts": 2.5}, {"seed": "x"},
                                    {"engine": "compiled!"}, {"engine": None}])
def test_hostile_budgets_are_refused(kwargs):
    with pytest.raises(LudoError):
        win_chances(Game(players=2, seed=1), **kwargs)


def capture_position() -> Game:
    game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    game.roll(3)  # red token 1 lands on yellow's token; red token 2 walks on
    return game


def test_hint_takes_the_capture_and_says_so():
    game = capture_position()
    advice = hint(game, playouts=300)
    assert advice.move in game.legal_moves()
    assert advice.move.token == 0
    assert "captures yellow token 1" in advice.reason and "rolls again" in advice.reason
    assert set(advice.chances) == set(game.legal_moves())


def test_hint_names_an_escape_and_refuses_without_a_move():
    game = Game(players=2, positions={"red": [3, 0, 0, 0], "yellow": [26, 0, 0, 0]}, seed=1)
    game.roll(6)
    assert describe(game, game.legal_moves()[0]) == (
        "red token 1 escapes the yellow token three squares behind and lands on a star, a safe square")
    advice = hint(game, playouts=80)
    assert advice.move in game.legal_moves() and advice.reason.endswith(".")
    with pytest.raises(LudoError, match="awaits 'roll'"):
        hint(Game(players=2, seed=1))


def test_a_start_square_is_named_as_such_not_as_a_star():
    """Of the eight safe ring squares four are stars and four are seats' start squares."""
    game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [40, 0, 0, 0]}, seed=1)
    game.roll(4)   # red's place 14 is green's start square (an empty seat's, and still safe)
    assert describe(game, game.legal_moves()[0]) == "red token 1 lands on green's start square, a safe square"
    game = Game("paperfox", players=2, positions={"red": [22, 18, 0, 0], "yellow": [5, 0, 0, 0]}, seed=1)
    game.roll(4)   # red token 2 joins token 1 on the star at place 22 (a pair protects under paperfox)
    said = describe(game, next(m for m in game.legal_moves() if m.token == 1))
    assert said == "red token 2 makes a pair with red token 1 on a star, which protects both"


def behind(place: int, squares: int) -> int:
    """Yellow's place ``squares`` ring squares behind red's place ``place``."""
    from ludo_widget.engine.board import RING_OF

    square = (RING_OF[0][place] - squares) % 52
    return next(p for p in range(1, 52) if RING_OF[2][p] == square)


@pytest.mark.parametrize("positions, face, said", [
    # reaching home earns another roll, as a capture does
    ({"red": [55, 20, 0, 0], "yellow": [5, 0, 0, 0]}, 2, "red token 1 reaches home and rolls again"),
    # a yellow token three squares ahead after the move (yellow's place 4 is red's place 30)
    ({"red": [24, 0, 0, 0], "yellow": [4, 0, 0, 0]}, 3,
     "red token 1 closes in on yellow token 1 three squares ahead and lands on yellow's start square, a safe square"),
    # both chasers still within a roll (the one two behind is six behind after): no escape, a caveat
    ({"red": [20, 0, 0, 0], "yellow": [44, 43, 0, 0]}, 4,
     "red token 1 moves four squares closer to home, though it lands within reach of an opponent"),
    # every chaser out of a roll's reach: an escape from the nearest, and no caveat
    ({"red": [20, 0, 0, 0], "yellow": [44, 0, 0, 0]}, 6, "red token 1 escapes the yellow token two squares behind"),
    # stepping off the ring is escape enough: only the home column is named (yellow two behind)
    ({"red": [49, 0, 0, 0], "yellow": [21, 0, 0, 0]}, 4,
     "red token 1 steps into its home column, where nobody can capture it"),
    # nothing else to say but the risk: the plain move comes first
    ({"red": [20, 0, 0, 0], "yellow": [45, 0, 0, 0]}, 4,
     "red token 1 moves four squares closer to home, though it lands within reach of an opponent"),
])
def test_what_a_move_does_in_words(positions, face, said):
    game = Game(players=2, positions=positions, seed=1)
    game.roll(face)
    assert describe(game, game.legal_moves()[0]) == said


def test_captured_tokens_are_named_by_colour():
    from ludo_widget.move_words import _tokens

    assert _tokens([(2, 0)]) == "yellow token 1"
    assert _tokens([(1, 1), (1, 3)]) == "green tokens 2 and 4"
    assert _tokens([(1, 1), (3, 0), (1, 2)]) == "green tokens 2 and 3, and blue token 1"
    game = Game(players=4, positions={"red": [12, 30, 0, 0], "green": [3, 0, 0, 0], "blue": [29, 0, 0, 0]}, seed=1)
    game.roll(4)                                   # one "and" inside a part: a comma before the last one
    assert describe(game, game.legal_moves()[0]) == "red token 1 captures green token 1 and blue token 1, and rolls again"


def test_the_words_follow_the_rules_that_decide_them():
    """A double roll moves twice the face; a partner beside a token protects it under the count
    rule, so it is not a target; a token only 7-12 squares behind is no "within reach"."""
    from ludo_widget import Rules

    doubled = Game.from_notation("online[power=yes] r:9,41,38,0 y:55,0,0,0 r move:4x2 six:0 stock:r=0.0.0,y=0.0.0 "
                                 "bonus:double")
    moved = next(m for m in doubled.legal_moves() if m.token == 0)
    assert describe(doubled, moved) == "red token 1 moves eight squares closer to home"
    pairs = Game(Rules.preset("online", teams=True), players=4,
                 positions={"green": [24, 35, 0, 0], "yellow": [6, 20, 0, 0], "blue": [50, 0, 0, 0]}, turn="yellow",
                 seed=1)
    pairs.roll(4)                                  # green 1 and blue 1 share ring square 36, a yellow 1 would not capture
    assert "closes in" not in describe(pairs, next(m for m in pairs.legal_moves() if m.token == 0))
    far = Game(players=2, positions={"red": [20, 0, 0, 0], "yellow": [36, 0, 0, 0]}, seed=1)   # 10 behind after a 2
    far.roll(2)
    assert "within reach" not in describe(far, far.legal_moves()[0])


def test_a_token_is_not_said_to_close_in_on_what_it_cannot_capture():
    # yellow's token on its start square (safe), and a yellow pair under paperfox (pairs protect)
    game = Game(players=2, positions={"red": [20, 0, 0, 0], "yellow": [1, 0, 0, 0]}, seed=1)
    game.roll(3)
    assert "closes in" not in describe(game, game.legal_moves()[0])
    game = Game("paperfox", players=2, positions={"red": [24, 0, 0, 0], "yellow": [4, 4, 0, 0]}, seed=1)
    game.roll(3)
    assert "closes in" not in describe(game, game.legal_moves()[0])
    game = Game("paperfox", players=2, positions={"red": [24, 0, 0, 0], "yellow": [4, 0, 0, 0]}, seed=1)
    game.roll(3)
    assert "closes in on yellow token 1 three squares ahead" in describe(game, game.legal_moves()[0])


def test_a_hint_says_what_it_keeps_safe_that_the_other_move_would_expose():
    # Red token 1 stands on the star at place 9 with two yellow tokens one and two squares behind.
    game = Game(players=2, positions={"red": [9, 30, 0, 0], "yellow": [behind(9, 1), behind(9, 2), 0, 0]}, seed=1)
    game.roll(3)
    advice = hint(game, playouts=2000, seed=0)
    assert advice.move.token == 1
    assert advice.reason.startswith("Red token 2 moves three squares closer to home, keeping red token 1 safe on a star")
    # Under paperfox a pair protects: moving token 3 keeps the pair on place 20 together.
    game = Game("paperfox", players=2, positions={"red": [20, 20, 33, 0], "yellow": [behind(20, 4), 0, 0, 0]},
                seed=1)
    game.roll(3)
    advice = hint(game, playouts=2000, seed=0)
    assert advice.move.token == 2
    assert "keeping red tokens 1 and 2 together, where they protect each other" in advice.reason
    # Nothing is kept when the other move leaves the token out of reach (7 squares ahead).
    game = Game(players=2, positions={"red": [9, 30, 0, 0], "yellow": [behind(9, 3), 0, 0, 0]}, seed=1)
    game.roll(4)
    assert "keeping" not in hint(game, playouts=400, seed=0).reason


def test_a_review_says_what_the_better_move_keeps_that_the_move_played_gave_up():
    game = Game(players=2, positions={"red": [9, 30, 0, 0], "yellow": [behind(9, 1), behind(9, 2), 0, 0]}, seed=1)
    game.roll(3)
    game.move(0)  # token 1 leaves the star to stand one and two squares in front of yellow's tokens
    worst = review(game, playouts=1000, colours=["red"])[0]
    assert worst.step == 2 and worst.played.token == 0 and worst.better.token == 1
    assert "keeping red token 1 safe on a star" in worst.reason


def test_a_token_the_move_joins_is_not_said_to_be_kept_as_well():
    """Joining a token on its star already names that square: no "keeping red token 1 safe on a
    star" after "lands on a star", though the other move would take token 1 off it."""
    from ludo_widget.move_words import keeps

    game = Game(players=2, positions={"red": [9, 6, 0, 0], "yellow": [behind(9, 1), 0, 0, 0]}, seed=1)
    game.roll(3)
    join, leave = (next(m for m in game.legal_moves() if m.token == t) for t in (1, 0))
    assert describe(game, join) == "red token 2 lands on a star, a safe square"
    assert keeps(game.referee, game.state, join, leave) == ""
    # A token elsewhere on a safe square is still named (red token 1 on the star, token 2 joins
    # nobody: it walks from 20 to 23 while the other move would take token 1 off the star).
    game = Game(players=2, positions={"red": [9, 20, 0, 0], "yellow": [behind(9, 1), 0, 0, 0]}, seed=1)
    game.roll(3)
    walk, leave = (next(m for m in game.legal_moves() if m.token == t) for t in (1, 0))
    assert keeps(game.referee, game.state, walk, leave) == "keeping red token 1 safe on a star"


def scripted_playouts(monkeypatch, wins_after: dict[int, list[bool]]) -> None:
    """Playouts stand in for the real ones: after red moves token ``t``, red wins playout ``i``
    when ``wins_after[t][i]`` (yellow wins the others)."""
    import ludo_widget.coach.playouts as coach

    def playouts(ref, st, budget, count, seed, compiled=True):
        moved = next(t for t, place in enumerate(st.places[0]) if place not in (0, 10, 20))
        return iter("red" if won else "yellow" for won in wins_after[moved])

    monkeypatch.setattr(coach, "_playouts", playouts)


def test_a_hint_from_few_playouts_keeps_the_strongest_players_move_and_claims_no_chance(monkeypatch):
    # Three playouts a move (what a hint gets on the Python path in 0.2 s): walking on won all
    # three, the capture two. Too few to tell the moves apart.
    scripted_playouts(monkeypatch, {0: [True, True, False], 1: [True, True, True]})
    advice = hint(capture_position(), playouts=6)
    assert advice.move.token == 0  # the strongest player's capture, not the luckier walk
    assert advice.reason == "Red token 1 captures yellow token 1 and rolls again."
    assert advice.chances[advice.move] == pytest.approx(2 / 3)


def test_a_hint_is_the_strongest_players_move_where_the_playouts_are_not_sure(monkeypatch):
    import ludo_widget.coach.playouts as coach
    from ludo_widget.players import LookaheadPlayer
    from ludo_widget.players.rollouts import by_heuristic

    # Red rolls 4: the heuristic walks token 2 from 17 to 21; the lookahead player moves token 1.
    game = Game.from_notation("classic r:4,17,0,0 y:22,0,0,0 r move:4 six:0")
    strongest = LookaheadPlayer(budget=None, compiled=False).choose(game)
    assert strongest.token == 0 and by_heuristic(game)[0].token == 1
    # Every move wins the same playouts: nothing to overrule the player with.
    monkeypatch.setattr(coach, "_playouts", lambda *a, **k: iter(["red", "yellow"] * 20))
    assert hint(game, playouts=80, engine="python").move == strongest
    assert hint(game, time=0.2).move == strongest


def test_a_hint_follows_playouts_that_are_sure_and_says_how_many(monkeypatch):
    scripted_playouts(monkeypatch, {0: [False] * 40, 1: [True] * 30 + [False] * 10})
    advice = hint(capture_position(), playouts=80)
    assert advice.move.token == 1
    assert advice.reason.endswith(" (it wins 75% of 40 games played on from here, the next best move 0%).")


def test_a_review_reports_no_loss_the_playouts_are_not_sure_of(monkeypatch):
    game = capture_position()
    game.move(1)
    # The capture won 4 of 6 playouts and the walk 2: a third of the chance, on six games.
    scripted_playouts(monkeypatch, {0: [True] * 4 + [False] * 2, 1: [True] * 2 + [False] * 4})
    assert review(game, playouts=12, colours=["red"]) == []
    scripted_playouts(monkeypatch, {0: [True] * 24 + [False] * 6, 1: [True] * 12 + [False] * 18})
    [found] = review(game, playouts=60, colours=["red"])
    assert (found.step, found.better.token, found.lost) == (2, 0, pytest.approx(0.4))


def test_a_reviews_numbers_compare_the_better_move_with_the_move_played():
    """With three options the move played need not be the next best: the reason's second chance
    is the played move's, so the two chances differ by the chance lost (it once quoted the
    runner-up's)."""
    import re

    game = Game(players=2, positions={"red": [10, 20, 50, 0], "yellow": [39, behind(20, 2), 0, 0]}, seed=1)
    game.roll(3)   # token 1 captures (best), token 3 enters the home column, token 2 walks on (worst)
    game.move(1)
    worst = review(game, playouts=1500)[0]
    assert (worst.played.token, worst.better.token) == (1, 0)
    wins, played = map(int, re.search(r"it wins (\d+)% .*, the move played (\d+)%\)\.$", worst.reason).groups())
    assert abs((wins - played) - round(worst.lost * 100)) <= 1


def test_review_finds_a_planted_mistake():
    game = capture_position()
    game.move(1)  # walks past the capture: the planted mistake, step 2
    for _ in range(6):
        if game.awaiting == "roll":
            game.roll()
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
    before = game.notation()
    mistakes = review(game, playouts=600, colours=["red"])
    assert game.notation() == before  # the game is left alone
    worst = mistakes[0]
    assert worst.step == 2 and worst.played.token == 1 and worst.better.token == 0
    assert worst.lost > 0.05 and "captures yellow token 1" in worst.reason


def test_a_review_in_slices_finds_what_the_whole_review_finds_and_covers_steps_taken_back():
    from ludo_widget.coach import Review

    game = Game(players=2, positions={"red": [57, 57, 16, 30], "yellow": [57, 57, 57, 45]}, seed=1)
    game.roll(3)
    game.move(3)  # token 3 would capture yellow's last token: the planted mistake, step 2
    for _ in range(8):
        game.roll() if game.awaiting == "roll" else game.move(game.legal_moves()[-1])
    whole = review(game, playouts=200)
    game.goto(1)  # scrubbed back: the line is still reviewed to its end, and the game left alone
    work = Review(game, playouts=200)
    assert (work.done, work.finished, work.total) == (0, False, sum(s.kind == "move" for s in game.line))
    rounds = 0
    while not work.finished:
        work.advance(0.0)  # no time to spare: one step of the line a call
        rounds += 1
    assert rounds == len(game.history) + len(game.line)  # a step taken back, then each step looked at
    assert work.done == work.total and work.mistakes() == whole
    assert whole[0].step == 2 and whole[0].better.token == 2 and len(game.history) == 1


def test_a_copy_keeps_the_steps_taken_back():
    game = capture_position()
    game.move(0)
    game.goto(1)
    twin = game.copy()
    assert twin.line == game.line and twin.steps == 2 and len(twin.history) == 1
    twin.redo()
    assert game.steps == 2 and len(game.history) == 1  # the original is left alone


@pytest.mark.parametrize("bad", ["", "nonsense", None, 7, b"r: 6"])
def test_the_coach_refuses_what_is_no_game_with_a_short_ludo_error(bad):
    from ludo_widget.coach import Review

    for ask in (win_chances, hint, review, Review):
        with pytest.raises(LudoError) as refused:
            ask(bad, playouts=10)
        assert len(str(refused.value)) < 120


def test_a_review_reads_a_game_record():
    """review(record text) replays the record and reviews it as it would the game."""
    game = capture_position()
    game.move(1)   # token 2 walks on instead of capturing: the planted mistake, step 2
    text = game.record()
    assert [(m.step, m.played, m.better) for m in review(text, playouts=1000)] == \
        [(m.step, m.played, m.better) for m in review(game, playouts=1000)]
    assert review(text, playouts=1000)[0].played.token == 1
    from ludo_widget.engine.record import read

    assert review(read(text), playouts=1000) == review(text, playouts=1000)
    with pytest.raises(LudoError):
        review(text.replace("r2:", "r3:"), playouts=10)   # a record that does not replay is refused


def test_a_game_without_its_steps_is_refused_not_reviewed_as_flawless():
    """A history=False game, or a save from before steps were kept, has no moves to look at: a
    review said [] (no mistakes) of it."""
    import json

    from ludo_widget.coach import Review

    fast = Game(players=2, history=False, seed=1)
    for _ in range(20):
        fast.roll() if fast.awaiting == "roll" else fast.move(fast.legal_moves()[0])
    game = capture_position()
    game.move(1)
    data = json.loads(game.to_json())
    data["history"] = [entry[:2] for entry in data["history"]]
    old = Game.from_json(json.dumps(data))
    for stepless in (fast, old):
        assert not stepless.has_history
        with pytest.raises(LudoError, match="nothing to review"):
            review(stepless, playouts=10)
        with pytest.raises(LudoError, match="nothing to review"):
            Review(stepless, playouts=10)
    assert game.has_history and review(game, playouts=1000)


def test_a_hint_and_a_mistake_show_themselves_as_the_position_with_the_moves_drawn():
    """In a notebook: the board before the move, the hint (or the better move) as a green line,
    the move played in red dashes, and the reason under it."""
    game = capture_position()
    advice = hint(game, playouts=600)
    assert Game.from_notation(advice.position).notation() == game.notation()
    shown = advice._repr_html_()
    assert shown.startswith("<figure") and "<svg" in shown and "rolls again" in shown
    assert 'aria-label="the move: red token 1 from place 10 to place 13"' in shown
    game.move(1)
    worst = review(game, playouts=1000)[0]
    shown = worst._repr_html_()
    assert 'aria-label="the move played: red token 2 from place 20 to place 23"' in shown
    assert 'aria-label="the move: red token 1 from place 10 to place 13"' in shown
    assert f"Step 2: Red 2: 20 → 23 lost {worst.lost:.0%} winning chance. Better: Red 1: 10 → 13. Red token 1 captures" in shown
    assert "position" not in repr(worst)  # the plain repr stays short
    listed = review(game, playouts=1000)
    assert listed == [worst] and listed._repr_html_().count("<figure") == 1  # the list: its pictures
    assert "No move lost" in review(capture_position(), playouts=10)._repr_html_()


def test_print_says_a_hint_and_the_mistakes_in_words():
    """Outside a notebook ``print`` gives the move in the log's words and the reason."""
    game = capture_position()
    advice = hint(game, playouts=600)
    assert str(advice) == f"Red 1: 10 → 13: {advice.reason}"
    game.move(1)
    listed = review(game, playouts=1000)
    assert str(listed).splitlines() == [str(listed[0])]
    assert str(listed[0]).startswith(f"Step 2: Red 2: 20 → 23 lost {listed[0].lost:.0%} winning chance. Better: ")
    assert str(review(capture_position(), playouts=10)) == "No move lost winning chance that the playouts were sure of."


def test_hostile_review_arguments_are_refused():
    from ludo_widget.coach import Review

    game = capture_position()
    game.move(1)
    for kwargs in ({"top": 0}, {"top": True}, {"colours": ["pink"]}, {"threshold": 2}, {"threshold": "x"}, {"time": 0}):
        with pytest.raises(LudoError):
            review(game, **kwargs)
    with pytest.raises(LudoError):
        Review(game, playouts=10).mistakes(top=-1)
    for budget in ("0.1", None, [], True, float("nan")):
        work = Review(game, playouts=10)
        with pytest.raises(LudoError, match="budget must be a number"):
            work.advance(budget)
        assert work.done == 0


def test_the_first_timed_answer_in_a_process_is_not_cut_short_by_loading():
    """Loading the compiled playouts (about a second) is not playing time: the first call of a
    fresh process plays as many games as any other (it once stopped after one batch of 16)."""
    import subprocess
    import sys

    pytest.importorskip("numba")
    code = ("from ludo_widget import Game\n"
            "from ludo_widget.coach import win_chances\n"
            "p, low, high = win_chances(Game(players=2, seed=4), time=0.2, interval=True)['red']\n"
            "print(high - low)\n")
    width = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 check=True, timeout=600).stdout)
    assert width < 0.2  # 16 playouts give about 0.45; a hundred or more, under 0.2


def test_judge_tells_a_shielded_token_from_its_twin_on_the_square():
    """Power: of two red tokens on one square only one is shielded, so moving either is a different
    move; the one judged is the one played, not its twin."""
    game = Game.from_notation("online[power=yes] r:50,50,0,0 y:20,21,22,23 r roll six:0 tiles:3p,5d,10s,12c,16p,"
                              "18d,23s,25c,29p,31d,36s,38c,42p,44d,49s,51c stock:r=0.0.0,y=0.0.0 shield:r0@r")
    game.roll(5)
    shielded, bare = Move("red", 0, 50, 55), Move("red", 1, 50, 55)
    verdicts = {move: judge(game, move, playouts=1000) for move in (shielded, bare)}
    worse = next(move for move, verdict in verdicts.items() if verdict is not None)
    better = verdicts[worse].better
    assert better != worse and verdicts[better] is None
