"""Many games at once: computer players against each other, one row of results per game.

>>> from ludo_widget.simulate import simulate
>>> res = simulate("classic", players=4, games=8, seed=1, strategies="random", progress=False)
>>> len(res), sorted(res.rows[0])[:6]
(8, ['captures_blue', 'captures_green', 'captures_red', 'captures_yellow', 'finished', 'first'])
>>> res == simulate("classic", players=4, games=8, seed=1, progress=False)   # same seed, same table
True

Every game's die is seeded from ``(seed, game index)`` and every player's generator from
the game's seed and its seat, so a table depends on its arguments only, never on which
executor played which game, or in what order. That holds for strategies given by name, class
or factory (a fresh player each game). A player *object* is shared by the games it plays: one
that keeps state (``RandomPlayer(seed=1)``'s generator) gives a table that depends on the order
and on the process each game went to. (A searching player with a clock,
``ExpectimaxPlayer(budget=...)``, can search less deeply on a busy machine; pass
``budget=None`` for tables that repeat exactly.)

**Strategies** name the player of each seat: one name for every seat (``"heuristic"``), a
list in seat order, or a dict colour -> strategy (missing seats play ``"random"``). A
strategy is a registered name (:data:`ludo_widget.players.PLAYER_NAMES`), a player class
or factory called as ``factory(seed=...)`` once per game (``functools.partial(
ExpectimaxPlayer, budget=None)`` sets options), or a player object (shared by every game it
plays; fine for stateless players). A table names a strategy by its ``name``; different
strategies with one name (``HeuristicPlayer(capture=0)`` and ``"heuristic"``) are told apart
as ``heuristic#2``, while one strategy in several seats keeps one name. Under Power, players with a ``choose_bonus`` method
switch bonuses on as they ask (see :mod:`ludo_widget.players.base`). A player's own error
comes out as it is, with a note naming the game's seed and the seat to play (replay that game
with :func:`play_game`). With ``rotate=True`` the strategies move one seat on
every game, so each sits in each seat equally often: the fair way to compare players.

**Several cores.** ``workers=None`` plays small runs (under 64 games) in this process and
larger ones on a :class:`~concurrent.futures.ProcessPoolExecutor` with a worker per core;
``workers=1`` always plays here, ``workers=k`` uses k processes. A strategy a worker cannot
receive (a lambda, a class defined in a function, a player holding a lock: what ``pickle``
refuses) is played here when ``workers=None`` (``Results.engine_note`` says so) and refused for
``workers=k``. Or hand over any
:class:`concurrent.futures.Executor` (it is used, not shut down)::

    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(4) as pool:
        res = simulate("online", 4, games=1000, executor=pool)

A Dask cluster is one more executor: ``Client.get_executor()`` returns a
``concurrent.futures`` executor whose tasks run on the cluster's workers (which need
``ludo-widget`` installed)::

    from dask.distributed import Client
    client = Client("tcp://scheduler:8786")          # or Client() for a local cluster
    res = simulate("classic", 4, games=100_000, strategies=["expectimax", "random", "random", "random"],
                   rotate=True, executor=client.get_executor(), chunksize=500)

Players defined in a notebook live in ``__main__``, which worker processes started by
*spawn* (macOS, Windows) cannot import: ``workers=None`` plays them in this process on every
system, so a run behaves the same everywhere; pass a thread pool, or put the player in a module
to use several cores.
"""

from __future__ import annotations

import itertools
import math
import os
import pickle
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from typing import Any

from . import fastpath
from .engine.arguments import to_rules, to_seats
from .engine.board import COLOURS
from .engine.dice import next_word, seed_state
from .engine.errors import IllegalAction, LudoError, quote, whole
from .engine.game import Game
from .engine.referee import Move
from .engine.rules import Rules
from .intervals import wilson
from .players import PLAYERS, Player, as_player
from .players.base import legal_choice, read_wish
from .results import Results, _Table, row_columns

__all__ = ["Results", "game_seed", "play_game", "row_columns", "simulate", "wilson"]

#: Runs with at least this many games go to a process pool when ``workers=None``.
PARALLEL_FROM = 64
#: Games per call of the compiled path in this process (the progress bar moves between calls).
COMPILED_CHUNK = 5_000
#: The most games one call plays: each keeps a row (about 440 bytes, so 44 GB at this limit); a
#: larger number is a mistake, refused before anything is set up.
MAX_GAMES = 100_000_000
#: The most worker processes ``workers=`` starts (more than cores only slows a run; a typo such as
#: ``workers=10**6`` would otherwise start a process a game).
MAX_WORKERS = 256
#: The whole-number arguments of :func:`simulate` and their bounds (None: no bound).
_BOUNDS: dict[str, tuple[int | None, int | None]] = {
    "games": (0, MAX_GAMES), "seed": (None, None), "workers": (1, MAX_WORKERS), "chunksize": (1, None),
    "max_rolls": (1, None)}
#: Chunks in flight a worker, so a long run holds a few futures rather than one a chunk.
IN_FLIGHT = 4
_SEAT_MIX = 0xD1B54A32D192ED03


def game_seed(seed: int, index: int) -> int:
    """The die's seed for game ``index`` of a run seeded ``seed`` (a 64-bit number).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    _, base = next_word(seed_state(seed))
    _, word = next_word((base + index) & ((1 << 64) - 1))
    return word


def _player_seed(seed: int, seat: int) -> int:
    _, word = next_word((seed ^ (_SEAT_MIX * (seat + 1))) & ((1 << 64) - 1))
    return word


def _label(strategy: Any) -> str:
    """The name a table shows for a strategy."""
    if isinstance(strategy, str):
        return strategy
    for obj in (strategy, getattr(strategy, "func", None)):  # functools.partial keeps .func
        name = getattr(obj, "name", None)
        if isinstance(name, str):
            return name
    return getattr(strategy, "__name__", type(strategy).__name__)


def _labels(strategies: Sequence[Any]) -> list[str]:
    """The names a table shows, one per seat: the same strategy (equal names; the same object, class or
    factory) shares one, and different strategies with one name are told apart as ``name#2``, ``name#3``
    (a registered name given as a string keeps its name).

    >>> from ludo_widget.players import HeuristicPlayer
    >>> _labels([HeuristicPlayer(capture=-50), "heuristic", "heuristic", "random"])
    ['heuristic#2', 'heuristic', 'heuristic', 'random']
    """
    given: dict[Any, str] = {}  # a strategy's key -> its label
    for strategy in sorted(strategies, key=lambda s: not isinstance(s, str)):  # names first
        key = strategy if isinstance(strategy, str) else id(strategy)  # objects by identity: any may be unhashable
        if key not in given:
            name, taken, n = _label(strategy), set(given.values()), 1
            label = name
            while label in taken:
                n += 1
                label = f"{name}#{n}"
            given[key] = label
    return [given[strategy if isinstance(strategy, str) else id(strategy)] for strategy in strategies]


def _build(strategy: Any, seed: int, label: str) -> Player:
    """A player class or factory is called with the seed; a name or a player is what
    :func:`~ludo_widget.players.as_player` makes of it."""
    if callable(strategy) and (isinstance(strategy, type) or not hasattr(strategy, "choose")):
        try:
            made = strategy(seed=seed)
        except TypeError as exc:  # a class or function that takes no seed=
            raise LudoError(f"strategy {label} is called as strategy(seed=...) to make a player ({str(exc)[:60]}): "
                            "give a player with choose(game), or a class or function taking seed=") from None
        return as_player(made)  # what the factory made must be a player too
    return as_player(strategy, seed)


def play_game(rules: "str | Rules", players: Any, strategies: Sequence[Any], seed: int,
              max_rolls: int = 100_000, labels: Sequence[str] | None = None) -> dict[str, Any]:
    """Play one game on the simulation path and return its row (see :func:`simulate`).

    ``strategies`` lists one strategy per colour taking part, in seat order; ``labels`` the names
    the row gives them (default: their names, different strategies with one name told apart).
    """
    game = Game(rules, players, seed=seed, log=False, history=False)
    st, ref = game.state, game.referee
    seats = ref.seats
    if len(strategies) != len(seats):
        raise LudoError(f"{len(seats)} strategies are needed, one per colour, not {len(strategies)}")
    labels = _labels(strategies) if labels is None else list(labels)
    bots = {s: _build(strategy, _player_seed(seed, s), label) for s, strategy, label in zip(seats, strategies, labels)}
    # players that watch the others play (the game keeps no history): each once, however many seats
    watchers = list({id(b): w for b in bots.values() if callable(w := getattr(b, "watch", None))}.values())

    def pick(st_, moves):
        # A move, a roll or a bonus switched on changes one of these: checked after choose, as a
        # strategy that played its move itself would have it played twice.
        seat, rolls, bonus = st_.turn, st_.rolls, st_.bonus
        choice = answer = bots[seat].choose(game)
        if st_.awaiting != "move" or st_.rolls != rolls or st_.bonus != bonus:
            raise IllegalAction(f"strategy {labels[seats.index(seat)]} changed the game: choose must return "
                                "a move and leave the game alone")
        if choice.__class__ is not Move or choice not in moves:  # a token index, a tuple...
            choice = legal_choice(choice, moves)
        if choice is not None:
            for watch in watchers:
                watch(game, choice)
            return choice
        raise IllegalAction(f"{labels[seats.index(seat)]} chose {quote(answer, 100)}, not one of the legal moves {moves}")

    planners = {s: b for s, b in bots.items() if hasattr(b, "choose_bonus")} if ref.rules.power else {}
    try:
        if not planners:
            play_roll = ref.play_roll
            while st.awaiting != "over" and st.rolls < max_rolls:
                play_roll(st, pick)
        else:
            # Power: a player with choose_bonus may switch a bonus on before rolling and after.
            def bonus(bot: Player) -> None:
                if st.bonus is None and any(st.stock[st.turn].values()):
                    wish = bot.choose_bonus(game)  # type: ignore[attr-defined]  # planners have it
                    asked = read_wish(wish, labels[seats.index(st.turn)])
                    if asked is not None:
                        kind, face = asked
                        why = ref.bonus_refusal(st, kind, face)
                        if why:
                            raise IllegalAction(f"{labels[seats.index(st.turn)]} asked for {wish!r}: {why}")
                        ref.use(st, kind, face)

            while st.awaiting != "over" and st.rolls < max_rolls:
                bot = planners.get(st.turn)
                if bot is not None:
                    bonus(bot)
                moves = ref.roll(st, ref.draw(st))
                if moves:
                    if bot is not None:
                        bonus(bot)
                    ref.move(st, pick(st, moves))
    except Exception as exc:  # a player's own error: which game, for play_game to replay it (kept by workers)
        exc.add_note(f"in the game seeded {seed}, {COLOURS[st.turn]} ({labels[seats.index(st.turn)]}) to play")
        raise
    return _row(game, labels, seed)


def _row(game: Game, seat_labels: list[str], seed: int) -> dict[str, Any]:
    st = game.state
    winner = game.winner
    labels = dict(zip(game.players, seat_labels))
    ranking = game.ranking
    row: dict[str, Any] = {
        "seed": seed,
        "rules": game.rules.edition,
        "first": COLOURS[st.first],
        "finished": game.over,
        "winner": "+".join(winner) if isinstance(winner, tuple) else winner,
        "winner_strategy": None if winner is None else "+".join(
            dict.fromkeys(labels[c] for c in (winner if isinstance(winner, tuple) else (winner,)))),
        "ranking": ranking,
        "rolls": st.rolls,
        "turns": st.turns,
    }
    for c in game.players:
        row[f"strategy_{c}"] = labels[c]
    for c in game.players:
        row[f"place_{c}"] = ranking.index(c) + 1 if c in ranking else None
    for c in game.players:
        row[f"captures_{c}"] = st.captures[COLOURS.index(c)]
    return row


def _seat_strategies(strategies: Any, colours: tuple[str, ...]) -> list[Any]:
    n = len(colours)
    if strategies is None:
        return ["random"] * n
    if callable(getattr(strategies, "tolist", None)) and not hasattr(strategies, "name"):
        strategies = strategies.tolist()  # a numpy array of names is a list, not a player (it has .choose)
    if isinstance(strategies, str) or not isinstance(strategies, (list, tuple, dict)):
        return [strategies] * n
    if isinstance(strategies, dict):
        unknown = set(strategies) - set(colours)
        if unknown:
            raise LudoError(f"strategies name colours not playing: {quote(sorted(map(str, unknown)))}")
        return [strategies.get(c, "random") for c in colours]
    if len(strategies) != n:
        raise LudoError(f"{n} strategies are needed, one per colour in seat order, not {len(strategies)}")
    return list(strategies)


def _play_chunk(rules: Rules, players: tuple[str, ...], seed: int, start: int, stop: int,
                strategies: list[Any], labels: list[str], rotate: bool, max_rolls: int) -> list[tuple[Any, ...]]:
    """Games ``start..stop-1`` of a run, a tuple a game in the order of :func:`row_columns` (module
    level, so process pools can pickle it)."""
    rows = []
    n = len(strategies)
    columns = row_columns(players)
    for i in range(start, stop):
        at = [(j - i) % n for j in range(n)] if rotate else range(n)
        row = {"game": i, **play_game(rules, players, [strategies[j] for j in at], game_seed(seed, i), max_rolls,
                                      [labels[j] for j in at])}
        rows.append(tuple(row[k] for k in columns))
    return rows


def _in_main(strategy: Any) -> bool:
    """Whether a strategy is defined in ``__main__`` (spawned workers cannot import it)."""
    if isinstance(strategy, str):
        return getattr(PLAYERS.get(strategy), "__module__", None) == "__main__"
    for obj in (strategy, getattr(strategy, "func", None), type(strategy)):
        if obj is not None and getattr(obj, "__module__", None) == "__main__":
            return True
    return False


def _unpicklable(strategies: list[Any], labels: list[str], sent: tuple[Any, ...]) -> str:
    """Why what goes to worker processes cannot be pickled, naming the strategy at fault ("" if it can)."""
    for strategy, label in zip(strategies, labels):
        why = _pickle_error(strategy)
        if why:
            return f"strategy {label} cannot be sent to worker processes ({why})"
    why = _pickle_error(sent)
    return f"the run cannot be sent to worker processes ({why})" if why else ""


def _pickle_error(value: Any) -> str:
    try:
        pickle.dumps(value)
    except Exception as exc:  # noqa: BLE001 - pickling runs a strategy's own __reduce__: anything goes
        return str(exc)[:100] or type(exc).__name__
    return ""


def simulate(rules: "str | Rules" = "classic", players: Any = 4, games: int = 100, seed: int = 0,
             strategies: Any = None, *, rotate: bool = False, executor: Executor | None = None,
             workers: int | None = None, chunksize: int | None = None, progress: bool = True,
             max_rolls: int = 100_000, engine: str = "auto") -> "Results":
    """Play ``games`` games and return one row per game (see the module docstring).

    Args:
        rules: a preset name, one with options as the notation writes them (``"online[power=yes]"``),
            or a :class:`~ludo_widget.engine.rules.Rules` value.
        players: 2, 3, 4 or the colours taking part (as for :class:`~ludo_widget.engine.game.Game`).
        games: how many games (at most :data:`MAX_GAMES`, a hundred million: each keeps a row).
        seed: the run's seed; game ``i`` is seeded :func:`game_seed` ``(seed, i)``.
        strategies: who plays each seat (default: ``"random"`` everywhere).
        rotate: move the strategies one seat on every game.
        executor: any ``concurrent.futures.Executor`` (threads, processes, Dask...).
        workers: without an executor: ``1`` plays here, ``k`` on k processes (at most
            :data:`MAX_WORKERS`), ``None`` decides.
        chunksize: games per task sent to the executor (default: about 4 tasks per worker).
        progress: show a tqdm progress bar (``tqdm.auto``: a widget in notebooks).
        max_rolls: a game still going after this many rolls stops unfinished
            (``finished`` is False in its row).
        engine: ``"auto"`` plays on the compiled path (:mod:`ludo_widget.fastsim`, the
            ``[fast]`` extra) when numba is installed and every strategy has a compiled form,
            else on the Python engine; ``"python"`` or ``"compiled"`` insist. Both give the
            same rows; ``Results.engine`` says which played and ``Results.engine_note`` why
            not the compiled one (see :mod:`ludo_widget.fastpath`), and why in this process
            if no worker could take a strategy; the summary says both.

    Row columns: ``game`` (index), ``seed``, ``rules`` (preset), ``first`` (the colour that
    rolled first), ``finished``, ``winner`` (a colour, or ``"red+yellow"`` for a pair),
    ``winner_strategy``, ``ranking`` (colours in order), ``rolls``, ``turns`` (turns begun),
    then per colour ``strategy_<colour>``, ``place_<colour>`` (1 = first) and
    ``captures_<colour>`` (tokens that colour sent back to their yard).
    """
    rules = to_rules(rules)
    colours = tuple(COLOURS[s] for s in to_seats(players, rules))
    seat_strategies = _seat_strategies(strategies, colours)
    checked = _check_arguments(seat_strategies, games=games, seed=seed, workers=workers, chunksize=chunksize,
                               max_rolls=max_rolls, executor=executor, flags={"rotate": rotate, "progress": progress})
    games, seed, workers, chunksize, max_rolls, rotate, progress = (
        checked[k] for k in ("games", "seed", "workers", "chunksize", "max_rolls", "rotate", "progress"))

    lineup, note = fastpath.choose(engine, seat_strategies, rules, tuple(COLOURS.index(c) for c in colours))
    args: tuple[Any, ...] = (rules, colours, seed)
    labels = _labels(seat_strategies)
    tail: tuple[Any, ...] = (seat_strategies, labels, rotate, max_rolls)
    play: Any = _play_chunk
    if lineup is not None:
        play = fastpath.play_chunk
        tail = (lineup, labels, rotate, max_rolls)
    own = None
    if executor is None:
        cores = os.cpu_count() or 1
        if workers is None and lineup is not None:
            workers = 1  # compiled, one process plays more games a second than a pool starts
        chosen = workers is None
        if workers is None:
            workers = cores if games >= PARALLEL_FROM and not any(map(_in_main, seat_strategies)) else 1
        if workers > 1 and games > 1:
            # A pool that cannot pickle its task hangs on shutdown (Python 3.11): check first.
            why = _unpicklable(seat_strategies, labels, (*args, *tail))
            if why and not chosen:
                raise LudoError(f"{why}: use workers=1 (or a thread pool)")
            if why:
                workers, note = 1, "; ".join(filter(None, (note, f"played in this process: {why}")))
            else:
                executor = own = ProcessPoolExecutor(min(workers, games))
    parallel = executor is not None
    n_workers = getattr(executor, "_max_workers", None) or workers or os.cpu_count() or 1
    if chunksize is None:
        chunksize = max(1, math.ceil(games / (4 * n_workers))) if parallel else max(1, games)
    if lineup is not None and not parallel:
        chunksize = COMPILED_CHUNK
    chunks = ((a, min(a + chunksize, games)) for a in range(0, games, chunksize))
    table = _Table(row_columns(colours))
    bar = _bar(games, progress, f"{rules.edition}: {', '.join(dict.fromkeys(labels))}")
    try:
        if not parallel:
            for a, b in chunks:
                # One game at a time here (a compiled chunk at a time), so the bar moves smoothly.
                step = b - a if lineup is not None else 1
                for i in range(a, b, step):
                    table.values += play(*args, i, i + step, *tail)
                    bar.update(step)
        else:
            assert executor is not None  # parallel means an executor
            for got in _in_parallel(lambda a, b: executor.submit(play, *(*args, a, b, *tail)),
                                    chunks, IN_FLIGHT * n_workers):
                table.values += got
                bar.update(len(got))
    finally:
        bar.close()
        if own is not None:
            own.shutdown(wait=True, cancel_futures=True)
    table.values.sort(key=lambda v: v[0])  # by game: a pool finishes chunks in any order
    return Results(table, rules=rules, players=colours, strategies=labels,
                   seed=seed, rotate=rotate, engine="python" if lineup is None else "compiled", engine_note=note)


def _in_parallel(submit: Callable[[int, int], Future], chunks: Iterator[tuple[int, int]],
                 window: int) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of each chunk as it finishes, with at most ``window`` chunks submitted and not done;
    on an error (or an interrupt) the chunks not started are cancelled."""
    pending: set[Future] = set()
    try:
        while True:
            pending.update(submit(a, b) for a, b in itertools.islice(chunks, window - len(pending)))
            if not pending:
                return
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        for future in pending:
            future.cancel()


def _check_arguments(strategies: list[Any], *, executor: Any, flags: dict[str, Any],
                     **numbers: Any) -> dict[str, Any]:
    """Refuse, before any game is played, what :func:`simulate` cannot use (a LudoError); return the
    numbers as ints and the flags as bools (numpy's are accepted, and go no further)."""
    checked: dict[str, Any] = {name: _flag(name, flag) for name, flag in flags.items()}
    for s in strategies:
        if isinstance(s, str) and s not in PLAYERS:
            raise LudoError(f"unknown player {quote(s)}; the players are {', '.join(PLAYERS)}")
        if not isinstance(s, str) and not callable(s) and not hasattr(s, "choose"):
            raise LudoError(f"a strategy is a player name, a player class or factory, or a player, not {quote(s)}")
    for name, value in numbers.items():
        checked[name] = number = whole(value)
        if value is None and name in ("workers", "chunksize"):
            continue
        low, high = _BOUNDS[name]
        if number is None or (low is not None and number < low):
            at_least = "" if low is None else f" >= {low}"
            raise LudoError(f"{name} must be a whole number{at_least}, not {quote(value)}")
        if high is not None and number > high:
            raise LudoError(f"{name} must be at most {high:,}, not {quote(value)}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise LudoError(f"executor must be a concurrent.futures.Executor, not {quote(executor)}")
    return checked


def _flag(name: str, value: Any) -> bool:
    """A bool, or numpy's (no subclass of bool); not a number or a list: the compiled path hands
    ``rotate`` to numba, which fails on a list deep inside."""
    kind = type(value)
    if isinstance(value, bool) or (kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")):
        return bool(value)
    raise LudoError(f"{name} must be True or False, not {quote(value)}")


def _bar(total: int, show: bool, desc: str) -> Any:
    if show:
        try:
            from tqdm.auto import tqdm

            return tqdm(total=total, desc=desc, unit="game", leave=True)
        except ImportError:  # tqdm is a dependency, but a bare environment still runs
            pass
    return _NoBar()


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass
