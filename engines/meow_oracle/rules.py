"""Meow Oracle rules as small pure functions, each naming the ruling it applies.

Scoring an Area (a 3 x 3 :class:`~engines.meow_oracle.cards.Grid`):

* Point 1 (MO-2): the ascending run along the reading path (MO-1), worth one point
  per card, 10 for eight cards and 15 for all nine.
* Point 2 (MO-3): 2 points for each row, column or diagonal whose three cards share
  a colour, white counting as every colour.

Around the table (MO-4) each player earns a winner point for every neighbour whose
round total they beat or tie. Two rounds make a game (MO-7); the most winner points
wins, then the higher round-2 total (MO-8). A turn's counts (MO-5) are here too: how
many cards to turn up and keep, and who receives the others.

The game's constants live here as well, so every module can use them: the table sizes,
the phase names the state stores and saves (``TURN``, ``CHOOSE``, ``PLACE``, ``OVER``),
and how the game holds an Area's squares (a card, ``DOWN`` or ``EMPTY``; bit masks of
squares).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from .. import InvalidInput
from ..core import check_rules, join_and, quote, seat_name, type_name
from .cards import EVERY_COLOUR, Card, Colour, GridLike, parse_grid

__all__ = [
    "Rules", "PATHS", "LINES", "reading_path", "ascending_run", "ascending_points",
    "is_colour_line", "line_colour", "scoring_lines", "line_points", "round_points",
    "neighbours", "winner_points", "next_start_player", "game_winners",
    "explain_next_start", "explain_game_winners",
    "cards_to_turn_up", "cards_to_keep", "receivers",
    "colours_in_common", "area_score", "face_down_mask", "face_up_mask", "AREA", "SQUARES_IN",
    "ROUNDS", "ASIDE", "PHASES", "TURN", "CHOOSE", "PLACE", "OVER", "PLAYER_COUNTS", "DOWN", "EMPTY",
]

PLAYER_COUNTS = range(2, 5)
"""Meow Oracle is for 2 to 4 players."""
ROUNDS = 2
"""A game is two rounds (MO-7)."""

TURN, CHOOSE, PLACE, OVER = "turn", "choose", "place", "over"
"""The phases of a turn (MO-5), as the state stores and saves them: the active player turns up
cards, then keeps and gives them, then the cards are placed; ``OVER`` after round 2."""
PHASES = (TURN, CHOOSE, PLACE, OVER)

DOWN = "?"
"""A face-down card on a square of an Area (nobody knows it yet, MO-6)."""
EMPTY = None
"""A square whose card was turned up and that has not been given a card yet."""
ASIDE = 9
"""The place beside an Area, where covered face-down cards wait (MO-5): a :class:`TurnUp` 'square'."""

AREA = (1 << 9) - 1
"""Every square of an Area as a bit mask: square ``q`` is bit ``1 << q``."""
SQUARES_IN: tuple[tuple[int, ...], ...] = tuple(tuple(q for q in range(9) if mask >> q & 1)
                                                for mask in range(AREA + 1))
"""The squares of each bit mask of an Area, in order: ``SQUARES_IN[0b101] == (0, 2)``."""

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

_COLOUR_OF_BITS = {1: Colour.RED, 2: Colour.BLUE, 4: Colour.GREEN, EVERY_COLOUR: Colour.WHITE}
"""The colour that colour bits shared by a line stand for; white when every colour is shared (MO-3)."""


@dataclass(frozen=True)
class Rules:
    """The rule variants; the defaults are the rulings.

    ``path``: ``"rows"`` reads every row left to right (MO-1); ``"snake"`` reads the
    middle row right to left.
    """

    path: str = "rows"

    def __post_init__(self) -> None:
        """Refuse a reading path other than ``rows`` and ``snake``."""
        if not isinstance(self.path, str) or self.path not in PATHS:
            raise InvalidInput(f"Unknown reading path {quote(self.path)}: use 'rows' (MO-1) or 'snake'.")


DEFAULT_RULES = Rules()


def reading_path(rules: Rules | None = None) -> tuple[int, ...]:
    """The order in which Point 1 reads the squares (MO-1; variant ``snake``)."""
    return PATHS[check_rules(rules, Rules, DEFAULT_RULES).path]


def run_length(cells: Sequence[Card | None], path: Sequence[int]) -> int:
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
    return run_length(parse_grid(grid).cells, reading_path(rules))


def ascending_points(grid: GridLike, rules: Rules | None = None) -> int:
    """Point 1: the ascending run's points, with the 8- and 9-card bonuses (MO-2).

    >>> ascending_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    6
    """
    return _run_points(ascending_run(grid, rules))


def _shared_colours(cards: Iterable[Card | None]) -> int:
    """The colours some cards all count as, as colour bits; white counts as every colour (MO-3).

    ``0`` when two cards have different real colours, or a square is not face up (``None``).
    """
    shared = EVERY_COLOUR
    for card in cards:
        if card is None:
            return 0
        shared &= card.colours
    return shared


def colours_in_common(cards: Iterable[Card | None]) -> int:
    """The colours the face-up cards among ``cards`` all count as, as colour bits (MO-3)."""
    return _shared_colours([card for card in cards if card is not None])


def line_colour(cards: Sequence[Card | None]) -> Colour | None:
    """The colour three face-up cards share, white counting as every colour (MO-3).

    Returns the shared colour (``Colour.WHITE`` for three jokers), or ``None`` if the
    line has a gap or two different real colours.
    """
    return _COLOUR_OF_BITS.get(_shared_colours(cards))


def is_colour_line(cards: Sequence[Card | None]) -> bool:
    """Whether three cards share a colour, white as a joker (MO-3)."""
    return line_colour(cards) is not None


def colour_lines(cells: Sequence[Card | None]) -> list[tuple[int, int, int]]:
    """The lines of ``cells`` whose three cards share a colour, white as a joker (MO-3)."""
    return [line for line in LINES if _shared_colours([cells[square] for square in line])]


def _line_points(cells: Sequence[Card | None]) -> int:
    """Point 2 of an Area's squares: 2 per line of one colour (MO-3)."""
    return 2 * len(colour_lines(cells))


def area_score(cells: Sequence[Card | None], path: Sequence[int]) -> list[int]:
    """``[run, Point 1, Point 2]`` of an Area's squares read along ``path`` (MO-2, MO-3)."""
    run = run_length(cells, path)
    return [run, _run_points(run), _line_points(cells)]


def scoring_lines(grid: GridLike) -> list[tuple[int, int, int]]:
    """The rows, columns and diagonals that score Point 2, as square triples (MO-3)."""
    return colour_lines(parse_grid(grid).cells)


def line_points(grid: GridLike, rules: Rules | None = None) -> int:
    """Point 2: 2 points per line of one colour, white as a joker (MO-3).

    >>> line_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    6
    """
    check_rules(rules, Rules, DEFAULT_RULES)
    return _line_points(parse_grid(grid).cells)


def round_points(grid: GridLike, rules: Rules | None = None) -> int:
    """The round total: Point 1 plus Point 2 (MO-2, MO-3).

    >>> round_points("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    12
    """
    _, ascending, lines = area_score(parse_grid(grid).cells, reading_path(rules))
    return ascending + lines


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
    return winner_points_of(totals)


def winner_points_of(totals: Sequence[int]) -> list[int]:
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
    if len(totals) not in PLAYER_COUNTS:
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
    return next_start_of(totals, start)


def _clockwise_after(start: int, players: int) -> list[int]:
    """Every seat in clockwise order from the one after ``start``, ``start`` last (MO-7's tie order)."""
    return [(start + step) % players for step in range(1, players + 1)]


def next_start_of(totals: Sequence[int], start: int) -> int:
    """MO-7 on totals already checked: the lowest total, ties broken clockwise after ``start``."""
    low = min(totals)
    return next(seat for seat in _clockwise_after(start, len(totals)) if totals[seat] == low)


def game_winners(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> list[int]:
    """Most winner points; among those tied, the higher last-round total; still tied, all (MO-8)."""
    _check_totals(winner_point_totals, "winner point total")
    _check_totals(last_round_totals)
    if len(winner_point_totals) != len(last_round_totals):
        raise InvalidInput("Give as many winner point totals as round totals, one of each per seat.")
    return game_winners_of(winner_point_totals, last_round_totals)


def _leaders(winner_point_totals: Sequence[int]) -> list[int]:
    """The seats with the most winner points (MO-8)."""
    best = max(winner_point_totals)
    return [seat for seat, points in enumerate(winner_point_totals) if points == best]


def game_winners_of(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> list[int]:
    """MO-8 on totals already checked: most winner points, then the higher last-round total."""
    leaders = _leaders(winner_point_totals)
    top = max(last_round_totals[s] for s in leaders)
    return [s for s in leaders if last_round_totals[s] == top]


def explain_next_start(totals: Sequence[int], start: int) -> str:
    """Say, in a learner's words, who starts round 2 and why (MO-7).

    ``totals`` are the round-1 totals (Point 1 + Point 2) by seat, in clockwise order;
    ``start`` is the seat that started round 1. The player with the lowest total starts
    round 2. When several share the lowest total, the first of them clockwise after
    ``start`` starts, so ``start`` itself comes last. The sentence names the chosen seat
    and, for a tie, the tied seats and the clockwise order that decided. Raises
    ``InvalidInput`` for totals or a start that are not 2 to 4 seats' worth.

    >>> explain_next_start([8, 12, 15], 0)
    'Aiko has the lowest round-1 total, 8, and starts round 2 (MO-7).'
    >>> print(explain_next_start([8, 12, 8], 0))  # doctest: +NORMALIZE_WHITESPACE
    Aiko and Chidi tie for the lowest round-1 total, 8. Going clockwise from the player
    after Aiko, who started round 1 (Bruno, Chidi, Aiko), the first of them is Chidi, who
    starts round 2 (MO-7).
    """
    chosen = next_start_player(totals, start)  # checks the totals and the start player
    n, low = len(totals), min(totals)
    tied = [seat for seat in range(n) if totals[seat] == low]
    if len(tied) == 1:
        return f"{seat_name(chosen)} has the lowest round-1 total, {low}, and starts round 2 (MO-7)."
    order = ", ".join(seat_name(s) for s in _clockwise_after(start, n))
    return (f"{join_and(map(seat_name, tied))} tie for the lowest round-1 total, {low}. Going clockwise from "
            f"the player after {seat_name(start)}, who started round 1 ({order}), the first of them is "
            f"{seat_name(chosen)}, who starts round 2 (MO-7).")


def explain_game_winners(winner_point_totals: Sequence[int], last_round_totals: Sequence[int]) -> str:
    """Say, in a learner's words, who wins the game and why (MO-8).

    ``winner_point_totals`` are each seat's winner points over both rounds (MO-4) and
    ``last_round_totals`` each seat's round-2 total (Point 1 + Point 2), in seat order.
    The most winner points wins; among the players tied on them, the higher round-2
    total; players still tied share the win. The sentence names the leaders, says
    whether the round-2 totals had to decide, and names the winner or winners, as
    :func:`game_winners` finds them. Raises ``InvalidInput`` for lists that are not one
    whole number per seat of a 2-4 player table.

    >>> explain_game_winners([3, 2, 1], [5, 9, 9])
    'Aiko has the most winner points, 3, and wins (MO-8).'
    >>> print(explain_game_winners([3, 3, 1], [5, 9, 20]))  # doctest: +NORMALIZE_WHITESPACE
    Aiko and Bruno share the most winner points, 3 each, so their round-2 totals decide:
    Aiko 5, Bruno 9. Bruno has the higher total and wins (MO-8).
    """
    winners = game_winners(winner_point_totals, last_round_totals)  # checks both lists
    leaders = _leaders(winner_point_totals)
    best = winner_point_totals[leaders[0]]
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


# ----- an Area as the game holds it: per square a card, DOWN or EMPTY ----------------------------

def face_down_mask(area: Sequence) -> int:
    """The squares of an Area holding a face-down card, as a bit mask: the ones its owner may turn up (MO-5).

    ``area`` is an Area as the game holds it: per square a card, :data:`DOWN` or :data:`EMPTY`.
    """
    return sum(1 << q for q in range(9) if area[q] is DOWN)


def face_up_mask(area: Sequence) -> int:
    """The squares of an Area showing a card face up, as a bit mask; a kept or given card may go on
    any other square (MO-5)."""
    return sum(1 << q for q in range(9) if area[q].__class__ is Card)
