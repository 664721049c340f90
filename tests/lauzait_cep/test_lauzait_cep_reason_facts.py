"""Lauzait Cep!'s reasons as facts (LC-5): a joker spent on a low bonus where, kept free, it completes a higher one
with the pieces held; a piece taken with which the pieces held make more departments at once."""

from engines import lauzait_cep as lc
from engines.lauzait_cep.reasons import (Completes, Formed, Instead, JokerChance, JokerSpent, Took, free_joker,
                                         most_departments, reason)
from engines.lauzait_cep.pieces import TOKENS as PIECE_TOKENS
from widgets.lauzait_cep.reason_words import reason_words

PIECE_CODE = {token: code for code, token in enumerate(PIECE_TOKENS)}

OPENING = [(1, "form G5 G5 J=G5"), (1, "discard W2"), (1, "move c2-b1"), (1, "end day"), (0, "discard W5"),
           (0, "move a5-b5"), (0, "end day"), (1, "form G6 G6 G6"), (1, "discard G3"), (1, "move d4-c3"),
           (1, "end day")]
"""A two-player game's first days, seat 0 then holding G2 G5 G9 W3 W4 W4 W6 W9 J at the start of its day."""


def _position():
    """Seat 0's observation at the start of its second day, and its choices by notation."""
    state = lc.new_game(2, seed=992001)
    for seat, move in OPENING:
        state.apply(seat, move)
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_a_joker_spent_on_a_low_bonus_is_the_reason():
    """LC-5: W3 W4 J=W5 earns 1; the joker kept free completes W4 W4 J=W4, a triple of 4s less one: 5."""
    observation, choices = _position()
    assert observation["hand"] == ["G2", "G5", "G9", "W3", "W4", "W4", "W6", "W9", "J"]
    played, best = choices["form W3 W4 J=W5"], choices["discard G9"]
    told = reason(observation, 0, played, best, [])
    (spent,) = [f for f in told.facts if isinstance(f, JokerSpent)]
    assert told.facts[0] is spent and isinstance(told.facts[1], Instead)
    assert spent.played == Formed(played, 1) and str(spent.free) == "form W4 W4 J=W4" and spent.bonus == 5
    # the department the joker could complete is not said: the coach does not form it now either
    assert reason_words(told) == "Yours spends the joker on W3 W4 J=W5 for a bonus of 1; the coach's keeps it."
    assert reason_words(told, "Bruno").startswith("Bruno's spends the joker")


def test_no_joker_fact_where_the_coach_spends_the_joker_too():
    observation, choices = _position()
    told = reason(observation, 0, choices["form W3 W4 J=W5"], choices["form W4 W4 J=W4"], [])
    assert not any(isinstance(f, JokerSpent) for f in told.facts)


def test_no_joker_fact_where_the_form_played_is_the_best_the_joker_completes():
    observation, choices = _position()
    assert free_joker(observation)[1] == 5
    told = reason(observation, 0, choices["form W4 W4 J=W4"], choices["discard G9"], [])
    assert not any(isinstance(f, JokerSpent) for f in told.facts)
    assert reason_words(told) == "The coach's choice discards G9; yours forms W4 W4 J=W4 for a bonus of 5."


def test_no_free_joker_without_a_joker_held():
    observation, _ = _position()
    assert free_joker(dict(observation, hand=[t for t in observation["hand"] if t != "J"])) is None


TAKING = [(1, "discard G9"), (1, "move a1-a2"), (1, "end day"), (0, "discard W9"), (0, "move b3-a3"), (0, "end day"),
          (1, "form W3 W5 J=W4"), (1, "discard G3"), (1, "move b4-a5"), (1, "end day"), (0, "discard W2"),
          (0, "move e2-d2"), (0, "end day"), (1, "discard W8"), (1, "move a1-b1"), (1, "end day"), (0, "discard G3")]
"""A two-player game (seed 992002) to seat 0's move, holding G1 G4 G5 G7 W4 W5 W6 W6: G6 on e5, G7 on b5."""


def test_a_piece_that_lets_the_pieces_held_make_another_department_is_the_reason():
    """LC-5: taking G6 lets G4 G5 G6 stand beside W4 W5 W6; taking G7 makes no second department. A reader found only
    an imagined game on a costly move that took the third of three 6s."""
    state = lc.new_game(2, seed=992002)
    for seat, move in TAKING:
        state.apply(seat, move)
    observation = state.observation(0)
    choices = {str(a): a for a in state.legal_actions(0)}
    told = reason(observation, 0, choices["move a5-b5"], choices["move d4-e5"], [])
    assert len(told.facts) == 1 and isinstance(told.facts[0], Completes)
    assert (told.facts[0].made, told.facts[0].played_made) == (2, 1)
    assert reason_words(told) == ("The coach's G6 lets your concealed pieces make 2 departments at once, G4 G5 G6 among "
                                  "them; yours, G7: 1.")


def _after_a_discard():
    """Seed 993100, seat 0 after discarding W1 (holding G5 G8 W1 W1 W4 W6 W7 W8; jokers on b4 and e4), its moves."""
    state = lc.new_game(2, seed=993100)
    state.apply(0, "discard W1")
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_a_water_gamble_against_a_piece_that_makes_a_department_counts_either_throw():
    """LC-4, LC-5: G4 in the Water or the W2 moved makes no second department; the W1 taken without a throw makes
    W1 W1 W1 beside W6 W7 W8. A reader met a Water gamble whose reason only said what each move takes."""
    observation, choices = _after_a_discard()
    told = reason(observation, 0, choices["move b2-b3"], choices["move b4-c3"], [])
    assert [type(f) for f in told.facts] == [Completes]
    assert reason_words(told) == ("The coach's W1 lets your concealed pieces make 2 departments at once, W1 W1 W1 among "
                                  "them; yours, G4 or W2: 1 either way.")


def test_a_joker_the_throw_may_give_counts_as_the_piece_it_stands_for():
    """LC-5: a failed throw of the joker gives the joker, and W1 W1 J=W1 beside W6 W7 W8 is 2 departments, as many
    as the W1 taken makes: no reason in the count."""
    observation, choices = _after_a_discard()
    numbers = tuple(range(1, 10))
    hand = [PIECE_CODE[t] for t in observation["hand"]]
    assert len(most_departments(hand + [PIECE_CODE["J"]], numbers)) == 2 == len(most_departments(hand + [PIECE_CODE["W1"]]))
    told = reason(observation, 0, choices["move b4-c5"], choices["move b4-c3"], [])
    assert not any(isinstance(f, Completes) for f in told.facts)


def test_a_joker_thrown_into_the_water_for_the_same_piece_is_the_reason():
    """LC-4, LC-5: the coach's move throws the joker for the W9 the move played takes for sure: the throw gives the
    W9 too, or the joker. A reader (seed 993033) asked why a gamble beat a sure W7 when told only what each took."""
    observation, choices = _after_a_discard()
    told = reason(observation, 0, choices["move a5-a4"], choices["move b4-c5"], [])
    assert [type(f) for f in told.facts] == [JokerChance]
    assert reason_words(told) == ("Yours takes W9; the coach's takes W9 too (1 in 2), else the joker it moved, which can "
                                  "stand for any piece (LC-5).")
    # the other way round, the gamble played, it is no reason
    told = reason(observation, 0, choices["move b4-c5"], choices["move a5-a4"], [])
    assert not any(isinstance(f, JokerChance) for f in told.facts)


def test_the_most_departments_at_once_never_share_a_piece():
    """Two departments of the same three pieces are one department at once: G4 G5 G6 and G5 G6 G7 share G5 and G6."""
    g = {n: n for n in range(10)}  # the green Site Workers' codes are their numbers
    assert len(most_departments([g[4], g[5], g[6], g[7]])) == 1
    assert len(most_departments([g[4], g[5], g[6], g[5], g[6], g[7]])) == 2
    assert most_departments([g[1], g[4]]) == ()


def test_a_water_move_names_both_pieces_the_throw_may_give():
    """LC-4: a reader read "gambles in the Water on c5 for G7 (1 in 2)" as G7 being the prize, where a failed throw
    gives the joker moved: the words name both pieces."""
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.pieces import TOKENS
    from engines.lauzait_cep.reasons import Discarded, Took
    from engines.reason_facts import Reason

    water = Took(TOKENS.index("J"), TOKENS.index("G7"), 0, 1, True, (1, 2))
    said = reason_words(Reason(parse_action("discard G3"), parse_action("move a5-b5"),
                               (Instead(water, Discarded(TOKENS.index("G3"))),)))
    assert said == "The coach's choice takes G7 in the Water on b5 (1 in 2; else J); yours discards G3."


def test_a_hire_where_the_coach_forms_says_the_day_forms_nothing():
    """LC-6: the form comes before the hire, so a hire ends the day's forming. A reader (seed 993013) read "the
    coach's choice forms G1 G2 G3 for a bonus of 1; yours discards W7" as the discard being the fault."""
    observation, choices = _position()
    told = reason(observation, 0, choices["discard G9"], choices["form W4 W4 J=W4"], [])
    assert reason_words(told) == ("The coach's choice forms W4 W4 J=W4 (bonus 5) today; yours forms none, and "
                                  "a day forms one department at most (LC-6).")
    # a form against a form says nothing of the day
    told = reason(observation, 0, choices["form W3 W4 J=W5"], choices["form W4 W4 J=W4"], [])
    assert "a day forms" not in reason_words(told)


def test_one_department_made_is_named_alone():
    """A reader's transcript read "make 1 departments at once, G1 G1 G1 among them; ... 0 departments"."""
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.pieces import TOKENS
    from engines.lauzait_cep.reasons import Took
    from engines.reason_facts import Reason

    took = Took(TOKENS.index("G2"), TOKENS.index("G1"), 0, 1, False, None)
    played = Took(TOKENS.index("W3"), TOKENS.index("W2"), 2, 3, False, None)
    form = parse_action("form G1 G1 G1")
    said = reason_words(Reason(parse_action("move a5-b5"), parse_action("move a1-b1"),
                               (Completes(took, 1, form, played, 0),)))
    assert said == "The coach's G1 lets your concealed pieces make G1 G1 G1; yours, W2: none."


def test_a_dissolve_and_the_same_form_again_are_left_out_of_the_way_on():
    """A reader (seed 993015) read "as if you then played the coach's choices: dissolve G1 G2 G3 and pay back 1, then
    form G1 G2 G3 again for a bonus of 1, then discard G6" as the coach's plan starting with a dissolve: the pair
    changes nothing (LC-5: a dissolve pays back the bonus received), so the words leave it out."""
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.pieces import TOKENS
    from engines.lauzait_cep.reasons import Discarded, Dissolved, Plain, WayOn
    from widgets.lauzait_cep.reason_words import valued

    propose, form = parse_action("propose end"), parse_action("form G1 G2 G3")
    dissolve, discard = parse_action("dissolve G1 G2 G3"), Discarded(TOKENS.index("G6"))
    way = WayOn(Plain(propose, False), (Dissolved(dissolve, 1), Formed(form, 1, True), discard))
    assert valued(way) == ("The coach values the proposal with the others' votes and, if they decline, as if you then "
                           "played the coach's choices: discard G6.")
    assert valued(WayOn(Plain(propose, False), (Dissolved(dissolve, 1), Formed(form, 1, True)))) == (
        "The coach values the proposal with the others' votes.")
    restated = WayOn(Plain(propose, False), (Dissolved(dissolve, 1), Formed(form, 0, True), discard))
    assert "dissolve G1 G2 G3" in valued(restated)  # a bonus that changes is a change


def test_a_joker_discarded_where_the_coach_keeps_it_is_the_reason():
    """LC-5: a reader's transcript (seed 993018) had only a watch where the hire played discarded the joker and the
    coach's discarded G5."""
    from engines.lauzait_cep.reasons import JokerDiscarded

    observation, choices = _position()
    told = reason(observation, 0, choices["discard J"], choices["discard G9"], [])
    assert told.facts == (JokerDiscarded(PIECE_CODE["G9"]),)
    assert reason_words(told) == ("Yours discards the joker, which can stand for a piece in any department (LC-5); "
                                  "the coach's choice discards G9.")
    assert not any(isinstance(f, JokerDiscarded) for f in reason(observation, 0, choices["discard G9"],
                                                                   choices["discard J"], []).facts)


def test_no_joker_fact_where_the_coach_spends_a_joker_on_its_way_on():
    # a dissolve valued with a way on that forms with a joker does not keep the joker free
    from engines.lauzait_cep.reasons import Plain, WayOn, effect

    observation, choices = _position()
    played, best, later = choices["form W3 W4 J=W5"], choices["discard G9"], choices["form W4 W4 J=W4"]

    def effects(seen, action):
        if action is best:
            return WayOn(Plain(action), (Formed(later, 5),))
        return effect(seen, action)

    told = reason(observation, 0, played, best, [], effects=effects)
    assert not any(isinstance(f, JokerSpent) for f in told.facts)
    assert any(isinstance(f, JokerSpent) for f in reason(observation, 0, played, best, []).facts)


def test_a_proposal_to_end_made_behind_says_who_wins_if_it_is_accepted():
    # "the coach values the proposal with the others' votes and, if they decline, ..." never said the plain point
    from engines.lauzait_cep.actions import ProposeEnd
    from engines.lauzait_cep.bots import ChancellorBot
    from engines.lauzait_cep.reasons import ProposedBehind

    state, bots = lc.new_game(2, seed=992001), [ChancellorBot(992001 + s) for s in range(2)]
    while not (state.to_act()[0] == 0 and any(isinstance(a, ProposeEnd) for a in state.legal_actions(0))):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    observation, choices = state.observation(0), {str(a): a for a in state.legal_actions(0)}
    assert observation["scores"] == [0, 5]
    proposal = next(a for a in choices.values() if isinstance(a, ProposeEnd))
    told = reason(observation, 0, proposal, choices["form W4 W5 W6"], [])
    assert told.facts[0] == ProposedBehind(0, 1, 5)
    assert reason_words(told) == ("Yours proposes to end the game now, 0 to 5 behind Bruno: accepting ends it with "
                                  "Bruno the winner (LC-10).")
    ahead = dict(observation, scores=[5, 0])  # ahead, the proposal is not this fact
    assert not any(isinstance(f, ProposedBehind) for f in reason(ahead, 0, proposal, choices["form W4 W5 W6"], []).facts)


def test_a_water_move_of_the_coach_counts_the_departments_either_piece_makes():
    """LC-4, LC-5: a reader (seed 993034) met the coach's joker thrown for G7 against a throw for G4 with only an
    imagined game; with the G7 or the joker the pieces held make a department (G7 G7 G7 or G7 G7 J=G7), with the G4 or
    the W9 none."""
    from engines.lauzait_cep.actions import parse_action
    from engines.reason_facts import Reason

    hand = [PIECE_CODE[t] for t in "G1 G3 G4 G7 G7 W2 W7 W9".split()]
    numbers = tuple(range(1, 10))
    assert [len(most_departments(hand + [PIECE_CODE[t]], numbers)) for t in ("G7", "J", "G4", "W9")] == [1, 1, 0, 0]
    took = Took(PIECE_CODE["J"], PIECE_CODE["G7"], 0, 1, True, (1, 2))
    played = Took(PIECE_CODE["W9"], PIECE_CODE["G4"], 2, 3, True, (1, 2))
    said = reason_words(Reason(parse_action("move a5-b5"), parse_action("move a1-b1"),
                               (Completes(took, 1, parse_action("form G7 G7 G7"), played, 0),)))
    assert said == ("The coach's G7 or J lets your concealed pieces make 1 department either way; yours, G4 or W9: "
                    "none either way.")


def test_the_department_a_joker_taken_makes_is_the_richest_it_can():
    """LC-5: "The coach's J lets your concealed pieces make G1 G2 J=G0" (seed 993040's next game, 993041) named a
    department earning no bonus, where the joker beside W7 W7 makes W7 W7 J=W7, which earns the most (a reader:
    misleading). Of the departments the piece taken can join, the one with the largest bonus is said."""
    from benchmarks.review_transcript import finished
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.reasons import Completes, reason
    from engines.lauzait_cep.rules import department_bonus
    from engines.review_rows import decisions
    from widgets.reason_words import reason_text

    state = finished("lauzait_cep", 2, 993041)
    before, played = next((b, p) for _, b, p in decisions(state, 0) if str(p) == "move d5-e5")
    legal = {str(a): a for a in before.legal_actions(0)}
    told = reason(before.observation(0), 0, legal["move d5-e5"], legal["move d5-d4"], ())
    (fact,) = told.facts
    assert isinstance(fact, Completes) and str(fact.department) == "form W7 W7 J=W7"
    named_before = parse_action("form G1 G2 J=G0")  # the first department found, which the reason used to name
    assert department_bonus(fact.department.pieces) > department_bonus(named_before.pieces)
    assert reason_text(told) == "The coach's J lets your concealed pieces make W7 W7 J=W7; yours, G7: none."


def _decision(seed: int, number: int):
    """Seat 0's observation at decision ``number`` of a reviewed two-player game, the move played and its choices."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    before, played = next((b, p) for n, b, p in decisions(finished("lauzait_cep", 2, seed), 0) if n == number)
    choices = {str(a): a for a in before.legal_actions(0)}
    return before.observation(0), choices[str(played)], choices


def test_a_discard_that_breaks_a_finished_department_is_the_reason():
    """LC-1, LC-5: holding G3 G3 G5 G6 G7 G9 W2 W2 W4, discarding G7 leaves no department; the coach's G3 keeps
    G5 G6 G7. A reader (seed 993048) found only the bonuses' average on the game's costliest choice."""
    from engines.lauzait_cep.reasons import Breaks

    observation, played, choices = _decision(993048, 27)
    assert observation["hand"] == ["G3", "G3", "G5", "G6", "G7", "G9", "W2", "W2", "W4"] and str(played) == "discard G7"
    told = reason(observation, 0, played, choices["discard G3"], [])
    assert [type(f) for f in told.facts] == [Breaks]
    assert reason_words(told) == ("Discarding G7 breaks G5 G6 G7 in your concealed pieces; the coach's G3 keeps it "
                                  "whole.")
    formed = reason(observation, 0, played, choices["form G5 G6 G7"], [])
    assert reason_words(formed, "Bruno") == ("Discarding G7 breaks G5 G6 G7 in Bruno's concealed pieces; the coach's "
                                             "choice forms it for a bonus of 2.")


def test_no_break_where_the_coachs_discard_breaks_it_too_or_the_piece_is_spare():
    from engines.lauzait_cep.reasons import Breaks

    observation, played, choices = _decision(993048, 27)
    assert not any(isinstance(f, Breaks) for f in reason(observation, 0, played, choices["discard G5"], []).facts)
    spare = reason(observation, 0, choices["discard G9"], choices["discard G3"], [])
    assert not any(isinstance(f, Breaks) for f in spare.facts)


def test_the_takes_after_a_discard_are_the_engines_own_moves():
    """LC-1 to LC-3: the moves a reason looks at after a discard are exactly those the engine then allows (a
    differential check of :func:`engines.lauzait_cep.reasons._takes_after` over a game's first 60 discards)."""
    import copy

    from engines.lauzait_cep.actions import Discard, Move
    from engines.lauzait_cep.reasons import _takes_after

    state, checked = lc.new_game(2, seed=993021), 0
    while state.to_act() and checked < 60:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for discard in (a for a in legal if isinstance(a, Discard)):
            after = copy.deepcopy(state)
            after.apply(seat, discard)
            engine = {(m.src, m.dst) for m in after.legal_actions(seat) if isinstance(m, Move)}
            assert {(t.src, t.dst) for t in _takes_after(state.observation(seat), discard.code)} == engine
            checked += 1
        state.apply(seat, legal[0])
    assert checked >= 60


def test_a_discard_that_lets_a_piece_take_one_completing_a_department_is_the_reason():
    """LC-1, LC-5 (seed 993021, decision 21): discarding W3 lets W4 take G5, with which G6 G7 held make G5 G6 G7;
    after G7, the discard played, no move makes a department. A reader of round 993049 found such a plan alone,
    beside a row reasoned only by the bonuses' average (blocking)."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions
    from engines.lauzait_cep.reasons import Opens
    from widgets.ideas import idea_of_reason

    before = next(b for n, b, _ in decisions(finished("lauzait_cep", 2, 993021), 0) if n == 21)
    observation = before.observation(0)
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(observation, 0, choices["discard G7"], choices["discard W3"], [])
    (opens,) = told.facts
    assert isinstance(opens, Opens) and (opens.made, opens.played_made) == (1, 0)
    assert reason_words(told) == ("Discarding W3 lets W4 on d3 take G5 on d2 for G5 G6 G7; yours opens no take that "
                                  "makes a department.")
    hand = [PIECE_CODE[t] for t in observation["hand"]]
    hand.remove(PIECE_CODE["W3"])
    assert len(most_departments(hand + [opens.took.target])) == 1 and len(most_departments(hand)) == 0
    assert idea_of_reason(told).key == "first"


def test_a_discard_that_breaks_a_pair_one_piece_from_a_department_is_the_reason():
    """LC-1, LC-5 (seed 993051, decision 17): holding G1 G3 G4 G9 W1 W4 W4 W8 W9, discarding W9 leaves G3 G4 and W4 W4
    one piece short; discarding G1 leaves those and W8 W9 too. A reader found W8 W9 alone, beside a row reasoned by
    the bonuses' average (blocking)."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions
    from engines.lauzait_cep.hands import near_departments as _near
    from engines.lauzait_cep.reasons import Spoils

    before = next(b for n, b, _ in decisions(finished("lauzait_cep", 2, 993051), 0) if n == 17)
    observation = before.observation(0)
    assert observation["hand"] == ["G1", "G3", "G4", "G9", "W1", "W4", "W4", "W8", "W9"]
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(observation, 0, choices["discard W9"], choices["discard G1"], [])
    (spoils,) = told.facts
    assert spoils == Spoils(PIECE_CODE["W9"], spoils.department, PIECE_CODE["W7"], PIECE_CODE["G1"],
                            on=tuple(s for s, t in enumerate(observation["board"]) if t == "W7"))
    assert reason_words(told) == ("Discarding W9 gives up W7 W8 W9, a W7 away, on e5 a3; the coach's G1 keeps it in "
                                  "reach.")
    codes = lambda tokens: tuple(sorted(PIECE_CODE[t] for t in tokens.split()))  # noqa: E731
    assert _near(codes("G3 G4 G9 W1 W4 W4 W8 W9")) == 3 and _near(codes("G1 G3 G4 G9 W1 W4 W4 W8")) == 2
    assert _near(codes("G1 G2 G3 W5")) == 1 and _near(codes("G1 G5 G9")) == 0


def test_a_take_each_of_whose_pieces_finishes_a_department_says_which():
    """LC-4, LC-5 (seed 993053, day 1, a reader's blocking stumble): the coach's G4 into the Water on d3 was told by
    the bonuses banked on average, where either throw finishes a department: W5 makes W5 W5 W5, a richer one than
    the W4 W5 W6 at hand, and G4 makes G4 G5 G6 beside it. A piece that finishes only a poorer department sharing
    the hand's pieces (W3 for W3 W4 W5) is no gain and is not said."""
    from engines.lauzait_cep.reasons import Finishes

    observation, played, legal = _decision(993053, 2)
    assert sorted(observation["hand"]) == sorted("G5 G6 W1 W4 W5 W5 W6 W6".split())
    told = reason(observation, 0, played, legal["move d2-d3"], [])
    (fact,) = told.facts
    assert isinstance(fact, Finishes) and [str(f) for f in fact.departments] == ["form W5 W5 W5", "form G4 G5 G6"]
    assert reason_words(told) == ("Either throw finishes a department: W5 makes W5 W5 W5, G4 makes G4 G5 G6; yours "
                                  "finishes none (LC-5).")
    assert not any(isinstance(f, Finishes) for f in reason(observation, 0, played, legal["move d2-d1"], []).facts)
    assert not any(isinstance(f, Finishes) for f in reason(observation, 0, legal["move d2-d3"], played, []).facts)


def test_a_discard_that_gives_up_a_richer_department_within_a_piece_says_both_bonuses():
    """LC-5 (seed 993053, season 2 day 5, a reader's blocking stumble): discarding G8 where the coach discards G2 was
    told only by the bonuses banked on average. Both leave one department within a piece, but G8's is the richer: the
    reason names each department given up and its bonus, and never one whose missing piece this game leaves out
    (two players play without the 0s)."""
    from engines.lauzait_cep.reasons import Spoils

    observation, played, legal = _decision(993053, 34)
    assert (str(played), sorted(observation["hand"])) == ("discard G8", sorted("G2 G3 G6 G8 G9 W2 W3 W3 W7".split()))
    told = reason(observation, 0, played, legal["discard G2"], [])
    (fact,) = told.facts
    assert isinstance(fact, Spoils) and fact.bonus > fact.kept_bonus > 0
    assert reason_words(told) == (f"Discarding G8 gives up {' '.join(map(str, fact.department.pieces))} (bonus "
                                  f"{fact.bonus}), a {PIECE_TOKENS[fact.missing]} away, on b4; the coach's G2 gives up "
                                  f"G2 G3 G4 (bonus {fact.kept_bonus}).")
    assert PIECE_TOKENS[fact.missing] == "G7"  # G7 G8 G9 or G6 G7 G8: a G7 lies on b4
    # a joker held can stand for the missing piece: it is said (a reader, 993055, read "a W7 away" as needing a W7)
    observation, played, legal = _decision(993055, 17)
    assert "J" in observation["hand"] and str(played) == "discard W7"
    assert reason_words(reason(observation, 0, played, legal["discard W8"], [])) == (
        "Discarding W7 gives up W7 W7 W7 (bonus 6), which a W7 or your joker finishes; the coach's W8 gives up none.")
    for number in range(1, 60):  # a 0 is never the piece named missing at two players
        try:
            observation, played, legal = _decision(993053, number)
        except StopIteration:
            continue
        for move in legal.values():
            for fact in reason(observation, 0, played, move, []).facts:
                if isinstance(fact, Spoils) and fact.bonus:
                    assert PIECE_TOKENS[fact.missing][1] != "0" and fact.bonus > fact.kept_bonus


def test_a_take_that_brings_a_richer_department_within_a_piece_says_it():
    """LC-5 (seed 993053, season 2 day 3, a reader's blocking stumble): "The coach's choice takes G6 on a4; yours takes
    G8 in the Water on c4 (1 in 2; else W8)" only said the two moves again. With G6 the pieces hold G6 G6 G6 but a G6
    short, a three-of-a-kind's bonus; with G8 or W8 at best a sequence's: the reason says both."""
    from engines.lauzait_cep.coach import review_reason
    from engines.lauzait_cep.reasons import Nears

    observation, played, legal = _decision(993053, 28)
    assert str(played) == "move b4-c4" and "G6" in observation["hand"]
    told = reason(observation, 0, played, legal["move b4-a4"], [])
    (fact,) = told.facts
    assert isinstance(fact, Nears) and str(fact.department) == "form G6 G6 G6" and fact.bonus > fact.played_bonus > 0
    assert reason_words(told) == (f"Taking G6 leaves G6 G6 G6 (bonus {fact.bonus}) a G6 away; yours, G6 G7 G8 "
                                  f"(bonus {fact.played_bonus}) at best (LC-5).")
    assert review_reason(observation, 0, played, legal["move b4-a4"], ()).facts == (fact,)  # the bonuses' pull agrees
    assert not any(isinstance(f, Nears) for f in reason(observation, 0, legal["move b4-a4"], played, []).facts)


SEASON_TWO = [(0, "propose end"), (1, "decline"), (0, "discard W4"), (0, "move b2-b3"), (0, "end day"),
              (1, "form W7 W8 W9"), (1, "discard G6"), (1, "move a4-b4"), (1, "end day"), (0, "form G1 G2 G3"),
              (0, "discard G2"), (0, "move e3-e4"), (0, "end day"), (1, "discard W1"), (1, "move e4-e5"),
              (1, "end day"), (0, "discard G6"), (0, "move b4-a3"), (0, "end day"), (1, "form W3 W4 W5"),
              (1, "discard G9"), (1, "move e5-e4"), (1, "end day"), (0, "discard G1"), (0, "move e4-e3"),
              (0, "end day"), (1, "form G6 G7 J=G8"), (1, "Lauzait-Cep!"), (0, "discard W8"), (0, "move d4-e4"),
              (0, "end day"), (1, "form G4 G5 G6"), (1, "discard W3"), (1, "move c4-b5"), (1, "end day")]
"""Seed 993056 at two players up to seat 0's third day of season 2, holding G1 G2 G2 G3 G8 W1 W3 W6 J."""


def test_a_joker_spent_where_the_coach_forms_as_much_without_it():
    # 993056's reader met only "you bank 9.4 points of bonuses ... after yours, 2.9" for two forms of bonus 1
    state = lc.new_game(2, seed=993056)
    for seat, move in SEASON_TWO:
        state.apply(seat, move)
    observation = state.observation(0)
    assert sorted(observation["hand"]) == sorted("G1 G2 G2 G3 G8 W1 W3 W6 J".split())
    choices = {str(a): a for a in state.legal_actions(0)}
    told = reason(observation, 0, choices["form G2 G3 J=G4"], choices["form G1 G2 G3"], [])
    spent = told.facts[0]
    assert isinstance(spent, JokerSpent) and str(spent.free) == "form G1 G2 G3" and spent.bonus == 1
    assert reason_words(told) == ("The coach's G1 G2 G3 earns the same bonus of 1 without the joker; yours spends the "
                                  "joker on G2 G3 J=G4 (LC-5).")
    # a joker form of a higher bonus than the coach's form is no joker spent for less
    assert not any(isinstance(f, JokerSpent) for f in reason(observation, 0, choices["form G2 G2 J=G2"],
                                                              choices["form G1 G2 G3"], []).facts)


def test_a_dissolve_that_frees_the_joker_says_so():
    # 993056's reader met "The coach's choice dissolves G2 G3 J=G4 and pays back 1; yours discards G1" and no reason
    from engines.lauzait_cep.coach import review_reason
    from engines.lauzait_cep.jokers import FreesJoker

    state = lc.new_game(2, seed=993056)
    for seat, move in SEASON_TWO + [(0, "form G2 G3 J=G4"), (0, "discard W3"), (0, "move d3-c3"), (0, "end day"),
                                    (1, "form W3 W4 W5"), (1, "discard G3"), (1, "move a2-b2"), (1, "end day")]:
        state.apply(seat, move)
    observation = state.observation(0)
    choices = {str(a): a for a in state.legal_actions(0)}
    told = review_reason(observation, 0, choices["discard G1"], choices["dissolve G2 G3 J=G4"], [], deals=8)
    freed = told.facts[0]
    assert isinstance(freed, FreesJoker) and str(freed.formed.action) == "form G1 G2 G3"
    assert reason_words(told) == ("The coach's dissolve frees the joker from G2 G3 J=G4 and forms G1 G2 G3 for the "
                                  "same bonus (LC-5); yours discards G1.")
    # a way on that forms with the joker again, or for less than the bonus paid back, frees nothing
    from engines.lauzait_cep.jokers import frees_joker
    from engines.lauzait_cep.reasons import WayOn

    again = Formed(lc.parse_action("form G2 G3 J=G4"), 1, again=True)
    assert frees_joker(WayOn(freed.dissolved, (again,)), freed.played) is None
    poorer = Formed(freed.formed.action, 0)
    assert frees_joker(WayOn(freed.dissolved, (poorer,)), freed.played) is None


def test_a_sure_joker_that_finishes_against_a_water_gamble_that_may():
    # 993060's reader met only "bank 11.3 ...; after yours, 10.4" for a sure joker against a 1-in-2 throw for G7
    from engines.lauzait_cep.reasons import Finishes

    state = lc.new_game(2, seed=993060)
    for seat, move in [(1, "discard G2"), (1, "move a4-b5"), (1, "end day"), (0, "discard G4")]:
        state.apply(seat, move)
    observation = state.observation(0)
    assert sorted(observation["hand"]) == sorted("G5 G7 G7 G8 G8 W1 W1 W3".split())
    choices = {str(a): a for a in state.legal_actions(0)}
    told = reason(observation, 0, choices["move e2-e3"], choices["move a5-b5"], [])
    (fact,) = [f for f in told.facts if isinstance(f, Finishes)]
    assert [str(d) for d in fact.departments] == ["form G8 G8 J=G8"] and str(fact.played) == "form G7 G7 G7"
    assert fact.chance == (1, 2)
    assert reason_words(told) == "Taking J finishes G8 G8 J=G8; yours finishes G7 G7 G7 only 1 in 2 (LC-5)."


def test_LC5_a_piece_that_adds_no_department_says_the_richer_one_it_finishes():
    """LC-5 (seed 993064, season 1, day 2): holding W1 W2 W2 W3, "Taking W4 finishes W2 W3 W4; yours finishes none"
    read as a department more (misleading): with one W3, W2 W3 W4 takes the place of W1 W2 W3. The richer bonus is
    what the piece adds, and that is said."""
    from benchmarks.review_transcript import finished
    from engines.lauzait_cep.reasons import Finishes
    from engines.review_rows import decisions
    from widgets.reason_words import reason_text

    before, played = next((b, p) for n, b, p in decisions(finished("lauzait_cep", 2, 993064), 0) if n == 5)
    observation, legal = before.observation(0), {str(a): a for a in before.legal_actions(0)}
    told = reason(observation, 0, legal[played], legal["move c2-d1"], ())
    (fact,) = told.facts
    assert isinstance(fact, Finishes) and str(fact.richer_than) == "form W1 W2 W3" and fact.bonuses == (2, 1)
    assert reason_text(told) == ("Taking W4 finishes W2 W3 W4 (bonus 2), richer than your W1 W2 W3 (bonus 1); yours "
                                 "finishes none (LC-5).")


def test_a_department_given_up_says_where_its_missing_piece_lies():
    """LC-1, LC-5 (seed 993067, season 2, day 5): "Discarding W7 gives up W7 W8 W9 (bonus 3), a W8 away" left a
    reader searching the board (blocking); the W8 lies on a1."""
    from benchmarks.review_transcript import finished
    from engines.lauzait_cep.board import SQUARE_NAMES
    from engines.lauzait_cep.reasons import Spoils
    from engines.review_rows import decisions

    before = next(b for _, b, p in decisions(finished("lauzait_cep", 2, 993067), 0)
                  if str(p) == "discard W7" and "W9" in b.observation(0)["hand"])
    observation = before.observation(0)
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(observation, 0, choices["discard W7"], choices["discard W1"], [])
    (fact,) = told.facts
    assert isinstance(fact, Spoils) and PIECE_TOKENS[fact.missing] == "W8"
    assert [SQUARE_NAMES[s] for s in fact.on] == [SQUARE_NAMES[s] for s, t in enumerate(observation["board"])
                                                  if t == "W8"] == ["a1"]
    assert reason_words(told) == ("Discarding W7 gives up W7 W8 W9 (bonus 3), a W8 away, on a1; the coach's W1 "
                                  "gives up W1 W2 W3 (bonus 1).")


def test_a_department_whose_missing_piece_is_not_on_the_board_says_so():
    """LC-1, LC-5 (seed 993069, season 2, day 5): discarding W4 from W3 W3 W4 W4 W6 gives up W4 W4 W4, but the box's
    third W4 is in Bruno's hand or face down; "a W4 away" read as within reach (misleading). Pieces in a revealed
    department are never counted as still to get."""
    from collections import Counter

    from benchmarks.review_transcript import finished
    from engines.lauzait_cep.pieces import piece_set
    from engines.lauzait_cep.reasons import Spoils
    from engines.lauzait_cep.sampling import still_to_get
    from engines.review_rows import decisions

    before = next(b for _, b, p in decisions(finished("lauzait_cep", 2, 993069), 0)
                  if str(p) == "discard W4" and b.observation(0)["hand"] == ["G3", "W3", "W3", "W4", "W4", "W6"])
    observation = before.observation(0)
    choices = {str(a): a for a in before.legal_actions(0)}
    (fact,) = reason(observation, 0, choices["discard W4"], choices["discard G3"], []).facts
    assert isinstance(fact, Spoils) and fact.on == () and "W4" not in observation["board"]
    assert reason_words(reason(observation, 0, choices["discard W4"], choices["discard G3"], [])) == (
        "Discarding W4 gives up W4 W4 W4 (bonus 6), a W4 away, none on the board; the coach's G3 gives up none.")
    box, left = Counter(piece_set(2)), still_to_get(observation)
    assert [d["pieces"] for r in observation["revealed"] for d in r] == ["G4 G5 G6", "W7 W8 W9"]
    gone = Counter("G4 G5 G6 W7 W8 W9".split() + ([observation["luminous"]] if observation["luminous"] else []))
    assert {PIECE_TOKENS[c]: box[c] - left[c] for c in box if box[c] != left[c]} == dict(gone)
