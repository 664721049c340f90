"""The Luminous Dragon Egg's stored figures: its exact counts are the same in the reduced case, so checked in full.

The checks every game's stored results share are in ``tests/test_results.py``.
"""

from __future__ import annotations

from widgets import results


def test_exact_figures_do_not_depend_on_the_reduced_case():
    """Exact counts are the same in the reduced case, so those stored figures are checked in full."""
    dragon = results.load("dragon_egg_figures")
    assert {k: v for k, v in dragon["figures"].items() if k != "walked"} == dragon["check"]
    assert dragon["figures"]["walked"] == {"p_friends": dragon["figures"]["p_friends"],
                                           "p_two_friends": dragon["figures"]["p_two_friends"]}
