"""A saved Dragon Egg game: its fields and what each may hold, writing and reading them, the invariants.

``SAVED`` declares every saved field once; loading checks each value against it before
:func:`fields_from_json` converts them, and :func:`validate` then checks what no single
field shows: every card in one place, the bracelets adding up, the fields fitting the phase,
the last scoring and the end as the rules give them.
"""

from __future__ import annotations

from typing import Any

from .. import InvalidInput
from ..boundary import quote
from ..core import join_and, seat_name
from ..fields import (PLAYER_COUNT, Field, list_of, maybe, one_of, per_seat, record, seat_field,
                      true_or_false, whole, words)
from .actions import SET_POWER, Build, parse_action
from .cards import BY_TOKEN, CARDS, COPIES, TOKEN, tokens
from .log import COMPACT, written_out
from .rules import (BRACELET_SUPPLY, BUILD, DISCARD, EGG, END_REASONS, HAND_SIZE, OVER, PHASES, Rules,
                    allowed_pair, earnings_of, must_discard, set_scores, threshold, zero_earners)


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
    state.money, state.bracelets, state.supply = list(data["money"]), list(data["bracelets"]), data["supply"]
    state.egg_holder, state.egg_used_by, state.egg_target = data["egg_holder"], data["egg_used_by"], data["egg_target"]
    state.shown = list(data["shown"])
    state.builds = [None if b is None else parse_action(b) for b in data["builds"]]
    state._unplaced = [seat for seat, b in enumerate(state.builds) if b is None]
    last = data["last"]
    state.last = None if last is None else ([parse_action(b) for b in last[0]], list(last[1]), list(last[2]))
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


def _counts(cards: list[int]) -> list[int]:
    """How many times each card index is among ``cards``."""
    counts = [0] * len(CARDS)
    for i in cards:
        counts[i] += 1
    return counts


def _hands_fit_the_phase(state: Any) -> None:
    """DE-6: a round starts with 5 cards each; placing takes 4, a bracelet draws 1 (DE-5), the refill 4."""
    if state.phase == OVER:
        return
    for seat, (hand, build) in enumerate(zip(state.hands, state.builds)):
        if state.phase == DISCARD:
            least, why = HAND_SIZE, f"after the refill every hand holds at least {HAND_SIZE} cards (DE-6)"
        elif build is None:
            least, why = HAND_SIZE, f"a player still to place holds the {HAND_SIZE} cards a round starts with (DE-6)"
        else:
            least, why = 1, f"a player who placed 4 of the {HAND_SIZE} cards a round starts with keeps 1 (DE-6)"
        if len(hand) < least:
            raise InvalidInput(f"{seat_name(seat)} holds {len(hand)} card{'s' * (len(hand) != 1)} in the "
                               f"{state.phase} phase, but {why}.")


def _play_goes_on_below_the_threshold(state: Any) -> None:
    """DE-8: the scoring that brings someone to the threshold ends the game."""
    goal = threshold(state.players)
    if state.phase != OVER and max(state.money) >= goal:
        rich = state.money.index(max(state.money))
        raise InvalidInput(f"{seat_name(rich)} has {state.money[rich]} ZOO, at or over the {goal} ZOO that end a "
                           f"{state.players}-player game, yet the game goes on: the scoring that reaches "
                           "it ends the game (DE-8).")


def _nothing_before_the_first_scoring(state: Any) -> None:
    """DE-5, DE-7: until round 1 is scored nobody has money, bracelets or the egg, and no set is shown."""
    if state.round != 1 or state.phase not in (BUILD, EGG):
        return
    held = [what for what, there in (
        ("money", any(state.money)), ("bracelets", any(state.bracelets)),
        ("an egg holder", state.egg_holder is not None),
        ("a use of the egg", state.egg_used_by is not None or any(state.shown)),
        ("a last scoring", state.last is not None), ("discarded cards", bool(state.discard))) if there]
    if held:
        raise InvalidInput(f"In round 1, before the first scoring, nobody has money, bracelets or the egg and "
                           f"no set is shown (DE-5, DE-7); this game has {join_and(held)}.")


def _egg_use_fits(state: Any) -> None:
    """DE-7: the egg's user shows the named set of every other player, then alone rebuilds, the egg in the centre."""
    user, target = state.egg_used_by, state.egg_target
    for seat, shown in enumerate(state.shown):
        if (shown is None) != (user is None or seat == user):
            raise InvalidInput(f"{seat_name(seat)}'s shown set does not fit the use of the egg: when the egg is "
                               "used, every other player shows the named set, and only then (DE-7).")
    if user is None or state.phase != BUILD:
        return
    if state._unplaced != [user] or state.egg_holder is not None:
        raise InvalidInput(f"{seat_name(user)} used the egg this round, so the egg is back in the centre and "
                           f"{seat_name(user)} alone rebuilds while the others' sets stay placed (DE-7).")
    for seat, build in enumerate(state.builds):
        if seat != user and state.shown[seat] != tokens(getattr(build, target)):
            raise InvalidInput(f"{seat_name(seat)} shows {quote(state.shown[seat])}, but their placed "
                               f"{target.capitalize()} is {tokens(getattr(build, target))} (DE-7).")


def _last_scoring_fits(state: Any) -> None:
    """DE-1, DE-3: the last scoring's sets are cards of one deck, and each set scored what it beats or ties."""
    if state.last is None:
        return
    builds, far_scores, near_scores = state.last
    counts = _counts([i for b in builds for i in b.indices])
    if max(counts) > COPIES:
        card = TOKEN[counts.index(max(counts))]
        raise InvalidInput(f"The last scoring shows {card} {max(counts)} times, but the deck has {COPIES} "
                           f"copies of {card}.")
    for seat, build in enumerate(builds):
        if not all(allowed_pair(*pair, state.rules) for pair in build):
            raise InvalidInput(f"{seat_name(seat)}'s sets {build} in the last scoring break the set rules (DE-1).")
    for part, saved, sets in (("Far", far_scores, [b.far for b in builds]),
                              ("Near", near_scores, [b.near for b in builds])):
        scored = set_scores([SET_POWER[pair] for pair in sets])
        if list(saved) != scored:
            raise InvalidInput(f"The last scoring gives the {part} sets {join_and(saved)} points, but they beat "
                               f"or tie {join_and(scored)} other {part} sets (DE-3).")


def _end_fits(state: Any) -> None:
    """DE-8: a game ends for a reason its fields show, and the log's last line says that reason."""
    if state.phase != OVER:
        if any(event[0] == "end" for event in state.events):
            raise InvalidInput(f"The saved log says the game has ended, but its phase is {quote(state.phase)}.")
        return
    reason, money, goal = state.end_reason, state.money, threshold(state.players)
    reached = max(money) >= goal
    if reason == "threshold" and not reached:
        unlike = f"nobody has {goal} ZOO"
    elif reason == "draw" and (reached or state.deck or state.discard):
        unlike = "someone reached the threshold first" if reached else "cards are left to draw"
    elif reason == "bracelets" and (state.last is None
                                    or len(zero_earners(earnings_of(*state.last[1:]))) <= state.supply):
        unlike = "the supply holds a bracelet for every player who earned nothing in the last scoring"
    else:
        unlike = ""
    if unlike:
        raise InvalidInput(f"The game is saved as ended because {END_REASONS[reason]}, but {unlike} (DE-8).")
    end, lines = state.events[-1], len(state.events)  # every line's form is checked before this
    said = written_out((COMPACT, "end", reason, tuple(state.winners()), tuple(money), None))[0]
    if tuple(end[:4]) != said:
        winners = join_and(seat_name(seat) for seat in state.winners())
        raise InvalidInput(f"Line {lines} of the saved log does not say how the game ended: it ended because "
                           f"{END_REASONS[reason]}, with {said[3]} ZOO, and {winners} won (DE-8).")


def log_agrees(state: Any) -> None:
    """The log agrees with the position: its last round is this round, the sets it says a seat placed this
    round (and did not take back) are that seat's placed sets, and the money it announces at the last
    scoring is each seat's money (DE-3, DE-7)."""
    events = state.events
    rounds = [i for i, e in enumerate(events) if e[0] == "round"]
    if rounds and events[rounds[-1]][1] != state.round:
        raise InvalidInput(f"The saved log's last round is {events[rounds[-1]][1]}, but the position is in "
                           f"round {state.round}.")
    if rounds and state.phase in (BUILD, EGG):
        placed: dict = {}
        for event in events[rounds[-1] + 1:]:
            if event[0] == "build":
                placed[event[1]] = tuple(event[2:6])
            elif event[0] == "take_back":
                placed.pop(event[1], None)
        for seat, build in enumerate(state.builds):
            if placed.get(seat) != (None if build is None else build.indices):
                raise InvalidInput(f"The saved log's sets placed by {seat_name(seat)} this round are not the "
                                   "position's placed sets (DE-3).")
    money = {e[1]: e[9] for e in events if e[0] == "score"}
    for seat, amount in money.items():
        if amount != state.money[seat]:
            raise InvalidInput(f"The saved log gives {seat_name(seat)} {amount} money at the last scoring, but "
                               f"the position has {state.money[seat]} (DE-3).")


def validate(state: Any) -> None:
    """Raise ``InvalidInput`` unless the loaded game is one the rules can reach."""
    places = state.deck + state.discard + [i for h in state.hands for i in h]
    places += [i for b in state.builds if b is not None for i in b.indices]
    counts = _counts(places)
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
    _hands_fit_the_phase(state)
    _play_goes_on_below_the_threshold(state)
    _nothing_before_the_first_scoring(state)
    _egg_use_fits(state)
    _last_scoring_fits(state)
    _end_fits(state)
