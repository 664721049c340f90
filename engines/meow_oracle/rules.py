"""Meow Oracle rules as small pure functions, each naming the ruling it applies.

Scoring an Area (a 3 x 3 :class:`~engines.meow_oracle.cards.Grid`):

* Point 1 (MO-2): the ascending run along the reading path (MO-1), worth one point
  per card, 10 for eight cards and 15 for all nine.
* Point 2 (MO-3): 2 points for each row, column or diagonal whose three cards share
  a colour, white counting as every colour.

Around the table (MO-4) each player earns a winner point for every neighbour whose
round total they beat or tie. Two rounds make a game (MO-7); the most winner points
wins, then the higher round-2 total (MO-8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .. import InvalidInput
from ..core import check_rules, join_and, quote, seat_name, type_name
from .cards import Card, Colour, GridLike, parse_grid

__all__ = [
    "Rules", "PATHS", "LINES", "reading_path", "ascending_run", "ascending_points",
    "is_colour_line", "line_colour", "scoring_lines", "line_points", "round_points",
    "neighbours", "winner_points", "next_start_player", "game_winners",
    "explain_next_start", "explain_game_winners",
    "cards_to_turn_up", "cards_to_keep", "receivers",
]

PATHS: dict[str, tuple[int, ...]] = {
    "rows": (0, 1, 2, 3, 4, 5, 6, 7, 8),
    "snake": (0, 1, 2, 5, 4, 3, 6, 7, 8),
}
"""Reading paths as square indices: MO-1 ``rows`` and its variant ``snake``."""

LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),      # rows
    (0, 3, 6), (1, 4, 7), (2, 5, 8),      # columns
    (0, 4, 8), (6, 4, 2),                 # diagonals (from top left, from bottom left)
)
"""The 8 lines of an Area that can score Point 2 (MO-3)."""

_MIN_PLAYERS, _MAX_PLAYERS = 2, 4

WHITE = Colour.WHITE
"""The joker colour, read once (looking up an enum member costs more than a global)."""


@dataclass(frozen=True)
class Rules:
    """The rule variants; the defaults are the rulings.

    ``path``: ``"rows"`` reads every row left to right (MO-1); ``"snake"`` reads the
    middle row right to left.
    """

    path: str = "rows"

    def __post_init__(self) -> None:
        if not isinstance(self.path, str) or self.path not in PATHS:
            raise InvalidInput(f"Unknown reading path {quote(self.path)}: use 'rows' (MO-1) or 'snake'.")


DEFAULT_RULES = Rules()


def reading_path(rules: Rules | None = None) -> tuple[int, ...]:
    """The order in which Point 1 reads the squares (MO-1; variant ``snake``)."""
    return PATHS[check_rules(rules, Rules, DEFAULT_RULES).path]


def _run(cells: Sequence[Card | None], path: Sequence[int]) -> int:
    """Length of the never-decreasing run from the start of the path (MO-2)."""
    length, last = 0, -1
    for square in path:
        card = cells[square]
        if card is None or card.number < last:
            break
        last = card.number
        length += 1
    return length


def _run_points(length: int) -> int:
    """Point 1 for a run of ``length`` cards: 1 each, 10 for 8, 15 for 9 (MO-2)."""
    return 15 if length == 9 else 10 if length == 8 else length


def ascending_run(grid: GridLike, rules: Rules | None = None) -> int:
    """How many cards the ascending run holds; equal numbers continue it (MO-2)."""
    return _run(parse_grid(grid).cells, reading_path(rules))


def ascending_points(grid: GridLike, rules: Rules | None = None) -> int:
    """Point 1: the ascending run's points, with the 8- and 9-card bonuses (MO-2).

    >>> ascending_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    6
    """
    return _run_points(ascending_run(grid, rules))


def line_colour(cards: Sequence[Card | None]) -> Colour | None:
    """The colour three face-up cards share, white counting as every colour (MO-3).

    Returns the shared colour (``Colour.WHITE`` for three jokers), or ``None`` if the
    line has a gap or two different real colours.
    """
    shared = WHITE
    for card in cards:
        if card is None:
            return None
        colour = card.colour
        if colour is WHITE:
            continue
        if shared is WHITE:
            shared = colour
        elif colour is not shared:
            return None
    return shared


def is_colour_line(cards: Sequence[Card | None]) -> bool:
    """Whether three cards share a colour, white as a joker (MO-3)."""
    return line_colour(cards) is not None


def _lines(cells: Sequence[Card | None]) -> list[tuple[int, int, int]]:
    """The lines of ``cells`` whose three cards count as one colour in common (MO-3).

    The same test as :func:`line_colour`, on each card's set of colours (white: all three).
    """
    colours = [0 if card is None else card.colours for card in cells]
    return [line for line in LINES if colours[line[0]] & colours[line[1]] & colours[line[2]]]


def scoring_lines(grid: GridLike) -> list[tuple[int, int, int]]:
    """The rows, columns and diagonals that score Point 2, as square triples (MO-3)."""
    return _lines(parse_grid(grid).cells)


def line_points(grid: GridLike, rules: Rules | None = None) -> int:
    """Point 2: 2 points per line of one colour, white as a joker (MO-3).

    >>> line_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    6
    """
    check_rules(rules, Rules, DEFAULT_RULES)
    return 2 * len(scoring_lines(grid))


def round_points(grid: GridLike, rules: Rules | None = None) -> int:
    """The round total: Point 1 plus Point 2 (MO-2, MO-3).

    >>> round_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    12
    """
    g = parse_grid(grid)
    return _run_points(_run(g.cells, reading_path(rules))) + 2 * len(_lines(g.cells))


def neighbours(seat: int, players: int) -> list[int]:
    """The seats a player compares with: left and right, one opponent with 2 (MO-4)."""
    left, right = (seat + 1) % players, (seat - 1) % players
    return [left] if left == right else [left, right]


def winner_points(totals: Sequence[int], rules: Rules | None = None) -> list[int]:
    """Winner points by seat: one per neighbour beaten or tied (MO-4).

    ``totals`` are the round totals in clockwise seat order.

    >>> winner_points([8, 12, 15])
    [0, 1, 2]
    """
    check_rules(rules, Rules, DEFAULT_RULES)
    _check_totals(totals)
    return _winner_points(totals)


def _winner_points(totals: Sequence[int]) -> list[int]:
    """MO-4 on totals already checked: one point per neighbour beaten or tied."""
    n = len(totals)
    points = [0] * n
    for seat in range(n):
        for other in neighbours(seat, n):
            if totals[seat] >= totals[other]:
                points[seat] += 1
    return points


def _check_totals(totals: Sequence[int], what: str = "round total") -> None:
    """Totals are one whole number from 0 up per player, for 2 to 4 players (MO-4)."""
    if not isinstance(totals, (list, tuple)):
        raise InvalidInput(f"Give one {what} per seat as a list, not {type_name(totals)}.")
    if not _MIN_PLAYERS <= len(totals) <= _MAX_PLAYERS:
        raise InvalidInput(f"Meow Oracle has 2 to 4 players, so give 2 to 4 values, one {what} "
                           f"per seat, not {len(totals)}.")
    for t in totals:
        if type(t) is not int or t < 0:
            raise InvalidInput(f"{quote(t)} is not a {what}: {what}s are whole numbers from 0 up.")


def next_start_player(totals: Sequence[int], start: int) -> int:
    """Round 2's start player: lowest total; ties clockwise after ``start``, it last (MO-7)."""
    _check_totals(totals)
    n = len(totals)
    if type(start) is not int or not 0 <= start < n:
        raise InvalidInput(f"The starting player must be a seat from 0 to {n - 1}, not {quote(start)}.")
    return _next_start_player(totals, start)


def _next_start_player(totals: Sequence[int], start: int) -> int:
    """MO-7 on totals already checked: the lowest total, ties broken clockwise after ``start``."""
    n = len(totals)
    order = [(start + step) % n for step in range(1, n + 1)]
    low = min(totals)
    return next(seat for seat in order if totals[seat] == low)


def game_winners(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> list[int]:
    """Most winner points; among those tied, the higher last-round total; still tied, all (MO-8)."""
    _check_totals(winner_point_totals, "winner point total")
    _check_totals(last_round_totals)
    if len(winner_point_totals) != len(last_round_totals):
        raise InvalidInput("Give as many winner point totals as round totals, one of each per seat.")
    return _game_winners(winner_point_totals, last_round_totals)


def _game_winners(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> list[int]:
    """MO-8 on totals already checked: most winner points, then the higher last-round total."""
    best = max(winner_point_totals)
    leaders = [s for s, w in enumerate(winner_point_totals) if w == best]
    top = max(last_round_totals[s] for s in leaders)
    return [s for s in leaders if last_round_totals[s] == top]


def explain_next_start(totals: Sequence[int], start: int) -> str:
    """Why a seat starts round 2, in words: the lowest total, ties clockwise after ``start`` (MO-7)."""
    chosen = next_start_player(totals, start)  # checks the totals and the start player
    n, low = len(totals), min(totals)
    tied = [seat for seat in range(n) if totals[seat] == low]
    if len(tied) == 1:
        return f"{seat_name(chosen)} has the lowest round-1 total, {low}, and starts round 2 (MO-7)."
    order = [(start + step) % n for step in range(1, n + 1)]
    return (f"{join_and(map(seat_name, tied))} tie for the lowest round-1 total, {low}. Going clockwise from the player "
            f"after {seat_name(start)}, who started round 1 ({', '.join(seat_name(s) for s in order)}), "
            f"the first of them is {seat_name(chosen)}, who starts round 2 (MO-7).")


def explain_game_winners(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> str:
    """Why these seats win, in words: most winner points, then the round-2 total (MO-8)."""
    winners = game_winners(winner_point_totals, last_round_totals)  # checks both lists
    best = max(winner_point_totals)
    leaders = [s for s, w in enumerate(winner_point_totals) if w == best]
    if len(leaders) == 1:
        return f"{seat_name(leaders[0])} has the most winner points, {best}, and wins (MO-8)."
    text = (f"{join_and(map(seat_name, leaders))} share the most winner points, {best} each, so their round-2 "
            "totals decide: " + ", ".join(f"{seat_name(s)} {last_round_totals[s]}" for s in leaders) + ". ")
    if len(winners) == 1:
        return text + f"{seat_name(winners[0])} has the higher total and wins (MO-8)."
    return text + f"{join_and(map(seat_name, winners))} are still tied and share the win (MO-8)."


def cards_to_turn_up(players: int, first_turn: bool) -> int:
    """Cards to turn up: 3, or 2 in a 2-player game after each player's first turn (MO-5)."""
    return 2 if players == 2 and not first_turn else 3


def cards_to_keep(players: int, first_turn: bool) -> int:
    """How many turned-up cards the active player keeps: 1, or 2 on a 2-player first turn (MO-5)."""
    return 2 if players == 2 and first_turn else 1


def receivers(active: int, players: int) -> list[int]:
    """Who gets the given cards: the left neighbour, then (3-4 players) the next (MO-5)."""
    if players == 2:
        return [(active + 1) % 2]
    return [(active + 1) % players, (active + 2) % players]


def check_players(players: int) -> None:
    """Meow Oracle is for 2 to 4 players."""
    if type(players) is not int or not _MIN_PLAYERS <= players <= _MAX_PLAYERS:
        raise InvalidInput(f"Meow Oracle is played by 2, 3 or 4 players, not {quote(players)}.")
