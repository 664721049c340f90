"""The Luminous Dragon Egg's calculator on the static site, in a real browser with no network.

Uses the fixtures of tests/site/conftest.py (the site built by ``./tutor site``, served on 127.0.0.1, every other
request refused); the app is driven with the same selectors as its Voila test
(tests/dragon_egg/test_dragon_egg_browser.py).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_dragon_egg_calculator_scores_a_typed_round(open_site_page, page_helpers):
    page = open_site_page("dragon_egg/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    page.locator(".de-clear-all").click()
    ui.wait(".de-banner", "Fill in")
    # As in the Voila test, worked out by hand (DE-2, DE-3): earnings 2, 0, 2.
    for seat, (a, b) in enumerate([("R7 R*", "B2 B3"), ("B10 B15", "R5 R5"), ("B7 B7", "R2 R3")]):
        ui.type(f".de-set-{seat}-a", a)
        ui.type(f".de-set-{seat}-b", b)
    ui.wait(".de-earnings-2")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-0")
    assert "0 × 2 = 0 ZOO" in ui.text(".de-earnings-1")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-2")
    assert "Bruno earned nothing and takes a Sage's Bracelet" in ui.text(".de-results")
    ui.shot("site_de_calculator.png")
