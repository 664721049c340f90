"""Lauzait Cep!'s records at the trust boundary: a log line of a hidden department and a long square are refused.

The checks every game shares are in ``tests/test_record_boundary.py``; these are Lauzait Cep!'s own cases.
"""

from __future__ import annotations

import pytest

from engines import InvalidInput, lauzait_cep
from engines.testing import MESSAGE_LIMIT

from record_checks import LONG, refused


def test_lauzait_cep_a_logged_department_that_is_not_revealed_is_refused():
    state = lauzait_cep.new_game(3, seed=4)
    data = state.to_position_json()
    data["setup"]["events"].append(["form", 0, "G1 G2 G3", "sequence", 0])
    refused(lauzait_cep, "position_from_json", data)


def test_the_reported_lauzait_cep_square_is_quoted_short():
    state = lauzait_cep.new_game(2, seed=1)
    seat = state.to_act()[0]
    for text in ("move c4-b5" + "x" * LONG, "move " + "x" * LONG + "-b5", "move c4" + "x" * LONG + "-b5"):
        with pytest.raises(InvalidInput) as refusal:
            state.apply(seat, text)
        assert len(str(refusal.value)) <= MESSAGE_LIMIT and "3,000,00" in str(refusal.value)
    record = state.to_json()
    record["moves"] = [[seat, "move c4-b5" + "x" * LONG]]
    message = refused(lauzait_cep, "from_json", record)
    assert message.startswith("Move 1: ") and "is not a square" in message
