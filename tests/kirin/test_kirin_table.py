"""Kirin's play table laid out for a phone: the trick just played stays in view with who won it until the learner
plays again, and the players' and scores' tables stack instead of scrolling sideways."""

from __future__ import annotations

import re

from widgets.kirin.table import PlayTable


def _play(table: PlayTable, moves: int) -> None:
    """The learner plays their first legal action ``moves`` times (the bots answer each)."""
    for _ in range(moves):
        table.act(str(table.state.legal_actions(table.viewer)[0]))


def test_the_trick_just_played_shows_with_its_winner_until_the_learner_plays_again():
    table = PlayTable(level="Beginner", seed=1)
    assert table.just_played.layout.display == "none"  # a new game: no trick yet
    _play(table, 1)  # the declaration: the bots lead up to the learner, no trick is finished
    assert table.just_played.value == "" and table.just_played.layout.display == "none"
    _play(table, 1)  # the learner's first card: the bots finish the trick, and lead the next up to the learner
    trick = table.tricks[-1]
    assert len(table.tricks) == 1 and table.just_played.layout.display == ""
    text = re.sub(r"<svg.*?</svg>", "", table.just_played.value, flags=re.S)
    assert f"Trick {trick.number} just played" in text
    winner = "you won it" if trick.winner_seat == 0 else f"{['Aiko', 'Bruno', 'Chidi', 'Dagny'][trick.winner_seat]} won it"
    assert winner in text and trick.cards[trick.winner] in text
    assert all(card in table.just_played.value for card in trick.cards)
    table.hint()  # a hint is no move: the trick stays
    assert f"Trick {trick.number} just played" in table.just_played.value
    _play(table, 1)
    assert len(table.tricks) == 2 and "Trick 2 just played" in table.just_played.value


def test_the_game_comes_first_in_the_app_and_the_tables_stack_on_a_phone():
    table = PlayTable(level="Beginner", seed=2)
    children = list(table.widget.children)
    order = [c for c in children if c in (table.status, table.banner, table.busy) or
             "ki-table-now" in getattr(c, "_dom_classes", ()) or "ki-hand-section" in getattr(c, "_dom_classes", ())]
    assert [getattr(c, "_dom_classes", ()) for c in order][-2:] == [("ki-table-now",), ("ki-hand-section",)]
    assert children.index(table.settings) < children.index(table.status)
    _play(table, 10)
    for panel in (table.players_panel, table.scores_panel):
        assert "tt-stack" in panel.value or "No round" in panel.value
    assert 'data-label="Game score"' in table.players_panel.value
