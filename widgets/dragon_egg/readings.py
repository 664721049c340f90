"""Our readings of The Luminous Dragon Egg that several pages state, written once.

The lessons and the play app say when a bracelet may be handed back, how building goes and what
using the egg shows in the same words: the sentences live here, the pages show them from this
module, and tests check them against the engine (``engines.dragon_egg``: a bracelet is a legal
action only while the seat has not placed its sets, and not during the rebuild after the egg unless
the variant ``Rules(rebuild_draws=True)`` is on).
"""

from __future__ import annotations

BRACELET_WHEN = (
    "At the start of each round, the players take turns to hand back bracelets. You may hand one back only "
    "on your turn, before you place your two sets, and you draw one card for each bracelet handed back. "
    "Once your turn has passed, it is too late for this round."
)
"""When a Sage's Bracelet may be handed back (our reading DE-5), as every page says it; how the turns go
is DE-T1 (the order of the deal, one player's turn after another). The rebuild
after the egg is a question of its own (our reading DE-7), which lesson 5 settles."""

BRACELET_WHY = (
    "With one fixed moment, nobody argues about when, and everyone sees who hands back; the turns settle who "
    "draws first when the cards run short."
)
"""Why DE-5 fixes that one moment, in the same words in lesson 4 and on the rulings page. Each page says
first why "at any time" is read as "before you place your sets": a card drawn after you have placed can no
longer go into your sets."""

BUILD_WAIT = "Anyone may place their sets whenever they like; after placing, a player hands back no more this round."
"""When a player places (our readings DE-5 and DE-T1), the words lessons 4 and 6 and the rulings page each say
word for word, with or after saying that the players take turns, in the order of the deal, to hand back bracelets. It claims no more than the engine
enforces: any player still to place may place, whether or not the other players have had their turns, and nobody
hands a bracelet back after placing; the engine's games take the players in the order of the deal."""

EGG_USE = (
    "The holder names the Far or the Near; every other player turns that set face up for the whole "
    "table, and only that one. It stays face up and is not turned up again when the sets are revealed "
    "for the scoring. Then the holder takes back both of their own sets and builds again "
    "from the same hand: the card kept at first may now go into a set, and another be kept instead."
)
"""What using the egg shows (our reading DE-7): the named set, Far or Near, of each other player."""
