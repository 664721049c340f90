"""A play app on a phone's screen (393 x 851 CSS pixels) shows the game first.

That every page fits a phone (nothing runs off the right edge, taps are big enough: tests/phone_checks.py) is
checked in the walk of every gallery app on a phone, tests/test_gallery_browser.py; the play apps, which the walk
leaves out, are checked here the same way as they open (axe-core, ``fits``, their picture kept as
screenshots/phone-<game>-play.png), in the test that opens them on a phone anyway.

A play app, opened plainly or from a shared link, must show the learner's hand and the table on the
first screen (both end within 851 px of the top, nothing scrolled), and still fit after a move; the
first screens are kept as screenshots/phone-first-<game>.png and phone-link-<game>.png.
"""

from __future__ import annotations

import pytest

from widgets.cardbuttons import PHONE_WIDTH
from widgets.games import KEYS

from game_facts import facts
from phone_checks import PHONE, fits, keep_phone_shot


def test_phone_is_below_the_phone_layout_width():
    """The phone window used here does get the phone layout."""
    assert PHONE["width"] <= PHONE_WIDTH


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


@pytest.mark.browser
@pytest.mark.parametrize("game", sorted(FIRST_SCREEN))
def test_a_play_app_shows_the_hand_and_the_table_on_a_phones_first_screen(phone_page, open_app, axe, screenshots,
                                                                          game):
    """Opened on a phone, the play app's hand and table are in view at once, with nothing scrolled; and the app
    passes the gallery walk's checks (tests/test_gallery_browser.py, which leaves the play apps to this test): it
    renders with no error (``open_app``), axe-core finds no critical or serious violation, and it fits the phone."""
    page = open_app(phone_page, f"{game}/play.ipynb")
    page.locator(FIRST_SCREEN[game][0]).first.wait_for()
    below = first_screen(page, game)
    page.screenshot(path=str(screenshots / f"phone-first-{game}.png"))
    problems = [*axe(page), *fits(page)]
    keep_phone_shot(page, screenshots, f"{game}-play")
    assert not below, f"{game} play app on a phone: below the first screen: " + "; ".join(below)
    assert not problems, f"{game}/play.ipynb on a phone:\n" + "\n".join(problems)
