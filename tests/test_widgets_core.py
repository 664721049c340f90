"""Tests of the shared widgets core: palette, SVG pictures, banner, guard and layout helpers.

No browser is needed: pictures are checked by parsing them as XML, widgets by reading
their Python-side state (what would be sent to the browser).
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import ipywidgets
import pytest

from engines import IllegalAction, InvalidInput
from widgets import palette
from widgets.banner import MessageBanner, friendly_message, guarded
from widgets.layout import card_button, progress, section, set_output, svg_widget, tile_css
from widgets.palette import (
    BLUE, GAME_SWATCHES, GREEN, PALETTE, RED, WATER, WHITE, WINNER, contrast_ratio,
)
from widgets.games import GAMES, KEYS
from widgets.testing import play_table, seat_counts, step
from widgets.svg import Cell, board_svg, card_svg, cards_row_svg, piece_svg, sticks_svg, token_svg

NS = "{http://www.w3.org/2000/svg}"


def drawing(root: ET.Element) -> ET.Element:
    """The group that holds a picture's shapes (hidden from screen readers, which read the title)."""
    group = root.find(f"{NS}g")
    assert group is not None and group.get("aria-hidden") == "true"
    return group


def parse(picture: str) -> ET.Element:
    """Parse an SVG string, failing the test if it is not well-formed XML."""
    root = ET.fromstring(picture)
    assert root.tag == f"{NS}svg"
    return root


def all_text(root: ET.Element) -> str:
    """Every piece of text a picture holds: titles, labels and attribute values."""
    texts = ["".join(el.itertext()) for el in root.iter()]
    texts += [value for el in root.iter() for value in el.attrib.values()]
    return " ".join(texts)


# --- palette ------------------------------------------------------------------------

def test_every_palette_colour_has_its_own_symbol():
    symbols = [s.symbol for s in PALETTE.values()]
    assert all(symbols) and len(set(symbols)) == len(symbols)


@pytest.mark.parametrize("game", sorted(GAME_SWATCHES))
def test_each_game_tells_its_colours_apart_by_letter_symbol_and_fill(game):
    colours = GAME_SWATCHES[game]
    assert all(letter == sw.letter for letter, sw in colours.items())
    for a, b in combinations(colours.values(), 2):
        assert a.letter != b.letter and a.symbol != b.symbol and a.fill != b.fill


@pytest.mark.parametrize("name", sorted(PALETTE))
def test_text_on_every_swatch_is_readable(name):
    sw = PALETTE[name]
    assert contrast_ratio(sw.fill, sw.ink) >= 4.5
    assert contrast_ratio(sw.tint, sw.shade) >= 4.5


def test_contrast_ratio_spans_one_to_twenty_one():
    assert contrast_ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast_ratio("#0072B2", "#0072B2") == pytest.approx(1.0)


def test_swatch_by_name_names_the_known_colours_when_unknown():
    assert palette.swatch(" Red ") is RED
    with pytest.raises(ValueError, match="known colours are"):
        palette.swatch("purple")


# --- SVG pictures ---------------------------------------------------------------------

def sample_pictures():
    """One of each kind of picture, in several states."""
    return [
        card_svg("7", RED),
        card_svg("10", BLUE, selected=True, mark="legal"),
        card_svg("*", RED, dimmed=True, mark="illegal"),
        card_svg("K+", palette.BLACK_TORTOISE, width=90, height=126, mark=WINNER),
        card_svg("R7", RED, face_down=True),
        piece_svg("4", GREEN),
        piece_svg("J", palette.JOKER, selected=True, mark="highlight"),
        token_svg("E", WINNER),
        token_svg("", palette.LEGAL),
        sticks_svg(0), sticks_svg(1), sticks_svg(5), sticks_svg(12),
        cards_row_svg([card_svg("2", RED), ("3", BLUE), {"label": "5", "swatch": RED}],
                      captions=["Far", "Near", "kept"]),
        cards_row_svg([]),
        board_svg(5, 5, lambda r, c: Cell(piece_svg(str(c), GREEN), fill=WATER.tint,
                                          pattern=WATER.symbol, mark="legal", title="water")
                  if r == 2 else None, row_labels="12345", col_labels="abcde"),
        board_svg(3, 3, lambda r, c: card_svg(str(r * 3 + c), WHITE), cell=(60, 84)),
    ]


def test_every_picture_is_well_formed_svg_with_a_title_first():
    for picture in sample_pictures():
        root = parse(picture)
        assert root[0].tag == f"{NS}title" and root[0].text
        assert float(root.get("width")) > 0 and float(root.get("height")) > 0
        assert root.get("viewBox")


def test_a_card_shows_its_colour_letter_and_label_so_colour_is_not_the_only_cue():
    root = parse(card_svg("7", BLUE))
    labels = [el.text for el in root.iter(f"{NS}text")]
    assert "B" in labels and "7" in labels
    assert root.find(f"{NS}title").text == "7, blue"


@pytest.mark.parametrize("key", [key for key in KEYS if any(sw.symbol for sw in GAME_SWATCHES[key].values())])
def test_symbols_are_drawn_as_shapes_not_typed(key):
    for sw in GAME_SWATCHES[key].values():
        root = parse(card_svg("3", sw))
        assert not sw.symbol or sw.symbol not in all_text(root)


def test_text_in_pictures_is_escaped():
    nasty = '<R&7 "x">'
    for picture in (card_svg(nasty, RED, title=nasty), piece_svg(nasty, GREEN),
                    token_svg(nasty, WINNER), sticks_svg(2, title=nasty),
                    cards_row_svg([card_svg(nasty, RED)], captions=[nasty]),
                    board_svg(1, 1, lambda r, c: Cell(nasty, title=nasty), title=nasty)):
        root = parse(picture)
        assert nasty in all_text(root)


def test_a_face_down_card_holds_nothing_of_its_face():
    picture = card_svg("R20", RED, face_down=True, corner="R")
    text = all_text(parse(picture))
    assert "20" not in text and "red" not in text
    assert RED.fill not in picture and RED.tint not in picture


def test_selected_and_marked_cards_add_visible_shapes():
    plain = parse(card_svg("5", RED))
    marked = parse(card_svg("5", RED, selected=True, mark="winner"))
    assert len(list(marked.iter())) > len(list(plain.iter()))
    assert "selected" in marked.find(f"{NS}title").text and "winner" in marked.find(f"{NS}title").text
    with pytest.raises(ValueError, match="Unknown mark"):
        card_svg("5", RED, mark="shiny")


def test_sticks_are_grouped_by_five():
    def strokes(n):
        return len(list(parse(sticks_svg(n)).iter(f"{NS}line")))
    assert [strokes(n) for n in (0, 1, 4, 5, 6, 10, 13)] == [0, 1, 4, 5, 6, 10, 13]
    five, six = parse(sticks_svg(5)), parse(sticks_svg(6))
    assert float(six.get("width")) > float(five.get("width"))
    with pytest.raises(ValueError, match="0 or more"):
        sticks_svg(-1)


def test_cards_row_places_every_card_side_by_side():
    cards = [card_svg(str(n), RED, width=50, height=70) for n in (2, 3, 5)]
    root = parse(cards_row_svg(cards, gap=10))
    nested = drawing(root).findall(f"{NS}svg")
    assert [float(el.get("x")) for el in nested] == [0, 60, 120]
    assert float(root.get("width")) == 170
    with pytest.raises(ValueError, match="one per card"):
        cards_row_svg(cards, captions=["only one"])


def test_board_asks_cell_fn_for_every_square_and_scales_content():
    seen = []

    def cell_fn(r, c):
        seen.append((r, c))
        return piece_svg("1", GREEN, size=44) if (r, c) == (1, 2) else None

    root = parse(board_svg(2, 3, cell_fn, cell=30))
    assert sorted(seen) == [(r, c) for r in range(2) for c in range(3)]
    (piece,) = drawing(root).findall(f"{NS}svg")
    assert float(piece.get("width")) <= 30 and piece.get("viewBox") == "0 0 44 44"


def test_picture_shows_itself_in_a_notebook():
    picture = card_svg("3", GREEN)
    assert isinstance(picture, str) and picture._repr_svg_() == picture


# --- banner and guard -------------------------------------------------------------------

def test_banner_shows_illegal_action_text_with_its_rule():
    banner = MessageBanner()
    banner.show_error(IllegalAction("You must follow with a stronger beast and rank: you hold S5.", rule="KI-4"))
    assert "You must follow with a stronger beast and rank: you hold S5." in banner.value
    assert "rule KI-4" in banner.value
    assert banner.rule == "KI-4" and banner.kind == "warning"


def test_banner_shows_invalid_input_in_plain_words_and_escapes_it():
    banner = MessageBanner()
    banner.show_error(InvalidInput("'R9' is not a card; ranks are 2 3 5 7 10 15 20 and * <wild>."))
    assert "&#x27;R9&#x27; is not a card" in banner.value and "&lt;wild&gt;" in banner.value
    assert "rule" not in banner.value


def test_banner_turns_a_surprise_into_one_friendly_sentence():
    banner = MessageBanner()
    try:
        {}["missing"]
    except KeyError as exc:
        banner.show_error(exc)
    assert banner.kind == "error"
    assert banner.message == "Something went wrong: 'missing'"
    assert "Traceback" not in banner.value and "File " not in banner.value
    banner.show_error(ZeroDivisionError())
    assert banner.message.startswith("Something went wrong (ZeroDivisionError)")


def test_banner_keeps_only_a_short_first_line():
    kind, text, rule = friendly_message(RuntimeError("first line\n  Traceback (most recent call last):\n" + "x" * 999))
    assert text == "Something went wrong: first line" and rule is None


def test_banner_clear_and_unknown_kind():
    banner = MessageBanner()
    banner.success("Round scored.")
    assert "Round scored." in banner.value and banner.kind == "success" and banner.text == "Round scored."
    banner.clear()
    assert banner.value == "" and banner.kind is None
    with pytest.raises(ValueError, match="use one of info"):
        banner.show("hi", "shout")


def test_guarded_callback_swallows_and_reports_each_kind_of_error():
    banner = MessageBanner()

    @guarded(banner)
    def play(exc):
        raise exc

    for exc, expected in [
        (IllegalAction("Friends need the same colour.", rule="DE-1"), "rule DE-1"),
        (InvalidInput("'X3' is not a card."), "&#x27;X3&#x27; is not a card."),
        (ValueError("Pick two cards."), "Pick two cards."),
        (TypeError("oops"), "Something went wrong: oops"),
    ]:
        assert play(exc) is None
        assert expected in banner.value


def test_guarded_clears_an_old_message_and_returns_the_result():
    banner = MessageBanner()
    banner.warning("old mistake")

    @guarded(banner)
    def ok(x):
        return x * 2

    assert ok(21) == 42 and banner.value == ""
    assert ok.__name__ == "ok"


def test_guarded_as_context_manager_and_lets_keyboard_interrupt_through():
    banner = MessageBanner()
    with guarded(banner):
        raise IllegalAction("Not your turn.", rule="MO-1")
    assert "Not your turn." in banner.value
    with pytest.raises(KeyboardInterrupt):
        with guarded(banner):
            raise KeyboardInterrupt


# --- layout helpers ---------------------------------------------------------------------

def test_set_output_replaces_previous_output():
    out = ipywidgets.Output()
    set_output(out, text="first")
    set_output(out, text="second", html="<b>bold</b>")
    assert len(out.outputs) == 2
    assert out.outputs[0] == {"output_type": "stream", "name": "stdout", "text": "second\n"}
    assert out.outputs[1]["data"]["text/html"] == "<b>bold</b>"
    set_output(out)
    assert out.outputs == ()


def test_card_button_carries_colour_symbol_and_letter():
    button = card_button("7", RED)
    assert button.description == f"{RED.symbol} R7"
    assert button.style.button_color == RED.fill and button.style.text_color == RED.ink
    assert card_button("B15", BLUE, selected=True).description == f"{BLUE.symbol} B15"


def test_section_svg_widget_css_and_progress():
    box = section("Your hand <3", svg_widget(card_svg("3", RED)))
    assert "Your hand &lt;3" in box.children[0].value
    assert box.children[1].value.startswith("<svg")
    assert tile_css().startswith("<style>") and ".tt-tile" in tile_css()
    bar = progress(200, "Simulating")
    bar.update(50)
    assert bar.bar.value == 50 and bar.label.value == "50 of 200" and bar.bar.max == 200


# --- import hygiene ---------------------------------------------------------------------

def run_python(code: str) -> str:
    """Run code in a fresh interpreter and return what it prints."""
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                          cwd=root, env=env).stdout


def test_importing_widgets_loads_no_ipywidgets_until_needed():
    code = ("import sys, widgets; print('ipywidgets' in sys.modules); "
            "widgets.MessageBanner; print('ipywidgets' in sys.modules)")
    assert run_python(code).split() == ["False", "True"]


def test_importing_engines_never_imports_widgets():
    code = "import sys, engines; print(sorted(m for m in sys.modules if m.split('.')[0] in ('widgets', 'ipywidgets')))"
    assert run_python(code).strip() == "[]"


def test_a_picture_has_one_accessible_name_and_hides_its_parts():
    """Screen readers read the title, in order, once; shapes and nested cards are hidden."""
    cards = [card_svg(str(n), RED, width=50, height=70) for n in (2, 3, 5)]
    root = parse(cards_row_svg(cards, gap=10))
    assert root.get("role") == "img" and root.get("aria-label") == root.find(f"{NS}title").text
    children = [el.tag for el in root]
    assert children == [f"{NS}title", f"{NS}g"] and drawing(root).get("aria-hidden") == "true"


def test_pictures_show_inline_so_they_keep_their_name():
    """In a notebook an Svg is shown as inline HTML (an SVG output would become an <img> with no alt)."""
    picture = card_svg("7", BLUE)
    assert picture._repr_html_() == str(picture) and 'role="img"' in picture._repr_html_()


def test_accessible_button_colours_meet_wcag_aa():
    """The stock button colours are replaced by shades with white text at 4.5:1 or more."""
    import re
    from widgets.cardbuttons import ACCESSIBLE_CSS
    from widgets.palette import contrast_ratio

    pairs = re.findall(r"background-color: (#[0-9A-F]{6}); color: (#[0-9A-F]{6})", ACCESSIBLE_CSS)
    assert len(pairs) == 4
    for background, ink in pairs:
        assert contrast_ratio(background, ink) >= 4.5, background


def test_charts_are_shown_with_alternative_text():
    """A matplotlib figure is shown as an <img> whose alt names the chart."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from IPython.core.interactiveshell import InteractiveShell

    from widgets.figures import chart_description, describe_charts

    shell = InteractiveShell.instance()
    assert describe_charts(shell)
    fig, ax = plt.subplots()
    ax.set_title("Wins by seat")
    ax.set_xlabel("seat")
    html = shell.display_formatter.format(fig)[0]["text/html"]
    assert html.startswith('<img src="data:image/png;base64,') and 'alt="Chart: Wins by seat; across: seat"' in html
    fig.set_label("How often each seat wins")
    assert chart_description(fig) == "How often each seat wins"
    plt.close(fig)


# --- a phone: tables that stack, the play tables' settings and the note while the bots think -------------

def test_a_stacked_table_labels_each_cell_by_its_column_and_leaves_the_rest_alone():
    from widgets.layout import stacked

    table = ('<p>x</p><table class="ki-table"><tr><th>Player</th><th>Score &amp; more</th></tr>'
             '<tr class="ki-me"><td><b>You</b></td><td class="ki-score-0">3</td></tr>'
             '<tr><td colspan="2">all</td></tr></table>')
    html = stacked(table)
    assert '<table class="ki-table tt-stack">' in html and html.startswith("<p>x</p>")
    assert '<tr><th>Player</th><th>Score &amp; more</th></tr>' in html  # the headings row is as it was
    assert '<td data-label="Player"><b>You</b></td>' in html
    assert '<td data-label="Score &amp; more" class="ki-score-0">3</td>' in html
    assert '<td data-label="Player" colspan="2">all</td>' in html
    headless = "<table><tr><td>a</td></tr></table>"
    assert stacked(headless) == headless  # no row of headings: nothing to label
    nested = "<table><tr><th>A</th></tr><tr><td><table><tr><td>b</td></tr></table></td></tr></table>"
    assert "tt-stack" not in stacked(nested)


def test_the_phone_layout_stacks_tables_and_hides_the_settings_behind_their_switch():
    from widgets.cardbuttons import PHONE_CSS

    assert "table.tt-stack td[data-label]::before" in PHONE_CSS and "content: attr(data-label)" in PHONE_CSS
    assert ".tt-settings:not(.tt-open) { display: none !important; }" in PHONE_CSS
    assert ".tt-settings-toggle { display: none !important; }" in PHONE_CSS  # a wide screen shows the settings


@pytest.mark.parametrize("key", KEYS)
def test_a_play_tables_settings_open_and_close_with_their_switch(key):
    table = play_table(key, seed=2)
    assert "tt-settings" in table.settings._dom_classes and "tt-open" not in table.settings._dom_classes
    assert table.level_picker in table.settings.children[0].children and table.people_row in table.settings.children
    table.settings_button.value = True
    assert "tt-open" in table.settings._dom_classes
    table.settings_button.value = False
    assert "tt-open" not in table.settings._dom_classes


@pytest.mark.parametrize("key", KEYS)
def test_a_note_says_which_bot_is_thinking_while_the_bots_play_and_goes_after(key):
    """What the page shows while the bots play (every value the note takes is sent at once)."""
    table = play_table(key, max(seat_counts(key)), seed=3)
    shown: list[str] = []
    table.busy.observe(lambda change: shown.append(change["new"]), names="value")
    for _ in range(6):
        if not table.state.is_over():
            step(table)
    notes = [note for note in shown if note]
    assert notes and all("(Beginner bot) is thinking" in note for note in notes)
    assert {"Bruno", "Chidi"} <= {name for name in ("Bruno", "Chidi", "Dagny") if any(name in n for n in notes)}
    assert table.busy.value == "" and table.busy.layout.display == "none" and table.busy_text() == ""


def test_review_says_review_again_only_until_the_next_new_game():
    """'Review again' names a finished review of this game; New game offers a fresh Review (greyed out)."""
    table = play_table(GAMES[-1], seed=4)  # any game serves: the registry's last
    while not table.state.is_over():
        table.act(str(table.state.legal_actions(table.viewer)[0]))
    panel = table.review
    assert panel.button.description == "Review" and not panel.button.disabled
    panel.review_fn = lambda state, seat, progress=None, stop=None: iter(())  # a review with no rows, at once
    panel.start()
    assert panel.button.description == "Review again"
    table.new_game()
    assert panel.button.description == "Review" and panel.button.disabled
