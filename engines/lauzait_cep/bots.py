"""Lauzait Cep! bots: they see only a seat's observation and the legal actions.

* :class:`RandomBot` picks any legal action (so it proposes to end the game, and
  accepts or declines a proposal, at random among its choices, LC-10).
* :class:`ChancellorBot` keeps its concealed pieces close to whole departments: it
  discards and moves to raise the expected worth of its hand (a Water square counts
  its 1/2 odds), forms a department when that costs no flexibility and leaves the rest
  completable, forms the third whenever it can, and declares Lauzait-Cep! at once. When
  its revealed departments can no longer be completed from the pieces that can still
  reach it (its concealed pieces and the board), it dissolves one that frees a way
  forward. It accepts to end the game (LC-10) when it leads or when it judges the season
  can no longer be completed (nothing it can reach completes its departments, or the
  season has dragged on far past the usual length), and declines otherwise; it proposes
  only in the second case, when the others will agree too, since each player may
  propose once a season.
  ``choose_with_reason`` gives a sentence for a hint button.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

from .board import SQUARE_NAMES, WATER
from .actions import (Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form, Move,
                      ProposeEnd)
from .pieces import JOKER, TOKENS
from .rules import (BONUS_BY_NUMBER, Rules, bonus_of, department_values, hire_moves, joker_numbers,
                    water_success)

_CODE = {t: c for c, t in enumerate(TOKENS)}
WATER_ODDS = float(water_success())


class RandomBot:
    """Chooses uniformly among the legal actions with its own generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal_actions: list):
        """Any legal action."""
        return self.rng.choice(legal_actions)


@lru_cache(maxsize=300_000)
def hand_worth(hand: tuple[int, ...], need: int, reach: frozenset | None = None) -> float:
    """How close sorted concealed codes are to ``need`` departments: 10 per whole
    department (plus its bonus), 4 per two pieces of one whose third can still come
    (its code or a joker in ``reach``, the pieces on the board; ``None``: any piece),
    1 per lone joker."""
    if need <= 0 or not hand:
        return 0.0
    first, rest = hand[0], hand[1:]
    best = hand_worth(rest, need, reach)  # leave the lowest piece out
    if first == JOKER:
        return max(best, 1.0 + hand_worth(rest, need, reach))
    jokers = rest.count(JOKER)
    for partners in _partner_sets(first):
        left = list(rest)
        absent = []
        for p in partners:
            if p in left:
                left.remove(p)
            else:
                absent.append(p)
        missing = len(absent)
        use_j = min(missing, jokers)
        for _ in range(use_j):
            left.remove(JOKER)
        missing -= use_j
        if missing == 0:
            top = max([first] + list(partners)) % 10
            gain = 10.0 + BONUS_BY_NUMBER[top] - use_j
        elif missing == 1 and (reach is None or JOKER in reach or any(p in reach for p in absent)):
            gain = 4.0
        else:
            continue
        best = max(best, gain + hand_worth(tuple(left), need - 1, reach))
    return best


@lru_cache(maxsize=None)
def _partner_sets(code: int) -> tuple[tuple[int, ...], ...]:
    """The other two codes of each department holding ``code`` (LC-5)."""
    out = []
    for values in department_values():
        if code in values:
            rest = list(values)
            rest.remove(code)
            out.append(tuple(rest))
    return tuple(out)


def _worth(hand: list[int], need: int, reach: frozenset | None = None) -> float:
    """:func:`hand_worth` of an unsorted hand."""
    return hand_worth(tuple(sorted(hand)), need, reach)


@lru_cache(maxsize=100_000)
def _can_make(pool: tuple[int, ...], need: int, numbers: tuple[int, ...], start: int = 0) -> bool:
    """Whether ``need`` departments can be made from the pieces counted in ``pool`` (counts
    by code, jokers wild), trying departments in the table's order from ``start`` (LC-5)."""
    if need == 0:
        return True
    departments = department_values(numbers)
    for i in range(start, len(departments)):
        left = list(pool)
        for v in departments[i]:
            if left[v]:
                left[v] -= 1
            elif left[JOKER]:
                left[JOKER] -= 1
            else:
                break
        else:
            if _can_make(tuple(left), need - 1, numbers, i):
                return True
    return False


def completable(concealed: list[int], board: list[int], need: int,
                numbers: tuple[int, ...]) -> bool:
    """Whether ``need`` departments can still be made from the concealed pieces and the pieces
    on the board, the only pieces a seat can be sure may still reach its hand (face-down
    pieces never come back in a season, LC-9)."""
    pool = [0] * (JOKER + 1)
    for c in concealed:
        pool[c] += 1
    for c in board:
        if c >= 0:
            pool[c] += 1
    return _can_make(tuple(pool), need, numbers)


class ChancellorBot:
    """A one-step planner over departments, aware of the Water odds (LC-4)."""

    REPEATS = 2
    """How often a position may recur at this bot's turn before it tries something else."""

    #: After this many days in one season the bot judges the season will not be completed
    #: (LC-10): most seasons between ChancellorBots end within a few dozen days.
    PATIENCE = 60

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.seen: dict[tuple, int] = {}  # its own memory of positions, to break loops
        self.reach: frozenset | None = None  # the codes on the board at this choice

    def choose(self, observation: dict, legal_actions: list):
        """The chosen action."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, obs: dict, legal: list):
        """The chosen action and a sentence saying why."""
        for a in legal:
            if isinstance(a, Declare):
                return a, "Declare now: it ends the season in your favour."
        for a in legal:
            if isinstance(a, DeclareStalemate):
                return a, "Nothing can be discarded even after a dissolve: Stalemate pays 3 + 15."
        view = _View(obs)
        # A pair counts as half a department only while its third piece (or a joker) is on
        # the board: face-down pieces never come back within a season (LC-9).
        self.reach = frozenset(c for c in view.board if c >= 0)
        if any(isinstance(a, Accept) for a in legal):
            return self._answer(view, legal)
        if any(isinstance(a, ProposeEnd) for a in legal):
            why = self._reason_to_end(view, proposing=True)
            if why:
                return next(a for a in legal if isinstance(a, ProposeEnd)), \
                    f"Propose to end the game now: {why}."
        if legal == [legal[0]] and isinstance(legal[0], EndDay):
            return legal[0], "Your hire is done: end the day."
        hand, need, board = view.hand, view.need, view.board
        key = (obs["phase"], tuple(sorted(hand)), tuple(board), need)
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] > self.REPEATS:
            choice = self.rng.choice([a for a in legal if not isinstance(a, ProposeEnd)])
            return choice, (f"This position has come round {self.seen[key]} times: "
                            f"{choice} tries something new to break the loop.")
        if obs["phase"] == "move":
            return self._move(hand, need, board, legal)
        dissolves = [a for a in legal if isinstance(a, Dissolve)]
        if dissolves and not completable(hand, board, need, view.numbers):
            choice = self._dissolve(view, dissolves)
            if choice:
                return choice
        forms = [a for a in legal if isinstance(a, Form)]
        discards = [a for a in legal if isinstance(a, Discard)]
        if forms:
            choice = self._form(view, forms)
            if choice:
                return choice
        if discards:
            return self._discard(hand, need, board, obs, discards)
        if dissolves:
            return dissolves[0], f"No piece can be discarded: {dissolves[0]} frees pieces."
        for a in legal:
            if isinstance(a, EndDay):
                return a, "Play on."
        return legal[0], "The only choice."

    # ----- ending by agreement (LC-10) ------------------------------------------------
    def _reason_to_end(self, view: "_View", proposing: bool = False) -> str:
        """Why ending the game now suits this seat ("" if it does not). A lead is reason
        enough to accept; to propose (once a season) the bot waits until it judges the season
        cannot be completed, when the others will agree too."""
        if view.leads and not proposing:
            return "you lead, and the totals stand if everyone agrees"
        if view.stuck():
            return ("your departments can no longer be completed from your pieces and the "
                    "board, even after a dissolve")
        if view.obs["day"] > self.PATIENCE:
            return (f"this season has lasted {view.obs['day']} days, far longer than most, so "
                    "you judge that nobody will complete it")
        return ""

    def _answer(self, view: "_View", legal: list):
        """Accept a proposal to end when it suits this seat, decline otherwise (LC-10)."""
        why = self._reason_to_end(view)
        if why:
            return next(a for a in legal if isinstance(a, Accept)), f"Accept: {why}."
        return next(a for a in legal if isinstance(a, Decline)), \
            "Decline: you do not lead, and your departments can still be completed."

    # ----- departments -----------------------------------------------------------------
    def _dissolve(self, view: "_View", dissolves):
        """When the revealed departments cannot be completed, dissolve one that frees a way."""
        best = None
        for d in dissolves:
            hand = view.hand + [p.code for p in d.pieces]
            if completable(hand, view.board, view.need + 1, view.numbers):
                value = _worth(hand, view.need + 1, self.reach) - _bonus(d)
                if best is None or value > best[0]:
                    best = (value, d)
        if best is None:
            return None
        return best[1], (f"Your departments cannot be completed from your pieces and the board: "
                         f"{best[1]} frees pieces for another plan.")

    def _form(self, view: "_View", forms):
        """Form the third department, or one that costs no flexibility, pays a bonus and
        leaves the rest completable."""
        hand, need, board = view.hand, view.need, view.board
        now = _worth(hand, need, self.reach)
        best, best_key = None, None
        for f in forms:
            rest = list(hand)
            for p in f.pieces:
                rest.remove(p.code)
            bonus = _bonus(f)
            if need == 1:
                key = (2, bonus)
            elif _worth(rest, need - 1, self.reach) + 10 + bonus - sum(p.is_joker for p in f.pieces) >= now \
                    and bonus >= 1 and completable(rest, board, need - 1, view.numbers):
                key = (1, bonus)
            else:
                continue
            if best_key is None or key > best_key:
                best, best_key = f, key
        if best is None:
            return None
        why = ("It completes your third department: the declaration follows."
               if best_key[0] == 2 else
               f"{' '.join(map(str, best.pieces))} is already part of your best plan; "
               f"forming it banks {best_key[1]} now.")
        return best, why

    def _discard(self, hand, need, board, obs, discards):
        """The discard whose best follow-up move leaves the most valuable hand."""
        landing = SQUARE_NAMES.index(obs["empty"])
        best = None
        for d in discards:
            rest = list(hand)
            rest.remove(d.code)
            after = list(board)
            after[landing] = d.code
            value, move = self._best_move(rest, need, after, d.code, landing)
            if best is None or value > best[0]:
                best = (value, d, move)
        value, d, move = best
        return d, (f"Discard {TOKENS[d.code]}, then {move}: it leaves the hand closest to "
                   "whole departments.")

    def _best_move(self, rest, need, board, discard, landing):
        """The best expected hand worth over the moves after a discard."""
        best_value, best_move = -1.0, ""
        for src, dst in hire_moves(board, landing, discard):
            value = self._expected(rest, need, board[dst], board[src], dst)
            if value > best_value:
                best_value = value
                best_move = f"move {SQUARE_NAMES[src]}-{SQUARE_NAMES[dst]}"
        return best_value, best_move

    def _expected(self, rest, need, target, moving, dst) -> float:
        """Expected worth after taking ``target`` (on Water: half the time ``moving``)."""
        win = _worth(rest + [target], need, self.reach)
        if dst not in WATER:
            return win
        return WATER_ODDS * win + (1 - WATER_ODDS) * _worth(rest + [moving], need, self.reach)

    def _move(self, hand, need, board, legal):
        """The move whose expected hand is best (Water at its 1/2 odds)."""
        best = None
        for m in legal:
            if not isinstance(m, Move):
                continue
            value = self._expected(hand, need, board[m.dst], board[m.src], m.dst)
            if best is None or value > best[0]:
                best = (value, m)
        value, m = best
        target = TOKENS[board[m.dst]]
        odds = (f" (Water: {Fraction(water_success())} chance to get it)"
                if m.dst in WATER else "")
        return m, f"Taking {target}{odds} brings your hand closest to whole departments."


class _View:
    """What the bots read from an observation: the seat's pieces, the board, the scores."""

    def __init__(self, obs: dict) -> None:
        self.obs = obs
        seat = obs["seat"]
        self.hand = [_CODE[t] for t in obs["hand"]]
        self.need = 3 - len(obs["revealed"][seat])
        self.board = [(_CODE[t] if t is not None else -1) for t in obs["board"]]
        self.numbers = joker_numbers(obs["players"], Rules(**obs["rules"]))
        scores = obs["scores"]
        self.leads = scores[seat] > max(x for s, x in enumerate(scores) if s != seat)

    def stuck(self) -> bool:
        """Whether this seat's departments cannot be completed from its pieces and the board,
        even after dissolving one of its revealed departments."""
        if completable(self.hand, self.board, self.need, self.numbers):
            return False
        seat = self.obs["seat"]
        for dept in self.obs["revealed"][seat]:
            freed = self.hand + [_CODE[t.split("=")[0]] for t in dept["pieces"].split()]
            if completable(freed, self.board, self.need + 1, self.numbers):
                return False
        return True


def _bonus(form: Form) -> int:
    """The bonus a Form would earn (LC-5)."""
    return bonus_of([p.value for p in form.pieces], sum(p.is_joker for p in form.pieces))
