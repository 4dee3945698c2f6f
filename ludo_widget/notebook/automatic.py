"""The intents a board's front end sends by itself rather than on a person's click: a computer
seat's step, a roll with one outcome played, the turn timer running out, and the coach's bar
asking for another slice of playouts. Whoever holds the board (a stale picture, the position
editor, a past step shown) drops them silently: nobody asked, so nobody is told no.

>>> "computer_step" in AUTOMATIC and "roll" not in AUTOMATIC
True
"""

AUTOMATIC = frozenset({"computer_step", "auto_move", "timeout", "coach_more"})
