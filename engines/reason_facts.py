"""What a review row's reason rests on, as data: the two moves, the game facts that set them apart, and where no
game fact does, the imagined ending that shows the difference best (:class:`Watch`).

Each game's ``engines/<key>/reasons.py`` writes its own facts (small frozen dataclasses in the game's terms: a
card kept, a trick won, a department formed) and wraps them with :func:`reason_of`; the words are written once,
in ``widgets/<key>/reason_words.py``. Nothing here is English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from .evaluation import Evaluation, compare
from .labels import LABELS, as_well, better_in

__all__ = ["Ending", "Watch", "Reason", "EndsApart", "watch", "level", "reason_of", "Fact"]

Fact = Any
"""A game's fact: a frozen dataclass of numbers, actions and other facts (no words)."""


@dataclass(frozen=True)
class Ending:
    """How one imagined ending went for one move: the share of it the seat won (1, 0, or a shared win's part)
    and the seat's points against the best other score at the end."""

    won: float
    margin: float


@dataclass(frozen=True)
class Watch:
    """The imagined ending where the two moves' outcomes differ most: its index among the paired endings
    (0-based, the same deal for both moves), and how it went for each."""

    sample: int
    played: Ending
    best: Ending
    results_only: bool = False
    """Who won differs in this ending, but on average over every ending the coach's move is not ahead in points: the
    ending's points would overstate them, so only the results are told."""

    @property
    def winner_changes(self) -> bool:
        """Whether who won that ending depends on the move."""
        return self.played.won != self.best.won


@dataclass(frozen=True)
class EndsApart:
    """How the imagined games after the coach's move (``best``) and after the one played (``played``) end apart in
    one pull's figure, on ``deals`` deals (a game's ``endings`` module): a game's subclass names the pull."""

    deals: int
    best: float
    played: float


@dataclass(frozen=True)
class Reason:
    """A row's reason: ``played`` and ``best`` (the game's actions), the facts that set ``best`` apart (or, where
    the two agree, what it does), and ``watch`` where no fact of the game separates them; ``level``: the move
    played did as well as the coach's on these endings or better, so the facts are outweighed and the words offer
    none of them as the coach's edge."""

    played: Any
    best: Any
    facts: tuple = ()
    watch: Optional[Watch] = None
    level: bool = False

    @property
    def agrees(self) -> bool:
        """Whether the move played is the coach's choice."""
        return str(self.played) == str(self.best)


def watch(played: Evaluation, best: Evaluation) -> Optional[Watch]:
    """A typical paired ending of those that show the coach's move ahead: where it wins more and ends more points
    ahead, else where it wins more, else where both win alike and it ends more points ahead; of those, the one whose
    points gap is nearest the mean over every ending, so one game does not overstate the difference (the middle of
    the endings that differ overstates it where most do not differ) (None: no ending shows it ahead). Where the
    coach's move wins fewer than a good band's games more on average (who won is all but the same), an ending where
    both win alike comes first: one where the winner changes would read as a game the move could have saved."""
    pairs = list(zip(played.outcomes, best.outcomes))
    gaps = [(best_won - mine_won, best_margin - mine_margin) for (mine_margin, mine_won), (best_margin, best_won)
            in pairs]
    mean = sum(margin for _, margin in gaps) / len(gaps) if gaps else 0.0
    wins_more = [lambda won, margin: won > 0 and margin > 0, lambda won, margin: won > 0]
    same_result = [lambda won, margin: won == 0 and margin > 0]
    same_winner = bool(gaps) and sum(won for won, _ in gaps) / len(gaps) < LABELS[1][1]
    for shows in (same_result + wins_more if same_winner else wins_more + same_result):
        found = [i for i, (won, margin) in enumerate(gaps) if shows(won, margin)]
        if found:
            index = min(found, key=lambda i: (abs(gaps[i][1] - mean), gaps[i][1], i))
            (mine_margin, mine_won), (best_margin, best_won) = pairs[index]
            return Watch(index, Ending(mine_won, mine_margin), Ending(best_won, best_margin),
                         mean <= 0 and gaps[index][0] > 0)
    return None


def level(gap: Any) -> bool:
    """Whether a paired difference (the coach's move's gain over the one played) leaves nothing to explain: the
    move played did better beyond the noise, or as well, not behind in points beyond it either."""
    return bool(better_in(gap)) or (as_well(gap) and gap.margin_low <= 0)


def reason_of(played: Any, best: Any, facts: Sequence[Fact], evaluations: Sequence[Evaluation]) -> Reason:
    """A :class:`Reason`; where the moves differ, none where the move played did as well or better on the
    evaluations (paired, as a verdict reads them), and where no fact sets them apart a :class:`Watch` from the
    evaluations' paired endings."""
    facts = tuple(facts)
    if str(played) == str(best):
        return Reason(played, best, facts)
    by_text = {str(e.action): e for e in evaluations}
    mine, top = by_text.get(str(played)), by_text.get(str(best))
    if mine is not None and top is not None:
        gap = compare(top, mine, padded=True)
        if level(gap):
            return Reason(played, best, facts, None, True)
    if facts:
        return Reason(played, best, facts)
    return Reason(played, best, (), watch(mine, top) if mine and top else None)
