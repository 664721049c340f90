"""Check yourself, The Luminous Dragon Egg: the kinds added for lessons 1, 5 and 6.

Each answer is re-derived here from the question's own text with the engine (or the
rule in a line), independently of the exercise code; then a right and a wrong answer
are judged.
"""

from __future__ import annotations

import random
import re

from engines import dragon_egg as de
from widgets.dragon_egg import exercises as ex
from exercise_checks import codes, drawn, judged_both_ways

DRAWS = 60


def test_deal_counts_the_cards_left_after_a_real_deal():
    for q in drawn(ex.deal):
        players = int(re.search(r"A game for (\d) players", q.prompt).group(1))
        game = de.new_game(players, seed=7)
        assert sum(game.observation(0)["hand_sizes"]) == 5 * players
        assert q.answer == str(len(de.DECK) - 5 * players) == str(game.observation(0)["deck_size"])
        judged_both_ways(q)


def test_threshold_is_the_printed_amount_for_the_table():
    for q in drawn(ex.threshold_question, DRAWS, seed=2):
        players = int(re.search(r"A game for (\d) players", q.prompt).group(1))
        assert q.answer == str({2: 3, 3: 15, 4: 20, 5: 30}[players]) == str(de.threshold(players))
        assert sorted(map(int, q.choices)) == [3, 15, 20, 30]
        judged_both_ways(q)


def test_egg_goes_to_the_only_qualifier_or_the_strictly_strongest_near():
    rng = random.Random(3)
    names = ("Aiko", "Bruno", "Chidi")
    seen = set()
    for _ in range(DRAWS):
        q = ex.egg(rng)
        cards = codes(q.prompt)
        sets = [(cards[2 * s], cards[2 * s + 1]) for s in range(3)]
        before_name = re.search(r"the egg is with (the centre|\w+)\.", q.prompt).group(1)
        before = None if before_name == "the centre" else names.index(before_name)
        # DE-7 by hand: both sets Friends qualifies; one qualifier takes it; several: the
        # strictly strongest Near; a tie at the top (or nobody) leaves it where it was.
        strengths = [(de.set_strength(far), de.set_strength(near)) for far, near in sets]
        qualifiers = [s for s, (f, n) in enumerate(strengths) if f.friends and n.friends]
        if not qualifiers:
            after = before
        else:
            top = max(strengths[s][1] for s in qualifiers)
            best = [s for s in qualifiers if strengths[s][1] == top]
            after = best[0] if len(best) == 1 else before
        assert q.answer == ("the centre" if after is None else names[after])
        seen.add((len(qualifiers) > 1, after == before))
        judged_both_ways(q)
    assert len(seen) >= 3, "the draws meet one, several and no qualifiers"


def test_egg_shows_the_named_row_of_every_other_player_and_only_that_row():
    for q in drawn(ex.egg_shows, DRAWS, seed=4):
        row = re.search(r"names the <b>(Far|Near)</b>", q.prompt).group(1)
        bruno_far, bruno_near, chidi_far, chidi_near = codes(q.prompt)[:4]
        assert q.answer == f"their {row} sets"
        shown = (bruno_far, chidi_far) if row == "Far" else (bruno_near, chidi_near)
        hidden = (bruno_near, chidi_near) if row == "Far" else (bruno_far, chidi_far)
        assert codes(q.why) == list(shown) and not set(hidden) & set(codes(q.why))
        judged_both_ways(q)


def test_a_real_game_shows_the_named_row_too():
    """The same rule straight from a game: the holder sees exactly the named row of the others."""
    saved = de.new_game(4, seed=12).to_position_json()
    saved["setup"].update(round=2, egg_holder=2, events=[])  # Chidi won the egg in round 1; no log of it
    for row in ("far", "near"):
        game = de.position_from_json(saved)
        for seat in range(4):
            game.apply(seat, next(a for a in game.legal_actions(seat) if isinstance(a, de.Build)))
        placed = list(game.builds)
        game.apply(2, f"egg {row}")
        assert game.shown == [None if s == 2 else de.tokens(getattr(placed[s], row)) for s in range(4)]


def test_end_comes_at_the_threshold_and_the_richest_wins():
    rng = random.Random(6)
    answers = set()
    for _ in range(DRAWS * 2):
        q = ex.end(rng)
        players = int(re.search(r"A (\d)-player game", q.prompt).group(1))
        before = [int(x) for x in re.findall(r"\w+ (\d+)", q.prompt.split("Money before this round: ")[1]
                                             .split(". This round")[0])]
        pays = [int(x) for x in re.findall(r"\w+ (\d+)", q.prompt.split("This round pays ")[1]
                                           .split(". What")[0])]
        assert len(before) == len(pays) == players
        after = [b + p for b, p in zip(before, pays)]
        names = ("Aiko", "Bruno", "Chidi", "Dagny")[:players]
        if max(after) < de.threshold(players):
            expected = "the game goes on"
        else:
            richest = [s for s, m in enumerate(after) if m == max(after)]
            expected = f"{names[richest[0]]} wins" if len(richest) == 1 else "a shared win"
        assert q.answer == expected
        assert all(0 <= p <= (players - 1) ** 2 for p in pays)
        answers.add(q.answer.split()[-1])
        judged_both_ways(q)
    assert {"on", "wins", "win"} <= answers, "the draws meet a game that goes on, a winner and a shared win"


def test_the_total_kind_agrees_with_the_engine():
    """A set's total, re-checked against the engine from the question's own pair."""
    questions = [ex.total(random.Random(seed)) for seed in range(50)]
    assert all(q.answer == str(de.set_strength(codes(q.prompt)[0]).total) for q in questions)
