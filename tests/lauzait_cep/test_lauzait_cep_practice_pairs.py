"""Practice positions and quiz positions offer two moves as an either-or (LC-6: a form, then a discard, on one day)."""

from __future__ import annotations

from benchmarks.practice_positions import alternatives
from widgets.results import practice


def test_a_form_and_the_discard_after_it_are_no_either_or():
    """LC-6: a player forms, then discards, on one day; so "form" against "discard" is a real choice only one way
    round: a discard ends the day (no form after it), a form leaves every discard open."""
    entry = next(e for e in practice.load()["positions"] if e["game"] == "lauzait_cep"
                 and e["best"].startswith("form") and e["tempting"].startswith("discard"))
    state, seat = practice.load_position(entry)
    before = state.to_json()
    assert alternatives(state, seat, entry["best"], entry["tempting"])
    assert not alternatives(state, seat, entry["tempting"], entry["best"])
    assert state.to_json() == before  # the check plays on a copy
