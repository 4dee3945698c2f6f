"""Computer players and Power's bonuses: the optional ``choose_bonus`` hook, on the board's
computer seats and on the simulation path. Only legal uses (a refused one raises), stocks are
spent, games finish, and tables stay the same on every executor.

The rules (``ludo_widget/engine/power.py``): Double roll and Dice control before rolling, the
Shield before or after; one bonus per roll; at most 3 of each kind in stock.
"""

from __future__ import annotations

import random
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import pytest

from ludo_widget import Game, IllegalAction, LudoWidget, Rules
from ludo_widget.notebook import seats
from ludo_widget.players import ExpectimaxPlayer, HeuristicPlayer, RandomPlayer, play_turn, use_bonus
from ludo_widget.players.bonuses import plan
from ludo_widget.simulate import simulate

POWER = Rules.preset("online", power=True)


def uses(game: Game) -> dict[str, int]:
    """Bonuses switched on, by kind, from the game's log."""
    out: dict[str, int] = {}
    for e in game.events:
        if e.kind == "bonus" and "face" in (e.data or {}):
            out[e.data["bonus"]] = out.get(e.data["bonus"], 0) + 1
    return out


def test_heuristic_seats_use_bonuses_legally_and_finish():
    game = Game(POWER, 4, seed=3)
    bots = {c: seats.get_player("heuristic", random.Random(i)) for i, c in enumerate(game.players)}
    spent = 0
    while not game.over:
        assert game.stats["rolls"] < 5000
        before = sum(sum(s.values()) for s in game.stock.values())
        seats.step(game, "heuristic", player=bots[game.turn])  # a refused bonus would raise
        spent += game.bonus is not None or before > sum(sum(s.values()) for s in game.stock.values())
    used = uses(game)
    assert set(used) == {"double", "dice", "shield"} and spent > 0
    assert game.winner in game.players


def test_a_player_without_the_hook_never_uses_bonuses():
    game = Game(POWER, 2, seed=5)
    bot = RandomPlayer(seed=1)
    while not game.over:
        seats.step(game, "random", player=bot)
    assert uses(game) == {} and any(sum(s.values()) for s in game.stock.values())


def test_the_plan_picks_dice_for_a_capture_and_a_shield_in_danger():
    game = Game(POWER, players=2, turn="red", positions={"red": [20, 0, 0, 0], "yellow": [50, 0, 0, 0]}, seed=1)
    game.state.stock[0].update(dice=1, double=1)
    assert HeuristicPlayer().choose_bonus(game) == ("dice", 4)   # ring 19 + 4 = yellow's ring 23
    assert HeuristicPlayer(bonuses=False).choose_bonus(game) is None
    game.use("dice", face=4)
    assert HeuristicPlayer().choose_bonus(game) is None          # one bonus per roll
    # After rolling: red's only token ends 2 squares ahead of yellow's token: shield it.
    game = Game(POWER, players=2, turn="red", positions={"red": [30, 0, 0, 0], "yellow": [3, 0, 0, 0]}, seed=1)
    game.state.stock[0]["shield"] = 1
    game.roll(2)   # red place 32 = ring 31; yellow place 3 = ring 28
    assert HeuristicPlayer().choose_bonus(game) == ("shield", None)
    game.use("shield")
    game.move(0)
    assert game.shields == [("red", 0)]
    # Nothing in stock, nothing asked.
    game = Game(POWER, players=2, seed=1)
    assert plan(game.referee, HeuristicPlayer()._evaluator(game.referee), game.state, lambda: None) is None


def test_searching_player_uses_bonuses_too():
    game = Game(POWER, players=2, turn="red", positions={"red": [20, 0, 0, 0], "yellow": [50, 0, 0, 0]}, seed=1)
    game.state.stock[0]["dice"] = 1
    assert ExpectimaxPlayer(depth=2, budget=None).choose_bonus(game) == ("dice", 4)


def test_simulation_path_uses_bonuses_same_table_everywhere():
    kw = dict(rules=POWER, players=4, games=6, seed=4, progress=False, rotate=True,
              strategies=["heuristic", partial(ExpectimaxPlayer, depth=1, budget=None), "heuristic", RandomPlayer])
    serial = simulate(workers=1, **kw)
    assert all(serial.column("finished"))
    with ProcessPoolExecutor(2) as pool:
        assert simulate(executor=pool, chunksize=2, **kw) == serial
    # The same games without bonuses go otherwise.
    off = simulate(workers=1, **{**kw, "strategies": [partial(HeuristicPlayer, bonuses=False)] * 4})
    on = simulate(workers=1, **{**kw, "strategies": [HeuristicPlayer] * 4})
    assert on.rows != off.rows


class Counting(HeuristicPlayer):
    def __init__(self, seed=None):
        super().__init__(seed=seed)
        self.asked = self.used = 0

    def choose_bonus(self, game):
        self.asked += 1
        wish = super().choose_bonus(game)
        self.used += wish is not None
        return wish


def test_simulation_asks_the_hook_and_spends_stock():
    bot = Counting()
    simulate(POWER, 2, games=3, seed=2, strategies=[bot, "random"], workers=1, progress=False)
    assert bot.asked > bot.used > 0


def test_play_turn_asks_the_hook_as_the_board_and_simulate_do():
    bot = Counting()
    game = Game(POWER, ("red", "yellow"), seed=2)
    for _ in range(400):
        if game.over:
            break
        play_turn(game, bot if game.turn == "red" else "random")
    assert bot.asked > bot.used > 0 and uses(game)


def test_widget_computer_seats_use_bonuses_but_a_stand_in_bot_does_not():
    b = LudoWidget(rules=POWER, players=("red", "yellow"), seed=8, computer={"red": "heuristic", "yellow": "heuristic"},
                   animate=False)
    for _ in range(4000):
        if b.computer_step() == "idle":
            break
    assert b.game.over and uses(b.game)
    # The turn timer's bot plays for a person: it spends none of the person's bonuses.
    b = LudoWidget(rules=POWER, players=("red", "yellow"), turn="red", seed=8, animate=False)
    b.game.state.stock[0].update(dice=3, double=3, shield=3)
    b.handle({"type": "timeout", "window": b.snapshot["timer"]["window"]})
    assert b.game.stock["red"] == {"dice": 3, "double": 3, "shield": 3}


class Wisher:
    """Answers choose_bonus with whatever it was given."""

    name = "wisher"

    def __init__(self, wish):
        self.wish = wish

    def choose(self, game):
        return game.legal_moves()[0]

    def choose_bonus(self, game):
        return self.wish


@pytest.mark.parametrize("wish", ["double", ("double",), 5, ("dice", 4, 1)])
def test_a_malformed_bonus_answer_is_refused_by_name(wish):
    # Before: a raw ValueError or TypeError from unpacking the answer.
    game = Game.from_notation("online[power=yes] r:20,0,0,0 y:50,0,0,0 r roll six:0 stock:r=0.1.0")
    with pytest.raises(IllegalAction, match=r"wisher asked for .*: choose_bonus must return None or \(bonus, face\)"):
        use_bonus(Wisher(wish), game)
    with pytest.raises(IllegalAction, match=r"wisher asked for .*: choose_bonus must return None or \(bonus, face\)"):
        simulate("online[power=yes]", 2, games=20, seed=1, strategies=[Wisher(wish), "random"], workers=1,
                 progress=False)
