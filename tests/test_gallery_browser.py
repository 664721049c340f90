"""The landing page in a real browser: every tile, every link (each page on a phone), no error, no code shown."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from widgets.gallery import GAMES, available

from phone_checks import APPS, fits, keep_phone_shot
from test_phone_browser import FIRST_SCREEN

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = REPO / "notebooks"


def test_gallery_shows_every_game_and_links_only_existing_pages(page, open_app, screenshots):
    open_app(page, "index.ipynb")

    tiles = page.locator(".tt-tile")
    expect(tiles).to_have_count(len(GAMES))
    for entry in GAMES:
        tile = page.locator(f'.tt-tile[data-game="{entry.key}"]')
        expect(tile.locator("h3")).to_have_text(entry.name)
        expect(tile).to_contain_text(entry.players)
        expect(tile).to_contain_text(entry.play_time)
        expected = [p.path for p in available(entry.pages, NOTEBOOKS)]
        links = tile.locator("a")
        assert [links.nth(i).get_attribute("href") for i in range(links.count())] == expected
        if expected:
            expect(tile.get_by_text("Coming soon")).to_have_count(0)
        else:
            expect(tile.get_by_text("Coming soon")).to_be_visible()

    # Voila hides code: the learner sees the tiles, never the cell that made them.
    expect(page.locator(".jp-CodeCell .jp-InputArea")).to_have_count(0)
    assert "render_gallery" not in page.locator("body").inner_text()

    # Voila scrolls inside its own panel, so grow the window to the content for a whole-page
    # picture. The README's picture (docs/gallery.png) is a copy of this one.
    height = page.evaluate("document.getElementById('rendered_cells').scrollHeight")
    page.set_viewport_size({"width": 1280, "height": max(600, int(height) + 24)})
    page.screenshot(path=str(screenshots / "gallery.png"))


@pytest.mark.timeout(900)  # the gallery and its apps under Voila, each with an accessibility check
def test_the_gallery_and_every_app_render_on_a_phone_without_error_accessibility_fault_or_sideways_scroll(
        phone_page, open_app, voila_server, axe, screenshots):
    """The gallery and every app it links to (tests/phone_checks.py ``APPS``), opened under Voila on a phone: each
    renders with no error, axe-core finds no critical or serious accessibility violation, and it fits the phone
    (tests/phone_checks.py: nothing runs off the right edge, every tap target is 44 px high). The apps' pictures
    are kept as screenshots/phone-<game>-<app>.png. The play apps are left to tests/test_phone_browser.py, which
    opens each of them on a phone and checks it the same way. Every gallery page, the apps among them, is walked
    the same way on the static site (tests/site/test_site_browser.py), where a phone opens it; nbval runs every
    notebook in a kernel, so the lessons' Python is checked there."""

    def check(page, url: str) -> list[str]:
        name = url.rsplit("/render/", 1)[-1]
        found = [*axe(page), *fits(page)]
        if name.removesuffix(".ipynb").rpartition("/")[2] in APPS:
            keep_phone_shot(page, screenshots, name.removesuffix(".ipynb").replace("/", "-"))
        return [f"{name}: {problem}" for problem in found]

    open_app(phone_page, "index.ipynb")
    problems = check(phone_page, f"{voila_server}/voila/render/index.ipynb")
    # The browser resolves each relative link against the gallery's own address.
    targets = phone_page.eval_on_selector_all(".tt-tile a", "links => links.map(a => a.href)")
    assert targets == [
        f"{voila_server}/voila/render/{p.path}" for entry in GAMES for p in available(entry.pages, NOTEBOOKS)
    ]
    checked_there = {f"{voila_server}/voila/render/{game}/play.ipynb" for game in FIRST_SCREEN}
    assert checked_there <= set(targets)  # every play app the gallery links: tests/test_phone_browser.py checks it
    for url in targets:
        if url.removesuffix(".ipynb").rpartition("/")[2] not in APPS or url in checked_there:
            continue
        try:
            problems += check(open_app(phone_page, url), url)
        except AssertionError as error:  # check every link, then report them all
            problems.append(str(error))
    assert not problems, "\n\n".join(problems)


def test_gallery_links_open_the_notebook_in_jupyterlab(page, jupyterlab_server, tmp_path):
    """In JupyterLab (code shown, run by the learner) a tile's link opens the notebook in a new tab."""
    shutil.copyfile(NOTEBOOKS / "index.ipynb", tmp_path / "index.ipynb")
    target = GAMES[0].pages[0]
    (tmp_path / target.path).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / target.path).write_text(
        '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}', encoding="utf-8"
    )
    lab = jupyterlab_server(tmp_path)

    page.goto(f"{lab}/lab/tree/index.ipynb")
    page.locator(".jp-Notebook").first.wait_for(timeout=120_000)
    # Run only once the kernel is up, or JupyterLab drops the request.
    page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(timeout=120_000)
    page.locator(".lm-MenuBar-itemLabel").get_by_text("Run", exact=True).click()
    page.locator(".lm-Menu-itemLabel").get_by_text("Run All Cells", exact=True).click()
    link = page.locator(".tt-tile a", has_text=target.title)
    link.wait_for(timeout=30_000)
    expect(page.locator(".tt-tile")).to_have_count(len(GAMES))

    link.click()
    expect(page).to_have_url(f"{lab}/lab/tree/{target.path}", timeout=60_000)
    expect(page.locator(".lm-TabBar-tab", has_text=target.path.rsplit("/", 1)[-1])).to_have_count(1)
