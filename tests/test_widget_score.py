"""The board's score: who won the games played to their end on it, rematch after rematch."""

from __future__ import annotations

from ludo_widget import Game, LudoWidget
from ludo_widget.engine.rules import Rules
from ludo_widget.notebook.score import Score

#: Red needs a 1 to finish, yellow a 2.
NEAR_END = {"red": [57, 57, 57, 56], "yellow": [57, 57, 57, 55]}


def near_end(turn: str = "red", **kwargs) -> Game:
    return Game(players=("red", "yellow"), positions=NEAR_END, turn=turn, seed=1, **kwargs)


def finish(board: LudoWidget, colour: str) -> None:
    """The colour to act rolls what its last token needs and plays it home."""
    assert board.game.turn == colour
    need = 57 - board.game.positions[colour][3]
    board.game.roll(need)
    board.game.move(3)
    assert board.game.winner == colour


def test_a_game_played_to_its_end_counts_once():
    board = LudoWidget(game=near_end())
    assert board.score == {} and board.snapshot["score"] == {"games": 0, "wins": [["red", 0], ["yellow", 0]]}
    finish(board, "red")
    assert board.score == {"red": 1}
    board.publish()                                   # more pictures of the same end: still one game
    assert board.score == {"red": 1}
    assert board.snapshot["score"] == {"games": 1, "wins": [["red", 1], ["yellow", 0]]}


def test_rematches_and_new_games_add_up():
    board = LudoWidget(game=near_end())
    finish(board, "red")
    board.game = near_end("yellow")                  # a new game set from Python
    finish(board, "yellow")
    board.game = near_end()
    finish(board, "red")
    assert board.score == {"red": 2, "yellow": 1}
    assert board.snapshot["score"] == {"games": 3, "wins": [["red", 2], ["yellow", 1]]}
    board.handle({"type": "rematch", "rev": board.rev})
    assert not board.game.over and board.score == {"red": 2, "yellow": 1}


def test_undoing_the_last_move_takes_the_win_back_and_looking_back_does_not():
    board = LudoWidget(game=near_end())
    finish(board, "red")
    board.replay_goto(0)                              # the scrubber at the start: the game still ends as it did
    assert board.score == {"red": 1}
    board.replay_goto(board.game.steps)
    board.game.undo()                                 # undone and played another way: yellow wins instead
    board.game.undo()
    board.game.roll(3)                                # red cannot use a 3: the turn passes
    finish(board, "yellow")
    assert board.score == {"yellow": 1}
    board.game.undo()
    board.game.undo()
    board.game.roll(5)                                # the branch no longer ends: nobody has won yet
    assert board.score == {}


def test_a_finished_game_loaded_to_look_at_does_not_count():
    game = near_end()
    game.roll(1)
    game.move(3)
    board = LudoWidget(game=game)
    assert board.score == {}
    board.load_record(game.record())                  # a record replayed onto the board: looking, not playing
    assert board.score == {}
    board.handle({"type": "load", "notation": game.to_json(), "rev": board.rev})
    assert board.score == {}


def test_a_lessons_script_does_not_count_but_playing_on_after_leaving_does():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    player = board.play_scenario("classic-game-end")
    while not board.game.over:
        player.next()
    assert board.score == {}
    board.game = near_end()
    finish(board, "red")
    assert board.score == {"red": 1}


def test_team_games_count_by_pair():
    # Online's Pairs: red is home already, yellow (red's partner) needs a 1 for the pair to win.
    game = Game(Rules.preset("online", teams=True), players=4, turn="yellow", seed=2,
                positions={"red": [57] * 4, "yellow": [57, 57, 57, 56]})
    board = LudoWidget(game=game)
    game.roll(1)
    game.move(3)
    assert game.winner == ("red", "yellow")
    assert board.score == {("red", "yellow"): 1}
    assert board.snapshot["score"] == {"games": 1, "wins": [[["red", "yellow"], 1], [["green", "blue"], 0]]}


def test_clear_score_starts_again():
    board = LudoWidget(game=near_end())
    finish(board, "red")
    board.clear_score()
    assert board.score == {} and board.snapshot["score"]["games"] == 0
    board.game = near_end()
    finish(board, "red")
    assert board.score == {"red": 1}


def test_a_finished_game_counts_only_when_a_new_branch_is_played_to_its_end():
    """A finished game put on the board counts only if it is undone and played to an end."""
    game = near_end()
    game.roll(1)
    game.move(3)
    score = Score()
    score.follow(game, playing=True)
    assert score.wins == {}
    game.undo()
    game.undo()
    score.follow(game, playing=True)                  # a step taken back and not redone yet: looking
    assert score.wins == {}
    game.roll(1)                                      # the same roll again: the same line, still looking
    score.follow(game, playing=True)
    game.move(3)
    score.follow(game, playing=True)
    assert score.wins == {}
    game.undo()
    game.undo()
    game.roll(3)                                      # another roll: a new branch, played from here
    score.follow(game, playing=True)
    game.roll(2)
    game.move(3)
    score.follow(game, playing=True)
    assert score.wins == {"yellow": 1}


def test_a_position_edited_to_an_end_does_not_count_but_one_played_there_does():
    board = LudoWidget(game=near_end())
    editor = board.edit()
    editor.place("red", 3, 57)                        # set up as won: nobody played it
    editor.done()
    assert board.game.over and board.score == {}
    editor = board.edit()
    editor.place("red", 3, 56)
    editor.done()
    finish(board, "red")                              # played to its end from the edited position
    assert board.score == {"red": 1}


def test_a_game_put_back_on_the_board_is_the_same_game_not_another():
    """Cancel in the editor puts the game from before back: its result is replaced, not added to."""
    board = LudoWidget(game=near_end())
    finish(board, "red")
    editor = board.edit()
    editor.place("yellow", 3, 50)
    editor.cancel()                                   # the same game again
    assert board.score == {"red": 1}
    board.game.undo()
    board.game.undo()
    board.game.roll(3)                                # red cannot use it: yellow's turn, and yellow wins
    finish(board, "yellow")
    assert board.score == {"yellow": 1}
