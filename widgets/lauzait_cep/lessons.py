"""The worked examples of the Lauzait Cep! lessons, built in one place, and the words they use.

Every game situation a lesson shows is built here: a position set up by hand and checked
by the engine's static checks (``position_from_json``), or a real game dealt from a fixed
deal number (``new_game(players, seed=...)``) and played on by the play app's computer
players. The lessons import these builders, and
``tests/lauzait_cep/test_lauzait_cep_lesson_examples.py`` builds the very same examples to
check that the rules can reach each one (every name in :data:`EXAMPLES`).

A position "a few days into a season" keeps its day count honest: the player to act on
day ``1 + k * players`` is the season's starter again (:func:`later_day`), and the empty
square is the Mountain only on a season's first day, so a lesson's mid-season board is
never passed off as a fresh deal.

The second half gives the lessons their words: what a player may do, and who plays after
whom, in plain sentences rather than the engine's action notation (``discard W5``,
``end day``) or its seat numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from html import escape
from itertools import product
from math import comb

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction, InvalidInput
from engines.core import join_and, seat_name
from engines.lauzait_cep import (
    BONUS_BY_NUMBER, Declare, DeclareStalemate, Discard, Dissolve, EndDay, Form, FORMATION_POINTS,
    LAYOUT, MOUNTAIN, Move, ProposeEnd, Rules, SQUARE_NAMES, WATER, best_declaration,
    best_restatement, department_bonus, department_kind, destinations, formation_score,
    joker_statements, new_game, parse_action, parse_square, piece_set, position,
    refund, scored_words, splits, square_kind, stick_odds, water_success,
)
from engines.lauzait_cep.bots import ChancellorBot
from engines.lauzait_cep.pieces import JOKER, code_token, copies_in_box, parse_cards, parse_piece, tokens
from engines.lauzait_cep.rules import MOVERS, partner_codes
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, department_svg, pieces_svg, sticks_svg
from widgets.layout import Table, example_button, set_output, side_by_side, try_it

DECLARATIONS = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")
"""The log lines that end a season."""


def later_day(state, rounds: int = 1):
    """The same position ``rounds`` times round the table later: the player to act is still the
    season's starter, on day ``1 + rounds * players`` (LC-6, LC-9). Returns the state."""
    state.day += rounds * state.players
    return state


# ----- lesson 1: components and setup ----------------------------------------------------------------
FIRST_DEAL = 2024
"""Lesson 1's four-player deal."""


def first_deal():
    """Lesson 1: a real four-player deal, the start of season 1."""
    return new_game(4, seed=FIRST_DEAL)


# ----- lesson 2: hiring --------------------------------------------------------------------------------
HIRING_BOARD = '''G2 W7 G5 W1 W0
                  W4 .  W6 G0 W9
                  G7 W2 G9 W5 G1
                  W8 G3 W3 G4 W0
                  G6 W1 G7 G2 W3'''
"""Lesson 2's board, 25 squares row by row from a5 ('.' is the empty square, b4)."""
HIRING_HANDS = ["G1 G4 G5 G7 G9 W0 W2 W5 W8",          # Aiko, who is to play
                "G0 G1 G2 G3 G6 G8 W1 W3 W4", "G0 G1 G3 G4 G6 W0 W2 W3 W5", "G0 G2 G3 G5 G8 W1 W2 W4 W6"]
JOKER_BOARD = HIRING_BOARD.replace("G6 W1 G7 G2 W3", "G6 W1 J  G2 W3")
"""Lesson 2's board with a joker on c1 instead of the G7 (the G7 goes to Dagny)."""
JOKER_BOARD_HANDS = [HIRING_HANDS[0], HIRING_HANDS[1], HIRING_HANDS[2], "G0 G2 G3 G5 G7 W1 W2 W4 W6"]
JOKER_HAND_HANDS = ["G1 G4 G5 G7 J W0 W2 W5 W8"] + HIRING_HANDS[1:]
"""Lesson 2's hands with a joker in Aiko's hand instead of her G9."""


def hiring_day(board: str = HIRING_BOARD, hands=HIRING_HANDS, seed: int = 0):
    """Lesson 2's position, a few days into a four-player season: Aiko to play."""
    return later_day(position(4, hands, board.split(), seed=seed))


def hiring_after(*actions: str, board: str = HIRING_BOARD, hands=HIRING_HANDS):
    """Lesson 2's position after Aiko's actions (engine notation), played in turn."""
    state = hiring_day(board, hands)
    for action in actions:
        state.apply(0, action)
    return state


# ----- lesson 3: the Mountain and the Water ------------------------------------------------------------
MOUNTAIN_BOARD = '''G2 W7 G5 W1 W0
                    W4 .  W6 G0 W9
                    G7 W2 G9 W5 G6
                    W8 G3 W3 G4 W0
                    G1 W1 G7 G2 W3'''
"""Lesson 3's board: a G9 on the Mountain, the empty square on b4."""
MOUNTAIN_HANDS = ["G1 G4 G5 G7 G8 W0 W2 W5 W8",        # Aiko, who is to play
                  "G0 G1 G2 G3 G6 G9 W1 W3 W4", "G0 G1 G3 G4 G6 W0 W2 W3 W5", "G0 G2 G3 G5 G8 W1 W2 W4 W6"]
WATER_BOARD = MOUNTAIN_BOARD.replace("W4 .  W6", "W4 W2 W6").replace("G7 W2 G9", "G7 .  G9")
"""Lesson 3's board with the W2 and the empty square swapped: the empty square is b3, in the Water."""


def mountain_day(seed: int = 0, board: str = MOUNTAIN_BOARD):
    """Lesson 3's position, Aiko to play; the deal number drives the game's throws of the sticks."""
    return later_day(position(4, MOUNTAIN_HANDS, board.split(), seed=seed))


def mountain_jump(seed: int):
    """Lesson 3: Aiko discards her G8 and jumps the G9 from the Mountain into the Water on e3."""
    state = mountain_day(seed)
    state.apply(0, "discard G8")
    state.apply(0, "move c3-e3")
    return state


def water_discard(seed: int, move: bool = True):
    """Lesson 3: Aiko discards her G8 onto b3 (Water) and, with ``move``, moves the G9 onto it."""
    state = mountain_day(seed, WATER_BOARD)
    state.apply(0, "discard G8")
    if move:
        state.apply(0, "move c3-b3")
    return state


# ----- lesson 5: forming, dissolving and the refund ----------------------------------------------------
FORMING_HANDS = ["G2 G3 G5 G6 G7 G9 J W2 W2",           # Aiko, who is to play
                 "G0 G1 G2 G4 G6 G8 W1 W3 W4", "G0 G1 G3 G4 W0 W1 W3 W5 W8", "G0 G1 G3 G5 G8 W0 W2 W4 W5"]
"""Lesson 5's hands on lesson 2's board. Aiko's holds a department without a joker (G5 G6 G7)
besides the joker's many uses, so that the rule "one form a day" shows on a department she
really could form (not on her joker, once it is locked in the first one)."""
FIRST_DEPARTMENT = "G2 G3 J=G4"
RULEBOOK_REFUND = {"G2 G3 J=G4": 2, "J=G1 G2 G3": 1}
"""The points printed in the rulebook's refund example ("2-3-Joker" formed for 2, dissolved as
"Joker-2-3" for 1): the band's bonus without the joker's 1 off. Lesson 5 and the rulings page
(LC-5) print them; tests/lauzait_cep/test_lauzait_cep_lesson_examples.py checks both against these."""
SECOND_TODAY = "G5 G6 G7"
"""Lesson 5: the department Aiko could form too, but not on the same day as the first."""


def forming_day():
    """Lesson 5: lesson 2's board, Aiko's hand with a joker and nothing revealed yet."""
    return later_day(position(4, FORMING_HANDS, HIRING_BOARD.split()))


def formed_day():
    """Lesson 5: the same day after Aiko has formed G2 G3 J=G4."""
    state = forming_day()
    state.apply(0, "form " + FIRST_DEPARTMENT)
    return state


FORMING_DAY_HIRE = ("discard G6", "move c5-b4")
"""Lesson 5: Aiko's hire on the forming day takes her own discard back (LC-1), so her six
concealed pieces are the same on her next day."""


def _hire_on_land(state, seat: int) -> None:
    """A plain hire for a player of the example: the highest discard whose move can end off the
    Water and off the discard itself, its first such move, then the end of the day (no sticks
    are thrown, and the hands change; the highest discard, so that the players' discards differ)."""
    for discard in reversed([a for a in state.legal_actions(seat) if isinstance(a, Discard)]):
        trial = state.clone()
        trial.apply(seat, discard)
        moves = [m for m in trial.legal_actions(seat)
                 if isinstance(m, Move) and m.dst not in WATER and m.dst != state.empty]
        if moves:
            state.apply(seat, discard)
            state.apply(seat, moves[0])
            break
    if any(isinstance(a, EndDay) for a in state.legal_actions(seat)):
        state.apply(seat, "end day")


def dissolving_day():
    """Lesson 5: Aiko's next day, one round after the forming day, played on from it: she took
    her own discard back, the three others hired without a throw. G2 G3 J=G4 is still revealed."""
    state = formed_day()
    for action in FORMING_DAY_HIRE:
        state.apply(0, action)
    state.apply(0, "end day")
    while state.turn != 0:
        _hire_on_land(state, state.turn)
    return state


def dissolved_and_reformed():
    """Lesson 5: on that later day Aiko dissolves G2 G3 J=G4 and forms W2 W2 J=W2."""
    state = dissolving_day()
    state.apply(0, "dissolve " + FIRST_DEPARTMENT)
    state.apply(0, "form W2 W2 J=W2")
    return state


# ----- lesson 6: Lauzait-Cep! and the formations -------------------------------------------------------
SIXTEEN = ["G0 G1 G2", "G3 G4 G5", "J=W6 W7 W8"]
"""The richest government's formations (the analysis shows that none scores more)."""
THIRD_BOARD = '''W6 W7 G5 W1 W0
                 W4 .  W6 G0 W9
                 G7 W2 G9 W5 G1
                 W8 G3 W8 G4 W0
                 G6 W1 G7 G2 W9'''
THIRD_HANDS = ["W3 W3 W3", "G0 G1 G2 G3 G4 G7 G9 W1 W4", "G0 G1 G2 G3 G5 G8 W0 W2 W4",
               "G0 G1 G2 G3 G6 G8 W0 W2 W5"]
THIRD_REVEALED = [["G4 G5 G6", "W1 W2 W3"], [], [], []]
CONCEALED_HANDS = ["G1 G1 G1 G2 G2 G2 G3 G3 W7", "G0 G3 G5 G6 G8 W0 W2 W3 W3",
                   "G0 G4 G5 G7 G9 W1 W2 W3 W4", "G0 G4 G6 G8 W0 W1 W2 W3 W4"]
CONCEALED_HIRE = ("W7", "a2", "b2")
"""Lesson 6's concealed case: Aiko discards her W7, and the W8 on a2 steps to b2."""


def third_department_day():
    """Lesson 6: two departments revealed on earlier days (3 points), the third in hand."""
    return later_day(position(4, THIRD_HANDS, THIRD_BOARD.split(), revealed=THIRD_REVEALED,
                              scores=[3, 0, 0, 0]), rounds=2)


def third_department_declared():
    """Lesson 6: Aiko forms W3 W3 W3 and declares Lauzait-Cep!."""
    state = third_department_day()
    state.apply(0, "form W3 W3 W3")
    state.apply(0, "Lauzait-Cep!")
    return state


def concealed_day():
    """Lesson 6: nothing revealed, nine concealed pieces one hire from three departments."""
    return later_day(position(4, CONCEALED_HANDS, THIRD_BOARD.split()))


def concealed_hired(declare: bool = False):
    """Lesson 6: Aiko's hire that completes her hand, and with ``declare`` her declaration."""
    state = concealed_day()
    discard, src, dst = CONCEALED_HIRE
    state.apply(0, f"discard {discard}")
    state.apply(0, f"move {src}-{dst}")
    if declare:
        state.apply(0, "Lauzait-Cep!")
    return state


def bot_move(state, bots) -> None:
    """The player to act does what their computer player chooses."""
    seat = state.to_act()[0]
    state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))


def first_season(deal: int):
    """A four-player game from this deal number, played by the play app's stronger computer
    players until season 1 ends."""
    game = new_game(4, seed=deal)
    bots = [ChancellorBot(deal * 10 + s) for s in range(4)]
    while game.season == 1 and not game.is_over():
        bot_move(game, bots)
    return game


def _reads_clearly(game) -> bool:
    """Whether season 1 ended with a revealed declaration, and no hire in its log took a piece
    just like the moving one (a reader would take it for the moving piece, or a failed throw)."""
    events = game.events[:next(i for i, e in enumerate(game.events) if e.kind in DECLARATIONS) + 1]
    return (events[-1].kind == "lauzait_cep"
            and not any(e.kind in ("hire", "water_taken") and e.data[3] == e.data[6] for e in events))


@lru_cache(maxsize=1)
def real_game_deal() -> int:
    """The first deal number whose first season reads clearly (see :func:`_reads_clearly`)."""
    return next(deal for deal in range(1, 200) if _reads_clearly(first_season(deal)))


def real_first_season():
    """Lesson 6's real game: season 1 of the deal :func:`real_game_deal`, to its declaration."""
    return first_season(real_game_deal())


# ----- lesson 7: Stalemate -----------------------------------------------------------------------------
STUCK_BOARD = '''W0 W2 G1 W4 W6
                 W8 G3 W1 W3 W5
                 W7 W9 .  G5 W0
                 W2 G7 W4 W6 G3
                 W1 W3 G9 W5 G7'''
"""A board without a green even number and without a joker (the empty square is the Mountain)."""
STUCK_HANDS = ["G1 G1 G1 G3 G3 G5 G5 G7 G9", "G0 G0 G2 G4 G6 G8 W1 W2 W4",
               "G0 G2 G2 G4 G6 W0 W1 W3 W5", "G0 G2 G4 G6 G8 W0 W2 W3 W6"]
FREED_HANDS = ["G1 G1 G1 G3 G3 G5", "G0 G0 G2 G4 G6 G7 G9 W1 W2", "G0 G2 G2 G4 G6 G8 W0 W1 W3",
               "G0 G2 G4 G5 G6 G8 W0 W2 W3"]
CHOICE_BOARD = '''W0 W2 G7 W4 W6
                  W8 G8 W1 W3 W5
                  W7 W9 .  G9 W0
                  W2 G7 W4 W6 G8
                  W1 W3 G9 W5 G7'''
CHOICE_HANDS = ["G5 G5 G5", "G0 G0 G2 G3 G4 G6 W1 W2 W4", "G0 G1 G2 G4 G6 W0 W1 W3 W5",
                "G0 G2 G2 G4 G6 W0 W2 W3 W6"]
GUARD_HANDS = ["G1 G1 G2 G3 G5 G5 G7 G9 J", "G0 G0 G2 G4 G6 G8 W0 W2 W3", "G0 G1 G2 G4 G6 G8 W1 W2 W4",
               "G0 G2 G3 G4 G6 W0 W1 W3 W5"]


def stalemate_day(scores=None, season: int = 1, direction: int = 1, seed: int = 0, hands=STUCK_HANDS):
    """Lesson 7's stuck hand, a round of days into a season that Aiko started: Aiko to play."""
    return later_day(position(4, hands, STUCK_BOARD.split(), scores=scores, season=season,
                              direction=direction, seed=seed))


def stalemate_declared(scores=None, season: int = 1, direction: int = 1, seed: int = 0):
    """Lesson 7 (and 8): Aiko declares Lauzait-Cep! with Stalemate; the season ends."""
    state = stalemate_day(scores, season, direction, seed)
    state.apply(0, "stalemate")
    return state


def freed_day():
    """Lesson 7: six stuck concealed pieces and a revealed W4 W5 W6 that a dissolve would free."""
    return later_day(position(4, FREED_HANDS, STUCK_BOARD.split(), revealed=[["W4 W5 W6"], [], [], []],
                              scores=[2, 0, 0, 0]))


def freed_after_dissolve():
    """Lesson 7: the same day after Aiko dissolves W4 W5 W6."""
    state = freed_day()
    state.apply(0, "dissolve W4 W5 W6")
    return state


def choice_day(rules: Rules | None = None):
    """Lesson 7: G1 G1 G1 and G3 G3 G3 revealed, G5 G5 G5 concealed, nothing to discard."""
    return later_day(position(4, CHOICE_HANDS, CHOICE_BOARD.split(), rules=rules,
                              revealed=[["G1 G1 G1", "G3 G3 G3"], [], [], []], scores=[6, 0, 0, 0]), rounds=2)


def choice_played(way: str, rules: Rules | None = None):
    """Lesson 7: that position played out: ``"form"`` (the third department, then the
    declaration) or ``"stalemate"`` (only under the variant)."""
    state = choice_day(rules)
    if way == "form":
        state.apply(0, "form G5 G5 G5")
        state.apply(0, "Lauzait-Cep!")
    else:
        state.apply(0, "stalemate")
    return state


def guard_day():
    """Lesson 7: on the stuck board, a hand whose only discards are a G2 and a joker."""
    return later_day(position(4, GUARD_HANDS, STUCK_BOARD.split()))


# ----- lesson 8: seasons and the end -------------------------------------------------------------------
def poorer_direction(scores, start: int) -> int:
    """The direction from ``start`` towards its neighbour with fewer points (LC-9; 1 on a tie)."""
    n = len(scores)
    return -1 if scores[(start - 1) % n] < scores[(start + 1) % n] else 1


def season_end(scores, season: int, seed: int = 0):
    """Lesson 8: lesson 7's Stalemate ends a later season; Aiko, who had the fewest points, started it
    playing towards her poorer neighbour (LC-9), and it is her day again."""
    assert scores[0] == min(scores), "Aiko started the season, so she had the fewest points"
    return stalemate_declared(scores, season, poorer_direction(scores, 0), seed)


SEASON_TWO_SCORES = [2, 5, 9, 4]
"""Lesson 8's worked case: the totals when Aiko's Stalemate ends season 2 (the next-poorest
player after it, Bruno, does not sit next to the starter, Dagny: only the neighbours count)."""
TIED_SCORES = [0, 4, 4, 9]
"""Lesson 8: after Aiko's Stalemate, Bruno and Chidi are tied for the fewest points."""
LAST_SCORES = [12, 30, 20, 25]
"""Lesson 8: the totals when Aiko's Stalemate ends season 4, the last of a four-player game."""
WHOLE_GAME = (3, 2024)
"""Lesson 8's whole game: three players, dealt from this number."""
VOTE_SCORES = [8, 26, 19, 15]
"""Lesson 8's vote: the totals at the start of season 3 (Aiko, with the fewest, started it)."""


VOTE_REVEALED = [[], ["G1 G2 G3"], [], []]
"""Lesson 8's vote: Bruno revealed G1 G2 G3 earlier in season 3; its bonus is part of his total."""


def vote_day():
    """Lesson 8: lesson 2's position at the start of Aiko's day in season 3 (Bruno has a
    department revealed this season, so that the vote shows what happens to its bonus)."""
    hands = [" ".join(_without(hand.split(), " ".join(dept for dept in revealed).split()))
             for hand, revealed in zip(HIRING_HANDS, VOTE_REVEALED)]
    return later_day(position(4, hands, HIRING_BOARD.split(), scores=VOTE_SCORES, season=3,
                              revealed=VOTE_REVEALED, direction=poorer_direction(VOTE_SCORES, 0)))


def _without(pieces: list[str], taken: list[str]) -> list[str]:
    """The pieces with one copy of each taken piece removed."""
    rest = list(pieces)
    for piece in taken:
        rest.remove(piece)
    return rest


def vote(replies):
    """Lesson 8: Aiko proposes to end the game and the others reply in turn (accept or decline)."""
    state = vote_day()
    state.apply(0, "propose end")
    for reply in replies:
        state.apply(state.to_act()[0], reply)
    return state


LUMINOUS_CASES = [
    (["G4 G4 J=G4", "G5 G6 G7", "W4 W5 W6"], "G4"),
    (["G4 G4 J=G4", "G5 G6 G7", "W4 W5 W6"], "J"),
    (["G4 G4 J=G4", "G5 G6 G7", "W4 W5 W6"], "W4"),
    (["G1 G2 G3", "W1 W2 W3", "W7 W8 W9"], "G4"),
]
"""Lesson 8: whole governments (the declarer's nine pieces) and a luminous piece; the luminous
piece is out of play, so each government uses only the copies left beside it (checked by the tests)."""


def bot_game(players: int, deal: int, rules: Rules | None = None):
    """A whole game from this deal number with the play app's stronger computer player in every
    seat; the finished game and the scores after each season."""
    state = new_game(players, seed=deal, rules=rules)
    bots = [ChancellorBot(deal * 8 + s) for s in range(players)]
    scores_after = []
    while not state.is_over():
        season = state.season
        bot_move(state, bots)
        if state.season != season or state.is_over():
            scores_after.append(state.scores())
    return state, scores_after


# ----- the lessons' words ------------------------------------------------------------------------------
def play_order(players: int, start: int, direction: int) -> list[str]:
    """Who plays in which order, from the starter round the table."""
    return [seat_name((start + direction * k) % players) for k in range(players)]


def season_words(players: int, season: int, start: int, direction: int, luminous: str = "") -> str:
    """A season's start in words: who starts and the order of play round the table (LC-9)."""
    order = play_order(players, start, direction)
    text = (f"Season {season} begins: {order[0]} starts, then {join_and(order[1:])}"
            + (" play in that order, and round again." if players > 2 else " plays, and so on in turn."))
    return text + (f" The luminous piece is {luminous}." if luminous else "")


def season_event_words(event, players: int) -> str:
    """A season line of the game log in words (the log's own line counts seat numbers)."""
    season, start, direction, luminous = event.data
    return season_words(players, season, start, direction, luminous)


def log_words(event, players: int) -> str:
    """A line of the game log as a reader should read it: the log's sentence, or for a season's
    start the same facts with names instead of seat numbers."""
    return season_event_words(event, players) if event.kind == "season" else str(event)


def _alternatives(items: list[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def choices(state, seat: int | None = None, her: str = "her") -> list[str]:
    """What a player may do now, each kind of choice as a player would say it (not the engine's
    notation): 'dissolve her department W4 W5 W6', 'start her hire by discarding any of G1, G4 and W8'."""
    seat = state.turn if seat is None else seat
    actions = state.legal_actions(seat)
    discards = [code_token(a.code) for a in actions if isinstance(a, Discard)]
    moves = [a for a in actions if isinstance(a, Move)]
    said: list[str] = []
    said += [f"dissolve {her} department {tokens(a.pieces)}" for a in actions if isinstance(a, Dissolve)]
    said += [f"form the department {tokens(a.pieces)}" for a in actions if isinstance(a, Form)]
    if discards:
        said.append(f"start {her} hire by discarding "
                    + (f"the {discards[0]}" if len(discards) == 1 else "any of " + join_and(discards)))
    if moves:
        said.append(f"move one of {len({m.src for m in moves})} board pieces")
    if any(isinstance(a, Declare) for a in actions):
        said.append("declare")
    if any(isinstance(a, DeclareStalemate) for a in actions):
        said.append("declare Stalemate")
    if any(isinstance(a, EndDay) for a in actions):
        said.append("end the day without declaring")
    if any(isinstance(a, ProposeEnd) for a in actions):
        said.append("propose to end the game")
    return said


def choices_words(state, seat: int | None = None) -> str:
    """:func:`choices` as a list in one phrase: 'a, b or c'."""
    return _alternatives(choices(state, seat))


def choices_sentence(state, who: str = "Aiko", seat: int | None = None, her: str = "her") -> str:
    """What the player may do, in one sentence: 'Aiko has two choices: dissolve her department
    W4 W5 W6, or propose to end the game.' (or 'Aiko may ...' when there is one)."""
    said = choices(state, seat, her)
    if len(said) == 1:
        return f"{who} may {said[0]}."
    return f"{who} has {number_word(len(said))} choices: " + ", ".join(said[:-1]) + ", or " + said[-1] + "."


def nothing_moves_after(state, code: int) -> str:
    """Why nothing on the board could move after discarding this piece, in the lesson's words:
    'the board holds no G8 and no joker' (LC-1, LC-2). The pieces named are the rules' own
    (:data:`~engines.lauzait_cep.rules.MOVERS`), checked against the board."""
    on_board = {c for c in state.board if c is not None and c >= 0}
    assert not on_board & set(MOVERS[code]), f"something could move after {code_token(code)}"
    return "the board holds " + join_and([f"no {code_token(c)}" for c in partner_codes(code)] + ["no joker"])


def not_discardable(state, seat: int = 0) -> list[str]:
    """Why each of the player's concealed pieces that may not be discarded is refused, one sentence
    each in the lesson's words, so that a list of choices never leaves a piece out unexplained.
    Each refusal is checked with the rules first."""
    said = []
    for code in sorted(set(state.hidden[seat]) - set(state.legal_discards(seat))):
        said.append(refused_because(state, f"discard {code_token(code)}",
                                    f"The {code_token(code)} may not be discarded: "
                                    f"{nothing_moves_after(state, code)}, so nothing could move after it.",
                                    seat))
    return said


def not_discardable_words(state, seat: int = 0) -> str:
    """:func:`not_discardable` as one text, 'The G9 may not be discarded: ...', or ''."""
    return " ".join(not_discardable(state, seat))


def board_changes(board: str, base: str = HIRING_BOARD) -> str:
    """How a lesson's board differs from lesson 2's, in words: 'the G1 on e3 and the G6 on a1
    swapped' for two pieces that trade squares, else 'a W6 on a5, a W8 on c2 and a W9 on e1'."""
    old, new = base.split(), board.split()
    if len(new) != len(old):
        raise InvalidInput(f"A board has {len(old)} squares, but this one has {len(new)}.")
    changed = [s for s in range(len(old)) if old[s] != new[s]]
    if not changed or "." in [new[s] for s in changed]:
        raise InvalidInput("Describe a board that differs from lesson 2's in its pieces only: "
                           "the empty square stays where it was.")
    if len(changed) == 2 and old[changed[0]] == new[changed[1]] and old[changed[1]] == new[changed[0]]:
        return join_and([f"the {old[s]} on {SQUARE_NAMES[s]}" for s in changed]) + " swapped"
    return join_and([f"a {new[s]} on {SQUARE_NAMES[s]}" for s in changed])


def refused_because(state, action: str, words: str, seat: int | None = None) -> str:
    """The lesson's own words for why an action is not allowed, after checking on a copy of the
    state that the rules do refuse it (the engine's reason is the apps' message, not the lesson's)."""
    seat = state.turn if seat is None else seat
    try:
        state.clone().apply(seat, action)
    except (IllegalAction, InvalidInput):
        return words
    raise AssertionError(f"{action!r} is allowed, so the lesson may not call it refused")


def laid(department) -> str:
    """A department as it lies on the table, in number order with each joker in the place of the
    piece it stands for (a three-of-a-kind's jokers after the real pieces): 'J=G1 G2 G3' (LC-5)."""
    pieces = parse_cards(department) if isinstance(department, str) else list(department)
    return tokens(sorted(pieces, key=lambda p: (p.number, p.is_joker)))


def laid_bare(department) -> str:
    """The same, as the pieces' faces show it: the jokers without their statements, 'J G2 G3'."""
    return " ".join("J" if token.startswith("J") else token for token in laid(department).split())


def move_words(state, action: str) -> str:
    """A move in words, like 'the W4 from a4 to b5' (the piece read from the board)."""
    src, dst = action.split()[-1].split("-")
    return f"the {code_token(state.board[SQUARE_NAMES.index(src)])} from {src} to {dst}"


# ----- every example, for the test that the rules reach each one ---------------------------------------
def _after(state, *actions: str):
    """The state after Aiko plays these actions (lesson 3's moves onto the Mountain)."""
    for action in actions:
        state.apply(0, action)
    return state


EXAMPLES = {
    "lesson 1: a four-player deal": first_deal,
    "lesson 2: the hiring position": hiring_day,
    "lesson 2: after the hire W5, a4 to b5": lambda: hiring_after("discard W5", "move a4-b5"),
    "lesson 2: landing on the discard": lambda: hiring_after("discard W5", "move a4-b4"),
    "lesson 2: a joker on the board": lambda: hiring_after("discard G9", board=JOKER_BOARD, hands=JOKER_BOARD_HANDS),
    "lesson 2: a joker in hand": lambda: hiring_after("discard J", hands=JOKER_HAND_HANDS),
    "lesson 3: the Mountain position": lambda: mountain_day(0),
    "lesson 3: the jump, first game": lambda: mountain_jump(0),
    "lesson 3: the jump, second game": lambda: mountain_jump(1),
    "lesson 3: onto the discard in the Water, first game": lambda: water_discard(0),
    "lesson 3: onto the discard in the Water, second game": lambda: water_discard(1),
    "lesson 3: onto the Mountain from the Water": lambda: _after(mountain_day(), "discard W5", "move c4-c3"),
    "lesson 3: onto the Mountain from land": lambda: _after(mountain_day(), "discard G5", "move d2-c3"),
    "lesson 5: forming": formed_day,
    "lesson 5: dissolving, then forming again": dissolved_and_reformed,
    "lesson 6: the third department": third_department_declared,
    "lesson 6: a real game's first season": real_first_season,
    "lesson 6: a concealed declaration": lambda: concealed_hired(declare=True),
    "lesson 7: a stalemated hand": stalemate_declared,
    "lesson 7: a dissolve frees a piece": freed_after_dissolve,
    "lesson 7: the third department": lambda: choice_played("form"),
    "lesson 7: the third department, variant": lambda: choice_played(
        "stalemate", Rules(stalemate="no_discard")),
    "lesson 7: a form refused": guard_day,
    "lesson 7: a dissolve refused": choice_day,
    "lesson 8: Aiko's Stalemate ends season 2": lambda: season_end(SEASON_TWO_SCORES, 2),
    **{f"lesson 8: a tie for the start, try {seed + 1}": (lambda seed=seed: season_end(TIED_SCORES, 2, seed))
       for seed in range(4)},
    "lesson 8: the last season ends": lambda: season_end(LAST_SCORES, 4),
    "lesson 8: a proposal declined": lambda: vote(["accept", "decline"]),
    "lesson 8: a proposal accepted": lambda: vote(["accept", "accept", "accept"]),
    "lesson 8: a whole game": lambda: bot_game(*WHOLE_GAME)[0],
}
"""Every worked example of the lessons by name: a builder that returns the state as the lesson shows it."""


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")


def number_word(n: int, capital: bool = False) -> str:
    """A small count as a word for running text ('two', 'five'); larger counts stay digits."""
    word = _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)
    return word[0].upper() + word[1:] if capital else word



# ---- notebooks/lauzait_cep/01_components_and_setup.ipynb ------------------------------------


def box_counts():
    """Count the full box: how many copies of each number, per colour and in both colours."""
    BOX = Counter(code_token(c) for c in piece_set(4))
    display(Table(["number", "green copies", "white copies", "pieces"],
          [[n, BOX[f"G{n}"], BOX[f"W{n}"], BOX[f"G{n}"] + BOX[f"W{n}"]] for n in range(10)]
          + [["jokers", "", "", BOX["J"]], ["all", "", "", sum(BOX.values())]]))
    return BOX


def notation_limits(BOX):
    """What the notation can name: the numbers in the box, and no more copies than the box holds."""
    numbers = sorted({int(t[1:]) for t in BOX if t != "J"})
    return Markdown(f"* The numbers run from {numbers[0]} to {numbers[-1]}: there is no **G10**, and a joker may stand only for "
             f"one of the real pieces, **G{numbers[0]}** to **G{numbers[-1]}** or **W{numbers[0]}** to **W{numbers[-1]}**.\n"
             f"* No hand, board or department ever holds more copies of a piece than the box has: the box holds only "
             f"{BOX['G9']} **G9**s, so three **G9**s never meet. A joker standing for a **G9** does not use one up, "
             f"as said above.")


def box(players):
    """How many copies of each piece a table of ``players`` plays with, by token."""
    return Counter(code_token(c) for c in piece_set(players))


def pieces_in_play():
    """The pieces in play for each number of players."""
    return Table(["players", "pieces", "0s", "jokers"],
          [[n, sum(box(n).values()), box(n)["G0"] + box(n)["W0"], box(n)["J"]] for n in (4, 3, 2)])


def board_map():
    """The board's squares by kind, top row first: a map with one row per rank."""
    KIND = {"mountain": "Mountain", "water": "Water", "land": "land"}
    return Table(["row", "column a", "column b", "column c", "column d", "column e"],
          [[SQUARE_NAMES[5 * r][1]] + [f"{SQUARE_NAMES[5 * r + c]} {KIND[kind]}" for c, kind in enumerate(row)]
           for r, row in enumerate(LAYOUT)])


def deal_as_text(game):
    """The same deal as text: four hands, and how many pieces stay face down."""
    view = game.observation(0)
    return Table(["who", "pieces"],
          [[seat_name(s), " ".join(str(p) for p in game.hand(s))] for s in range(4)]
          + [["face down", f"{view['face_down']} pieces"]])


def first_log_line(game):
    """The first line of this game's log, in words: who starts, and the order of play."""
    print(season_event_words(game.events[0], game.players))
    # Which way the draw sent play: with the seating order, or the other way round the table.
    _, starter, direction, _ = game.events[0].data
    assert direction in (1, -1) and game.players > 2
    after, before = seat_name((starter + 1) % game.players), seat_name((starter - 1) % game.players)
    print(f"The draw sent play {'the other way round the table' if direction == -1 else 'in the seating order'}: "
          f"from {seat_name(starter)} to {after if direction == 1 else before}, not to {before if direction == 1 else after}.")


def try_deal_a_season():
    """Try it: deal a season for 2-4 players from a deal number (the engine's seed)."""
    players = w.Dropdown(options=[2, 3, 4], value=3, description="Players")
    seed = w.IntText(value=7, description="Deal", layout=w.Layout(width="200px"))
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def deal(change=None):
        """Deal a season from the chosen seed and draw the board and Aiko's hand."""
        state = new_game(players.value, seed=seed.value)
        view = state.observation(0)
        words = (f"<p>{players.value} players: {len(piece_set(players.value))} pieces, "
                 f"{view['face_down']} face down. {escape(season_event_words(state.events[0], state.players))}</p>")
        set_output(shown, html=words + board_svg(state, cell=48)
                   + "<p><b>Aiko's hand</b></p>" + pieces_svg(view["hand"], size=36))

    players.observe(deal, "value")
    seed.observe(deal, "value")
    deal()
    return w.VBox([w.HBox([players, seed]), banner.widget, shown])



# ---- notebooks/lauzait_cep/02_hiring.ipynb --------------------------------------------------


def fresh_hiring(board=HIRING_BOARD, hands=HIRING_HANDS):
    """A new copy of the lesson's position, Aiko to play."""
    return hiring_day(board, hands)


def lesson_position():
    """The position of this lesson (widgets/lauzait_cep/lessons.py builds it, and the tests check that the rules can reach it): the board row by row from a5 ('.' is the empty square), the four hands."""
    day = fresh_hiring()
    display(board_svg(day, title="the lesson's board; the empty square is b4"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(day.observation(0)["hand"]))
    return day


def lets_move(state, code):
    """The board pieces (with squares) that may move after discarding this piece (LC-1, LC-2)."""
    return ", ".join(f"{code_token(state.board[s])} on {SQUARE_NAMES[s]}"
                     for s in state.movable_squares(code)) or "nothing"


def discards_and_movers(day):
    """For each concealed piece: the board pieces its discard lets move, and where they stand."""
    hand = sorted(set(day.hidden[0]))
    display(Table(["discard", "lets move", "allowed?"],
          [[code_token(c), lets_move(day, c), "yes" if c in day.legal_discards(0) else "no"]
           for c in hand]))
    return hand


def locked_pieces(day, hand):
    """Which of Aiko's pieces may not be discarded, and why, in the engine's words."""
    stuck = [code_token(c) for c in hand if c not in day.legal_discards(0)]
    assert len(stuck) == 1
    return Markdown(f"Every piece but the {stuck[0]} may be discarded: {nothing_moves_after(day, parse_piece(stuck[0]).code)}, so "
             f"nothing could move after the {stuck[0]}.")


def after_discard_w5():
    """After 'discard W5': which pieces may move, and how far the chosen one (the W4 on a4) may go."""
    after_w5 = fresh_hiring()
    after_w5.apply(0, "discard W5")
    movers = after_w5.movable_squares(after_w5.pending, after_w5.landing)
    a4_moves = [m for m in after_w5.legal_actions(0) if m.src == parse_square("a4")]
    return Markdown(f"Here {number_word(len(movers))} board pieces may move: "
             + " and ".join(f"the **{code_token(after_w5.board[s])}** on {SQUARE_NAMES[s]}" for s in movers)
             + ". In the picture the pieces that may move wear a ring; the **W4** on a4 is chosen, and the "
             f"arrows and ticks show its {number_word(len(a4_moves))} destinations. The 1/2 on two of them marks a Water "
             "square: there a throw of the dice-sticks decides which piece you take (lesson 3). The **W5** just discarded is marked "
             "\"discarded\".")


def after_discard_w5_picture():
    """After discarding W5: who may move (rings), and where the W4 on a4 may go (arrows)."""
    day = fresh_hiring()
    day.apply(0, "discard W5")
    movable = day.movable_squares(day.pending, day.landing)
    display(board_svg(day, highlight=movable, selected="a4",
              destinations={SQUARE_NAMES[m.dst]: day.move_outcomes(m)
                            for m in day.legal_actions(0) if m.src == parse_square("a4")}))
    return day, movable


def moves_after_discard(day, movable):
    """Every legal move after the discard, grouped by the piece that moves, with the Water squares among them."""
    goes_to = {square: [m.dst for m in day.legal_actions(0) if m.src == square] for square in movable}
    return Table(["piece that may move", "from", "may go to", "of those, in the Water"],
          [[code_token(day.board[square]), SQUARE_NAMES[square],
            ", ".join(SQUARE_NAMES[d] for d in goes_to[square]),
            ", ".join(SQUARE_NAMES[d] for d in goes_to[square] if d in WATER) or "none"]
           for square in movable])


def log_and_hand(day):
    """The log line, Aiko's hand, and the checks: nine pieces in hand, one empty square."""
    view = day.observation(0)
    assert len(view["hand"]) == 9 and view["board"].count(None) == 1
    print(f"Game log: {day.events[-1]}")
    print(f"Aiko again holds nine pieces, and the board again has one empty square, {view['empty']}.")


def take_back_w5():
    """Discard W5, move the W4 from a4 onto b4, where the W5 lies: Aiko takes her W5 back."""
    back = fresh_hiring()
    back.apply(0, "discard W5")
    back.apply(0, "move a4-b4")
    same = sorted(back.hidden[0]) == sorted(fresh_hiring().hidden[0])
    print(f"Game log: {back.events[-1]}")
    print(f"Aiko's hand is {'the same as' if same else 'different from'} before the hire; "
          f"the empty square is now {back.observation(0)['empty']}.")


def after_discard_g9(joker_day):
    """After discarding G9 only the joker on c1 may move; here it is chosen, with its destinations."""
    joker_day.apply(0, "discard G9")
    return board_svg(joker_day, highlight=joker_day.movable_squares(9, joker_day.landing), selected="c1",
              destinations={SQUARE_NAMES[m.dst]: joker_day.move_outcomes(m)
                            for m in joker_day.legal_actions(0)})


def joker_discard():
    """Aiko holds a joker instead of the G9: discarding it lets every other board piece move."""
    wild = fresh_hiring(HIRING_BOARD, JOKER_HAND_HANDS)
    wild.apply(0, "discard J")
    print(f"In this variation Aiko's hand is {tokens(fresh_hiring(HIRING_BOARD, JOKER_HAND_HANDS).observation(0)['hand'])}.")
    n = len(wild.movable_squares(wild.pending, wild.landing))
    print(f"She discards the joker onto {SQUARE_NAMES[wild.landing]}. Now {n} board pieces may move: every piece "
          "that stood on the board before her discard. Only the joker she has just discarded stays put.")
    return wild


def slip(words, actions, why):
    """A row: the slip in words, and why it is wrong, after checking that the rules refuse it."""
    state = fresh_hiring()
    for action in actions[:-1]:
        state.apply(0, action)
    return [words, refused_because(state, actions[-1], why)]


def slips():
    """Each slip on a fresh position: the rules refuse it (checked), and the lesson says why in its own words."""
    return Table(["slip", "why it is wrong"],
          [slip("to discard a W4, which Aiko does not hold", ["discard W4"],
                "She can discard only a piece of her own."),
           slip("to move the W4 from a4 to b5 before discarding", ["move a4-b5"],
                "The hire starts with the discard: nothing moves before it."),
           slip("after discarding the W5, to move the W6 from c4 to e3", ["discard W5", "move c4-e3"],
                "e3 does not touch c4: a piece moves one step."),
           slip("after discarding the W5, to move the W9 from e4 to e5", ["discard W5", "move e4-e5"],
                "After a W5, only a W4, a W6 or a joker may move.")])


def try_hiring():
    """Try it: pick a discard, then a piece to move, in the lesson's position."""
    pick = w.Dropdown(options=sorted(set(HIRING_HANDS[0].split())), value="W5", description="Discard")
    mover = w.Dropdown(options=[], description="Move from")
    banner = MessageBanner()
    shown = w.Output()
    trial = {"state": fresh_hiring()}

    @guarded(banner)
    def on_discard(change=None):
        """Discard the chosen piece on a fresh position and list the pieces that may move (LC-1, LC-2)."""
        trial["state"] = state = fresh_hiring()
        mover.options = []
        set_output(shown, html=board_svg(state, cell=48))
        state.apply(0, f"discard {pick.value}")
        squares = state.movable_squares(state.pending, state.landing)
        set_output(shown, html=board_svg(state, highlight=squares, cell=48))
        banner.success(f"{pick.value} lies on {SQUARE_NAMES[state.landing]}; "
                       f"{len(squares)} piece(s) may move.")
        mover.options = [(f"{code_token(state.board[s])} on {SQUARE_NAMES[s]}", s) for s in squares]
        mover.value = squares[0] if squares else None     # draws the first piece's destinations

    @guarded(banner, clear=False)
    def on_mover(change=None):
        """Draw where the chosen piece may go and which piece each destination would take (LC-1, LC-4)."""
        state = trial["state"]
        if mover.value is None:
            return
        moves = [m for m in state.legal_actions(0) if m.src == mover.value]
        outcomes = {SQUARE_NAMES[m.dst]: state.move_outcomes(m) for m in moves}
        words = "; ".join(f"{dst}: " + " or ".join(
            (f"{token}" if chance == 1 else f"{token} ({chance})") for chance, token in out)
            for dst, out in outcomes.items())
        squares = state.movable_squares(state.pending, state.landing)
        set_output(shown, html=board_svg(state, highlight=squares, selected=mover.value,
                                         destinations=outcomes, cell=48)
                   + f"<p>Moving there takes: {escape(words)}</p>")

    pick.observe(on_discard, "value")
    mover.observe(on_mover, "value")
    on_discard()
    return w.VBox([w.HBox([pick, mover]), banner.widget, shown])



# ---- notebooks/lauzait_cep/03_mountain_and_water.ipynb --------------------------------------


THROWS = list(product((0, 1), repeat=5))            # every way five sticks can land


def p_throw(k):
    """The chance of a throw of k: the share of the 32 landings with k marked sides up."""
    return Fraction(sum(sum(t) == k for t in THROWS), len(THROWS))


def over_32(chance):
    """A chance written over 32, the number of landings, unreduced: 10/32, not 5/16."""
    assert (chance * len(THROWS)).denominator == 1
    return f"{chance * len(THROWS)}/{len(THROWS)}"


def differs_from_lesson_two():
    """How this position differs from lesson 2's: two board pieces swapped, a G8 in Aiko's hand for her G9."""
    was, now = (set(HIRING_HANDS[0].split()) - set(MOUNTAIN_HANDS[0].split()),
                set(MOUNTAIN_HANDS[0].split()) - set(HIRING_HANDS[0].split()))
    assert was == {"G9"} and now == {"G8"} and MOUNTAIN_BOARD.split()[12] == "G9"
    return Markdown(f"Another position set up for the lesson: lesson 2's board with {board_changes(MOUNTAIN_BOARD)}, "
             "and a **G8** in Aiko's hand instead of her **G9**. Aiko is to play. A **G9** stands on the Mountain (c3): "
             "by discarding her **G8** she may move it, same colour, one number away (lesson 2). The **G7**s on a3 "
             "and c1 may move too.")


def fresh_mountain(seed=0):
    """The lesson's position, Aiko to play."""
    return mountain_day(seed)


def mountain_position():
    """The lesson's position: a G9 on the Mountain, the empty square on b4, Aiko to play (built in widgets/lauzait_cep/lessons.py; the seed drives the game's own throws of the sticks)."""
    day = fresh_mountain()
    display(board_svg(day, title="the lesson's board: a G9 on the Mountain c3"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(day.observation(0)["hand"]))
    return day


def destinations_compared():
    """Destinations from the Mountain, from an ordinary inner square, and from a corner."""
    WHERE = {"c3": "the Mountain", "b2": "an inner land square", "a1": "a corner"}
    return Table(["from", "kind of square", "destinations", "how many"],
          [[square, kind, " ".join(SQUARE_NAMES[s] for s in destinations(SQUARE_NAMES.index(square))),
            len(destinations(SQUARE_NAMES.index(square)))] for square, kind in WHERE.items()])


def mountain_destinations():
    """After 'discard G8': the Mountain piece's twelve destinations."""
    day = fresh_mountain()
    day.apply(0, "discard G8")
    from_mountain = [m for m in day.legal_actions(0) if m.src == MOUNTAIN]
    display(board_svg(day, highlight=day.movable_squares(day.pending, day.landing), selected="c3",
              destinations={SQUARE_NAMES[m.dst]: day.move_outcomes(m) for m in from_mountain}))
    return day


def landings_count():
    """The count of landings for each throw is 1, 5, 10, 10, 5, 1 out of 32; the engine plays by the same odds."""
    assert all(p_throw(k) == stick_odds()[k] for k in range(6))
    return Table(["throw", "landings", "chance", "what you take"],
          [[k, sum(sum(t) == k for t in THROWS), over_32(p_throw(k)),
            "the Water piece" if k >= 3 else "the moving piece"] for k in range(6)])


def water_chance():
    """The chance of taking the Water piece, by counting landings (the sum of chances, the binomial formula and the engine agree)."""
    by_sum = p_throw(3) + p_throw(4) + p_throw(5)
    landings = {k: sum(sum(t) == k for t in THROWS) for k in (3, 4, 5)}
    by_count = Fraction(sum(landings.values()), len(THROWS))
    assert by_sum == by_count == Fraction(sum(comb(5, k) for k in (3, 4, 5)), 2 ** 5) == water_success()
    assert by_count == Fraction(1, 2)
    return Markdown(f"You take the Water piece on a throw of 3, 4 or 5: {' + '.join(str(n) for n in landings.values())} "
             f"= {sum(landings.values())} of the {len(THROWS)} landings, **exactly one half**. There is a neat reason: "
             "turning every stick over turns a throw of 3 into a 2, a 4 into a 1 and a 5 into a 0, so \"3 or more\" "
             "and \"2 or less\" are mirror images and must be equally likely.")


def offers(state, text):
    """What a move would take, with its chance, in player words: "G0 for sure", "G6 or G9, 1 in 2 each"."""
    outcomes = state.move_outcomes(parse_action(text))
    if len(outcomes) == 1:
        return f"{outcomes[0][1]} for sure"
    assert [chance for chance, _ in outcomes] == [Fraction(1, 2)] * 2
    return " or ".join(token for _, token in outcomes) + ", 1 in 2 each"


def would_take(state, text):
    """The same, as a sentence says it: "the G6 or the G9, each with a chance of 1 in 2"."""
    (chance, one), (other_chance, other) = state.move_outcomes(parse_action(text))
    assert chance == other_chance
    return f"the {one} or the {other}, each with a chance of {chance.numerator} in {chance.denominator}"


def two_moves_chances(day):
    """What each of two moves would take, with its chance."""
    return Table(["Aiko moves", "lands on", "Aiko takes"],
          [[move_words(day, text), square_kind(SQUARE_NAMES.index(text[-2:])).replace("water", "Water"), offers(day, text)]
           for text in ("move c3-d4", "move c3-e3")])


def same_jump_twice():
    """The same jump twice, in two games with different random numbers (seeds 0 and 1): 3 or more, then 2 or less."""
    results = {seed: mountain_jump(seed) for seed in (0, 1)}
    throw = {seed: g.events[-1].data[-1] for seed, g in results.items()}
    assert throw[0] >= 3 and throw[1] <= 2
    display(side_by_side(sticks_svg(throw[0]), sticks_svg(throw[1])))
    return results, throw


def boards_after_day(results, throw):
    """The two boards after the day: in the first game the G9 stands on e3; in the second the G6 stayed."""
    return side_by_side(board_svg(results[0], cell=52, last_move=("c3", "e3")),
                 board_svg(results[1], cell=52),
                 captions=[f"a throw of {throw[0]}: Aiko takes the G6; the G9 now stands on e3",
                           f"a throw of {throw[1]}: Aiko takes the G9 she moved; the G6 stays on e3"])


def onto_mountain():
    """Rows (discard, move, piece taken) for every move onto the Mountain from the lesson's position."""
    rows = []
    for discard in mountain_day().legal_actions(0):
        state = mountain_day()
        state.apply(0, discard)
        for move in state.legal_actions(0):
            if str(move).startswith("move ") and str(move).endswith("-c3"):
                rows.append([str(discard).split()[1], move_words(state, str(move)), offers(state, str(move))])
    return rows


def onto_the_mountain():
    """Moves that end on the Mountain: a sure hire, whether the piece starts in the Water or on land. Every discard Aiko may make in the lesson's position, then every move that ends on c3."""
    mountain_moves = onto_mountain()
    assert all(takes == "G9 for sure" for _, _, takes in mountain_moves)
    print(f"Aiko has {number_word(len(mountain_moves))} ways to end a move on the Mountain, and each takes the G9 there for sure:")
    return Table(["Aiko discards", "Aiko moves"], [row[:2] for row in mountain_moves])


def throw_onto_discard(seed):
    """The log line, Aiko's hand and the piece on b3 after the move c3-b3 in the game with this seed."""
    state = water_discard(seed)
    return [str(state.events[-1]), " ".join(state.observation(0)["hand"]),
            state.observation(0)["board"][SQUARE_NAMES.index("b3")]]


def own_piece_in_water(wet):
    """The move c3-b3 lands on Aiko's own G8 in the Water: the sticks decide, as for any Water move."""
    print(f"Before the throw, Aiko would take {would_take(wet, 'move c3-b3')}.")
    return Table(["game log", "Aiko's hand after", "now on b3"], [throw_onto_discard(seed) for seed in (0, 1)])


def try_destinations():
    """Try it: destinations from any square, and a fresh throw of the sticks for the jump c3-e3."""
    square = w.Dropdown(options=list(SQUARE_NAMES), value="c3", description="From")
    throw_button = w.Button(description="Throw for the jump", icon="random")
    banner = MessageBanner()
    shown = w.Output()
    sticks = w.Output()
    chooser = random.Random()

    @guarded(banner)
    def show_square(change=None):
        """Draw the destinations of the chosen square (LC-1, LC-3), Water marked with its odds (LC-4)."""
        where = destinations(SQUARE_NAMES.index(square.value))
        water = sum(square_kind(s) == "water" for s in where)
        set_output(shown, html=board_svg(fresh_mountain(), selected=square.value, cell=46,
                                         destinations=[SQUARE_NAMES[s] for s in where])
                   + f"<p>From {square.value}: {len(where)} squares, {water} of them Water.</p>")

    @guarded(banner)
    def throw_sticks(button=None):
        """Play the jump c3-e3 on a fresh position with a new seed and show the throw (LC-4)."""
        game = mountain_jump(chooser.randrange(10 ** 9))
        event = game.events[-1]
        set_output(sticks, html=sticks_svg(event.data[-1]) + f"<p>{escape(str(event))}</p>")

    square.observe(show_square, "value")
    throw_button.on_click(throw_sticks)
    show_square()
    return w.VBox([w.HBox([square, throw_button]), banner.widget, sticks, shown])



# ---- notebooks/lauzait_cep/04_departments_and_bonus.ipynb -----------------------------------


def kind_words(pieces):
    """The department kind in words, or 'not a department'."""
    return department_kind(pieces) or "not a department"


def bonus(department):
    """LC-5: the table by the largest number, tripled for a three-of-a-kind, then 1 off per joker, at least 0."""
    pieces = parse_cards(department)
    base = BONUS_BY_NUMBER[max(p.number for p in pieces)]
    if department_kind(pieces) == "three-of-a-kind":
        base *= 3
    return max(0, base - sum(p.is_joker for p in pieces))


def working(department):
    """The bonus arithmetic in words: the band's value, × 3 for a three-of-a-kind, − 1 per joker."""
    pieces = parse_cards(department)
    base = BONUS_BY_NUMBER[max(p.number for p in pieces)]
    triple = department_kind(pieces) == "three-of-a-kind"
    jokers = sum(p.is_joker for p in pieces)
    text = f"{base}" + (" × 3" if triple else "") + (f" − {jokers}" if jokers else "")
    return text + (", at least 0" if base * (3 if triple else 1) < jokers else "")


def verdict(trio):
    """What the trio is, or, when the rules cannot tell (checked), that the joker must be stated first."""
    try:
        return kind_words(trio)
    except InvalidInput:
        return "not yet a department: first say what the joker stands for"


def stated_joker():
    """A stated joker completes a sequence; an unstated one is refused with a reason."""
    return Table(["pieces", "what they are"], [[trio, verdict(trio)] for trio in ("G5 J=G6 G7", "G5 J G7")])


def bonus_agrees():
    """The rule written out above, bonus(), and the engine's department_bonus() agree on these departments."""
    CASES = ["G1 G2 G3", "G3 G4 G5", "W7 W8 W9", "W2 W2 W2", "G6 G6 G6", "W6 W6 W6",
             "G4 G5 J=G6", "J=W9 W9 W9", "J=G0 J=G1 G2"]
    assert all(bonus(d) == department_bonus(d) for d in CASES)
    return Table(["department", "kind", "working", "bonus"],
          [[d, kind_words(d), working(d), department_bonus(d)] for d in CASES])


def example(kind, top, jokers):
    """A green department of this shape with the first `jokers` pieces replaced by stated jokers."""
    numbers = [top] * 3 if kind == "three" else [top - 2, top - 1, top]
    return " ".join(f"J=G{n}" if i < jokers else f"G{n}" for i, n in enumerate(numbers))


def bonus_or_dash(department):
    """The engine's bonus, or '-' if the box does not hold these pieces."""
    try:
        return department_bonus(department)
    except InvalidInput:
        return "-"


def every_shape_bonus():
    """Bonus of every department shape, with 0 to 3 jokers (the engine computes each one; "-" where the box lacks the pieces: there are only two 8s and two 9s of each colour)."""
    rows = [[f"sequence {top - 2} {top - 1} {top}"] + [bonus_or_dash(example("seq", top, j)) for j in range(4)]
            for top in range(2, 10)]
    rows += [[f"three {top}s"] + [bonus_or_dash(example("three", top, j)) for j in range(4)]
             for top in range(10)]
    return Table(["department", "no joker", "1 joker", "2 jokers", "3 jokers"], rows)


def best(departments):
    """The highest bonus among departments the box can supply, and one department that earns it."""
    scored = [(bonus_or_dash(d), d) for d in departments]
    return max((b, d) for b, d in scored if b != "-")


def richest_departments():
    """The richest departments, from the engine: the best with any jokers, the best without, the best sequence."""
    threes = [example("three", top, j) for top in range(10) for j in range(4)]
    sequences = [example("seq", top, j) for top in range(2, 10) for j in range(4)]
    top_any = best(threes + sequences)
    top_plain = best(d for d in threes + sequences if "J" not in d)
    top_sequence = best(sequences)
    eights = copies_in_box(parse_cards("G8")[0].code)
    return Markdown(f"Three 8s or three 9s would earn {BONUS_BY_NUMBER[9]} × 3 = {3 * BONUS_BY_NUMBER[9]}, but the box holds "
             f"only {eights} 8s and {eights} 9s of each colour, so such a department always needs a joker: "
             f"**{top_any[1]}** earns **{top_any[0]}**, as much as any department can earn. Without a joker the best is "
             f"a three-of-a-kind like **{top_plain[1]}**, worth **{top_plain[0]}**. A sequence earns at most "
             f"**{top_sequence[0]}**. Jokers make departments easier to complete but cost bonus.")


def ways_of_stating(ways, caption, size):
    """The first twelve ways to state a department's jokers as pictures, each captioned, and how many more."""
    more = f"<p>... and {len(ways) - 12} more ways.</p>" if len(ways) > 12 else ""
    return side_by_side(*(department_svg(laid(way), caption(way), size=size) for way in ways[:12])).data + more


def try_department():
    """Try it: type a department and see its kind and bonus, or each way to state a bare joker (LC-5)."""
    typed = w.Text(value="G5 G6 J", description="Pieces", continuous_update=False,
                   placeholder="three pieces, e.g. G5 J=G6 G7", layout=w.Layout(width="340px"))

    def draw():
        pieces = parse_cards(typed.value)
        if len(pieces) == 3 and any(p.is_joker and not p.stated for p in pieces):
            ways = joker_statements(pieces)
            if not ways:
                raise InvalidInput("No statement of the jokers makes these three pieces a department.")
            return ways_of_stating(ways, lambda way: f"{department_kind(way)}, bonus {department_bonus(way)}", 46)
        kind = department_kind(pieces)
        if kind is None:
            raise InvalidInput(f"{typed.value} is not a department: one colour, and the same number "
                               "three times or three numbers in a row.")
        return department_svg(pieces, f"{kind}, bonus {department_bonus(pieces)}", size=46)

    first = example_button(typed, "G3 G4 G5", "Example: largest 5")
    second = example_button(typed, "W3 W3 J=W3", "Example: joker as a 3")
    return try_it(draw, w.HBox([typed, first, second]), watch=[typed])



# ---- notebooks/lauzait_cep/05_dissolving_and_refunds.ipynb ----------------------------------


def refused_with(state, action):
    """Try an action on a copy of the state; the engine's reason if it is refused."""
    try:
        state.clone().apply(0, action)
    except (IllegalAction, InvalidInput) as error:
        return str(error)
    return "allowed"


def show_hand(state, seat=0):
    """A seat's concealed pieces and its revealed departments (with their bonuses), as pictures."""
    view = state.observation(seat)
    shown = [pieces_svg(view["hand"], size=44)]
    shown += [department_svg(d["pieces"], f"formed, earned {d['bonus']}", size=44)
              for d in view["revealed"][seat]]
    return side_by_side(*shown, captions=["concealed pieces"] + [""] * (len(shown) - 1))


def scores_now(state):
    """The score sheet in words: every seat's name and points."""
    return ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(state.scores()))


def forming_earns():
    """What forming G2 G3 J=G4 earns, worked out by the engine's bonus rule."""
    FIRST = "G2 G3 J=G4"
    display(Markdown(f"Aiko forms **{FIRST}**, a {department_kind(FIRST)} topped by a 4: {BONUS_BY_NUMBER[4]}, minus 1 for the "
             f"joker, so she earns **{department_bonus(FIRST)}** at once. She lays the three pieces face up in front "
             f"of her, in the order **{laid_bare(FIRST)}**, and says that the joker is a "
             f"**{next(str(p)[2:] for p in parse_cards(FIRST) if p.is_joker)}**. It is not her richest choice, but it "
             "shows the refund below."))
    return FIRST


def joker_statement_kept(FIRST):
    """How the table keeps a joker's statement (LC-5): the department lies in number order, each joker in its place."""
    TWO_WAYS = ["J=G4 G5 J=G6", "G5 J=G5 J=G5"]       # two jokers beside a G5: a sequence or a three-of-a-kind
    assert all(department_kind(d) for d in TWO_WAYS) and {laid_bare(d) for d in TWO_WAYS} <= {"J G5 J", "G5 J J"}
    return Markdown(f"""> **Our reading (LC-5).** On keeping track of a joker: the rulebook does not say how anyone knows later what a formed joker
> stands for. A formed department lies face up in number order, each joker in the place of the
> piece it stands for: **{laid_bare(FIRST)}** reads as **{laid(FIRST)}**, **{laid_bare('J=G1 G2 G3')}** as
> **{laid('J=G1 G2 G3')}**, and **{laid_bare('W2 W2 J=W2')}** as **{laid('W2 W2 J=W2')}**. With two or three jokers the
> order cannot always tell: **J G5 J** may be **{TWO_WAYS[0]}** or three **G5**s, because in a
> three-of-a-kind a joker may lie on either side. In that case the player says the statement when
> forming, and the players remember it or note it down. See [LC-5](rulings.ipynb#LC-5).""")


def aiko_forms(day):
    """Aiko forms G2 G3 J=G4."""
    day.apply(0, "form G2 G3 J=G4")
    return Table(["after forming", "what everybody can see"],
          [["in front of Aiko, face up",
            "; ".join(f"{laid_bare(d['pieces'])}, read as {laid(d['pieces'])} (earned {d['bonus']})"
                      for d in day.observation(1)["revealed"][0])],
           ["scores", scores_now(day)]])


def after_forming(day):
    """What Aiko may no longer do today, and what remains for her hire."""
    return Table(["attempt", "why not"], [[words, refused_because(day, action, why)] for words, action, why in
                                   (("to discard the formed G2", "discard G2",
                                     "A formed piece may not be discarded until its department is dissolved."),
                                    ("to discard the formed joker", "discard J", "The same: the joker is formed too."),
                                    (f"forming {SECOND_TODAY} as well", f"form {SECOND_TODAY}",
                                     "Only one department may be formed per day."))])


def later_day_formed(day):
    """A later day: G2 G3 J=G4 is formed and has earned 1 point."""
    later = dissolving_day()
    hires = [e for e in later.events if e.kind == "hire"]      # Aiko's hire on the forming day, then the others'
    assert [e[1] for e in hires] == [0, 1, 2, 3]
    assert later.observation(0)["hand"] == day.observation(0)["hand"]      # her concealed pieces are the same
    print(f"Game log: {hires[0]}")
    print(f"So her six concealed pieces stayed the same. Then {seat_name(1)}, {seat_name(2)} and {seat_name(3)} "
          "hired in turn:")
    print("Game log:")
    for hire in hires[1:]:
        print(f"  {hire}")
    print("At the start of Aiko's next day, the board is:")
    return later


def start_of_that_day(later):
    """What Aiko may do at the start of that day, checked on the board drawn above."""
    dissolve, form, hire, propose = choices(later)     # the engine's choices, in the order of a day
    assert dissolve.startswith("dissolve") and form.startswith("form") and hire.startswith("start her hire")
    assert propose == "propose to end the game"      # taught in lesson 8
    formable = form.removeprefix("form the department ")
    print(f"That day Aiko may first {dissolve}, then form a department such as {formable}, and then she "
          f"must hire. Before any dissolving or forming, she may {hire}.")
    print(not_discardable_words(later))


def refund_example():
    """The refund (LC-5): the rulebook's example prints the band's bonus without the joker's 1 off; the engine's bonus rule takes it off, and the refund is that bonus."""
    TOP, BOTTOM = "G2 G3 J=G4", "J=G1 G2 G3"
    assert refund(TOP) == department_bonus(TOP) > refund(BOTTOM)
    assert all(RULEBOOK_REFUND[d] - 1 == department_bonus(d) for d in (TOP, BOTTOM))
    return Markdown(f"""No: the rulebook says you pay back the bonus you obtained. Its example of a wrong refund is
exactly this: a 2, a 3 and a joker, formed with the joker as the 4 and dissolved with it as
the 1. "Benefit fraud," it warns, "must be heavily prosecuted." The rulebook prints {RULEBOOK_REFUND[TOP]} points for forming it
and {RULEBOOK_REFUND[BOTTOM]} for the wrong refund. By its own bonus rule, 1 off per joker, they should be {department_bonus(TOP)} and {department_bonus(BOTTOM)}:
the department earned {department_bonus(TOP)}, and the cheaper statement would pay back only {refund(BOTTOM)}.

> **Our reading (LC-5).** On the refund: a department is dissolved exactly as it was formed, so Aiko's **{TOP}** earned {department_bonus(TOP)} and pays back exactly
> {refund(TOP)}, never less under a cheaper statement such as **{BOTTOM}**. See [LC-5](rulings.ipynb#LC-5).""")


def fraud_refused(FIRST, later):
    """The fraud is refused; the honest dissolve pays back exactly the 1 point earned."""
    stood = next(str(p)[2:] for p in parse_cards(FIRST) if p.is_joker)
    fraud = refused_because(later, "dissolve J=G1 G2 G3",
                            f"not allowed: her department lies as {laid_bare(FIRST)}, so its joker is a {stood}, not a G1")
    after_fraud = scores_now(later)
    later.apply(0, "dissolve G2 G3 J=G4")
    return Table(["attempt", "what happens", "scores afterwards"],
          [["to dissolve it as J=G1 G2 G3", fraud, after_fraud],
           ["to dissolve it as G2 G3 J=G4", str(later.events[-1]), scores_now(later)]])


def new_form_same_day(later):
    """Same day: after the dissolve, a new form with the joker now standing for a W2."""
    later.apply(0, "form W2 W2 J=W2")
    formed, formed_scores = str(later.events[-1]), scores_now(later)
    return Table(["attempt", "what happens", "scores afterwards"],
          [["forming W2 W2 J=W2", formed, formed_scores],
           ["to dissolve the new department at once",
            refused_because(later, "dissolve W2 W2 J=W2", "not allowed: in a day, dissolving comes before forming"),
            scores_now(later)]])


def days_balance(FIRST):
    """The day's balance: the refund of the first department, the bonus of the second."""
    SECOND = "W2 W2 J=W2"
    return Markdown(f"The three-of-a-kind **{SECOND}** earns {BONUS_BY_NUMBER[2]} × 3 − 1 = **{department_bonus(SECOND)}**. "
             f"Net, Aiko paid back {refund(FIRST)} and earned {department_bonus(SECOND)}, and her joker moved "
             "from one department to another.")


def try_refund():
    """Try it: bonus on forming and refund on dissolving, for each statement of the jokers (LC-5)."""
    typed = w.Text(value="G2 G3 J", description="Department", continuous_update=False,
                   layout=w.Layout(width="340px"))

    def draw():
        pieces = parse_cards(typed.value)
        if len(pieces) != 3:
            raise InvalidInput(f"A department has exactly three pieces; {len(pieces)} given.")
        ways = joker_statements(pieces)
        if not ways:
            raise InvalidInput(f"{typed.value} cannot be a department, however its jokers are stated.")
        if all(p.stated for p in pieces):
            ways = [tuple(pieces)]
        return ways_of_stating(ways, lambda way: f"forming earns {department_bonus(way)}, "
                                                 f"dissolving pays back {refund(way)}", 44)

    top = example_button(typed, "G2 G3 J=G4")
    bottom = example_button(typed, "J=G1 G2 G3")
    return try_it(draw, w.HBox([typed, top, bottom]), watch=[typed])



# ---- notebooks/lauzait_cep/06_lauzait_cep_and_formations.ipynb ------------------------------


def government(departments, caption=""):
    """Three departments drawn side by side, with the formation score as the caption."""
    result = formation_score(departments)
    return side_by_side(*(department_svg(d, size=44) for d in departments),
                        captions=["", caption or f"{result.total} points", ""])


def formations_of(result):
    """What a declaration scores, part by part with its points, and the total, in words."""
    return f"{scored_words(result.formations)} = {result.total} points"


def declare_now(departments):
    """The formations three departments hold and their total (LC-7), as a sentence on two lines."""
    return f"{' / '.join(departments)} scores\n  {formations_of(formation_score(departments))}."


def and_list(items):
    """Words joined as 'a, b and c'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def formation_values():
    """The base 3 points and what each formation of a government is worth; Stalemate, which needs no government, is told apart (it scores the base 3 points too, lesson 7)."""
    stalemate = formation_score([], stalemate=True)
    stalemate_sum = " + ".join(str(FORMATION_POINTS[name]) for name in stalemate.formations)
    BASE = "Lauzait-Cep"   # the engine's name for the base 3 points, after the call
    government_formations = [name for name in FORMATION_POINTS if name not in ("Stalemate", BASE)]
    NEEDS = {"Specialized Experts": "all nine pieces of one colour",
             "Great Sequence": "nine numbers in a row, any colours (such as 1 to 9)",
             "Layered Bridges": "two departments with the same numbers",
             "Well-Balanced": "the white numbers and the green numbers have the same sum, jokers left out"}
    assert set(NEEDS) == set(government_formations)
    display(Table(["what scores", "what it needs", "points"], [["base points", "every declaration", FORMATION_POINTS[BASE]]]
                  + [[name, NEEDS[name], FORMATION_POINTS[name]] for name in government_formations]))
    display(Markdown(f"The rulebook lists **Stalemate** in the same list, worth {FORMATION_POINTS['Stalemate']}.\n\n"
             "> **Our reading (LC-8).** On what Stalemate is: not a pattern of a government but a way to declare, "
             f"compulsory for a player who is stuck, and open to nobody else (lesson 7). It scores the base "
             f"{FORMATION_POINTS[BASE]} points and "
             f"Stalemate's {FORMATION_POINTS['Stalemate']}: {stalemate_sum} = {stalemate.total}. See [LC-8](rulings.ipynb#LC-8)."))
    return stalemate, stalemate_sum


def two_jokers():
    """The same government with two jokers: 9 against 12, no Well-Balanced."""
    WITH_JOKERS = ["G4 G5 J=G6", "W1 W2 W3", "W3 W3 J=W3"]
    pieces = [p for d in WITH_JOKERS for p in parse_cards(d)]
    green = sum(p.number for p in pieces if not p.is_joker and p.colour == "G")
    white = sum(p.number for p in pieces if not p.is_joker and p.colour == "W")
    print(f"Without the jokers green adds up to {green} and white to {white}, so")
    print(declare_now(WITH_JOKERS))
    return WITH_JOKERS


def absent_colour(EXPERTS):
    """A colour that is absent adds up to 0. Jokers are left out of the sums, so with no white piece every green piece that is not a joker must be a 0: the box has too few green 0s and jokers for nine pieces."""
    zeros, jokers = copies_in_box(parse_cards("G0")[0].code), copies_in_box(JOKER)
    assert zeros + jokers < 9
    print(f"All green, as in the Specialized Experts case: green adds up to "
          f"{sum(p.number for d in EXPERTS for p in parse_cards(d))}, white to 0, so")
    print(declare_now(EXPERTS))
    print("With no white piece, the white sum is 0, so the green numbers must add up to 0 too: every green "
          "piece that is not a joker must be a 0. The box holds "
          f"only {zeros} green 0s and {jokers} jokers: {zeros + jokers} pieces, fewer than nine. So a government "
          "of one colour is never Well-Balanced.")


def as_it_lies(formed, restated):
    """A restated department in the order its pieces have lain since the form: each joker keeps its place."""
    new = [p for p in restated if p.is_joker]
    assert sorted(str(p) for p in restated if not p.is_joker) == sorted(
        str(p) for p in parse_cards(formed) if not p.is_joker)
    new = iter(new)
    return " ".join(str(next(new)) if p.is_joker else str(p) for p in parse_cards(formed))


def restated_joker():
    """As formed: 1 2 3 3 4 5 7 8 9, no Great Sequence. Restated J=G6: 1 to 9."""
    REVEALED = ["W1 W2 W3", "J=G3 G4 G5", "G7 G8 G9"]
    best = best_restatement(REVEALED)

    restated = [as_it_lies(f, r) for f, r in zip(REVEALED, best.departments)]
    assert formation_score(restated).total == best.total
    in_order = [laid(d) for d in restated]      # written in number order, each joker in its place, as lesson 5 taught
    assert formation_score(in_order).total == best.total
    old_joker, new_joker = (next(str(p)[2:] for p in parse_cards(d) if p.is_joker) for d in (REVEALED[1], restated[1]))
    display(Table(["statement", "departments", "score"],
                  [["as formed", " / ".join(REVEALED), formations_of(formation_score(REVEALED))],
                   ["the best statement, which is scored", " / ".join(in_order), formations_of(best)]]))
    return Markdown(f"The second row writes the department in number order, **{in_order[1]}**. On the table the joker "
             f"still lies where it was formed as a **{old_joker}**; it counts as a **{new_joker}** only for this score.")


def every_split():
    """Every split of the hand, its score, and the engine's choice."""
    HAND = "G1 G1 G1 G2 G2 G2 G3 G3 G3"
    return Table(["split of G1 G1 G1 G2 G2 G2 G3 G3 G3", "score"],
          [[" / ".join(" ".join(map(str, d)) for d in way),
            formations_of(formation_score([" ".join(map(str, d)) for d in way]))] for way in splits(HAND)]
          + [["the score the hand gets", formations_of(best_declaration(HAND))]])


def richest_government():
    """The richest government (the analysis shows that none scores more): the two sums without the joker."""
    winner = [p for d in SIXTEEN for p in parse_cards(d)]
    green = [p.number for p in winner if not p.is_joker and p.colour == "G"]
    white = [p.number for p in winner if not p.is_joker and p.colour == "W"]
    stated = ", ".join(f"a {'green' if p.colour == 'G' else 'white'} {p.number}" for p in winner if p.is_joker)
    return Markdown(f"Without the luminous piece (an optional rule, lesson 8), no government's declaration scores more than **{formation_score(SIXTEEN).total}** points. One "
             f"government that reaches it: green {' + '.join(map(str, green))} = {sum(green)} and white "
             f"{' + '.join(map(str, white))} = {sum(white)}, with the joker ({stated}) left out of the sums, so "
             f"{formations_of(formation_score(SIXTEEN))}.")


def two_revealed():
    """Two departments revealed, the third in hand (the position is built in widgets/lauzait_cep/lessons.py)."""
    third = third_department_day()
    formed = len(third.revealed[0])
    too_early = refused_because(third, "Lauzait-Cep!", f"not allowed: with {number_word(formed)} departments formed, she may "
                                                       "declare only by forming the third")
    third.apply(0, "form W3 W3 W3")
    display(Table(["step", "what happens"],
          [["to declare before the third department", too_early],
           ["forming W3 W3 W3", str(third.events[-1])],
           ["what Aiko may do after that", choices_words(third) + ", and nothing else"]]))
    return third


def declaration_points(third):
    """The declaration, and Aiko's points: the bonuses of her three departments, then the declaration's."""
    before_third = 3   # the bonuses of G4 G5 G6 and W1 W2 W3, set up with the position
    third_bonus = third.events[-1].data[-1]
    third.apply(0, "Lauzait-Cep!")
    declaration = third.events[-2]          # the last line is the next season's first
    points = declaration.data[3]
    print(f"Game log: {declaration}\nAiko's season: {before_third} (two departments) + {third_bonus} (the third) + {points} (the declaration) "
          f"= {before_third + third_bonus + points} points.")


def seeded_bot_game():
    """A seeded game of four Chancellor bots, played until its first season ends with a revealed declaration (widgets/lauzait_cep/lessons.py picks the deal; its log names players, never seat numbers)."""
    real = real_first_season()
    log = [log_words(e, real.players) for e in real.events]
    end = next(i for i, e in enumerate(real.events) if e.kind in DECLARATIONS)
    kinds = [e.kind for e in real.events[:end + 1]]
    assert kinds[0] == "season" and all(k == "form" for k in kinds[1::2])   # every day opens with a form
    HIRES = ("hire", "water_taken", "water_failed")
    hires = [k for k in range(1, end + 1) if kinds[k] in HIRES]
    assert hires == list(range(2, end, 2))                                  # the rest: forms and the declaration
    assert end % 2 == 0                                                     # the last line, even, declares
    declarer = seat_name(real.events[end].data[0])
    assert real.events[end - 1].data[0] == real.events[end].data[0]        # the declarer's own forming comes just before
    display(Markdown(f"The log opens with \"{log[0]}\" The lines after it are numbered from 1. "
             "Every day began with forming a department. So the odd lines are formings, and the even lines are hires. "
             f"The last line, {end}, is not a hire: {declarer} formed his third department on line {end - 1} "
             "and declared. The table leaves out the hires, which give no points."))
    return end, log, real


def points_moved(event):
    """(seat, points) for a log line that changes a score, else None."""
    if event.kind == "form":
        return event.data[0], event.data[-1]
    if event.kind == "dissolve":
        return event.data[0], -event.data[-1]
    if event.kind in DECLARATIONS:
        return event.data[0], event.data[-2] + event.data[-1]   # the formations, plus any luminous points
    return None


def season_one_points(end, real):
    """Every action of season 1 that gave or took points: forms (+ bonus), dissolves (- refund), the declaration."""
    scoring = [(k, e, points_moved(e)) for k, e in enumerate(real.events[:end + 1]) if points_moved(e)]
    display(Table(["line", "game log", "points"], [[k, str(e), f"{p:+d} for {seat_name(s)}"] for k, e, (s, p) in scoring]))
    return scoring


def season_one_sums(real, scoring):
    """The lines above added up per player, checked against the engine's scores after season 1."""
    totals = [sum(p for _, _, (s, p) in scoring if s == seat) for seat in range(4)]
    assert totals == real.scores()
    display(Table(["player", "from the lines above", "points after season 1"],
          [[seat_name(seat), " ".join(f"{p:+d}" for _, _, (s, p) in scoring if s == seat) or "nothing", totals[seat]]
           for seat in range(4)]))
    return totals


def season_two_opens(end, log, real, totals):
    """The line after the declaration opens season 2; who starts it, and why, is lesson 8. Two players were tied for the fewest points, so the engine drew the starter between them."""
    opening = real.events[end + 1]
    assert opening.kind == "season"
    fewest = min(totals)
    tied = [seat_name(seat) for seat in range(4) if totals[seat] == fewest]
    assert len(tied) == 2 and seat_name(opening.data[1]) in tied
    print(f"Game log: {log[end + 1]}\n{tied[0]} and {tied[1]} were tied on {fewest} points, the fewest, "
          f"and a draw chose {seat_name(opening.data[1])}. Lesson 8 explains who starts a season and which way play goes.")


def her_hire(concealed):
    """Her hire, in words from the engine: the discard, who may move, where to, what she takes."""
    DISCARD, MOVE = CONCEALED_HIRE[0], CONCEALED_HIRE[1:]
    concealed.apply(0, f"discard {DISCARD}")
    movers = concealed.movable_squares(concealed.pending, concealed.landing)
    board_now = concealed.observation(0)["board"]
    mover, hired = board_now[SQUARE_NAMES.index(MOVE[0])], board_now[SQUARE_NAMES.index(MOVE[1])]
    display(Markdown(f"She discards the **{DISCARD}** onto {concealed.observation(0)['landing']}, which lets "
             + and_list(f"the **{board_now[s]}** on {SQUARE_NAMES[s]}" for s in movers)
             + f" move; the **{mover}** on {MOVE[0]} steps to {MOVE[1]} and she takes the **{hired}** there:"))
    return MOVE, mover


def try_government(BALANCED, BRIDGES, GREAT, WITH_JOKERS):
    """Try it: three departments in, formations and total out (LC-7)."""
    boxes = [w.Text(value=d, continuous_update=False, placeholder="e.g. G1 G2 G3",
                    layout=w.Layout(width="150px")) for d in BALANCED]
    examples = w.Dropdown(options=[("Well-Balanced", BALANCED), ("Great Sequence", GREAT),
                                   ("Layered Bridges", BRIDGES), ("Sixteen", SIXTEEN),
                                   ("Jokers left out", WITH_JOKERS)], description="Example")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def score_government(change=None):
        """Draw the three departments and list the formations they hold (LC-7)."""
        set_output(shown)
        departments = [b.value for b in boxes]
        result = formation_score(departments)
        set_output(shown, html=government(departments, f"{result.total} points")._repr_html_()
                   + f"<p>Score: {escape(formations_of(result))}.</p>")

    def load_government(change=None):
        for box, department in zip(boxes, examples.value):
            box.value = department

    for box in boxes:
        box.observe(score_government, "value")
    examples.observe(load_government, "value")
    score_government()
    return w.VBox([w.HBox([w.Label("Departments"), *boxes]), examples, banner.widget, shown])



# ---- notebooks/lauzait_cep/07_stalemate.ipynb -----------------------------------------------


def legal(state):
    """What the player to act may do, in words."""
    return choices_words(state)


def stalemate_score():
    """What a Stalemate declaration scores, from the engine's formation table."""
    result = formation_score([], stalemate=True)
    every, stalemate_only = (FORMATION_POINTS[n] for n in result.formations)  # the 3 of every declaration, Stalemate's
    # Bonuses earned before stay: a Stalemate (allowed there by the variant) on a day with 6 points of bonuses.
    kept = choice_played("stalemate", Rules(stalemate="no_discard"))
    assert kept.scores()[0] == choice_day().scores()[0] + result.total
    return Markdown(f"A Stalemate declaration scores **{every} + {stalemate_only} = {result.total}** points: the base {every} "
             f"points, which every declaration scores, and Stalemate's {stalemate_only}. Bonuses already earned by "
             "forming are kept, as after any declaration. Without the luminous piece (lesson 8), "
             "no government's declaration scores as much (lesson 6).")


def stalemate_board():
    """A board without green even numbers and without jokers; Aiko holds green odd numbers."""
    BOARD = STUCK_BOARD
    stuck = stalemate_day()
    display(board_svg(stuck, title="no green even number and no joker on the board"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(stuck.observation(0)["hand"]))
    return BOARD, stuck


def every_discard_refused(stuck):
    """Every discard is refused, and the only action left is the Stalemate declaration."""
    return Table(["attempt", "why not"],
          [[f"to discard {'a' if stuck.hidden[0].count(code) > 1 else 'the'} {code_token(code)}",
            refused_because(stuck, f"discard {code_token(code)}", "T" + nothing_moves_after(stuck, code)[1:] + ", so nothing could move after it.")]
           for code in (1, 9)]
          + [["to declare in the ordinary way",
              refused_because(stuck, "Lauzait-Cep!", "With nothing formed, a declaration comes only after the hire.")]])


def what_remains(stuck):
    """What Aiko may still do, and what the Stalemate brings."""
    assert legal(stuck) == "declare Stalemate or propose to end the game"
    declined = stuck.clone()
    declined.apply(0, "propose end")
    while declined.to_act()[0] != 0:
        declined.apply(declined.to_act()[0], "decline")
    assert legal(declined) == "declare Stalemate"   # after a declined vote nothing else is left
    print("Aiko must declare Stalemate, unless she first proposes to end the game and everyone accepts.")
    before = stuck.scores()[0]
    stuck.apply(0, "stalemate")
    print(f"Game log: {stuck.events[-2]}")
    print(f"The scores are now {scores_now(stuck)}.")
    return before


def stalemate_brought(before, stuck):
    """What the Stalemate brought Aiko, from the score sheet."""
    return Markdown(f"Aiko's nine pieces did not even split into three departments, yet she scores {stuck.scores()[0] - before} and the season ends. "
             "The log line names only the first "
             "of the three conditions, that nothing can be discarded; the other two hold as well: she has no formed "
             "department to dissolve, and no third department to form.")


def freed_case_words():
    """The freed case in words: the formed department and the six concealed pieces, read from the position."""
    freed = freed_day()
    freed_view = freed.observation(0)
    shown_dept = freed_view["revealed"][0][0]
    display(Markdown(f"Aiko formed the department **{shown_dept['pieces']}** on an earlier day, and it earned "
             f"{shown_dept['bonus']}. Her {number_word(len(freed_view['hand']))} concealed pieces, "
             f"**{' '.join(freed_view['hand'])}**, are all green odd numbers, so she still cannot discard any of them."))
    return freed, shown_dept


def after_dissolve(freed, shown_dept):
    """After the dissolve (paying back what the department earned), the white pieces may be discarded again."""
    freed.apply(0, "dissolve W4 W5 W6")
    assert freed.events[-1].kind == "dissolve" and freed.events[-1].data[-1] == shown_dept["bonus"]
    print(f"Game log: {freed.events[-1]}")
    form, hire = choices(freed)     # in the order of a day: forming, then the hire
    assert form.startswith("form") and hire.startswith("start her hire")
    print(f"Now Aiko may {form}, and then she must {hire}.")


def two_revealed_stuck():
    """Two revealed departments, the third concealed, and nothing that could be discarded."""
    choice = choice_day()
    display(board_svg(choice, title="no joker and no G0, G2, G4 or G6 on the board"),
            side_by_side(pieces_svg(choice.observation(0)["hand"], size=44),
                         *(department_svg(d["pieces"], f"formed, earned {d['bonus']}", size=44)
                           for d in choice.observation(0)["revealed"][0]),
                         captions=["concealed pieces", "", ""]))
    return choice


def dissolve_frees_nothing():
    """A dissolve that frees nothing is refused: neither G1 G1 G1 nor G3 G3 G3 could be discarded either."""
    return Table(["attempt", "answer"], [[f"to dissolve the department {d}",
                                   refused_because(choice_day(), f"dissolve {d}",
                                                   "not allowed: it would still leave her no piece to discard")]
                                  for d in ("G1 G1 G1", "G3 G3 G3")])


def third_then_declaration(choice):
    """The third department, then the declaration, played on a copy of the position."""
    form_way = choice_played("form")
    before = choice.scores()[0]
    form_points = form_way.scores()[0] - before
    display(Table(["what happens", "points earned"], [[f"{form_way.events[-3]} {form_way.events[-2]}", form_points]]))
    return before, form_points, form_way


def variant_both_ways(before, form_points, form_way):
    """The same position under the variant: both ways are open; each played out on its own copy."""
    VARIANT = Rules(stalemate="no_discard")
    print(f"Under the variant {choices_sentence(choice_day(VARIANT))}")
    stalemate_way = choice_played("stalemate", VARIANT)
    stalemate_points = stalemate_way.scores()[0] - before
    display(Table(["choice", "what happens", "points earned"],
          [["forming G5 G5 G5, then declaring", f"{form_way.events[-3]} {form_way.events[-2]}", form_points],
           ["declare Stalemate (variant only)", str(stalemate_way.events[-2]), stalemate_points]]))
    return stalemate_points


def locking_joker(guard):
    """Forming G2 G3 J=G4 would lock every discardable piece; G1 G2 G3 keeps the joker free."""
    return Table(["attempt", "answer"],
          [["forming G2 G3 J=G4", refused_because(guard, "form G2 G3 J=G4", "not allowed: it would leave her no piece to "
                                                                          "discard, and the hire is compulsory")],
           ["forming G1 G2 G3", refused_with(guard, "form G1 G2 G3")]])


def try_stalemate(BOARD):
    """Try it: Aiko's hand on the lesson's board; which pieces may be discarded (LC-1, LC-8)?"""
    typed = w.Text(value="G1 G1 G1 G3 G3 G5 G5 G7 G9", description="Hand", continuous_update=False,
                   layout=w.Layout(width="380px"))
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def check_hand(change=None):
        """Set the typed hand on the board and say which discards are possible, or Stalemate."""
        set_output(shown)
        hand = parse_cards(typed.value)
        if len(hand) != 9:
            raise InvalidInput(f"A hand has nine pieces; {len(hand)} given.")
        state = position(4, [typed.value, "", "", ""], BOARD.split())
        ok = state.legal_discards(0)
        table = Table(["piece", "may it be discarded?"],
                      [[code_token(c), "yes" if c in ok else "no"] for c in sorted(set(state.hidden[0]))])
        stalemate = formation_score([], stalemate=True).total
        verdict = (f"<b>Stalemate</b>: she must declare it, {stalemate} points." if state.is_stalemated(0)
                   else f"Not a Stalemate: {len(ok)} kind(s) of piece may be discarded.")
        set_output(shown, html=pieces_svg(hand, size=44) + f"<p>{verdict}</p>" + table._repr_html_())

    typed.observe(check_hand, "value")
    check_hand()
    return w.VBox([typed, banner.widget, shown])



# ---- notebooks/lauzait_cep/08_seasons_and_the_end.ipynb -------------------------------------


def season_scores(values):
    """A score sheet in words: every player's name and points."""
    return ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(values))


def neighbours_words(totals, start):
    """Why play goes where it does after a season (LC-9): the starter's two neighbours and their points."""
    n = len(totals)
    before, after = (start - 1) % n, (start + 1) % n
    poorer = before if totals[before] < totals[after] else after
    return (f"{seat_name(start)}'s neighbours at the table are {seat_name(after)} ({totals[after]} points) "
            f"and {seat_name(before)} ({totals[before]} points); {seat_name(poorer)} has fewer, so play goes "
            f"from {seat_name(start)} to {seat_name(poorer)}, and on round the table the same way.")


def who_started(state, scores_after):
    """Each season's start in words: who started, why, and towards whom (LC-9)."""
    n, out = state.players, []
    for start in (e for e in state.events if e.kind == "season"):
        season, seat, direction = start.data[0], start.data[1], start.data[2]
        toward = seat_name((seat + direction) % n)
        if season == 1:
            out.append(f"{seat_name(seat)} drew the start of season 1, and play went from {seat_name(seat)} "
                       f"to {toward}")
        else:
            before = scores_after[season - 2]
            out.append(f"{seat_name(seat)} started season {season} with the fewest points ({before[seat]}), "
                       f"playing towards {toward}"
                       + (f", the poorer neighbour ({before[(seat + direction) % n]} points)" if n > 2 else ""))
    return "; ".join(out) + "."


def season_bonuses(state):
    """Per season, each seat's bonuses from forming less its refunds, read from the log (LC-5)."""
    out = []
    for e in state.events:
        if e.kind == "season":
            out.append([0] * state.players)
        elif e.kind == "form":
            out[-1][e.data[0]] += e.data[3]
        elif e.kind == "dissolve":
            out[-1][e.data[0]] -= e.data[2]
    return out


def season_table(state, scores_after):
    """One row per season: how it began, the forming bonuses, who declared and how, the totals afterwards."""
    starts = [e for e in state.events if e.kind == "season"]
    declared = [e for e in state.events if e.kind in DECLARATIONS]
    return Table(["season", "how the season began", "bonuses from forming, less refunds", "declaration",
                  "totals after the season"],
                 [[start.data[0], season_event_words(start, state.players), season_scores(bonus), str(decl), season_scores(after)]
                  for start, bonus, decl, after in zip(starts, season_bonuses(state), declared, scores_after)])


def check_totals(state, scores_after):
    """Each season's totals are the totals before, plus its forming bonuses and its declaration."""
    declared = [e for e in state.events if e.kind in DECLARATIONS]
    before = [0] * state.players
    for bonus, decl, after in zip(season_bonuses(state), declared, scores_after):
        expected = [b + x for b, x in zip(before, bonus)]
        expected[decl.data[0]] += decl.data[-2] + decl.data[-1]
        assert expected == list(after), (expected, after)
        before = after


def season_two_case():
    """The worked case: season 2 of a four-player game, started by Aiko (the fewest points); her Stalemate ends it."""
    BEFORE = SEASON_TWO_SCORES
    after = season_end(BEFORE, season=2)
    display(Markdown(f"A case set up for the lesson: season 2 of a four-player game. Aiko had the fewest points when it "
             f"began, so she started it. Now she is stuck and ends the season with a Stalemate (lesson 7), worth "
             f"{after.scores()[0] - BEFORE[0]} points. The totals before it are {season_scores(BEFORE)}. The totals after it, "
             "and how season 3 begins:"))
    return after


def who_starts_why(after):
    """Why that player starts, and in which direction, from the totals after season 2."""
    totals, start = after.scores(), after.start_seat
    n = len(totals)
    next_poorest = min((s for s in range(n) if s != start), key=lambda s: totals[s])
    place = ["first", "second", "third", "fourth"][
        play_order(n, start, after.events[-1].data[2]).index(seat_name(next_poorest))]
    elsewhere = ("" if next_poorest in ((start - 1) % n, (start + 1) % n) else
                 f" {seat_name(next_poorest)} has the next-fewest points ({totals[next_poorest]}), but does not sit next "
                 f"to {seat_name(start)}: only the two neighbours are compared, so {seat_name(next_poorest)} plays "
                 f"{place} this time.")
    return Markdown(f"{seat_name(start)} has the fewest points ({totals[start]}), so {seat_name(start)} starts. "
             + neighbours_words(totals, start) + elsewhere)


def tie_for_fewest():
    """A tie for the fewest points: the totals before Aiko's Stalemate, and who is tied after it."""
    TIED = TIED_SCORES
    after_tie = season_end(TIED, season=2).scores()
    tied = [seat_name(s) for s, p in enumerate(after_tie) if p == min(after_tie)]
    display(Markdown(f"Another case set up for the lesson: again Aiko's Stalemate ends season 2, with other totals before it: "
             f"{season_scores(TIED)}. After Aiko's {after_tie[0] - TIED[0]} points, "
             f"{' and '.join(tied)} are tied for the fewest points, {min(after_tie)}. A fair draw between them settles who starts. Its two possible outcomes:"))
    return TIED, tied


def tie_draws(TIED, tied):
    """The same end of season with different random numbers: each of the tied players can win the draw."""
    outcomes = {}
    for seed in range(20):
        event = season_end(TIED, 2, seed).events[-1]
        outcomes.setdefault(event.data[1], season_event_words(event, 4))
    assert sorted(seat_name(s) for s in outcomes) == sorted(tied)    # both outcomes, and no other
    return Markdown("\n".join(f"* {seat_name(s)} wins the draw: \"{outcomes[s]}\"" for s in sorted(outcomes)))


def last_season():
    """The last season: the totals before Aiko's Stalemate (she started the season with the fewest points)."""
    LAST = LAST_SCORES
    final = season_end(LAST, season=len(LAST))
    display(Markdown(f"A last case set up for the lesson: season {len(LAST)}, the last of a {number_word(len(LAST))}-player game. "
             f"Aiko started it with the fewest points, and ends it with a Stalemate, worth "
             f"{final.scores()[0] - LAST[0]} points. The totals before it are {season_scores(LAST)}. The last line of the log, "
             "and the result:"))
    return final


def last_season_ends(final):
    """The last season ends: the highest total wins, and a tie shares the win."""
    print(f"Game log: {final.events[-1]}")
    winners = final.winners()
    print(f"The result: {'game over' if final.is_over() else 'the game goes on'}, "
          f"{'a shared win for' if len(winners) > 1 else 'a win for'} {' and '.join(seat_name(s) for s in winners)}.")


def vote_order():
    """The worked case: lesson 2's position at the start of Aiko's day in season 3, and the order of the vote."""
    day = vote_day()
    voters = play_order(day.players, day.turn, day.direction)[1:]
    bruno_dept = day.observation(0)["revealed"][1][0]
    # The points when season 3 began: the totals without this season's bonuses; they set the start and the direction.
    at_start = [VOTE_SCORES[s] - sum(d["bonus"] for d in day.observation(0)["revealed"][s]) for s in range(4)]
    assert at_start[0] == min(at_start) and poorer_direction(at_start, 0) == day.direction
    left, right = (day.turn - 1) % 4, (day.turn + 1) % 4
    towards = left if day.direction == -1 else right
    assert "W5" in day.observation(0)["hand"]   # lesson 2's hand before its hire, not the one after
    hire, propose = choices(day)         # the engine's choices: the hire, or a proposal
    assert hire.startswith("start her hire") and propose == "propose to end the game"
    display(Markdown("A case set up for the lesson:\n\n"
             "* **The position:** the third season of a four-player game, at the start of Aiko's day, on "
             f"lesson 2's board. Aiko holds **{' '.join(day.observation(0)['hand'])}**.\n"
             f"* **The order of the vote:** when the season began the points were {season_scores(at_start)}. Aiko had the "
             f"fewest, so she started it. Of her neighbours, {seat_name(towards)} had fewer points than "
             f"{seat_name(left + right - towards)}, so play goes towards {seat_name(towards)}: the order of play, and of "
             f"the vote, is {', '.join(voters)}.\n"
             f"* **The totals so far:** {season_scores(VOTE_SCORES)}. Bruno's include the "
             f"{bruno_dept['bonus']} point{'s' if bruno_dept['bonus'] != 1 else ''} his department "
             f"**{bruno_dept['pieces']}** earned when he formed it earlier this season.\n"
             f"* **Her choices:** she may {hire}, or {propose}. {not_discardable_words(day)}"))
    return bruno_dept, voters


def proposal_declined():
    """Aiko proposes to end at the start of her day; the first voter accepts, the second declines."""
    declined = vote(["accept", "decline"])
    print("Game log, as every player reads it:")
    for line in declined.visible_log(1)[-3:]:
        print("  " + line)
    again = any(isinstance(a, ProposeEnd) for a in declined.legal_actions(0))
    assert declined.to_act()[0] == 0, "Aiko's day goes on"
    assert not again, "Aiko's proposal is used up for this season"
    print("Her proposal is used up for this season.")


def all_accept(bruno_dept):
    """The same start of day, and this time all three accept."""
    agreed = vote(["accept", "accept", "accept"])
    print(f"Nobody declares in season {agreed.season}, and the game is over with every point earned so far.")
    print(f"Final totals: {season_scores(agreed.scores())}. The winner: {' and '.join(seat_name(s) for s in agreed.winners())}.")
    kept = agreed.scores()[1] == VOTE_SCORES[1]
    print(f"Bruno {'keeps' if kept else 'loses'} the {bruno_dept['bonus']} point his {bruno_dept['pieces']} earned this season: "
          "only the declaration that would have ended the season never comes.")


def try_whole_game():
    """Try it: a whole game from a deal number (the engine's seed), season by season."""
    players = w.Dropdown(options=[2, 3, 4], value=4, description="Players")
    seed = w.IntText(value=1, description="Game", layout=w.Layout(width="200px"))
    luminous = w.Checkbox(value=False, description="luminous piece")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def show_game(change=None):
        """Play the chosen game and show one row per season and the winners (LC-9)."""
        state, scores = bot_game(players.value, seed.value, Rules(luminous=luminous.value))
        winners = ", ".join(seat_name(s) for s in state.winners())
        set_output(shown, html=season_table(state, season_scores)._repr_html_()
                   + f"<p>{escape(str(state.events[-1]))} Winner(s): <b>{escape(winners)}</b>.</p>")

    for control in (players, seed, luminous):
        control.observe(show_game, "value")
    show_game()
    return w.VBox([w.HBox([players, seed, luminous]), banner.widget, shown])
