"""Every page on a phone's screen (393 x 851 CSS pixels): nothing runs off the right edge, taps are big enough.

Every notebook (gallery, lessons, apps, analysis pages) is opened in Voila in a phone-sized,
touch-enabled Chromium window. The test fails when a visible element reaches past the right edge of the
screen or past a widget box that clips it (its content would be cut), naming the outermost
such elements; an element inside a box meant to scroll sideways (a wide table in its own
scrolling box) is left out, the box itself is not. Every button, text field and menu must be
at least 44 px high (the tap size the platforms advise). A screenshot of each app on the
phone goes to screenshots/phone-<game>-<app>.png (play apps, calculators, explorers, replays).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from widgets.cardbuttons import PHONE_WIDTH, TAP_HEIGHT

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

PHONE = {"width": 393, "height": 851}
"""A common phone's screen in CSS pixels (a Pixel 7 / Galaxy S2x class phone)."""

PAGES = sorted(str(p.relative_to(NOTEBOOKS).with_suffix("")) for p in NOTEBOOKS.rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts)
"""Every notebook, as a path below notebooks/ without .ipynb."""

APPS = ("play", "calculator", "trick_explorer", "board_explorer", "replay")
"""The pages whose phone screenshot is kept."""

#: For each visible element of the rendered cells: does it reach past the right edge of the
#: screen, or of a widget box that clips it? Elements inside a non-widget box that scrolls
#: sideways (overflow-x auto/scroll, e.g. a table) are exempt. Also every tap target's height.
MEASURE = """
([tap]) => {
  const vw = document.documentElement.clientWidth;
  const isFrame = a => a.classList.contains('lm-Widget') || [...a.classList].some(c => c.startsWith('jp-'))
                       || a === document.body || a === document.documentElement;
  const limit = el => {
    let right = vw;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const ox = getComputedStyle(a).overflowX;
      if (ox === 'visible') continue;
      if ((ox === 'auto' || ox === 'scroll') && !isFrame(a) && a.closest('#rendered_cells')) return null;
      right = Math.min(right, a.getBoundingClientRect().right);
    }
    return right;
  };
  const visible = el => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    for (let a = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'none' || s.visibility === 'hidden' || parseFloat(s.opacity) === 0) return false;
      if (a !== el && s.overflow !== 'visible' && a.getBoundingClientRect().height < 1) return false;
    }
    return true;
  };
  const name = el => {
    const cls = [...el.classList].filter(c => !c.startsWith('lm-') && c !== 'jupyter-widgets').slice(0, 3).join('.');
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ');
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text.slice(0, 50)}"`;
  };
  const over = new Map(), small = [];
  for (const el of document.querySelectorAll('#rendered_cells *')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect(), lim = limit(el);
    if (lim !== null && r.right > lim + 1) {
      over.set(el, `${name(el)} reaches x=${Math.round(r.right)} px, the edge is at ${Math.round(lim)} px`);
    }
    if (el.matches('button, select, textarea, input:not([type=hidden]):not([type=range]):not([type=checkbox])')
        && el.closest('.jp-OutputArea-output') && r.height < tap - 0.5) {
      small.push(`${name(el)} is ${Math.round(r.height)} px high`);
    }
  }
  const outermost = [...over].filter(([el]) => !over.has(el.parentElement)).map(([, text]) => text);
  return {width: vw, over: outermost, small};
}
"""


@pytest.fixture
def phone_page(browser):
    """A page in a phone-sized, touch-enabled window."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    page = context.new_page()
    yield page
    context.close()


def test_phone_is_below_the_phone_layout_width():
    """The phone window used here does get the phone layout."""
    assert PHONE["width"] <= PHONE_WIDTH


@pytest.mark.browser
@pytest.mark.parametrize("app", PAGES)
def test_page_fits_a_phone(phone_page, open_app, screenshots, app):
    """The page runs nothing past the right edge of a 393 px screen, and every tap target is 44 px high."""
    page = open_app(phone_page, f"{app}.ipynb")
    found = page.evaluate(MEASURE, [TAP_HEIGHT])
    if app.rpartition("/")[2] in APPS:
        height = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
        page.set_viewport_size({"width": PHONE["width"], "height": min(max(PHONE["height"], height + 40), 8000)})
        page.screenshot(path=str(screenshots / f"phone-{app.replace('/', '-')}.png"))
    assert found["width"] == PHONE["width"]
    assert not found["over"], (f"{app} on a {PHONE['width']} px phone: these run off the right edge or are cut:\n"
                               + "\n".join(found["over"]))
    assert not found["small"], (f"{app} on a phone: these are lower than {TAP_HEIGHT} px, too small to tap:\n"
                                + "\n".join(found["small"]))
