"""The Dragon Egg's lesson pages: a bracelet's return and the egg said once, the same everywhere
(every game's pages: tests/test_lesson_pages.py)."""

from __future__ import annotations

from test_lesson_pages import NOTEBOOKS, markdown


def test_dragon_egg_says_when_a_bracelet_goes_back_once_and_the_same_everywhere():
    """Lessons 4 and 5 and the play app say when a bracelet goes back in one and the same sentence."""
    from widgets.dragon_egg.readings import BRACELET_WHEN

    squeeze = lambda text: " ".join(text.split())  # noqa: E731 - Markdown wraps lines anywhere
    for name in ("04_hand_resolution_and_bracelets.ipynb", "05_the_egg.ipynb"):
        text = squeeze(markdown(NOTEBOOKS / "dragon_egg" / name).replace("> ", ""))
        assert squeeze(BRACELET_WHEN) in text, name
        assert "at any time, the engine" not in text
    play = squeeze(markdown(NOTEBOOKS / "dragon_egg" / "play.ipynb"))
    assert "while you build, before you place your sets" in play


def test_dragon_egg_egg_shows_one_row_not_everything():
    """The egg shows the named set (Far or Near) of each other player, not all their sets."""
    for page in NOTEBOOKS.joinpath("dragon_egg").glob("*.ipynb"):
        assert "peek at everyone" not in markdown(page), page.name
    assert ("every other player's Far, or every other player's Near"
            in markdown(NOTEBOOKS / "dragon_egg" / "01_components_and_setup.ipynb"))
