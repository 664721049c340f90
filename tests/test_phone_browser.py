"""Every page on a phone's screen (393 x 851 CSS pixels): nothing runs off the right edge, taps are big enough,
and a play app shows the game first.

Every notebook (gallery, lessons, apps, analysis pages) is opened in Voila in a phone-sized,
touch-enabled Chromium window. The test fails when a visible element reaches past the right edge of the
screen or past a box that clips it or scrolls sideways, naming the outermost such elements. No page
has an exemption: a learner never scrolls anything sideways, not even a table inside its own box. A
table too wide for the screen stacks (each row a card, each cell labelled by its column:
widgets.layout.stacked and phone_table); a narrower one reflows (its cells wrap between words, see
widgets.cardbuttons.PHONE_CSS). Every button, text field and menu must be at least 44 px high (the tap
size the platforms advise). A screenshot of each app on the phone goes to screenshots/phone-<game>-<app>.png
(play apps, calculators, explorers, replays).

A play app, opened plainly or from a shared link, must show the learner's hand and the table on the
first screen (both end within 851 px of the top, nothing scrolled), and still fit after a move; the
first screens are kept as screenshots/phone-first-<game>.png and phone-link-<game>.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from widgets.cardbuttons import PHONE_WIDTH, TAP_HEIGHT
from widgets.games import KEYS

from game_facts import facts
from phone_checks import PHONE

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

"""A common phone's screen in CSS pixels (a Pixel 7 / Galaxy S2x class phone)."""

PAGES = sorted(str(p.relative_to(NOTEBOOKS).with_suffix("")) for p in NOTEBOOKS.rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts)
"""Every notebook, as a path below notebooks/ without .ipynb."""

APPS = ("play", "calculator", "trick_explorer", "board_explorer", "replay")
"""The pages whose phone screenshot is kept."""

#: For each visible element of the rendered cells: does it reach past the right edge of the
#: screen, or of a box that clips it or scrolls sideways (any overflow-x but visible)? Also every
#: tap target's height.
MEASURE = """
([tap]) => {
  const vw = document.documentElement.clientWidth;
  const limit = el => {
    let right = vw;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
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
    if (r.right > lim + 1) {
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


#: Each play app's hand and its table: both must be on a phone's first screen. Each app draws them in widgets of its
#: own, so each game's selectors are in its ``tests/<key>/<key>_facts.py`` (``FIRST_SCREEN``).
FIRST_SCREEN = {key: facts(key).FIRST_SCREEN for key in KEYS}


def first_screen(page, game: str, at_top: bool = True) -> list[str]:
    """What of the hand and the table of ``game``'s play app is not on a phone's screen: with ``at_top``, the
    first screen (nothing scrolled); else the screen as the page left it (a link scrolls to the app)."""
    if at_top:
        page.evaluate("() => { for (const e of document.querySelectorAll('*')) { if (e.scrollTop) e.scrollTop = 0; } "
                      "window.scrollTo(0, 0); }")
    off = []
    for selector in FIRST_SCREEN[game]:
        box = page.locator(selector).first.bounding_box()
        assert box is not None, f"{selector} is not on the page"
        if box["y"] < -0.5 or box["y"] + box["height"] > PHONE["height"] + 0.5:
            off.append(f"{selector} spans y={box['y']:.0f} to {box['y'] + box['height']:.0f} px")
    return off


def fits(page) -> list[str]:
    """What runs past the right edge or is too small to tap, one line each."""
    found = page.evaluate(MEASURE, [TAP_HEIGHT])
    return found["over"] + found["small"]


@pytest.mark.browser
@pytest.mark.parametrize("game", sorted(FIRST_SCREEN))
def test_a_play_app_shows_the_hand_and_the_table_on_a_phones_first_screen(phone_page, open_app, screenshots,
                                                                          game):
    """Opened on a phone, the play app's hand and table are in view at once, with nothing scrolled."""
    page = open_app(phone_page, f"{game}/play.ipynb")
    page.locator(FIRST_SCREEN[game][0]).first.wait_for()
    below = first_screen(page, game)
    page.screenshot(path=str(screenshots / f"phone-first-{game}.png"))
    assert not below, f"{game} play app on a phone: below the first screen: " + "; ".join(below)
