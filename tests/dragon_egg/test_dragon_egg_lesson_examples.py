"""Every game situation the Dragon Egg lessons show is one a real game can reach.

The lessons build their examples with ``widgets.dragon_egg.lessons.examples``; these tests
build the same examples with the same functions (reading the tables of sets from the
lessons' own code) and check each one:

* a numbered deal played on (lessons 1, 4, 5 and 6) is a **game record**: it reloads with
  ``from_json``, which deals the same cards again and replays every move;
* a table where the players hold chosen cards (lessons 2, 3 and 5) is a **what-if
  position**: its record, and the bare position, reload with ``position_from_json``, which
  checks the position against the rules (every card in one place, hand sizes, money under
  the threshold, the last scoring, the egg, the bracelets);
* a lesson shows a table of sets only from a round played through the rules
  (``played_round``), never from a bare ``score_round`` (which the try-it boxes use for the
  reader's own tables);
* each example still shows what the lesson's text says it shows (a tie, the egg staying,
  Bruno's extra R3, ...), so a change to the engine cannot quietly turn it into another one.
"""

from __future__ import annotations

import ast
import json
from collections import Counter
from pathlib import Path

import pytest

from engines.dragon_egg import BRACELET, BRACELET_SUPPLY, Rules, parse_cards, tokens
from widgets.dragon_egg.lessons import examples as ex

from lesson_source import lesson_cells
from record_checks import reloads_as_game, reloads_as_position

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "dragon_egg"


def code_cells(stem: str) -> list[str]:
    """The code of a lesson: its code cells and its section of ``widgets/dragon_egg/lessons.py``."""
    return lesson_cells(LESSONS / f"{stem}.ipynb")


def _literal(node: ast.AST, names: dict):
    """A literal argument of the lesson's code, with names bound to literals looked up."""
    if isinstance(node, ast.Name):
        return names[node.id]
    if isinstance(node, ast.List):
        return [_literal(element, names) for element in node.elts]
    return ast.literal_eval(node)


def played_rounds(stem: str) -> list[tuple[list[str], list[list[str]]]]:
    """Every ``played_round(sets, before=...)`` call of a lesson, in order, as (sets, earlier rounds)."""
    tree = ast.parse("\n".join(code_cells(stem)))
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                names[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    calls = []
    found = [node for node in ast.walk(tree)
             if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "played_round"]
    for node in sorted(found, key=lambda n: (n.lineno, n.col_offset)):  # in the lesson's order
            sets = _literal(node.args[0], names)
            before = next((_literal(k.value, names) for k in node.keywords if k.arg == "before"), [])
            calls.append((sets, before))
    return calls


ROUNDS = [(stem, sets, before) for stem in ("03_scoring", "05_the_egg")
          for sets, before in played_rounds(stem)]


# ----- the tables of sets (lessons 3 and 5) ----------------------------------------------------

def test_the_lessons_tables_are_found():
    assert len([r for r in ROUNDS if r[0] == "03_scoring"]) == 4
    assert len([r for r in ROUNDS if r[0] == "05_the_egg"]) == 5
    assert sum(bool(before) for _, _, before in ROUNDS) == 2


@pytest.mark.parametrize("stem, sets, before", ROUNDS, ids=lambda v: str(v))
def test_each_table_of_sets_is_a_round_played_by_the_rules(stem, sets, before):
    played = ex.played_round(sets, before)
    reloads_as_position(played.state)
    assert played.state.round == len(before) + 2  # the round was scored and the next one dealt
    placed, _, _ = played.state.last
    for seat, text in enumerate(sets):  # each player placed exactly the lesson's two sets
        wanted = parse_cards(text.replace("|", " "))
        assert sorted(c.index for c in placed[seat].cards) == sorted(c.index for c in wanted)


@pytest.mark.parametrize("stem", ["02_building_sets", "03_scoring", "05_the_egg"])
def test_a_lesson_scores_a_table_only_in_its_try_it_box(stem):
    for source in code_cells(stem):
        if "score_round(" in source:
            assert source.startswith("# Try it"), source[:80]


def test_the_scoring_rounds_show_what_lesson_3_says():
    two, three, four, five = (ex.played_round(sets, before).result for stem, sets, before in ROUNDS
                              if stem == "03_scoring")
    assert two.earnings == [1, 0] and two.near_scores == [1, 1]
    assert three.far_scores[1:] == [1, 1] and three.far_strength[1] == three.far_strength[2]
    assert four.earnings[1] == 0 and four.far_scores[:2] == [3, 3] and four.near_scores[3] == 3
    assert five.near_scores[:3] == [3, 3, 3] and five.far_strength[1] == five.far_strength[4]
    assert [r.bracelets for r in (two, three, four, five)] == [[1], [], [1, 3], [3]]


def test_the_egg_tables_show_what_lesson_5_says():
    one, moved, several, tied, none = (ex.played_round(sets, before) for stem, sets, before in ROUNDS
                                       if stem == "05_the_egg")
    assert one.egg_before is None and one.result.egg_holder == 0
    assert moved.egg_before == 1 and moved.result.egg_holder == 0  # taken from Bruno
    assert several.result.egg_holder == 1
    assert tied.egg_before == 2 and tied.result.egg_holder == 2 and "tied" in tied.result.egg_reason
    assert none.egg_before is None and none.result.egg_holder is None


# ----- hands and numbered games (lessons 1, 2, 4, 5, 6) ---------------------------------------

def test_lesson_1s_deal_is_a_game_record():
    reloads_as_game(ex.lesson_deal())
    assert ex.DEAL == 2024


@pytest.mark.parametrize("rules", [None, Rules("strict")], ids=["DE-1", "strict"])
def test_lesson_2s_hand_is_a_checked_position(rules):
    table = ex.hand_position(rules=rules)
    reloads_as_position(table)
    assert sorted(c.index for c in table.hand(0)) == sorted(c.index for c in parse_cards(ex.BUILD_HAND))


@pytest.mark.parametrize("steps", range(len(ex.BRACELET_STEPS) + 1))
def test_every_step_of_lesson_4s_game_is_a_game_record(steps):
    reloads_as_game(ex.bracelet_game(steps))


def test_lesson_4s_game_shows_the_bracelet_and_the_discard():
    round1, returned, round2, round3 = (ex.bracelet_game(k) for k in (1, 2, 3, 4))
    assert round1.bracelets == [0, 1, 0] and BRACELET in round1.legal_actions(1)
    assert tokens(returned.hand(1)).count("R3") == 2
    assert round2.egg_holder == 1 and round2.to_act() == [1] and len(round2.hands[1]) == 6
    assert [len(h) for h in round3.hands] == [5, 5, 5]


@pytest.mark.parametrize("rules", [None, Rules(rebuild_draws=True)], ids=["DE-7", "rebuild draws"])
@pytest.mark.parametrize("steps", range(len(ex.EGG_STEPS) + 1))
def test_every_step_of_lesson_5s_game_is_a_game_record(steps, rules):
    reloads_as_game(ex.egg_game(steps, rules))


def test_lesson_5s_game_shows_the_egg_used_and_both_readings():
    round1, placed, rebuilt = ex.egg_game(1), ex.egg_game(2), ex.egg_game(4)
    assert round1.egg_holder == 0 and placed.to_act() == [0]
    without = placed.clone()
    without.apply(0, "no egg")
    assert without.money[0] == placed.money[0] and rebuilt.money[0] > placed.money[0]
    assert rebuilt.egg_holder == 1 and rebuilt.bracelets[1] == 1  # Bruno: the egg and his round-1 bracelet
    ours, variant = ex.egg_game(), ex.egg_game(rules=Rules(rebuild_draws=True))
    assert ours.egg_used_by == 1 and ours.to_act() == [1]
    assert BRACELET not in ours.legal_actions(1) and BRACELET in variant.legal_actions(1)


@pytest.mark.parametrize("rules", [None, Rules(rebuild_draws=True)], ids=["DE-7", "rebuild draws"])
def test_lesson_5s_round_3_played_out_is_a_game_record(rules):
    reloads_as_game(ex.egg_round_3(rules))


def test_lesson_5s_round_3_differs_between_the_readings_as_the_lesson_says():
    ours, variant = ex.egg_round_3(), ex.egg_round_3(Rules(rebuild_draws=True))
    assert [str(b) for b in ours.last[0]] == [str(b) for b in variant.last[0]]  # the same sets placed
    assert ours.money == variant.money
    assert ours.bracelets[1] == 1 and variant.bracelets[1] == 0
    assert len(ours.hand(1)) == 5 and variant.to_act() == [1] and len(variant.hand(1)) == 6


def test_lesson_6s_games_are_game_records_ending_as_the_lesson_says():
    game, history = ex.sage_game()
    reloads_as_game(game)
    assert game.end_reason == "threshold" and len(history) == game.round
    _, shared = ex.first_random_game(3, lambda g: g.end_reason == "threshold" and len(g.winners()) > 1)
    reloads_as_game(shared)
    _, out = ex.first_random_game(2, lambda g: g.end_reason == "bracelets")
    reloads_as_game(out)
    _, empty = ex.first_hoarders_game(5)
    reloads_as_game(empty)
    assert empty.end_reason == "draw" and empty.round == 5


# ----- what the fresh readers asked about (fix round 7) ----------------------------------------

def test_lesson_5_lists_the_hands_of_round_3_as_the_game_deals_them():
    """The round-3 hands the lesson reasons about are the game record's hands after round 2's refill."""
    start_of_3 = ex.egg_game(4)
    reloads_as_game(start_of_3)
    assert start_of_3.round == 3 and [len(start_of_3.hand(s)) for s in range(3)] == [5, 5, 5]
    assert [s for s in range(3) if start_of_3.bracelets[s]] == [1, 2]  # Bruno and Chidi, as the lesson says
    assert BRACELET not in [step for step in ex.EGG_STEPS if isinstance(step, tuple) and step[0] == 2]


def test_lesson_4s_chidi_has_two_strongest_fars_and_places_the_one_with_the_better_near():
    from engines.dragon_egg import Build, set_strength

    start = ex.bracelet_game(0)
    builds = [a for a in start.legal_actions(2) if isinstance(a, Build)]
    top = max(set_strength(b.far) for b in builds)
    fars = {b.far for b in builds if set_strength(b.far) == top}
    assert len(fars) == 2
    placed = ex.bracelet_game(1).last[0][2]
    assert placed == ex.strongest(start, 2) and placed.far in fars


def test_de2s_first_card_wording_is_what_the_rules_do():
    """DE-2 as the lessons word it: of two equally strong sets the Far is the set holding the card of the four
    that comes first in the card order (red 2 ... red Revelation, blue 2 ... blue Revelation); if each set holds
    a copy of it, the set whose other card comes first."""
    from itertools import combinations

    from engines.dragon_egg import CARDS, Build, set_strength

    deck = [card for card in CARDS for _ in range(2)]
    pairs = {tuple(sorted((a, b), key=lambda c: c.index)) for a, b in combinations(deck, 2)}
    checked = 0
    for one, other in combinations(sorted(pairs, key=lambda p: (p[0].index, p[1].index)), 2):
        if set_strength(one) != set_strength(other):
            continue
        if any((list(one) + list(other)).count(card) > 2 for card in one + other):
            continue  # not four cards one hand can hold
        earlier = min(one, other, key=lambda p: (p[0].index, p[1].index))
        assert Build(one, other).far == earlier == Build(other, one).far
        first = min(one + other, key=lambda c: c.index)  # the wording: the set holding the first of the four
        holders = [p for p in (one, other) if first in p]
        if len(holders) == 2:  # each holds a copy: the set whose other card comes first
            rest = {p: next(c for c in p if c != first) if p.count(first) == 1 else first for p in holders}
            holders = [min(holders, key=lambda p: rest[p].index)]
        assert holders == [earlier]
        checked += 1
    assert checked > 100


def test_a_revelation_picture_reads_as_the_text_writes_it():
    """A fresh reader saw "R" on the red Revelation's picture where the text says R*."""
    import re

    from widgets.dragon_egg.pictures import card_svg

    for token in ("R*", "B*"):
        assert re.findall(r"<text[^>]*>([^<]*)</text>", str(card_svg(token))) == [token]
    assert re.findall(r"<text[^>]*>([^<]*)</text>", str(card_svg("R7"))) == ["R", "7"]


# ----- what the fresh readers asked about (fix round 8) ----------------------------------------

@pytest.mark.parametrize("rules", [None, Rules(rebuild_draws=True)], ids=["DE-7", "rebuild draws"])
def test_lesson_5s_round_3_ends_with_chidi_taking_the_egg_and_aiko_a_bracelet(rules):
    """A reader asked where the egg goes after round 3: Chidi's B15 B* and B2 B2 are both Friends, nobody
    else's are, so he takes it from the centre (where Bruno's use sent it); Aiko earned nothing."""
    from engines.dragon_egg import set_strength

    start = ex.egg_game(rules=rules)
    done = ex.egg_round_3(rules)
    after = [(e.kind, e.data[0]) for e in done.events[len(start.events):] if e.kind in ("egg_move", "bracelet_gain")]
    assert after == [("egg_move", 2), ("bracelet_gain", 0)]
    assert [s for s, b in enumerate(done.last[0]) if set_strength(b.far).friends and set_strength(b.near).friends] == [2]
    assert done.egg_holder == 2 and done.bracelets[0] == 1


def test_lesson_4_names_the_build_bruno_would_place_without_the_bracelet():
    from engines.dragon_egg import set_strength

    habit = ex.strongest(ex.bracelet_game(1), 1)
    assert tokens(habit.far) == "B20 B*" and set_strength(habit.far).friends


def test_every_hand_can_be_built_in_several_ways():
    """The careful player always uses the egg, so it must always have a choice: no hand it can hold (five cards or more, at
    most two copies of a face) allows only one build, under either reading of DE-1."""
    from collections import Counter
    from itertools import combinations_with_replacement

    from engines.dragon_egg.actions import builds_for

    fewest = {False: 99, True: 99}
    for hand in combinations_with_replacement(range(16), 5):
        if max(Counter(hand).values()) > 2:
            continue
        for strict in fewest:
            fewest[strict] = min(fewest[strict], len(builds_for(list(hand), strict)))
    assert fewest == {False: 6, True: 2}  # adding cards only adds builds


def _habit_in_words(hand, tied):
    """The strongest-Far player's tie habit (lessons 4 and 5 only name the build it places) in words, applied to builds ``tied`` (equally strong
    in both rows) from ``hand``: 1. write each build's four cards in the card order and place the build whose
    list comes first, as a dictionary orders words (with five cards: keep the card that comes last);
    2. of tied builds using the same four cards, pair the first of them with the earliest partner that gives
    one of those builds."""
    from engines.dragon_egg.cards import CARDS

    order = {card: card.index for card in CARDS}  # the card order of lesson 4

    def prefers(a, b):
        """Habit 1: ``a``'s four cards, listed in the card order, come before ``b``'s as words in a dictionary."""
        return [order[c] for c in sorted(a.cards, key=order.get)] < [order[c] for c in sorted(b.cards, key=order.get)]

    left = [b for b in tied if not any(prefers(other, b) for other in tied)]
    assert left and len({tuple(sorted(b.cards, key=order.get)) for b in left}) == 1  # one set of four cards
    if len(hand) == 5:  # the five-card form of habit 1: the card kept is the last in the card order
        kept = {b: next(iter(Counter(hand) - Counter(b.cards))) for b in tied}
        assert {kept[b] for b in left} == {max(kept.values(), key=order.get)}
    first, *others = sorted(left[0].cards, key=order.get)

    def partner(b):
        pair = b.far if first in b.far else b.near
        return pair[1] if pair[0] == first else pair[0]

    partner_card = next(c for c in others if any(partner(b) == c for b in left))
    (chosen,) = {b for b in left if partner(b) == partner_card}
    return chosen


def test_the_tie_habit_lesson_4_states_is_what_the_strongest_far_player_does():
    """The tie habit, stated in words, is how the strongest-Far player picks among builds equally strong in both rows;
    the words pick the same build as the player, on many five-card hands and in every build the lessons show."""
    import random

    from engines.dragon_egg import Build, set_strength
    from engines.dragon_egg.cards import DECK

    def check(state, seat):
        builds = [a for a in state.legal_actions(seat) if isinstance(a, Build)]
        top = max((set_strength(b.far), set_strength(b.near)) for b in builds)
        tied = [b for b in builds if (set_strength(b.far), set_strength(b.near)) == top]
        assert ex.strongest(state, seat) == _habit_in_words(state.hand(seat), tied)
        return len(tied)

    rng, ties = random.Random(27), 0
    for _ in range(300):
        hand = " ".join(card.token for card in rng.sample(DECK, 5))
        for rules in (None, Rules("strict")):
            ties += check(ex.hand_position(hand, rules=rules), 0) > 1
    assert ties > 30  # the sample holds many ties
    shown = [ex.bracelet_game(0), ex.bracelet_game(2), ex.egg_game(0), ex.egg_game(1), ex.egg_game(4)]
    variant = ex.egg_game(rules=Rules(rebuild_draws=True))
    variant.apply(1, BRACELET)  # lesson 5's round 3 under the variant: Bruno rebuilds from six cards
    for state in shown:
        for seat in state.to_act():
            check(state, seat)
    assert len(variant.hand(1)) == 6 and check(variant, 1) > 1


def test_lesson_4s_ties_are_the_ones_its_text_explains():
    """Bruno's round 1 is a tie settled by the card kept, Aiko's round 2 one settled by the split."""
    from engines.dragon_egg import set_strength

    round1 = ex.bracelet_game(1)
    bruno = round1.last[0][1]
    assert (tokens(bruno.far), tokens(bruno.near)) == ("R20 B3", "R2 R3")
    assert tokens((Counter(ex.bracelet_game(0).hand(1)) - Counter(bruno.cards)).elements()) == "B2"
    aiko = ex.bracelet_game(3).last[0][0]
    assert (tokens(aiko.far), tokens(aiko.near)) == ("R10 B7", "R5 R7") and set_strength(aiko.near).total == 12


# ----- what fresh readers of the lessons stumbled on ----------------------------------

def _reader_text(stem: str) -> str:
    """Everything a reader of a lesson sees: its markdown and its stored outputs, as the text export gives it."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from test_lesson_text import reader_blocks

    return "\n".join(text for _, text in reader_blocks(LESSONS / f"{stem}.ipynb"))


PAGES = ("01_components_and_setup", "02_building_sets", "03_scoring", "04_hand_resolution_and_bracelets",
         "05_the_egg", "06_the_end", "rulings")
"""The rules lessons and the rulings page, in order."""


def _flat(stems: tuple[str, ...]) -> dict[str, str]:
    """Each page's reader text on one line, quote marks of block quotes and runs of white space folded."""
    return {stem: " ".join(_reader_text(stem).replace("> ", "").split()) for stem in stems}


def test_a_lesson_picture_is_named_once_and_its_caption_reads_on_a_line_of_its_own():
    """The text export read "[R7, red 7] R7, red 7R7Friends, 14": the title repeated the label, the cards
    of a set were named again, and the caption ran into the last card."""
    import re

    from widgets.dragon_egg.pictures import cards_svg, money_html, readable, set_svg, sticks_svg

    one_set = readable(set_svg("R7 R7", "Far"))
    assert one_set.count("aria-label=") == 1 and 'role="img"' in one_set and "<title>" not in one_set
    assert re.search(r"</svg></g>\n<text[^>]*>Far: Friends, 14</text>", one_set)
    for picture in (readable(cards_svg("R7 R* B2")), readable(sticks_svg(0)), readable(money_html(27))):
        assert "<title>" not in picture
    assert readable(one_set) == one_set  # reading it twice changes nothing
    assert "<title>" in set_svg("R7 R7")  # the apps' pictures keep their titles (hover text)
    for stem in ("01_components_and_setup", "02_building_sets", "03_scoring", "04_hand_resolution_and_bracelets",
                 "05_the_egg"):
        outputs = json.dumps([c.get("outputs", []) for c in json.loads(
            (LESSONS / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]])
        assert "<title>" not in outputs, stem


def test_the_rules_lessons_say_what_players_chose_not_how_a_program_plays():
    """Round 1's reader kept separating rules from computer players' habits, log layout and app machinery."""
    import re

    for stem in ("01_components_and_setup", "02_building_sets", "03_scoring", "04_hand_resolution_and_bracelets",
                 "05_the_egg", "06_the_end"):
        text = _reader_text(stem)
        for words in ("strongest-Far", "habit", "message line", "numbered", "log ", "bracelet-keeping",
                      "careful player", "random player", "made-up", "counted as", "strong kind"):
            assert words not in text, (stem, words)
        assert not re.search(r"\d x \d", text), stem  # the engine log's multiplication sign


def test_lesson_6_sums_up_a_round_in_the_order_the_engine_plays_it():
    """One list of a round's steps: the engine's events come in the same order."""
    import re

    text = _reader_text("06_the_end")
    steps = re.findall(r"^\d\. \*\*([^*]+)\*\*", text.split("## A round, step by step")[1], flags=re.M)
    assert steps == ["Hand back and place.", "The egg.", "Reveal and score.", "The egg moves",
                     "Bracelets.", "The threshold.", "Hand resolution."]  # discarding down to five is part of it
    # Steps 1-2 interleave seat by seat (a seat may place whenever it likes, and hands back no more after): not
    # checked here.
    step = {"score": 3, "egg_move": 4, "egg_stay": 4, "bracelet_gain": 5, "resolve": 7, "discard": 7}
    games = [ex.random_game(players, number) for players in (2, 3, 5) for number in range(6)]
    games += [ex.sage_game()[0], ex.first_hoarders_game(5)[1], ex.bracelet_game(), ex.egg_round_3()]
    for game in games:
        seen = []
        for event in game.events:
            if event.kind == "round":
                assert seen == sorted(seen)
                seen = []
            elif event.kind == "end":
                seen.append(5 if event.data[0] == "bracelets" else 6 if event.data[0] == "threshold" else 1)
            elif event.kind in step:
                seen.append(step[event.kind])
        assert seen == sorted(seen)


def test_the_draw_order_reads_the_same_in_lessons_1_4_6_and_on_the_rulings_page():
    """DE-T1: lesson 1 says who shuffles and which way the draws go; bracelets are handed back
    openly, one player's turn after another, one bracelet at a time, as the engine's games play them."""
    flat = _flat(("01_components_and_setup", "04_hand_resolution_and_bracelets", "06_the_end", "rulings"))
    for stem in ("01_components_and_setup", "rulings"):
        assert "for example the youngest" in flat[stem] and "go clockwise" in flat[stem], stem
        assert "say the youngest" not in flat[stem], stem  # an example, not a rule
    for stem in ("04_hand_resolution_and_bracelets", "rulings"):
        assert "one at a time, drawing a card for each and looking at it before the next" in flat[stem], stem
        assert "only at the start of a round, on your turn, and only before you place your sets" in flat[stem], stem
        assert "the turns go round the table once" in flat[stem].lower(), stem
    for stem, text in flat.items():
        for words in ("shuffled last", "at the same moment draw", "whoever shuffled", "Aiko first",
                      "Everyone at once, in secret: first hand back", "drawing a card at once",
                      "the game ends at once", "Everyone builds at once"):
            assert words not in text, (stem, words)
    # The engine's games hand back in seat order: each seat all of its bracelets before the next seat's.
    game = ex.first_hoarders_game(5)[1]
    last_round = max(i for i, e in enumerate(game.events) if e.kind == "round")
    acting = [e.data[0] for e in game.events[last_round:] if e.kind in ("bracelet_return", "build")]
    assert acting == sorted(acting)


def test_bracelet_wording_card_names_and_de2_examples_read_right():
    """One wording for when bracelets go back, no Markdown escape in a card's name, no
    scoring before lesson 3, and DE-2's examples write each set's earliest card second."""
    from widgets.dragon_egg.readings import BRACELET_WHEN, BRACELET_WHY

    flat = _flat(tuple(stem for stem in PAGES if stem != "03_scoring"))
    for stem in ("04_hand_resolution_and_bracelets", "05_the_egg", "rulings"):
        assert BRACELET_WHEN in flat[stem], stem
    for stem in ("04_hand_resolution_and_bracelets", "rulings"):  # one reason, which no hand count knocks down
        assert "one too many" not in flat[stem], stem
        assert "fixed moment" not in flat[stem], stem  # the hand-backs are a series of turns, not one moment
    assert BRACELET_WHY in flat["rulings"] and BRACELET_WHY not in flat["04_hand_resolution_and_bracelets"]
    for stem, text in flat.items():  # what the T in a label means is said once, on the rulings page only
        assert "list of rulings" not in text, stem
        assert text.count("added later") == (stem == "rulings"), stem
        assert "added last" not in text and "these lessons were written" not in text, stem
    assert ("Labels with a T, such as DE-T1, are numbered apart only because those readings were added later; "
            "they count just like the others." in flat["rulings"])
    assert "tutor" not in flat["rulings"] and "these pages" not in flat["rulings"]
    for stem, text in flat.items():
        assert "\\*" not in text, stem  # R* and B* are written plain, never escaped
        assert "at once" not in text.replace("marked immediately", ""), stem
    assert "short printed rulebook" in flat["01_components_and_setup"].split("## The 32 cards")[0]
    assert "best round" not in flat["01_components_and_setup"]
    # The card order moved to lesson 5, where the egg needs it; lesson 2 only points there.
    assert "R15 comes first in the card order of the four cards, so **B7 R15**" in flat["05_the_egg"]
    assert "first card" not in flat["05_the_egg"]  # "the earliest card" only once the card order is taught
    assert "a copy of the card that comes first, compare their other cards in the same way" in flat["05_the_egg"]
    assert "All red cards come first, then all blue cards" in flat["05_the_egg"]
    assert ("the stronger one is your Far. If your two sets are equally strong, swapping them would change no "
            "score, so scoring never asks which is the Far. It matters only when the egg is used; lesson 5 says which it is."
            in flat["02_building_sets"])
    # the card order is taught in lesson 5, where the egg needs it; lesson 2 only points there, without the term
    assert "card order" not in flat["02_building_sets"] and "uses the egg to see" not in flat["02_building_sets"]
    for stem in ("02_building_sets", "05_the_egg", "rulings"):  # the cards name the Far, always: nobody picks either one
        assert "either one" not in flat[stem] and "turn up either" not in flat[stem], stem
    assert "face up" in flat["05_the_egg"] and "stays face up; when the sets are revealed for the scoring, it is not turned up again" in flat["rulings"]
    for stem in ("05_the_egg", "rulings"):  # "reveal" is the scoring's word only; the egg's is "show"
        assert "until the reveal" not in flat[stem] and 'says "reveal"' not in flat[stem], stem
    assert "the lesson stops there" in flat["05_the_egg"] and "second game" not in flat["05_the_egg"].lower()


def test_one_word_per_act_and_the_bracelet_supply_explained():
    """Cards are discarded and bracelets handed back: the rulebook's "discard" for a bracelet appears only
    quoted; no second verb for discarding cards; the supply count that repeats after round 2 says why;
    DE-T1 does not claim the order never decides what anyone may do (it decides when one may place)."""
    import re

    flat = _flat(PAGES)
    for stem, text in flat.items():
        unquoted = re.sub(r"[\"“]discard[s]?[\"”]", "", text, flags=re.I)
        assert not re.search(r"discard\w* (?:a |several |\w+ )?bracelets?|bracelets? discarded", unquoted, re.I), stem
        assert not re.search(r"\blet(?:s)? (?:\w+ )?go\b|\blet go\b|throw \w+ away", text), stem
        assert "never what anyone may do" not in text, stem
        assert "table practice" not in text, stem
    assert "keep *discard* for cards" in flat["04_hand_resolution_and_bracelets"]
    assert "keep *discard* for cards" in flat["rulings"]
    assert "Bruno's bracelet went back to it when he handed it back, so it held 12" in flat["04_hand_resolution_and_bracelets"]
    assert "bracelets in the supply" not in flat["05_the_egg"]
    assert ("Placing does not wait for a turn: anyone may place whenever ready. Once you have placed, you hand back "
            "no more this round, so placing before your turn means handing back none." in flat["rulings"])


def test_building_reads_the_same_in_lessons_1_4_6_and_on_the_rulings_page():
    """Lessons 4 and 6 and DE-T1 say, in the same words, that placing does not wait for a turn (anyone may
    place whenever ready) and that nobody hands back after placing, so placing before your turn means handing back none. Lesson 1 comes before bracelet turns are taught, so it
    says only that everyone builds two sets in secret, and that lesson 4 adds a short turn for handing back
    bracelets. The engine agrees: any player still to place may hand back a bracelet or place, whether or not the
    later players have had their turns, and nobody may hand one back after placing."""
    from widgets.dragon_egg.readings import BUILD_WAIT

    flat = _flat(("01_components_and_setup", "04_hand_resolution_and_bracelets", "06_the_end", "rulings"))
    for stem, text in flat.items():
        assert (BUILD_WAIT in text) == (stem != "01_components_and_setup"), stem
        assert "order decides when you may place" not in text, stem
    assert ("Everyone builds two sets in secret and places them face down (lesson 4 adds a short turn for handing "
            "back bracelets)." in flat["01_components_and_setup"])
    state = ex.bracelet_game(1)  # round 2: Bruno holds a bracelet
    assert state.to_act() == [0, 1, 2] and BRACELET in state.legal_actions(1)
    state.apply(1, ex.strongest(state, 1))
    assert state.legal_actions(1) == [] and state.to_act() == [0, 2]
    early = ex.bracelet_game(1)  # Aiko, first in the order, may place before Bruno's turn, and need not
    early.apply(0, ex.strongest(early, 0))
    assert early.to_act() == [1, 2] and BRACELET in early.legal_actions(1)
    waitless = ex.bracelet_game(1)  # Chidi, with no bracelet, may place before Bruno's turn
    assert waitless.bracelets[2] == 0
    waitless.apply(2, ex.strongest(waitless, 2))
    assert waitless.to_act() == [0, 1] and BRACELET in waitless.legal_actions(1)


def test_the_lessons_speak_as_a_teacher_not_as_a_program():
    """The sixth fix round's reader read status lines, an error message and seed talk in the lessons' outputs;
    "Friends" is the kind of a set, never a set counted by itself; no app button in a rules lesson."""
    import re

    flat = _flat(PAGES)
    for stem, text in flat.items():
        for words in ("Cards held by each player:", "In the box:", "Bracelets held after", "cannot start yet",
                      "is not a set under the strict", "Ways to place two sets", "Does R2 R2", "Chance that",
                      "deal number", "game number", "the same every time", "Return a bracelet", "play app's button",
                      "only player with Friends", "The egg goes to", "Money: Aiko", "Threshold for"):
            assert words not in text, (stem, words)
        assert not re.search(r"\b(?:is|are|two|big|small|the) Friends\b(?! set)(?!,? \d)", text), stem
        assert not re.search(r"Friends in both sets", text), stem
    assert "the rulebook calls the **hand resolution**" in flat["01_components_and_setup"]
    assert "label links to the page [Rulings and readings]" in flat["01_components_and_setup"]
    for stem, text in flat.items():  # a reading has a label, a player's word, not an "id"
        assert not re.search(r"\bids?\b", re.sub(r"<[^>]*>", "", text)), stem  # anchors are no words
    assert ("On handing back in turns: > 1. The turns go round the table once, in the order of the deal, starting "
            "with the player who shuffles." in flat["04_hand_resolution_and_bracelets"])
    assert "B7" in flat["05_the_egg"].split("| our reading (DE-7) |")[0].split("The egg shows him")[1]  # the draw comes before the table
    egg = flat["05_the_egg"]  # round 3 is scored before the two readings are compared
    assert egg.index("Here is round 3 scored under our reading") < egg.index("| our reading (DE-7) |")
    assert "only cost Bruno" not in egg and "reads them as a limit on what the Revelation becomes" in flat["02_building_sets"]


def test_a_revelation_the_egg_holders_reason_captions_and_the_threshold_read_right():
    """A Revelation keeps its own place in the card order (the engine's Build names R20 B7 the Far of R20 B7 and
    R* B7); the holder's reason to use the egg comes from her own cards, and what only the teacher sees is marked;
    no caption ends in a colon with nothing after it; the threshold check comes after the egg and the bracelets."""
    from engines.dragon_egg import Build, set_strength

    far, near = Build(parse_cards("R* B7"), parse_cards("R20 B7"))
    assert tokens(far) == "R20 B7" and set_strength(far) == set_strength(near)
    flat = _flat(tuple(stem for stem in PAGES if stem != "03_scoring"))
    for stem in ("05_the_egg", "rulings"):
        assert "A Revelation keeps its own place in" in flat[stem], stem
    assert "the Far is R20 B7" in flat["rulings"] and "**B7 R20** is the Far" in flat["05_the_egg"]
    egg = flat["05_the_egg"]
    reason, teacher = egg.index("Aiko sees only her own cards, so she reasons from them"), egg.index("We, who see every hand, know")
    assert reason < teacher < egg.index("Aiko uses the egg")
    assert "What the egg was worth to her this round:" not in egg and "would take it from him:" not in egg
    assert ("A player whose two sets are both matching pairs (Friends sets, lesson 2) can win it (lesson 5); its "
            "holder may later use it to see every other player's Far, or every other player's Near." in flat["01_components_and_setup"])
    assert "**Friends**" not in flat["01_components_and_setup"]  # taught, and so bolded, in lesson 2
    end = flat["06_the_end"]
    assert "Here is how a three-player game ends with a shared win:" not in end
    assert "then the players who earned nothing take their bracelets, and only then is the money checked" in end
    # lesson 4 gives the order of the draws only; when and why the order matters is on the rulings page
    assert "Who gets which card matters only when" not in flat["04_hand_resolution_and_bracelets"]
    assert "Who gets which card matters only when the deck and the discard pile together hold fewer" in flat["rulings"]
    assert "The order decides what a later player" not in flat["04_hand_resolution_and_bracelets"]
    assert "drawing first or last gives nobody a better chance" in flat["rulings"]


def test_lesson_5s_claim_about_aikos_stronger_nears_is_what_her_builds_allow():
    """Round 3's reader found a false "only": every claim about what Aiko could place comes from the
    engine's builds for her hand. Every build with a stronger Near than the one she placed gives up her
    placed Far; her strongest Near goes with her weakest Friends set or with a BAH-YAH Far, as the lesson says."""
    import re

    from engines.dragon_egg import builds_for, set_strength

    round1 = ex.egg_game(1)
    placed = ex.egg_game(2).builds[0]
    mine = builds_for([c.index for c in round1.hand(0)])
    stronger = [b for b in mine if set_strength(b.near) > set_strength(placed.near)]
    assert stronger and all(set_strength(b.far) < set_strength(placed.far) for b in stronger)
    top = max(set_strength(b.near) for b in stronger)
    fars = {tokens(b.far) for b in stronger if set_strength(b.near) == top}
    egg = " ".join(_reader_text("05_the_egg").split())
    table = egg.split("a stronger Near from her hand:")[1].split("Every one of them uses")[0]
    rows = re.findall(r"\| ([RB][\d*]+ [RB][\d*]+) \([^)]*\) \| ([RB][\d*]+ [RB][\d*]+) \(", table)
    assert sorted(rows) == sorted((tokens(b.far), tokens(b.near)) for b in stronger)  # every such build, no other
    assert fars <= {far for far, _ in rows}
    assert "but only by putting" not in egg
    assert f"gives up {tokens(placed.far)} as her Far" in egg


def test_lesson_2s_only_one_friends_set_is_what_the_builds_allow():
    """Lesson 2 says Aiko can place only one of her two Friends sets: no build of her hand has two."""
    from engines.dragon_egg import builds_for, set_strength

    hand = parse_cards("R7 R* B2 B20 R3")
    builds = builds_for([c.index for c in hand])
    assert not any(set_strength(b.far).friends and set_strength(b.near).friends for b in builds)
    assert "so she can place only one of them" in " ".join(_reader_text("02_building_sets").split())


def test_the_bracelet_count_of_the_two_player_end_adds_up():
    """The two-player end's bracelet counts come from the game's record: Bruno handed one back, and the
    counts the lesson gives add up (taken minus handed back is held)."""
    import re

    from widgets.dragon_egg.lessons.examples import first_random_game

    _, game = first_random_game(2, lambda g: g.end_reason == "bracelets")
    returns, this_round = [], 0
    for kind, *data in game.events:
        if kind == "round":
            this_round = data[0]
        elif kind == "bracelet_return":
            returns.append((data[0], this_round))
    # The table's cells read in order, whatever the table's markup (pipes, rule lines).
    text = " ".join(re.sub(r"\||(?<!\S)-{3,}(?!\S)", " ", _reader_text("06_the_end")).split())
    assert [seat for seat, _ in returns] == [1]  # Bruno handed one back
    found = re.search(r"In rounds 1 to (\d+), each player earned nothing (\d+) times and took a bracelet each time: "
                      r"after round (\d+) taken handed back held "
                      r"Aiko (\d+) (\d+) (\d+) Bruno (\d+) (\d+) (\d+) "
                      r"supply (\d+) − (\d+) − (\d+) = (\d+) In round (\d+) ", text)
    (rounds, nothing, after, a_took, a_back, aiko, b_took, b_back, bruno,
     box, a_held, b_held, left, last) = (int(g) for g in found.groups())
    taken = [a_took, b_took]
    assert rounds == after == game.round - 1 == last - 1 and nothing == a_took == b_took
    assert game.money == [rounds - nothing] * 2  # a two-player round pays 1 ZOO or nothing
    assert [a_back, b_back] == [sum(s == seat for s, _ in returns) for seat in range(2)] == [0, 1]
    assert [taken[seat] - [a_back, b_back][seat] for seat in range(2)] == game.bracelets == [aiko, bruno]
    assert (a_held, b_held) == (aiko, bruno)
    assert box == BRACELET_SUPPLY and box - aiko - bruno == left == game.supply == len(returns)  # Bruno's one
