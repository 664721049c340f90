"""A saved Dragon Egg game: its fields and what each may hold, writing and reading them, the invariants.

``SAVED`` declares every saved field once; loading checks each value against it before
:func:`fields_from_json` converts them, and :func:`validate` then checks what no single
field shows: every card in one place, the bracelets adding up, the fields fitting the phase.
"""

from __future__ import annotations

from typing import Any

from .. import InvalidInput
from ..boundary import quote
from ..core import seat_name
from ..fields import (PLAYER_COUNT, Field, list_of, maybe, one_of, per_seat, record, seat_field, true_or_false,
                      whole, words)
from .actions import Build, parse_action
from .cards import BY_TOKEN, CARDS, COPIES, TOKEN
from .rules import (BRACELET_SUPPLY, BUILD, DISCARD, EGG, END_REASONS, OVER, PHASES, Rules, allowed_pair,
                    must_discard)


def _reads_as_build(text: Any) -> bool:
    """Whether saved text is two placed sets in notation, like ``R7 R* | B2 B3``."""
    try:
        return type(text) is str and type(parse_action(text)) is Build
    except InvalidInput:
        return False


_CARD = one_of("card", TOKEN, "that must be a card token such as R7 or B*")
_BUILD = Field("placed sets", lambda v, n: _reads_as_build(v),
               lambda n: "that must be two sets written like 'R7 R* | B2 B3'")
_SCORE = whole("set score", 0, lambda n: n - 1)

SAVED: dict[str, Field] = {
    "players": PLAYER_COUNT,
    "revelation": one_of("Revelation variant", ("default", "strict")),
    "rebuild_draws": true_or_false("rebuild_draws variant"),
    "deck": list_of("deck", _CARD),
    "discard": list_of("discard pile", _CARD),
    "hands": per_seat("hands", list_of("hand", _CARD)),
    "money": per_seat("money", whole("money")),
    "bracelets": per_seat("bracelets", whole("number of bracelets", 0, BRACELET_SUPPLY)),
    "supply": whole("bracelet supply", 0, BRACELET_SUPPLY),
    "egg_holder": seat_field("egg holder", nobody=True),
    "egg_used_by": seat_field("seat that used the egg", nobody=True),
    "egg_target": maybe(one_of("set named with the egg", ("far", "near"))),
    "shown": per_seat("shown sets", maybe(words("shown set", TOKEN, 2, 2))),
    "builds": per_seat("placed sets", maybe(_BUILD)),
    "last": maybe(record("last scoring", per_seat("last placed sets", _BUILD),
                         per_seat("last Far scores", _SCORE), per_seat("last Near scores", _SCORE))),
    "round": whole("round", 1),
    "phase": one_of("phase", PHASES),
    "end_reason": maybe(one_of("end reason", END_REASONS)),
}
"""Every saved field of a Dragon Egg game, in the order they are checked."""


def fields_to_json(state: Any) -> dict:
    """Every field of the game as JSON-compatible data (cards as tokens, sets as notation)."""
    last = None
    if state.last is not None:
        builds, far_scores, near_scores = state.last
        last = [[str(b) for b in builds], list(far_scores), list(near_scores)]
    return {
        "players": state.players, "revelation": state.rules.revelation,
        "rebuild_draws": state.rules.rebuild_draws,
        "deck": [TOKEN[i] for i in state.deck], "discard": [TOKEN[i] for i in state.discard],
        "hands": [[TOKEN[i] for i in h] for h in state.hands], "money": list(state.money),
        "bracelets": list(state.bracelets), "supply": state.supply,
        "egg_holder": state.egg_holder, "egg_used_by": state.egg_used_by,
        "egg_target": state.egg_target, "shown": list(state.shown),
        "builds": [None if b is None else str(b) for b in state.builds],
        "last": last, "round": state.round, "phase": state.phase, "end_reason": state.end_reason,
    }


def _indices(cards: list[str]) -> list[int]:
    """Card indices of saved tokens."""
    return [BY_TOKEN[t].index for t in cards]


def fields_from_json(state: Any, data: dict) -> None:
    """Set an empty state's fields from saved data already checked against ``SAVED``."""
    state.rules = Rules(data["revelation"], data["rebuild_draws"])
    state.deck, state.discard = _indices(data["deck"]), _indices(data["discard"])
    state.hands = [sorted(_indices(h)) for h in data["hands"]]
    state.money, state.bracelets, state.supply = data["money"], data["bracelets"], data["supply"]
    state.egg_holder, state.egg_used_by, state.egg_target = data["egg_holder"], data["egg_used_by"], data["egg_target"]
    state.shown = data["shown"]
    state.builds = [None if b is None else parse_action(b) for b in data["builds"]]
    state._unplaced = [seat for seat, b in enumerate(state.builds) if b is None]
    last = data["last"]
    state.last = None if last is None else ([parse_action(b) for b in last[0]], last[1], last[2])
    state.round, state.phase, state.end_reason = data["round"], data["phase"], data["end_reason"]


def _phase_fits(state: Any) -> bool:
    """Whether the saved phase fits the placed sets, the hands, the egg and the end."""
    phase, placed = state.phase, [b is not None for b in state.builds]
    if phase != OVER and state.end_reason is not None:
        return False
    if phase == BUILD:  # a seat still to place holds the four cards its sets need
        return not all(placed) and all(len(h) >= 4 or p for h, p in zip(state.hands, placed))
    if phase == EGG:
        return all(placed) and state.egg_holder is not None and state.egg_used_by is None
    if phase == DISCARD:
        return not any(placed) and any(must_discard(len(h)) for h in state.hands)
    return state.end_reason in END_REASONS and bool(state.events) and state.events[-1][0] == "end"


def validate(state: Any) -> None:
    """Raise ``InvalidInput`` unless the loaded game is one the rules can reach."""
    places = state.deck + state.discard + [i for h in state.hands for i in h]
    places += [i for b in state.builds if b is not None for i in b.indices]
    counts = [0] * len(CARDS)
    for i in places:
        counts[i] += 1
    if counts != [COPIES] * len(CARDS):
        wrong = [f"{TOKEN[i]} x{c}" for i, c in enumerate(counts) if c != COPIES]
        raise InvalidInput(
            f"A saved game must hold each of the 16 cards exactly {COPIES} times across the "
            f"deck, discards, hands and placed sets; this one has {', '.join(wrong[:4])}.")
    if state.supply + sum(state.bracelets) != BRACELET_SUPPLY:
        raise InvalidInput(f"The bracelets in the supply and in front of players must add up to "
                           f"{BRACELET_SUPPLY} (DE-5).")
    if (state.egg_target is None) != (state.egg_used_by is None):
        raise InvalidInput("The saved egg use is damaged: a target (far or near) goes with the seat that used it.")
    for seat, build in enumerate(state.builds):
        if build is not None and not all(allowed_pair(*pair, state.rules) for pair in build):
            raise InvalidInput(f"{seat_name(seat)}'s placed sets {build} break the set rules (DE-1, DE-2).")
    if not _phase_fits(state):
        raise InvalidInput(f"The saved phase {quote(state.phase)} does not fit the rest of the game "
                           "(placed sets, hands, egg and end).")
