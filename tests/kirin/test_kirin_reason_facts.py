"""Kirin's declaration reasons as facts (KI-3, KI-7): what the coach's declaration keeps in hand."""

from engines.kirin import Declare, Play
from engines.kirin.cards import Beast, Order, parse_card as _card
from engines.kirin.rules import ORDERS
from engines.kirin.reasons import Collects, KeepsStronger, Likelier, SetsAsideKirin, TrickFor, reason, trick_effect
from engines.reason_facts import Reason
from engines.kirin.state import State
from widgets.kirin.reason_words import reason_words


def _declaration(seed: int):
    """Seat 0's observation at its first declaration of a new game, and its declarations by card."""
    state = State.new_game(4, seed=seed)
    observation = state.observation(0)
    return observation, {str(a.card): a for a in state.legal_actions(0) if isinstance(a, Declare)}


def test_declaring_a_kirin_card_keeps_a_card_that_can_win_a_trick():
    """KI-3: a Kirin card wins no trick, so declaring it keeps the number card the other declaration sets aside."""
    observation, declare = _declaration(970001)
    told = reason(observation, 0, declare["B3"], declare["XK+"], [])
    assert told.facts == (SetsAsideKirin(declare["XK+"].card, declare["B3"].card),)
    assert reason_words(told) == "XK+ wins no trick (KI-3): declaring it keeps B3 in your hand."


def test_a_kirin_declaration_is_no_reason_against_another_kirin_card():
    """Two Kirin cards both win no trick: neither keeps more in hand than the other by that fact."""
    observation, declare = _declaration(970001)
    kirin = [card for card, action in declare.items() if action.card.is_kirin and card != "XK+"]
    told = reason(observation, 0, declare[kirin[0]], declare["XK+"], [])
    assert not any(isinstance(f, (SetsAsideKirin, Collects)) for f in told.facts)


def test_of_one_beast_a_kirin_declaration_keeps_the_number_card():
    """KI-3, KI-7: declaring the Tiger's Kirin card rather than B3 collects the same beast and keeps B3 to play."""
    observation, declare = _declaration(970001)
    told = reason(observation, 0, declare["B3"], declare["BK+"], [])
    assert told.facts == (SetsAsideKirin(declare["BK+"].card, declare["B3"].card),)


def test_a_card_not_ahead_in_an_open_trick_leaves_you_behind_not_the_trick_to_nobody():
    """KI-5: 'nobody' wins only a trick of four Kirin cards; a card behind in an open trick is said to be behind."""
    q6, s1 = _card("Q6"), _card("S1")
    ahead = TrickFor(s1, 0, 0, 1, -1, -1, False)
    said = reason_words(Reason(Play(q6), Play(s1), (ahead,)))
    assert said == "S1 puts you ahead in the trick with 1 card of your beast in it; yours does not."
    other = TrickFor(s1, 0, 0, 1, -1, 0, False)
    assert "yours loses it" in reason_words(Reason(Play(q6), Play(s1), (other,)))  # a later card cannot save it
    lost = TrickFor(q6, 0, -1, -2, -1, -3, False)
    assert reason_words(Reason(Play(s1), Play(q6), (lost,))) == (
        "Q6 loses the trick, giving up 2 of your beast's cards; yours loses it, giving up 3 of your beast's cards.")
    assert "nobody" in reason_words(Reason(Play(q6), Play(s1), (TrickFor(s1, 0, 0, 1, -1, 0, True),)))
    same = TrickFor(s1, 0, 0, 1, 0, 0, False)  # both ahead: only the beast's card differs
    assert reason_words(Reason(Play(q6), Play(s1), (same,))) == (
        "S1 puts you ahead in the trick with 1 card of your beast in it; yours, with none.")


def test_a_kirin_card_played_to_keep_a_number_card_says_it_wins_no_trick():
    """KI-3: any number outranks a Kirin card, so 'the stronger card in either order' would praise a weak card."""
    said = reason_words(Reason(Play(_card("Q6")), Play(_card("BK+")), (KeepsStronger(_card("BK+"), _card("Q6"), 2),)))
    assert said == "BK+ wins no trick anyway (KI-3): playing it keeps Q6 in your hand for later."


def test_a_declaration_is_said_to_keep_more_cards_only_where_no_declaration_keeps_more():
    """KI-7: "keeps 1 of its cards" beside "yours keeps none" would read as "declare the beast that keeps most", so
    it is said only where the coach's beast keeps the most: in 970001's hand S1 keeps S4, but SK- keeps both."""
    observation, declare = _declaration(970001)
    told = reason(observation, 0, declare["Q6"], declare["S1"], [])
    assert not any(isinstance(f, Collects) for f in told.facts)
    observation, declare = _declaration(970004)
    told = reason(observation, 0, declare["S1"], declare["Q3"], [])
    assert told.facts == (Collects(int(declare["Q3"].card.beast), 3, int(declare["S1"].card.beast), 1),)


def test_a_kirin_card_declared_for_the_beast_held_most_says_it_wins_no_trick():
    """KI-3, KI-7 (seed 993067, round 1): the coach declares SK+ where the learner declared Q6; "collecting the
    Vermilion Bird, your hand holds 3 of its cards" left a reader asking why SK+ rather than S1 (blocking): SK+ wins
    no trick, so declaring it keeps S1 S6 ST."""
    observation, declare = _declaration(993067)
    told = reason(observation, 0, declare["Q6"], declare["SK+"], [])
    assert told.facts == (Collects(int(declare["SK+"].card.beast), 3, int(declare["Q6"].card.beast), 1,
                                   declare["SK+"].card),)
    assert reason_words(told) == ("SK+ wins no trick (KI-3); collecting the Vermilion Bird keeps 3 of its cards to "
                                  "win with; yours, the Azure Dragon, 1.")
    told = reason(observation, 0, declare["Q6"], declare["S1"], [])  # a number card declared: no such clause
    assert all(getattr(f, "card", None) is None for f in told.facts if isinstance(f, Collects))


def test_a_kirin_card_that_sets_another_order_says_so_beside_the_card_it_keeps():
    """KI-6: SK- led alone turns the order to descending, so "keeps S4 for later" alone would leave out what it
    does; XK+ leaves the order ascending, as S4 would, and the card it keeps is the whole reason."""
    state = State.new_game(4, seed=970001)
    for seat in state.to_act():
        state.apply(seat, state.legal_actions(seat)[0])
    observation = state.observation(0)
    assert observation["order"] == "ascending" and not observation["trick"]
    play = {str(a.card): a for a in state.legal_actions(0)}
    turns = reason(observation, 0, play["S4"], play["SK-"], [])
    assert turns.facts == (KeepsStronger(play["SK-"].card, play["S4"].card, 2, ORDERS.index(Order.DESCENDING), True,
                                         False, overtake=(_card("S1"), _card("B3"))),)
    # three players follow, and a stronger beast's Kirin card could set the order otherwise: "can", not "does"; the
    # turn weakens S4, so what it does for the hand's low cards is said, not "keeps S4 for later" (KI-2; a reader at
    # 993040 read "keeps Q6 in your hand for later" beside a turn to descending as Q6 staying strong: misleading)
    assert reason_words(turns) == ("SK- wins no trick anyway (KI-3) and can turn the order to descending (KI-6), "
                                   "where S1 and B3 outrank S4.")
    # a trump kept: trumps tie on rank and the beast decides (KI-2), so the other trump "beats" it (a reader, 993068,
    # read "XT outranks ST" as against lesson 2)
    trump = KeepsStronger(_card("QK-"), _card("ST"), 2, ORDERS.index(Order.DESCENDING), True, False,
                          overtake=(_card("XT"),))
    assert reason_words(Reason(Play(_card("ST")), Play(_card("QK-")), (trump,))) == (
        "QK- wins no trick anyway (KI-3) and can turn the order to descending (KI-6), where XT beats ST.")
    from engines.kirin.reasons import declared_beast

    led = reason(observation, 0, play["S4"], play["XK+"], [])  # a lead that turns nothing: what S4 led would score
    assert led.facts == (KeepsStronger(play["XK+"].card, play["S4"].card, 2, last=False,
                                       lead=int(declared_beast(observation))),)
    assert "anyway" not in reason_words(led) and "; led now, S4 can score only" in reason_words(led)
    last = Reason(play["S4"], play["SK-"], (KeepsStronger(play["SK-"].card, play["S4"].card, 2,
                                                          ORDERS.index(Order.DESCENDING), True, True),))
    # where the turn does not weaken the card kept (no card overtakes it), keeping it is the reason
    assert reason_words(last).startswith("SK- wins no trick anyway (KI-3) and turns the order to descending (KI-6)")


def test_one_card_lost_to_another_player_is_it_not_them():
    """A reader read "yours leaves them to Dagny" of a single card of the beast."""
    q6, s1 = _card("Q6"), _card("S1")
    said = reason_words(Reason(Play(q6), Play(s1), (TrickFor(s1, 0, 0, 1, 2, -1, True),)))
    assert said == "S1 wins the trick for you with 1 card of your beast in it; yours leaves it to Chidi."


SECOND_ROUND = ["0 declare Q4", "1 declare S6", "2 declare Q6", "3 declare X4", "0 play X2", "1 play S5", "2 play S3",
                "3 play B4", "1 play XK+", "2 play S1", "3 play BK+", "0 play QK+", "2 play SK+", "3 play Q1",
                "0 play B1", "1 play Q5", "1 play X3", "2 play B6", "3 play S4", "0 play SK-", "2 play BT", "3 play QT",
                "0 play XK-", "1 play X5", "2 play BK-", "3 play XT", "0 play X6", "1 play Q2", "3 play X1",
                "0 play S2", "1 play ST", "2 play Q3", "1 play B3", "2 play QK-", "3 play B5", "0 play B2",
                "0 declare XK+", "1 declare Q5", "2 declare X4", "3 declare SK+", "1 play S1", "2 play Q3",
                "3 play Q4", "0 play X1", "3 play S4"]
"""Seed 970002 to round 2, where Aiko (seat 0, collecting the Black Tortoise) plays second after Dagny's S4."""


def test_where_both_cards_put_you_ahead_for_now_the_chance_to_stay_ahead_is_the_reason():
    """A reader read "S6 puts you ahead in the trick with 1 of your beast's cards; yours puts you ahead in it" as the
    two cards holding the trick alike (993010): where both are ahead for now, the fact is how likely each stays so."""
    state = State.new_game(4, seed=970002)
    for line in SECOND_ROUND:
        seat, move = line.split(" ", 1)
        state.apply(int(seat), move)
    observation = state.observation(0)
    play = {str(a.card): a for a in state.legal_actions(0)}
    told = reason(observation, 0, play["B6"], play["XT"], [])
    assert told.facts == (Likelier(play["XT"].card, 2, 23, 4, int(Beast.X)),)
    # what the trick brings is said (KI-7): a reader of 993014 read "surely wins the trick" as "win every trick"
    assert reason_words(told) == ("XT is likelier to win the trick and any Black Tortoise card in it: 2 of 23 unseen "
                                  "cards beat it, 4 beat yours.")
    sure = Reason(play["B6"], play["XT"], (Likelier(play["XT"].card, 0, 23, None, int(Beast.X)),))
    assert reason_words(sure) == ("XT surely wins the trick and any Black Tortoise card in it: no unseen card beats "
                                  "it; yours cannot win.")


def test_a_card_kept_that_would_lose_this_trick_too_says_what_beats_it():
    """KI-5: a reader (seed 993035) read "BK- wins no trick anyway: playing it keeps BT in your hand for later" as BT
    winning the trick, where ST, already in it, beat BT. The card that beats the one kept is said."""
    state = State.new_game(4, seed=970001)
    for _ in range(10):  # each seat's first legal move, to seat 0 following S5 and S2
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    observation = state.observation(0)
    assert observation["trick"] == [[2, "S5"], [3, "S2"]] and observation["order"] == "ascending"
    play = {str(a.card): a for a in state.legal_actions(0)}
    told = reason(observation, 0, play["S4"], play["SK-"], [])
    assert [f.beaten for f in told.facts] == [_card("S5")]
    assert reason_words(told) == ("SK- wins no trick (KI-3) and can turn the order to descending (KI-6); S5 beats S4 "
                                  "here, so playing SK- keeps S4 for later.")


def test_a_card_kept_for_later_is_said_to_outrank_the_card_played_not_every_card():
    """KI-5: a reader (seed 993037) read "B1 keeps XT in your hand for later: the stronger card in either order" as XT
    being safe in either order, where the Tortoise is the weakest beast in one: the words name both cards."""
    said = reason_words(Reason(Play(_card("XT")), Play(_card("B1")), (KeepsStronger(_card("B1"), _card("XT"), 2),)))
    assert said == "B1 keeps XT in your hand for later: XT outranks B1 in either order."


def test_a_turn_that_weakens_the_card_kept_names_the_cards_it_strengthens():
    """KI-2, KI-6 (seed 993040, the first trick): XK- led can turn the order to descending, where Q6, the card it
    keeps, ranks below every other number, and X1 and X2, the hand's lowest, outrank it."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    state = finished("kirin", 4, 993040)
    before, played = next((b, p) for _, b, p in decisions(state, 0) if str(p).endswith("Q6"))
    play = {str(a.card): a for a in before.legal_actions(0) if isinstance(a, Play)}
    told = reason(before.observation(0), 0, play["Q6"], play["XK-"], [])
    (fact,) = told.facts
    assert fact.turns and fact.sets == ORDERS.index(Order.DESCENDING) and fact.overtake == (_card("X1"), _card("X2"))
    assert reason_words(told) == ("XK- wins no trick anyway (KI-3) and can turn the order to descending (KI-6), "
                                  "where X1 and X2 outrank Q6.")


def test_a_kirin_card_declared_in_place_of_the_trump_says_the_trump_beats_every_number():
    """KI-2, KI-3: readers (993040, 993041) read "SK- wins no trick (KI-3): declaring it keeps ST in your hand" as a
    rule, declare the Kirin card, which a later row broke; what sets the card kept apart is that it is the trump."""
    sk, st = _card("SK-"), _card("ST")
    said = reason_words(Reason(Declare(st), Declare(sk), (SetsAsideKirin(sk, st),)))
    assert said == "SK- wins no trick (KI-3); ST, a trump, beats every number (KI-2): declaring SK- keeps it to win " \
                   "tricks with."


def test_a_trump_kept_by_declaring_a_number_of_its_beast_outranks_it_in_either_order():
    """KI-2: a trump outranks every number in both orders; a reader met "XT outranks X2 in the order in force", which
    says the edge could go once the order turns."""
    observation, declare = _declaration(970003)
    told = reason(observation, 0, declare["XT"], declare["X2"], [])
    assert told.facts == (KeepsStronger(declare["X2"].card, declare["XT"].card, 2),)
    assert "XT outranks X2 in either order" in reason_words(told)


def test_a_card_kept_from_a_trick_with_none_of_your_beast_says_so():
    """KI-7: a trick pays only its cards of the declared beast. A reader met "QK- wins no trick anyway (KI-3): playing
    it keeps QT in your hand for later" beside "Take the trick now, your trump too": the trick held none of their
    beast's cards, which is why the trump waits."""
    qk, qt, x3, s1 = (_card(c) for c in ("QK-", "QT", "X3", "S1"))
    said = reason_words(Reason(Play(qt), Play(qk), (KeepsStronger(qk, qt, -1, bare=True),)))
    assert said == ("QK- wins no trick (KI-3), and the trick holds none of your beast's cards (KI-7): playing it "
                    "keeps QT.")
    said = reason_words(Reason(Play(s1), Play(x3), (KeepsStronger(x3, s1, 0, last=False, bare=True),)))
    # a reader (993054) took "the trick holds none ..., so X3 keeps S1" for a trick S1 could not win, under the idea's
    # "on a trick you cannot win": what the card kept would do comes first, and the row names no idea
    assert said == "S1 would be ahead, but the trick holds none of your beast's cards yet (KI-7): X3 keeps S1 for later."
    said = reason_words(Reason(Play(s1), Play(x3), (KeepsStronger(x3, s1, 0, bare=True),)))
    assert said == "S1 would win the trick, but it holds none of your beast's cards (KI-7): X3 keeps S1 for later."
    from widgets.ideas import idea_of_reason

    assert idea_of_reason(Reason(Play(s1), Play(x3), (KeepsStronger(x3, s1, 0, bare=True),))) is None
    for seed in range(970001, 970031):  # the engine says it where the card kept would take a trick of none of them
        state = State.new_game(4, seed=seed)
        while state.to_act():
            seat = state.to_act()[0]
            observation, legal = state.observation(seat), state.legal_actions(seat)
            if observation["trick"] and observation["declaration"] and len(legal) > 1:
                for played in legal:
                    for best in legal:
                        fact = reason(observation, seat, played, best, []).facts
                        if fact and isinstance(fact[0], KeepsStronger) and fact[0].bare:
                            effect = trick_effect(observation, seat, played.card.id)
                            assert effect[0] in ("won", "ahead") and effect[2] == 0
                            return
            state.apply(seat, legal[0])
    raise AssertionError("no trick of none of the seat's beast's cards met in 30 games")


def test_a_turn_that_raises_the_card_kept_says_so():
    """KI-2, KI-6 (seed 993046, the first trick): readers (993046, 993047) asked whether the order a Kirin card can
    turn to helps their hand; SK- led can turn it to descending, where B3, the card it keeps, ranks higher."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    state = finished("kirin", 4, 993046)
    before = next(b for _, b, p in decisions(state, 0) if str(p) == "play B3")
    assert before.observation(0)["order"] == "ascending"
    play = {str(a.card): a for a in before.legal_actions(0) if isinstance(a, Play)}
    told = reason(before.observation(0), 0, play["B3"], play["SK-"], [])
    (fact,) = told.facts
    assert fact.turns and fact.rises and not fact.overtake
    assert reason_words(told) == ("SK- wins no trick anyway (KI-3) and can turn the order to descending (KI-6), "
                                  "where B3 ranks higher: playing it keeps B3 in your hand for later.")
    # a turn that does not raise the card kept: nothing is said of it
    last = Reason(play["B3"], play["SK-"], (KeepsStronger(play["SK-"].card, _card("BT"), 2,
                                                          ORDERS.index(Order.DESCENDING), True, True),))
    assert "ranks higher" not in reason_words(last)


def test_a_turn_that_raises_a_trump_kept_says_so():
    """KI-5, KI-6 (seed 993050, round 1, trick 1): trumps tie on rank, so the beasts' order ranks them; SK- led can
    turn the order to descending, where only the Tortoise's trump beats BT, not the Dragon's and the Bird's. A reader
    could not tell why the turn helps (blocking)."""
    observation, play = _before(993050, "play BT")
    assert observation["order"] == "ascending"
    told = reason(observation, 0, play["BT"], play["SK-"], [])
    (fact,) = told.facts
    assert fact.rises and fact.kept == _card("BT")
    assert "to descending (KI-6), where BT is stronger" in reason_words(told)  # a trump: by beast, not rank


def _before(seed: int, played: str):
    """Seat 0's position before its choice ``played`` in seed ``seed``'s reviewed game, and its plays by card."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    before = next(b for _, b, p in decisions(finished("kirin", 4, seed), 0) if str(p) == played)
    return before.observation(0), {str(a.card): a for a in before.legal_actions(0) if isinstance(a, Play)}


def test_a_card_that_ends_the_trick_and_is_its_only_card_of_your_beast_scores_itself():
    """KI-7 (seed 993049, round 2, trick 1): the learner plays last to Q4 S5 BK+ holding the Black Tortoise. A reader
    took "X6 wins the trick for you with 1 of your beast's cards" for a Tortoise card already in the trick, against
    the page's "a trick that holds none of your beast so far": that one card is X6 itself."""
    observation, play = _before(993049, "play Q1")
    assert not any(_card(c).beast is Beast.X for _, c in observation["trick"])
    told = reason(observation, 0, play["Q1"], play["X6"], [])
    assert told.facts == (TrickFor(play["X6"].card, 0, 0, 1, 2, 0, True, own=True),)
    assert reason_words(told) == "X6 wins the trick for you and scores itself; yours leaves it to Chidi."


def test_a_strong_card_kept_from_a_lead_says_what_it_would_score_led_now():
    """KI-7 (seed 993049, round 1, trick 3): leading, Q6 outranks X2, which is why a learner leads it; "Q6 outranks
    X2 in the order in force" read as circular (blocking). Led, a card can score only itself and what the others
    add; the row then names no Playing well idea, whose clauses are about following."""
    from widgets.ideas import idea_of_reason

    observation, play = _before(993049, "play Q6")
    assert not observation["trick"] and observation["declaration"] == "Q3"
    told = reason(observation, 0, play["Q6"], play["X2"], [])
    (fact,) = told.facts
    assert isinstance(fact, KeepsStronger) and fact.lead == int(Beast.Q)
    assert reason_words(told) == ("X2 keeps Q6 for later: led now, Q6 can score only itself and any Azure Dragon "
                                  "card the others add (KI-7).")
    assert idea_of_reason(told) is None
    other = Reason(play["B1"], play["X2"], (KeepsStronger(play["X2"].card, play["B1"].card, 0, lead=fact.lead),))
    assert reason_words(other).endswith("led now, B1 can score only the Azure Dragon cards the others add (KI-7).")
    # where the card kept outranks in either order (a trump kept, the page's last two cards), that is the reason
    safe = Reason(play["B1"], play["X2"], (KeepsStronger(play["X2"].card, _card("XT"), 2, lead=fact.lead),))
    assert reason_words(safe) == "X2 keeps XT in your hand for later: XT outranks X2 in either order."
    assert idea_of_reason(safe).key == "later"


def test_a_kirin_card_played_to_turn_the_order_names_no_idea():
    """KI-6 (seed 993050, round 1, trick 1): leading, the coach plays SK-, which can turn the order to descending, and
    keeps BT. "Keep what wins later" says to keep, rather than declare, a Kirin card that calls for the order your
    cards win in: a reader took the coach for breaking its own rule (misleading). Such a row names no idea; a Kirin
    card given up that turns nothing still names it."""
    from widgets.ideas import idea_of_reason

    observation, play = _before(993050, "play BT")
    told = reason(observation, 0, play["BT"], play["SK-"], [])
    (fact,) = told.facts
    assert isinstance(fact, KeepsStronger) and fact.card == play["SK-"].card and fact.turns
    assert idea_of_reason(told) is None
    still = Reason(play["BT"], play["SK-"], (KeepsStronger(play["SK-"].card, play["BT"].card, 2),))
    assert idea_of_reason(still).key == "later"


def test_a_turn_already_in_the_trick_is_said_as_sure_and_an_own_beast_card_given_up_names_no_idea():
    """KI-6, KI-7 (seed 993052, trick 12): the learner plays X6 last to a trick holding the Tiger's ascending BK+, where
    the coach plays X4. "X6 outranks X4 should the order turn" read as a chance though BK+ already turns it, and the
    idea's "your weakest of a beast other than yours" read against X4, of the learner's own Black Tortoise (both
    blocking). The reason names the Kirin card that turns the order; the row names no idea."""
    from widgets.ideas import idea_of_reason

    observation, play = _before(993052, "play X6")
    assert "BK+" in [c for _, c in observation["trick"]] and observation["declaration"] == "X3"
    told = reason(observation, 0, play["X6"], play["X4"], [])
    (fact,) = told.facts
    assert isinstance(fact, KeepsStronger) and fact.orders == 1 and fact.turner == _card("BK+") and fact.own
    assert reason_words(told) == ("X4 keeps X6 in your hand for later: X6 outranks X4 in the order BK+ turns to "
                                  "(KI-6).")
    assert idea_of_reason(told) is None
    chance = Reason(play["X6"], play["X4"], (KeepsStronger(play["X4"].card, play["X6"].card, 1),))
    assert reason_words(chance).endswith("X6 outranks X4 should the order turn.")  # no Kirin card in the trick
    assert idea_of_reason(chance).key == "later"


def test_between_two_beasts_the_one_to_collect_is_said_before_the_card_set_aside():
    """KI-5, KI-7 (seed 993052, round 1): the learner declares X3 where the coach declares QK+. "QK+ wins no trick:
    declaring it keeps X3" never said why the Azure Dragon beats the Black Tortoise as the beast to collect (a
    reader, blocking): collecting the Dragon keeps QT, which no unseen card beats, against the Tortoise's X6. A trump
    set aside (round 3's XT) is still the reason: it beats every number (KI-2)."""
    from benchmarks.review_transcript import finished
    from engines.kirin.reasons import KeepsStrongest
    from engines.review_rows import decisions

    state = next(b for _, b, p in decisions(finished("kirin", 4, 993052), 0) if str(p) == "declare X3")
    observation = state.observation(0)
    declare = {str(a.card): a for a in state.legal_actions(0) if isinstance(a, Declare)}
    told = reason(observation, 0, declare["X3"], declare["QK+"], [])
    (fact,) = told.facts
    assert isinstance(fact, KeepsStrongest) and fact.card == _card("QT") and fact.beaten == 0
    assert fact.played_card == _card("X6") and fact.played_beaten > 0
    assert fact.kept[-1] == fact.card and fact.played_kept[-1] == fact.played_card and len(fact.played_kept) > 1
    kept, played_kept = (" ".join(map(str, cards)) for cards in (fact.kept, fact.played_kept))
    assert reason_words(told) == (f"Collecting the Azure Dragon keeps {kept}, QT beaten by no unseen "
                                  f"card; yours: {played_kept}, X6 beaten by {fact.played_beaten}.")
    observation, declare = _declaration(970001)
    assert reason(observation, 0, declare["B3"], declare["XK+"], []).facts == (
        SetsAsideKirin(declare["XK+"].card, declare["B3"].card),)  # the Tortoise keeps nothing stronger: the card


def test_a_trump_kept_against_a_trump_beats_it_on_beast_after_the_turn():
    """KI-2, KI-5, KI-6 (seed 993059, round 1, trick 5): "where QT ranks higher; XT beats QT here" read as one trump
    outranking another on rank (misleading): the words name the card the kept trump would beat after the turn."""
    observation, play = _before(993059, "play QT")
    told = reason(observation, 0, play["QT"], play["SK+"], [])
    (fact,) = told.facts
    assert fact.tops and fact.beaten == _card("XT") and fact.kept == _card("QT")
    assert reason_words(told) == ("SK+ wins no trick (KI-3) and can turn the order to ascending (KI-6), where QT "
                                  "beats XT; XT beats QT here, so playing SK+ keeps QT for later.")


def test_a_number_kept_past_the_turn_ranks_higher_not_beats_a_card_that_leaves_with_the_trick():
    """KI-2, KI-6 (seed 993061, round 3, trick 3): "where S2 beats S6; S6 beats S2 here" compared the kept S2 with S6,
    which leaves with this trick, and read as XK- making S2 win it (blocking). A number kept is said to rank higher
    after the turn; the card it would beat is named only between trumps (on beast, KI-2)."""
    observation, play = _before(993061, "play S2")
    told = reason(observation, 0, play["S2"], play["XK-"], [])
    (fact,) = told.facts
    assert fact.rises and not fact.tops and fact.beaten == _card("S6")
    assert reason_words(told) == ("XK- wins no trick (KI-3) and turns the order to descending (KI-6), where S2 ranks "
                                  "higher; S6 beats S2 here, so playing XK- keeps S2 for later.")


def test_KI7_a_number_declared_where_a_kirin_card_of_its_beast_keeps_as_many_is_told_by_the_card():
    """KI-3, KI-7 (seed 993062, round 2): declaring X5 against the coach's BK+ was told "Collecting the White Tiger,
    your hand holds 2 of its cards ...; yours, the Black Tortoise, 1", where declaring XK+ would have kept two Tortoise
    numbers: its reader could not tell whether the beast or the card was the mistake (blocking). Where another card of
    the played beast keeps as many, the card set aside is said."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    before = next(b for _, b, p in decisions(finished("kirin", 4, 993062), 0) if str(p) == "declare X5")
    observation = before.observation(0)
    declare = {str(a.card): a for a in before.legal_actions(0) if isinstance(a, Declare)}
    told = reason(observation, 0, declare["X5"], declare["BK+"], [])
    assert told.facts == (SetsAsideKirin(declare["BK+"].card, declare["X5"].card),)
    assert reason_words(told) == "BK+ wins no trick (KI-3): declaring it keeps X5 in your hand."


def test_KI7_a_beast_is_not_called_stronger_for_the_card_the_learner_declared_from_it():
    """KI-5, KI-7 (seed 993062, round 1): declaring Q1, the Dragon's one number, where QK- could be declared and keep
    it, was told "Collecting the Vermilion Bird keeps S1, beaten by 19 of 27 unseen; yours: none that can win", read
    as a weakness of S1 (blocking): Q1 kept is as strong, so the Bird is not the stronger beast, and nothing of the
    position is said (the row's imagined game is)."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    before = next(b for _, b, p in decisions(finished("kirin", 4, 993062), 0) if str(p) == "declare Q1")
    observation = before.observation(0)
    declare = {str(a.card): a for a in before.legal_actions(0) if isinstance(a, Declare)}
    assert reason(observation, 0, declare["Q1"], declare["S4"], []).facts == ()


def test_KI7_a_kirin_card_led_says_what_the_card_kept_would_score_led_now():
    """KI-3, KI-7 (seed 993064, round 2, trick 3): leading SK- rather than BT, which no unseen card beats, was told
    "SK- wins no trick anyway (KI-3): playing it keeps BT ... for later", and "anyway" read as false beside a card that
    would surely win (blocking). On a lead the words say what BT would score led now, as for a number kept."""
    observation, play = _before(993064, "play BT")
    assert not observation["trick"]
    told = reason(observation, 0, play["BT"], play["SK-"], [])
    (fact,) = told.facts
    assert fact.lead is not None and fact.card.is_kirin
    words = reason_words(told)
    assert "anyway" not in words and words.startswith("SK- wins no trick (KI-3)")
    assert words.endswith("; led now, BT can score only the Azure Dragon cards the others add (KI-7).")
