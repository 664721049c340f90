"""How the imagined seasons' endings name the pull a choice wins by (``engines/lauzait_cep/endings.py``)."""

from __future__ import annotations

import pytest

from engines.lauzait_cep.endings import CLEAR, Endings, deciding, endings, parts
from widgets.results import practice


def ends(first: int, declared: tuple = (), bonus: int = 0, deals: int = 16, others: int = 0) -> Endings:
    """Endings made up for a test: ``first`` own declarations of the points ``declared``."""
    return Endings("move", deals, first, others, declared or (3,) * first, (), bonus)


def test_each_part_is_what_its_pull_gains_per_deal():
    faster = ends(16, (3,) * 16), ends(8, (3,) * 8, others=8)
    assert parts(*faster) == pytest.approx({"first": 1.5, "government": 0.0, "bank": 0.0})
    assert deciding(*faster) == "first"
    richer = ends(16, (13,) * 16), ends(16, (3,) * 16)
    assert parts(*richer)["government"] == pytest.approx(10.0) and deciding(*richer) == "government"
    banked = ends(1, (3,), bonus=64, others=15), ends(1, (3,), bonus=16, others=15)
    assert parts(*banked)["bank"] == pytest.approx(3.0) and deciding(*banked) == "bank"


def test_no_part_reaching_clear_names_no_pull():
    small = ends(16, bonus=int(16 * CLEAR) - 1), ends(16)
    assert max(parts(*small).values()) < CLEAR and deciding(*small) == ""


def test_a_seat_that_never_declares_counts_the_base_per_declaration():
    assert ends(0).per_declaration == 3.0 and ends(0).first_share == 0.0


def test_the_counts_go_to_json_and_back_and_come_from_the_log():
    entry = next(e for e in practice.positions("lauzait_cep") if e.get("idea") == "government")
    state, seat = practice.load_position(entry)
    found = endings(state.observation(seat), seat, entry["best"], 4, 0)
    assert Endings.from_json(found.to_json()) == found
    assert found.first + found.others <= found.deals == 4 and len(found.declared) == found.first
    assert sum(count for _, count in found.patterns) >= 0 and found.action == entry["best"]
