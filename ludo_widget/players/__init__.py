"""Computer players: a one-method interface, five shipped players ("best" names the strongest), a registry.

>>> from ludo_widget import Game
>>> from ludo_widget.players import PLAYER_NAMES, get_player, play_turn
>>> PLAYER_NAMES
('random', 'heuristic', 'expectimax', 'learned', 'lookahead')
>>> get_player("best")             # the strongest measured (benchmarks/README.md)
LookaheadPlayer(depth=3, budget=0.2, replies='observed', extend=0, refine=0.0)
>>> game = Game(players=2, seed=5)
>>> bot = get_player("heuristic")
>>> play_turn(game, bot)           # roll and move until the turn passes
>>> game.turn
'yellow'

Writing a player takes a ``name`` and a ``choose(game)`` returning one of
``game.legal_moves()`` (see :mod:`ludo_widget.players.base`). Register it with
:func:`register` to use it by name in :func:`ludo_widget.simulate.simulate` and on the board.

For a board's computer seats and turn timer, :func:`choose_move` picks a move for the seat
to act given a player name, and :func:`play_turn` plays a whole turn.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.dice import check_seed
from ..engine.errors import IllegalAction, LudoError, quote
from ..engine.game import as_game
from ..engine.referee import Move
from .base import Player, distinct, legal_choice, read_wish
from .evaluation import Evaluator
from .expectimax import ExpectimaxPlayer
from .heuristic import HeuristicPlayer
from .learned import LearnedPlayer
from .lookahead import LookaheadPlayer
from .simple import RandomPlayer

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = [
    "PLAYERS", "PLAYER_NAMES", "Evaluator", "ExpectimaxPlayer", "HeuristicPlayer", "LearnedPlayer", "LookaheadPlayer",
    "Player", "RandomPlayer",
    "as_player", "choose_move", "distinct", "get_player", "names", "play_turn", "register", "use_bonus",
]

#: Name -> player class (or any factory taking ``seed=``); every class builds with no arguments.
PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "heuristic": HeuristicPlayer,
    "expectimax": ExpectimaxPlayer,
    "learned": LearnedPlayer,
    "lookahead": LookaheadPlayer,
}
#: The shipped players' names.
PLAYER_NAMES: tuple[str, ...] = tuple(PLAYERS)
#: "best" names the strongest shipped player as measured in benchmarks/ (lookahead_strength.py,
#: learned_strength.py, players_strength.py, search_strength.py): the lookahead player (the learned
#: network searched three rolls ahead, the others replying as they have been seen to play) wins
#: 89.4% against three random players and 66.1% against the heuristic (expectimax: 83.8-85.0% and
#: 57.6-59.2%).
PLAYERS["best"] = LookaheadPlayer


def names() -> list[str]:
    """Every registered player name (the shipped ones first)."""
    return list(PLAYERS)


def register(name: str, factory: Callable[..., Player]) -> None:
    """Make ``get_player(name, seed=...)`` build ``factory(seed=seed)`` (a class will do).

    >>> class FrontRunner:
    ...     name = "front-runner"
    ...     def __init__(self, seed=None):
    ...         pass
    ...     def choose(self, game):
    ...         return max(game.legal_moves(), key=lambda m: m.start)
    >>> register("front-runner", FrontRunner); get_player("front-runner", seed=1).name
    'front-runner'
    >>> del PLAYERS["front-runner"]
    """
    if not isinstance(name, str) or not name:
        raise ValueError(f"a player name is a non-empty string, not {name!r}")
    if not callable(factory):
        raise LudoError(f"a player is registered with a class or function that makes it, not {quote(factory)}")
    try:
        inspect.signature(factory).bind(seed=0)
    except TypeError:
        raise LudoError(f"{quote(name)}: the class or function registered must take seed= "
                        "(def __init__(self, seed=None)), as get_player builds it with one") from None
    except ValueError:  # no signature to read (a builtin): it is tried when the player is built
        pass
    PLAYERS[name] = factory


def get_player(name: str, seed: int | None = None, **options: Any) -> Player:
    """A fresh player by name; ``options`` go to its constructor (``budget=``, ``depth=``...).

    >>> get_player("expectimax", budget=0.05)
    ExpectimaxPlayer(depth=3, budget=0.05)

    An unknown name or option is a :class:`~ludo_widget.engine.errors.LudoError` (a ``ValueError``).
    """
    try:
        factory = PLAYERS[name]
    except (KeyError, TypeError):
        raise LudoError(f"unknown player {quote(name)}; the players are {', '.join(PLAYERS)}") from None
    if seed is not None:
        seed = check_seed(seed)  # an int: random.Random takes no numpy integer
    _check_options(name, factory, options)
    try:
        return factory(seed=seed, **options)
    except TypeError as exc:  # an option the player does not take
        raise LudoError(f"{name}: {str(exc)[:150]}") from None


def _check_options(name: str, factory: Callable[..., Player], options: dict[str, Any]) -> None:
    """Refuse an option ``factory`` does not take, naming the ones it does (Python's own TypeError
    names ``__init__`` and says nothing of the others)."""
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # a factory Python cannot read: its call says what it takes
        return
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return
    takes = [k for k, p in params.items() if k != "seed" and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    for key in options:
        if key not in takes:
            raise LudoError(f"{name} takes no option {quote(key)}; "
                            + (f"its options are {', '.join(takes)}" if takes else "it takes none"))


def as_player(player: "Player | str", seed: int | None = None) -> Player:
    """A registered name's player, or ``player`` itself if it has a ``choose`` method."""
    if isinstance(player, str):
        return get_player(player, seed=seed)
    if not callable(getattr(player, "choose", None)) or isinstance(player, type):
        raise LudoError(f"a player is a registered name or has a choose(game) method, not {quote(player)}")
    return player


def choose_move(game: "Game", player: "Player | str" = "heuristic", seed: int | None = None) -> Move:
    """The move ``player`` (a :class:`Player` or a registered name) makes for the seat to act.

    The game must await a move. The result is checked: it is always one of
    ``game.legal_moves()``. With a name, a fresh player is built each call (seeded by
    ``seed``); keep a player object to avoid that.
    """
    if as_game(game).awaiting != "move":
        raise LudoError(f"the game awaits {game.awaiting!r}, not a move")
    return checked(game, as_player(player, seed).choose(game))


def checked(game: "Game", choice: Any) -> Move:
    """The legal move a player's answer names (a Move, or a token index); a :class:`LudoError` if none."""
    legal = game.legal_moves()
    found = legal_choice(choice, legal)
    if found is None:
        raise LudoError(f"{quote(choice)} is not a legal move; the legal moves are {quote(legal, 140)}")
    return found


def use_bonus(player: Any, game: "Game") -> bool:
    """Switch on the Power bonus ``player.choose_bonus(game)`` asks for, if any; True if one went on.

    Nothing happens without Power, with a bonus already on, or for a player without
    ``choose_bonus``; a bonus the game refuses is an ``IllegalAction`` (see :mod:`.base`).

    >>> from ludo_widget import Game
    >>> game = Game.from_notation("online[power=yes] r:20,0,0,0 y:50,0,0,0 r roll six:0 stock:r=0.1.0")
    >>> use_bonus(HeuristicPlayer(), game), game.bonus   # a 4 lands on yellow's token
    (True, 'dice')
    """
    if not game.rules.power or game.bonus is not None or not hasattr(player, "choose_bonus"):
        return False
    wish = player.choose_bonus(game)
    asked = read_wish(wish, getattr(player, "name", "the player"))
    if asked is None:
        return False
    bonus, face = asked
    try:
        game.use(bonus, face)
    except LudoError as exc:
        raise IllegalAction(f"{getattr(player, 'name', 'the player')} asked for {wish!r}: {exc}") from None
    return True


def play_turn(game: "Game", player: "Player | str" = "heuristic") -> None:
    """Roll and move for the seat to act until the turn passes (or the game ends).

    Bonus rolls are played too. If the game awaits a move (rolled, not yet moved), that
    move is played first. Under Power a player with ``choose_bonus`` may switch a bonus on
    before each roll and before each move, as on the board (:func:`use_bonus`).

    >>> from ludo_widget import Game
    >>> game = Game.from_notation("online[power=yes] r:20,0,0,0 y:50,0,0,0 r roll six:0 stock:r=0.1.0")
    >>> play_turn(game, "heuristic")
    >>> [step.kind for step in game.history][:3], game.positions["yellow"][0]   # Dice control: a 4 captures
    (['use', 'roll', 'move'], 0)
    """
    bot = as_player(player)
    if as_game(game).over:
        return
    turns = game.state.turns
    while not game.over and game.state.turns == turns:
        use_bonus(bot, game)
        if game.awaiting == "roll":
            game.roll()
        if game.awaiting == "move":
            use_bonus(bot, game)
            game.move(checked(game, bot.choose(game)))
