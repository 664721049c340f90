"""Meow Oracle's stored figures: what its analysis page says, and the reduced case as the start of the full run.

The checks every game's stored results share are in ``tests/test_results.py``.
"""

from __future__ import annotations

from widgets import results


def test_meow_oracle_stored_checks_show_what_the_page_says_and_start_with_the_reduced_case():
    """Sections 6-8 of the page read these; the reduced case plays the first of the same games."""
    stored = results.load("meow_oracle_figures")
    full, quick = stored["figures"], stored["check"]
    assert all(counts == [0, 0] for counts in full["face_down"]["by_players"].values())  # MO-5 holds
    for figures in (full, quick):
        runs = figures["runs_by_reading"]
        assert sum(runs["MO-1"]) == sum(runs["snake"]) == runs["areas"]
    assert full["face_down"]["rounds"] > quick["face_down"]["rounds"]
    for key in ("shuffled", "drawn"):  # the reduced case's deals are the first of the full run's
        assert quick["both_red"][key] <= full["both_red"][key] <= full["both_red"]["deals"]
    for reading in ("MO-1", "snake"):
        assert all(quick["runs_by_reading"][reading][k] <= full["runs_by_reading"][reading][k] for k in range(9))
        assert quick["greedy_by_reading"][reading]["games"] < full["greedy_by_reading"][reading]["games"]
        assert quick["greedy_by_reading"][reading]["total"] <= full["greedy_by_reading"][reading]["total"]
