"""Lauzait Cep!'s calculator on the static site, in a real browser with no network.

Uses the fixtures of tests/site/conftest.py (the site built by ``./tutor site``, served on 127.0.0.1, every other
request refused); the app is driven with the same selectors as its Voila test
(tests/lauzait_cep/test_lauzait_cep_browser.py).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_lauzait_cep_calculator_splits_a_typed_hand(open_site_page, page_helpers):
    page = open_site_page("lauzait_cep/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    assert ui.wait(".lc-best-total").inner_text() == "15"  # the hand the page opens on
    # The nine numbers 1-9 in a row: Lauzait-Cep 3 + Great Sequence 3 = 6.
    ui.type(".lc-hand-field", "G1 G2 G3 W4 W5 W6 G7 G8 G9")
    ui.wait(".lc-split-summary", "Great Sequence")
    assert ui.text(".lc-best-total") == "6"
