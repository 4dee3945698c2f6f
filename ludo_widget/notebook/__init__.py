"""What serves the notebook: the anywidget board, the intents it accepts, computer seats, online's
turn timer, the scenario player and the snapshot the front end draws.

``LudoWidget`` is imported from :mod:`ludo_widget` (``from ludo_widget import LudoWidget``).
"""
