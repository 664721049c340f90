"""What the phone-sized browser tests share: the phone they stand in, whether a page fits it, its picture."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from widgets.cardbuttons import TAP_HEIGHT

PHONE = {"width": 393, "height": 851}
"""A common 6-inch phone, in CSS pixels (conftest's ``phone_page`` fixture opens a page this size)."""

DOC_SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "review"
"""Where the phone review tests keep their screenshots, beside the docs."""

#: The pages whose phone screenshot is kept (screenshots/phone-<game>-<app>.png).
APPS = ("play", "calculator", "trick_explorer", "board_explorer", "replay")

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


def fits(page: Any) -> list[str]:
    """What runs past the right edge or is too small to tap, one line each (nothing: the page fits a phone).

    A visible element fails when it reaches past the right edge of the screen or past a box that clips it or
    scrolls sideways (the outermost such elements are named): no page has an exemption, a learner never scrolls
    anything sideways, not even a table inside its own box. A table too wide for the screen stacks (each row a
    card, each cell labelled by its column: widgets.layout.stacked and phone_table); a narrower one reflows (its
    cells wrap between words, see widgets.cardbuttons.PHONE_CSS). Every button, text field and menu must be at
    least 44 px high (the tap size the platforms advise)."""
    found = page.evaluate(MEASURE, [TAP_HEIGHT])
    assert found["width"] == PHONE["width"], f"the page is {found['width']} px wide, not a phone's {PHONE['width']}"
    return ([f"runs off the right edge of a {PHONE['width']} px phone, or is cut: {line}" for line in found["over"]]
            + [f"lower than {TAP_HEIGHT} px, too small to tap: {line}" for line in found["small"]])


def keep_phone_shot(page: Any, screenshots: Path, name: str) -> None:
    """A picture of the whole page on the phone (the window grown to its height), as screenshots/phone-<name>.png."""
    height = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
    page.set_viewport_size({"width": PHONE["width"], "height": min(max(PHONE["height"], height + 40), 8000)})
    page.screenshot(path=str(screenshots / f"phone-{name}.png"))
    page.set_viewport_size(PHONE)


def finished_game(key: str, seed: int, players: int | None = None) -> Any:
    """A finished game of ``key`` dealt from ``seed``: seat 0 played at random (Beginner), the others by the Standard
    bot, at ``players`` (the game's smallest table unless given: a review's time grows with the table)."""
    from widgets.games import game
    from widgets.testing import play_out

    info = game(key)
    players = players or min(info.State.PLAYER_COUNTS)
    state = info.part(info.engine).new_game(players, seed=seed)
    play_out(state, [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(players)])
    return state


def review_on_phone(phone_page: Any, open_app: Any, page_helpers: Any, key: str, state: Any,
                    rows: int | None = None) -> Any:
    """Open ``state`` from its link in the game's play app on the phone, press Review and wait until the whole review
    is shown (with ``rows``: until that many rows are listed, then press Stop and wait until the review says it
    stopped); the page's ``Ui`` helper, its timeout raised for a whole review on a loaded machine."""
    from widgets import share
    from widgets.games import game

    css = game(key).css
    ui = page_helpers.make_ui(phone_page)
    open_app(phone_page, f"{key}/play.ipynb#game={share.encode(state.to_json())}")
    ui.wait(f".{css}-banner", "Opened the game from the link")
    button = phone_page.locator(f".{css}-review:not([disabled])")
    button.scroll_into_view_if_needed()
    button.click()
    ui.timeout *= 8  # a whole review at the tests' tiny budget (Lauzait Cep!'s is long); slower on a loaded machine
    if rows is not None:
        ui.wait(f".{css}-review-row >> nth={rows - 1}", state="attached")
        phone_page.evaluate(f"document.querySelector('.{css}-review-stop')?.click()")  # off the screen: no scroll
    ui.wait(f".{css}-review-banner", "Reviewed")
    return ui
