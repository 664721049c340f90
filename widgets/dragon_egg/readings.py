"""Our readings of The Luminous Dragon Egg that several pages state, written once.

The lessons and the play app say when a bracelet may be handed back, how building goes and what
using the egg shows in the same words: the sentences live here, the pages show them from this
module, and tests check them against the engine (``engines.dragon_egg``: a bracelet is a legal
action only while the seat has not placed its sets, and not during the rebuild after the egg unless
the variant ``Rules(rebuild_draws=True)`` is on).
"""

from __future__ import annotations

BRACELET_WHEN = (
    "You may hand back bracelets only at the start of a round, on your turn, and only before you place your sets."
)
"""When a Sage's Bracelet may be handed back (our reading DE-5), as every page says it; how the turns go
is DE-T1 (the order of the deal, one player's turn after another). The rebuild
after the egg is a question of its own (our reading DE-7), which lesson 5 settles."""

BRACELET_WHY = (
    "Fixed turns mean that nobody argues about when, everyone sees who hands back, and the order settles who "
    "draws first when the cards run short."
)
"""Why DE-5 fixes the turns, on the rulings page (lesson 4 gives only the first reason): a card drawn after you
have placed can no longer go into this round's sets, so "at any time" is not taken literally."""

BUILD_WAIT = (
    "Placing does not wait for a turn: anyone may place whenever ready. Once you have placed, you hand back no "
    "more this round, so placing before your turn means handing back none."
)
"""When a player places (our readings DE-5 and DE-T1), the words lessons 4 and 6 and the rulings page each say
word for word, after saying that the turns to hand back bracelets go round the table once, in the order of the deal. It claims no more than the engine
enforces: any player still to place may place, whether or not the other players have had their turns, and nobody
hands a bracelet back after placing; the engine's games take the players in the order of the deal."""

EGG_USE = (
    "The holder names the Far or the Near; every other player turns that set face up for the whole "
    "table, and only that one. It stays face up and is not turned up again when the sets are revealed "
    "for the scoring. Then the holder takes back both of their own sets and builds again "
    "from the same hand: the card kept at first may now go into a set, and another be kept instead."
)
"""What using the egg shows (our reading DE-7): the named set, Far or Near, of each other player."""
