"""Lauzait Cep!'s stored figures: its exact counts are the same in the reduced case, so checked in full.

The checks every game's stored results share are in ``tests/test_results.py``.
"""

from __future__ import annotations

from widgets import results


def test_exact_figures_do_not_depend_on_the_reduced_case():
    """Exact counts are the same in the reduced case, so those stored figures are checked in full."""
    lauzait = results.load("lauzait_cep_figures")
    for size, box in lauzait["figures"]["boxes"].items():
        quick = lauzait["check"]["boxes"][size]
        assert {k: v for k, v in box.items() if k != "simulated_hits"} == \
            {k: v for k, v in quick.items() if k != "simulated_hits"}
        assert box["engine_agrees_government"] and box["engine_agrees_cannot_hire"]
    # the searches for the best government (the page's section 5) are exact: run in full both times
    assert lauzait["figures"]["declaration"] == lauzait["check"]["declaration"]
