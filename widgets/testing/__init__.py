"""What the tests of every game's pages share: open a table or a replay, play on, read what the page sends.

Beside :mod:`engines.testing` (the engines' conformance checks), this kit drives the front-ends
of any game in :mod:`widgets.games` by its key, so that a test of a contract (a link opens the
same game, the review rates each choice, the screen is passed between people) is written once
and parametrised over the registry:

* :mod:`widgets.testing.tables`: ``play_table``, ``replay_viewer``, ``arrive`` (what a page's
  link script sends), ``step`` and ``play_to_end`` (the shown person acts through the table),
  ``bot_game`` and ``play_out`` (an engine game played by bots), ``final_state`` of a replay, ``other_game``;
* :mod:`widgets.testing.pages`: ``sent_strings`` (every string a widget tree sends to the
  browser, style sheets aside);
* :mod:`widgets.testing.review`: ``TINY_BUDGET`` and ``press_review`` (a review run at once,
  its rows checked against the seat's decisions).

::

    from widgets.testing import play_table, play_to_end, press_review
    table = play_table(KEYS[-1], seed=3)           # any key of widgets.games.KEYS
    play_to_end(table)
    rows = press_review(table.review, table.state, table.people[0])
"""

from __future__ import annotations

from .pages import sent_strings
from .review import TINY_BUDGET, press_review
from .tables import (address, arrive, bot_game, final_state, other_game, play_out, play_table, play_to_end, random_choice, replay_viewer,
                     seat_counts, step)

__all__ = ["TINY_BUDGET", "address", "arrive", "bot_game", "final_state", "other_game", "play_out", "play_table", "play_to_end",
           "press_review", "random_choice", "replay_viewer", "seat_counts", "sent_strings", "step"]
