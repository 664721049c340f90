"""Meow Oracle's calculator on the static site, in a real browser with no network: it scores a typed grid, and
a page whose app never starts starts again by itself once (site/loading.html; this calculator as the example).

Uses the fixtures of tests/site/conftest.py (the site built by ``./tutor site``, served on 127.0.0.1, every other
request refused); the app is driven with the same selectors as its Voila test
(tests/meow_oracle/test_meow_oracle_browser.py).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_meow_oracle_calculator_scores_a_typed_grid(open_site_page, page_helpers):
    page = open_site_page("meow_oracle/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    page.locator(".mo-clear-all").click()
    ui.wait(".mo-banner", "Click a square")
    # A run of 8 with the bonus, 10 (MO-2); two colour columns, 2 each (MO-3): 10 + 4 = 14.
    ui.type(".mo-grid-text", "B0 R1 G2 B3 W4 G5 B6 R7 R2")
    ui.wait(".mo-breakdown .mo-total", "10 + 4 = 14")
    assert "8 + 2 bonus = 10 marks" in ui.text(".mo-breakdown")




#: Makes a page's first start stick as seen in the walks: voici's start (its load listener, the one
#: that asks for the federated extensions) is dropped the first time, not after the page reloads.
NEVER_STARTS_ONCE = """(() => {
  if (sessionStorage.getItem("tt-test-dropped")) { return; }
  const add = window.addEventListener;
  window.addEventListener = function (type, listener, options) {
    if (type === "load" && String(listener).includes("federated_extensions")) {
      sessionStorage.setItem("tt-test-dropped", "1");
      return;
    }
    return add.call(this, type, listener, options);
  };
})();"""


def test_a_page_whose_app_never_starts_starts_again_by_itself_once(own_site_context, site_checks):
    page = own_site_context.new_page()
    page.add_init_script(NEVER_STARTS_ONCE)
    page.goto(site_checks.url("meow_oracle/calculator.ipynb"), wait_until="domcontentloaded")
    site_checks.wait(page)  # about 30 s (site/loading.html's RESTART_MS), then the page's usual start
    assert page.evaluate("sessionStorage.getItem('tt-test-dropped')") == "1"  # the first start was dropped
    assert page.evaluate("window.ttRestarted") is True
    assert ["restarted"] == [step[0] for step in page.evaluate("window.ttLoadTimeline") if step[0] == "restarted"]
    assert not site_checks.problems(page)
    page.close()
