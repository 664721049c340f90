"""What a game gives the review, the Coach bot of its apps and practice: the one list of review hooks.

Each game's ``widgets/<key>/review.py`` fills in one :class:`ReviewHooks` as ``HOOKS``, and every caller
(the review panel, the practice panel, the play tables and replays, the benchmarks, the tests) reads a
game's hooks from the registry through :func:`hooks_of`, never by looking names up in the module. A fifth
game writes its ``HOOKS`` with every field below; ``tests/test_review_hooks.py`` checks each game's.

A picture or words told ``name`` speak of a seat by its name ("Bruno's choice", "beside Bruno's Area"):
a replay's seat, watched from outside, or one of several people sharing a screen; ``name`` None speaks to
the learner ("your choice"). Everything drawn comes from one seat's observation only.

Standard library only: the hooks are plain values and functions.

::

    from widgets.games import GAMES
    hooks = hooks_of(GAMES[-1])                       # any game of the registry
    hooks.coach_budget, hooks.coach_time_limit        # the Coach bot of the apps
    hooks.picture(row, None)                          # a review row's picture, "your choice" framed
    hooks.moment_words(row.observation)               # "Round 1 of 3, trick 4"
    hooks.reason_words(row.reason, None)              # "The coach's move forms G4 G5 G6 for a bonus of 2; ..."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

if TYPE_CHECKING:  # types for the checker only
    from engines.coach import ReviewRow

    from .games import GameInfo

__all__ = ["ReviewHooks", "LeftOut", "hooks_of"]


@dataclass(frozen=True)
class LeftOut:
    """Rows a game's review counts but does not list: choices that cannot matter (Meow Oracle's turn-ups, MO-6)."""

    is_left_out: Callable[["ReviewRow"], bool]
    """Whether a row is left out of the list."""
    note: Callable[[int, Optional[str]], str]
    """``note(count, name)``: the note under the rows, how many were left out and why (``name`` as a picture's)."""
    brief: Callable[[int], str]
    """``brief(count)``: the same in a few words, added to the banner when the review ends."""
    alone: str
    """What the banner says first when every row was left out ("Only turn-ups to review in this game.")."""


@dataclass(frozen=True)
class ReviewHooks:
    """Everything a game gives the review, the apps' Coach bot and practice, each under one name and signature."""

    coach_budget: int
    """Playouts (or sampled deals) per action of a Coach-level bot as the play tables seat it (a whole number >= 1)."""
    coach_time_limit: Optional[float]
    """Seconds after which that bot plays its best choice so far (> 0), or None: no limit."""
    describe_action: Callable[[Any, Optional[dict], Optional[str]], str]
    """``describe_action(action, observation=None, name=None)``: an action or its notation in a learner's words,
    from the moment's observation where the words depend on it (the registry's ``words``); a notation that is not
    a move is given back as it is. ``describe_action(n, observation)`` is how practice says that moment's moves."""
    picture: Callable[["ReviewRow", Optional[str]], str]
    """``picture(row, name=None)``: a reviewed choice as HTML, the table as ``row.seat`` saw it (from
    ``row.observation`` only), the seat's choice framed blue and the coach's orange."""
    moment_words: Callable[[dict], str]
    """``moment_words(observation)``: a decision's moment in the game's words ("Round 1 of 3, trick 4"); it names
    the review's rows and the practice moments."""
    position_picture: Callable[[dict], str]
    """``position_picture(observation)``: the table as the seat saw it, nothing marked (practice, the coach's
    choice hidden)."""
    reason_words: Callable[[Any, Optional[str]], str]
    """``reason_words(facts, name=None)``: a row's reason (:class:`engines.reason_facts.Reason`, the facts the
    game's engine gives) as one short sentence in the game's words, ``name`` as a picture's; the review, practice
    and Playing well read reasons only through it (:func:`widgets.reason_words.reason_text`)."""
    score_unit: Optional[str] = None
    """What a final score counts where it is not the review's points ("winner points"); None: the rows' unit."""
    points_against: Optional[str] = None
    """Whom a row's points are counted against, where it is not the best rival: the seat's own ("neighbours", said
    "your neighbours" or "Bruno's neighbours"), for the figures' column heading; None: the best rival (the other
    player at two)."""
    left_out: Optional[LeftOut] = None
    """Rows the review counts but does not list (:class:`LeftOut`); None: every row is listed."""
    ending_words: Optional[Callable[[Any], str]] = None
    """``ending_words(state)``: how a finished game ended, where its final scores alone do not say it ("" where they
    do); None: the scores say it in every game."""
    score_words: Optional[Callable[[Any, int, Optional[str]], str]] = None
    """``score_words(state, seat, name=None)``: where the reviewed seat's final score came from, folded under the final
    scores ("" to say nothing); None: the scores need no word."""
    imagined_picture: Optional[Callable[[Any, Any, int, Optional[str]], str]] = None
    """``imagined_picture(state, other, seat, name=None)``: an imagined game as HTML, drawn with the replay's
    pictures: the engine's state where the coach stopped playing it on after one move (its hidden cards are the
    coach's invention, not the real game's), the first trick, round or season where it goes otherwise than
    ``other`` (the same imagined game after the other move), and its final position and scores, ``seat`` marked
    (:mod:`widgets.watching`). None: the watch is said in words only."""

    def words(self, observation: Optional[dict], name: Optional[str] = None) -> Callable[[str], str]:
        """``describe(notation)`` for the moves of one moment (``name`` as a picture's)."""
        return lambda notation: self.describe_action(notation, observation, name)


def hooks_of(info: "GameInfo") -> ReviewHooks:
    """The game's review hooks: ``HOOKS`` in its ``widgets/<key>/review.py`` (imported when first asked for)."""
    hooks = info.part(f"{info.widgets('review')}:HOOKS")
    if not isinstance(hooks, ReviewHooks):
        raise TypeError(f"{info.widgets('review')}.HOOKS is a {type(hooks).__name__}, not a ReviewHooks.")
    return hooks
