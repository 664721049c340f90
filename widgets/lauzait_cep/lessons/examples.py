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
"""

from __future__ import annotations

from functools import lru_cache

from engines.lauzait_cep import WATER, Discard, Dissolve, EndDay, Move, Rules, new_game, position
from engines.lauzait_cep.bots import ChancellorBot
from engines.lauzait_cep.rules import DAY

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
MOUNTAIN_BOARD = HIRING_BOARD.replace("W5 G1", "W5 G6").replace("G6 W1 G7", "G1 W1 G7")
"""Lesson 3's board: lesson 2's with the G1 on e3 and the G6 on a1 swapped; a G9 on the Mountain, the empty
square on b4."""
MOUNTAIN_HANDS = ["G1 G4 G5 G7 G8 W0 W2 W5 W8",        # Aiko, who is to play
                  "G0 G1 G2 G3 G6 G9 W1 W3 W4", *HIRING_HANDS[2:]]
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


ONE_FORMED_DEAL = 1
"""Lesson 6's real game for a declaration after a dissolve: four players, dealt from this number."""


def dissolve_then_declare(state):
    """The first way for the player to act, at the start of a day with exactly one formed department,
    to end the season today with nothing formed: dissolve it, hire, declare (LC-6, LC-7). The dissolve,
    the discard and the move as actions, each tried on a copy, or None. The move ends on land (no
    throw) and takes a piece other than the moving one, so that the log line reads clearly."""
    seat = state.turn
    if (state.to_act() != [seat] or state.phase != DAY or state.dissolved or state.formed
            or len(state.revealed[seat]) != 1):
        return None
    for dissolve in (a for a in state.legal_actions(seat) if isinstance(a, Dissolve)):
        dissolved = state.clone()
        dissolved.apply(seat, dissolve)
        for discard in (a for a in dissolved.legal_actions(seat) if isinstance(a, Discard)):
            discarded = dissolved.clone()
            discarded.apply(seat, discard)
            for move in discarded.legal_actions(seat):
                if move.dst in WATER or discarded.board[move.src] == discarded.board[move.dst]:
                    continue
                hired = discarded.clone()
                hired.apply(seat, move)
                if hired.can_declare(seat):
                    return dissolve, discard, move
    return None


def one_formed_day(deal: int = ONE_FORMED_DEAL):
    """Lesson 6: a four-player game from this deal number, played by the play app's stronger computer
    players until the first day that opens with the player to act holding exactly one formed
    department and able to end the season that day by dissolving it (:func:`dissolve_then_declare`).
    Returns the game at the start of that day and the way (dissolve, discard, move)."""
    game = new_game(4, seed=deal)
    bots = [ChancellorBot(deal * 10 + s) for s in range(4)]
    while (way := dissolve_then_declare(game)) is None:
        if game.season != 1:
            raise AssertionError(f"deal {deal}: season 1 has no day for a dissolve and a declaration")
        bot_move(game, bots)
    return game, way


def one_formed_declared(deal: int = ONE_FORMED_DEAL):
    """Lesson 6: that day played: the dissolve, the hire and the declaration with nothing formed."""
    game, way = one_formed_day(deal)
    seat = game.turn
    for action in way:
        game.apply(seat, action)
    game.apply(seat, "Lauzait-Cep!")
    return game


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
    "lesson 6: a dissolve, then a declaration with nothing formed": one_formed_declared,
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
