"""A Kirin game saved as JSON: the saved fields, writing and reading them, and the checks across them.

Cards are saved as space-joined tokens, the order as ``"ascending"`` / ``"descending"``,
the phase as its name. ``from_json`` (in the core) checks every field against ``SAVED``;
``validate`` then checks what no single field shows: every card in one place, the
finished tricks replayed by the rules (KI-5, KI-6), the fields fitting the phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines import InvalidInput
from engines.core import (PLAYER_COUNT, SEAT, Field, join_and, list_of, maybe, one_of, per_seat, quote, record,
                          seat_name, whole, words)

from .cards import FULL_MASK, TOKENS, mask_of, parse_cards, tokens_of
from .rules import (DECLARE, HAND_SIZE, KIRIN_MASK, MOST_ROUNDS, ORDERS, OVER, PHASES, PLAY, PLAYERS,
                    TRICKS_PER_ROUND, Rules, join_or, order_index, order_index_after, playable, trick_outcome)

if TYPE_CHECKING:  # the state imports this module
    from .state import State

_ORDER = one_of("order", [order.value for order in ORDERS])
_RULES = Field("rules", lambda v, n: type(v) is dict and set(v) == {"rounds"}
               and type(v["rounds"]) is int and 1 <= v["rounds"] <= MOST_ROUNDS,
               lambda n: "that must be {'rounds': n}, the one Kirin variant, with n a whole number from 1 "
                         f"to {MOST_ROUNDS}")


def _cards(what: str, least: int = 0, most: int = 36) -> Field:
    """Card tokens separated by spaces, ``least`` to ``most`` of them."""
    return words(what, TOKENS, least, most)


SAVED: dict[str, Field] = {
    "players": PLAYER_COUNT,
    "rules": _RULES,
    "round": whole("round", 1),
    "phase": one_of("phase", PHASES),
    "order": _ORDER,
    "leader": SEAT,
    "turn": whole("turn", -1, lambda n: n - 1, "that must be a seat 0 to 3, or -1 outside the play phase"),
    "hands": per_seat("hands", _cards("hand", 0, HAND_SIZE)),
    "declared": per_seat("declarations", maybe(_cards("declaration", 1, 1))),
    "trick": _cards("current trick", 0, PLAYERS - 1),
    "won": per_seat("won piles", _cards("won cards")),
    "aside": _cards("cards put aside"),
    "tricks": list_of("finished tricks", record("finished trick", SEAT, _cards("cards", PLAYERS, PLAYERS),
                                                whole("winner", -1, lambda n: n - 1), _ORDER),
                      most=TRICKS_PER_ROUND),
    "totals": per_seat("totals", whole("total")),
    "history": list_of("round history", record("round", _cards("declarations", PLAYERS, PLAYERS),
                                               per_seat("points", whole("points", 0, TRICKS_PER_ROUND)))),
}
"""Every saved field of a Kirin game beside ``game``, ``rng`` and ``events``, in the order they are checked."""


def _ids(text: str) -> list[int]:
    """The card ids of saved tokens (a card given twice is refused)."""
    return [card.id for card in parse_cards(text)]


def _text(ids) -> str:
    """Card ids as saved: space-joined tokens."""
    return " ".join(TOKENS[c] for c in ids)


def fields_to_json(state: "State") -> dict:
    """Every field of ``SAVED`` as JSON-native data (cards as space-joined tokens)."""
    return {
        "players": state.players,
        "rules": {"rounds": state.rules.rounds},
        "round": state.round,
        "phase": state.phase,
        "order": ORDERS[state.order].value,
        "leader": state.leader,
        "turn": state.turn,
        "hands": [" ".join(tokens_of(h)) for h in state.hands],
        "declared": [None if d < 0 else TOKENS[d] for d in state.declared],
        "trick": _text(state.trick),
        "won": [" ".join(tokens_of(w)) for w in state.won],
        "aside": " ".join(tokens_of(state.aside)),
        "tricks": [[leader, _text(cards), winner, ORDERS[order].value]
                   for leader, cards, winner, order in state.tricks],
        "totals": list(state.totals),
        "history": [[_text(declared), list(points)] for declared, points in state.history],
    }


def fields_from_json(state: "State", data: dict) -> None:
    """Set the fields of an empty state from saved data already checked against ``SAVED``."""
    state.rules = Rules(rounds=data["rules"]["rounds"])
    state.round = data["round"]
    state.phase = data["phase"]
    state.order = order_index(data["order"])
    state.leader = data["leader"]
    state.turn = data["turn"]
    state.hands = [mask_of(parse_cards(h)) for h in data["hands"]]
    state.declared = [-1 if d is None else _ids(d)[0] for d in data["declared"]]
    state.trick = _ids(data["trick"])
    state.won = [mask_of(parse_cards(w)) for w in data["won"]]
    state.aside = mask_of(parse_cards(data["aside"]))
    state.tricks = [(leader, tuple(_ids(cards)), winner, order_index(order))
                    for leader, cards, winner, order in data["tricks"]]
    state.totals = list(data["totals"])
    state.history = [(tuple(_ids(declared)), tuple(points)) for declared, points in data["history"]]


def _every_card_in_one_place(state: "State") -> None:
    """KI-1: each of the 36 cards is in exactly one place: a hand, a declaration, the trick, a won pile, set aside."""
    places = [*state.hands, *(1 << d for d in state.declared if d >= 0),
              *(1 << c for c in state.trick), *state.won, state.aside]
    seen = 0
    for mask in places:
        if seen & mask:
            raise InvalidInput(f"This saved Kirin game has {' '.join(tokens_of(seen & mask))} in two places; "
                               "every card is in exactly one place.")
        seen |= mask
    if seen != FULL_MASK:
        raise InvalidInput(f"This saved Kirin game has lost cards: {' '.join(tokens_of(FULL_MASK & ~seen))}.")


def _replay_tricks(state: "State") -> None:
    """KI-5, KI-6: the finished tricks, replayed from the round's first lead, give the piles, order and leader."""
    order, leader = 0, (state.round - 1) % PLAYERS
    won, aside = [0] * PLAYERS, 0
    for i, (trick_leader, cards, winner, trick_order) in enumerate(state.tricks):
        if trick_leader != leader or trick_order != order:
            raise InvalidInput(f"Finished trick {i + 1} does not follow from the tricks before it: "
                               f"it should be led by seat {leader} in {ORDERS[order].value} order.")
        best_at, mask = trick_outcome(cards, order)
        expected = -1 if best_at < 0 else (leader + best_at) % PLAYERS
        if winner != expected:
            raise InvalidInput(f"Finished trick {i + 1} names the wrong winner (KI-5).")
        if winner < 0:
            aside |= mask
        else:
            won[winner] |= mask
            leader = winner
        if mask & KIRIN_MASK:
            order = order_index_after(cards, order)[0]
    if won != state.won or aside != state.aside:
        raise InvalidInput("The won piles and the cards put aside do not match the finished tricks.")
    if state.phase == OVER and state.tricks:  # the last trick ends the game before a new lead
        leader = state.tricks[-1][0]
    if state.order != order or state.leader != leader:
        raise InvalidInput("The order in force or the leader does not match the finished tricks (KI-5, KI-6).")


def _fits_the_phase(state: "State") -> bool:
    """Hand sizes, declarations, tricks, whose turn and the round history as the phase has them (KI-7)."""
    declared = [d >= 0 for d in state.declared]
    sizes = [h.bit_count() for h in state.hands]
    done = len(state.tricks)
    rounds_done = len(state.history)
    if state.phase == DECLARE:
        return (done == 0 and not state.trick and state.turn == -1 and not all(declared)
                and sizes == [HAND_SIZE - d for d in declared] and rounds_done == state.round - 1)
    if state.phase == PLAY:
        played = {(state.leader + i) % PLAYERS for i in range(len(state.trick))}
        return (all(declared) and done < TRICKS_PER_ROUND and rounds_done == state.round - 1
                and state.turn == (state.leader + len(state.trick)) % PLAYERS
                and sizes == [TRICKS_PER_ROUND - done - (s in played) for s in range(PLAYERS)])
    return (all(declared) and done == TRICKS_PER_ROUND and not state.trick and state.turn == -1
            and state.round == state.rules.rounds and rounds_done == state.rules.rounds
            and state.history[-1] == (tuple(state.declared), state.points_this_round()))


def _no_revoke_in_the_trick(state: "State") -> None:
    """KI-4: each card of the current trick after the lead was one its player could play then."""
    for i, card in enumerate(state.trick[1:], 1):
        seat = (state.leader + i) % PLAYERS
        held = state.hands[seat] | 1 << card
        if not playable(held, state.trick[:i], state.order) >> card & 1:
            allowed = tokens_of(playable(held, state.trick[:i], state.order))
            raise InvalidInput(f"In the current trick {seat_name(seat)} played {TOKENS[card]}, but the follow "
                               f"rule (KI-4) obliged {join_or(allowed)}.")


_CARD_ID = {token: i for i, token in enumerate(TOKENS)}


def _reveals_agree(state: "State") -> None:
    """Each reveal line names the round's four declarations (KI-7): four different cards, none of them a card
    the log shows played that round, and the very cards the saved round history holds for that round."""
    round_, played = None, {}
    for line, (kind, *data) in enumerate(state.events, 1):
        if kind == "deal":
            round_, played = data[0], {}
        elif kind == "play":
            played[data[1]] = data[0]
        elif kind == "reveal":
            _check_reveal(state, line, data[0], data[1].split(), round_, played)


def _check_reveal(state: "State", line: int, number: int, cards: list, round_: int | None, played: dict) -> None:
    """One reveal line against the deck, the log before it and the saved round history (KI-1, KI-7)."""
    where = f"Line {line} of the saved log reveals the declarations of round {number}"
    twice = sorted({card for card in cards if cards.count(card) > 1})
    if twice:
        raise InvalidInput(f"{where} as {quote(' '.join(cards))}, naming {join_and(twice)} for more than one seat; "
                           "the deck holds one of each card, so the four declarations are four different cards.")
    if round_ is not None and number != round_:
        raise InvalidInput(f"{where}, but it follows the deal of round {round_}; a reveal names the declarations "
                           "of the round just played.")
    for seat, card in enumerate(cards):
        if card in played:
            raise InvalidInput(f"{where} with {seat_name(seat)}'s declaration as {card}, but the log says "
                               f"{seat_name(played[card])} played {card} that round; a declared card stays face "
                               "down until the round ends.")
    if number > len(state.history):
        raise InvalidInput(f"{where}, but the position has finished only {len(state.history)} round"
                           f"{'' if len(state.history) == 1 else 's'}; only a finished round is revealed.")
    saved = _text(state.history[number - 1][0])
    if " ".join(cards) != saved:
        raise InvalidInput(f"{where} as {quote(' '.join(cards))}, but the saved round history has {quote(saved)} "
                           "declared that round; the reveal names the cards each seat declared.")


def log_agrees(state: "State") -> None:
    """The log agrees with the position: its round's deal is this round, the cards it says were played
    this round are out of every hand, the seats it says declared have declared, and the totals it
    announces (after a round, at the end) are the saved totals (KI-7)."""
    events = state.events
    deals = [i for i, e in enumerate(events) if e[0] == "deal"]
    if deals and events[deals[-1]][1] != state.round:
        raise InvalidInput(f"The saved log's last deal is of round {events[deals[-1]][1]}, but the position is "
                           f"in round {state.round}.")
    held = 0
    for hand in state.hands:
        held |= hand
    for event in events[deals[-1] + 1 if deals else 0:]:
        if event[0] == "play" and held >> _CARD_ID[event[2]] & 1:
            raise InvalidInput(f"The saved log says {seat_name(event[1])} played {event[2]}, but the position "
                               "has that card in a hand.")
        if event[0] == "declare" and state.declared[event[1]] < 0:
            raise InvalidInput(f"The saved log says {seat_name(event[1])} declared, but the position has no "
                               "declaration of theirs.")
    last = {e[1]: e[4] for e in events if e[0] == "score"}  # a seat's total stands until its next score
    for seat, total in last.items():
        if total != state.totals[seat]:
            raise InvalidInput(f"The saved log gives {seat_name(seat)} a total of {total}, but the position's "
                               f"total is {state.totals[seat]} (KI-7).")
    ends = [e for e in events if e[0] == "end"]
    if ends and ends[-1][1] != " ".join(map(str, state.totals)):
        raise InvalidInput(f"The saved log ends with totals {quote(ends[-1][1])}, but the position's are "
                           f"{' '.join(map(str, state.totals))} (KI-7).")
    _reveals_agree(state)


def validate(state: "State") -> None:
    """Raise ``InvalidInput`` unless the loaded state is one a real game could have reached."""
    if state.round > state.rules.rounds:
        raise InvalidInput(f"The saved round is {state.round}, but this game has {state.rules.rounds} rounds.")
    _every_card_in_one_place(state)
    _replay_tricks(state)
    _no_revoke_in_the_trick(state)
    if not _fits_the_phase(state):
        raise InvalidInput(f"This saved Kirin game does not fit its phase ({state.phase}): the hand sizes, "
                           "the declarations, the tricks or whose turn it is are not what the rules give.")
    if [sum(points[s] for _, points in state.history) for s in range(PLAYERS)] != state.totals:
        raise InvalidInput("The saved totals are not the sums of the rounds' points (KI-7).")
