"""ludo-widget: Ludo, played, taught and scripted inside Jupyter.

>>> from ludo_widget import Game, Rules
>>> game = Game(rules=Rules.preset("classic"), players=2, seed=3)
>>> game.players
('red', 'yellow')
"""

from .engine import (
    PRESETS,
    Event,
    Game,
    IllegalAction,
    LudoError,
    Move,
    NotationError,
    PositionError,
    Rules,
    RulesError,
)

__all__ = [
    "Event", "Game", "IllegalAction", "LudoError", "LudoWidget", "Move", "NotationError", "PRESETS",
    "PositionError", "Rules", "RulesError",
]
# Simulation: ``from ludo_widget.simulate import simulate`` (the module shares the function's name).
__version__ = "0.1.0"


def __getattr__(name: str):
    # Imported on first use: the engine alone needs neither anywidget nor the players.
    if name == "LudoWidget":
        from .notebook.widget import LudoWidget

        return LudoWidget
    raise AttributeError(f"module 'ludo_widget' has no attribute {name!r}")
