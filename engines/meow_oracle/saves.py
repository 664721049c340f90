"""Saving and loading a Meow Oracle game: the saved fields, their JSON, and the invariants.

:data:`SAVED` says what each saved field may hold (the shared loader checks every field
against it); :func:`fields_to_json` and :func:`fields_from_json` write and read the
fields; :func:`validate` checks what no single field shows: that the loaded state is one
the rules could reach (the scores of finished rounds, the start player of round 2, every
card in exactly one place, the turns of this round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import InvalidInput
from ..core import (PLAYER_COUNT, Field, list_of, one_of, per_seat, quote, record, seat_field, seat_name, whole,
                    words)
from .cards import CARD_BY_TOKEN, CARDS, SQUARES, Card, parse_grid
from .rules import (CHOOSE, DOWN, EMPTY, OVER, PATHS, PHASES, ROUNDS, TURN, Rules, area_score, cards_to_keep,
                    cards_to_turn_up, face_down_mask, face_up_mask, next_start_of, receivers, winner_points_of)

if TYPE_CHECKING:
    from .state import State

__all__ = ["SAVED", "fields_to_json", "fields_from_json", "validate", "square_text"]


_CARD = one_of("card", CARD_BY_TOKEN, "that must be a card token such as R5, G0 or W3")


def _cards(what: str, most: int) -> Field:
    """A list of at most ``most`` card tokens (a card named twice is caught by :func:`validate`)."""
    return list_of(what, _CARD, most=most)


def _by_round(what: str, per_player: Field) -> Field:
    """One entry per finished round (at most two, MO-7), each one ``per_player`` value per seat."""
    return list_of(what, per_seat(what, per_player), most=ROUNDS)


SAVED: dict[str, Field] = {
    "players": PLAYER_COUNT,
    "path": one_of("reading path", PATHS, "that must be 'rows' (MO-1) or 'snake'"),
    "round": whole("round", 1, ROUNDS),
    "first_player": seat_field("first player"),
    "start": seat_field("start player"),
    "active": seat_field("active player"),
    "turn": whole("turn", 0, lambda n: 9 * n),
    "phase": one_of("phase", PHASES),
    "need": whole("number of cards to turn up", 2, 3),
    "grids": per_seat("Areas", list_of("Area", one_of("square", ("", DOWN, *CARD_BY_TOKEN),
                                                       "that must be '', '?' or a card token"), length=9)),
    "aside": per_seat("cards beside the Areas", whole("cards beside an Area", 0, 9)),
    "pool": _cards("unseen cards", len(CARDS)),
    "stacked": _cards("cards to turn up next", len(CARDS)),
    "revealed": _cards("turned-up cards", 3),
    "pending": list_of("placements to make", record("placement to make", seat_field("seat placing a card"),
                                                    _cards("cards to place", 2)), most=3),
    "round_scores": _by_round("round scores", record("round score", whole("run", 0, 9), whole("Point 1", 0, 15),
                                                     whole("Point 2", 0, 16))),
    "round_winner_points": _by_round("winner points of the rounds", whole("winner points", 0, 2)),
    "round_areas": _by_round("final Areas", words("final Area", CARD_BY_TOKEN, 9, 9)),
}
"""Every saved field beside ``game``, ``rng`` and ``events``, in the order they are checked."""


def square_text(cell: Card | str | None) -> str:
    """A square of an Area as saved and observed: a card token, '?' face down, '' empty."""
    if cell is EMPTY:
        return ""
    return cell if cell is DOWN else cell.token


def _square(text: str) -> Card | str | None:
    """The inverse of :func:`square_text`."""
    if text == "":
        return EMPTY
    return DOWN if text == DOWN else CARD_BY_TOKEN[text]


def _tokens(cards: list[Card]) -> list[str]:
    """Cards as their tokens."""
    return [card.token for card in cards]


def fields_to_json(state: State) -> dict:
    """Every saved field as JSON-compatible data (the core adds ``game``, ``rng`` and ``events``)."""
    return {
        "players": state.players, "path": state.rules.path, "round": state.round,
        "first_player": state.first_player, "start": state.start, "active": state.active,
        "turn": state.turn, "phase": state.phase, "need": state.need,
        "grids": [[square_text(cell) for cell in grid] for grid in state.grids],
        "aside": list(state.aside),
        "pool": _tokens(state.pool),
        "stacked": _tokens(state.stacked),
        "revealed": _tokens(state.revealed),
        "pending": [[seat, _tokens(cards)] for seat, cards in state.pending],
        "round_scores": [[list(score) for score in scores] for scores in state.round_scores],
        "round_winner_points": [list(points) for points in state.round_winner_points],
        "round_areas": [list(areas) for areas in state.round_areas],
    }


def fields_from_json(state: State, data: dict) -> None:
    """Set the fields of an empty state from saved data already checked against :data:`SAVED`.

    Nothing of ``data`` is kept: the loaded record keeps its setup, which play must not change.
    """
    state.rules = Rules(path=data["path"])
    state.round, state.first_player, state.start = data["round"], data["first_player"], data["start"]
    state.active, state.turn, state.need = data["active"], data["turn"], data["need"]
    state.phase = PHASES[PHASES.index(data["phase"])]
    state.grids = [[_square(text) for text in grid] for grid in data["grids"]]
    state.down = [face_down_mask(grid) for grid in state.grids]
    state.up = [face_up_mask(grid) for grid in state.grids]
    state.aside = list(data["aside"])
    state.pool = [CARD_BY_TOKEN[t] for t in data["pool"]]
    state.stacked = [CARD_BY_TOKEN[t] for t in data["stacked"]]
    state.revealed = [CARD_BY_TOKEN[t] for t in data["revealed"]]
    state.pending = [(seat, [CARD_BY_TOKEN[t] for t in cards]) for seat, cards in data["pending"]]
    state.round_scores = [[list(score) for score in scores] for scores in data["round_scores"]]
    state.round_winner_points = [list(points) for points in data["round_winner_points"]]
    state.round_areas = [list(areas) for areas in data["round_areas"]]


# ----- the invariants -------------------------------------------------------------------------------

def log_agrees(state: State) -> None:
    """The log agrees with the position: each card it says was placed is face up on that square of that
    Area (this round's Areas, or a finished round's as scored), its rounds are the position's, and the
    round scores and winner points it announces are the saved ones (MO-2..MO-5)."""
    rnd = None
    for event in state.events:
        kind = event[0]
        if kind == "deal":
            rnd = event[1]
            if rnd > state.round:
                raise InvalidInput(f"The saved log deals round {rnd}, but the position is in round {state.round}.")
        elif kind == "place" and rnd is not None:
            seat, token, square = event[1], event[2], SQUARES.index(event[3])
            area = (state.round_areas[rnd - 1][seat].split(" ") if rnd <= len(state.round_areas)
                    else [cell.token if isinstance(cell, Card) else "" for cell in state.grids[seat]])
            if area[square] != token:
                raise InvalidInput(f"The saved log says {seat_name(seat)} placed {token} at {event[3]} in round "
                                   f"{rnd}, but the position has {quote(area[square]) if area[square] else 'no card'} "
                                   "there (MO-5).")
        elif kind in ("score", "winner_points"):
            seat, scored = event[1], event[2]
            if scored > len(state.round_scores):
                raise InvalidInput(f"The saved log scores round {scored}, which the position has not finished.")
            saved = (list(state.round_scores[scored - 1][seat]) if kind == "score"
                     else [state.round_winner_points[scored - 1][seat],
                           sum(points[seat] for points in state.round_winner_points[:scored])])
            if list(event[3:]) != saved:
                raise InvalidInput(f"The saved log's {'round score' if kind == 'score' else 'winner points'} of "
                                   f"{seat_name(seat)} in round {scored} are not the position's (MO-2..MO-4).")


def validate(state: State) -> None:
    """Raise ``InvalidInput`` unless a loaded state is one a real game could have reached."""
    _check_finished_rounds(state)
    _check_every_card_in_one_place(state)
    _check_this_round(state)


def _check_finished_rounds(state: State) -> None:
    """The finished rounds score what their final Areas score (MO-2..MO-4); round 2's start follows (MO-7)."""
    finished = len(state.round_scores)
    if not len(state.round_winner_points) == len(state.round_areas) == finished:
        raise InvalidInput("The saved scores, winner points and final Areas cover different rounds.")
    if finished != (ROUNDS if state.phase == OVER else state.round - 1) or (
            state.phase == OVER and state.round != ROUNDS):
        raise InvalidInput(f"This saved game is in round {state.round} ({state.phase}) but has "
                           f"{finished} scored round(s).")
    path = PATHS[state.rules.path]
    for rnd, (scores, points, areas) in enumerate(
            zip(state.round_scores, state.round_winner_points, state.round_areas), start=1):
        expected = [area_score(parse_grid(area).cells, path) for area in areas]
        if scores != expected or points != winner_points_of([a + l for _, a, l in expected]):
            raise InvalidInput(f"The saved scores of round {rnd} are not what its final Areas score "
                               "(MO-2, MO-3, MO-4).")
    start = state.first_player if state.round == 1 else next_start_of(
        [a + l for _, a, l in state.round_scores[0]], state.first_player)
    if state.start != start:
        raise InvalidInput(f"Round {state.round} must start with seat {start} (MO-7), not seat {state.start}.")


def _check_every_card_in_one_place(state: State) -> None:
    """Each card is face up on an Area, turned up, waiting to be placed, or unseen: exactly one."""
    places = [cell for grid in state.grids for cell in grid if cell.__class__ is Card]
    places += state.revealed + [card for _, cards in state.pending for card in cards] + state.pool
    if sorted(card.index for card in places) != list(range(len(CARDS))):
        counts: dict[str, int] = {}
        for card in places:
            counts[card.token] = counts.get(card.token, 0) + 1
        twice = [token for token, k in counts.items() if k > 1]
        lost = [card.token for card in CARDS if card.token not in counts]
        raise InvalidInput("This saved game has " + (f"{twice[0]} in two places" if twice else
                           f"lost {lost[0]}") + "; every card is in exactly one place.")
    if len(set(state.stacked)) != len(state.stacked) or not set(state.stacked) <= set(state.pool):
        raise InvalidInput("The cards to turn up next must be different unseen cards.")


def _check_this_round(state: State) -> None:
    """Count this round's turns again from its start player (MO-5): whose turn it is, what is turned up,
    what waits to be placed, and how many cards each Area shows face up and keeps face down."""
    n = state.players
    turned = [0] * n   # cards each seat has turned up this round
    placed = [0] * n   # cards placed face up on each seat's Area this round
    active = state.start
    for t in range(state.turn):
        first = t < n
        turned[active] += cards_to_turn_up(n, first)
        placed[active] += cards_to_keep(n, first)
        for to in receivers(active, n):
            placed[to] += 1
        active = (active + 1) % n
    first = state.turn < n
    need, keep = cards_to_turn_up(n, first), cards_to_keep(n, first)
    if state.phase == OVER:
        fits = (state.turn > 0 and state.active == (active - 1) % n and not state.revealed and not state.pending
                and state.need == cards_to_turn_up(n, state.turn - 1 < n)
                and state.round_areas[-1] == [" ".join(square_text(c) for c in grid) for grid in state.grids])
    else:
        fits = state.active == active and state.need == need
        if state.phase == TURN:
            fits = fits and len(state.revealed) < need and not state.pending
            turned[active] += len(state.revealed)
        elif state.phase == CHOOSE:
            fits = fits and len(state.revealed) == need and not state.pending
            turned[active] += need
        else:
            turned[active] += need
            due = [(active, keep)] + [(to, 1) for to in receivers(active, n)]
            waiting = due[len(due) - len(state.pending):]
            fits = (fits and not state.revealed and 0 < len(state.pending) <= len(due)
                    and [s for s, _ in waiting] == [s for s, _ in state.pending]
                    and all(1 <= len(cards) <= k for (_, cards), (_, k) in zip(state.pending, waiting))
                    and all(len(cards) == k for (_, cards), (_, k) in zip(state.pending[1:], waiting[1:])))
            for (seat, k), left in zip(due, [0] * (len(due) - len(state.pending))
                                       + [len(cards) for _, cards in state.pending]):
                placed[seat] += k - left
    if not fits:
        raise InvalidInput(f"This saved game does not fit its turn: turn {state.turn + 1} of round "
                           f"{state.round} ({state.phase}) is not what the rules give (MO-5).")
    for seat in range(n):
        face_up, face_down = state.up[seat].bit_count(), state.down[seat].bit_count()
        if face_up != placed[seat] or face_down + state.aside[seat] != 9 - turned[seat]:
            raise InvalidInput(f"The Area of seat {seat} does not fit the turns so far: it should hold "
                               f"{placed[seat]} face-up cards and {9 - turned[seat]} face-down ones.")
        _check_cards_aside(seat, face_up, state.aside[seat])
    if state.phase == TURN and state.filled == 9 * n:
        raise InvalidInput("Every Area is full, so this round should have been scored.")


def _check_cards_aside(seat: int, face_up: int, aside: int) -> None:
    """A face-down card moves beside the Area only when a card is placed on its square (MO-5),
    so an Area never has more cards beside it than face-up squares."""
    if aside > face_up:
        raise InvalidInput(f"Seat {seat} has {aside} card{'s' if aside != 1 else ''} beside the Area but only "
                           f"{face_up} face-up square{'s' if face_up != 1 else ''}: a face-down card moves beside "
                           "the Area only when a card is placed on its square (MO-5).")
