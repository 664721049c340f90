"""Our readings of The Luminous Dragon Egg that several pages state, written once.

Lessons 4 and 5 and the play app used to describe the moment a bracelet may be
returned in three different ways (issue 12). The sentence now lives here; the
pages show it from this module, and tests check it against the engine
(``engines.dragon_egg``: a bracelet is a legal action only while the seat has not
placed its sets, and not during the rebuild after the egg unless the variant
``Rules(rebuild_draws=True)`` is on).
"""

from __future__ import annotations

BRACELET_WHEN = (
    "At the start of building, the players take turns to hand back bracelets. You may hand one back only "
    "on your turn, before you place your two sets, and you draw one card for each bracelet handed back. "
    "Once your turn has passed, it is too late for this round."
)
"""When a Sage's Bracelet may be handed back (our reading DE-5), as every page says it; how the turns go
is DE-T1 (the order of the deal, one player's turn after another). The rebuild
after the egg is a question of its own (our reading DE-7), which lesson 5 settles."""

BUILD_WAIT = (
    "Everyone builds in secret. The only wait is for bracelets: you place your sets after your own turn to hand "
    "them back, so a player late in the order waits until the players before them have had their turns."
)
"""How building goes (our readings DE-5 and DE-T1), one sentence that lessons 1, 4 and 6 and the rulings page
each say word for word: the engine lets every player still to place hand back bracelets and then place, and
its games take the players in the order of the deal."""

BRACELET_READING = (
    "> **Our reading (DE-5).** The rulebook says \u201cat any time\u201d. We fix one moment, the start of "
    "building: a card drawn after your sets are placed could not go into this round's sets. Nobody hands "
    "back a bracelet at any other moment. "
    + BRACELET_WHEN + " How the turns go: DE-T1."
)
"""The same rule as a reading box (Markdown), with what the rulebook says."""

REBUILD_DRAWS_VARIANT = (
    "> **Variant: draws during the rebuild.** The rulebook's \u201cat any time\u201d can also be read "
    "to let the egg's holder hand bracelets back while rebuilding after the egg, and draw for "
    "them. The table below shows both readings side by side."
)
"""The variant of DE-7 that lets the egg's holder draw while rebuilding (Markdown)."""

EGG_USE = (
    "The holder names the Far or the Near; every other player turns that set face up for the whole "
    "table, and only that one. It stays face up and is not turned up again when the sets are revealed for the scoring. Then the holder takes back both of their own sets and builds again "
    "from the same hand: the card kept at first may now go into a set, and another be kept instead."
)
"""What using the egg shows (our reading DE-7): the named set, Far or Near, of each other player."""
