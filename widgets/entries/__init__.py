"""Each game's entry beside the registry (:mod:`widgets.games`): one module per game, named by its key.

A game's module holds what the gallery shows of it (table sizes, play time, colours, pitch, its own pages)
and its colours by notation letter; :attr:`widgets.games.GameInfo.entry` reads it. They live here, not in
the game's own package ``widgets.<key>``, so the landing page loads no game's modules (the static site
fetches a game's package only for its own pages). Standard library and :mod:`widgets.palette` only.
"""
