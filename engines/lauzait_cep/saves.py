"""Saving and loading a Lauzait Cep! state: the saved fields, and what a loaded game must keep.

:data:`SAVED` says what each saved field may hold; the core checks every field against it
before :func:`fields_from_json` reads them. :func:`validate` then holds the invariants no
single field shows: every piece of the box in one place, hands of nine, bonuses as LC-5
gives them, the board, the day, the scores, the vote and the phase fitting one another, and
the log agreeing with the season and the scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import InvalidInput
from ..core import (PLAYER_COUNT, SEAT, Field, list_of, one_of, per_seat, quote, record, seat_field, seat_name,
                    true_or_false, whole)
from .actions import department
from .board import DESTINATIONS, MOUNTAIN, SQUARE_NAMES, SQUARES, WATER
from .log import DEPARTMENT
from .pieces import JOKER, TOKENS, piece_set, tokens
from .rules import AFTER_HIRE, DAY, HAND_SIZE, MOVE, OVER, PHASES, THIRD, VOTE, Rules, bonus_of, kind_of_values

if TYPE_CHECKING:
    from .state import State

_VARIANTS = frozenset(Rules().as_json())


def _variants_fit(value: Any, players: int) -> bool:
    """Whether saved variants name every field of :class:`Rules`, each with a value it allows."""
    if type(value) is not dict or set(value) != _VARIANTS:
        return False
    try:
        Rules(**value)
    except InvalidInput:
        return False
    return True


_CODE = whole("piece code", 0, JOKER, f"that must be a piece code 0 to {JOKER}")
_SQUARE = whole("square", -1, len(SQUARES) - 1, f"that must be a square 0 to {len(SQUARES) - 1}, or -1 for none")
SAVED: dict[str, Field] = {
    "players": PLAYER_COUNT,
    "rules": Field("variants", _variants_fit,
                   lambda n: "that must name luminous and jokers_for_removed (true or false) and "
                             "stalemate ('last_resort' or 'no_discard')"),
    "season": whole("season", 1, lambda n: n),
    "phase": one_of("phase", PHASES),
    "turn": seat_field("seat to act"),
    "start_seat": seat_field("start seat"),
    "direction": Field("direction", lambda v, n: type(v) is int and (v == 1 or (v == -1 and n > 2)),
                       lambda n: "that must be 1" + (" or -1" if n > 2 else " (G9)")),
    "day": whole("day", 1),
    "dissolved": true_or_false("dissolved today"),
    "formed": true_or_false("formed today"),
    "board": list_of("board", whole("piece on a square", -1, JOKER,
                                    f"that must be a piece code 0 to {JOKER}, or -1 for the empty square"),
                     length=len(SQUARES)),
    "empty": _SQUARE,
    "pending": whole("discarded piece", -1, JOKER, f"that must be a piece code 0 to {JOKER}, or -1 for none"),
    "landing": _SQUARE,
    "hidden": per_seat("concealed pieces", list_of("hand", _CODE, most=HAND_SIZE)),
    "revealed": per_seat("revealed departments",
                         list_of("departments", record("department", DEPARTMENT, whole("bonus")), most=3)),
    "face_down": list_of("face-down pieces", _CODE),
    "luminous": whole("luminous piece", -1, JOKER, f"that must be a piece code 0 to {JOKER}, or -1 for none"),
    "score": per_seat("scores", whole("score")),
    "proposed": per_seat("proposals to end", true_or_false("proposal")),
    "accepted": list_of("seats that accepted", SEAT, most=lambda n: n - 2),
}
"""Every saved field of a state with what it may hold (the saved JSON's shape)."""

_SCALARS = ("season", "phase", "turn", "start_seat", "direction", "day", "dissolved", "formed", "empty",
            "pending", "landing", "luminous")


def fields_to_json(state: State) -> dict:
    """Every field of :data:`SAVED` as JSON data."""
    return {
        "players": state.players,
        "rules": state.rules.as_json(),
        "season": state.season, "phase": state.phase, "turn": state.turn,
        "start_seat": state.start_seat, "direction": state.direction, "day": state.day,
        "dissolved": state.dissolved, "formed": state.formed,
        "board": list(state.board), "empty": state.empty,
        "pending": state.pending, "landing": state.landing,
        "hidden": [list(h) for h in state.hidden],
        "revealed": [[[tokens(d), b] for d, b in r] for r in state.revealed],
        "face_down": list(state.face_down), "luminous": state.luminous,
        "score": list(state.score),
        "proposed": list(state.proposed), "accepted": list(state.accepted),
    }


def fields_from_json(state: State, data: dict) -> None:
    """Set the empty state's fields from saved data already checked against :data:`SAVED`; the
    state shares no list with the data (a game record keeps its setup as it was)."""
    state.rules = Rules(**data["rules"])
    for name in _SCALARS:
        setattr(state, name, data[name])
    state.board = list(data["board"])
    state.index_board()
    state.hidden = [list(h) for h in data["hidden"]]
    state.revealed = [[(department(text), bonus) for text, bonus in r] for r in data["revealed"]]
    state.face_down, state.score = list(data["face_down"]), list(data["score"])
    state.proposed, state.accepted = list(data["proposed"]), list(data["accepted"])


def validate(state: State) -> None:
    """Refuse a loaded game the rules cannot reach: the box's pieces, squares and phase must agree."""
    n, board, phase = state.players, state.board, state.phase
    if state.luminous >= 0 and not state.rules.luminous:
        raise InvalidInput("The saved luminous piece must be -1: this game is played without it (LC-9).")
    pieces = [c for c in board if c >= 0] + state.face_down + [c for h in state.hidden for c in h]
    pieces += [p.code for r in state.revealed for dept, _ in r for p in dept]
    pieces += [state.luminous] if state.luminous >= 0 else []
    if sorted(pieces) != sorted(piece_set(n)):
        raise InvalidInput(f"A saved game must hold exactly the {len(piece_set(n))} pieces of a "
                           f"{n}-player box, each in one place; this one does not.")
    for seat in range(n):
        size = len(state.hidden[seat]) + 3 * len(state.revealed[seat])
        if size != HAND_SIZE - (phase == MOVE and seat == state.turn):
            raise InvalidInput(f"{seat_name(seat)}'s saved hand has {size} pieces, not {HAND_SIZE}.")
        for dept, bonus in state.revealed[seat]:
            values = [p.value for p in dept]
            if kind_of_values(values) is None:
                raise InvalidInput(f"{quote(tokens(dept))} is not a department (LC-5).")
            if bonus != bonus_of(values, sum(p.is_joker for p in dept)):
                raise InvalidInput("A formed department's saved bonus must be the one LC-5 gives it.")
    _check_board(state)
    _check_day(state)
    _check_vote(state)
    _check_season_one_scores(state)
    three = len(state.revealed[state.turn]) == 3  # all nine revealed: only the declaration is left
    fits = {DAY: not three, MOVE: not three, AFTER_HIRE: not three, THIRD: three and state.formed,
            VOTE: not three and not state.dissolved and not state.formed and state.proposed[state.turn]}
    if phase == OVER:
        _check_the_end(state)
    elif not fits[phase]:
        raise InvalidInput(f"The saved phase {quote(phase)} does not fit the board, the "
                           "hands and the pieces in play.")
    _check_log_agrees(state)


def _check_board(state: State) -> None:
    """One empty square between days; none during the hire, with the discard on its landing square."""
    board = state.board
    empties = [s for s in SQUARES if board[s] < 0]
    if state.phase == MOVE:
        fits = (state.empty == -1 and not empties and state.landing >= 0 and state.pending >= 0
                and board[state.landing] == state.pending)
    else:
        fits = state.pending == -1 and state.landing == -1 and empties == [state.empty]
    if not fits:
        raise InvalidInput(f"The saved phase {quote(state.phase)} does not fit the board, the "
                           "hands and the pieces in play.")


def _check_vote(state: State) -> None:
    """The seats that accepted answered in turn order, during a vote (LC-10, G10)."""
    n, accepted = state.players, state.accepted
    voters = [(state.turn + state.direction * (i + 1)) % n for i in range(n - 1)]
    if accepted != voters[:len(accepted)] or (accepted and state.phase != VOTE):
        raise InvalidInput("The saved vote on ending the game does not follow the turn order "
                           "(LC-10).")


def _check_day(state: State) -> None:
    """Days pass from the start seat in the season's direction, one seat a day; a seat that formed
    today has a department revealed (LC-6, LC-9)."""
    n, turn = state.players, state.turn
    due = (state.start_seat + state.direction * (state.day - 1)) % n
    if turn != due:
        raise InvalidInput(f"The saved seat to act is {seat_name(turn)}, but day {state.day} of a season that "
                           f"{seat_name(state.start_seat)} started, playing towards "
                           f"{seat_name((state.start_seat + state.direction) % n)}, is {seat_name(due)}'s (LC-9).")
    if state.formed and not state.revealed[turn]:
        raise InvalidInput(f"The saved game says {seat_name(turn)} formed a department today, but "
                           f"{seat_name(turn)} has no formed department (LC-5).")


def _check_season_one_scores(state: State) -> None:
    """In season 1 points come only from the bonuses of revealed departments, as nothing is declared
    before the season ends (LC-5, LC-7): no score may be more than they earned."""
    if state.season != 1:
        return
    for seat in range(state.players):
        earned = sum(bonus for _, bonus in state.revealed[seat])
        if state.score[seat] > earned:
            raise InvalidInput(f"The saved score of {seat_name(seat)} is {state.score[seat]}, but in season 1 "
                               f"points come only from the bonuses of formed departments, and "
                               f"{seat_name(seat)}'s earned {earned} (LC-5).")


def _ended_by_agreement(state: State) -> bool:
    """LC-10: the log ends with the proposal of the seat whose day it was, accepted by every other
    seat in turn, and the agreement."""
    n, events = state.players, state.events
    voters = [(state.turn + state.direction * (i + 1)) % n for i in range(n - 1)]
    agreed = [("propose", state.turn), *(("accept", seat) for seat in voters), ("agreed", state.season)]
    return (state.proposed[state.turn] and len(events) >= n + 2 and events[-1][0] == "game_over"
            and [tuple(e) for e in events[-n - 2:-1]] == agreed)


_DECLARATIONS = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")


def _ended_after_the_last_season(state: State) -> bool:
    """LC-9: the seat whose day it was declared in the last season, which ended the game."""
    events = state.events
    return (state.season == state.players and len(events) >= 2 and events[-1][0] == "game_over"
            and events[-2][0] in _DECLARATIONS and events[-2][1:2] == (state.turn,))


def _check_the_end(state: State) -> None:
    """A game is over after the last season's declaration (LC-9) or an agreement to end it (LC-10)."""
    if not (_ended_by_agreement(state) or _ended_after_the_last_season(state)):
        raise InvalidInput("The saved game is over, but its log shows nothing that ended it: neither a "
                           "declaration in the last season (LC-9) nor a proposal to end that every other seat "
                           "accepted (LC-10).")


def _formed_this_season(state: State, events: list) -> None:
    """LC-5, LC-6: a department the log says was formed this season, and not dissolved since, is revealed."""
    formed: dict = {}
    for event in events:
        if event[0] == "form":
            formed.setdefault(event[1], []).append(event[2])
        elif event[0] == "dissolve" and event[2] in formed.get(event[1], []):
            formed[event[1]].remove(event[2])
    for seat, departments in formed.items():
        revealed = [tokens(dept) for dept, _ in state.revealed[seat]]
        for dept in departments:
            if dept not in revealed:
                raise InvalidInput(f"The saved log says {seat_name(seat)} formed {quote(dept)} this season, but "
                                   "the position does not show that department revealed (LC-5).")


_SQUARE = {name: square for square, name in enumerate(SQUARE_NAMES)}


def _hire_wrong(event: tuple, empty: int | None, known: dict) -> str:
    """What in a hire line does not follow from the hires before it (LC-1 to LC-4), or ''."""
    kind, _, discard, landing, moving, src, dst, taken, *_ = event
    landing, src, dst = _SQUARE[landing], _SQUARE[src], _SQUARE[dst]
    if empty is not None and landing != empty:
        return f"the discard lands on {SQUARE_NAMES[landing]}, but the empty square is {SQUARE_NAMES[empty]}"
    if src == landing or dst not in DESTINATIONS[src]:
        return f"no piece may move from {SQUARE_NAMES[src]} to {SQUARE_NAMES[dst]} then"
    if (dst in WATER) == (kind == "hire"):
        return "a move into the Water, and only such a move, is settled by the sticks"
    if known.get(src, moving) != moving or (kind != "water_failed" and known.get(dst, taken) != taken):
        return "the pieces it moves and takes are not the ones the hires before it left there"
    return "a failed throw takes the moving piece" if kind == "water_failed" and taken != moving else ""


def _hires_agree(state: State, events: list, first: int, season: bool) -> None:
    """LC-1 to LC-4: the season's hires in the log (from line ``first``), replayed on the squares they show: each
    discard lands on the square the last move emptied (the Mountain at the season's start), a piece moves where
    it may and takes what the log left there; the squares they show end as the position has them."""
    empty, known = (MOUNTAIN if season else None), {}
    for line, event in enumerate(events, first):
        if event[0] in ("hire", "water_taken", "water_failed"):
            wrong = _hire_wrong(event, empty, known)
            if wrong:
                raise InvalidInput(f"Line {line} of the saved log ({quote(event[0])}) does not follow from the "
                                   f"hires before it: {wrong} (LC-1 to LC-4).")
            known[_SQUARE[event[3]]] = event[2]
            if event[0] != "water_failed":
                known[_SQUARE[event[6]]] = event[4]
            empty = _SQUARE[event[5]]
            known.pop(empty, None)
    for square, piece in known.items():
        if state.board[square] < 0 or TOKENS[state.board[square]] != piece:
            raise InvalidInput(f"The saved log's hires leave {piece} on {SQUARE_NAMES[square]}, but the position "
                               "does not have it there (LC-1 to LC-4).")
    if empty is not None and empty != (state.landing if state.phase == MOVE else state.empty):
        raise InvalidInput(f"The saved log's hires leave {SQUARE_NAMES[empty]} empty for the next discard, but the "
                           "position does not (LC-1).")


def _check_log_agrees(state: State) -> None:
    """The log's last season line is this season's start (LC-9); a log from the deal of season 1
    holds every point scored: bonuses earned less refunds, declarations (LC-5, LC-7, LC-8)."""
    events = state.events
    seasons = [e for e in events if e[0] == "season"]
    if seasons and tuple(seasons[-1]) != state.season_line():
        raise InvalidInput(f"The saved log's last season line, {quote(str(seasons[-1]))}, is not the start of "
                           f"this season: season {state.season}, started by {seat_name(state.start_seat)} (LC-9).")
    start = events.index(seasons[-1]) + 1 if seasons else 0
    _formed_this_season(state, events[start:])
    _hires_agree(state, events[start:], start + 1, bool(seasons))
    if not events or tuple(events[0][:2]) != ("season", 1):
        return  # a position set up by hand: its log starts after the deal
    logged = [0] * state.players
    for event in events:
        kind, seat = event[0], event[1] if len(event) > 1 else None
        if kind == "form":
            logged[seat] += event[4]
        elif kind == "dissolve":
            logged[seat] -= event[3]
        elif kind in ("lauzait_cep", "lauzait_cep_concealed"):
            logged[seat] += event[4] + event[5]
        elif kind == "stalemate":
            logged[seat] += event[2] + event[3]
    if logged != state.score:
        raise InvalidInput(f"The saved scores {quote(' '.join(map(str, state.score)))} are not the points the "
                           f"log gives, {' '.join(map(str, logged))} (LC-5, LC-7).")
