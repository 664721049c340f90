"""The Meow Oracle lessons' worked examples, each built as a game the rules can reach.

Every turn, Area, table of round totals and whole game that a lesson shows is made here,
so that the lessons and ``tests/meow_oracle/test_meow_oracle_lesson_examples.py`` build
them the same way. Each example is one of two things:

* a **game record**: a seeded deal played by bots (:func:`bot_game`), which reloads with
  ``from_json``;
* a **what-if position**: a seeded deal whose next turned-up cards were decided in advance
  (``set_next_cards``), then played by the rules (:func:`worked_turn`,
  :func:`two_player_opening`, :func:`play_round`, :func:`reached`). Since nobody may look at
  a face-down card (MO-6), deciding them in advance is the same as a shuffle that happened
  to put those cards there; the record reloads with ``position_from_json``, which checks it.

Areas are written as nine cards, row by row (``"B0 R1 G3 G5 W5 R9 G6 R8 B4"``).
"""

from __future__ import annotations

from typing import Sequence

from engines import InvalidInput
from engines.meow_oracle import (CARDS, SQUARES, Choose, Grid, Rules, State, TurnUp, cards_to_keep,
                                 new_game, parse_grid, reading_path, receivers)
from engines.meow_oracle.bots import GreedyBot, RandomBot

__all__ = ["WORKED_TURN", "worked_turn", "bruno_tries", "TWO_PLAYER_OPENING", "two_player_opening",
           "play_round", "reached", "bot_game", "random_game", "ROUNDS_SHOWN", "round_shown",
           "NEXT_START_GAMES", "WINNER_GAMES", "RULEBOOK_TABLE", "counted_on", "skipping_lower"]

# ----- lesson 2: one turn with three players, and a two-player opening ------------------------

WORKED_TURN_SEED = 7
WORKED_TURN_CARDS = "R2 G6 B9"
#: Aiko's first turn in a three-player game (seat, action), in the order the lesson plays it.
WORKED_TURN = [(0, "turn a1"), (0, "turn b2"), (0, "turn c3"), (0, "keep R2 give G6 B9"),
               (0, "place R2 at a1"), (1, "place G6 at b2"), (2, "place B9 at c3")]


def _prepared(players: int, seed: int, cards: str, moves: Sequence[tuple[int, str]]) -> State:
    """A game of ``players`` whose next cards are ``cards``, with ``moves`` (seat, action) played."""
    state = new_game(players, seed=seed)
    state.set_next_cards(cards)
    for seat, action in moves:
        state.apply(seat, action)
    return state


def worked_turn(moves: int = 0) -> State:
    """Lesson 2's three-player game: Aiko's first three cards are R2, G6 and B9; the first ``moves`` played."""
    return _prepared(3, WORKED_TURN_SEED, WORKED_TURN_CARDS, WORKED_TURN[:moves])


TWO_PLAYER_SEED = 3
TWO_PLAYER_CARDS = "R1 R4 G8 B2 B7 R9 G3 G5"
#: The first turns of a two-player game: Aiko's first turn, Bruno's, and Aiko's second turn-up.
TWO_PLAYER_OPENING = [
    (0, "turn a1"), (0, "turn b1"), (0, "turn c1"),                       # Aiko finds R1 R4 G8
    (0, "keep R1 R4 give G8"), (0, "place R1 at a1"), (0, "place R4 at b1"), (1, "place G8 at c3"),
    (1, "turn a1"), (1, "turn a2"), (1, "turn aside"),                    # Bruno finds B2 B7 R9
    (1, "keep B2 B7 give R9"), (1, "place B2 at a1"), (1, "place B7 at a2"), (0, "place R9 at c3"),
    (0, "turn a2"), (0, "turn b2"),                                       # Aiko's second turn: G3 G5
]


def two_player_opening(moves: int = 0) -> State:
    """Lesson 2's two-player game with its prepared cards; the first ``moves`` of the opening played."""
    return _prepared(2, TWO_PLAYER_SEED, TWO_PLAYER_CARDS, TWO_PLAYER_OPENING[:moves])


# ----- Areas: a round played so that each player ends with a chosen Area ----------------------

def _cards_of(area: str | Grid | Sequence) -> list:
    """The nine cards of a full Area, row by row; anything else is refused."""
    grid = area if isinstance(area, Grid) else parse_grid(area)
    if any(card is None for card in grid.cells):
        raise InvalidInput(f"An Area at the end of a round is full: {grid} has a square without a card.")
    return list(grid.cells)


def play_round(areas: Sequence, players: int | None = None, *, seed: int = 0, rules: Rules | None = None,
               first_player: int = 0) -> State:
    """Round 1 of a game in which each seat, from Aiko on, ends with the Area given for it.

    Seats beyond ``areas`` get the remaining cards in the box's order. The cards each turn
    turns up are decided in advance (a what-if position, MO-6); every move is an ordinary
    legal move: the active player turns up their first face-down card, keeps and gives
    the cards meant for each Area (MO-5), and every card goes to its square. Returns the
    game just after round 1 is scored (round 2 dealt).
    """
    wanted = [_cards_of(area) for area in areas]
    n = players or max(2, len(wanted))
    if len(wanted) > n:
        raise InvalidInput(f"{len(wanted)} Areas for a table of {n} players.")
    used = [card for cards in wanted for card in cards]
    if len(set(used)) != len(used):
        twice = next(card for card in used if used.count(card) > 1)
        raise InvalidInput(f"{twice} is in two Areas, but every card is unique.")
    spare = [card for card in CARDS if card not in used]
    while len(wanted) < n:
        wanted.append(spare[:9])
        del spare[:9]
    square_of = {card: (seat, square) for seat, cards in enumerate(wanted) for square, card in enumerate(cards)}
    left = [list(cards) for cards in wanted]   # each seat's cards still to come, a1 first
    order, turns, active = [], [], first_player
    while any(left):
        first = len(turns) < n
        kept = [left[active].pop(0) for _ in range(cards_to_keep(n, first))]
        given = [left[to].pop(0) for to in receivers(active, n)]
        order += kept + given
        turns.append((kept, given))
        active = (active + 1) % n
    state = new_game(n, seed=seed, rules=rules, first_player=first_player)
    state.set_next_cards([card.token for card in order])
    turn = 0
    while state.round == 1:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if isinstance(legal[0], TurnUp):
            state.apply(seat, legal[0])
        elif isinstance(legal[0], Choose):
            kept, given = turns[turn]
            turn += 1
            state.apply(seat, f"keep {' '.join(c.token for c in kept)} give {' '.join(c.token for c in given)}")
        else:
            card = state.cards_to_place(seat)[0]
            state.apply(seat, f"place {card.token} at {SQUARES[square_of[card][1]]}")
    return state


def reached(area, rules: Rules | None = None) -> Grid:
    """The Area as Aiko ends a real round with it (two players): proof that the rules reach it."""
    return play_round([area], rules=rules).final_grid(1, 0)


# ----- lessons 3 and 7: the countings MO-2 does not take ----------------------------------------

def _numbers(area: Grid, rules: Rules | None) -> list[int]:
    """The numbers of an Area's cards in reading order (MO-2 reads them along the reading path)."""
    return [area[square].number for square in reading_path(rules)]


def counted_on(area: Grid, rules: Rules | None = None) -> int:
    """A counting MO-2 does not take: a1's card, and every later card not lower than the card just before it."""
    numbers = _numbers(area, rules)
    return 1 + sum(b >= a for a, b in zip(numbers, numbers[1:]))


def skipping_lower(area: Grid, rules: Rules | None = None) -> int:
    """A counting MO-2 does not take: every card not lower than the highest card counted so far."""
    count, top = 0, -1
    for number in _numbers(area, rules):
        if number >= top:
            count, top = count + 1, number
    return count


# ----- whole games played by bots ------------------------------------------------------------

def _play(state: State, bots: list) -> State:
    """Let the bots play the game to its end."""
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def bot_game(seed: int = 48, players: int = 3) -> State:
    """A whole game played by three copies of the greedy bot from a seeded deal (lesson 6)."""
    return _play(new_game(players, seed=seed), [GreedyBot() for _ in range(players)])


def random_game(players: int, seed: int, first_player: int = 0) -> State:
    """A whole game played by bots that choose at random among the moves the rules allow."""
    return _play(new_game(players, seed=seed, first_player=first_player),
                 [RandomBot(1000 * seed + s) for s in range(players)])


#: The rounds of seeded games that lesson 5 shows, by what they show:
#: name -> (players, seed, round 1's start player, round).
ROUNDS_SHOWN: dict[str, tuple[int, int, int, int]] = {
    "everyone ties": (3, 170, 2, 1),
    "two tie at the top": (3, 6, 0, 1),
    "two players tie": (2, 6, 0, 1),
    "four players": (4, 32, 0, 1),
    "two players": (2, 0, 0, 2),
}

#: The seeded games that lesson 6 shows: (players, seed, round 1's start player).
#: Who starts round 2 (MO-7): a single lowest total; a tie that includes round 1's start
#: player; a tie that does not; all three tied.
NEXT_START_GAMES = [(3, 0, 0), (3, 26, 2), (3, 13, 1), (3, 225, 0)]
#: Who wins (MO-8): most winner points despite a lower round-2 total; a tie in winner points
#: broken by the round-2 totals; a tie in both, so a shared win.
WINNER_GAMES = [(3, 6, 0), (3, 7, 1), (3, 225, 0)]

#: A round with the rulebook's numbers (lesson 5): Bruno has the rulebook's own Area (12),
#: Chidi on his left 8 and Aiko on his right 15.
RULEBOOK_TABLE = ["R0 B1 G2 G4 B5 G8 B8 G9 B10", "B0 R1 G3 G5 W5 R9 G6 R8 B4", "B3 B6 G10 R10 R4 R3 G7 W4 G1"]


def round_shown(name: str) -> list[int]:
    """The round totals (clockwise from Aiko) of one of :data:`ROUNDS_SHOWN`, from its game."""
    players, seed, first, rnd = ROUNDS_SHOWN[name]
    return random_game(players, seed, first).round_totals(rnd)


def bruno_tries() -> State:
    """Lesson 2's game after Aiko's turn, Bruno's first turn played up to his placement (B4 R7 G1 prepared)."""
    state = worked_turn(len(WORKED_TURN))
    state.set_next_cards("B4 R7 G1")
    for action in ("turn a1", "turn c1", "turn aside", "keep B4 give R7 G1"):
        state.apply(1, action)
    return state
