"""Random steps for tests of undo, goto and saved histories: rolls (some scripted), moves,
Power bonuses and, where the edition has the rule, leaving and coming back."""

from __future__ import annotations

import random

from ludo_widget import Game, Rules


def played(rules: Rules, seed: int, steps: int, leaving: bool = False) -> Game:
    """A 4-seat game ``steps`` random steps in (fewer if it ends first)."""
    game = Game(rules, 4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        allowed = game.bonuses_allowed
        if allowed and rng.random() < 0.3:
            kind = rng.choice(allowed)
            game.use(kind, rng.randint(1, 6) if kind == "dice" else None)
        elif leaving and rules.leavers_lose and rng.random() < 0.05:
            colour = rng.choice(game.players)
            (game.come_back if colour in game.away else game.leave)(colour)  # refused when finished
        elif game.awaiting == "roll":
            game.roll(rng.choice([None, None, None, game.referee.fixed_face(game.state) or 6]))
        else:
            game.move(rng.choice(game.legal_moves()))
    return game
