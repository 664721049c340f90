"""Meow Oracle's imagined game in a review's watch: who wins where the winner points tie (MO-8)."""

from __future__ import annotations

from widgets.meow_oracle.imagined import imagined_picture


class _Ended:
    """A finished imagined game as the picture reads it: winner points, MO-8's winners and two scored rounds."""

    def __init__(self, scores, winners, totals=None):
        self._scores, self._winners = scores, winners
        self.round_scores = [[(0, 0, 0)] * len(scores), [(0, t, 0) for t in totals or [0] * len(scores)]]

    def observation(self, seat):
        return {"round_scores": self.round_scores}

    def scores(self):
        return list(self._scores)

    def winners(self):
        return list(self._winners)

    def round_totals(self, rnd):
        return [ascending + lines for _, ascending, lines in self.round_scores[rnd - 1]]


def test_a_tie_on_winner_points_says_who_wins_it():
    """A reader (seed 993034) met "Winner points at the end: You 3, Bruno 3, Chidi 2" under "ends 2 round points
    behind", and could not tell who won."""
    said = imagined_picture(_Ended([3, 3, 2], [1], [9, 11, 12]), _Ended([3, 3, 2], [1], [9, 11, 12]), 0)
    assert "You 3, Bruno 3, Chidi 2</b>; Bruno wins on the higher round 2 total, 11 against 9 (MO-8)" in said
    said = imagined_picture(_Ended([3, 3, 2], [0, 1]), _Ended([3, 3, 2], [0, 1]), 0)
    assert "; you and Bruno share the win, tied on the round 2 total too (MO-8)" in said
    said = imagined_picture(_Ended([2, 2, 2], [0], [12, 10, 11]), _Ended([2, 2, 2], [0], [12, 10, 11]), 0)
    # a reader (993052) met a win "on the higher round 2 total" that no drawn round showed: the totals are said
    assert "; You win on the higher round 2 total, 12 against 10 and 11 (MO-8)" in said


def test_one_seat_ahead_on_winner_points_needs_no_words():
    said = imagined_picture(_Ended([4, 3, 2], [0]), _Ended([4, 3, 2], [0]), 0)
    assert said.endswith("You 4, Bruno 3, Chidi 2</b></div></div>")
