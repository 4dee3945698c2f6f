"""Computer players: the interface, legality under every edition, determinism, the clock."""

from __future__ import annotations

import pytest

from ludo_widget import Game, IllegalAction, LudoError, Move, Rules
from ludo_widget.players import (
    PLAYER_NAMES,
    PLAYERS,
    ExpectimaxPlayer,
    HeuristicPlayer,
    LookaheadPlayer,
    Player,
    RandomPlayer,
    choose_move,
    get_player,
    play_turn,
    register,
)
from ludo_widget.players.base import distinct
from ludo_widget.players.evaluation import Evaluator

CONFIGS = {
    "classic": (Rules.preset("classic"), 4),
    "strict": (Rules.preset("strict"), 4),
    "online": (Rules.preset("online"), 4),
    "dashain": (Rules.preset("dashain"), 3),
    "paperfox": (Rules.preset("paperfox"), 4),
    "online-pairs": (Rules.preset("online", teams=True), 4),
    "dashain-doubles": (Rules.preset("dashain", teams=True), 4),
    "quick": (Rules.preset("paperfox", tokens=2), 2),
    "nepali": (Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6}), 4),
    "power": (Rules.preset("online", power=True), 4),
}


def fast(name: str, seed: int | None = None) -> Player:
    """Shipped players, the searching one on a short leash so the suite stays quick."""
    if name == "expectimax":
        return ExpectimaxPlayer(depth=2, budget=0.01, seed=seed)
    if name == "lookahead":
        return LookaheadPlayer(depth=1, budget=0.01, seed=seed, compiled=False)
    return get_player(name, seed=seed)


def play_out(game: Game, bots: dict[str, Player], max_rolls: int = 20_000) -> list[Move]:
    """Play to the end through the checked Game API; every chosen move must be legal."""
    played = []
    while not game.over:
        assert game.state.rolls < max_rolls, "the game did not finish"
        game.roll()
        if game.awaiting == "move":
            legal = game.legal_moves()
            move = bots[game.turn].choose(game)
            assert move in legal, f"{move} is not among {legal}"
            game.move(move)
            played.append(move)
    return played


# -- the interface -------------------------------------------------------------------------

class LastToken:
    name = "last-token"

    def choose(self, game):
        return game.legal_moves()[-1]


def test_a_three_line_player_plays_a_whole_game():
    game = Game(players=2, seed=3)
    play_out(game, {c: LastToken() for c in game.players})
    assert game.over and game.winner in game.players
    assert isinstance(LastToken(), Player)


def test_a_custom_player_works_with_the_helpers_and_the_registry():
    game = Game(players=2, seed=9)
    game.roll(6)
    assert choose_move(game, LastToken()) == game.legal_moves()[-1]
    register("last-token", lambda seed=None: LastToken())
    try:
        assert "last-token" in PLAYERS
        assert get_player("last-token").name == "last-token"
    finally:
        del PLAYERS["last-token"]
    with pytest.raises(LudoError, match="must take seed="):
        register("last-token", LastToken)                 # a class get_player could not build
    with pytest.raises(LudoError, match="registered with a class or function"):
        register("last-token", LastToken())               # a player, not what makes one
    assert "last-token" not in PLAYERS


def test_registry_names_and_errors():
    assert PLAYER_NAMES == ("random", "heuristic", "expectimax", "learned", "lookahead")
    for name in PLAYER_NAMES:
        bot = get_player(name, seed=1)
        assert bot.name == name and isinstance(bot, Player)
        assert isinstance(PLAYERS[name](), Player)  # every shipped class builds with no arguments
    with pytest.raises(ValueError, match="unknown player 'nobody'"):
        get_player("nobody")
    assert get_player("expectimax", budget=0.05, depth=2).budget == 0.05
    with pytest.raises(ValueError, match="^random takes no option 'depth'; it takes none$"):
        get_player("random", depth=3)
    with pytest.raises(ValueError, match="^lookahead takes no option 'dept'; its options are depth, budget"):
        get_player("lookahead", dept=2)
    register("any-options", lambda seed=None, **options: RandomPlayer(seed=seed))  # a factory taking anything
    try:
        assert get_player("any-options", whatever=1).name == "random"
    finally:
        del PLAYERS["any-options"]


def test_choose_move_needs_a_pending_move_and_checks_the_answer():
    game = Game(players=2, seed=1)
    with pytest.raises(ValueError, match="awaits 'roll'"):
        choose_move(game, "random")
    game.roll(6)

    class Cheat:
        name = "cheat"

        def choose(self, game):
            return Move("red", 0, 0, 7)

    with pytest.raises(ValueError, match="not a legal move"):
        choose_move(game, Cheat())
    for name in PLAYER_NAMES:
        assert choose_move(game, name, seed=2) in game.legal_moves()


def test_play_turn_plays_until_the_turn_passes():
    game = Game(players=2, seed=5)
    for _ in range(40):
        seat, turns = game.turn, game.stats["turns"]
        play_turn(game, "heuristic")
        assert game.over or (game.stats["turns"] == turns + 1 and game.turn != seat)
    play_turn(Game(players=2, seed=5), RandomPlayer(seed=1))


def test_distinct_and_faces():
    game = Game(players=2, seed=1)
    game.roll(6)
    assert len(game.legal_moves()) == 4 and len(distinct(game.legal_moves())) == 1
    aided = Game("paperfox", players=2, seed=1)
    aided.state.aid[0] = 3
    assert aided.referee.faces(aided.state) == ((6, 1.0),)
    assert len(game.referee.faces(Game(players=2).state)) == 6


# -- every player, every edition -----------------------------------------------------------

@pytest.mark.parametrize("config", list(CONFIGS))
@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_shipped_players_play_legal_moves_and_finish(name, config):
    rules, n = CONFIGS[config]
    game = Game(rules, n, seed=17)
    # The player under test takes the first seat and its partner's; random players fill the rest.
    bots = {c: (fast(name, seed=i) if i % 2 == 0 else RandomPlayer(seed=i)) for i, c in enumerate(game.players)}
    moves = play_out(game, bots)
    assert game.over and game.winner is not None and moves


def test_players_move_the_partners_tokens_in_team_play():
    rules = Rules.preset("dashain", teams=True)
    game = Game(rules, positions={"red": [57, 57, 57, 57], "yellow": [10, 20, 0, 0]}, seed=1)
    game.roll(3)
    for name in PLAYER_NAMES:
        assert choose_move(game, fast(name)).colour == "yellow"


# -- what the stronger players know ------------------------------------------------------

@pytest.mark.parametrize("name", ["heuristic", "expectimax"])
def test_capture_enter_and_finish(name):
    bot = fast(name)
    # Capture: red's token at place 10 stands two squares behind yellow's at place 38.
    game = Game(players=2, positions={"red": [10, 30, 0, 0], "yellow": [38, 0, 0, 0]}, seed=1)
    target = (26 + 38 - 1) % 52  # yellow's token's ring square: 11
    game.roll(2)  # red at 10 is on ring 9, two short of ring 11
    assert (game.state.places[0][0] + 2 - 1) % 52 == target
    assert bot.choose(game) == Move("red", 0, 10, 12)
    # Finish: the last token home wins at once.
    game = Game(players=2, positions={"red": [57, 57, 57, 53], "yellow": [30, 0, 0, 0]}, seed=1)
    game.roll(4)
    assert bot.choose(game).to == 57
    # Enter on a six rather than walk a lone token in no danger.
    game = Game(players=2, positions={"red": [20, 0, 0, 0], "yellow": [0, 0, 0, 0]}, seed=1)
    game.roll(6)
    assert bot.choose(game).start == 0


def test_heuristic_escapes_danger():
    # Red's token at place 20 has a yellow token 2 behind it; a 2 takes it to the star at
    # place 22, or walks red's other token up its home column.
    game = Game(players=2, positions={"red": [20, 53, 57, 57], "yellow": [44, 0, 0, 0]}, seed=1)
    red_ring = (20 - 1) % 52
    assert (26 + 44 - 1) % 52 == red_ring - 2
    game.roll(2)
    assert HeuristicPlayer().choose(game) == Move("red", 0, 20, 22)


def test_evaluator_prefers_being_ahead_and_safe():
    game = Game(players=2)
    ev = Evaluator(game.rules, game.referee.seats)
    st = game.state
    st.places[0] = [30, 0, 0, 0]            # red on ring square 29, nobody near
    alone = ev.utilities(st)[0]
    assert 0.5 < alone < 1
    st.places[2] = [1, 0, 0, 0]             # yellow's start square, ring 26: three behind red
    # a six-sided die: 3 squares (1/6), or enter from the yard on a six and roll a 3 (1/36)
    assert ev.danger(st, 0, 0) == pytest.approx(1 - (5 / 6) * (35 / 36))
    assert ev.utilities(st)[0] < alone
    st.places[0] = [0, 0, 0, 0]
    assert ev.utilities(st)[0] < 0.5


# -- determinism and the clock ------------------------------------------------------------

@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_same_seed_same_game(name):
    def run():
        game = Game("online", 4, seed=8, log=False, history=False)
        make = (lambda i: ExpectimaxPlayer(depth=2, budget=None)) if name == "expectimax" else \
            (lambda i: LookaheadPlayer(depth=1, budget=None, compiled=False)) if name == "lookahead" else \
            (lambda i: get_player(name, seed=100 + i))
        return play_out(game, {c: make(i) for i, c in enumerate(game.players)})

    assert run() == run()


def test_random_player_follows_its_seed():
    game = Game(players=4, positions={c: [5, 10, 15, 20] for c in ("red", "green", "yellow", "blue")}, seed=1)
    game.roll(3)
    def picks(seed):
        return [RandomPlayer(seed).choose(game) for _ in range(1)] + \
            [p.choose(game) for p in [RandomPlayer(seed)] for _ in range(10)]
    assert picks(4) == picks(4)
    assert len({m.token for m in picks(4)}) > 1


def busy_position() -> Game:
    """Many tokens on the board and a pending move with four choices."""
    game = Game(players=4, positions={"red": [3, 12, 25, 40], "green": [5, 18, 30, 44],
                                      "yellow": [2, 16, 29, 38], "blue": [7, 21, 33, 47]}, seed=2)
    game.roll(4)
    return game


def test_expectimax_respects_its_budget(virtual_clock):
    virtual_clock.tick = 0.001  # a millisecond of work between two looks at the clock
    game = busy_position()
    bot = ExpectimaxPlayer(depth=8, budget=0.05)
    move = bot.choose(game)
    assert move in game.legal_moves()
    assert 2 <= bot.last_depth < 8  # deeper than one move, stopped by the clock before depth 8
    assert virtual_clock.now <= 0.05 + 0.002  # the deadline, and the look at the clock that saw it pass
    unlimited = ExpectimaxPlayer(depth=3, budget=None)
    unlimited.choose(game)
    assert unlimited.last_depth == 3


def test_expectimax_deepens_with_time_and_without_a_clock():
    game = busy_position()
    quick = ExpectimaxPlayer(depth=2, budget=None)
    quick.choose(game)
    assert quick.last_depth == 2
    with pytest.raises(ValueError):
        ExpectimaxPlayer(depth=0)
    with pytest.raises(ValueError):
        ExpectimaxPlayer(budget=0)


def test_seats_module_lists_and_builds_our_players():
    seats = pytest.importorskip("ludo_widget.notebook.seats")
    names = seats.player_names()
    assert set(PLAYER_NAMES) <= set(names)
    game = Game(players=2, seed=4)
    game.roll(6)
    assert seats.choose(seats.get_player("heuristic"), game) in game.legal_moves()


@pytest.mark.parametrize("name", PLAYER_NAMES)
@pytest.mark.parametrize("bad", ["r: 6", None, 3, Rules.preset("classic")])
def test_a_player_given_no_game_refuses_with_a_short_ludo_error(name, bad):
    """An API argument is hostile until checked: no AttributeError from deep inside a player."""
    from ludo_widget.engine.errors import LudoError

    with pytest.raises(LudoError, match="^game must be a Game, not "):
        get_player(name).choose(bad)
    with pytest.raises(LudoError, match="^game must be a Game, not "):
        choose_move(bad, name)
    with pytest.raises(LudoError, match="^game must be a Game, not "):
        play_turn(bad, name)


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_a_player_asked_with_no_move_awaited_refuses(name):
    from ludo_widget.engine.errors import LudoError

    game = Game(players=2, seed=1)
    with pytest.raises(LudoError, match="awaits 'roll'"):
        get_player(name).choose(game)
    with pytest.raises(LudoError, match="awaits 'roll'"):
        choose_move(game, name)
    assert game.steps == 0


def test_illegal_answers_are_refused_by_the_game():
    game = Game(players=2, seed=1)
    game.roll(6)
    with pytest.raises(IllegalAction):
        game.move(Move("red", 0, 0, 7))


def _documented_modules() -> list[str]:
    """Every module of the players and of the coach (found, so a new one is tested without being listed), simulate."""
    import pkgutil

    import ludo_widget.coach
    import ludo_widget.players

    found = [f"ludo_widget.players.{m.name}" for m in pkgutil.iter_modules(ludo_widget.players.__path__)]
    coach = [f"ludo_widget.coach.{m.name}" for m in pkgutil.iter_modules(ludo_widget.coach.__path__)]
    return ["ludo_widget.players", *found, "ludo_widget.coach", *coach, "ludo_widget.simulate", "ludo_widget.results"]


#: Modules that need numba to import, and modules with no example (nothing public to show).
COMPILED = {"ludo_widget.players.selfplay", "ludo_widget.players.train", "ludo_widget.players.lookahead_fast"}
NO_EXAMPLES = {"ludo_widget.players.bonuses", "ludo_widget.players.train"}


@pytest.mark.parametrize("module", _documented_modules())
def test_doctests(module):
    import doctest
    import importlib

    if module in COMPILED:
        pytest.importorskip("numba")
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert not result.failed
    assert result.attempted or module in NO_EXAMPLES


@pytest.mark.parametrize("options", [{"tau": 0}, {"tau": -1}, {"tau": float("nan")}, {"bonuses": "no"}])
def test_a_searching_player_refuses_options_it_cannot_play_with(options):
    # Before: tau=0 divided by zero on the first move, tau=-1 preferred being behind, "no" was true.
    with pytest.raises(LudoError, match=f"{next(iter(options))} must be"):
        get_player("expectimax", **options)


def test_the_heuristic_bonuses_switch_is_true_or_false():
    with pytest.raises(LudoError, match="bonuses must be True or False, not 'no'"):
        HeuristicPlayer(bonuses="no")
