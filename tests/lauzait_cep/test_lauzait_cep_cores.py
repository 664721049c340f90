"""Lauzait Cep!'s playouts in the pool (the shared test is tests/test_cores.py): a proposal to end the season is
valued with its way on, in the pool as in one process."""

from __future__ import annotations

from engines.lauzait_cep import coach
from engines.lauzait_cep.actions import Dissolve, ProposeEnd
from tests.test_cores import decisions_with_choice, figures


def test_a_dissolve_or_proposal_is_valued_in_the_pool_as_in_one_process():
    """Among the first choices of a random game, one is a dissolve or a proposal; two processes value it alike."""
    valued = []
    for observation, seat in decisions_with_choice("lauzait_cep"):
        alone = coach.evaluate(observation, seat, 6, seed=31)
        assert figures(coach.evaluate(observation, seat, 6, seed=31, workers=2)) == figures(alone)
        valued += [e.action for e in alone]
    assert any(isinstance(action, (Dissolve, ProposeEnd)) for action in valued)
