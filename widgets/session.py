"""The course of a game at one screen, apart from its drawing: who sits where, whose screen it is.

A :class:`Session` holds the game in play and the people at the table: the seats played by
people (``people``), the person whose hand is shown (``viewer``), the person the screen is
passed to (``waiting``) and the bots of the other seats. It applies a person's action, lets the
bots play until a person must act, and in a hot-seat game (two people or more at one screen)
passes the screen between two people's turns. :meth:`Session.screen` says what the table must
show next. It imports no widgets, so the hot-seat rules are tested on their own
(``tests/test_session.py``); :class:`widgets.app.GameTable` draws it.

>>> from widgets.games import GAMES
>>> info = GAMES[-1]  # the registry's four-player trick game
>>> session = Session(hides_hands=True)
>>> session.seat(info.State.new_game(4, seed=1), people=(0, 2), level="Beginner",
...              bots={1: info.bot("Beginner", 1), 3: info.bot("Beginner", 3)})
>>> session.advance()  # the bots play until a person must act: Aiko leads, the screen goes to her
>>> session.screen()
Screen(kind='pass', seat=0, hidden=True)
>>> session.take_screen()
True
>>> session.screen()
Screen(kind='turn', seat=0, hidden=False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

__all__ = ["Session", "Screen", "ScreenPassed", "check_people"]

Apply = Callable[[int, Any], None]
"""Apply one action of a seat to the game (a table may keep public facts of it: a trick, a reveal)."""


class ScreenPassed(Exception):
    """An action came while the screen is being passed (or after a game that hides every hand)."""


@dataclass(frozen=True)
class Screen:
    """What the table must show next.

    ``kind`` is ``"turn"`` (the person ``seat`` is at the screen), ``"pass"`` (the screen goes to
    ``seat``, who has not taken it yet) or ``"over"`` (the game is over; ``seat`` is the person
    shown, ``None`` when every hand stays hidden). ``hidden`` is true when no hand may be drawn.
    """

    kind: str
    seat: Optional[int]
    hidden: bool


def check_people(people: Iterable[int], players: int) -> tuple[int, ...]:
    """The seats played by people, sorted; a ``ValueError`` unless they are seats of the table (one at least)."""
    seats = sorted(set(people))
    if not seats or not all(type(s) is int and 0 <= s < players for s in seats):
        raise ValueError(f"The people are the seats 0 to {players - 1} played by people at this screen "
                         f"(at least one), not {tuple(seats)!r}.")
    return tuple(seats)


class Session:
    """The people, the bots and the screen of one game (see the module's docstring).

    ``hides_hands``: a person's hand is secret, so the pass screen shows no hand (a game with
    nothing secret keeps the last person's view and only holds the turn back). ``hidden_at_end``:
    after a hot-seat game every hand stays hidden. ``apply(seat, action)`` applies any action (a
    person's or a bot's), ``thinking(seat, legal)`` is told before a bot chooses. ``automatic``: the
    actions played for a person at once when, after their move, one of them is all they may do
    (a day with nothing left to decide ends).
    """

    def __init__(self, hides_hands: bool = True, hidden_at_end: bool = False, apply: Optional[Apply] = None,
                 thinking: Optional[Callable[[int, Sequence[Any]], None]] = None, max_bot_steps: int = 20_000,
                 automatic: Sequence[Any] = ()) -> None:
        self.hides_hands, self.hidden_at_end, self.max_bot_steps = hides_hands, hidden_at_end, max_bot_steps
        self._apply = apply or (lambda seat, action: self.state.apply(seat, action))
        self._thinking = thinking or (lambda seat, legal: None)
        self.automatic = tuple(automatic)
        self.state: Any = None
        self.level = ""
        self.people: tuple[int, ...] = ()
        self.viewer: Optional[int] = None
        """The person whose hand is shown; ``None`` while the screen is passed (or after a hidden game)."""
        self.waiting: Optional[int] = None
        """The person the screen is passed to, until they take it."""
        self.bots: dict[int, Any] = {}
        self.moving: Optional[int] = None
        """The person whose own move is being applied (``None`` for the bots' moves)."""
        self.moved_from = self.moved_to = 0
        """The number of events before the latest move of a person at this screen, and after it (with what it
        played at once); both the deal's events until a person moves."""

    # ----- who is at the table ------------------------------------------------------------------
    def seat(self, state: Any, people: Iterable[int], level: str, bots: Mapping[int, Any]) -> None:
        """Seat ``people`` and the ``bots`` of ``level`` (one per other seat) at the game ``state``; nothing played yet."""
        people = check_people(people, state.players)
        missing = [s for s in range(state.players) if s not in people and s not in bots]
        if missing or any(s in people for s in bots):
            raise ValueError(f"Every seat is a person or a bot, never both: people {people}, bots {sorted(bots)}.")
        self.state, self.level, self.people, self.bots = state, level, people, dict(bots)
        self.viewer = None if self.hot_seat and self.hides_hands else people[0]
        self.waiting = None
        self.moved_from = self.moved_to = len(state.events)

    @property
    def hot_seat(self) -> bool:
        """Whether more than one seat is played by a person (the screen is passed between them)."""
        return len(self.people) > 1

    @property
    def you(self) -> Optional[int]:
        """The seat the messages call "you": the one person, or ``None`` in a hot-seat game."""
        return None if self.hot_seat else self.people[0]

    @property
    def can_act(self) -> bool:
        """Whether the person shown may act now (the screen is not being passed, a hand is shown)."""
        return self.waiting is None and self.viewer is not None

    def screen(self) -> Screen:
        """What the table must show next: a person's turn, the pass screen, or the game's end."""
        if self.waiting is not None:
            return Screen("pass", self.waiting, self.hides_hands)
        kind = "over" if self.state.is_over() else "turn"
        return Screen(kind, self.viewer, self.viewer is None)

    # ----- the course of the game ---------------------------------------------------------------
    def act(self, action: Any) -> list:
        """Apply the shown person's action, then let the bots play until a person must act; the new events.

        A refusal (the engine's ``IllegalAction`` or ``InvalidInput``) propagates and changes nothing;
        :class:`ScreenPassed` while nobody may act.
        """
        if not self.can_act:
            raise ScreenPassed("Nobody is at the screen: the person it is passed to takes it first.")
        state, seat = self.state, self.viewer
        self.moved_from = len(state.events)
        self.moving = seat
        try:
            self._apply(seat, action)
            legal = state.legal_actions(seat) if seat in state.to_act() else []
            if len(legal) == 1 and legal[0] in self.automatic:
                self._apply(seat, legal[0])
        finally:
            self.moving = None
        self.moved_to = len(state.events)
        self.advance()
        return list(state.events[self.moved_from:])

    @property
    def others_moved(self) -> bool:
        """Whether other seats moved after the latest move of a person at this screen."""
        return len(self.state.events) > self.moved_to

    def take_screen(self) -> bool:
        """The person the screen was passed to takes it (their hand is shown); ``False`` if nobody waits."""
        if self.waiting is None:
            return False
        self.viewer, self.waiting = self.waiting, None
        return True

    def advance(self) -> None:
        """Let the bots act until a person must act or the game ends; pass the screen if that person changes."""
        self.run_bots()
        if self.state.is_over():
            self.waiting = None
            if self.hot_seat and self.hidden_at_end:
                self.viewer = None
            return
        movers = [s for s in self.state.to_act() if s in self.people]
        if self.viewer in movers and self.waiting is None:
            return
        if not self.hot_seat:
            self.viewer = movers[0]
            return
        if self.hides_hands:
            self.viewer = None
        self.waiting = movers[0]

    def run_bots(self) -> None:
        """Let every bot whose turn it is act, until a person must act or the game ends."""
        state = self.state
        for _ in range(self.max_bot_steps):
            if state.is_over():
                return
            movers = [s for s in state.to_act() if s not in self.people]
            if not movers:
                return
            seat = movers[0]
            legal = state.legal_actions(seat)
            self._thinking(seat, legal)
            self._apply(seat, self.bots[seat].choose(state.observation(seat), legal))
        raise RuntimeError("The bots did not finish their turns.")  # pragma: no cover
