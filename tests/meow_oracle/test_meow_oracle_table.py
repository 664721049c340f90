"""Meow Oracle's play table for a newcomer and a phone: the number of players, the game first."""

from __future__ import annotations

from widgets.meow_oracle.table import PlayTable


def test_the_table_size_is_chosen_as_the_number_of_players():
    table = PlayTable(opponents=1, level="Beginner", seed=1)
    assert [label for label, _ in table.opponents.options] == ["2", "3", "4"]
    assert table.opponents.description == "Players" and table.state.players == 2
    table.opponents.value = 3
    table.new_game()
    assert table.state.players == 4


def test_the_area_and_the_turn_come_before_the_other_areas():
    table = PlayTable(opponents=2, level="Beginner", seed=2)
    children = list(table.widget.children)
    assert children.index(table.settings) < children.index(table.status) < children.index(table.play_row)
    assert children.index(table.play_row) < children.index(table.recent) < children.index(table.areas)
    assert table.aside_view.layout.display == "none"  # nothing beside the Area yet: no line for it
