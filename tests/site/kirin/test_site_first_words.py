"""Words first on the static site: a lesson reads on a phone before Python runs, and comes alive in place.

Kirin lesson 1 on a 393 x 851 screen, with the page's scripts refused (the app's, which start the kernel and
Python): the lesson's heading, its first paragraph and its first table (an output the notebook stored, drawn
at build time by site/first_words.py) are on the screen and readable, and axe-core finds no critical or
serious violation. Then the lesson again, its scripts let through and the app's start held until the test has
noted where things are: once the page is live, the heading and the first widget are where the heading and
the widget's place were, and the part the learner was reading stayed where it was on the screen.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

LESSON = "kirin/01_components.ipynb"
PHONE = {"width": 393, "height": 851}
#: How far (CSS pixels) a place may move when the page goes live.
MOVED_AT_MOST = 3
#: The first words of the lesson's first paragraph, and a cell of its first table (the four beasts).
FIRST_WORDS = "Kirin is a trick-taking card game for exactly four players."
IN_FIRST_TABLE = "Azure Dragon"
#: Holds voici's start (its load listener, the one that asks for the federated extensions) until the test calls
#: ``window.ttTestStart()``.
HOLD_START = """(() => {
  const add = window.addEventListener;
  window.addEventListener = function (type, listener, options) {
    if (type === "load" && String(listener).includes("federated_extensions")) {
      window.ttTestStart = () => listener.call(window, new Event("load"));
      return;
    }
    return add.call(this, type, listener, options);
  };
})();"""
#: Where an element is: its page offset (the scroll of the document or of voici's panel added) and its
#: offset in the screen, and whether it is the element a learner sees at its middle (nothing covers it).
PLACE = """(element) => {
  const cells = document.getElementById('rendered_cells');
  const panel = cells.scrollHeight > cells.clientHeight + 1 ? cells.scrollTop : 0;
  const scrolled = document.scrollingElement.scrollTop + panel;
  const box = element.getBoundingClientRect();
  const seen = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + Math.min(box.height / 2, 8));
  return {page: box.top + scrolled, screen: box.top, left: box.left, right: box.right, height: box.height,
          font: parseFloat(getComputedStyle(element).fontSize), seen: Boolean(seen && element.contains(seen))};
}"""


def test_a_lesson_reads_before_python_runs_and_nothing_moves_when_it_is_live(own_site_context, site_checks, axe):
    page = own_site_context.new_page()
    page.set_viewport_size(PHONE)
    refused: list[str] = []

    def refuse(route) -> None:
        refused.append(route.request.url)
        route.abort()

    page.route("**/*.js*", refuse)
    page.goto(site_checks.url(LESSON), wait_until="domcontentloaded")
    cells = page.locator("#rendered_cells")
    heading, paragraph = cells.locator("h1").first, cells.locator("h1 ~ p").first
    table = cells.locator(".jp-OutputArea-output table").first
    heading.wait_for(state="visible", timeout=10_000)
    assert any(url.endswith("/voici/build/voici.js") for url in refused), refused
    assert page.locator("#loading").is_visible(), "the loading note is gone while Python has not started"

    # Readable at once: on the screen, in reading order, in a readable size, covered by nothing.
    assert heading.inner_text().startswith("Kirin, lesson 1")
    assert paragraph.inner_text().startswith(FIRST_WORDS)
    first = {name: element.evaluate(PLACE) for name, element in (("heading", heading), ("paragraph", paragraph))}
    assert first["heading"]["screen"] < first["paragraph"]["screen"] < PHONE["height"], first
    for name, place in first.items():
        assert place["seen"] and place["font"] >= 14 and place["right"] <= PHONE["width"], (name, place)
    table.scroll_into_view_if_needed()
    assert IN_FIRST_TABLE in table.inner_text()
    place = table.locator("td").first.evaluate(PLACE)
    assert place["seen"] and place["height"] > 0, place
    assert page.locator(".tt-coming").first.is_visible()  # a widget's place, saying it starts soon
    assert axe(page) == []
    page.close()

    # Again with its scripts; the learner reads on (the first table at the top of the screen); then Python starts.
    page = own_site_context.new_page()
    page.set_viewport_size(PHONE)
    page.add_init_script(HOLD_START)
    page.goto(site_checks.url(LESSON), wait_until="load")
    cells = page.locator("#rendered_cells")
    heading, table = cells.locator("h1").first, cells.locator(".jp-OutputArea-output table").first
    table.evaluate("element => element.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    coming = page.locator(".tt-coming").first
    before = {"heading": heading.evaluate(PLACE), "widget": coming.evaluate(PLACE), "table": table.evaluate(PLACE)}
    widget_cell = coming.evaluate("e => e.closest('[cell-index]').getAttribute('cell-index')")
    page.evaluate("window.ttTestStart()")
    site_checks.wait(page)
    assert not site_checks.problems(page)
    assert page.locator(".tt-static, .tt-coming").count() == 0, "a static copy stayed on the live page"
    widget = page.locator(f'[cell-index="{widget_cell}"] .jp-OutputArea-output').first
    after = {"heading": heading.evaluate(PLACE), "widget": widget.evaluate(PLACE), "table": table.evaluate(PLACE)}
    for name in ("heading", "widget"):
        assert abs(after[name]["page"] - before[name]["page"]) <= MOVED_AT_MOST, (name, before[name], after[name])
    # The part being read stayed where it was on the screen (voici moved the cells into its own panel).
    assert abs(after["table"]["screen"] - before["table"]["screen"]) <= MOVED_AT_MOST, (before["table"], after["table"])
    page.close()
