"""The Lauzait Cep! log: what each kind of line holds and how it reads.

Play records every event as a plain tuple ``(kind, *data)``; a hire keeps its pieces and
squares as codes and square numbers, and :func:`written_out` gives their notation when the
log is read. Nothing of a seat's concealed pieces is ever logged, nor whether it could have
declared (LC-11), so every line is public.
"""

from __future__ import annotations

from ..core import SEAT, Event, Field, line_of_text, one_of, seat_field, seat_name, whole, words
from .board import SQUARE_NAMES
from .pieces import PIECES, STATED, TOKENS
from .rules import FORMATION_POINTS, LAUZAIT_CEP, SEQUENCE, STALEMATE, STICKS, THREE_OF_A_KIND, scored_words


def _dir_text(direction: int) -> str:
    """Words for the direction of play (LC-9): the seating order Aiko, Bruno, Chidi, ... or back."""
    return "in the seating order" if direction == 1 else "against the seating order"


def _piece(what: str) -> Field:
    """A piece kind as its token, such as G4 or J (a discard, a moved or a taken piece)."""
    return one_of(what, TOKENS, "that must be a piece token such as G4, W0 or J")


def _square(what: str) -> Field:
    """A square of the board by its name, a5 to e1."""
    return one_of(what, SQUARE_NAMES, "that must be a square a5 to e1")


def _scored_text(names: list[str], points: int, luminous: int) -> str:
    """A declaration's score in words: ``base 3 + Well-Balanced 10 = 13 points`` (LC-7), with the
    luminous piece's points, if any, added before the total (LC-9)."""
    extra = f" + luminous piece {luminous}" if luminous else ""
    return f"{scored_words(names)}{extra} = {points + luminous} points"


_SEASON = whole("season", 1, lambda players: players)
DEPARTMENT = words("department", [p.token for p in PIECES + STATED], 3, 3, "piece tokens (like G2 G3 J=G4)")
"""A department as its three piece tokens, jokers stated (LC-5)."""
_DEPARTMENTS = Field(
    "departments", lambda v, n: type(v) is str and len(v.split(" / ")) == 3
    and all(DEPARTMENT.test(d, n) for d in v.split(" / ")),
    lambda n: "that must be three departments of three piece tokens, separated by ' / '")
_HIRE = (SEAT, _piece("discarded piece"), _square("landing square"), _piece("moving piece"),
         _square("square moved from"), _square("square moved to"), _piece("taken piece"))
_DECLARATION = (SEAT, _DEPARTMENTS, words("formations", FORMATION_POINTS, 1, None, "formation names", ", "),
                whole("points"), whole("luminous points"))


class LauzaitEvent(Event):
    """One line of a Lauzait Cep! log (public information only)."""

    TEXT = {
        "season": lambda season, start, direction, luminous:
            f"Season {season} begins: {seat_name(start)} starts, play goes "
            f"{_dir_text(direction)}." + (f" The luminous piece is {luminous}." if luminous else ""),
        "dissolve": lambda seat, dept, refund:
            f"{seat_name(seat)} dissolves {dept} and pays back {refund}.",
        "form": lambda seat, dept, kind, bonus:
            f"{seat_name(seat)} forms {dept} ({kind}) and earns {bonus}.",
        "hire": lambda seat, discard, landing, moving, src, dst, taken:
            f"{seat_name(seat)} discards {discard} onto {landing}, moves {moving} from {src} "
            f"to {dst} and takes {taken}.",
        "water_taken": lambda seat, discard, landing, moving, src, dst, taken, throw:
            f"{seat_name(seat)} discards {discard} onto {landing} and moves {moving} from {src} "
            f"into the Water on {dst}; the sticks show {throw} (3 or more), so "
            f"{seat_name(seat)} takes {taken}.",
        "water_failed": lambda seat, discard, landing, moving, src, dst, taken, throw:
            f"{seat_name(seat)} discards {discard} onto {landing} and moves {moving} from {src} "
            f"towards the Water on {dst}; the sticks show only {throw}, so {seat_name(seat)} "
            f"takes the moving {taken} and the Water piece stays.",
        "propose": lambda seat:
            f"{seat_name(seat)} proposes to end the game now, with the scores as they stand; "
            "the others answer in turn.",
        "accept": lambda seat: f"{seat_name(seat)} accepts the proposal to end the game.",
        "decline": lambda seat, proposer:
            f"{seat_name(seat)} declines: the game goes on, and {seat_name(proposer)}'s day "
            "continues.",
        "agreed": lambda season:
            f"Everyone agrees to end the game now: season {season} is not scored and the "
            "totals stand.",
        "lauzait_cep": lambda seat, depts, formations, points, luminous:
            f"{seat_name(seat)} declares with {depts}: {_scored_text(formations.split(', '), points, luminous)}.",
        "lauzait_cep_concealed": lambda seat, depts, formations, points, luminous:
            f"{seat_name(seat)} shows {depts} and declares: "
            f"{_scored_text(formations.split(', '), points, luminous)}.",
        "stalemate": lambda seat, points, luminous:
            f"{seat_name(seat)} cannot discard anything and declares Stalemate: "
            f"{_scored_text([LAUZAIT_CEP, STALEMATE], points, luminous)}.",
        "game_over": lambda scores:
            f"The game is over. Scores: {scores}.",
    }
    FIELDS = {
        "season": (_SEASON, seat_field("start seat"), one_of("direction", (1, -1)),
                   one_of("luminous piece", ("", *TOKENS), "that must be a piece token such as G4 "
                                                           "or J, or '' without the luminous variant")),
        "dissolve": (SEAT, DEPARTMENT, whole("refund")),
        "form": (SEAT, DEPARTMENT, one_of("department kind", (THREE_OF_A_KIND, SEQUENCE)), whole("bonus")),
        "hire": _HIRE,
        "water_taken": (*_HIRE, whole("throw", 3, STICKS)),  # LC-4: 3 or more takes the Water piece
        "water_failed": (*_HIRE, whole("throw", 0, 2)),
        "propose": (SEAT,),
        "accept": (SEAT,),
        "decline": (SEAT, seat_field("proposer")),
        "agreed": (_SEASON,),
        "lauzait_cep": _DECLARATION,
        "lauzait_cep_concealed": _DECLARATION,
        "stalemate": (SEAT, whole("points"), whole("luminous points")),
        "game_over": (line_of_text("scores"),),
    }
    """What each kind's data are; a loaded log is checked against it."""
    ROUND = ("season", "season")  # no cards are counted: a piece goes from hand to board and back (LC-3)


_HIRES = frozenset({"hire", "water_taken", "water_failed"})


def written_out(record: tuple) -> tuple[tuple]:
    """The event a log record stands for: a hire's piece codes and square numbers become
    their notation; every other record is its own event."""
    if record[0] not in _HIRES:
        return (record,)
    kind, seat, discard, landing, moving, src, dst, taken, *throw = record
    return ((kind, seat, TOKENS[discard], SQUARE_NAMES[landing], TOKENS[moving],
             SQUARE_NAMES[src], SQUARE_NAMES[dst], TOKENS[taken], *throw),)
