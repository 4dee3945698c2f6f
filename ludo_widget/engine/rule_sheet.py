"""A rule sheet: every rule of a :class:`~ludo_widget.engine.rules.Rules` value, in words.

Every sentence that depends on an option is written from that option's value, so a sheet
cannot disagree with its rules: switch a field and the sheet says the new rule. Each edition
also has its *rulings*, the points its own rules leave open and how this product settles them.

>>> from ludo_widget import Rules
>>> sheet = Rules.preset("strict").describe()
>>> sheet.splitlines()[0]
'# strict: the rules'
>>> "Reaching home gives no extra roll" in sheet
True
>>> section(sheet, "exact-finish").splitlines()[0]
'## Exact finish'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from . import power
from .board import SAFE_LAP_PLACES, SAFE_RING_SQUARES

if TYPE_CHECKING:
    from .rules import Rules

#: What each preset is, in one line (the sheet's opening).
SUMMARY: dict[str, str] = {
    "classic": "The race as most households play it: a six opens the gate, and a six, a capture and a "
               "token reaching home each give another roll. A setting makes a 1 an entry face as well.",
    "strict": "One predictable set of rules with nothing left to house custom: red always starts, reaching "
              "home earns nothing extra, and the player confirms every roll, even one with no move.",
    "online": "The game as an online app plays it: a random first player, everyone plays on to the last, "
              "captures by counting tokens, three tries for a six, and optional Pairs and Power modes.",
    "dashain": "The family game as played at Dashain in Nepal: the others play on for places after the "
               "winner, an optional Nepali rule lets a one bring a token out, and teams of two are an option.",
    "paperfox": "An app's edition with two changes to the usual game: two tokens of one colour together "
                "cannot be captured, and a player with nothing out gets a six after three misses. Quick "
                "plays with two tokens a seat.",
}


class RuleSheet(str):
    """A rule sheet in Markdown: a string that a notebook shows formatted."""

    def _repr_markdown_(self) -> str:
        return str(self)


def describe(rules: "Rules") -> RuleSheet:
    """The whole sheet for ``rules`` (called as ``rules.describe()``)."""
    name = rules.edition
    lines = [f"# {name}: the rules", "", SUMMARY[name]]
    changed = rules.changes()
    if changed:
        switched = ", ".join(f"`{k}={_value(v)}`" for k, v in changed.items())
        lines += ["", f"This sheet is the `{name}` preset with {switched}: every section below says the rule "
                      "as switched."]
    for title, write in SECTIONS:
        lines += ["", f"## {title}"]
        for paragraph in write(rules):
            lines += ["", paragraph]
    return RuleSheet("\n".join(lines) + "\n")


def anchor(title: str) -> str:
    """The link anchor of a section title, as GitHub makes it.

    >>> anchor("End of the game")
    'end-of-the-game'
    """
    return re.sub(r"[^a-z0-9 -]", "", title.lower()).replace(" ", "-")


def section(sheet: str, name: str) -> str:
    """The section of ``sheet`` whose anchor is ``name``, heading included ('' if none)."""
    parts = re.split(r"(?m)^(?=## )", sheet)
    return next((p.strip() for p in parts if p.startswith("## ") and anchor(p[3:p.find("\n")]) == name), "")


def anchors() -> list[str]:
    """Every section anchor a sheet has, in order (the same for every edition)."""
    return [anchor(title) for title, _ in SECTIONS]


# -- the sections ----------------------------------------------------------------------------

def _board(r: "Rules") -> list[str]:
    stars = ", ".join(str(s) for s in sorted(SAFE_RING_SQUARES))
    places = ", ".join(str(p) for p in sorted(SAFE_LAP_PLACES))
    return [
        "The **ring** is a loop of 52 squares around the board, which every seat uses; tokens go round it clockwise. Each seat "
        "has a **yard** in its corner, where its tokens wait; a **start square**, the ring square just "
        "outside the yard where its tokens come out; a **home column** of five squares in its colour, "
        "which only its own tokens enter; and **home**, its triangle where the home columns meet, where tokens finish.",
        "The seats in clockwise order, which is also the order of turns and the way every token travels: "
        "red (bottom left), green (top left), yellow (top right), blue (bottom right). The ring squares "
        "are numbered 0–51 clockwise from red's start square, so the start squares are 0 (red), 13 (green), "
        "26 (yellow) and 39 (blue).",
        "A token's **place** counts along its own lap: 0 in the yard, 1 on its start square, 1–51 on "
        "the ring, 52–56 in its home column, 57 home. From its start square a token needs exactly 56 "
        "steps to get home. A token whose start square is ring square s stands, at place n (1–51), on "
        "ring square (s + n − 1) mod 52; it never stands on the ring square just behind its own start, "
        "because after place 51 it turns into its home column.",
        f"**Stars** mark eight ring squares: the four start squares and the square eight further on from "
        f"each. They are ring squares {stars}, which are places {places} of every lap.",
    ]


def _players(r: "Rules") -> list[str]:
    tokens = (f"Each seat has {r.tokens} token{'s' if r.tokens != 1 else ''}, numbered 1–{r.tokens} on the "
              f"board. A seat has finished when all {r.tokens} are home.")
    starter = {
        "first_seat": "Red rolls first (when red does not play, the first seat taking part in clockwise "
                      "order from red).",
        "random": "The first player is drawn at random among the seats taking part, from the game's seed, "
                  "so a seeded game always starts with the same seat.",
    }[r.starter]
    rematch = ("Each rematch moves the first roll one seat on, clockwise among the seats taking part."
               if r.rematch_rotates else
               "A rematch decides the first player the same way as the first game did.")
    return [
        "Two, three or four seats play. Two players sit opposite each other, red and yellow, and three "
        "players are red, green and yellow, unless the colours are named. Turns go clockwise among "
        "the seats taking part, skipping seats that have finished.",
        tokens, starter, rematch,
    ]


def _turn(r: "Rules") -> list[str]:
    outcome = {
        "auto": "When a roll can be used in only one way (one resulting position, whichever token is "
                "tapped: four tokens in the yard and a six is one outcome), the move is played for the "
                "player at once.",
        "delay": "When a roll can be used in only one way (one resulting position: four tokens in the yard "
                 "and a six is one outcome), the move is played for the player after a moment.",
        "tap": "The player makes every move, even when a roll can be used in only one way, and confirms a "
               "roll that no token can use (\"No moves — Pass\") before the next roll is shown.",
    }[r.single_outcome]
    return [
        "A turn is a roll of one die and then one move: one token goes forward by the whole face. A roll "
        "cannot be split between tokens, saved for later or passed while any token can use it; which "
        "token to move is the player's choice. When no token can use the face, the roll is wasted "
        "(see [Wasted rolls](#wasted-rolls)).",
        "Any number of one colour's tokens may share a square, and they move one at a time. Tokens "
        "never block: a token passes over any others, of any colour, and passing over does nothing.",
        outcome,
    ]


def _entering(r: "Rules") -> list[str]:
    faces = _faces(r.entry_faces)
    extra = ""
    if r.entry_faces - r.bonus_faces:
        extra = (f" Coming out on {_faces(r.entry_faces - r.bonus_faces)} gives no extra roll by itself; "
                 f"see [Another roll](#another-roll).")
    return [
        f"Only {faces} brings a token out. That roll **places** it on its start square (place 1): "
        f"it is spent on coming out, and the token does not walk any further.{extra}",
        f"Coming out is never forced: {faces} may move a token already on the board instead.",
        "Coming out never captures, because the start square is a star: an opponent's token standing "
        "on someone's start square stays there, and the two share the square.",
    ]


def _another_roll(r: "Rules") -> list[str]:
    reasons = [f"using {_faces(r.bonus_faces)}" if r.bonus_faces else ""]
    reasons.append("capturing" if r.bonus_on_capture else "")
    reasons.append("bringing a token home" if r.bonus_on_home else "")
    if r.power:
        reasons.append("ending a move on a +1 square")
    listed = [x for x in reasons if x]
    if not listed:  # bonus_faces empty, and neither a capture nor reaching home rolls again
        return ["Nothing gives another roll: no face (`bonus_faces` is empty), no capture and no token "
                "reaching home. Every turn is one roll."]
    out = [f"The same player rolls again after {_list(listed, 'or')}."]
    if not r.bonus_faces:
        out.append("No face gives another roll by itself (`bonus_faces` is empty).")
    if not r.bonus_on_capture:
        out.append("A capture gives no extra roll (`bonus_on_capture=False`).")
    if not r.bonus_on_home:
        out.append("Reaching home gives no extra roll" + (
            f"; {_faces(r.bonus_faces)} that takes a token home still gives its roll, and so does a capture."
            if r.bonus_faces else "."))
    out.append("A move earns at most one extra roll, however many of these reasons it has; the log names "
               "the first of capture, reaching home and the face. Extra rolls have no limit of their own "
               "except the three-sixes rule.")
    out.append("No roll follows a move that ends the game, nor one that takes a seat's last token home "
               "while the others play on: a seat that has finished takes no more turns"
               + (", except in team play, where it goes on moving its partner's tokens." if r.teams else "."))
    return out


def _wasted(r: "Rules") -> list[str]:
    if not r.bonus_faces:
        bonus = ""
    elif r.wasted_bonus == "pass":
        bonus = (f"This holds for {_faces(r.bonus_faces)} too: a bonus face that no token can use gives "
                 "no extra roll, and the turn passes.")
    else:
        bonus = (f"But when the face was {_faces(r.bonus_faces)} (a face that gives another roll), the same "
                 "player rolls again, and a six wasted this way still counts toward three sixes in a row.")
    out = ["A roll that no token can use is wasted: the log records it, and the next seat rolls.", bonus]
    out = [x for x in out if x]
    if r.tries > 1:
        out.append(f"While no token is out, a player gets up to {r.tries} tries (see "
                   "[Starting aid](#starting-aid)).")
    return out


def _three_sixes(r: "Rules") -> list[str]:
    if not r.max_sixes:
        return ["There is no limit on sixes in a row (`max_sixes=0`): every six is played."]
    n = r.max_sixes
    return [
        f"The {_ordinal(n)} six in a row in one turn is forfeited before it is used: no token moves, and the "
        "turn passes to the next seat. Every six counts toward the run, whatever gave the roll it came "
        "from (a six, a capture or reaching home); any other face ends the run.",
        "Nothing is undone: the moves made with the earlier sixes stand.",
    ]


def _safe(r: "Rules") -> list[str]:
    return [
        "No token can be captured on a star, in a home column or at home, and tokens of any colours may "
        "share a star. Stars belonging to seats nobody is playing are just as safe.",
        "A token in its home column is also out of everyone else's reach, because no other colour enters it.",
    ]


def _captures(r: "Rules") -> list[str]:
    rule = {
        "all": "A token that ends its move on a plain (unstarred) ring square sends every opponent token "
               "there back to its yard, however many there are and of whatever colours.",
        "count": "A token that ends its move on a plain (unstarred) ring square counts its side's tokens "
                 "there, itself included" + (" and the partner's" if r.teams else "") + ". Every opposing "
                 + ("pair" if r.teams else "colour") + " with no more tokens there than that loses all of "
                 "them back to the yard; one with more keeps them, and the mover still lands and shares "
                 "the square.",
        "protect_pairs": "A token that ends its move on a plain (unstarred) ring square sends a lone opponent "
                         "token there back to its yard. Two or more tokens of one colour on a square are "
                         "protected: they stay, and the mover lands and shares the square with them (a lone "
                         "token of another colour there still goes back to its yard).",
    }[r.capture_rule]
    out = [rule,
           "Only the square a move ends on counts: tokens passed on the way are untouched. A captured token "
           f"needs {_faces(r.entry_faces)} to come out again. A player's own tokens never capture each other"
           + ("; nor do partners'." if r.teams else ".")]
    return out


def _exact_finish(r: "Rules") -> list[str]:
    return [
        "A token gets home only by the exact number: a token two steps from home needs a 2, and a bigger "
        "face cannot move it (there is no bouncing back). The face may still move another token; if none "
        "can use it, the roll is wasted.",
    ]


def _starting_aid(r: "Rules") -> list[str]:
    out = []
    if r.tries > 1:
        out.append(f"While none of a player's tokens is out (all in the yard or home), a roll that no token "
                   f"can use lets the same player roll again, up to {r.tries} rolls in all. The count starts "
                   "again after every move and every new turn, so an extra roll that finds nothing out "
                   "gets its tries too.")
    if r.forced_six_after:
        out.append(f"While all of a player's tokens are in the yard or home, {r.forced_six_after} rolls in a "
                   "row without a six make the player's next roll a six. The count is kept per seat across "
                   "turns; it starts again after a six and whenever a token is out.")
    if not out:
        out.append("There is none: a player with nothing out gets no extra tries and no help from the die "
                   "(`tries=1`, `forced_six_after=0`).")
    if r.teams and (r.tries > 1 or r.forced_six_after):
        out.append("A player moving the partner's tokens counts those tokens as the ones that are out or not.")
    return out


def _end(r: "Rules") -> list[str]:
    if r.teams:
        return ["The game ends when one pair has every token of both partners home; that pair wins."]
    if r.play_on:
        return [
            "The first seat with every token home wins, and the game goes on: the others play on for "
            "the places after, until only one seat is left, and it places last. With two players the "
            "game therefore ends with its winner.",
            "The winner is known as soon as the first seat is home.",
        ]
    return [
        "The game ends the moment the first seat has every token home; that seat wins and nobody plays "
        "on. The others are ranked by how far their tokens have travelled (the sum of their places); "
        "ties keep the order of turns, counting from the seat that rolled first.",
    ]


def _teams(r: "Rules") -> list[str]:
    if not r.teams:
        counted = ", and the count rule counts a pair's tokens together" if r.capture_rule == "count" else ""
        return ["Everyone plays for themselves (`teams=False`). With `teams=True`, four play as two pairs "
                "of partners sitting opposite each other: partners never capture each other, a player whose "
                f"tokens are all home moves the partner's{counted}."]
    return [
        "Four play as two pairs of partners sitting opposite each other: red with yellow, green with "
        "blue. Partners never capture each other and may share any square.",
        "A player whose tokens are all home keeps taking turns and moves the partner's tokens. The pair "
        "with all eight tokens home wins; the winner is given as the two colours in seat order.",
    ]


def _power(r: "Rules") -> list[str]:
    tiles = _list([f"{power.NAMES[kind]} {offset} squares past it"
                   for offset, kind in sorted(power.DEFAULT_OFFSETS.items())])
    if not r.power:
        return ["Not played (`power=False`). With `power=True` (online's Power mode), bonus tiles lie on "
                "the ring: Double roll, Dice control, Shield and +1 squares."]
    return [
        "Bonus tiles lie on plain ring squares. By default the same four follow each start square: "
        f"{tiles}. A token that ends its move on a tile adds it to the stock of the player who moved (even "
        f"with a partner's token), at most {power.CAP} of each kind; passing over is not enough. A tile "
        "landed on when the stock is full stays on the board. Picked-up tiles come back when the turn "
        "passes to another seat.",
        "One bonus at most per roll. **Double roll** (switched on before rolling): the token moves twice "
        "the face; it is not a six, so it brings no token out and gives no roll for a six, but a capture "
        "or reaching home still gives one. **Dice control** (before rolling): the player picks the face, "
        "and a picked six is an ordinary six. **Shield** (before or after rolling): given to the token "
        "that moves, if it ends on the ring; until its owner's next turn nobody can send it back to its yard, and it "
        "still captures and still counts under the count rule. **+1** is never stored: a token ending its "
        "move on it rolls again at once.",
        "A bonus is spent when it is switched on, even if the roll then finds no move or is a forfeited "
        "six. A Shield given to a token that ends in its home column or at home is spent too. "
        "Other players cannot see a stock.",
    ]


def _timer(r: "Rules") -> list[str]:
    if not r.turn_timer:
        return ["No clock (`turn_timer=0`): a player may take as long as they like."]
    return [f"A person has {r.turn_timer:g} seconds to roll and to move. When the time runs out, a computer "
            "player plays that roll for them; after two missed turns in a row it keeps playing for them "
            "until they tap the die at the start of a turn. The board keeps the clock; the rules engine "
            "has none."]


def _leaving(r: "Rules") -> list[str]:
    if not r.leavers_lose:
        return ["No rule for leaving (`leavers_lose=False`): a seat can be handed to a computer player and "
                "taken back at any time, with no effect on the result."]
    return ["A person may leave a game in progress: a computer player takes their seat. They may come back "
            "while the game runs. If the game ends while they are away they lose: they are ranked after "
            "every seat whose person stayed, whatever their computer player achieved"
            + (", and their partner loses with them." if r.teams else ".")
            + (" A seat that has finished keeps its place; its person may still leave while it plays its"
               " partner's tokens." if r.teams
               else " A seat that has finished keeps its place and does not leave."),
            "A lost connection is not leaving: it reads as missed turns"
            + (" (see Turn timer), and the person takes the seat back by tapping the die." if r.turn_timer
               else ", and the person takes the seat back by playing again.")]


def _options(r: "Rules") -> list[str]:
    from .rules import option_names  # rules imports this module lazily; no cycle at import time

    meanings = field_meanings()
    rows = ["| option | value | meaning |", "| --- | --- | --- |"]
    rows += [f"| `{n}` | `{_value(getattr(r, n))}` | {meanings[n]} |" for n in option_names()]
    return [f"Every option of `Rules.preset(\"{r.edition}\")` and its value here. Any of them can be switched: "
            f"`Rules.preset(\"{r.edition}\", name=value)`.", "\n".join(rows)]


def _rulings(r: "Rules") -> list[str]:
    return [f"- {text}" for text in RULINGS_ALL + RULINGS[r.edition]]


SECTIONS: tuple[tuple[str, Callable[["Rules"], list[str]]], ...] = (
    ("The board", _board),
    ("Players and tokens", _players),
    ("A turn", _turn),
    ("Entering", _entering),
    ("Another roll", _another_roll),
    ("Wasted rolls", _wasted),
    ("Three sixes", _three_sixes),
    ("Safe squares", _safe),
    ("Captures", _captures),
    ("Exact finish", _exact_finish),
    ("Starting aid", _starting_aid),
    ("End of the game", _end),
    ("Teams", _teams),
    ("Power", _power),
    ("Turn timer", _timer),
    ("Leaving", _leaving),
    ("Options", _options),
    ("Our rulings", _rulings),
)

# -- rulings: where an edition's own rules are silent or could be read two ways ---------------

#: Settled the same way for every edition.
RULINGS_ALL: list[str] = [
    "**Scripted faces.** `game.roll(face)` always rolls that face, even when a starting aid would "
    "force a six, and a scripted face other than a six counts as a miss for the aid. The random die "
    "(SplitMix64, one 64-bit word of state) is saved with the game and restored by undo, so a seeded "
    "game replays exactly.",
    "**Extra rolls and bonus faces.** When options give another roll for a face other than six (the "
    "Nepali rule's 1), the rule for a wasted roll treats it like a six; only sixes count toward three "
    "sixes in a row.",
]

#: Settled per edition: the points its own rules leave open, and our reading of them.
RULINGS: dict[str, list[str]] = {
    "classic": [
        "**Who starts.** The edition does not say; red rolls first.",
        "**Ranking.** The game stops at its first finisher; to rank the others we add up how far each "
        "seat's tokens have travelled (ties keep the order of turns from the first roller).",
        "**The one-opens-the-gate setting** is `entry_faces={1, 6}`: a one brings a token out exactly as a "
        "six does but gives no extra roll, and it may move a token on the ring instead.",
    ],
    "strict": [
        "**\"No moves — Pass\"** is what the board shows: the rules engine settles a roll with no move at "
        "once, and the board asks the player to acknowledge it before the next roll appears.",
        "**A wasted six rolls again** and counts toward three sixes: a third six in a row is forfeited "
        "even when it could not have been used anyway.",
        "**Reaching home on a six** gives the six's extra roll, though reaching home alone gives none.",
        "**Ranking.** The game ends at the first finisher; the others are ranked by how far their tokens "
        "have travelled (ties keep the order of turns from red).",
    ],
    "online": [
        "**The count rule** counts the tokens on the square after the move, the arriving one included; "
        "it never applies on a star.",
        "**Tries** count a player's rolls without a move while none of their tokens is out. A Double roll "
        "uses a try like any other roll.",
        "**Playing on.** The last seat left loses; everyone else is ranked in the order they finished.",
        "**The first player** is drawn from the game's seed, so a seeded game repeats.",
        "**Bots for absent players** are not part of the rules engine: the board's turn timer hands a "
        "seat to a computer player, and the Seats row hands any seat over or back.",
        "**Power tiles** lie in the same pattern after every start square, so every seat meets the same "
        "tiles at the same distances; a Shield lasts until the next turn of the player who gave it.",
        "**Power on the board** shows only the stock of the player to act, and none while a computer "
        "player acts. While a Shield could still be given after rolling, a roll's only move waits for the "
        "player instead of playing itself.",
    ],
    "dashain": [
        "**The Nepali rule** is `entry_faces={1, 6}, bonus_faces={1, 6}`: every 1 that is used, to come "
        "out or to move, gives another roll; a 1 that no token can use is lost and the turn passes.",
        "**Who starts** the first game is not given; red rolls first, and each rematch moves the first "
        "roll one seat on.",
        "**Two players** stop with the winner: with one seat left after the first finisher, there is "
        "nobody to play on.",
        "**Doubles** play as teams: a player with all four tokens home keeps rolling on their turns and "
        "moves the partner's tokens.",
    ],
    "paperfox": [
        "**Protected pairs.** Two or more tokens of one colour on a plain square cannot be captured; a "
        "lone token of another colour on the same square still goes back to its yard.",
        "**A six with no move** still gives another roll (the edition says to roll again after a six, "
        "and that the turn passes only on a non-six with no move); it counts toward three sixes.",
        "**The starting aid** counts a player's rolls without a six while every token they move is in the "
        "yard or home; the count carries over between turns and starts again after a six or whenever a "
        "token is out.",
        "**Quick** is `tokens=2`: the same rules with two tokens a seat.",
        "**Who starts.** The edition does not say; red rolls first.",
        "**Ranking.** The game ends at the first finisher; the others are ranked by how far their tokens "
        "have travelled (ties keep the order of turns from the first roller).",
    ],
}


# -- small helpers ---------------------------------------------------------------------------

def field_meanings() -> dict[str, str]:
    """Option -> its meaning, read from the ``Fields:`` list of :class:`Rules`' docstring."""
    from .rules import Rules

    doc = (Rules.__doc__ or "").split("Fields:", 1)[1]
    out: dict[str, str] = {}
    for match in re.finditer(r"^\s{8}(\w+): (.*?)(?=^\s{8}\w+: |\Z)", doc, flags=re.M | re.S):
        out[match.group(1)] = " ".join(match.group(2).split()).replace("``", "`")
    return out


def _faces(faces: frozenset[int]) -> str:
    words = [f"a {f}" for f in sorted(faces)]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _list(items: list[str], last: str = "and") -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


def _value(value: object) -> str:
    if isinstance(value, frozenset):
        return "{" + ", ".join(str(v) for v in sorted(value)) + "}"
    return f'"{value}"' if isinstance(value, str) else repr(value)

