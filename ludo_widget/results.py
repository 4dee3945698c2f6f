"""A run's results: one row per game, kept compactly, with the tables a tinkerer reads.

>>> row_columns(["red", "yellow"])[:3]
('game', 'seed', 'rules')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from html import escape
from typing import Any, overload

from .engine.errors import LudoError, quote
from .engine.notation import write_rules
from .engine.rules import Rules
from .intervals import check_z, wilson


def row_columns(colours: Sequence[str]) -> tuple[str, ...]:
    """The columns of a run's rows, in order, for the colours that play.

    >>> row_columns(["red", "yellow"])[-6:]
    ('strategy_red', 'strategy_yellow', 'place_red', 'place_yellow', 'captures_red', 'captures_yellow')
    """
    return ("game", "seed", "rules", "first", "finished", "winner", "winner_strategy", "ranking", "rolls", "turns",
            *(f"{column}_{c}" for column in ("strategy", "place", "captures") for c in colours))


class _Table:
    """Rows kept as tuples under one tuple of column names: a 22-column dict and its values take
    about 1,060 bytes a game, a tuple and its values about 440 (``benchmarks/simulation_memory.py``)."""

    def __init__(self, keys: tuple[str, ...] = ()) -> None:
        self.keys = keys
        self.values: list[tuple[Any, ...]] = []

    @classmethod
    def of_dicts(cls, rows: Iterable[dict[str, Any]]) -> "_Table":
        """The table of rows given as dicts, which must all have the first one's columns."""
        table = cls()
        if not isinstance(rows, Iterable) or isinstance(rows, (str, bytes, dict)):
            raise LudoError(f"the rows of a table are dicts, one a game, not {quote(rows)}")
        for row in rows:
            if not isinstance(row, dict):
                raise LudoError(f"a row of a table is a dict of its columns, not {quote(row)}")
            if not table.values:
                table.keys = tuple(row)
            try:
                values = tuple(row[k] for k in table.keys)
            except (KeyError, TypeError):
                values = ()
            if len(values) != len(row):
                raise LudoError(f"every row of a table has the columns {', '.join(table.keys)}, not {quote(row)}")
            table.values.append(values)
        return table

    def dicts(self) -> Iterator[dict[str, Any]]:
        keys = self.keys
        return (dict(zip(keys, v)) for v in self.values)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Table):
            return False
        if self.keys == other.keys:
            return self.values == other.values
        # Rows are dicts to their readers: the same games under the same columns in another order are equal.
        return len(self.values) == len(other.values) and list(self.dicts()) == list(other.dicts())


class Results:
    """The table :func:`simulate` returns: ``rows`` (one dict per game) and summaries.

    ``len(results)``, iteration and indexing go over the rows; ``to_pandas()`` makes a
    DataFrame when pandas is installed. Two results are equal when their rows are.
    """

    def __init__(self, rows: "Iterable[dict[str, Any]] | _Table", *, rules: Rules, players: tuple[str, ...],
                 strategies: list[str], seed: int, rotate: bool, engine: str = "python",
                 engine_note: str = "") -> None:
        if not isinstance(rules, Rules):
            raise LudoError(f"rules must be a Rules value, not {quote(rules)}")
        self._table = rows if isinstance(rows, _Table) else _Table.of_dicts(rows)
        self._rows: list[dict[str, Any]] | None = None
        self.engine = engine
        self.engine_note = engine_note
        self.rules = rules
        self.players = players
        self.strategies = strategies
        self.seed = seed
        self.rotate = rotate

    @property
    def rows(self) -> list[dict[str, Any]]:
        """One dict per game, made the first time they are asked for (the table keeps a tuple a game,
        less than half of what a dict a game took, so a run of millions of games that is only summed
        stays small)."""
        if self._rows is None:
            self._rows = list(self._table.dicts())
        return self._rows

    def __len__(self) -> int:
        return len(self._table.values)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self._rows) if self._rows is not None else self._table.dicts()

    @overload
    def __getitem__(self, i: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, i: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, i: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(i, str):  # results["winner"]: rows are numbered, a column has its own call
            raise LudoError(f"results[{quote(i)}]: the rows are numbered; results.column({quote(i)}) gives a column")
        if self._rows is not None:
            return self._rows[i]
        keys = self._table.keys
        if isinstance(i, slice):
            return [dict(zip(keys, v)) for v in self._table.values[i]]
        return dict(zip(keys, self._table.values[i]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Results) and self._table == other._table

    def to_pandas(self) -> Any:
        """The rows as a ``pandas.DataFrame`` (pandas is optional: ImportError without it)."""
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("to_pandas() needs pandas: pip install pandas (or use .rows)") from None
        return pd.DataFrame.from_records(self._table.values, columns=list(self._table.keys))

    def column(self, name: str) -> list[Any]:
        """One column as a list (a name the rows do not have is refused, a :class:`LudoError`)."""
        keys = self._table.keys or row_columns(self.players)   # a run of no games has the columns too
        if not isinstance(name, str) or name not in keys:
            raise LudoError(f"no column {quote(name)}: the columns are {', '.join(keys[:6])}, ...")
        if not self._table.values:
            return []
        at = self._table.keys.index(name)
        return [v[at] for v in self._table.values]

    def win_rates(self, by: str = "strategy", z: float = 1.96) -> dict[str, dict[str, float]]:
        """Wins per strategy (or per colour with ``by="colour"``), with Wilson intervals.

        For strategies the unit is a seat in a game: a strategy playing three seats of
        every game has three chances a game, and ``rate`` is the chance that *one* of its
        seats wins (compare it with 1 / number of seats). In team play a pair's win counts
        for both partners. An unfinished game (stopped by ``max_rolls``) counts as won by a seat that had
        already finished (``play_on`` editions), otherwise as played, not won.
        """
        if by not in ("strategy", "colour"):
            raise LudoError(f"by must be 'strategy' or 'colour', not {quote(by)}")
        check_z(z)
        seats: dict[str, int] = {}
        wins: dict[str, int] = {}
        who = {c: self.column(f"strategy_{c}") if by == "strategy" else None for c in self.players}
        for i, winner in enumerate(self.column("winner")):
            winners = set((winner or "").split("+")) - {""}
            for c in self.players:
                column = who[c]
                key = c if column is None else column[i]
                seats[key] = seats.get(key, 0) + 1
                wins[key] = wins.get(key, 0) + (c in winners)
        out = {}
        for key, n in seats.items():
            lo, hi = wilson(wins[key], n, z)
            out[key] = {"wins": wins[key], "seats": n, "rate": wins[key] / n if n else 0.0, "low": lo, "high": hi}
        return out

    def mean(self, name: str) -> float:
        """The mean of a numeric column (``rolls``, ``turns``, ``captures_red``...)."""
        values = [v for v in self.column(name) if v is not None]
        if not all(isinstance(v, (int, float)) for v in values):  # a bool column gives a fraction
            raise LudoError(f"the column {name} is not numeric")
        return sum(values) / len(values) if values else float("nan")

    def summary(self) -> str:
        """A few lines: games, mean length and how many did not finish, the engine that played, and win
        rates per strategy with 95% intervals."""
        lines = self._heading()
        for key, w in self.win_rates().items():
            lines.append(f"{key:>12}: {w['rate']:6.1%} of its seats won  (95% CI {w['low']:.1%}-{w['high']:.1%}, "
                         f"{w['wins']}/{w['seats']})")
        return "\n".join(lines)

    def _heading(self) -> list[str]:
        """The summary's first lines: what was played, how long the games were (and how many stopped
        unfinished at ``max_rolls``: a seat in them is played, not won), and which engine played."""
        length = f"{self.mean('rolls'):.1f} rolls, {self.mean('turns'):.1f} turns" if len(self) else "no games"
        unfinished = self.column("finished").count(False)
        if unfinished:
            length += f"; {unfinished} did not finish (max_rolls reached)"
        engine = "compiled" if self.engine == "compiled" else "Python"
        return [f"{len(self)} games of {write_rules(self.rules)} ({', '.join(self.players)}), seed {self.seed}"
                f"{', rotating seats' if self.rotate else ''}",
                f"mean length: {length}",
                f"played on the {engine} engine{f' ({self.engine_note})' if self.engine_note else ''}"]

    def __str__(self) -> str:
        """What ``print(results)`` shows: the :meth:`summary`."""
        return self.summary()

    def _repr_html_(self) -> str:
        """What a notebook shows: the summary's first lines, and the win rates as a table."""
        head, length, engine = map(escape, self._heading())
        cells = "".join(
            f"<tr><th scope='row'>{escape(key)}</th><td>{w['wins']}</td><td>{w['seats']}</td>"
            f"<td>{w['rate']:.1%}</td><td>{w['low']:.1%} – {w['high']:.1%}</td></tr>"
            for key, w in self.win_rates().items())
        return (f"<p>{head}; {length}; {engine}</p><table><thead><tr><th scope='col'>strategy</th><th scope='col'>won</th>"
                f"<th scope='col'>seats</th><th scope='col'>rate</th><th scope='col'>95% CI</th></tr></thead>"
                f"<tbody>{cells}</tbody></table>")

    def __repr__(self) -> str:
        return f"<Results: {len(self)} games of {write_rules(self.rules)}>"
