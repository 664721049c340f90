"""Lauzait Cep! bots: they see only a seat's observation and the legal actions.

* :class:`RandomBot` picks any legal action.
* :class:`ChancellorBot` keeps its concealed pieces close to whole departments: it
  discards and moves to raise the expected worth of its hand (a Water square counts
  its 1/2 odds), forms a department when that costs no flexibility, forms the third
  whenever it can, and declares Lauzait-Cep! at once. ``choose_with_reason`` gives a
  sentence for a hint button.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

from .board import DESTINATIONS, SQUARE_NAMES, WATER
from .game import Declare, DeclareStalemate, Discard, Dissolve, Form, Move, Pass
from .pieces import JOKER, TOKENS
from .rules import BONUS_BY_NUMBER, water_success

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
def hand_worth(hand: tuple[int, ...], need: int) -> float:
    """How close sorted concealed codes are to ``need`` departments: 10 per whole
    department (plus its bonus), 4 per two pieces of one, 1 per lone joker."""
    if need <= 0 or not hand:
        return 0.0
    first, rest = hand[0], hand[1:]
    best = hand_worth(rest, need)  # leave the lowest piece out
    if first == JOKER:
        return max(best, 1.0 + hand_worth(rest, need))
    jokers = rest.count(JOKER)
    for partners in _partner_sets(first):
        left = list(rest)
        missing = 0
        for p in partners:
            if p in left:
                left.remove(p)
            else:
                missing += 1
        use_j = min(missing, jokers)
        for _ in range(use_j):
            left.remove(JOKER)
        missing -= use_j
        if missing == 0:
            top = max([first] + list(partners)) % 10
            gain = 10.0 + BONUS_BY_NUMBER[top] - use_j
        elif missing == 1:
            gain = 4.0
        else:
            continue
        best = max(best, gain + hand_worth(tuple(left), need - 1))
    return best


@lru_cache(maxsize=None)
def _partner_sets(code: int) -> tuple[tuple[int, ...], ...]:
    """The other two codes of each department holding ``code`` (LC-5)."""
    n, base = code % 10, code - code % 10
    out = [(code, code)]
    for start in (n - 2, n - 1, n):
        if 0 <= start and start + 2 <= 9:
            out.append(tuple(base + m for m in range(start, start + 3) if m != n))
    return tuple(out)


def _worth(hand: list[int], need: int) -> float:
    """:func:`hand_worth` of an unsorted hand."""
    return hand_worth(tuple(sorted(hand)), need)


class ChancellorBot:
    """A one-step planner over departments, aware of the Water odds (LC-4)."""

    REPEATS = 2
    """How often a position may recur at this bot's turn before it tries something else."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.seen: dict[tuple, int] = {}  # its own memory of positions, to break loops

    def choose(self, observation: dict, legal_actions: list):
        """The chosen action."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, obs: dict, legal: list):
        """The chosen action and a sentence saying why."""
        for a in legal:
            if isinstance(a, Declare):
                return a, "Declare Lauzait-Cep! now: it ends the season in your favour."
        if len(legal) == 1 and isinstance(legal[0], DeclareStalemate):
            return legal[0], "Nothing can be discarded even after a dissolve: Stalemate."
        seat = obs["seat"]
        hand = [_CODE[t] for t in obs["hand"]]
        need = 3 - len(obs["revealed"][seat])
        board = [(_CODE[t] if t is not None else -1) for t in obs["board"]]
        key = (obs["phase"], tuple(sorted(hand)), tuple(board), need)
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] > self.REPEATS:
            choice = self.rng.choice(legal)
            return choice, (f"This position has come round {self.seen[key]} times: "
                            f"{choice} tries something new to break the loop.")
        if obs["phase"] == "move":
            return self._move(hand, need, board, legal)
        forms = [a for a in legal if isinstance(a, Form)]
        discards = [a for a in legal if isinstance(a, Discard)]
        if forms:
            choice = self._form(hand, need, forms, board, bool(discards))
            if choice:
                return choice
        if discards:
            return self._discard(hand, need, board, obs, discards)
        dissolves = [a for a in legal if isinstance(a, Dissolve)]
        if dissolves:
            return dissolves[0], f"No piece can be discarded: {dissolves[0]} frees pieces."
        for a in legal:
            if isinstance(a, Pass):
                return a, "Play on."
        return legal[0], "The only choice."

    def _form(self, hand, need, forms, board, can_hire):
        """Form the third department, or one that costs no flexibility and pays a bonus."""
        now = _worth(hand, need)
        best, best_key = None, None
        for f in forms:
            rest = list(hand)
            for p in f.pieces:
                rest.remove(p.code)
            bonus = _bonus(f)
            if need == 1:
                key = (2, bonus)
            elif _worth(rest, need - 1) + 10 + bonus - sum(p.is_joker for p in f.pieces) >= now \
                    and bonus >= 1:
                key = (1, bonus)
            else:
                continue
            if best_key is None or key > best_key:
                best, best_key = f, key
        if best is None:
            return None
        why = ("It completes your third department: Lauzait-Cep! follows."
               if best_key[0] == 2 else
               f"{' '.join(map(str, best.pieces))} is already part of your best plan; "
               f"revealing it banks {best_key[1]} now.")
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
        for src, moving in enumerate(board):
            if src == landing or moving < 0:
                continue
            if not (discard == JOKER or moving == JOKER or
                    (moving // 10 == discard // 10 and abs(moving - discard) == 1)):
                continue
            for dst in DESTINATIONS[src]:
                value = self._expected(rest, need, board[dst], moving, dst)
                if value > best_value:
                    best_value = value
                    best_move = f"move {SQUARE_NAMES[src]}-{SQUARE_NAMES[dst]}"
        return best_value, best_move

    @staticmethod
    def _expected(rest, need, target, moving, dst) -> float:
        """Expected worth after taking ``target`` (on Water: half the time ``moving``)."""
        win = _worth(rest + [target], need)
        if dst not in WATER:
            return win
        return WATER_ODDS * win + (1 - WATER_ODDS) * _worth(rest + [moving], need)

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


def _bonus(form: Form) -> int:
    """The bonus a Form would earn (LC-5)."""
    values = [p.value for p in form.pieces]
    base = BONUS_BY_NUMBER[max(values) % 10] * (3 if len(set(values)) == 1 else 1)
    return max(0, base - sum(p.is_joker for p in form.pieces))
