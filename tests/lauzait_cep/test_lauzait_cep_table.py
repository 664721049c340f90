"""Lauzait Cep!'s play table on a phone: the hand sits under the board, the players and seasons stack."""

from __future__ import annotations

from widgets.lauzait_cep.table import PlayTable


def _boxes(widget):
    """Every widget inside ``widget``, itself included."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _boxes(child)


def test_the_hand_sits_under_the_board_and_the_steps_say_where_it_is():
    table = PlayTable(opponents=2, level="Beginner", seed=1)
    column = next(b for b in _boxes(table.widget) if getattr(b, "children", None) and table.board_out in b.children)
    assert [c for c in column.children if "lc-hand-section" in getattr(c, "_dom_classes", ())]
    steps = next(b for b in _boxes(table.widget) if "lc-steps" in getattr(b, "_dom_classes", ()))
    assert table.hand_box not in list(_boxes(steps))
    assert any("under the board" in getattr(c, "value", "") for c in steps.children)
    assert "tt-stack" in table.players_panel.value and 'data-label="Formed departments"' in table.players_panel.value
