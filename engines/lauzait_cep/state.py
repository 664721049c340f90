"""The Lauzait Cep! game loop: seasons of days, each day dissolve, form, hire, declare.

A :class:`State` holds the board (25 squares, one empty between days), each seat's
concealed pieces and revealed departments, the face-down pieces out of play, the
scores and the season. Chance (the deal and the dice-sticks) comes only from the
state's own ``rng``. Ruling ids (LC-1..LC-11) mark where a ruling decides.

Day of the seat to act (LC-6), as actions, with the phase each one happens in:

* ``propose end`` (phase ``"day"``, optional, first, once per season per player, LC-10):
  propose to end the game now; the phase becomes ``"vote"`` and every other seat, in
  turn order, answers ``accept`` or ``decline``. One decline ends the vote and the
  proposer's day goes on; if all accept, the game ends with the totals as they stand;
* ``dissolve G2 G3 J=G4`` (phase ``"day"``, optional, once, first): conceal a revealed
  department and pay back exactly the bonus it earned;
* ``form G2 G3 J=G4`` (phase ``"day"``, optional, once): reveal a department, jokers stated,
  earn its bonus; forming the third department leads to phase ``"third department"``,
  where only ``Lauzait-Cep!`` is left;
* the hire (compulsory), in two actions: ``discard W5`` (phase ``"day"``) puts W5 on the
  empty square, then ``move b2-c3`` (phase ``"move"``) moves the piece on b2 to c3 and
  takes what stood there (Water: the sticks decide, LC-4);
* every hire ends in phase ``"after hire"``: ``end day``, or ``Lauzait-Cep!`` when nothing
  is revealed and the concealed pieces split into three departments (LC-7). Every seat
  has this step after every hire, so nobody learns from the phase, the seats to act or
  the log whether a declaration was possible (LC-11);
* ``stalemate`` (phase ``"day"``, at the start of the day) only as the last resort (LC-8).

Gaps the rulings leave open, read as a player would (ids used in comments):

* G1 Revealing the third department shows all nine pieces, so no hire is possible: the
  declaration follows at once instead of the hire (the rulebook: reveal the third set,
  then declare).
* G2 A declaration is scored at its best: with nothing revealed the engine picks the split,
  with three revealed the jokers' new statements (LC-5), that score most.
* G3 A dissolve or a form that would leave no legal hire is refused (the hire is
  compulsory); forming the third department is always allowed (G1).
* G4 Stalemate (LC-8) is open at the start of a day to a seat that cannot discard any
  concealed piece, cannot make a discard possible by a dissolve, and cannot form its third
  department. Variant ``Rules(stalemate="no_discard")`` reads the rulebook's "when no
  piece can be discarded" alone: the third department's form does not stand in the way.
* G5 Stalemate scores 3 + 15 whatever the hand holds; luminous points still count.
* G6 The hire is two actions, ``discard`` then ``move``; the discarded piece itself may not
  be the one moved ("another piece").
* G7 The luminous piece is turned up from the face-down pieces after the deal and stays out
  of play; only identical pieces count (a joker only when the luminous piece is a joker).
* G8 In 2- and 3-player games a joker may still stand for a 0 (variant
  ``Rules(jokers_for_removed=False)`` forbids it).
* G9 In a 2-player game the direction of play makes no difference and is not drawn.
* G10 A proposal to end (LC-10) is answered in the season's direction of play, starting
  with the seat after the proposer; a proposal is possible even when the only other
  choice is Stalemate.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import ClassVar, Iterable

from ..core import GameState, seat_name
from .actions import (ACCEPT, ACTION_TYPES, DECLARE, DECLINE, DISCARDS, DISSOLVES, END_DAY, MOVES, PROPOSE,
                      STALEMATE_ACTION, Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay,
                      Form, FormsByCode, Move, ProposeEnd, form_options, forms_by_code, parse_action)
from .board import MOUNTAIN, SQUARE_NAMES, WATER, squares_by_kind
from .explain import explain
from .log import LauzaitEvent, written_out
from .pieces import PIECES, TOKENS, Piece, piece_set, tokens
from .rules import (AFTER_HIRE, BOARD_PIECES, DAY, FORMATION_POINTS, HAND_SIZE, LAUZAIT_CEP, MOVE, MOVER_BITS, MOVERS, OVER,
                    STALEMATE, THIRD, VOTE, Formation, Rules, best_declaration, best_restatement, bonus_of,
                    joker_numbers, kind_of_values, sorted_codes_split, water_outcome, water_success)
from .rules import luminous_points as count_luminous
from .saves import SAVED, fields_from_json, fields_to_json, validate


class _WorkedOut:
    """A value that follows from the players and the rules: worked out on first use, then kept
    as a plain attribute of the state (never saved)."""

    def __init__(self, work_out) -> None:
        self.work_out, self.name = work_out, work_out.__name__

    def __get__(self, state, owner=None):
        if state is None:
            return self
        value = self.work_out(state)
        setattr(state, self.name, value)  # read as an attribute from now on
        return value


class State(GameState):
    """A game of Lauzait Cep! for 2-4 players (see the module docstring)."""

    GAME: ClassVar[str] = "lauzait_cep"
    TITLE: ClassVar[str] = "Lauzait Cep!"
    PLAYER_COUNTS: ClassVar[range] = range(2, 5)
    RULES: ClassVar[type] = Rules
    EVENT: ClassVar[type] = LauzaitEvent
    ACTION_INPUT: ClassVar[tuple[type, ...]] = (*ACTION_TYPES, str)
    ACTION_NOTATION: ClassVar[str] = "'discard W5' or 'move b2-c3'"
    SAVED = SAVED

    rules: Rules
    season: int
    phase: str
    turn: int
    start_seat: int
    direction: int
    day: int
    dissolved: bool
    """Whether the seat to act has dissolved a department today (LC-6)."""
    formed: bool
    """Whether the seat to act has formed a department today (LC-6)."""
    board: list[int]
    """The piece code on each square, ``-1`` on the empty one."""
    empty: int
    """The empty square between days (``-1`` during the hire)."""
    pending: int
    """During the hire: the discarded piece's code (``-1`` otherwise)."""
    landing: int
    """During the hire: the square the discarded piece landed on (``-1`` otherwise)."""
    hidden: list[list[int]]
    """Each seat's concealed piece codes."""
    revealed: list[list[tuple[tuple[Piece, ...], int]]]
    """Each seat's revealed departments, each with the bonus it earned (LC-5)."""
    face_down: list[int]
    luminous: int
    """The luminous piece's code, ``-1`` without the variant (LC-9)."""
    score: list[int]
    proposed: list[bool]
    """Who has proposed to end the game this season (LC-10)."""
    accepted: list[int]
    """The seats that accepted the proposal being voted on (LC-10)."""
    squares_of: list[list[int]]
    """The squares of the pieces of each kind on the board, by piece code: the board, indexed."""
    kinds_on_board: int
    """The kinds of piece on the board, bit ``code`` set for each: the board, indexed."""

    _written_out = staticmethod(written_out)
    parse_action = staticmethod(parse_action)
    _explain = explain
    _fields_to_json = fields_to_json
    _fields_from_json = fields_from_json
    _validate = validate

    # ----- a season's setup (LC-9) -------------------------------------------------------
    def _setup(self) -> None:
        """A new game: every score 0, then season 1 is dealt (LC-9)."""
        self.season, self.score = 0, [0] * self.players
        self._start_season()

    def _start_season(self) -> None:
        """Deal a new season: 9 pieces each, 24 face up around the empty Mountain (LC-9)."""
        self.season += 1
        players = self.players
        pieces = piece_set(players)
        self.rng.shuffle(pieces)
        self.hidden = [sorted(pieces[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]) for seat in range(players)]
        self.revealed = [[] for _ in range(players)]
        rest = pieces[players * HAND_SIZE:]
        self.board = rest[:BOARD_PIECES]
        self.board.insert(MOUNTAIN, -1)
        self.empty = MOUNTAIN
        self.index_board()
        self.face_down = rest[BOARD_PIECES:]
        self.luminous = self.face_down.pop() if self.rules.luminous else -1  # G7
        self.pending = self.landing = -1
        self.start_seat, self.direction = self._season_start()
        self.turn, self.day = self.start_seat, 1
        self.phase, self.dissolved, self.formed = DAY, False, False
        self.proposed, self.accepted = [False] * players, []
        self._log.append(self.season_line())

    def season_line(self) -> tuple:
        """The log line of a season's start: the season, its start seat and direction, the
        luminous piece ('' without the variant) (LC-9)."""
        return ("season", self.season, self.start_seat, self.direction,
                TOKENS[self.luminous] if self.luminous >= 0 else "")

    def _season_start(self) -> tuple[int, int]:
        """Start seat and direction: random in season 1, then the lowest score playing
        towards the poorer neighbour, ties at random (LC-9, G9)."""
        n = self.players
        if self.season == 1:
            start = self.rng.randrange(n)
            return start, (self.rng.choice((1, -1)) if n > 2 else 1)
        low = min(self.score)
        start = self.rng.choice([s for s in range(n) if self.score[s] == low])
        if n == 2:
            return start, 1
        left, right = self.score[(start + 1) % n], self.score[(start - 1) % n]
        if left != right:
            return start, 1 if left < right else -1
        return start, self.rng.choice((1, -1))

    def index_board(self) -> None:
        """Index the board: the squares of each kind of piece, and the kinds present as bits."""
        self.squares_of = squares_by_kind(self.board)
        self.kinds_on_board = sum(1 << code for code, squares in enumerate(self.squares_of) if squares)

    # ----- who acts and what they may do -------------------------------------------------
    @_WorkedOut
    def numbers(self) -> tuple[int, ...]:
        """The numbers a joker may stand for in this game (G8)."""
        return joker_numbers(self.players, self.rules)

    @_WorkedOut
    def forms(self) -> FormsByCode:
        """The departments a form may reveal in this game, by lowest real piece (LC-5, G8)."""
        return forms_by_code(self.numbers)

    def to_act(self) -> list[int]:
        """The seat whose day it is, or during a vote the seat to answer ([] once over)."""
        phase = self.phase
        if phase == OVER:
            return []
        return [self.voter()] if phase == VOTE else [self.turn]

    def voter(self) -> int:
        """The seat that answers the proposal to end next: the others in the season's
        direction of play, starting after the proposer (LC-10, G10)."""
        return (self.turn + self.direction * (len(self.accepted) + 1)) % self.players

    def _legal_actions(self, seat: int) -> list:
        """Every action the seat may take now, in the day's order (LC-6)."""
        phase = self.phase
        if phase == VOTE:  # the proposer waits while the others answer in turn
            return [ACCEPT, DECLINE] if seat == self.voter() else []
        if seat != self.turn or phase == OVER:
            return []
        if phase == DAY:
            return self._day_actions(seat)
        if phase == MOVE:
            return self._hire_moves()
        if phase == AFTER_HIRE:  # every hire ends here, declaration possible or not (LC-7, LC-11)
            return [DECLARE, END_DAY] if self.can_declare(seat) else [END_DAY]
        return [DECLARE]  # all nine revealed: the declaration replaces the hire (G1)

    def _day_actions(self, seat: int) -> list:
        """Before the hire: dissolves, forms, discards, Stalemate and the proposal to end, in
        that order (LC-6)."""
        hidden, revealed = self.hidden[seat], self.revealed[seat]
        have = set(hidden)
        distinct = sorted(have)
        discards = self.discardable(distinct)
        fresh = not self.dissolved and not self.formed  # nothing done yet today
        out: list = []
        if fresh and revealed:  # a dissolve must leave a discard possible (G3); two alike are one choice
            kept = dict.fromkeys(dept for dept, _ in revealed if discards or self.discardable(p.code for p in dept))
            out += [DISSOLVES[dept] for dept in kept]
        forms = [] if self.formed else form_options(hidden, have, distinct, self.forms)
        if forms:
            out += self._forms_leaving_a_hire(seat, forms, discards)
        out += map(DISCARDS.__getitem__, discards)
        if fresh and not discards and self._stalemate_open(seat, forms):
            out.append(STALEMATE_ACTION)
        if fresh and not self.proposed[seat]:
            out.append(PROPOSE)  # LC-10: at the start of the day, once per season
        return out

    def _hire_moves(self) -> list[Move]:
        """The moves that finish the hire after the discard (LC-1..LC-3)."""
        moves: list[Move] = []
        for square in self.movable_squares(self.pending, self.landing):
            moves += MOVES[square]
        return moves

    def _forms_leaving_a_hire(self, seat: int, forms: list[Form], discards: list[int]) -> list[Form]:
        """The forms that leave a concealed piece that may be discarded, as the hire is
        compulsory (G3); forming the third department needs none (G1)."""
        if len(self.revealed[seat]) == 2 or len(discards) > 3:
            return forms  # the third; or a department, of three kinds at most, leaves a kind
        hidden = self.hidden[seat]
        kept = []
        for form in forms:
            used = [p.code for p in form.pieces]
            if any(hidden.count(code) > used.count(code) for code in discards):
                kept.append(form)
        return kept

    def _stalemate_open(self, seat: int, forms: list[Form]) -> bool:
        """Stalemate is the last resort: no discard even after a dissolve, and no third
        department to form (LC-8, G4); the variant "no_discard" leaves the form out."""
        if not self.is_stalemated(seat):
            return False
        return self.rules.stalemate == "no_discard" or not (len(self.revealed[seat]) == 2 and forms)

    # ----- questions for the hooks and the widgets ---------------------------------------
    def discardable(self, codes: Iterable[int]) -> list[int]:
        """Those of the piece kinds ``codes`` whose discard is legal now: a piece on the board may
        move after it, a partner of it or a joker (LC-1, LC-2)."""
        on_board = self.kinds_on_board
        return [code for code in codes if MOVER_BITS[code] & on_board]

    def legal_discards(self, seat: int) -> list[int]:
        """Distinct concealed piece codes the seat may discard now (LC-1, LC-2)."""
        return self.discardable(sorted(set(self.hidden[seat])))

    def is_stalemated(self, seat: int) -> bool:
        """No concealed piece can be discarded, and no dissolve would change that (LC-8)."""
        return not (self.legal_discards(seat)
                    or self.discardable(p.code for dept, _ in self.revealed[seat] for p in dept))

    def movable_squares(self, discard: int, landing: int | None = None) -> list[int]:
        """Squares whose piece may move after ``discard`` lands on ``landing`` (default:
        the empty square): a partner of the discard or a joker, any piece after a joker;
        never the discarded piece itself (LC-1, LC-2, G6)."""
        landing = self.empty if landing is None else landing
        found: list[int] = []
        for code in MOVERS[discard]:
            found += self.squares_of[code]
        if landing in found:
            found.remove(landing)
        found.sort()
        return found

    def move_outcomes(self, action: Move) -> list[tuple[Fraction, str]]:
        """The chance of each piece a legal move takes: certain on land; on Water the
        sticks give the Water piece with 3-5 and the moving piece with 0-2 (LC-4)."""
        moving, target = self.board[action.src], self.board[action.dst]
        if action.dst not in WATER:
            return [(Fraction(1), TOKENS[target])]
        win = water_success()
        return [(win, TOKENS[target]), (1 - win, TOKENS[moving])]

    def hand(self, seat: int) -> list[Piece]:
        """All nine pieces of a seat: concealed ones, then revealed departments."""
        return [PIECES[c] for c in sorted(self.hidden[seat])] + [
            p for dept, _ in self.revealed[seat] for p in dept]

    def can_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare Lauzait-Cep! now: after its hire with nothing revealed
        and a concealed hand of three departments, or with all three revealed (LC-7).
        Only the seat itself sees this (LC-11)."""
        if seat != self.turn:
            return False
        if self.phase == THIRD:
            return True
        return (self.phase == AFTER_HIRE and not self.revealed[seat]
                and sorted_codes_split(tuple(sorted(self.hidden[seat])), self.numbers[0]))

    def declaration(self, seat: int) -> Formation:
        """What declaring now would score (before the luminous points) (LC-7, G2)."""
        if self.revealed[seat]:
            return best_restatement([d for d, _ in self.revealed[seat]], self.numbers)
        return best_declaration([PIECES[c] for c in self.hidden[seat]], self.numbers)

    def luminous_points(self, seat: int) -> int:
        """Optional rule: 1 per piece in the hand identical to the luminous piece (LC-9, G7)."""
        if self.luminous < 0:
            return 0
        held = [PIECES[c] for c in self.hidden[seat]] + [p for dept, _ in self.revealed[seat] for p in dept]
        return count_luminous(held, PIECES[self.luminous])

    # ----- carrying out an action --------------------------------------------------------
    def _do(self, seat: int, action) -> None:
        """Carry out a legal action: the step of the day it names."""
        STEPS[type(action)](self, seat, action)

    def _propose(self, seat: int, action: ProposeEnd) -> None:
        """Open a vote on ending the game now; the others answer in turn (LC-10)."""
        self.proposed[seat] = True
        self.phase = VOTE
        self.accepted = []
        self._log.append(("propose", seat))

    def _accept(self, seat: int, action: Accept) -> None:
        """One more seat accepts; when the last one does, the game ends now (LC-10)."""
        self.accepted.append(seat)
        self._log.append(("accept", seat))
        if len(self.accepted) == self.players - 1:
            self.accepted = []
            self._log.append(("agreed", self.season))
            self._end_game()  # the season in progress is not scored; the totals stand

    def _decline(self, seat: int, action: Decline) -> None:
        """A decline ends the vote at once; the proposer's day goes on (LC-10)."""
        self.accepted = []
        self.phase = DAY
        self._log.append(("decline", seat, self.turn))

    def _dissolve(self, seat: int, action: Dissolve) -> None:
        """Conceal a revealed department and pay back exactly its bonus (LC-5)."""
        revealed = self.revealed[seat]
        index = next(i for i, (dept, _) in enumerate(revealed) if dept == action.pieces)
        dept, bonus = revealed.pop(index)
        self.hidden[seat] += [p.code for p in dept]
        self.score[seat] -= bonus
        self.dissolved = True
        self._log.append(("dissolve", seat, tokens(dept), bonus))

    def _form(self, seat: int, action: Form) -> None:
        """Reveal a department with its jokers stated and earn its bonus (LC-5)."""
        dept = action.pieces
        values = [p.value for p in dept]
        bonus = bonus_of(values, sum(p.is_joker for p in dept))
        hidden = self.hidden[seat]
        for p in dept:
            hidden.remove(p.code)
        self.revealed[seat].append((dept, bonus))
        self.score[seat] += bonus
        self.formed = True
        self._log.append(("form", seat, tokens(dept), kind_of_values(values), bonus))
        if len(self.revealed[seat]) == 3:
            self.phase = THIRD  # all nine revealed: the declaration replaces the hire (G1)

    def _discard(self, seat: int, action: Discard) -> None:
        """The hire begins: the piece goes face up on the empty square (LC-1)."""
        code, square = action.code, self.empty
        self.hidden[seat].remove(code)
        self.board[square] = code
        self.squares_of[code].append(square)
        self.kinds_on_board |= 1 << code
        self.pending, self.landing, self.empty = code, square, -1
        self.phase = MOVE

    def _move(self, seat: int, action: Move) -> None:
        """The hire ends: move and take the piece there or, on a failed Water throw, the moving
        piece; the moved piece's old square is the new empty square (LC-1, LC-4)."""
        src, dst, board, squares_of = action.src, action.dst, self.board, self.squares_of
        moving = board[src]
        if dst not in WATER:
            kind, throw = "hire", None
        else:
            throw = bin(self.rng.getrandbits(5)).count("1")  # five two-sided sticks (LC-4)
            kind = "water_taken" if water_outcome(throw) else "water_failed"
        board[src] = -1
        squares_of[moving].remove(src)
        if kind == "water_failed":
            taken = moving  # the Water piece stays where it is
        else:
            taken, board[dst] = board[dst], moving
            squares_of[taken].remove(dst)
            squares_of[moving].append(dst)
        if not squares_of[taken]:  # the last piece of its kind on the board
            self.kinds_on_board &= ~(1 << taken)
        # recorded with codes and square numbers, written out when the log is read
        record = (kind, seat, self.pending, self.landing, moving, src, dst, taken)
        self._log.append(record if throw is None else (*record, throw))
        self.empty, self.pending, self.landing = src, -1, -1
        self.hidden[seat].append(taken)
        self.phase = AFTER_HIRE  # every hire, declaration possible or not (LC-7, LC-11)

    def _next_day(self, seat: int, action: EndDay) -> None:
        """Pass the turn to the next seat in the season's direction; not logged, so the log
        does not tell a seat that could declare from one that could not (LC-11)."""
        self.turn = (self.turn + self.direction) % self.players
        self.day += 1
        self.phase, self.dissolved, self.formed = DAY, False, False

    def _declare(self, seat: int, action: Declare) -> None:
        """Score Lauzait-Cep! at its best and end the season (LC-7, G2)."""
        result = self.declaration(seat)
        extra = self.luminous_points(seat)
        self.score[seat] += result.total + extra
        kind = "lauzait_cep" if self.revealed[seat] else "lauzait_cep_concealed"
        depts = " / ".join(tokens(d) for d in result.departments)
        self._log.append((kind, seat, depts, ", ".join(result.formations), result.total, extra))
        self._end_season()

    def _stalemate(self, seat: int, action: DeclareStalemate) -> None:
        """Lauzait-Cep! with Stalemate: 3 + 15, departments ignored (LC-8, G5)."""
        points = FORMATION_POINTS[LAUZAIT_CEP] + FORMATION_POINTS[STALEMATE]
        extra = self.luminous_points(seat)
        self.score[seat] += points + extra
        self._log.append(("stalemate", seat, points, extra))
        self._end_season()

    def _end_season(self) -> None:
        """Start the next season, or end the game after as many seasons as players (LC-9)."""
        if self.season >= self.players:
            self._end_game()
        else:
            self._start_season()

    def _end_game(self) -> None:
        """The game is over: the totals stand, the highest wins (LC-9, LC-10)."""
        self.phase = OVER
        self._log.append(("game_over", ", ".join(
            f"{seat_name(s)} {p}" for s, p in enumerate(self.score))))

    # ----- what is seen ------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Each seat's points so far."""
        return list(self.score)

    def observation(self, seat: int) -> dict:
        """What ``seat`` sees: the board, its own hand, everyone's revealed departments,
        how many concealed pieces the others hold; never their concealed or face-down pieces."""
        self._check_seat(seat)
        return {
            "game": self.GAME, "players": self.players, "seat": seat,
            "rules": self.rules.as_json(),
            "season": self.season, "seasons": self.players, "day": self.day,
            "turn": self.turn, "to_act": self.to_act(), "phase": self.phase,
            "start_seat": self.start_seat, "direction": self.direction,
            "dissolved_today": self.dissolved, "formed_today": self.formed,
            "board": [TOKENS[c] if c >= 0 else None for c in self.board],
            "empty": SQUARE_NAMES[self.empty] if self.empty >= 0 else None,
            "discarded": TOKENS[self.pending] if self.pending >= 0 else None,
            "landing": SQUARE_NAMES[self.landing] if self.landing >= 0 else None,
            "hand": [TOKENS[c] for c in sorted(self.hidden[seat])],
            "revealed": [[{"pieces": _department_text(d), "bonus": b} for d, b in r] for r in self.revealed],
            "concealed_counts": [len(h) for h in self.hidden],
            "face_down": len(self.face_down),
            "luminous": TOKENS[self.luminous] if self.luminous >= 0 else None,
            "scores": self.scores(),
            "can_declare": self.can_declare(seat),  # this seat's own choice only (LC-11)
            "proposed": list(self.proposed),  # LC-10: who has proposed to end this season
            "vote": ({"proposer": self.turn, "accepted": list(self.accepted),
                      "waiting": self.voter()} if self.phase == VOTE else None),
        }


@lru_cache(maxsize=4096)
def _department_text(department: tuple[Piece, ...]) -> str:
    """A revealed department as notation (remembered: a department never changes once formed)."""
    return tokens(department)


STEPS = {Discard: State._discard, Move: State._move, EndDay: State._next_day, Form: State._form,
         Dissolve: State._dissolve, Declare: State._declare, DeclareStalemate: State._stalemate,
         ProposeEnd: State._propose, Accept: State._accept, Decline: State._decline}
"""The step of the day each kind of action carries out (:meth:`State._do`)."""
