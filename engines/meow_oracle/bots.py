"""Meow Oracle bots: a random player and a greedy player that can explain its moves.

A bot is called as ``bot.choose(state.observation(seat), legal_actions)`` and sees only
the observation: face-up cards and counts of face-down ones (MO-6).

``GreedyBot`` rates an Area by the points it can still hope for: the ascending run
along the reading path (a card fits if its number lies between the face-up numbers
before and after it on the path) and the rows, columns and diagonals whose face-up
cards still share a colour. It places each card where that rating is highest, keeps
the card it can use best, and gives away the cards that help its neighbours least
(MO-4: only neighbours are compared with).
"""

from __future__ import annotations

import random
from typing import Sequence

from ..core import seat_name
from .actions import Place, TurnUp
from .cards import CARD_BY_TOKEN, COLOUR_BITS, EVERY_COLOUR, SQUARES, Card, Colour
from .rules import LINES, PATHS, colour_lines, colours_in_common, neighbours, receivers, run_length

__all__ = ["RandomBot", "GreedyBot", "area_value"]

_COLOUR_WORD = {bits: Colour(letter).word for letter, bits in COLOUR_BITS.items()}
_LINE_HOPE = 0.45      # chance-like weight that one more square of a line gets a fitting colour
_NEIGHBOUR_WEIGHT = 0.5  # how much a gift to a neighbour counts against us
_OTHER_WEIGHT = 0.1      # a gift to a player we are not compared with (4 players, across)


class RandomBot:
    """Chooses uniformly among the legal actions, with its own random generator."""

    def __init__(self, seed: int | None = None) -> None:
        """A bot drawing from its own generator, seeded by ``seed``."""
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal_actions: Sequence):
        """A random legal action."""
        return legal_actions[self.rng.randrange(len(legal_actions))]


Cells = list  # 9 squares: a Card (face up) or None (not face up yet)


def observed_cells(area: Sequence[str]) -> Cells:
    """An observed Area as cards, with None for every square not face up."""
    return [CARD_BY_TOKEN.get(t) for t in area]


def _run_hope(cells: Cells, path: Sequence[int]) -> float:
    """Expected Point 1, roughly (MO-2).

    Walk the reading path. A face-up card continues the run if it is not lower than the
    last one; an open square must later get a number between the last face-up number
    and the next one on the path, so its chance is that window's share of 0..10. Open
    squares in a row share their window: each one raises the floor a step.
    """
    nums = [cells[sq].number if cells[sq] is not None else None for sq in path]
    after: list = [None] * 9
    gap = [0] * 9                   # open squares from here to the next face-up card
    nxt, count = None, 0
    for i in range(8, -1, -1):
        after[i] = nxt
        if nums[i] is not None:
            nxt, count = nums[i], 0
        else:
            count += 1
            gap[i] = count
    p, expected, low, reach = 1.0, 0.0, 0.0, [0.0] * 9
    for i, v in enumerate(nums):
        if v is not None:
            if v < low:
                break
            low = v
        else:
            high = after[i] if after[i] is not None and after[i] >= low else 10
            p *= (high - low + 1) / 11
            low += (high - low) / (gap[i] + 1)
        expected += p
        reach[i] = p
    return expected + 2 * reach[7] + 5 * reach[8]


_HOPES = tuple(2 * _LINE_HOPE ** missing for missing in range(4))
"""What a line still sharing a colour adds with 0..3 squares to fill."""


def _line_hope(cells: Cells) -> float:
    """Expected Point 2, roughly: lines whose face-up cards still share a colour (MO-3)."""
    total = 0.0
    for line in LINES:
        shared, missing = EVERY_COLOUR, 0
        for square in line:
            card = cells[square]
            if card is None:
                missing += 1
            else:
                shared &= card.colours
        if shared:
            if shared == EVERY_COLOUR and missing:
                missing -= 1          # no real colour yet: the first coloured card may be anything
            total += _HOPES[missing]
    return total


_CACHE_LIMIT = 400_000
"""Ratings remembered before the memory is cleared (each is a few hundred bytes)."""
_values: dict = {}
_spots: dict = {}


def _key(cells: Cells) -> tuple:
    """An Area's squares as a hashable key: card indices, -1 for a square not face up."""
    return tuple([-1 if card is None else card.index for card in cells])


def area_value(cells: Cells, path: Sequence[int] = PATHS["rows"]) -> float:
    """The greedy bot's rating of an Area: hoped-for Point 1 plus Point 2 (remembered: a pure function of the Area)."""
    key = (tuple(path), _key(cells))
    value = _values.get(key)
    if value is None:
        if len(_values) > _CACHE_LIMIT:
            _values.clear()
        value = _values[key] = _run_hope(cells, path) + _line_hope(cells)
    return value


def best_spot(cells: Cells, cards: Sequence[Card], path) -> tuple[float, list[int]]:
    """The best value reachable by placing ``cards`` (1 or 2) on open squares, and where (remembered)."""
    key = (tuple(path), _key(cells), tuple([card.index for card in cards]))
    found = _spots.get(key)
    if found is not None:
        return found[0], list(found[1])
    best, where = -1.0, []
    for s in range(9):
        if cells[s] is not None:
            continue
        cells[s] = cards[0]
        if len(cards) > 1:
            value, rest = best_spot(cells, cards[1:], path)
            spots = [s] + rest
        else:
            value, spots = area_value(cells, path), [s]
        cells[s] = None
        if value > best:
            best, where = value, spots
    if len(_spots) > _CACHE_LIMIT:
        _spots.clear()
    _spots[key] = (best, tuple(where))
    return best, where


class GreedyBot:
    """Places for the best hoped-for points and gives neighbours the least useful cards."""

    def __init__(self, seed: int | None = None) -> None:
        """A greedy bot; ``seed`` is accepted like RandomBot's and changes nothing."""
        self.seed = seed   # accepted like RandomBot's; the greedy bot is deterministic

    def choose(self, observation: dict, legal_actions: Sequence):
        """The bot's action (the one :meth:`choose_with_reason` gives, without building its sentence)."""
        first = legal_actions[0]
        if isinstance(first, TurnUp):
            return first
        return self.choose_on(observation, [observed_cells(a) for a in observation["areas"]], legal_actions)

    def choose_on(self, observation: dict, areas: list, legal_actions: Sequence):
        """The bot's placement or keep-and-give, with the Areas given already as cards (None: not face up).

        ``observation`` needs only ``seat``, ``players``, ``path``, ``to_act`` and ``to_place``:
        a quick seat view (see :func:`engines.meow_oracle.coach.finish`) may pass just those.
        """
        first = legal_actions[0]
        path = PATHS[observation.get("path", "rows")]
        if isinstance(first, Place):
            return self._rate_places(observation, legal_actions, areas, path)[0][1]
        return self._rate_gifts(observation, legal_actions, areas, path)[1]

    def explain(self, observation: dict, legal_actions: Sequence) -> str:
        """A hint for a learner: what the bot would do and why."""
        return self.choose_with_reason(observation, legal_actions)[1]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence):
        """``(action, reason)``: the bot's action and a sentence a hint button can show."""
        first = legal_actions[0]
        if isinstance(first, TurnUp):
            return first, ("Turn up any of your face-down cards: nobody knows what they are, "
                           "you included (MO-6), so the choice changes nothing.")
        path = PATHS[observation.get("path", "rows")]
        areas = [observed_cells(a) for a in observation["areas"]]
        if isinstance(first, Place):
            return self._place(observation, legal_actions, areas, path)
        return self._give(observation, legal_actions, areas, path)

    # ----- placing -----------------------------------------------------------------
    @staticmethod
    def _rate_places(observation, legal_actions, areas, path) -> list:
        """Each placement with the Area's rating after it, best first (ties: the first offered)."""
        seat = observation["to_act"][0] if observation.get("to_act") else observation["seat"]
        cells = areas[seat]
        pending = observation["to_place"][0][1] if observation.get("to_place") else []
        others = [CARD_BY_TOKEN[t] for t in pending]
        rated = []
        for action in legal_actions:
            rest = [c for c in others if c != action.card]
            cells[action.square] = action.card
            if rest:
                value = best_spot(cells, rest, path)[0]
            else:
                value = area_value(cells, path)
            cells[action.square] = None
            rated.append((value, action))
        rated.sort(key=lambda va: -va[0])
        return rated

    def _place(self, observation, legal_actions, areas, path):
        """Place where the Area's hoped-for points are highest (ties: first square)."""
        seat = observation["to_act"][0] if observation.get("to_act") else observation["seat"]
        rated = self._rate_places(observation, legal_actions, areas, path)
        value, action = rated[0]
        runner_up = next((v for v, a in rated[1:] if a.card == action.card), None)
        return action, self._place_reason(areas[seat], action, value, runner_up, path)

    @staticmethod
    def _place_reason(cells: Cells, action: Place, value: float, runner_up, path) -> str:
        """Say why a placement is good, in a learner's words."""
        card, square = action.card, SQUARES[action.square]
        before_run, before_lines = run_length(cells, path), len(colour_lines(cells))
        cells[action.square] = card
        after_run, after_lines = run_length(cells, path), len(colour_lines(cells))
        alive = []
        for line in LINES:
            if action.square in line:
                shared = colours_in_common(cells[s] for s in line)
                face_up = sum(cells[s] is not None for s in line)
                if shared and face_up >= 2:
                    alive.append("any" if shared == EVERY_COLOUR else _COLOUR_WORD[shared])
        cells[action.square] = None
        reasons = []
        if after_lines > before_lines:
            n = after_lines - before_lines
            reasons.append(f"it completes {n} colour line{'s' if n > 1 else ''} (+{2 * n} marks)")
        if after_run > before_run:
            reasons.append("it starts your ascending run" if after_run == 1
                           else f"it extends your ascending run to {after_run} cards")
        if alive and after_lines == before_lines:
            reasons.append(f"it keeps a {alive[0]} line going")
        if not reasons:
            reasons.append(f"a {card.number} fits here on the reading path: lower numbers belong "
                           "before it, higher ones after")
        text = f"Place {card} on {square}: " + " and ".join(reasons)
        if runner_up is not None:
            text += f" (rating {value:.1f} against {runner_up:.1f} for the next best square)"
        return text + "."

    # ----- keeping and giving --------------------------------------------------------
    @staticmethod
    def _rate_gifts(observation, legal_actions, areas, path) -> tuple:
        """The best keep-and-give: ``(score, action, own rating, spots for the kept cards)`` (MO-4, MO-5)."""
        seat = observation["seat"]
        players = observation["players"]
        near = set(neighbours(seat, players))
        gets = receivers(seat, players)
        best = None
        for action in legal_actions:
            own, spots = best_spot(areas[seat], action.keep, path)
            cost = 0.0
            for who, card in zip(gets, action.give):
                weight = _NEIGHBOUR_WEIGHT if who in near else _OTHER_WEIGHT
                cost += weight * best_spot(areas[who], (card,), path)[0]
            score = own - cost
            if best is None or score > best[0]:
                best = (score, action, own, spots)
        return best

    def _give(self, observation, legal_actions, areas, path):
        """Keep what fits best; give neighbours what helps them least (MO-4, MO-5)."""
        seat = observation["seat"]
        players = observation["players"]
        near = set(neighbours(seat, players))
        gets = receivers(seat, players)
        _, action, own, spots = self._rate_gifts(observation, legal_actions, areas, path)
        kept = " and ".join(f"{c} (for {SQUARES[s]})" for c, s in zip(action.keep, spots))
        given = ", ".join(
            f"{c} to {seat_name(w)}"
            + ("" if w in near else " (not a neighbour you are compared with)")
            for w, c in zip(gets, action.give))
        reason = (f"Keep {kept}: it fits your Area best. Give {given}: of the cards you could "
                  "pass on, these help the players you are compared with least (MO-4).")
        return action, reason
