"""Where a seat's points came from, round by round: the tricks it won, the cards of its declared beast in them, and
those of that beast the other seats won (KI-5, KI-7). Facts for the review's summary, read from the game's own log;
the words are the widgets'."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Beast, parse_card
from .state import State

__all__ = ["RoundPoints", "round_points"]


@dataclass(frozen=True)
class RoundPoints:
    """One finished round for one seat: the ``beast`` it declared, the ``tricks`` it won, its ``points`` (the cards
    of that beast in them, KI-7) and ``others``, the cards of that beast the other seats won."""

    round: int
    beast: Beast
    tricks: int
    points: int
    others: int


def round_points(state: State, seat: int) -> list[RoundPoints]:
    """The seat's points in each finished round, in order; they add up to its score."""
    state.observation(seat)  # refuses a seat out of range, as every engine call does
    found: list[RoundPoints] = []
    won: list[tuple[int, list[Beast]]] = []  # this round's tricks: the winner and the beasts of the cards
    for line in state.events:
        kind = line[0]
        if kind == "deal":
            won = []
        elif kind == "win":
            won.append((line[1], [parse_card(token).beast for token in line[2].split()]))
        elif kind == "reveal":
            beast = parse_card(line[2].split()[seat]).beast
            mine = [beasts for winner, beasts in won if winner == seat]
            theirs = [beasts for winner, beasts in won if winner != seat]
            found.append(RoundPoints(line[1], beast, len(mine), sum(b.count(beast) for b in mine),
                                     sum(b.count(beast) for b in theirs)))
    return found
