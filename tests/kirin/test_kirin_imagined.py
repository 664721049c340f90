"""Kirin's "Watch how it goes" picture shows the first trick whose winner differs, not the first whose cards
differ: a trick that goes to the same player either way shows nothing of the difference."""

from widgets.kirin.imagined import _first_won_apart


def test_the_first_trick_won_by_another_player_is_shown_not_the_first_with_other_cards():
    # (round, trick, leader, cards in play order, winner's place in that order)
    same = (1, 1, 0, ("B1", "B2", "B3", "B4"), 3)
    other_cards = (1, 2, 3, ("Q1", "Q2", "Q3", "Q5"), 0)  # Dagny (3) wins both, with other cards
    mine_third, theirs_third = (1, 3, 3, ("S1", "S2", "S3", "S4"), 1), (1, 3, 3, ("S1", "S2", "S3", "S4"), 2)
    mine = [same, (1, 2, 3, ("Q1", "Q2", "Q3", "Q4"), 0), mine_third]
    theirs = [same, other_cards, theirs_third]
    assert _first_won_apart(mine, theirs, 4) == 2  # Aiko (0) against Bruno (1)
    assert _first_won_apart(mine, mine, 4) is None


def test_pictures_name_the_learner_you_as_the_scores_do():
    from widgets.kirin.pictures import seat_names

    assert seat_names(0) == ["You", "Bruno", "Chidi", "Dagny"] and seat_names()[0] == "Aiko"
