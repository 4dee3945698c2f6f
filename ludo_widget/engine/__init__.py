"""The rules engine: every edition's rules as data, and the game as a state machine with undo.

It imports nothing else of ``ludo_widget`` and nothing of Jupyter (checked by import-linter).

>>> from ludo_widget.engine import Game
>>> Game(rules="classic", players=2, seed=1).players
('red', 'yellow')
"""

from .errors import IllegalAction, LudoError, NotationError, PositionError, RulesError
from .events import Event
from .game import Game
from .referee import Move
from .rules import PRESETS, Rules

__all__ = ["Event", "Game", "IllegalAction", "LudoError", "Move", "NotationError", "PRESETS",
           "PositionError", "Rules", "RulesError"]
